#!/usr/bin/env bats
# code check, the output checker, and the problem-package validators.
# The expected places come from testdata/sample.in read by hand: game 1's
# guesses stand on lines 3 to 7, game 2's N on line 9 and its guesses on
# lines 11 to 14; the output's lines are "Game 1:" (1), its five hints
# (2-6), "Game 2:" (7) and its four hints (8-11).

bats_require_minimum_version 1.5.0
load helper

setup() {
	T=$BATS_TEST_TMPDIR
	cd "$ROOT/testdata"
}

@test "check: the right output is accepted, silently, from a file or stdin" {
	run "$CODE" check sample.in sample.out
	[ "$status" -eq 0 ]
	[ -z "$output" ]
	run "$CODE" check sample.in <sample.out
	[ "$status" -eq 0 ]
	[ -z "$output" ]
}

@test "check: a wrong hint names the output place, the game, the guess and its input place" {
	sed '3s/(2,0)/(0,2)/' sample.out >"$T/team"
	run "$CODE" check sample.in "$T/team"
	[ "$status" -eq 6 ]
	[ "${lines[0]}" = "$T/team:3:5: game 1, guess 2 (sample.in:4:1): expected '(2,0)', found '(0,2)'" ]
	[ "${lines[1]}" = "wrong answer" ]
	[ "${#lines[@]}" -eq 2 ]
}

@test "check: a missing hint line, an extra one, an early end, output after the end" {
	sed 6d sample.out | "$CODE" check sample.in >"$T/out" || echo $? >"$T/status"
	[ "$(cat "$T/status")" -eq 6 ]
	[ "$(head -n 1 "$T/out")" = "<stdin>:6:1: game 1, guess 5 (sample.in:7:1): expected '(4,0)', found 'Game' (hints missing)" ]

	sed '6a\    (0,0)' sample.out | "$CODE" check sample.in >"$T/out" || true
	[ "$(head -n 1 "$T/out")" = "<stdin>:7:5: game 2, heading (sample.in:9:1): expected 'Game', found '(0,0)' (hints too many)" ]

	head -n 8 sample.out | "$CODE" check sample.in >"$T/out" || true
	[ "$(head -n 1 "$T/out")" = "<stdin>:9:1: game 2, guess 2 (sample.in:12:1): expected '(3,2)', found the end of the output" ]

	{ cat sample.out; echo 'Game 3:'; } | "$CODE" check sample.in >"$T/out" || true
	[ "$(head -n 1 "$T/out")" = "<stdin>:12:1: expected the end of the output, found 'Game'" ]
}

@test "check: a wrong heading, and a hint cut short" {
	sed '7s/Game 2:/Game 3:/' sample.out | "$CODE" check sample.in >"$T/out" || true
	[ "$(head -n 1 "$T/out")" = "<stdin>:7:6: game 2, heading (sample.in:9:1): expected '2:', found '3:'" ]
	printf 'Game 1:\n    (1,1)\n    (2,' | "$CODE" check sample.in >"$T/out" || true
	[ "$(head -n 1 "$T/out")" = "<stdin>:3:5: game 1, guess 2 (sample.in:4:1): expected '(2,0)', found '(2,' (the output ends in it)" ]
}

