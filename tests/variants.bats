#!/usr/bin/env bats
# `code variants`: a header and one line per variant, columns separated by
# two or more spaces; with -v or RULES, the header and that variant as
# modified.  TRIES follows the assignments: 12 (Match & Hit), 8 = ceil(4 *
# 6 / 3) (letters), 10 (aciertos, term project, the board game).

bats_require_minimum_version 1.5.0
load helper

setup() {
	T=$BATS_TEST_TMPDIR
}

# columns: `code variants ARG...` with each line cut at runs of two or more
# spaces into NAME|COLOURS|LENGTH|SECRET|GUESS|TRIES, FROM left out but
# required to be there; in $output.
columns() {
	run --separate-stderr "$CODE" variants "$@"
	echo "code variants $*: status $status; stderr: $stderr"
	printf '%s\n' "$output"
	[ "$status" -eq 0 ]
	[ -z "$stderr" ]
	output=$(printf '%s\n' "$output" | awk -F '  +' '{
		if (NF != 8 || $8 == "") {
			print "line " NR ": " NF " columns: " $0
			exit 1
		}
		print $1 "|" $2 "|" $3 "|" $4 "|" $5 "|" $6 "|" $7
	}')
}

@test "code variants: the header and the ten variants, each with its hint's rule" {
	columns
	echo "$output"
	[ "$(printf '%s\n' "$output" | sed -n 1p)" = "NAME|COLOURS|LENGTH|SECRET|GUESS|HINT|TRIES" ]
	# COLOURS of classic is checked on its own: 1-6, also written A-F
	printf '%s\n' "$output" | sed 1d | awk -F '|' '$1 == "classic" { $2 = "*" } 1' OFS='|' >"$T/got"
	cat >"$T/want" <<-'E'
	hints|1-9|any|repeats|repeats|counts|-
	match-hit|1-9|4|distinct|distinct|counts|12
	letters|A-F|4|repeats|repeats|counts|8
	aciertos|0-9|4|distinct|repeats|counts|10
	digits|0-9|4|repeats|repeats|counts|10
	bulls-cows|0-9|4|distinct|distinct|counts|-
	classic|*|4|repeats|repeats|counts|10
	black-peg|1-6,A-F|4|repeats|repeats|black|10
	jotto|a-z|5|repeats|repeats|total|-
	wordle|a-z|5|repeats|repeats|marks|6
	E
	diff -u "$T/want" "$T/got"
	[[ $(printf '%s\n' "$output" | awk -F '|' '$1 == "classic" { print $2 }') == *1-6* ]]
}

# bats test_tags=heavy
@test "code variants -v NAME: the header and that variant" {
	local name
	for name in hints match-hit letters aciertos digits bulls-cows classic; do
		columns -v "$name"
		[ "$(printf '%s\n' "$output" | wc -l)" -eq 2 ]
		[ "$(printf '%s\n' "$output" | sed -n 2p | cut -d'|' -f1)" = "$name" ]
	done
	columns --variant=aciertos
	[ "$(printf '%s\n' "$output" | sed -n 2p)" = "aciertos|0-9|4|distinct|repeats|counts|10" ]
}

@test "code variants -v letters --colours=A-D --length=5: ceil(5*4/3) = 7 tries" {
	columns -v letters --colours=A-D --length=5
	[ "$(printf '%s\n' "$output" | wc -l)" -eq 2 ]
	[ "$(printf '%s\n' "$output" | sed -n 2p)" = "letters|A-D|5|repeats|repeats|counts|7" ]
}

# bats test_tags=heavy
@test "letters tries: ceil(length * letters / 3) at the ends of the ranges" {
	local rule colours length tries
	for rule in 'A-F 6 12' 'A-B 4 3' 'A-E 5 9' 'A-C 3 3' 'A-F 3 6' 'A-B 3 2'; do
		read -r colours length tries <<<"$rule"
		columns -v letters --colours="$colours" --length="$length"
		# how a set of two colours is written (A-B or AB) is left open
		[ "$(printf '%s\n' "$output" | sed -n 2p | cut -d'|' -f1,3-)" = "letters|$length|repeats|repeats|counts|$tries" ]
	done
}

