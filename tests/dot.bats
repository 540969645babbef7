#!/usr/bin/env bats
# code tree --format=dot: the strategy tree as a Graphviz graph, drawn by
# the real dot(1) as SVG, PNG and its plain text.  What dot drew (nodes,
# edges, leaves, filled nodes, levels) is counted there and compared with
# the same tree's lines (code tree) counted by awk; a tree cut by
# --depth adds up to Knuth's published 1296 secrets and 5801
# guesses; the README's picture is what `make picture` draws.

bats_require_minimum_version 1.5.0
load helper

setup() {
	cd "$ROOT/testdata" || return
	T=$BATS_TEST_TMPDIR
	command -v dot >/dev/null ||
	    { echo "no dot: make tools installs Graphviz"; return 1; }
}

# expected K < LINES: from a tree's lines, what the graph cut at depth K
# (0: not cut) must hold: "nodes N edges E leaves L levels V cut C", where
# a node is guess number (fields + 1) / 2 and a leaf the line of a node
# that the next line does not go on from.
expected() {
	awk -v K="$1" '
	    { depth[NR] = (NF + 1) / 2 }
	    END {
		for (i = 1; i <= NR; i++) {
			d = depth[i]
			if (d > deepest) deepest = d
			if (K > 0 && d > K + 1) continue
			nodes++
			if (K > 0 && d == K + 1) cut++
			else if (i == NR || depth[i + 1] <= d) leaves++
		}
		levels = K > 0 && deepest > K ? K + 1 : deepest
		printf "nodes %d edges %d leaves %d levels %d cut %d\n",
		    nodes, nodes - 1, leaves, levels, cut
	    }'
}

# drawn SVG PLAIN: the same counts from what dot drew: the nodes and
# edges of the strategy in the SVG (titles n<i> and n<i>->n<j>), its
# leaves (ellipses), levels and dashed boxes in the plain output.
drawn() {
	local nodes edges
	nodes=$(grep -Ec '^<title>n[0-9]+</title>$' "$1")
	edges=$(grep -Ec '^<title>n[0-9]+&#45;&gt;n[0-9]+</title>$' "$1")
	awk -v nodes="$nodes" -v edges="$edges" '
	    $1 == "node" && $2 ~ /^level/ { levels++ }
	    $1 == "node" && $2 ~ /^n/ && / ellipse / { leaves++ }
	    $1 == "node" && $2 ~ /^n/ && / dashed box / { cut++ }
	    END {
		printf "nodes %d edges %d leaves %d levels %d cut %d\n",
		    nodes, edges, leaves, levels, cut
	    }' "$2"
}

# draw ARGS...: code tree ARGS --format=dot through dot, to $T/g.svg and
# $T/g.plain, with dot saying nothing on stderr.
draw() {
	"$CODE" tree "$@" >"$T/g.dot"
	dot -Tsvg "$T/g.dot" >"$T/g.svg" 2>"$T/dot.err"
	dot -Tplain "$T/g.dot" >"$T/g.plain" 2>>"$T/dot.err"
	[ ! -s "$T/dot.err" ] || { cat "$T/dot.err"; return 1; }
}

# bats test_tags=heavy
@test "Knuth's classic tree: every node, edge, leaf and level of its lines, drawn" {
	"$CODE" tree -v classic >"$T/lines"
	draw -v classic --format=dot
	expected 0 <"$T/lines" >"$T/expected"
	drawn "$T/g.svg" "$T/g.plain" | diff -u "$T/expected" -
	# each of the 1296 secrets ends the game at one node, filled; and
	# Knuth's worst case is 5 guesses: 5 levels
	[ "$(awk '$1 == "node" && $2 ~ /^n/ && / filled /' "$T/g.plain" |
	    wc -l)" -eq 1296 ]
	grep -q '^node level5 .*"guess 5"' "$T/g.plain"
	grep -q '^<text[^>]*>classic (colours 1&#45;6, length 4), knuth: 1296 secrets, 5801 guesses, average 4.4761, worst case 5</text>$' "$T/g.svg"
}

@test "cut at 2 guesses: the boxes below hold the rest of Knuth's 1296 secrets and 5801 guesses" {
	"$CODE" tree -v classic >"$T/lines"
	draw -v classic --format=dot --depth=2
	expected 2 <"$T/lines" >"$T/expected"
	drawn "$T/g.svg" "$T/g.plain" | diff -u "$T/expected" -
	# what the boxes say they hold, and the filled nodes drawn (a game
	# ends there: node n<i> is guess (fields + 1) / 2 of line i + 1)
	sed -n 's/^\tn[0-9]* \[label="\([0-9]*\) secrets\{0,1\}\\n\([0-9]*\) guess.*/\1 \2/p' \
	    "$T/g.dot" | awk '{ s += $1; t += $2 } END { print s, t }' \
	    >"$T/boxes"
	sed -n 's/^\tn\([0-9]*\) \[label="[^"]*".* style=filled\];$/\1/p' \
	    "$T/g.dot" | awk 'NR == FNR { filled[$1 + 1] = 1; next }
		FNR in filled { s++; t += (NF + 1) / 2 }
		END { print s, t }' - "$T/lines" >"$T/drawn"
	read -r s1 t1 <"$T/boxes"
	read -r s2 t2 <"$T/drawn"
	[ "$s2" -ge 1 ]
	[ "$s1" -ge 1200 ]
	[ $((s1 + s2)) -eq 1296 ]
	[ $((t1 + t2)) -eq 5801 ]
	grep -q '^node level3 .*"guesses 3 to 5"' "$T/g.plain"
}

