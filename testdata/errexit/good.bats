#!/usr/bin/env bats
# The forms tests/errexit.awk lets pass: every assertion here can fail,
# and what looks like one but is a condition, a string or a here-document
# is none.

load helper

bats_require_minimum_version 1.5.0

# local_one FILE: one command, its status the function's.
local_one() {
	grep -q x "$1"
}

# last_negated FILE: a negated command last, the function's status.
last_negated() {
	[ -s "$1" ]
	! grep -q y "$1"
}

# branches WANT: an if last, each branch's last command its status.
branches() {
	if [ "$1" = - ]; then
		[ -s file ] && [[ $(cat file) == *x* ]]
	elif [ "$1" = + ]; then
		! grep -q y file
	else
		[ "$1" -eq 2 ]
	fi
}

@test "negated commands that fail the test" {
	run ! grep -q x file
	run -1 ! grep -q x file
	! grep -q x file || false
	! grep -q x file || { echo "x in file"; false; }
	[ ! -s file ]
	[[ ! -s file ]]
	for f in a b; do
		run ! grep -q x "$f"
		! grep -q y "$f" || { echo "$f"; return 1; }
	done
	! grep -q z file
}

@test "conditions, and a condition && an action" {
	if ! grep -q x file; then echo none; fi
	while ! [ -s file ]; do sleep 0.1; done
	until grep -q x file && grep -q y file; do sleep 0.1; done
	! one_test file || skip "no x"
	[ -f old ] && rm old
	[ "$a" = - ] && a=--format=text
	grep -q x file && break
	"$CODE" score 1234 >out && false
	grep -q x file && return 1
	[ "$ok" -eq 0 ] || echo "FAILED: $name"
	[ -f "$name.err" ] || : >want
	"$CODE" score 1234 || true
	case $a in
	x) ! grep -q "$a" file || false ;;
	esac
	[ -s file ] && [ -s other ]
}

@test "strings, substitutions and here-documents hold no commands" {
	echo "! grep -q x file
	! grep -q y file"
	awk '
		! seen[$0]++
		x && y { print }
	' file >out
	echo "${a:-! grep}" "$(echo "it's" && ! true)" "${b//(/}"
	cat <<-EOF >script
	! grep -q x file
	[ -s a ] && [ -s b ]
	EOF
	cat <<'EOF' >other
! grep -q x file
EOF
	[[ $a =~ \"x\":([0-9]+) && $b == *"("* ]]
	(( a > 1 && b > 2 )) || false
	x=$(! grep -q x file; echo $?) # ! a comment
	run grep -q x <<<'! y'
	[ "$x" = 1 ]
}

@test "functions called as commands of their own, or checked whatever errexit" {
	several_tests file
	one_test file || false
	run one_test file
	run local_one file
	if one_test file; then echo yes; fi
	last_negated file
	branches 2
	{ echo a; echo b; } >out
	[ -s out ] || {
		echo "nothing in out"
		false
	}
	! one_test file
}
