#!/usr/bin/env bats
# The command line's rules, the same in the filter and in every mode:
# options and operands in any order, -- ends the options, - alone is an
# operand (standard input), and a first argument that is neither a mode
# nor a file is a usage error naming the nearest mode.  The hints expected
# here are worked out by hand.

bats_require_minimum_version 1.5.0
load helper

MODES='score variants solve analyze tree replay rank review play gen check
    completion'

setup() {
	cd "$ROOT/testdata" || return
	T=$BATS_TEST_TMPDIR
}

@test "the filter: options after and between FILE operands, and - among them" {
	"$CODE" style-statement.in --style=statement >"$T/out"
	diff -u style-statement.out "$T/out"
	"$CODE" style-statement.in --style=statement style-statement.in \
	    >"$T/out"
	cat style-statement.out style-statement.out | diff -u - "$T/out"
	"$CODE" - --style=statement <style-statement.in >"$T/out"
	diff -u style-statement.out "$T/out"
}

@test "score: options after the codes; the codes keep their order" {
	local want='{"secret":"1234","guess":"1243","strong":2,"weak":2}
{"secret":"1234","guess":"4321","strong":0,"weak":4}'
	run --separate-stderr "$CODE" score 1234 1243 --format=json 4321
	echo "status $status; stdout: $output; stderr: $stderr"
	[ "$status" -eq 0 ]
	[ "$output" = "$want" ]
	[ -z "$stderr" ]
	# the environment does not change the rule
	run --separate-stderr env POSIXLY_CORRECT=1 "$CODE" score 1234 1243 \
	    --format=json 4321
	[ "$status" -eq 0 ]
	[ "$output" = "$want" ]
	# - (standard input) then an option
	run --separate-stderr "$CODE" score - --format=json <<<'1234 4321'
	[ "$status" -eq 0 ]
	[ "$output" = '{"secret":"1234","guess":"4321","strong":0,"weak":4}' ]
}

@test "-- ends the options: after it a code may begin with -, -- too" {
	# -AB against BA-: A in place; -, A, B in common: (1,2)
	run --separate-stderr "$CODE" score --colours=AB- BA- -- -AB
	echo "status $status; stdout: $output; stderr: $stderr"
	[ "$status" -eq 0 ]
	[ "$output" = "(1,2)" ]
	# an option after -- is a code: --format=json is not one of A, B, -
	run --separate-stderr "$CODE" score --colours=AB- BA- -- -AB \
	    --format=json
	[ "$status" -eq 1 ]
	[ "$output" = "(1,2)" ]
	# the second -- is an operand, a code of two colours -
	run --separate-stderr "$CODE" score --colours=AB- --length=2 -- -- A-
	[ "$status" -eq 0 ]
	[ "$output" = "(1,0)" ]
	# of the 9 codes of two of A, B, -, these 4 give -A the hint (1,0):
	# --, -B, AA, BA
	run --separate-stderr "$CODE" solve --colours=AB- --length=2 \
	    -- -A:1,0 --count
	[ "$status" -eq 1 ]
	run --separate-stderr "$CODE" solve --colours=AB- --length=2 --list \
	    -- -A:1,0
	[ "$status" -eq 0 ]
	[ "$(printf '%s\n' "$output" | sort | tr '\n' ' ')" = '-- -B AA BA ' ]
}

@test "a code that begins with - before --: an unknown option that says so" {
	run --separate-stderr "$CODE" score --colours=AB- BA- -AB
	echo "status $status; stdout: $output; stderr: $stderr"
	[ "$status" -eq 2 ]
	[ -z "$output" ]
	[ "${stderr%%$'\n'*}" = "code: unknown option '-A' (an operand that begins with '-' goes after --)" ]
}

@test "solve and check: options after the operands" {
	local want
	want=$("$CODE" solve --count 1122:1,0 3345:0,1)
	[ "$want" -gt 0 ]
	run --separate-stderr "$CODE" solve 1122:1,0 --count 3345:0,1
	echo "status $status; stdout: $output; stderr: $stderr"
	[ "$status" -eq 0 ]
	[ "$output" = "$want" ]
	[ -z "$stderr" ]
	# the sample's answers, an option after INPUT and OUTPUT
	run --separate-stderr "$CODE" check sample.in sample.out --tokens
	echo "status $status; stdout: $output; stderr: $stderr"
	[ "$status" -eq 0 ]
}

