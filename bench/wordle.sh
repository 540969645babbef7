#!/bin/sh
# bench/wordle.sh: code's exact search on Wordle's original lists beside
# Alex Selby's exact Wordle solver (github alex1770/wordle, its wordle
# program, built from its public source in a folder of its own; its code
# never enters this project), in one run: the first words salet (7920),
# salet in hard mode (8122) and crate (7926), the whole process of each,
# code at one and at two threads, Selby's at one (his program has one).
# The lists are not shipped (fetch them; a word a line), so this is not
# part of make bench.
#
#	sh bench/wordle.sh ANSWERS ALLOWED [SELBY [CODE]]
#
# ANSWERS: the 2315 possible answers, ALLOWED: the 12972 allowed guesses,
# SELBY: his wordle binary ($SELBY; without it, code's rows alone), CODE:
# ./code.  Without the lists the script says so and exits 0.  Environment:
# WORDLE_RUNS (3) runs of each, the least wall time kept (the machine
# this was measured on is shared: the least is the one least disturbed),
# WORDLE_CASES ("salet salet-hard crate"), TMPDIR.  Runs of code and of
# Selby's alternate.  Prints for each case each one's wall time and the
# processor time of that run (user + system), its total, and code's
# wall time over Selby's, at one thread and at two (timed by
# bench/measure.c, built with ${CC:-cc} -O2).  Exits 1 if a run fails or
# a total is not the published one.

set -u
ANSWERS=${1:-}
ALLOWED=${2:-}
SELBY=${3:-${SELBY:-}}
CODE=${4:-./code}
RUNS=${WORDLE_RUNS:-3}
CASES=${WORDLE_CASES:-salet salet-hard crate}

die() {
	echo "wordle: $*" >&2
	exit 1
}

if [ -z "$ANSWERS" ] || [ -z "$ALLOWED" ] || [ ! -r "$ANSWERS" ] ||
    [ ! -r "$ALLOWED" ]; then
	echo "wordle: no word lists (give the answers and the allowed guesses," \
	    "a word a line, as the first two arguments); nothing measured"
	exit 0
fi
if [ -n "$SELBY" ] && [ ! -x "$SELBY" ]; then
	echo "wordle: $SELBY is not a program; code's rows alone" >&2
	SELBY=
fi
here=$(cd "$(dirname "$0")" && pwd) || die "cannot find bench/"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/bench-wordle.XXXXXX") || die "mktemp failed"
trap 'rm -rf "$tmp"' EXIT
${CC:-cc} -O2 -o "$tmp/measure" "$here/measure.c" || die "cannot build measure"

# The cases: NAME|FIRST WORD|HARD (1 or 0)|PUBLISHED TOTAL
CASE_LIST='salet|salet|0|7920
salet-hard|salet|1|8122
crate|crate|0|7926'

field() {
	echo "$CASE_LIST" | awk -F'|' -v n="$1" -v f="$2" '$1 == n { print $f; k = 1 }
	    END { exit !k }' || die "no case $1"
}

# least WHO OUT COMMAND...: runs it, keeps in $tmp/WHO the "wall cpu" of
# the quickest run so far and its output in OUT.
least() {
	who=$1 out=$2
	shift 2
	"$tmp/measure" /dev/null "$tmp/run.out" "$@" >"$tmp/time" \
	    2>"$tmp/err" || die "$* failed: $(tail -n 3 "$tmp/err")"
	set -- $(awk '{ print $1, $3 + $4 }' "$tmp/time")
	if [ ! -s "$tmp/$who" ] ||
	    awk -v w="$1" '{ exit !(w < $1) }' "$tmp/$who"; then
		echo "$1 $2" >"$tmp/$who"
		cp "$tmp/run.out" "$out"
	fi
}

# two X: X to two decimals, or - as it is.
two() {
	awk -v x="$1" 'BEGIN { if (x == "-") print x; else printf "%.2f", x }'
}

echo "wordle: $CODE beside ${SELBY:-(no Selby binary)}, least of $RUNS runs," \
    "$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo '?') processors," \
    "load $(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?') at the start"
printf '%-11s %7s %6s %7s %6s %7s %6s %6s %6s %6s\n' case code-1t cpu \
    code-2t cpu selby cpu total ratio1 ratio2
for name in $CASES; do
	first=$(field "$name" 2) hard=$(field "$name" 3) want=$(field "$name" 4)
	ours="-v wordle --secrets=$ANSWERS --allowed=$ALLOWED"
	ours="$ours --strategy=optimal --first=$first"
	theirs="-a $ALLOWED -h $ANSWERS -w $first"
	if [ "$hard" = 1 ]; then
		ours="$ours --hard"
		theirs="$theirs -H"
	fi
	: >"$tmp/one"
	: >"$tmp/two"
	: >"$tmp/selby"
	i=0
	while [ "$i" -lt "$RUNS" ]; do
		# shellcheck disable=SC2086
		least one "$tmp/out1" "$CODE" analyze $ours --threads=1
		# shellcheck disable=SC2086
		least two "$tmp/out2" "$CODE" analyze $ours --threads=2
		# shellcheck disable=SC2086
		[ -z "$SELBY" ] || least selby "$tmp/sout" "$SELBY" $theirs
		i=$((i + 1))
	done
	for out in "$tmp/out1" "$tmp/out2"; do
		got=$(sed -n 's/^total guesses: //p' "$out")
		[ "$got" = "$want" ] || die "$name: code's total $got, not $want"
	done
	theirs_total=-
	if [ -n "$SELBY" ]; then
		theirs_total=$(sed -n 's/^Best first guess score = //p' "$tmp/sout")
		[ "$theirs_total" = "$want" ] ||
		    die "$name: Selby's total $theirs_total, not $want"
	fi
	set -- $(cat "$tmp/one") $(cat "$tmp/two") \
	    $(cat "$tmp/selby" 2>/dev/null) - -
	printf '%-11s %7.2f %6.2f %7.2f %6.2f %7s %6s %6s %6s %6s\n' \
	    "$name" "$1" "$2" "$3" "$4" "$(two "$5")" "$(two "$6")" "$want" \
	    "$(awk -v a="$1" -v b="$5" 'BEGIN { if (b + 0 > 0) printf "%.2f", a / b; else print "-" }')" \
	    "$(awk -v a="$3" -v b="$5" 'BEGIN { if (b + 0 > 0) printf "%.2f", a / b; else print "-" }')"
done
