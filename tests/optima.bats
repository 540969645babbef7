#!/usr/bin/env bats
# The optimal trees of testdata/optima/ (gzip), the new values of the
# table "Computed here, exact" of testdata/optima/README.md: each is
# replayed by code replay and walked by tests/tree-ref.awk, which shares
# nothing with code(1), and both must find every secret with the total
# and worst case the table gives.  The trees were written by
# `code tree RULES --strategy=optimal` (the command of each
# row); that no strategy does better is code's search's proof, not
# this test's.

# bats file_tags=slow

bats_require_minimum_version 1.5.0
load helper

setup() {
	T=$BATS_TEST_TMPDIR
}

# check_tree FILE COLOURS LENGTH DISTINCT TOTAL WORST RULES...: the tree
# of testdata/optima/FILE.tree.gz, of codes of LENGTH colours from the
# string COLOURS (DISTINCT 1: no colour twice), replays with RULES and
# walks to every secret, TOTAL guesses, worst case WORST.
check_tree() {
	local file=$1 colours=$2 length=$3 distinct=$4 total=$5 worst=$6
	shift 6
	gzip -dc "$ROOT/testdata/optima/$file.tree.gz" >"$T/tree"
	run "$CODE" replay "$@" "$T/tree"
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	[[ $output == *"total guesses: $total"$'\n'* ]]
	[[ $output == *"worst case: $worst"$'\n'* ]]
	[[ $output == *"finds every secret"* ]]
	run awk -v COLOURS="$colours" -v LENGTH="$length" \
	    -v DISTINCT="$distinct" -v REF="$ROOT/tests/score-ref.awk" \
	    -v TMP="$T/pairs" -f "$ROOT/tests/tree-ref.awk" "$T/tree"
	[[ $output == *"total $total worst $worst unfound 0"* ]] ||
	    { echo "$output"; false; }
}

@test "optima: MM(5,5), 13496 guesses over 3125 secrets" {
	check_tree mm-5x5 12345 5 0 13496 6 --colours=1-5 --length=5
}

@test "optima: MM(5,5) under the worst-case goal, 13531 guesses over 3125 secrets, each within 5" {
	check_tree mm-5x5-worst 12345 5 0 13531 5 --colours=1-5 --length=5
}

@test "optima: MM(4,9), 34666 guesses over 6561 secrets" {
	check_tree mm-4x9 123456789 4 0 34666 8 --colours=1-9
}

@test "optima: MM(5,6), 36721 guesses over 7776 secrets" {
	check_tree mm-5x6 123456 5 0 36721 7 --colours=1-6 --length=5
}

# bats test_tags=heavy
@test "MM(5,6): the campaign's 64 shard files merge to 36721 and its tree" {
	local files=() i
	for i in $(seq 0 63); do
		files+=("$ROOT/testdata/optima/mm-5x6-shards/shard.$i")
	done
	run "$CODE" shard merge --colours=1-6 --length=5 \
	    --tree "${files[@]}"
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	gzip -dc "$ROOT/testdata/optima/mm-5x6.tree.gz" >"$T/tree"
	diff "$T/tree" <(printf '%s\n' "$output")
	run "$CODE" shard merge --colours=1-6 --length=5 \
	    "${files[@]}"
	[ "${lines[-1]}" = "proven: no strategy has a total below 36721" ]
	[[ $output == *"first guess: 11223"$'\n'* ]]
	# one shard missing: no value is claimed
	run "$CODE" shard merge --colours=1-6 --length=5 \
	    "${files[@]:1}"
	[ "$status" -eq 1 ]
	[[ $output == *"shard 0 of 64 is missing"* ]]
}

@test "optima: six-letter English Wordle, 24807 guesses over Debian's 7352 words, each within 6" {
	gzip -dc "$ROOT/testdata/optima/wordle-en6.tree.gz" >"$T/tree"
	[ -f "$WORDS" ] || skip "no $WORDS: make tools installs wamerican"
	grep -x '[a-z]\{6\}' "$WORDS" >"$T/en6"
	# the campaign's list; another release of wamerican is another game
	[ "$(wc -l <"$T/en6")" -eq 7352 ] ||
	    skip "$WORDS has $(wc -l <"$T/en6") six-letter words, the tree's list 7352"
	run "$CODE" replay -v wordle --secrets="$T/en6" "$T/tree"
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	[[ $output == *"total guesses: 24807"$'\n'* ]]
	[[ $output == *"worst case: 6"$'\n'* ]]
	[[ $output == *"finds every secret"* ]]
	run awk -v SECRETS="$T/en6" -v LENGTH=6 -v RULE=marks \
	    -v REF="$ROOT/tests/rules-ref.awk" -v TMP="$T/pairs" \
	    -f "$ROOT/tests/tree-ref.awk" "$T/tree"
	[ "$output" = "secrets 7352 total 24807 worst 6 unfound 0 bad 0" ] ||
	    { echo "$output"; false; }
}

@test "optima: Match & Hit of 2 and 3 digits, 332 and 2337" {
	check_tree match-hit-2 123456789 2 1 332 6 -v match-hit --length=2
	check_tree match-hit-3 123456789 3 1 2337 6 -v match-hit --length=3
}

@test "optima: Bulls and Cows of 3 digits, 3575 guesses over 720" {
	check_tree bulls-cows-3 0123456789 3 1 3575 7 -v bulls-cows --length=3
}

@test "optima: the logical 4 x 6, 5660, every guess consistent" {
	check_tree mm-4x6-consistent 123456 4 0 5660 6 -v classic
	[ -z "$(inconsistent "$T/tree")" ]
}

# bats test_tags=heavy
@test "optima: the logical MM(5,8), 179929, every guess consistent" {
	check_tree mm-5x8-consistent 12345678 5 0 179929 8 \
	    --colours=1-8 --length=5
	[ -z "$(inconsistent "$T/tree")" ]
}

@test "the logical MM(5,8): the campaign's 64 shard files merge to 179929" {
	local files=() i
	# its table of hints, 2^30 pairs, takes 40 s to fill under ASan; the
	# merge's checks run there on MM(5,6)'s files above
	sanitized && skip "slow under AddressSanitizer"
	for i in $(seq 0 63); do
		files+=("$ROOT/testdata/optima/mm-5x8-consistent-shards/shard.$i")
	done
	run "$CODE" shard merge --colours=1-8 --length=5 --consistent \
	    --tree "${files[@]}"
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	gzip -dc "$ROOT/testdata/optima/mm-5x8-consistent.tree.gz" >"$T/tree"
	diff "$T/tree" <(printf '%s\n' "$output")
}
