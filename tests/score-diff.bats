#!/usr/bin/env bats
# `code score` against tests/score-ref.awk, an independent scorer that
# follows the assignments' definition literally, on random pairs from
# tests/score-gen.awk (fixed seeds, every line valid under the variant's
# rules); and a long stream whose hints are known.

bats_require_minimum_version 1.5.0
load helper

setup() {
	T=$BATS_TEST_TMPDIR
	GEN=$ROOT/tests/score-gen.awk
	REF=$ROOT/tests/score-ref.awk
}

# gen NAME SEED COUNT AWK-ASSIGNMENT ...: $T/NAME.in (the stream) and
# $T/NAME.pairs (the same pairs, canonical).
gen() {
	local name=$1 seed=$2 count=$3
	shift 3
	awk -v SEED="$seed" -v COUNT="$count" -v CANON="$T/$name.pairs" "$@" \
	    -f "$GEN" >"$T/$name.in"
	[ "$(wc -l <"$T/$name.pairs")" -eq "$count" ]
}

# differ NAME CODE-OPTION ...: `code score OPTION... --format=plain -f
# NAME.in` prints what score-ref.awk computes from NAME.pairs.
differ() {
	local name=$1 status=0
	shift
	awk -f "$REF" "$T/$name.pairs" >"$T/$name.want"
	"$CODE" score "$@" --format=plain -f "$T/$name.in" >"$T/$name.got" ||
	    status=$?
	if [ "$status" -ne 0 ]; then
		echo "$name: code score $* exited $status"
		return 1
	fi
	if ! cmp -s "$T/$name.want" "$T/$name.got"; then
		echo "$name: code score $* differs from score-ref.awk:"
		paste -d '|' "$T/$name.pairs" "$T/$name.want" "$T/$name.got" |
		    awk -F '|' '$2 != $3 { print "  " $1 ": want " $2 ", got " $3 }' |
		    head -20
		return 1
	fi
}

@test "score-ref.awk reproduces the assignments' hints" {
	printf '%s\n' '5167 2934' '5167 1687' '5167 7165' '5167 5167' \
	    'AFFB BFAB' '5233 3263' 'BEDB EFDC' 'FBEA ABFE' 'FBEA FEBA' \
	    '3241 3123' '6478 5854' '8527 2578' '1355 6551' \
	    '1222456669 1234567891' '1222456669 1122334455' |
	    awk -f "$REF" >"$T/got"
	printf '%s\n' '0 0' '1 2' '2 2' '4 0' '2 1' '2 1' '1 1' '1 3' '2 2' \
	    '1 2' '0 2' '1 3' '1 2' '2 4' '3 2' | diff -u - "$T/got"
}

# bats test_tags=heavy
@test "random pairs: every variant agrees with score-ref.awk" {
	local failed=0
	gen hints 11 800 -v ALPHA=123456789 -v LEN=0
	gen match-hit 12 600 -v ALPHA=123456789 -v LEN=4 -v DISTINCT=both
	gen match-hit-2 13 200 -v ALPHA=123456789 -v LEN=2 -v DISTINCT=both
	gen letters 14 600 -v ALPHA=ABCDEF -v LEN=4
	gen letters-a-d-5 15 400 -v ALPHA=ABCD -v LEN=5 -v NOFINAL=1
	gen letters-a-c-3 16 200 -v ALPHA=ABC -v LEN=3
	gen aciertos 17 600 -v ALPHA=0123456789 -v LEN=4 -v DISTINCT=secret
	gen aciertos-6 18 300 -v ALPHA=0123456789 -v LEN=6 -v DISTINCT=secret
	gen digits 19 600 -v ALPHA=0123456789 -v LEN=4 -v PAD=1
	gen bulls-cows 20 400 -v ALPHA=0123456789 -v LEN=4 -v DISTINCT=both
	gen classic 21 600 -v ALPHA=123456 -v ALT=ABCDEF -v LEN=4
	gen list 22 400 -v ALPHA=RGBYOP -v LEN=6 -v DISTINCT=guess
	gen zero-nine 23 400 -v ALPHA=0123456789 -v LEN=0
	# the edges of packed counts: 16 colours, 7 of one colour, and past them
	gen sixteen-7 24 400 -v ALPHA=ABCDEFGHIJKLMNOP -v LEN=7
	gen seventeen-7 25 200 -v ALPHA=ABCDEFGHIJKLMNOPQ -v LEN=7
	gen two-7 26 300 -v ALPHA=AB -v LEN=7
	gen two-8 27 200 -v ALPHA=AB -v LEN=8
	differ hints || failed=1
	differ match-hit -v match-hit || failed=1
	differ match-hit-2 -v match-hit --length=2 || failed=1
	differ letters -v letters || failed=1
	differ letters-a-d-5 -v letters --colours=A-D --length=5 || failed=1
	differ letters-a-c-3 --variant=letters --colours=A-C --length=3 || failed=1
	differ aciertos -v aciertos || failed=1
	differ aciertos-6 -v aciertos --length=6 || failed=1
	differ digits -v digits || failed=1
	differ bulls-cows -v bulls-cows || failed=1
	differ classic -v classic || failed=1
	differ list --colours=RGBYOP --length=6 --distinct=guess || failed=1
	differ zero-nine --colours=0-9 || failed=1
	differ sixteen-7 --colours=A-P --length=7 || failed=1
	differ seventeen-7 --colours=A-Q --length=7 || failed=1
	differ two-7 --colours=A-B --length=7 || failed=1
	differ two-8 --colours=A-B --length=8 || failed=1
	# the generator did make what the test is about
	grep -q $'\r$' "$T/classic.in"
	grep -q '^ *#' "$T/letters.in"
	grep -Eq '^[0-9]{1,3}[ 	]' "$T/digits.in"
	grep -Eq '^[A-F][^ 	]*[1-6]' "$T/classic.in"
	awk 'length($1) == 256 { found = 1 } END { exit !found }' "$T/hints.pairs"
	grep -Eq '^(AAAAAAA|BBBBBBB) ' "$T/two-7.pairs"
	grep -q '^[^ ]*P' "$T/sixteen-7.pairs"
	[ "$failed" -eq 0 ]
}

