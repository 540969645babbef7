#!/usr/bin/env bats
# Words in any language: lists in UTF-8 whose letters go beyond ASCII
# (Debian's Spanish, German, French and Ukrainian word lists), a letter
# a symbol, in every mode.  The references rename each letter beyond
# ASCII to an ASCII symbol none of the words has (sed's y command in a
# UTF-8 locale), then score or search the renamed words with
# rules-ref.awk and optimal-ref.awk, which know only bytes and share
# nothing with code: a renaming of the letters changes no hint.

load helper
bats_require_minimum_version 1.5.0

setup() {
	T=$BATS_TEST_TMPDIR
}

# words LANGUAGE LENGTH: the words of LENGTH letters, all small, of
# Debian's list of LANGUAGE (/usr/share/dict/LANGUAGE), into
# $T/LANGUAGE.LENGTH; skips where the list is missing.
words() {
	local file=/usr/share/dict/$1
	[ -f "$file" ] || skip "no $file: make tools installs its package"
	LC_ALL=C.UTF-8 grep -x "[[:lower:]]\{$2\}" "$file" >"$T/$1.$2"
	[ -s "$T/$1.$2" ]
}

# ascii FILE...: writes $T/y, the sed program that renames each letter
# beyond ASCII of the FILEs to a capital or a digit that none of them
# has; fails if there are too few.
ascii() {
	local n
	LC_ALL=C.UTF-8 grep -oh '[^ -~]' "$@" | LC_ALL=C.UTF-8 sort -u >"$T/letters"
	{ grep -oh '[A-Z0-9]' "$@"; echo '#'; } | sort -u >"$T/taken"
	printf '%s\n' {A..Z} {0..9} | grep -vxF -f "$T/taken" >"$T/free"
	n=$(wc -l <"$T/letters")
	[ "$n" -gt 0 ]
	[ "$n" -le "$(wc -l <"$T/free")" ]
	echo "y/$(tr -d '\n' <"$T/letters")/$(head -n "$n" "$T/free" | tr -d '\n')/" >"$T/y"
}

# renamed: standard input with the letters renamed by $T/y.
renamed() {
	LC_ALL=C.UTF-8 sed -f "$T/y"
}

# pick FILE N SEED: N lines of FILE, drawn with SEED (awk's rand()).
pick() {
	awk -v n="$2" -v seed="$3" '{ w[NR] = $0 } END {
		srand(seed)
		for (i = 0; i < n; i++) print w[1 + int(rand() * NR)]
	}' "$1"
}

# accented FILE N SEED: N distinct lines of FILE, drawn with SEED, each
# with a letter beyond ASCII.
accented() {
	LC_ALL=C.UTF-8 grep '[^ -~]' "$1" | awk -v n="$2" -v seed="$3" '
	    { w[NR] = $0 } END {
		srand(seed)
		while (k < n && k < NR) {
			x = w[1 + int(rand() * NR)]
			if (!(x in seen)) { seen[x]; print x; k++ }
		}
	}'
}

# bats test_tags=heavy
@test "the scorer on Spanish, German, French and Ukrainian words, under every rule: rules-ref.awk's hints on the words renamed to ASCII; typed in capitals, the same" {
	local lang rule
	for lang in spanish ngerman french ukrainian; do
		words $lang 5
		ascii "$T/$lang.5"
		paste -d ' ' <(pick "$T/$lang.5" 400 11) \
		    <(accented "$T/$lang.5" 400 12) >"$T/pairs"
		[ "$(wc -l <"$T/pairs")" -eq 400 ]
		for rule in marks counts black total; do
			"$CODE" score -v wordle --hint=$rule --format=plain \
			    --secrets="$T/$lang.5" <"$T/pairs" >"$T/got"
			renamed <"$T/pairs" |
			    awk -v rule=$rule -f "$ROOT/tests/rules-ref.awk" >"$T/want"
			diff -u "$T/want" "$T/got" || { echo "$lang $rule"; false; }
		done
		# the same words in capitals (GNU sed's \U in a UTF-8 locale)
		LC_ALL=C.UTF-8 sed 's/.*/\U&/' "$T/pairs" >"$T/capitals"
		! cmp -s "$T/pairs" "$T/capitals" || false
		"$CODE" score -v wordle --format=plain --secrets="$T/$lang.5" \
		    <"$T/capitals" >"$T/got"
		renamed <"$T/pairs" |
		    awk -v rule=marks -f "$ROOT/tests/rules-ref.awk" >"$T/want"
		diff -u "$T/want" "$T/got"
	done
}

