#!/bin/sh
# bench/family.sh: the family's rules (issue 33), beside counts' rows.
#
#	sh bench/family.sh [CODE]	(CODE defaults to ./code)
#
# 1. Streams: code score -f of BENCH_FAMILY_PAIRS (1000000) pairs of
#    code gen --pairs, in three shapes (the board game, 4 of 1-6; Wordle's,
#    5 of a-z; the longest marks take, 10 of 1-9), under each rule: the
#    least of BENCH_FAMILY_STREAM_RUNS (5) runs to /dev/null, the rules'
#    runs taken in turn (a shared machine's noise moves a run by a third,
#    and the least is the run it moved least), nanoseconds a pair and the
#    ratio to counts' on the same pairs (target: at most 1.5).
# 2. The table of marks of 3158 secrets by 14855 allowed words (today's
#    Wordle's sizes), on one thread: code solve --strategy=knuth after a
#    hint (the table is filled for every secret; weighing the few left
#    is quick) less code solve --strategy=first after the same hint (no
#    table: reading the lists and starting up), each the median of
#    BENCH_FAMILY_RUNS (3) runs (target: under 0.5 s).
# 3. Every heuristic's full analysis (code analyze) of 2315 secrets and
#    12972 allowed words (Wordle's original sizes) under marks on two
#    threads (target: under 5 s each), and under counts on the same lists
#    beside them.
# 4. The exact search (code analyze --strategy=optimal, one thread) on
#    words of Debian's lists (wamerican, wspanish: make tools installs
#    them; rows without their list are skipped) of 5, 6 and 7 letters,
#    marks of 243, 729 and 2187 hints: every 4th English word of 5
#    letters a-z, every 5th of 6, every 3rd of 7, every 4th Spanish word
#    of 5 small letters (accents and ñ, a letter a symbol); the median of BENCH_FAMILY_RUNS
#    runs, its peak memory, the total and the first guess.  No target:
#    the rows say what six and seven letters cost beside five.
#
# The lists are random words of 5 letters a-z from a fixed seed (no game's
# word list ships here); BENCH_WORDLE_SECRETS and BENCH_WORDLE_ALLOWED
# name other files for parts 2 and 3 (Wordle's real lists, for example:
# their parts are larger than random words', and the analyses slower).
# Exits 1 only if a run fails; a missed target is reported, not fatal.

set -u
CODE=${1:-./code}
RUNS=${BENCH_FAMILY_RUNS:-3}
PAIRS=${BENCH_FAMILY_PAIRS:-1000000}
STREAM_RUNS=${BENCH_FAMILY_STREAM_RUNS:-5}
rules="counts black total marks"
CC=${CC:-cc}

die() {
	echo "bench: $*" >&2
	exit 1
}

here=$(cd "$(dirname "$0")" && pwd) || die "cannot find bench/"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/bench-family.XXXXXX") || die "mktemp failed"
trap 'rm -rf "$tmp"' EXIT
$CC -O2 -o "$tmp/measure" "$here/measure.c" || die "cannot build measure"

# time CMD ...: the median run's seconds, processor seconds and MB; its
# output in $tmp/out
time_median() {
	: >"$tmp/times"
	i=0
	while [ "$i" -lt "$RUNS" ]; do
		"$tmp/measure" /dev/null "$tmp/out" "$@" >>"$tmp/times" ||
		    die "$* failed"
		i=$((i + 1))
	done
	awk '{ print $1, $3 + $4, $2 / 1024 }' "$tmp/times" | sort -n |
	    awk '{ a[NR] = $0 } END { print a[int((NR + 1) / 2)] }'
}

# words N SEED: N distinct random words of 5 letters a-z, sorted
words() {
	awk -v n="$1" -v seed="$2" 'BEGIN {
		srand(seed)
		while (made < n) {
			w = ""
			for (i = 0; i < 5; i++)
				w = w sprintf("%c", 97 + int(rand() * 26))
			if (!(w in seen)) { seen[w] = 1; made++; print w }
		}
	}' | sort
}

echo "family: $CODE, median of $RUNS runs," \
    "$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo '?') processors"
echo "streams: code score -f, $PAIRS pairs of code gen --pairs," \
    "the least of $STREAM_RUNS runs, each rule's runs in turn"
printf '%-8s %-7s %9s %9s %9s  %s\n' shape rule seconds ns/pair ratio verdict
status=0
while read -r shape options; do
	# shellcheck disable=SC2086
	"$CODE" gen --pairs $options --games="$PAIRS" >"$tmp/pairs" ||
	    die "gen --pairs $options failed"
	for rule in $rules; do : >"$tmp/times.$rule"; done
	i=0
	while [ "$i" -lt "$STREAM_RUNS" ]; do	# the rules' runs interleaved
		for rule in $rules; do
			# shellcheck disable=SC2086
			"$tmp/measure" /dev/null /dev/null "$CODE" score \
			    $options --hint="$rule" -f "$tmp/pairs" \
			    >>"$tmp/times.$rule" || die "score $options failed"
		done
		i=$((i + 1))
	done
	for rule in $rules; do
		s=$(sort -n "$tmp/times.$rule" | awk '{ a[NR] = $1 }
		    END { print a[1] }')
		[ "$rule" = counts ] && base=$s
		awk -v shape="$shape" -v rule="$rule" -v s="$s" -v b="$base" \
		    -v n="$PAIRS" 'BEGIN {
			r = s / b
			printf "%-8s %-7s %9.3f %9.0f %9.2f  %s\n", shape,
			    rule, s, s / n * 1e9, r, r <= 1.5 ? "PASS" : "FAIL"
		}'
	done
