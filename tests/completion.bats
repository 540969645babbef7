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

setup() {
	T=$BATS_TEST_TMPDIR
	[ -r "$BASH_COMPLETION" ] ||
	    { echo "no bash-completion: make tools installs it"; return 1; }
	"$CODE" completion bash >"$T/code.bash"
	mkdir "$T/empty"
}

# offer LINE: what the completion offers at the end of the command line
# LINE, one a line, sorted, run in an empty directory (no files).
offer() {
	(cd "$T/empty" && bash -c '
	    source "$1"; source "$2"
	    compopt() { :; }	# only inside a real completion
	    COMP_LINE=$3 COMP_POINT=${#3}
	    read -ra COMP_WORDS <<<"$COMP_LINE"
	    [[ $COMP_LINE == *" " ]] && COMP_WORDS+=("")
	    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
	    _code_complete
	    printf "%s\n" "${COMPREPLY[@]}"' bash "$BASH_COMPLETION" \
	    "$T/code.bash" "$1") | sed '/^$/d' | sort
}

# help_options MODE: the long options `code MODE -h` lists, as completed
# (--name= for one that takes a value, both forms for --tree[=FORMAT]).
help_options() {
	"$CODE" $1 -h | awk '
	    /^RULES:/ {
		for (i = 2; i <= NF; i++) {
			o = $i; gsub(/[][]/, "", o); sub(/=.*/, "=", o); print o
		}
	    }
	    match($0, /^  (-[a-z], )?--[a-z-]+(\[=|=)?/) {
		o = substr($0, 1, RLENGTH); sub(/^  (-[a-z], )?/, "", o)
		if (o ~ /\[=$/) { sub(/\[=$/, "", o); print o; print o "=" }
		else print o
	    }' | sort -u
}

@test "after 'code ': the modes, those the usage names, and completion" {
	offer 'code ' >"$T/offered"
	"$CODE" -h | sed -n 's/^       code \(score |.*\)$/\1/p' | tr -d ' ' |
	    tr '|' '\n' | sed '$a completion' | sort | diff -u - "$T/offered"
	[ "$(wc -l <"$T/offered")" -eq 8 ]
}

@test "after 'code analyze --': every option the parser reads, as -h lists them" {
	offer 'code analyze --' | grep -v -e '^--colors=$' >"$T/offered"
	help_options analyze | diff -u - "$T/offered"
	grep -qx -- --strategy= "$T/offered"
	grep -qx -- --tree-depth= "$T/offered"
}

@test "after -v: the variants code variants lists" {
	"$CODE" variants | awk 'NR > 1 { print $1 }' | sort >"$T/variants"
	[ "$(wc -l <"$T/variants")" -eq 7 ]
	for mode in score variants solve analyze play; do
		offer "code $mode -v " | diff -u "$T/variants" -
	done
	offer 'code solve --variant=bu' | diff -u - <(echo bulls-cows)
}

@test "fixed values, files where a file goes, and the filter's options" {
	offer 'code analyze --strategy=' | diff -u - <(printf '%s\n' entropy \
	    expected-size first knuth most-parts optimal)
	offer 'code analyze --tree=' | diff -u - <(printf '%s\n' dot golf json lines)
	offer 'code analyze --goal ' | diff -u - <(printf '%s\n' average depth worst)
	offer 'code --style=' | diff -u - <(printf '%s\n' statement uva)
	offer 'code --' >"$T/offered"
	help_options '' | diff -u - "$T/offered"
	touch "$T/empty/hist.txt"
	offer 'code solve -f h' | diff -u - <(echo hist.txt)
	offer 'code analyze --replay=h' | diff -u - <(echo hist.txt)
	offer 'code h' | diff -u - <(echo hist.txt)
	[ -z "$(offer 'code analyze --threads=')" ]
}

@test "completion: bash only; anything else is a usage error" {
	run --separate-stderr "$CODE" completion zsh2
	[ "$status" -eq 2 ]
	[ "${stderr_lines[0]}" = "code: completion: expected the shell, bash" ]
	run --separate-stderr "$CODE" completion
	[ "$status" -eq 2 ]
	bash -n "$T/code.bash"
}
