#!/usr/bin/env bats
# code analyze and code solve --strategy=optimal: both goals on tiny
# variants against tests/optimal-ref.awk, a slow exhaustive search that
# shares nothing with code(1) (its hints come from tests/score-ref.awk);
# the classic figures of Koyama and Lai (1993) as golden facts.

bats_require_minimum_version 1.5.0
load helper

setup() {
	T=$BATS_TEST_TMPDIR
}

# hints LENGTH COLOURS DISTINCT: writes to $T/hints every "SECRET GUESS
# STRONG WEAK" of the codes of LENGTH positions of colours 1-COLOURS
# (DISTINCT: none, both or secret say which side may not repeat a colour),
# the hints by score-ref.awk.
hints() {
	awk -v n="$1" -v c="$2" -v d="$3" '
	function repeats(code,    i) {
		for (i = 1; i < length(code); i++)
			if (index(substr(code, i + 1), substr(code, i, 1)))
				return 1
		return 0
	}
	BEGIN {
		for (i = 0; i < c ^ n; i++) {
			code[i] = ""
			for (k = i; length(code[i]) < n; k = int(k / c))
				code[i] = (k % c + 1) code[i]
		}
		for (i = 0; i < c ^ n; i++)
			for (j = 0; j < c ^ n; j++)
				if (!(d != "none" && repeats(code[i])) &&
				    !(d == "both" && repeats(code[j])))
					print code[i], code[j]
	}' >"$T/pairs"
	awk -f "$ROOT/tests/score-ref.awk" "$T/pairs" |
	    paste -d ' ' "$T/pairs" - >"$T/hints"
}

# reference LENGTH COLOURS DISTINCT [AWK-OPTION ...]: optimal-ref.awk's
# lines for them (-v first=GUESS, -v consistent=1).
reference() {
	hints "$1" "$2" "$3"
	shift 3
	awk "$@" -f "$ROOT/tests/optimal-ref.awk" "$T/hints"
}

# bats test_tags=heavy
@test "optimal: both goals on tiny variants agree with the exhaustive search" {
	local length colours distinct want json
	while read -r length colours distinct; do
		want=$(reference "$length" "$colours" "$distinct")
		json=$("$CODE" analyze --strategy=optimal --length="$length" \
		    --colours=1-"$colours" --distinct="$distinct" --format=json)
		[ "$(field total "$json")" = "$(echo "$want" |
		    awk '$1 == "average" { print $2 }')" ] ||
		    { echo "$length $colours $distinct: $want / $json"; false; }
		[ "$(field least_total "$json")" = "$(field total "$json")" ]
		json=$("$CODE" analyze --strategy=optimal --goal=worst \
		    --length="$length" --colours=1-"$colours" \
		    --distinct="$distinct" --format=json)
		[ "$(field worst "$json") $(field total "$json")" = \
		    "$(echo "$want" | awk '$1 == "worst" { print $2, $3 }')" ] ||
		    { echo "$length $colours $distinct: $want / $json"; false; }
		[ "$(field fewest_guesses "$json")" = "$(field worst "$json")" ]
		json=$("$CODE" analyze --strategy=optimal --goal=depth \
		    --length="$length" --colours=1-"$colours" \
		    --distinct="$distinct" --format=json)
		[ "$(field worst "$json")" = "$(echo "$want" |
		    awk '$1 == "worst" { print $2 }')" ] ||
		    { echo "$length $colours $distinct: $want / $json"; false; }
		[ "$(field fewest_guesses "$json")" = "$(field worst "$json")" ]
	done <<-EOF
	2 2 none
	2 3 none
	2 4 none
	2 5 none
	3 2 none
	3 3 none
	3 3 secret
	3 3 both
	4 2 none
	EOF
}

# bats test_tags=heavy
@test "optimal: classic, 5625 guesses over 1296 secrets (Koyama and Lai)" {
	run "$CODE" analyze --strategy=optimal --format=json
	[ "$status" -eq 0 ]
	[ "$(field secrets "$output") $(field total "$output")" = "1296 5625" ]
	[[ $output == *'"first":"1123"'* ]]
	run "$CODE" analyze --strategy=optimal
	[ "$status" -eq 0 ]
	[[ $output == *"proven: no strategy has a total below 5625"* ]]
}

