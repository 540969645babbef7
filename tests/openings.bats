#!/usr/bin/env bats
# Every first guess weighed (code rank, --first=all or a list,
# --first-from, --top, --above): each row checked against
# tests/optimal-ref.awk, the exhaustive search that shares nothing with
# code ("opening GUESS TOTAL": the least total of the strategies that open
# with GUESS).  An exact row is that total; a bound row is at most it and
# above the cutoff that let it go.  The words are Debian's (wamerican).

# bats file_tags=slow

bats_require_minimum_version 1.5.0
load helper

setup() {
	T=$BATS_TEST_TMPDIR
}

# words: 15 secrets and 31 guesses of Debian's five-letter words, the
# hints under Wordle's marks keyed for the reference, its output in
# $T/ref ("opening GUESS TOTAL" a guess); more arguments go to it (-v
# hard=1).
words() {
	words5 "$T/secrets" 300 0
	words5 "$T/allowed" 250 7
	sort -u "$T/secrets" "$T/allowed" >"$T/all"
	pairs_of "$T/secrets" "$T/all"
	keyed marks
	awk -v openings=1 "$@" -f "$ROOT/tests/optimal-ref.awk" "$T/hints" \
	    >"$T/ref"
}

# table [OPTION...]: code rank's table on the words, in $output.
table() {
	run -0 "$CODE" rank -v wordle --secrets="$T/secrets" \
	    --allowed="$T/allowed" "$@"
}

# checked_rows CUTOFF: every row of the text table in $output against the
# reference: an exact row its total, average and rank; a bound row at
# most the reference's and above CUTOFF, and after every exact row.  Each
# guess once; the count of rows in $T/count.
checked_rows() {
	awk -v cutoff="$1" -v n="$(wc -l <"$T/secrets")" '
	NR == FNR { if ($1 == "opening") ref[$2] = $3; next }
	FNR == 1 { if ($0 != "rank guess total average worst possible")
			bad("header " $0); next }
	function bad(why) { print "row " FNR - 1 ": " why; failed = 1 }
	{
		rows++
		if ($2 in seen) bad($2 " twice")
		seen[$2]
		if (!($2 in ref)) bad($2 " not a guess")
		if ($3 ~ /^>=/) {
			b = substr($3, 3) + 0
			bounds++
			if (b > ref[$2]) bad($2 " bound " b " above " ref[$2])
			if (b <= cutoff) bad($2 " bound " b " at most the cutoff " cutoff)
			if ($1 != "-" || $5 != "-") bad($2 " bound ranked")
			if ($4 != sprintf(">=%d.%04d", int(b / n), int(b % n * 10000 / n)))
				bad($2 " average " $4)
			next
		}
		if (bounds) bad($2 " exact after a bound")
		if ($3 != ref[$2]) bad($2 " total " $3 ", the reference " ref[$2])
		if ($4 != sprintf("%.4f", $3 / n)) bad($2 " average " $4)
		exact[rows] = $3; rank[rows] = $1
		if ($3 < last) bad($2 " out of order")
		last = $3
	}
	END {
		for (i = 1; i in exact; i++) {
			below = 0; ties = 0
			for (j = 1; j in exact; j++) {
				below += exact[j] < exact[i]
				ties += j != i && exact[j] == exact[i]
			}
			want = below + 1 (ties ? "=" : "")
			# the rank is proven unless a bound is below the total
			if (rank[i] != want && rank[i] != "-" && rank[i] != want "=")
				bad("rank " rank[i] ", expected " want)
		}
		print rows > "'"$T/count"'"
		exit failed
	}' "$T/ref" - <<<"$output"
}

# least REF: the least opening total of the reference.
least() {
	awk '$1 == "opening" { print $3 }' "$1" | sort -n | head -1
}

# bats test_tags=heavy
@test "--first=all --top=all: every guess of a word list exact, the exhaustive search's totals, sorted and ranked" {
	words
	table --first=all --top=all
	checked_rows 0
	[ "$(cat "$T/count")" -eq "$(wc -l <"$T/all")" ]
	! grep -q '>=' <<<"$output" || false
	# the possible column: the guess is one of the secrets
	while read -r _ guess _ _ _ possible; do
		[ "$possible" = "$(grep -qx "$guess" "$T/secrets" && echo yes || echo no)" ]
	done < <(tail -n +2 <<<"$output")
	# the first row is the optimum, analyze's
	[ "$(awk 'NR == 2 { print $3 }' <<<"$output")" = "$(least "$T/ref")" ]
}

