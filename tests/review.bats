#!/usr/bin/env bats
# The best guesses with their values (solve --top) and a game reviewed
# (code review), checked against tests/optimal-ref.awk, the exhaustive
# search that shares nothing with code (its "opening GUESS TOTAL": the
# least total of the strategies that open with GUESS), and against counts of
# the parts made here in awk.  The words are Debian's (wamerican).

bats_require_minimum_version 1.5.0
load helper

setup() {
	T=$BATS_TEST_TMPDIR
}

# word_hints: $T/secrets against every word of $T/secrets and $T/allowed
# under Wordle's marks, keyed for optimal-ref.awk, into $T/hints; the
# plain marks into $T/marks (SECRET GUESS MARKS).
word_hints() {
	sort -u "$T/secrets" "$T/allowed" >"$T/all"
	pairs_of "$T/secrets" "$T/all"
	keyed marks
	awk -v rule=marks -f "$ROOT/tests/rules-ref.awk" "$T/pairs" |
	    paste -d ' ' "$T/pairs" - >"$T/marks"
}

# reference HINTS REF: the exhaustive search's output on HINTS into REF,
# with the total of every opening (one search for all, where a search an
# opening took most of these tests' time).
reference() {
	awk -v openings=1 -f "$ROOT/tests/optimal-ref.awk" "$1" >"$2"
}

# first_total GUESS REF: the exhaustive search's least total of the
# strategies that open with GUESS, as its output REF says.
first_total() {
	awk -v g="$1" '$1 == "opening" && $2 == g { print $3 }' "$2"
}

# bats test_tags=heavy
@test "solve --top=all, optimal: every guess of a word list with the exhaustive search's total, sorted, ties marked" {
	local rank guess total average worst possible n=0 last=0 want
	words5 "$T/secrets" 300 0
	words5 "$T/allowed" 250 7
	word_hints
	reference "$T/hints" "$T/ref"
	run -0 "$CODE" solve -v wordle --secrets="$T/secrets" \
	    --allowed="$T/allowed" --strategy=optimal --top=all
	[ "${lines[0]}" = "rank guess total average worst possible" ]
	[ "${#lines[@]}" -eq $(($(wc -l <"$T/all") + 1)) ]
	while read -r rank guess total average worst possible; do
		n=$((n + 1))
		[ "$total" = "$(first_total "$guess" "$T/ref")" ] ||
		    { echo "$guess: $total, the reference $(first_total "$guess" "$T/ref")"; false; }
		[ "$total" -ge "$last" ]
		[ "$average" = "$(awk -v t="$total" -v n=15 'BEGIN { printf "%.4f", t / n }')" ]
		# a rank is one past the rows before it, a tie marked on each side
		want=$(awk -v t="$total" 'NR > 1 && $3 < t { k++ } END { print k + 1 }' \
		    <<<"$output")
		[ "${rank%=}" = "$want" ]
		[ "$(awk -v t="$total" 'NR > 1 && $3 == t' <<<"$output" | wc -l)" -gt 1 ] &&
		    [ "${rank%=}=" = "$rank" ] || [ "${rank%=}" = "$rank" ]
		[ "$possible" = "$(grep -qx "$guess" "$T/secrets" && echo yes || echo no)" ]
		last=$total
	done < <(tail -n +2 <<<"$output")
	# the first row is solve's guess, and the optimum
	[ "$(awk 'NR == 2 { print $2 }' <<<"$output")" = \
	    "$("$CODE" solve -v wordle --secrets="$T/secrets" --allowed="$T/allowed" --strategy=optimal)" ]
	[ "$(awk 'NR == 2 { print $3 }' <<<"$output")" = \
	    "$(awk '$1 == "average" { print $2 }' "$T/ref")" ]
}

@test "solve --top=N, optimal, after a hint on a tiny board game: the N least totals of the exhaustive search, one guess of each symmetric kind" {
	local guess total want
	keys 3 4 counts
	# the secrets that give 112 the hint (1,0): the reference's set
	awk '$2 == "112" && $3 == 1 && $4 == 0 { print $1 }' "$T/hints" >"$T/left"
	awk 'NR == FNR { left[$1]; next } $1 in left' "$T/left" "$T/hints" >"$T/part"
	reference "$T/part" "$T/ref"
	run -0 "$CODE" solve --length=3 --colours=1-4 --strategy=optimal --top=4 112:1,0
	[ "${#lines[@]}" -eq 5 ]
	for line in "${lines[@]:1}"; do
		read -r _ guess total _ <<<"$line"
		[ "$total" = "$(first_total "$guess" "$T/ref")" ] ||
		    { echo "$line: the reference $(first_total "$guess" "$T/ref")"; false; }
	done
	# the four least of every guess's, each listed guess one of them
	[ "$(grep -c '^opening ' "$T/ref")" -eq "$(awk '{ print $2 }' "$T/part" | sort -u | wc -l)" ]
	want=$(awk '$1 == "opening" { print $3 }' "$T/ref" |
	    sort -n | uniq | head -4 | tr '\n' ' ')
	got=$(awk 'NR > 1 { print $3 }' <<<"$output" | sort -n | uniq | tr '\n' ' ')
	# the listed totals are the least ones (symmetric guesses share one)
	[[ "$want" == "$got"* ]] || { echo "want $want got $got"; false; }
	[ "$(awk 'NR == 2 { print $3 }' <<<"$output")" = \
	    "$(awk '$1 == "average" { print $2 }' "$T/ref")" ]
}

