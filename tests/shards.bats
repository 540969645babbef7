#!/usr/bin/env bats
# Shards: code shard run I/K FILE runs one of K independent pieces of a
# search and writes its file (a temporary file renamed at the end); code
# shard merge FILE... reads the K files and prints what the single run
# prints, byte for byte, in every format.
# The single run is the expected output: it searches the whole game in
# one process, by a path the shards and the merge do not take (the merge
# finds each part of the first guesses solved).  The runners are the
# tools users have: GNU parallel (Debian's package parallel; moreutils
# has another program of that name) and xargs -P.

bats_require_minimum_version 1.5.0
load helper

setup() {
	T=$BATS_TEST_TMPDIR
	cd "$T" || exit 1
}

TINY='--colours=1-3 --length=3'

# cpu_ms OUT COMMAND...: the milliseconds of processor time COMMAND
# takes, its standard output in OUT.
cpu_ms() {
	local out=$1
	shift
	("$@" >"$out" 2>/dev/null; times) | awk 'END {
		split($1 " " $2, t, /[ms ]+/)
		print int((t[1] * 60 + t[2] + t[3] * 60 + t[4]) * 1000) }'
}

# sets_weighed OUT COMMAND...: the sets of secrets an optimal search by
# COMMAND (analyze or shard merge, with its output in OUT) weighed every
# guess against, its work, as its last line of progress counts them.
sets_weighed() {
	local out=$1
	shift
	"$@" --progress=100000 >"$out" 2>"$out.err"
	sed -n 's/.*optimal search done in .*, \([0-9]*\) sets weighed.*/\1/p' \
	    "$out.err" | tail -1
}

# need_gnu_parallel: skips the test if GNU parallel is not installed.
need_gnu_parallel() {
	parallel --version 2>/dev/null | grep -q '^GNU parallel' ||
	    skip "GNU parallel is not installed (make tools installs it)"
}

# same_as_single FORMATS RULES...: the merge of the files s.* (with the
# options MERGE_OPTS) prints what the single run prints, in each of
# FORMATS (a list of the merge's options, - for the default text).
same_as_single() {
	local formats=$1 format
	shift
	for format in $formats; do
		[ "$format" = - ] && format=--format=text
		single "$format" "$@" >single
		# shellcheck disable=SC2086 # MERGE_OPTS: none, or several
		"$CODE" shard merge "$@" "$format" \
		    ${MERGE_OPTS:-} s.* >merged
		cmp single merged || { echo "$* $format: the merge differs"; false; }
	done
}

ALL_FORMATS='- --format=json --tree --tree=json --tree=golf --tree=dot'

# bats test_tags=heavy
@test "K = 4 shards through GNU parallel merge to the single run's output, byte for byte" {
	local rules single merge
	need_gnu_parallel
	for rules in "" "$TINY" "-v match-hit"; do
		# Match & Hit's searches take a minute under ASan: the first
		# pass's; and classic's shards and merge run under ASan in the
		# xargs test below (12 runs of a second here): the first pass's
		[ "$rules" != "$TINY" ] && sanitized && continue
		rm -f s.*
		# shellcheck disable=SC2086 # RULES are several words
		parallel -j2 "$CODE" shard run $rules \
		    --threads=1 {}/4 s.{} ::: 0 1 2 3
		[ "$(ls s.* | wc -l)" -eq 4 ]
		if [ "$rules" = "-v match-hit" ]; then
			# the same output, and the merge searches nothing: it
			# weighs fewer than a hundredth of the sets the single
			# run weighs (its last line of progress counts them; a
			# count, where a ratio of processor times failed on a
			# loaded machine)
			single=$(sets_weighed single "$CODE" analyze -v match-hit \
			    --strategy=optimal --threads=1)
			merge=$(sets_weighed merged "$CODE" shard merge -v match-hit \
			    --threads=1 s.*)
			cmp single merged
			[ "$single" -gt 1000 ] && [ $((merge * 100)) -lt "$single" ] ||
			    { echo "merge $merge sets, single $single sets"; false; }
		else
			# shellcheck disable=SC2086
			same_as_single "$ALL_FORMATS" $rules
		fi
	done
}

# job_cpu_ms FILE: the milliseconds of processor time of the jobs whose
# output FILE holds, each ending with the lines of the shell's times.
job_cpu_ms() {
	awk '/^[0-9]+m[0-9.]+s [0-9]+m[0-9.]+s$/ && ++n % 2 == 0 {
		split($0, t, /[ms ]+/)
		ms += (t[1] * 60 + t[2] + t[3] * 60 + t[4]) * 1000 }
	    END { print int(ms) }' "$1"
}

@test "Bulls and Cows in 8 shards through GNU parallel -j2: the single run's output in at most 1.5 times its CPU (make shards-slow)" {
	local single shards merge
	[ -n "${SHARDS_SLOW-}" ] || skip "make shards-slow runs it"
	need_gnu_parallel
	single=$(cpu_ms single "$CODE" tree -v bulls-cows \
	    --strategy=optimal --threads=1)
	# each job's own processor time: the shell's times after code
	parallel -j2 "'$CODE' shard run -v bulls-cows \
	    --threads=1 {}/8 s.{} 2>/dev/null; times" \
	    ::: 0 1 2 3 4 5 6 7 >jobs
	shards=$(job_cpu_ms jobs)
	merge=$(cpu_ms merged "$CODE" shard merge -v bulls-cows \
	    --threads=1 --tree s.*)
	echo "single $single ms, shards $shards ms, merge $merge ms"
	cmp single merged
	[ "$(grep -c . jobs)" -eq 16 ]
	[ $((2 * (shards + merge))) -le $((3 * single)) ]
}

