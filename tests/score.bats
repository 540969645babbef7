#!/usr/bin/env bats
# `code score`: golden cases in testdata/score/, and the command line.
# A case NAME is NAME.args (the arguments after `code`, one a line),
# NAME.in (standard input; none: /dev/null), NAME.out (standard output),
# NAME.err (standard error; none: empty) and NAME.status (none: 0); it
# runs from inside testdata/score/ so that file names stay relative.

bats_require_minimum_version 1.5.0
load helper

setup() {
	cd "$ROOT/testdata/score" || return
	T=$BATS_TEST_TMPDIR
}

# run_score_case NAME: runs the case, its standard output and error into
# $T/got/NAME.out and NAME.err, and what it must write into $T/want (its
# .err, or an empty one); says if its status differs, and fails then.
# The outputs are compared at the end, all at once (two diffs a case
# took as long as the runs).
run_score_case() {
	local name=$1 input=/dev/null status=0 want=0
	local -a args
	mapfile -t args <"$name.args"
	[ -f "$name.in" ] && input=$name.in
	[ -f "$name.err" ] || : >"$T/want/$name.err"
	[ -f "$name.status" ] && { read -r want <"$name.status" || true; }
	"$CODE" "${args[@]}" <"$input" >"$T/got/$name.out" \
	    2>"$T/got/$name.err" || status=$?
	if [ ! -f "$name.out" ]; then
		echo "$name: no $name.out"
		return 1
	fi
	if [ "$status" != "$want" ]; then
		echo "$name: exit status $status, expected $want"
		echo "FAILED: testdata/score/$name (code ${args[*]})"
		return 1
	fi
}

# bats test_tags=heavy
@test "golden cases: testdata/score/*.args" {
	local a failed='' count=0
	mkdir "$T/want" "$T/got"
	for a in *.args; do
		run_score_case "${a%.args}" || failed="$failed ${a%.args}"
		count=$((count + 1))
	done
	[ "$count" -ge 100 ] || { echo "only $count cases found"; false; }
	# every case's standard output and error, byte for byte
	cp ./*.out ./*.err "$T/want"
	[ "$(ls "$T/want" | wc -l)" -eq $((2 * count)) ]
	diff -ru "$T/want" "$T/got" >"$T/diff" ||
	    failed="$failed $(sed -n 's,^diff -ru [^ ]*/\([^/ ]*\)\.[a-z]* .*,\1,p' "$T/diff" | sort -u | tr '\n' ' ')"
	if [ -n "$failed" ]; then
		cat "$T/diff"
		echo "failed cases:$failed"
		false
	fi
}

# usage_error MESSAGE CODE-ARGUMENT ...: exit 2, MESSAGE as the first line
# of standard error, nothing on standard output, standard input not read.
usage_error() {
	local message=$1
	shift
	run --separate-stderr "$CODE" "$@" <"$T/stdin"
	echo "code $*: status $status; stdout: $output; stderr: $stderr"
	[ "$status" -eq 2 ]
	[ -z "$output" ]
	[ "${stderr%%$'\n'*}" = "$message" ]
}

# usage_error_any PREFIX CODE-ARGUMENT ...: as usage_error, for a message
# the contract leaves open: the first line starts with PREFIX.
usage_error_any() {
	local prefix=$1
	shift
	run --separate-stderr "$CODE" "$@" <"$T/stdin"
	echo "code $*: status $status; stdout: $output; stderr: $stderr"
	[ "$status" -eq 2 ]
	[ -z "$output" ]
	[[ ${stderr%%$'\n'*} == "$prefix"* ]]
}

# a stream that would print something if it were read
make_stdin() {
	printf '5167 1687\n' >"$T/stdin"
}

@test "score -h and --help: help on stdout, exit 0" {
	local option
	for option in -h --help; do
		run --separate-stderr "$CODE" score "$option"
		echo "$option: status $status; stderr: $stderr"
		[ "$status" -eq 0 ]
		[[ $output == *score* ]]
		[[ $output == *--format* ]]
		[ -z "$stderr" ]
	done
	run --separate-stderr "$CODE" score -v letters -h
	[ "$status" -eq 0 ]
	[[ $output == *score* ]]
}

@test "one operand: a GUESS must follow the SECRET, usage, exit 2" {
	make_stdin
	usage_error "code: score: a GUESS must follow the SECRET" score 5167
	[[ $stderr == *usage:* ]]
	usage_error "code: score: a GUESS must follow the SECRET" \
	    score -v match-hit --format=json 5167
}

