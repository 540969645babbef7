#!/usr/bin/env bats
# code analyze on a terminal: each "found in N: K" line gets a bar, the
# largest count's 40 '#' long and the others in proportion (rounded, at
# least one), as ls colours its output only there; through a pipe, and as
# JSON, nothing changes.  The terminal is script(1)'s pseudo-terminal.

bats_require_minimum_version 1.5.0
load helper

setup() {
	T=$BATS_TEST_TMPDIR
	command -v script >/dev/null ||
	    { echo "no script(1): make tools installs bsdutils"; return 1; }
}

# on_terminal ARGS...: code ARGS's standard output through a terminal,
# without the terminal's carriage returns.
on_terminal() {
	script -qec "$(printf '%q ' "$CODE" "$@")" /dev/null </dev/null |
	    tr -d '\r'
}

# with_bars: the text of analyze from a pipe, on stdin, with the bars the
# terminal must add, worked out here.
with_bars() {
	awk '/^found in [0-9]+: / { k[NR] = $4; if ($4 > most) most = $4 }
	    { line[NR] = $0 }
	    END {
		width = length(most "")
		for (i = 1; i <= NR; i++) {
			if (!(i in k)) { print line[i]; continue }
			n = int((k[i] * 40 + int(most / 2)) / most)
			if (n == 0 && k[i] > 0) n = 1
			bar = ""
			for (j = 0; j < n; j++) bar = bar "#"
			printf "%s%*s  %s\n", substr(line[i], 1,
			    length(line[i]) - length(k[i])), -width, k[i], bar
		}
	    }'
}

@test "Knuth's classic analysis on a terminal: a bar a line, 694 secrets the longest" {
	"$CODE" analyze -v classic >"$T/pipe"
	! grep -q '#' "$T/pipe" || false
	on_terminal analyze -v classic >"$T/tty"
	with_bars <"$T/pipe" | diff -u - "$T/tty"
	grep -qx 'found in 5: 694  ########################################' "$T/tty"
	grep -qx 'found in 1: 1    #' "$T/tty"
}

@test "bars for every length of count, and for a replayed tree" {
	"$CODE" analyze -v bulls-cows --strategy=first >"$T/pipe"
	on_terminal analyze -v bulls-cows --strategy=first >"$T/tty"
	with_bars <"$T/pipe" | diff -u - "$T/tty"
	"$CODE" tree --colours=1-3 --length=2 >"$T/tree"
	"$CODE" replay --colours=1-3 --length=2 "$T/tree" >"$T/pipe"
	on_terminal replay --colours=1-3 --length=2 "$T/tree" >"$T/tty"
	with_bars <"$T/pipe" | diff -u - "$T/tty"
}

@test "JSON on a terminal is the JSON of a pipe" {
	"$CODE" analyze --format=json >"$T/pipe"
	on_terminal analyze --format=json | diff -u "$T/pipe" -
}
