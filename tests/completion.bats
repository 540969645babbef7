#!/usr/bin/env bats
# code completion bash, zsh and fish: the completions, written from the
# option tables, asked as each shell asks them, offer the modes after
# `code `, each mode's options (those its -h lists) after `code MODE --`,
# the variants (those `code variants` lists) after -v, the fixed values
# of an option after it, and files where a file goes; one loop asks the
# three shells the same.  bash's is driven through bash-completion's own
# _init_completion as bash drives it, zsh's by zsh's completion system in
# a real zsh on a pseudo-terminal (tests/zsh-offer), fish's by fish itself
# (complete -C).  Each shell runs once, in the background, and answers
# every offer of the file (offer_server).

# bats file_tags=slow

bats_require_minimum_version 1.5.0
load helper

BASH_COMPLETION=/usr/share/bash-completion/bash_completion
SHELLS='bash zsh fish'

setup_file() {
	if sanitized; then	# setup skips each test
		return 0
	fi
	[ -r "$BASH_COMPLETION" ] ||
	    { echo "no bash-completion: make tools installs it"; return 1; }
	completion_setup bash code.bash
	completion_setup zsh _code
	completion_setup fish code.fish
	offer_server bash bash -c '
	    source "$1"; source "$2"
	    compopt() { :; }	# only inside a real completion
	    while IFS= read -r COMP_LINE; do
		COMP_POINT=${#COMP_LINE}
		read -ra COMP_WORDS <<<"$COMP_LINE"
		[[ $COMP_LINE == *" " ]] && COMP_WORDS+=("")
		COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
		COMPREPLY=()
		_code_complete
		printf "%s\n" "${COMPREPLY[@]}" "<end>"
	    done' bash "$BASH_COMPLETION" "$BATS_FILE_TMPDIR/code.bash"
	offer_server zsh zsh -f "$ROOT/tests/zsh-offer" "$BATS_FILE_TMPDIR"
	offer_server fish fish --no-config -c '
	    source $argv[1]
	    while read -l line
		complete -C $line
		echo "<end>"
	    end' "$BATS_FILE_TMPDIR/code.fish"
}

teardown_file() {
	local pid
	for pid in "$BATS_FILE_TMPDIR"/*.pid; do
		[ ! -f "$pid" ] || kill "$(cat "$pid")" 2>/dev/null || true
	done
}

setup() {
	first_pass_only "a shell's completion script"
	T=$BATS_TEST_TMPDIR
}

# offer_server SHELL COMMAND...: starts COMMAND, in the background and in
# $BATS_FILE_TMPDIR/empty, as SHELL's server of offers: it reads command
# lines from the FIFO $BATS_FILE_TMPDIR/SHELL.in, and writes what SHELL's
# completion offers at the end of each, then a line <end>, to the FIFO
# SHELL.out; its pid into SHELL.pid for teardown_file.  (Each FIFO is
# opened for reading and writing, which does not wait for the other end:
# a server that ended leaves offer nothing, not a FIFO that blocks.)
offer_server() {
	local fifo=$BATS_FILE_TMPDIR/$1
	shift
	mkfifo "$fifo.in" "$fifo.out"
	(cd "$BATS_FILE_TMPDIR/empty" && exec "$@") <>"$fifo.in" 1<>"$fifo.out" \
	    2>"$fifo.err" 3>&- &
	echo "$!" >"$fifo.pid"
}

# offer LINE: what the shell $SH offers at the end of the command line
# LINE, one a line, sorted, in an empty directory (no files); fish's
# words without their descriptions, and a value after --name= without
# that (fish offers the whole word, --name=VALUE).  Fails if its server
# does not answer within a minute.
offer() {
	local word=${1##* } given= fd line
	local -a offered=()
	[[ $word == --*=* ]] && [ "$SH" = fish ] && given=${word%%=*}=
	exec {fd}<>"$BATS_FILE_TMPDIR/$SH.in"
	printf '%s\n' "$1" >&"$fd"
	exec {fd}>&-
	exec {fd}<>"$BATS_FILE_TMPDIR/$SH.out"
	while IFS= read -r -t 60 line <&"$fd"; do
		[ "$line" != '<end>' ] || break
		line=${line%%$'\t'*}	# fish's description
		[ -z "$line" ] || offered+=("${line#"$given"}")
	done
	exec {fd}>&-
	if [ "$line" != '<end>' ]; then
		echo "$SH: no offer within a minute:"
		cat "$BATS_FILE_TMPDIR/$SH.err"
		return 1
	fi
	[ "${#offered[@]}" -eq 0 ] || printf '%s\n' "${offered[@]}" | sort
}

@test "the scripts parse, and name the program: bash's, zsh's for compinit, fish's lines" {
	bash -n "$BATS_FILE_TMPDIR/code.bash"
	zsh -n "$BATS_FILE_TMPDIR/_code"
	[ "$(head -1 "$BATS_FILE_TMPDIR/_code")" = "#compdef code" ]
	fish --no-config -n "$BATS_FILE_TMPDIR/code.fish"
	grep -q '^complete -c code ' "$BATS_FILE_TMPDIR/code.fish"
	! grep '^complete ' "$BATS_FILE_TMPDIR/code.fish" |
	    grep -v '^complete -c code ' || false
}

@test "after 'code ': the modes the usage names, and files, in each shell" {
	local SH
	for SH in $SHELLS; do
		echo "in $SH:"
		offers_modes
	done
}

@test "after 'code MODE --': every option the parser reads, as -h names them, in each shell" {
	local SH
	for SH in $SHELLS; do
		echo "in $SH:"
		case $SH in
		bash)	# --name= for an option that takes a value
			offer 'code analyze --' >"$T/offered"
			grep -v -e '^--colors=$' "$T/offered" >"$T/named"
			help_options analyze | diff -u - "$T/named"
			grep -qx -- --strategy= "$T/offered"
			grep -qx -- --first= "$T/offered"
			offer 'code shard merge --' | grep -qx -- --tree-depth=
			;;
		zsh)	offers_options
			offer 'code shard merge --' >"$T/offered"
			grep -qx -- --tree-depth "$T/offered"
			[ "$(wc -l <"$T/offered")" -ge 20 ]
			offer 'code analyze --count -' | grep -qx -- -v
			! offer 'code analyze --count --' |
			    grep -qx -- --count || false
			;;
		fish)	offers_options
			offer 'code shard merge --' >"$T/offered"
			grep -qx -- --tree= "$T/offered"
			[ "$(wc -l <"$T/offered")" -ge 21 ]
			offer 'code analyze -' | grep -qx -- -v
			;;
		esac
	done
}

@test "bash: each mode is offered what it takes alone, as its -h lists and its parser reads" {
	local mode option SH=bash
	for mode in solve analyze tree rank 'shard merge'; do
		offer "code $mode --" | grep -v -e '^--colors=$' >"$T/offered"
		help_options "$mode" | diff -u - "$T/offered"
	done
	# the options of analyze, tree, rank and shard are not solve's, nor
	# solve's analyze's
	for option in --first= --depth= --first-from= --above= --unit-size= \
	    --partial --tree --tree-depth= --fraction=; do
		! offer 'code solve --' | grep -qx -- "$option" || false
		run "$CODE" solve "${option%=}${option#${option%=}}x"
		[ "$status" -eq 2 ]
	done
	for option in --count --list --interactive --file=; do
		! offer 'code analyze --' | grep -qx -- "$option" || false
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

@test "after 'code shard ': its subcommands; after one, its options, in each shell" {
	local SH suffix
	for SH in $SHELLS; do
		echo "in $SH:"
		suffix=
		[ "$SH" != bash ] || suffix==
		offer 'code shard ' | diff -u - <(printf '%s\n' merge plan run verify)
		offer 'code shard run --' | grep -qx -- "--checkpoint$suffix"
		! offer 'code shard plan --' | grep -qx -- "--checkpoint$suffix" ||
		    false
	done
	SH=bash
	offer 'code shard merge --tree=' |
	    diff -u - <(printf '%s\n' dot golf json lines)
}

@test "after -v: the variants code variants lists, in each shell" {
	local SH
	for SH in $SHELLS; do
		echo "in $SH:"
		offers_variants 'code score -v ' 'code variants -v ' \
		    'code solve -v ' 'code solve --variant=' \
		    'code analyze -v ' 'code analyze --variant ' \
		    'code play -v ' 'code gen -v '
		offer 'code solve --variant=bu' | diff -u - <(echo bulls-cows)
	done
	# a value joined to -v: zsh's offer is the value (fish's the whole
	# word, -vbulls-cows; bash completes none)
	SH=zsh
	offer 'code solve -vbu' | diff -u - <(echo bulls-cows)
}

@test "fixed values, files where a file goes, nothing where neither, and the filter's options, in each shell" {
	local SH
	for SH in $SHELLS; do
		echo "in $SH:"
		offers_values
		offer 'code completion ' | diff -u <(usage_shells | sort) -
		offers_files
		[ -z "$(offer 'code shard merge --tree ')" ]
	done
	SH=bash
	offer 'code --' >"$T/offered"
	help_options '' | diff -u - "$T/offered"
}

@test "code completion: the shells; another is a usage error; bash offers --help" {
	local shells SH=bash
	usage_shells | grep -qx bash
	# "bash, zsh or fish", as the usage lists them
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
}