# bats test_tags=heavy
@test "solve --top, heuristics: each guess's measure is its parts' as counted in awk, best first" {
	local strategy guess score want
	words5 "$T/secrets" 200 0
	words5 "$T/allowed" 180 5
	word_hints
	for strategy in knuth most-parts expected-size entropy; do
		run -0 "$CODE" solve -v wordle --secrets="$T/secrets" \
		    --allowed="$T/allowed" --strategy="$strategy" --top=6
		[ "${lines[0]}" = "rank guess $(sed 's/knuth/largest-part/; s/most-parts/parts/' <<<"$strategy") possible" ]
		[ "$(awk 'NR == 2 { print $2 }' <<<"$output")" = \
		    "$("$CODE" solve -v wordle --secrets="$T/secrets" --allowed="$T/allowed" --strategy="$strategy")" ]
		for line in "${lines[@]:1}"; do
			read -r _ guess score _ <<<"$line"
			want=$(awk -v g="$guess" -v s="$strategy" '$2 == g { part[$3]++; n++ }
			    END {
				for (h in part) {
					k++
					sq += part[h] ^ 2
					e += part[h] * log(part[h]) / log(2)
					if (part[h] > big) big = part[h]
				}
				if (s == "knuth") print big
				else if (s == "most-parts") print k
				else if (s == "expected-size") printf "%.4f\n", sq / n
				else printf "%.4f\n", log(n) / log(2) - e / n
			    }' "$T/marks")
			[ "$score" = "$want" ] || { echo "$strategy $line: $want"; false; }
		done
	done
}

@test "solve --top: its JSON says the same rows" {
	run -0 "$CODE" solve --strategy=optimal --top=3 --format=json 1122:1,0
	jq -e '.secrets == 256 and .strategy == "optimal" and .proven and
	    ([.top[].total] == [898, 903, 904]) and .top[0].guess == "1334" and
	    .top[0].rank == 1 and (.top[0].tie | not) and .others_at_least >= 904' <<<"$output"
	run -0 "$CODE" solve --strategy=knuth --top=2 --format=json
	jq -e '.measure == "largest-part" and .top[0].score == 256 and
	    .top[0].guess == "1122"' <<<"$output"
}

@test "solve --top: its usage errors" {
	run -2 "$CODE" solve --top=0
	run -2 "$CODE" solve --top=x
	run -2 "$CODE" solve --top=3 --count
	run -2 "$CODE" solve --top=3 --interactive
	run -2 "$CODE" solve --top=3 --strategy=first
	[[ $output == *"first has none"* ]]
	run -2 "$CODE" solve --top=3 --strategy=optimal --goal=worst
	run -0 "$CODE" solve --top=all -v bulls-cows --length=2 --colours=0-2
	[ "${#lines[@]}" -ge 2 ]
}

# bats test_tags=heavy
@test "review: each guess's values are the exhaustive search's, and the game's sum holds" {
	local game guess hint secrets expected best bexp cost left avg luck k=0
	keys 3 4 counts
	cp "$T/hints" "$T/set"
	game="112:0,0 233:1,1 343:3,0"
	run -0 "$CODE" review --length=3 --colours=1-4 $game
	[ "${lines[0]}" = "guess hint secrets expected best best-expected cost left average-left luck" ]
	for line in "${lines[@]:1:3}"; do
		read -r guess hint secrets expected best bexp cost left avg luck <<<"$line"
		n=$(awk '{ print $1 }' "$T/set" | sort -u | wc -l)
		[ "$secrets" = "$n" ]
		reference "$T/set" "$T/ref"
		[ "$expected" = "$(awk -v t="$(first_total "$guess" "$T/ref")" -v n="$n" 'BEGIN { printf "%.4f", t / n }')" ]
		[ "$bexp" = "$(awk -v n="$n" '$1 == "average" { printf "%.4f", $2 / n }' "$T/ref")" ]
		[ "$cost" = "$(awk -v a="$expected" -v b="$bexp" 'BEGIN { printf "%.4f", a - b }')" ]
		# the secrets the hint leaves, and the average part
		awk -v g="$guess" -v h="${hint%,*} ${hint#*,}" '$2 == g && $3 " " $4 == h { print $1 }' \
		    "$T/set" >"$T/left"
		[ "$left" = "$(wc -l <"$T/left")" ]
		[ "$avg" = "$(awk -v g="$guess" '$2 == g { p[$3 " " $4]++; n++ }
		    END { for (h in p) s += p[h] ^ 2; printf "%.2f", s / n }' "$T/set")" ]
		awk 'NR == FNR { left[$1]; next } $1 in left' "$T/left" "$T/set" >"$T/next"
		mv "$T/next" "$T/set"
		k=$((k + 1))
	done
	[ "$k" -eq 3 ]
	# luck: P - 1 less the next B; the last solved, so less 0
	[ "$(awk 'NR == 4 { print $10 }' <<<"$output")" = \
	    "$(awk 'NR == 4 { printf "%.4f", $4 - 1 }' <<<"$output")" ]
	[ "$(awk 'NR == 2 { print $10 }' <<<"$output")" = \
	    "$(awk 'NR == 2 { a = $4 } NR == 3 { printf "%.4f", a - 1 - $6 }' <<<"$output")" ]
	# guesses = expected + cost - luck
	awk 'NR == 5 { split($0, w, " "); d = w[5] + w[11] * (w[10] "1") + w[14] * (w[13] "1") - w[2]
	    exit !(d < 0.001 && d > -0.001) }' <<<"$output" ||
	    { echo "${lines[4]}"; false; }
	[[ ${lines[4]} == "game: 3 guesses = "* ]]
}

# bats test_tags=heavy
@test "review: a game not solved ends with the best next guess; JSON says the same" {
	run -0 "$CODE" review 1122:0,1 1334:2,0
	[[ ${lines[3]} == "not solved: 12 secrets left, 2.3333 guesses expected with the best next guess, 2354" ]]
	# the game so far: its guesses = expected + cost - luck - expected still
	[[ ${lines[4]} == "game so far: 2 guesses = 4.3403 expected at the start + "* ]]
	awk 'NR == 5 { split($0, w, " "); d = w[6] + w[12] * (w[11] "1") + w[15] * (w[14] "1") + w[17] * (w[16] "1") - w[3]
	    exit !(d < 0.001 && d > -0.001) }' <<<"$output" ||
	    { echo "${lines[4]}"; false; }
	run -0 "$CODE" review 1122:0,1 1334:2,0 --format=json
	jq -e '(.solved | not) and .left == 12 and .best == "2354" and
	    (.guesses | length) == 2 and .guesses[0].best == "1123" and
	    .guesses[0].total == 5702 and .guesses[1].left == 12' <<<"$output"
	# contradicting hints, as solve says them
	run -4 "$CODE" review 1122:0,1 1334:2,0 1111:4,0
}

