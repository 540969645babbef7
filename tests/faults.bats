#!/usr/bin/env bats
# Injected I/O faults (tests/faults.c, preloaded): reads of one byte and
# reads cut by EINTR, short writes and writes cut by EINTR give output
# byte-identical to a clean run; a write that fails with ENOSPC or EPIPE
# ends the program non-zero after whole lines only, never a torn line,
# never a zero exit.  Refused allocations end it with exit 3 and a
# message, or are survived with the same output.

bats_require_minimum_version 1.5.0
load helper

setup_file() {
	local dir=$BATS_FILE_TMPDIR
	faults_shim
	# about 1.3 MB of hints, 20 or more flushes of the output buffer
	awk -v SEED=7 -v GAMES=30000 -v PLAIN=1 -f "$ROOT/tests/gen.awk" \
	    >"$dir/big.in"
	"$CODE" "$dir/big.in" >"$dir/big.out"
	awk -v SEED=8 -v GAMES=300 -f "$ROOT/tests/gen.awk" >"$dir/small.in"
	"$CODE" "$dir/small.in" >"$dir/small.out"
}

setup() {
	T=$BATS_TEST_TMPDIR
	F=$BATS_FILE_TMPDIR
	# the sanitizers' runtime wants to come first; the shim can follow it
	export ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0
}

# whole_lines_of FILE CLEAN: FILE is empty or ends with a newline, and is
# the first lines of CLEAN.
whole_lines_of() {
	if [ -s "$1" ]; then
		[ "$(tail -c 1 "$1" | od -An -c | tr -d ' ')" = '\n' ] ||
		    { echo "torn last line"; return 1; }
	fi
	head -c "$(wc -c <"$1")" "$2" | cmp -s - "$1" ||
	    { echo "not a prefix of the clean output"; return 1; }
}

@test "the output is big enough to need many flushes" {
	[ "$(wc -c <"$F/big.out")" -gt $((16 * 65536)) ]
}

# bats test_tags=heavy
@test "reads of one byte, and of seven with EINTR every other: same output" {
	faulty FAULT_READ_MAX=1 -- "$F/small.in" >"$T/out"
	cmp "$F/small.out" "$T/out"
	faulty FAULT_READ_MAX=7 FAULT_READ_EINTR=2 -- "$F/big.in" >"$T/out"
	cmp "$F/big.out" "$T/out"
}

@test "short writes and writes cut by EINTR: same output" {
	faulty FAULT_WRITE_MAX=1000 FAULT_WRITE_EINTR=3 -- "$F/big.in" >"$T/out"
	cmp "$F/big.out" "$T/out"
	faulty FAULT_WRITE_MAX=1 -- "$F/small.in" >"$T/out"
	cmp "$F/small.out" "$T/out"
}

@test "ENOSPC at the 1st, 2nd, 5th and 17th write: exit 3, a message, whole lines" {
	local k status
	for k in 1 2 5 17; do
		status=0
		faulty FAULT_WRITE_FAIL=$k -- "$F/big.in" >"$T/out" 2>"$T/err" ||
		    status=$?
		[ "$status" -eq 3 ] || { echo "write $k: status $status"; false; }
		echo "code: write error: No space left on device" |
		    diff -u - "$T/err"
		whole_lines_of "$T/out" "$F/big.out"
		[ "$k" -eq 1 ] || [ -s "$T/out" ]
	done
}

@test "EPIPE with SIGPIPE ignored: exit 3, no message, whole lines" {
	local status=0
	(trap '' PIPE; faulty FAULT_WRITE_FAIL=4 FAULT_WRITE_ERRNO=EPIPE -- \
	    "$F/big.in" >"$T/out" 2>"$T/err") || status=$?
	[ "$status" -eq 3 ]
	[ ! -s "$T/err" ]
	whole_lines_of "$T/out" "$F/big.out"
}

@test "EPIPE with SIGPIPE: killed by the signal, never exit 0" {
	local status=0
	faulty FAULT_WRITE_FAIL=3 FAULT_WRITE_ERRNO=EPIPE -- "$F/big.in" \
	    >"$T/out" 2>"$T/err" || status=$?
	[ "$status" -ne 0 ]
	whole_lines_of "$T/out" "$F/big.out"
}

# stops_at_once TEXT ARGS...: code ARGS, its first write failing with
# ENOSPC, on an input that never ends (TEXT again and again), ends within
# seconds with exit 3 and the one message: it stops reading and
# computing at the failed write, not at the end of its input.
stops_at_once() {
	local text=$1 status=0
	shift
	{ yes "$text" || true; } | timeout 20 env \
	    LD_PRELOAD="$BATS_FILE_TMPDIR/faults.so" FAULT_WRITE_FAIL=1 \
	    "$CODE" "$@" >"$T/out" 2>"$T/err" || status=$?
	[ "$status" -eq 3 ] || { echo "$*: status $status"; return 1; }
	echo "code: write error: No space left on device" | diff -u - "$T/err"
}

