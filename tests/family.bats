#!/usr/bin/env bats
# The family's rules (--hint: counts, black, total, marks), codes from
# word lists (--secrets, --allowed) and hard mode, through every mode.
# The expected figures come from tests/rules-ref.awk and
# tests/optimal-ref.awk (which share nothing with code), from closed forms
# others proved (Chen and Lin's two positions), and from the worked
# examples Wordle players quote.  The words are Debian's (wamerican, which
# make tools installs): no other game's list is in the repository.

bats_require_minimum_version 1.5.0
load helper

setup() {
	T=$BATS_TEST_TMPDIR
}

@test "the scorer under every rule agrees with rules-ref.awk on random pairs of every length and alphabet" {
	local rule
	awk 'BEGIN {
		srand(33)
		for (k = 0; k < 3000; k++) {
			n = 1 + int(rand() * 12)
			c = 1 + int(rand() * 26)
			s = g = ""
			for (i = 0; i < n; i++) {
				s = s substr("abcdefghijklmnopqrstuvwxyz", 1 + int(rand() * c), 1)
				g = g substr("abcdefghijklmnopqrstuvwxyz", 1 + int(rand() * c), 1)
			}
			print s, g
		}
	}' >"$T/pairs"
	for rule in counts black total marks; do
		awk -v rule="$rule" -f "$ROOT/tests/rules-ref.awk" "$T/pairs" \
		    >"$T/want"
		"$CODE" score --colours=a-z --hint="$rule" --format=plain \
		    -f "$T/pairs" >"$T/got"
		diff -u "$T/want" "$T/got" || { echo "rule $rule"; false; }
	done
	# and the reference sees what it must: some marks present, some not
	grep -q 'Y' "$T/want"
	grep -q 'G' "$T/want"
}

