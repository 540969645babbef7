#!/usr/bin/env bats
# code play: the assignments' sample runs (testdata/play/README says how
# each was taken from its assignment), and scripted sessions: losing,
# replay in either case, end of input at every prompt, seeds.

bats_require_minimum_version 1.5.0
load helper

setup() {
	cd "$ROOT/testdata/play" || return
	T=$BATS_TEST_TMPDIR
}

@test "golden sessions: testdata/play/*.args" {
	local name failed='' count=0
	local -a args
	for name in *.args; do
		name=${name%.args}
		mapfile -t args <"$name.args"
		"$CODE" play "${args[@]}" <"$name.in" >"$T/$name.out" 2>"$T/err" ||
		    failed="$failed $name(status)"
		cmp -s "$name.out" "$T/$name.out" || {
			diff -u "$name.out" "$T/$name.out" | head -20
			failed="$failed $name"
		}
		[ ! -s "$T/err" ] || failed="$failed $name(stderr)"
		count=$((count + 1))
	done
	[ "$count" -ge 4 ]
	[ -z "$failed" ] || { echo "failed:$failed"; false; }
}

# bats test_tags=heavy
@test "end of input at every prompt of the letter game: a clean end, exit 0" {
	local lines k
	lines=$(wc -l <letters-sample.in)
	for k in $(seq 0 $((lines - 1))); do
		head -n "$k" letters-sample.in |
		    "$CODE" play -v letters >"$T/out" 2>"$T/err" ||
		    { echo "after $k lines: status $?"; false; }
		[ ! -s "$T/err" ]
		[ "$(tail -c 1 "$T/out" | od -An -c | tr -d ' ')" = '\n' ]
		# what it printed is the golden session, as far as it went
		head -c "$(($(wc -c <"$T/out") - 1))" "$T/out" |
		    cmp -s - <(head -c "$(($(wc -c <"$T/out") - 1))" letters-sample.out) ||
		    { echo "after $k lines: not the sample"; false; }
	done
}

@test "letters: N ends the session with a newline, in either case" {
	local answer
	for answer in n N ' no'; do
		printf 'BEDB\n%s\n' "$answer" | "$CODE" play -v letters --seed=1 \
		    --colours=A-F --length=4 >"$T/out"
		[ "$(tail -n 1 "$T/out")" = 'Another game [Y/N]? ' ] ||
		    { echo "$answer: $(tail -n 1 "$T/out")"; false; }
		[ "$(tail -c 1 "$T/out" | od -An -c | tr -d ' ')" = '\n' ] ||
		    { echo "$answer: no newline at the end"; false; }
	done
}

@test "every golden session ends with a newline" {
	local out
	for out in *.out; do
		[ "$(tail -c 1 "$out" | od -An -c | tr -d ' ')" = '\n' ] ||
		    { echo "$out: no newline at the end"; false; }
	done
}

@test "end of input at every prompt of Match & Hit: a clean end, exit 0" {
	local k
	for k in $(seq 0 $(($(wc -l <mh-invalid-input.in) - 1))); do
		head -n "$k" mh-invalid-input.in |
		    "$CODE" play -v match-hit --secret=2345 >"$T/out" ||
		    { echo "after $k lines: status $?"; false; }
		[ "$(tail -c 1 "$T/out" | od -An -c | tr -d ' ')" = '\n' ]
	done
}

# bats test_tags=heavy
@test "--seed gives glibc's rand() secrets: the first valid rand() % 10^N_DIGITS" {
	cat >"$T/first.c" <<-'EOF2'
	#include <stdio.h>
	#include <stdlib.h>
	static int low = 1, high = 10;
	static int valid(int n) {
		int seen = 0;
		if (n < low || n >= high) return 0;
		for (; n > 0; n /= 10) {
			if (n % 10 == 0 || (seen >> (n % 10) & 1)) return 0;
			seen |= 1 << (n % 10);
		}
		return 1;
	}
	int main(int argc, char **argv) {
		int n, digits = atoi(argv[2]);
		while (--digits > 0) low *= 10;
		high = low * 10;
		srand((unsigned)atol(argv[1]));
		do n = rand() % high; while (!valid(n));
		printf("%d\n", n);
		return 0;
	}
	EOF2
	cc -o "$T/first" "$T/first.c" || skip "no C compiler"
	local seed secret digits words
	for digits in 4 1 2 3; do
		words="$digits digits"
		[ "$digits" -gt 1 ] || words="1 digit"
		for seed in 0 1 42 4294967295; do
			secret=$("$T/first" "$seed" "$digits")
			echo "$secret" | "$CODE" play -v match-hit --seed=$seed \
			    --length="$digits" >"$T/out"
			grep -q "^Please enter your query ($words): -> $digits match.* and 0 hits$" "$T/out" ||
			    { echo "seed $seed: $secret did not win"; cat "$T/out"; false; }
		done
	done
}

