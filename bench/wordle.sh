#!/bin/sh
# bench/wordle.sh: code's exact search on Wordle's lists beside Alex
# Selby's exact Wordle solver (github alex1770/wordle, its wordle
# program, built from its public source in a folder of its own; its code
# never enters this project), in one run, the whole process of each, code
# at one and at two threads, Selby's at one (his program has one).  The
# lists are not shipped (fetch them; a word a line): without them the
# script says so and exits 0, which is what make bench (bench/run.sh)
# prints unless WORDLE_DIR names them.
#
#	WORDLE_DIR=DIR sh bench/wordle.sh [CODE]
#	sh bench/wordle.sh ANSWERS ALLOWED [SELBY [CODE]]
#
# DIR: a clone of his repository (its lists and tables; his wordle built
# there, or code's rows alone).  Every case is run: on the original
# lists (wordlist_orig_hidden, 2315 answers, wordlist_orig_all, 12972
# guesses) the first words salet (7920), salet in hard mode (8122) and
# crate (7926), the full proof (every opening, the least total 7920, each
# of at most 7950 exact and checked against his normal.top105.proven;
# code at two threads alone, and his not run: "a day or two on a single
# core"), the same in hard mode (8122, to 8160, hard.top101.proven), and
# the position after fuzzy ----- (1352 answers; the next guess trace);
# on today's lists (wordlist_nyt20230701_hidden, wordlist_nyt20220830_all)
# tarse, normal and hard (11219, 11627), the full proof (11219, every
# opening of at most 11275 exact and checked against his
# results_easy_nyt20230701) and in hard mode (11627, to 11678,
# results_hard_nyt20230701); and the sample below on
# today's lists and his two tables of them (results_easy_nyt20230701,
# results_hard_nyt20230701; a table absent, its sample skipped with a
# word).  WORDLE_ORIG_CASES chooses among the
# first (default "salet salet-hard crate full full-hard fuzzy"),
# WORDLE_TODAY_CASES among the second (default "tarse tarse-hard"; its
# full proofs, today-full and today-full-hard, take hours today; "" none),
# WORDLE_SAMPLE=0 skips
# the sample.
#
# ANSWERS, ALLOWED: the lists of the second form, SELBY: his wordle
# binary ($SELBY; without it, code's rows alone), CODE: ./code.
# Environment: WORDLE_RUNS (3) runs of each, the least wall time kept
# (the machine this was measured on is shared: the least is the one
# least disturbed; a full proof and a position run once), WORDLE_CASES
# ("salet salet-hard crate"; any of salet salet-hard crate tarse
# tarse-hard full full-hard today-full today-full-hard fuzzy; with a
# full proof, WORDLE_PROVEN and WORDLE_PROVEN_HARD his tables of the best
# openings to check), TMPDIR.
#
# With WORDLE_TABLE=FILE, a published table of every opening's value for
# these lists (his results_easy_* and, with WORDLE_HARD=1, hard mode's
# results_hard_*: lines GUESS AVERAGE TOTAL, 1000000000 for none within
# six tries), the case "sample" instead: WORDLE_SAMPLE (20) openings
# drawn from the table by WORDLE_SEED (1), weighed by code in one run of
# its table (rank --first-from=SAMPLE --top=all, at one thread and at
# two) and by Selby's program one run a word, once each; every total
# checked against the table (none for his 1000000000); the row
# (sample20, sample20-hard) sums his runs' times.  Runs of code and of
# Selby's alternate.  Prints for each case each one's wall time and the
# processor time of that run (user + system), its answer (a total, or a
# guess), and code's wall time over Selby's, at one thread and at two
# (timed by bench/measure.c, built with ${CC:-cc} -O2), and each one's
# peak resident memory in MiB (mb1, mb2, mbs).  Exits 1 if a run fails
# or an answer is not the published one.

set -u
RUNS=${WORDLE_RUNS:-3}
CASES=${WORDLE_CASES:-salet salet-hard crate}
if [ -n "${WORDLE_DIR:-}" ]; then
	CODE=${1:-./code}
	ANSWERS=$WORDLE_DIR/wordlist_orig_hidden
	ALLOWED=$WORDLE_DIR/wordlist_orig_all
	SELBY=$WORDLE_DIR/wordle
	[ -x "$SELBY" ] || SELBY=
else
	ANSWERS=${1:-}
	ALLOWED=${2:-}
	SELBY=${3:-${SELBY:-}}
	CODE=${4:-./code}