@test "review --openings: the ranking solve --top wrote, or a table GUESS AVERAGE TOTAL, stands for the first search" {
	local search
	words5 "$T/secrets" 300 0
	words5 "$T/allowed" 250 7
	set -- -v wordle --secrets="$T/secrets" --allowed="$T/allowed"
	"$CODE" solve "$@" --strategy=optimal --top=all >"$T/ranking"
	secret=$(sed -n 3p "$T/secrets")
	game=""
	for g in tares "$secret"; do
		game="$game $g:$("$CODE" score -v wordle "$secret" "$g")"
	done
	run -0 "$CODE" review "$@" $game
	search=$output
	run -0 "$CODE" review "$@" --openings="$T/ranking" $game
	# the same values, the best marked as the ranking's
	[ "$(sed 's/\([a-z]\)+ /\1 /' <<<"$output" | grep -v '^+ ')" = "$search" ]
	[[ ${lines[1]} == *" numbs+ "* ]]
	awk 'NR > 1 { print $2, $4, $3 }' "$T/ranking" >"$T/table"
	run -0 "$CODE" review "$@" --openings="$T/table" $game
	[ "$(sed 's/\([a-z]\)+ /\1 /' <<<"$output" | grep -v '^+ ')" = "$search" ]
	# a ranking of another game: its average is not its total over these
	sed '2s/ 31 / 30 /' "$T/ranking" >"$T/other"
	run -1 "$CODE" review "$@" --openings="$T/other" $game
	[[ $output == *"$T/other:2:"*": the average 2.0667 is not the total over 15 secrets"* ]]
	run -3 "$CODE" review "$@" --openings="$T/none" $game
}

