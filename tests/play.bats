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

# refused STATUS MESSAGE ARGS...: code play ARGS on an empty input exits
# with STATUS, having written MESSAGE on standard error, and nothing else.
refused() {
	local want=$1 message=$2
	shift 2
	run --separate-stderr "$CODE" play "$@" </dev/null
	[ "$status" -eq "$want" ] && [ "$stderr" = "$message" ] &&
	    [ -z "$output" ] || { echo "play $*: $status, $stderr"; return 1; }
}

@test "bad options and sides a game has not: exit 2; bad --secret: exit 1" {
	run --separate-stderr "$CODE" play
	[ "$status" -eq 2 ]
	run --separate-stderr "$CODE" play -v match-hit --computer </dev/null
	[ "$status" -eq 2 ]
	[ "$stderr" = "code: play: --computer: in the game of match-hit the computer keeps the secret alone" ]
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
	# the assignments' games keep their rules, and aciertos its strategy
	refused 2 "code: --hint: match-hit has no hint rule to choose" \
	    -v match-hit --hint=black
	refused 2 "code: --distinct: aciertos has no distinct sides to choose" \
	    -v aciertos --distinct=both
	refused 2 "code: play: --strategy: the game of aciertos has no strategy to choose" \
	    -v aciertos --computer --strategy=knuth
	# the board game: --strategy is the computer's, --secret the player's
	refused 2 "code: play: --strategy says how the computer guesses, with --computer" \
	    -v classic --strategy=knuth
	refused 2 "code: --strategy: expected first, knuth, most-parts, expected-size, entropy or optimal, found 'best'" \
	    -v classic --computer --strategy=best
	refused 2 "code: play: --secret is the computer's; with --computer the code is yours" \
	    -v classic --computer --secret=1234
	# codes that cannot be played, and secrets that are no codes
	refused 2 "code: play: no code of 4 distinct colours, classic has 3" \
	    -v classic --colours=1-3 --distinct=secret
	refused 2 "code: play: codes of 11 positions have more than 59049 hints of marks" \
	    -v classic --hint=marks --length=11
	refused 1 "code: play: --secret: digits must be distinct (bulls-cows)" \
	    -v bulls-cows --secret=1123
	refused 1 "code: play: --secret: '7' is not a colour of classic" \
	    -v classic --secret=1237
	refused 2 "code: play: jotto takes its words from --secrets=FILE (a word list, a word a line)" \
	    -v jotto --computer
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

# The board game (every variant without an assignment's game, any rules):
# checked against tests/rules-ref.awk, which shares nothing with code.

# codes N SYMBOLS LENGTH SEED [DISTINCT]: N codes of LENGTH characters of
# the string SYMBOLS, a line each, drawn by awk's rand() from SEED; with
# DISTINCT 1, no character twice in a code.
codes() {
	awk -v n="$1" -v sym="$2" -v len="$3" -v seed="$4" \
	    -v distinct="${5:-0}" 'BEGIN {
		srand(seed)
		for (c = 0; c < n; c++) {
			code = ""
			while (length(code) < len) {
				x = substr(sym, int(rand() * length(sym)) + 1, 1)
				if (!distinct || !index(code, x))
					code = code x
			}
			print code
		}
	}'
}

# reference RULE SECRET <GUESSES: the hint of each guess against SECRET,
# by rules-ref.awk (counts "S W", black "S", total "N" or "won", marks).
reference() {
	awk -v s="$2" '{ print s, $0 }' | awk -v rule="$1" -f "$ROOT/tests/rules-ref.awk"
}

# shown RULE <HINTS: rules-ref.awk's hints as the game writes them on a
# pipe, as the manual says: key pegs for counts and black, B for each
# colour in place, W for each elsewhere, - for none; the rest as is.
shown() {
	awk -v rule="$1" 'rule != "counts" && rule != "black" { print; next }
	    { s = $1; w = rule == "counts" ? $2 : 0; out = ""
	      while (s-- > 0) out = out "B"
	      while (w-- > 0) out = out "W"
	      print out == "" ? "-" : out }'
}

