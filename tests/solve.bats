#!/usr/bin/env bats
# code solve and code analyze: the practica's runs, Knuth's figures, every
# strategy on every variant, and games against scripted players whose hints
# come from tests/score-ref.awk, a scorer that shares nothing with code(1).

bats_require_minimum_version 1.5.0
load helper

setup() {
	cd "$ROOT/testdata" || return
	T=$BATS_TEST_TMPDIR
	REF=$ROOT/tests/score-ref.awk
}

# hint SECRET GUESS: "STRONG WEAK" by score-ref.awk.
hint() {
	echo "$1 $2" | awk -f "$REF"
}

# play SECRET honest|lie -- SOLVE-ARGS...: plays `code solve --interactive`
# through two FIFOs against a player who knows SECRET and answers
# honestly (or always 0 0).  The guesses and the last line go to
# $T/transcript, the exit status to $T/status, stderr to $T/err.
play() {
	local secret=$1 lie=$2 line pid status=0 to from
	shift 3
	: >"$T/transcript"
	rm -f "$T/to" "$T/from"
	mkfifo "$T/to" "$T/from"
	"$CODE" solve --interactive "$@" <"$T/to" >"$T/from" 2>"$T/err" &
	pid=$!
	exec {to}>"$T/to" {from}<"$T/from"	# bats keeps 3 for itself
	while IFS= read -r line <&"$from"; do
		echo "$line" >>"$T/transcript"
		case $line in solved*) continue ;; esac
		if [ "$lie" = lie ]; then
			echo "0 0" >&"$to"
		else
			hint "$secret" "$line" >&"$to"
		fi
	done
	exec {to}>&- {from}<&-
	wait "$pid" || status=$?
	echo "$status" >"$T/status"
}

@test "the practica's first run: 3241 in six guesses, each the first that agrees" {
	play 3241 honest -- -v aciertos --strategy=first
	printf '%s\n' 0000 1111 1222 3123 3214 3241 'solved in 6 guesses' |
	    diff -u - "$T/transcript"
	[ "$(cat "$T/status")" -eq 0 ]
	# and the reference gives the practica's own hints along the way
	[ "$(hint 3241 1222)" = "1 1" ]
	[ "$(hint 3241 3214)" = "2 2" ]
}

# bats test_tags=heavy
@test "the practica's run, one guess at a time from the history" {
	local history=() want
	for want in 0000 1111 1222 3123 3214 3241; do
		run --separate-stderr "$CODE" solve -v aciertos --strategy=first \
		    "${history[@]}"
		[ "$status" -eq 0 ]
		[ "$output" = "$want" ]
		set -- $(hint 3241 "$want")
		history+=("$want:$1,$2")
	done
}

@test "the practica's contradiction: exit 4, naming the hint that left no secret" {
	run --separate-stderr "$CODE" solve -v aciertos --strategy=first \
	    0000:0,0 1111:1,0 1222:2,2 2122:1,1
	[ "$status" -eq 4 ]
	[ -z "$output" ]
	[ "${stderr_lines[0]}" = "code: '1222:2,2': no secret agrees with every hint: (2,2) for 1222 leaves none" ]
	# then hint 3 blamed (tests/blame.bats): aciertos's secrets repeat no
	# digit, and 2,2 for 1222 needs one that repeats 2
	[ "${stderr_lines[1]}" = "code: hint 3 (1222:2,2) agrees with no secret on its own" ]
}

@test "Knuth's figures: classic from 1122, 5801 guesses, 1/6/62/533/694" {
	run --separate-stderr "$CODE" analyze -v classic --first=1122
	[ "$status" -eq 0 ]
	printf '%s\n' 'variant: classic' 'colours: 1-6 (6)' 'length: 4' \
	    'distinct: none' 'strategy: knuth' 'first guess: 1122' \
	    'secrets: 1296' 'found in 1: 1' 'found in 2: 6' 'found in 3: 62' \
	    'found in 4: 533' 'found in 5: 694' 'total guesses: 5801' \
	    'average: 5801/1296 = 4.4761' 'worst case: 5' \
	    'try limit: 10, always met' | diff -u - <(echo "$output")
}

@test "knuth finds Knuth's first guess, 1122, by itself" {
	run --separate-stderr "$CODE" analyze -v classic --format=json
	[ "$status" -eq 0 ]
	echo "$output" >"$T/analysis.json"
	json_lines "$T/analysis.json"
	[ "$output" = '{"variant":"classic","colours":"1-6","length":4,"distinct":"none","strategy":"knuth","first":"1122","secrets":1296,"found":[1,6,62,533,694],"total":5801,"average":4.4761,"worst":5,"tries":10,"within_tries":true}' ]
	run "$CODE" solve -v classic
	[ "$output" = 1122 ]
}

# classic_codes: the 1296 codes of classic, in increasing order.
classic_codes() {
	awk 'BEGIN { for (a = 1; a <= 6; a++) for (b = 1; b <= 6; b++)
	    for (c = 1; c <= 6; c++) for (d = 1; d <= 6; d++) print a b c d }'
}

