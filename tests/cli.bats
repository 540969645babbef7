#!/usr/bin/env bats
# The command line: options, operands, exit statuses, write errors.

bats_require_minimum_version 1.5.0
load helper

setup() {
	cd "$ROOT/testdata" || return
	T=$BATS_TEST_TMPDIR
}

# usage_error OPTION MESSAGE: `code OPTION` fails with status 2, MESSAGE
# as the first line of stderr, nothing on stdout, and reads no input.
usage_error() {
	run --separate-stderr "$CODE" "$1" sample.in </dev/null
	echo "status $status; stdout: $output; stderr: $stderr"
	[ "$status" -eq 2 ]
	[ -z "$output" ]
	[ "${stderr%%$'\n'*}" = "$2" ]
}

@test "-h and --help: usage on stdout, exit 0" {
	local option
	for option in -h --help; do
		run --separate-stderr "$CODE" "$option"
		echo "$option: status $status; stderr: $stderr"
		[ "$status" -eq 0 ]
		[[ $output == *usage:* ]]
		[ -z "$stderr" ]
	done
}

# The filter's --validator exits 42 or 43: its help says so, as the
# manual's EXIT STATUS does.
@test "the filter's --help lists every exit status it may give, 42 and 43 too" {
	local n
	run --separate-stderr "$CODE" --help
	[ "$status" -eq 0 ]
	for n in 0 1 2 3 42 43; do
		[[ $(sed -n '/^Exit status:/,$p' <<<"$output" | tr '\n' ' ') == *[:,\;]" $n "* ]] ||
		    { echo "--help does not list $n"; false; }
	done
}

@test "--version prints code 0.1.0" {
	run --separate-stderr "$CODE" --version
	[ "$status" -eq 0 ]
	[ "$output" = "code 0.1.0" ]
	[ -z "$stderr" ]
}

@test "unknown option: message and usage on stderr, exit 2, no stdout" {
	usage_error --bogus "code: unknown option '--bogus'"
	[[ $stderr == *usage:* ]]
	run --separate-stderr "$CODE" -x sample.in </dev/null
	[ "$status" -eq 2 ]
	[ -z "$output" ]
	[[ $stderr == *usage:* ]]
}

# bats test_tags=heavy
@test "bad --indent, --style and --read-size values: exit 2" {
	local v
	for v in x 65 -1 '' 4x 99999999999999999999; do
		usage_error "--indent=$v" "code: --indent: not a number in 0..64: '$v'"
	done
	for v in x '' UVA statements; do
		usage_error "--style=$v" "code: --style: expected uva or statement, found '$v'"
	done
	for v in 0 x -1 1073741825 ''; do
		usage_error "--read-size=$v" \
		    "code: --read-size: not a number in 1..1073741824: '$v'"
	done
}

@test "several files: numbering restarts, order kept, no blank line between" {
	"$CODE" sample.in no-guesses.in n1.in >"$T/out"
	cat sample.out no-guesses.out n1.out | diff -u - "$T/out"
	"$CODE" --style=statement style-statement.in style-statement.in >"$T/out"
	cat style-statement.out style-statement.out | diff -u - "$T/out"
}

@test "- is standard input; no operand reads standard input" {
	"$CODE" sample.in - n1.in <no-guesses.in >"$T/out"
	cat sample.out no-guesses.out n1.out | diff -u - "$T/out"
	"$CODE" <ws-crlf.in >"$T/out"
	diff -u sample.out "$T/out"
}

@test "standard input is named <stdin> in messages" {
	local status=0
	"$CODE" <bad-n-x.in >"$T/out" 2>"$T/err" || status=$?
	[ "$status" -eq 1 ]
	[ ! -s "$T/out" ]
	echo "code: <stdin>:1:1: expected a code length or 0, found 'x'" |
	    diff -u - "$T/err"
	status=0
	"$CODE" sample.in - <bad-eof-zeros.in >"$T/out" 2>"$T/err" || status=$?
	[ "$status" -eq 1 ]
	cat sample.out bad-eof-zeros.out | diff -u - "$T/out"
	echo "code: <stdin>:4:4: expected 0 (a guess that starts with 0 ends the game), found end of input" |
	    diff -u - "$T/err"
}

# Lines are counted a word at a time in byte-wide tallies; a block of
# nothing but short lines must not overflow them.
@test "line numbers stay right thousands of lines into a block" {
	local size status
	awk 'BEGIN { print "1\n1"; for (i = 0; i < 12000; i++) print 1
		print "x" }' >"$T/many.in"
	for size in 262144 4096 13; do
		status=0
		"$CODE" --read-size=$size "$T/many.in" >/dev/null 2>"$T/err" ||
		    status=$?
		[ "$status" -eq 1 ]
		echo "code: $T/many.in:12003:1: expected a colour 1..9 or 0, found 'x'" |
		    diff -u - "$T/err"
	done
}

@test "hints before an input error reach stdout before the message" {
	local status=0
	"$CODE" bad-after-good.in sample.in >"$T/both" 2>&1 || status=$?
	[ "$status" -eq 1 ]
	cat bad-after-good.out bad-after-good.err sample.out | diff -u - "$T/both"
}

