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

# reference LENGTH COLOURS DISTINCT: optimal-ref.awk's lines for them.
reference() {
	hints "$@"
	awk -f "$ROOT/tests/optimal-ref.awk" "$T/hints"
}

# field NAME JSON: the number NAME has in the JSON object.
field() {
	[[ $2 =~ \"$1\":([0-9]+) ]] && echo "${BASH_REMATCH[1]}"
}

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

@test "optimal: classic, 5625 guesses over 1296 secrets (Koyama and Lai)" {
	run "$CODE" analyze --strategy=optimal --format=json
	[ "$status" -eq 0 ]
	[ "$(field secrets "$output") $(field total "$output")" = "1296 5625" ]
	[[ $output == *'"first":"1123"'* ]]
	run "$CODE" analyze --strategy=optimal
	[ "$status" -eq 0 ]
	[[ $output == *"proven: no strategy has a total below 5625"* ]]
}

# The tree of the strategy, written and scored again by --replay.
@test "optimal: the trees of both goals replay to their totals" {
	"$CODE" analyze --strategy=optimal --length=3 --colours=1-4 --tree \
	    >"$T/tree"
	run "$CODE" analyze --length=3 --colours=1-4 --replay="$T/tree"
	[ "$status" -eq 0 ]
	[[ $output == *"total guesses: 206"* ]]
	"$CODE" analyze --strategy=optimal --goal=worst --tree=golf \
	    --length=2 --colours=1-5 >"$T/golf"
	run "$CODE" analyze --length=2 --colours=1-5 --replay="$T/golf"
	[ "$status" -eq 0 ]
	[[ $output == *"total guesses: 81"* ]]
	[[ $output == *"worst case: 4"* ]]
}

@test "optimal: classic within 5 guesses needs 5626 (Koyama and Lai)" {
	run "$CODE" analyze --strategy=optimal --goal=worst --format=json
	[ "$status" -eq 0 ]
	[ "$(field total "$output") $(field worst "$output")" = "5626 5" ]
	[ "$(field fewest_guesses "$output")" = 5 ]
	run "$CODE" analyze --strategy=optimal --goal=worst
	[[ $output == *"proven: no strategy wins every game within 4 guesses; within 5 none has a total below 5626"* ]]
}

# The lab's question: "Can you guarantee a win with less than 12 queries?
# If so, what is the minimum number of queries you need?"
@test "optimal: Match & Hit is always won within 6 queries, never within 5" {
	run --separate-stderr "$CODE" analyze -v match-hit --strategy=optimal \
	    --goal=depth
	[ "$status" -eq 0 ]
	[ -z "$stderr" ]
	[[ $output == *"worst case: 6"* ]]
	[[ $output == *"secrets: 3024"* ]]
	[[ $output == *"proven: no strategy wins every game within 5 guesses; this one wins every game within 6"* ]]
}

@test "optimal: SIGINT ends a search with a message and status 130" {
	local pid status=0 i=0
	"$CODE" analyze -v bulls-cows --strategy=optimal --threads=1 \
	    >"$T/out" 2>"$T/err" &
	pid=$!
	# a shell starts background jobs with SIGINT ignored until code(1)
	# catches it: send it until the search ends
	while kill -0 "$pid" 2>/dev/null && [ "$i" -lt 60 ]; do
		sleep 0.5
		kill -INT "$pid" 2>/dev/null || true
		i=$((i + 1))
	done
	kill -KILL "$pid" 2>/dev/null || true
	wait "$pid" || status=$?
	[ "$status" -eq 130 ]
	[ "$(cat "$T/err")" = "code: optimal search: interrupted" ]
	[ ! -s "$T/out" ]
}

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
		one=$("$CODE" analyze --strategy=$s --threads=1 --tree)
		two=$("$CODE" analyze --strategy=$s --threads=3 --tree)
		[ "$one" = "$two" ]
	done
	one=$("$CODE" solve --strategy=optimal --threads=1 1123:1,1 3456:0,1)
	two=$("$CODE" solve --strategy=optimal --threads=2 1123:1,1 3456:0,1)
	[ "$one" = "$two" ]
	# classic's first guess, 1123, leaves parts of 276, 230 and 222
	# secrets: each searched in threads of its own
	for goal in average worst; do
		one=$("$CODE" analyze --strategy=optimal --goal=$goal \
		    --threads=1 --tree)
		for t in 2 3; do
			two=$("$CODE" analyze --strategy=optimal --goal=$goal \
			    --threads=$t --tree)
			[ "$one" = "$two" ]
		done
	done
}

# From a position: the guess code solve prints starts a strategy whose
# total, by optimal-ref.awk over the secrets that agree, is the least.
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