# The variants and rules the board game is checked on: ARGUMENTS OF code
# play|THEIR SYMBOLS|LENGTH|DISTINCT (1: the secret's and the guess's
# colours distinct)|RULE|TRIES ("-" for none)
BOARDS='-v classic|123456|4|0|counts|10
-v black-peg|123456|4|0|black|10
-v classic --hint=total|123456|4|0|total|10
-v classic --hint=marks|123456|4|0|marks|10
-v bulls-cows|0123456789|4|1|counts|-
-v bulls-cows --hint=marks|0123456789|4|1|marks|-
-v bulls-cows --hint=black|0123456789|4|1|black|-
-v hints|123456789|4|0|counts|-
-v hints --length=5 --hint=total|123456789|5|0|total|-
-v classic --colours=A-H --length=5|ABCDEFGH|5|0|counts|10
-v black-peg --colours=1-8 --length=6 --tries=12|12345678|6|0|black|12
-v classic --colours=a-z --length=3 --distinct=both --hint=total|abcdefghijklmnopqrstuvwxyz|3|1|total|10
-v classic --colours=1-3 --length=2|123|2|0|counts|10'

# The same for the computer's guesses, of those whose strategies weigh
# their guesses in a second: not the rule total under a try limit, whose
# hints never tell apart the codes of the same colours (1226 from its 11
# anagrams), so that no strategy wins every game within 10 tries; nor the
# variants of some 10^4 codes or more under a rule but counts, whose
# table of hints (guesses by secrets) takes minutes or more memory than
# there is.
BREAKERS='-v classic|123456|4|0|counts|10
-v black-peg|123456|4|0|black|10
-v classic --hint=marks|123456|4|0|marks|10
-v bulls-cows|0123456789|4|1|counts|-
-v bulls-cows --hint=marks|0123456789|4|1|marks|-
-v bulls-cows --hint=black|0123456789|4|1|black|-
-v bulls-cows --hint=total|0123456789|4|1|total|-
-v hints|123456789|4|0|counts|-
-v classic --colours=A-H --length=5|ABCDEFGH|5|0|counts|10
-v classic --colours=1-3 --length=2|123|2|0|counts|10'

# bats test_tags=heavy
@test "the board game of every variant and rule: each hint is rules-ref.awk's, as the manual writes it" {
	local args symbols length distinct rule tries seed secret n
	while IFS='|' read -r args symbols length distinct rule tries; do
		for seed in 1 2 3; do
			secret=$(codes 1 "$symbols" "$length" $((seed + 50)) "$distinct")
			{ codes 8 "$symbols" "$length" "$seed" "$distinct" |
			    grep -vx "$secret" || true; echo "$secret"; } >"$T/guesses"
			n=$(wc -l <"$T/guesses")
			reference "$rule" "$secret" <"$T/guesses" | shown "$rule" >"$T/want"
			# shellcheck disable=SC2086 # args holds several words
			"$CODE" play $args --secret="$secret" <"$T/guesses" >"$T/out"
			sed -n 's/^Guess [0-9]*\( of [0-9]*\)\{0,1\}: //p' "$T/out" |
			    diff -u "$T/want" - || { echo "$args, $secret"; false; }
			[ "$(tail -n 1 "$T/out")" = "Solved in $n guesses." ]
			# the prompts count the tries the variant has, or none
			if [ "$tries" = - ]; then
				grep -q "^Guess $n: " "$T/out"
			else
				grep -q "^Guess $n of $tries: " "$T/out"
			fi
		done
	done <<<"$BOARDS"
}

@test "the board game: classic's letters A-F are its colours 1-6; blanks are ignored; Jotto and Bulls and Cows have no try limit" {
	printf 'AABB\n1 2 4 3\n' |
	    "$CODE" play -v classic --secret=1243 >"$T/out"
	printf '%s\n' "Guess 1 of 10: $(echo '1122' | reference counts 1243 | shown counts)" \
	    "Guess 2 of 10: BBBB" "Solved in 2 guesses." | diff -u - "$T/out"
	printf 'trace\ncrane\n' |
	    "$CODE" play -v jotto --secrets=words.txt --secret=crane >"$T/out"
	[ "$(head -n 1 "$T/out")" = "Guess 1: $(echo trace | reference total crane)" ]
	"$CODE" variants -v jotto | grep -q '^jotto .* -  *Jotto'
	"$CODE" variants -v bulls-cows | grep -q '^bulls-cows .* -  *Bulls'
	# past 24 guesses, Bulls and Cows goes on
	{ yes 0123 | head -n 30; echo 4567; } |
	    "$CODE" play -v bulls-cows --secret=4567 >"$T/out"
	grep -q '^Guess 31: BBBB$' "$T/out"
	tail -n 1 "$T/out" | grep -qx 'Solved in 31 guesses.'
	# --tries sets a limit, and the secret is said when it runs out
	echo 0123 | "$CODE" play -v bulls-cows --secret=4567 --tries=1 >"$T/out"
	printf '%s\n' 'Guess 1 of 1: -' 'Out of tries: the code was 4567.' |
	    diff -u - "$T/out"
}