@test "a missing file is reported, the others still run, exit 3" {
	local status=0
	"$CODE" sample.in nosuch.in n1.in >"$T/out" 2>"$T/err" || status=$?
	[ "$status" -eq 3 ]
	cat sample.out n1.out | diff -u - "$T/out"
	echo "code: nosuch.in: No such file or directory" | diff -u - "$T/err"
	status=0
	"$CODE" sample.in nosuch.in n1.in >"$T/both" 2>&1 || status=$?
	[ "$status" -eq 3 ]
	{ cat sample.out; cat "$T/err"; cat n1.out; } | diff -u - "$T/both"
}

@test "a directory operand is a read error, exit 3" {
	local status=0
	mkdir "$T/dir"
	cp sample.in "$T/dir/"
	cd "$T"
	"$CODE" dir dir/sample.in >"$T/out" 2>"$T/err" || status=$?
	[ "$status" -eq 3 ]
	diff -u "$ROOT/testdata/sample.out" "$T/out"
	echo "code: dir: Is a directory" | diff -u - "$T/err"
}

@test "exit status: bad input alone 1, with a missing file 3" {
	local status=0
	"$CODE" bad-n-x.in sample.in >"$T/out" 2>"$T/err" || status=$?
	[ "$status" -eq 1 ]
	diff -u sample.out "$T/out"
	diff -u bad-n-x.err "$T/err"
	status=0
	"$CODE" bad-n-x.in nosuch.in >"$T/out" 2>"$T/err" || status=$?
	[ "$status" -eq 3 ]
	{ cat bad-n-x.err; echo "code: nosuch.in: No such file or directory"; } |
	    diff -u - "$T/err"
	status=0
	"$CODE" nosuch.in bad-n-x.in 2>/dev/null >&2 || status=$?
	[ "$status" -eq 3 ]
}

@test "a secret too big for memory: message and exit 3" {
	# The secret may grow as its colours come, so give it 16 million of
	# them with memory limited to 10 MB.
	short_of_memory '{ echo 16000000; yes 1 | head -n 20000000; } | "$1"'
	echo "status $status; stdout: $output; stderr: $stderr"
	[ "$status" -eq 3 ]
	[ -z "$output" ]
	grep -Fqx "code: <stdin>:1:1: out of memory for a secret of 16000000 colours" \
	    <<<"$stderr"
}

@test "> /dev/full: write error, exit 3 (small and large output)" {
	local status=0 input
	stream_input 200000 >"$T/big.in"
	for input in sample.in "$T/big.in"; do
		status=0
		"$CODE" "$input" >/dev/full 2>"$T/err" || status=$?
		echo "$input: status $status"
		cat "$T/err"
		[ "$status" -eq 3 ]
		echo "code: write error: No space left on device" | diff -u - "$T/err"
	done
	status=0
	"$CODE" bad-after-good.in >/dev/full 2>"$T/err" || status=$?
	[ "$status" -eq 3 ]
	grep -q "write error" "$T/err"
}

@test "a pipe closed early ends quietly" {
	stream_input 500000 >"$T/big.in"
	# env: SIGPIPE as it is by default, even if bats was started with it ignored
	run --separate-stderr bash -c \
	    'env --default-signal=PIPE "$1" "$2" | head -1; echo "${PIPESTATUS[0]}"' \
	    - "$CODE" "$T/big.in"
	echo "output: $output; stderr: $stderr"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "Game 1:" ]
	[ "${#lines[@]}" -eq 2 ]
	[[ ${lines[1]} == 0 || ${lines[1]} == 141 ]]
	[ -z "$stderr" ]
}

@test "a pipe closed early with SIGPIPE ignored: exit 3, no message" {
	stream_input 500000 >"$T/big.in"
	run --separate-stderr bash -c \
	    'trap "" PIPE; "$1" "$2" | head -1; echo "${PIPESTATUS[0]}"' \
	    - "$CODE" "$T/big.in"
	echo "output: $output; stderr: $stderr"
	[ "${lines[0]}" = "Game 1:" ]
	[ "${lines[1]}" = 3 ]
	[ -z "$stderr" ]
}

# bats test_tags=heavy
@test "--read-size=1, 2, 3, 7: same stdout, stderr and status on every golden case" {
	local input name size failed=''
	many_runs
	mkdir "$T/default" "$T/1" "$T/2" "$T/3" "$T/7"
	for input in *.in; do
		name=${input%.in}
		run_case "$name" "$T/default/$name"
		for size in 1 2 3 7; do
			run_case "$name" "$T/$size/$name" --read-size=$size
		done
	done
	# each size's files against the default's, byte for byte: a diff a
	# size (a cmp a file took as long as the runs)
	[ "$(ls "$T/default" | wc -l)" -eq $((3 * $(ls *.in | wc -l))) ]
	for size in 1 2 3 7; do
		diff -r "$T/default" "$T/$size" >"$T/diff.$size" ||
		    failed="$failed --read-size=$size"
	done
	[ -z "$failed" ] || { echo "differ:$failed"; cat "$T"/diff.*; false; }
}