# bats test_tags=heavy
@test "K = 4 shards through xargs -P 2 merge to the single run's output; --first and --consistent too" {
	local rules formats
	for rules in "" "$TINY" "--first=1123" "--consistent" \
	    "$TINY --first=123 --consistent"; do
		rm -f s.*
		# shellcheck disable=SC2086 # RULES are several words
		printf '%s\n' 0 1 2 3 | xargs -P 2 -I{} "$CODE" shard run $rules \
		    --threads=2 {}/4 s.{}
		formats="- --format=json --tree"
		# under the sanitizers, classic's merges in text alone (its
		# searches, a second or more each, took 15 s of the test's 20):
		# the tiny game's, in all three, take the same paths to JSON and
		# the tree, and the first pass writes classic's in all three
		[[ $rules == "$TINY"* ]] || ! sanitized || formats=-
		# shellcheck disable=SC2086
		same_as_single "$formats" $rules
	done
}

# bats test_tags=heavy
@test "one shard, or more shards than parts, merge as well" {
	local k i
	for k in 1 64; do
		rm -f s.*
		for ((i = 0; i < k; i++)); do
			"$CODE" shard run $TINY $i/$k \
			    s.$i 2>/dev/null
		done
		same_as_single "- --tree" $TINY
	done
}

# kill_when PID COMMAND...: kills the shard PID with SIGKILL once COMMAND
# succeeds (within 2 minutes), and waits for it; fails if it ended first.
kill_when() {
	local pid=$1 i
	shift
	for ((i = 0; i < 1200; i++)); do
		"$@" && break
		sleep 0.1
	done
	kill -KILL "$pid" || { echo "the shard ended before it was killed"; false; }
	wait "$pid" || true
}

# bats test_tags=slow
@test "a shard killed by SIGKILL before it writes leaves no file; run again, the merge is the single run's" {
	local pid
	# the whole of 4 x 7 in one shard, killed once it has weighed 100
	# sets (it weighs thousands)
	CODE_PAUSE_AFTER=100 "$CODE" shard run --colours=1-7 --length=4 \
	    --threads=1 0/1 s.0 2>err &
	pid=$!
	stop_paused "$pid" KILL
	[ ! -e s.0 ]
	# what it left, if anything, is a hidden temporary file, not s.*
	[ "$(ls)" = err ]
	run "$CODE" shard merge --colours=1-7 --length=4 \
	    s.*
	[ "$status" -eq 3 ]	# the glob s.* matched nothing: no such file
	sanitized && return 0	# the whole search again: the first pass's
	"$CODE" shard run --colours=1-7 --length=4 \
	    --threads=1 0/1 s.0
	[ -f s.0 ]
	same_as_single "-" --colours=1-7 --length=4
}

# bats test_tags=heavy
@test "a shard stopped by SIGTERM or its --time-limit writes no file but its search kept: status 143 or 124" {
	local pid
	run_past_limit 1 "$CODE" shard run -v bulls-cows --threads=1 \
	    0/8 s.0 --time-limit=1
	[ "$status" -eq 124 ]
	[[ $output == *"shard 0 of 8 stopped by its time limit; s.0 not written; its search is kept in .s.0.resume (run it again to resume)" ]]
	[ "$(ls -A)" = .s.0.resume ]
	rm .s.0.resume
	# once it searches (here: paused after 1000 sets weighed): a signal
	# before that ends it as it ends any program
	CODE_PAUSE_AFTER=1000 "$CODE" shard run -v bulls-cows --threads=1 \
	    0/8 s.0 2>err &
	pid=$!
	stop_paused "$pid" TERM
	[ "$status" -eq 143 ]
	grep -q 'stopped by SIGTERM; s.0 not written; its search is kept in .s.0.resume' err
	[ "$(ls -A | tr '\n' ' ')" = ".s.0.resume err " ]
}

# keep_ends FILE [K]: FILE, what shard 0 of K (8) keeps of its search,
# begins as a shard's file does and ends with the count of its sets.
keep_ends() {
	[ "$(head -1 "$1")" = "code-shard 1" ]
	[ "$(sed -n 9p "$1")" = "shard: 0 of ${2:-8}" ]
	[ "$(tail -1 "$1" | cut -d ' ' -f 2)" -eq "$(($(wc -l <"$1") - 10))" ]
	sed -n '10,$p' "$1" | sed '$d' | grep -Evq '^(exact [0-9a-f]+ 0 [0-9]+ [0-9]+|lower [0-9a-f]+ 0 [0-9]+)( [0-9]+)+$' && return 1
	return 0
}

# bats test_tags=slow
@test "a shard stopped resumes from the search it kept: the file of a run never stopped, byte for byte, in fewer sets weighed" {
	local pid
	sanitized && skip "two searches of 6 s, a minute under ASan: the first pass checks it"
	mkdir fresh
	# 8 colours, 4 positions: shard 0 of 4, some 6 s of search
	(cd fresh && "$CODE" shard run --colours=1-8 --length=4 \
	    --threads=1 0/4 s.0 \
	    --progress=600 2>err)
	# stopped by SIGTERM after 30000 of the 52842 sets it weighs: some
	# of its sets solved
	CODE_PAUSE_AFTER=30000 "$CODE" shard run --colours=1-8 --length=4 \
	    --threads=1 0/4 s.0 2>err &
	pid=$!
	stop_paused "$pid" TERM
	[ "$status" -eq 143 ]
	keep_ends .s.0.resume 4
	run --separate-stderr "$CODE" shard run --colours=1-8 --length=4 \
	    --threads=1 0/4 s.0 \
	    --progress=600
	[ "$status" -eq 0 ]
	[[ $stderr == "code: shard run: shard 0 of 4 resumes from .s.0.resume: "[1-9]*" sets its stopped run kept"$'\n'* ]]
	cmp s.0 fresh/s.0
	[ ! -e .s.0.resume ]	# kept no more
	[ "$(weighed <<<"$stderr")" -lt "$(weighed <fresh/err)" ]
}

# weighed: the sets weighed of the progress's last line on standard input.
weighed() {
	sed -n 's/^code: optimal search done in .*, \([0-9]*\) sets weighed;.*/\1/p'
}