# bats test_tags=heavy
@test "review and solve --top stopped by --time-limit: the rows found, marked, and exit 124" {
	words5 "$T/secrets" 2 0
	cp "$T/secrets" "$T/allowed"
	set -- -v wordle --secrets="$T/secrets" --allowed="$T/allowed"
	run_past_limit 1 "$CODE" solve "$@" --strategy=optimal --top=3 \
	    --time-limit=1
	[ "$status" -eq 124 ]
	[[ $output == *"the ranking was stopped by its time limit"* ]]
	run_past_limit 1 "$CODE" review "$@" --time-limit=1 \
	    "$(sed -n 5p "$T/secrets"):GGGGG"
	[ "$status" -eq 124 ]
	[[ $output == *"a search was stopped by its time limit"* ]]
	[[ ${lines[1]} == *[?*]* ]]
}

# bats test_tags=heavy
@test "review: a signal stops the search under way and begins no other; the game's rows are still written" {
	local pid status i
	# Bulls and Cows under black pegs: each search takes minutes
	"$CODE" review -v bulls-cows --hint=black --progress=1 0123:1 1456:2 \
	    >"$T/out" 2>"$T/err" &
	pid=$!
	# the search's handler is there once it says its progress (a shell
	# starts a job of its own with SIGINT ignored)
	for i in $(seq 600); do
		grep -q 'optimal search,' "$T/err" && break
		sleep 0.1
	done
	kill -INT "$pid"
	status=0
	wait "$pid" || status=$?
	[ "$status" -eq 130 ]
	[ "$(sed -n 2p "$T/out")" = "0123 1 5040 ? ? ? ? 1424 2619.80 ?" ]
	! grep -q "^\\* " "$T/out" || false
	[ "$(sed -n 3p "$T/out" | awk '{ print $1, $2, $3, $8 }')" = "1456 2 1424 $(
	    "$CODE" solve -v bulls-cows --hint=black 0123:1 1456:2 --count)" ]
	grep -q 'stopped by SIGINT' "$T/err"
}


# bats test_tags=heavy
@test "solve --top=N: the rows of --top=all, ties at the cut marked, and others_at_least a bound of the rest" {
	local n all part
	all=$("$CODE" solve --strategy=optimal --top=all --format=json 1234:0,1)
	for n in 1 2 3 13 19 26; do
		part=$("$CODE" solve --strategy=optimal --top=$n --format=json 1234:0,1)
		jq -e --argjson all "$all" --argjson n "$n" '
		    ([.top[].total] == [$all.top[0:$n][].total]) and
		    ([.top[].rank] == [$all.top[0:$n][].rank]) and
		    (.top[-1].tie == $all.top[$n - 1].tie) and
		    (.others_at_least <= $all.top[$n].total)' <<<"$part" ||
		    { echo "--top=$n: $part"; false; }
	done
	# a heuristic's tie past the cut, and entropy's ties within rounding
	run -0 "$CODE" solve --top=1 --strategy=most-parts
	[ "${lines[1]}" = "1= 1123 14 yes" ]
	run -0 "$CODE" solve --strategy=entropy --top=all 1123:0,2
	grep -q '^87= 4411 ' <<<"$output" && grep -q '^87= 1144 ' <<<"$output"
}

@test "solve --top once the game is over: solved, or out of tries, as without it" {
	run -0 "$CODE" solve --top=3 1234:4,0
	[ "$output" = "solved in 1 guess" ]
	run -0 "$CODE" solve --top=3 --format=json 1234:4,0
	[ "$output" = '{"secrets":1,"solved":true,"guesses":1}' ]
	run -5 "$CODE" solve --tries=2 --top=3 1111:0,0 2222:0,0
	[[ $output == *"out of tries"* ]]
}

# bats test_tags=heavy
@test "review: a game beyond the try limit is reviewed, what no strategy has shown as -; the last try weighs the secret alone" {
	run -0 "$CODE" review --tries=6 1111:0,0 2222:0,0
	# 2222 cannot win within the 5 guesses left; the best there can
	[[ ${lines[2]} == "2222 0,0 625 - 2234 3.9408 - 256 "* ]]
	[ "${lines[-1]}" = "- none: no strategy wins every game from there within the try limit (--tries=none lifts it)" ]
	run -0 "$CODE" review --tries=6 --format=json 1111:0,0 2222:0,0
	# a strategy wins every game from 3345 on: not lost
	jq -e '.beyond_tries and (.lost | not) and .guesses[1].expected == null and
	    .guesses[1].best == "2234"' <<<"$output"
	# 11, 12, 21, 22 in two tries: no strategy wins every game; after 12
	# (0,2) only 21 is left, found by the last try
	run -0 "$CODE" review --length=2 --colours=1-2 --tries=2 12:0,2 21:2,0
	[[ ${lines[1]} == "12 0,2 4 - - - "* ]]
	[ "${lines[2]}" = "21 2,0 1 1.0000 21 1.0000 0.0000 1 1.00 0.0000" ]
}

