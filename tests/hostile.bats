#!/usr/bin/env bats
# Hostile inputs: huge numbers, huge N, a huge secret cut short, a 100 MB
# line, NUL bytes and invalid UTF-8, a FIFO, closed standard streams.  Each
# gets its message and exit status, and nothing computed before is lost.
# (A directory, a missing file among good ones, and a secret too big for
# memory are in cli.bats.)

bats_require_minimum_version 1.5.0
load helper

setup() {
	T=$BATS_TEST_TMPDIR
}

# fails STATUS MESSAGE CODE-ARGS...: code fails with STATUS and MESSAGE
# alone on stderr; its stdout is left in $T/out.
fails() {
	local want=$1 message=$2 status=0
	shift 2
	"$CODE" "$@" >"$T/out" 2>"$T/err" || status=$?
	[ "$status" -eq "$want" ] || { echo "status $status, not $want"; false; }
	echo "$message" | diff -u - "$T/err"
}

@test "a number of 301 digits: too large, shown cut at 32 bytes" {
	{ printf 1; printf '0%.0s' $(seq 300); echo; } >"$T/in"
	fails 1 "code: $T/in:1:1: expected a code length or 0, found '10000000000000000000000000000000...' (too large)" "$T/in"
	[ ! -s "$T/out" ]
}

@test "N = 2^31 with three colours: read as far as they go" {
	printf '2147483648\n1 2 3\n' >"$T/in"
	fails 1 "code: $T/in:3:1: expected a colour 1..9, found end of input" "$T/in"
}

@test "N = 2^63 and 2^64: too large" {
	printf '9223372036854775808\n1\n' >"$T/in"
	fails 1 "code: $T/in:1:1: expected a code length or 0, found '9223372036854775808' (too large)" "$T/in"
	printf '18446744073709551616\n' >"$T/in"
	fails 1 "code: $T/in:1:1: expected a code length or 0, found '18446744073709551616' (too large)" "$T/in"
}

@test "a secret of a million colours, then the end of input" {
	awk 'BEGIN { print 1000000; for (i = 0; i < 1000000; i++)
		printf "%d%s", 1 + i % 9, i % 50 == 49 ? "\n" : " " }' >"$T/in"
	fails 1 "code: $T/in:20002:1: expected a colour 1..9 or 0, found end of input" "$T/in"
	echo "Game 1:" | diff -u - "$T/out"
}

# bats test_tags=heavy
@test "a 100 MB line without a newline: every hint, then where it ended" {
	{ printf '4\n1 2 3 4\n'
	  yes '1 2 4 3' | head -n 12500000 | tr '\n' ' '; } >"$T/in"
	[ "$(wc -c <"$T/in")" -eq $((10 + 100000000)) ]
	fails 1 "code: $T/in:3:100000001: expected a colour 1..9 or 0, found end of input" "$T/in"
	[ "$(wc -l <"$T/out")" -eq 12500001 ]
	[ "$(sort "$T/out" | uniq -c | sort -n | awk '{ print $1, $2 }' | tr '\n' ' ')" = "1 Game 12500000 (2,2) " ]
}

@test "NUL bytes and invalid UTF-8 are shown as \\xNN" {
	printf '4\n1 2 3 4\n1 2 3 \0004\n' >"$T/in"
	fails 1 "code: $T/in:3:7: expected a colour 1..9, found '\\x{00}4'" "$T/in"
	printf '4\n1 2 3 4\n\xff\xfe 1 2 3\n' >"$T/in"
	fails 1 "code: $T/in:3:1: expected a colour 1..9 or 0, found '\\x{ff}\\x{fe}'" "$T/in"
	echo "Game 1:" | diff -u - "$T/out"
}

@test "an apostrophe inside a quoted token is escaped: the quotes are the first and last '" {
	printf "4\n1 2 3 4\nit's 2 3 4\n" >"$T/in"
	fails 1 "code: $T/in:3:1: expected a colour 1..9 or 0, found 'it\\'s'" "$T/in"
	# a backslash then an apostrophe: each after a backslash
	printf '4\n1 2 3 4\n%s\n' "\\'" >"$T/in"
	fails 1 "code: $T/in:3:1: expected a colour 1..9 or 0, found '\\\\\\''" "$T/in"
}

@test "a FIFO is read like a file" {
	mkfifo "$T/fifo"
	cat "$ROOT/testdata/sample.in" >"$T/fifo" &
	"$CODE" "$T/fifo" >"$T/out"
	wait
	diff -u "$ROOT/testdata/sample.out" "$T/out"
}

@test "standard input closed: a read error, exit 3" {
	fails 3 "code: <stdin>: Bad file descriptor" <&-
}

@test "play, standard input a directory: the game ends as at its end, exit 3" {
	local v status
	for v in letters match-hit aciertos digits classic 'classic --computer'; do
		status=0
		"$CODE" play -v $v --seed=1 </dev/null >"$T/eof"
		"$CODE" play -v $v --seed=1 <"$T" >"$T/out" 2>"$T/err" ||
		    status=$?
		[ "$status" -eq 3 ] || { echo "$v: status $status"; false; }
		echo "code: <stdin>: Is a directory" | diff -u - "$T/err"
		diff -u "$T/eof" "$T/out"
	done
}

