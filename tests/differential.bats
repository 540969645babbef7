#!/usr/bin/env bats
# Random and large inputs, checked against answers computed another way:
# tests/hints.awk (the statement's definition, position by position), or
# hints known by construction.

load helper

setup() {
	T=$BATS_TEST_TMPDIR
}

# agrees IN SIZE...: code's output of IN at each read size, with AVX2
# (where the processor has it) and with SSE2 (CODE_VECTOR=sse2), is
# $T/want.
agrees() {
	local in=$1 vector size
	shift
	for vector in "" sse2; do
		for size in "$@"; do
			CODE_VECTOR=$vector "$CODE" --read-size="$size" "$in" >"$T/got"
			diff -u "$T/want" "$T/got" | head -40
			cmp -s "$T/want" "$T/got" || {
				echo "differs at --read-size=$size CODE_VECTOR=$vector"
				return 1
			}
		done
	done
}

# extremes LENGTHS: for each length, a game whose secret is of one colour
# and one whose secret has two in turn, against guesses of all of one
# colour and the same two turned round: every colour equal, or none.
extremes() {
	awk -v lengths="$1" 'function line(a, b, n,	i) {
		for (i = 0; i < n; i++)
			printf "%d%s", i % 2 ? b : a, i + 1 < n ? " " : "\n"
	}
	BEGIN {
		n = split(lengths, length_of, " ")
		for (k = 1; k <= n; k++) {
			print m = length_of[k]
			line(9, 9, m); line(9, 9, m); line(8, 8, m); line(9, 8, m)
			line(0, 0, m)
			print m
			line(1, 2, m); line(1, 2, m); line(2, 1, m); line(1, 1, m)
			line(2, 2, m); line(3, 3, m); line(0, 0, m)
		}
	}'
}

@test "hints.awk itself reproduces the statement's sample" {
	awk -f "$ROOT/tests/hints.awk" "$ROOT/testdata/sample.in" |
	    diff -u "$ROOT/testdata/sample.out" -
}

# bats test_tags=heavy
@test "random games from gen.awk agree with hints.awk, at several read sizes" {
	many_runs
	awk -v SEED="${SEED:-340}" -v GAMES=2000 -f "$ROOT/tests/gen.awk" >"$T/random.in"
	awk -f "$ROOT/tests/hints.awk" "$T/random.in" >"$T/want"
	[ "$(grep -c '^Game' "$T/want")" -eq 2000 ]
	[ "$(grep -c '^    (' "$T/want")" -ge 5000 ]
	agrees "$T/random.in" 262144 1 5 4096
}

@test "plain random games, long codes among them, agree with hints.awk" {
	awk -v SEED="${SEED:-340}" -v GAMES=600 -v PLAIN=1 \
	    -f "$ROOT/tests/gen.awk" >"$T/plain.in"
	awk -f "$ROOT/tests/hints.awk" "$T/plain.in" >"$T/want"
	[ "$(grep -c '^Game' "$T/want")" -eq 600 ]
	agrees "$T/plain.in" 262144 4096 7
}

# bats test_tags=heavy
@test "plain short codes, many guesses a game, agree with hints.awk at every block boundary" {
	many_runs
	awk -v SEED="${SEED:-340}" -v GAMES=400 -v PLAIN=1 -v SHORT=1 \
	    -f "$ROOT/tests/gen.awk" >"$T/short.in"
	awk -f "$ROOT/tests/hints.awk" "$T/short.in" >"$T/want"
	[ "$(grep -c '^Game' "$T/want")" -eq 400 ]
	[ "$(grep -c '^    (' "$T/want")" -ge 10000 ]
	agrees "$T/short.in" 262144 1 2 3 7 8 9 31 32 33 63 64 65 127 128 129 4096
}

# A secret of a million colours 1..8, no two neighbours (cyclically) alike,
# and guesses whose hints follow from how they are made.
# bats test_tags=heavy
@test "N = 1000000: hints known by construction" {
	awk -v n=1000000 'BEGIN {
		srand(7)
		s[0] = 1 + int(rand() * 8)
		for (i = 1; i < n; i++) {
			do c = 1 + int(rand() * 8)
			while (c == s[i - 1] || (i == n - 1 && c == s[0]))
			s[i] = c
		}
		print n
		for (row = 1; row <= 7; row++) {
			line = ""
			for (i = 0; i < n; i++) {
				if (row <= 2) c = s[i]			# secret, then the same
				else if (row == 3) c = s[(i + 1) % n]	# rotated
				else if (row == 4) c = i % 1000 ? s[i] : 9	# 1000 changed
				else if (row == 5)			# 500 pairs swapped
					c = i % 2000 == 0 ? s[i + 1] : i % 2000 == 1 ? s[i - 1] : s[i]
				else if (row == 6) c = 9
				else c = 0
				line = line c " "
				if (i % 1000 == 999) {
					printf "%s", line
					line = ""
				}
			}
			print ""
		}
		print 0
	}' >"$T/big.in"
	printf '%s\n' 'Game 1:' '    (1000000,0)' '    (0,1000000)' \
	    '    (999000,0)' '    (999000,1000)' '    (0,0)' >"$T/want"
	"$CODE" "$T/big.in" >"$T/got"
	diff -u "$T/want" "$T/got"
}

