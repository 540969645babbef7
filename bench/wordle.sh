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
# WORDLE_CASES ("salet salet-hard crate"; on today's lists, his
# wordlist_nyt20230701_hidden and wordlist_nyt20220830_all, "tarse
# tarse-hard": 11219 and 11627), TMPDIR.
#
# With WORDLE_TABLE=FILE, a published table of every opening's value for
# these lists (his results_easy_*: lines GUESS AVERAGE TOTAL), the case
# "sample" instead: WORDLE_SAMPLE (20) openings drawn from the table by
# WORDLE_SEED (1), weighed by code in one run of its table (analyze
# --first-from=SAMPLE --top=all, at one thread and at two) and by Selby's
# program one run a word, once each; every total checked against the
# table; the row sums his runs' times.  Runs of code and of
# Selby's alternate.  Prints for each case each one's wall time and the
# processor time of that run (user + system), its total, and code's
# wall time over Selby's, at one thread and at two (timed by
# bench/measure.c, built with ${CC:-cc} -O2), and each one's peak resident
# memory in MiB (mb1, mb2, mbs).  Exits 1 if a run fails or a total is not
# the published one.

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
crate|crate|0|7926
tarse|tarse|0|11219
tarse-hard|tarse|1|11627'

field() {
	echo "$CASE_LIST" | awk -F'|' -v n="$1" -v f="$2" '$1 == n { print $f; k = 1 }
	    END { exit !k }' || die "no case $1"
}

# least WHO OUT COMMAND...: runs it, keeps in $tmp/WHO the "wall cpu mb"
# (peak resident MiB) of the quickest run so far and its output in OUT.
least() {
	who=$1 out=$2
	shift 2
	"$tmp/measure" /dev/null "$tmp/run.out" "$@" >"$tmp/time" \
	    2>"$tmp/err" || die "$* failed: $(tail -n 3 "$tmp/err")"
	set -- $(awk '{ print $1, $3 + $4, $2 / 1024 }' "$tmp/time")
	if [ ! -s "$tmp/$who" ] ||
	    awk -v w="$1" '{ exit !(w < $1) }' "$tmp/$who"; then
		echo "$1 $2 $3" >"$tmp/$who"
		cp "$tmp/run.out" "$out"
	fi
}

# two X: X to two decimals, or - as it is.
two() {
	awk -v x="$1" 'BEGIN { if (x == "-") print x; else printf "%.2f", x }'
}