# json NAME CODE-OPTION ...: the json lines name the canonical codes of
# NAME.pairs, and their strong/weak are what score-ref.awk makes of them.
json() {
	local name=$1
	shift
	"$CODE" score "$@" --format=json -f "$T/$name.in" >"$T/$name.json"
	json_lines "$T/$name.json"
	awk '{
		if (!match($0, /^\{"secret":"[^"]*","guess":"[^"]*","strong":[0-9]+,"weak":[0-9]+\}$/)) {
			print "not json: " $0 >"/dev/stderr"
			exit 1
		}
		split($0, f, "\"")
		# {"secret":"S","guess":"G","strong":1,"weak":2}
		# f: 1 {  2 secret  3 :  4 S  5 ,  6 guess  7 :  8 G  9 ,  10 strong  11 :1,  12 weak  13 :2}
		s = f[11]; sub(/^:/, "", s); sub(/,$/, "", s)
		w = f[13]; sub(/^:/, "", w); sub(/\}$/, "", w)
		print f[4], f[8] >PAIRS
		print s, w
	}' PAIRS="$T/$name.jpairs" "$T/$name.json" >"$T/$name.jhints"
	diff -u "$T/$name.pairs" "$T/$name.jpairs" | head -20
	cmp -s "$T/$name.pairs" "$T/$name.jpairs"
	awk -f "$REF" "$T/$name.jpairs" | diff -u - "$T/$name.jhints" | head -20
	awk -f "$REF" "$T/$name.jpairs" | cmp -s - "$T/$name.jhints"
}

# bats test_tags=heavy
@test "--format=json: canonical codes, strong and weak re-derived" {
	gen classic 31 150 -v ALPHA=123456 -v ALT=ABCDEF -v LEN=4
	gen digits 32 150 -v ALPHA=0123456789 -v LEN=4 -v PAD=1
	gen hints 33 150 -v ALPHA=123456789 -v LEN=0
	json classic -v classic
	json digits -v digits
	json hints
}

# The Match & Hit examples, 200,000 lines in turn compact, one colour per
# word, tab-separated and CRLF-ended; the hints are the lab's.
@test "a stream of 200000 lines: every hint, in order" {
	local status=0
	awk 'BEGIN {
		split("5167 2934|5 1 6 7 1 6 8 7|5167\t7165|5167 5167\r", line, "|")
		for (i = 0; i < 200000; i++)
			print line[i % 4 + 1]
	}' >"$T/big.in"
	awk 'BEGIN {
		split("(0,0) (1,2) (2,2) (4,0)", hint, " ")
		for (i = 0; i < 200000; i++)
			print hint[i % 4 + 1]
	}' >"$T/big.want"
	"$CODE" score -v match-hit <"$T/big.in" >"$T/big.got" 2>"$T/big.err" ||
	    status=$?
	[ "$status" -eq 0 ]
	[ ! -s "$T/big.err" ]
	[ "$(wc -l <"$T/big.got")" -eq 200000 ]
	cmp "$T/big.want" "$T/big.got"
}