@test "a bad option after the operands: a usage error before any output" {
	local args
	while IFS='|' read -r args; do
		# shellcheck disable=SC2086 # args holds several words
		run --separate-stderr "$CODE" $args </dev/null
		echo "code $args: status $status; stdout: $output; stderr: $stderr"
		[ "$status" -eq 2 ]
		[ -z "$output" ]
		[[ $stderr == code:* ]]
	done <<-'EOF'
	score 1234 1234 --bogus
	score 1234 1234 --format
	score 1234 1234 -q
	solve 1122:1,0 --bogus
	sample.in --bogus
	sample.in --indent
	EOF
}

# bats test_tags=heavy
@test "every mode reads options by the same rules and says the same" {
	local mode
	for mode in '' $MODES 'shard plan' 'shard run' 'shard merge' \
	    'shard verify'; do
		# shellcheck disable=SC2086 # no mode: the filter
		run --separate-stderr "$CODE" $mode -x </dev/null
		echo "code $mode -x: status $status; stderr: $stderr"
		[ "$status" -eq 2 ]
		[ -z "$output" ]
		[ "${stderr%%$'\n'*}" = "code: unknown option '-x' (an operand that begins with '-' goes after --)" ]
		# shellcheck disable=SC2086
		run --separate-stderr "$CODE" $mode --help=x </dev/null
		echo "code $mode --help=x: status $status; stderr: $stderr"
		[ "$status" -eq 2 ]
		[ "${stderr%%$'\n'*}" = "code: option '--help' takes no value" ]
		# shellcheck disable=SC2086
		run --separate-stderr "$CODE" $mode --bogus=1 </dev/null
		[ "$status" -eq 2 ]
		[ "${stderr%%$'\n'*}" = "code: unknown option '--bogus=1'" ]
		# -h anywhere: help on standard output, exit 0
		# shellcheck disable=SC2086
		run --separate-stderr "$CODE" $mode sample.in -h </dev/null
		[ "$status" -eq 0 ]
		[[ $output == usage:* ]]
	done
}

# bats test_tags=heavy
@test "an option of fixed values: any other is a usage error that lists them, as --help does" {
	local args want
	while IFS='|' read -r args want; do
		# shellcheck disable=SC2086 # args are words
		run --separate-stderr "$CODE" $args </dev/null
		echo "code $args: status $status; stderr: $stderr"
		[ "$status" -eq 2 ]
		[ "${stderr%%$'\n'*}" = "code: $want, found 'x'" ]
	done <<'EOF'
--style=x|--style: expected uva or statement
check --style=x sample.in|--style: expected uva or statement
solve --strategy=x|--strategy: expected first, knuth, most-parts, expected-size, entropy or optimal
analyze --goal=x|--goal: expected average, worst or depth
analyze --format=x|--format: expected text or json
rank --format=x|--format: expected text, json or csv
shard merge --format=x|--format: expected text, json or csv
tree --format=x|--format: expected lines, json, golf or dot
shard merge --tree=x|--tree: expected lines, json, golf or dot
variants --format=x|--format: expected table or json
gen --layout=x|--layout: expected canonical or irregular
gen --limits=x|--limits: expected statement or none
score --format=x|--format: expected pair, plain, words, aciertos, pegs, json or a template with %
score --distinct=x|--distinct: expected secret, guess, both or none
variants --distinct=x|--distinct: expected secret, guess, both or none
solve --distinct=x|--distinct: expected secret, guess, both or none
analyze --distinct=x|--distinct: expected secret, guess, both or none
solve --format=x|--format: expected text or json
completion x|completion: expected bash, zsh or fish
EOF
}

