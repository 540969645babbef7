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
	completion_setup zsh _code
}

setup() {
	first_pass_only "a shell's completion script"
	T=$BATS_TEST_TMPDIR
}

# offer LINE: what zsh offers at the end of the command line LINE, one a
# line, sorted, in an empty directory (no files).
offer() {
	(cd "$BATS_FILE_TMPDIR/empty" &&
	    timeout 30 zsh -f "$ROOT/tests/zsh-offer" "$BATS_FILE_TMPDIR" "$1")
}

@test "the function parses, and names the program for compinit" {
	zsh -n "$BATS_FILE_TMPDIR/_code"
	[ "$(head -1 "$BATS_FILE_TMPDIR/_code")" = "#compdef code" ]
}

@test "after 'code ': the modes the usage names, and files" {
	offers_modes
}

@test "after 'code MODE --': every option the parser reads, as -h names them" {
	offers_options
	offer 'code shard merge --' >"$T/offered"
	grep -qx -- --tree-depth "$T/offered"
	[ "$(wc -l <"$T/offered")" -ge 20 ]
	offer 'code analyze --count -' | grep -qx -- -v
	! offer 'code analyze --count --' | grep -qx -- --count
}

@test "after 'code shard ': its subcommands; after one, its options" {
	offer 'code shard ' | diff -u - <(printf '%s\n' merge plan run verify)
	offer 'code shard run --' | grep -qx -- --checkpoint
	! offer 'code shard plan --' | grep -qx -- --checkpoint
}

@test "after -v: the variants code variants lists" {
	offers_variants 'code score -v ' 'code solve --variant=' \
	    'code analyze --variant ' 'code play -v ' 'code gen -v '
	offer 'code solve -vbu' | diff -u - <(echo bulls-cows)
}

@test "fixed values, files where a file goes, nothing where neither" {
	offers_values
	offer 'code completion ' | diff -u <(usage_shells | sort) -
	offers_files
}
