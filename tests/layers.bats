#!/usr/bin/env bats
# The house's floors (doc/HACKING.md, "The floors"; the Makefile's lists): code.c
# over lib/commands over lib/games over lib/solver (the codebreaker) over
# lib/optimal/shard (the exact search split into shards) over lib/optimal
# (the exact search) over lib/codes over lib/judge and lib/pairs over
# lib/core.  A file includes and calls only its own folder's files and
# those of the floors below, and no two modules (a .c and its .h) depend
# on each other, by includes and calls together, directly or around a
# cycle, within a folder too.  A subsystem of several files shares one
# internal header (lib/optimal/internal.h, lib/optimal/shard/internal.h),
# which only the files of its folder (and of the folders below it)
# include: including it ties no module to another, the calls of its
# files must form no cycle.

load helper

setup() {
	first_pass_only "the sources"
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
		if (f ~ /^lib\/optimal\/shard\//) return 3.5
		if (f ~ /^lib\/optimal\//) return 3
		if (f ~ /^lib\/solver\//) return 4
		if (f ~ /^lib\/games\//) return 5
		if (f ~ /^lib\/commands\//) return 6
		return 7
	}
	function dir(f) { sub(/\/[^\/]*$/, "", f); return f }
	dir($1) != dir($2) && floor($2) >= floor($1) { print $1, "->", $2 }'
}

# cycle: of the lines "FROM TO" of standard input (paths from the root,
# files that include or call one another), prints the cycles between
# modules: a file's module is its path without .c or .h.  A folder's
# internal header (internal.h) ties nothing: the lines from it or to it
# are left out.  Prints nothing if there is none.
cycle() {
	awk 'function module(f) {
		sub(/\.[ch]$/, "", f)
		return f
	}
	$1 ~ /\/internal\.h$/ || $2 ~ /\/internal\.h$/ { next }
	{ from = module($1); to = module($2) }
	from != to { print from, to }' | { tsort 2>&1 >/dev/null || true; }
}

# private: of the lines "FILE INCLUDED" of standard input, prints those
# that include a folder's internal header from outside that folder and
# the folders within it.
private() {
	awk '$2 ~ /\/internal\.h$/ {
		dir = $2; sub(/\/internal\.h$/, "/", dir)
		if (index($1, dir) != 1)
			print $1, "->", $2
	}'
}

# Every #include "..." of code.c and lib/, as "FILE INCLUDED" paths from
# the root.
includes() {
	# one awk for all the files (a sed and an awk a file were slow)
	awk '/^#include ".*"$/ {
		path = FILENAME; sub(/[^\/]*$/, "", path)
		path = path substr($0, 11, length($0) - 11)
		while (sub(/[^\/]*\/\.\.\//, "", path))
			;
		print FILENAME, path
	    }' code.c lib/*/*.[ch] lib/*/*/*.[ch]
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
	private <"$T/includes" >"$T/private"
	[ ! -s "$T/private" ] || { cat "$T/private"; false; }
	cycle <"$T/includes" >"$T/cycle"
	[ ! -s "$T/cycle" ] || { cat "$T/cycle"; false; }
}

@test "every call goes down the floors or within a subsystem, and no module depends on itself by calls and includes" {
	local o
	command -v nm >/dev/null || skip "no nm"
	for o in code.o lib/*/*.o lib/*/*/*.o; do
		[ -f "$o" ] || skip "no objects: run make"
	done
	# SYMBOL FILE.c, of every object at once (nm -A names the object
	# before each symbol: an nm a file took most of this test's time)
	nm -A --defined-only -g code.o lib/*/*.o lib/*/*/*.o |
	    awk '{ f = $1; sub(/\.o:.*/, ".c", f); print $3, f }' |
	    sort >"$T/defined"
	nm -A -u code.o lib/*/*.o lib/*/*/*.o |
	    awk '{ f = $1; sub(/\.o:.*/, ".c", f); print $3, f }' |
	    sort >"$T/used"
	# "CALLER CALLEE" files, from the symbols one uses and one defines
	join "$T/used" "$T/defined" | awk '$2 != $3 { print $2, $3 }' |
	    sort -u >"$T/calls"
	[ "$(wc -l <"$T/calls")" -gt 100 ]
	upward <"$T/calls" >"$T/up"
	[ ! -s "$T/up" ] || { cat "$T/up"; false; }
	includes | cat - "$T/calls" | cycle >"$T/cycle"
	[ ! -s "$T/cycle" ] || { cat "$T/cycle"; false; }
}

@test "the checks above see an upward include, an upward call and a cycle between modules" {
	printf 'lib/core/diag.c lib/commands/cli.h\n' | upward >"$T/up"
	[ -s "$T/up" ]
	printf 'lib/judge/judge.c lib/pairs/pairs.c\n' | upward >"$T/up"
	[ -s "$T/up" ]
	printf 'lib/codes/tree.c lib/core/score.c\n' | upward >"$T/up"
	[ ! -s "$T/up" ]
	# two modules that depend on each other, by includes or by a call
	printf 'lib/core/diag.c lib/core/reader.h\nlib/core/reader.c lib/core/diag.h\n' |
	    cycle >"$T/cycle"
	[ -s "$T/cycle" ]
	printf 'lib/solver/strategy.c lib/solver/solver.h\nlib/solver/solver.c lib/solver/strategy.c\n' |
	    cycle >"$T/cycle"
	[ -s "$T/cycle" ]
	# around three modules
	printf 'lib/core/a.c lib/core/b.h\nlib/core/b.c lib/core/c.h\nlib/core/c.c lib/core/a.h\n' |
	    cycle >"$T/cycle"
	[ -s "$T/cycle" ]
	# the files of a folder behind one internal header too
	printf 'lib/optimal/search.c lib/optimal/weigh.c\nlib/optimal/weigh.c lib/optimal/search.c\n' |
	    cycle >"$T/cycle"
	[ -s "$T/cycle" ]
	printf 'lib/optimal/shard/deep.c lib/optimal/shard/plan.c\nlib/optimal/shard/plan.c lib/optimal/shard/deep.c\n' |
	    cycle >"$T/cycle"
	[ -s "$T/cycle" ]
	# but the header they share ties none of them to another
	printf 'lib/optimal/search.c lib/optimal/internal.h\nlib/optimal/internal.h lib/optimal/optimal.h\nlib/optimal/optimal.c lib/optimal/internal.h\nlib/optimal/optimal.c lib/optimal/search.c\n' |
	    cycle >"$T/cycle"
	[ ! -s "$T/cycle" ]
	printf 'lib/core/diag.c lib/core/output.h\n' | cycle >"$T/cycle"
	[ ! -s "$T/cycle" ]
	# a floor of its own: the search's files do not use its shards'
	printf 'lib/optimal/search.c lib/optimal/shard/plan.c\n' | upward >"$T/up"
	[ -s "$T/up" ]
	printf 'lib/optimal/shard/plan.c lib/optimal/search.c\n' | upward >"$T/up"
	[ ! -s "$T/up" ]
	# an internal header, its folder's alone
	printf 'lib/commands/shards.c lib/optimal/shard/internal.h\n' |
	    private >"$T/private"
	[ -s "$T/private" ]
	printf 'lib/optimal/shard/plan.c lib/optimal/internal.h\nlib/optimal/shard/plan.c lib/optimal/shard/internal.h\n' |
	    private >"$T/private"
	[ ! -s "$T/private" ]
}
