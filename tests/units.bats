#!/usr/bin/env bats
# Units dealt below: code shard run and merge --unit-size=N deal a part
# of a first guess of more than N secrets by its next guesses (each
# wanted below a limit the plan sets), and a guess whose parts are larger
# by those parts, as jobs of their own; code shard plan K lists the
# jobs.  The expected output of a merge is the single run's, which
# searches the whole game in one process by a path the jobs do not take;
# the plan's units are checked against the plan without --unit-size.

bats_require_minimum_version 1.5.0
load helper

setup() {
	T=$BATS_TEST_TMPDIR
	cd "$T" || exit 1
}

# shards K UNIT RULES...: runs the K shards of the search of RULES with
# --unit-size=UNIT into s.0 ... through xargs -P 2.
shards() {
	local k=$1 unit=$2
	shift 2
	rm -f s.*
	seq 0 $((k - 1)) | xargs -P 2 -I{} "$CODE" shard run "$@" \
	    --threads=1 --unit-size="$unit" {}/"$k" s.{} 2>/dev/null
	[ "$(ls s.* | wc -l)" -eq "$k" ]
}

# same_as_single UNIT FORMATS RULES...: the merge of s.* prints what the
# single run prints, in each of FORMATS (the merge's options, - for the
# default text).
same_as_single() {
	local unit=$1 formats=$2 format
	shift 2
	for format in $formats; do
		[ "$format" = - ] && format=--format=text
		single "$format" "$@" >single
		"$CODE" shard merge "$@" "$format" --unit-size="$unit" \
		    s.* >merged
		cmp single merged || { echo "$* $format: the merge differs"; false; }
	done
}

# bats test_tags=heavy
@test "units dealt below merge to the single run's output, byte for byte: classic, --first, --consistent, 3 digits of Bulls and Cows" {
	local rules formats="- --format=json --tree"
	sanitized && formats=-
	for rules in "" "--first=1123" "--consistent" \
	    "-v bulls-cows --length=3"; do
		# under the sanitizers, classic and Bulls and Cows alone (the
		# same paths; the first pass runs all four)
		[[ $rules == --* ]] && sanitized && continue
		# shellcheck disable=SC2086 # RULES are several words
		shards 4 40 $rules
		grep -q '^guess[ -]' s.0 ||
		    { echo "$rules: no job below a unit"; false; }
		# shellcheck disable=SC2086
		same_as_single 40 "$formats" $rules
	done
}

@test "a word list's part dealt below, in hard mode: the merge is the single run's" {
	[ -f /usr/share/dict/american-english ] ||
	    skip "no /usr/share/dict/american-english: make tools installs wamerican"
	grep -E '^[a-z]{5}$' /usr/share/dict/american-english | awk 'NR % 8 == 1' |
	    head -300 >words
	shards 3 32 -v wordle --secrets=words --allowed=words --hard \
	    --first="$(sed -n 1p words)"
	grep -q '^guess[ -]' s.0
	same_as_single 32 "- --tree" -v wordle --secrets=words --allowed=words --hard \
	    --first="$(sed -n 1p words)"
}

# bats test_tags=heavy
@test "shard plan K lists each job once: the units of at most N secrets as they are, each larger one as jobs below it" {
	local plain deep lines
	"$CODE" shard plan 3 >plain
	"$CODE" shard plan --unit-size=100 3 >deep
	lines=$(($(wc -l <deep) - 2))
	head -1 deep | grep -q "^plan: $lines jobs over 3 shards, 5 first guesses, units of more than 100 secrets dealt below$"
	sed -n 2p deep | grep -q '^SHARD SECRETS WORK LIMIT PATH$'
	# every unit of the plain plan: itself if small, else the first steps
	# of the jobs below it (a guess, or a guess and its part)
	awk 'NR == FNR { if (FNR > 2) path[$5 " " $6] = $2; next }
	    FNR > 2 { key = $5 " " $6; if (!(key in path)) bad = bad " " key
		if (path[key] <= 100 && NF != 6) bad = bad " small:" key
		if (path[key] > 100 && NF < 7) bad = bad " large:" key
		seen[key] = 1 }
	    END { for (k in path) if (!(k in seen)) bad = bad " lost:" k
		if (bad != "") { print bad; exit 1 } }' plain deep
	# a job below a unit: a guess (its parts wanted below LIMIT) or a
	# part of one, with its secrets; the shares add up to 100%
	awk 'FNR > 2 && NF > 6 && ($4 !~ /^[0-9]+$/ ||
	    (NF == 8 && $8 != "(" $2 ")")) { print; exit 1 }' deep
	awk 'FNR > 2 { s += $3 } END { exit !(s > 99.5 && s < 100.5) }' deep
	# the jobs the shards say they solve are the plan's, shard by shard
	shards 3 100
	for i in 0 1 2; do
		[ "$(grep -c "^$i " deep)" -eq "$(grep -cE '^(unit|set|set-bound|guess|guess-bound) [0-9]' s.$i)" ]
	done
}