# "Max character: 'A' - 'F'": a single colour is a legal game.
@test "letters with max letter A: ceil(3 * 1 / 3) = 1 try" {
	columns -v letters --colours=A-A --length=3
	[ "$(printf '%s\n' "$output" | sed -n 2p | cut -d'|' -f1,3-)" = "letters|3|repeats|repeats|counts|1" ]
}

# bats test_tags=heavy
@test "RULES change the variant shown" {
	columns -v aciertos --length=6
	[ "$(printf '%s\n' "$output" | sed -n 2p)" = "aciertos|0-9|6|distinct|repeats|counts|10" ]
	columns -v match-hit --length=3
	[ "$(printf '%s\n' "$output" | sed -n 2p | cut -d'|' -f1-5)" = "match-hit|1-9|3|distinct|distinct" ]
	columns -v match-hit --distinct=none
	[ "$(printf '%s\n' "$output" | sed -n 2p | cut -d'|' -f1-5)" = "match-hit|1-9|4|repeats|repeats" ]
	columns --length=5
	[ "$(printf '%s\n' "$output" | sed -n 2p | cut -d'|' -f1-5)" = "hints|1-9|5|repeats|repeats" ]
	columns -v hints --distinct=guess --colours=0-9
	[ "$(printf '%s\n' "$output" | sed -n 2p | cut -d'|' -f1-5)" = "hints|0-9|any|repeats|distinct" ]
	columns -v bulls-cows --distinct=secret
	[ "$(printf '%s\n' "$output" | sed -n 2p | cut -d'|' -f1-5)" = "bulls-cows|0-9|4|distinct|repeats" ]
}

# usage_error MESSAGE ARG...: `code variants ARG...` exits 2 with MESSAGE
# first on standard error and nothing on standard output.
usage_error() {
	local message=$1
	shift
	run --separate-stderr "$CODE" variants "$@"
	echo "code variants $*: status $status; stdout: $output; stderr: $stderr"
	[ "$status" -eq 2 ]
	[ -z "$output" ]
	[ "${stderr%%$'\n'*}" = "$message" ]
}

@test "code variants: the assignments' ranges are enforced" {
	usage_error "code: --length: letters needs 3..6, found '9'" -v letters --length=9
	usage_error "code: --length: letters needs 3..6, found '2'" -v letters --length=2
	usage_error "code: --colours: letters needs A up to a letter A..F, found 'A-H'" \
	    -v letters --colours=A-H
	usage_error "code: --length: aciertos needs 2..6, found '7'" -v aciertos --length=7
	usage_error "code: --length: match-hit needs 1..4, found '5'" -v match-hit --length=5
}

@test "code variants: unknown variant, unknown option, operands" {
	usage_error "code: unknown variant 'foo' (see code variants)" -v foo
	usage_error "code: unknown variant 'foo' (see code variants)" --variant=foo
	run --separate-stderr "$CODE" variants --bogus
	[ "$status" -eq 2 ]
	[ -z "$output" ]
	[[ $stderr == *--bogus* ]]
	run --separate-stderr "$CODE" variants letters
	[ "$status" -eq 2 ]
	[ -z "$output" ]
	[[ $stderr == code:* ]]
}

@test "code variants -h: help on stdout, exit 0" {
	local option
	for option in -h --help; do
		run --separate-stderr "$CODE" variants "$option"
		[ "$status" -eq 0 ]
		[[ $output == *variants* ]]
		[ -z "$stderr" ]
	done
}