@test "Wordle's marks on the worked examples players quote: repeated letters left to right" {
	run "$CODE" score -v wordle -f - <<-EOF
	inane nanny
	those geese
	abbey keeps
	world hello
	crane slate
	crane crane
	EOF
	[ "$status" -eq 0 ]
	# nanny against inane: the first n present, the second absent, the
	# third in place (and the a present)
	[ "$output" = "YY-G-
---GG
-Y---
---GY
--G-G
GGGGG" ]
	# the squares people paste, and JSON
	run "$CODE" score -v wordle --format=pegs inane nanny
	[ "$output" = "🟨🟨⬜🟩⬜" ]
	run "$CODE" score -v wordle --format=json inane nanny
	[ "$output" = '{"secret":"inane","guess":"nanny","marks":"YY-G-"}' ]
	run "$CODE" score -v wordle --format='%G %h %s %w' inane nanny
	[ "$output" = "nanny YY-G- 1 2" ]
	# counts' own words are not marks'
	run "$CODE" score -v wordle --format=words inane nanny
	[ "$status" -eq 2 ]
	[[ $output == "code: --format: words writes counts' strong and weak, not marks hints"* ]]
}

@test "black pegs and Jotto: a count alone, and its pegs" {
	run "$CODE" score -v black-peg 1234 1243 4321 1234
	[ "$output" = "2
0
4" ]
	run "$CODE" score -v black-peg 4321 1234
	[ "$output" = "0" ]
	run "$CODE" score -v black-peg --format=pegs 1234 1243
	[ "$output" = "●●" ]
	run "$CODE" score -v jotto crane nacre brick
	[ "$output" = "5
2" ]
	run "$CODE" score -v jotto --format=pegs crane nacre
	[ "$output" = "○○○○○" ]
	run "$CODE" score -v jotto --format=json crane brick
	[ "$output" = '{"secret":"crane","guess":"brick","total":2}' ]
}

# anagrams FILE: words of Debian's list, most of them anagrams of others
# (caret cater crate react recta trace; least slate stale steal), into
# FILE.
anagrams() {
	[ -f "$WORDS" ] || skip "no $WORDS: make tools installs wamerican"
	grep -xE 'caret|cater|crate|react|recta|trace|least|slate|stale|steal|brick|crane' \
	    "$WORDS" >"$1"
	[ "$(wc -l <"$1")" -eq 12 ]
}

# bats test_tags=heavy
@test "Jotto: the word itself is won, apart from its anagrams' count, written and read back so in every mode" {
	local g h want
	run "$CODE" score -v jotto crane nacre brick crane
	[ "$output" = "5
2
won" ]
	run "$CODE" score -v jotto --format=pegs crane crane nacre
	[ "$output" = "●●●●●
○○○○○" ]
	run "$CODE" score -v jotto --format=json crane crane nacre
	[ "$output" = '{"secret":"crane","guess":"crane","total":5,"won":true}
{"secret":"crane","guess":"nacre","total":5}' ]
	run "$CODE" score -v jotto --format='%h %s %w' crane crane
	[ "$output" = "won 5 0" ]
	# every pair of the list: the reference's count, won for the word
	anagrams "$T/w"
	pairs_of "$T/w" "$T/w"
	awk -v rule=total -f "$ROOT/tests/rules-ref.awk" "$T/pairs" |
	    paste -d ' ' "$T/pairs" - >"$T/hints"
	grep -q ' won$' "$T/hints"
	grep -q ' 5$' "$T/hints"
	"$CODE" score -v jotto --secrets="$T/w" -f "$T/pairs" |
	    paste -d ' ' "$T/pairs" - | diff -u "$T/hints" -
	# read back as written: each guess and hint leaves the secrets that
	# give it, the anagrams apart from the word (each list solve gives,
	# a line "GUESS:HINT SECRET" each, sorted with the others at the end:
	# a run each, where an awk and two sorts a run took twice its time)
	awk '{ print $2 ":" $3, $1 }' "$T/hints" | sort >"$T/want"
	awk '{ print $1 }' "$T/want" | uniq >"$T/histories"
	[ "$(wc -l <"$T/histories")" -gt 12 ]
	: >"$T/got"
	while read -r h; do
		"$CODE" solve -v jotto --secrets="$T/w" "$h" --list >"$T/one"
		while read -r want; do
			echo "$h $want"
		done <"$T/one" >>"$T/got"
	done <"$T/histories"
	sort "$T/got" | diff -u "$T/want" -
	run "$CODE" solve -v jotto --secrets="$T/w" crane:5
	[ "$status" -eq 4 ]
	run "$CODE" solve -v jotto --secrets="$T/w" crane:7
	[ "$status" -eq 1 ]
	[ "$output" = "code: 'crane:7': expected the colours in common, 0 to 5, or won, found '7'" ]
	# play answers so, and the anagram does not end the game
	run "$CODE" play -v jotto --secrets="$T/w" --secret=trace \
	    <<<$'caret\ntrace'
	[ "$output" = "Guess 1: 5
Guess 2: won
Solved in 2 guesses." ]
}

# bats test_tags=heavy
@test "Jotto on anagrams: the searches against the exhaustive one, every strategy finding every word with words of the list" {
	local strategy json want
	anagrams "$T/w"
	pairs_of "$T/w" "$T/w"
	# keyed: the win 5 0, an anagram 5 1
	keyed total
	grep -q ' 5 1$' "$T/hints"
	for goal in average worst; do
		want=$(awk -f "$ROOT/tests/optimal-ref.awk" "$T/hints")
		json=$("$CODE" analyze -v jotto --secrets="$T/w" \
		    --strategy=optimal --goal=$goal --format=json)
		if [ $goal = average ]; then
			[ "$(field total "$json")" = "$(awk '$1 == "average" { print $2 }' <<<"$want")" ] ||
			    { echo "$want / $json"; false; }
		else
			[ "$(field total "$json")" = "$(awk '$1 == "worst" { print $3 }' <<<"$want")" ] &&
			[ "$(field worst "$json")" = "$(awk '$1 == "worst" { print $2 }' <<<"$want")" ] ||
			    { echo "$want / $json"; false; }
		fi
	done
	for strategy in first knuth most-parts expected-size entropy optimal; do
		"$CODE" tree -v jotto --secrets="$T/w" --strategy=$strategy \
		    >"$T/tree"
		json=$("$CODE" replay -v jotto --secrets="$T/w" \
		    "$T/tree" --format=json)
		[[ $json == *'"secrets":12,'*'"unfound":0'* ]] || { echo "$strategy: $json"; false; }
		awk '{ for (i = 1; i <= NF; i += 2) print $i }' "$T/tree" |
		    sort -u | comm -23 - <(sort "$T/w") >"$T/other"
		[ ! -s "$T/other" ] || { echo "$strategy guessed: $(head -3 "$T/other")"; false; }
	done
}

# bats test_tags=heavy
@test "--secrets alone: the guesses are the list's words, in solve, analyze and play alike" {
	local variant list first json opts
	[ -f "$WORDS" ] || skip "no $WORDS: make tools installs wamerican"
	# seven -ills words, and 4-letter words: strings of their letters
	# would split them better, and are no words
	grep -x '[a-z]ills' "$WORDS" | head -7 >"$T/ills"
	grep -x '[a-z][a-z][a-z][a-z]' "$WORDS" | head -200 >"$T/w4"
	for variant in jotto:ills wordle:ills wordle:w4; do
		list=$T/${variant#*:}
		variant=${variant%:*}
		opts=(-v "$variant" --secrets="$list")
		[ "$list" != "$T/w4" ] || opts+=(--length=4)
		first=$("$CODE" solve "${opts[@]}")
		grep -qx "$first" "$list" || { echo "$variant: $first"; false; }
		"$CODE" tree "${opts[@]}" >"$T/tree"
		awk '{ for (i = 1; i <= NF; i += 2) print $i }' "$T/tree" |
		    sort -u | comm -23 - <(sort "$list") >"$T/other"
		[ ! -s "$T/other" ] || { echo "$variant: $(head -3 "$T/other")"; false; }
	done
	# play takes the word solve offers
	for variant in jotto wordle; do
		first=$("$CODE" solve -v "$variant" --secrets="$T/ills")
		run "$CODE" play -v "$variant" --secrets="$T/ills" \
		    --secret=dills <<<"$first"
		[[ $output == "Guess 1"*": "[-GY0-9w]* ]] || { echo "$output"; false; }
	done
	# the optimal search: a word of the list first, every word found
	json=$("$CODE" analyze -v jotto --secrets="$T/ills" --strategy=optimal --format=json)
	[[ $json == *'"first":"'[a-z]'ills",'* ]] || { echo "$json"; false; }
	[[ $json == *'"secrets":7,'* ]]
	# any code of the colours may be guessed when --allowed lists them
	printf '1234\n4321\n1122\n' >"$T/digits"
	"$CODE" solve -v classic --list >"$T/all"
	json=$("$CODE" analyze -v classic --secrets="$T/digits" --allowed="$T/all" --format=json)
	[ "$(field secrets "$json")" = 3 ]
}

# bats test_tags=slow
@test "every mark the reader takes is named by --help, the manual and the guide, with what it means" {
	local c n meaning doc
	first_pass_only "the documents against the reader"
	# each printable character as three marks of abc among five colours:
	# refused, or read as in place (1 secret), present (2, abc's
	# derangements) or absent (8, the codes of d and e)
	for n in $(seq 33 126); do
		c=$(printf "\\$(printf %o "$n")")
		[ "$c" != : ] || continue	# what ends the guess
		run "$CODE" solve --colours=a-e --length=3 --hint=marks --count \
		    "abc:$c$c$c"
		case $status:$output in
		0:1) meaning=G ;;
		0:2) meaning=Y ;;
		0:8) meaning=- ;;
		1:*"expected a mark at position 1"*) continue ;;
		*) echo "'$c': $status $output"; return 1 ;;
		esac
		echo "$c $meaning" >>"$T/raw"
	done
	tr '[:upper:]' '[:lower:]' <"$T/raw" | sort -u >"$T/read"
	# what the documents say each means, in either case
	printf '%s\n' '+ y' '- -' '. -' '0 -' '1 y' '2 g' '= g' '_ -' 'b -' \
	    'g g' 'w -' 'x -' 'y y' | sort | diff -u - "$T/read"
	# the marks each document names, in either case: --help's paragraph
	# under marks, the manual's item, doc/guide.md's sentence
	"$CODE" solve --help | awk '/^    marks/ { on = 1 } on && /^  --/ { exit } on' |
	    tr ' ,;()' '\n' >"$T/help"
	awk '/^\.It Cm marks/ { on = 1; next } on && /^\.(It|El)/ { exit }
	    on && /^\.Ql / { sub(/^\.Ql (\\&)?/, ""); print $1 }' \
	    "$ROOT/man/code.1" >"$T/manual"
	tr '\n' ' ' <"$ROOT/doc/guide.md" | sed 's/.*a character a position, \(.*\) a pattern no secret can give.*/\1/' |
	    grep -o '`[^`]`' | tr -d '`' >"$T/readme"
	for doc in help manual readme; do
		tr '[:upper:]' '[:lower:]' <"$T/$doc" | sort -u >"$T/$doc.named"
		# every mark read is named; every one-character word named a mark
		# (the help's words aside, which are no single characters but a)
		cut -d' ' -f1 "$T/read" | comm -23 - "$T/$doc.named" >"$T/unnamed"
		[ ! -s "$T/unnamed" ] || { echo "$doc does not name: $(cat "$T/unnamed")"; false; }
	done
	cut -d' ' -f1 "$T/read" | comm -13 - "$T/manual.named" >"$T/unread"
	[ ! -s "$T/unread" ] || { echo "the manual names: $(cat "$T/unread")"; false; }
}

# bats test_tags=heavy
@test "marks are read in every notation people paste, and a bad one is refused naming where" {
	local after want
	words5 "$T/all"
	words5 "$T/w" 7
	set -- -v wordle --secrets="$T/w" --allowed="$T/all"
	want=$("$CODE" solve "$@" crane:-Y--G)
	[ -n "$want" ]
	for after in 'crane:-y--g' 'crane:.Y..G' 'crane:01002' \
	    'crane:⬜🟨⬜⬜🟩' 'crane:⬛🟨⬛⬛🟩' 'crane:⬜️🟨⬜️⬜️🟩' \
	    'crane:- Y - - G'; do
		run "$CODE" solve "$@" "$after"
		[ "$status" -eq 0 ] || { echo "$after: $output"; false; }
		[ "$output" = "$want" ] || { echo "$after: $output"; false; }
	done
	run "$CODE" solve "$@" crane:-Y-G
	[ "$status" -eq 1 ]
	[[ $output == *"expected 5 marks, a position each, not 4, found '-Y-G'"* ]]
	run "$CODE" solve "$@" crane:-Y-QG
	[ "$status" -eq 1 ]
	[[ $output == *"expected a mark at position 4 of the hint (G in place, Y elsewhere, - not, or a coloured square), found 'QG'"* ]]
	# --interactive reads them typed or pasted, asks again at a bad one
	# (the next guess is the one the operand reads to)
	run --separate-stderr "$CODE" solve "$@" --interactive \
	    <<<"$(printf '%s\n' 'GGGQ' '⬜🟨⬜⬜🟩')"
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 3 ]
	[ "${lines[1]}" = "${lines[0]}" ]
	[ "${lines[2]}" = "$("$CODE" solve "$@" "${lines[0]}:-Y--G")" ]
	# speed's second e present after its first absent: no secret gives it
	run "$CODE" solve "$@" speed:---Y-
	[ "$status" -eq 1 ]
	[[ $output == *"no secret gives these marks: position 4 is marked present, but the same colour at 3, before it, absent"* ]]
}

# bats test_tags=heavy
@test "optimal: black, total and marks on tiny games agree with the exhaustive search" {
	local rule length colours want json
	# under the sanitizers, two of the five games a rule (its searches
	# take the same paths on each; the first pass runs all five, and the
	# references' awk took half the test's time there too)
	for rule in black total marks counts; do
		while read -r length colours; do
			! sanitized || [ "$length $colours" = "2 4" ] ||
			    [ "$length $colours" = "3 3" ] || continue
			keys "$length" "$colours" "$rule"
			want=$(awk -f "$ROOT/tests/optimal-ref.awk" "$T/hints")
			json=$("$CODE" analyze --strategy=optimal --hint="$rule" \
			    --length="$length" --colours=1-"$colours" --format=json)
			[ "$(field total "$json")" = "$(awk '$1 == "average" { print $2 }' <<<"$want")" ] ||
			    { echo "$rule $length $colours: $want / $json"; false; }
			json=$("$CODE" analyze --strategy=optimal --hint="$rule" \
			    --goal=worst --length="$length" \
			    --colours=1-"$colours" --format=json)
			[ "$(field worst "$json") $(field total "$json")" = \
			    "$(awk '$1 == "worst" { print $2, $3 }' <<<"$want")" ] ||
			    { echo "$rule $length $colours worst: $want / $json"; false; }
		done <<-EOF
		2 2
		2 3
		2 4
		3 2
		3 3
		EOF
	done
}

# bats test_tags=heavy
@test "Chen and Lin's two positions: 2 x n Mastermind and the AB game, averages and worst cases" {
	local n colours sum want worst json ns="3 4 5 6 7 8 9 10 11 12"
	# under the sanitizers the smallest and largest, even and odd: the
	# same searches on more colours (the first pass runs all ten)
	! sanitized || ns="3 4 11 12"
	for n in $ns; do
		colours=$(printf '%s' 123456789ABC | cut -c1-"$n")
		if [ $((n % 2)) -eq 0 ]; then
			want=$(((8 * n * n * n + 51 * n * n - 74 * n + 48) / 24))
			sum=$(((4 * n * n * n + 21 * n * n - 76 * n + 72) / 12))
		else
			want=$(((8 * n * n * n + 51 * n * n - 80 * n + 69) / 24))
			sum=$(((4 * n * n * n + 21 * n * n - 82 * n + 105) / 12))
		fi
		json=$("$CODE" analyze --length=2 --colours="$colours" \
		    --strategy=optimal --format=json)
		[ "$(field total "$json")" = "$want" ] || { echo "MM n=$n: $json"; false; }
		json=$("$CODE" analyze --length=2 --colours="$colours" \
		    --strategy=optimal --goal=depth --format=json)
		[ "$(field fewest_guesses "$json")" = $((n / 2 + 2)) ]
		json=$("$CODE" analyze --length=2 --colours="$colours" \
		    --distinct=both --strategy=optimal --format=json)
		[ "$(field total "$json")" = "$sum" ] || { echo "AB n=$n: $json"; false; }
		json=$("$CODE" analyze --length=2 --colours="$colours" \
		    --distinct=both --strategy=optimal --goal=depth --format=json)
		[ "$(field fewest_guesses "$json")" = $(((n + 1) / 2 + 1)) ]
	done
}

# bats test_tags=heavy
@test "Wordle on Debian's words: every heuristic finds every secret, its tree replays, within the lists" {
	local strategy json
	words5 "$T/secrets" 9
	words5 "$T/allowed" 3 1
	for strategy in first knuth most-parts expected-size entropy; do
		"$CODE" tree -v wordle --secrets="$T/secrets" \
		    --allowed="$T/allowed" --strategy="$strategy" \
		    >"$T/tree"
		json=$("$CODE" replay -v wordle --secrets="$T/secrets" \
		    --allowed="$T/allowed" "$T/tree" --format=json)
		[ "$(field secrets "$json")" = "$(wc -l <"$T/secrets")" ]
		[[ $json == *'"unfound":0'* ]]
		# every guess of the tree is a word of the lists
		awk '{ for (i = 1; i <= NF; i += 2) print $i }' "$T/tree" |
		    sort -u | comm -23 - <(sort -u "$T/secrets" "$T/allowed") >"$T/other"
		[ ! -s "$T/other" ] || { echo "$strategy guessed: $(head -3 "$T/other")"; false; }
	done
	# Jotto too: letters in common, a word of the list each guess
	"$CODE" tree -v jotto --secrets="$T/secrets" >"$T/tree"
	run "$CODE" replay -v jotto --secrets="$T/secrets" "$T/tree"
	[ "$status" -eq 0 ]
	[[ $output == *"tree: lines, finds every secret"* ]]
}

@test "Wordle on a few words: the optimal search against the exhaustive one, normal and consistent" {
	local json want
	words5 "$T/secrets" 400
	words5 "$T/allowed" 150 7
	sort -u "$T/secrets" "$T/allowed" >"$T/all"
	# every pair, keyed, for the reference: a guess of the lists against a
	# secret
	pairs_of "$T/secrets" "$T/all"
	keyed marks
	want=$(awk -f "$ROOT/tests/optimal-ref.awk" "$T/hints")
	json=$("$CODE" analyze -v wordle --secrets="$T/secrets" \
	    --allowed="$T/allowed" --strategy=optimal --format=json)
	[ "$(field total "$json")" = "$(awk '$1 == "average" { print $2 }' <<<"$want")" ] ||
	    { echo "$want / $json"; false; }
	want=$(awk -v consistent=1 -f "$ROOT/tests/optimal-ref.awk" "$T/hints")
	json=$("$CODE" analyze -v wordle --secrets="$T/secrets" \
	    --allowed="$T/allowed" --strategy=optimal --consistent --format=json)
	[ "$(field total "$json")" = "$(awk '$1 == "average" { print $2 }' <<<"$want")" ]
}

@test "hard mode: each guess keeps what the marks found; its trees replay under it and others are refused" {
	local json hard soft
	words5 "$T/secrets" 30
	words5 "$T/allowed" 10 3
	# the rule on worked examples: after crane got -Y--G, the r stays
	# somewhere and the e at the end
	"$CODE" tree -v wordle --secrets="$T/secrets" --allowed="$T/allowed" \
	    --hard --strategy=optimal >"$T/hard"
	run "$CODE" replay -v wordle --secrets="$T/secrets" \
	    --allowed="$T/allowed" --hard "$T/hard"
	[ "$status" -eq 0 ]
	hard=$(sed -n 's/^total guesses: //p' <<<"$output")
	"$CODE" tree -v wordle --secrets="$T/secrets" --allowed="$T/allowed" \
	    --strategy=optimal >"$T/soft"
	soft=$("$CODE" replay -v wordle --secrets="$T/secrets" \
	    --allowed="$T/allowed" "$T/soft" | sed -n 's/^total guesses: //p')
	[ "$hard" -ge "$soft" ]
	# a tree of the free game is refused under --hard where it drops a mark,
	# or is the same
	run "$CODE" replay -v wordle --secrets="$T/secrets" \
	    --allowed="$T/allowed" --hard "$T/soft"
	[ "$status" -eq 0 ] || [[ $output == *"breaks hard mode: after "*" got "*", "*" must "* ]]
	# every heuristic keeps it: its tree replays under --hard
	for strategy in knuth entropy; do
		"$CODE" tree -v wordle --secrets="$T/secrets" \
		    --allowed="$T/allowed" --hard --strategy="$strategy" \
		    >"$T/tree"
		run "$CODE" replay -v wordle --secrets="$T/secrets" \
		    --allowed="$T/allowed" --hard "$T/tree"
		[ "$status" -eq 0 ] || { echo "$strategy: $output"; false; }
	done
	# where it has no meaning, a usage error
	run "$CODE" analyze --hard
	[ "$status" -eq 2 ]
	[[ $output == "code: --hard is Wordle's hard mode, for --hint=marks: classic's hints are counts"* ]]
}

# marks SECRET GUESS: the marks GUESS gets from SECRET, by rules-ref.awk.
marks() {
	echo "$1 $2" | awk -v rule=marks -f "$ROOT/tests/rules-ref.awk"
}

# bats test_tags=heavy
@test "hard mode's refusal names the hint, the letter and its place as Wordle does: solve refuses the history, play asks again, a tree is refused" {
	local purse cloud
	words5 "$T/w"
	# the secret about: purse finds its u elsewhere, cloud its o and u in
	# place; gnawn drops the u, then the o and u kept in place, rusty the
	# p found in place, hello an e of the two eerie found; Wordle checks
	# the last row, its greens first, and names a letter once, however
	# many of it are wanted, in capitals
	purse=$(marks about purse)
	cloud=$(marks about cloud)
	[ "$purse" = -Y--- ]
	[ "$cloud" = --GG- ]
	run --separate-stderr "$CODE" solve -v wordle --secrets="$T/w" --hard \
	    "purse:$purse" "cloud:$cloud"
	[ "$status" -eq 0 ]
	run --separate-stderr "$CODE" solve -v wordle --secrets="$T/w" --hard \
	    "purse:$purse" "gnawn:$(marks about gnawn)"
	[ "$status" -eq 1 ]
	[ -z "$output" ]
	[ "$stderr" = "code: 'gnawn:--Y--': hard mode forbids gnawn after hint 1 (purse:-Y---): Guess must contain U" ]
	run --separate-stderr "$CODE" solve -v wordle --secrets="$T/w" --hard \
	    "purse:$purse" "cloud:$cloud" "gnawn:$(marks about gnawn)"
	[ "$status" -eq 1 ]
	[ "$stderr" = "code: 'gnawn:--Y--': hard mode forbids gnawn after hint 2 (cloud:--GG-): 3rd letter must be O" ]
	run --separate-stderr "$CODE" solve -v wordle --secrets="$T/w" --hard \
	    "purse:$(marks pushy purse)" "rusty:$(marks pushy rusty)"
	[ "$status" -eq 1 ]
	[ "$stderr" = "code: 'rusty:-GG-G': hard mode forbids rusty after hint 1 (purse:GG-Y-): 1st letter must be P" ]
	run --separate-stderr "$CODE" solve -v wordle --secrets="$T/w" --hard \
	    "eerie:$(marks sheep eerie)" "hello:$(marks sheep hello)"
	[ "$status" -eq 1 ]
	[ "$stderr" = "code: 'hello:YY---': hard mode forbids hello after hint 1 (eerie:YY---): Guess must contain E" ]
	# from a file: its place
	printf 'purse %s\n# the u\ngnawn --Y--\n' "$purse" >"$T/h"
	run --separate-stderr "$CODE" solve -v wordle --secrets="$T/w" --hard -f "$T/h"
	[ "$status" -eq 1 ]
	[ "$stderr" = "code: $T/h:3:1: hard mode forbids gnawn after hint 1 (purse:-Y---): Guess must contain U" ]
	# without --hard the same history is taken
	run "$CODE" solve -v wordle --secrets="$T/w" "purse:$purse" \
	    "gnawn:$(marks about gnawn)" --count
	[ "$status" -eq 0 ]
	# play: said, asked again, no try spent
	run "$CODE" play -v wordle --secrets="$T/w" --secret=about --hard \
	    <<<"$(printf '%s\n' purse gnawn hello about)"
	[ "$status" -eq 0 ]
	printf '%s\n' "Guess 1 of 6: $purse" \
	    "Guess 2 of 6: Guess must contain U" \
	    "Guess 2 of 6: Guess must contain U" \
	    "Guess 2 of 6: GGGGG" "Solved in 2 guesses." | diff -u - <(printf '%s\n' "$output")
	# a tree: after crane got YGG-G (the secret trace), slate drops the r
	printf '%s\n' crane trace cream slate >"$T/s"
	[ "$(marks trace crane)" = YGG-G ]
	printf '%s\n' crane 'crane GGY-Y cream' 'crane --G-G slate' \
	    'crane YGG-G slate' >"$T/tree"
	run --separate-stderr "$CODE" replay -v wordle --secrets="$T/s" --hard \
	    "$T/tree"
	[ "$status" -eq 1 ]
	[ "$stderr" = "code: $T/tree:4:13: guess slate breaks hard mode: after crane got YGG-G, 2nd letter must be R" ]
}

# crane slate moist hoist against joist, then bloat, which keeps the s
# and t slate found but not the o that hoist found in place: Wordle
# checks the last row alone, its greens first, and names the O.
@test "hard mode: the last row's greens first, then its letters: crane slate moist hoist bloat against joist" {
	local w
	printf '%s\n' crane slate moist hoist bloat joist toils >"$T/w"
	[ "$(marks joist slate)" = Y--Y- ]
	[ "$(marks joist hoist)" = -GGGG ]
	run "$CODE" play -v wordle --secrets="$T/w" --secret=joist --hard \
	    <<<"$(printf '%s\n' crane slate moist hoist bloat toils joist)"
	[ "$status" -eq 0 ]
	printf '%s\n' "Guess 1 of 6: $(marks joist crane)" \
	    "Guess 2 of 6: Y--Y-" "Guess 3 of 6: $(marks joist moist)" \
	    "Guess 4 of 6: -GGGG" "Guess 5 of 6: 2nd letter must be O" \
	    "Guess 5 of 6: 4th letter must be S" "Guess 5 of 6: GGGGG" \
	    "Solved in 5 guesses." | diff -u - <(printf '%s\n' "$output")
	# the letters in the order of the last row's positions marked: after
	# slate (Y--Y-), a guess with neither s nor t wants the S first
	run "$CODE" play -v wordle --secrets="$T/w" --secret=joist --hard \
	    <<<"$(printf '%s\n' slate crane)"
	[ "${lines[1]}" = "Guess 2 of 6: Guess must contain S" ]
	run --separate-stderr "$CODE" solve -v wordle --secrets="$T/w" --hard \
	    "crane:-----" "slate:Y--Y-" "moist:-GGGG" "hoist:-GGGG" "bloat:$(marks joist bloat)"
	[ "$status" -eq 1 ]
	[ "$stderr" = "code: 'bloat:--Y-G': hard mode forbids bloat after hint 4 (hoist:-GGGG): 2nd letter must be O" ]
}

@test "--hard under a rule other than marks: a usage error in every mode" {
	local mode
	words5 "$T/w" 50
	for mode in solve analyze play variants; do
		run --separate-stderr "$CODE" $mode -v jotto --secrets="$T/w" --hard </dev/null
		[ "$status" -eq 2 ] || { echo "$mode: $status"; false; }
		[ -z "$output" ]
		[ "$stderr" = "code: --hard is Wordle's hard mode, for --hint=marks: jotto's hints are total" ]
		# whichever comes first, the rule or --hard (play has no --hint)
		[ "$mode" != play ] || continue
		run --separate-stderr "$CODE" $mode -v wordle --hard --secrets="$T/w" --hint=total </dev/null
		[ "$status" -eq 2 ]
		[ "$stderr" = "code: --hard is Wordle's hard mode, for --hint=marks: wordle's hints are total" ]
	done
	run "$CODE" variants -v wordle --hard
	[ "$status" -eq 0 ]
	[[ $output == *", changed by --hard" ]]
}

@test "word lists: every fault named FILE:LINE:COL, a word twice a warning, CRLF and a BOM taken" {
	words5 "$T/w" 50
	printf 'crane\nslat\nabcde\n' >"$T/short"
	run --separate-stderr "$CODE" analyze -v wordle --secrets="$T/short"
	[ "$status" -eq 1 ]
	[ "$stderr" = "code: $T/short:2:5: a code of 4 symbols, expected 5 (as $T/short:1)" ]
	printf 'crane\ncr1ne\n' >"$T/digit"
	run --separate-stderr "$CODE" analyze -v wordle --colours=a-z --secrets="$T/digit"
	[ "$status" -eq 1 ]
	[ "$stderr" = "code: $T/digit:2:3: expected a colour of a-z, found '1'" ]
	printf 'crane\ncr\001ne\n' >"$T/nul"
	run --separate-stderr "$CODE" analyze -v wordle --secrets="$T/nul"
	[ "$status" -eq 1 ]
	[ "$stderr" = "code: $T/nul:2:3: expected a colour (a printable character), found '\\x{01}'" ]
	: >"$T/empty"
	run --separate-stderr "$CODE" analyze -v wordle --secrets="$T/empty"
	[ "$status" -eq 1 ]
	[ "$stderr" = "code: $T/empty:1:1: an empty list: expected a code a line" ]
	printf 'crane\nslate\ncrane\n' >"$T/twice"
	run --separate-stderr "$CODE" analyze -v wordle --secrets="$T/twice" --format=json
	[ "$status" -eq 0 ]
	[ "$stderr" = "code: $T/twice:3: warning: crane again (line 1 has it): taken once" ]
	[ "$(field secrets "$output")" = 2 ]
	printf '\357\273\277crane\r\nslate\r\n' >"$T/dos"
	run --separate-stderr "$CODE" analyze -v wordle --secrets="$T/dos" --format=json
	[ "$status" -eq 0 ]
	[ -z "$stderr" ]
	[ "$(field secrets "$output")" = 2 ]
	run "$CODE" analyze -v wordle --allowed="$T/w"
	[ "$status" -eq 2 ]
	run "$CODE" analyze -v wordle --secrets="$T/nothere"
	[ "$status" -eq 3 ]
	[ "$output" = "code: $T/nothere: No such file or directory" ]
	run "$CODE" analyze -v wordle --secrets="$T"
	[ "$status" -eq 3 ]
	run "$CODE" analyze -v wordle --secrets=
	[ "$status" -eq 2 ]
	# the colours are the symbols the lists use: digits make a game too
	printf '1234\n4321\n1122\n' >"$T/digits"
	run "$CODE" analyze -v classic --secrets="$T/digits" --strategy=optimal --format=json
	[ "$status" -eq 0 ]
	[ "$(field secrets "$output")" = 3 ]
}

@test "score and solve take the lists: a code outside them is refused, named" {
	words5 "$T/w" 20
	run "$CODE" score -v wordle --secrets="$T/w" "$(sed -n 1p "$T/w")" zzzzz
	[ "$status" -eq 1 ]
	[[ $output == "code: guess 'zzzzz': not one of the guesses of $T/w" ]]
	run "$CODE" score -v wordle --secrets="$T/w" zzzzz "$(sed -n 1p "$T/w")"
	[ "$status" -eq 1 ]
	[[ $output == "code: secret 'zzzzz': not one of the secrets of $T/w" ]]
	run "$CODE" solve -v wordle --secrets="$T/w" --count
	[ "$output" = "$(wc -l <"$T/w")" ]
}

@test "play -v wordle: a word of --secrets, marks on a pipe, the lists and hard mode enforced without costing a try" {
	local secret
	words5 "$T/w" 40
	secret=$(sed -n 3p "$T/w")
	run "$CODE" play -v wordle --secrets="$T/w" --secret="$secret" \
	    <<<"$(printf '%s\n' zzzzz "$(sed -n 1p "$T/w")" "$secret")"
	[ "$status" -eq 0 ]
	[[ ${lines[0]} == "Guess 1 of 6: 'zzzzz': not in the word list" ]]
	[[ ${lines[1]} == "Guess 1 of 6: "[-YG][-YG][-YG][-YG][-YG] ]]
	[ "${lines[2]}" = "Guess 2 of 6: GGGGG" ]
	[ "${lines[3]}" = "Solved in 2 guesses." ]
	run "$CODE" play -v wordle --secrets="$T/w" --secret="$secret" --tries=1 \
	    <<<"$(sed -n 1p "$T/w")"
	[ "${lines[1]}" = "Out of tries: the word was $secret." ]
	run "$CODE" play -v wordle
	[ "$status" -eq 2 ]
	[[ $output == "code: play: wordle takes its words from --secrets=FILE"* ]]
	run "$CODE" play -v wordle --secrets="$T/w" --secret=zzzzz </dev/null
	[ "$status" -eq 1 ]
}

@test "gen --pairs from the lists: every pair scores, every code one of them" {
	words5 "$T/w" 30
	"$CODE" gen --pairs -v wordle --secrets="$T/w" --games=200 --seed=3 >"$T/pairs"
	[ "$(wc -l <"$T/pairs")" -eq 200 ]
	run "$CODE" score -v wordle --secrets="$T/w" -f "$T/pairs"
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 200 ]
	awk -v rule=marks -f "$ROOT/tests/rules-ref.awk" "$T/pairs" |
	    diff -u - <(printf '%s\n' "${lines[@]}")
}

# bats test_tags=heavy
@test "hostile lists: a line of a megabyte, NUL bytes, invalid UTF-8, a million lines: a message and a status, never a signal" {
	local status
	{ echo crane; head -c 1048576 /dev/zero | tr '\0' 'a'; echo; } >"$T/long"
	run --separate-stderr "$CODE" analyze -v wordle --secrets="$T/long"
	[ "$status" -eq 1 ]
	[ "$stderr" = "code: $T/long:2:6: a code of more than 5 symbols, expected 5 (as $T/long:1)" ]
	printf 'crane\n\0\0\0\0\0\n' >"$T/nul"
	run --separate-stderr "$CODE" analyze -v wordle --secrets="$T/nul"
	[ "$status" -eq 1 ]
	[[ $stderr == "code: $T/nul:2:1: expected a colour"*"found '\\x{00}'" ]]
	printf 'crane\ncr\303\251e\n' >"$T/utf8"
	run --separate-stderr "$CODE" analyze -v wordle --colours=a-z --secrets="$T/utf8"
	[ "$status" -eq 1 ]
	[ "$stderr" = "code: $T/utf8:2:3: expected a colour of a-z, found '\\x{c3}'" ]
	# a million lines, every one a code (nine letters of a to e)
	awk 'BEGIN { for (i = 0; i < 1000000; i++) {
		s = ""; n = i
		for (k = 0; k < 9; k++) { s = s substr("abcde", n % 5 + 1, 1); n = int(n / 5) }
		print s } }' >"$T/million"
	run --separate-stderr "$CODE" solve -v hints --secrets="$T/million" --count
	[ "$status" -eq 0 ]
	[ "$output" = 1000000 ]
	# and its guesses too many for the strategies' table: refused, said
	run --separate-stderr "$CODE" analyze -v hints --secrets="$T/million" --hint=black
	[ "$status" -ne 0 ]
	[ "$status" -lt 128 ]
	[ -n "$stderr" ]
}