@test "2000000 guesses of N = 4 stream through" {
	stream_input 2000000 >"$T/stream.in"
	stream_output 2000000 >"$T/want"
	"$CODE" "$T/stream.in" >"$T/got"
	[ "$(wc -l <"$T/got")" -eq 2000001 ]
	[ "$(sed -n '2p;4p;2000001p' "$T/got")" = "$(printf '    (4,0)\n    (1,2)\n    (2,1)')" ]
	cmp "$T/want" "$T/got"
}

# The reader turns runs of one-digit tokens into colours 32 at a time
# with AVX2 where the processor has it, else 16 (SSE2; CODE_VECTOR=sse2
# asks for it) or 4 (the portable build): each test below runs both
# vector paths.  The short-code path scores codes of up to 63 colours in
# 64-bit words, 8 colours a word and 7 bits a colour's count; up to 15
# colours a hint is one byte (strong << 4 | common), and its line, under
# 10 colours, of one length; one colour goes 16 guesses a compare and two
# to four colours four guesses at a time in vector builds, five to 8
# four at a time and 9 to 15 two at a time with AVX2, five to 8 two at a
# time with SSE2.  Lengths at the
# edges of each, and read sizes that cut the runs of colours anywhere.
# bats test_tags=heavy
@test "plain games at the short paths' width edges agree with hints.awk at many read sizes" {
	local lengths="1 2 3 4 5 7 8 9 10 14 15 16 17 23 24 25 31 32 33 47 48 62 63 64 65 100"
	many_runs
	# first, for each length, a secret of one colour and one of two in
	# turn, against guesses of all of one colour and the same turned round
	extremes "$lengths" >"$T/edges.in"
	awk -v SEED="${SEED:-340}" -v GAMES=138 -v PLAIN=1 -v LENGTHS="$lengths" \
	    -f "$ROOT/tests/gen.awk" >>"$T/edges.in"
	awk -f "$ROOT/tests/hints.awk" "$T/edges.in" >"$T/want"
	# the counting way of hints.awk, which the next test uses, agrees
	awk -v COUNTS=1 -f "$ROOT/tests/hints.awk" "$T/edges.in" | cmp - "$T/want"
	[ "$(grep -c '^Game' "$T/want")" -eq 190 ]
	[ "$(grep -c '^    (' "$T/want")" -ge 3000 ]
	# the one-byte hints filled to the top: 15 of 15 strong
	grep -qx '    (15,0)' "$T/want"
	# the counts' fields filled to the top: 63 of one colour, or none
	grep -qx '    (63,0)' "$T/want"
	grep -qx '    (0,62)' "$T/want"
	grep -qx '    (0,64)' "$T/want"
	agrees "$T/edges.in" 262144 1 2 3 5 7 8 9 15 16 17 31 32 33 63 64 65 127 128 129 4096
}

# Longer codes are scored whole in words while they fit in the run of 4096
# colours (a guess cut by the run's end is moved to its front), their
# equal colours counted 255 words (2040 colours) at a time; longer ones
# colour by colour as they stream past.
# bats test_tags=heavy
@test "plain games of 2039 to 4097 colours agree with hints.awk (counting) at several read sizes" {
	local lengths="2039 2040 2041 2048 4095 4096 4097"
	many_runs
	extremes "$lengths" >"$T/long.in"
	awk -v SEED="${SEED:-340}" -v GAMES=14 -v PLAIN=1 -v LENGTHS="$lengths" \
	    -f "$ROOT/tests/gen.awk" >>"$T/long.in"
	awk -v COUNTS=1 -f "$ROOT/tests/hints.awk" "$T/long.in" >"$T/want"
	[ "$(grep -c '^Game' "$T/want")" -eq 28 ]
	grep -qx '    (0,4096)' "$T/want"
	[ "$(grep -c '^    (' "$T/want")" -ge 200 ]
	agrees "$T/long.in" 262144 65536 4097 4096 1000 7
}

# Hint lines are prepared, one digit each or two, while the indent leaves
# them room in 16 bytes (up to 7 spaces); past that they are written out.
@test "--indent 0, 7, 8 and 64 indent every hint line, prepared or not" {
	local indent pad
	extremes "1 3 4 9 10 17 63 64 65" >"$T/indent.in"
	awk -v SEED="${SEED:-340}" -v GAMES=40 -v PLAIN=1 \
	    -v LENGTHS="1 3 4 9 10 17 63 64 65 100" -f "$ROOT/tests/gen.awk" \
	    >>"$T/indent.in"
	awk -f "$ROOT/tests/hints.awk" "$T/indent.in" >"$T/want4"
	grep -q '^    ([0-9][0-9],[0-9][0-9])$' "$T/want4"
	for indent in 0 7 8 64; do
		pad=$(printf "%${indent}s" "")
		sed "s/^    (/$pad(/" "$T/want4" >"$T/want"
		"$CODE" --indent=$indent "$T/indent.in" >"$T/got"
		diff -u "$T/want" "$T/got" | head -20
		cmp -s "$T/want" "$T/got" || { echo "differs at --indent=$indent"; false; }
	done
}

