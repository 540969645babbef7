#!/usr/bin/env bats
# Every example in the EXAMPLES section of man/code.1 is a test.
#
# Convention for the page: an example is a `.Bd -literal` block of EXAMPLES
# whose first line starts with `$ `: the rest of that line is a shell
# command, run from testdata/ with `code` the program under test and no
# standard input; the lines after it, up to `.Ed` or the next `$ ` line,
# are exactly what it prints on stdout.  Blocks starting otherwise are not
# examples.  The roff escapes \e, \&, \- and \(aq are read as \, nothing,
# - and '.

load helper

@test "man/code.1: every EXAMPLES command prints what the page shows" {
	local page=$ROOT/man/code.1 dir=$BATS_TEST_TMPDIR/examples
	local bin=$BATS_TEST_TMPDIR/bin cmd failed='' count=0
	[ -f "$page" ] || skip "man/code.1 is not written yet"
	mkdir -p "$dir" "$bin"
	printf '#!/bin/sh\nexec "%s" "$@"\n' "$CODE" >"$bin/code"
	chmod +x "$bin/code"
	awk -v dir="$dir" '
		/^\.Sh/ { examples = $2 == "EXAMPLES"; next }
		!examples { next }
		/^\.Bd[ \t]+-literal/ { block = 1; first = 1; next }
		/^\.Ed/ { block = 0; next }
		!block || /^\./ { next }
		{
			gsub(/\\&/, ""); gsub(/\\-/, "-"); gsub(/\\\(aq/, "\047")
			gsub(/\\e/, "\\")	# last: what it makes is no escape
		}
		/^\$ / && (first || file != "") {
			if (file != "")
				close(file ".want")
			file = sprintf("%s/%03d", dir, ++n)
			print substr($0, 3) >(file ".cmd")
			close(file ".cmd")
			printf "" >(file ".want")
			first = 0
			next
		}
		first { block = 0; next }
		{ print >(file ".want") }
	' "$page"
	cd "$ROOT/testdata"
	for cmd in "$dir"/*.cmd; do
		[ -f "$cmd" ] || continue
		count=$((count + 1))
		PATH="$bin:$PATH" sh "$cmd" </dev/null >"${cmd%.cmd}.got" \
		    2>"${cmd%.cmd}.err" || true
		if ! diff -u "${cmd%.cmd}.want" "${cmd%.cmd}.got"; then
			cat "${cmd%.cmd}.err"
			failed="$failed
	\$ $(cat "$cmd")"
		fi
	done
	[ "$count" -gt 0 ] || { echo "man/code.1 has no examples in EXAMPLES"; false; }
	[ -z "$failed" ] || { echo "examples that differ:$failed"; false; }
}