# agree FILE GUESS MARKS: the words of FILE that, as the secret, give
# GUESS the MARKS, by rules-ref.awk, sorted.
agree() {
	awk -v g="$2" '{ print $0, g }' "$1" |
	    awk -v rule=marks -f "$ROOT/tests/rules-ref.awk" | paste -d ' ' "$1" - |
	    awk -v m="$3" '$2 == m { print $1 }' | sort
}

# marks SECRET GUESS: the marks of GUESS against SECRET, by rules-ref.awk.
marks() {
	echo "$1 $2" | awk -v rule=marks -f "$ROOT/tests/rules-ref.awk"
}

# first_fault FILE [LENGTH]: the message code gives FILE (under LC_ALL=C)
# as a list of codes of LENGTH printable characters, or without LENGTH of
# the first code's length (at most 256), worked out byte by byte from
# od's dump: UTF-8 decoded by its table of lead and continuation bytes
# (RFC 3629), a character a column; empty lines skipped, a CR before an
# LF (or at the end) taken off; the empty string if the list is good.
first_fault() {
	od -An -v -tu1 "$1" | awk -v name="$1" -v len="${2:-0}" '
	function fault(col, text) {
		if (col) print "code: " name ":" line ":" col ": " text
		else print "code: " name ":" line ": " text
		done = 1
		exit
	}
	function end_line() {
		if (k > 0 && len == 0) {
			len = k
			as = " (as " name ":" line ")"
		}
		if (k > 0 && k != len)
			fault(k + 1, "a code of " k " symbol" (k == 1 ? "" : "s") ", expected " len as)
		line++
		col = k = 0
	}
	function hex(c) { return sprintf("\\x{%02x}", c) }
	# the bytes of the UTF-8 character at b[i], or 0 if it is none;
	# its code point in cp
	function utf8(i,    n, lo, hi, j, c) {
		c = b[i]
		if (c >= 194 && c <= 223) { n = 2; cp = c - 192 }
		else if (c >= 224 && c <= 239) { n = 3; cp = c - 224 }
		else if (c >= 240 && c <= 244) { n = 4; cp = c - 240 }
		else return 0
		for (j = 1; j < n; j++) {
			lo = 128; hi = 191
			if (j == 1 && c == 224) lo = 160
			if (j == 1 && c == 237) hi = 159
			if (j == 1 && c == 240) lo = 144
			if (j == 1 && c == 244) hi = 143
			if (i + j >= nb || b[i + j] < lo || b[i + j] > hi) return 0
			cp = cp * 64 + b[i + j] - 128
		}
		return n
	}
	function invisible(c) {
		return c < 160 || c == 173 || c == 1564 || c == 6158 ||
		    (c >= 8203 && c <= 8207) || (c >= 8232 && c <= 8238) ||
		    (c >= 8288 && c <= 8303) || c == 65279 ||
		    (c >= 65529 && c <= 65531) || (c >= 64976 && c <= 65007) ||
		    c % 65536 >= 65534 || (c >= 917504 && c <= 917631) ||
		    c == 160 || c == 5760 || (c >= 8192 && c <= 8202) ||
		    c == 8239 || c == 8287 || c == 12288
	}
	function combining(c) {
		return (c >= 768 && c <= 879) || (c >= 6832 && c <= 6911) ||
		    (c >= 7616 && c <= 7679) || (c >= 8400 && c <= 8447) ||
		    (c >= 65056 && c <= 65071)
	}
	{ for (i = 1; i <= NF; i++) b[nb++] = $i }
	END {
		if (done) exit
		line = 1
		for (i = 0; i < nb; i++) {
			c = b[i]
			if (c == 10) { end_line(); continue }
			if (c == 13 && (i + 1 == nb || b[i + 1] == 10)) continue
			col++
			if (c >= 128 && !(n = utf8(i)))
				fault(col, "expected UTF-8 text, found the byte '\''" hex(c) "'\'' (convert the list, as iconv -f latin1 -t utf-8 does)")
			if (c >= 128 && combining(cp))
				fault(col, sprintf("expected a letter, found the combining mark U+%04X: a letter and its accent are one character in the lists'\'' normal form (NFC; uconv -x any-nfc converts a list)", cp))
			if (c < 33 || c == 127 || (c >= 128 && invisible(cp)))
				fault(col, "expected a colour (a printable character), found '\''" (c == 32 ? " " : hex(c)) "'\''")
			if (len > 0 && k == len)
				fault(col, "a code of more than " len " symbols, expected " len as)
			if (len == 0 && k == 256)
				fault(col, "a code of more than 256 symbols, expected at most 256")
			if (c >= 128) i += n - 1
			k++
		}
		end_line()
	}'
}

