#!/bin/sh
# bench/check.sh: times `code check` on the right output of generated
# inputs (the whole output compared, as when a submission is accepted),
# against the target of 500 MB/s of output checked, with `cmp` of the
# output with itself in the same run for scale.  Short codes only: there
# the output is as large as the input; a long code's hint line stands for
# thousands of input bytes, and its speed is the filter's (bench/run.sh).
#
#	sh bench/check.sh [CODE]	(CODE defaults to ./code)
#
# Environment: CC (cc), BENCH_CHECK_MB (100) size of each input,
# BENCH_CHECK_RUNS (5) timed runs each, BENCH_SEED (340), TMPDIR.
# Prints the median wall-clock time of each in MB/s of output (10^6 bytes)
# and PASS or FAIL; exits 1 only if a run fails or rejects the output.

set -u
CODE=${1:-./code}
MB=${BENCH_CHECK_MB:-100}
RUNS=${BENCH_CHECK_RUNS:-5}
SEED=${BENCH_SEED:-340}
CC=${CC:-cc}
TARGET=500

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

echo "check: $CODE check INPUT OUTPUT on the right OUTPUT, median of $RUNS runs"
printf '%-8s %9s %10s %10s %8s  %s\n' shape "output MB" "check MB/s" \
    "cmp MB/s" target verdict
status=0
while read -r name options; do
	# shellcheck disable=SC2086 # the options are several words
	"$CODE" gen $options --bytes="$MB"000000 --seed="$SEED" >"$tmp/in" ||
	    die "cannot generate $name"
	"$CODE" "$tmp/in" >"$tmp/out" || die "$CODE failed on $name"
	"$CODE" check "$tmp/in" "$tmp/out" || die "$CODE check rejects $name"
	# shellcheck disable=SC2086
	: >"$tmp/t.check"
	: >"$tmp/t.cmp"
	i=0
	while [ "$i" -lt "$RUNS" ]; do
		"$tmp/measure" /dev/null /dev/null "$CODE" check "$tmp/in" \
		    "$tmp/out" >>"$tmp/t.check" || die "$CODE check failed"
		"$tmp/measure" /dev/null /dev/null cmp "$tmp/out" "$tmp/out" \
		    >>"$tmp/t.cmp" || die "cmp failed"
		i=$((i + 1))
	done
	bytes=$(wc -c <"$tmp/out" | tr -d ' ')
	tc=$(awk '{ print $1 }' "$tmp/t.check" | median)
	tm=$(awk '{ print $1 }' "$tmp/t.cmp" | median)
	awk -v n="$name" -v b="$bytes" -v tc="$tc" \
	    -v tm="$tm" -v t="$TARGET" 'BEGIN {
		mbs = b / 1e6 / tc
		printf "%-8s %9.0f %10.0f %10.0f %8d  %s\n", n, b / 1e6, mbs,
		    b / 1e6 / tm, t, (mbs >= t ? "PASS" : "FAIL")
	}'
	rm -f "$tmp/in" "$tmp/out"
done <<EOF
4 --length=4 --guesses=1-2000
7 --length=7 --guesses=1-2000
small --length=1-10:1-2000*3,11-100:1-2000,1000:1-100
EOF
exit "$status"