@test "review: hints after the win are not reviewed, and said so" {
	run -0 --separate-stderr "$CODE" review 1234:4,0 5566:0,0
	[ "${#lines[@]}" -eq 3 ]
	[ "${lines[2]}" = "game: 1 guess = 4.3403 expected at the start + 0.0370 cost - 3.3773 luck" ]
	[ "$stderr" = "code: review: the game was won at guess 1: the 1 hint after it is not reviewed" ]
}

# bats test_tags=heavy
@test "review --openings: digit codes in a table, its least total the best whatever its order, comments, a header and long lines" {
	local search
	run -0 "$CODE" review 1122:0,1 1334:2,0 2534:4,0
	search=$output
	{
		echo "# the classic openings, by first guess (the ALGORITHM.md table)"
		echo "guess average total"
		echo "1234 4.3773 5673"
		echo ""
		echo "1122 4.3997 5702"
		echo "1123 4.3403 5625"
		echo "1111 4.8750 6318"
	} >"$T/table"
	run -0 "$CODE" review --openings="$T/table" 1122:0,1 1334:2,0 2534:4,0
	[ "$(sed 's/\([0-9]\)+ /\1 /' <<<"$output" | grep -v '^+ ')" = "$search" ]
	# a line of 300 bytes is one line (its total padded with zeros)
	printf '1111 4.8750 6318\n1122 4.3997 %0288d\n1112 x 1\n' 5702 >"$T/long"
	run -1 "$CODE" review --openings="$T/long" 1122:0,1
	[ "$output" = "code: $T/long:3:6: the average x is not the total over 1296 secrets: a ranking of another game" ]
	# from standard input, named so
	run -1 "$CODE" review --openings=- 1122:0,1 <"$T/long"
	[ "$output" = "code: <stdin>:3:6: the average x is not the total over 1296 secrets: a ranking of another game" ]
	head -2 "$T/long" >"$T/two"
	run -0 "$CODE" review --openings="$T/two" 1122:0,1
	[[ ${lines[1]} == "1122 0,1 1296 4.3997 1122+ 4.3997 0.0000 "* ]]
}

@test "review --openings: a row no ranking can hold is refused: NaN, a total below 2n - 1, a guess twice" {
	local row rows=('1123 nan 5625' '1123 0.0008 1' '1122 0.9992 1295'
	    '1123 inf 5625' '1123 4.3403 5625')
	for row in "${rows[@]}"; do
		printf '1123 4.3403 5625\n%s\n' "$row" >"$T/table"
		run -1 "$CODE" review --openings="$T/table" 1122:0,1
		echo "$row: $output"
		[[ $output = "code: $T/table:2:"* ]]
	done
	[ "$output" = "code: $T/table:2:1: a second row of this guess: a ranking has one a guess" ]
	printf '1123 0.0008 1\n' >"$T/table"
	run -1 "$CODE" review --openings="$T/table" 1122:0,1
	[ "$output" = "code: $T/table:1:13: a total of 1, below the 2591 that any strategy takes for 1296 secrets" ]
	printf '1123 nan 5625\n' >"$T/table"
	run -1 "$CODE" review --openings="$T/table" 1122:0,1
	[ "$output" = "code: $T/table:1:6: the average nan is not the total over 1296 secrets: a ranking of another game" ]
	# a row it cannot check is trusted, and the review says so
	printf '1123 4.3403 5625\n' >"$T/table"
	run -0 "$CODE" review --openings="$T/table" 1122:0,1
	[ "${lines[-1]}" = "+ the best opening as --openings ranks it (trusted: not proven here)" ]
}

# bats test_tags=heavy
@test "review --threads=1 weighs the guess played from its own bound: a guess the symmetries leave out of the search's list, the reference's total" {
	local total
	keys 3 4 counts
	reference "$T/hints" "$T/ref"
	# 211 is 112 with its places turned: not among the guesses the
	# search weighs, its bound its own parts'
	total=$(first_total 211 "$T/ref")
	for threads in 1 2; do
		run -0 "$CODE" review --length=3 --colours=1-4 --threads=$threads 211:0,2
		[ "$(awk 'NR == 2 { print $4 }' <<<"$output")" = \
		    "$(awk -v t="$total" 'BEGIN { printf "%.4f", t / 64 }')" ]
	done
	# the classic game's figures in one thread are those in two
	run -0 "$CODE" review --threads=1 1122:0,1 1334:2,0 2534:4,0
	[ "$output" = "$("$CODE" review --threads=2 1122:0,1 1334:2,0 2534:4,0)" ]
}

