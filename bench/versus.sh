#!/bin/sh
# bench/versus.sh: code beside the public solver that issue 23 measures
# against (fancidev's mastermind-strategy, its mmstrat program, built from
# the source widmaN/mastermind-strategy holds in a folder of its own; its
# code never enters this project), in one run, at one and at two threads
# each: Match & Hit optimal, Bulls and Cows optimal, and on Bulls and Cows
# most-parts, expected-size, entropy and knuth against its parts, minavg,
# entropy and minmax, and knuth on 5 positions of 8 colours against its
# minmax on Logik (p5c8r).
#
#	sh bench/versus.sh [CODE [MMSTRAT]]	(./code, $MMSTRAT)
#
# Environment: MMSTRAT, the public solver's mmstrat (without it the script
# says so and exits 0), VERSUS_RUNS (3) runs of each (one if a run takes
# over 10 s), VERSUS_LIMIT (900) seconds a run may take before it is
# stopped (its time is then printed as the limit, with a >), VERSUS_CASES (all: match-hit bulls-cows bc-most-parts
# bc-expected bc-entropy bc-knuth 5x8-knuth) the rows to run,
# VERSUS_THREADS ("1 2"), TMPDIR.  Runs of code and of the public solver
# alternate.  Prints for each row and thread count the median wall time
# of each and the processor time (user + system) of that run, each one's
# total guesses, and code's wall time over the public solver's (over the
# limit, if its run was stopped) (timed by
# bench/measure.c, built with ${CC:-cc} -O2).  Exits 1 if a run fails.

set -u
CODE=${1:-./code}
MMSTRAT=${2:-${MMSTRAT:-}}
RUNS=${VERSUS_RUNS:-3}
LIMIT=${VERSUS_LIMIT:-900}
CASES=${VERSUS_CASES:-match-hit bulls-cows bc-most-parts bc-expected \
bc-entropy bc-knuth 5x8-knuth}
THREADS=${VERSUS_THREADS:-1 2}

die() {
	echo "versus: $*" >&2
	exit 1
}

if [ -z "$MMSTRAT" ] || [ ! -x "$MMSTRAT" ]; then
	echo "versus: no public solver (give its mmstrat as MMSTRAT or the" \
	    "second argument); nothing measured"
	exit 0
fi
here=$(cd "$(dirname "$0")" && pwd) || die "cannot find bench/"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/bench-versus.XXXXXX") || die "mktemp failed"
trap 'rm -rf "$tmp"' EXIT
${CC:-cc} -O2 -o "$tmp/measure" "$here/measure.c" || die "cannot build measure"

# The rows: NAME, then code's options and mmstrat's, apart by a |.
ROWS='match-hit|-v match-hit --strategy=optimal|-r p4c9n -s optimal
bulls-cows|-v bulls-cows --strategy=optimal|-r bc -s optimal
bc-most-parts|-v bulls-cows --strategy=most-parts|-r bc -s parts
bc-expected|-v bulls-cows --strategy=expected-size|-r bc -s minavg
bc-entropy|-v bulls-cows --strategy=entropy|-r bc -s entropy
bc-knuth|-v bulls-cows --strategy=knuth|-r bc -s minmax
5x8-knuth|-v classic --colours=1-8 --length=5 --strategy=knuth|-r p5c8r -s minmax'

# ours NAME, theirs NAME: the options of a row for code and for mmstrat.
ours() {
	echo "$ROWS" | awk -F'|' -v n="$1" '$1 == n { print $2; f = 1 }
	    END { exit !f }' || die "no case $1"
}
theirs() {
	echo "$ROWS" | awk -F'|' -v n="$1" '$1 == n { print $3 }'
}

# timed WHO OUT COMMAND...: runs it once, appends "wall cpu" to $tmp/WHO,
# its output to OUT.
timed() {
	who=$1 out=$2
	shift 2
	timeout "$LIMIT" "$tmp/measure" /dev/null "$out" "$@" >"$tmp/time" \
	    2>"$tmp/err"
	case $? in
	0) awk '{ print $1, $3 + $4 }' "$tmp/time" >>"$tmp/$who" ;;
	124) echo "$LIMIT -1" >>"$tmp/$who"; : >"$out" ;;
	*) die "$* failed: $(tail -n 3 "$tmp/err")" ;;
	esac
}

# median WHO: "wall cpu" of the run of median wall time (the lower middle).
median() {
	sort -n "$tmp/$1" | awk '{ a[NR] = $0 } END { print a[int((NR + 1) / 2)] }'
}

# shown SECONDS CPU, cpu CPU: a time as printed, ">LIMIT" for a run
# stopped (cpu -1), and its processor time, "-" if stopped.
shown() {
	awk -v s="$1" -v c="$2" 'BEGIN { if (c < 0) printf ">%d", s;
	    else printf "%.3f", s }'
}
cpu() {
	awk -v c="$1" 'BEGIN { if (c < 0) print "-"; else printf "%.3f", c }'
}

echo "versus: $CODE against $MMSTRAT, median of $RUNS runs (1 if over 10 s)," \
    "$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo '?') processors," \
    "load $(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?') at the start"
printf '%-14s %2s %9s %8s %9s %8s %7s %7s %6s\n' case th code cpu public \
    cpu total public ratio
for name in $CASES; do
	for t in $THREADS; do
		: >"$tmp/code"
		: >"$tmp/public"
		i=0
		while [ "$i" -lt "$RUNS" ]; do
			# shellcheck disable=SC2046
			timed code "$tmp/out" "$CODE" analyze $(ours "$name") \
			    --threads="$t"
			# shellcheck disable=SC2046
			timed public "$tmp/pout" "$MMSTRAT" $(theirs "$name") \
			    -S -q -mt "$t"
			i=$((i + 1))
			awk '$1 > 10 { found = 1 } END { exit !found }' \
			    "$tmp/code" "$tmp/public" && break
		done
		set -- $(median code) $(median public)
		printf '%-14s %2s %9s %8s %9s %8s %7s %7s %6.2f\n' \
		    "$name" "$t" "$(shown "$1" "$2")" "$(cpu "$2")" \
		    "$(shown "$3" "$4")" "$(cpu "$4")" \
		    "$(sed -n 's/^total guesses: //p' "$tmp/out")" \
		    "$(tail -n 1 "$tmp/pout" | cut -d: -f1)" \
		    "$(echo "$1 $3" | awk '{ print ($2 > 0 ? $1 / $2 : 0) }')"
	done
done