# sample: the case "sample" (WORDLE_TABLE): WORDLE_SAMPLE openings drawn
# by WORDLE_SEED, code's table of them against Selby's runs a word.
sample() {
	table=$1 count=${WORDLE_SAMPLE:-20} seed=${WORDLE_SEED:-1}
	[ -r "$table" ] || die "no table $table"
	# a draw over the table's lines, each once, by Park and Miller's
	# generator (exact in awk's doubles)
	awk -v n="$count" -v seed="$seed" '{ w[NR] = $1; t[NR] = $3 }
	    END { x = seed
		for (j = 0; j < 10; j++)	# away from the first lines
			x = x * 16807 % 2147483647
		while (k < n && k < NR) {
			x = x * 16807 % 2147483647
			i = int(x / 2147483647 * NR) + 1
			if (!(i in used)) { used[i]; k++; print w[i], t[i] }
		} }' \
	    "$table" >"$tmp/sample" || die "cannot draw the sample"
	awk '{ print $1 }' "$tmp/sample" >"$tmp/words"
	ours="-v wordle --secrets=$ANSWERS --allowed=$ALLOWED --strategy=optimal"
	# shellcheck disable=SC2086
	"$tmp/measure" /dev/null "$tmp/out1" "$CODE" analyze $ours \
	    --first-from="$tmp/words" --top=all --threads=1 >"$tmp/one" ||
	    die "code failed"
	# shellcheck disable=SC2086
	"$tmp/measure" /dev/null "$tmp/out2" "$CODE" analyze $ours \
	    --first-from="$tmp/words" --top=all --threads=2 >"$tmp/two" ||
	    die "code failed"
	for out in "$tmp/out1" "$tmp/out2"; do
		awk 'NR == FNR { want[$1] = $2; next } FNR > 1 {
		    if ($3 != want[$2]) { print $2, $3, want[$2]; bad = 1 } }
		    END { exit bad }' "$tmp/sample" "$out" ||
		    die "code's totals are not the table's"
	done
	set -- $(awk '{ print $1, $3 + $4, $2 / 1024 }' "$tmp/one") \
	    $(awk '{ print $1, $3 + $4, $2 / 1024 }' "$tmp/two")
	wall1=$1 cpu1=$2 mb1=$3 wall2=$4 cpu2=$5 mb2=$6 swall=- scpu=- smb=-
	if [ -n "$SELBY" ]; then
		swall=0 scpu=0
		while read -r word total; do
			"$tmp/measure" /dev/null "$tmp/sout" "$SELBY" -a "$ALLOWED" \
			    -h "$ANSWERS" -w "$word" >"$tmp/time" ||
			    die "Selby's failed on $word"
			got=$(sed -n 's/^Best first guess score = //p' "$tmp/sout")
			[ "$got" = "$total" ] ||
			    die "$word: Selby's total $got, not $total"
			set -- $(awk '{ print $1, $3 + $4, $2 / 1024 }' "$tmp/time")
			echo "wordle: $word $total: Selby's $1 s" >&2
			swall=$(awk -v a="$swall" -v b="$1" 'BEGIN { print a + b }')
			scpu=$(awk -v a="$scpu" -v b="$2" 'BEGIN { print a + b }')
			smb=$(awk -v a="$smb" -v b="$3" 'BEGIN { print (a == "-" || b > a) ? b : a }')
		done <"$tmp/sample"
	fi
	printf '%-11s %7.2f %6.2f %7.2f %6.2f %7s %6s %6s %6s %6s %5.0f %5.0f %5s\n' \
	    "sample$count" "$wall1" "$cpu1" "$wall2" "$cpu2" "$(two "$swall")" \
	    "$(two "$scpu")" "$(awk '{ s += $2 } END { print s }' "$tmp/sample")" \
	    "$(awk -v a="$wall1" -v b="$swall" 'BEGIN { if (b + 0 > 0) printf "%.2f", a / b; else print "-" }')" \
	    "$(awk -v a="$wall2" -v b="$swall" 'BEGIN { if (b + 0 > 0) printf "%.2f", a / b; else print "-" }')" \
	    "$mb1" "$mb2" "$(awk -v m="$smb" 'BEGIN { if (m == "-") print m; else printf "%.0f", m }')"
	echo "wordle: the sample (seed $seed): $(awk '{ printf "%s%s", s, $1; s = " " }' "$tmp/sample")"
}

echo "wordle: $CODE beside ${SELBY:-(no Selby binary)}, least of $RUNS runs," \
    "$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo '?') processors," \
    "load $(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?') at the start"
printf '%-11s %7s %6s %7s %6s %7s %6s %6s %6s %6s %5s %5s %5s\n' case \
    code-1t cpu code-2t cpu selby cpu total ratio1 ratio2 mb1 mb2 mbs
if [ -n "${WORDLE_TABLE:-}" ]; then
	sample "$WORDLE_TABLE"
	exit 0
fi
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
	    $(cat "$tmp/selby" 2>/dev/null) - - -
	printf '%-11s %7.2f %6.2f %7.2f %6.2f %7s %6s %6s %6s %6s %5.0f %5.0f %5s\n' \
	    "$name" "$1" "$2" "$4" "$5" "$(two "$7")" "$(two "$8")" "$want" \
	    "$(awk -v a="$1" -v b="$7" 'BEGIN { if (b + 0 > 0) printf "%.2f", a / b; else print "-" }')" \
	    "$(awk -v a="$4" -v b="$7" 'BEGIN { if (b + 0 > 0) printf "%.2f", a / b; else print "-" }')" \
	    "$3" "$6" "$(awk -v m="$9" 'BEGIN { if (m == "-") print m; else printf "%.0f", m }')"
done