@test "solve --count and --list are one pass over the list: 20000 words in 10 MB, the words rules-ref.awk finds" {
	awk 'BEGIN {
		srand(41)
		print "crane"
		while (n < 19999) {
			w = ""
			for (k = 0; k < 5; k++)
				w = w sprintf("%c", 97 + int(rand() * 26))
			if (!(w in seen) && w != "crane") { seen[w]; print w; n++ }
		}
	}' >"$T/w"
	agree "$T/w" crane ----- >"$T/want"
	[ "$(wc -l <"$T/want")" -gt 1000 ]
	# a table of guesses by secrets (400 million hints) would not fit
	short_of_memory '"$1" solve -v wordle --secrets="$2" --count crane:-----' "$T/w"
	[ "$status" -eq 0 ]
	[ "$output" = "$(wc -l <"$T/want")" ]
	short_of_memory '"$1" solve -v wordle --secrets="$2" --list crane:----- >"$3"' \
	    "$T/w" "$T/got"
	[ "$status" -eq 0 ]
	diff -u "$T/want" "$T/got"
	# nor the optimal search, which no count needs: no note of one either
	short_of_memory '"$1" solve -v wordle --secrets="$2" --strategy=optimal --count crane:-----' "$T/w"
	[ "$status" -eq 0 ]
	[ "$output" = "$(wc -l <"$T/want")" ]
	[ -z "$stderr" ]
}

