#!/usr/bin/env bats
# The Debian package (make deb, pkg/deb): lintian finds no error in it,
# and the program installed from it into a scratch root (dpkg -x) runs
# under the package's name, with its manual saying that name.  Run once,
# a pass of its own of `make check`'s suite, and by `make check-deb`;
# where dpkg is not, each test is skipped and says so.

bats_require_minimum_version 1.5.0

setup_file() {
	command -v dpkg >/dev/null || { export NO_DPKG=1; return 0; }
	ROOT=$(cd "$BATS_TEST_DIRNAME/../.." && pwd)
	NAME=${DEB_NAME:-mmhints}
	DEB=$(make -s -C "$ROOT" deb DEB_NAME="$NAME" | tail -1)
	[ -f "$ROOT/$DEB" ] || { echo "make deb wrote no package" >&2; return 1; }
	DEB=$ROOT/$DEB
	SCRATCH=$BATS_FILE_TMPDIR/root
	dpkg-deb -x "$DEB" "$SCRATCH"
	export ROOT NAME DEB SCRATCH
}

setup() {
	[ -z "${NO_DPKG-}" ] || skip "no dpkg on this machine"
	export LC_ALL=C
	BIN=$SCRATCH/usr/bin/$NAME
}

@test "lintian reports no error (nor warning) in the package" {
	run lintian --fail-on error,warning "$DEB"
	echo "$output"
	[ "$status" -eq 0 ]
	! grep -q '^[EW]: ' <<<"$output"
}

@test "the package holds the program, its manual, its licence note, changelog and README" {
	dpkg-deb -c "$DEB" | awk '$1 !~ /^d/ { sub(/^\./, "", $6); print $6 }' |
	    sort >"$BATS_TEST_TMPDIR/files"
	sort <<-EOF2 | diff -u - "$BATS_TEST_TMPDIR/files"
	/usr/bin/$NAME
	/usr/share/man/man1/$NAME.1.gz
	/usr/share/doc/$NAME/copyright
	/usr/share/doc/$NAME/changelog.gz
	/usr/share/doc/$NAME/README.md.gz
	/usr/share/bash-completion/completions/$NAME
	/usr/share/zsh/vendor-completions/_$NAME
	/usr/share/fish/vendor_completions.d/$NAME.fish
	EOF2
	[ "$(dpkg-deb -f "$DEB" Package)" = "$NAME" ]
	zcat "$SCRATCH/usr/share/doc/$NAME/README.md.gz" | cmp - "$ROOT/README.md"
}

@test "the installed program says its name and the package's version" {
	run "$BIN" --version
	[ "$status" -eq 0 ]
	[ "$output" = "$NAME $(dpkg-deb -f "$DEB" Version)" ]
}

@test "the installed program scores the statement's sample" {
	run "$BIN" "$ROOT/testdata/sample.in"
	[ "$status" -eq 0 ]
	diff -u "$ROOT/testdata/sample.out" - <<<"$output"
}

@test "its messages and usage name it as installed" {
	run --separate-stderr "$BIN" sove
	[ "$status" -eq 2 ]
	[ "${stderr_lines[0]}" = "$NAME: 'sove' is neither a file nor a mode; did you mean 'solve'?" ]
	[ "${stderr_lines[1]%% *}" = "usage:" ]
	[ "$(cut -d' ' -f2 <<<"${stderr_lines[1]}")" = "$NAME" ]
	run "$BIN" solve -h
	grep -q "^usage: $NAME solve " <<<"$output"
	! grep -qw code <<<"$(grep -e usage: -e 'See ' <<<"$output")" || false
	run "$BIN" analyze -h
	grep -q "^usage: $NAME analyze " <<<"$output"
	grep -q "^    $NAME variants" <<<"$output" ||
	    grep -q "see $NAME variants" <<<"$output"
}

@test "its usage lines stand as code's do, the longer name's columns further" {
	make -s -C "$ROOT" code
	local pad
	pad=$(printf '%*s' $((${#NAME} - 4)) '')
	for mode in '' score variants solve analyze tree replay rank shard \
	    'shard plan' 'shard run' 'shard merge' 'shard verify' review play gen \
	    check completion; do
		# code's usage, its name NAME and its continuation lines moved
		"$ROOT/code" $mode -h 2>&1 | awk -v name="$NAME" -v pad="$pad" '
		    !/^(usage:|       )/ { exit }
		    /^(usage: |       )code / { sub(/code/, name); print; next }
		    { print pad $0 }' >"$BATS_TEST_TMPDIR/expected"
		[ "$(wc -l <"$BATS_TEST_TMPDIR/expected")" -ge 1 ]
		"$BIN" $mode -h 2>&1 | awk '!/^(usage:|       )/ { exit } 1' |
		    diff -u "$BATS_TEST_TMPDIR/expected" -
	done
}

@test "its bash, zsh and fish completions complete it by its name" {
	local completion=$SCRATCH/usr/share/bash-completion/completions/$NAME
	grep -qx "complete -F _${NAME}_complete $NAME" "$completion"
	! grep -q '_code_complete\|complete -F .* code$' "$completion" || false
	bash -n "$completion"
	completion=$SCRATCH/usr/share/zsh/vendor-completions/_$NAME
	[ "$(head -1 "$completion")" = "#compdef $NAME" ]
	grep -qx "	compdef _$NAME $NAME" "$completion"
	! grep -qw -e _code -e 'compdef code' "$completion" || false
	zsh -n "$completion"
	completion=$SCRATCH/usr/share/fish/vendor_completions.d/$NAME.fish
	grep -q "^complete -c $NAME -n '__${NAME}_mode analyze' " "$completion"
	! grep -qw -e __code_mode -e 'complete -c code' "$completion" || false
	fish --no-config -n "$completion"
}

@test "its manual is clean and names the program as installed, never code" {
	local page=$BATS_TEST_TMPDIR/$NAME.1
	zcat "$SCRATCH/usr/share/man/man1/$NAME.1.gz" >"$page"
	mandoc -Tlint -Wwarning "$page"
	mandoc -Tutf8 -O width=1000 "$page" | sed $'s/.\b//g' >"$page.txt"
	head -1 "$page.txt" | grep -q "^${NAME^^}(1) "
	grep -q "^ *$NAME [^ ]* Mastermind hints" "$page.txt"
	# The program as a command or in a message: "$ code", "| code",
	# "code MODE", "code:" opening a line or a quotation.
	local said='(^|[$|] |‘)code( |:|$)|code (score|variants|solve|analyze|tree|replay|rank|shard|review|play|gen|check|completion)\b|completions/code\b|functions/_code\b|completions.d/code\.fish\b|^ +code:'
	! grep -E "$said" "$page.txt" || false
	# as many places name it as in the manual of code
	mandoc -Tutf8 -O width=1000 "$ROOT/man/code.1" | sed $'s/.\b//g' |
	    grep -Ec "$said" >"$BATS_TEST_TMPDIR/code-count"
	[ "$(grep -Ec "$(sed "s/code/$NAME/g" <<<"$said")" "$page.txt")" -eq \
	    "$(cat "$BATS_TEST_TMPDIR/code-count")" ]
}