@test "analyze's options of the jobs of tree, replay, rank and shard: exit 2, one line naming the command that does the job" {
	local option want
	while IFS='|' read -r option want; do
		# shellcheck disable=SC2086 # an option and its value, or two
		run --separate-stderr "$CODE" analyze $option </dev/null
		echo "code analyze $option: status $status; stderr: $stderr"
		[ "$status" -eq 2 ]
		[ -z "$output" ]
		[ "$stderr" = "code: analyze $want (see code(1))" ]
	done <<-'EOF'
	--tree|--tree: now code tree [OPTIONS]
	--tree=golf|--tree: now code tree [OPTIONS]
	--tree-depth=2|--tree-depth: now code tree --format=dot --depth=K
	--replay=tree.txt|--replay: now code replay [OPTIONS] FILE
	--replay tree.txt|--replay: now code replay [OPTIONS] FILE
	--first=all|--first=all: now code rank --first=all
	--first=1122,1234|--first=GUESS,GUESS,...: now code rank --first=GUESS,GUESS,...
	--first-from=list.txt|--first-from: now code rank --first-from=FILE
	--top=3|--top: now code rank --top=N|all
	--above=5700|--above: now code rank --above=TOTAL
	--format=csv|--format=csv: now code rank --format=csv
	--plan=4|--plan: now code shard plan [OPTIONS] K
	--shard=0/2 --shard-file=s.0|--shard: now code shard run [OPTIONS] I/K FILE [DONE ...]
	--shard-file=s.0|--shard-file: now code shard run [OPTIONS] I/K FILE [DONE ...]
	--checkpoint=1m|--checkpoint: now code shard run --checkpoint=DURATION I/K FILE
	--merge s.0 s.1|--merge: now code shard merge [OPTIONS] FILE ...
	--partial|--partial: now code shard merge --partial FILE ...
	--verify=5%|--verify: now code shard verify --fraction=FRACTION FILE ...
	--unit-size=100|--unit-size: now code shard plan|run|merge|verify --unit-size=N
	--unit-depth=2|--unit-depth: now code shard plan|run|merge|verify --unit-size=N, which deals one set deep
	EOF
	# a guess of colours that include the comma is one guess
	run -0 "$CODE" analyze --colours=+--A --length=2 --first=+,
}

@test "gen on the shared parser: its own --distinct takes no value; -- and order change nothing" {
	run --separate-stderr "$CODE" gen --distinct=1
	[ "$status" -eq 2 ]
	[ "${stderr%%$'\n'*}" = "code: option '--distinct' takes no value" ]
	"$CODE" gen --seed=7 --games=3 --colours=4 >"$T/a"
	"$CODE" gen --colours=4 --games=3 --seed=7 -- >"$T/b"
	cmp "$T/a" "$T/b"
	run --separate-stderr "$CODE" gen --seed=7 -- --games=3
	[ "$status" -eq 2 ]
	[ "${stderr%%$'\n'*}" = "code: gen: takes no operands, found '--games=3'" ]
}

@test "a mistyped mode: neither a file nor a mode, the nearest named, exit 2" {
	local typo mode
	cd "$T"
	while read -r typo mode; do
		run --separate-stderr "$CODE" "$typo" </dev/null
		echo "code $typo: status $status; stdout: $output; stderr: $stderr"
		[ "$status" -eq 2 ]
		[ -z "$output" ]
		[ "${stderr%%$'\n'*}" = "code: '$typo' is neither a file nor a mode; did you mean '$mode'?" ]
		[[ $stderr == *usage:* ]]
	done <<-'EOF'
	sove solve
	plya play
	Score score
	scroe score
	chek check
	anlyze analyze
	variant variants
	ge gen
	tre tree
	shrad shard
	rnak rank
	EOF
	# far from every mode: no guess
	run --separate-stderr "$CODE" bogus </dev/null
	[ "$status" -eq 2 ]
	[ -z "$output" ]
	[ "${stderr%%$'\n'*}" = "code: 'bogus' is neither a file nor a mode" ]
}

@test "a missing file that looks like a path, or comes later, is still a read error" {
	local args
	cd "$T"
	while IFS='|' read -r args; do
		# shellcheck disable=SC2086 # args holds several words
		run --separate-stderr "$CODE" $args </dev/null
		echo "code $args: status $status; stderr: $stderr"
		[ "$status" -eq 3 ]
		[[ $stderr == *"No such file or directory"* ]]
	done <<-'EOF'
	./sove
	sove.in
	-- sove
	--strict sove
	EOF
	# a file of a mode-like name is read
	printf '1 1 1 0 0\n' >scroe
	run --separate-stderr "$CODE" scroe
	[ "$status" -eq 0 ]
	[ "$output" = "Game 1:
    (1,0)" ]
}
