#!/usr/bin/env bats
# --threads: every value of the documented range, 1 to 256, runs that
# many threads (counted by tests/faults.c, preloaded) and gives the result
# of one thread; a value outside it is a usage error; threads that cannot
# start change nothing but the time.  Tiny variants, so that the runs
# stay cheap under the sanitizers too.

bats_require_minimum_version 1.5.0
load helper

setup_file() {
	faults_shim
}

setup() {
	T=$BATS_TEST_TMPDIR
	export ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0
}

@test "solve --threads=N starts N - 1 threads beside its own, up to 256" {
	local n out
	for n in 1 16 17 64 256; do
		# Knuth's first guess on the board game (Knuth, 1976): a
		# search of every guess, shared out to the N threads
		out=$(faulty FAULT_THREAD_COUNT=1 -- solve --threads=$n 2>"$T/err")
		[ "$out" = 1122 ] || { echo "--threads=$n: $out"; false; }
		[ "$(cat "$T/err")" = $((n - 1)) ] ||
		    { echo "--threads=$n started $(cat "$T/err")"; false; }
	done
}

# bats test_tags=heavy
@test "analyze, every strategy, --threads from 1 to 256: the result of one thread" {
	local s n one
	for s in first knuth most-parts expected-size entropy optimal; do
		one=$("$CODE" tree --strategy=$s --colours=1-3 --length=3 \
		    --threads=1)
		for n in 16 17 64 256; do
			run -0 "$CODE" tree --strategy=$s --colours=1-3 \
			    --length=3 --threads=$n
			[ "$output" = "$one" ] ||
			    { echo "$s, --threads=$n:"; echo "$output"; false; }
		done
	done
	# Knuth's total on the board game (5801 over 1296 secrets)
	for n in 17 256; do
		run -0 "$CODE" analyze --threads=$n --format=json
		[[ $output == *'"total":5801,'* ]]
	done
}

# bats test_tags=heavy
@test "solve, every strategy, --threads from 1 to 256: the guess of one thread" {
	local s n one
	# 256 secrets left of the board game's: every guess weighed in threads
	for s in first knuth most-parts expected-size entropy optimal; do
		one=$("$CODE" solve --strategy=$s --threads=1 1122:1,0)
		for n in 17 256; do
			run -0 "$CODE" solve --strategy=$s --threads=$n 1122:1,0
			[ "$output" = "$one" ] ||
			    { echo "$s, --threads=$n: $output, not $one"; false; }
		done
	done
}

@test "--threads outside 1 to 256: a usage error naming the range" {
	local mode value
	for mode in solve analyze; do
		for value in 0 257 -1 abc ''; do
			run -2 --separate-stderr "$CODE" $mode --threads="$value"
			[ -z "$output" ]
			[[ $stderr == 'code: --threads: '*1*256* ]] ||
			    { echo "$mode --threads=$value: $stderr"; false; }
		done
	done
}

@test "threads that cannot start: the same result, in fewer threads" {
	local k out
	for k in 1 3; do
		out=$(faulty FAULT_THREAD_FAIL=$k FAULT_THREAD_COUNT=1 -- solve \
		    --threads=8 2>"$T/err")
		[ "$out" = 1122 ]
		[ "$(cat "$T/err")" = $((k - 1)) ]
		faulty FAULT_THREAD_FAIL=$k -- tree --strategy=entropy \
		    --threads=8 >"$T/out" 2>"$T/err"
		"$CODE" tree --strategy=entropy --threads=1 |
		    diff -u - "$T/out"
		[ ! -s "$T/err" ]
	done
}
