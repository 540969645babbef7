#!/usr/bin/env bats
# Every example of README.md and of the EXAMPLES section of man/code.1 is
# a test: the command is run and must print exactly what the document
# shows, standard output and standard error together, as on a terminal.
#
# An example is a line `$ COMMAND` in a README code block (indented four
# spaces; a command ending in `|` or `\` goes on on the next line) or in
# a `.Bd -literal` block of the manual's EXAMPLES; the lines after it, up
# to the next `$ ` line or the end of the block, are what it prints (in
# the README, trailing blank lines are no part of a block, as Markdown
# renders it).  The roff escapes \e, \&, \- and \(aq of the manual are
# read as \, nothing, - and '.  Each runs under sh with `code` the
# program under test and no standard input: the README's in order, in one
# directory holding testdata/ (they make files the later ones read), the
# manual's in testdata/.  An example that cannot run here is in NOT_RUN
# below, with the reason; every other one runs.

# bats file_tags=slow

load helper

# COMMAND|REASON: the examples that are not run, each one a command that
# the document shows (the test checks that it does).
NOT_RUN='code gen --bytes=200M --length=1-16,20,32,64,100,1000 --guesses=0-2000 >big.in|writes 200 MB; tests/gen.bats checks --bytes and --length lists on small sizes'

setup() {
	T=$BATS_TEST_TMPDIR
	mkdir -p "$T/bin"
	printf '#!/bin/sh\nexec "%s" "$@"\n' "$CODE" >"$T/bin/code"
	chmod +x "$T/bin/code"
}

# readme_examples DIR: writes DIR/NNN.cmd and DIR/NNN.want, the examples
# of README.md in order.
readme_examples() {
	awk -v dir="$1" '
	function flush() {
		if (file == "")
			return
		for (i = 1; i <= out; i++)	# trailing blank lines: no part
			if (line[i] != "")
				last = i
		for (i = 1; i <= last; i++)
			print line[i] >(file ".want")
		printf "" >(file ".want")
		close(file ".want")
		file = ""; out = last = 0
	}
	!/^    / && !/^$/ { flush(); cont = 0; next }
	/^$/ { if (file != "") line[++out] = ""; next }
	{ text = substr($0, 5) }
	cont { cmd = cmd "\n" text; cont = text ~ /[|\\]$/; save(); next }
	text ~ /^\$ / {
		flush()
		file = sprintf("%s/%03d", dir, ++n)
		cmd = substr(text, 3)
		cont = cmd ~ /[|\\]$/
		save()
		next
	}
	file != "" { line[++out] = text }
	END { flush() }
	function save() {
		print cmd >(file ".cmd")
		close(file ".cmd")
	}
	' "$ROOT/README.md"
}

