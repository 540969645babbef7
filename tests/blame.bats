#!/usr/bin/env bats
# code solve with hints that contradict each other: which hints to doubt.
# The expected figures come from tests/score-ref.awk, a scorer that
# shares nothing with code(1): every classic secret scored against every
# guess of the history, each secret's agreeing hints a set, and from those
# sets how many secrets agree with every hint but one, and which sets of
# hints no secret agrees with.

bats_require_minimum_version 1.5.0
load helper

setup() {
	T=$BATS_TEST_TMPDIR
	REF=$ROOT/tests/score-ref.awk
}

# reference HINT...: for the classic hints GUESS:S,W, one line a hint,
# "I N" (the secrets that agree with every hint but hint I), then the
# sets of hints no secret agrees with, "set 1 2 ..." by increasing size,
# each set's hints increasing.
reference() {
	printf '%s\n' "$@" >"$T/hints"
	awk 'BEGIN { for (i = 0; i < 1296; i++) {
		s = ""; n = i
		for (p = 0; p < 4; p++) { s = s (n % 6 + 1); n = int(n / 6) }
		print s
	    } }' >"$T/secrets"
	# SECRET GUESS pairs, hint by hint, scored by the reference
	awk -F: 'NR == FNR { guess[++n] = $1; next }
	    { for (i = 1; i <= n; i++) print $0, guess[i] }' \
	    "$T/hints" "$T/secrets" >"$T/pairs"
	awk -f "$REF" "$T/pairs" | paste -d' ' "$T/pairs" - >"$T/scored"
	awk -v H="$#" '
	    NR == FNR { split($0, f, /[:,]/); want[FNR] = f[2] " " f[3]; next }
	    { k = (FNR - 1) % H + 1
	      if ($3 " " $4 == want[k]) agrees[$1] = agrees[$1] " " k " " }
	    END {
		for (i = 1; i <= H; i++) {
			n = 0
			for (s in agrees) {
				c = 0
				for (k = 1; k <= H; k++)
					if (k != i && index(agrees[s], " " k " "))
						c++
				if (c == H - 1) n++
			}
			print i, n
		}
		for (size = 1; size <= H; size++)
			for (m = 1; m < 2 ^ H; m++) {
				set = ""; c = 0
				for (k = 1; k <= H; k++)
					if (int(m / 2 ^ (k - 1)) % 2) { set = set " " k; c++ }
				if (c != size) continue
				ok = 0
				for (s in agrees) {
					all = 1
					for (k = 1; k <= H; k++)
						if (int(m / 2 ^ (k - 1)) % 2 &&
						    !index(agrees[s], " " k " "))
							all = 0
					if (all) { ok = 1; break }
				}
				if (!ok) print "set" set
			}
	    }' "$T/hints" "$T/scored"
}

# The game of secret 3632 that Knuth's strategy plays, its hints by the
# reference, with hint 2 mistyped: 1344 got (0,1), typed (1,0).
HISTORY=(1122:1,0 1344:1,0 3526:1,2 1462:1,1 1234:1,1)