@test "check: an output cut in a token shows what it holds of it and where; a last newline missing is layout" {
	printf 'Game 1:\n    (1,1)\n    (2,0' >"$T/team"
	run "$CODE" check sample.in "$T/team"
	[ "$status" -eq 6 ]
	[ "${lines[0]}" = "$T/team:3:5: game 1, guess 2 (sample.in:4:1): expected '(2,0)', found '(2,0' (the output ends in it)" ]
	printf 'Gam' | "$CODE" check sample.in >"$T/out" || true
	[ "$(head -n 1 "$T/out")" = "<stdin>:1:1: game 1, heading (sample.in:1:1): expected 'Game', found 'Gam' (the output ends in it)" ]
	# a cut in the indent or at a line's end: the next hint is missing
	printf 'Game 1:\n    (1,1)\n  ' | "$CODE" check sample.in >"$T/out" || true
	[ "$(head -n 1 "$T/out")" = "<stdin>:3:3: game 1, guess 2 (sample.in:4:1): expected '(2,0)', found the end of the output" ]
	# every token there, the last newline missing: a presentation error
	head -c -1 sample.out >"$T/team"
	run "$CODE" check sample.in "$T/team"
	[ "$status" -eq 7 ]
	[ "${lines[0]}" = "$T/team:11:10: layout: expected a newline, found the end of the output" ]
	run "$CODE" check --tokens sample.in "$T/team"
	[ "$status" -eq 0 ]
}

# bats test_tags=heavy
@test "check: a large output cut anywhere near a block's end: the token it ends in, as awk finds it" {
	many_runs
	"$CODE" gen --length=4 --guesses=1-2000 --bytes=1M --seed=5 >"$T/in"
	"$CODE" "$T/in" >"$T/want"
	local cut want
	for cut in $(seq 65520 65545) $(seq 131060 131080); do
		head -c "$cut" "$T/want" >"$T/team"
		# the last line's last word, if the output ends in it and it is
		# not the whole line of the right output
		want=$(awk 'FNR == NR { l = $0; k = NR; next } FNR == k { e = $0 } END {
			n = split(l, w, " ")
			if (n > 0 && substr(l, length(l)) != " " && l != e)
				printf "%d:%d: * found \x27%s\x27 (the output ends in it)", k, length(l) - length(w[n]) + 1, w[n]
			else
				printf "* found the end of the output"
		}' "$T/team" "$T/want")
		"$CODE" check "$T/in" "$T/team" | head -n 1 >"$T/out" || true
		# shellcheck disable=SC2053 # want is a pattern
		[[ "$(cat "$T/out")" == "$T/team:"$want ]] ||
		    { echo "cut $cut: $(cat "$T/out") is not $want"; false; }
	done
}

@test "check: the report is written whole, a long file name too, and a write error is one (exit 3)" {
	local dir=$T name status=0
	name=$(printf '%0200d' 0)
	for _ in 1 2 3 4 5 6; do dir=$dir/$name; done	# over 1200 bytes
	mkdir -p "$dir"
	sed '3s/(2,0)/(0,2)/' sample.out >"$dir/team"
	run "$CODE" check sample.in "$dir/team"
	[ "$status" -eq 6 ]
	[ "${lines[0]}" = "$dir/team:3:5: game 1, guess 2 (sample.in:4:1): expected '(2,0)', found '(0,2)'" ]
	[ -w /dev/full ] || skip "no /dev/full"
	"$CODE" check sample.in "$dir/team" >/dev/full 2>"$T/err" || status=$?
	[ "$status" -eq 3 ]
	echo "code: write error: No space left on device" | diff -u - "$T/err"
}

@test "check: the same tokens in another layout is a presentation error; --tokens accepts it" {
	"$CODE" --style=statement sample.in >"$T/team"
	run "$CODE" check sample.in "$T/team"
	[ "$status" -eq 7 ]
	[ "${lines[0]}" = "$T/team:2:1: layout: expected '    (1,1)', found '(1,1)'" ]
	[ "${lines[1]}" = "presentation error: the same tokens in another layout" ]
	run "$CODE" check --tokens sample.in "$T/team"
	[ "$status" -eq 0 ]
	[ "$output" = "$T/team:2:1: layout: expected '    (1,1)', found '(1,1)' (not judged: only the tokens are compared)" ]
	run "$CODE" check --style=statement sample.in "$T/team"
	[ "$status" -eq 0 ]
	{ cat sample.out; printf '\n\n'; } >"$T/team"
	run "$CODE" check sample.in "$T/team"
	[ "$status" -eq 7 ]
	# a wrong hint in another layout is a wrong answer
	"$CODE" --style=statement sample.in | sed '3s/(2,0)/(0,2)/' >"$T/team"
	run "$CODE" check sample.in "$T/team"
	[ "$status" -eq 6 ]
	[ "${lines[0]}" = "$T/team:3:1: game 1, guess 2 (sample.in:4:1): expected '(2,0)', found '(0,2)'" ]
}