# bats test_tags=heavy
@test "solve on accented words: the words a hint leaves are those rules-ref.awk finds, and the next guess is one of the list's" {
	local lang guess secret hint
	for lang in spanish ngerman french ukrainian; do
		words $lang 5
		ascii "$T/$lang.5"
		renamed <"$T/$lang.5" >"$T/ascii"
		guess=$(accented "$T/$lang.5" 1 21)
		secret=$(accented "$T/$lang.5" 1 22)
		hint=$(echo "$secret $guess" | renamed |
		    awk -v rule=marks -f "$ROOT/tests/rules-ref.awk")
		# the reference: every word whose marks against the guess agree
		awk -v g="$(echo "$guess" | renamed)" '{ print $0, g }' "$T/ascii" |
		    awk -v rule=marks -f "$ROOT/tests/rules-ref.awk" |
		    paste -d ' ' "$T/ascii" - |
		    awk -v m="$hint" '$2 == m { print $1 }' | sort >"$T/want"
		[ -s "$T/want" ]
		"$CODE" solve -v wordle --secrets="$T/$lang.5" --list \
		    "$guess:$hint" | renamed | sort >"$T/got"
		diff -u "$T/want" "$T/got" || { echo "$lang $guess $hint"; false; }
		# the guess typed in capitals is the same word
		run "$CODE" solve -v wordle --secrets="$T/$lang.5" --count \
		    "$(LC_ALL=C.UTF-8 sed 's/.*/\U&/' <<<"$guess"):$hint"
		[ "$status" -eq 0 ]
		[ "$output" -eq "$(wc -l <"$T/want")" ]
		run "$CODE" solve -v wordle --secrets="$T/$lang.5" "$guess:$hint"
		[ "$status" -eq 0 ]
		grep -qxF -- "$output" "$T/$lang.5"
		# gen --pairs draws words of the list, whole
		"$CODE" gen --pairs -v wordle --secrets="$T/$lang.5" --games=200 \
		    --seed=5 | tr ' ' '\n' >"$T/drawn"
		[ "$(wc -l <"$T/drawn")" -eq 400 ]
		! grep -vxF -f "$T/$lang.5" "$T/drawn" || false
	done
}

# bats test_tags=heavy
@test "the exact search on accented words of 4, 5, 6 and 7 letters (marks of 81 to 2187 hints): optimal-ref.awk's totals, free, worst and hard" {
	local lang n ref json
	for lang in spanish ngerman; do
		for n in 4 5 6 7; do
			words $lang $n
			accented "$T/$lang.$n" 9 $((n * 7)) >"$T/w"
			[ "$(wc -l <"$T/w")" -eq 9 ]
			ascii "$T/w"
			renamed <"$T/w" >"$T/ascii"
			pairs_of "$T/ascii" "$T/ascii"
			keyed marks
			ref=$(awk -f "$ROOT/tests/optimal-ref.awk" "$T/hints")
			json=$("$CODE" analyze -v wordle --secrets="$T/w" \
			    --strategy=optimal --format=json)
			[ "$(field total "$json")" = "$(awk '$1 == "average" { print $2 }' <<<"$ref")" ] ||
			    { echo "$lang $n: $ref / $json"; false; }
			json=$("$CODE" analyze -v wordle --secrets="$T/w" \
			    --strategy=optimal --goal=worst --format=json)
			[ "$(field worst "$json")" = "$(awk '$1 == "worst" { print $2 }' <<<"$ref")" ] &&
			[ "$(field total "$json")" = "$(awk '$1 == "worst" { print $3 }' <<<"$ref")" ] ||
			    { echo "$lang $n worst: $ref / $json"; false; }
			ref=$(awk -v hard=1 -f "$ROOT/tests/optimal-ref.awk" "$T/hints")
			json=$("$CODE" analyze -v wordle --secrets="$T/w" --hard \
			    --strategy=optimal --format=json)
			[ "$(field total "$json")" = "$(awk '$1 == "average" { print $2 }' <<<"$ref")" ] ||
			    { echo "$lang $n hard: $ref / $json"; false; }
		done
	done
}

