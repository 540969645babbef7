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

# fold_words LANGUAGE FOLD LENGTH: the words of Debian's list of
# LANGUAGE, all small, that FOLD (code's --fold) makes words of LENGTH
# letters, as written into $T/LANGUAGE.FOLD and folded by
# tests/fold-ref.pl (line for line) into $T/LANGUAGE.FOLD.folded; skips
# where the list or perl's Unicode::Normalize is missing.
fold_words() {
	local file=/usr/share/dict/$1 raw=$T/$1.$2
	[ -f "$file" ] || skip "no $file: make tools installs its package"
	perl -MUnicode::Normalize -e 1 2>/dev/null ||
	    skip "no perl with Unicode::Normalize"
	LC_ALL=C.UTF-8 grep -x '[[:lower:]]*' "$file" >"$T/all"
	perl -CSD "$ROOT/tests/fold-ref.pl" "$2" <"$T/all" |
	    paste "$T/all" - |
	    LC_ALL=C.UTF-8 grep "$(printf '\t')[[:lower:]]\\{$3\\}\$" >"$T/both"
	cut -f 1 "$T/both" >"$raw"
	cut -f 2 "$T/both" >"$raw.folded"
	[ -s "$raw" ]
	# folding changed some words
	! cmp -s "$raw" "$raw.folded" || false
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

@test "a letter in decomposed form typed anywhere, an operand, a line of -f, --first, --secret or a guess in play: the NFC message the lists get" {
	local nfc d shown
	export LC_ALL=C	# the bytes beyond ASCII shown as \x{NN}
	words spanish 5
	grep -qx 'aceña' "$T/spanish.5" || skip "no aceña in the list"
	nfc="found the combining mark U+0303: a letter and its accent are one character in the lists' normal form (NFC)"
	# n and U+0303 for ñ
	d=$(printf 'acen\314\203a')
	shown='acen\x{cc}\x{83}a'
	run -1 --separate-stderr "$CODE" solve -v wordle --secrets="$T/spanish.5" "$d:-----"
	[ "$stderr" = "code: '$shown:-----': $nfc" ]
	run -1 --separate-stderr "$CODE" solve -v wordle --secrets="$T/spanish.5" -f - <<<"$d:-----"
	[ "$stderr" = "code: <stdin>:1:1: guess '$shown': $nfc" ]
	run -2 --separate-stderr "$CODE" analyze -v wordle --secrets="$T/spanish.5" --first="$d"
	[ "$stderr" = "code: --first: $nfc" ]
	run --separate-stderr "$CODE" play -v wordle --secrets="$T/spanish.5" --secret="$d" </dev/null
	[ "$stderr" = "code: play: --secret: $nfc" ]
	run -0 "$CODE" play -v wordle --secrets="$T/spanish.5" --secret=aceña <<<"$d"$'\naceña'
	[ "${lines[0]}" = "Guess 1 of 6: '$shown': $nfc" ]
	[ "${lines[1]}" = "Guess 1 of 6: GGGGG" ]
}

@test "the capital ẞ reads as ß, as ÑANDÚ reads as ñandú: typed in solve, score and play, and named as a capital by hard mode" {
	local word capital
	export LC_ALL=C.UTF-8
	words ngerman 5
	word=$(grep -m 1 'ß' "$T/ngerman.5") || skip "no ß in the list"
	# the capitals, ß as ẞ (sed's \U leaves ß alone)
	capital=$(sed 's/.*/\U&/; s/ß/ẞ/g' <<<"$word")
	[[ $capital == *ẞ* ]]
	run -0 "$CODE" score -v wordle --secrets="$T/ngerman.5" "$capital" "$word"
	[ "$output" = GGGGG ]
	run -0 "$CODE" solve -v wordle --secrets="$T/ngerman.5" "$capital:GGGGG"
	[ "$output" = "solved in 1 guess" ]
	run -0 "$CODE" play -v wordle --secrets="$T/ngerman.5" --secret="$word" <<<"$capital"
	[ "${lines[0]}" = "Guess 1 of 6: GGGGG" ]
	# hard mode names a letter in capitals: ß as ẞ (absaß against abmaß
	# is GG-GG, by the reference; abbat keeps not the ß in place)
	printf '%s\n' abmaß absaß abbat >"$T/three"
	[ "$(echo "abmaß absaß" | sed 's/ß/S/g' | awk -v rule=marks -f "$ROOT/tests/rules-ref.awk")" = GG-GG ]
	run -0 "$CODE" play -v wordle --secrets="$T/three" --secret=abmaß --hard <<<$'absaß\nabbat\nABMAẞ'
	[ "${lines[1]}" = "Guess 2 of 6: 5th letter must be ẞ" ]
	[ "${lines[2]}" = "Guess 2 of 6: GGGGG" ]
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

# bats test_tags=heavy
@test "--fold (es, accents, de) on Spanish, French and German words: under every rule, the hints of the words fold-ref.pl folds; typed in capitals, the same" {
	local lang fold rule
	for lang in spanish:es french:accents ngerman:de; do
		fold=${lang#*:}
		lang=${lang%:*}
		fold_words $lang $fold 5
		paste -d ' ' <(pick "$T/$lang.$fold" 100 31) \
		    <(accented "$T/$lang.$fold" 100 32) >"$T/pairs"
		[ "$(wc -w <"$T/pairs")" -eq 200 ]
		perl -CSD "$ROOT/tests/fold-ref.pl" $fold <"$T/pairs" >"$T/folded"
		! cmp -s "$T/pairs" "$T/folded" || false
		for rule in marks counts black total; do
			"$CODE" score -v wordle --hint=$rule --format=plain \
			    --fold=$fold --secrets="$T/$lang.$fold" <"$T/pairs" >"$T/got"
			"$CODE" score -v wordle --hint=$rule --format=plain \
			    --secrets="$T/$lang.$fold.folded" <"$T/folded" >"$T/want"
			diff -u "$T/want" "$T/got" || { echo "$lang $fold $rule"; false; }
		done
		# in capitals, ß as ẞ (sed's \U leaves ß alone)
		LC_ALL=C.UTF-8 sed 's/.*/\U&/; s/ß/ẞ/g' "$T/pairs" >"$T/capitals"
		"$CODE" score -v wordle --format=plain --fold=$fold \
		    --secrets="$T/$lang.$fold" <"$T/capitals" >"$T/got"
		"$CODE" score -v wordle --format=plain \
		    --secrets="$T/$lang.$fold.folded" <"$T/folded" >"$T/want"
		diff -u "$T/want" "$T/got"
	done
}

# bats test_tags=heavy
@test "--fold in solve and analyze: the folded list's codes, each once with a warning, its words left by a hint typed with accents, its first guess" {
	local raw folded guess hint n first
	fold_words spanish es 5
	raw=$T/spanish.es
	folded=$raw.folded
	# árbol and arbol are one code: the count of the words folded, each
	# once, and one warning for the list
	n=$(sort -u "$folded" | wc -l)
	[ "$n" -lt "$(wc -l <"$raw")" ]
	run -0 --separate-stderr "$CODE" solve -v wordle --secrets="$raw" --fold=es --count
	[ "$output" -eq "$n" ]
	[[ $stderr == "code: $raw:"*": warning: "*" again as --fold=es reads it (line "*" has it), the first of "*" lines that repeat a code: each code taken once" ]]
	# a guess typed in capitals and accents, a hint: the words left are
	# the folded list's
	guess=$(accented "$raw" 1 41)
	hint=$("$CODE" score -v wordle --fold=es --secrets="$raw" \
	    "$(accented "$raw" 1 42)" "$guess")
	"$CODE" solve -v wordle --secrets="$folded" --list \
	    "$(perl -CSD "$ROOT/tests/fold-ref.pl" es <<<"$guess"):$hint" >"$T/want"
	[ -s "$T/want" ]
	"$CODE" solve -v wordle --secrets="$raw" --fold=es --list \
	    "$(LC_ALL=C.UTF-8 sed 's/.*/\U&/' <<<"$guess"):$hint" >"$T/got" 2>/dev/null
	diff -u "$T/want" "$T/got"
	# analyze: the report of the folded list, but for its name
	mkdir "$T/a" "$T/b"
	cp "$raw" "$T/a/w"
	cp "$folded" "$T/b/w"
	(cd "$T/a" && "$CODE" analyze -v wordle --secrets=w --fold=es \
	    --strategy=entropy 2>/dev/null) >"$T/got"
	(cd "$T/b" && "$CODE" analyze -v wordle --secrets=w \
	    --strategy=entropy) >"$T/want"
	# the report names the fold after the list
	grep -A 1 '^list of secrets: ' "$T/got" | tail -n 1 | grep -qx 'fold: es'
	grep -vx 'fold: es' "$T/got" | diff -u "$T/want" -
	# --fold=none is the words as written
	grep -v '[^ -~]' "$raw" >"$T/ascii"
	cmp <("$CODE" analyze -v wordle --secrets="$T/ascii" --strategy=entropy) \
	    <("$CODE" analyze -v wordle --secrets="$T/ascii" --fold=none --strategy=entropy)
}

@test "--fold in the exact search and its shards: the folded list's total; a shard names its fold, and merges with no shard of the words folded without it" {
	local k
	fold_words spanish es 5
	accented "$T/spanish.es" 60 51 >"$T/raw"
	perl -CSD "$ROOT/tests/fold-ref.pl" es <"$T/raw" >"$T/folded"
	"$CODE" analyze -v wordle --secrets="$T/raw" --fold=es \
	    --strategy=optimal 2>/dev/null >"$T/single"
	[ "$(grep '^total' "$T/single")" = "$("$CODE" analyze -v wordle \
	    --secrets="$T/folded" --strategy=optimal 2>/dev/null | grep '^total')" ]
	for k in 0 1; do
		"$CODE" shard run -v wordle --secrets="$T/raw" --fold=es \
		    $k/2 "$T/shard.$k" 2>/dev/null
	done
	grep -qx 'rules: colours .*, length 5, distinct none, fold es' "$T/shard.0"
	"$CODE" shard merge -v wordle --secrets="$T/raw" --fold=es \
	    "$T"/shard.? >"$T/merged" 2>/dev/null
	diff -u "$T/single" "$T/merged"
	# the same game without the fold: another search
	run -1 --separate-stderr "$CODE" shard merge -v wordle \
	    --secrets="$T/folded" "$T"/shard.?
	[[ $stderr == "code: shard merge: $T/shard.0:4: a shard of another search: 'rules: colours "*", fold es', this one's 'rules: colours "*", length 5, distinct none'" ]]
	# certcheck reads the lists as written: no certificate of a fold
	run -2 --separate-stderr "$CODE" analyze -v wordle --secrets="$T/raw" \
	    --fold=es --strategy=optimal --certificate="$T/cert"
	[ "${stderr_lines[0]}" = "code: analyze: --certificate: certcheck reads the lists as written, not as --fold=es reads them" ]
	[ ! -e "$T/cert" ]
}

@test "--fold: a letter in decomposed form gets the NFC message; a word folded longer is of its folded length; play reads a guess folded; an unknown fold is a usage error" {
	local nfc d
	export LC_ALL=C	# the bytes beyond ASCII shown as \x{NN}
	nfc="found the combining mark U+0303: a letter and its accent are one character in the lists' normal form (NFC)"
	printf 'ñandú\nseñor\nárbol\n' >"$T/es.txt"
	# n and U+0303 for ñ, which es keeps
	d=$(printf 'n\314\203andu')
	run -1 --separate-stderr "$CODE" solve -v wordle --secrets="$T/es.txt" --fold=es "$d:-----"
	[ "$stderr" = "code: 'n\x{cc}\x{83}andu:-----': $nfc" ]
	run -2 --separate-stderr "$CODE" analyze -v wordle --secrets="$T/es.txt" --fold=es --first="$d"
	[ "$stderr" = "code: --first: $nfc" ]
	printf 'n\314\203andu\n' >"$T/nfd.txt"
	run -1 --separate-stderr "$CODE" solve -v wordle --secrets="$T/nfd.txt" --fold=accents --count
	[ "$stderr" = "code: $T/nfd.txt:1:2: expected a letter, found the combining mark U+0303: a letter and its accent are one character in the lists' normal form (NFC; uconv -x any-nfc converts a list)" ]
	# ÁRBOL is árbol, and ñ no n
	run -0 "$CODE" solve -v wordle --secrets="$T/es.txt" --fold=es --count ÁRBOL:GGGGG
	[ "$output" = 1 ]
	run -1 --separate-stderr "$CODE" solve -v wordle --secrets="$T/es.txt" --fold=es nandu:-----
	[ "$stderr" = "code: 'nandu:-----': not a guess of wordle" ]
	# straße is 7 letters with de, and a list of words of 6 as folded
	# says which line is not
	printf 'bären\nöfen\n' >"$T/de.txt"
	run -1 --separate-stderr "$CODE" solve -v wordle --secrets="$T/de.txt" --fold=de --count
	[ "$stderr" = "code: $T/de.txt:2:5: a code of 5 symbols as --fold=de reads it, expected 6 (as $T/de.txt:1)" ]
	printf 'straße\nstrasse\nstrauss\n' >"$T/de.txt"
	run -0 --separate-stderr "$CODE" solve -v wordle --secrets="$T/de.txt" --fold=de --count
	[ "$output" = 2 ]
	[ "$stderr" = "code: $T/de.txt:2: warning: strasse again as --fold=de reads it (line 1 has it): taken once" ]
	# play: the secret and the guesses folded, ẞ two letters
	run -0 --separate-stderr "$CODE" play -v wordle --secrets="$T/de.txt" --fold=de --secret=straße <<<$'STRAUSS\nSTRAẞE'
	[ "${lines[0]}" = "Guess 1 of 6: $(echo strasse strauss | awk -v rule=marks -f "$ROOT/tests/rules-ref.awk")" ]
	[ "${lines[1]}" = "Guess 2 of 6: GGGGGGG" ]
	run -2 --separate-stderr "$CODE" solve -v wordle --secrets="$T/de.txt" --fold=fr
	[ "${stderr_lines[0]}" = "code: --fold: expected none, accents, es or de, found 'fr'" ]
	run -0 "$CODE" variants -v wordle --fold=de
	[[ ${lines[1]} == *", changed by --fold=de" ]]
}

@test "--fold on each letter of U+00C0 to U+017F, and ẞ: what fold-ref.pl makes of it, under accents, es and de" {
	local fold c
	perl -MUnicode::Normalize -e 1 2>/dev/null ||
	    skip "no perl with Unicode::Normalize"
	perl -CS -e 'print chr($_), "\n" for 0xc0 .. 0x17f, 0x1e9e' >"$T/letters"
	[ "$(wc -l <"$T/letters")" -eq 193 ]
	for fold in accents es de; do
		perl -CSD "$ROOT/tests/fold-ref.pl" $fold <"$T/letters" >"$T/want"
		while IFS= read -r c; do
			printf '%s\n' "$c" >"$T/one"
			"$CODE" solve -v wordle --secrets="$T/one" --fold=$fold --list
		done <"$T/letters" >"$T/got"
		diff -u "$T/want" "$T/got" || { echo "$fold"; false; }
	done
	# none: every letter as written
	while IFS= read -r c; do
		printf '%s\n' "$c" >"$T/one"
		"$CODE" solve -v wordle --secrets="$T/one" --fold=none --list
	done <"$T/letters" | cmp - "$T/letters"
}