@test "review: what no strategy has is -, in the rows and in the sum, ? kept for what no search finished" {
	local g game=""
	[ -f "$WORDS" ] || skip "no $WORDS: make tools installs wamerican"
	# the _ound and _atch traps: a guess rules out one word of them
	grep -x '.ound\|.atch' "$WORDS" >"$T/secrets"
	pairs_of "$T/secrets" "$T/secrets"
	keyed marks
	awk -v tries=6 -f "$ROOT/tests/optimal-ref.awk" "$T/hints" | grep -qx 'within 6 none'
	for g in batch catch hatch; do
		game="$game $g:$(echo "wound $g" | awk -v rule=marks -f "$ROOT/tests/rules-ref.awk")"
	done
	# shellcheck disable=SC2086 # the game's words
	run -0 "$CODE" review -v wordle --secrets="$T/secrets" $game
	awk 'NR > 1 && NR < 5 && !($4 $5 $6 $7 $10 == "-----") { exit 1 }' <<<"$output" ||
	    { echo "$output"; false; }
	[ "${lines[5]}" = "game so far: 3 guesses = - expected at the start + - cost - - luck - - expected still" ]
	run ! grep -q '?' <<<"$output"
	# 2222 after 1111:0,0 cannot win within the 5 tries left
	run -0 "$CODE" review --tries=6 1111:0,0 2222:0,0
	[[ ${lines[2]} == "2222 0,0 625 - 2234 3.9408 - 256 224.87 -" ]]
	[[ ${lines[4]} == "game so far: 2 guesses = 4.3403 expected at the start + - cost - - luck - "* ]]
	run ! grep -q '?' <<<"$output"
}

@test "review: a game won after a gamble on the tries is never lost; one that cannot be won from where it stands is" {
	local g game="" secret=wound
	[ -f "$WORDS" ] || skip "no $WORDS: make tools installs wamerican"
	grep -x '[a-z]ound\|[a-z]atch' "$WORDS" >"$T/secrets"
	pairs_of "$T/secrets" "$T/secrets"
	keyed marks
	# after batch, bound and found, 5 _ound words are left and 3 tries of
	# 8: hound wins not every game (the reference's none), mound does
	for g in batch bound found; do
		awk -v g="$g" -v s="$secret" '$1 == s && $2 == g' "$T/hints" |
		    grep -q . || skip "$g not in the list"
	done
	for g in batch bound found hound wound; do
		game="$game $g:$(echo "$secret $g" | awk -v rule=marks -f "$ROOT/tests/rules-ref.awk")"
	done
	# the reference on the secrets left after three guesses, 5 tries left
	awk -v rule=marks -f "$ROOT/tests/rules-ref.awk" "$T/pairs" |
	    paste -d ' ' "$T/pairs" - >"$T/marks"
	awk -v s="$secret" '$1 == s && $2 ~ /^(batch|bound|found)$/ { want[$2] = $3 }
	    { m[$1, $2] = $3; all[$1] }
	    END { for (w in all) if (m[w, "batch"] == want["batch"] &&
		m[w, "bound"] == want["bound"] && m[w, "found"] == want["found"])
		print w }' "$T/marks" >"$T/left"
	[ "$(wc -l <"$T/left")" -eq 5 ]
	awk 'NR == FNR { left[$1]; next } $1 in left' "$T/left" "$T/hints" >"$T/part"
	awk -v openings=1 -v tries=5 -f "$ROOT/tests/optimal-ref.awk" "$T/part" >"$T/ref"
	grep -qx 'opening_within hound none' "$T/ref"
	grep -qx 'opening_within mound [0-9]*' "$T/ref"
	# shellcheck disable=SC2086 # the game's words
	run -0 "$CODE" review -v wordle --secrets="$T/secrets" --tries=8 --format=json $game
	jq -e '.solved and (.lost | not) and .beyond_tries and
	    .guesses[3].expected == null and .guesses[3].best_expected != null' <<<"$output"
	# the game lost: out of tries with secrets left
	game="batch:----- bound:-GGGG"
	run -0 "$CODE" review -v wordle --secrets="$T/secrets" --tries=2 --format=json $game
	jq -e '(.solved | not) and .lost and .beyond_tries' <<<"$output"
}

# near A B: the number A (as JSON writes it, four decimals) is B rounded.
near() {
	awk -v a="$1" -v b="$2" 'BEGIN { d = a - b; exit !(d < 0.00006 && d > -0.00006) }' ||
	    { echo "$1 is not $2 to four decimals"; false; }
}

# ref_total KEY GUESS: the total optimal-ref.awk's output $T/ref gives
# GUESS on its lines KEY (opening, opening_within), or none.
ref_total() {
	awk -v k="$1" -v g="$2" '$1 == k && $2 == g { print $3 }' "$T/ref"
}