# The lab: "You can assume that N_DIGITS is one of 1, 2, 3, 4 [...] The
# program should keep working correctly for all such values".
@test "match-hit: --length=N plays the lab's N_DIGITS 1..4, and no other" {
	printf '1234\n312\n122\n123\n' |
	    "$CODE" play -v match-hit --length=3 --secret=123 >"$T/out"
	cat >"$T/want" <<-'EOF2'
	***Welcome to the MATCH and HIT game***
	The computer has selected a 3-digit number.
	Try to deduce it in 12 rounds of queries.

	Round #1
	Please enter your query (3 digits): Invalid number. Please try again!
	Please enter your query (3 digits): -> 0 matches and 3 hits

	Round #2
	Please enter your query (3 digits): Invalid number. Please try again!
	Please enter your query (3 digits): -> 3 matches and 0 hits

	*****
	CONGRATULATIONS! You won the game!
	*****
	EOF2
	diff -u "$T/want" "$T/out"
	printf '3\n5\n' | "$CODE" play -v match-hit --length=1 --secret=5 \
	    --tries=1 >"$T/out"
	grep -q '^Please enter your query (1 digit): -> 0 matches and 0 hits$' "$T/out"
	grep -q '^Sorry, out of queries. Game over!$' "$T/out"
	run --separate-stderr "$CODE" play -v match-hit --length=2 --secret=123 </dev/null
	[ "$status" -eq 1 ]
	[ "$stderr" = "code: play: --secret: expected 2 distinct digits 1..9, found '123'" ]
	for n in 0 5; do
		run --separate-stderr "$CODE" play -v match-hit --length=$n </dev/null
		[ "$status" -eq 2 ]
	done
}

@test "letters: losing shows the pattern; junk asks again, Y replays, N ends" {
	printf 'F\n4\nABCD\nABCD\nmaybe\nY\nABCD\nFBEA\nN\n' |
	    "$CODE" play -v letters --seed=1 --tries=2 >"$T/out"
	grep -q '^Out of guesses! The pattern was BEDB\.$' "$T/out"
	[ "$(grep -o 'Another game \[Y/N\]? ' "$T/out" | wc -l)" -eq 3 ]
	grep -q '^(4,0) FBEA$' "$T/out"
	grep -q '^Pattern found in 2 attempts! Current average: 2\.000$' "$T/out"
	[ "$(grep -o 'Starting game\.\.\.' "$T/out" | wc -l)" -eq 2 ]
}

@test "bad options and variants without a game: exit 2; bad --secret: exit 1" {
	run --separate-stderr "$CODE" play
	[ "$status" -eq 2 ]
	run --separate-stderr "$CODE" play -v bulls-cows </dev/null
	[ "$status" -eq 2 ]
	[ "$stderr" = "code: play: bulls-cows has no game: match-hit, letters, aciertos, digits, wordle and jotto have theirs" ]
	run --separate-stderr "$CODE" play -v match-hit --computer </dev/null
	[ "$status" -eq 2 ]
	run --separate-stderr "$CODE" play -v aciertos --length=7 </dev/null
	[ "$status" -eq 2 ]
	run --separate-stderr "$CODE" play -v digits --secret=12345 </dev/null
	[ "$status" -eq 1 ]
	run --separate-stderr "$CODE" play -v aciertos --secret=1223 </dev/null
	[ "$status" -eq 1 ]
	run --separate-stderr "$CODE" play -v match-hit --tries=25 </dev/null
	[ "$status" -eq 2 ]
	run --separate-stderr "$CODE" play -v match-hit --secret=5344 </dev/null
	[ "$status" -eq 1 ]
	[ "$stderr" = "code: play: --secret: expected 4 distinct digits 1..9, found '5344'" ]
	run "$CODE" play -h
	[ "$status" -eq 0 ]
	[[ $output == usage:* ]]
}