@test "a failed write stops the filter, code score and code gen at once" {
	# one game of length 4 whose guesses never end; pairs, endless
	stops_at_once '4 1 2 3 4 1 2 3 4'
	stops_at_once '4 1 2 3 4 1 2 3 4' --line-buffered
	stops_at_once '1234 5678' score -v classic --colours=1-8
	stops_at_once '1234 5678' score -v classic --colours=1-8 \
	    --line-buffered
	stops_at_once '' gen --length=1000 --games=1 --guesses=1000000000 \
	    --limits=none
}

@test "code score and code solve --list under the same faults" {
	local status=0
	awk 'BEGIN { for (i = 0; i < 40000; i++) print "5167", 1234 + i % 5000 }' |
	    "$CODE" score -v digits >"$T/clean"
	awk 'BEGIN { for (i = 0; i < 40000; i++) print "5167", 1234 + i % 5000 }' |
	    faulty FAULT_READ_MAX=5 FAULT_WRITE_MAX=999 -- score -v digits \
	    >"$T/out"
	cmp "$T/clean" "$T/out"
	"$CODE" solve -v classic --colours=0-9 --length=5 --list >"$T/clean"
	faulty FAULT_WRITE_FAIL=2 -- solve -v classic --colours=0-9 --length=5 \
	    --list >"$T/out" \
	    2>"$T/err" || status=$?
	[ "$status" -eq 3 ]
	whole_lines_of "$T/out" "$T/clean"
}

# no_valgrind: skips a test of allocation faults under valgrind, whose
# allocator replaces every malloc, the shim's too.
no_valgrind() {
	case $CODE in
	*valgrind*) skip "valgrind's allocator leaves no malloc to refuse" ;;
	esac
}

# refuse_each NAME INPUT MESSAGE ARGS...: runs code ARGS on INPUT (a
# printf format) with the kth allocation of code itself refused, for
# each place in code that allocates, the first and the last k it made
# in a clean run (a place's others take its paths again: refusing each
# of thousands of a search's took minutes).  Each run must end as the
# clean one (same output, exit 0, nothing on stderr: the refusal was
# survived) or with exit 3 and one line on stderr matching MESSAGE (an
# ERE); never a crash, a leak (the sanitizers' status) or another result.
#
# The input is written once, each run reading the file (no printf and
# subshell a run, whose processes took two thirds of this test's time),
# and each refusal's message is looked at by the shell itself.
refuse_each() {
	local name=$1 input=$2 message=$3 k count status refused=0 err
	shift 3
	# shellcheck disable=SC2059 # input is a format
	printf "$input" >"$T/input"
	faulty FAULT_ALLOC_SITES=1 -- "$@" <"$T/input" >"$T/clean" \
	    2>"$T/sites"
	# the first and the last allocation made at each place in code
	awk 'NF == 2 && $1 ~ /^[0-9]+$/ && $2 ~ /^[0-9a-f]+$/ {
		if (!($2 in first)) first[$2] = $1
		last[$2] = $1
	    } END { for (s in first) print first[s] "\n" last[s] }' "$T/sites" |
	    sort -nu >"$T/chosen"
	count=$(wc -l <"$T/chosen")
	[ "$count" -gt 0 ] || { echo "$name: no allocations counted"; return 1; }
	for k in $(cat "$T/chosen"); do
		status=0
		faulty FAULT_ALLOC_FAIL=$k -- "$@" <"$T/input" >"$T/out" \
		    2>"$T/err" || status=$?
		if [ "$status" -eq 0 ]; then
			cmp -s "$T/clean" "$T/out" && [ ! -s "$T/err" ] ||
			    { echo "$name, allocation $k refused: exit 0, but"; \
			    diff -u "$T/clean" "$T/out"; cat "$T/err"; return 1; }
			continue
		fi
		refused=$((refused + 1))
		# one line, ended by its newline, that MESSAGE matches (the
		# whole file, NULs aside, read by the shell: no wc, no grep)
		err=
		IFS= read -r -d '' err <"$T/err" || true
		[ "$status" -eq 3 ] && [[ $err == *$'\n' ]] &&
		    [[ ${err%$'\n'} != *$'\n'* ]] && [[ ${err%$'\n'} =~ $message ]] ||
		    { echo "$name, allocation $k refused: exit $status"; \
		    cat "$T/err"; return 1; }
	done
	[ "$refused" -gt 0 ] || { echo "$name: every refusal survived"; return 1; }
}

