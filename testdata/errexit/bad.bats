#!/usr/bin/env bats
# Each form tests/errexit.awk refuses, one a line that bad.out names.

load helper

local_several() {
	[ -s "$1" ]
	cat "$1"
}

@test "negated commands that errexit ignores" {
	! grep -q x file
	echo "a line"; ! grep -q y file; echo "another"
	[ -s file ] || ! grep -q z file
	for f in a b; do
		! grep -q x "$f"
	done
	while read -r f; do
		echo "$f"
		! grep -q x "$f"
	done <list
	grep -v x file | while read -r f; do
		! grep -q "$f" other
	done
	if [ -s file ]; then
		! grep -q x file
		echo "then"
	fi
	true
}

@test "a test after &&, the commands before it unchecked" {
	grep -q x file && grep -q y file
	"$CODE" score 1234 1234 >out && diff -u want out
	for f in a b; do
		[ -s "$f" ] && [ "$f" != c ]
	done
}

@test "a test whose fallback cannot fail" {
	[ -s file ] || true
	grep -q x file || :
	cmp -s a b || { echo "a and b differ"; }
	[ "$a" = "$b" ] || {
		echo "a is $a"
		cat file
	}
	true
}

@test "a function counting on errexit, called where errexit is off" {
	run several_tests file
	several_tests file || false
	! several_tests file
	if several_tests file; then echo yes; fi
	while several_tests file; do sleep 1; done
	run -1 local_several file
	true
}
