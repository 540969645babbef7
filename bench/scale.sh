#!/bin/sh
# bench/scale.sh: how the optimal search grows with the variant.  For the
# board game (4 positions, 6 colours), 4 x 7, 4 x 8, 4 x 9, 5 x 5, Match
# & Hit and Bulls and Cows, runs `code tree --strategy=optimal
# --progress` once under GNU time and a sampling perf record (499
# Hz, when perf is there), and prints its wall time, processor time (user
# + system), peak resident memory, the sets of secrets it weighed every
# guess against (the work of the search, from its last --progress line),
# the total and worst case it found, and the three functions where perf
# saw most of its time.  Not part of make bench: about 8 minutes of
# processor time, nearly all of it 4 x 8, 4 x 9 and Bulls and Cows
# (lib/optimal/ALGORITHM.md has the table of its run).
#
#	sh bench/scale.sh [CODE [BASE]]	(CODE defaults to ./code)
#
# With BASE, another build (the one before a change), each case runs
# BASE and CODE at once, one on each processor, without perf, and prints
# both rows, CODE's figures as shares of BASE's, and whether their trees
# are the same byte for byte (a change to the search's bounds must leave
# every tree as it was); a build that does not count its sets weighed
# shows "-".
#
# Environment: SCALE_THREADS (2; 1 with BASE) threads of each search,
# SCALE_CASES (all: classic 4x7 4x8 4x9 5x5 match-hit bulls-cows) the
# rows to run, SCALE_LIMIT (1800) seconds a run may take before it is
# stopped, TMPDIR.  Needs GNU time as /usr/bin/time.  Exits 1 if a run
# fails or the trees differ.

set -u
CODE=${1:-./code}
BASE=${2:-}
THREADS=${SCALE_THREADS:-$([ -n "$BASE" ] && echo 1 || echo 2)}
CASES=${SCALE_CASES:-classic 4x7 4x8 4x9 5x5 match-hit bulls-cows}
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
[ -z "$BASE" ] && perf record -q -o "$tmp/probe" true >/dev/null 2>&1 &&
    perf=perf

# args NAME: the variant options of a row.
args() {
	case $1 in
	classic) echo "-v classic" ;;
	4x7) echo "-v classic --colours=1-7" ;;
	4x8) echo "-v classic --colours=1-8" ;;
	4x9) echo "-v classic --colours=1-9" ;;
	5x5) echo "-v classic --colours=1-5 --length=5" ;;
	match-hit) echo "-v match-hit" ;;
	bulls-cows) echo "-v bulls-cows" ;;
	*) die "no case $1" ;;
	esac
}

# search BUILD TAG ARGS...: runs BUILD's search of a case into $tmp/TAG.*
# (its tree in TAG.out, messages in TAG.err, GNU time in TAG.time, perf's
# samples in TAG.perf when perf runs, the tree replayed in TAG.sum); its
# status in TAG.rc.
search() {
	build=$1 tag=$2
	shift 2
	variant=$*
	set -- timeout "$LIMIT" /usr/bin/time -f '%e %U %S %M' \
	    -o "$tmp/$tag.time" "$build" tree "$@" --strategy=optimal \
	    --threads="$THREADS" --progress=100000
	if [ -n "$perf" ]; then
		perf record -q -F 499 -o "$tmp/$tag.perf" -- "$@" \
		    >"$tmp/$tag.out" 2>"$tmp/$tag.err"
	else
		"$@" >"$tmp/$tag.out" 2>"$tmp/$tag.err"
	fi
	echo $? >"$tmp/$tag.rc"
	# shellcheck disable=SC2086
	"$build" replay $variant "$tmp/$tag.out" >"$tmp/$tag.sum" 2>&1
}

# row NAME TAG: prints the row of a run, from its files; sets the
# figures wall, cpu and weighed for ratio().
row() {
	tag=$2
	[ "$(cat "$tmp/$tag.rc")" -eq 0 ] ||
	    { echo "scale: $1 failed ($(cat "$tmp/$tag.rc"))" >&2; status=1; }
	top=-
	[ -n "$perf" ] && top=$(perf report -q -i "$tmp/$tag.perf" \
	    --no-children --comm "$comm" --sort symbol --stdio 2>/dev/null |
	    awk '$1 ~ /%$/ && n < 3 { printf "%s%s %s", n ? ", " : "", $3, $1; n++ }')
	set -- $(tail -n 1 "$tmp/$tag.time")
	wall=${1:-0}
	cpu=$(echo "${2:-0} ${3:-0}" | awk '{ print $1 + $2 }')
	weighed=$(sed -n 's/.*search done in .*, \([0-9]*\) sets weighed;.*/\1/p' \
	    "$tmp/$tag.err")
	printf '%-14s %8.2f %8.2f %8.0f %9s %8s %6s  %s\n' "$label" "$wall" \
	    "$cpu" "$(echo "${4:-0}" | awk '{ print $1 / 1024 }')" \
	    "${weighed:--}" "$(sed -n 's/^total guesses: //p' "$tmp/$tag.sum")" \
	    "$(sed -n 's/^worst case: //p' "$tmp/$tag.sum")" "$top"
}

# share NEW OLD: NEW as a share of OLD, or - if either is missing.
share() {
	awk -v n="$1" -v o="$2" 'BEGIN { if (n == "" || o == "" || o == 0)
	    print "-"; else printf "%.2f\n", n / o }'
}

echo "scale: $CODE${BASE:+ beside $BASE} tree --strategy=optimal" \
    "--threads=$THREADS, one run each, $(getconf _NPROCESSORS_ONLN \
    2>/dev/null || echo '?') processors, load $(cut -d' ' -f1 \
    /proc/loadavg 2>/dev/null || echo '?')"
last="top functions (perf, share of samples)"
[ -n "$BASE" ] && last=trees
printf '%-14s %8s %8s %8s %9s %8s %6s  %s\n' case seconds cpu MB weighed \
    total worst "$last"
status=0
for name in $CASES; do
	a=$(args "$name")
	if [ -z "$BASE" ]; then
		# shellcheck disable=SC2086
		search "$CODE" new $a
		label=$name
		row "$name" new
		continue
	fi
	# shellcheck disable=SC2086
	search "$BASE" old $a &
	# shellcheck disable=SC2086
	search "$CODE" new $a
	wait
	label="$name base"
	row "$name" old
	ow=$wall oc=$cpu ok=$weighed
	label="$name"
	row "$name" new
	same=same
	cmp -s "$tmp/old.out" "$tmp/new.out" || { same=DIFFERENT; status=1; }
	printf '%-14s %8s %8s %8s %9s %8s %6s  %s\n' "  share" \
	    "$(share "$wall" "$ow")" "$(share "$cpu" "$oc")" "" \
	    "$(share "$weighed" "$ok")" "" "" "trees $same"
done
exit "$status"