@test "--first=all: the best exact (and its ties), every other a bound above it; a row for each guess, the same in 1, 2 and 3 threads" {
	local best
	words
	table --first=all --threads=1
	best=$(least "$T/ref")
	checked_rows "$best"
	[ "$(cat "$T/count")" -eq "$(wc -l <"$T/all")" ]
	# the exact rows are the guesses of the least total, rank 1
	[ "$(awk 'NR > 1 && $3 !~ /^>=/ { print $2 }' <<<"$output" | sort)" = \
	    "$(awk -v b="$best" '$1 == "opening" && $3 == b { print $2 }' "$T/ref" | sort)" ]
	[ "$(awk 'NR == 2 { print $1 }' <<<"$output")" = 1 ] ||
	    [ "$(awk 'NR == 2 { print $1 }' <<<"$output")" = 1= ]
	echo "$output" >"$T/one"
	for threads in 2 3; do
		table --first=all --threads=$threads
		diff "$T/one" - <<<"$output"
	done
}

@test "--above=T: every guess of total at most T exact, every other a bound above T; --top=3: the three least totals exact" {
	local t third
	words
	t=$(awk '$1 == "opening" { print $3 }' "$T/ref" | sort -n | awk 'NR == 8')
	table --first=all --above="$t"
	checked_rows "$t"
	# exactly the guesses of total at most T are exact
	[ "$(awk 'NR > 1 && $3 !~ /^>=/' <<<"$output" | wc -l)" -eq \
	    "$(awk -v t="$t" '$1 == "opening" && $3 <= t' "$T/ref" | wc -l)" ]
	third=$(awk '$1 == "opening" { print $3 }' "$T/ref" | sort -n | awk 'NR == 3')
	table --first=all --top=3
	checked_rows 0
	# each guess whose total is among the three least (ties too) is exact
	awk -v t="$third" '$1 == "opening" && $3 <= t { print $2 }' "$T/ref" |
	while read -r guess; do
		awk -v g="$guess" 'NR > 1 && $2 == g && $3 !~ /^>=/ { found = 1 } END { exit !found }' <<<"$output" ||
		    { echo "$guess not exact"; false; }
	done
	# with --above too, both: the larger cutoff
	table --first=all --top=1 --above="$t"
	checked_rows "$t"
}

@test "--above=T below the least total: the best exact all the same (and its ties), every other a bound above it, proven" {
	local best
	words
	best=$(least "$T/ref")
	table --first=all --above=1
	checked_rows "$best"
	[ "$(awk 'NR > 1 && $3 !~ /^>=/ { print $2 }' <<<"$output" | sort)" = \
	    "$(awk -v b="$best" '$1 == "opening" && $3 == b { print $2 }' "$T/ref" | sort)" ]
	table --first=all --above=1 --format=json
	jq -e --argjson b "$best" '.proven and ([.rows[] | select(.exact)] |
	    length > 0 and all(.total == $b and .rank == 1))' <<<"$output"
}

@test "--first=A,B,... and --first-from=FILE: the rows of those guesses alone, each once, the reference's totals" {
	words
	a=$(sed -n 3p "$T/all") b=$(sed -n 11p "$T/all") c=$(sed -n 20p "$T/all")
	table --first="$a,$b,$c,$a" --top=all
	checked_rows 0
	[ "$(cat "$T/count")" -eq 3 ]
	printf '# three guesses\n\n  %s\n%s  \t\n%s\r\n' "$c" "$b" "$a" >"$T/list"
	table --first-from="$T/list" --top=all
	checked_rows 0
	[ "$(cat "$T/count")" -eq 3 ]
	# from standard input, -
	run -0 "$CODE" rank -v wordle --secrets="$T/secrets" --allowed="$T/allowed" \
	    --first-from=- --top=all <"$T/list"
	checked_rows 0
	# the default cutoff among them: the best of the three exact
	table --first-from="$T/list"
	checked_rows 0
	[ "$(awk 'NR == 2 { print $3 }' <<<"$output")" = \
	    "$(awk -v a="$a" -v b="$b" -v c="$c" '$1 == "opening" && ($2 == a || $2 == b || $2 == c) { print $3 }' "$T/ref" | sort -n | head -1)" ]
}