# A game of 625 secrets: shard verify solves each of its 700 jobs again.
FIVE='--colours=1-5 --length=4'

# bats test_tags=heavy
@test "a merge refuses a job's bound below its plan's, a total that does not add up, and a file of another unit size; a bound that rules nothing out leaves its part undecided" {
	shards 2 32 $FIVE
	cp s.0 keep
	# a bound below the one its job had at the plan
	awk '!done && /^guess-bound / { $4 = 10; done = 1 } 1' keep >s.0
	run -1 "$CODE" shard merge $FIVE --unit-size=32 s.*
	[[ $output == *"s.0:"*": a bound of 10 for job "*", whose bound at the plan is "* ]]
	# that bound itself, below the total of the guess the single run
	# plays there (as from a limit lowered by a file not given): the
	# part is undecided, and --partial searches it
	local plan=${output##*whose bound at the plan is } want
	awk -v b="$plan" '!done && /^guess-bound / { $4 = b; done = 1 } 1' keep >s.0
	want=$("$CODE" shard merge $FIVE --unit-size=32 s.* \
	    2>&1 | sed -n "s/.*expected '\\(end [0-9]* [0-9a-f]*\\)'.*/\\1/p")
	[ -n "$want" ]
	sed -i "s/^end .*/$want/" s.0
	run -1 "$CODE" shard merge $FIVE --unit-size=32 s.*
	[[ $output == "code: shard merge: the files leave the part of "*" secrets (deep set "*") undecided: a job's bound does not rule its guess out (its limit lowered by files not given here)" ]]
	"$CODE" analyze $FIVE --strategy=optimal >single
	"$CODE" shard merge $FIVE --unit-size=32 --partial s.* >merged
	cmp single merged
	# a guess's total one more than its parts add up to
	awk '!done && /^guess [0-9]/ { $4 = $4 + 1; done = 1 } 1' keep >s.0
	run -1 "$CODE" shard merge $FIVE --unit-size=32 s.*
	[[ $output == *"s.0:"*": a total of "*", but guess "*"'s parts and the "*" secrets add up to "* ]]
	cp keep s.0
	run -1 "$CODE" shard merge $FIVE --unit-size=33 s.*
	[[ $output == *"s.0:7: a shard of another search: 'first: best, units of at most 32 secrets', this one's 'first: best, units of at most 33 secrets'" ]]
	run -1 "$CODE" shard merge $FIVE s.*
	[[ $output == *"s.0:7: a shard of another search: 'first: best, units of at most 32 secrets', this one's 'first: best'" ]]
}

@test "a shard's files are complete shards of the same plan: another count, its own shard, another unit size are refused" {
	"$CODE" shard run $FIVE --threads=1 --unit-size=32 0/3 three \
	    2>/dev/null
	"$CODE" shard run $FIVE --threads=1 --unit-size=33 0/2 other \
	    2>/dev/null
	"$CODE" shard run $FIVE --threads=1 --unit-size=32 0/2 s.0 2>/dev/null
	run -1 "$CODE" shard run $FIVE --unit-size=32 1/2 s.1 three
	[[ $output == "code: shard run: three:9: shard 0 of 3, not of 2 as I/K says" ]]
	run -1 "$CODE" shard run $FIVE --unit-size=32 0/2 again s.0
	[[ $output == "code: shard run: s.0: shard 0 of 2, the one it runs" ]]
	run -1 "$CODE" shard run $FIVE --unit-size=32 1/2 s.1 other
	[[ $output == *"other:7: a shard of another search: 'first: best, units of at most 33 secrets', this one's 'first: best, units of at most 32 secrets'" ]]
	[ ! -e s.1 ]
	[ ! -e again ]
	run -0 "$CODE" shard run $FIVE --threads=1 --unit-size=32 1/2 s.1 s.0
	"$CODE" analyze $FIVE --strategy=optimal >single
	"$CODE" shard merge $FIVE --unit-size=32 s.* >merged
	cmp single merged
}

# bats test_tags=heavy
@test "shard verify solves the jobs again: the files as they are pass, a set's bound raised past its total is refused" {
	shards 2 32 $FIVE
	run -0 "$CODE" shard verify $FIVE --unit-size=32 s.*
	[[ $output == *"shard verify: "*" units as their files say, solved again in "* ]]
	# a set's bound raised far past any total: the merge cannot tell,
	# shard verify does
	# (the plan's lines of shard 0 are its jobs, in order: the first
	# set-bound of 20 secrets or more raised to n (n + 1) / 2, more than
	# any least total of n secrets here, no more than a file may say)
	"$CODE" shard plan $FIVE --unit-size=32 2 >plan
	f=s.0
	awk 'NR == FNR { if (FNR > 2 && $1 == 0) n[++k] = $2; next }
	    /^(unit|set|set-bound|guess|guess-bound) [0-9]/ { j++ }
	    !done && /^set-bound / && n[j] >= 20 {
		$3 = n[j] * (n[j] + 1) / 2; done = 1 }
	    { print } END { exit !done }' plan "$f" >x
	mv x "$f"
	# the hash the merge asks for on the end line, as a forger would put
	want=$("$CODE" shard merge $FIVE --unit-size=32 s.* \
	    2>&1 | sed -n "s/.*expected '\\(end [0-9]* [0-9a-f]*\\)'.*/\\1/p")
	[ -n "$want" ]
	sed -i "s/^end .*/$want/" "$f"
	run -0 "$CODE" shard merge $FIVE --unit-size=32 s.*
	run -1 "$CODE" shard verify $FIVE --unit-size=32 --fraction=100% s.*
	[[ $output == *"$f:"*": a unit's total of at least "*", but solved again its least total is "* ]]
}

# bats test_tags=heavy
@test "--unit-size and K: values at and past their edges, and what they go with, else a usage error" {
	run -0 "$CODE" shard plan --unit-size=32 1
	run -0 "$CODE" shard plan --colours=1-3 --length=3 --unit-size=65535 \
	    4096
	[ "$(grep -c . <<<"$output")" -gt 2 ]
	for bad in --unit-size=31 --unit-size=65536 --unit-size=x \
	    --unit-size=; do
		run -2 "$CODE" shard plan "$bad" 2
		[[ ${lines[0]} == "code: ${bad%%=*}: "* ]] || { echo "$bad: $output"; false; }
	done
	for bad in 0 4097 x ''; do
		run -2 "$CODE" shard plan "$bad"
		[ "${lines[0]}" = "code: shard plan: not a number in 1..4096: '$bad'" ] ||
		    { echo "$bad: $output"; false; }
	done
	run -2 "$CODE" analyze --strategy=optimal --unit-size=100
	[ "${lines[0]}" = "code: analyze --unit-size: now code shard plan|run|merge|verify --unit-size=N (see code(1))" ]
	run -0 "$CODE" shard plan --unit-size=100 2
	[[ ${lines[0]} == *"units of more than 100 secrets dealt below" ]]
	run -2 "$CODE" analyze --strategy=optimal --unit-depth=2
	[ "${lines[0]}" = "code: analyze --unit-depth: now code shard plan|run|merge|verify --unit-size=N, which deals one set deep (see code(1))" ]
	run -2 "$CODE" shard plan --unit-size=100 --unit-depth=2 2
	[ "${lines[0]}" = "code: unknown option '--unit-depth=2'" ]
	run -2 "$CODE" shard run 0/2 x y
	[ "${lines[0]}" = "code: shard run: the files of shards done lower the limits of the jobs --unit-size deals" ]
	run -2 "$CODE" analyze --strategy=optimal y
	[ "${lines[0]}" = "code: analyze: takes no operands" ]
	run -2 "$CODE" analyze --strategy=optimal --plan=2 --shard=0/2
	[ "${lines[0]}" = "code: analyze --plan: now code shard plan [OPTIONS] K (see code(1))" ]
	run -2 "$CODE" shard plan --tree 2
	[ "${lines[0]}" = "code: unknown option '--tree'" ]
	run -2 "$CODE" shard plan 2 3
	[ "${lines[0]}" = "code: shard plan: expected K, the shards" ]
	run -2 "$CODE" shard plan --strategy=knuth 2
	[ "${lines[0]}" = "code: unknown option '--strategy=knuth'" ]
	printf '%s\n' abc abd acd bcd abe ace bce ade bde cde abf acf bcf adf \
	    bdf cdf aef bef cef def >words
	run -2 "$CODE" shard plan --secrets=words --allowed=words \
	    --unit-size=40 2
	[ "${lines[0]}" = "code: shard plan: --unit-size: this search is dealt by first guess (20 of them), not by parts" ]
	# its plan: a job a first guess, k to shard k mod 2
	run -0 "$CODE" shard plan --secrets=words --allowed=words 2
	[ "${lines[0]}" = "plan: 20 jobs over 2 shards, 20 first guesses" ]
	[ "$(grep -c '^[01] 20 5.00% - [a-f]* (20)$' <<<"$output")" -eq 20 ]
	[ "$(grep -c '^1 ' <<<"$output")" -eq 10 ]
	run -2 "$CODE" shard plan --secrets=words --allowed=words --first=all 2
	[ "${lines[0]}" = "code: shard plan: a ranking of first guesses is dealt by first guess, as shard run deals it: it has no plan" ]
	run -2 "$CODE" shard run --secrets=words --allowed=words --first=all \
	    --unit-size=40 0/2 x
	[ "${lines[0]}" = "code: shard run: --unit-size deals one search by its parts; a ranking of first guesses is dealt by first guess" ]
}