# man_examples DIR: the same for the EXAMPLES of man/code.1; a literal
# block there that does not start with `$ ` is reported on stdout.
man_examples() {
	awk -v dir="$1" '
	/^\.Sh/ { examples = $2 == "EXAMPLES"; next }
	!examples { next }
	/^\.Bd[ \t]+-literal/ { block = 1; first = 1; next }
	/^\.Ed/ { block = 0; if (file != "") close(file ".want"); next }
	!block || /^\./ { next }
	{
		gsub(/\\&/, ""); gsub(/\\-/, "-"); gsub(/\\\(aq/, "\047")
		gsub(/\\e/, "\\")	# last: what it makes is no escape
	}
	first && !/^\$ / { print "a block without a $ prompt: " $0 }
	/^\$ / {
		if (file != "")
			close(file ".want")
		file = sprintf("%s/%03d", dir, ++n)
		print substr($0, 3) >(file ".cmd")
		close(file ".cmd")
		printf "" >(file ".want")
		first = 0
		next
	}
	{ first = 0; print >(file ".want") }
	' "$ROOT/man/code.1"
}

# run_examples DIR WORKDIR: runs DIR's examples in WORKDIR, in order;
# prints each that differs, or that NOT_RUN lists, and counts the rest.
run_examples() {
	local cmd got failed='' skipped='' count=0 reason
	for cmd in "$1"/*.cmd; do
		[ -f "$cmd" ] || continue
		reason=$(printf '%s\n' "$NOT_RUN" |
		    awk -F'|' -v c="$(cat "$cmd")" '$1 == c { print $2 }')
		if [ -n "$reason" ]; then
			skipped="$skipped
	$(cat "$cmd")"
			continue
		fi
		count=$((count + 1))
		got=${cmd%.cmd}.got
		(cd "$2" && PATH="$T/bin:$PATH" sh "$cmd" </dev/null >"$got" 2>&1) ||
		    true
		diff -u "${cmd%.cmd}.want" "$got" >&2 || failed="$failed
	\$ $(cat "$cmd")"
	done
	echo "ran $count; not run:${skipped:- none}"
	[ "$count" -gt 0 ] || { echo "no examples in $1"; return 1; }
	[ -z "$failed" ] || { echo "examples that differ:$failed"; return 1; }
}

@test "README.md: every example prints what the README shows" {
	first_pass_only "the README against the program"
	mkdir -p "$T/readme" "$T/work"
	ln -s "$ROOT/testdata" "$T/work/testdata"
	readme_examples "$T/readme"
	run_examples "$T/readme" "$T/work"
}

@test "man/code.1: every EXAMPLES command prints what the page shows" {
	first_pass_only "the manual against the program"
	mkdir -p "$T/man"
	[ -z "$(man_examples "$T/man")" ] || { man_examples "$T/man"; false; }
	run_examples "$T/man" "$ROOT/testdata"
}

@test "the examples not run are shown in the documents, each with a reason" {
	local cmd reason
	mkdir -p "$T/readme" "$T/man"
	readme_examples "$T/readme"
	man_examples "$T/man"
	while IFS='|' read -r cmd reason; do
		[ -n "$reason" ] || { echo "no reason for: $cmd"; false; }
		cat "$T"/readme/*.cmd "$T"/man/*.cmd | grep -qxF -- "$cmd" ||
		    { echo "no document shows: $cmd"; false; }
	done <<<"$NOT_RUN"
}

@test "the extraction finds the examples, their continuations and outputs" {
	mkdir -p "$T/readme" "$T/man"
	readme_examples "$T/readme"
	man_examples "$T/man"
	# the README's first example, its two-line replay and the files made
	# for the later ones; the manual's first and a block's second example
	grep -qxF 'code testdata/sample.in | head -3' "$T/readme/001.cmd"
	[ "$(cat "$T/readme/001.want")" = 'Game 1:
    (1,1)
    (2,0)' ]
	grep -qxF 'printf '\''4  1 3 5 5  1 1 2 3  6 5 5 1  0 0 0 0  0\n'\'' | code' \
	    "$T"/readme/*.cmd
	grep -qxF '    code replay --colours=A-C --length=2 - | grep -e total -e tree' \
	    "$T"/readme/*.cmd
	grep -qx 'code gen .*>test.in' "$T"/readme/*.cmd
	[ "$(cat "$T/man/001.cmd")" = 'code sample.in' ]
	[ "$(ls "$T"/readme/*.cmd | wc -l)" -ge 20 ]
	[ "$(ls "$T"/man/*.cmd | wc -l)" -ge 15 ]
}

# synopses: each synopsis of the usage messages of code and its modes,
# one a line (a synopsis wrapped over several lines joined into one).
synopses() {
	local mode
	for mode in "" score variants solve analyze tree replay rank \
	    'shard plan' 'shard run' 'shard merge' 'shard verify' review play \
	    gen check; do
		# shellcheck disable=SC2086 # no mode: no argument
		"$CODE" $mode --no-such-option 2>&1 >/dev/null | awk '
		function put() { if (s != "") print s; s = "" }
		/^usage: / { put(); s = substr($0, 8); next }
		/^ +code / { put(); s = $0; sub(/^ +/, "", s); next }
		/^ +/ && s != "" { sub(/^ +/, " "); s = s $0; next }
		{ put() }
		END { put() }'
	done | sort -u
}

@test "README.md: its Usage is the synopses of the program's usage messages" {
	local want=$T/want got=$T/got
	# the dispatcher's line names the modes, which have their own
	synopses | grep -v '^code score | ' >"$want"
	[ "$(wc -l <"$want")" -ge 10 ]
	grep -q '^code variants \[-v VARIANT\] \[RULES\] \[--format=table|json\]$' "$want"
	awk '/^## / { on = $0 == "## Usage"; next }
	    on && /^    code / { print substr($0, 5) }' "$ROOT/README.md" |
	    sort -u >"$got"
	diff -u "$want" "$got"
	# and RULES is what the program says it is
	grep -qxF "    $("$CODE" score --no-such-option 2>&1 | grep '^RULES: ')" \
	    "$ROOT/README.md"
}
