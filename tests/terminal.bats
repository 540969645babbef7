#!/usr/bin/env bats
# Terminals and pipes: what code computed reaches a terminal before it
# waits for more input, so that `code` and `code score` typed at one
# answer line by line; --line-buffered does the same for a pipe, as
# grep's does.  The input comes through a FIFO that stays open, so only
# output written before the end of input can be seen.  script(1), from
# util-linux, gives the command a terminal.

load helper

setup() {
	T=$BATS_TEST_TMPDIR
	mkfifo "$T/in"
	exec 8<>"$T/in"	# kept open: the end of input comes only at close
}

teardown() {
	exec 8>&-
}

# wait_for FILE TEXT: succeeds once FILE holds TEXT, fails after 10 s.
wait_for() {
	local i
	for i in $(seq 100); do
		grep -qF -- "$2" "$1" 2>/dev/null && return 0
		sleep 0.1
	done
	echo "no '$2' in $1 before the end of input; it holds:"
	cat -A "$1"
	return 1
}

# at_terminal COMMAND: runs COMMAND (a shell command line) with standard
# output a terminal, its input the FIFO, what it shows in $T/out.  The
# FIFO's descriptor is not handed down, so that closing it ends the input.
at_terminal() {
	script -qfec "$1 <'$T/in'" /dev/null </dev/null >"$T/out" 2>&1 8>&- &
}

@test "terminal: the filter writes each game's hints as its lines come, even with --read-size=1" {
	at_terminal "'$CODE' --read-size=1"
	printf '4\n1 3 5 5\n1 1 2 3\n' >&8
	wait_for "$T/out" '(1,1)'
	printf '6 5 5 1\n' >&8
	wait_for "$T/out" '(1,2)'
	printf '0 0 0 0\n0\n' >&8
	exec 8>&-
	wait
}

@test "terminal: code score answers each pair as it is typed" {
	at_terminal "'$CODE' score"
	printf '1234 1243\n' >&8
	wait_for "$T/out" '(2,2)'
	printf '1234 4321\n' >&8
	wait_for "$T/out" '(0,4)'
	exec 8>&-
	wait
}

@test "pipe: --line-buffered writes each hint out before the next read" {
	"$CODE" --line-buffered <"$T/in" 8>&- | cat >"$T/out" 8>&- &
	printf '4\n1 3 5 5\n1 1 2 3\n' >&8
	wait_for "$T/out" '(1,1)'
	exec 8>&-
	wait
	exec 8<>"$T/in"
	"$CODE" score --line-buffered <"$T/in" 8>&- | cat >"$T/out" 8>&- &
	printf '1234 1243\n' >&8
	wait_for "$T/out" '(2,2)'
	exec 8>&-
	wait
}

# Without the flag a pipe gets the output in blocks of 64 KB, as before:
# nothing before the end of input here.
@test "pipe: without --line-buffered, the output comes at the end" {
	"$CODE" <"$T/in" 8>&- | cat >"$T/out" 8>&- &
	printf '4\n1 3 5 5\n1 1 2 3\n' >&8
	sleep 1
	[ ! -s "$T/out" ]
	printf '0 0 0 0\n0\n' >&8
	exec 8>&-
	wait
	printf 'Game 1:\n    (1,1)\n' | diff -u - "$T/out"
}