# bats test_tags=heavy
@test "six and seven letters in the exact search: trees walked and replayed, shards merged to the single run's output, the table two bytes a hint" {
	local n k
	for n in 6 7; do
		words spanish $n
		pick "$T/spanish.$n" 150 $n | sort -u >"$T/w"
		ascii "$T/w"
		"$CODE" analyze -v wordle --secrets="$T/w" --strategy=optimal \
		    >"$T/single"
		# the words renamed to ASCII: the same total
		renamed <"$T/w" >"$T/ascii"
		[ "$(grep '^total' "$T/single")" = "$("$CODE" analyze -v wordle \
		    --secrets="$T/ascii" --strategy=optimal | grep '^total')" ]
		"$CODE" tree -v wordle --secrets="$T/w" --strategy=optimal \
		    >"$T/tree"
		run "$CODE" replay -v wordle --secrets="$T/w" "$T/tree"
		[ "$status" -eq 0 ]
		[[ $output == *"$(grep '^total' "$T/single")"* ]]
		for k in 0 1 2; do
			"$CODE" shard run -v wordle --secrets="$T/w" \
			    $k/3 "$T/shard$n.$k" 2>/dev/null
		done
		"$CODE" shard merge -v wordle --secrets="$T/w" \
		    "$T"/shard$n.? >"$T/merged"
		diff -u "$T/single" "$T/merged"
	done
	# the table: a hint of 6 letters (729 of them) takes two bytes, of
	# 5 (243) one, so that the same 1000 words cut to 5 letters need
	# 1000 x 1000 bytes less (--memory's message, in KiB rounded up)
	words spanish 6
	LC_ALL=C.UTF-8 sed 's/.$//' "$T/spanish.6" | paste -d ' ' "$T/spanish.6" - |
	    awk '!seen[$2]++' | head -n 1000 >"$T/both"
	cut -d ' ' -f 1 "$T/both" >"$T/six"
	cut -d ' ' -f 2 "$T/both" >"$T/five"
	[ "$(sort -u "$T/five" | wc -l)" -eq 1000 ]
	least() {
		"$CODE" analyze -v wordle --secrets="$1" --strategy=optimal \
		    --threads=1 --memory=1M 2>&1 | sed -n 's/.*--memory=\([0-9]*\)K at least.*/\1/p'
	}
	six=$(least "$T/six")
	five=$(least "$T/five")
	[ -n "$six" ]
	[ -n "$five" ]
	[ $((six - five - 1000000 / 1024)) -ge -1 ] && [ $((six - five - 1000000 / 1024)) -le 1 ] ||
	    { echo "$six $five"; false; }
}