@test "letters: --secret must be of the chosen colours, not A..F" {
	run --separate-stderr "$CODE" play -v letters --colours=A-B --length=4 \
	    --seed=1 --secret=FFFF </dev/null
	[ "$status" -eq 1 ]
	[ "$stderr" = "code: play: --secret: expected 4 letters A..B, found 'FFFF'" ]
	run --separate-stderr "$CODE" play -v letters --colours=A-C --length=3 \
	    --seed=1 --secret=CAD </dev/null
	[ "$status" -eq 1 ]
	# a secret of the colours plays, and is won by guessing it
	printf 'ABBA\nn\n' >"$T/in"
	run --separate-stderr "$CODE" play -v letters --colours=A-B --length=4 \
	    --seed=1 --secret=ABBA <"$T/in"
	[ "$status" -eq 0 ]
	[[ $output == *"You win!!"* ]]
}

# bats test_tags=heavy
@test "end of input at every prompt of the practica and the term project" {
	local name k lines
	local -a args
	for name in aciertos-human-6478 aciertos-computer-3241 digits-8527; do
		mapfile -t args <"$name.args"
		lines=$(wc -l <"$name.in")
		for k in $(seq 0 $((lines - 1))); do
			head -n "$k" "$name.in" | "$CODE" play "${args[@]}" \
			    >"$T/out" 2>"$T/err" ||
			    { echo "$name after $k: status $?"; false; }
			[ ! -s "$T/err" ]
			[ "$(tail -c 1 "$T/out" | od -An -c | tr -d ' ')" = '\n' ]
		done
	done
	# the term project gives its statistics so far at the end of input
	head -n 9 digits-8527.in | "$CODE" play -v digits --secret=8527 |
	    tail -1 | grep -q '^You have tried the Game of Mastermind 1 times with 1 Successes and 0 Failures!\.$'
}

@test "the practica: bad tanteos asked again, --length=3, a lost game" {
	printf '12345\n12\n3e21\n012\n' |
	    "$CODE" play -v aciertos --length=3 --secret=012 >"$T/out"
	[ "$(grep -o 'El tanteo debe tener 3 cifras\.' "$T/out" | wc -l)" -eq 3 ]
	grep -q 'Has ganado en 1 intentos!!!$' "$T/out"
	printf '9822\n4337\n' | "$CODE" play -v aciertos --secret=0123 \
	    --tries=2 >"$T/out"
	grep -q '^Has perdido\. El código era 0123\.$' "$T/out"
	! grep -q 'debe tener' "$T/out"	# 9822 and 4337 are valid tanteos
}

@test "the practica's computer runs out of tries: said, exit 0" {
	printf '0,0\n1,0\n' | "$CODE" play -v aciertos --computer --tries=2 \
	    >"$T/out"
	grep -q '^No lo he adivinado en 2 intentos\.$' "$T/out"
}

@test "the term project: a loss, y to replay, junk asked again, statistics" {
	printf '1\n2\ny\n8527\nmaybe\nn\n' |
	    "$CODE" play -v digits --secret=8527 --tries=2 >"$T/out"
	grep -q 'The answer is: 8527\. Better luck next time!\. Do you want to try again: ?' "$T/out"
	grep -q 'Please answer Y or N: ' "$T/out"
	tail -1 "$T/out" | grep -q 'tried the Game of Mastermind 2 times with 1 Successes and 1 Failures!\.$'
}

@test "letters: --colours and --length answer the questions the game asks" {
	printf 'BEDB\nn\n' | "$CODE" play -v letters --seed=1 --colours=A-F \
	    --length=4 >"$T/out"
	head -1 "$T/out" | grep -q '^Starting game\.\.\.$'
	grep -q '^(4,0) BEDB$' "$T/out"
	printf '3\n7\nABC\nn\n' | "$CODE" play -v letters --colours=A-C \
	    >"$T/out"
	grep -q '^Enter game dimension: Enter the seed: Starting game\.\.\.$' "$T/out"
	grep -q '^You have 3 guesses left!$' "$T/out"	# ceil(3 x 3 / 3)
	run --separate-stderr "$CODE" play -v letters --colours=A-G </dev/null
	[ "$status" -eq 2 ]
}

