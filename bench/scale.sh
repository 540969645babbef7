#!/bin/sh
# bench/scale.sh: how the optimal search grows with the variant.  For the
# board game (4 positions, 6 colours), 4 x 7, 4 x 8, 5 x 5, Match & Hit
# and Bulls and Cows, runs `code analyze --strategy=optimal` once under
# GNU time and a sampling perf record (499 Hz, when perf is there), and
# prints its wall time, processor time (user + system), peak resident
# memory, the total and worst case it found, and the three functions
# where perf saw most of its time.  Not part of make bench: about 3
# minutes of processor time on 2 cores, nearly all of it 4 x 8 and
# Bulls and Cows (lib/optimal/ALGORITHM.md has the table of its run).
#
#	sh bench/scale.sh [CODE]	(CODE defaults to ./code)
#
# Environment: SCALE_THREADS (2) threads of each search, SCALE_CASES (all:
# classic 4x7 4x8 5x5 match-hit bulls-cows) the rows to run, SCALE_LIMIT
# (1800) seconds a run may take before it is stopped, TMPDIR.  Needs GNU
# time as /usr/bin/time.  Exits 1 if a run fails.

set -u
CODE=${1:-./code}
THREADS=${SCALE_THREADS:-2}
CASES=${SCALE_CASES:-classic 4x7 4x8 5x5 match-hit bulls-cows}
LIMIT=${SCALE_LIMIT:-1800}

die() {
	echo "scale: $*" >&2
	exit 1
}

[ -x /usr/bin/time ] || die "needs GNU time as /usr/bin/time"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/bench-scale.XXXXXX") || die "mktemp failed"
trap 'rm -rf "$tmp"' EXIT
comm=$(basename "$CODE" | cut -c1-15)	# perf's name of its process
perf=
perf record -q -o "$tmp/probe" true >/dev/null 2>&1 && perf=perf

# args NAME: the variant options of a row.
args() {
	case $1 in
	classic) echo "-v classic" ;;
	4x7) echo "-v classic --colours=1-7" ;;
	4x8) echo "-v classic --colours=1-8" ;;
	5x5) echo "-v classic --colours=1-5 --length=5" ;;
	match-hit) echo "-v match-hit" ;;
	bulls-cows) echo "-v bulls-cows" ;;
	*) die "no case $1" ;;
	esac
}

echo "scale: $CODE analyze --strategy=optimal --threads=$THREADS, one run" \
    "each, $(getconf _NPROCESSORS_ONLN 2>/dev/null || echo '?') processors," \
    "load $(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?')"
printf '%-11s %8s %8s %8s %8s %6s  %s\n' case seconds cpu MB total worst \
    "top functions (perf, share of samples)"
status=0
for name in $CASES; do
	a=$(args "$name")
	# shellcheck disable=SC2086
	set -- timeout "$LIMIT" /usr/bin/time -f '%e %U %S %M' -o "$tmp/time" \
	    "$CODE" analyze $a --strategy=optimal --threads="$THREADS"
	if [ -n "$perf" ]; then
		perf record -q -F 499 -o "$tmp/perf" -- "$@" >"$tmp/out" \
		    2>"$tmp/err"
	else
		"$@" >"$tmp/out" 2>"$tmp/err"
	fi
	rc=$?
	[ "$rc" -eq 0 ] || { echo "scale: $name failed ($rc)" >&2; status=1; }
	top=-
	[ -n "$perf" ] && top=$(perf report -q -i "$tmp/perf" --no-children \
	    --comm "$comm" --sort symbol --stdio 2>/dev/null | awk '
	    $1 ~ /%$/ && n < 3 { printf "%s%s %s", n ? ", " : "", $3, $1; n++ }')
	set -- $(tail -n 1 "$tmp/time")
	printf '%-11s %8.2f %8.2f %8.0f %8s %6s  %s\n' "$name" "${1:-0}" \
	    "$(echo "${2:-0} ${3:-0}" | awk '{ print $1 + $2 }')" \
	    "$(echo "${4:-0}" | awk '{ print $1 / 1024 }')" \
	    "$(sed -n 's/^total guesses: //p' "$tmp/out")" \
	    "$(sed -n 's/^worst case: //p' "$tmp/out")" "$top"
done
exit "$status"