@test "check: --all lists every difference, --limit caps them" {
	sed -e '3s/(2,0)/(0,2)/' -e '10s/(5,0)/(5,1)/' sample.out >"$T/team"
	run "$CODE" check sample.in "$T/team"
	[ "${#lines[@]}" -eq 2 ]
	run "$CODE" check --all sample.in "$T/team"
	[ "$status" -eq 6 ]
	[ "${#lines[@]}" -eq 3 ]
	[ "${lines[1]}" = "$T/team:10:5: game 2, guess 3 (sample.in:13:1): expected '(5,0)', found '(5,1)'" ]
	run "$CODE" check --limit=1 sample.in "$T/team"
	[ "${#lines[@]}" -eq 3 ]
	[ "${lines[1]}" = "$T/team: more differences follow, not listed (the limit is 1; --limit=N lists up to N)" ]
	run "$CODE" check --limit=2 sample.in "$T/team"
	[ "${#lines[@]}" -eq 3 ]
	[ "${lines[2]}" = "wrong answer" ]
}

# --all lists 100 differences and says when there were more.
@test "check: --all and --limit say when differences past the limit were cut" {
	local n
	for n in 100 101 150; do
		"$CODE" gen --games=1 --length=1 --guesses=$n --seed=3 >"$T/in"
		"$CODE" "$T/in" | sed 's/(\(.\),\(.\))/(\1,\19)/' >"$T/team"
		run "$CODE" check --all "$T/in" "$T/team"
		[ "$status" -eq 6 ]
		[ "$(grep -c 'expected' <<<"$output")" -eq 100 ]
		if [ "$n" -gt 100 ]; then
			[ "${lines[100]}" = "$T/team: more differences follow, not listed (the limit is 100; --limit=N lists up to N)" ]
		else
			[ "${#lines[@]}" -eq 101 ]
		fi
	done
}

@test "check: a layout difference says a blank line where there is one" {
	"$CODE" --style=statement sample.in >"$T/want"
	sed 7d "$T/want" >"$T/team"
	run "$CODE" check --style=statement sample.in "$T/team"
	[ "$status" -eq 7 ]
	[ "${lines[0]}" = "$T/team:7:1: layout: expected a blank line, found 'Game 2:'" ]
	sed 6G "$T/want" >"$T/team"
	run "$CODE" check --style=statement sample.in "$T/team"
	[ "$status" -eq 7 ]
	[ "${lines[0]}" = "$T/team:8:1: layout: expected 'Game 2:', found a blank line" ]
}

@test "check: an invalid INPUT is reported as the filter does, status 1" {
	printf '4\n1 3 5 5\n1 1 2 3\n1 3 10 5\n' >"$T/bad.in"
	printf 'Game 1:\n    (1,1)\n' >"$T/team"
	run "$CODE" check "$T/bad.in" "$T/team"
	[ "$status" -eq 1 ]
	[[ "$output" == *"$T/bad.in:4:5: expected a colour 1..9, found '10'"* ]]
	run "$CODE" check /nonexistent "$T/team"
	[ "$status" -eq 3 ]
	run "$CODE" check sample.in /nonexistent
	[ "$status" -eq 3 ]
	run "$CODE" check
	[ "$status" -eq 2 ]
	run "$CODE" check a b c
	[ "$status" -eq 2 ]
}