# missed_within KEY GUESS GOT [REF]: GOT lies between the fewest and the
# most secrets found after the tries the strategies of least total that
# open with GUESS miss, as the line KEY GUESS (opening_missed) of REF
# ($T/ref) says (KEY missed: of any opening, GUESS then ignored).
missed_within() {
	awk -v k="$1" -v g="$2" -v m="$3" '$1 == k && ($2 == g || k == "missed") {
	    lo = $(NF - 1); hi = $NF; found = 1; exit !(m >= lo && m <= hi) }
	    END { if (!found) exit 1 }' "${4:-$T/ref}" ||
	    { echo "$2 missed $3: $(grep "^$1 " "${4:-$T/ref}")"; false; }
}

# check_limit_row K TRIES: row K (from 0) of code review's JSON in
# $output against optimal-ref.awk on the secrets left before it
# ($T/set, keyed hints), TRIES - K tries left: the row has without_tries
# exactly where the reference's total within them (of the guess played,
# or of the best) is none or above its total without them, and there
# its values are the reference's: the totals and expectations without the
# limit, each missed 0 where the total within the limit is the one
# without it (the reference's fewest then 0), else between the fewest and
# the most of the strategies of least total.
check_limit_row() {
	local k=$1 left=$(($2 - $1)) n guess within free best_within best_free binds
	local w
	n=$(awk '{ print $1 }' "$T/set" | sort -u | wc -l)
	awk -v openings=1 -v tries="$left" -v missed="$left" \
	    -f "$ROOT/tests/optimal-ref.awk" "$T/set" >"$T/ref"
	guess=$(jq -r --argjson k "$k" '.guesses[$k].guess' <<<"$output")
	within=$(ref_total opening_within "$guess")
	free=$(ref_total opening "$guess")
	best_within=$(awk '$1 == "within" { print $3 }' "$T/ref")
	best_free=$(awk '$1 == "average" { print $2 }' "$T/ref")
	if [ "$free" -ge 1000000000 ]; then
		# a guess that tells nothing (the reference never plays one):
		# n, then the best of the same secrets with a try less
		awk -v tries=$((left - 1)) -v missed=$((left - 1)) \
		    -f "$ROOT/tests/optimal-ref.awk" "$T/set" >"$T/ref1"
		free=$((n + best_free))
		within=$(awk -v n="$n" -v left="$left" '$1 == "within" {
		    print $3 == "none" || left <= 1 ? "none" : n + $3 }' "$T/ref1")
	fi
	binds=$(awk -v a="$within" -v b="$free" -v c="$best_within" -v d="$best_free" \
	    'BEGIN { print (a == "none" || a + 0 > b + 0 || c == "none" || c + 0 > d + 0) }')
	w=$(jq -c --argjson k "$k" '.guesses[$k].without_tries' <<<"$output")
	echo "row $k, $guess: $n secrets, $left tries left, within $within/$best_within, without $free/$best_free: $w"
	if [ "$binds" -eq 0 ]; then
		[ "$w" = null ]
		return
	fi
	[ "$(jq '.tries_left' <<<"$w")" -eq "$left" ]
	[ "$(jq '.total' <<<"$w")" -eq "$free" ]
	near "$(jq '.expected' <<<"$w")" "$(awk -v t="$free" -v n="$n" 'BEGIN { print t / n }')"
	[ "$(jq '.best_total' <<<"$w")" -eq "$best_free" ]
	[ "$(ref_total opening "$(jq -r '.best' <<<"$w")")" -eq "$best_free" ]
	near "$(jq '.best_expected' <<<"$w")" "$(awk -v t="$best_free" -v n="$n" 'BEGIN { print t / n }')"
	near "$(jq '.cost' <<<"$w")" "$(awk -v a="$free" -v b="$best_free" -v n="$n" 'BEGIN { print (a - b) / n }')"
	if [ "$within" = "$free" ]; then
		[ "$(jq '.missed' <<<"$w")" -eq 0 ]
	fi
	if [ -f "$T/ref1" ]; then
		missed_within missed - "$(jq '.missed' <<<"$w")" "$T/ref1"
		rm "$T/ref1"
	else
		missed_within opening_missed "$guess" "$(jq '.missed' <<<"$w")"
	fi
	if [ "$best_within" = "$best_free" ]; then
		[ "$(jq '.best_missed' <<<"$w")" -eq 0 ]
	fi
	missed_within opening_missed "$(jq -r '.best' <<<"$w")" "$(jq '.best_missed' <<<"$w")"
}