@test "the history is the reference's: true hints but the second" {
	local h
	for h in 1122:1,0 1344:0,1 3526:1,2 1462:1,1 1234:1,1; do
		[ "$(echo "3632 ${h%%:*}" | awk -f "$REF")" = "$(echo "${h#*:}" | tr , ' ')" ]
	done
}

@test "one wrong hint among five: it is in the set named, and the secret agrees with all the others" {
	reference "${HISTORY[@]}" >"$T/expected"
	run --separate-stderr "$CODE" solve --format=json "${HISTORY[@]}"
	[ "$status" -eq 4 ]
	echo "$output" >"$T/out.json"
	json_lines "$T/out.json"
	# every hint's count is the reference's
	jq -r '.hints[] | "\(.hint) \(.agree_without)"' <<<"$output" |
	    diff -u <(grep -v '^set' "$T/expected") -
	# the set named contradicts, and is of the smallest size that does
	set=$(jq -r '"set " + (.contradicting | map(tostring) | join(" "))' <<<"$output")
	grep -qx "$set" "$T/expected"
	[ "$(wc -w <<<"$set")" -eq "$(grep -m1 '^set' "$T/expected" | wc -w)" ]
	[ "$(jq .smallest <<<"$output")" = true ]
	# none of its hints can be dropped: no smaller set within it contradicts
	local k
	for k in $(jq -r '.contradicting[]' <<<"$output"); do
		! grep -qx "$(sed "s/ $k\( \|$\)/\1/" <<<"$set" | sed 's/  */ /g')" "$T/expected" || false
	done
	# the wrong hint is there, and 3632 agrees with every other hint
	jq -e '.contradicting | index(2) != null' <<<"$output"
	jq -e '.hints[1].agree_without >= 1' <<<"$output"
	"$CODE" solve --list 1122:1,0 3526:1,2 1462:1,1 1234:1,1 | grep -qx 3632
	[ "$(jq -r '.hints[1] | "\(.guess):\(.strong),\(.weak)"' <<<"$output")" = 1344:1,0 ]
}

@test "the same in words: the hint that left none, the set, each hint's count" {
	reference "${HISTORY[@]}" >"$T/expected"
	run --separate-stderr "$CODE" solve "${HISTORY[@]}"
	[ "$status" -eq 4 ]
	[ -z "$output" ]
	[ "${stderr_lines[0]}" = "code: '1462:1,1': no secret agrees with every hint: (1,1) for 1462 leaves none" ]
	set=$(grep -m1 '^set' "$T/expected")
	[ "${stderr_lines[1]}" = "code: hints that contradict each other, none of them can be dropped and no fewer do: $(
	    for k in ${set#set }; do printf 'hint %d (%s), ' "$k" "${HISTORY[k - 1]}"; done |
	    sed 's/, $//')" ]
	[ "${stderr_lines[2]}" = "code: secrets that agree with every hint but one:" ]
	grep -v '^set' "$T/expected" | while read -r i n; do
		echo "code:     but hint $i (${HISTORY[i - 1]}): $n"
	done | diff -u - <(printf '%s\n' "${stderr_lines[@]:3}")
}

@test "every hint is read, from operands and files alike; a bad one still stops with 1" {
	printf '%s\n' "${HISTORY[@]:2}" | tr ':,' '  ' >"$T/rest"
	run --separate-stderr "$CODE" solve --format=json "${HISTORY[@]:0:2}" -f "$T/rest"
	[ "$status" -eq 4 ]
	[ "$(jq '.hints | length' <<<"$output")" -eq 5 ]
	[[ ${stderr_lines[0]} == "code: $T/rest:2:1: no secret agrees with every hint: (1,1) for 1462 leaves none" ]]
	run --separate-stderr "$CODE" solve "${HISTORY[@]}" 1234:9,9
	[ "$status" -eq 1 ]
	[ -z "$output" ]
	[ "${#stderr_lines[@]}" -eq 2 ]
}

@test "a hint no secret can get alone: named on its own, the others blameless" {
	run --separate-stderr "$CODE" solve -v classic 1122:0,0 1234:3,1 3456:0,1
	[ "$status" -eq 4 ]
	[ "${stderr_lines[1]}" = "code: hint 2 (1234:3,1) agrees with no secret on its own" ]
	run --separate-stderr "$CODE" solve --format=json 1122:0,0 1234:3,1
	[ "$(jq -c .contradicting <<<"$output")" = "[2]" ]
}

@test "solve --format=json without a contradiction: the next guess, --count, --list" {
	run "$CODE" solve --format=json 1122:0,0
	[ "$output" = '{"secrets":256,"guess":"3345"}' ]
	run "$CODE" solve --format=json --count 1122:0,0
	[ "$output" = '{"secrets":256}' ]
	run "$CODE" solve --format=json --list 1122:2,2 1212:2,2
	jq -e '.secrets == (.list | length)' <<<"$output"
	run --separate-stderr "$CODE" solve --format=json --interactive
	[ "$status" -eq 2 ]
	run --separate-stderr "$CODE" solve --format=xml
	[ "$status" -eq 2 ]
}

@test "--interactive: a hint that leaves none is said at once, taken back and asked again" {
	# 3632 honestly, but 1344 first answered 0 4, which leaves no secret
	local line lied=0 pid to from
	mkfifo "$T/to" "$T/from"
	"$CODE" solve --interactive <"$T/to" >"$T/from" 2>"$T/err" &
	pid=$!
	exec {to}>"$T/to" {from}<"$T/from"
	while IFS= read -r line <&"$from"; do
		echo "$line" >>"$T/transcript"
		case $line in solved*) continue ;; esac
		if [ "$line" = 1344 ] && [ "$lied" -eq 0 ]; then
			lied=1
			echo "0 4" >&"$to"
		else
			echo "3632 $line" | awk -f "$REF" >&"$to"
		fi
	done
	exec {to}>&- {from}<&-
	wait "$pid"
	[ "$(sed -n '1,3p' "$T/transcript" | tr '\n' ' ')" = "1122 1344 1344 " ]
	[ "$(tail -1 "$T/transcript")" = "solved in $(($(wc -l <"$T/transcript") - 2)) guesses" ]
	grep -qx "code: no secret agrees with every hint: (0,4) for 1344 leaves none" "$T/err"
	grep -qx "code: the hint of 1344 again (the same hint again stops):" "$T/err"
	grep -qx "code:     but hint 1 (1122:1,0): [1-9][0-9]*" "$T/err"
	grep -qx "code:     but hint 2 (1344:0,4): [1-9][0-9]*" "$T/err"
}