@test "unknown variant: exit 2" {
	make_stdin
	usage_error "code: unknown variant 'foo' (see code variants)" \
	    score -v foo 1234 1234
	usage_error "code: unknown variant 'foo' (see code variants)" \
	    score --variant=foo
	# a mistyped variant gets the nearest, as a mistyped mode does
	usage_error "code: unknown variant 'Letters'; did you mean 'letters'? (see code variants)" \
	    score -v Letters AFFB BFAB
	usage_error "code: unknown variant 'matchhit'; did you mean 'match-hit'? (see code variants)" \
	    analyze -v matchhit
	usage_error "code: unknown variant 'bulls-cow'; did you mean 'bulls-cows'? (see code variants)" \
	    play -v bulls-cow
	usage_error "code: unknown variant 'acietros'; did you mean 'aciertos'? (see code variants)" \
	    variants -v acietros
}

@test "-f with code operands: usage error" {
	make_stdin
	usage_error_any "code: " score -f - 5167 1687
	usage_error_any "code: " score -v match-hit --file=/dev/null 5167 1687
	[[ $stderr == *usage:* ]]
}

@test "unknown option: usage error" {
	make_stdin
	usage_error_any "code: " score --bogus 1234 1234
	[[ $stderr == *--bogus* ]]
	[[ $stderr == *usage:* ]]
	usage_error_any "code: " score -q 1234 1234
}

@test "bad --format: the list of formats, or the unknown directive" {
	local f
	make_stdin
	for f in x strong PAIR ''; do
		usage_error "code: --format: expected pair, plain, words, aciertos, pegs, json or a template with %, found '$f'" \
		    score "--format=$f" 1234 1234
	done
	for f in x q d 1 ' '; do
		usage_error "code: --format: unknown directive '%$f'" \
		    score "--format=%s %$f" 1234 1234
	done
	usage_error "code: --format: unknown directive '%x'" score --format=%x
}

# bats test_tags=heavy
@test "bad --length: the assignments' ranges, and 1..256" {
	local n
	make_stdin
	usage_error "code: --length: letters needs 3..6, found '9'" \
	    score -v letters --length=9 AFFB BFAB
	for n in 2 7 0; do
		usage_error "code: --length: letters needs 3..6, found '$n'" \
		    score -v letters --length=$n
	done
	for n in 1 7; do
		usage_error "code: --length: aciertos needs 2..6, found '$n'" \
		    score -v aciertos --length=$n
	done
	for n in 0 5; do
		usage_error "code: --length: match-hit needs 1..4, found '$n'" \
		    score -v match-hit --length=$n
	done
	for n in 0 257 x '' -1 4x 99999999999999999999; do
		usage_error_any "code: --length:" score "--length=$n" 1 1
	done
}

@test "bad --colours and --distinct: usage errors" {
	local set
	make_stdin
	usage_error "code: --colours: letters needs A up to a letter A..F, found 'A-H'" \
	    score -v letters --colours=A-H AFFB BFAB
	usage_error "code: --colours: letters needs A up to a letter A..F, found 'B-D'" \
	    score -v letters --colours=B-D
	usage_error "code: --colours: letters needs A up to a letter A..F, found '1-6'" \
	    score -v letters --colours=1-6
	# 65 colours, a repeated colour, none
	for set in 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=' \
	    RGBR ''; do
		usage_error_any "code: --colours:" score "--colours=$set" 1 1
	done
	for set in all '' Secret guesses; do
		usage_error_any "code: --distinct:" score "--distinct=$set" 1 1
	done
}

