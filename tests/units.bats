#!/usr/bin/env bats
# Units dealt below: code analyze --strategy=optimal --unit-size=N deals a
# part of a first guess of more than N secrets by its next guesses (each
# wanted below a limit the plan sets), and a guess whose parts are larger
# by those parts, as jobs of their own; --plan=K lists the jobs.  The
# expected output of a merge is the single run's, which searches the whole
# game in one process by a path the jobs do not take; the plan's units
# are checked against the plan without --unit-size.

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
	seq 0 $((k - 1)) | xargs -P 2 -I{} "$CODE" analyze "$@" \
	    --strategy=optimal --threads=1 --unit-size="$unit" --shard={}/"$k" \
	    --shard-file=s.{} 2>/dev/null
	[ "$(ls s.* | wc -l)" -eq "$k" ]
}

# in_turn K UNIT DEPTH RULES...: runs the K shards of the search of RULES
# with --unit-size=UNIT --unit-depth=DEPTH one after another into s.0 ...,
# each given the files before it.
in_turn() {
	local k=$1 unit=$2 depth=$3 i
	shift 3
	rm -f s.*
	for ((i = 0; i < k; i++)); do
		"$CODE" analyze "$@" --strategy=optimal --threads=1 \
		    --unit-size="$unit" --unit-depth="$depth" --shard="$i/$k" \
		    --shard-file="s.$i" $(ls s.* 2>/dev/null) 2>/dev/null || return 1
	done
}

