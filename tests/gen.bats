#!/usr/bin/env bats
# code gen: valid judge inputs of the shapes asked for, the same bytes for
# a seed on every build, checked by `code --strict`, by tests/hints.awk
# and by the awk below, which reads the games independently of `code`.

bats_require_minimum_version 1.5.0
load helper

setup() {
	T=$BATS_TEST_TMPDIR
}

# games FILE: one line per game of a judge input, "N GUESSES COLOURS
# REPEATS": the colours used by the game's codes, and how many codes
# repeat a colour.  The final line is "end".
games() {
	awk 'BEGIN { RS = "[ \t\n\v\f\r]+"; state = "length" }
	$0 == "" { next }
	state == "length" {
		if ($0 + 0 == 0) { print "end"; exit }
		n = $0 + 0; k = 0; guesses = -1; repeats = 0
		split("", used)
		state = "code"; next
	}
	{
		if (k == 0) { zero = $0 == 0; split("", seen); twice = 0 }
		if (!zero) { used[$0] = 1; twice += seen[$0]++ > 0 }
		if (++k < n) next
		k = 0
		if (!zero) { guesses++; repeats += twice > 0; next }
		colours = 0
		for (c in used) colours++
		print n, guesses, colours, repeats
		state = "length"
	}' "$1"
}

# bats test_tags=heavy
@test "gen: every input within the statement's limits passes code --strict" {
	local seed layout extra
	for seed in 1 2 340; do
		for layout in canonical irregular; do
			for extra in "" --edge "--colours=1" "--distinct --length=1-9" \
			    "--length=1-16,20,32,64,100,1000 --guesses=0-3"; do
				# shellcheck disable=SC2086 # extra holds options
				"$CODE" gen --seed=$seed --layout=$layout --games=40 \
				    $extra >"$T/in"
				"$CODE" --strict "$T/in" >/dev/null ||
				    { echo "seed $seed $layout $extra"; false; }
			done
		done
	done
}

@test "gen: the same bytes for a seed, on this build as when recorded" {
	# md5 recorded from the -O3 SSE2 build and the -DCODE_SCALAR ASan
	# build (make check runs this file under both).
	[ "$("$CODE" gen --seed=1 | md5sum)" = \
	    "a13d38d18c393821cdceb4c2b94d733b  -" ]
	[ "$("$CODE" gen --seed=340 --edge --layout=irregular --games=50 |
	    md5sum)" = "c6d8090e6ff3dfdaa3be7eda66bbacdd  -" ]
	[ "$("$CODE" gen --seed=18446744073709551615 --length=1-16,1000 \
	    --colours=4 --bytes=100k | md5sum)" = \
	    "6acdc9f6666ca1cf7853998088a22459  -" ]
	[ "$("$CODE" gen --pairs -v classic --seed=7 --games=100 | md5sum)" = \
	    "0d187ec9726051c4abc35b0801cfec1e  -" ]
}

@test "gen: another seed, other bytes; no --seed is --seed=340" {
	"$CODE" gen --seed=1 >"$T/a"
	"$CODE" gen --seed=2 >"$T/b"
	! cmp -s "$T/a" "$T/b" || false
	"$CODE" gen >"$T/c"
	"$CODE" gen --seed=340 | cmp - "$T/c"
}

@test "gen: --games, --length and --guesses shape the games" {
	"$CODE" gen --games=25 --length=7 --guesses=3-5 --seed=9 >"$T/in"
	games "$T/in" >"$T/games"
	[ "$(wc -l <"$T/games")" -eq 26 ]
	[ "$(tail -n 1 "$T/games")" = end ]
	awk '$1 != "end" && ($1 != 7 || $2 < 3 || $2 > 5) { bad++ }
	    END { exit bad > 0 }' "$T/games"
	"$CODE" gen --games=200 --length=2,30-31 --seed=9 >"$T/in"
	games "$T/in" | awk '$1 == 2 { a++ } $1 == 30 { b++ } $1 == 31 { c++ }
	    END { exit !(a > 60 && b > 20 && c > 20 && a + b + c == 200) }'
}

@test "gen: items of --length carry their own guesses and weights; --summary counts" {
	"$CODE" gen --games=400 --length=3:1,5-6:0-2*3 --guesses=9 --seed=12 \
	    --summary >"$T/in" 2>"$T/summary"
	games "$T/in" >"$T/games"
	awk '$1 == 3 && $2 != 1 { exit 1 } ($1 == 5 || $1 == 6) && $2 > 2 { exit 1 }
	    $1 == 3 { a++ } $1 == 5 || $1 == 6 { b++ }
	    END { exit !(a > 60 && a < 140 && a + b == 400) }' "$T/games"
	awk '$1 != "end" { g++; k += $2; if ($1 > n) n = $1 }
	    END { printf "code: gen: %d bytes, %d games, %d guesses, max N %d\n",
		bytes, g, k, n }' bytes="$(wc -c <"$T/in")" "$T/games" |
	    diff -u - "$T/summary"
	run "$CODE" gen --length=4*0
	[ "$status" -eq 2 ]
	run "$CODE" gen --length=4:
	[ "$status" -eq 2 ]
}

