#!/usr/bin/env bats
# code completion zsh: the completion function, written from the option
# tables, run by zsh's own completion system in a real zsh on a
# pseudo-terminal (tests/zsh-offer), offers the modes after `code `, each
# mode's options (those its -h lists) after `code MODE --`, the variants
# (those `code variants` lists) after -v, the fixed values of an option
# after it, and files where a file goes.

bats_require_minimum_version 1.5.0
load helper

setup_file() {
	command -v zsh >/dev/null || {
		echo "no zsh: make tools installs it" >&2
		return 1
	}
	"$CODE" completion zsh >"$BATS_FILE_TMPDIR/_code"
	mkdir "$BATS_FILE_TMPDIR/empty"
}

setup() {
	T=$BATS_TEST_TMPDIR
}

# offer LINE: what zsh offers at the end of the command line LINE, one a
# line, sorted, in an empty directory (no files).
offer() {
	(cd "$BATS_FILE_TMPDIR/empty" &&
	    timeout 30 zsh -f "$ROOT/tests/zsh-offer" "$BATS_FILE_TMPDIR" "$1")
}

# long_options MODE: the long options `code MODE -h` names anywhere in
# its usage and help (not in `code ...` quoted), sorted, with --variant
# for a mode (each takes -v), as zsh offers them: --name, the '=' its own
# suffix.  Not --colors, which -h of some modes name beside --colours.
long_options() {
	{
		"$CODE" $1 -h | sed 's/`[^`]*`//g' | grep -o -- '--[a-z][a-z-]*'
		[ -z "$1" ] || echo --variant
	} | grep -vx -e --colors | sort -u
}

@test "the function parses, and names the program for compinit" {
	zsh -n "$BATS_FILE_TMPDIR/_code"
	[ "$(head -1 "$BATS_FILE_TMPDIR/_code")" = "#compdef code" ]
}

@test "after 'code ': the modes the usage names, and files" {
	offer 'code ' | diff -u <(usage_modes) -
	[ "$(usage_modes | wc -l)" -eq 8 ]
	touch "$BATS_FILE_TMPDIR/empty/hist.txt"
	offer 'code ' | diff -u <(usage_modes | sed '$a hist.txt' | sort) -
	offer 'code h' | diff -u - <(echo hist.txt)
	rm "$BATS_FILE_TMPDIR/empty/hist.txt"
}

@test "after 'code MODE --': every option the parser reads, as -h names them" {
	for mode in score variants solve analyze play gen check ''; do
		offer "code $mode --" | grep -vx -e --colors >"$T/offered"
		long_options "$mode" | diff -u - "$T/offered"
	done
	offer 'code analyze --' >"$T/offered"
	grep -qx -- --tree-depth "$T/offered"
	[ "$(wc -l <"$T/offered")" -eq 22 ]
	offer 'code analyze --count -' | grep -qx -- -v
	! offer 'code analyze --count --' | grep -qx -- --count
}

@test "after -v: the variants code variants lists" {
	offers_variants 'code score -v ' 'code solve --variant=' \
	    'code analyze --variant ' 'code play -v ' 'code gen -v '
	offer 'code solve -vbu' | diff -u - <(echo bulls-cows)
}

@test "fixed values, files where a file goes, nothing where neither" {
	offers_values
	offer 'code completion ' | diff -u <(usage_shells | sort) -
	touch "$BATS_FILE_TMPDIR/empty/hist.txt"
	offer 'code solve -f h' | diff -u - <(echo hist.txt)
	offer 'code analyze --replay=h' | diff -u - <(echo hist.txt)
	offer 'code check --tokens h' | diff -u - <(echo hist.txt)
	[ -z "$(offer 'code analyze --threads=')" ]
	[ -z "$(offer 'code solve h')" ]
	rm "$BATS_FILE_TMPDIR/empty/hist.txt"
}