@test "a bad guess: --first is a usage error, a line of --first-from FILE:LINE:COL and status 1; a missing file status 3" {
	words
	run -2 --separate-stderr "$CODE" rank -v wordle --secrets="$T/secrets" \
	    --allowed="$T/allowed" --first="$(head -1 "$T/all"),zzzzq"
	[[ $stderr == "code: rank: --first: "*"found 'zzzzq'" ]]
	printf '%s\n  zzzzq\n' "$(head -1 "$T/all")" >"$T/list"
	run -1 --separate-stderr "$CODE" rank -v wordle --secrets="$T/secrets" \
	    --allowed="$T/allowed" --first-from="$T/list"
	[[ $stderr == "code: $T/list:2:3: "* ]]
	run -1 --separate-stderr "$CODE" rank -v wordle --secrets="$T/secrets" \
	    --allowed="$T/allowed" --first-from=- <"$T/list"
	[[ $stderr == "code: <stdin>:2:3: "* ]]
	printf '%s 1 7900\n' "$(head -1 "$T/all")" >"$T/list"
	run -1 --separate-stderr "$CODE" rank -v wordle --secrets="$T/secrets" \
	    --allowed="$T/allowed" --first-from="$T/list"
	[ "$stderr" = "code: $T/list:1:7: expected a guess alone on its line" ]
	printf '# nothing\n\n' >"$T/list"
	run -1 --separate-stderr "$CODE" rank -v wordle --secrets="$T/secrets" \
	    --allowed="$T/allowed" --first-from="$T/list"
	[ "$stderr" = "code: $T/list: no guess" ]
	run -3 --separate-stderr "$CODE" rank -v wordle --secrets="$T/secrets" \
	    --allowed="$T/allowed" --first-from="$T/none"
	[[ $stderr == "code: $T/none: "* ]]
	[ -z "$output" ]
}

# bats test_tags=heavy
@test "the table's options: usage errors where they do not apply, --above and --top at and past their edges" {
	run -2 --separate-stderr "$CODE" analyze --first=all
	[[ $stderr == *"now code rank"* ]]
	run -2 --separate-stderr "$CODE" rank --first=all --goal=worst
	[[ $stderr == *"unknown option '--goal=worst'"* ]]
	run -2 --separate-stderr "$CODE" shard merge --first=all --tree /dev/null
	[[ $stderr == *"without --tree"* ]]
	run -2 --separate-stderr "$CODE" rank --first=1234 --first-from=/dev/null
	[[ $stderr == *"without --first-from"* ]]
	run -2 --separate-stderr "$CODE" analyze --strategy=optimal --format=csv
	[[ $stderr == *"--format=csv"* ]]
	run -2 --separate-stderr "$CODE" solve --format=csv
	[ "${stderr_lines[0]}" = "code: --format: expected text or json, found 'csv'" ]
	run -2 --separate-stderr "$CODE" review --format=csv 1122:0,1
	[ "${stderr_lines[0]}" = "code: --format: expected text or json, found 'csv'" ]
	for bad in 0 -1 x 281474976710656 99999999999999999999; do
		run -2 "$CODE" rank --length=2 --colours=1-3 --first=all --above="$bad"
	done
	run -0 "$CODE" rank --length=2 --colours=1-3 --first=all --above=281474976710655
	! grep -q '>=' <<<"$output" || false
	# below every total, the best exact all the same, the other a bound
	run -0 "$CODE" rank --length=2 --colours=1-3 --first=all --above=1
	[ "${lines[1]}" = "1 12 21 2.3333 3 yes" ]
	[ "${lines[2]}" = "- 11 >=23 >=2.5555 - yes" ]
	# colours that include the comma: a value that is one guess is that
	# guess, with any strategy; two of them, a table
	run -0 "$CODE" analyze --colours=+--A --length=2 --first=+,
	grep -qx 'first guess: +,' <<<"$output"
	run -0 "$CODE" rank --colours=+--A --length=2 --first=++,AA --top=all
	[ "$(awk 'NR > 1 { print $2 }' <<<"$output" | sort | tr '\n' ' ')" = "++ AA " ]
	run -2 "$CODE" rank --length=2 --colours=1-3 --top=0
	run -0 "$CODE" rank --length=2 --colours=1-3 --top=1000000
	! grep -q '>=' <<<"$output"
}

