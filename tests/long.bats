#!/usr/bin/env bats
# Long searches (--strategy=optimal): the memory they may hold
# (--memory), what they show while they run, the answer they give when
# stopped, and their split into shards merged back into the single run's
# output.  The totals the strategies must reach are published facts: the
# board game's 5625 and, within 5 guesses, 5626 (Koyama and Lai, 1993).

bats_require_minimum_version 1.5.0
load helper

setup() {
	T=$BATS_TEST_TMPDIR
}

# field NAME JSON: the number NAME has in the JSON object.
field() {
	[[ $2 =~ \"$1\":([0-9]+) ]] && echo "${BASH_REMATCH[1]}"
}

@test "--memory: a memo capped below what the search stores finds the same strategy" {
	local goal t want
	for goal in average worst; do
		want=$("$CODE" analyze --strategy=optimal --goal=$goal --tree)
		for t in 1 2; do
			# 3M leaves the memo about 1 MB of the 2 MB it fills
			run "$CODE" analyze --strategy=optimal --goal=$goal \
			    --threads=$t --memory=3M --tree
			[ "$status" -eq 0 ]
			[ "$output" = "$want" ] ||
			    { echo "goal $goal, $t threads: another tree"; false; }
		done
		echo "$want" >"$T/tree"
		run "$CODE" analyze --replay="$T/tree" --format=json
		[ "$(field total "$output")" = \
		    "$([ $goal = average ] && echo 5625 || echo 5626)" ]
	done
}

@test "--memory: sizes from 1M to 1024T, a table larger than it a usage error" {
	local bad
	for bad in 0 1048575 1025T 4X 4MB -1 '' 99999999999999999999 1.5G; do
		run "$CODE" analyze --strategy=optimal --memory="$bad"
		[ "$status" -eq 2 ] || { echo "--memory=$bad: $status"; false; }
		[[ $output == *"--memory: not a size from 1M to 1024T: '$bad'"* ]]
	done
	# classic's table of hints, 1296 x 1296 bytes, with room to spare
	run "$CODE" analyze --strategy=optimal --memory=1M
	[ "$status" -eq 2 ]
	[[ $output == *"table of 1296 guesses by 1296 secrets needs"*"more than the 1.0 MiB of --memory"* ]]
	run "$CODE" analyze --strategy=optimal --memory=1048576
	[ "$status" -eq 2 ]
	run "$CODE" analyze --strategy=optimal --memory=1024T --format=json
	[ "$status" -eq 0 ]
	[ "$(field total "$output")" = 5625 ]
	run "$CODE" solve --strategy=optimal --memory=64M
	[ "$output" = 1123 ]
}