done <<EOF
classic -v classic
wordle -v wordle
ten -v hints --length=10
EOF

if [ -n "${BENCH_WORDLE_SECRETS:-}" ] && [ -n "${BENCH_WORDLE_ALLOWED:-}" ]
then
	secrets=$BENCH_WORDLE_SECRETS allowed=$BENCH_WORDLE_ALLOWED
	big_secrets=$secrets big_allowed=$allowed
	echo "lists: $secrets ($(wc -l <"$secrets") secrets)," \
	    "$allowed ($(wc -l <"$allowed") allowed)"
else
	words 14855 33 >"$tmp/big_allowed"
	awk 'NR % 47 < 10' "$tmp/big_allowed" | head -n 3158 >"$tmp/big_secrets"
	words 12972 340 >"$tmp/allowed"
	awk 'NR % 28 < 5' "$tmp/allowed" | head -n 2315 >"$tmp/secrets"
	big_secrets=$tmp/big_secrets big_allowed=$tmp/big_allowed
	secrets=$tmp/secrets allowed=$tmp/allowed
	echo "lists: random words of 5 letters a-z:" \
	    "$(wc -l <"$big_secrets") by $(wc -l <"$big_allowed") for the table," \
	    "$(wc -l <"$secrets") by $(wc -l <"$allowed") for the analyses"
fi

secret=$(head -n 1 "$big_secrets")
guess=$(sed -n '2p' "$big_allowed")
hint=$("$CODE" score -v wordle "$secret" "$guess") || die "score failed"
printf '%-24s %9s %9s %7s %8s  %s\n' table seconds ns/hint MB target verdict
set -- $(time_median "$CODE" solve -v wordle --secrets="$big_secrets" \
    --allowed="$big_allowed" --strategy=first --threads=1 "$guess:$hint")
start=$1
set -- $(time_median "$CODE" solve -v wordle --secrets="$big_secrets" \
    --allowed="$big_allowed" --strategy=knuth --threads=1 "$guess:$hint")
awk -v s="$1" -v b="$start" -v mb="$3" -v n="$(($(wc -l <"$big_secrets") * \
    $(wc -l <"$big_allowed")))" 'BEGIN {
	t = s - b
	printf "%-24s %9.3f %9.2f %7.0f %8s  %s\n", "marks-1t", t,
	    t / n * 1e9, mb, "0.5", t < 0.5 ? "PASS" : "FAIL"
	printf "%-24s %9.3f\n", "(start-up, no table)", b
}'

printf '%-24s %9s %9s %7s %8s %8s %6s  %s\n' analysis seconds cpu MB target \
    total worst verdict
for rule in marks counts; do
	for strategy in first knuth most-parts expected-size entropy; do
		set -- $(time_median "$CODE" analyze -v wordle --hint="$rule" \
		    --secrets="$secrets" --allowed="$allowed" \
		    --strategy="$strategy" --threads=2)
		total=$(sed -n 's/^total guesses: //p' "$tmp/out")
		worst=$(sed -n 's/^worst case: //p' "$tmp/out")
		target=-
		[ "$rule" = marks ] && target=5
		awk -v name="$rule-$strategy-2t" -v s="$1" -v c="$2" \
		    -v mb="$3" -v t="$target" -v total="$total" \
		    -v worst="$worst" 'BEGIN {
			printf "%-24s %9.3f %9.3f %7.0f %8s %8s %6s  %s\n",
			    name, s, c, mb, t, total, worst,
			    t == "-" ? "-" : s < t ? "PASS" : "FAIL"
		}'
	done
done

# debian_words FILE LENGTH EVERY CLASS: every EVERYth word of LENGTH
# letters of the bracket expression CLASS of Debian's list FILE, into
# $tmp/words; 1 if there is none.
debian_words() {
	[ -r "$1" ] || return 1
	LC_ALL=C.UTF-8 grep -x "[$4]\{$2\}" "$1" |
	    awk -v e="$3" 'NR % e == 0' >"$tmp/words"
	[ -s "$tmp/words" ]
}

printf '%-24s %9s %9s %7s %8s  %s\n' exact seconds words MB total first
while read -r name file length every class; do
	if ! debian_words "/usr/share/dict/$file" "$length" "$every" "$class"
	then
		printf '%-24s %9s  (no /usr/share/dict/%s)\n' "$name" - "$file"
		continue
	fi
	set -- $(time_median "$CODE" analyze -v wordle --secrets="$tmp/words" \
	    --strategy=optimal --threads=1)
	printf '%-24s %9.3f %9d %7.0f %8s  %s\n' "$name" "$1" \
	    "$(wc -l <"$tmp/words")" "$3" \
	    "$(sed -n 's/^total guesses: //p' "$tmp/out")" \
	    "$(sed -n 's/^first guess: //p' "$tmp/out")"
done <<EOF
en-5-letters-1t american-english 5 4 a-z
en-6-letters-1t american-english 6 5 a-z
en-7-letters-1t american-english 7 3 a-z
es-5-letters-1t spanish 5 4 [:lower:]
EOF
exit $status
