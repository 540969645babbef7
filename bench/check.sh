#!/bin/sh
# bench/check.sh: times `code check` on the right output of generated
# inputs (the whole output compared, as when a submission is accepted),
# against the target of 500 MB/s of output checked, and beside it, in the
# same run, the filter alone on the same input (`code INPUT >/dev/null`):
# the check computes every hint as the filter does and reads OUTPUT too,
# which the filter writes to /dev/null for nothing: its floor is the
# filter's time plus that of `cat OUTPUT >/dev/null` (the floor column:
# that time over the filter's), and the second target bounds the check's
# own work, its time at most 1.1 times the floor.  `cmp` of the output
# with a copy of it is there for scale.  On short codes the output is about as large as the input; the
# longer the codes the less output a byte of input makes, and the check's
# MB/s of output is the filter's MB/s of input times that ratio: a row
# where 500 MB/s of output needs the filter faster than its own target
# (bench/run.sh: 1500 MB/s of input) says so, with the figures.
#
#	sh bench/check.sh [CODE]	(CODE defaults to ./code)
#
# Environment: CC (cc), BENCH_CHECK_MB (100) size of each input,
# BENCH_CHECK_RUNS (5) timed runs each, BENCH_SEED (340), TMPDIR.
# Prints the median wall-clock time of each in MB/s (10^6 bytes) and PASS
# or FAIL beside each target; exits 1 only if a run fails or rejects the
# output.

set -u
CODE=${1:-./code}
MB=${BENCH_CHECK_MB:-100}
RUNS=${BENCH_CHECK_RUNS:-5}
SEED=${BENCH_SEED:-340}
CC=${CC:-cc}
TARGET=500		# MB/s of output checked
TARGET_RATIO=1.1	# the check's time over its floor, at most
FILTER_TARGET=1500	# MB/s of input, bench/run.sh's target

die() {
	echo "bench: $*" >&2
	exit 1
}

here=$(cd "$(dirname "$0")" && pwd) || die "cannot find bench/"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/bench-check.XXXXXX") || die "mktemp failed"
trap 'rm -rf "$tmp"' EXIT
$CC -O2 -o "$tmp/measure" "$here/measure.c" || die "cannot build measure"

# Prints the median of the numbers on standard input, one a line.
median() {
	sort -n | awk '{ a[NR] = $1 }
	    END { print NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'
}

echo "check: $CODE check INPUT OUTPUT on the right OUTPUT; filter: $CODE" \
    "INPUT >/dev/null;"
echo "median of $RUNS interleaved runs; MB/s of output unless said"
printf '%-6s %4s %4s %6s %-10s %7s %6s %6s %-11s %6s\n' shape "in" out \
    check "target" filter floor check/ "target" cmp
printf '%-6s %4s %4s %6s %-10s %7s %6s %6s %-11s %6s\n' "" MB MB MB/s "" \
    MB/s "" floor "" MB/s
: >"$tmp/notes"
while read -r name options; do
	# shellcheck disable=SC2086 # the options are several words
	"$CODE" gen $options --bytes="$MB"000000 --seed="$SEED" >"$tmp/in" ||
	    die "cannot generate $name"
	"$CODE" "$tmp/in" >"$tmp/out" || die "$CODE failed on $name"
	"$CODE" check "$tmp/in" "$tmp/out" || die "$CODE check rejects $name"
	cp "$tmp/out" "$tmp/copy" || die "cannot copy the output"
	: >"$tmp/t.check"
	: >"$tmp/t.filter"
	: >"$tmp/t.cat"
	: >"$tmp/t.cmp"
	i=0
	while [ "$i" -lt "$RUNS" ]; do
		"$tmp/measure" /dev/null /dev/null "$CODE" check "$tmp/in" \
		    "$tmp/out" >>"$tmp/t.check" || die "$CODE check failed"
		"$tmp/measure" /dev/null /dev/null "$CODE" "$tmp/in" \
		    >>"$tmp/t.filter" || die "$CODE failed"
		"$tmp/measure" /dev/null /dev/null cat "$tmp/out" \
		    >>"$tmp/t.cat" || die "cat failed"
		"$tmp/measure" /dev/null /dev/null cmp "$tmp/out" "$tmp/copy" \
		    >>"$tmp/t.cmp" || die "cmp failed"
		i=$((i + 1))
	done
	in_bytes=$(wc -c <"$tmp/in" | tr -d ' ')
	bytes=$(wc -c <"$tmp/out" | tr -d ' ')
	tc=$(awk '{ print $1 }' "$tmp/t.check" | median)
	tf=$(awk '{ print $1 }' "$tmp/t.filter" | median)
	tm=$(awk '{ print $1 }' "$tmp/t.cmp" | median)
	tcat=$(awk '{ print $1 }' "$tmp/t.cat" | median)
	awk -v n="$name" -v ib="$in_bytes" -v b="$bytes" -v tc="$tc" \
	    -v tf="$tf" -v tm="$tm" -v tcat="$tcat" -v t="$TARGET" \
	    -v tr="$TARGET_RATIO" \
	    -v ft="$FILTER_TARGET" -v notes="$tmp/notes" 'BEGIN {
		mbs = b / 1e6 / tc
		ratio = tc / (tf + tcat)
		printf "%-6s %4.0f %4.0f %6.0f >=%-3d %4s %7.0f %6.2f %6.2f <=%-4.2f %4s %6.0f\n",
		    n, ib / 1e6, b / 1e6, mbs, t, (mbs >= t ? "PASS" : "FAIL"),
		    b / 1e6 / tf, (tf + tcat) / tf, ratio, tr,
		    (ratio <= tr ? "PASS" : "FAIL"), b / 1e6 / tm
		if (mbs < t && t * ib / b > ft)
			printf "%s: %.3f bytes of output a byte of input: %d MB/s of" \
			    " output needs the filter at %.0f MB/s of input, %.1fx" \
			    " its own target of %d (bench/run.sh); here it ran at" \
			    " %.0f\n", n, b / ib, t, t * ib / b, t * ib / b / ft,
			    ft, ib / 1e6 / tf >>notes
	}'
	rm -f "$tmp/in" "$tmp/out" "$tmp/copy"
done <<EOF
4 --length=4 --guesses=1-2000
7 --length=7 --guesses=1-2000
small --length=1-10:1-2000*3,11-100:1-2000,1000:1-100
EOF
cat "$tmp/notes"
exit 0