# lowered K UNIT DEPTH RULES...: how many set jobs and how many guess
# jobs of s.0 ... s.K-1 wrote a bound below the limit the plan gives them
# (the plan lists each shard's jobs in the order its file writes them).
lowered() {
	local k=$1 unit=$2 depth=$3 i sets=0 guesses=0 got
	shift 3
	"$CODE" analyze "$@" --strategy=optimal --unit-size="$unit" \
	    --unit-depth="$depth" --plan="$k" >plan
	for ((i = 0; i < k; i++)); do
		got=$(awk -v i="$i" 'NR == FNR {
			if (FNR > 2 && $1 == i) limit[++n] = $4; next }
		    /^(unit|set|set-bound|guess|guess-bound) [0-9]/ { j++ }
		    /^set-bound / && $3 < limit[j] { s++ }
		    /^guess-bound / && $4 < limit[j] { g++ }
		    END { print s + 0, g + 0 }' plan "s.$i")
		sets=$((sets + ${got% *}))
		guesses=$((guesses + ${got#* }))
	done
	echo "$sets $guesses"
}

# same_as_single UNIT FORMATS RULES...: the merge of s.* prints what the
# single run prints, in each of FORMATS (- for the default text).
same_as_single() {
	local unit=$1 formats=$2 format
	shift 2
	for format in $formats; do
		[ "$format" = - ] && format=--format=text
		"$CODE" analyze --strategy=optimal "$@" "$format" >single
		"$CODE" analyze --strategy=optimal "$@" "$format" \
		    --unit-size="$unit" ${DEPTH:+--unit-depth=$DEPTH} \
		    --merge s.* >merged
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

# bats test_tags=heavy
@test "--unit-depth=2 and 3 deal the sets below too; shards given the files before them lower their limits; the merge is the single run's, byte for byte" {
	local rules formats="- --format=json --tree" depth lowered_in_turn sets guesses
	sanitized && formats=-
	for rules in "" "-v bulls-cows --length=3"; do
		for depth in 2 3; do
			# shellcheck disable=SC2086 # RULES are several words
			"$CODE" analyze $rules --strategy=optimal --unit-size=40 \
			    --unit-depth=$depth --plan=4 >plan
			head -1 plan | grep -q ", units of more than 40 secrets dealt below, $depth sets deep$"
			# jobs two guesses or more below a unit: a path of
			# more than 4 steps (first guess, unit, guess, part)
			awk 'FNR > 2 && NF > 9 { found = 1 } END { exit !found }' plan
			# shellcheck disable=SC2086
			in_turn 4 40 $depth $rules
			# both kinds of job lowered
			# shellcheck disable=SC2086
			read -r sets guesses < <(lowered 4 40 $depth $rules)
			[ "$sets" -gt 0 ]
			[ "$guesses" -gt 0 ]
			# shellcheck disable=SC2086
			DEPTH=$depth same_as_single 40 "$formats" $rules
		done
		# the same deal, the shards at once and given no file (each
		# lowers its limits from its own jobs alone): fewer limits
		# lowered, the same merge
		# shellcheck disable=SC2086
		in_turn 4 40 3 $rules
		# shellcheck disable=SC2086
		read -r sets guesses < <(lowered 4 40 3 $rules)
		lowered_in_turn=$((sets + guesses))
		# shellcheck disable=SC2086
		shards 4 40 $rules --unit-depth=3
		# shellcheck disable=SC2086
		read -r sets guesses < <(lowered 4 40 3 $rules)
		[ $((sets + guesses)) -lt "$lowered_in_turn" ]
		# shellcheck disable=SC2086
		DEPTH=3 same_as_single 40 - $rules
	done
}

# jobs FILE...: the job lines of the files, in order, each bound as B
# (a bound's value depends on what the search had met: its memo)
jobs() {
	grep -hE '^(unit|set|set-bound|guess|guess-bound) [0-9]' "$@" |
	    awk '$1 ~ /-bound$/ { $NF = "B" } 1'
}

@test "dealt deeper, the jobs go to the shards in order: shards run in turn, each given the files before it, find what one shard running them all finds" {
	local rules
	for rules in "-v bulls-cows --length=3" "--colours=1-5 --length=4"; do
		# shellcheck disable=SC2086 # RULES are several words
		in_turn 4 40 2 $rules
		jobs s.0 s.1 s.2 s.3 >turn
		# shellcheck disable=SC2086
		in_turn 1 40 2 $rules
		jobs s.0 >one
		[ "$(wc -l <one)" -gt 100 ]
		grep -q -- '-bound ' one
		cmp turn one
		# each shard holds the next run of jobs: shard 0 the first
		# shellcheck disable=SC2086
		"$CODE" analyze $rules --strategy=optimal --unit-size=40 \
		    --unit-depth=2 --plan=4 >plan
		[ "$(awk 'FNR > 2 { print $1 }' plan | sort -nu | wc -l)" -eq 4 ]
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
@test "--plan=K lists each job once: the units of at most N secrets as they are, each larger one as jobs below it" {
	local plain deep lines
	"$CODE" analyze --strategy=optimal --plan=3 >plain
	"$CODE" analyze --strategy=optimal --plan=3 --unit-size=100 >deep
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

# A game of 625 secrets: --verify=100% solves each of its 700 jobs again.
FIVE='--colours=1-5 --length=4'

# bats test_tags=heavy
@test "a merge refuses a job's bound below its plan's, a total that does not add up, and a file of another unit size; a bound that rules nothing out leaves its part undecided" {
	shards 2 32 $FIVE
	cp s.0 keep
	# a bound below the one its job had at the plan
	awk '!done && /^guess-bound / { $4 = 10; done = 1 } 1' keep >s.0
	run -1 "$CODE" analyze $FIVE --strategy=optimal --unit-size=32 --merge s.*
	[[ $output == *"s.0:"*": a bound of 10 for job "*", whose bound at the plan is "* ]]
	# that bound itself, below the total of the guess the single run
	# plays there (as from a limit lowered by a file not given): the
	# part is undecided, and --partial searches it
	local plan=${output##*whose bound at the plan is } want
	awk -v b="$plan" '!done && /^guess-bound / { $4 = b; done = 1 } 1' keep >s.0
	want=$("$CODE" analyze $FIVE --strategy=optimal --unit-size=32 --merge s.* \
	    2>&1 | sed -n "s/.*expected '\\(end [0-9]* [0-9a-f]*\\)'.*/\\1/p")
	[ -n "$want" ]
	sed -i "s/^end .*/$want/" s.0
	run -1 "$CODE" analyze $FIVE --strategy=optimal --unit-size=32 --merge s.*
	[[ $output == "code: analyze: --merge: the files leave the part of "*" secrets (deep set "*") undecided: a job's bound does not rule its guess out (its limit lowered by files not given here)" ]]
	"$CODE" analyze $FIVE --strategy=optimal >single
	"$CODE" analyze $FIVE --strategy=optimal --unit-size=32 --partial \
	    --merge s.* >merged
	cmp single merged
	# a guess's total one more than its parts add up to
	awk '!done && /^guess [0-9]/ { $4 = $4 + 1; done = 1 } 1' keep >s.0
	run -1 "$CODE" analyze $FIVE --strategy=optimal --unit-size=32 --merge s.*
	[[ $output == *"s.0:"*": a total of "*", but guess "*"'s parts and the "*" secrets add up to "* ]]
	cp keep s.0
	run -1 "$CODE" analyze $FIVE --strategy=optimal --unit-size=33 --merge s.*
	[[ $output == *"s.0:7: a shard of another search: 'first: best, units of at most 32 secrets', this one's 'first: best, units of at most 33 secrets'" ]]
	run -1 "$CODE" analyze $FIVE --strategy=optimal --merge s.*
	[[ $output == *"s.0:7: a shard of another search: 'first: best, units of at most 32 secrets', this one's 'first: best'" ]]
}

@test "a shard's files are complete shards of the same plan: another count, its own shard, another depth are refused" {
	"$CODE" analyze $FIVE --strategy=optimal --threads=1 --unit-size=32 \
	    --shard=0/3 --shard-file=three 2>/dev/null
	"$CODE" analyze $FIVE --strategy=optimal --threads=1 --unit-size=32 \
	    --unit-depth=2 --shard=0/2 --shard-file=deep 2>/dev/null
	"$CODE" analyze $FIVE --strategy=optimal --threads=1 --unit-size=32 \
	    --shard=0/2 --shard-file=s.0 2>/dev/null
	run -1 "$CODE" analyze $FIVE --strategy=optimal --unit-size=32 \
	    --shard=1/2 --shard-file=s.1 three
	[[ $output == "code: analyze: three:9: shard 0 of 3, not of 2 as --shard says" ]]
	run -1 "$CODE" analyze $FIVE --strategy=optimal --unit-size=32 \
	    --shard=0/2 --shard-file=again s.0
	[[ $output == "code: analyze: s.0: shard 0 of 2, the one --shard runs" ]]
	run -1 "$CODE" analyze $FIVE --strategy=optimal --unit-size=32 \
	    --shard=1/2 --shard-file=s.1 deep
	[[ $output == *"deep:7: a shard of another search: 'first: best, units of at most 32 secrets, 2 sets deep', this one's 'first: best, units of at most 32 secrets'" ]]
	[ ! -e s.1 ]
	[ ! -e again ]
	run -0 "$CODE" analyze $FIVE --strategy=optimal --threads=1 \
	    --unit-size=32 --shard=1/2 --shard-file=s.1 s.0
	"$CODE" analyze $FIVE --strategy=optimal >single
	"$CODE" analyze $FIVE --strategy=optimal --unit-size=32 --merge s.* >merged
	cmp single merged
}

# bats test_tags=heavy
@test "--verify solves the jobs again: the files as they are pass, a set's bound raised past its total is refused" {
	shards 2 32 $FIVE
	run -0 "$CODE" analyze $FIVE --strategy=optimal --unit-size=32 \
	    --verify=100% --merge s.*
	[[ $output == *"--verify: "*" units as their files say, solved again in "* ]]
	# a set's bound raised far past any total: the merge cannot tell,
	# --verify does
	# (the plan's lines of shard 0 are its jobs, in order: the first
	# set-bound of 20 secrets or more raised to n (n + 1) / 2, more than
	# any least total of n secrets here, no more than a file may say)
	"$CODE" analyze $FIVE --strategy=optimal --unit-size=32 --plan=2 >plan
	f=s.0
	awk 'NR == FNR { if (FNR > 2 && $1 == 0) n[++k] = $2; next }
	    /^(unit|set|set-bound|guess|guess-bound) [0-9]/ { j++ }
	    !done && /^set-bound / && n[j] >= 20 {
		$3 = n[j] * (n[j] + 1) / 2; done = 1 }
	    { print } END { exit !done }' plan "$f" >x
	mv x "$f"
	# the hash the merge asks for on the end line, as a forger would put
	want=$("$CODE" analyze $FIVE --strategy=optimal --unit-size=32 --merge s.* \
	    2>&1 | sed -n "s/.*expected '\\(end [0-9]* [0-9a-f]*\\)'.*/\\1/p")
	[ -n "$want" ]
	sed -i "s/^end .*/$want/" "$f"
	run -0 "$CODE" analyze $FIVE --strategy=optimal --unit-size=32 --merge s.*
	run -1 "$CODE" analyze $FIVE --strategy=optimal --unit-size=32 \
	    --verify=100% --merge s.*
	[[ $output == *"$f:"*": a unit's total of at least "*", but solved again its least total is "* ]]
}

# bats test_tags=heavy
@test "--unit-size and --plan: values at and past their edges, and what they go with, else a usage error" {
	run -0 "$CODE" analyze --strategy=optimal --plan=1 --unit-size=32
	run -0 "$CODE" analyze --colours=1-3 --length=3 --strategy=optimal \
	    --plan=4096 --unit-size=65535
	[ "$(grep -c . <<<"$output")" -gt 2 ]
	for bad in --unit-size=31 --unit-size=65536 --unit-size=x \
	    --unit-size= --plan=0 --plan=4097 --plan=-1; do
		run -2 "$CODE" analyze --strategy=optimal --plan=2 "$bad"
		[[ ${lines[0]} == "code: ${bad%%=*}: "* ]] || { echo "$bad: $output"; false; }
	done
	run -2 "$CODE" analyze --strategy=optimal --unit-size=100
	[[ ${lines[0]} == "code: analyze: --unit-size says how --plan, --shard and --merge deal the search" ]]
	run -0 "$CODE" analyze --strategy=optimal --plan=2 --unit-size=100 --unit-depth=1
	[[ ${lines[0]} == *"units of more than 100 secrets dealt below" ]]
	run -0 "$CODE" analyze --colours=1-3 --length=4 --strategy=optimal \
	    --plan=2 --unit-size=32 --unit-depth=8
	[[ ${lines[0]} == *"units of more than 32 secrets dealt below, 8 sets deep" ]]
	for bad in --unit-depth=0 --unit-depth=9 --unit-depth=x --unit-depth= \
	    --unit-depth=-1; do
		run -2 "$CODE" analyze --strategy=optimal --plan=2 --unit-size=100 "$bad"
		[[ ${lines[0]} == "code: --unit-depth: "* ]] || { echo "$bad: $output"; false; }
	done
	run -2 "$CODE" analyze --strategy=optimal --plan=2 --unit-depth=2
	[[ ${lines[0]} == "code: analyze: --unit-depth says how deep --unit-size deals" ]]
	run -2 "$CODE" analyze --strategy=optimal --shard=0/2 --shard-file=x y
	[[ ${lines[0]} == "code: analyze: --shard's files lower the limits of the jobs --unit-size deals" ]]
	run -2 "$CODE" analyze --strategy=optimal y
	[[ ${lines[0]} == "code: analyze: takes no operands (but the files of --merge and --shard)" ]]
	run -2 "$CODE" analyze --strategy=optimal --plan=2 --shard=0/2 --shard-file=x
	[[ ${lines[0]} == "code: analyze: --plan shows the deal, --shard runs a shard, --merge merges them: one of them" ]]
	run -2 "$CODE" analyze --strategy=optimal --plan=2 --tree
	[[ ${lines[0]} == "code: analyze: --plan prints the deal alone: no --tree, --format or operand" ]]
	run -2 "$CODE" analyze --plan=2
	[[ ${lines[0]} == "code: analyze: --plan, --shard and --merge split the search of --strategy=optimal, goal average, without --replay" ]]
	printf '%s\n' abc abd acd bcd abe ace bce ade bde cde abf acf bcf adf \
	    bdf cdf aef bef cef def >words
	run -2 "$CODE" analyze --secrets=words --allowed=words \
	    --strategy=optimal --plan=2 --unit-size=40
	[[ ${lines[0]} == "code: analyze: --unit-size: this search is dealt by first guess (20 of them), not by parts" ]]
	# its plan: a job a first guess, k to shard k mod 2
	run -0 "$CODE" analyze --secrets=words --allowed=words \
	    --strategy=optimal --plan=2
	[ "${lines[0]}" = "plan: 20 jobs over 2 shards, 20 first guesses" ]
	[ "$(grep -c '^[01] 20 5.00% - [a-f]* (20)$' <<<"$output")" -eq 20 ]
	[ "$(grep -c '^1 ' <<<"$output")" -eq 10 ]
	for bad in --plan=2 "--unit-size=40 --shard=0/2 --shard-file=x"; do
		# shellcheck disable=SC2086 # several words
		run -2 "$CODE" analyze --secrets=words --allowed=words \
		    --strategy=optimal --first=all $bad
		[[ ${lines[0]} == "code: analyze: --plan and --unit-size deal one search by its parts; a table of first guesses is dealt by first guess, as --shard deals it" ]]
	done
}