fi

die() {
	echo "wordle: $*" >&2
	exit 1
}

if [ -z "$ANSWERS" ] || [ -z "$ALLOWED" ] || [ ! -r "$ANSWERS" ] ||
    [ ! -r "$ALLOWED" ]; then
	echo "wordle: no word lists (WORDLE_DIR, a folder of his repository's" \
	    "lists, or the answers and the allowed guesses, a word a line, as" \
	    "the first two arguments); nothing measured"
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

# The cases: NAME|WHAT|HARD (1 or 0)|PUBLISHED|CUTOFF.  WHAT is a first
# word (analyze --first=WORD; PUBLISHED its total), all (the full proof:
# rank --first=all --above=CUTOFF, every opening at most CUTOFF exact;
# PUBLISHED the least total, and the exact rows are checked against
# WORDLE_PROVEN, his table of the best openings, where given) or a
# position WORD:MARKS (solve WORD:MARKS; PUBLISHED the next guess).  The
# full proofs and the positions run once (they take minutes), and his
# full proof is not run ("a day or two on a single core", his README).
CASE_LIST='salet|salet|0|7920
salet-hard|salet|1|8122
crate|crate|0|7926
tarse|tarse|0|11219
tarse-hard|tarse|1|11627
full|all|0|7920|7950
full-hard|all|1|8122|8160
today-full|all|0|11219|11275
today-full-hard|all|1|11627|11678
fuzzy|fuzzy:-----|0|trace'

field() {
	echo "$CASE_LIST" | awk -F'|' -v n="$1" -v f="$2" '$1 == n { print $f; k = 1 }
	    END { exit !k }' || die "no case $1"
}

# figures FILE: "wall cpu mb" (processor time user + system, peak
# resident MiB) of bench/measure's line in FILE.
figures() {
	awk '{ print $1, $3 + $4, $2 / 1024 }' "$1"
}

# kept WHO: the "wall cpu mb" least() kept for WHO, or "- - -".
kept() {
	if [ -s "$tmp/$1" ]; then cat "$tmp/$1"; else echo - - -; fi
}

# least WHO OUT COMMAND...: runs it, keeps in $tmp/WHO the figures of
# the quickest run so far and its output in OUT.
least() {
	who=$1 out=$2
	shift 2
	"$tmp/measure" /dev/null "$tmp/run.out" "$@" >"$tmp/time" \
	    2>"$tmp/err" || die "$* failed: $(tail -n 3 "$tmp/err")"
	set -- $(figures "$tmp/time")
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

# ratio A B: A / B to two decimals, or - where either is missing.
ratio() {
	awk -v a="$1" -v b="$2" 'BEGIN { if (a != "-" && b != "-" && b + 0 > 0)
	    printf "%.2f", a / b; else print "-" }'
}

# mib M: M to a whole MiB, or -.
mib() {
	awk -v m="$1" 'BEGIN { if (m == "-") print m; else printf "%.0f", m }'
}

ROW='%-11s %7s %6s %7s %6s %7s %6s %6s %6s %6s %5s %5s %5s\n'

# row NAME ANSWER ONE TWO SELBY: a row of the table, ONE, TWO and SELBY
# each "wall cpu mb" (or "- - -") of code at one and two threads and his.
row() {
	name=$1 answer=$2
	# shellcheck disable=SC2086
	set -- $3 $4 $5
	# shellcheck disable=SC2059
	printf "$ROW" "$name" "$(two "$1")" "$(two "$2")" "$(two "$4")" \
	    "$(two "$5")" "$(two "$7")" "$(two "$8")" "$answer" \
	    "$(ratio "$1" "$7")" "$(ratio "$4" "$7")" "$(mib "$3")" \
	    "$(mib "$6")" "$(mib "$9")"
}