@test "a PNG too: dot renders the graph as a picture of some size" {
	"$CODE" tree --colours=1-4 --length=3 --format=dot >"$T/g.dot"
	dot -Tpng "$T/g.dot" >"$T/g.png" 2>"$T/dot.err"
	[ ! -s "$T/dot.err" ]
	# the PNG signature, then the IHDR chunk's width and height
	[ "$(head -c 8 "$T/g.png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ]
	[ "$(dd if="$T/g.png" bs=1 skip=12 count=4 2>/dev/null)" = IHDR ]
	set -- $(dd if="$T/g.png" bs=1 skip=16 count=8 2>/dev/null |
	    od -An -tu1)
	[ $(($1 * 16777216 + $2 * 65536 + $3 * 256 + $4)) -gt 100 ]
	[ $(($5 * 16777216 + $6 * 65536 + $7 * 256 + $8)) -gt 100 ]
}

@test "secrets of distinct colours: only the 24 codes that can be the secret are filled" {
	# 4 colours, 3 positions, the secret's colours distinct: 4 * 3 * 2
	"$CODE" tree --colours=1-4 --length=3 --distinct=secret \
	    >"$T/lines"
	draw --colours=1-4 --length=3 --distinct=secret --format=dot
	expected 0 <"$T/lines" >"$T/expected"
	drawn "$T/g.svg" "$T/g.plain" | diff -u "$T/expected" -
	awk '$1 == "node" && $2 ~ /^n/ && / filled / { print $7 }' \
	    "$T/g.plain" | sort >"$T/filled"
	[ "$(wc -l <"$T/filled")" -eq 24 ]
	[ "$(sort -u "$T/filled" | wc -l)" -eq 24 ]
	! grep -E '(.).*\1' "$T/filled"
}

# bats test_tags=heavy
@test "--depth: 1 to 64, with --format=dot only; solve takes neither" {
	local v
	for v in 0 65 -1 x 1x ''; do
		run --separate-stderr "$CODE" tree --format=dot --depth="$v"
		[ "$status" -eq 2 ]
		[ "$stderr_lines" = "code: --depth: not a number in 1..64: '$v'" ]
	done
	for v in '' --format=lines --format=json --format=golf; do
		run --separate-stderr "$CODE" tree $v --depth=2
		[ "$status" -eq 2 ]
		[ "$stderr_lines" = "code: tree: --depth draws the top of a --format=dot" ]
	done
	run --separate-stderr "$CODE" tree --format=svg
	[ "$status" -eq 2 ]
	[ "$stderr_lines" = "code: --format: expected lines, json, golf or dot, found 'svg'" ]
	run --separate-stderr "$CODE" solve --depth=2
	[ "$status" -eq 2 ]
	run "$CODE" tree --format=dot --depth=64 --colours=1-3 --length=2
	[ "$status" -eq 0 ]
	# deeper than the tree: the whole tree, nothing cut
	"$CODE" tree --format=dot --colours=1-3 --length=2 | diff -u - <(echo "$output")
}

@test "dot is written, not read back: replay of a graph is malformed, exit 1" {
	"$CODE" tree --colours=1-3 --length=2 --format=dot >"$T/g.dot"
	run --separate-stderr "$CODE" replay --colours=1-3 --length=2 \
	    "$T/g.dot"
	[ "$status" -eq 1 ]
	[[ $stderr == "code: $T/g.dot:1:"* ]]
	[ -z "$output" ]
}

@test "the README's picture is what make picture draws, and the README shows it" {
	make -s -C "$ROOT" picture PICTURE="$T/picture.svg" >/dev/null
	# the words drawn, in order; the positions are Graphviz's own
	grep -o '<text[^>]*>[^<]*</text>' "$ROOT/doc/classic-optimal.svg" |
	    sed 's/<[^>]*>//g' >"$T/committed"
	grep -o '<text[^>]*>[^<]*</text>' "$T/picture.svg" |
	    sed 's/<[^>]*>//g' | diff -u "$T/committed" -
	grep -q '^classic (colours 1&#45;6, length 4), optimal: 1296 secrets, 5625 guesses' "$T/committed"
	grep -q '](doc/classic-optimal.svg)$' "$ROOT/README.md"
	grep -q '^(`code tree --strategy=optimal --format=dot --depth=1 | dot -Tsvg`):$' "$ROOT/README.md"
}