# bats test_tags=heavy
@test "a shard keeps its search every --checkpoint: killed, it leaves it; a kept search of another shard, changed or cut short is not used" {
	local i pid
	# paused after 1000 sets weighed for more than the second between
	# checkpoints: the first is written as it goes on, then it is killed
	CODE_PAUSE_AFTER=1000 "$CODE" shard run -v bulls-cows --threads=1 \
	    0/8 s.0 --checkpoint=1 2>err &
	pid=$!
	sleep_paused "$pid" 1.2
	kill_when "$pid" test -e .s.0.resume
	keep_ends .s.0.resume
	# no other file but the next checkpoint's, if the kill caught it
	# being written (slow under valgrind): .s.0.resume.HOST.PID.XXXXXX
	[ "$(ls -A | grep resume | grep -cv \
	    "^\.s\.0\.resume\(\..*\.$pid\.......\)\?$")" -eq 0 ]
	cp .s.0.resume kept
	# its sets read back: another shard's, one changed, one cut short
	sed 's/^shard: 0 of 8$/shard: 1 of 8/' kept >.s.0.resume
	run_past_limit 1 "$CODE" shard run -v bulls-cows --threads=1 \
	    0/8 s.0 --time-limit=1
	[ "$status" -eq 124 ]
	# (after the killed run's temporary file, removed)
	[[ $output == *"code: shard run: .s.0.resume:9: shard 1 of 8, not this one; not used: the shard starts afresh"$'\n'* ]]
	# (its KEY, which no check of form bounds, from 0 to 1)
	sed '10s/^\([a-z]*\) 0 /\1 1 /' kept >.s.0.resume
	[ "$(cmp -s kept .s.0.resume; echo $?)" -ne 0 ]
	run_past_limit 1 "$CODE" shard run -v bulls-cows --threads=1 \
	    0/8 s.0 --time-limit=1
	[ "$status" -eq 124 ]
	[[ ${lines[0]} == "code: shard run: .s.0.resume:"*": cut short or changed (its end line holds a count and a hash of the rest); not used: the shard starts afresh" ]]
	head -c 700 kept >.s.0.resume
	run_past_limit 1 "$CODE" shard run -v bulls-cows --threads=1 \
	    0/8 s.0 --time-limit=1
	[[ ${lines[0]} == "code: shard run: .s.0.resume:"*": cut short or changed "* ]]
	# the one left by the last stop is whole again
	keep_ends .s.0.resume
	run "$CODE" analyze --strategy=optimal --checkpoint=1m
	[ "$status" -eq 2 ]
	[[ ${lines[0]} == "code: analyze --checkpoint: now code shard run --checkpoint="* ]]
	for i in 0 -1 1x ''; do
		run "$CODE" shard run 0/8 \
		    s.0 --checkpoint="$i"
		[ "$status" -eq 2 ]
		[[ ${lines[0]} == "code: --checkpoint: not a duration "* ]] ||
		    { echo "$output"; false; }
	done
}

# bats test_tags=heavy
@test "a shard's progress: its units solved, and of the part under way its size, guess, best total and bound" {
	local line best lower pid
	# Bulls and Cows's shard 0 of 8: one part, of 1440 secrets (its
	# first guess's largest), paused after 20000 sets weighed for more
	# than the second between lines of progress, then stopped once it
	# has written one
	CODE_PAUSE_AFTER=20000 "$CODE" shard run -v bulls-cows \
	    --threads=1 0/8 s.0 --progress=1 2>err &
	pid=$!
	sleep_paused "$pid" 1.2
	signal_when "$pid" TERM err 'optimal search, '
	[ "$status" -eq 143 ]
	stderr=$(cat err)
	grep -E "^code: optimal search, 0 of the shard's 1 parts solved; part of 1440 secrets under way: guess [1-9][0-9]* of [1-9][0-9]*(; best total [0-9]+, lower bound [0-9]+ \(gap [0-9.]+%\)|; lower bound [0-9]+); [0-9.]+ s; memo [0-9.]+ [KMG]iB/[0-9.]+ [KMGT]iB$" <<<"$stderr" >lines ||
	    { echo "$stderr"; false; }
	# the part's bound never passes its best; both past the least any
	# 1440 secrets could need (1 + 2 x 13 + 3 x 169 + 4 x 1257)
	while read -r line; do
		lower=$(sed -n 's/.*lower bound \([0-9]*\).*/\1/p' <<<"$line")
		best=$(sed -n 's/.*best total \([0-9]*\).*/\1/p' <<<"$line")
		[ "$lower" -ge 5562 ]
		[ -z "$best" ] || [ "$lower" -le "$best" ]
	done <lines
}

# bats test_tags=heavy
@test "a shard stopped says so and writes no file; a merge of it finds none" {
	run_past_limit --separate-stderr 1 "$CODE" shard run --colours=1-6 \
	    --length=5 --time-limit=1 0/2 s.0
	[ "$status" -eq 124 ]
	# a shard stopped has no strategy to give: its search is kept
	[ "$stderr" = "code: shard run: shard 0 of 2 stopped by its time limit; s.0 not written; its search is kept in .s.0.resume (run it again to resume)" ]
	[ ! -e s.0 ]
	run --separate-stderr "$CODE" shard merge --colours=1-6 --length=5 s.0
	[ "$status" -eq 3 ]
	[ "$stderr" = "code: shard merge: s.0: No such file or directory" ]
}