# The tree of the strategy, written by code tree, scored by code replay.
@test "optimal: the trees of both goals replay to their totals" {
	"$CODE" tree --strategy=optimal --length=3 --colours=1-4 \
	    >"$T/tree"
	run "$CODE" replay --length=3 --colours=1-4 "$T/tree"
	[ "$status" -eq 0 ]
	[[ $output == *"total guesses: 206"* ]]
	"$CODE" tree --strategy=optimal --goal=worst --format=golf \
	    --length=2 --colours=1-5 >"$T/golf"
	run "$CODE" replay --length=2 --colours=1-5 "$T/golf"
	[ "$status" -eq 0 ]
	[[ $output == *"total guesses: 81"* ]]
	[[ $output == *"worst case: 4"* ]]
}

# bats test_tags=heavy
@test "optimal: classic within 5 guesses needs 5626 (Koyama and Lai)" {
	run "$CODE" analyze --strategy=optimal --goal=worst --format=json
	[ "$status" -eq 0 ]
	[ "$(field total "$output") $(field worst "$output")" = "5626 5" ]
	[ "$(field fewest_guesses "$output")" = 5 ]
	run "$CODE" analyze --strategy=optimal --goal=worst
	[[ $output == *"proven: no strategy wins every game within 4 guesses; within 5 none has a total below 5626"* ]]
}

# The least total within D is at least the least total, so where goal
# average's strategy wins within D it has the least total within D, and
# the tie rule (the first guess of the least total, in the order of the
# bounds, which a depth only turns to INF) makes it goal worst's strategy.
# bats test_tags=heavy
@test "optimal: goal worst plays goal average's strategy where it wins within D" {
	"$CODE" tree -v match-hit --colours=1-7 --strategy=optimal \
	    >"$T/average"
	"$CODE" tree -v match-hit --colours=1-7 --strategy=optimal \
	    --goal=worst >"$T/worst"
	run "$CODE" replay -v match-hit --colours=1-7 "$T/worst"
	[[ $output == *"worst case: 6"* ]]
	cmp "$T/average" "$T/worst"
	# 816 both ways on 5 of 1-3, but average's strategy needs 5 and D = 4
	"$CODE" tree --length=5 --colours=1-3 --strategy=optimal \
	    >"$T/average"
	"$CODE" tree --length=5 --colours=1-3 --strategy=optimal \
	    --goal=worst >"$T/worst"
	run "$CODE" replay --length=5 --colours=1-3 "$T/worst"
	[[ $output == *"total guesses: 816"* ]]
	[[ $output == *"worst case: 4"* ]]
	! cmp -s "$T/average" "$T/worst"
}

# The lab's question: "Can you guarantee a win with less than 12 queries?
# If so, what is the minimum number of queries you need?"
# bats test_tags=heavy
@test "optimal: Match & Hit is always won within 6 queries, never within 5" {
	run --separate-stderr "$CODE" analyze -v match-hit --strategy=optimal \
	    --goal=depth
	[ "$status" -eq 0 ]
	[ -z "$stderr" ]
	[[ $output == *"worst case: 6"* ]]
	[[ $output == *"secrets: 3024"* ]]
	[[ $output == *"proven: no strategy wins every game within 5 guesses; this one wins every game within 6"* ]]
}

# bats test_tags=heavy
@test "every strategy and goal: the result does not depend on the threads" {
	local one two goal s
	one=$("$CODE" analyze --strategy=optimal --threads=1 --length=3 \
	    --colours=1-5 --format=json)
	two=$("$CODE" analyze --strategy=optimal --threads=2 --length=3 \
	    --colours=1-5 --format=json)
	[ "$one" = "$two" ]
	for goal in worst depth; do
		one=$("$CODE" analyze --strategy=optimal --goal=$goal \
		    --threads=1 --length=3 --colours=1-5 --format=json)
		two=$("$CODE" analyze --strategy=optimal --goal=$goal \
		    --threads=2 --length=3 --colours=1-5 --format=json)
		[ "$one" = "$two" ]
	done
	for s in first knuth most-parts expected-size entropy; do
		one=$("$CODE" analyze --strategy=$s --threads=1 --format=json)
		two=$("$CODE" analyze --strategy=$s --threads=2 --format=json)
		[ "$one" = "$two" ]
		# the root's subtrees explored in threads, put back in order
		one=$("$CODE" tree --strategy=$s --threads=1)
		two=$("$CODE" tree --strategy=$s --threads=3)
		[ "$one" = "$two" ]
	done
	one=$("$CODE" solve --strategy=optimal --threads=1 1123:1,1 3456:0,1)
	two=$("$CODE" solve --strategy=optimal --threads=2 1123:1,1 3456:0,1)
	[ "$one" = "$two" ]
	# classic's first guess, 1123, leaves parts of 276, 230 and 222
	# secrets: each searched in threads of its own
	for goal in average worst; do
		one=$("$CODE" tree --strategy=optimal --goal=$goal \
		    --threads=1)
		for t in 2 3; do
			two=$("$CODE" tree --strategy=optimal --goal=$goal \
			    --threads=$t)
			[ "$one" = "$two" ]
		done
	done
}

