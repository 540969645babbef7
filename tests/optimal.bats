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

# reference LENGTH COLOURS DISTINCT: optimal-ref.awk's lines for the codes
# of LENGTH positions of colours 1-COLOURS (DISTINCT: none, both or secret
# say which side may not repeat a colour).
reference() {
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
	awk -f "$ROOT/tests/score-ref.awk" "$T/pairs" | paste -d ' ' "$T/pairs" - |
	    awk -f "$ROOT/tests/optimal-ref.awk"
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
	done <<-EOF
	2 2 none
	2 3 none
	2 4 none
	2 5 none
	3 2 none
	3 3 none
	3 3 secret
	3 4 both
	3 4 secret
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

@test "optimal: the result does not depend on the threads" {
	local one two
	one=$("$CODE" analyze --strategy=optimal --threads=1 --length=3 \
	    --colours=1-5 --format=json)
	two=$("$CODE" analyze --strategy=optimal --threads=2 --length=3 \
	    --colours=1-5 --format=json)
	[ "$one" = "$two" ]
	one=$("$CODE" solve --strategy=optimal --threads=1 1123:1,1 3456:0,1)
	two=$("$CODE" solve --strategy=optimal --threads=2 1123:1,1 3456:0,1)
	[ "$one" = "$two" ]
}

@test "optimal: solve with no history gives the first guess analyze plays" {
	run "$CODE" solve --strategy=optimal
	[ "$status" -eq 0 ]
	[ "$output" = 1123 ]
	run "$CODE" solve --strategy=optimal --length=3 --colours=1-3
	[ "$output" = 112 ]
}

@test "optimal: bad goals and threads are usage errors" {
	run "$CODE" analyze --strategy=optimal --goal=best
	[ "$status" -eq 2 ]
	[[ $output == *"--goal: expected average or worst"* ]]
	run "$CODE" analyze --strategy=optimal --threads=0
	[ "$status" -eq 2 ]
	run "$CODE" analyze --strategy=optimal --threads=x
	[ "$status" -eq 2 ]
}