@test "standard output closed: a write error, exit 3" {
	local status=0
	"$CODE" "$ROOT/testdata/sample.in" >&- 2>"$T/err" || status=$?
	[ "$status" -eq 3 ]
	echo "code: write error: Bad file descriptor" | diff -u - "$T/err"
}

@test "an unreadable file among good ones: reported, the others run, exit 3" {
	local status=0 bad=$T/unreadable.in
	cp "$ROOT/testdata/sample.in" "$bad"
	chmod 000 "$bad"
	# root reads anything: then the file vanishes instead
	[ -r "$bad" ] && rm -f "$bad"
	"$CODE" "$ROOT/testdata/sample.in" "$bad" "$ROOT/testdata/sample.in" \
	    >"$T/out" 2>"$T/err" || status=$?
	[ "$status" -eq 3 ]
	cat "$ROOT/testdata/sample.out" "$ROOT/testdata/sample.out" |
	    diff -u - "$T/out"
	grep -Eq "^code: $bad: (Permission denied|No such file or directory)$" "$T/err"
}

# Line ends: CR (old Mac), LF (Unix) and CRLF (Windows) each end one line,
# also when a read ends between the CR and the LF of a CRLF.
@test "a lone CR ends a line: positions after it are right" {
	printf '1\r1\r1\rx' >"$T/in"
	fails 1 "code: $T/in:4:1: expected a colour 1..9 or 0, found 'x'" "$T/in"
	printf 'Game 1:\n    (1,0)\n' | diff -u - "$T/out"
}

# bats test_tags=heavy
@test "CRLF ends one line, wherever a read cuts it" {
	local size
	printf '1\r\n1\r\n1\r\n  x' >"$T/in"
	for size in 1 2 3 4 5 6 7 8 9 10 262144; do
		fails 1 "code: $T/in:4:3: expected a colour 1..9 or 0, found 'x'" \
		    --read-size=$size "$T/in"
	done
}

# bats test_tags=heavy
@test "LF, CR and CRLF mixed: a position is counted the same by every path" {
	# Each line of a long game ends with one of the three, in turn; the
	# bad token is on the line after the last, by construction.
	awk 'BEGIN {
		n = 3000; ends[0] = "\n"; ends[1] = "\r"; ends[2] = "\r\n"
		printf "4%s1 2 3 4%s", ends[0], ends[1]
		for (i = 0; i < n; i++)
			printf "%d 1 2 3%s", i % 6 + 1, ends[i % 3]
		printf "1 2 x"
	}' >"$T/in"
	local size vector
	for vector in "" sse2; do
		for size in 262144 4096 129 65 64 63 33 32 31 17 16 15 2 1; do
			CODE_VECTOR=$vector fails 1 \
			    "code: $T/in:3003:5: expected a colour 1..9, found 'x'" \
			    --read-size=$size "$T/in"
		done
	done
}

# A UTF-8 byte order mark (EF BB BF), which Windows editors put first.
@test "a byte order mark at the start is skipped, and columns count after it" {
	printf '\357\273\2771 1 1 0 0' | "$CODE" >"$T/out"
	printf 'Game 1:\n    (1,0)\n' | diff -u - "$T/out"
	printf '\357\273\2771 1 1 x 0' >"$T/in"
	for size in 1 2 3 4 262144; do
		fails 1 "code: $T/in:1:7: expected a colour 1..9 or 0, found 'x'" \
		    --read-size=$size "$T/in"
	done
}

@test "a byte order mark anywhere but the start, or cut short, is not skipped" {
	printf '1 \357\273\2771' >"$T/in"
	fails 1 "code: $T/in:1:3: expected a colour 1..9, found '\\x{ef}\\x{bb}\\x{bf}1'" "$T/in"
	printf '\357\2731 1 1 0 0' >"$T/in"
	fails 1 "code: $T/in:1:1: expected a code length or 0, found '\\x{ef}\\x{bb}1'" "$T/in"
}

# UTF-16 (Windows' "Unicode") begins with FF FE, or FE FF big-endian.
@test "a UTF-16 input is named as such, with the way to convert it" {
	local note=" (a UTF-16 byte order mark: the input is UTF-16, and code reads ASCII; iconv -f UTF-16 -t UTF-8 converts it)"
	printf '\377\3764\000\n\000' >"$T/in"
	fails 1 "code: $T/in:1:1: expected a code length or 0, found '\\x{ff}\\x{fe}4\\x{00}'$note" "$T/in"
	printf '\376\377\0004\000\n' >"$T/in"
	fails 1 "code: $T/in:1:1: expected a code length 1..1000 or 0, found '\\x{fe}\\x{ff}\\x{00}4\\x{00}'$note" --strict "$T/in"
}

@test "--strict and the input validator report a byte order mark" {
	printf '\357\273\2771 1 1 0 0' >"$T/in"
	fails 1 "code: $T/in:1:1: expected a code length 1..1000 or 0, found a UTF-8 byte order mark (only the default mode skips one)" \
	    --strict "$T/in"
	[ ! -s "$T/out" ]
	local status=0
	"$CODE" --validator <"$T/in" 2>"$T/err" || status=$?
	[ "$status" -eq 43 ]
	grep -q "byte order mark" "$T/err"
}
