#!/usr/bin/env bats
# The facts of a shard's file and of a kept search (.FILE.resume) are
# checked for form before any use: a guess that does not split its set,
# or a total outside what its secrets may take, is refused with its file
# and line, whatever the end line's hash says (it is unkeyed: a forger
# recomputes it, as these tests do).  A merge then exits 1; a shard does
# not use the kept search and starts afresh.  Such a guess made the merge
# or the resumed shard recurse until SIGSEGV.

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
# 64-bit arithmetic, which wraps as the C code's does.
resume_rehash() {
	local file=$1 h=-3750763034362895579 count=0 v i b x
	local -a f
	mix() {
		x=$1
		for ((b = 0; b < 8; b++)); do
			h=$(((h ^ (x & 255)) * 0x100000001b3))
			x=$((x >> 8 & 0x00ffffffffffffff))
		done
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
	run "$CODE" analyze $EIGHT --strategy=optimal --threads=1 \
	    --shard=0/2 --shard-file=s.0 --time-limit=1
	[ "$status" -eq 124 ]
}

@test "a kept search whose guess does not split its set, or whose total is out of range, is not used" {
	local line
	resume_run
	[ -s .s.0.resume ]
	# its first 30 sets, the hash recomputed: used as it is
	{ head -n 39 .s.0.resume; tail -n 1 .s.0.resume; } >kept
	resume_rehash kept
	cp kept .s.0.resume
	resume_run
	[ "${lines[0]}" = "code: analyze: shard 0 of 2 resumes from .s.0.resume: 30 sets its stopped run kept" ] ||
	    { echo "$output"; false; }
	# an exact set none of whose secrets holds colour 1 (index 0 in
	# base 8 holds no digit 0): 1111, guess 0, gives each (0,0)
	line=$(awk 'NR > 9 && $1 == "exact" { ok = 1
		for (i = 7; i <= NF; i++) {
			x = $i + 0
			for (d = 0; d < 4; d++) {
				if (x % 8 == 0) ok = 0
				x = int(x / 8)
			}
		}
		if (ok) { print NR; exit } }' kept)
	[ -n "$line" ]
	awk -v l="$line" 'NR == l { $5 = 0 } 1' kept >.s.0.resume
	resume_rehash .s.0.resume
	resume_run
	[[ ${lines[0]} == "code: analyze: .s.0.resume:$line: guess 0 does not split its "*" secrets; not used: the shard starts afresh" ]] ||
	    { echo "$output"; false; }
	# a total of 1: below the least any set of 32 or more may take
	awk 'NR == 10 { $4 = 1 } 1' kept >.s.0.resume
	resume_rehash .s.0.resume
	resume_run
	[[ ${lines[0]} == "code: analyze: .s.0.resume:10: a total of 1, outside what "*" secrets may take ("*"; not used: the shard starts afresh" ]] ||
	    { echo "$output"; false; }
	# more than n (n + 1) / 2, the most a set of n takes, 1 + ... + n
	awk 'NR == 10 { $4 = $6 * ($6 + 1) / 2 + 1 } 1' kept >.s.0.resume
	resume_rehash .s.0.resume
	resume_run
	[[ ${lines[0]} == "code: analyze: .s.0.resume:10: a total of "*", outside what "*" secrets may take ("*"; not used: the shard starts afresh" ]] ||
	    { echo "$output"; false; }
	# two secrets swapped
	awk 'NR == 10 { t = $8; $8 = $7; $7 = t } 1' kept >.s.0.resume
	resume_rehash .s.0.resume
	resume_run
	[ "${lines[0]}" = "code: analyze: .s.0.resume:10: secret 2 of $(awk 'NR == 10 { print $6 }' kept): not above the one before it; not used: the shard starts afresh" ] ||
	    { echo "$output"; false; }
}

# forge FILE LINE AWK: rewrites FILE by the awk program AWK (line: LINE),
# then puts on its end line the hash a merge asks for, as a forger would.
forge() {
	local file=$1 line=$2 program=$3 want
	awk -v line="$line" "$program" "$file" >forged && mv forged "$file"
	want=$("$CODE" analyze $WORDS --strategy=optimal --merge s.* 2>&1 |
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
		"$CODE" analyze $WORDS --strategy=optimal --shard=$i/4 \
		    --shard-file=s.$i 2>/dev/null
	done
	"$CODE" analyze $WORDS --strategy=optimal --merge s.* >merged
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
	run "$CODE" analyze $WORDS --strategy=optimal --merge s.*
	[ "$status" -eq 1 ]
	[[ $output == "code: analyze: $i:$line: guess $first does not split the "*" secrets of part "* ]] ||
	    { echo "$output"; false; }
	# a total above n (n + 1) / 2 of the part's n secrets
	cp whole "$i"
	forge "$i" "$line" 'NR == line { $4 = 1000000 } 1'
	run "$CODE" analyze $WORDS --strategy=optimal --merge s.*
	[ "$status" -eq 1 ]
	[[ $output =~ ^code:\ analyze:\ $i:$line:\ a\ total\ of\ 1000000,\ more\ than\ the\ ([0-9]+)\ secrets\ of\ part\ [0-9]+\ may\ take\ \(([0-9]+)\)$ ]] ||
	    { echo "$output"; false; }
	[ "${BASH_REMATCH[2]}" -eq $((BASH_REMATCH[1] * (BASH_REMATCH[1] + 1) / 2)) ]
	# the file as written merges as before
	cp whole "$i"
	"$CODE" analyze $WORDS --strategy=optimal --merge s.* | cmp - merged
}
