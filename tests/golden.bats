#!/usr/bin/env bats
# Every testdata/NAME.in, run from testdata/ as `code $(cat NAME.args)
# NAME.in`, prints NAME.out on stdout, NAME.err (or nothing) on stderr, and
# exits with NAME.status (or 0).

load helper

@test "golden files: testdata/*.in against *.out, *.err, *.status" {
	cd "$ROOT/testdata"
	local input name failed='' count=0
	for input in *.in; do
		name=${input%.in}
		run_case "$name" "$BATS_TEST_TMPDIR/$name"
		check_case "$name" "$BATS_TEST_TMPDIR/$name" || failed="$failed $name"
		count=$((count + 1))
	done
	[ "$count" -ge 50 ] || { echo "only $count golden cases found"; false; }
	if [ -n "$failed" ]; then
		echo "failed golden cases:$failed"
		false
	fi
}