# The problem-package format's default output validator (Kattis
# problemtools, DOMjudge) compares tokens, ignoring changes of whitespace
# and case; space_change_sensitive makes whitespace count, case_sensitive
# case.  code check --validator, which a judge puts in its place, does the
# same: a trailing blank line or another layout is accepted by default.
@test "check --validator: the output validator of a problem package, 42 and 43" {
	local fb=$T/feedback
	mkdir "$fb"
	run "$CODE" check --validator sample.in sample.out "$fb" <sample.out
	[ "$status" -eq 42 ]
	[ -z "$output" ]
	[ -f "$fb/judgemessage.txt" ]
	[ ! -s "$fb/judgemessage.txt" ]
	rm -rf "$fb"
	mkdir "$fb"
	sed '3s/(2,0)/(0,2)/' sample.out >"$T/team"
	run "$CODE" check --validator sample.in sample.out "$fb" <"$T/team"
	[ "$status" -eq 43 ]
	[ -z "$output" ]
	[ "$(head -n 1 "$fb/judgemessage.txt")" = "<stdin>:3:5: game 1, guess 2 (sample.in:4:1): expected '(2,0)', found '(0,2)'" ]
	# whitespace changes and case are not judged by default
	{ cat sample.out; echo; } >"$T/team"
	run "$CODE" check --validator sample.in sample.out "$fb" <"$T/team"
	[ "$status" -eq 42 ]
	"$CODE" --style=statement sample.in >"$T/team"
	run "$CODE" check --validator sample.in sample.out "$fb" <"$T/team"
	[ "$status" -eq 42 ]
	sed 's/^Game/GAME/' sample.out >"$T/team"
	run "$CODE" check --validator sample.in sample.out "$fb" <"$T/team"
	[ "$status" -eq 42 ]
	run "$CODE" check --validator --tokens sample.in sample.out "$fb" <"$T/team"
	[ "$status" -eq 42 ]
	run "$CODE" check --validator sample.in sample.out "$T/none" <sample.out
	[ "$status" -eq 3 ]
}

@test "check --validator: space_change_sensitive, case_sensitive, the float flags taken, any other refused" {
	local fb=$T/feedback
	mkdir "$fb"
	run "$CODE" check --validator sample.in sample.out "$fb" case_sensitive space_change_sensitive <sample.out
	[ "$status" -eq 42 ]
	# case_sensitive: a lower-case heading is wrong
	sed 's/^Game/game/' sample.out >"$T/team"
	run "$CODE" check --validator sample.in sample.out "$fb" case_sensitive <"$T/team"
	[ "$status" -eq 43 ]
	[ "$(head -n 1 "$fb/judgemessage.txt")" = "<stdin>:1:1: game 1, heading (sample.in:1:1): expected 'Game', found 'game'" ]
	run "$CODE" check --validator sample.in sample.out "$fb" space_change_sensitive <"$T/team"
	[ "$status" -eq 42 ]
	# space_change_sensitive: another layout, a blank line more, are wrong
	"$CODE" --style=statement sample.in >"$T/team"
	run "$CODE" check --validator sample.in sample.out "$fb" space_change_sensitive <"$T/team"
	[ "$status" -eq 43 ]
	[ "$(cat "$fb/judgemessage.txt")" = "<stdin>:2:1: layout: expected '    (1,1)', found '(1,1)'" ]
	{ cat sample.out; echo; } >"$T/team"
	run "$CODE" check --validator sample.in sample.out "$fb" space_change_sensitive <"$T/team"
	[ "$status" -eq 43 ]
	# the float flags take a number and change nothing: no hint is one
	run "$CODE" check --validator sample.in sample.out "$fb" float_tolerance 1e-6 <sample.out
	[ "$status" -eq 42 ]
	run "$CODE" check --validator sample.in sample.out "$fb" float_relative_tolerance 0.5 float_absolute_tolerance 2 <"$T/team"
	[ "$status" -eq 42 ]
	run "$CODE" check --validator sample.in sample.out "$fb" float_tolerance x <sample.out
	[ "$status" -eq 2 ]
	[ "${lines[0]}" = "code: check --validator: float_tolerance: expected a number after it" ]
	run "$CODE" check --validator sample.in sample.out "$fb" float_absolute_tolerance <sample.out
	[ "$status" -eq 2 ]
	# a flag not honoured is a judging error, not a quiet verdict
	run "$CODE" check --validator sample.in sample.out "$fb" ignore_case <sample.out
	[ "$status" -eq 2 ]
	[ "${lines[0]}" = "code: check --validator: unknown flag 'ignore_case' (known: case_sensitive, space_change_sensitive, float_tolerance X, float_relative_tolerance X, float_absolute_tolerance X)" ]
	run "$CODE" check --validator sample.in sample.out "$fb" --tokens space_change_sensitive <sample.out
	[ "$status" -eq 2 ]
	[ "${lines[0]}" = "code: check --validator: space_change_sensitive and --tokens contradict each other" ]
}

