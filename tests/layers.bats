#!/usr/bin/env bats
# The house's floors (README.md, "The tree"; the Makefile's lists): code.c
# over lib/commands over lib/games over lib/solver over lib/judge and
# lib/pairs over lib/core.  A file includes and calls only its own
# subsystem's files and those of the floors below; no include cycle; no
# call cycle between files but within the optimal search's own files
# (lib/solver/optimal*.c, one search split by its parts).

load helper

setup() {
	cd "$ROOT" || return
	T=$BATS_TEST_TMPDIR
}

# upward: of the lines "FROM TO" of standard input (paths from the root),
# each one going within a subsystem or down to a lower floor, prints the
# others.
upward() {
	awk 'function floor(f) {
		if (f ~ /^lib\/core\//) return 0
		if (f ~ /^lib\/(judge|pairs)\//) return 1
		if (f ~ /^lib\/codes\//) return 2
		if (f ~ /^lib\/optimal\//) return 3
		if (f ~ /^lib\/solver\//) return 4
		if (f ~ /^lib\/games\//) return 5
		if (f ~ /^lib\/commands\//) return 6
		return 7
	}
	function dir(f) { sub(/\/[^\/]*$/, "", f); return f }
	dir($1) != dir($2) && floor($2) >= floor($1) { print $1, "->", $2 }'
}

# Every #include "..." of code.c and lib/, as "FILE INCLUDED" paths from
# the root.
includes() {
	local f
	for f in code.c lib/*/*.[ch]; do
		sed -n 's/^#include "\(.*\)"$/\1/p' "$f" |
		    awk -v f="$f" '{
			path = f; sub(/[^\/]*$/, "", path); path = path $0
			while (sub(/[^\/]*\/\.\.\//, "", path))
				;
			print f, path
		    }'
	done
}

@test "no engine includes a header of lib/commands" {
	run grep -l '#include ".*commands/' lib/core lib/judge lib/pairs \
	    lib/codes lib/optimal lib/solver lib/games -r --include='*.[ch]'
	[ "$status" -eq 1 ]
	[ -z "$output" ]
}

@test "every include goes down the floors or within a subsystem, and none makes a cycle" {
	includes >"$T/includes"
	[ "$(wc -l <"$T/includes")" -gt 100 ]
	while read -r from to; do
		[ -f "$to" ] || { echo "$from includes $to: no such file"; false; }
	done <"$T/includes"
	upward <"$T/includes" >"$T/up"
	[ ! -s "$T/up" ] || { cat "$T/up"; false; }
	tsort "$T/includes" >/dev/null
}

@test "every call goes down the floors or within a subsystem, and none makes a cycle" {
	local o
	command -v nm >/dev/null || skip "no nm"
	for o in code.o lib/*/*.o; do
		[ -f "$o" ] || skip "no objects: run make"
	done
	for o in code.o lib/*/*.o; do
		nm --defined-only -g "$o" | awk -v f="${o%.o}.c" '{ print $3, f }'
	done | sort >"$T/defined"
	for o in code.o lib/*/*.o; do
		nm -u "$o" | awk -v f="${o%.o}.c" '{ print $2, f }'
	done | sort >"$T/used"
	# "CALLER CALLEE" files, from the symbols one uses and one defines
	join "$T/used" "$T/defined" | awk '$2 != $3 { print $2, $3 }' |
	    sort -u >"$T/calls"
	[ "$(wc -l <"$T/calls")" -gt 100 ]
	upward <"$T/calls" >"$T/up"
	[ ! -s "$T/up" ] || { cat "$T/up"; false; }
	sed 's#lib/optimal/[a-z_]*\.c#lib/optimal/optimal.c#g' "$T/calls" |
	    awk '$1 != $2' | tsort >/dev/null
}

@test "the checks above see an upward include, an upward call and a cycle" {
	printf 'lib/core/diag.c lib/commands/cli.h\n' | upward >"$T/up"
	[ -s "$T/up" ]
	printf 'lib/judge/judge.c lib/pairs/pairs.c\n' | upward >"$T/up"
	[ -s "$T/up" ]
	printf 'lib/codes/tree.c lib/core/score.c\n' | upward >"$T/up"
	[ ! -s "$T/up" ]
	run tsort <<<$'a b\nb a'
	[ "$status" -ne 0 ]
}
