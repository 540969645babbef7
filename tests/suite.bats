#!/usr/bin/env bats
# tests/suite, the runner of make check: its last line adds up every pass.
# A stub runner prints TAP as bats would; the counts are the stub's.

setup() {
	T=$BATS_TEST_TMPDIR
	SUITE="$BATS_TEST_DIRNAME/suite"
	# The stub prints the TAP of $STUB_TAP_<PASS> (a pass named by PASS=).
	cat >"$T/bats" <<'STUB'
#!/bin/sh
eval "printf '%b' \"\$STUB_TAP_$PASS\""
STUB
	chmod +x "$T/bats"
	export BATS="$T/bats"
	# the passes of the stub's tests run one bats file each
	mkdir "$T/one"
	: >"$T/one/x.bats"
	ONE="TESTS=$T/one"
}

@test "suite: one summary line for both passes, added up" {
	export STUB_TAP_a='1..3\nok 1 one\nnot ok 2 two\nok 3 three\n'
	export STUB_TAP_b='1..2\nok 1 one\nok 2 two\n'
	run sh "$SUITE" "PASS=a $ONE" "PASS=b $ONE"
	[ "$status" -eq 1 ]
	[ "${lines[${#lines[@]} - 1]}" = "4 passed, 1 failed" ]
	# Each pass's own TAP is shown, once.
	[ "$(printf '%s\n' "$output" | grep -c '^not ok 2 two$')" -eq 1 ]
}

@test "suite: all passed exits 0; skipped tests are counted apart" {
	export STUB_TAP_a='1..2\nok 1 one\nok 2 two # skip no /dev/full\n'
	export STUB_TAP_b='1..1\nok 1 one\n'
	run sh "$SUITE" "PASS=a $ONE" "PASS=b $ONE"
	[ "$status" -eq 0 ]
	[ "${lines[${#lines[@]} - 1]}" = "2 passed, 0 failed, 1 skipped" ]
}

@test "suite: tests a dead pass planned and never ran count as failed" {
	export STUB_TAP_a='1..5\nok 1 one\nok 2 two\n'
	run sh "$SUITE" "PASS=a $ONE"
	[ "$status" -eq 1 ]
	[ "${lines[${#lines[@]} - 1]}" = "2 passed, 3 failed" ]
}

@test "suite: a bats that ends non-zero with no test failed counts as one failed; a pass of no files fails" {
	cat >"$T/bats" <<'STUB'
#!/bin/sh
[ "$PASS" = a ] && { echo 'no such file'; exit 1; }
printf '1..1\nok 1 one\n'
STUB
	run sh "$SUITE" "PASS=a $ONE" "PASS=b $ONE"
	[ "$status" -eq 1 ]
	[ "${lines[${#lines[@]} - 1]}" = "1 passed, 1 failed" ]
	grep -q "^not ok - $T/one/x.bats: $T/bats ended with status 1, no test failed$" <<<"$output"
	mkdir "$T/none"
	run sh "$SUITE" "PASS=b $ONE" "PASS=b TESTS=$T/none"
	[ "$status" -eq 1 ]
	[ "${lines[${#lines[@]} - 1]}" = "1 passed, 1 failed" ]
	grep -qx "not ok - no bats files in $T/none" <<<"$output"
}

@test "suite: the passes run side by side, each shown whole and in order" {
	# Pass a waits (up to 60 s) for pass b to have started: one after
	# the other, a would give up and fail.
	cat >"$T/bats" <<STUB
#!/bin/sh
if [ "\$PASS" = a ]; then
	i=0
	while [ ! -e "$T/b-started" ] && [ \$i -lt 600 ]; do
		sleep 0.1; i=\$((i + 1))
	done
	[ -e "$T/b-started" ] && printf '1..1\nok 1 a saw b\n' ||
	    printf '1..1\nnot ok 1 a alone\n'
else
	: >"$T/b-started"
	printf '1..2\nok 1 b one\nok 2 b two\n'
fi
STUB
	run sh "$SUITE" "PASS=a $ONE" "PASS=b $ONE"
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	[ "${lines[${#lines[@]} - 1]}" = "3 passed, 0 failed" ]
	printf '%s\n' "$output" | grep -n . | tr '\n' ' ' |
	    grep -q 'tests/suite: PASS=a.*ok 1 a saw b.*tests/suite: PASS=b.*ok 1 b one.*ok 2 b two'
}

