#!/usr/bin/env bats
# code analyze --strategy=optimal against exact optima published by
# others: every expected value below is the source's figure, copied from
# it (never from code's output), with the source beside it.  The table
# "Published values the tests reproduce" of testdata/optima/README.md
# lists the same rows and sources.  Every source counts the guess that wins (a game won at the
# first guess takes 1).
#
# Sources:
#   [G]  W. Goddard, "Mastermind Revisited", J. Combin. Math. Combin.
#        Comput. 51 (2004) 215-220: r(n,k), the least average number of
#        guesses for n positions and k colours, colours repeating, to 3
#        decimals; read in its reproduction by S. Pokutta, "Mastermind:
#        five questions do suffice", blog post, 29 Dec 2011 (a table of
#        rows k = 2..5 and columns n = 2..7).
#   [JP] G. Jäger and M. Peczarski, "The number of pessimistic guesses in
#        Generalized Mastermind", Information Processing Letters 109
#        (2009) 635-641, Theorem 1: for 3 positions and k >= 5 colours,
#        the fewest guesses that always win are floor((k - 1) / 3) + 4.
#   [KL] K. Koyama and T. W. Lai, "An optimal Mastermind strategy",
#        J. Recreational Mathematics 25(4) (1993) 251-256: the classic
#        4 x 6 game, least total 5625 (their strategy needs a 6th guess
#        for one secret; code's, of the same total, for 7: the optimum
#        is not one strategy, so only totals and worst cases are
#        compared), and 5626 among the strategies that always win within
#        5; as
#        tabulated by S. Gür, "Mastermind strategies" (Lai 1993 rows).
#   [K]  D. E. Knuth, "The computer as Master Mind", J. Recreational
#        Mathematics 9(1) (1976) 1-6: 5 guesses always win the classic
#        game, and no strategy always wins within 4.
#   [V]  G. Ville, "An optimal Mastermind (4,7) strategy and more
#        results in the expected case", arXiv:1305.1010 (2013): 4 x 7,
#        4.676 guesses on average.
#   [BC] The Bulls and Cows optimization site (its algorithms avg5 and
#        crush5o): no strategy always wins within 6 turns, one within 7;
#        the least average is 26274/5040 = 5.2131 turns.
#   [SM] Super Master Mind, "Optimal strategy" page,
#        supermastermind.github.io/playonline/optimal_strategy.html: the
#        optimal logical strategy (every guess a code that may be the
#        secret), the total of each first code: 3 x 5, 123 455 (at most
#        5 attempts), 122 456, 111 514; 4 x 6, 1233 5660 (at most 6),
#        1234 5743, 1122 5752, 1222 5848, 1111 6359.
#
# Slower rows (more than a second in the normal build) are marked slow
# and skipped under AddressSanitizer, whose build is some 10 times
# slower; `make published-slow` (PUBLISHED_SLOW=1) adds the rows too
# slow for make check: Bulls and Cows's 26274, of both goals, each about
# 40 seconds of processor time.

# bats file_tags=slow

bats_require_minimum_version 1.5.0
load helper

setup() {
	T=$BATS_TEST_TMPDIR
}

# thousandths TOTAL SECRETS: the average TOTAL / SECRETS in thousandths,
# rounded half up, as a table to 3 decimals prints it.
thousandths() {
	echo $(( (2000 * $1 / $2 + 1) / 2 ))
}