# bats test_tags=heavy
@test "each place that allocates in solve, analyze and play refused, first and last: exit 3, out of memory" {
	no_valgrind
	local memory='^code: (solve: |analyze: |tree: |replay: |play: |<stdin>: )?(out of memory|Cannot allocate memory)$'
	# in threads: the guess search shares its guesses out (solve), and
	# analyze the games after each reply to the first guess
	refuse_each solve '' "$memory" solve --threads=3 1122:1,0
	refuse_each solve-file '0000 0 0\n1111 (1,0)\n' "$memory" \
	    solve -v aciertos --strategy=first -f -
	refuse_each tree '' "$memory" tree --colours=1-2 --length=2 \
	    --threads=3
	refuse_each entropy '' "$memory" analyze --colours=1-2 --length=3 \
	    --threads=3 --strategy=entropy
	refuse_each replay '12\n12 0,2 21\n12 1,0 11\n12 1,0 11 0,0 22\n' \
	    "$memory" replay --colours=1-2 --length=2 -
	refuse_each computer '0,0\n1,0\n1,1\n' "$memory" \
	    play -v aciertos --computer
	# the board game's computer, a contradiction taken back among them
	refuse_each board '0,0\n0,0\n0,0\n0,0\n' "$memory" \
	    play -v classic --colours=1-3 --length=2 --computer
	printf '%s\n' crane slate trace >"$T/words"
	refuse_each words 'slate\ncrane\n' \
	    "^code: (play: |<stdin>: |$T/words: )?(out of memory|Cannot allocate memory)\$" \
	    play -v wordle --secrets="$T/words" --secret=crane
	# the optimal search, in one thread and in two: a refused
	# allocation in a thread of the search is out of memory too, never
	# "a game went past 64 guesses" nor "no strategy"
	refuse_each optimal '' "$memory" \
	    analyze --colours=1-2 --length=2 --strategy=optimal --threads=1
	refuse_each optimal-threads '' "$memory" \
	    analyze --colours=1-3 --length=3 --strategy=optimal --threads=2
	refuse_each optimal-solve '' "$memory" \
	    solve --colours=1-3 --length=3 --strategy=optimal --threads=2 \
	    112:1,0
}

# peak MODE ARGS...: the most threads code started that ran at once.
peak() {
	faulty FAULT_THREAD_PEAK=1 -- "$@" 2>&1 >/dev/null | tail -n 1
}

# bats test_tags=heavy
@test "--threads=N: at most N threads search at once, however the search nests" {
	local n p
	for n in 1 2 3 4; do
		# the optimal search's root shares its parts, and a part of 200
		# secrets or more shares its own; the heuristics' analysis
		# shares the root's replies, and each guess search its guesses
		p=$(peak analyze --strategy=optimal --threads=$n)
		[ "$p" -le $((n - 1)) ] || { echo "optimal, $n: $p started at once"; false; }
		p=$(peak analyze -v bulls-cows --strategy=entropy --threads=$n)
		[ "$p" -le $((n - 1)) ] || { echo "entropy, $n: $p"; false; }
		p=$(peak solve -v bulls-cows --threads=$n)
		[ "$p" -le $((n - 1)) ] || { echo "solve, $n: $p"; false; }
	done
	# and more than one where it may: the count is seen
	p=$(peak analyze --strategy=optimal --threads=3)
	[ "$p" -ge 1 ]
}

# bats test_tags=slow
@test "under a resource limit, too little memory for the search is a system error, not a usage error" {
	no_valgrind
	case $CODE in *asan*) skip "AddressSanitizer reserves more than the limit" ;; esac
	local status=0
	(ulimit -v 40000; "$CODE" analyze -v bulls-cows --strategy=optimal) \
	    >"$T/out" 2>"$T/err" || status=$?
	[ "$status" -eq 3 ]
	[ ! -s "$T/out" ]
	grep -q '^code: analyze: the optimal strategy.s table of 5040 guesses by 5040 secrets needs [0-9]*K at least, more than the [0-9.]* MiB it holds by default (half of what this process may use)$' "$T/err"
	! grep -q -- '--memory' "$T/err" || false
	# and memory that runs out in a thread of the search says so
	status=0
	(ulimit -v 150000; "$CODE" analyze -v match-hit --strategy=optimal \
	    --threads=2) >"$T/out" 2>"$T/err" || status=$?
	if [ "$status" -ne 0 ]; then
		[ "$status" -eq 3 ]
		grep -Eq '^code: (analyze: )?out of memory$' "$T/err"
	fi
}

# bats test_tags=heavy
@test "spaces too large: exit 2 and why; too large for memory: exit 3" {
	no_valgrind
	local status=0
	"$CODE" solve --colours=0-9 --length=7 2>"$T/err" || status=$?
	[ "$status" -eq 2 ]
	echo "code: solve: 10 colours in 7 positions make more than 4194304 codes" |
	    diff -u - "$T/err"
	status=0
	"$CODE" analyze --strategy=optimal --colours=0-7 --length=7 \
	    2>"$T/err" || status=$?
	[ "$status" -eq 2 ]
	echo "code: analyze: the optimal strategy takes at most 65535 secrets, not 2097152" |
	    diff -u - "$T/err"
	# a million codes of 6 colours each, refused; then the optimal
	# search's table of 1296 x 1296 pairs
	status=0
	faulty FAULT_ALLOC_OVER=1000000 -- solve --colours=0-9 --length=6 \
	    2>"$T/err" || status=$?
	[ "$status" -eq 3 ]
	echo "code: solve: out of memory" | diff -u - "$T/err"
	status=0
	faulty FAULT_ALLOC_OVER=1000000 -- analyze --strategy=optimal \
	    >"$T/out" 2>"$T/err" || status=$?
	[ "$status" -eq 3 ]
	[ ! -s "$T/out" ]
	echo "code: analyze: out of memory" | diff -u - "$T/err"
}