@test "gen: --colours=K uses K colours a game, --distinct repeats none" {
	"$CODE" gen --games=100 --colours=2 --length=5-9 --seed=3 >"$T/in"
	games "$T/in" | awk '$1 != "end" && $3 > 2 { exit 1 }'
	games "$T/in" | awk '$1 != "end" && $3 == 2 { n++ } END { exit n < 50 }'
	"$CODE" gen --games=100 --distinct --length=3-9 --guesses=5 --seed=3 >"$T/in"
	games "$T/in" | awk '$1 != "end" && $4 > 0 { exit 1 }'
	"$CODE" gen --games=100 --length=3-9 --guesses=5 --seed=3 >"$T/in"
	games "$T/in" | awk '$1 != "end" && $4 > 0 { n++ } END { exit n < 50 }'
}

# bats test_tags=heavy
@test "gen: --bytes caps the size, and without --games fills it" {
	local size
	for size in 2 100 4096 1000000; do
		"$CODE" gen --bytes=$size --seed=4 >"$T/in"
		[ "$(wc -c <"$T/in")" -le "$size" ]
		"$CODE" --strict "$T/in" >/dev/null
	done
	[ "$(wc -c <"$T/in")" -ge 990000 ]
	"$CODE" gen --bytes=1M --length=4 --guesses=1-2000 --seed=4 >"$T/in"
	[ "$(wc -c <"$T/in")" -ge 999000 ]
	"$CODE" gen --bytes=2k --layout=irregular --seed=4 >"$T/in"
	[ "$(wc -c <"$T/in")" -le 2000 ]
	"$CODE" gen --bytes=1k --games=2 --seed=4 | games /dev/stdin >"$T/games"
	[ "$(wc -l <"$T/games")" -eq 3 ]
}

@test "gen: --layout=irregular writes tabs, CRLF, runs of spaces and split codes" {
	"$CODE" gen --layout=irregular --games=50 --length=5-20 --seed=5 >"$T/in"
	grep -q "$(printf '\t')" "$T/in"
	grep -q "$(printf '\r')\$" "$T/in"
	grep -q '   ' "$T/in"
	# a line that does not hold a whole code: some code is split
	awk 'NF > 0 && NF < 5 { n++ } END { exit n < 20 }' "$T/in"
	"$CODE" gen --games=50 --length=5-20 --seed=5 >"$T/plain"
	awk 'NF > 1 && NF < 5 { exit 1 }' "$T/plain"
}

# bats test_tags=heavy
@test "gen: irregular and canonical inputs agree with hints.awk" {
	local layout
	for layout in canonical irregular; do
		"$CODE" gen --layout=$layout --games=300 --length=1-12,40,300 \
		    --colours=3 --edge --seed=6 >"$T/in"
		awk -f "$ROOT/tests/hints.awk" "$T/in" >"$T/want"
		[ "$(grep -c '^Game' "$T/want")" -ge 300 ]
		"$CODE" --read-size=7 "$T/in" | diff -u "$T/want" -
		"$CODE" "$T/in" | diff -u "$T/want" -
	done
}

@test "gen: --edge starts with N = 1, the largest N, no guesses, one colour; no newline at the end" {
	"$CODE" gen --edge --games=0 --length=5 --seed=8 >"$T/in"
	games "$T/in" >"$T/games"
	awk 'NR == 1 { ok = $1 == 1 && $2 == 2 }
	    NR == 2 { ok = ok && $1 == 1000 && $2 == 2 }
	    NR == 3 { ok = ok && $1 == 5 && $2 == 0 }
	    NR == 4 { ok = ok && $1 == 5 && $2 == 2 && $3 == 2 }
	    NR == 5 { ok = ok && $1 == "end" }
	    END { exit !(ok && NR == 5) }' "$T/games"
	[ "$(tail -c 2 "$T/in" | od -An -c | tr -d ' ')" = '\n0' ]
	"$CODE" --strict "$T/in" >"$T/out"
	grep -qx '    (1,0)' "$T/out"
	grep -qx '    (0,0)' "$T/out"
	grep -qx '    (1000,0)' "$T/out"
	grep -qx '    (5,0)' "$T/out"
	"$CODE" gen --edge --games=0 --length=5 --limits=none \
	    --length=3,2000 --seed=8 | games /dev/stdin | sed -n 2p |
	    grep -q '^2000 2 '
}