@test "a list is read no further than it can be one: /dev/zero, /dev/urandom and files without end refused at their first fault, at once, in 10 MB" {
	short_of_memory 'timeout 20 "$1" solve -v wordle --secrets=/dev/zero --count'
	[ "$status" -eq 1 ]
	[ "$stderr" = "code: /dev/zero:1:1: expected a colour (a printable character), found '\\x{00}'" ]
	short_of_memory 'timeout 20 "$1" solve -v wordle --secrets=/dev/urandom --count'
	[ "$status" -eq 1 ]
	[[ $stderr =~ ^code:\ /dev/urandom:[0-9]+:[0-9]+:\ (expected\ a\ colour|expected\ UTF-8\ text|expected\ a\ letter|a\ code\ of) ]]
	# random bytes kept, their first fault worked out by first_fault
	head -c 4096 /dev/urandom >"$T/random"
	run --separate-stderr "$CODE" solve -v wordle --secrets="$T/random" --count
	[ "$status" -eq 1 ]
	[ "$stderr" = "$(first_fault "$T/random")" ]
	# a line of letters without end, and empty lines without end
	short_of_memory 'yes | tr -d "\n" | timeout 20 "$1" solve -v wordle --secrets=/dev/stdin --count'
	[ "$status" -eq 1 ]
	[ "$stderr" = "code: /dev/stdin:1:257: a code of more than 256 symbols, expected at most 256" ]
	short_of_memory 'yes | tr -d "\n" | timeout 20 "$1" solve -v hints --secrets=/dev/stdin --count'
	[ "$status" -eq 1 ]
	[ "$stderr" = "code: /dev/stdin:1:257: a code of more than 256 symbols, expected at most 256" ]
	short_of_memory 'yes "" | timeout 20 "$1" solve -v wordle --secrets=/dev/stdin --count'
	[ "$status" -eq 1 ]
	[ "$stderr" = "code: /dev/stdin:4194305: a list of more than 4194304 lines" ]
	# the reference itself: a good list has no fault, a bad one the one seen
	printf 'crane\r\n\nslate\r' >"$T/good"
	[ -z "$(first_fault "$T/good" 5)" ]
	printf 'crane\n\nsla\r\n' >"$T/bad"
	[ "$(first_fault "$T/bad" 5)" = "code: $T/bad:3:4: a code of 3 symbols, expected 5" ]
	[ "$(first_fault "$T/bad")" = "code: $T/bad:3:4: a code of 3 symbols, expected 5 (as $T/bad:1)" ]
}

