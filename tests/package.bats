#!/usr/bin/env bats
# testdata/package/: the statement's problem as a problem package (legacy
# Kattis format).  Every validator runs on every file, and on wrong and
# misformatted inputs and outputs, each with the verdict it should get;
# the package's data is what code gen and code write.

bats_require_minimum_version 1.5.0
load helper

setup() {
	T=$BATS_TEST_TMPDIR
	P=$ROOT/testdata/package
	export CODE
	# the flags problem.yaml passes the output validator
	FLAGS=$(sed -n 's/^validator_flags: *//p' "$P/problem.yaml")
}

# output_verdict INPUT ANSWER TEAM [FLAGS...]: the output validator's exit
# status on TEAM, run as problem packages run it.
output_verdict() {
	local in=$1 ans=$2 team=$3 status=0
	shift 3
	mkdir -p "$T/feedback"
	"$P/output_validators/code/run" "$in" "$ans" "$T/feedback" "$@" \
	    <"$team" >/dev/null 2>&1 || status=$?
	echo "$status"
}

@test "package: its inputs are code gen's, its answers code's" {
	cp -R "$P" "$T/package"
	rm "$T/package"/data/secret/*
	(cd "$T/package" && ./generate)
	diff -r "$P/data/secret" "$T/package/data/secret"
	"$CODE" --style=statement "$P/data/sample/1.in" | diff -u "$P/data/sample/1.ans" -
	cmp "$P/data/sample/1.in" "$ROOT/testdata/sample.in"
	[ "$(ls "$P"/data/secret/*.in | wc -l)" -ge 6 ]
}

# bats test_tags=heavy
@test "package: the input validator accepts every input, and refuses misformatted ones" {
	local f bad
	for f in "$P"/data/*/*.in; do
		run "$P/input_validators/code/run" <"$f"
		[ "$status" -eq 42 ] || { echo "$f: $status $output"; false; }
	done
	f=$P/data/sample/1.in
	while read -r bad; do
		eval "$bad" <"$f" >"$T/bad.in"
		run "$P/input_validators/code/run" <"$T/bad.in"
		[ "$status" -eq 43 ] || { echo "$bad: $status"; false; }
	done <<-'EOF'
	sed 's/$/\r/'
	sed '2s/ /  /'
	sed '2s/^/ /'
	sed '3s/$/ /'
	sed '$a\\'
	sed '1s/^/0/'
	sed '1s/^/+/'
	sed '2s/1/10/'
	sed '$d'
	head -c -1
	sed '1s/.*/1001/'
	tr '\n' ' '
	EOF
}

# bats test_tags=heavy
@test "package: the output validator, with problem.yaml's flags, accepts every answer and refuses wrong and misformatted outputs" {
	local f ans bad want
	[ "$FLAGS" = space_change_sensitive ]
	for f in "$P"/data/*/*.in; do
		ans=${f%.in}.ans
		# shellcheck disable=SC2086 # FLAGS is several words
		[ "$(output_verdict "$f" "$ans" "$ans" $FLAGS)" -eq 42 ] ||
		    { echo "$ans: not accepted"; false; }
	done
	f=$P/data/sample/1.in
	ans=$P/data/sample/1.ans
	# VERDICT WITH FLAGS|VERDICT WITHOUT|HOW THE OUTPUT IS MADE FROM ANSWER
	while IFS='|' read -r want plain bad; do
		eval "$bad" <"$ans" >"$T/team"
		# shellcheck disable=SC2086
		[ "$(output_verdict "$f" "$ans" "$T/team" $FLAGS)" -eq "$want" ] ||
		    { echo "$bad: not $want with $FLAGS"; false; }
		[ "$(output_verdict "$f" "$ans" "$T/team")" -eq "$plain" ] ||
		    { echo "$bad: not $plain without flags"; false; }
	done <<-'EOF'
	42|42|cat
	43|43|sed '3s/(2,0)/(0,2)/'
	43|43|sed 4d
	43|43|sed '4p'
	43|43|sed '$d'
	43|43|sed 's/Game 2:/Game 3:/'
	43|43|sed 's/(1,1)/(1, 1)/'
	43|43|true
	43|42|sed 's/^(/    (/'
	43|42|sed '$a\\'
	43|42|sed 's/$/\r/'
	43|42|sed '/^$/d'
	43|42|head -c -1
	42|42|sed 's/Game/game/'
	EOF
}

@test "package: a wrong answer file or input is a judge error, neither 42 nor 43" {
	local f=$P/data/sample/1.in ans=$P/data/sample/1.ans
	sed '3s/(2,0)/(0,2)/' "$ans" >"$T/ans"
	# shellcheck disable=SC2086
	[ "$(output_verdict "$f" "$T/ans" "$ans" $FLAGS)" -eq 1 ]
	grep -q "judge error" "$T/feedback/judgemessage.txt"
	sed '2s/1/10/' "$f" >"$T/in"
	# shellcheck disable=SC2086
	[ "$(output_verdict "$T/in" "$ans" "$ans" $FLAGS)" -eq 1 ]
	grep -q "$T/in:2:1: expected a colour 1..9, found '10'" "$T/feedback/judgemessage.txt"
}