# bats test_tags=heavy
@test "suite: a pass's TESTS=DIR runs the bats files of DIR, the others tests/, a bats each, the largest first" {
	cat >"$T/bats" <<'STUB'
#!/bin/sh
printf '1..1\nok 1 ran %s\n' "$3"
echo "$3" >>"$STARTED"
STUB
	export STARTED=$T/started
	mkdir "$T/dir"
	echo small >"$T/dir/a.bats"
	echo 'the largest file' >"$T/dir/b.bats"
	SUITE_JOBS=1 run sh "$SUITE" "PASS=b TESTS=$T/dir" PASS=a
	[ "$status" -eq 0 ]
	[ "${lines[${#lines[@]} - 1]}" = "$(($(ls "$BATS_TEST_DIRNAME"/*.bats | wc -l) + 2)) passed, 0 failed" ]
	grep -qx "ok 1 ran $T/dir/a.bats" <<<"$output"
	grep -qx "ok 1 ran $T/dir/b.bats" <<<"$output"
	grep -qx "ok 1 ran $BATS_TEST_DIRNAME/suite.bats" <<<"$output"
	# the first pass's files first, the largest first; shown in name order
	[ "$(head -n 2 "$STARTED" | tr '\n' ' ')" = "$T/dir/b.bats $T/dir/a.bats " ]
	[ "$(sed -n 3p "$STARTED")" = "$(ls -S "$BATS_TEST_DIRNAME"/*.bats | head -n 1)" ]
	printf '%s\n' "$output" | grep -n . | tr '\n' ' ' |
	    grep -q "ran $T/dir/a.bats.*ran $T/dir/b.bats"
}

# bats test_tags=heavy
@test "suite: PART=I/K runs every Kth bats file from the Ith, so that K parts run each file once" {
	cat >"$T/bats" <<'STUB'
#!/bin/sh
shift 2	# --formatter tap
echo "1..$#"
for file; do
	echo "ok ran ${file##*/}"
done
STUB
	run sh "$SUITE" "PASS=a PART=0/3" "PASS=b PART=1/3" "PASS=c PART=2/3"
	[ "$status" -eq 0 ]
	[ "${lines[${#lines[@]} - 1]}" = "$(ls "$BATS_TEST_DIRNAME"/*.bats | wc -l) passed, 0 failed" ]
	diff <(sed -n 's/^ok ran //p' <<<"$output" | sort) \
	    <(cd "$BATS_TEST_DIRNAME" && ls ./*.bats | sed 's|^\./||' | sort)
	# each part its own files: the first of them the Ith
	[ "$(sed -n 's/^ok ran //p' <<<"$output" | head -n 1)" = "$(cd "$BATS_TEST_DIRNAME" && ls ./*.bats | head -n 1 | sed 's|^\./||')" ]
}

# bats test_tags=slow
@test "suite: TAGS=!heavy leaves out the tests tagged heavy, and the last line says how many" {
	# the real bats (its own, not the libexec one this test's PATH finds
	# first), without this one's environment
	local real=$BATS_ROOT/bin/bats path=${PATH#"$BATS_LIBEXEC":}
	[ -x "$real" ] || skip "no bats at $real to run a tagged file"
	mkdir "$T/tagged"
	# (printf: bats would take a line that begins with @test here as
	# one of this file's)
	printf '%s\n' '@test "light" { true; }' '# bats test_tags=heavy' \
	    '@test "heavy" { false; }' '@test "light too" { true; }' \
	    >"$T/tagged/t.bats"
	printf '#!/bin/sh\nexec env -i PATH='\''%s'\'' '\''%s'\'' "$@"\n' "$path" "$real" \
	    >"$T/bats"
	run sh "$SUITE" "TESTS=$T/tagged TAGS=!heavy" "TESTS=$T/tagged"
	[ "$status" -eq 1 ]
	[ "${lines[${#lines[@]} - 1]}" = "4 passed, 1 failed, 1 left out" ]
	grep -qx '# 1 left out by TAGS=!heavy' <<<"$output"
	grep -qx 'not ok 2 heavy' <<<"$output"
	run sh "$SUITE" "TESTS=$T/tagged TAGS=!heavy"
	[ "$status" -eq 0 ]
	[ "${lines[${#lines[@]} - 1]}" = "2 passed, 0 failed, 1 left out" ]
}