# bats test_tags=heavy
@test "a variant of word lists takes their length from them: 4, 6 and 7 letters in every mode; --length must agree; a word of another length is named" {
	local n w guess
	for n in 4 6 7; do
		grep -E "^[a-z]{$n}\$" "$WORDS" | awk 'NR % 25 == 0' >"$T/w$n"
		[ "$(wc -l <"$T/w$n")" -gt 20 ]
		# solve's guess, analyze's every secret found, a word each
		guess=$("$CODE" solve -v wordle --secrets="$T/w$n")
		grep -qx "$guess" "$T/w$n"
		run "$CODE" analyze -v wordle --secrets="$T/w$n"
		[ "$status" -eq 0 ]
		[[ $output == *"length: $n"$'\n'* ]]
		[[ $output == *"secrets: $(wc -l <"$T/w$n")"$'\n'* ]]
		# score, against rules-ref.awk
		w=$(sed -n 3p "$T/w$n")
		[ "$("$CODE" score -v wordle --secrets="$T/w$n" "$w" "$guess")" = "$(marks "$w" "$guess")" ]
		# --length saying it too, and play
		"$CODE" solve -v wordle --secrets="$T/w$n" --length="$n" | grep -qx "$guess"
		printf '%s\n' "$w" | "$CODE" play -v wordle --secrets="$T/w$n" \
		    --seed=1 >/dev/null
		run --separate-stderr "$CODE" solve -v wordle --secrets="$T/w$n" --length=5
		[ "$status" -eq 1 ]
		[[ $stderr == "code: $T/w$n:1:"*": a code of "*", expected 5" ]] ||
		    { echo "$stderr"; false; }
	done
	# the allowed list must have the secrets' length: its line is named
	{ head -n 3 "$T/w6"; head -n 1 "$T/w7"; } >"$T/mixed"
	run --separate-stderr "$CODE" solve -v wordle --secrets="$T/w6" --allowed="$T/mixed"
	[ "$status" -eq 1 ]
	[ "$stderr" = "code: $T/mixed:4:7: a code of more than 6 symbols, expected 6 (as $T/w6:1)" ]
}

@test "upper case: a word typed in either case is the list's, written in the list's case; blanks around a word played are trimmed" {
	local secret other SECRET OTHER hint
	words5 "$T/w" 20
	tr a-z A-Z <"$T/w" >"$T/W"
	secret=$(sed -n 2p "$T/w")
	other=$(sed -n 5p "$T/w")
	SECRET=$(echo "$secret" | tr a-z A-Z)
	OTHER=$(echo "$other" | tr a-z A-Z)
	hint=$(marks "$secret" "$other")
	# play: upper case on a lower-case list, lower case on an upper-case one
	run "$CODE" play -v wordle --secrets="$T/w" --secret="$SECRET" \
	    <<<"$(printf '%s\n' "$OTHER" " $other	" "$SECRET")"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "Guess 1 of 6: $hint" ]
	[ "${lines[1]}" = "Guess 2 of 6: $hint" ]
	[ "${lines[2]}" = "Guess 3 of 6: GGGGG" ]
	run "$CODE" play -v wordle --secrets="$T/W" --secret="$secret" \
	    <<<"$(printf '%s\n' " $other " zzzzz "$secret")"
	[ "${lines[0]}" = "Guess 1 of 6: $hint" ]
	[ "${lines[1]}" = "Guess 2 of 6: 'zzzzz': not in the word list" ]
	[ "${lines[2]}" = "Guess 2 of 6: GGGGG" ]
	# solve: operands and files, written back in the list's case
	agree "$T/w" "$other" "$hint" >"$T/want"
	run "$CODE" solve -v wordle --secrets="$T/w" --list "$OTHER:$hint"
	[ "$status" -eq 0 ]
	diff -u "$T/want" <(printf '%s\n' "${lines[@]}")
	echo "$other $hint" >"$T/h"
	run "$CODE" solve -v wordle --secrets="$T/W" --list -f "$T/h"
	[ "$status" -eq 0 ]
	diff -u <(tr a-z A-Z <"$T/want") <(printf '%s\n' "${lines[@]}")
	# score
	run "$CODE" score -v wordle --secrets="$T/W" "$secret" "$OTHER"
	[ "$output" = "$hint" ]
	run "$CODE" score -v letters --format=plain abcd ABCF
	[ "$output" = "$(echo 'ABCD ABCF' | awk -v rule=counts -f "$ROOT/tests/rules-ref.awk")" ]
	# an error names the list, not a --colours never given
	run --separate-stderr "$CODE" score -v wordle --secrets="$T/W" "$secret" CR1NE
	[ "$status" -eq 1 ]
	[ "$stderr" = "code: guess 'CR1NE': '1' is in no code of $T/W" ]
	# where both cases are colours, case tells them apart
	printf 'crane\nCrane\nslate\n' >"$T/both"
	run "$CODE" solve -v wordle --secrets="$T/both" --count
	[ "$output" = 3 ]
	run --separate-stderr "$CODE" solve -v wordle --secrets="$T/both" --count CRANE:GGGGG
	[ "$status" -eq 1 ]
	[ "$stderr" = "code: 'CRANE:GGGGG': 'R' is in no code of $T/both" ]
}

# bats test_tags=heavy
@test "marks with blanks in a -f file read as the operand does; each refusal in a file names FILE:LINE:COL" {
	local line want
	words5 "$T/all"
	words5 "$T/w" 7
	want=$(agree "$T/w" crane -Y--G | wc -l)
	[ "$("$CODE" solve -v wordle --secrets="$T/w" --allowed="$T/all" --count crane:-Y--G)" = "$want" ]
	for line in 'crane:- Y - - G' 'crane - Y - - G' 'crane -Y --G # a comment' \
	    'crane ⬜ 🟨 ⬜ ⬜ 🟩' 'crane:⬜ 🟨 ⬜ ⬜ 🟩' 'crane:⬜️ 🟨 ⬜️ ⬜️ 🟩'; do
		printf '# a game\n%s\n' "$line" >"$T/h"
		run "$CODE" solve -v wordle --secrets="$T/w" --allowed="$T/all" --count -f "$T/h"
		[ "$status" -eq 0 ] || { echo "$line: $output"; false; }
		[ "$output" = "$want" ] || { echo "$line: $output"; false; }
	done
	# bad LINE MESSAGE ARGS...: solve ARGS refuses the file of LINE so
	bad() {
		local line=$1 message=$2
		shift 2
		printf '# a game\n%s\n' "$line" >"$T/h"
		run --separate-stderr "$CODE" "$@" -f "$T/h"
		[ "$status" -eq 1 ] || { echo "$line: status $status"; false; }
		[ "$stderr" = "code: $T/h:$message" ] ||
		    { echo "$line: $stderr"; false; }
	}
	bad 'crane:- Y - Q G' "2:7: expected a mark at position 4 of the hint (G in place, Y elsewhere, - not, or a coloured square), found 'Q G'" solve -v wordle --secrets="$T/w" --allowed="$T/all"
	bad 'crane - Y - -' "2:7: expected 5 marks, a position each, not 4, found '- Y - -'" solve -v wordle --secrets="$T/w" --allowed="$T/all"
	bad 'crane:-Y-- # G' "2:7: expected 5 marks, a position each, not 4, found '-Y--'" solve -v wordle --secrets="$T/w" --allowed="$T/all"
	bad 'crane:' "2:7: expected 5 marks, a position each, not 0, found ''" solve -v wordle --secrets="$T/w" --allowed="$T/all"
	bad 'crane' "3:1: expected a hint, found end of input" solve -v wordle --secrets="$T/w" --allowed="$T/all"
	bad 'cr1ne - Y - - G' "2:1: guess 'cr1ne': '1' is in no code of $T/w or $T/all" solve -v wordle --secrets="$T/w" --allowed="$T/all"
	bad '1122:1,0 1134:5,0' "2:15: a hint for a code of 4 positions has at most 4 matches, found '5,0'" solve
	bad '1122 1' "2:6: expected the weak matches after '1', found end of input" solve
}

# bats test_tags=heavy
@test "list of guesses: the codes its file holds, then with the secrets; empty lines skipped; codes again one warning a list" {
	local held union
	words5 "$T/all"
	awk 'NR % 3 == 0' "$T/all" >"$T/secrets"
	awk 'NR % 3 != 2' "$T/all" >"$T/allowed"
	held=$(sort -u "$T/allowed" | wc -l)
	union=$(sort -u "$T/secrets" "$T/allowed" | wc -l)
	[ "$held" -ne "$union" ] || [ "$held" -ne "$(wc -l <"$T/all")" ]
	run "$CODE" analyze -v wordle --secrets="$T/secrets" --allowed="$T/allowed" --strategy=first
	[ "$status" -eq 0 ]
	[ "${lines[5]}" = "list of secrets: $T/secrets ($(wc -l <"$T/secrets"))" ]
	[ "${lines[6]}" = "list of guesses: $T/allowed ($held, $union with the secrets)" ]
	awk 'NR % 5 == 1' "$T/all" >"$T/few"
	held=$(wc -l <"$T/few")
	union=$(sort -u "$T/secrets" "$T/few" | wc -l)
	[ "$union" -gt "$held" ]
	run "$CODE" analyze -v wordle --secrets="$T/secrets" --allowed="$T/few" --strategy=first
	[ "${lines[6]}" = "list of guesses: $T/few ($held, $union with the secrets)" ]
	# empty lines: at the end, at the start, between; lines still counted
	printf 'crane\nslate\n\n' >"$T/end"
	run --separate-stderr "$CODE" solve -v wordle --secrets="$T/end" --count
	[ "$status" -eq 0 ]
	[ "$output" = 2 ]
	[ -z "$stderr" ]
	printf '\r\ncrane\n\n\nslate\n\n\n' >"$T/between"
	run --separate-stderr "$CODE" solve -v wordle --secrets="$T/between" --list
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf 'crane\nslate')" ]
	[ -z "$stderr" ]
	printf 'crane\n\nslat\n' >"$T/short"
	run --separate-stderr "$CODE" solve -v wordle --secrets="$T/short" --count
	[ "$status" -eq 1 ]
	[ "$stderr" = "code: $T/short:3:5: a code of 4 symbols, expected 5 (as $T/short:1)" ]
	printf '\n\n' >"$T/blank"
	run --separate-stderr "$CODE" solve -v wordle --secrets="$T/blank" --count
	[ "$status" -eq 1 ]
	[ "$stderr" = "code: $T/blank:1:1: an empty list: expected a code a line" ]
	# 50000 lines of one word: one warning, the count, the first that repeats
	yes crane | head -n 50000 >"$T/same"
	run --separate-stderr "$CODE" solve -v wordle --secrets="$T/same" --count
	[ "$status" -eq 0 ]
	[ "$output" = 1 ]
	[ "$stderr" = "code: $T/same:2: warning: crane again (line 1 has it), the first of 49999 lines that repeat a code: each code taken once" ]
	printf 'slate\ncrane\nslate\ncrane\ncrane\n' >"$T/again"
	run --separate-stderr "$CODE" solve -v wordle --secrets="$T/again" --allowed="$T/again" --count
	[ "$status" -eq 0 ]
	[ "$output" = 2 ]
	[ "$stderr" = "code: $T/again:3: warning: slate again (line 1 has it), the first of 3 lines that repeat a code: each code taken once
code: $T/again:3: warning: slate again (line 1 has it), the first of 3 lines that repeat a code: each code taken once" ]
}