# A judge error (any status but 42 and 43) when the package itself is
# wrong: its INPUT is no judge input, or its ANSWER is not INPUT's hints
# (compared as the team's output is); judgemessage.txt says where.
# bats test_tags=heavy
@test "check --validator: a bad INPUT or ANSWER is a judge error, FILE:LINE:COL in judgemessage.txt" {
	local fb=$T/feedback
	mkdir "$fb"
	printf '4\n1 3 5 5\n1 1 2 3\n1 3 10 5\n' >"$T/bad.in"
	printf 'Game 1:\n    (1,1)\n' >"$T/team"
	run --separate-stderr "$CODE" check --validator "$T/bad.in" "$T/team" "$fb" <"$T/team"
	[ "$status" -eq 1 ]
	printf '%s\n' "code: $T/bad.in:4:5: expected a colour 1..9, found '10'" \
	    "code: check --validator: judge error: $T/bad.in, the judge input, is invalid" >"$T/want"
	diff -u "$T/want" "$fb/judgemessage.txt"
	[ "$stderr" = "$(cat "$T/want")" ]
	# an answer that is not the hints of the input
	sed '3s/(2,0)/(0,2)/' sample.out >"$T/ans"
	run --separate-stderr "$CODE" check --validator sample.in "$T/ans" "$fb" <sample.out
	[ "$status" -eq 1 ]
	printf '%s\n' "code: $T/ans:3:5: game 1, guess 2 (sample.in:4:1): expected '(2,0)', found '(0,2)'" \
	    "code: check --validator: judge error: $T/ans, the answer, is not the hints of sample.in" >"$T/want"
	diff -u "$T/want" "$fb/judgemessage.txt"
	# a malformed one, and one cut short
	printf 'Game 1:\n    (1,1)\n    junk\n' >"$T/ans"
	run --separate-stderr "$CODE" check --validator sample.in "$T/ans" "$fb" <sample.out
	[ "$status" -eq 1 ]
	[ "$(head -n 1 "$fb/judgemessage.txt")" = "code: $T/ans:3:5: game 1, guess 2 (sample.in:4:1): expected '(2,0)', found 'junk'" ]
	: >"$T/ans"
	run --separate-stderr "$CODE" check --validator sample.in "$T/ans" "$fb" <sample.out
	[ "$status" -eq 1 ]
	[[ $(head -n 1 "$fb/judgemessage.txt") == "code: $T/ans:1:1: game 1, heading (sample.in:1:1): expected 'Game', found the end of the output"* ]]
	# an answer of another layout is one only where layout is judged
	"$CODE" --style=statement sample.in >"$T/ans"
	run "$CODE" check --validator sample.in "$T/ans" "$fb" <sample.out
	[ "$status" -eq 42 ]
	run --separate-stderr "$CODE" check --validator sample.in "$T/ans" "$fb" space_change_sensitive <sample.out
	[ "$status" -eq 1 ]
	[ "$(head -n 1 "$fb/judgemessage.txt")" = "code: $T/ans:2:1: layout: expected '    (1,1)', found '(1,1)'" ]
	run --separate-stderr "$CODE" check --validator --style=statement sample.in "$T/ans" "$fb" space_change_sensitive <"$T/ans"
	[ "$status" -eq 42 ]
	run "$CODE" check --validator sample.in /nonexistent "$fb" <sample.out
	[ "$status" -eq 3 ]
	# the team's output unreadable (a directory): a judge error, never a
	# wrong answer, and judgemessage.txt says only that
	run --separate-stderr "$CODE" check --validator sample.in sample.out "$fb" <"$T"
	[ "$status" -eq 3 ]
	[ "$stderr" = "code: <stdin>: Is a directory" ]
	[ "$(cat "$fb/judgemessage.txt")" = "code: <stdin>: Is a directory" ]
	run --separate-stderr "$CODE" check sample.in - <"$T"
	[ "$status" -eq 3 ]
	[ -z "$output" ]
}