# check_rows GOAL: reads rows "SOURCE SPEED LENGTH COLOURS WANT" (WANT:
# the average to 3 decimals for goal average, the fewest guesses that
# always win for goal depth) and checks each with code analyze, colours
# A, B, ... so that any count is one --colours range.
check_rows() {
	local source speed length colours want json got last failed=0
	while read -r source speed length colours want; do
		[ "$speed" = slow ] && sanitized && continue
		last=$(printf "\\x$(printf %x $((64 + colours)))")
		json=$("$CODE" analyze --strategy=optimal --goal="$1" \
		    --length="$length" --colours=A-"$last" --format=json)
		if [ "$1" = depth ]; then
			got=$(field fewest_guesses "$json")
		else
			got=$(thousandths "$(field total "$json")" \
			    "$(field secrets "$json")")
			want=${want/./}
			want=$((10#$want))
		fi
		[ "$got" = "$want" ] || {
			echo "$source: $length x $colours: want $want, got $got"
			failed=1
		}
	done
	return $failed
}

# bats test_tags=heavy
@test "published: Goddard's least averages r(n,k), 16 of them [G]" {
	check_rows average <<-EOF
	G fast 2 2 2.000
	G fast 3 2 2.250
	G fast 4 2 2.750
	G fast 5 2 3.031
	G fast 6 2 3.500
	G fast 7 2 3.875
	G fast 2 3 2.333
	G fast 3 3 2.704
	G fast 4 3 3.037
	G fast 5 3 3.358
	G fast 2 4 2.813
	G fast 3 4 3.219
	G fast 4 4 3.535
	G fast 2 5 3.240
	G fast 3 5 3.608
	G fast 4 5 3.941
	EOF
}

# bats test_tags=heavy
@test "published: three positions, floor((k - 1) / 3) + 4 guesses [JP]" {
	check_rows depth <<-EOF
	JP fast 3 5 5
	JP fast 3 6 5
	JP fast 3 7 6
	JP fast 3 8 6
	JP fast 3 9 6
	JP fast 3 10 7
	JP fast 3 11 7
	JP fast 3 12 7
	JP slow 3 13 8
	JP slow 3 14 8
	JP slow 3 15 8
	JP slow 3 16 9
	EOF
}

@test "published: the classic game, 5625 and 5626 within 5 [KL], 5 [K]" {
	local json
	json=$("$CODE" analyze --strategy=optimal --format=json)
	[ "$(field total "$json")" = 5625 ]	# [KL]
	[ "$(field worst "$json")" = 6 ]	# [KL]: some secret takes 6
	json=$("$CODE" analyze --strategy=optimal --goal=worst --format=json)
	[ "$(field total "$json")" = 5626 ]	# [KL]
	[ "$(field worst "$json")" = 5 ]	# [KL]
	check_rows depth <<-EOF
	K fast 4 6 5
	EOF
}

@test "published: 4 x 7, 4.676 guesses on average [V]" {
	sanitized && skip "slow under AddressSanitizer"
	check_rows average <<-EOF
	V slow 4 7 4.676
	EOF
}

@test "published: Bulls and Cows, never within 6, always within 7 [BC]" {
	sanitized && skip "slow under AddressSanitizer"
	local json
	json=$("$CODE" analyze -v bulls-cows --strategy=optimal --goal=depth \
	    --format=json)
	[ "$(field fewest_guesses "$json")" = 7 ]
}

@test "published: Bulls and Cows, 26274 guesses over 5040 [BC] (slow)" {
	[ -n "${PUBLISHED_SLOW-}" ] || skip "make published-slow runs it"
	local json
	json=$("$CODE" analyze -v bulls-cows --strategy=optimal --format=json)
	[ "$(field secrets "$json") $(field total "$json")" = "5040 26274" ]
}

# Within 7 no strategy beats the least total, 26274 [BC], and 7 always win
# [BC]: goal worst finds a strategy of 26274 that wins within 7.
@test "published: Bulls and Cows within 7, 26274 guesses [BC] (slow)" {
	[ -n "${PUBLISHED_SLOW-}" ] || skip "make published-slow runs it"
	local json
	json=$("$CODE" analyze -v bulls-cows --strategy=optimal --goal=worst \
	    --format=json)
	[ "$(field total "$json") $(field worst "$json")" = "26274 7" ]
	[ "$(field fewest_guesses "$json")" = 7 ]
}

# bats test_tags=heavy
@test "published: logical Mastermind, 3 x 5 and 4 x 6, the total of each first code, and the best's worst case [SM]" {
	local length colours first total worst json
	while read -r length colours first total worst; do
		json=$("$CODE" analyze --colours=1-"$colours" --length="$length" \
		    --strategy=optimal --consistent --first="$first" --format=json)
		[ "$(field total "$json")" = "$total" ] ||
		    { echo "$length x $colours, $first: want $total: $json"; false; }
		[ "$worst" = - ] || [ "$(field worst "$json")" = "$worst" ]
	done <<-EOF
	3 5 123 455 5
	3 5 122 456 -
	3 5 111 514 -
	4 6 1233 5660 6
	4 6 1234 5743 -
	4 6 1122 5752 -
	4 6 1222 5848 -
	4 6 1111 6359 -
	EOF
	# and the best first code is of 123's and 1233's kind: three
	# colours, one of them twice in 4 x 6
	first=$("$CODE" analyze --colours=1-5 --length=3 --strategy=optimal \
	    --consistent | sed -n 's/^first guess: //p')
	[ "$(grep -o . <<<"$first" | sort -u | wc -l)" -eq 3 ]
	first=$("$CODE" analyze --colours=1-6 --length=4 --strategy=optimal \
	    --consistent | sed -n 's/^first guess: //p')
	[ "${#first}" -eq 4 ]
	[ "$(grep -o . <<<"$first" | sort -u | wc -l)" -eq 3 ]
}