# lists SEED: secrets (a quarter of the words of four rhyming families,
# where marks tell little apart) and allowed guesses (a few words of the
# whole list) drawn by SEED into $T/secrets and $T/allowed, and the
# reference's hints of every pair into $T/hints.
lists() {
	words5 "$T/w5"
	grep -E '^.(ight|ound|ates|ills)$' "$T/w5" |
	    awk -v seed="$1" 'BEGIN { srand(seed) } rand() < 0.25' >"$T/secrets"
	awk -v seed="$1" 'BEGIN { srand(seed + 1000) } rand() < 0.0025' \
	    "$T/w5" >"$T/allowed"
	sort -u "$T/secrets" "$T/allowed" >"$T/all"
	awk 'NR == FNR { all[++n] = $0; next } { for (i = 1; i <= n; i++) print $0, all[i] }' \
	    "$T/all" "$T/secrets" >"$T/pairs"
	awk -v rule=marks -v keys=1 -f "$ROOT/tests/rules-ref.awk" "$T/pairs" |
	    paste -d ' ' "$T/pairs" - >"$T/hints"
}

# least OPTIONS...: the least total code's optimal search proves on the
# lists, or "none" where no strategy wins within the try limit (exit 5).
least() {
	local out status=0
	out=$("$CODE" analyze -v wordle --secrets="$T/secrets" \
	    --allowed="$T/allowed" --strategy=optimal --format=json "$@" \
	    2>&1) || status=$?
	case $status in
	0) field least_total "$out" ;;
	5) [[ $out == *"no strategy wins every game within "*", the try limit"* ]] &&
	    echo none ;;
	*) echo "status $status: $out" ;;
	esac
}

# bats test_tags=heavy
@test "the try limit and hard mode: the optimal search against the exhaustive one on 15 pairs of lists" {
	local seed ref d bound=0 harder=0 free hard
	# of seeds 1 to 30, those whose hard-mode reference takes under 5 s
	local seeds="1 2 4 5 6 8 9 11 12 13 15 16 19 24 30"
	# under the sanitizers, whose searches are ten times slower, three
	# of them, the same paths against the same reference: the limit
	# binds in 6, hard mode costs more in 9 (worst case 5) and 12; the
	# first pass runs all 15 (the reference's awk alone took 18 s)
	! sanitized || seeds="6 9 12"
	for seed in $seeds; do
		lists "$seed"
		ref=$(awk -v tries=3 -f "$ROOT/tests/optimal-ref.awk" "$T/hints")
		d=$(awk '$1 == "worst" { print $2 }' <<<"$ref")
		free=$(awk '$1 == "average" { print $2 }' <<<"$ref")
		[ "$(least --tries=none)" = "$free" ]
		[ "$(least --tries="$d")" = "$(awk '$1 == "worst" { print $3 }' <<<"$ref")" ] ||
		    { echo "seed $seed: $ref"; false; }
		[ "$(least --tries=3)" = "$(awk '$1 == "within" { print $3 }' <<<"$ref")" ] ||
		    { echo "seed $seed: $ref / $(least --tries=3)"; false; }
		[ "$(least --tries=$((d - 1)))" = none ]
		# the goals worst and depth: the fewest guesses, and the least
		# total within them
		[ "$(least --goal=worst --tries=none)" = "$(awk '$1 == "worst" { print $3 }' <<<"$ref")" ]
		[[ $("$CODE" analyze -v wordle --secrets="$T/secrets" \
		    --allowed="$T/allowed" --strategy=optimal --goal=depth \
		    --tries=none --format=json) == *'"worst":'"$d"',"tries":null,"within_tries":true,"goal":"depth","fewest_guesses":'"$d"'}' ]] ||
		    { echo "seed $seed: depth, $ref"; false; }
		[ "$(awk '$1 == "worst" { print $3 }' <<<"$ref")" = "$free" ] ||
		    bound=$((bound + 1))
		ref=$(awk -v hard=1 -v tries="$d" -f "$ROOT/tests/optimal-ref.awk" "$T/hints")
		hard=$(awk '$1 == "average" { print $2 }' <<<"$ref")
		[ "$(least --hard --tries=none)" = "$hard" ] ||
		    { echo "seed $seed hard: $ref / $(least --hard --tries=none)"; false; }
		[ "$(least --hard --tries="$d")" = "$(awk '$1 == "within" { print $3 }' <<<"$ref")" ]
		[ "$hard" = "$free" ] || harder=$((harder + 1))
	done
	# the lists are such that both matter somewhere: not a test of equals
	echo "the limit bound $bound times, hard mode cost more $harder times"
	[ "$bound" -gt 0 ]
	[ "$harder" -gt 0 ]
}

# bats test_tags=heavy
@test "shards of a search on word lists merge to the single run's output, hard mode under a try limit that binds too" {
	local rules format i
	lists 30
	cd "$T"
	for rules in "--tries=none" "--hard --tries=3"; do
		rm -f s.*
		for i in 0 1 2; do
			# shellcheck disable=SC2086 # RULES are several words
			"$CODE" shard run -v wordle --secrets=secrets \
			    --allowed=allowed $rules \
			    "$i/3" "s.$i" 2>/dev/null
		done
		for format in --format=text --format=json --tree --tree=golf; do
			# shellcheck disable=SC2086
			single "$format" -v wordle --secrets=secrets \
			    --allowed=allowed $rules >single
			# shellcheck disable=SC2086
			"$CODE" shard merge -v wordle --secrets=secrets --allowed=allowed \
			    $rules "$format" s.* >merged
			cmp single merged || { echo "$rules $format"; false; }
		done
	done
	# the limit bound: the least total within 3 is not the free one
	"$CODE" analyze -v wordle --secrets=secrets --allowed=allowed \
	    --strategy=optimal --hard --tries=3 >single
	grep -q '^proven: without the try limit, no strategy has a total below ' single
}

# firsts_lists [S [A]]: a word list of more first guesses than shards
# take by parts: every Sth of Debian's 5-letter words the secrets (a
# tenth: 467), every Ath the guesses (a fifth: 933), and the options of
# their search in $LISTS.
firsts_lists() {
	words5 "$T/secrets" "${1:-10}" 3
	words5 "$T/allowed" "${2:-5}" 0
	LISTS="-v wordle --secrets=secrets --allowed=allowed"
	cd "$T"
}

# forge_words FILE LINE PROGRAM: rewrites FILE by the awk PROGRAM (line:
# LINE), then puts on its end line the hash a merge of s.0 s.1 s.2 asks
# for, as a forger would: what is left to refuse it is the check of what
# the file says.
forge_words() {
	local want
	awk -v line="$2" "$3" "$1" >"$1.new" && mv "$1.new" "$1"
	# shellcheck disable=SC2086 # LISTS is several words
	want=$("$CODE" shard merge $LISTS s.0 s.1 s.2 2>&1 |
	    sed -n "s/.*expected '\\(end [0-9]* [0-9a-f]*\\)'.*/\\1/p")
	[ -z "$want" ] || sed -i "s/^end .*/$want/" "$1"
}

# bats test_tags=heavy
@test "shards by first guess under the black-peg rule, whose large parts are weighed before they are solved: the merge is the single run's, shard verify agrees" {
	local shard rules
	# 78 secrets, 155 others: b = 5 hints but the win, so parts of 30
	# secrets or more get their best split's bound (split_bound()), kept
	# in the memo and written as facts of the first guesses cut by it
	words5 "$T/secrets" 60 3
	words5 "$T/allowed" 30 0
	cd "$T"
	rules="-v wordle --secrets=secrets --allowed=allowed --hint=black"
	rules+=" --tries=none"
	# shellcheck disable=SC2086 # rules is several words
	"$CODE" tree --strategy=optimal $rules >single
	for shard in 0 1 2; do
		# shellcheck disable=SC2086
		"$CODE" shard run $rules --threads=1 "$shard/3" \
		    "s.$shard" 2>/dev/null
	done
	grep -q '^bound ' s.1
	grep -q '^lower ' s.1
	# shellcheck disable=SC2086
	"$CODE" shard merge $rules --tree s.0 s.1 s.2 >merged
	cmp single merged
	# shellcheck disable=SC2086
	run --separate-stderr "$CODE" shard verify $rules --tree --fraction=100% \
	    s.0 s.1 s.2
	[ "$status" -eq 0 ]
	[ "$output" = "$(cat single)" ]
	[[ $stderr != *"refused"* ]]
}