# sample TABLE HARD: the case "sample" (WORDLE_TABLE): WORDLE_SAMPLE
# openings drawn by WORDLE_SEED, code's table of them against Selby's
# runs a word; in hard mode if HARD is 1.
sample() {
	table=$1 count=${WORDLE_SAMPLE:-20} seed=${WORDLE_SEED:-1}
	mode='' theirs_mode='' name=sample$count
	if [ "$2" = 1 ]; then
		mode=--hard theirs_mode=-H name=$name-hard
	fi
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
	ours="-v wordle --secrets=$ANSWERS --allowed=$ALLOWED $mode"
	# shellcheck disable=SC2086
	"$tmp/measure" /dev/null "$tmp/out1" "$CODE" rank $ours \
	    --first-from="$tmp/words" --top=all --threads=1 >"$tmp/one" ||
	    die "code failed"
	# shellcheck disable=SC2086
	"$tmp/measure" /dev/null "$tmp/out2" "$CODE" rank $ours \
	    --first-from="$tmp/words" --top=all --threads=2 >"$tmp/two" ||
	    die "code failed"
	for out in "$tmp/out1" "$tmp/out2"; do
		awk 'NR == FNR { want[$1] = $2 == 1000000000 ? "none" : $2
			next } FNR > 1 {
		    if ($3 != want[$2]) { print $2, $3, want[$2]; bad = 1 } }
		    END { exit bad }' "$tmp/sample" "$out" ||
		    die "code's totals are not the table's"
	done
	swall=- scpu=- smb=-
	if [ -n "$SELBY" ]; then
		swall=0 scpu=0
		while read -r word total; do
			"$tmp/measure" /dev/null "$tmp/sout" "$SELBY" -a "$ALLOWED" \
			    -h "$ANSWERS" -w "$word" $theirs_mode >"$tmp/time" ||
			    die "Selby's failed on $word"
			got=$(sed -n 's/^Best first guess score = //p' "$tmp/sout")
			[ "$got" = "$total" ] ||
			    die "$word: Selby's total $got, not $total"
			set -- $(figures "$tmp/time")
			echo "wordle: $word $total: Selby's $1 s" >&2
			swall=$(awk -v a="$swall" -v b="$1" 'BEGIN { print a + b }')
			scpu=$(awk -v a="$scpu" -v b="$2" 'BEGIN { print a + b }')
			smb=$(awk -v a="$smb" -v b="$3" 'BEGIN { print (a == "-" || b > a) ? b : a }')
		done <"$tmp/sample"
	fi
	row "$name" "$(awk '$2 != 1000000000 { s += $2 } END { print s }' \
	    "$tmp/sample")" \
	    "$(figures "$tmp/one")" "$(figures "$tmp/two")" "$swall $scpu $smb"
	echo "wordle: the sample (seed $seed): $(awk '{ printf "%s%s", s, $1; s = " " }' "$tmp/sample")"
}

# selby_marks MARKS: Wordle's marks as his program reads them (B Y G).
selby_marks() {
	echo "$1" | tr -- '-.yg' 'BBYG'
}

# answer WHAT OUT: the answer code printed for the case WHAT in OUT.
answer() {
	case $1 in
	all) awk 'NR == 2 { print $3 }' "$2" ;;
	*:*) sed -n 1p "$2" ;;
	*) sed -n 's/^total guesses: //p' "$2" ;;
	esac
}

# proven OUT CUTOFF FILE: 0, printing how many, if the exact rows of
# code's table in OUT at most CUTOFF are those of FILE (his lines WORD
# TOTAL, or WORD AVERAGE TOTAL) at most CUTOFF.
proven() {
	awk -v cut="$2" 'NR == FNR { if ($NF + 0 <= cut) want[$1] = $NF; next }
	    FNR > 1 && $3 ~ /^[0-9]+$/ && $3 + 0 <= cut { got[$2] = $3 }
	    END { for (w in want) if (got[w] != want[w]) {
			print "wordle: " w " " want[w] ", code " got[w] >"/dev/stderr"; bad = 1 }
		for (w in got) if (!(w in want)) {
			print "wordle: code has " w " " got[w] ", not in his table" >"/dev/stderr"; bad = 1 }
		if (!bad) print length(got)
		exit bad }' "$3" "$1"
}

# cases: the cases of $CASES on $ANSWERS and $ALLOWED, a row each.
cases() {
	echo "wordle: $CODE beside ${SELBY:-(no Selby binary)}, least of $RUNS runs" \
	    "(full proofs and positions: one, and code's at two threads" \
	    "alone for a full proof), $(getconf _NPROCESSORS_ONLN 2>/dev/null ||
	    echo '?') processors, load $(cut -d' ' -f1 /proc/loadavg 2>/dev/null ||
	    echo '?') at the start; lists $ANSWERS, $ALLOWED"
	# shellcheck disable=SC2059
	printf "$ROW" case code-1t cpu code-2t cpu selby cpu total ratio1 \
	    ratio2 mb1 mb2 mbs
	if [ -n "${WORDLE_TABLE:-}" ]; then
		sample "$WORDLE_TABLE" "${WORDLE_HARD:-0}"
		return
	fi
	for name in $CASES; do
		one_case "$name"
	done
}