# hints FILE: "A B STRONG WEAK" for each line "A B" of FILE, by score-ref.awk.
hints() {
	awk -f "$REF" "$1" | paste -d ' ' "$1" -
}

# When no agreeing secret splits the rest perfectly, every strategy's best
# guess is the smallest code that does: found here by score-ref.awk and
# perfect-split.awk over all 1296 codes.
# bats test_tags=heavy
@test "no secret splits perfectly: every strategy takes the smallest code that does" {
	local h s want history
	classic_codes >"$T/codes"
	for history in '1122:1,1 3345:1,1 3533:1,1' '1122:1,0 3345:2,0 6226:1,0' \
	    '1122:0,0 3345:0,2 1335:1,0'; do
		for h in $history; do
			awk -v g="${h%:*}" '{ print $0, g }' "$T/codes"
		done >"$T/pairs"
		hints "$T/pairs" >"$T/hints"
		# the secrets whose hint from every guess is the one given
		awk -v history="$history" 'BEGIN { n = split(history, h, " ")
		    for (i = 1; i <= n; i++) { split(h[i], p, ":"); want[p[1]] = p[2] } }
		    $3 "," $4 == want[$2] { ok[$1]++ }
		    END { for (c in ok) if (ok[c] == n) print c }' "$T/hints" |
		    sort >"$T/agree"
		[ "$(wc -l <"$T/agree")" -ge 6 ]
		while read -r s; do
			awk -v s="$s" '{ print s, $0 }' "$T/codes"
		done <"$T/agree" >"$T/pairs"
		# no secret splits them perfectly, some other code does
		hints "$T/pairs" | awk '{ print $2, $1, $3, $4 }' |
		    sort -s -k1,1 >"$T/by-guess"
		awk 'NR == FNR { agree[$1] = 1; next } $1 in agree' \
		    "$T/agree" "$T/by-guess" >"$T/secrets-as-guesses"
		[ "$(awk -f "$ROOT/tests/perfect-split.awk" \
		    "$T/secrets-as-guesses")" = none ]
		want=$(awk -f "$ROOT/tests/perfect-split.awk" "$T/by-guess")
		[ "$want" != none ]
		for s in knuth most-parts expected-size entropy; do
			run "$CODE" solve -v classic --strategy="$s" $history
			[ "$status" -eq 0 ]
			[ "$output" = "$want" ]
		done
	done
}