# bats test_tags=heavy
@test "the board game's --seed draws glibc's rand() % colours a position (again while one repeats, where distinct), and a word as rand() % words" {
	cat >"$T/draw.c" <<-'EOF2'
	#include <stdio.h>
	#include <stdlib.h>
	#include <string.h>
	int main(int argc, char **argv) {
		const char *symbols = argv[2];
		int length = atoi(argv[3]), distinct = atoi(argv[4]);
		int colours = (int)strlen(symbols), code[16];
		srand((unsigned)strtoul(argv[1], NULL, 10));
		if (argc > 5) {	/* a word: argv[5] words */
			printf("%d\n", rand() % atoi(argv[5]));
			return 0;
		}
		for (int i = 0; i < length; i++) {
			int again;
			do {
				code[i] = rand() % colours;
				again = 0;
				for (int j = 0; j < i; j++)
					again |= distinct && code[j] == code[i];
			} while (again);
			putchar(symbols[code[i]]);
		}
		putchar('\n');
		return 0;
	}
	EOF2
	cc -o "$T/draw" "$T/draw.c" || skip "no C compiler"
	local seed args symbols length distinct rule tries secret n
	for seed in 0 1 42 4294967295; do
		while IFS='|' read -r args symbols length distinct rule tries; do
			secret=$("$T/draw" "$seed" "$symbols" "$length" "$distinct")
			# shellcheck disable=SC2086 # args holds several words
			echo "$secret" | "$CODE" play $args --seed="$seed" >"$T/out"
			tail -n 1 "$T/out" | grep -qx 'Solved in 1 guess.' ||
			    { echo "$args, seed $seed: $secret"; cat "$T/out"; false; }
		done <<<"$BOARDS"
		# a word of the list, sorted as it is kept
		n=$("$T/draw" "$seed" x 0 0 "$(wc -l <words.txt)")
		secret=$(LC_ALL=C sort words.txt | sed -n "$((n + 1))p")
		echo "$secret" | "$CODE" play -v wordle --secrets=words.txt \
		    --seed="$seed" | tail -n 1 | grep -qx 'Solved in 1 guess.'
	done
}

# human SECRET RULE ARGS...: plays `code play ARGS --computer` as the
# player who keeps SECRET, answering each guess with rules-ref.awk's hint
# under RULE, typed one of the ways the game reads in turn (typed()).
# Writes each guess and its hint, a line each, to $T/game, and the
# program's last line (the prompt "Hint: " taken off) to $T/end.
human() {
	local secret=$1 rule=$2 line code hint n=0 from to pid
	shift 2
	: >"$T/game"
	: >"$T/end"
	coproc GAME { exec "$CODE" play "$@" --computer 2>&1; }
	# copies that outlive the coprocess, whose own bash closes
	exec {from}<&"${GAME[0]}" {to}>&"${GAME[1]}"
	pid=$GAME_PID
	while IFS= read -r -t 60 line <&"$from"; do
		line=${line#Hint: }
		if [[ $line =~ ^Guess\ [0-9]+(\ of\ [0-9]+)?:\ (.+)$ ]]; then
			code=${BASH_REMATCH[2]}
			hint=$(echo "$code" | reference "$rule" "$secret")
			echo "$code $hint" >>"$T/game"
			typed "$rule" "$hint" $((n++)) >&"$to"
		else
			echo "$line" >"$T/end"
		fi
	done
	exec {from}<&- {to}>&-
	wait "$pid"
}

# typed RULE HINT N: rules-ref.awk's HINT as the player types it, the Nth
# answer: counts and black as key pegs (B, W, either case) or numbers,
# in turn; marks in either case; total as it is.
typed() {
	case $1:$(($3 % 3)) in
	counts:0 | black:0) echo "$2" | shown "$1" ;;
	counts:1) echo "$2" ;;
	counts:2) echo "(${2/ /,})" ;;
	black:1) echo "$2" | shown black | tr B b ;;
	marks:1) echo "$2" | tr GY gy ;;
	*) echo "$2" ;;
	esac
}

