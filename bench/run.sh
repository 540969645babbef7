#!/bin/sh
# bench/run.sh: times `code` on generated Master-Mind Hints judge inputs of
# every shape (one row per shape) against `wc -l` on the same file and a
# scanf/printf baseline (bench/baseline.c), with output to /dev/null and
# through a pipe; reports peak memory, and checks that `code` and the
# baseline print the same.
#
#	sh bench/run.sh [CODE]		(CODE defaults to ./code)
#
# Environment: CC (cc), BENCH_MB (50) size of each input, BENCH_RUNS (5)
# timed runs per program, output and input, BENCH_BIG_MB (2000; 0 skips
# it) size of the input for the memory check, BENCH_BIG_SHAPE (1000),
# BENCH_SHAPES (every N 1..16, 20, 32, 64, 100, 1000, 1000000, then the
# mixes uniform, small and mix), BENCH_SEED (340), BENCH_FILTER_ONLY (0; 1
# stops after the filter's rows: no solver.sh, family.sh, tree.sh,
# check.sh or wordle.sh), WORDLE_DIR (Wordle's lists for wordle.sh),
# BENCH_STAT (median; least: the least of the runs, which a loaded
# machine moves less), TMPDIR.
#
# Exit status: 0 when every output matched (whether the speed targets were
# met or not: this is a report), 1 when outputs differ or something broke.

set -u

CODE=${1:-./code}
MB=${BENCH_MB:-50}
RUNS=${BENCH_RUNS:-5}
BIG_MB=${BENCH_BIG_MB:-2000}
BIG_SHAPE=${BENCH_BIG_SHAPE:-1000}
SHAPES=${BENCH_SHAPES:-1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 20 32 64 100 1000 1000000 uniform small mix}
SEED=${BENCH_SEED:-340}
FILTER_ONLY=${BENCH_FILTER_ONLY:-0}
STAT=${BENCH_STAT:-median}
CC=${CC:-cc}
LC_ALL=C
export LC_ALL

# The targets of every row.
TARGET_MBS=1500		# MB/s, output to /dev/null and through a pipe
TARGET_WC=3		# at most this many times the time of wc -l
TARGET_BASE=40		# at least this many times the baseline's speed

die() {
	echo "bench: $*" >&2
	exit 1
}

for v in "MB=$MB" "RUNS=$RUNS" "BIG_MB=$BIG_MB" "SEED=$SEED" \
    "FILTER_ONLY=$FILTER_ONLY"; do
	case ${v#*=} in
	'' | *[!0-9]*) die "BENCH_${v%%=*}: not a number: '${v#*=}'" ;;
	esac
done
[ "$MB" -gt 0 ] || die "BENCH_MB must be at least 1"
case $STAT in
median | least) ;;
*) die "BENCH_STAT: median or least, not '$STAT'" ;;
esac
[ "$RUNS" -gt 0 ] || die "BENCH_RUNS must be at least 1"
for s in $SHAPES $BIG_SHAPE; do
	case $s in
	short | long | huge | mix | uniform | small) ;;
	'' | *[!0-9]* | 0*) die "unknown shape '$s' (a number N," \
	    "short, long, huge, mix, uniform, small)" ;;
	*) [ "$s" -le 1000000 ] || die "shape '$s': N is at most 1000000" ;;
	esac
