#!/bin/sh
# bench/review.sh: how long `code review` takes on Wordle games played on
# Wordle's lists, beyond their first guess (issue 41's target: under 10 s
# a game on 2 threads).  The games: GAMES (default 20) secrets drawn from
# ANSWERS by a fixed seed, each opened with FIRST (crane) and played on
# by the entropy strategy (`code solve --strategy=entropy`, a good
# player's guesses, not the optimal ones) until solved.  Each is reviewed
# with --openings set to a table of one line, FIRST's own value (found
# once by `code analyze --first=FIRST`, reported beside), so that the
# first guess's values cost nothing and the time is the rest of the game:
# the best guess and the played guess's value at every later position.
# The lists are not shipped (fetch them; a word a line), so this is not
# part of make bench.
#
#	sh bench/review.sh ANSWERS ALLOWED [CODE]
#
# Environment: GAMES (20), FIRST (crane), THREADS (2), TMPDIR.  Prints a
# line a game (its secret, guesses, wall and processor seconds, peak
# memory) and then the least, median and largest wall time beside the
# target.  Without the lists it says so and exits 0; exits 1 if a run
# fails.

set -u
ANSWERS=${1:-}
ALLOWED=${2:-}
CODE=${3:-./code}
GAMES=${GAMES:-20}
FIRST=${FIRST:-crane}
THREADS=${THREADS:-2}

die() {
	echo "review: $*" >&2
	exit 1
}

if [ -z "$ANSWERS" ] || [ -z "$ALLOWED" ] || [ ! -r "$ANSWERS" ] ||
    [ ! -r "$ALLOWED" ]; then
	echo "review: no word lists (give the answers and the allowed" \
	    "guesses, a word a line, as the first two arguments); nothing" \
	    "measured"
	exit 0
fi
here=$(cd "$(dirname "$0")" && pwd) || die "cannot find bench/"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/bench-review.XXXXXX") || die "mktemp failed"
trap 'rm -rf "$tmp"' EXIT
${CC:-cc} -O2 -o "$tmp/measure" "$here/measure.c" || die "cannot build measure"
set -- -v wordle --secrets="$ANSWERS" --allowed="$ALLOWED"

# FIRST's value: the table --openings reads
"$tmp/measure" /dev/null "$tmp/first" "$CODE" analyze "$@" \
    --strategy=optimal --threads="$THREADS" --first="$FIRST" \
    --format=json >"$tmp/time" 2>"$tmp/err" ||
    die "analyze --first=$FIRST failed: $(tail -n 3 "$tmp/err")"
total=$(sed 's/.*"total":\([0-9]*\).*/\1/' "$tmp/first")
count=$(wc -l <"$ANSWERS")
awk -v w="$FIRST" -v t="$total" -v n="$count" \
    'BEGIN { printf "%s %.4f %d\n", w, t / n, t }' >"$tmp/table"
echo "first guess $FIRST: total $total over $count secrets," \
    "$(awk '{ printf "%.1f s wall, %.1f s processor", $1, $3 + $4 }' \
    "$tmp/time") (not in the rows below)"

awk -v n="$GAMES" 'BEGIN { srand(41) } { w[NR] = $1 }
    END { for (k = 0; k < n; k++) print w[1 + int(rand() * NR)] }' \
    "$ANSWERS" >"$tmp/secrets"
printf '%-8s %7s %8s %8s %8s\n' secret guesses wall cpu MiB
while read -r secret; do
	history=""
	guess=$FIRST
	for turn in 1 2 3 4 5 6 7 8; do
		marks=$("$CODE" score -v wordle "$secret" "$guess")
		history="$history $guess:$marks"
		[ "$marks" = GGGGG ] && break
		# shellcheck disable=SC2086 # the history is words
		guess=$("$CODE" solve "$@" --strategy=entropy $history)
	done
	# shellcheck disable=SC2086 # the history is words
	"$tmp/measure" /dev/null "$tmp/out" "$CODE" review "$@" \
	    --threads="$THREADS" --openings="$tmp/table" $history \
	    >"$tmp/time" 2>"$tmp/err" ||
	    die "review of$history failed: $(tail -n 3 "$tmp/err")"
	awk -v s="$secret" -v g="$(echo $history | wc -w)" \
	    '{ printf "%-8s %7d %8.2f %8.2f %8.1f\n", s, g, $1, $3 + $4,
	    $2 / 1024 }' "$tmp/time"
	awk '{ print $1 }' "$tmp/time" >>"$tmp/walls"
done <"$tmp/secrets"
sort -n "$tmp/walls" | awk '{ w[NR] = $1 }
    END { printf "%d games: wall least %.2f s, median %.2f s, largest" \
	" %.2f s; target: under 10 s each\n", NR, w[1], w[int((NR + 1) / 2)],
	w[NR] }'
