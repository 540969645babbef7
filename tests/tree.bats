#!/usr/bin/env bats
# code tree and code replay: every strategy's decision tree, played
# against every secret by tests/tree-ref.awk, whose hints come from
# tests/score-ref.awk (nothing shared with code(1)), must give the total
# and the worst case that code analyze claims; the three formats replay
# alike; a published tree replays to its published score; malformed trees
# get FILE:LINE:COL messages and exit status 1.

bats_require_minimum_version 1.5.0
load helper

setup() {
	cd "$ROOT/testdata" || return
	T=$BATS_TEST_TMPDIR
}

# claimed COMMAND RULES...: "secrets N total T worst W" as code COMMAND
# (analyze, replay) says.
claimed() {
	"$CODE" "$@" | awk '
	    /^secrets:/ { n = $2 } /^total guesses:/ { t = $3 }
	    /^worst case:/ { w = $3 }
	    END { printf "secrets %d total %d worst %d\n", n, t, w }'
}

# walked COLOURS LENGTH DISTINCT TREE: what tree-ref.awk finds.
walked() {
	awk -v COLOURS="$1" -v LENGTH="$2" -v DISTINCT="$3" \
	    -v REF="$ROOT/tests/score-ref.awk" -v TMP="$T/pairs" \
	    -f "$ROOT/tests/tree-ref.awk" "$4"
}

# check_tree COLOURS LENGTH DISTINCT RULES...: the line-format tree of
# code tree RULES, walked independently, finds every secret with the
# total and worst case claimed, and plays only codes the rules allow.
check_tree() {
	local colours=$1 length=$2 distinct=$3
	shift 3
	"$CODE" tree "$@" >"$T/tree"
	claimed analyze "$@" >"$T/claimed"
	echo "$(cat "$T/claimed") unfound 0 bad 0" >"$T/expected"
	walked "$colours" "$length" "$distinct" "$T/tree" >"$T/walked"
	diff -u "$T/expected" "$T/walked"
}

# bats test_tags=heavy
@test "tree: every strategy on a tiny variant with repeats (2 of A-C)" {
	for s in first knuth most-parts expected-size entropy optimal; do
		check_tree ABC 2 0 --colours=A-C --length=2 --strategy=$s
	done
	check_tree ABC 2 0 --colours=A-C --length=2 --strategy=optimal \
	    --goal=worst
}

# bats test_tags=heavy
@test "tree: every strategy on a tiny variant without repeats (3 of 1-4)" {
	for s in first knuth most-parts expected-size entropy optimal; do
		check_tree 1234 3 1 --colours=1-4 --length=3 --distinct=both \
		    --strategy=$s
	done
	check_tree 1234 3 1 --colours=1-4 --length=3 --distinct=both \
	    --strategy=optimal --goal=worst
}

# bats test_tags=heavy
@test "tree: every strategy on classic, and knuth's 5801 guesses, 5 at worst" {
	for s in first knuth most-parts expected-size entropy; do
		check_tree 123456 4 0 -v classic --strategy=$s
	done
	# Knuth (1976): 5801 guesses over the 1296 secrets, at most 5 each.
	"$CODE" tree -v classic --strategy=knuth >"$T/tree"
	run walked 123456 4 0 "$T/tree"
	[ "$output" = "secrets 1296 total 5801 worst 5 unfound 0 bad 0" ]
}

# bats test_tags=heavy
@test "tree: the optimal trees of classic replay to Koyama and Lai's figures" {
	# Koyama and Lai (1993): 5625 guesses at best, which needs 6 for some
	# secret; within 5 guesses, 5626 at best.
	"$CODE" tree -v classic --strategy=optimal >"$T/tree"
	run walked 123456 4 0 "$T/tree"
	[ "$output" = "secrets 1296 total 5625 worst 6 unfound 0 bad 0" ]
	"$CODE" tree -v classic --strategy=optimal --goal=worst \
	    --format=golf >"$T/golf"
	run "$CODE" replay -v classic "$T/golf"
	[ "$status" -eq 0 ]
	[[ "$output" == *"total guesses: 5626"*"worst case: 5"* ]]
	"$CODE" tree -v classic --strategy=optimal --goal=worst \
	    >"$T/tree"
	run walked 123456 4 0 "$T/tree"
	[ "$output" = "secrets 1296 total 5626 worst 5 unfound 0 bad 0" ]
}

# bats test_tags=heavy
@test "tree: Match & Hit and Bulls & Cows, whose guesses must not repeat" {
	check_tree 123456789 4 1 -v match-hit --strategy=entropy
	check_tree 0123456789 4 1 -v bulls-cows --strategy=knuth
}

