#!/bin/sh
# bench/run.sh: times `code` on generated Master-Mind Hints judge inputs
# against a scanf/printf baseline (bench/baseline.c) and `wc -l`, reports
# peak memory, and checks that `code` and the baseline print the same.
#
#	sh bench/run.sh [CODE]		(CODE defaults to ./code)
#
# Environment: CC (cc), BENCH_MB (200) size of each input, BENCH_RUNS (5)
# timed runs per program and input, BENCH_BIG_MB (2000; 0 skips it) size
# of the input for the memory check, BENCH_BIG_SHAPE (long), BENCH_SHAPES
# (short long huge mix), BENCH_SEED (340), TMPDIR.
#
# Exit status: 0 when every output matched (whether the speed targets were
# met or not: this is a report), 1 when outputs differ or something broke.

set -u

CODE=${1:-./code}
MB=${BENCH_MB:-200}
RUNS=${BENCH_RUNS:-5}
BIG_MB=${BENCH_BIG_MB:-2000}
BIG_SHAPE=${BENCH_BIG_SHAPE:-long}
SHAPES=${BENCH_SHAPES:-short long huge mix}
SEED=${BENCH_SEED:-340}
CC=${CC:-cc}
LC_ALL=C
export LC_ALL

die() {
	echo "bench: $*" >&2
	exit 1
}

for v in "MB=$MB" "RUNS=$RUNS" "BIG_MB=$BIG_MB" "SEED=$SEED"; do
	case ${v#*=} in
	'' | *[!0-9]*) die "BENCH_${v%%=*}: not a number: '${v#*=}'" ;;
	esac
done
[ "$MB" -gt 0 ] || die "BENCH_MB must be at least 1"
[ "$RUNS" -gt 0 ] || die "BENCH_RUNS must be at least 1"
for s in $SHAPES $BIG_SHAPE; do
	case $s in
	short | long | huge | mix) ;;
	*) die "unknown shape '$s' (short, long, huge, mix)" ;;
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

for p in gen baseline measure; do
	$CC -O2 -o "$tmp/$p" "$here/$p.c" || die "cannot build $p"
done

# measure IN OUT CMD...: prints "SECONDS MAXRSS_KIB"; dies if CMD fails.
measure() {
	"$tmp/measure" "$@" || die "$3 failed on $1 (status $?)"
}

# Prints the median of the numbers on standard input, one a line.
median() {
	sort -n | awk '{ a[NR] = $1 }
	    END { if (NR % 2) print a[(NR + 1) / 2]
		  else print (a[NR / 2] + a[NR / 2 + 1]) / 2 }'
}

# gen SHAPE MEGABYTES FILE: writes the input, keeps gen's summary in FILE.gen
gen() {
	"$tmp/gen" "$1" "$2"000000 "$SEED" >"$3" 2>"$3.gen" ||
	    die "cannot generate $1 ($(cat "$3.gen"))"
}

version=$("$CODE" --version </dev/null 2>/dev/null | head -n 1)
echo "bench: $CODE${version:+ ($version)}, $RUNS runs each, median wall-clock;"
echo "bench: MB = 10^6 bytes; inputs in $tmp (seed $SEED):"

status=0
: >"$tmp/results"
: >"$tmp/checks"
for s in $SHAPES; do
	in=$tmp/$s.in
	gen "$s" "$MB" "$in"
	sed 's/^gen: /  /' "$in.gen"

	# The check run, separate from the timed ones, also warms the cache.
	measure "$in" "$tmp/code.out" "$CODE" >/dev/null
	measure "$in" "$tmp/base.out" "$tmp/baseline" >/dev/null
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
	rm -f "$tmp/code.out" "$tmp/base.out"

	: >"$tmp/t.code"
	: >"$tmp/t.base"
	: >"$tmp/t.wc"
	r=0
	while [ "$r" -lt "$RUNS" ]; do
		measure "$in" /dev/null "$CODE" >>"$tmp/t.code"
		measure "$in" /dev/null "$tmp/baseline" >>"$tmp/t.base"
		measure "$in" /dev/null wc -l >>"$tmp/t.wc"
		r=$((r + 1))
	done
	bytes=$(awk '{ print $3 }' "$in.gen")
	maxn=$(awk '{ print $NF }' "$in.gen")
	tc=$(awk '{ print $1 }' "$tmp/t.code" | median)
	tb=$(awk '{ print $1 }' "$tmp/t.base" | median)
	tw=$(awk '{ print $1 }' "$tmp/t.wc" | median)
	rss=$(awk '$2 > m { m = $2 } END { print m + 0 }' "$tmp/t.code")
	echo "$s $bytes $tc $tb $tw $rss $maxn" >>"$tmp/results"
	rm -f "$in"
done

echo
awk 'BEGIN {
	printf "%-6s %6s %10s %10s %10s %9s %8s %9s\n", "shape", "MB",
	    "code MB/s", "base MB/s", "wc MB/s", "code/base", "code/wc",
	    "code RSS"
}
{
	mb = $2 / 1e6
	printf "%-6s %6.0f %10.0f %10.1f %10.0f %8.1fx %7.2fx %5d KiB\n",
	    $1, mb, mb / $3, mb / $4, mb / $5, $4 / $3, $3 / $5, $6
}' "$tmp/results"

if [ "$BIG_MB" -gt 0 ]; then
	big=$tmp/big.in
	gen "$BIG_SHAPE" "$BIG_MB" "$big"
	measure "$big" /dev/null "$CODE" >"$tmp/t.big"
	rm -f "$big"
	bytes=$(awk '{ print $3 }' "$big.gen")
	read -r t rss <"$tmp/t.big"
	echo "$BIG_SHAPE $rss $bytes" >"$tmp/big"
	echo
	awk -v s="$BIG_SHAPE" -v b="$bytes" -v t="$t" -v rss="$rss" 'BEGIN {
		printf "memory: %s, %.0f MB, one run: code %.0f MB/s," \
		    " peak RSS %d KiB\n", s, b / 1e6, b / 1e6 / t, rss
	}'
fi

echo
echo "targets:"
awk -v big="$tmp/big" -v mb="$MB" '
function verdict(ok) { return ok ? "PASS" : "FAIL" }
{
	mb = $2 / 1e6
	speed[NR] = mb / $3; ratio[NR] = $4 / $3; floor[NR] = $3 / $5
	name[NR] = $1; rss[$1] = $6; maxn[$1] = $7
	limit[$1] = 4096 + int(($7 + 1023) / 1024)
}
END {
	for (i = 1; i <= NR; i++)
		if (name[i] == "short" || name[i] == "long")
			printf "%s  %s: %.0f MB/s (>= 1000 MB/s)\n",
			    verdict(speed[i] >= 1000), name[i], speed[i]
	for (i = 1; i <= NR; i++)
		printf "%s  %s: %.1fx the baseline (>= 20x)\n",
		    verdict(ratio[i] >= 20), name[i], ratio[i]
	for (i = 1; i <= NR; i++)
		printf "%s  %s: %.2fx the time of wc -l (<= 3x)\n",
		    verdict(floor[i] <= 3), name[i], floor[i]
	for (i = 1; i <= NR; i++) {
		s = name[i]
		printf "%s  %s: peak RSS %d KiB (< 4096 KiB + largest secret," \
		    " N = %d: %d KiB)\n", verdict(rss[s] < limit[s]), s,
		    rss[s], maxn[s], limit[s]
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
}' "$tmp/results"

echo
echo "outputs:"
cat "$tmp/checks"
echo
sh "$here/solver.sh" "$CODE" || status=1
exit "$status"