# Only the Match & Hit lab bounds its tries (MAX_QUERIES in 1..24); the
# others fix theirs (10, 10, ceil(dimension * letters / 3) <= 12), so
# --tries takes the lab's 1..24 in every game, the manual and --help say so,
# and every message names that range (issue 15 item 10).
# bats test_tags=heavy
@test "--tries: 1..24 in every game, named by the message, the manual and --help" {
	local v n
	for v in match-hit letters aciertos digits; do
		for n in 0 25 x; do
			run --separate-stderr "$CODE" play -v "$v" --tries="$n" </dev/null
			[ "$status" -eq 2 ]
			[ -z "$output" ]
			[ "${stderr%%$'\n'*}" = "code: --tries: not a number in 1..24: '$n'" ]
		done
	done
	printf '1234\n' | "$CODE" play -v match-hit --secret=5167 --tries=24 >"$T/out"
	grep -q '^Try to deduce it in 24 rounds of queries\.$' "$T/out"
	printf 'F\n4\nBEDB\nn\n' | "$CODE" play -v letters --seed=1 --tries=24 >"$T/out"
	grep -q '^You have 24 guesses left!$' "$T/out"
	printf '0123\n' | "$CODE" play -v aciertos --secret=0123 --tries=24 >"$T/out"
	grep -q 'Tienes un máximo de 24 intentos' "$T/out"
	printf '8527\nN\n' | "$CODE" play -v digits --secret=8527 --tries=24 >"$T/out"
	grep -q 'You have 24 tries\.$' "$T/out"
	"$CODE" play -h | grep -q -- '--tries=N .*1\.\.24 in every game'
	mandoc -Tutf8 -O width=1000 "$ROOT/man/code.1" | sed $'s/.\b//g' |
	    grep -q 'changes the number of guesses, 1 to 24 in every game'
}

@test "a line typed may end with LF, CR or CRLF: each is one answer" {
	local end
	for end in '\n' '\r' '\r\n'; do
		printf "1111${end}1234${end}n${end}" |
		    "$CODE" play -v digits --secret=1234 >"$T/out"
		# The first guess is scored (1,0), the second wins: two tries.
		grep -q 'try 2 of 10): (4,0)' "$T/out"
		grep -q '1 times with 1 Successes' "$T/out"
	done
}

# The assignment: players "will not enter [...] too few letters, or too
# many letters", so the message for such a line is code's own; a line is
# one guess, never cut nor joined to the next.
@test "letters: a short or long line is asked again, said, not cut nor joined" {
	printf 'AB\nABCDE\n\nBEDB\nn\n' |
	    "$CODE" play -v letters --colours=A-F --length=4 --seed=1 >"$T/out"
	cat >"$T/want" <<-'EOF2'
	Starting game...
	You have 8 guesses left!
	Enter Guess (4 chars): A guess is 4 chars, not 2, try again: A guess is 4 chars, not 5, try again: A guess is 4 chars, not 0, try again: XXXX
	----
	(4,0) BEDB
	You win!!
	Pattern found in 1 attempts! Current average: 1.000
	Another game [Y/N]? 
	EOF2
	diff -u "$T/want" "$T/out"
	# The assignment's own message for letters out of range stays, and a
	# guess may have blanks between its letters, as scanf(" %c") reads.
	printf 'EFGC\nB E D B\nn\n' |
	    "$CODE" play -v letters --colours=A-F --length=4 --seed=1 >"$T/out"
	grep -q '^Enter Guess (4 chars): One or more chars out of range A-F, try again: XXXX$' "$T/out"
	grep -q '^(4,0) BEDB$' "$T/out"
}

@test "letters: --secret asks no seed, and one that cannot fit is refused first" {
	printf 'F\n4\nBEDB\nn\n' | "$CODE" play -v letters --secret=BEDB >"$T/out"
	! grep -q 'seed' "$T/out" || false
	grep -q '^Enter max letter: Enter game dimension: Starting game\.\.\.$' "$T/out"
	grep -q '^(4,0) BEDB$' "$T/out"
	# No question is asked for a secret no answer can fit.
	run --separate-stderr "$CODE" play -v letters --secret=BEDZ </dev/null
	[ "$status" -eq 1 ]
	[ "$output" = "" ]
	[ "$stderr" = "code: play: --secret: expected 3..6 letters A..F, found 'BEDZ'" ]
	run --separate-stderr "$CODE" play -v letters --secret=AB </dev/null
	[ "$status" -eq 1 ]
	[ "$output" = "" ]
	# One that the answers rule out is refused after them.
	run --separate-stderr "$CODE" play -v letters --secret=BEDB <<<$'C\n4'
	[ "$status" -eq 1 ]
	[ "$stderr" = "code: play: --secret: expected 4 letters A..C, found 'BEDB'" ]
}