@test "gen: --limits=none goes past N = 1000, which --strict refuses" {
	"$CODE" gen --limits=none --length=1500-2000 --games=2 --seed=2 >"$T/in"
	"$CODE" "$T/in" >/dev/null
	run "$CODE" --strict "$T/in"
	[ "$status" -eq 1 ]
	[[ "$output" == *"expected a code length 1..1000 or 0"* ]]
}

# bats test_tags=heavy
@test "gen --pairs: lines that code score takes under the variant's rules" {
	local v
	for v in hints match-hit letters aciertos digits bulls-cows classic; do
		"$CODE" gen --pairs -v $v --games=200 --seed=11 >"$T/pairs"
		[ "$(wc -l <"$T/pairs")" -eq 200 ]
		"$CODE" score -v $v -f "$T/pairs" >"$T/hints"
		[ "$(wc -l <"$T/hints")" -eq 200 ]
	done
	# match-hit: four distinct digits 1..9 on both sides
	"$CODE" gen --pairs -v match-hit --games=100 --seed=1 |
	    awk '{ for (s = 1; s <= 2; s++) {
		    if ($s !~ /^[1-9][1-9][1-9][1-9]$/) exit 1
		    for (i = 1; i < 4; i++) for (j = i + 1; j <= 4; j++)
			if (substr($s, i, 1) == substr($s, j, 1)) exit 1 } }'
	"$CODE" gen --pairs --length=3 --games=5 | awk 'length($1) != 3 { exit 1 }'
	"$CODE" gen --pairs -v letters --length=6 --games=5 |
	    awk 'NF != 2 || length($1) != 6 || length($2) != 6 ||
		$0 ~ /[^A-F ]/ { exit 1 }'
}

# bats test_tags=heavy
@test "gen: bad options are usage errors that name the option" {
	run "$CODE" gen --length=0
	[ "$status" -eq 2 ]
	[[ "$output" == *"--length: expected items N or LOW-HIGH"*"found '0'"* ]]
	run "$CODE" gen --length=5-3
	[ "$status" -eq 2 ]
	run "$CODE" gen --length=1001
	[ "$status" -eq 2 ]
	[[ "$output" == *"--limits=none"* ]]
	run "$CODE" gen --distinct --length=10
	[ "$status" -eq 2 ]
	run "$CODE" gen --colours=10
	[ "$status" -eq 2 ]
	run "$CODE" gen --bytes=12X
	[ "$status" -eq 2 ]
	[[ "$output" == *"--bytes: expected a size"* ]]
	run "$CODE" gen --layout=odd
	[ "$status" -eq 2 ]
	run "$CODE" gen --pairs --edge
	[ "$status" -eq 2 ]
	run "$CODE" gen --pairs -v match-hit --length=5
	[ "$status" -eq 2 ]
	[[ "$output" == *"--length: match-hit needs 1..4, found '5'"* ]]
	# positions, not colours, where the length is meant
	run "$CODE" gen --pairs --length=300
	[ "$status" -eq 2 ]
	[ "$output" = "code: gen: --length: a code of hints has at most 256 positions" ]
	run "$CODE" gen --distinct --colours=3 --length=4
	[ "$status" -eq 2 ]
	[ "$output" = "code: gen: --distinct: a code of 4 positions must repeat one of 3 colours" ]
	run "$CODE" gen extra
	[ "$status" -eq 2 ]
	run "$CODE" gen -h
	[ "$status" -eq 0 ]
	[[ "$output" == "usage: code gen"* ]]
}

@test "gen: a write error is an error" {
	[ -w /dev/full ] || skip "no /dev/full"
	run "$CODE" gen --bytes=1M
	[ "$status" -eq 0 ]
	run sh -c '"$1" gen --bytes=1M >/dev/full' sh "$CODE"
	[ "$status" -eq 3 ]
	[[ "$output" == *"write error"* ]]
}

@test "gen: codes too large for memory: a message and exit 3, nothing after" {
	# --edge's largest N first: two codes of 10^7 colours, 20 MB, with
	# memory limited to 10 MB
	short_of_memory '"$1" gen --edge --limits=none --length=10000000'
	echo "status $status; stdout: $output; stderr: $stderr"
	[ "$status" -eq 3 ]
	[ -z "$output" ]
	grep -Fqx "code: out of memory for codes of 10000000 colours" \
	    <<<"$stderr"
}

@test "README: the setters' example of code gen" {
	cd "$T"
	"$CODE" gen --games=3 --length=4 --guesses=2 --seed=1 >test.in
	[ "$("$CODE" --strict test.in >test.ans && echo valid)" = valid ]
	# the hints worked out by hand from the statement's definition
	printf '%s\n' 'Game 1:' '    (0,3)' '    (4,0)' 'Game 2:' '    (1,0)' \
	    '    (1,0)' 'Game 3:' '    (0,1)' '    (0,1)' | diff -u - test.ans
}