# The colour set reads as tr(1) and a bracket expression of regex(7) read
# theirs: X-Y is the characters X up to Y, a reversed range is an error,
# and '-' is a colour only first or last (issue 15 item 8).
@test "--colours: ranges and characters mixed; reversed ranges refused; '-' first or last" {
	make_stdin
	usage_error "code: --colours: 9-0 is a reversed range (a '-' that is a colour goes first or last), found '9-0'" \
	    score --colours=9-0 909 0-9
	usage_error "code: --colours: a '-' that is a colour goes first or last, found 'A-C-E'" \
	    score --colours=A-C-E AB BA
	usage_error_any "code: --colours:" score --colours=A-CB AB BA
	# A-C0-2 is the six colours A B C 0 1 2: A0 against 0A, both swapped
	run --separate-stderr "$CODE" score --colours=A-C0-2 --length=2 A0 0A C2
	[ "$status" -eq 0 ]
	[ "$output" = $'(0,2)\n(0,0)' ]
	# 1-23 is 1 2 3, so '-' is no colour: the guess 1-2 breaks the rules;
	# a range running into a digit is warned of, as 1-10 below
	run --separate-stderr "$CODE" score --colours=1-23 123 321 1-2
	[ "$status" -eq 1 ]
	[ "$output" = "(1,2)" ]
	[ "$stderr" = "code: --colours: warning: '1-23' reads as the range 1-2 and then 3: 3 colours, 1-3 (a colour is one character: ten colours are 0-9, or 1-9A)
code: guess '1-2': '-' is not a colour of --colours=1-3" ]
	# '-' first or last is a colour: secret -AB, guess B-A, all three misplaced
	run --separate-stderr "$CODE" score --colours=-AB -- -AB B-A
	[ "$status" -eq 0 ]
	[ "$output" = "(0,3)" ]
	run --separate-stderr "$CODE" score --colours=AB- -- AB- -BA
	[ "$status" -eq 0 ]
	[ "$output" = "(1,2)" ]
}

@test "codes of 256 positions; a stream word of 257 is too long" {
	local c256 c257 spaced status=0
	c256=$(printf '%0256d' 0 | tr 0 7)
	c257=${c256}7
	run --separate-stderr "$CODE" score "$c256" "$c256"
	[ "$status" -eq 0 ]
	[ "$output" = "(256,0)" ]
	run --separate-stderr "$CODE" score --length=256 --format=plain "$c256" "${c256%7}1"
	[ "$status" -eq 0 ]
	[ "$output" = "255 0" ]
	# one stream line of 512 one-character words
	spaced=$(printf '%s' "$c256$c256" | sed 's/./& /g')
	echo "$spaced" >"$T/line"
	run --separate-stderr "$CODE" score -f "$T/line"
	[ "$status" -eq 0 ]
	[ "$output" = "(256,0)" ]
	# an argument of 257 is scored, as one of any length
	run --separate-stderr "$CODE" score "$c257" "$c257"
	[ "$status" -eq 0 ]
	[ "$output" = "(257,0)" ]
	# a word of 257 in a stream is not: the reader keeps 256 bytes
	printf '%s %s\n' "$c257" "$c257" >"$T/line"
	run --separate-stderr "$CODE" score -f "$T/line"
	[ "$status" -eq 1 ]
	[ -z "$output" ]
	[[ $stderr == "code: $T/line:1:1: secret '"* ]]
}

@test "a bad stream line's message comes after the hints before it" {
	local status=0
	"$CODE" score -v match-hit -f mh-bad-line.stream -f mh-good.stream \
	    >"$T/both" 2>&1 || status=$?
	[ "$status" -eq 1 ]
	{
		head -2 stream-bad-then-next.out
		cat stream-bad-then-next.err
		tail -1 stream-bad-then-next.out
	} | diff -u - "$T/both"
}

@test "exit status: a bad line and a missing file make 3" {
	local status=0
	"$CODE" score -v match-hit -f mh-bad-line.stream -f nosuch.stream \
	    >"$T/out" 2>"$T/err" || status=$?
	[ "$status" -eq 3 ]
	head -2 stream-bad-then-next.out | diff -u - "$T/out"
	{
		cat stream-bad-then-next.err
		echo "code: nosuch.stream: No such file or directory"
	} | diff -u - "$T/err"
	status=0
	"$CODE" score -f nosuch.stream -v match-hit -f mh-bad-line.stream \
	    >/dev/null 2>&1 || status=$?
	[ "$status" -eq 3 ]
}

@test "a directory given to -f is a read error, exit 3, the others run" {
	local status=0
	"$CODE" score -v match-hit -f mh-good.stream -f . -f mh-good.stream \
	    >"$T/out" 2>"$T/err" || status=$?
	[ "$status" -eq 3 ]
	printf '(4,0)\n(4,0)\n' | diff -u - "$T/out"
	[[ $(cat "$T/err") == "code: .:"* ]]
}

@test "write error: /dev/full exits 3 with a message" {
	local status=0
	[ -w /dev/full ] || skip "no /dev/full"
	"$CODE" score 1355 1123 >/dev/full 2>"$T/err" || status=$?
	[ "$status" -eq 3 ]
	[[ $(cat "$T/err") == code:* ]]
	status=0
	"$CODE" score -f mh-good.stream >/dev/full 2>"$T/err" || status=$?
	[ "$status" -eq 3 ]
	[[ $(cat "$T/err") == code:* ]]
}

@test "a closed pipe ends quietly" {
	awk 'BEGIN { for (i = 0; i < 300000; i++) print "1355 1123" }' >"$T/many"
	"$CODE" score -f "$T/many" 2>"$T/err" | head -1 >"$T/out"
	echo '(1,1)' | diff -u - "$T/out"
	[ ! -s "$T/err" ]
}

@test "not a colour: the character in quotes in every variant; unprintable bytes as \\x{NN}" {
	run --separate-stderr "$CODE" score -v letters AAAg ABCD
	[ "$status" -eq 1 ]
	[ "$stderr" = "code: secret 'AAAg': 'g' is not a colour of letters" ]
	run --separate-stderr "$CODE" score -v classic 7777 1111
	[ "$stderr" = "code: secret '7777': '7' is not a colour of classic" ]
	run --separate-stderr "$CODE" score -v match-hit 5167 5340
	[ "$stderr" = "code: guess '5340': '0' is not a colour of match-hit" ]
	# byte 0x16 then the digit 0: the escape ends before the 0
	run --separate-stderr "$CODE" score $'\x16'0 11
	[ "$status" -eq 1 ]
	[ "$stderr" = "code: secret '\\x{16}0': '\\x{16}' is not a digit" ]
}

# bats test_tags=heavy
@test "in a UTF-8 locale a message shows valid UTF-8 as itself, whole; controls, format characters and bad bytes still as \\x{NN}" {
	local words=$T/words locale
	printf 'crane\nslate\n' >"$words"
	for locale in C.UTF-8 C.utf8; do
		# a pasted red square is no mark, and no letter of a code
		LC_ALL=$locale run --separate-stderr "$CODE" solve -v wordle \
		    --secrets="$words" 'crane:🟩🟨🟥⬛⬛'
		[ "$status" -eq 1 ]
		[ "$stderr" = "code: 'crane:🟩🟨🟥⬛⬛': expected a mark at position 3 of the hint (G in place, Y elsewhere, - not, or a coloured square), found '🟥⬛⬛'" ]
		LC_ALL=$locale run --separate-stderr "$CODE" score -v wordle 'cr🟩ne' crane
		[ "$stderr" = "code: secret 'cr🟩ne': '🟩' is not a letter" ]
	done
	# LC_ALL empty: LC_CTYPE decides, then LANG
	LC_ALL= LC_CTYPE=C.UTF-8 LANG=C run --separate-stderr "$CODE" score --colours=a-z héllo hello
	[ "$stderr" = "code: secret 'héllo': 'é' is not a letter" ]
	LC_ALL= LC_CTYPE= LANG=C.UTF-8 run --separate-stderr "$CODE" score --colours=a-z héllo hello
	[ "$stderr" = "code: secret 'héllo': 'é' is not a letter" ]
	# a list's line names the whole character too, counting columns
	# in characters
	printf 'crañe\nhéllo\n' >"$T/list"
	LC_ALL=C.UTF-8 run --separate-stderr "$CODE" solve -v wordle --colours=a-z --secrets="$T/list" --count
	[ "$stderr" = "code: $T/list:1:4: expected a colour of a-z, found 'ñ'" ]
	printf 'crane\nhé\342\200\213llo\n' >"$T/list"
	LC_ALL=C.UTF-8 run --separate-stderr "$CODE" solve -v wordle --secrets="$T/list" --count
	[ "$stderr" = "code: $T/list:2:3: expected a colour (a printable character), found '\\x{e2}'" ]
	# a bad byte, a control, a bidi override (U+202E), a zero width space
	# (U+200B), a C1 control (U+0085): bytes, in any locale
	LC_ALL=C.UTF-8 run --separate-stderr "$CODE" score -v wordle $'cr\xffne' crane
	[ "$stderr" = "code: secret 'cr\\x{ff}ne': '\\x{ff}' is not a letter" ]
	LC_ALL=C.UTF-8 run --separate-stderr "$CODE" score --colours=a-z $'h\x01llo' hello
	[ "$stderr" = "code: secret 'h\\x{01}llo': '\\x{01}' is not a letter" ]
	LC_ALL=C.UTF-8 run --separate-stderr "$CODE" score --colours=a-z $'h\xe2\x80\xael\xe2\x80\x8b' hello
	[ "$stderr" = "code: secret 'h\\x{e2}\\x{80}\\x{ae}l\\x{e2}\\x{80}\\x{8b}': '\\x{e2}' is not a letter" ]
	LC_ALL=C.UTF-8 run --separate-stderr "$CODE" score --colours=a-z $'h\xc2\x85llo' hello
	[ "$stderr" = "code: secret 'h\\x{c2}\\x{85}llo': '\\x{c2}' is not a letter" ]
	# an overlong form and a surrogate are no UTF-8
	LC_ALL=C.UTF-8 run --separate-stderr "$CODE" score --colours=a-z $'h\xc1\xa9llo' hello
	[ "$stderr" = "code: secret 'h\\x{c1}\\x{a9}llo': '\\x{c1}' is not a letter" ]
	LC_ALL=C.UTF-8 run --separate-stderr "$CODE" score --colours=a-z $'h\xed\xa0\x80llo' hello
	[ "$stderr" = "code: secret 'h\\x{ed}\\x{a0}\\x{80}llo': '\\x{ed}' is not a letter" ]
	# the 32 bytes shown end before a character they would cut: the
	# second yellow square, bytes 30 to 33
	LC_ALL=C.UTF-8 run --separate-stderr "$CODE" solve -v wordle \
	    --secrets="$words" 'crane:x🟩🟨🟥⬛⬛🟩🟨🟥'
	[[ $stderr == "code: 'crane:x🟩🟨🟥⬛⬛🟩...': "* ]] || { echo "$stderr"; false; }
	# in the C locale, as ever: bytes
	run --separate-stderr "$CODE" score -v wordle 'cr🟩ne' crane
	[ "$stderr" = "code: secret 'cr\\x{f0}\\x{9f}\\x{9f}\\x{a9}ne': '\\x{f0}' is not a letter" ]
}

@test "--colors, the US spelling, is --colours in every mode that takes the rules" {
	# 123 against 321: the 2 in place, 1 and 3 swapped (spec: strong 1, weak 2)
	run "$CODE" score -v classic --length=3 --colors=1-3 123 321
	[ "$status" -eq 0 ]
	[ "$output" = "(1,2)" ]
	run "$CODE" score -v classic --length=3 --colors=1-3 123 124
	[ "$status" -eq 1 ]
	run "$CODE" variants -v classic --colors=1-3
	[ "$status" -eq 0 ]
	[[ "$output" == *"1-3"* || "$output" == *"123"* ]]
}

# The judge filter scores games of N = 1000 and more; so does code score,
# codes of any length as the hints variant says (the hint checked by
# tests/score-ref.awk).  A code written as one word in a stream is read
# up to 256 characters, and a longer one is said so.
@test "codes of 1000 and 2000 positions: as arguments and a colour a word" {
	local n secret guess want
	for n in 1000 2000; do
		secret=$(awk -v n=$n 'BEGIN { srand(n); for (i = 0; i < n; i++) printf "%d", int(rand() * 9) + 1 }')
		guess=$(awk -v n=$n 'BEGIN { srand(n + 1); for (i = 0; i < n; i++) printf "%d", int(rand() * 9) + 1 }')
		want=$(echo "$secret $guess" | awk -f "$ROOT/tests/score-ref.awk" |
		    awk '{ printf "(%d,%d)\n", $1, $2 }')
		run --separate-stderr "$CODE" score "$secret" "$guess"
		[ "$status" -eq 0 ]
		[ "$output" = "$want" ]
		run --separate-stderr "$CODE" score -f - <<<"$(echo "$secret$guess" | sed 's/./& /g')"
		[ "$status" -eq 0 ]
		[ "$output" = "$want" ]
	done
	run --separate-stderr "$CODE" score -f - <<<"$(printf '1%.0s' {1..300}) $(printf '1%.0s' {1..300})"
	[ "$status" -eq 1 ]
	[[ $stderr == "code: <stdin>:1:1: secret '11111111111111111111111111111111...': length 300: a code of one word is read up to 256 characters; write a longer one a colour a word" ]]
}

# People write ten colours 1-10; as tr(1) reads it, that is the range 1-1
# and the colour 0.  code says what it understood, and analyze's text
# output counts the colours beside the set.
@test "--colours=1-10: a warning says it is 2 colours, and how to write ten" {
	run --separate-stderr "$CODE" score --colours=1-10 10 01
	[ "$status" -eq 0 ]
	[ "$output" = "(0,2)" ]
	[ "$stderr" = "code: --colours: warning: '1-10' reads as the range 1-1 and then 0: 2 colours, 10 (a colour is one character: ten colours are 0-9, or 1-9A)" ]
	run --separate-stderr "$CODE" analyze --colours=1-10 --length=3
	[ "$status" -eq 0 ]
	[ "${lines[1]}" = "colours: 10 (2)" ]
	[[ $stderr == "code: --colours: warning: '1-10' reads as"* ]]
	run --separate-stderr "$CODE" analyze --colours=0-9 --length=2
	[ "$status" -eq 0 ]
	[ "${lines[1]}" = "colours: 0-9 (10)" ]
	[ -z "$stderr" ]
	run --separate-stderr "$CODE" score --colours=A-C0-2 --length=2 A0 0A
	[ -z "$stderr" ]
}
