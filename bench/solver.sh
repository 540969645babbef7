#!/bin/sh
# bench/solver.sh: times `code analyze --strategy=knuth` on the board game
# (4 positions, 6 colours), on Bulls and Cows, and on 5 positions with 8
# colours, against the issue's targets (20 ms, 2 s, 5 s on 2 cores).
#
#	sh bench/solver.sh [CODE]	(CODE defaults to ./code)
#
# Environment: CC (cc), BENCH_SOLVER_RUNS (3) timed runs each, TMPDIR.
# Prints the median wall-clock time of each, the analysis it gave (total
# guesses and worst case) and PASS or FAIL; exits 1 only if a run fails.

set -u
CODE=${1:-./code}
RUNS=${BENCH_SOLVER_RUNS:-3}
CC=${CC:-cc}

die() {
	echo "bench: $*" >&2
	exit 1
}

here=$(cd "$(dirname "$0")" && pwd) || die "cannot find bench/"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/bench-solver.XXXXXX") || die "mktemp failed"
trap 'rm -rf "$tmp"' EXIT
$CC -O2 -o "$tmp/measure" "$here/measure.c" || die "cannot build measure"

echo "solver: $CODE analyze --strategy=knuth, median of $RUNS runs," \
    "$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo '?') processors"
printf '%-11s %9s %8s %8s %6s  %s\n' case seconds target total worst verdict
while read -r name target args; do
	: >"$tmp/times"
	i=0
	while [ "$i" -lt "$RUNS" ]; do
		# shellcheck disable=SC2086
		"$tmp/measure" /dev/null "$tmp/out" "$CODE" analyze $args \
		    --strategy=knuth >>"$tmp/times" ||
		    die "$CODE analyze $args failed"
		i=$((i + 1))
	done
	seconds=$(awk '{ print $1 }' "$tmp/times" | sort -n | awk '
	    { a[NR] = $1 }
	    END { print NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }')
	total=$(sed -n 's/^total guesses: //p' "$tmp/out")
	worst=$(sed -n 's/^worst case: //p' "$tmp/out")
	verdict=$(awk -v s="$seconds" -v t="$target" \
	    'BEGIN { print s <= t ? "PASS" : "FAIL" }')
	printf '%-11s %9.3f %8s %8s %6s  %s\n' "$name" "$seconds" "$target" \
	    "$total" "$worst" "$verdict"
done <<EOF2
classic 0.020 -v classic
bulls-cows 2 -v bulls-cows
5x8 5 -v classic --colours=1-8 --length=5
EOF2