# From a position: the guess code solve prints starts a strategy whose
# total, by optimal-ref.awk over the secrets that agree, is the least.
# bats test_tags=heavy
@test "optimal: solve after a history starts an optimal strategy for what is left" {
	local history entry want guess
	hints 3 4 none
	for history in "111:0,0" "123:1,1" "112:0,1 334:1,0" "234:0,2"; do
		cp "$T/hints" "$T/left"
		for entry in $history; do
			awk -v g="${entry%:*}" -v h="${entry#*:}" '
			    NR == FNR { if ($2 == g && $3 "," $4 == h) keep[$1]
					next }
			    $1 in keep' "$T/hints" "$T/left" >"$T/next"
			mv "$T/next" "$T/left"
		done
		guess=$("$CODE" solve --strategy=optimal --length=3 \
		    --colours=1-4 $history)
		want=$(awk -v first="$guess" -f "$ROOT/tests/optimal-ref.awk" \
		    "$T/left" | awk '{ t[$1] = $2 } END { print t["first"],
		    t["average"] }')
		[ "${want% *}" = "${want#* }" ] ||
		    { echo "$history: $guess gives ${want% *}, not ${want#* }"; false; }
	done
}

@test "optimal: solve with no history gives the first guess analyze plays" {
	run "$CODE" solve --strategy=optimal --length=3 --colours=1-3
	[ "$output" = 112 ]
}

@test "optimal: bad goals and threads are usage errors" {
	run "$CODE" analyze --strategy=optimal --goal=best
	[ "$status" -eq 2 ]
	[[ $output == *"--goal: expected average, worst or depth"* ]]
	run "$CODE" analyze --strategy=optimal --threads=0
	[ "$status" -eq 2 ]
	run "$CODE" analyze --strategy=optimal --threads=x
	[ "$status" -eq 2 ]
}

# The logical strategies: every guess may still be the secret.  The
# last three variants have a logical optimum above the free one (134 and
# 132, 197 and 196, 247 and 246), the others the same.
# bats test_tags=heavy
@test "optimal --consistent: both goals on tiny variants agree with the exhaustive search" {
	local length colours distinct want json
	while read -r length colours distinct; do
		want=$(reference "$length" "$colours" "$distinct" \
		    -v consistent=1)
		json=$("$CODE" analyze --strategy=optimal --consistent \
		    --length="$length" --colours=1-"$colours" \
		    --distinct="$distinct" --format=json)
		[ "$(field total "$json")" = "$(echo "$want" |
		    awk '$1 == "average" { print $2 }')" ] ||
		    { echo "$length $colours $distinct: $want / $json"; false; }
		json=$("$CODE" analyze --strategy=optimal --goal=worst \
		    --consistent --length="$length" --colours=1-"$colours" \
		    --distinct="$distinct" --format=json)
		[ "$(field worst "$json") $(field total "$json")" = \
		    "$(echo "$want" | awk '$1 == "worst" { print $2, $3 }')" ] ||
		    { echo "$length $colours $distinct: $want / $json"; false; }
		json=$("$CODE" analyze --strategy=optimal --goal=depth \
		    --consistent --length="$length" --colours=1-"$colours" \
		    --distinct="$distinct" --format=json)
		[ "$(field fewest_guesses "$json")" = "$(echo "$want" |
		    awk '$1 == "worst" { print $2 }')" ]
	done <<-EOF
	2 4 none
	2 6 none
	3 3 none
	3 5 both
	4 3 none
	EOF
}

# A public site of optimal Mastermind strategies publishes the logical
# optimum of the board game: 5660, its first guess like 1233 (one colour
# twice, two others), worst case 6; 1123 is the smallest of that class.
@test "optimal --consistent: the classic game's logical optimum is 5660, opening 1123" {
	run "$CODE" analyze --strategy=optimal --consistent --format=json
	[ "$status" -eq 0 ]
	[ "$(field total "$output") $(field worst "$output")" = "5660 6" ]
	[[ $output == *'"first":"1123"'*'"consistent":true'* ||
	    $output == *'"consistent":true'*'"first":"1123"'* ]]
	run "$CODE" analyze --strategy=optimal --consistent
	[[ $output == *"guesses: consistent"* ]]
	[[ $output == *"proven: no consistent strategy has a total below 5660"* ]]
}