@test "a shard whose complete file is there does nothing and says so; a file of another search is kept" {
	"$CODE" shard run $TINY 1/4 s.1
	cp s.1 before
	run "$CODE" shard run $TINY 1/4 s.1
	[ "$status" -eq 0 ]
	[ "$output" = "code: shard run: s.1: shard 1 of 4 is done already: nothing to do" ]
	cmp before s.1
	run "$CODE" shard run $TINY 2/4 s.1
	[ "$status" -eq 1 ]
	[[ $output == *"s.1:9: shard 1 of 4, not 2; not overwritten"* ]]
	run "$CODE" shard run 1/4 s.1
	[ "$status" -eq 1 ]
	[[ $output == *"s.1:4: a shard of another search: 'rules: colours 1-3, length 3, distinct none', this one's 'rules: colours 1-6, length 4, distinct none'; not overwritten"* ]]
	cmp before s.1
	# a directory that cannot be written: no file, an error
	mkdir ro && chmod a-w ro
	if [ ! -w ro ]; then
		run "$CODE" shard run $TINY 1/4 \
		    ro/s.1
		[ "$status" -eq 3 ]
		[[ $output == *"ro/.s.1."*".tmp: Permission denied"* ]]
	fi
}

# bats test_tags=heavy
@test "shard merge names each missing shard, and refuses a file of another search, version or K, naming it" {
	local i
	for i in 0 1 2 3; do
		"$CODE" shard run $TINY $i/4 \
		    s.$i 2>/dev/null
	done
	run "$CODE" shard merge $TINY s.0 s.2
	[ "$status" -eq 1 ]
	[ "$output" = "code: shard merge: shard 1 of 4 is missing
code: shard merge: shard 3 of 4 is missing" ]
	run "$CODE" shard merge $TINY s.0 s.1 s.2 s.3 s.1
	[ "$status" -eq 1 ]
	[ "$output" = "code: shard merge: s.1: given twice (shard 1 of 4)" ]
	cp s.1 copy
	run "$CODE" shard merge $TINY s.0 s.1 s.2 s.3 copy
	[ "$status" -eq 1 ]
	[ "$output" = "code: shard merge: copy: shard 1 of 4, which s.1 is too: one file a shard" ]
	# a file with CRLF line ends
	sed 's/$/\r/' s.1 >copy
	run "$CODE" shard merge $TINY s.0 copy s.2 s.3
	[ "$status" -eq 1 ]
	[ "$output" = "code: shard merge: copy:1: a shard's file with CRLF line ends: a shard writes LF alone (dos2unix gives it back)" ]
	# a shard of another K where shard run runs: no others to name
	run "$CODE" shard run $TINY 1/3 s.1
	[ "$status" -eq 1 ]
	[ "$output" = "code: shard run: s.1:9: shard 1 of 4, not of 3 as I/K says; not overwritten (remove it to run the shard again)" ]
	# another variant, other rules, --consistent, --first
	run "$CODE" shard merge -v match-hit s.*
	[ "$status" -eq 1 ]
	[[ $output == *"s.0:3: a shard of another search: 'variant: classic', this one's 'variant: match-hit'" ]]
	run "$CODE" shard merge $TINY --distinct=both s.*
	[ "$status" -eq 1 ]
	[[ $output == *"s.0:4: a shard of another search: "* ]]
	run "$CODE" shard merge $TINY --consistent s.*
	[ "$status" -eq 1 ]
	[[ $output == *"s.0:6: a shard of another search: 'guesses: any', this one's 'guesses: consistent'" ]]
	run "$CODE" shard merge $TINY --first=123 s.*
	[ "$status" -eq 1 ]
	[[ $output == *"s.0:7: a shard of another search: 'first: best', this one's 'first: 123'" ]]
	# another version of the program
	sed 's/^version: .*/version: code 0.0.9/' s.2 >other && mv other s.2
	run "$CODE" shard merge $TINY s.*
	[ "$status" -eq 1 ]
	[[ $output == *"s.2:2: a shard of another search: 'version: code 0.0.9', this one's 'version: code "* ]]
	# a shard of another K
	rm s.2
	"$CODE" shard run $TINY 2/5 s.2 \
	    2>/dev/null
	run "$CODE" shard merge $TINY s.*
	[ "$status" -eq 1 ]
	[ "$output" = "code: shard merge: s.2:9: shard 2 of 5, not of 4 as the files before it" ]
	# not a shard's file; a file that is not there
	run "$CODE" shard merge $TINY s.0 "$BATS_TEST_FILENAME"
	[ "$status" -eq 1 ]
	[[ $output == *"shards.bats:1: not a shard's file (written by code shard run): expected 'code-shard 1'" ]]
	run "$CODE" shard merge $TINY s.0 nothing
	[ "$status" -eq 3 ]
	[ "$output" = "code: shard merge: nothing: No such file or directory" ]
}

# bats test_tags=heavy
@test "shard merge --partial searches the units of the missing shards: the single run's output, in every format" {
	local i
	for i in 0 1 2 3 4 5; do
		"$CODE" shard run -v match-hit --length=3 \
		    $i/6 s.$i 2>/dev/null
	done
	rm s.1 s.4
	run "$CODE" shard merge -v match-hit --length=3 \
	    s.0 s.2 s.3 s.5
	[ "$status" -eq 1 ]
	run --separate-stderr "$CODE" shard merge -v match-hit --length=3 \
	    --partial s.0 s.2 s.3 s.5
	[ "$status" -eq 0 ]
	[ "$stderr" = "code: shard merge: shard 1 of 6 is missing: its units are searched here
code: shard merge: shard 4 of 6 is missing: its units are searched here" ]
	[ "${lines[-1]}" = "proven: no strategy has a total below 2337" ]
	MERGE_OPTS=--partial same_as_single "$ALL_FORMATS" -v match-hit \
	    --length=3
	# shard verify solves again the units the files hold, not the others
	run --separate-stderr "$CODE" shard verify -v match-hit --length=3 \
	    --partial --fraction=100% s.0 s.2 s.3 s.5
	[ "$status" -eq 0 ]
	[[ $stderr == *"code: shard verify: solving again 4 of the 4 units, chosen at random"$'\n'* ]]
	[ "$(grep -c ', the least, as solved again$' <<<"$stderr")" -eq 4 ]
	# every shard missing but one: the same
	rm s.2 s.3 s.5
	MERGE_OPTS=--partial same_as_single "- --tree" -v match-hit --length=3
	run "$CODE" analyze -v match-hit --length=3 --strategy=optimal \
	    --partial
	[ "$status" -eq 2 ]
	[ "${lines[0]}" = "code: analyze --partial: now code shard merge --partial FILE ... (see code(1))" ]
}

# bats test_tags=heavy
@test "shard merge --partial stopped by its time limit: the best found, and a lower bound the finished shards and the search reach" {
	local files lower total
	# MM(5,6)'s campaign with its first 10 shards missing: their units
	# take minutes, the limit a second
	campaign_files mm-5x6-shards 10
	run_past_limit --separate-stderr 1 "$CODE" shard merge --colours=1-6 \
	    --length=5 --threads=1 --time-limit=1 --partial \
	    "${files[@]}"
	[ "$status" -eq 124 ] || { echo "$output$stderr"; false; }
	[[ $stderr == *"shard 9 of 64 is missing: its units are searched here"* ]]
	[[ $output == *"not proven optimal: the search was stopped by its time limit"* ]]
	total=$(printf '%s\n' "$output" | sed -n 's/^total guesses: //p')
	lower=$(printf '%s\n' "$output" |
	    sed -n 's/^proven: no strategy has a total below //p')
	# the least total, 36721 (testdata/optima/mm-5x6), between them
	[ "$lower" -le 36721 ]
	[ "$total" -ge 36721 ]
	[ "$lower" -gt 31104 ]	# 4 guesses a secret: beyond the first bound
}

# bats test_tags=heavy
@test "shard merge refuses a shard's file cut short or edited, naming its line" {
	local i
	for i in 0 1; do
		"$CODE" shard run $i/2 s.$i \
		    2>/dev/null
	done
	cp s.1 whole
	head -n 20 whole >s.1
	run "$CODE" shard merge s.*
	[ "$status" -eq 1 ]
	[[ $output == *"s.1:21: the file ends before its last line ('end')" ]]
	# the hash of the end line changed
	awk '$1 == "end" { $3 = "0123456789abcdef" } 1' whole >s.1
	run "$CODE" shard merge s.*
	[ "$status" -eq 1 ]
	[[ $output == *"s.1:"*": expected 'end "*"' (the units and hash of what is read), found 'end "* ]]
	# a guess past the last code
	awk 'NR == 11 { $1 = 99999 } 1' whole >s.1
	run "$CODE" shard merge s.*
	[ "$status" -eq 1 ]
	[[ $output == *"s.1:11: not a guess and total of "*" secrets: '99999 "* ]]
	# a line after the end
	{ cat whole; echo more; } >s.1
	run "$CODE" shard merge s.*
	[ "$status" -eq 1 ]
	[[ $output == *"expected the end of the file after 'end'" ]]
	cp whole s.1
	same_as_single -
}

# forge FILE LINE AWK: rewrites FILE by the awk program AWK (its fields
# $1 $2 on line LINE), then puts on its end line the hash a merge asks
# for, as a forger would: what is left to refuse it is the check of what
# the file says.
forge() {
	local file=$1 line=$2 program=$3 want
	awk -v line="$line" "$program" "$file" >"$file.new" && mv "$file.new" "$file"
	want=$("$CODE" shard merge $FIVE $CONSISTENT \
	    s.0 s.1 2>&1 | sed -n "s/.*expected '\\(end [0-9]* [0-9a-f]*\\)'.*/\\1/p")
	[ -z "$want" ] || sed -i "s/^end .*/$want/" "$file"
}

FIVE='--colours=1-5 --length=4'

# bats test_tags=heavy
@test "a merge checks every total and guess of the files, whatever their hash says" {
	local i line
	CONSISTENT=
	for i in 0 1; do
		"$CODE" shard run $FIVE $i/2 \
		    s.$i 2>/dev/null
	done
	cp s.1 whole
	# the first unit's total, 30 more: the single run proves 2463
	line=$(awk '$1 == "unit" { print NR + 1; exit }' whole)
	forge s.1 "$line" 'NR == line { $2 = $2 + 30 } 1'
	run --separate-stderr "$CODE" shard merge $FIVE \
	    s.0 s.1
	[ "$status" -eq 1 ]
	[[ $stderr == "code: shard merge: s.1:$line: a total of "*", but guess "*"'s parts and the "*" secrets themselves add up to "* ]] ||
	    { echo "$stderr"; false; }
	[ -z "$output" ]
	# 30 less
	cp whole s.1
	forge s.1 "$line" 'NR == line { $2 = $2 - 30 } 1'
	run "$CODE" shard merge $FIVE s.0 s.1
	[ "$status" -eq 1 ]
	[[ $output == "code: shard merge: s.1:$line: a total of "* ]]
	# a set's total deep in a unit, and its parent's, both 1 more
	cp whole s.1
	line=$(awk 'NR > 11 && $1 != "unit" && $2 > 10 { print NR; exit }' whole)
	forge s.1 "$line" 'NR == line - 1 || NR == line { $2 = $2 + 1 } 1'
	run "$CODE" shard merge $FIVE s.0 s.1
	[ "$status" -eq 1 ]
	[[ $output == "code: shard merge: s.1:"*": a total of "* ]]
	cp whole s.1
	"$CODE" shard merge $FIVE s.0 s.1 >merged
	"$CODE" analyze $FIVE --strategy=optimal >single
	cmp single merged
}

@test "with --consistent, a file whose guess is not consistent is refused" {
	local i line
	CONSISTENT=--consistent
	for i in 0 1; do
		"$CODE" shard run $FIVE --consistent \
		    $i/2 s.$i 2>/dev/null
	done
	# the unit's guess becomes 1111, index 0: no secret of that part
	# has four 1s
	line=$(awk '$1 == "unit" { print NR + 1; exit }' s.0)
	forge s.0 "$line" 'NR == line { $1 = 0 } 1'
	run "$CODE" shard merge $FIVE --consistent s.0 s.1
	[ "$status" -eq 1 ]
	[[ $output == "code: shard merge: s.0:$line: guess 0 may not be played at this set of "*" secrets (consistent guesses only)" ]] ||
	    { echo "$output"; false; }
}

# bats test_tags=heavy
@test "what a merge cannot check, shard verify solves again: a strategy that is not the least is refused" {
	local i
	# a consistent search's units under an unrestricted search's
	# header: every total is its strategy's, but not the least
	for i in 0 1; do
		"$CODE" shard run $FIVE $i/2 \
		    s.$i 2>/dev/null
		"$CODE" shard run $FIVE --consistent \
		    $i/2 c.$i 2>/dev/null
	done
	cp s.1 honest
	# one shard's: a set it shares with the other file has another
	# total there, which the merge refuses, naming both
	{ head -n 9 s.0; tail -n +10 c.0; } >forged
	mv forged s.0
	run --separate-stderr "$CODE" shard merge $FIVE \
	    s.0 s.1
	[ "$status" -eq 1 ]
	[ -z "$output" ]
	[[ $stderr =~ ^code:\ shard\ merge:\ s\.1:([0-9]+):\ a\ total\ of\ ([0-9]+)\ for\ a\ set\ of\ ([0-9]+)\ secrets,\ but\ s\.0:([0-9]+)\ has\ a\ total\ of\ ([0-9]+)\ for\ it:\ the\ files\ disagree$ ]] ||
	    { echo "$stderr"; false; }
	# (the two lines: a guess and total each, of one size of set)
	[ "${BASH_REMATCH[2]}" -ne "${BASH_REMATCH[5]}" ]
	[ "$(sed -n "${BASH_REMATCH[1]}p" s.1 | cut -d' ' -f2)" -eq "${BASH_REMATCH[2]}" ]
	[ "$(sed -n "${BASH_REMATCH[4]}p" s.0 | cut -d' ' -f2)" -eq "${BASH_REMATCH[5]}" ]
	# both shards': each total is its strategy's, every set the two
	# share agrees, but no total is the least: the merge cannot tell
	{ head -n 9 honest; tail -n +10 c.1; } >s.1
	run --separate-stderr "$CODE" shard merge $FIVE \
	    s.0 s.1
	[ "$status" -eq 0 ]
	[[ $output != *"proven: no strategy has a total below 2463" ]]
	# solving every unit again tells, naming the file and line
	run --separate-stderr "$CODE" shard verify $FIVE \
	    --fraction=100% s.0 s.1
	[ "$status" -eq 1 ]
	[ -z "$output" ]
	[[ $stderr == *"code: shard verify: s.0:"*": a unit's total of "*", but solved again its least total is "*": not the search's shard" ]] ||
	    { echo "$stderr"; false; }
	# a share of them: which is said; the honest files pass
	for i in 0 1; do
		"$CODE" shard run $FIVE $i/2 \
		    h.$i 2>/dev/null
	done
	run --separate-stderr "$CODE" shard verify $FIVE \
	    --fraction=0.05 h.0 h.1
	[ "$status" -eq 0 ]
	[[ $output == *"proven: no strategy has a total below 2463" ]]
	[ "$(head -1 <<<"$stderr")" = "code: shard verify: solving again 3 of the 48 units, chosen at random" ]
	[ "$(grep -c '^code: shard verify: h\.[01]:[0-9]*: [0-9]*, the least, as solved again$' <<<"$stderr")" -eq 3 ]
	for bad in 0 0.0 1.5 101% -1 x '' 5%% .; do
		run "$CODE" shard verify $FIVE \
		    --fraction="$bad" h.0 h.1
		[ "$status" -eq 2 ] || { echo "--fraction=$bad: $status"; false; }
		[[ $output == "code: --fraction: not a fraction above 0 and at most 1 (0.05, or 5%), found '$bad'"* ]]
	done
	run "$CODE" analyze $FIVE --strategy=optimal --verify=1
	[ "$status" -eq 2 ]
	[ "$output" = "code: analyze --verify: now code shard verify --fraction=FRACTION FILE ... (see code(1))" ]
}

# bats test_tags=heavy
@test "shard run's FILE and shard merge's files are checked before any search, each with its status" {
	local f
	mkdir dir
	mkfifo fifo
	# nothing to write to: no search, exit 3, no advice to remove it
	for f in dir /dev/null fifo; do
		run --separate-stderr timeout 20 "$CODE" shard run $TINY \
		    0/2 $f
		[ "$status" -eq 3 ] || { echo "$f: $status"; false; }
		[[ $stderr == "code: shard run: $f: a "*", not a file a shard can write" ]]
		[[ $stderr != *remove* ]]
	done
	[ -d dir ]
	[ -p fifo ]
	run "$CODE" shard run $TINY 0/2 ''
	[ "$status" -eq 2 ]
	[ "${lines[0]}" = "code: shard run: FILE: an empty name" ]
	# a file that cannot be read is kept, not overwritten (not as root,
	# who reads every file)
	if [ "$(id -u)" -ne 0 ]; then
		echo secret >locked
		chmod 000 locked
		run "$CODE" shard run $TINY 0/2 \
		    locked
		[ "$status" -eq 3 ]
		[[ $output == "code: shard run: locked: Permission denied; not overwritten" ]]
		chmod 600 locked
		[ "$(cat locked)" = secret ]
	fi
	# shard merge: a directory, a missing file: exit 3 before the search
	run "$CODE" shard merge $TINY dir
	[ "$status" -eq 3 ]
	[ "$output" = "code: shard merge: dir: a directory, not a shard's file" ]
	run "$CODE" shard merge $TINY nothere
	[ "$status" -eq 3 ]
	[ "$output" = "code: shard merge: nothere: No such file or directory" ]
	# a FIFO is read, as a file is
	"$CODE" shard run $TINY 0/1 s.0 \
	    2>/dev/null
	"$CODE" analyze $TINY --strategy=optimal >single
	(sleep 1; cat s.0) >fifo &
	run "$CODE" shard merge $TINY fifo
	[ "$status" -eq 0 ]
	[ "$output" = "$(cat single)" ]
	# no writer: read as empty, not waited on
	run -1 timeout 20 "$CODE" shard merge $TINY fifo
	[ "$output" = "code: shard merge: fifo:1: not a shard's file (written by code shard run): expected 'code-shard 1'" ]
}

@test "temporary files: named uniquely; a killed run's is removed when provably stale, else named" {
	local host
	host=$(hostname)
	# a run killed on this host, by a process that is no more; another
	# host's, which may still run
	: >".s.0.$host.999999999.AbCdEf"
	: >".s.0.elsewhere.42.XyZabc"
	run --separate-stderr "$CODE" shard run $TINY \
	    0/2 s.0
	[ "$status" -eq 0 ]
	[[ $stderr == *"code: shard run: removed .s.0.$host.999999999.AbCdEf, the temporary file of a run of this shard that ended unfinished (process 999999999)"* ]]
	[[ $stderr == *"code: shard run: .s.0.elsewhere.42.XyZabc is the temporary file of another run of this shard (process 42 on elsewhere): remove it once that run is over"* ]]
	[ ! -e ".s.0.$host.999999999.AbCdEf" ]
	[ -e .s.0.elsewhere.42.XyZabc ]
	[ -f s.0 ]
	# its summary counts parts of first guesses, not secrets of a game
	[[ $stderr == *"code: shard run: shard 0 of 2: 4 of the 10 parts of 3 first guesses solved, written to s.0" ]]
	# a live process of this host (alive until killed): named, kept
	sleep 600 &
	: >".s.1.$host.$!.Ghijkl"
	run --separate-stderr "$CODE" shard run $TINY \
	    1/2 s.1
	kill $!
	[ "$status" -eq 0 ]
	[[ $stderr == *"code: shard run: .s.1.$host.$!.Ghijkl is the temporary file of another run"* ]]
	[ -e ".s.1.$host.$!.Ghijkl" ]
	# the file written is the user's to read, as any file they write
	[ "$(stat -c %a s.0)" = "$(printf %o $((0666 & ~0$(umask))))" ]
}

# bats test_tags=heavy
@test "shard run I/K: I from 0 to K - 1, K from 1 to 4096; else a usage error" {
	local bad
	for bad in 0/0 5/4 4/4 -1/4 abc 1/0 1/99999999999999999999 0/4097 /4 \
	    1/ 1/4x 1//4 ''; do
		run "$CODE" shard run $TINY -- "$bad" s.0
		[ "$status" -eq 2 ] || { echo "$bad: $status"; false; }
		[[ $output == "code: shard run: not I/K, "*"'$bad'" ]] ||
		    { echo "$output"; false; }
	done
	[ -z "$(ls -A)" ]
	run "$CODE" shard run $TINY 5/4 s.0
	[ "${lines[0]}" = "code: shard run: not I/K, I from 0 to K - 1 and K from 1 to 4096: '5/4'" ]
	run "$CODE" shard run $TINY 4095/4096 s.0
	[ "$status" -eq 0 ]
	[ -f s.0 ]
}

@test "shard and its subcommands: what they go with, else a usage error" {
	local args
	while IFS= read -r args; do
		# shellcheck disable=SC2086 # each line is several words
		run "$CODE" $args
		[ "$status" -eq 2 ] || { echo "$args: $status"; false; }
		[[ ${lines[1]} == "usage: code shard"* ]] || { echo "$output"; false; }
	done <<'EOF'
shard
shard bogus
shard run 0/2
shard run --strategy=knuth 0/2 s.0
shard run --goal=worst 0/2 s.0
shard merge --goal=depth s.0
shard run 0/2 s.0 --tree
shard run 0/2 s.0 --format=json
shard run 0/2 s.0 --partial
shard merge
shard plan
shard plan 2 3
shard run 0/2 s.0 s.1
EOF
	run "$CODE" shard plna 2
	[ "${lines[0]}" = "code: shard: 'plna' is not plan, run, merge or verify; did you mean 'plan'?" ]
	run "$CODE" solve --strategy=optimal --merge s.0
	[ "$status" -eq 2 ]
	[ -z "$(ls -A)" ]
}

# ssh_recipe: doc/shards.md's commands for shards over ssh, the code block
# after "--resume-failed` runs again".
ssh_recipe() {
	awk '/--resume-failed` runs again/ { on = 1; next }
	    on && /^    / { print substr($0, 5); seen = 1; next }
	    on && seen && /^[^ ]/ { exit }' "$ROOT/doc/shards.md"
}

# SSHD: the scratch folder of the sshd that the ssh test starts.
teardown() {
	if [ -n "${SSHD:-}" ] && [ -s "$SSHD/sshd.pid" ]; then
		kill "$(cat "$SSHD/sshd.pid")" 2>/dev/null || true
	fi
	[ -z "${SSHD:-}" ] || rm -rf "$SSHD"
}

@test "doc/shards.md's GNU parallel recipe over ssh, against an sshd on localhost: the merge is the single run's output" {
	local port i=0
	[ "${REMOTE_TESTS:-1}" = 1 ] || skip "REMOTE_TESTS=0: sshd runs in another pass"
	need_gnu_parallel
	[ -x /usr/sbin/sshd ] && command -v ssh-keygen >/dev/null ||
	    skip "no sshd: make remote-tools installs openssh-server"
	mkdir -p /run/sshd 2>/dev/null ||
	    skip "sshd needs /run/sshd, which only root can make"
	ssh_recipe >recipe
	grep -q '^parallel --sshloginfile machines.txt --workdir . --joblog shards.log \\$' recipe
	[ "$(grep -c '^parallel ' recipe)" -eq 2 ]
	sed -i 's/bulls-cows/match-hit/g' recipe
	# an sshd of its own: its keys, configuration and log in a short
	# folder; the sessions' PATH finds the code under test
	SSHD=$(mktemp -d /tmp/code-sshd.XXXXXX)
	mkdir "$SSHD/bin"
	printf '#!/bin/sh\nexec "%s" "$@"\n' "$CODE" >"$SSHD/bin/code"
	chmod +x "$SSHD/bin/code"
	ssh-keygen -q -t ed25519 -N '' -f "$SSHD/host_key"
	ssh-keygen -q -t ed25519 -N '' -f "$SSHD/key"
	cp "$SSHD/key.pub" "$SSHD/authorized_keys"
	port=$((20000 + RANDOM % 20000))
	cat >"$SSHD/sshd_config" <<-EOF2
	Port $port
	ListenAddress 127.0.0.1
	HostKey $SSHD/host_key
	AuthorizedKeysFile $SSHD/authorized_keys
	PidFile $SSHD/sshd.pid
	StrictModes no
	UsePAM no
	PermitRootLogin prohibit-password
	PasswordAuthentication no
	KbdInteractiveAuthentication no
	SetEnv PATH=$SSHD/bin:/usr/bin:/bin
	EOF2
	cat >"$SSHD/ssh_config" <<-EOF2
	Host localhost
	  Port $port
	  IdentityFile $SSHD/key
	  IdentitiesOnly yes
	  StrictHostKeyChecking no
	  UserKnownHostsFile /dev/null
	  LogLevel ERROR
	  BatchMode yes
	EOF2
	/usr/sbin/sshd -f "$SSHD/sshd_config" -E "$SSHD/log" </dev/null 3>&- ||
	    { cat "$SSHD/log"; false; }
	export PARALLEL_SSH="ssh -F $SSHD/ssh_config"
	until $PARALLEL_SSH localhost true 2>/dev/null; do
		[ "$i" -lt 100 ] || { cat "$SSHD/log"; false; }
		sleep 0.1
		i=$((i + 1))
	done
	echo localhost >machines.txt
	# the recipe as written: every shard over ssh, the second parallel
	# has nothing left to run, then the merge
	PATH=$SSHD/bin:$PATH sh recipe >out 2>&1 || { cat out; false; }
	[ "$(ls bc.* | wc -l)" -eq 8 ]
	[ "$(awk 'NR > 1 && $2 == "localhost" && $7 == 0' shards.log | wc -l)" -eq 8 ]
	"$CODE" analyze -v match-hit --strategy=optimal >single
	cmp single match-hit.txt
}

# one_block_each K LOG: each of K shards starts and ends once in LOG, with
# status 0, and no other shard's line comes between its start and end.
one_block_each() {
	awk -v k="$1" '
	/^== shard [0-9]+ start / { if (open != "") bad = 1; open = $3
		starts[$3]++ }
	/^== shard [0-9]+ end / { if ($3 != open || $NF != 0) bad = 1
		open = ""; ends[$3]++ }
	END { for (i = 0; i < k; i++)
		if (starts[i] != 1 || ends[i] != 1) bad = 1
	      exit bad || open != "" }' "$2"
}

# bats test_tags=slow
@test "bench/campaign.sh: two runners share a campaign, each shard run once, its log whole; a claim of a process gone is taken over" {
	local rules='--colours=1-7 --length=4 --unit-size=300' gone
	# shellcheck disable=SC2086 # rules are several words
	sh "$ROOT/bench/campaign.sh" c 6 "$CODE" -- $rules --threads=1 \
	    2>one.err &
	# shellcheck disable=SC2086
	sh "$ROOT/bench/campaign.sh" c 6 "$CODE" -- $rules --threads=1 \
	    2>two.err
	wait $!
	[ "$(ls c | grep -c '^shard\.')" -eq 6 ]
	[ -z "$(ls -A c | grep -v '^shard\.[0-9]*$' | grep -vx log)" ]
	one_block_each 6 c/log || { cat c/log; false; }
	# both ran shards, each start naming its runner
	[ "$(sed -n "s/^== shard [0-9]* start .* by $(uname -n) \([0-9]*\)$/\1/p" \
	    c/log | sort -u | wc -l)" -eq 2 ]
	"$CODE" analyze --strategy=optimal --colours=1-7 --length=4 >single
	# shellcheck disable=SC2086
	"$CODE" shard merge $rules c/shard.* >merged
	cmp single merged
	cat one.err two.err | grep -qx 'campaign: the 6 shards of c are done; merge them'
	# shard 0 claimed by a process gone, its log left: taken over, the
	# log added once; shard 1 claimed by a process that runs (this
	# test's shell), and shard 2 by one gone while a code of this host
	# still runs it (its temporary file names a live process): left
	rm c/shard.0 c/shard.1 c/shard.2 c/log
	gone=$(sh -c 'echo $$')
	mkdir c/.shard.0.lock c/.shard.1.lock c/.shard.2.lock
	echo "$(uname -n) $gone" >c/.shard.0.lock/owner
	echo "== shard 0 start (a runner killed)" >c/.shard.0.log
	echo "$(uname -n) $$" >c/.shard.1.lock/owner
	echo "$(uname -n) $gone" >c/.shard.2.lock/owner
	: >"c/.shard.2.$(uname -n).$$.AbCdEf"
	# shellcheck disable=SC2086
	run sh "$ROOT/bench/campaign.sh" c 6 "$CODE" -- $rules --threads=1
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "campaign: shard 0's claim by process $gone, gone, taken over" ]
	[ "${lines[1]}" = "campaign: no shard of c left to start; others run shard 1" ]
	[ "${#lines[@]}" -eq 2 ]
	[ -f c/shard.0 ]
	[ ! -e c/.shard.0.lock ]
	[ ! -e c/.shard.0.log ]
	[ ! -e c/shard.1 ]
	[ -d c/.shard.1.lock ]
	[ ! -e c/shard.2 ]
	[ -d c/.shard.2.lock ]
	[ "$(grep -c '^== shard 0 start (a runner killed)$' c/log)" -eq 1 ]
	[ "$(grep -c '^== shard' c/log)" -eq 3 ]
}
