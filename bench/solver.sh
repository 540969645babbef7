#!/bin/sh
# bench/solver.sh: times `code analyze` with knuth and with the optimal
# strategy (both goals) on the board game (4 positions, 6 colours), Match &
# Hit, Bulls and Cows, and knuth on 5 positions with 8 colours, against the
# targets of issues 13 and 23, beside what the best public solver
# (fancidev's mastermind-strategy, built from its source as
# widmaN/mastermind-strategy holds it, bench/versus.sh) took on this
# project's machine: the cases of issue 23 (Match & Hit and Bulls and Cows
# optimal, the heuristics on Bulls and Cows against its minmax, parts,
# minavg and entropy, 5 x 8 knuth against its minmax) at one thread and
# at two, each beside the public solver's wall time at as many threads
# (-mt 1, -mt 2) in the run of versus.sh that lib/optimal/ALGORITHM.md gives, a
# fixed column: the bench never runs the public solver.
#
#	sh bench/solver.sh [CODE]	(CODE defaults to ./code)
#
# Environment: CC (cc), BENCH_SOLVER_RUNS (3) timed runs of each fast case
# (one of each case over 10 s), BENCH_SOLVER_LIMIT (600) seconds a run may
# take before it is stopped, BENCH_SOLVER_SLOW (0: none of Bulls and
# Cows's optimal searches; 1, the default: its goal average at one and at
# two threads and its goal worst, about a minute each on two cores), TMPDIR.
# Prints the median wall-clock time of each, the analysis it gave (total
# guesses and worst case) and PASS or FAIL; exits 1 only if a run fails.
# The cpu column is the processor time (user and system) of the run that
# gave the median: the figure to compare while the machine is shared; the
# MB column its peak resident memory (the table of hints and the memo,
# for optimal).  A target of "public" is the public solver's time at as
# many threads (issue 23: at most its wall time); a number, seconds; the
# name of a row above, at most that row's seconds (issue 32: the next
# guess after a hint costs no more than the whole game's search).

set -u
CODE=${1:-./code}
RUNS=${BENCH_SOLVER_RUNS:-3}
LIMIT=${BENCH_SOLVER_LIMIT:-600}
SLOW=${BENCH_SOLVER_SLOW:-1}
CC=${CC:-cc}

die() {
	echo "bench: $*" >&2
	exit 1
}

here=$(cd "$(dirname "$0")" && pwd) || die "cannot find bench/"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/bench-solver.XXXXXX") || die "mktemp failed"
trap 'rm -rf "$tmp"' EXIT
$CC -O2 -o "$tmp/measure" "$here/measure.c" || die "cannot build measure"

echo "solver: $CODE analyze, median of $RUNS runs (1 if over 10 s)," \
    "$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo '?') processors;" \
    "public: fancidev's mastermind-strategy measured on this kind of machine"
printf '%-16s %9s %8s %7s %8s %8s %8s %6s  %s\n' case seconds cpu MB \
    target public total worst verdict
while read -r name target public slow mode args; do
	[ "$slow" = slow ] && [ "$SLOW" -lt 1 ] && continue
	: >"$tmp/times"
	i=0
	while [ "$i" -lt "$RUNS" ]; do
		# shellcheck disable=SC2086
		timeout "$LIMIT" "$tmp/measure" /dev/null "$tmp/out" "$CODE" \
		    "$mode" $args >>"$tmp/times"
		case $? in
		0) ;;
		124) echo "$LIMIT" >>"$tmp/times"; : >"$tmp/out"; break ;;
		*) die "$CODE $mode $args failed" ;;
		esac
		awk '$1 > 10 { exit 1 }' "$tmp/times" || break
		i=$((i + 1))
	done
	# the median run (the lower of the middle two), its cpu and memory
	set -- $(awk '{ print $1, $3 + $4, $2 / 1024 }' "$tmp/times" |
	    sort -n | awk '
	    { a[NR] = $0 }
	    END { print a[int((NR + 1) / 2)] }')
	seconds=${1:-$LIMIT} cpu=${2:-0} mb=${3:-0}
	total=$(sed -n 's/^total guesses: //p' "$tmp/out")
	worst=$(sed -n 's/^worst case: //p' "$tmp/out")
	[ "$mode" = solve ] && total=$(cat "$tmp/out")	# the guess
	echo "$name $seconds" >>"$tmp/rows"
	case $target in
	[a-z]*-*) target=$(awk -v n="$target" '$1 == n { print $2 }' \
	    "$tmp/rows") ;;
	esac
	target=${target:--}
	verdict=$(awk -v s="$seconds" -v t="$target" -v l="$LIMIT" \
	    -v p="$public" 'BEGIN { print (s >= l ? "FAIL (stopped)" : \
	    t == "-" ? "-" : t == "public" ? (s <= p ? "PASS" : "FAIL") : \
	    s <= t ? "PASS" : "FAIL") }')
	printf '%-16s %9.3f %8.3f %7.0f %8s %8s %8s %6s  %s\n' "$name" \
	    "$seconds" "$cpu" "$mb" "$target" "$public" "${total:--}" \
	    "${worst:--}" "$verdict"
done <<EOF2
classic 0.020 - fast analyze -v classic --strategy=knuth
bc-knuth-1t public 0.109 fast analyze -v bulls-cows --strategy=knuth --threads=1
bc-knuth-2t public 0.060 fast analyze -v bulls-cows --strategy=knuth --threads=2
bc-parts-1t public 0.071 fast analyze -v bulls-cows --strategy=most-parts --threads=1
bc-parts-2t public 0.041 fast analyze -v bulls-cows --strategy=most-parts --threads=2
bc-expected-1t public 0.050 fast analyze -v bulls-cows --strategy=expected-size --threads=1
bc-expected-2t public 0.034 fast analyze -v bulls-cows --strategy=expected-size --threads=2
bc-entropy-1t public 0.080 fast analyze -v bulls-cows --strategy=entropy --threads=1
bc-entropy-2t public 0.059 fast analyze -v bulls-cows --strategy=entropy --threads=2
5x8-knuth-1t public 9.338 fast analyze -v classic --colours=1-8 --length=5 --strategy=knuth --threads=1
5x8-knuth-2t public 4.574 fast analyze -v classic --colours=1-8 --length=5 --strategy=knuth --threads=2
classic-optimal 0.1 - fast analyze -v classic --strategy=optimal
classic-worst 30 - fast analyze -v classic --strategy=optimal --goal=worst
4x7-optimal - - fast analyze -v classic --colours=1-7 --strategy=optimal
mh-optimal-1t public 3.688 fast analyze -v match-hit --strategy=optimal --threads=1
mh-optimal-2t 2 3.297 fast analyze -v match-hit --strategy=optimal --threads=2
match-hit-worst 30 - fast analyze -v match-hit --strategy=optimal --goal=worst
match-hit-depth 30 - fast analyze -v match-hit --strategy=optimal --goal=depth
bulls-cows-depth 30 - fast analyze -v bulls-cows --strategy=optimal --goal=depth
bc-optimal-1t public 158.5 slow analyze -v bulls-cows --strategy=optimal --threads=1
bc-after-hint-1t bc-optimal-1t - slow solve -v bulls-cows --strategy=optimal --threads=1 0123:0,1
bc-optimal-2t public 153.9 slow analyze -v bulls-cows --strategy=optimal --threads=2
bulls-cows-worst 300 - slow analyze -v bulls-cows --strategy=optimal --goal=worst
EOF2
