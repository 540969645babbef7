#!/usr/bin/env bats
# tests/errexit.awk, which finds the assertions bats' errexit ignores:
# the suite has none, and it says each bad form of testdata/errexit/ at
# its line and none of the good ones.

bats_require_minimum_version 1.5.0

setup() {
	ROOT=$(cd "$BATS_TEST_DIRNAME/../.." && pwd)
	CHECK="$ROOT/tests/errexit.awk"
}

@test "errexit.awk: every assertion of the suite can fail" {
	cd "$ROOT"
	run awk -f "$CHECK" tests/helper.bash tests/*.bats tests/*/*.bats
	echo "$output"
	[ "$status" -eq 0 ]
	[ -z "$output" ]
}

@test "errexit.awk: each bad form said at its line, status 1" {
	cd "$ROOT/testdata/errexit"
	run -1 awk -f "$CHECK" helper.bash bad-helper.bash bad.bats
	diff -u bad.out - <<<"$output"
}

@test "errexit.awk: the good forms pass, status 0" {
	cd "$ROOT/testdata/errexit"
	run -0 awk -f "$CHECK" helper.bash good.bats
	[ -z "$output" ] || { echo "$output"; false; }
}
