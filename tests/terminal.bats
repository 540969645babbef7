#!/usr/bin/env bats
# Terminals and pipes: what code computed reaches a terminal before it
# waits for more input, so that `code` and `code score` typed at one
# answer line by line; --line-buffered does the same for a pipe, as
# grep's does; and code play's board game shows its codes and hints in
# colours on a terminal, as plain lines through a pipe.  The input comes
# through a FIFO that stays open, so only output written before the end
# of input can be seen.  script(1), from util-linux, gives the command a
# terminal.

bats_require_minimum_version 1.5.0
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

# play_on_terminal FILE ARGS...: runs code play ARGS with standard output a
# terminal (script(1)), its input FILE, the environment as given, what
# it shows in $T/out.  The command goes through the environment: script
# runs it with $SHELL, which may not be bash.
play_on_terminal() {
	local typed=$1
	shift
	command -v script >/dev/null || skip "no script(1)"
	CODE="$CODE" TYPED="$typed" ARGS="$*" \
	    script -qec 'exec "$CODE" play $ARGS <"$TYPED"' /dev/null \
	    </dev/null >"$T/out" 8>&-
}

# peg N BACKGROUND: the peg of colour symbol N on the ANSI background
# BACKGROUND (ECMA-48: 40 black, 41 red, 42 green, 43 yellow, 44 blue,
# 45 magenta, 46 cyan, 107 bright white), any text colour before it.
peg() {
	printf '\033\\[[0-9]+;%sm %s \033\\[0m' "$2" "$1"
}

@test "play on a terminal: the board game's codes as pegs of colour, red to black, its hints as black and white circles" {
	local red blue green yellow white black
	red=$(peg 1 41) blue=$(peg 2 44) green=$(peg 3 42) yellow=$(peg 4 43)
	white=$(peg 5 107) black=$(peg 6 40)
	printf '1122\n1243\n' >"$T/typed"
	LC_ALL=C.UTF-8 play_on_terminal "$T/typed" -v classic --secret=1243
	# the colours at the start, then each guess a row of the board: 1122
	# against 1243 gets one black peg (the 1) and one white (a 2)
	grep -qE "^Colours: $red $blue $green $yellow $white $black"$'\r?$' "$T/out"
	grep -qE "$red$red$blue$blue  ●○"$'\r?$' "$T/out"
	grep -qE "$red$blue$yellow$green  ●●●●"$'\r?$' "$T/out"
	grep -q 'Solved in 2 guesses\.' "$T/out"
	# without a locale of UTF-8 the pegs are letters, B and W
	LC_ALL=C play_on_terminal "$T/typed" -v classic --secret=1243
	grep -qE "$red$red$blue$blue  BW"$'\r?$' "$T/out"
	# the computer's guesses in colours too: 1122, Knuth's first
	printf 'BBBB\n' >"$T/typed"
	LC_ALL=C.UTF-8 play_on_terminal "$T/typed" -v classic --computer
	grep -qE "^Guess 1 of 10: $red$red$blue$blue"$'\r?$' "$T/out"
	# more colours than the 8 drawn: the code as written
	printf '0123\n' >"$T/typed"
	LC_ALL=C.UTF-8 play_on_terminal "$T/typed" -v bulls-cows --secret=0123
	grep -qE $'^Guess 1: 0123  ●●●●\r?$' "$T/out"
}

@test "play on a terminal: no colours where NO_COLOR is set or TERM is dumb; through a pipe, plain lines" {
	printf '1122\n1243\n' >"$T/typed"
	NO_COLOR=1 LC_ALL=C.UTF-8 play_on_terminal "$T/typed" -v classic --secret=1243
	run ! grep -q $'\033' "$T/out"
	grep -qE $'^Guess 1 of 10: 1122  ●○\r?$' "$T/out"
	TERM=dumb LC_ALL=C play_on_terminal "$T/typed" -v classic --secret=1243
	run ! grep -q $'\033' "$T/out"
	grep -qE $'^Guess 1 of 10: 1122  BW\r?$' "$T/out"
	# Wordle's marks on a terminal without colours: the guess, its marks
	printf 'scope\n' >"$T/typed"
	NO_COLOR=1 play_on_terminal "$T/typed" -v wordle \
	    --secrets="$ROOT/testdata/play/words.txt" --secret=crane
	grep -qE $'^Guess 1 of 6: scope  -Y--G\r?$' "$T/out"
	# a pipe: the hint alone, nothing coloured, whatever the locale
	LC_ALL=C.UTF-8 "$CODE" play -v classic --secret=1243 <"$T/typed" >"$T/out" 8>&-
	run ! grep -q $'\033' "$T/out"
	printf '1122\n1243\n' | LC_ALL=C.UTF-8 "$CODE" play -v classic \
	    --secret=1243 8>&- | head -n 1 | grep -qx 'Guess 1 of 10: BW'
}
