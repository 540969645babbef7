#!/usr/bin/env bats
# The facts of a shard's file and of a kept search (.FILE.resume) are
# checked for form before any use: a guess that does not split its set,
# or a total outside what its secrets may take, is refused with its file
# and line, whatever the end line's hash says (it is unkeyed: a forger
# recomputes it, as these tests do).  A merge then exits 1; a shard does
# not use the kept search and starts afresh.  Such a guess made the merge
# or the resumed shard recurse until SIGSEGV.

# bats file_tags=slow

bats_require_minimum_version 1.5.0
load helper

setup() {
	T=$BATS_TEST_TMPDIR
	cd "$T" || exit 1
}

# resume_rehash FILE: puts on FILE's end line the count and hash of its
# sets as keep.c computes them (FNV-1a 64 by bytes, from its offset
# basis, of each line's numbers: 1 for exact or 0 for lower, KEY, DEPTH,
# TOTAL, N, then an exact line's GUESS, then the secrets), in bash's
# 64-bit arithmetic, which wraps as the C code's does.  In a bash of its
# own: bats traces each command of a test's shell, some 3 s a file here.
resume_rehash() {
	bash -c "$(declare -f rehash); rehash \"\$1\"" - "$1"
}

rehash() {
	local file=$1 h=-3750763034362895579 count=0 v i x
	local -a f
	# (one command a number)
	mix() {
		local p=0x100000001b3 x=$1
		((h = (h ^ (x & 255)) * p, h = (h ^ (x >> 8 & 255)) * p,
		    h = (h ^ (x >> 16 & 255)) * p, h = (h ^ (x >> 24 & 255)) * p,
		    h = (h ^ (x >> 32 & 255)) * p, h = (h ^ (x >> 40 & 255)) * p,
		    h = (h ^ (x >> 48 & 255)) * p, h = (h ^ (x >> 56 & 255)) * p,
		    1))
	}
	while read -r -a f; do
		case ${f[0]} in
		exact) mix 1 ;;
		lower) mix 0 ;;
		*) continue ;;
		esac
		count=$((count + 1))
		mix $((16#${f[1]}))
		mix "${f[2]}"
		mix "${f[3]}"
		if [ "${f[0]}" = exact ]; then
			mix "${f[5]}"
			mix "${f[4]}"
			i=6
		else
			mix "${f[4]}"
			i=5
		fi
		for ((; i < ${#f[@]}; i++)); do
			mix "${f[i]}"
		done
	done <"$file"
	printf -v v 'end %d %016x' "$count" "$h"
	sed -i "s/^end .*/$v/" "$file"
}

EIGHT='--colours=1-8 --length=4'

# resume_run: runs shard 0 of 2 of EIGHT for a second, from .s.0.resume.
resume_run() {
	run_past_limit 1 "$CODE" shard run $EIGHT --threads=1 \
	    0/2 s.0 --time-limit=1
	[ "$status" -eq 124 ]
}

# bats test_tags=heavy
@test "a kept search whose guess does not split its set, or whose total is out of range, is not used" {
	local line sets tries=0
	resume_run
	[ -s .s.0.resume ]
	# an exact set none of whose secrets holds colour 1 (index 0 in
	# base 8 holds no digit 0): 1111, guess 0, gives each (0,0); a slow
	# build on a loaded machine may keep none in a second: it resumes
	# for another, keeping more, until one is kept
	while line=$(awk 'NR > 9 && $1 == "exact" { ok = 1
		for (i = 7; i <= NF; i++) {
			x = $i + 0
			for (d = 0; d < 4; d++) {
				if (x % 8 == 0) ok = 0
				x = int(x / 8)
			}
		}
		if (ok) { print NR; exit } }' .s.0.resume) && [ -z "$line" ] &&
	    [ $((tries += 1)) -le 20 ]; do
		resume_run
	done
	[ -n "$line" ]
	# its first 30 sets (fewer if it kept fewer), and that one, the hash
	# recomputed: used as it is
	sets=$(($(wc -l <.s.0.resume) - 10))
	[ "$sets" -le 30 ] || sets=30
	[ "$sets" -ge $((line - 9)) ] || sets=$((line - 9))
	{ head -n $((9 + sets)) .s.0.resume; tail -n 1 .s.0.resume; } >kept
	resume_rehash kept
	cp kept .s.0.resume
	resume_run
	[ "${lines[0]}" = "code: shard run: shard 0 of 2 resumes from .s.0.resume: $sets sets its stopped run kept" ] ||
	    { echo "$output"; false; }
	awk -v l="$line" 'NR == l { $5 = 0 } 1' kept >.s.0.resume
	resume_rehash .s.0.resume
	resume_run
	[[ ${lines[0]} == "code: shard run: .s.0.resume:$line: guess 0 does not split its "*" secrets; not used: the shard starts afresh" ]] ||
	    { echo "$output"; false; }
	# a total of 1: below the least any set of 32 or more may take
	awk 'NR == 10 { $4 = 1 } 1' kept >.s.0.resume
	resume_rehash .s.0.resume
	resume_run
	[[ ${lines[0]} == "code: shard run: .s.0.resume:10: a total of 1, outside what "*" secrets may take ("*"; not used: the shard starts afresh" ]] ||
	    { echo "$output"; false; }
	# more than n (n + 1) / 2, the most a set of n takes, 1 + ... + n
	awk 'NR == 10 { $4 = $6 * ($6 + 1) / 2 + 1 } 1' kept >.s.0.resume
	resume_rehash .s.0.resume
	resume_run
	[[ ${lines[0]} == "code: shard run: .s.0.resume:10: a total of "*", outside what "*" secrets may take ("*"; not used: the shard starts afresh" ]] ||
	    { echo "$output"; false; }
	# two secrets swapped
	# (an exact line's first secret is field 7, a bound's 6)
	awk 'NR == 10 { i = $1 == "exact" ? 7 : 6; t = $(i + 1)
	    $(i + 1) = $i; $i = t } 1' kept >.s.0.resume
	resume_rehash .s.0.resume
	resume_run
	[ "${lines[0]}" = "code: shard run: .s.0.resume:10: secret 2 of $(awk 'NR == 10 { print $1 == "exact" ? $6 : $5 }' kept): not above the one before it; not used: the shard starts afresh" ] ||
	    { echo "$output"; false; }
}

# forge FILE LINE AWK: rewrites FILE by the awk program AWK (line: LINE),
# then puts on its end line the hash a merge asks for, as a forger would.
forge() {
	local file=$1 line=$2 program=$3 want
	awk -v line="$line" "$program" "$file" >forged && mv forged "$file"
	want=$("$CODE" shard merge $WORDS s.* 2>&1 |
	    sed -n "s/.*expected '\\(end [0-9]* [0-9a-f]*\\)'.*/\\1/p")
	[ -z "$want" ] || sed -i "s/^end .*/$want/" "$file"
}

@test "a merge refuses a shard's fact whose guess does not split its part, or whose total is out of range" {
	local i line first
	grep -E '^[a-z]{5}$' /usr/share/dict/american-english |
	    awk 'NR % 20 == 0' | head -n 200 >words
	[ "$(wc -l <words)" -eq 200 ]
	WORDS='-v wordle --secrets=words --allowed=words'
	for i in 0 1 2 3; do
		"$CODE" shard run $WORDS $i/4 \
		    s.$i 2>/dev/null
	done
	"$CODE" shard merge $WORDS s.* >merged
	# a shard's first fact of a part: "exact PART GUESS TOTAL" after
	# "bound K GUESS LOWER FACTS"
	line=$(grep -n '^exact ' s.* | head -n 1 | cut -d: -f1,2)
	[ -n "$line" ] || skip "no exact fact in these shards"
	i=${line%%:*}
	line=${line#*:}
	cp "$i" whole
	first=$(awk -v l="$line" '$1 == "bound" { g = $3 } NR == l { print g; exit }' whole)
	# the part is the secrets of one reply to the first guess: the
	# first guess itself does not split it
	forge "$i" "$line" "NR == line { \$3 = $first } 1"
	run "$CODE" shard merge $WORDS s.*
	[ "$status" -eq 1 ]
	[[ $output == "code: shard merge: $i:$line: guess $first does not split the "*" secrets of part "* ]] ||
	    { echo "$output"; false; }
	# a total above n (n + 1) / 2 of the part's n secrets
	cp whole "$i"
	forge "$i" "$line" 'NR == line { $4 = 1000000 } 1'
	run "$CODE" shard merge $WORDS s.*
	[ "$status" -eq 1 ]
	[[ $output =~ ^code:\ shard\ merge:\ $i:$line:\ a\ total\ of\ 1000000,\ more\ than\ the\ ([0-9]+)\ secrets\ of\ part\ [0-9]+\ may\ take\ \(([0-9]+)\)$ ]] ||
	    { echo "$output"; false; }
	[ "${BASH_REMATCH[2]}" -eq $((BASH_REMATCH[1] * (BASH_REMATCH[1] + 1) / 2)) ]
	# the file as written merges as before
	cp whole "$i"
	"$CODE" shard merge $WORDS s.* | cmp - merged
}

# shards_of N [OPTIONS]: the shards 0 to N - 1 of WORDS' optimal search
# into s.0, s.1, ..., and the single run's output into single.
shards_of() {
	local i n=$1
	shift
	for ((i = 0; i < n; i++)); do
		"$CODE" shard run $WORDS --threads=1 "$@" \
		    $i/$n s.$i 2>/dev/null
	done
	"$CODE" analyze $WORDS --strategy=optimal "$@" >single
}

# unit_end FILE LINE: the last line of the unit whose line is LINE, before
# the next unit's line or the end line.
unit_end() {
	awk -v l="$2" 'FNR > l && /^(first|bound|end) / { print FNR - 1; exit }' "$1"
}

# parts_of GUESS: the sizes of GUESS's parts of the words, of two or more
# secrets, the win aside, smallest first (rules-ref.awk's marks), into
# sizes.
parts_of() {
	local w
	while read -r w; do
		echo "$w $1"
	done <words >pairs
	awk -v rule=marks -f "$ROOT/tests/rules-ref.awk" pairs | sort |
	    uniq -c | awk '$1 > 1 && $2 != "GGGGG" { print $1 }' | sort -n >sizes
}

# largest_part GUESS: PART, the index of GUESS's largest part among its
# parts of the words (parts_of()), and SIZE, its secrets.
largest_part() {
	parts_of "$1"
	PART=$(($(wc -l <sizes) - 1))
	SIZE=$(tail -n 1 sizes)
}

# bats test_tags=heavy
@test "a word list's best opening rewritten as a bound is refused: below the total its shard had reached, or a later bound then is" {
	local file line k guess total end reached from sum
	words5 words 10
	WORDS='-v wordle --secrets=words --allowed=words'
	shards_of 3
	# the best opening: the least total of a first guess written whole
	read -r file line k guess total < <(awk '$1 == "first" {
	    print FILENAME, FNR, $2, $3, $4 }' s.* | sort -k5,5n -k3,3n | head -n 1)
	[ "$(tail -n 1 single)" = "proven: no strategy has a total below $total" ]
	[ "$k" -gt 0 ] || skip "the best opening is the first tried"
	# what its shard had reached before it: first guess 0's total (every
	# shard solves it first), then its own first guesses written whole
	read -r reached from < <({ awk '$1 == "first" && $2 == 0 {
	    print $4, FILENAME ":" FNR }' s.0
	    awk -v l="$line" '$1 == "first" && FNR < l { print $4, FILENAME ":" FNR }' "$file"; } |
	    sort -n | head -n 1)
	[ "$total" -lt "$reached" ]
	end=$(unit_end "$file" "$line")
	cp "$file" whole
	# its unit as "bound K GUESS LOWER 0", LOWER what its parts' bounds
	# add up to (the merge says it, refusing a larger one)
	forge "$file" "$line" "NR == line { print \"bound $k $guess 999999 0\"; next } NR > line && NR <= $end { next } 1"
	run "$CODE" shard merge $WORDS s.*
	[ "$status" -eq 1 ]
	sum=$(sed -n "s/^code: shard merge: $file:$line: a bound of 999999, but first guess $guess's parts and the [0-9]* secrets add up to no more than \\([0-9]*\\)$/\\1/p" <<<"$output")
	[ -n "$sum" ] || { echo "$output"; false; }
	[ "$sum" -le "$total" ]
	sed -i "${line}s/ 999999 / $sum /" "$file"
	forge "$file" 0 1
	run "$CODE" shard merge $WORDS s.*
	[ "$status" -eq 1 ]
	[ "$output" = "code: shard merge: $file:$line: a bound of $sum, below the total of $reached its shard had reached ($from): a first guess below it is written whole" ]
	# a bound of the total reached, a fact of its largest part raised to
	# imply it (the last of its parts of two secrets or more, the win
	# aside, smallest first; as large as its n secrets may take, n (n +
	# 1) / 2): the first guesses after it that its total cut short are
	# bounds below that total, which the merge refuses in turn
	cp whole "$file"
	largest_part "$(sed -n "$((guess + 1))p" words)"
	forge "$file" "$line" "NR == line { print \"bound $k $guess $reached 1\"; print \"lower $PART $((SIZE * (SIZE + 1) / 2))\"; next } NR > line && NR <= $end { next } 1"
	run "$CODE" shard merge $WORDS s.*
	[ "$status" -eq 1 ]
	[[ $output =~ ^code:\ shard\ merge:\ $file:([0-9]+):\ a\ bound\ of\ ([0-9]+),\ below\ the\ total\ of\ $reached\ its\ shard\ had\ reached\ \($from\):\ a\ first\ guess\ below\ it\ is\ written\ whole$ ]] ||
	    { echo "$output"; false; }
	[ "${BASH_REMATCH[1]}" -gt "$line" ]
	[ "${BASH_REMATCH[2]}" -ge "$total" ]
	# first guess 0, every shard's first, as a bound: refused
	cp whole "$file"
	line=$(awk '$1 == "first" && $2 == 0 { print NR }' s.0)
	cp s.0 whole0
	forge s.0 "$line" "NR == line { print \"bound 0 \" \$3 \" \" \$4 \" 0\"; next } NR > line && NR <= $(unit_end s.0 "$line") { next } 1"
	run "$CODE" shard merge $WORDS s.*
	[ "$status" -eq 1 ]
	[[ $output == "code: shard merge: s.0:$line: expected 'first 0 "*" TOTAL', the first guess every shard solves, found 'bound 0 "* ]] ||
	    { echo "$output"; false; }
	# the files as written merge to the single run's output
	cp whole0 s.0
	"$CODE" shard merge $WORDS s.* | cmp - single
}

# bats test_tags=heavy
@test "two files that disagree about a set are refused, naming both lines, in either order: a fact never replaces another file's strategy or fact" {
	local x y gx gy s p file line end fact total
	words5 words 10
	# with anagrams: their parts of no common letter are one set
	printf '%s\n' pares parse pears rapes reaps spare spear >>words
	sort -u words -o words
	WORDS='-v wordle --secrets=words --allowed=words'
	shards_of 3
	# an anagram written whole (its strategy holds that set), and one of
	# another shard read as a bound whose facts hold it
	for x in pares parse pears rapes reaps spare spear; do
		gx=$(($(grep -nx "$x" words | cut -d: -f1) - 1))
		grep -q "^first [0-9]* $gx " s.* && break
	done
	[ -n "$(grep -l "^first [0-9]* $gx " s.*)" ]
	s=$(grep -vc "[$x]" words)
	for y in pares parse pears rapes reaps spare spear; do
		gy=$(($(grep -nx "$y" words | cut -d: -f1) - 1))
		file=$(grep -l "^bound [0-9]* $gy " s.*) || continue
		line=$(grep -n "^bound [0-9]* $gy " "$file" | cut -d: -f1)
		! grep -q "^first [0-9]* $gx " "$file" || continue
		parts_of "$y"
		[ "$(grep -cx "$s" sizes)" -eq 1 ] || continue
		p=$(awk -v s="$s" '$1 < s' sizes | wc -l)
		end=$(unit_end "$file" "$line")
		fact=$(awk -v l="$line" -v e="$end" -v p="$p" 'NR > l && NR <= e && $1 == "exact" && $2 == p { print NR; exit }' "$file")
		[ -n "$fact" ] && break
	done
	[ -n "$fact" ] || { echo "no exact fact of that set"; false; }
	total=$(awk -v l="$fact" 'NR == l { print $4 }' "$file")
	cp "$file" whole
	# its total one more: refused before the end line's hash is read
	awk -v l="$fact" 'NR == l { $4 += 1 } 1' whole >"$file"
	run "$CODE" shard merge $WORDS $(grep -l "^first [0-9]* $gx " s.*) "$file"
	[ "$status" -eq 1 ]
	[[ $output =~ ^code:\ shard\ merge:\ $file:$fact:\ a\ total\ of\ $((total + 1))\ for\ a\ set\ of\ $s\ secrets,\ but\ (s\.[012]):([0-9]+)\ has\ a\ total\ of\ $total\ for\ it:\ the\ files\ disagree$ ]] ||
	    { echo "$output"; false; }
	# (there, a line "GUESS TOTAL" of x's strategy)
	[ "$(sed -n "${BASH_REMATCH[2]}p" "${BASH_REMATCH[1]}" | wc -w)" -eq 2 ]
	[ "$(sed -n "${BASH_REMATCH[2]}p" "${BASH_REMATCH[1]}" | cut -d' ' -f2)" -eq "$total" ]
	# a bound above the total, its file read first: refused when the
	# strategy, or another fact of that set, is read
	awk -v l="$fact" -v s="$s" 'NR == l { $0 = "lower " $2 " " s * (s + 1) / 2 } 1' whole >"$file"
	run "$CODE" shard merge $WORDS "$file" $(grep -l "^first [0-9]* $gx " s.*)
	[ "$status" -eq 1 ]
	[[ $output =~ ^code:\ shard\ merge:\ (s\.[012]:[0-9]+:\ a\ total\ of\ $total\ for\ a\ set\ of\ $s\ secrets,\ but\ $file:$fact\ has\ a\ total\ of\ at\ least\ $((s * (s + 1) / 2))|$file:$fact:\ a\ total\ of\ at\ least\ $((s * (s + 1) / 2))\ for\ a\ set\ of\ $s\ secrets,\ but\ s\.[012]:[0-9]+\ has\ a\ total\ of\ $total)\ for\ it:\ the\ files\ disagree$ ]] ||
	    { echo "$output"; false; }
	# a bound no more than the total agrees (a bound of the total, its
	# first guess's bound still reached)
	awk -v l="$fact" 'NR == l { $0 = "lower " $2 " " $4 } 1' whole >"$file"
	forge "$file" 0 1
	"$CODE" shard merge $WORDS s.* | cmp - single
	cp whole "$file"
	"$CODE" shard merge $WORDS s.* | cmp - single
}

# bats test_tags=heavy
@test "shard verify solves again every fact of a bound the merge read, where the merge cannot tell; --fraction=F samples them all and says what it cost" {
	local file line lower exact out
	words5 words 10
	WORDS='-v wordle --secrets=words --allowed=words'
	shards_of 3
	# the first fact of each kind, of a first guess read as a bound
	read -r file lower < <(grep -Hn '^lower ' s.* | head -n 1 | cut -d: -f1,2 | tr : ' ')
	read -r file exact < <(grep -Hn '^exact ' "$file" | head -n 1 | cut -d: -f1,2 | tr : ' ')
	[ -n "$lower" ]
	[ -n "$exact" ]
	cp "$file" whole
	# a bound raised to the most its part may take, then an exact total
	# one more: the bound of its first guess still holds, the merge's
	# output is the single run's; solving the fact again tells
	for line in "$lower" "$exact"; do
		cp whole "$file"
		forge "$file" "$line" 'NR == line && $1 == "lower" { $3 = 1000000 } NR == line && $1 == "exact" { $4 += 1 } 1'
		run "$CODE" shard merge $WORDS s.*
		if [[ $output == *"more than the "*" secrets of part "*" may take ("* ]]; then
			most=${output##*may take (}
			forge "$file" "$line" "NR == line { \$3 = ${most%)} } 1"
		fi
		"$CODE" shard merge $WORDS s.* | cmp - single
		run --separate-stderr "$CODE" shard verify $WORDS \
		    --fraction=100% s.*
		[ "$status" -eq 1 ]
		[ -z "$output" ]
		[[ $stderr == *"code: shard verify: $file:$line: a fact's total of "*", but solved again its least total is "*": not the search's shard" ]] ||
		    { echo "$stderr" | tail -n 2; false; }
	done
	# the files as written: every unit and fact as said, and the cost
	cp whole "$file"
	run --separate-stderr "$CODE" shard verify $WORDS \
	    --fraction=100% s.*
	[ "$status" -eq 0 ]
	cmp - single <<<"$output"
	units=$(grep -c '^\(first\|bound\) ' s.*| awk -F: '{ n += $2 } END { print n }')
	facts=$(grep -c '^\(exact\|lower\) ' s.* | awk -F: '{ n += $2 } END { print n }')
	[ "$(head -n 1 <<<"$stderr")" = "code: shard verify: solving again $units of the $units units and $facts of the $facts facts of first guesses read as bounds, chosen at random" ]
	[[ $(tail -n 1 <<<"$stderr") =~ ^code:\ shard\ verify:\ $units\ units\ and\ $facts\ facts\ as\ their\ files\ say,\ solved\ again\ in\ [0-9]+\.[0-9]\ s,\ [1-9][0-9]*\ sets\ weighed$ ]]
	# a share: of units and facts together, the count rounded up
	run --separate-stderr "$CODE" shard verify $WORDS \
	    --fraction=10% s.*
	[ "$status" -eq 0 ]
	[[ $(head -n 1 <<<"$stderr") =~ ^code:\ shard\ verify:\ solving\ again\ ([0-9]+)\ of\ the\ $units\ units\ and\ ([0-9]+)\ of\ the\ $facts\ facts ]]
	[ $((BASH_REMATCH[1] + BASH_REMATCH[2])) -eq $(((units + facts + 9) / 10)) ]
}

@test "a kept search whose sets were raised: the shard resumes and writes what it learnt from them, which the merge and shard verify refuse" {
	local pid
	! sanitized || skip "searches of seconds, a minute under ASan: the first pass checks it"
	# one shard of every third word (1555), stopped after 10000 of the
	# 30054 sets its search weighs
	words5 words 3
	WORDS='-v wordle --secrets=words --allowed=words'
	CODE_PAUSE_AFTER=10000 "$CODE" shard run $WORDS --threads=1 \
	    0/1 s.0 2>err &
	pid=$!
	stop_paused "$pid" TERM
	[ "$status" -eq 143 ]
	# its sets of 100 secrets or more solved, alone: each a bound 50
	# above its total, the end line's hash recomputed
	grep -q '^exact [0-9a-f]* [0-9]* [0-9]* [0-9]* \(1[0-9][0-9]\|[2-9][0-9][0-9]\) ' .s.0.resume
	awk 'NR <= 9 || $1 == "end" { print; next }
	    $1 == "exact" && $6 >= 100 { $1 = "lower"; $4 += 50; $5 = ""
	    $0 = $0; $1 = $1; print }' .s.0.resume >kept
	mv kept .s.0.resume
	resume_rehash .s.0.resume
	run "$CODE" shard run $WORDS --threads=1 \
	    0/1 s.0
	[ "$status" -eq 0 ]
	[[ ${lines[0]} == "code: shard run: shard 0 of 1 resumes from .s.0.resume: "*" sets its stopped run kept" ]]
	# what the shard wrote of them: a total it found for a set below the
	# bound forged for it, both in the file, which the merge refuses
	# naming the two lines, and shard verify too
	run --separate-stderr "$CODE" shard merge $WORDS s.0
	[ "$status" -eq 1 ]
	[ -z "$output" ]
	[[ $stderr =~ ^code:\ shard\ merge:\ s\.0:[0-9]+:\ a\ total\ of\ [0-9]+\ for\ a\ set\ of\ [0-9]+\ secrets,\ but\ s\.0:[0-9]+\ has\ a\ total\ of\ at\ least\ [0-9]+\ for\ it:\ the\ files\ disagree$ ]] ||
	    { echo "$stderr" | tail -n 2; false; }
	run --separate-stderr "$CODE" shard verify $WORDS \
	    --fraction=100% s.0
	[ "$status" -eq 1 ]
	[ -z "$output" ]
	[[ $stderr == *"the files disagree" ]] || { echo "$stderr" | tail -n 2; false; }
}

# bats test_tags=heavy
@test "shard verify stopped by a signal or the time limit says how far it went, and prints no result: status 130, 143, 124" {
	local files sig status pid wait
	campaign_files mm-5x6-shards
	# solving MM(5,6)'s 108 units again takes minutes
	run_past_limit --separate-stderr 1 "$CODE" shard verify \
	    --colours=1-6 --length=5 --fraction=100% --time-limit=1 \
	    "${files[@]}"
	[ "$status" -eq 124 ]
	[ -z "$output" ]
	[[ ${stderr##*$'\n'} =~ ^code:\ shard\ verify:\ stopped\ by\ its\ time\ limit:\ [0-9]+\ units\ and\ 0\ facts\ of\ the\ 108\ chosen\ solved\ again,\ as\ their\ files\ say\;\ no\ result\ is\ printed$ ]] ||
	    { echo "$stderr"; false; }
	for sig in INT TERM; do
		# (the last loop's err gone first: the shell's grep below may
		# run before the search's shell has truncated it)
		rm -f out err
		"$CODE" shard verify --colours=1-6 --length=5 \
		    --fraction=100% "${files[@]}" >out 2>err &
		pid=$!
		# once it solves again (the files read, merged)
		for ((wait = 0; wait < 600; wait++)); do
			grep -q '^code: shard verify: solving again' err && break
			sleep 0.1
		done
		kill -s "$sig" "$pid"
		status=0
		wait "$pid" || status=$?
		[ "$status" -eq $((128 + $(kill -l "$sig"))) ]
		[ ! -s out ]
		grep -q "^code: shard verify: stopped by SIG$sig: [0-9]* units and 0 facts of the 108 chosen solved again, as their files say; no result is printed$" err ||
		    { echo "SIG$sig, status $status:"; cat err; false; }
	done
}