# one_case NAME: its row.
one_case() {
	what=$(field "$1" 2) hard=$(field "$1" 3) want=$(field "$1" 4)
	lists="-v wordle --secrets=$ANSWERS --allowed=$ALLOWED"
	base="$lists --strategy=optimal"
	theirs="-a $ALLOWED -h $ANSWERS" runs=$RUNS single=1
	case $what in
	all)
		cutoff=$(field "$1" 5)
		ours="rank $lists --first=all --above=$cutoff --memory=2G"
		theirs= runs=1 single=0
		;;
	*:*)
		ours="solve $base $what" runs=1
		theirs="$theirs -w ${what%%:*}.$(selby_marks "${what#*:}")"
		;;
	*)
		ours="analyze $base --first=$what" theirs="$theirs -w $what" ;;
	esac
	if [ "$hard" = 1 ]; then
		ours="$ours --hard"
		[ -z "$theirs" ] || theirs="$theirs -H"
	fi
	[ -n "$SELBY" ] || theirs=
	: >"$tmp/one"
	: >"$tmp/two"
	: >"$tmp/selby"
	i=0
	while [ "$i" -lt "$runs" ]; do
		# shellcheck disable=SC2086
		[ "$single" = 0 ] || least one "$tmp/out1" "$CODE" $ours --threads=1
		# shellcheck disable=SC2086
		least two "$tmp/out2" "$CODE" $ours --threads=2
		# shellcheck disable=SC2086
		[ -z "$theirs" ] || least selby "$tmp/sout" "$SELBY" $theirs
		i=$((i + 1))
	done
	outs=$tmp/out2
	[ "$single" = 0 ] || outs="$tmp/out1 $outs"
	for out in $outs; do
		got=$(answer "$what" "$out")
		[ "$got" = "$want" ] || die "$1: code's answer $got, not $want"
	done
	if [ "$what" = all ]; then
		table=${WORDLE_PROVEN:-}
		[ "$hard" = 0 ] || table=${WORDLE_PROVEN_HARD:-}
		if [ -n "$table" ]; then
			exact=$(proven "$tmp/out2" "$cutoff" "$table") ||
			    die "$1: the exact rows are not his table's"
			echo "wordle: $1: every opening at most $cutoff exact," \
			    "$exact of them, as his $table"
		fi
	fi
	if [ -n "$theirs" ]; then
		case $what in
		*:*) theirs_got=$(sed -n 's/^Best first guess = //p' "$tmp/sout") ;;
		*) theirs_got=$(sed -n 's/^Best first guess score = //p' "$tmp/sout") ;;
		esac
		[ "$theirs_got" = "$want" ] ||
		    die "$1: Selby's answer $theirs_got, not $want"
	fi
	row "$1" "$want" "$(kept one)" "$(kept two)" "$(kept selby)"
}

if [ -z "${WORDLE_DIR:-}" ]; then
	cases
	exit 0
fi
# WORDLE_DIR: every case on the lists they are measured on.
d=$WORDLE_DIR
ANSWERS=$d/wordlist_orig_hidden ALLOWED=$d/wordlist_orig_all
CASES=${WORDLE_ORIG_CASES:-salet salet-hard crate full full-hard fuzzy}
WORDLE_PROVEN=$d/normal.top105.proven WORDLE_PROVEN_HARD=$d/hard.top101.proven
cases
ANSWERS=$d/wordlist_nyt20230701_hidden ALLOWED=$d/wordlist_nyt20220830_all
CASES=${WORDLE_TODAY_CASES-tarse tarse-hard}
WORDLE_PROVEN=$d/results_easy_nyt20230701
WORDLE_PROVEN_HARD=$d/results_hard_nyt20230701
[ -z "$CASES" ] || cases
[ "${WORDLE_SAMPLE:-20}" = 0 ] && exit 0
for WORDLE_HARD in 0 1; do
	WORDLE_TABLE=$d/results_easy_nyt20230701
	[ "$WORDLE_HARD" = 0 ] || WORDLE_TABLE=$d/results_hard_nyt20230701
	if [ -r "$WORDLE_TABLE" ]; then
		cases
	else
		echo "wordle: no table $WORDLE_TABLE; its sample skipped"
	fi
done