# Every guess of one and two colours against every secret, and every guess
# of three and four colours against secrets of each shape (one colour, a
# pair, all different): the paths of one, two and three or four colours a
# lane see every case of equal colours, in every position of a run.
# bats test_tags=heavy
@test "every guess of 1 to 4 colours against secrets of every shape agrees with hints.awk" {
	many_runs
	awk 'function all(n, prefix,	c) {
		if (n == 0) { print substr(prefix, 2); return }
		for (c = 1; c <= 9; c++) all(n - 1, prefix " " c)
	}
	function game(n, secret) { print n; print secret; all(n, "")
		print substr("0 0 0 0", 1, 2 * n - 1) }
	BEGIN {
		for (a = 1; a <= 9; a++) {
			game(1, a)
			for (b = 1; b <= 9; b++) game(2, a " " b)
		}
		split("1 1 1|1 1 2|2 1 1|1 2 1|1 2 3|9 8 9", three, "|")
		for (i = 1; i <= 6; i++) game(3, three[i])
		split("1 1 1 1|1 1 2 2|1 2 1 2|1 1 1 2|1 2 3 4|4 4 3 9", four, "|")
		for (i = 1; i <= 6; i++) game(4, four[i])
		print 0
	}' >"$T/every.in"
	awk -f "$ROOT/tests/hints.awk" "$T/every.in" >"$T/want"
	[ "$(grep -c '^Game' "$T/want")" -eq 102 ]
	[ "$(grep -c '^    (' "$T/want")" -eq $((9 * 9 + 81 * 81 + 6 * 729 + 6 * 6561)) ]
	agrees "$T/every.in" 262144 4096 65 64 33 7 1
}

# With AVX2, codes of 5 to 15 colours are scored four guesses (up to 8
# colours) or two at a time, a guess to a lane of 8 or 16 bytes, a colour
# a match by its rank among the same colours before it (with SSE2, 5 to
# 8 colours two at a time): every guess of
# colours 1 and 2 against secrets with none, some and all of them, from
# 5 to 12 colours, and 13 to 15 colours where the two are in the secret.
# bats test_tags=heavy
@test "every guess of two colours, 5 to 15 of them, against secrets of every shape agrees with hints.awk" {
	many_runs
	awk 'function all(n, prefix) {
		if (n == 0) { print substr(prefix, 2); return }
		all(n - 1, prefix " 1"); all(n - 1, prefix " 2")
	}
	function game(n, shape,	i, c, line) {
		print n
		for (i = 0; i < n; i++) {
			if (shape == 1) c = 1			# all one colour
			else if (shape == 2) c = 1 + i % 2	# the two in turn
			else if (shape == 3) c = 1 + int(i / 2) % 9	# pairs
			else if (shape == 4) c = 9 - i % 9	# all different
			else c = i < n - 1 ? 3 : 2		# one of them
			line = line (i ? " " : "") c
		}
		print line; all(n, ""); print substr(zeros, 1, 2 * n - 1)
	}
	BEGIN {
		zeros = "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0"
		for (n = 5; n <= 12; n++)
			for (shape = 1; shape <= 5; shape++) game(n, shape)
		for (n = 13; n <= 15; n++) game(n, 2)
		print 0
	}' >"$T/two.in"
	awk -f "$ROOT/tests/hints.awk" "$T/two.in" >"$T/want"
	[ "$(grep -c '^Game' "$T/want")" -eq 43 ]
	[ "$(grep -c '^    (' "$T/want")" -eq $((5 * 8160 + 8192 + 16384 + 32768)) ]
	grep -qx '    (15,0)' "$T/want"
	grep -qx '    (0,12)' "$T/want"
	agrees "$T/two.in" 262144 4096 65
}

# Where a message says an input goes wrong depends on the lines counted,
# 64 bytes at a time (32 a compare with AVX2, 16 with SSE2).
# bats test_tags=heavy
@test "CODE_VECTOR=sse2 and the default say the same, where an input goes wrong too" {
	local size vector
	awk -v SEED="${SEED:-340}" -v GAMES=300 -v PLAIN=1 -v SHORT=1 \
	    -f "$ROOT/tests/gen.awk" | sed '$d' >"$T/cut.in"
	printf '1 2 x\n' >>"$T/cut.in"
	for size in 262144 4096 65 64 63; do
		for vector in "" sse2; do
			CODE_VECTOR=$vector "$CODE" --read-size=$size "$T/cut.in" \
			    >"$T/out.$vector" 2>"$T/err.$vector" && false
			echo $? >"$T/status.$vector"
		done
		cmp "$T/out." "$T/out.sse2"
		cmp "$T/err." "$T/err.sse2"
		cmp "$T/status." "$T/status.sse2"
		grep -q ":$(wc -l <"$T/cut.in"):5: expected" "$T/err."
	done
}
