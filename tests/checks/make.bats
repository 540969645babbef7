#!/usr/bin/env bats
# The checks of make check beside the suite's passes: lint, properties,
# the fuzz targets' smoke and TSan (the Makefile's targets of those names),
# each a test, its output shown when it fails.  A pass of its own of make
# check's suite (TESTS=tests/checks), run beside the others; tagged slow,
# each is left out of make test.

setup() {
	ROOT=$(cd "$BATS_TEST_DIRNAME/../.." && pwd)
}

# target NAME: make NAME in the repository succeeds; its output is shown
# if not.
target() {
	run make --no-print-directory -C "$ROOT" "$1"
	echo "$output"
	[ "$status" -eq 0 ]
}

# bats test_tags=slow
@test "make lint: no warning under any compiler, the manual clean" {
	target lint
}

# bats test_tags=slow
@test "make properties: the search's bounds and symmetry, the hints' encodings and the scorer's paths, also under ASan and UBSan" {
	target properties
}

# bats test_tags=slow
@test "make fuzz-smoke: each fuzz target, on the SSE2 build and the portable one, finds nothing in a few seconds" {
	target fuzz-smoke
}

# bats test_tags=slow
@test "make tsan: the threaded searches under ThreadSanitizer: no race" {
	target tsan
}