# bats test_tags=heavy
@test "a word list's search is dealt to shards by first guess: the merge is the single run's output, byte for byte, free and hard under a binding limit" {
	local rules format formats shard firsts
	firsts_lists 12 8
	firsts=$(sort -u secrets allowed | wc -l)
	[ "$firsts" -gt 16 ]
	for rules in "--tries=none" "--hard --tries=4"; do
		rm -f s.*
		for shard in 0 1 2; do
			# shellcheck disable=SC2086 # LISTS and RULES are several words
			run --separate-stderr "$CODE" shard run $LISTS $rules \
			    --threads=1 "$shard/3" "s.$shard"
			[ "$status" -eq 0 ]
			# dealt in turn: first guess k to shard k mod 3
			[ "$stderr" = "code: shard run: shard $shard of 3: $(((firsts + 2 - shard) / 3)) of the $firsts first guesses solved, written to s.$shard" ] ||
			    { echo "$stderr"; false; }
		done
		# every first guess of a shard, in order: written whole where
		# it beat the best total so far, else as a bound and its facts
		[ "$(awk '$1 == "first" || $1 == "bound" { print $2 }' s.1 |
		    tr '\n' ' ')" = "$(seq 1 3 $((firsts - 1)) | tr '\n' ' ')" ]
		grep -q '^first 0 ' s.0
		grep -q '^exact ' s.0
		grep -q '^lower ' s.0
		formats="--format=text --format=json --tree=golf"
		# (under ASan, searches of a minute: the text, once)
		! sanitized || formats=--format=text
		for format in $formats; do
			# shellcheck disable=SC2086
			single "$format" $LISTS $rules >single
			# shellcheck disable=SC2086
			"$CODE" shard merge $LISTS $rules "$format" s.2 s.0 s.1 \
			    >merged
			cmp single merged || { echo "$rules $format"; false; }
		done
	done
	# the limit bound: its least total is not the free one's
	# shellcheck disable=SC2086
	"$CODE" analyze --strategy=optimal $LISTS --hard --tries=4 |
	    grep -q '^proven: without the try limit, no strategy has a total below '
}

# bats test_tags=heavy
@test "a word list's shards by first guess: a forged total, bound or fact is refused; shard verify solves first guesses again against their bounds" {
	local i line secrets
	# under the sanitizers, half the lists (233 secrets, 467 guesses):
	# the same forgeries refused on the same paths, in 6 s where the
	# first pass's lists took 34
	if sanitized; then
		firsts_lists 20 10
	else
		firsts_lists
	fi
	secrets=$(wc -l <secrets)
	for i in 0 1 2; do
		# shellcheck disable=SC2086 # LISTS is several words
		"$CODE" shard run $LISTS --threads=1 "$i/3" \
		    "s.$i" 2>/dev/null
	done
	cp s.1 whole
	# a bound past what its parts' facts and bounds add up to
	line=$(awk '$1 == "bound" && $5 > 0 { print NR; exit }' whole)
	forge_words s.1 "$line" 'NR == line { $4 = $4 + 1000 } 1'
	# shellcheck disable=SC2086
	run --separate-stderr "$CODE" shard merge $LISTS s.0 s.1 s.2
	[ "$status" -eq 1 ]
	[ -z "$output" ]
	[[ $stderr == "code: shard merge: s.1:$line: a bound of "*", but first guess "*"'s parts and the $secrets secrets add up to no more than "* ]] ||
	    { echo "$stderr"; false; }
	# a first guess written whole, its total one more
	cp whole s.1
	line=$(awk '$1 == "first" { print NR; exit }' s.0)
	cp s.0 whole0
	forge_words s.0 "$line" 'NR == line { $4 = $4 + 1 } 1'
	# shellcheck disable=SC2086
	run "$CODE" shard merge $LISTS s.0 s.1 s.2
	[ "$status" -eq 1 ]
	[[ $output == "code: shard merge: s.0:$line: a total of "*", but first guess "*"'s parts and the $secrets secrets add up to "* ]] ||
	    { echo "$output"; false; }
	# a first guess that is not the search's k-th (another order's)
	cp whole0 s.0
	forge_words s.0 "$line" 'NR == line { $3 = $3 + 1 } 1'
	# shellcheck disable=SC2086
	run "$CODE" shard merge $LISTS s.0 s.1 s.2
	[ "$status" -eq 1 ]
	[[ $output == "code: shard merge: s.0:$line: expected first guess 0, guess "*" (the shard's in order), and a total, found 'first 0 "* ]] ||
	    { echo "$output"; false; }
	# a fact of a part that is not one (parts of 4 secrets or more, in order)
	cp whole0 s.0
	line=$(awk '$1 == "exact" || $1 == "lower" { print NR; exit }' whole)
	forge_words s.1 "$line" 'NR == line { $2 = 255 } 1'
	# shellcheck disable=SC2086
	run "$CODE" shard merge $LISTS s.0 s.1 s.2
	[ "$status" -eq 1 ]
	[[ $output == "code: shard merge: s.1:$line: not a fact of a part of 4 secrets or more after part "* ]] ||
	    { echo "$output"; false; }
	# a fact and its bound raised alike: the merge cannot tell, but
	# solving every first guess again against its bound does
	cp whole s.1
	line=$(awk '$1 == "bound" { b = NR } $1 == "lower" && b { print b; exit }' whole)
	# (by 100: within what the part's secrets may take, which is checked)
	forge_words s.1 "$line" 'NR == line { $4 = $4 + 100 } NR > line && $1 == "lower" && !done { $3 = $3 + 100; done = 1 } 1'
	# shellcheck disable=SC2086
	run --separate-stderr "$CODE" shard merge $LISTS s.0 s.1 s.2
	[ "$status" -eq 0 ]
	# shellcheck disable=SC2086
	run --separate-stderr "$CODE" shard verify $LISTS --threads=1 \
	    --fraction=100% s.0 s.1 s.2
	[ "$status" -eq 1 ]
	[ -z "$output" ]
	[[ $stderr == *"code: shard verify: s.1:$line: a unit's total of at least "*", but solved again its least total is "*": not the search's shard" ]] ||
	    { echo "$stderr" | tail -3; false; }
	# the honest files pass, each first guess against its bound or total
	cp whole s.1
	# shellcheck disable=SC2086
	run --separate-stderr "$CODE" shard verify $LISTS --fraction=0.01 \
	    s.0 s.1 s.2
	[ "$status" -eq 0 ]
	grep -q '^code: shard verify: s\.[012]:[0-9]*: at least [0-9]*, a bound, as solved again$' <<<"$stderr"
}

# bats test_tags=heavy
@test "goal depth on a word list: its progress counts the first guesses ruled out" {
	local lines
	# a search of seconds: some 4 s of the normal build, 1 s of it
	# under the sanitizers' tenfold time
	if sanitized; then words5 "$T/secrets" 4 1; else words5 "$T/secrets" 4 2; fi
	words5 "$T/allowed"
	run --separate-stderr "$CODE" analyze -v wordle --secrets="$T/secrets" \
	    --allowed="$T/allowed" --strategy=optimal --goal=depth --threads=1 \
	    --progress=1 --format=json
	[ "$status" -eq 0 ]
	# the strategy played wins within the fewest guesses it claims
	[ "$(field worst "$output")" = "$(field fewest_guesses "$output")" ] ||
	    { echo "$output"; false; }
	# a line a second while it asks whether 3, then 4, guesses win
	lines=$(grep -c '^code: optimal search, can [34] guesses win every game? [0-9]* of 4667 first guesses ruled out; ' <<<"$stderr")
	[ "$lines" -ge 1 ] || { echo "$stderr"; false; }
	# whether 4 guesses win: the first guesses before the one that does
	# are ruled out, fewer than all
	! grep -q 'can 4 guesses win every game? 4667 of 4667' <<<"$stderr"
}

# bats test_tags=heavy
@test "Wordle's optimal trees on Debian's words, free and hard: walked by tree-ref.awk under marks to the total analyze proves, and replayed" {
	local hard total
	words5 "$T/secrets" 12
	words5 "$T/allowed" 12 6
	for hard in "" --hard; do
		# shellcheck disable=SC2086 # HARD is an option or nothing
		"$CODE" analyze -v wordle --secrets="$T/secrets" \
		    --allowed="$T/allowed" --strategy=optimal $hard >"$T/out"
		total=$(sed -n 's/^proven: no strategy has a total below //p' "$T/out")
		[ -n "$total" ] || { cat "$T/out"; false; }
		# shellcheck disable=SC2086
		"$CODE" tree -v wordle --secrets="$T/secrets" \
		    --allowed="$T/allowed" --strategy=optimal $hard >"$T/tree"
		run awk -v SECRETS="$T/secrets" -v LENGTH=5 -v RULE=marks \
		    -v REF="$ROOT/tests/rules-ref.awk" -v TMP="$T/pairs" \
		    -f "$ROOT/tests/tree-ref.awk" "$T/tree"
		[[ $output == "secrets $(wc -l <"$T/secrets") total $total worst "*" unfound 0 bad 0" ]] ||
		    { echo "$hard: $output, proven $total"; false; }
		# shellcheck disable=SC2086
		run "$CODE" replay -v wordle --secrets="$T/secrets" \
		    --allowed="$T/allowed" $hard "$T/tree"
		[ "$status" -eq 0 ]
		[[ $output == *"total guesses: $total"$'\n'* ]]
		[[ $output == *"tree: lines, finds every secret"* ]]
	done
}