# review_limit TRIES SECRET GUESS ...: code review -v wordle of the game
# of GUESSes against SECRET on the list $T/secrets (its hints worked out
# by rules-ref.awk), checked row by row by check_limit_row; its text's
# table without the limit says what its JSON does.
review_limit() {
	local tries=$1 secret=$2 g game="" k=0 text
	shift 2
	pairs_of "$T/secrets" "$T/secrets"
	keyed marks
	cp "$T/hints" "$T/set"
	for g; do
		game="$game $g:$(echo "$secret $g" | awk -v rule=marks -f "$ROOT/tests/rules-ref.awk")"
	done
	# shellcheck disable=SC2086 # the game's words
	run -0 "$CODE" review -v wordle --secrets="$T/secrets" --tries="$tries" $game
	text=$output
	# shellcheck disable=SC2086
	run -0 "$CODE" review -v wordle --secrets="$T/secrets" --tries="$tries" --format=json $game
	[ "$(jq -r '.guesses[] | select(.without_tries) | .without_tries as $w |
	    "\(.guess) \($w.tries_left) \($w.expected) \($w.best) \($w.best_expected) \($w.cost) \($w.missed) \($w.best_missed)"' <<<"$output" |
	    awk '{ printf "%s %s %.4f %s %.4f %.4f %s %s\n", $1, $2, $3, $4, $5, $6, $7, $8 }')" = \
	    "$(awk 'on && (NF != 8 || /^not /) { exit } on; /^guess tries-left / { on = 1 }' <<<"$text")" ] ||
	    { echo "$text"; false; }
	for g; do
		check_limit_row "$k" "$tries"
		# the secrets the hint leaves, for the next row
		awk -v g="$g" -v s="$secret" 'NR == FNR { if ($1 == s && $2 == g) h = $3 " " $4; next }
		    $2 == g && $3 " " $4 == h { print $1 }' "$T/hints" "$T/hints" >"$T/left"
		awk 'NR == FNR { left[$1]; next } $1 in left' "$T/left" "$T/set" >"$T/next"
		mv "$T/next" "$T/set"
		k=$((k + 1))
	done
}

@test "review: where the try limit binds, the values without it, each strategy's secrets missed among its kind's, as the exhaustive search has them" {
	# 18 words, 3 tries: batch wins every game within them as it does
	# without them; patch is the best without them, and misses
	printf '%s\n' ankle batch boron catch coped fancy found frock hound \
	    locus patch phyla pitch price quits throb vicar watch >"$T/secrets"
	review_limit 3 batch batch
	jq -e '.guesses[0].expected != null and .guesses[0].best == "batch" and
	    .guesses[0].without_tries.best == "patch" and .guesses[0].without_tries.missed == 0 and
	    .guesses[0].without_tries.best_missed > 0' <<<"$output"
	# a row the limit does not bind has none
	review_limit 4 batch batch
	jq -e '.guesses[0] | has("without_tries") | not' <<<"$output"
}

@test "review: the game won in 5 of the _ound and _atch traps, each row without the try limit as the exhaustive search has it; a game lost, the next guess's" {
	[ -f "$WORDS" ] || skip "no $WORDS: make tools installs wamerican"
	grep -x '[a-z]ound\|[a-z]atch' "$WORDS" >"$T/secrets"
	review_limit 6 wound batch bound found hound wound
	jq -e '.solved and (.lost | not) and .beyond_tries and
	    ([.guesses[] | .expected] | all(. == null)) and
	    ([.guesses[] | .without_tries.expected] | all(. != null))' <<<"$output"
	# lost: out of tries, every secret left found after them without the limit
	review_limit 2 wound batch bound
	jq -e '(.solved | not) and .lost and .without_tries.tries_left == 0 and
	    .without_tries.best_missed == .left' <<<"$output"
	[ "$(jq '.without_tries.best_total' <<<"$output")" -eq \
	    "$(awk -v tries=1 -f "$ROOT/tests/optimal-ref.awk" "$T/set" | awk '$1 == "average" { print $2 }')" ]
	run -0 "$CODE" review -v wordle --secrets="$T/secrets" --tries=2 batch:----- bound:-GGGG
	[[ ${lines[-2]} == "not solved, without the try limit: "*" guesses expected with the best next guess, "*", $(awk '{ print $1 }' "$T/set" | sort -u | wc -l) missed within the 0 tries left" ]]
}

@test "review: no try limit, or none that binds, adds nothing" {
	run -0 "$CODE" review --tries=none --length=3 --colours=1-4 111:0,0
	run ! grep -q 'without' <<<"$output"
	run -0 "$CODE" review --tries=none --length=3 --colours=1-4 --format=json 111:0,0
	run ! grep -q 'without' <<<"$output"
	run -0 "$CODE" review --length=3 --colours=1-4 --tries=4 111:0,0
	[ "${lines[4]}" = "without the try limit, where it binds (missed: secrets found after the tries left):" ]
	run -0 "$CODE" review 1122:0,1 1334:2,0 2534:4,0
	run ! grep -q 'without' <<<"$output"
}
