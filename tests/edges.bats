#!/usr/bin/env bats
# Every number option of every mode, at and past the edges of its range:
# a value in the range gets a result (the status the row says), any other
# a usage error, exit 2, whose message names the option and quotes the
# value; never a signal (make check runs this file under ASan and UBSan
# too).  The ranges are the manual's and --help's; --threads has its own
# file (tests/threads.bats), the options of fixed values theirs in
# tests/options.bats.

bats_require_minimum_version 1.5.0
load helper

setup() {
	cd "$ROOT/testdata" || return
	T=$BATS_TEST_TMPDIR
}

# Values no number option takes: below every range, past every range,
# none, not a number, a number and more.
BAD='-1 99999999999999999999 @ abc 1x'

# edge INPUT STATUS OPTION=VALUE ARGS...: runs code ARGS with
# OPTION=VALUE (@ is the empty value) on INPUT, which must end with
# STATUS, never a signal or a sanitizer's report; STATUS - is a usage
# error (2) whose message names the option and quotes the value.  Its
# standard error is read by the shell (a head and a grep a run took half
# the test's time).
edge() {
	local input=$1 want=$2 option=${3%%=*} value=${3#*=} status=0 first
	local err=''
	shift 3
	[ "$value" = @ ] && value=
	timeout 60 "$CODE" "$@" "$option=$value" <"$input" >/dev/null \
	    2>"$T/err" || status=$?
	IFS= read -r -d '' err <"$T/err" || true
	first=${err%%$'\n'*}
	echo "code $* $option=$value: status $status; $first"
	[ "$status" -lt 124 ] || return 1	# a signal, or a run too long
	[[ $err != *Sanitizer* && $err != *'runtime error'* ]] || return 1
	if [ "$want" = - ]; then
		[ "$status" -eq 2 ] &&
		    [[ $first == "code: $option: "*"'$value'"* ]]
	else
		[ "$status" -eq "$want" ]
	fi
}

# Each row: the input, the option, the values in its range (VALUE, or
# VALUE=STATUS where the status is not 0), the values past it, and the
# mode and options before it.
# bats test_tags=heavy
@test "every number option: a result within its range, a usage error past it" {
	local input option in out args v want failed=0
	while IFS='|' read -r input option in out args; do
		for v in $in; do
			want=0
			[[ $v == *=* ]] && want=${v#*=}
			# shellcheck disable=SC2086 # args are words
			edge "$input" "$want" "$option=${v%%=*}" $args ||
			    failed=1
		done
		for v in $out $BAD; do
			# shellcheck disable=SC2086
			edge "$input" - "$option=$v" $args || failed=1
		done
	done <<'EOF'
sample.in|--indent|0 1 64|65|
sample.in|--read-size|1 1073741824|0 1073741825|
sample.out|--indent|0=7 4 64=7|65|check sample.in
sample.out|--limit|1 1000000000|0 1000000001|check sample.in
/dev/null|--length|1 256|0 257|score
/dev/null|--length|1 256|0 257|variants
/dev/null|--length|1 4 256=2|0 257|solve
/dev/null|--length|1 4 256=2|0 257|analyze
/dev/null|--length|1 4|0 5 256 257|play -v match-hit
/dev/null|--tries|1 24|0 25|play -v match-hit
/dev/null|--seed|0 1 4294967295|4294967296|play -v letters
/dev/null|--depth|1 64|0 65|tree --colours=1-3 --length=3 --format=dot
/dev/null|--memory|1M 1048576 1024T|0 1 1023K 1048575 1025T 1g 1.5G|analyze --colours=1-3 --length=3 --strategy=optimal
/dev/null|--time-limit|1 1s 1000d 24000h 86400000|0 0s 1001d 24001h 86400001 0.5s|analyze --colours=1-3 --length=3 --strategy=optimal
/dev/null|--progress|1 1000d|0 1001d|analyze --colours=1-3 --length=3 --strategy=optimal
/dev/null|--games|0 1 18446744073709551615|18446744073709551616|gen --bytes=1000
/dev/null|--games|0 1 1000|18446744073709551616|gen --pairs -v classic
/dev/null|--guesses|0 1 1000000000 0-1000000000|1000000001 5-3 1- 0-1000000001|gen --bytes=1000
/dev/null|--colours|1 9|0 10|gen --bytes=1000
/dev/null|--length|1 1000 1-1000 1:5 1-10:0-5*2|0 0-5 5-3 1*0 1, ,1 1:1000000001|gen --bytes=1000
/dev/null|--length|1 10000000|0 10000001|gen --bytes=1000 --limits=none
/dev/null|--bytes|0 1 1k 200M 2G 18446744073709551615|18446744073709551616 1K 16E|gen --games=2
/dev/null|--seed|0 1 18446744073709551615|18446744073709551616|gen --games=2
EOF
	[ "$failed" -eq 0 ]
}

@test "past the statement's limits, gen's lengths are a usage error naming --limits=none" {
	run --separate-stderr "$CODE" gen --bytes=1000 --length=1001
	[ "$status" -eq 2 ]
	[ "$stderr" = "code: gen: --length: N above 1000 breaks the statement's limits (add --limits=none)" ]
}

@test "a variant that is none: a usage error in every mode that takes -v" {
	local mode
	for mode in score variants solve analyze tree replay rank 'shard plan' \
	    review play 'gen --pairs'; do
		# shellcheck disable=SC2086 # gen --pairs is two words
		run --separate-stderr "$CODE" $mode -v nosuch </dev/null
		echo "code $mode -v nosuch: status $status; $stderr"
		[ "$status" -eq 2 ]
		[[ $stderr == "code: unknown variant 'nosuch'"* ]]
	done
}