# bats test_tags=heavy
@test "--consistent: every strategy and goal plays only guesses that agree with every hint" {
	local strategy goal
	"$CODE" tree --strategy=knuth >"$T/tree"
	[ -n "$(inconsistent "$T/tree")" ]	# else this test proves nothing
	for strategy in first knuth most-parts expected-size entropy \
	    optimal optimal:worst optimal:depth; do
		goal=average
		[[ $strategy == *:* ]] && goal=${strategy#*:}
		"$CODE" tree --consistent --strategy="${strategy%:*}" \
		    --goal="$goal" >"$T/tree"
		[ -z "$(inconsistent "$T/tree")" ] ||
		    { echo "$strategy"; inconsistent "$T/tree"; false; }
		run "$CODE" replay "$T/tree"
		[ "$status" -eq 0 ]
	done
	"$CODE" tree -v bulls-cows --consistent --strategy=entropy \
	    >"$T/tree"
	[ -z "$(inconsistent "$T/tree")" ]
}

@test "solve --consistent: the next guess agrees with the hints so far" {
	local strategy guess
	for strategy in knuth most-parts expected-size entropy optimal; do
		guess=$("$CODE" solve --consistent --strategy="$strategy" \
		    1122:1,0 3456:0,1)
		printf '%s 1122\n%s 3456\n' "$guess" "$guess" >"$T/pairs"
		[ "$(awk -f "$ROOT/tests/score-ref.awk" "$T/pairs" | tr '\n' ' ')" \
		    = "1 0 0 1 " ] || { echo "$strategy: $guess"; false; }
	done
	# without it knuth plays a guess that cannot be the secret here
	guess=$("$CODE" solve --strategy=knuth 1122:1,0 3456:0,1)
	printf '%s 1122\n%s 3456\n' "$guess" "$guess" >"$T/pairs"
	[ "$(awk -f "$ROOT/tests/score-ref.awk" "$T/pairs" | tr '\n' ' ')" \
	    != "1 0 0 1 " ]
}

# bats test_tags=heavy
@test "optimal --first: the least total of the strategies that open with it" {
	local length colours first want json
	while read -r length colours first; do
		want=$(reference "$length" "$colours" none -v first="$first" |
		    awk '$1 == "first" { print $2 }')
		json=$("$CODE" analyze --strategy=optimal --first="$first" \
		    --length="$length" --colours=1-"$colours" --format=json)
		[ "$(field total "$json") $(field least_total "$json")" = \
		    "$want $want" ] || { echo "$first: $want / $json"; false; }
		[[ $json == *"\"first\":\"$first\""*"\"opening\":\"$first\""* ]]
	done <<-EOF
	2 4 11
	2 4 12
	3 3 111
	3 3 112
	3 3 123
	4 2 1111
	4 2 1122
	EOF
	# consistent too
	want=$(reference 3 3 none -v first=111 -v consistent=1 |
	    awk '$1 == "first" { print $2 }')
	json=$("$CODE" analyze --strategy=optimal --consistent --first=111 \
	    --length=3 --colours=1-3 --format=json)
	[ "$(field total "$json")" = "$want" ]
}

# bats test_tags=heavy
@test "optimal --first: the tree of the goal replays to the proven figures" {
	"$CODE" tree --strategy=optimal --first=1234 >"$T/tree"
	run "$CODE" replay "$T/tree"
	[[ $output == *"first guess: 1234"* ]]
	[[ $output == *"total guesses: $("$CODE" analyze --strategy=optimal \
	    --first=1234 --format=json | jq .least_total)"* ]]
	run "$CODE" analyze --strategy=optimal --first=1234 --goal=worst
	[ "$status" -eq 0 ]
	[[ $output == *"proven: no strategy that opens with 1234 wins every game within 4 guesses; within 5 none has a total below "* ]]
	# the free search's first guess opens a strategy of the same total
	run "$CODE" analyze --strategy=optimal --first=1123 --format=json
	[ "$(field total "$output")" = 5625 ]
}

@test "--consistent and --first: usage errors" {
	run "$CODE" replay --consistent /dev/null
	[ "$status" -eq 2 ]
	run "$CODE" analyze --consistent --distinct=guess
	[ "$status" -eq 2 ]
	[[ $output == *"--consistent needs every secret to be a guess"* ]]
	run "$CODE" analyze --strategy=optimal --first=12345
	[ "$status" -eq 2 ]
}

# bats test_tags=heavy
@test "--tries: 1 to 64 or none; a limit no strategy meets is exit 5, one that binds gives both totals" {
	local v
	for v in 0 65 x -1 ''; do
		run --separate-stderr "$CODE" analyze -v match-hit --length=2 \
		    --strategy=optimal --tries="$v"
		[ "$status" -eq 2 ]
		[ "$stderr" = "code: --tries: not a number in 1..64: '$v'" ]
	done
	# Match & Hit of 2 digits: 332, and no strategy wins within 5
	# (tests/optima.bats walks its tree: worst case 6)
	run --separate-stderr "$CODE" analyze -v match-hit --length=2 \
	    --strategy=optimal --tries=5
	[ "$status" -eq 5 ]
	[ "$stderr" = "code: analyze: no strategy wins every game within 5 guesses, the try limit (--tries=N raises it, --tries=none lifts it)" ]
	[ -z "$output" ]
	run --separate-stderr "$CODE" analyze -v match-hit --length=2 \
	    --strategy=optimal --tries=1 --first=12
	[ "$status" -eq 5 ]
	[ "$stderr" = "code: analyze: no strategy that opens with 12 wins every game within 1 guess, the try limit (--tries=N raises it, --tries=none lifts it)" ]
	run --separate-stderr "$CODE" solve -v match-hit --length=2 \
	    --strategy=optimal --tries=5
	[ "$status" -eq 5 ]
	[[ $stderr == "code: solve: no strategy wins every game within 5 guesses"* ]]
	for v in 6 64 none; do
		run "$CODE" analyze -v match-hit --length=2 --strategy=optimal \
		    --tries="$v"
		[ "$status" -eq 0 ]
		[ "${lines[-1]}" = "proven: no strategy has a total below 332" ]
	done
	# Bulls and Cows of 3 digits: 3575 with a worst case of 7, 3576
	# within 6 (testdata/optima/README.md, Computed here, exact; the
	# worst-case goal's total, tests/optima.bats)
	run "$CODE" analyze -v bulls-cows --length=3 --strategy=optimal --tries=6
	[ "$status" -eq 0 ]
	[ "${lines[-2]}" = "proven: no strategy has a total below 3576 while winning every game within 6 guesses" ]
	[ "${lines[-1]}" = "proven: without the try limit, no strategy has a total below 3575" ]
	[[ $output == *"try limit: 6, always met"* ]]
}

@test "a try limit that raises no total: one proven line, no total without the limit, as the exhaustive search says (German words)" {
	local want
	[ -f /usr/share/dict/ngerman ] || skip "no /usr/share/dict/ngerman: make tools installs wngerman"
	LC_ALL=C.UTF-8 grep -x '[a-zäöüß]\{5\}' /usr/share/dict/ngerman | awk 'NR % 40 == 1' >"$T/secrets"
	# the reference reads bytes: the umlauts and ß as letters of their own
	sed 's/ä/A/g; s/ö/O/g; s/ü/U/g; s/ß/S/g' "$T/secrets" >"$T/ascii"
	pairs_of "$T/ascii" "$T/ascii"
	keyed marks
	awk -v openings=1 -v tries=3 -f "$ROOT/tests/optimal-ref.awk" "$T/hints" >"$T/ref"
	# the same least total within 3 guesses and without the limit
	want=$(awk '$1 == "opening" && $2 == "raste" { print $3 }' "$T/ref")
	grep -qx "opening_within raste $want" "$T/ref"
	run -0 "$CODE" analyze -v wordle --secrets="$T/secrets" --strategy=optimal \
	    --tries=3 --first=raste
	[ "${lines[-1]}" = "proven: no strategy that opens with raste has a total below $want" ]
	[ "${lines[-2]}" = "goal: average" ]
	want=$(awk '$1 == "average" { print $2 }' "$T/ref")
	grep -qx "within 3 $want" "$T/ref"
	run -0 "$CODE" analyze -v wordle --secrets="$T/secrets" --strategy=optimal \
	    --tries=3 --format=json
	jq -e --argjson t "$want" '.least_total == $t and
	    (has("least_total_without_tries") | not)' <<<"$output"
}

@test "optimal: marks of colours weigh every guess, as the same codes listed (places permuted do not keep the marks' parts)" {
	local c d e
	# 5 colours of 3 places: 123 fixed by a swap of its first two
	# places would map the secrets of 123 Y-Y onto those of -YY
	for c in 1 2 3 4 5; do
		for d in 1 2 3 4 5; do
			for e in 1 2 3 4 5; do echo "$c$d$e"; done
		done
	done >"$T/codes"
	run -0 "$CODE" analyze --hint=marks --secrets="$T/codes" \
	    --strategy=optimal --threads=1
	[ "${lines[-1]}" = "proven: no strategy has a total below 374" ]
	run -0 "$CODE" analyze --hint=marks --colours=1-5 --length=3 \
	    --strategy=optimal --threads=1
	[ "${lines[-1]}" = "proven: no strategy has a total below 374" ]
}