done
case $CODE in
*/*)
	if ! [ -f "$CODE" ] || ! [ -x "$CODE" ]; then
		die "$CODE: no such program (run make first)"
	fi
	;;
*) command -v "$CODE" >/dev/null 2>&1 || die "$CODE: no such program" ;;
esac

here=$(cd "$(dirname "$0")" && pwd) || die "cannot find bench/"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/bench.XXXXXX") || die "mktemp failed"
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM HUP

for p in baseline measure; do
	$CC -O2 -o "$tmp/$p" "$here/$p.c" || die "cannot build $p"
done

# measure IN OUT CMD...: prints "SECONDS MAXRSS_KIB"; dies if CMD fails.
# OUT "|" is a pipe that measure drains.
measure() {
	"$tmp/measure" "$@" || die "$3 failed on $1 (status $?)"
}

# Prints the median (BENCH_STAT=median) or the least (least) of the
# numbers on standard input, one a line.
typical() {
	sort -n | awk -v stat="$STAT" '{ a[NR] = $1 }
	    END { if (stat == "least") print a[1]
		  else if (NR % 2) print a[(NR + 1) / 2]
		  else print (a[NR / 2] + a[NR / 2 + 1]) / 2 }'
}

# shape_options SHAPE: the options of `code gen` for a shape.  Games of
# N <= 100 have up to 2000 guesses, of N <= 1000 up to 100; a longer N is
# one game with as many guesses as fit, or up to 3 guesses in a mix.
#   short: N = 4; long: N = 1000; huge: N = 10^6; a number N: that N only;
#   uniform: N drawn evenly from 1..16, 20, 32, 64, 100, 1000 and 10^6;
#   small: the same N, three games in four of N <= 10; mix: N of 1..10^6,
#   mostly short (40% 1..10, 30% 11..100, 20% 101..999, 9.8% 1000).
shape_options() {
	per=1-2000
	case $1 in
	short) shape_options 4 ;;
	long) shape_options 1000 ;;
	huge) shape_options 1000000 ;;
	mix) echo "--length=1-10:0-1000*400,11-100:0-200*300,101-999:0-50*200" \
	    ",1000:0-100*98,1001-1000000:1-3*2" | tr -d ' ' ;;
	uniform) echo "--length=1-16:$per*16,20:$per,32:$per,64:$per,100:$per" \
	    ",1000:1-100,1000000:1-3" | tr -d ' ' ;;
	small) echo "--length=1-10:$per*36,11-16:$per*6,20:$per,32:$per" \
	    ",64:$per,100:$per,1000:1-100,1000000:1-3" | tr -d ' ' ;;
	*)
		if [ "$1" -le 100 ]; then
			echo "--length=$1 --guesses=$per"
		elif [ "$1" -le 1000 ]; then
			echo "--length=$1 --guesses=1-100"
		else
			echo "--length=$1 --games=1 --guesses=1000000000"
		fi ;;
	esac
}

# gen SHAPE MEGABYTES FILE: writes the input with `code gen` and keeps its
# summary in FILE.gen: "code: gen: BYTES bytes, GAMES games, GUESSES
# guesses, max N MAXN".
gen() {
	# shellcheck disable=SC2046 # the options are several words
	"$CODE" gen $(shape_options "$1") --limits=none --bytes="$2"000000 \
	    --seed="$SEED" --summary >"$3" 2>"$3.gen" ||
	    die "cannot generate $1 ($(cat "$3.gen"))"
}

version=$("$CODE" --version </dev/null 2>/dev/null | head -n 1)
echo "bench: $CODE${version:+ ($version)}, $(getconf _NPROCESSORS_ONLN \
    2>/dev/null || echo '?') processors, $STAT wall-clock of $RUNS runs;"
echo "bench: MB = 10^6 bytes; the baseline timed once (its run for the" \
    "output check); inputs in $tmp (seed $SEED)"

status=0
: >"$tmp/results"
: >"$tmp/checks"
for s in $SHAPES; do
	in=$tmp/$s.in
	gen "$s" "$MB" "$in"

	# The check run, separate from the timed ones, also warms the cache;
	# the baseline's, 40 times slower or more, is its timing.
	measure "$in" "$tmp/code.out" "$CODE" >/dev/null
	read -r tb _ <<EOF
$(measure "$in" "$tmp/base.out" "$tmp/baseline")
EOF
	want=$(awk '{ print $5 + $7 }' "$in.gen")
	lines=$(wc -l <"$tmp/code.out" | tr -d ' ')
	if ! cmp -s "$tmp/code.out" "$tmp/base.out"; then
		where=$(cmp "$tmp/code.out" "$tmp/base.out" 2>&1 |
		    sed 's/.* differ: //')
		echo "FAIL  $s: code and baseline differ: $where" >>"$tmp/checks"
		status=1
	elif [ "$lines" != "$want" ]; then
		echo "FAIL  $s: $lines lines of output, $want expected" \
		    "(games + guesses)" >>"$tmp/checks"
		status=1
	else
		echo "PASS  $s: code and baseline print the same $lines lines" \
		    >>"$tmp/checks"
	fi
	rm -f "$tmp/base.out"

	# The floors: cat reading the input (no work done on it), and cat
	# pushing code's output through the same pipe (no work making it).
	: >"$tmp/t.null"
	: >"$tmp/t.pipe"
	: >"$tmp/t.wc"
	: >"$tmp/t.cat"
	: >"$tmp/t.floor"
	r=0
	while [ "$r" -lt "$RUNS" ]; do
		measure "$in" /dev/null "$CODE" >>"$tmp/t.null"
		measure "$in" "|" "$CODE" >>"$tmp/t.pipe"
		measure "$in" /dev/null wc -l >>"$tmp/t.wc"
		measure "$in" /dev/null cat >>"$tmp/t.cat"
		measure "$tmp/code.out" "|" cat >>"$tmp/t.floor"
		r=$((r + 1))
	done
	rm -f "$tmp/code.out"
	bytes=$(awk '{ print $3 }' "$in.gen")
	maxn=$(awk '{ print $NF }' "$in.gen")
	tn=$(awk '{ print $1 }' "$tmp/t.null" | typical)
	tp=$(awk '{ print $1 }' "$tmp/t.pipe" | typical)
	tw=$(awk '{ print $1 }' "$tmp/t.wc" | typical)
	rss=$(awk '$2 > m { m = $2 } END { print m + 0 }' "$tmp/t.null")
	sys=$(awk '{ print $3 / $1 }' "$tmp/t.null" | typical)
	tu=$(awk '{ print $3 + $4 }' "$tmp/t.null" | typical)
	tc=$(awk '{ print $1 }' "$tmp/t.cat" | typical)
	tf=$(awk '{ print $1 }' "$tmp/t.floor" | typical)
	echo "$s $bytes $tn $tp $tb $tw $rss $maxn $sys $tc $tf $tu" \
	    >>"$tmp/results"
	rm -f "$in"
done

# One row a shape; "kernel" is the share of the time to /dev/null that
# the kernel spent for code (reading, mostly); "cpu MB/s" the input over
# code's processor time (user and system) to /dev/null, which another
# program's load moves less than the wall clock; "cat" the time of cat
# reading the input, and "floor" that of cat pushing code's output
# through the pipe, in x wc -l; "misses" names the targets the row does
# not meet: mbs (MB/s to /dev/null), pmbs (through a pipe), wc and pwc
# (x wc -l), base, rss; a miss marked * is one that the floor alone
# misses too (cat for mbs and wc, the larger of the two for the pipe's).
echo
awk -v mbs="$TARGET_MBS" -v wc="$TARGET_WC" -v base="$TARGET_BASE" '
function missed(name, code_misses, floor_misses) {
	if (!code_misses) return ""
	return " " name (floor_misses ? "*" : "")
}
BEGIN {
	printf "%-8s %4s %9s %6s %6s %8s %9s %6s %9s %7s %8s %5s %6s  %s\n",
	    "shape", "MB", "null MB/s", "x wc", "kernel", "cpu MB/s",
	    "pipe MB/s", "x wc", "base MB/s", "x base", "RSS KiB", "cat",
	    "floor", "misses"
}
{
	mb = $2 / 1e6
	limit = 4096 + int(($8 + 1023) / 1024)
	fp = $11 > $10 ? $11 : $10
	miss = missed("mbs", mb / $3 < mbs, mb / $10 < mbs)
	miss = miss missed("pmbs", mb / $4 < mbs, mb / fp < mbs)
	miss = miss missed("wc", $3 / $6 > wc, $10 / $6 > wc)
	miss = miss missed("pwc", $4 / $6 > wc, fp / $6 > wc)
	if ($5 / $3 < base) miss = miss " base"
	if ($7 >= limit) miss = miss " rss"
	printf "%-8s %4.0f %9.0f %5.2fx %5.0f%% %8.0f %9.0f %5.2fx %9.1f" \
	    " %6.1fx %8d %4.2fx %5.2fx  %s\n", $1, mb, mb / $3, $3 / $6,
	    100 * $9, ($12 > 0 ? mb / $12 : 0), mb / $4, $4 / $6, mb / $5,
	    $5 / $3, $7, $10 / $6, $11 / $6,
	    miss == "" ? "-" : substr(miss, 2)
}' "$tmp/results" | tee "$tmp/table"

if [ "$BIG_MB" -gt 0 ]; then
	big=$tmp/big.in
	gen "$BIG_SHAPE" "$BIG_MB" "$big"
	measure "$big" /dev/null "$CODE" >"$tmp/t.big"
	rm -f "$big"
	bytes=$(awk '{ print $3 }' "$big.gen")
	read -r t rss _ <"$tmp/t.big"
	echo "$BIG_SHAPE $rss $bytes" >"$tmp/big"
	echo
	awk -v s="$BIG_SHAPE" -v b="$bytes" -v t="$t" -v rss="$rss" 'BEGIN {
		printf "memory: %s, %.0f MB, one run: code %.0f MB/s," \
		    " peak RSS %d KiB\n", s, b / 1e6, b / 1e6 / t, rss
	}'
fi

echo
echo "targets: >= $TARGET_MBS MB/s and <= ${TARGET_WC}x the time of wc -l," \
    "output to /dev/null and through a pipe;"
echo "         >= ${TARGET_BASE}x the baseline; peak RSS < 4096 KiB + the" \
    "largest secret, flat"
awk -v big="$tmp/big" -v mb="$MB" '
function verdict(ok) { return ok ? "PASS" : "FAIL" }
# even(NAME, SPEED): every row of N >= 4 and every mix within 20% of
# N = 4, its slowest named (issue 23)
function even(name, speed,	s, slowest) {
	slowest = 4
	for (s in speed)
		if (speed[s] < speed[slowest])
			slowest = s
	printf "%s  even: every row of N >= 4 and mix within 20%% of N = 4'"'"'s" \
	    " %s (%d); the slowest %s, %d (%+.0f%%)\n",
	    verdict(speed[slowest] >= 0.8 * speed[4]), name, speed[4],
	    slowest, speed[slowest], 100 * (speed[slowest] / speed[4] - 1)
}
NR > 1 {
	rows++
	rss[$1] = $11
	if ($1 == 4 || $1 + 0 > 4 || $1 !~ /^[0-9]+$/) {
		null[$1] = $3
		cpu[$1] = $6
	}
	if ($14 == "-") {
		met++
		next
	}
	misses = $14
	bound = $14 ~ /\*$/
	for (i = 15; i <= NF; i++) {
		misses = misses ", " $i
		bound = bound && $i ~ /\*$/
	}
	floor_bound += bound
	printf "FAIL  %s: misses %s\n", $1, misses
}
END {
	printf "%s  %d of %d rows meet every target\n",
	    verdict(met == rows), met, rows
	printf "----  %d of the others miss only targets their floor misses" \
	    " too (*)\n", floor_bound
	if (4 in null) {
		even("null MB/s", null)
		even("cpu MB/s", cpu)
	}
	if ((getline line < big) > 0) {
		split(line, f, " ")
		s = f[1]
		if (!(s in rss))
			printf "----  %s: peak RSS %d KiB at %.0f MB (no %.0f MB" \
			    " run to compare)\n", s, f[2], f[3] / 1e6, mb
		else
			printf "%s  %s: peak RSS %d KiB at %.0f MB vs %d KiB" \
			    " at %.0f MB (no growth: at most +64 KiB)\n",
			    verdict(f[2] <= rss[s] + 64), s, f[2],
			    f[3] / 1e6, rss[s], mb
	}
}' "$tmp/table"

echo
echo "outputs:"
cat "$tmp/checks"
[ "$FILTER_ONLY" -eq 0 ] || exit "$status"
echo
sh "$here/solver.sh" "$CODE" || status=1
echo
sh "$here/family.sh" "$CODE" || status=1
echo
sh "$here/tree.sh" "$CODE" || status=1
echo
sh "$here/check.sh" "$CODE" || status=1
echo
# Wordle's lists are not shipped: WORDLE_DIR names a folder that has them
# (a clone of Selby's repository, his wordle built there); without it
# wordle.sh says so and measures nothing.
if [ -n "${WORDLE_DIR:-}" ]; then
	sh "$here/wordle.sh" "$CODE" || status=1
else
	sh "$here/wordle.sh" || status=1
fi
exit "$status"
