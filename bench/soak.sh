#!/bin/sh
# bench/soak.sh: streams SOAK_GB (10) gigabytes of generated judge input
# (long codes, N = 1000; never stored) through `code`, and checks that its
# output is the scanf baseline's (same MD5) and that its peak resident
# memory stays that of a small run.
#
#	sh bench/soak.sh [CODE]		(make soak)
#
# Environment: CC (cc), SOAK_GB (10), BENCH_SEED (340), TMPDIR.  About
# four minutes: the baseline reads at about 55 MB/s.

set -u
CODE=${1:-./code}
GB=${SOAK_GB:-10}
SEED=${BENCH_SEED:-340}
CC=${CC:-cc}

die() {
	echo "soak: $*" >&2
	exit 1
}

here=$(cd "$(dirname "$0")" && pwd) || die "cannot find bench/"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/soak.XXXXXX") || die "mktemp failed"
trap 'rm -rf "$tmp"' EXIT
for p in baseline measure; do
	$CC -O2 -o "$tmp/$p" "$here/$p.c" || die "cannot build $p"
done

# run BYTES: prints "MD5-of-code MD5-of-baseline PEAK-RSS-KiB SECONDS".
run() {
	mkfifo "$tmp/to-code" "$tmp/to-base" "$tmp/from-code"
	"$CODE" gen --length=1000 --guesses=1-100 --bytes="$1" --seed="$SEED" |
	    tee "$tmp/to-base" >"$tmp/to-code" &
	"$tmp/baseline" <"$tmp/to-base" | md5sum >"$tmp/base.md5" &
	md5sum <"$tmp/from-code" >"$tmp/code.md5" &
	"$tmp/measure" "$tmp/to-code" "$tmp/from-code" "$CODE" \
	    >"$tmp/measure.out" || die "$CODE failed"
	wait
	rm -f "$tmp/to-code" "$tmp/to-base" "$tmp/from-code"
	echo "$(cut -d' ' -f1 "$tmp/code.md5") $(cut -d' ' -f1 "$tmp/base.md5")" \
	    "$(cut -d' ' -f2 "$tmp/measure.out") $(cut -d' ' -f1 "$tmp/measure.out")"
}

set -- $(run 100000000)
small_rss=$3
echo "soak: 100 MB: peak RSS $small_rss KiB"
set -- $(run "${GB}000000000")
echo "soak: $GB GB in $4 s: peak RSS $3 KiB"
status=0
if [ "$1" = "$2" ]; then
	echo "PASS  output: code and the baseline agree (md5 $1)"
else
	echo "FAIL  output: code $1, baseline $2"
	status=1
fi
if [ "$3" -le $((small_rss + 64)) ]; then
	echo "PASS  memory: $3 KiB after $GB GB, $small_rss KiB after 100 MB"
else
	echo "FAIL  memory: $3 KiB after $GB GB, $small_rss KiB after 100 MB"
	status=1
fi
exit "$status"