@test "a board game: one guess of each symmetric kind for all, any guess when listed; its totals the reference's, under the try limit too" {
	keys 3 3 counts
	awk -v openings=1 -f "$ROOT/tests/optimal-ref.awk" "$T/hints" >"$T/ref"
	run -0 "$CODE" rank --length=3 --colours=1-3 --first=all --top=all
	# 111 112 123 under the symmetries of colours and places
	[ "$(awk 'NR > 1 { print $2 }' <<<"$output" | sort | tr '\n' ' ')" = "111 112 123 " ]
	run -0 "$CODE" rank --length=3 --colours=1-3 --first=211,121,112,321,111 --top=all --threads=1
	while read -r _ guess total _; do
		[ "$total" = "$(awk -v g="$guess" '$1 == "opening" && $2 == g { print $3 }' "$T/ref")" ] ||
		    { echo "$guess $total"; false; }
	done < <(tail -n +2 <<<"$output")
	[ "${#lines[@]}" -eq 6 ]
	# within three tries no strategy wins every game: each row none,
	# status 5; within four the best is the reference's
	awk -v tries=3 -f "$ROOT/tests/optimal-ref.awk" "$T/hints" >"$T/ref3"
	[ "$(awk '$1 == "within" { print $3 }' "$T/ref3")" = none ]
	run -5 --separate-stderr "$CODE" rank --length=3 --colours=1-3 --tries=3 \
	    --first=all --top=all
	# (in the order the search weighs them, by their bounds)
	[ "$output" = "rank guess total average worst possible
- 112 none none - yes
- 123 none none - yes
- 111 none none - yes" ]
	[[ $stderr == *"within 3 guesses, the try limit"* ]]
	awk -v tries=4 -f "$ROOT/tests/optimal-ref.awk" "$T/hints" >"$T/ref4"
	run -0 "$CODE" rank --length=3 --colours=1-3 --tries=4 --first=all --top=all
	[ "$(awk 'NR == 2 { print $3 }' <<<"$output")" = \
	    "$(awk '$1 == "within" { print $3 }' "$T/ref4")" ]
}

@test "hard mode (--hard, Wordle's): every opening the reference's hard-mode total" {
	words -v hard=1
	table --hard --first=all --top=all
	checked_rows 0
	[ "$(cat "$T/count")" -eq "$(wc -l <"$T/all")" ]
}

@test "--format=json and --format=csv: the text table's rows, field for field" {
	words
	table --first=all
	awk 'NR > 1 { print $1, $2, $3, $5, $6 }' <<<"$output" >"$T/text"
	table --first=all --format=json
	jq -r '.rows[] | [(if .rank == null then "-" else (.rank | tostring) + (if .tie then "=" else "" end) end),
	    .guess, (if .exact then (.total | tostring) else ">=" + (.total | tostring) end),
	    (if .worst == null then "-" else (.worst | tostring) end),
	    (if .possible then "yes" else "no" end)] | join(" ")' <<<"$output" >"$T/json"
	diff "$T/text" "$T/json"
	[ "$(jq .proven <<<"$output")" = true ]
	[ "$(jq .openings <<<"$output")" -eq "$(wc -l <"$T/all")" ]
	table --first=all --format=csv
	[ "${lines[0]}" = $'rank,tie,guess,exact,total,average,worst,possible\r' ]
	tail -n +2 <<<"$output" | tr -d '\r' | awk -F, '{
		r = $1 == "" ? "-" : $1 ($2 == "yes" ? "=" : "")
		print r, $3, ($4 == "yes" ? "" : ">=") $5, ($7 == "" ? "-" : $7), $8
	}' >"$T/csv"
	diff "$T/text" "$T/csv"
}

# bats test_tags=heavy
@test "stopped by its time limit: status 124, a row for every guess, the exact ones true, the message says how far" {
	local n limit=1
	# the table's first second: the hints and the root's candidates, ten
	# times that under the sanitizers; then a few of the 2333 weighed (the
	# whole table some 15 s)
	sanitized && limit=10
	words5 "$T/secrets" 2 0
	n=$(wc -l <"$T/secrets")
	run -124 --separate-stderr "$CODE" rank -v wordle --secrets="$T/secrets" \
	    --first=all --time-limit=$limit --threads=1
	[ "${#lines[@]}" -eq $((n + 1)) ]
	[[ $stderr == *"code: rank: the table was stopped by its time limit: "*" of $n first guesses weighed, the rows of the others their first bounds" ]]
	# an exact row is a strategy's total: the guess weighed alone (a
	# search the first pass makes, ten times as long sanitized)
	sanitized && return 0
	awk 'NR > 1 && $3 !~ /^>=/ { print $2, $3 }' <<<"$output" | head -1 |
	while read -r guess total; do
		[ "$("$CODE" analyze -v wordle --secrets="$T/secrets" --strategy=optimal \
		    --first="$guess" | awk '$1 == "total" { print $3 }')" = "$total" ]
	done
}

