#!/usr/bin/env bats
# code completion fish: the complete lines, written from the option
# tables, asked by fish itself (complete -C, what fish offers at the end
# of a command line), offer the modes after `code `, each mode's options
# (those its -h names) after `code MODE --`, the variants after -v, the
# fixed values of an option after it, and files where a file goes.

bats_require_minimum_version 1.5.0
load helper

setup_file() {
	completion_setup fish code.fish
}

setup() {
	first_pass_only "a shell's completion script"
	T=$BATS_TEST_TMPDIR
}

# offer LINE: what fish offers at the end of the command line LINE, one a
# line, sorted, in an empty directory (no files): the words without their
# descriptions, and a value after --name= without that (fish offers the
# whole word, --name=VALUE).
offer() {
	local word=${1##* }
	local given=
	[[ $word == --*=* ]] && given=${word%%=*}=
	(cd "$BATS_FILE_TMPDIR/empty" && fish --no-config -c \
	    'source $argv[1]; complete -C $argv[2]' \
	    "$BATS_FILE_TMPDIR/code.fish" "$1") |
	    cut -f1 | sed "s/^$given//" | sort
}

@test "the lines parse, and complete the program by its name" {
	fish --no-config -n "$BATS_FILE_TMPDIR/code.fish"
	grep -q '^complete -c code ' "$BATS_FILE_TMPDIR/code.fish"
	! grep '^complete ' "$BATS_FILE_TMPDIR/code.fish" | grep -v '^complete -c code '
}

@test "after 'code ': the modes the usage names, and files" {
	offers_modes
}

@test "after 'code MODE --': every option the parser reads, as -h names them" {
	offers_options
	offer 'code shard merge --' >"$T/offered"
	grep -qx -- --tree= "$T/offered"
	[ "$(wc -l <"$T/offered")" -ge 21 ]
	offer 'code analyze -' | grep -qx -- -v
}

@test "after 'code shard ': its subcommands; after one, its options" {
	offer 'code shard ' | diff -u - <(printf '%s\n' merge plan run verify)
	offer 'code shard run --' | grep -qx -- --checkpoint
	! offer 'code shard plan --' | grep -qx -- --checkpoint
}

@test "after -v: the variants code variants lists" {
	offers_variants 'code score -v ' 'code solve --variant=' \
	    'code analyze --variant ' 'code play -v ' 'code gen -v '
}

@test "fixed values, files where a file goes, nothing where neither" {
	offers_values
	offer 'code completion ' | diff -u <(usage_shells | sort) -
	offers_files
	[ -z "$(offer 'code shard merge --tree ')" ]
}