# Codes of 5 and 7 positions are scored packed in one word, like 4 (every
# other test's length); the first guess of each strategy there is the one
# best-split.awk finds from score-ref.awk's hints of every guess against
# every secret.
# bats test_tags=heavy
@test "5 and 7 positions: the first guess is the best split by score-ref.awk" {
	local colours length s codes
	for colours in 3:5 2:7; do
		length=${colours#*:}
		codes=$(awk -v c="${colours%:*}" -v n="$length" 'BEGIN {
			for (i = 0; i < c ^ n; i++) {
				code = ""
				for (k = i; length(code) < n; k = int(k / c))
					code = (k % c + 1) code
				print code
			}
		}')
		printf '%s\n' $codes | awk '{ print $1 }' >"$T/codes"
		[ "$(wc -l <"$T/codes")" -eq $((${colours%:*} ** length)) ]
		while read -r s; do
			awk -v g="$s" '{ print $0, g }' "$T/codes"
		done <"$T/codes" >"$T/pairs"
		hints "$T/pairs" | awk -f "$ROOT/tests/best-split.awk" >"$T/want"
		for s in knuth most-parts expected-size; do
			run "$CODE" solve -v classic --colours=1-${colours%:*} \
			    --length="$length" --strategy="$s"
			[ "$status" -eq 0 ]
			[ "$output" = "$(awk -v s="$s" '$1 == s { print $2 }' "$T/want")" ]
		done
	done
}

# Every strategy on every variant: the analysis accounts for every secret
# of the variant, counted here by its rules, and its total is the sum of
# guesses times secrets.
# (The sums are the shell's, and jq reads the 45 analyses at the end,
# one a line: an awk and a jq each took four times the analysis.)
# bats test_tags=heavy
@test "every strategy on every variant: every secret found, totals add up" {
	local args s json secrets n t i runs=0
	local -a found
	: >"$T/analyses.json"
	while read -r secrets args; do
		for s in first knuth most-parts expected-size entropy; do
			json=$("$CODE" analyze $args --strategy=$s --format=json) ||
			    { echo "failed: $args $s"; false; }
			[[ $json != *$'\n'* ]] || { echo "$args $s: $json"; false; }
			echo "$json" >>"$T/analyses.json"
			runs=$((runs + 1))
			[[ $json =~ \"secrets\":([0-9]+) ]]
			[ "${BASH_REMATCH[1]}" -eq "$secrets" ] ||
			    { echo "$args $s: $json"; false; }
			[[ $json =~ \"found\":\[([0-9,]+)\] ]]
			IFS=, read -r -a found <<<"${BASH_REMATCH[1]}"
			n=0 t=0
			for ((i = 0; i < ${#found[@]}; i++)); do
				n=$((n + found[i])) t=$((t + (i + 1) * found[i]))
			done
			[[ $json =~ \"total\":([0-9]+) ]]
			[ "$n $t" = "$secrets ${BASH_REMATCH[1]}" ] ||
			    { echo "$args $s: $json"; false; }
		done
	done <<-EOF
	1296 -v classic
	3024 -v match-hit
	1296 -v letters
	27 -v letters --colours=A-C --length=3
	720 -v aciertos --length=3
	5040 -v bulls-cows
	729 -v hints --length=3
	81 -v classic --colours=RGB --length=4 --distinct=none
	1000 -v digits --length=3
	EOF
	# every analysis a JSON object alone on its line
	[ "$runs" -eq 45 ]
	json_lines "$T/analyses.json"
}

# bats test_tags=heavy
@test "games against an honest player: every secret of a small variant is found" {
	local secret s n word
	for s in first knuth most-parts expected-size entropy; do
		for secret in AAB ABC CCC BCA CAB BBA; do
			play "$secret" honest -- -v classic --colours=A-C \
			    --length=3 --strategy=$s
			[ "$(cat "$T/status")" -eq 0 ] || { cat "$T/err"; false; }
			[ "$(tail -2 "$T/transcript" | head -1)" = "$secret" ]
			n=$(($(wc -l <"$T/transcript") - 1))
			[ "$n" -eq 1 ] && word=guess || word=guesses
			[ "$(tail -1 "$T/transcript")" = "solved in $n $word" ]
		done
	done
}

# bats test_tags=heavy
@test "games against an honest player: optimal, each goal, within its worst case" {
	local secret goal worst json
	for goal in average worst depth; do
		json=$("$CODE" analyze -v classic --colours=A-C --length=3 \
		    --strategy=optimal --goal=$goal --format=json)
		[[ $json =~ \"worst\":([0-9]+) ]]
		worst=${BASH_REMATCH[1]}
		for secret in AAB ABC CCC BCA CAB BBA; do
			play "$secret" honest -- -v classic --colours=A-C \
			    --length=3 --strategy=optimal --goal=$goal
			[ "$(cat "$T/status")" -eq 0 ] || { cat "$T/err"; false; }
			[ "$(tail -2 "$T/transcript" | head -1)" = "$secret" ]
			[ "$(wc -l <"$T/transcript")" -le $((worst + 1)) ]
		done
	done
}

@test "the tries run out: exit 5 (letters A to C in 3 positions allow 3)" {
	play ACB honest -- -v letters --colours=A-C --length=3 --strategy=first
	[ "$(cat "$T/status")" -eq 5 ]
	[ "$(wc -l <"$T/transcript")" -eq 3 ]
	echo "code: out of tries: letters allows 3 guesses" | diff -u - "$T/err"
}

@test "a player who lies is caught: exit 4 with the hint that left no secret" {
	play 1234 lie -- -v classic
	[ "$(cat "$T/status")" -eq 4 ]
	grep -q "no secret agrees with every hint: (0,0) for" "$T/err"
}

@test "--count and --list: after 1122 (0,0) the 256 codes of colours 3 to 6" {
	run "$CODE" solve -v classic --count 1122:0,0
	[ "$output" = 256 ]
	run "$CODE" solve -v classic --list 1122:0,0
	[ "${#lines[@]}" -eq 256 ]
	[ "${lines[0]}" = 3333 ]
	[ "${lines[255]}" = 6666 ]
	! printf '%s\n' "${lines[@]}" | grep -q '[12]'
}

@test "history from a stream: GUESS S W, GUESS (S,W), GUESS:S,W and comments" {
	printf '# the practica\n0000 0 0\n1111 (1,0)  # one 1\n1222:1,1\n' |
	    "$CODE" solve -v aciertos --strategy=first -f - >"$T/out"
	echo 3123 | diff -u - "$T/out"
	printf '1111 (1,0)\n' | "$CODE" solve -v aciertos --strategy=first \
	    0000:0,0 - 1222:1,1 >"$T/out"
	echo 3123 | diff -u - "$T/out"
}

@test "bad history: file:line:col messages, exit 1" {
	local status=0
	printf '0000 0 0\n11x1 1 0\n' >"$T/h"
	"$CODE" solve -v aciertos -f "$T/h" >"$T/out" 2>"$T/err" || status=$?
	[ "$status" -eq 1 ]
	echo "code: $T/h:2:1: guess '11x1': 'x' is not a digit" | diff -u - "$T/err"
	status=0
	printf '0000 0\n' | "$CODE" solve -v aciertos -f - 2>"$T/err" || status=$?
	[ "$status" -eq 1 ]
	echo "code: <stdin>:1:6: expected the weak matches after '0', found end of input" |
	    diff -u - "$T/err"
	run --separate-stderr "$CODE" solve -v classic 1122:5,0
	[ "$status" -eq 1 ]
	[ "$stderr" = "code: '1122:5,0': a hint for a code of 4 positions has at most 4 matches, found '5,0'" ]
	run --separate-stderr "$CODE" solve -v classic 1122
	[ "$status" -eq 1 ]
	run --separate-stderr "$CODE" solve -v match-hit 5344:1,0
	[ "$status" -eq 1 ]
	[ "$stderr" = "code: '5344:1,0': digits must be distinct (match-hit)" ]
}

@test "usage errors: exit 2" {
	run --separate-stderr "$CODE" solve --strategy=best
	[ "$status" -eq 2 ]
	[ "${stderr%%$'\n'*}" = "code: --strategy: expected first, knuth, most-parts, expected-size, entropy or optimal, found 'best'" ]
	run --separate-stderr "$CODE" analyze -v hints
	[ "$status" -eq 2 ]
	[ "$stderr" = "code: analyze: hints codes have no fixed length: give --length" ]
	run --separate-stderr "$CODE" analyze -v hints --length=12
	[ "$status" -eq 2 ]
	run --separate-stderr "$CODE" solve --count --list
	[ "$status" -eq 2 ]
	run --separate-stderr "$CODE" analyze --first=7777
	[ "$status" -eq 2 ]
	run "$CODE" solve -h
	[ "$status" -eq 0 ]
	[[ $output == usage:* ]]
}

@test "analyze --format=json: the first guess is a JSON string whatever its colours" {
	run --separate-stderr "$CODE" analyze -v classic '--colours="\AB' \
	    --length=2 '--first="\' --format=json
	[ "$status" -eq 0 ]
	echo "$output" >"$T/analysis.json"
	json_lines "$T/analysis.json"
	[ "$(jq -r .first "$T/analysis.json")" = '"\' ]
	[ "$(jq -r .secrets "$T/analysis.json")" -eq 16 ]
}

@test "analyze: codes of length 255 and 256, (length + 1)^2 hints, are found" {
	local n
	for n in 255 256; do
		run --separate-stderr "$CODE" analyze --colours=A --length=$n \
		    --format=json
		[ "$status" -eq 0 ] || { echo "--length=$n: $stderr"; false; }
		echo "$output" >"$T/analysis.json"
		json_lines "$T/analysis.json"
		# one secret, A repeated, found by the first guess
		[ "$(jq -c '[.secrets, .found, .worst]' "$T/analysis.json")" = \
		    '[1,[1],1]' ]
	done
}

# answer LINES...: runs `code solve --interactive` on the lines typed,
# leaving stdout in $T/out, stderr in $T/err and the status in $T/status.
answer() {
	local status=0
	printf '%s\n' "$@" | "$CODE" solve --interactive >"$T/out" \
	    2>"$T/err" || status=$?
	echo "$status" >"$T/status"
}

@test "--interactive reads a line per hint, in each form the manual lists" {
	local after form
	# the next guess after 1122 (1,0), by the operand parser
	after=$("$CODE" solve 1122:1,0)
	for form in '1 0' '1,0' '(1,0)' '( 1 , 0 )' '	1	0 ' ' (1 ,0) '; do
		answer "$form"
		printf '%s\n' 1122 "$after" | diff -u - "$T/out" ||
		    { echo "form '$form'"; false; }
		[ ! -s "$T/err" ]
		[ "$(cat "$T/status")" -eq 0 ]
	done
}

@test "--interactive: a line that is not a hint is asked again; only the end of input ends" {
	# one number a line is no hint: each is asked again, then the input ends
	answer 1 0
	printf '%s\n' 1122 1122 1122 | diff -u - "$T/out"
	printf '%s\n' "code: <stdin>:1: expected a hint STRONG WEAK, STRONG,WEAK or (STRONG,WEAK), found '1'" \
	    "code: <stdin>:2: expected a hint STRONG WEAK, STRONG,WEAK or (STRONG,WEAK), found '0'" |
	    diff -u - "$T/err"
	[ "$(cat "$T/status")" -eq 0 ]
	# junk after a hint makes the line no hint
	answer '1 0 junk'
	printf '%s\n' 1122 1122 | diff -u - "$T/out"
	echo "code: <stdin>:1: expected a hint STRONG WEAK, STRONG,WEAK or (STRONG,WEAK), found '1 0 junk'" |
	    diff -u - "$T/err"
	# the message quotes what was typed, and the game goes on
	answer foo '1 0'
	printf '%s\n' 1122 1122 "$("$CODE" solve 1122:1,0)" | diff -u - "$T/out"
	echo "code: <stdin>:1: expected a hint STRONG WEAK, STRONG,WEAK or (STRONG,WEAK), found 'foo'" |
	    diff -u - "$T/err"
	[ "$(cat "$T/status")" -eq 0 ]
	# a NUL byte is shown as elsewhere, and ends no hint
	printf '1 0\000x\n\000\n1 0\n' | "$CODE" solve --interactive \
	    >"$T/out" 2>"$T/err"
	printf '%s\n' 1122 1122 1122 "$("$CODE" solve 1122:1,0)" | diff -u - "$T/out"
	printf '%s\n' "code: <stdin>:1: expected a hint STRONG WEAK, STRONG,WEAK or (STRONG,WEAK), found '1 0\\x{00}x'" \
	    "code: <stdin>:2: expected a hint STRONG WEAK, STRONG,WEAK or (STRONG,WEAK), found '\\x{00}'" |
	    diff -u - "$T/err"
	# more matches than positions: asked again
	answer '5 0' '4 0'
	printf '%s\n' 1122 1122 'solved in 1 guess' | diff -u - "$T/out"
	echo "code: <stdin>:1: a hint for a code of 4 positions has at most 4 matches, found '5 0'" |
	    diff -u - "$T/err"
}

@test "plurals: solved in 1 guess, a hint for a code of 1 position has at most 1 match" {
	answer '4 0'
	printf '%s\n' 1122 'solved in 1 guess' | diff -u - "$T/out"
	answer '0 0' '4 0'
	printf '%s\n' 1122 "$("$CODE" solve 1122:0,0)" 'solved in 2 guesses' |
	    diff -u - "$T/out"
	run --separate-stderr "$CODE" solve -v classic --length=1 1:2,0
	[ "$status" -eq 1 ]
	[ "$stderr" = "code: '1:2,0': a hint for a code of 1 position has at most 1 match, found '2,0'" ]
}

@test "plurals: analyze says missed for 1 secret, 2 secrets" {
	local s late
	for s in most-parts knuth; do
		"$CODE" analyze -v letters --colours=A-C --length=3 \
		    --strategy=$s >"$T/out"
		# the secrets found after the 3 tries, from the counts above
		late=$(awk -F': ' '/^found in/ { split($1, w, " ")
		    if (w[3] > 3) late += $2 } END { print late + 0 }' "$T/out")
		[ "$late" -ge 1 ]
		[ "$late" -eq 1 ] && want="1 secret" || want="$late secrets"
		grep -qx "try limit: 3, missed for $want" "$T/out" ||
		    { cat "$T/out"; false; }
	done
}

# The rules played, as the options take them, follow the variant in both
# formats, so a run is repeated from its output alone (issue 15 item 5).
# rerun FILE: code analyze with the variant, rules, strategy and first
# guess that the JSON object in FILE names, as JSON.
rerun() {
	"$CODE" analyze -v "$(jq -r .variant "$1")" \
	    --colours="$(jq -r .colours "$1")" --length="$(jq -r .length "$1")" \
	    --distinct="$(jq -r .distinct "$1")" \
	    --strategy="$(jq -r .strategy "$1")" --first="$(jq -r .first "$1")" \
	    --format=json
}

# bats test_tags=heavy
@test "analyze states the rules it played; they repeat the run from its output" {
	local args
	run --separate-stderr "$CODE" analyze -v classic --colours=A-C \
	    --length=2 --distinct=secret
	[ "$status" -eq 0 ]
	[ "$(printf '%s\n' "$output" | sed -n 1,4p)" = $'variant: classic\ncolours: A-C (3)\nlength: 2\ndistinct: secret' ]
	for args in '-v classic --colours=A-C --length=2 --distinct=secret' \
	    '-v match-hit --length=2' '-v bulls-cows --colours=CBA --length=2' \
	    '-v letters --colours=A-B --length=3' \
	    '--colours=-AB --length=2' '--colours=AB- --length=2 --distinct=both' \
	    '--colours=+--A --length=2' '-v aciertos --colours=0-23 --length=2' \
	    '-v digits --length=2 --distinct=none --strategy=first'; do
		# shellcheck disable=SC2086 # args holds several words
		"$CODE" analyze $args --format=json >"$T/run.json"
		json_lines "$T/run.json"
		rerun "$T/run.json" >"$T/rerun.json"
		diff -u "$T/run.json" "$T/rerun.json"
	done
	# the values are the rules given, not the preset's
	"$CODE" analyze -v match-hit --length=2 --distinct=secret --format=json >"$T/run.json"
	[ "$(jq -c '[.variant, .colours, .length, .distinct]' "$T/run.json")" = '["match-hit","1-9",2,"secret"]' ]
	"$CODE" analyze --colours=AB- --length=2 --format=json >"$T/run.json"
	[ "$(jq -c '[.variant, .colours, .length, .distinct]' "$T/run.json")" = '["classic","AB-",2,"none"]' ]
	"$CODE" analyze --colours=+--A --length=2 --format=json >"$T/run.json"
	[ "$(jq -r .secrets "$T/run.json")" -eq 16 ]
}

@test "--interactive: a win for a guess that cannot be the secret leaves no secret: said and asked again" {
	local next
	# 1134 cannot be the secret once 1122 got (1,1): the reference scores
	# 1122 against it otherwise
	[ "$(hint 1134 1122)" != "1 1" ]
	answer '1 1' '4 0'
	printf '%s\n' 1122 1134 1134 | diff -u - "$T/out"
	grep -qxF "code: no secret agrees with every hint: (4,0) for 1134 leaves none" "$T/err"
	[ "$(cat "$T/status")" -eq 0 ]
	# the same win again ends the game: no secret agrees
	answer '1 1' '4 0' '4 0'
	printf '%s\n' 1122 1134 1134 | diff -u - "$T/out"
	[ "$(tail -1 "$T/err")" = "code: the same hint again: no secret agrees" ]
	[ "$(cat "$T/status")" -eq 4 ]
	# the hint meant, then a win for a guess that may be the secret
	next=$("$CODE" solve 1122:1,1 1134:1,1)
	[ "$(hint "$next" 1122)" = "1 1" ]
	[ "$(hint "$next" 1134)" = "1 1" ]
	answer '1 1' '4 0' '1 1' '4 0'
	printf '%s\n' 1122 1134 1134 "$next" 'solved in 3 guesses' |
	    diff -u - "$T/out"
	[ "$(cat "$T/status")" -eq 0 ]
}

@test "--interactive on marks: GGGGG for a guess that cannot be the secret is no win" {
	local first second
	WORDS=/usr/share/dict/american-english
	[ -f "$WORDS" ] || skip "no $WORDS: make tools installs wamerican"
	grep -x '[a-z]\{5\}' "$WORDS" >"$T/w"
	printf -- '-Y--Y\nGGGGG\n' | "$CODE" solve -v wordle --secrets="$T/w" \
	    --interactive >"$T/out" 2>"$T/err" || true
	first=$(sed -n 1p "$T/out")
	second=$(sed -n 2p "$T/out")
	# the second guess is no secret the first guess's marks allow
	[ "$(echo "$second $first" | awk -v rule=marks -f "$ROOT/tests/rules-ref.awk")" != "-Y--Y" ]
	printf '%s\n' "$first" "$second" "$second" | diff -u - "$T/out"
	grep -qxF "code: no secret agrees with every hint: GGGGG for $second leaves none" "$T/err"
}

@test "a history whose hint says solved: 'solved in N guesses', in JSON solved and guesses" {
	local status=0
	# 1516 may be the secret after 1122 (1,1) and 1134 (1,1)
	[ "$(hint 1516 1122)" = "1 1" ]
	[ "$(hint 1516 1134)" = "1 1" ]
	run --separate-stderr "$CODE" solve 1122:1,1 1134:1,1 1516:4,0
	[ "$status" -eq 0 ]
	[ "$output" = "solved in 3 guesses" ]
	[ -z "$stderr" ]
	run --separate-stderr "$CODE" solve --format=json 1122:1,1 1134:1,1 1516:4,0
	[ "$status" -eq 0 ]
	[ "$output" = '{"secrets":1,"solved":true,"guesses":3}' ]
	jq -e '.solved == true and .guesses == 3 and (has("guess") | not)' <<<"$output"
	run "$CODE" solve 1122:4,0
	[ "$output" = "solved in 1 guess" ]
	# --count and --list still say the secret
	run "$CODE" solve --list 1122:1,1 1134:1,1 1516:4,0
	[ "$output" = 1516 ]
	# a win for a guess that cannot be the secret: no secret agrees
	"$CODE" solve 1122:1,1 1134:4,0 >"$T/out" 2>"$T/err" || status=$?
	[ "$status" -eq 4 ]
	[ ! -s "$T/out" ]
	# marks, on Debian's words: crane marked as the reference marks it
	# against trace, then trace GGGGG
	[ -f /usr/share/dict/american-english ] || skip "no word list"
	grep -x '[a-z]\{5\}' /usr/share/dict/american-english >"$T/w"
	run --separate-stderr "$CODE" solve -v wordle --secrets="$T/w" \
	    "crane:$(echo "trace crane" | awk -v rule=marks -f "$ROOT/tests/rules-ref.awk")" \
	    trace:GGGGG
	[ "$status" -eq 0 ]
	[ "$output" = "solved in 2 guesses" ]
}

# bats test_tags=heavy
@test "a history that used up the tries: no guess, out of tries, exit 5" {
	local secret=ACB guess hints=() n
	# letters A to C in 3 positions allow 3 guesses; the hints are the
	# reference's for the secret ACB
	for guess in AAA BBB CCC; do
		hints+=("$guess:$(hint "$secret" "$guess" | tr ' ' ,)")
	done
	run --separate-stderr "$CODE" solve -v letters --colours=A-C --length=3 \
	    "${hints[@]}"
	[ "$status" -eq 5 ]
	[ -z "$output" ]
	[ "$stderr" = "code: out of tries: letters allows 3 guesses" ]
	# the secrets that agree, by the reference over the 27 codes
	n=$(for c in A B C; do for d in A B C; do for e in A B C; do
		echo "$c$d$e"; done; done; done |
	    while read -r code; do
		[ "$(hint "$code" AAA)" = "$(hint "$secret" AAA)" ] &&
		[ "$(hint "$code" BBB)" = "$(hint "$secret" BBB)" ] &&
		[ "$(hint "$code" CCC)" = "$(hint "$secret" CCC)" ] && echo "$code"
	    done | wc -l)
	[ "$n" -gt 1 ]
	run --separate-stderr "$CODE" solve -v letters --colours=A-C --length=3 \
	    --format=json "${hints[@]}"
	[ "$status" -eq 5 ]
	[ "$output" = "{\"secrets\":$n,\"out_of_tries\":true}" ]
	# --count and --list are no guess: they still answer
	run "$CODE" solve -v letters --colours=A-C --length=3 --count "${hints[@]}"
	[ "$status" -eq 0 ]
	[ "$output" = "$n" ]
	# two hints under --tries=2; a win on the third guess is past them
	run --separate-stderr "$CODE" solve --tries=2 1122:1,1 1134:1,1
	[ "$status" -eq 5 ]
	[ "$stderr" = "code: out of tries: classic allows 2 guesses" ]
	run --separate-stderr "$CODE" solve --tries=2 1122:1,1 1134:1,1 1516:4,0
	[ "$status" -eq 5 ]
	[ -z "$output" ]
	# within the tries, or with none, a guess as before
	run "$CODE" solve --tries=3 1122:1,1 1134:1,1
	[ "$status" -eq 0 ]
	[[ $output =~ ^[1-6]{4}$ ]]
	run "$CODE" solve --tries=none -v letters --colours=A-C --length=3 "${hints[@]}"
	[ "$status" -eq 0 ]
	[[ $output =~ ^[A-C]{3}$ ]]
}

@test "hints after the win: solved at the win, the hints after it said to be ignored" {
	[ -f /usr/share/dict/american-english ] || skip "no word list"
	grep -x '[a-z]\{5\}' /usr/share/dict/american-english >"$T/w"
	# bland against blend, the reference's marks
	[ "$(echo "blend bland" | awk -v rule=marks -f "$ROOT/tests/rules-ref.awk")" = GG-GG ]
	run --separate-stderr "$CODE" solve -v wordle --secrets="$T/w" \
	    blend:GGGGG bland:GG-GG
	[ "$status" -eq 0 ]
	[ "$output" = "solved in 1 guess" ]
	[ "$stderr" = "code: solve: the game was won at guess 1: the 1 hint after it is ignored" ]
	run --separate-stderr "$CODE" solve 1234:4,0 1111:1,0 1122:1,1 --format=json
	[ "$output" = '{"secrets":1,"solved":true,"guesses":1}' ]
	[ "$stderr" = "code: solve: the game was won at guess 1: the 2 hints after it are ignored" ]
	# a hint after the win that the secret cannot give: no secret agrees
	run -4 "$CODE" solve 1234:4,0 1111:2,0
}

@test "solve --top=all under a try limit: the guesses with which no strategy wins are none, as the exhaustive search says; no bound past every total" {
	local guess total want
	keys 4 3 counts
	awk -v openings=1 -v tries=4 -f "$ROOT/tests/optimal-ref.awk" "$T/hints" >"$T/ref"
	run -0 "$CODE" solve --colours=1-3 --length=4 --tries=4 --strategy=optimal \
	    --top=all --format=json
	# a row an orbit of the symmetries: 1111, 1112, 1122, 1123
	jq -e '(.top | length) == 4 and (has("others_at_least") | not) and
	    .top[3].guess == "1111" and .top[3].rank == null and
	    .top[3].total == null and .top[3].average == null' <<<"$output"
	jq -r '.top[] | "\(.guess) \(.total // "none")"' <<<"$output" >"$T/got"
	while read -r guess total; do
		want=$(awk -v g="$guess" '$1 == "opening_within" && $2 == g { print $3 }' "$T/ref")
		[ "$total" = "$want" ] || { echo "$guess: $total, the reference $want"; false; }
	done <"$T/got"
	run -0 "$CODE" solve --colours=1-3 --length=4 --tries=4 --strategy=optimal --top=all
	[ "${lines[4]}" = "- 1111 none none - yes" ]
	# --top=3 leaves it out, and bounds the others by a total
	run -0 "$CODE" solve --colours=1-3 --length=4 --tries=4 --strategy=optimal \
	    --top=3 --format=json
	jq -e '(.top | length) == 3 and .others_at_least < 1000' <<<"$output"
}

@test "solve --top=all under a try limit on words: every word a row, those with which no strategy wins none, as the exhaustive search says" {
	local rank guess total rest
	words5 "$T/w" 100 5
	head -22 "$T/w" >"$T/secrets"
	pairs_of "$T/secrets" "$T/secrets"
	keyed marks
	awk -v openings=1 -v tries=3 -f "$ROOT/tests/optimal-ref.awk" "$T/hints" >"$T/ref"
	grep -q '^opening_within [a-z]* none$' "$T/ref"
	run -0 "$CODE" solve -v wordle --secrets="$T/secrets" --tries=3 \
	    --strategy=optimal --top=all
	[ "${#lines[@]}" -eq 23 ]
	while read -r rank guess total rest; do
		[ "$total" = "$(awk -v g="$guess" '$1 == "opening_within" && $2 == g { print $3 }' "$T/ref")" ] ||
		    { echo "$rank $guess $total $rest"; false; }
		[ "$total" != none ] || [ "$rank $rest" = "- none - yes" ]
	done < <(tail -n +2 <<<"$output")
}

@test "a variant of words without its list: said so, not the codes its letters would make" {
	run --separate-stderr "$CODE" solve -v wordle --count
	[ "$status" -eq 2 ]
	[ "$stderr" = "code: solve: wordle takes its words from --secrets=FILE (a word list, a word a line): 26 colours in 5 positions make more than 4194304 codes" ]
	run --separate-stderr "$CODE" analyze -v jotto
	[ "$status" -eq 2 ]
	[[ $stderr == "code: analyze: jotto takes its words from --secrets=FILE"* ]]
	# letters few enough to make every code still do
	run -0 "$CODE" solve -v wordle --colours=abc --length=3 --count
	[ "$output" = 27 ]
}

@test "--secrets=- and --allowed=-: refused, saying standard input holds the hints" {
	local option
	for option in --secrets=- "--secrets=$ROOT/testdata/sample.in --allowed=-"; do
		# shellcheck disable=SC2086 # two options in one word
		run --separate-stderr "$CODE" solve -v wordle $option --count </dev/null
		[ "$status" -eq 2 ]
		[[ $stderr == "code: --"*": a list is read from a file, not from standard input (-), where the commands read hints, guesses and answers: give a file (a shell's <(command) makes one of a command's output)" ]] ||
		    { echo "$option: $stderr"; false; }
	done
	printf '%s\n' crane slate >"$T/w"
	run -0 "$CODE" solve -v wordle --secrets=<(cat "$T/w") --count
	[ "$output" = 2 ]
}

@test "a hint read from a file shows the bytes that are no text as \\x{NN}, as an operand's" {
	printf '%s\n' crane slate >"$T/w"
	printf '\033]0;pwned\007xx:-----\n' >"$T/h"
	run --separate-stderr "$CODE" solve -v wordle --secrets="$T/w" -f - <"$T/h"
	[ "$status" -eq 1 ]
	[ "$stderr" = "code: <stdin>:1:1: guess '\\x{1b}]0;pwned\\x{07}xx': '\\x{1b}' is in no code of $T/w" ]
	run --separate-stderr "$CODE" solve -v wordle --secrets="$T/w" -f "$T/h"
	! grep -q "$(printf '[\033\007]')" <<<"$stderr" || false
	# counts' weak matches asked for after a strong count that is no text
	printf '1122 \001\n' >"$T/h"
	run --separate-stderr "$CODE" solve -f "$T/h"
	[ "$stderr" = "code: $T/h:1:6: expected the weak matches after '\\x{01}', found end of input" ]
}

@test "--distinct with fewer colours than the length: no code, a usage error, not a guess printed" {
	local sides command
	for sides in both secret guess; do
		for command in solve analyze; do
			run -2 --separate-stderr "$CODE" "$command" --colours=1-3 \
			    --length=4 --distinct="$sides"
			[ "$stderr" = "code: $command: no code of 4 distinct colours, classic has 3" ]
			[ -z "$output" ]
		done
	done
	# as many colours as positions: the 3! codes
	run -0 "$CODE" solve --colours=1-3 --length=3 --distinct=both --count
	[ "$output" = 6 ]
}

@test "a search of words begins without a note of hours: 6 letters after a hint, the guess alone; 8 letters, the usage error alone" {
	local first hint
	[ -f "$WORDS" ] || skip "no $WORDS: make tools installs wamerican"
	grep -x '[a-z]\{6\}' "$WORDS" >"$T/w6"
	first=$(head -1 "$T/w6")
	hint=$(echo "$(sed -n 100p "$T/w6") $first" | awk -v rule=marks -f "$ROOT/tests/rules-ref.awk")
	run -0 --separate-stderr "$CODE" solve -v wordle --secrets="$T/w6" --strategy=optimal "$first:$hint"
	grep -qx "$output" "$T/w6"
	[ -z "$stderr" ]
	grep -x '[a-z]\{8\}' "$WORDS" >"$T/w8"
	run -2 --separate-stderr "$CODE" solve -v wordle --secrets="$T/w8" --strategy=optimal
	[ "$stderr" = "code: solve: the optimal strategy takes a rule of at most 2187 hints: marks of 8 positions has more" ]
}