# legal SYMBOLS LENGTH DISTINCT <GAME: fails unless each guess of a game
# (human()'s lines) is LENGTH characters of SYMBOLS, none twice if
# DISTINCT is 1.
legal() {
	awk -v sym="$1" -v len="$2" -v distinct="$3" '{
		code = $1
		if (length(code) != len) { print "length: " code; bad = 1 }
		for (i = 1; i <= len; i++) {
			c = substr(code, i, 1)
			if (!index(sym, c)) { print "symbol: " code; bad = 1 }
			if (distinct && index(substr(code, i + 1), c)) {
				print "repeats: " code; bad = 1
			}
		}
	} END { exit bad }'
}

# consistent RULE <GAME: fails unless every guess of a game could be the
# secret, given the hints before it (rules-ref.awk's of the earlier
# guesses against it).
consistent() {
	awk '{ code[NR] = $1; hint[NR] = substr($0, length($1) + 2) }
	    END { for (k = 2; k <= NR; k++) for (j = 1; j < k; j++) {
		print code[k], code[j] >"/dev/stderr"; print hint[j] } }' \
	    2>"$T/pairs" >"$T/hints"
	awk -v rule="$1" -f "$ROOT/tests/rules-ref.awk" "$T/pairs" |
	    diff -u "$T/hints" -
}

# bats test_tags=heavy
@test "the board game, the computer guessing: it wins every game within the tries against rules-ref.awk's hints, its guesses legal" {
	local args symbols length distinct rule tries seed secret n
	while IFS='|' read -r args symbols length distinct rule tries; do
		for seed in 4 5; do
			secret=$(codes 1 "$symbols" "$length" "$seed" "$distinct")
			# shellcheck disable=SC2086 # args holds several words
			human "$secret" "$rule" $args
			n=$(wc -l <"$T/game")
			[ "$(cat "$T/end")" = "Solved in $n $([ "$n" -eq 1 ] && echo guess || echo guesses)." ] ||
			    { echo "$args, $secret: $(cat "$T/end")"; cat "$T/game"; false; }
			[ "$(tail -n 1 "$T/game" | cut -d ' ' -f 1)" = "$secret" ]
			[ "$tries" = - ] || [ "$n" -le "$tries" ]
			legal "$symbols" "$length" "$distinct" <"$T/game"
		done
	done <<<"$BREAKERS"
}

# bats test_tags=heavy
@test "the computer guessing by a consistent strategy (first): each guess agrees with every hint before it" {
	local args symbols length distinct rule tries seed secret
	while IFS='|' read -r args symbols length distinct rule tries; do
		for seed in 6 7; do
			secret=$(codes 1 "$symbols" "$length" "$seed" "$distinct")
			# shellcheck disable=SC2086 # args holds several words
			human "$secret" "$rule" $args --strategy=first
			[[ $(cat "$T/end") == "Solved in "* ]] &&
			    [ "$(tail -n 1 "$T/game" | cut -d ' ' -f 1)" = "$secret" ] ||
			    { echo "$args, $secret: $(cat "$T/end")"; cat "$T/game"; false; }
			consistent "$rule" <"$T/game" || { echo "$args"; cat "$T/game"; false; }
		done
	done <<<"$BREAKERS"
}

