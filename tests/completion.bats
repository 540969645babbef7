#!/usr/bin/env bats
# code completion bash: the completion, written from the option tables,
# driven through bash-completion's own _init_completion as bash drives
# it, offers the modes after `code `, each mode's options (those its -h
# lists) after `code MODE --`, the variants (those `code variants` lists)
# after -v, the fixed values of an option after it, and files where a
# file goes.

bats_require_minimum_version 1.5.0
load helper

BASH_COMPLETION=/usr/share/bash-completion/bash_completion

setup_file() {
	[ -r "$BASH_COMPLETION" ] ||
	    { echo "no bash-completion: make tools installs it"; return 1; }
	completion_setup bash code.bash
}

setup() {
	first_pass_only "a shell's completion script"
	T=$BATS_TEST_TMPDIR
}

# offer LINE: what the completion offers at the end of the command line
# LINE, one a line, sorted, run in an empty directory (no files).
offer() {
	(cd "$BATS_FILE_TMPDIR/empty" && bash -c '
	    source "$1"; source "$2"
	    compopt() { :; }	# only inside a real completion
	    COMP_LINE=$3 COMP_POINT=${#3}
	    read -ra COMP_WORDS <<<"$COMP_LINE"
	    [[ $COMP_LINE == *" " ]] && COMP_WORDS+=("")
	    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
	    _code_complete
	    printf "%s\n" "${COMPREPLY[@]}"' bash "$BASH_COMPLETION" \
	    "$BATS_FILE_TMPDIR/code.bash" "$1") | sed '/^$/d' | sort
}

@test "after 'code ': the modes the usage names, and files" {
	offers_modes
}

@test "after 'code analyze --': every option the parser reads, as -h lists them" {
	offer 'code analyze --' | grep -v -e '^--colors=$' >"$T/offered"
	help_options analyze | diff -u - "$T/offered"
	grep -qx -- --strategy= "$T/offered"
	grep -qx -- --first= "$T/offered"
	offer 'code shard merge --' | grep -qx -- --tree-depth=
}

@test "each mode is offered what it takes alone, as its -h lists and its parser reads" {
	local mode option
	for mode in solve analyze tree rank 'shard merge'; do
		offer "code $mode --" | grep -v -e '^--colors=$' >"$T/offered"
		help_options "$mode" | diff -u - "$T/offered"
	done
	# the options of analyze, tree, rank and shard are not solve's, nor
	# solve's analyze's
	for option in --first= --depth= --first-from= --above= --unit-size= \
	    --partial --tree --tree-depth= --fraction=; do
		! offer 'code solve --' | grep -qx -- "$option"
		run "$CODE" solve "${option%=}${option#${option%=}}x"
		[ "$status" -eq 2 ]
	done
	for option in --count --list --interactive --file=; do
		! offer 'code analyze --' | grep -qx -- "$option"
		run "$CODE" analyze "${option%=}"
		[ "$status" -eq 2 ]
	done
	# optimal's own options with another strategy: a usage error
	for option in --memory=1G --progress --time-limit=1; do
		run "$CODE" analyze --strategy=knuth "$option"
		[ "$status" -eq 2 ]
		[[ ${lines[0]} == "code: analyze: ${option%%=*} is for --strategy=optimal, the search; knuth weighs guesses at once" ]]
	done
}

@test "after 'code shard ': its subcommands; after one, its options" {
	offer 'code shard ' | diff -u - <(printf '%s\n' merge plan run verify)
	offer 'code shard run --' | grep -qx -- --checkpoint=
	! offer 'code shard plan --' | grep -qx -- --checkpoint= || false
	offer 'code shard merge --tree=' | diff -u - <(printf '%s\n' dot golf json lines)
}

@test "after -v: the variants code variants lists" {
	offers_variants 'code score -v ' 'code variants -v ' 'code solve -v ' \
	    'code analyze -v ' 'code play -v '
	offer 'code solve --variant=bu' | diff -u - <(echo bulls-cows)
}

@test "fixed values, files where a file goes, and the filter's options" {
	offers_values
	offer 'code --' >"$T/offered"
	help_options '' | diff -u - "$T/offered"
	offers_files
}

@test "after 'code completion ': the shells; another is a usage error" {
	offer 'code completion ' | diff -u <(usage_shells | sort) -
	usage_shells | grep -qx bash
	# "bash, zsh or fish", as the usage lists them
	local shells
	shells=$(usage_shells | paste -sd, | sed 's/,\([^,]*\)$/ or \1/; s/,/, /g')
	run --separate-stderr "$CODE" completion zsh2
	[ "$status" -eq 2 ]
	[ "${stderr_lines[0]}" = "code: completion: expected $shells, found 'zsh2'" ]
	run --separate-stderr "$CODE" completion
	[ "$status" -eq 2 ]
	[ "${stderr_lines[0]}" = "code: completion: expected one shell" ]
	# its usage is the line of code's usage that names it
	"$CODE" -h | sed -n 's/^       code completion /usage: code completion /p' >"$T/usage"
	[ -s "$T/usage" ]
	diff -u "$T/usage" - <<<"${stderr_lines[1]}"
	run --separate-stderr "$CODE" completion zsh bash
	[ "$status" -eq 2 ]
	[ "${stderr_lines[0]}" = "code: completion: expected one shell" ]
	run --separate-stderr "$CODE" completion --help
	[ "$status" -eq 0 ]
	diff -u "$T/usage" - <<<"${lines[0]}"
	grep -qx '  -h, --help  print this help and exit' <<<"$output"
	offer 'code completion --' | diff -u - <(echo --help)
	bash -n "$BATS_FILE_TMPDIR/code.bash"
}
