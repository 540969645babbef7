#!/usr/bin/env bats
# What a merge takes from shards' files, and what it refuses: the try
# limit is part of every file's header and bounds every node of a
# strategy it holds; a table whose rows say no strategy wins within the
# limit merges and verifies as the single run prints it; refusals say
# what is wrong; a FIFO operand is read, not waited on.

bats_require_minimum_version 1.5.0
load helper

setup() {
	T=$BATS_TEST_TMPDIR
	B='--colours=1-4 --length=4 --threads=1 --first=all'
}

# shards K TRIES [OPTION...]: the table of 4 colours of 4 places in K
# shards within TRIES guesses, into $T/s.0 ... $T/s.K-1.
shards() {
	local k=$1 tries=$2 i
	shift 2
	for ((i = 0; i < k; i++)); do
		# shellcheck disable=SC2086
		"$CODE" shard run $B --tries="$tries" "$@" "$i/$k" "$T/s.$i" \
		    2>/dev/null
	done
}

@test "a table's files name their try limit: merged under another, they are refused at line 5" {
	shards 2 4 --top=5
	grep -x 'goal: average, tries 4' "$T/s.0"
	# shellcheck disable=SC2086
	run -1 "$CODE" shard merge $B --top=5 "$T/s.0" "$T/s.1"
	[ "$output" = "code: shard merge: $T/s.0:5: a shard of another search: 'goal: average, tries 4', this one's 'goal: average, tries 10'" ]
	# shellcheck disable=SC2086
	run -1 "$CODE" shard merge $B --top=5 --tries=none "$T/s.0" "$T/s.1"
	[[ $output = *"'goal: average, tries 4', this one's 'goal: average, tries none'" ]]
}

@test "a file that does not name its try limit is of the variant's own: read without --tries, refused with one" {
	shards 2 10 --top=5
	# shellcheck disable=SC2086
	run -0 "$CODE" shard merge $B --top=5 "$T/s.0" "$T/s.1"
	local want=$output i
	for i in 0 1; do
		sed -i 's/^goal: average, tries 10$/goal: average/' "$T/s.$i"
	done
	# shellcheck disable=SC2086
	run -0 "$CODE" shard merge $B --top=5 "$T/s.0" "$T/s.1"
	[ "$output" = "$want" ]
	# shellcheck disable=SC2086
	run -1 "$CODE" shard merge $B --top=5 --tries=10 "$T/s.0" "$T/s.1"
	[[ $output = "code: shard merge: $T/s.0:5: a shard of another search: 'goal: average', this one's 'goal: average, tries 10'" ]]
}

@test "a strategy past the try limit in a table's file is refused saying so, not as out of memory" {
	# the table without a limit, its files relabelled as within 4
	shards 2 none --top=5
	local i
	for i in 0 1; do
		sed -i 's/^goal: average, tries none$/goal: average, tries 4/' \
		    "$T/s.$i"
	done
	# shellcheck disable=SC2086
	run -1 --separate-stderr "$CODE" shard merge $B --top=5 --tries=4 \
	    "$T/s.0" "$T/s.1"
	echo "$stderr"
	[ -z "$output" ]
	[[ $stderr = "code: shard merge: $T/s."[01]":"[0-9]*": guess "*" secrets that no strategy finds within the "*" (the try limit)" ]]
	[[ $stderr != *"out of memory"* ]]
}

@test "a table with rows of none merges to the single run's table, and verifies whole" {
	shards 3 4 --top=all
	# shellcheck disable=SC2086
	run -0 "$CODE" rank $B --tries=4 --top=all
	local single=$output
	[[ $single = *"- 1111 none none - yes"* ]]
	# shellcheck disable=SC2086
	run -0 "$CODE" shard merge $B --tries=4 --top=all "$T"/s.*
	[ "$output" = "$single" ]
	# shellcheck disable=SC2086
	run -0 --separate-stderr "$CODE" shard verify $B --tries=4 --top=all \
	    "$T"/s.*
	[ "$output" = "$single" ]
	echo "$stderr"
	[[ $stderr = *": none, none wins within the tries, as solved again"* ]]
	[[ $stderr != *"out of memory"* ]]
	[[ $stderr != *281474976710656* ]]
}

@test "a FIFO that no process writes is read as empty, not waited on; one written is read" {
	shards 2 4 --top=5
	mkfifo "$T/fifo"
	# shellcheck disable=SC2086
	run -1 timeout 20 "$CODE" shard merge $B --tries=4 --top=5 "$T/s.0" \
	    "$T/fifo"
	[ "$output" = "code: shard merge: $T/fifo:1: not a shard's file (written by code shard run): expected 'code-shard 1'" ]
	# shellcheck disable=SC2086
	run -0 "$CODE" shard merge $B --tries=4 --top=5 "$T/s.0" "$T/s.1"
	local want=$output
	# shellcheck disable=SC2086
	run -0 bash -c "cat '$T/s.1' >'$T/fifo' & timeout 20 '$CODE' shard merge $B --tries=4 --top=5 '$T/s.0' '$T/fifo'"
	[ "$output" = "$want" ]
}
