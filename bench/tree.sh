#!/bin/sh
# bench/tree.sh: what writing and replaying strategy trees costs.  For
# knuth on the board game, on Bulls and Cows and on 5 positions x 8
# colours (the Code Golf challenge's MM(5,8), 32768 secrets), times
# `code analyze` alone, `code tree --format=golf` and `code replay` of
# that tree, with each one's peak RSS, and checks that the replay gives
# the figures of the analysis.
#
#	sh bench/tree.sh [CODE]		(CODE defaults to ./code)
#
# Environment: CC (cc), TMPDIR.  Targets: writing the tree costs at most
# 10% more time than the analysis (+ 20 ms), and every run holds under
# 16 MiB (the tree is 8 bytes a node; the replay keeps the way to one
# node and the secrets).  Exits 1 only if a run fails or the figures
# differ.

set -u
CODE=${1:-./code}
CC=${CC:-cc}

die() {
	echo "bench: $*" >&2
	exit 1
}

here=$(cd "$(dirname "$0")" && pwd) || die "cannot find bench/"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/bench-tree.XXXXXX") || die "mktemp failed"
trap 'rm -rf "$tmp"' EXIT
$CC -O2 -o "$tmp/measure" "$here/measure.c" || die "cannot build measure"

# figures FILE: "TOTAL WORST" of an analysis or a replay.
figures() {
	echo "$(sed -n 's/^total guesses: //p' "$1") $(sed -n 's/^worst case: //p' "$1")"
}

status=0
echo "trees: $CODE analyze --strategy=knuth, tree --format=golf and replay, one" \
    "run each: seconds, then peak RSS in KiB"
printf '%-11s %8s %8s %8s %9s %9s %9s  %s\n' case analyze tree replay \
    analyze tree replay verdict
while read -r name args; do
	# shellcheck disable=SC2086
	"$tmp/measure" /dev/null "$tmp/a" "$CODE" analyze $args \
	    --strategy=knuth >"$tmp/ta" || die "analyze $args failed"
	# shellcheck disable=SC2086
	"$tmp/measure" /dev/null "$tmp/tree" "$CODE" tree $args \
	    --strategy=knuth --format=golf >"$tmp/tt" || die "tree $args failed"
	# shellcheck disable=SC2086
	"$tmp/measure" /dev/null "$tmp/r" "$CODE" replay $args \
	    "$tmp/tree" >"$tmp/tr" || die "replay $args failed"
	read -r ta ra _ <"$tmp/ta"
	read -r tt rt _ <"$tmp/tt"
	read -r tr rr _ <"$tmp/tr"
	if [ "$(figures "$tmp/a")" != "$(figures "$tmp/r")" ]; then
		echo "bench: $name: analyze says $(figures "$tmp/a"), the" \
		    "replay $(figures "$tmp/r")" >&2
		status=1
	fi
	verdict=$(awk -v ta="$ta" -v tt="$tt" -v ra="$ra" -v rt="$rt" \
	    -v rr="$rr" 'BEGIN {
		ok = tt <= 1.1 * ta + 0.02 && ra < 16384 && rt < 16384 &&
		    rr < 16384
		print ok ? "PASS" : "FAIL"
	}')
	printf '%-11s %8.3f %8.3f %8.3f %9d %9d %9d  %s (%s)\n' "$name" \
	    "$ta" "$tt" "$tr" "$ra" "$rt" "$rr" "$verdict" \
	    "$(figures "$tmp/r")"
done <<EOF
classic -v classic
bulls-cows -v bulls-cows
5x8 --colours=A-H --length=5
EOF
exit "$status"