# bats test_tags=heavy
@test "the computer guessing Wordle and Jotto on a word list: words of the list, hard mode kept, every game won" {
	local secret rule variant
	words5 "$T/w" 25
	for variant in wordle:marks jotto:total 'wordle --hard:marks'; do
		rule=${variant##*:}
		for secret in $(sed -n '3p;50p;97p' "$T/w"); do
			# shellcheck disable=SC2086 # variant holds its options
			human "$secret" "$rule" -v ${variant%:*} --secrets="$T/w"
			[[ $(cat "$T/end") == "Solved in "* ]] ||
			    { echo "$variant, $secret"; cat "$T/game" "$T/end"; false; }
			cut -d ' ' -f 1 "$T/game" | sort -u | comm -23 - "$T/w" |
			    diff /dev/null -
			[ "$rule" != marks ] || [ "$(wc -l <"$T/game")" -le 6 ]
		done
	done
	# hard mode: each guess keeps what the last marks found (the
	# program's own refusal says nothing of the computer's guesses)
	human "$(sed -n 50p "$T/w")" marks -v wordle --secrets="$T/w" --hard
	cut -d ' ' -f 1 "$T/game" >"$T/guesses"
	"$CODE" play -v wordle --secrets="$T/w" --secret="$(sed -n 50p "$T/w")" \
	    --hard <"$T/guesses" >"$T/out"
	run ! grep -q 'must' "$T/out"
}

# long_line: a line of 10 MB that starts with a terminal's escape (OSC:
# set the title) and a BEL, as a hostile paste would.
long_line() {
	printf '\033]0;pwned\007'
	head -c 10485760 /dev/zero | tr '\0' x
	printf '\n'
}

@test "the board game, bad guesses: each said and asked again at no cost, shown cut short and its control bytes escaped" {
	{ printf '1237\n123\n\n12\0003 4\n'; long_line; echo 1234; } |
	    "$CODE" play -v classic --secret=1234 >"$T/out"
	# no byte of a terminal's escape, no line of more than a few words
	run ! grep -q $'[\033\007]' "$T/out"
	[ "$(awk 'length > 120' "$T/out" | wc -l)" -eq 0 ]
	# DIAGNOSTICS: at most 32 bytes then ..., a byte that is not
	# printable ASCII as \x{NN}
	printf '%s\n' "Guess 1 of 10: '1237': '7' is not a colour of classic" \
	    "Guess 1 of 10: '123': length 3, classic needs 4" \
	    "Guess 1 of 10: '': length 0, classic needs 4" \
	    "Guess 1 of 10: '12\\x{00}3 4': '\\x{00}' is not a colour of classic" \
	    "Guess 1 of 10: '\\x{1b}]0;pwned\\x{07}xxxxxxxxxxxxxxxxxxxxxx...': '\\x{1b}' is not a colour of classic" \
	    "Guess 1 of 10: BBBB" "Solved in 1 guess." | diff -u - "$T/out"
	# on word lists, Wordle's two refusals
	{ printf 'cran\nzzzzz\n'; long_line; echo crane; } |
	    "$CODE" play -v wordle --secrets=words.txt --secret=crane >"$T/out"
	printf '%s\n' "Guess 1 of 6: 'cran': a word of 5 letters, please" \
	    "Guess 1 of 6: 'zzzzz': not in the word list" \
	    "Guess 1 of 6: '\\x{1b}]0;pwned\\x{07}xxxxxxxxxxxxxxxxxxxxxx...': a word of 5 letters, please" \
	    "Guess 1 of 6: GGGGG" "Solved in 1 guess." | diff -u - "$T/out"
	# Bulls and Cows: a guess that repeats a digit is no guess
	printf '1123\n0123\n' | "$CODE" play -v bulls-cows --secret=0123 >"$T/out"
	grep -qx "Guess 1: '1123': digits must be distinct (bulls-cows)" "$T/out"
}

@test "the board game, bad hints to the computer: each said and asked again, a contradiction taken back, control bytes escaped" {
	{ printf 'x\nBBBBB\n(5,0)\nB?W\nBBBW\n'; long_line; echo BBBB; } |
	    "$CODE" play -v classic --computer >"$T/out"
	run ! grep -q $'[\033\007]' "$T/out"
	[ "$(awk 'length > 200' "$T/out" | wc -l)" -eq 0 ]
	# 1122 is the first guess of Knuth's strategy (Knuth, 1976); no
	# secret gives it 3 in place and 1 elsewhere
	expected="expected a hint STRONG WEAK, STRONG,WEAK or (STRONG,WEAK)"
	pegs="(or key pegs: B in place, W elsewhere, - for none)"
	printf '%s\n' "Guess 1 of 10: 1122" \
	    "Hint: $expected, found 'x' $pegs" \
	    "Hint: 'BBBBB': no hint of counts has 5 black and 0 white pegs for codes of 4 positions" \
	    "Hint: a hint for a code of 4 positions has at most 4 matches, found '(5,0)' $pegs" \
	    "Hint: $expected, found 'B?W' $pegs" \
	    "Hint: No code agrees with every hint: the hint of 1122 again, please." \
	    "Hint: $expected, found '\\x{1b}]0;pwned\\x{07}xxxxxxxxxxxxxxxxxxxxxx...' $pegs" \
	    "Hint: Solved in 1 guess." | diff -u - "$T/out"
	# marks: four in place and one elsewhere, which no secret gives
	printf 'GGGGY\nGGGGG\n' | "$CODE" play -v wordle --secrets=words.txt \
	    --computer >"$T/out"
	guess=$(sed -n 's/^Guess 1 of 6: //p' "$T/out")
	grep -qx "$guess" words.txt
	[ "$(sed -n 2p "$T/out")" = "Hint: No code agrees with every hint: the hint of $guess again, please." ]
	tail -n 1 "$T/out" | grep -qx 'Hint: Solved in 1 guess.'
}

@test "the board game, end of input at every prompt of either side: a clean end, exit 0, a newline last" {
	local k side
	for side in maker breaker; do
		if [ "$side" = maker ]; then
			printf '1111\nxx\n2222\n3333\n1234\n' >"$T/in"
			set -- -v classic --secret=1234
		else
			printf 'B\nx\nBW\nBW\nBBBB\n' >"$T/in"
			set -- -v classic --computer
		fi
		for k in $(seq 0 "$(wc -l <"$T/in")"); do
			head -n "$k" "$T/in" | "$CODE" play "$@" >"$T/out" \
			    2>"$T/err" || { echo "$side after $k: status $?"; false; }
			[ ! -s "$T/err" ]
			[ "$(tail -c 1 "$T/out" | od -An -c | tr -d ' ')" = '\n' ] ||
			    { echo "$side after $k: no newline"; false; }
		done
	done
}

@test "every variant that code variants lists has a game: the board game for those of no assignment, on both sides" {
	local name args
	for name in $("$CODE" variants | awk 'NR > 1 { print $1 }'); do
		args=(-v "$name" --seed=3)
		case $name in
		wordle | jotto) args+=(--secrets=words.txt) ;;
		esac
		run --separate-stderr "$CODE" play "${args[@]}" </dev/null
		[ "$status" -eq 0 ] || { echo "$name: $status $stderr"; false; }
		case $name in
		match-hit | letters | aciertos | digits) continue ;;
		esac
		[[ $output == "Guess 1"* ]] || { echo "$name: $output"; false; }
		run --separate-stderr "$CODE" play "${args[@]}" --computer </dev/null
		[ "$status" -eq 0 ] || { echo "$name --computer: $stderr"; false; }
		[[ ${lines[0]} == "Guess 1"*": "?* ]] || { echo "$name: $output"; false; }
	done
}

@test "the board game on lists of any variant: --secrets holds the secret, --allowed adds guesses, the computer guesses them alone" {
	printf '%s\n' 1234 4321 1122 >"$T/codes"
	printf '%s\n' 5566 >"$T/more"
	printf '%s\n' 5566 6666 4321 | "$CODE" play -v classic \
	    --secrets="$T/codes" --allowed="$T/more" --secret=4321 >"$T/out"
	printf '%s\n' "Guess 1 of 10: $(echo 5566 | reference counts 4321 | shown counts)" \
	    "Guess 2 of 10: '6666': not in the word list" \
	    "Guess 2 of 10: BBBB" "Solved in 2 guesses." | diff -u - "$T/out"
	refused 1 "code: play: --secret: '2143' is not one of the secrets of $T/codes" \
	    -v classic --secrets="$T/codes" --secret=2143
	human 1122 counts -v classic --secrets="$T/codes"
	[[ $(cat "$T/end") == "Solved in "* ]]
	cut -d ' ' -f 1 "$T/game" | sort -u | comm -23 - <(sort "$T/codes") |
	    diff /dev/null -
}