@test "check: standard input is one operand at most: check - - and a validator's - are usage errors" {
	run --separate-stderr "$CODE" check - - <sample.in
	[ "$status" -eq 2 ]
	[ "${stderr%%$'\n'*}" = "code: check: standard input can be one operand only" ]
	run --separate-stderr "$CODE" check - <sample.in
	[ "$status" -eq 2 ]
	run --separate-stderr "$CODE" check --validator - sample.out "$T" <sample.out
	[ "$status" -eq 2 ]
	[ "${stderr%%$'\n'*}" = "code: check: standard input can be one operand only (it is the team's output)" ]
	run --separate-stderr "$CODE" check --validator sample.in - "$T" <sample.out
	[ "$status" -eq 2 ]
	# one - is fine: the input on standard input, the output a file
	run "$CODE" check - sample.out <sample.in
	[ "$status" -eq 0 ]
}

@test "code --validator: the input validator of a problem package, 42 and 43" {
	run "$CODE" --validator <sample.in
	[ "$status" -eq 42 ]
	[ -z "$output" ]
	run "$CODE" --validator --lenient <<<'4 1 3 5 5 0 0 0 0 0 junk'
	[ "$status" -eq 43 ]
	[ "$output" = "code: <stdin>:1:21: expected end of input after the final 0, found 'junk'" ]
	run "$CODE" --validator <<<'1001'
	[ "$status" -eq 43 ]
	run "$CODE" --lenient sample.in
	[ "$status" -eq 2 ]
}

# The statement's input: N on a line, each code on a line of its own, its
# numbers one space apart, LF line ends, the final 0 and a newline.  The
# input validator holds a package's files to it; --lenient does not.
# bats test_tags=heavy
@test "code --validator: the statement's exact layout, each fault named; --lenient takes them" {
	local layout message
	while IFS='|' read -r layout message; do
		printf "$layout" >"$T/in"
		run --separate-stderr "$CODE" --validator "$T/in"
		[ "$status" -eq 43 ] || { echo "$layout: status $status"; false; }
		[ "$stderr" = "code: $T/in:$message" ] ||
		    { echo "$layout: $stderr"; false; }
		run "$CODE" --validator --lenient "$T/in"
		[ "$status" -eq 42 ] || { echo "$layout: --lenient: status $status"; false; }
	done <<-'EOF'
	4\n1 3  5 5\n0 0 0 0\n0\n|2:5: layout: expected one space between numbers, found another
	 4\n1 3 5 5\n0 0 0 0\n0\n|1:1: layout: expected a number at the start of the line, found a space
	4\n1 3 5 5 \n0 0 0 0\n0\n|2:8: layout: expected a newline after the last number, found a space
	4\n1 3 5 5\n\n0 0 0 0\n0\n|3:1: layout: expected a number, found a blank line
	4\n1 3 5 5\n0 0 0 0\n0\n\n|5:1: layout: expected a number, found a blank line
	4\r\n1 3 5 5\r\n0 0 0 0\r\n0\r\n|1:2: layout: expected a newline (LF), found a carriage return (CR)
	4\n1\t3 5 5\n0 0 0 0\n0\n|2:2: layout: expected one space, found a tab
	04\n1 3 5 5\n0 0 0 0\n0\n|1:1: layout: expected a number without a leading zero, found a 0 before a digit
	+4\n1 3 5 5\n0 0 0 0\n0\n|1:1: layout: expected a digit, found a sign
	4\n1 3\n5 5\n0 0 0 0\n0\n|2:1: layout: expected a code of 4 numbers on its line, found 2 numbers on the line
	4 1 3 5 5\n0 0 0 0\n0\n|1:1: layout: expected N alone on its line, found 5 numbers on the line
	4\n1 3 5 5\n0 0 0 0\n0|4:2: layout: expected a newline at the end of the last line, found the end of input
	EOF
	# the statement's own example, and what code gen writes, are valid
	printf '4\n1 3 5 5\n1 1 2 3\n0 0 0 0\n2\n1 2\n0 0\n0\n' >"$T/in"
	run "$CODE" --validator "$T/in"
	[ "$status" -eq 42 ]
	"$CODE" gen --games=20 --length=1-12 --seed=7 >"$T/in"
	run "$CODE" --validator "$T/in"
	[ "$status" -eq 42 ]
	# a fault of the judge's (a colour 10) and one of layout are both said
	printf '4\n1 3 10 5\n0 0  0 0\n0\n' >"$T/in"
	run --separate-stderr "$CODE" --validator "$T/in"
	[ "$status" -eq 43 ]
	[[ $stderr == "code: $T/in:2:5: expected a colour 1..9, found '10'"* ]]
}