# bats test_tags=heavy
@test "a list not in UTF-8, or in decomposed form, or of more letters than code takes: FILE:LINE:COL says which, columns in letters" {
	words spanish 5
	# Latin-1, as iconv writes it: the first letter beyond ASCII
	iconv -f utf-8 -t latin1 "$T/spanish.5" >"$T/latin1"
	awk '/[^ -~]/ { print NR; exit }' "$T/latin1" >"$T/line"
	line=$(cat "$T/line")
	sed -n "${line}p" "$T/latin1" | od -An -v -tu1 |
	    awk '{ for (i = 1; i <= NF; i++) { n++; if ($i > 126) { printf "%d %02x\n", n, $i; exit } } }' >"$T/at"
	read -r col byte <"$T/at"
	list_refused "$T/latin1" "$T/latin1:$line:$col: expected UTF-8 text, found the byte '\\x{$byte}' (convert the list, as iconv -f latin1 -t utf-8 does)"
	# e and U+0301 for é (NFD), after a good line: the mark's column
	printf 'señor\ncafe\314\201s\n' >"$T/nfd"
	list_refused "$T/nfd" "$T/nfd:2:5: expected a letter, found the combining mark U+0301: a letter and its accent are one character in the lists' normal form (NFC; uconv -x any-nfc converts a list)"
	# a letter cut short by the end of the file
	printf 'señor\npa\303' >"$T/cut"
	list_refused "$T/cut" "$T/cut:2:3: expected UTF-8 text, found the byte '\\x{c3}' (convert the list, as iconv -f latin1 -t utf-8 does)"
	# a word of another length, counted in letters: ñandú is 5, not 7
	printf 'ñandú\ncañón\nseñora\n' >"$T/long"
	list_refused "$T/long" "$T/long:3:6: a code of more than 5 symbols, expected 5 (as $T/long:1)"
	# Russian's 33 letters, Greek's 24 and ASCII's 26 small ones: more
	# than the 64 colours code takes
	words ukrainian 5
	{ cat "$T/ukrainian.5"; printf 'αβγδε\nζηθικ\nλμνξο\nπρστυ\nφχψωα\n'; grep -x '[a-z]\{5\}' "$WORDS" | head -n 200; } >"$T/mixed"
	list_refused "$T/mixed" "$T/mixed: the lists use more than 64 symbols, more colours than code takes"
}

@test "play on a terminal with a Spanish list: coloured letters, ñ among them; capitals read; hard mode names ñ" {
	command -v script >/dev/null || skip "no script(1)"
	words spanish 5
	grep -qx 'señor' "$T/spanish.5" && grep -qx 'ñandú' "$T/spanish.5" ||
	    skip "no señor or ñandú in Debian's Spanish words"
	printf 'ÑANDÚ\nseñor\n' >"$T/typed"
	# the command through the environment: script(1) runs it with
	# $SHELL, which may be a shell that does not read bash's $'...'
	CODE="$CODE" LIST="$T/spanish.5" TYPED="$T/typed" \
	    script -qec 'exec "$CODE" play -v wordle --secrets="$LIST" --secret=señor <"$TYPED"' \
	    /dev/null </dev/null >"$T/out"
	# ñandú against señor: ñ present, the rest absent; each letter on
	# its colour (grey, yellow, green), as the words on a pipe
	grep -qF "$(printf '\033[30;43m ñ \033[0m\033[30;47m a \033[0m\033[30;47m n \033[0m\033[30;47m d \033[0m\033[30;47m ú \033[0m')" "$T/out"
	grep -qF "$(printf '\033[30;42m s \033[0m\033[30;42m e \033[0m\033[30;42m ñ \033[0m\033[30;42m o \033[0m\033[30;42m r \033[0m')" "$T/out"
	grep -qF 'Solved in 2 guesses.' "$T/out"
	# on a pipe the marks; in hard mode a guess without the ñ found
	run "$CODE" play -v wordle --secrets="$T/spanish.5" --secret=señor \
	    --hard <<<$'ñandú\nbuque\nseñor'
	[ "$output" = "Guess 1 of 6: Y----
Guess 2 of 6: Guess must contain Ñ
Guess 2 of 6: GGGGG
Solved in 2 guesses." ]
}