# --format=json: one object a line, the fields of the manual, the values the
# assignments give (as in the table test above); --format=table is the
# table; any other format is refused (issue 15 item 9).
# bats test_tags=heavy
@test "code variants --format=json: an object a variant; other formats refused" {
	local format
	run --separate-stderr "$CODE" variants --format=json
	[ "$status" -eq 0 ]
	[ -z "$stderr" ]
	printf '%s\n' "$output" >"$T/variants.json"
	json_lines "$T/variants.json"
	jq -r '[.name, .colours, (.alias // "-"), (.length // "any"),
	    .distinct, .hint, (.tries // "-"), (.changed | length)] |
	    join("|")' "$T/variants.json" >"$T/got"
	cat >"$T/want" <<-'E'
	hints|1-9|-|any|none|counts|-|0
	match-hit|1-9|-|4|both|counts|12|0
	letters|A-F|-|4|none|counts|8|0
	aciertos|0-9|-|4|secret|counts|10|0
	digits|0-9|-|4|none|counts|10|0
	bulls-cows|0-9|-|4|both|counts|-|0
	classic|1-6|A-F|4|none|counts|10|0
	black-peg|1-6|A-F|4|none|black|10|0
	jotto|a-z|-|5|none|total|-|0
	wordle|a-z|-|5|none|marks|6|0
	E
	diff -u "$T/want" "$T/got"
	[ "$(jq -r .from "$T/variants.json" | grep -c .)" -eq 10 ]
	"$CODE" variants -v classic --hint=marks --format=json >"$T/one.json"
	[ "$(jq -c '[.name, .hint, .changed]' "$T/one.json")" = '["classic","marks",["hint"]]' ]
	"$CODE" variants -v letters --colours=A-D --length=5 --format=json >"$T/one.json"
	json_lines "$T/one.json"
	[ "$(jq -c '[.name, .colours, .length, .tries, .changed]' "$T/one.json")" = '["letters","A-D",5,7,["colours","length"]]' ]
	diff -u <("$CODE" variants) <("$CODE" variants --format=table)
	for format in pair plain words pegs aciertos '%s %w' JSON ''; do
		usage_error "code: --format: expected table or json, found '$format'" \
		    --format="$format"
	done
}

# With rules, the row says which options changed the preset, written as
# --colours, --length and --distinct take them, and the rules read back
# from the JSON make the same variant (issue 15 item 5).
# bats test_tags=heavy
@test "code variants with rules: the options that changed the preset, and they repeat it" {
	local args
	columns -v classic --colours=A-C --length=2
	[ "$(printf '%s\n' "$output" | sed -n 2p)" = "classic|A-C|2|repeats|repeats|counts|10" ]
	run "$CODE" variants -v classic --colours=A-C --length=2
	[[ "${lines[1]}" == *"the board game Mastermind, changed by --colours=A-C --length=2" ]]
	run "$CODE" variants -v match-hit --distinct=secret
	[[ "${lines[1]}" == *"the Match & Hit lab, changed by --distinct=secret" ]]
	run "$CODE" variants -v letters
	[[ "${lines[1]}" == *"the letter Mastermind assignment" ]]
	columns --colours=a-zA-Z0-9+/
	[ "$(printf '%s\n' "$output" | sed -n 2p)" = "hints|a-zA-Z0-9+/|any|repeats|repeats|counts|-" ]
	for args in '-v classic --colours=A-C --length=2' '--colours=AB-' \
	    '--colours=-AB --distinct=guess' '--colours=+--A --length=3' \
	    '-v aciertos --colours=0-23 --length=6' '-v bulls-cows --colours=CBA'; do
		# shellcheck disable=SC2086 # args holds several words
		"$CODE" variants $args --format=json >"$T/made.json"
		json_lines "$T/made.json"
		"$CODE" variants -v "$(jq -r .name "$T/made.json")" \
		    --colours="$(jq -r .colours "$T/made.json")" \
		    --length="$(jq -r '.length // 4' "$T/made.json")" \
		    --distinct="$(jq -r .distinct "$T/made.json")" \
		    --format=json >"$T/again.json"
		[ "$(jq -c 'del(.changed)' "$T/made.json" | sed 's/"length":null/"length":4/')" = "$(jq -c 'del(.changed)' "$T/again.json")" ]
	done
	"$CODE" variants --colours=AB- --format=json >"$T/made.json"
	[ "$(jq -r .colours "$T/made.json")" = "AB-" ]
}