# bats test_tags=heavy
@test "check: generated inputs of every layout, their output accepted and a changed hint found" {
	local seed layout line
	for seed in 1 2; do
		for layout in canonical irregular; do
			"$CODE" gen --seed=$seed --layout=$layout --games=100 \
			    --length=1-12,30 --guesses=0-40 >"$T/in"
			awk -f "$ROOT/tests/hints.awk" "$T/in" >"$T/want"
			"$CODE" check "$T/in" "$T/want"
			# change one hint line, chosen from the seed
			line=$(awk -v s=$seed '/^    \(/ { n++; if (n == 37 * s) { print NR; exit } }' "$T/want")
			awk -v l="$line" 'NR == l { sub(/\(/, "(9") } { print }' "$T/want" >"$T/team"
			run "$CODE" check "$T/in" "$T/team"
			[ "$status" -eq 6 ]
			[[ "${lines[0]}" == "$T/team:$line:5: game "* ]]
		done
	done
}

@test "check: a large output streams through, a difference near its end found" {
	"$CODE" gen --length=4 --guesses=1-2000 --bytes=4M --seed=5 >"$T/in"
	"$CODE" "$T/in" >"$T/want"
	"$CODE" check "$T/in" "$T/want"
	n=$(wc -l <"$T/want")
	line=$((n - 3))
	awk -v l="$line" 'NR == l { $0 = "    (9,9)" } { print }' "$T/want" >"$T/team"
	run "$CODE" check "$T/in" "$T/team"
	[ "$status" -eq 6 ]
	[[ "${lines[0]}" == "$T/team:$line:5: game "*"found '(9,9)'" ]]
}

@test "README: the setters' and judges' examples of code check and the validators" {
	cd "$T"
	"$CODE" gen --games=3 --length=4 --guesses=2 --seed=1 >test.in
	"$CODE" --strict test.in >test.ans
	sed 3s/4,0/0,4/ test.ans | "$CODE" check test.in >out || true
	printf '%s\n' "<stdin>:3:5: game 1, guess 2 (test.in:4:1): expected '(4,0)', found '(0,4)'" \
	    'wrong answer' | diff -u - out
	[ "$("$CODE" --validator <test.in; echo $?)" = 42 ]
	[ "$(mkdir feedback; "$CODE" check --validator test.in test.ans feedback <test.ans; echo $?)" = 42 ]
}