# bats test_tags=heavy
@test "tree: the three formats replay to the figures of analyze" {
	for s in first knuth entropy; do
		claimed analyze -v classic --strategy=$s >"$T/claimed"
		for f in lines json golf; do
			"$CODE" tree -v classic --strategy=$s --format=$f \
			    >"$T/tree.$f"
			claimed replay -v classic "$T/tree.$f" >"$T/replayed"
			diff -u "$T/claimed" "$T/replayed"
		done
		[ "$("$CODE" tree -v classic --strategy=$s)" = \
		    "$(cat "$T/tree.lines")" ]
	done
}

@test "tree: the JSON tree, read by jq, is the line tree" {
	for args in "-v classic --strategy=entropy" "-v bulls-cows" \
	    "--colours=A-C --length=2 --strategy=first"; do
		# shellcheck disable=SC2086
		"$CODE" tree $args --format=json | jq -r '
		    def lines($way): ($way + .guess) as $here | $here,
		        ((.replies // {}) | to_entries[] as $e | $e.value |
		        lines($here + " " + $e.key + " "));
		    lines("")' >"$T/from-json"
		# shellcheck disable=SC2086
		"$CODE" tree $args >"$T/lines"
		diff -u "$T/lines" "$T/from-json"
	done
}

@test "tree: with no --format, the line format, one line a node" {
	"$CODE" tree --colours=A-C --length=2 --strategy=knuth \
	    >"$T/tree"
	"$CODE" tree --colours=A-C --length=2 --strategy=knuth \
	    --format=lines >"$T/lines"
	diff -u "$T/lines" "$T/tree"
	# One line a node: a root, and every other line one guess deeper
	# than a line before it, whose way it repeats.
	awk 'NF % 2 == 0 { exit 1 }
	    NR == 1 && NF != 1 { exit 1 }
	    NR > 1 { way = $1; for (i = 2; i < NF - 1; i++) way = way " " $i
	        if (!(way in seen)) exit 1 }
	    { seen[$0] = 1 }' "$T/tree"
}

# bats test_tags=heavy
@test "tree: each line's way is a history after which code solve plays its guess" {
	"$CODE" tree --colours=1-4 --length=3 --distinct=both \
	    --strategy=entropy >"$T/tree"
	while read -r -a f; do
		local args=() i
		for ((i = 0; i + 1 < ${#f[@]}; i += 2)); do
			args+=("${f[i]}:${f[i + 1]}")
		done
		run "$CODE" solve --colours=1-4 --length=3 --distinct=both \
		    --strategy=entropy "${args[@]}"
		[ "$status" -eq 0 ]
		[ "$output" = "${f[${#f[@]} - 1]}" ]
	done <"$T/tree"
}

# The example of the Code Golf challenge "Mastermind Strategy": MM(2,3),
# score 21 (its statement), 3 guesses at worst (AB, then AC, then AA, CB
# or BB; or BC then CA).
GOLF='{AB:{10:{AC:{10:AA,01:CB,00:BB}},02:BA,01:{BC:{01:CA}},00:CC}}'

@test "replay: the Code Golf challenge's MM(2,3) example scores 21" {
	echo "$GOLF" >"$T/golf"
	run "$CODE" replay --colours=A-C --length=2 "$T/golf"
	[ "$status" -eq 0 ]
	[[ "$output" == *"secrets: 9"* ]]
	[[ "$output" == *"total guesses: 21"* ]]
	[[ "$output" == *"worst case: 3"* ]]
	[ "${lines[${#lines[@]} - 1]}" = "tree: golf, finds every secret" ]
}

@test "replay: the same tree as lines and as JSON, and walked by tree-ref.awk" {
	cat >"$T/lines" <<-'EOF'
	# the MM(2,3) example, a node a line, in any order of replies
	AB
	AB 1,0 AC
	AB 1,0 AC 1,0 AA
	AB 1,0 AC 0,1 CB
	AB 1,0 AC 0,0 BB
	AB 0,2 BA
	AB 0,1 BC	# a comment after a node
	AB 0,1 BC 0,1 CA

	AB 0,0 CC
	EOF
	run walked ABC 2 0 "$T/lines"
	[ "$output" = "secrets 9 total 21 worst 3 unfound 0 bad 0" ]
	cat >"$T/json" <<-'EOF'
	{ "guess": "AB", "replies": {
	    "1,0": { "guess": "AC", "replies": { "1,0": { "guess": "AA" },
	        "0,1": { "guess": "CB" }, "0,0": { "guess": "BB" } } },
	    "0,2": { "guess": "BA" },
	    "0,1": { "guess": "B\u0043", "replies": { "0,1": {"guess":"CA"} } },
	    "0,0": { "guess": "CC", "replies": {} } } }
	EOF
	for f in lines json; do
		run "$CODE" replay --colours=A-C --length=2 "$T/$f"
		[ "$status" -eq 0 ]
		[[ "$output" == *"total guesses: 21"* ]]
		[[ "$output" == *"worst case: 3"* ]]
		[ "${lines[${#lines[@]} - 1]}" = "tree: $f, finds every secret" ]
	done
}

@test "replay: --format=json carries the figures and the secrets not found" {
	echo "$GOLF" >"$T/golf"
	run "$CODE" replay --colours=A-C --length=2 "$T/golf" \
	    --format=json
	[ "$status" -eq 0 ]
	[[ "$output" == '{"variant":"classic","colours":"A-C","length":2,"distinct":"none","strategy":"replay","first":"AB",'* ]]
	[[ "$output" == *'"total":21,'*'"worst":3,'* ]]
	[[ "$output" == *',"tree":"golf","unfound":0,"first_unfound":null,"after":null}' ]]
	echo '{AB:{10:{AC:{10:AA,01:CB}},02:BA,01:{BC:{01:CA}},00:CC}}' \
	    >"$T/short"
	run "$CODE" replay --colours=A-C --length=2 "$T/short" \
	    --format=json
	[ "$status" -eq 8 ]
	[[ "$output" == *'"unfound":1,"first_unfound":"BB","after":"AB 1,0 AC 0,0"}' ]]
	echo "$output" | jq -e '.unfound == 1 and .total == 18 and .secrets == 8' >/dev/null
}

@test "replay: a tree that never finds a secret says which, exit status 8" {
	# Without the branch 00:BB, BB is never found; nor are AA..CC after 00.
	echo '{AB:{10:{AC:{10:AA,01:CB}},02:BA,01:{BC:{01:CA}}}}' >"$T/short"
	run "$CODE" replay --colours=A-C --length=2 "$T/short"
	[ "$status" -eq 8 ]
	[[ "$output" == *"secrets: 7"* ]]
	[[ "$output" == *"total guesses: 16"* ]]
	[ "${lines[${#lines[@]} - 1]}" = "tree: golf, never finds 2 secrets, the first BB after AB 1,0 AC 0,0" ]
	# The README's tree without its branch 00:CC misses CC alone.
	echo '{AB:{10:{AC:{10:AA,01:CB,00:BB}},02:BA,01:{BC:{01:CA}}}}' >"$T/short"
	run "$CODE" replay --colours=A-C --length=2 "$T/short"
	[ "$status" -eq 8 ]
	[ "${lines[${#lines[@]} - 1]}" = "tree: golf, never finds 1 secret, the first CC after AB 0,0" ]
	run walked ABC 2 0 <(printf 'AB\nAB 1,0 AC\nAB 1,0 AC 1,0 AA\nAB 1,0 AC 0,1 CB\nAB 0,2 BA\nAB 0,1 BC\nAB 0,1 BC 0,1 CA\n')
	[ "$output" = "secrets 9 total 16 worst 3 unfound 2 bad 0" ]
}

# bad TREE STATUS MESSAGE: replaying TREE (printf format) on MM(2,3)
# exits with STATUS and says MESSAGE (FILE is the tree's path).
bad() {
	printf "$1" >"$T/bad"
	run "$CODE" replay --colours=A-C --length=2 "$T/bad"
	[ "$status" -eq "$2" ] || { echo "status $status: $output"; return 1; }
	[ "$output" = "code: $T/bad:$3" ] || { echo "got: $output"; return 1; }
}

# bats test_tags=heavy
@test "replay: malformed golf trees name FILE:LINE:COL and exit 1" {
	bad '{AB:{10:AA}' 1 '1:12: expected '"'}'"' closing the node, found end of input'
	bad '{AB:{10:AA}}x' 1 '1:13: expected the end of the tree, found '"'x'"
	bad '{AB:{1:AA}}' 1 '1:6: expected a reply of two digits, blacks then whites, found '"'1'"
	bad '{AB:{20:AA}}' 1 '1:6: reply '"'20'"' wins: it is implied, not a branch'
	bad '{AB:{30:AA}}' 1 '1:6: reply '"'30'"': a code of 2 positions has at most 2 matches'
	bad '{AB:{10:AA,10:AC}}' 1 '1:12: a second branch for reply 1,0 to AB'
	bad '{AB:{11:AA}}' 1 '1:6: reply 1,1 to AB: no secret left gives it'
	# The colours named are those of --colours=A-C, not classic's.
	bad '{AB:\n{10:AD}}' 1 '2:5: guess '"'AD'"': '"'D'"' is not a colour of --colours=A-C'
	bad '{AB:{10;AA}}' 1 '1:6: expected a reply of two digits, blacks then whites, found '"'10;AA'"
	bad '{AB;{10:AA}}' 1 "1:2: guess 'AB;': ';' is not a letter"
	bad '{AB {10:AA}}' 1 '1:5: expected '"':'"' after the guess, found '"'{'"
	bad '{AB:{10:AA 01:BC}}' 1 "1:12: expected ',' or '}' after a branch, found '0'"
	bad '' 1 '1:1: expected a guess, found end of input'
}

@test "replay: malformed line-format trees name FILE:LINE:COL and exit 1" {
	bad 'AB\nAB 1,0 AC\nAC 1,0 AA\n' 1 '3:1: the node '"'AC'"' has no line before this one (lines go depth-first, a node'"'"'s after its parent'"'"'s)'
	bad 'AB\nAB 1,0\n' 1 '2:7: expected a guess after the reply, found the end of the line'
	bad 'AB\nAB 1,0 AC\nAB\n' 1 '3:1: a second first guess: a tree has one root'
	bad 'AB\nAB 1:0 AC\n' 1 "2:4: expected a hint STRONG,WEAK or (STRONG,WEAK), found '1:0'"
	bad 'AB\nAB 1,3 AC\n' 1 "2:4: a hint for a code of 2 positions has at most 2 matches, found '1,3'"
	# The message names the node whose line is missing.
	bad 'AB\nAB 1,0 AC 1,0 AA\n' 1 '2:8: the node '"'AB 1,0 AC'"' has no line before this one (lines go depth-first, a node'"'"'s after its parent'"'"'s)'
	bad 'ABC\n' 1 '1:1: guess '"'ABC'"': length 3, classic needs 2'
}

@test "replay: malformed JSON trees name FILE:LINE:COL and exit 1" {
	bad '{"guess":"AB","replies":{"1,0":{"gues":"AC"}}}' 1 '1:33: expected the key "guess", found '"'gues'"
	bad '{"guess":"AB"' 1 "1:14: expected ',' or '}' after the guess, found end of input"
	bad '{"guess":"AB","replies":{"2,0":{"guess":"AA"}}}' 1 '1:26: reply '"'2,0'"' wins: it is implied, not a branch'
	bad '{"guess":"AB","replies":{"1,0":{"guess":"AC"}}' 1 '1:47: expected '"'}'"' closing the node, found end of input'
	bad '{"guess":"A\\q"}' 1 '1:13: expected an escape \" \\ \/ or \u00XX, found '"'q'"
	bad '{"guess":"AB\n"}' 1 '1:13: expected '"'\"'"' closing the string, found the end of the line'
}

@test "replay: a missing file is exit status 3; bad options are usage errors" {
	run "$CODE" replay "$T/none"
	[ "$status" -eq 3 ]
	[ "$output" = "code: $T/none: No such file or directory" ]
	echo "$GOLF" >"$T/golf"
	run "$CODE" replay "$T/golf" --strategy=knuth
	[ "$status" -eq 2 ]
	run "$CODE" replay "$T/golf" --tree
	[ "$status" -eq 2 ]
	run "$CODE" analyze --tree --format=json
	[ "$status" -eq 2 ]
	run "$CODE" tree --format=xml
	[ "$status" -eq 2 ]
	[[ "$output" == *"--format: expected lines, json, golf or dot, found 'xml'"* ]]
	run "$CODE" solve --tree
	[ "$status" -eq 2 ]
	run "$CODE" tree -v hints --length=10 --colours=1-2 --format=golf
	[ "$status" -eq 2 ]
	[[ "$output" == *"--format=golf writes a reply as two digits, so codes of at most 9 positions"* ]]
	run "$CODE" tree -v hints --length=255 --colours=1
	[ "$status" -eq 2 ]
	[[ "$output" == *"a tree holds codes of at most 254 positions"* ]]
	run "$CODE" replay -v hints --length=255 --colours=1 "$T/golf"
	[ "$status" -eq 2 ]
}

@test "replay: a tree read from standard input, with -" {
	echo "$GOLF" | "$CODE" replay --colours=A-C --length=2 - \
	    >"$T/out"
	grep -qx 'total guesses: 21' "$T/out"
}