@test "review --openings reads the table: its bound rows skipped, its best row the best opening" {
	local best guess hint
	words
	table --first=all --threads=1
	echo "$output" >"$T/table"
	grep -q '>=' "$T/table"
	best=$(awk 'NR == 2 { print $2 }' "$T/table")
	guess=$(awk 'NR > 1 && $3 ~ /^>=/ { print $2; exit }' "$T/table")
	hint=$(awk -v rule=marks -f "$ROOT/tests/rules-ref.awk" <<<"$(head -1 "$T/secrets") $guess")
	run -0 "$CODE" review -v wordle --secrets="$T/secrets" --allowed="$T/allowed" \
	    --openings="$T/table" "$guess:$hint"
	[ "$(awk 'NR == 2 { print $5 }' <<<"$output")" = "$best+" ]
	[ "$(awk 'NR == 2 { print $6 }' <<<"$output")" = "$(awk 'NR == 2 { print $4 }' "$T/table")" ]
}

# shard_table K FORMAT OPTION...: the table of the words in K shards (one
# thread each, through GNU parallel), merged into $output in FORMAT; the
# single run's table in $T/single.
shard_table() {
	local k=$1 format=$2
	shift 2
	"$CODE" rank -v wordle --secrets="$T/secrets" --allowed="$T/allowed" \
	    --threads=1 --format="$format" "$@" >"$T/single"
	rm -f "$T"/shard.*
	parallel -j2 "$CODE" shard run -v wordle --secrets="$T/secrets" \
	    --allowed="$T/allowed" --threads=1 "$@" \
	    {}/"$k" "$T/shard.{}" ::: $(seq 0 $((k - 1)))
	run -0 "$CODE" shard merge -v wordle --secrets="$T/secrets" --allowed="$T/allowed" \
	    --format="$format" "$@" "$T"/shard.*
}

# bats test_tags=heavy
@test "the table in shards through GNU parallel: the merge prints the single run's table byte for byte, every ask, text and JSON" {
	parallel --version 2>/dev/null | grep -q '^GNU parallel' ||
	    skip "GNU parallel is not installed (make tools installs it)"
	words
	shard_table 3 text --first=all
	diff "$T/single" - <<<"$output"
	checked_rows "$(least "$T/ref")"
	shard_table 4 json --first=all --top=3
	diff "$T/single" - <<<"$output"
	shard_table 2 text --first=all --above="$(awk '$1 == "opening" { print $3 }' "$T/ref" | sort -n | awk 'NR == 6')"
	diff "$T/single" - <<<"$output"
	shard_table 5 text --first="$(sed -n '2p;9p;14p;30p' "$T/all" | paste -sd,)" --top=all
	diff "$T/single" - <<<"$output"
	checked_rows 0
	[ "$(cat "$T/count")" -eq 4 ]
	# more shards than first guesses: some shards hold none
	shard_table 40 csv --first=all
	diff "$T/single" - <<<"$output"
}

# bats test_tags=heavy
@test "the table in shards, hard mode: the merge is the single run's, and the reference's totals" {
	parallel --version 2>/dev/null | grep -q '^GNU parallel' ||
	    skip "GNU parallel is not installed (make tools installs it)"
	words -v hard=1
	shard_table 3 text --hard --first=all --top=all
	diff "$T/single" - <<<"$output"
	checked_rows 0
}

