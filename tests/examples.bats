#!/usr/bin/env bats
# Every example of README.md, of the pages of doc/ and of the EXAMPLES
# section of man/code.1 is a test: the command is run and must print
# exactly what the document shows, standard output and standard error
# together, as on a terminal.
#
# An example is a line `$ COMMAND` in a Markdown code block (indented four
# spaces; a command ending in `|` or `\` goes on on the next line) or in
# a `.Bd -literal` block of the manual's EXAMPLES; the lines after it, up
# to the next `$ ` line or the end of the block, are what it prints (in
# the README, trailing blank lines are no part of a block, as Markdown
# renders it).  The roff escapes \e, \&, \- and \(aq of the manual are
# read as \, nothing, - and '.  Each runs under sh with `code` the
# program under test and no standard input: a page's in order, in one
# directory of its own holding testdata/ (they make files the later ones
# read), the manual's in testdata/; `make run` runs as its recipe does,
# ./code on the sample, echoed.  An example that cannot run here is in
# NOT_RUN below, with the reason; every other one runs.

# bats file_tags=slow

load helper

# COMMAND|REASON: the examples that are not run, each one a command that
# the document shows (the test checks that it does).
NOT_RUN='code gen --bytes=200M --length=1-16,20,32,64,100,1000 --guesses=0-2000 >big.in|writes 200 MB; tests/gen.bats checks --bytes and --length lists on small sizes'

setup() {
	T=$BATS_TEST_TMPDIR
	mkdir -p "$T/bin"
	printf '#!/bin/sh\nexec "%s" "$@"\n' "$CODE" >"$T/bin/code"
	# make run as the Makefile's recipe runs it (checked below)
	printf '#!/bin/sh\n[ "$*" = run ] || exit 2\necho ./code testdata/sample.in\nexec "%s" testdata/sample.in\n' \
	    "$CODE" >"$T/bin/make"
	chmod +x "$T/bin/code" "$T/bin/make"
}

# The Markdown pages whose examples run, from the root.
PAGES='README.md doc/guide.md doc/shards.md'


# readme_examples DIR [PAGE]: writes DIR/NNN.cmd and DIR/NNN.want, the
# examples of PAGE (README.md) in order.
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
	' "$ROOT/${2:-README.md}"
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

@test "README.md and doc/: every example prints what the page shows" {
	local page dir failed=
	first_pass_only "the pages against the program"
	grep -qx '	./code testdata/sample.in' <(sed -n '/^run:/,/^$/p' \
	    "$ROOT/Makefile")
	for page in $PAGES; do
		dir=$T/${page//\//_}
		mkdir -p "$dir/ex" "$dir/work"
		ln -s "$ROOT/testdata" "$dir/work/testdata"
		readme_examples "$dir/ex" "$page"
		echo "$page:"
		run_examples "$dir/ex" "$dir/work" || failed="$failed $page"
	done
	[ -z "$failed" ] || { echo "pages whose examples differ:$failed"; false; }
}

@test "man/code.1: every EXAMPLES command prints what the page shows" {
	first_pass_only "the manual against the program"
	mkdir -p "$T/man"
	[ -z "$(man_examples "$T/man")" ] || { man_examples "$T/man"; false; }
	run_examples "$T/man" "$ROOT/testdata"
}

@test "the examples not run are shown in the documents, each with a reason" {
	local cmd reason page n=0
	mkdir -p "$T/pages" "$T/man"
	for page in $PAGES; do
		mkdir -p "$T/pages/$n"
		readme_examples "$T/pages/$n" "$page"
		n=$((n + 1))
	done
	man_examples "$T/man"
	while IFS='|' read -r cmd reason; do
		[ -n "$reason" ] || { echo "no reason for: $cmd"; false; }
		cat "$T"/pages/*/*.cmd "$T"/man/*.cmd | grep -qxF -- "$cmd" ||
		    { echo "no document shows: $cmd"; false; }
	done <<<"$NOT_RUN"
}

@test "the extraction finds the examples, their continuations and outputs" {
	mkdir -p "$T/readme" "$T/guide" "$T/man"
	readme_examples "$T/readme"
	readme_examples "$T/guide" doc/guide.md
	man_examples "$T/man"
	# the README's first example, its output, and the files made for the
	# later ones; the guide's judge input on one line and its two-line
	# replay; the manual's first example
	grep -qxF 'make run' "$T/readme/001.cmd"
	[ "$(head -3 "$T/readme/001.want")" = './code testdata/sample.in
Game 1:
    (1,1)' ]
	grep -qx 'code gen .*>test.in' "$T"/readme/*.cmd
	grep -qxF 'printf '\''4  1 3 5 5  1 1 2 3  6 5 5 1  0 0 0 0  0\n'\'' | code' \
	    "$T"/guide/*.cmd
	grep -qxF '    code replay --colours=A-C --length=2 - | grep -e total -e tree' \
	    "$T"/guide/*.cmd
	[ "$(cat "$T/man/001.cmd")" = 'code sample.in' ]
	[ "$(ls "$T"/readme/*.cmd | wc -l)" -ge 20 ]
	[ "$(ls "$T"/guide/*.cmd | wc -l)" -ge 30 ]
	[ "$(ls "$T"/man/*.cmd | wc -l)" -ge 15 ]
}