@test "a table's shards checked: another ask's file, a bound below its shard's cutoff, a shard missing are refused; --partial is a usage error" {
	local line total f want
	words
	for i in 0 1; do
		"$CODE" shard run -v wordle --secrets="$T/secrets" --allowed="$T/allowed" \
		    --threads=1 --first=all $i/2 "$T/s$i"
	done
	# the files of another ask: its header says which
	run -1 --separate-stderr "$CODE" shard merge -v wordle --secrets="$T/secrets" \
	    --allowed="$T/allowed" --first=all --top=2 "$T/s0" "$T/s1"
	[ "$stderr" = "code: shard merge: $T/s0:7: a shard of another search: 'first: table of all, top 1, above 0', this one's 'first: table of all, top 2, above 0'" ]
	run -1 --separate-stderr "$CODE" shard merge -v wordle --secrets="$T/secrets" \
	    --allowed="$T/allowed" --first=all "$T/s0"
	[[ $stderr == *"shard 1 of 2 is missing" ]]
	run -2 "$CODE" shard merge -v wordle --secrets="$T/secrets" \
	    --allowed="$T/allowed" --first=all --partial "$T/s0"
	# a bound lowered to the cutoff its shard had reached (first guess
	# 0's total, where no better total came before it in the file): its
	# facts still reach it and the hash is put right, as a forger would,
	# but a first guess of that total is found exactly, written whole
	total=$(grep '^first 0 ' "$T/s0" | awk '{ print $4 }')
	for f in s0 s1; do
		line=$(awk '$1 == "first" && $2 != 0 { exit } $1 == "bound" { print NR; exit }' "$T/$f")
		[ -n "$line" ] && break
	done
	[ -n "$line" ]
	awk -v l="$line" -v t="$total" 'NR == l { $4 = t } { print }' "$T/$f" >"$T/forged"
	mv "$T/forged" "$T/$f"
	want=$("$CODE" shard merge -v wordle --secrets="$T/secrets" --allowed="$T/allowed" \
	    --first=all "$T/s0" "$T/s1" 2>&1 |
	    sed -n "s/.*expected '\\(end [0-9]* [0-9a-f]*\\)'.*/\\1/p")
	[ -n "$want" ]
	sed -i "s/^end .*/$want/" "$T/$f"
	run -1 --separate-stderr "$CODE" shard merge -v wordle --secrets="$T/secrets" \
	    --allowed="$T/allowed" --first=all "$T/s0" "$T/s1"
	[ "$stderr" = "code: shard merge: $T/$f:$line: a bound of $total, below the cutoff of $((total + 1)) its shard had reached: a first guess below it is written whole" ] ||
	    { echo "$stderr"; false; }
}

@test "a table's shard stopped keeps its search and resumes: the merge is the single run's" {
	local n pid
	first_pass_only "a search of seconds, ten times that under the sanitizers"
	# (every third word: the shard weighs some 14500 sets; stopped by
	# SIGTERM after 5000)
	words5 "$T/secrets" 3 0
	CODE_PAUSE_AFTER=5000 "$CODE" shard run -v wordle \
	    --secrets="$T/secrets" --threads=1 --first=all 0/2 "$T/s0" \
	    --checkpoint=1 2>"$T/err" &
	pid=$!
	stop_paused "$pid" TERM
	[ "$status" -eq 143 ]
	[ -f "$T/.s0.resume" ]
	[ ! -f "$T/s0" ]
	run -0 --separate-stderr "$CODE" shard run -v wordle --secrets="$T/secrets" \
	    --threads=1 --first=all 0/2 "$T/s0"
	[[ ${stderr_lines[0]} == "code: shard run: shard 0 of 2 resumes from $T/.s0.resume: "* ]]
	"$CODE" shard run -v wordle --secrets="$T/secrets" \
	    --threads=1 --first=all 1/2 "$T/s1"
	run -0 "$CODE" shard merge -v wordle --secrets="$T/secrets" \
	    --first=all "$T/s0" "$T/s1"
	diff - <<<"$output" <("$CODE" rank -v wordle --secrets="$T/secrets" \
	    --first=all)
}

# bats test_tags=heavy
@test "hard mode with 64 guesses, a whole word of the guesses' bits: the table and the search in shards merge to the single run's" {
	local i
	grep -x '[a-z]\{5\}' "$WORDS" | awk 'NR % 30 == 0' | head -n 64 >"$T/w64"
	[ "$(wc -l <"$T/w64")" -eq 64 ]
	for ask in "" "--first=all --top=3"; do
		# shellcheck disable=SC2046 # the command is one or two words
		"$CODE" $([ -n "$ask" ] && echo rank || echo analyze \
		    --strategy=optimal) -v wordle --secrets="$T/w64" --hard $ask \
		    >"$T/single"
		rm -f "$T"/h.*
		for i in 0 1; do
			"$CODE" shard run -v wordle --secrets="$T/w64" --hard \
			    $ask $i/2 "$T/h.$i"
		done
		run -0 "$CODE" shard merge -v wordle --secrets="$T/w64" --hard \
		    $ask "$T/h.0" "$T/h.1"
		diff "$T/single" - <<<"$output"
	done
}
