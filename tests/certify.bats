#!/usr/bin/env bats
# code's certificates (--certificate=FILE of analyze and rank,
# doc/certificate.md): each is checked by certcheck, which shares no code
# with the search, so a valid one is the independent proof of the total
# code printed; and each mutant of one (a claim raised, a part left out, a
# claim moved to another set, a guess's claims left out, a depth its
# parent does not leave, a strategy edited) is refused at its line.
# CERTCHECK names the checker (./certcheck).

bats_require_minimum_version 1.5.0

load helper

setup_file() {
	# every 15th five-letter word of Debian's list: 311 secrets
	words5 "$BATS_FILE_TMPDIR/w15" 15
}

setup() {
	CODE=${CODE:-./code}
	CERTCHECK=${CERTCHECK:-./certcheck}
	P=${CERTCHECK##*/}
	W=$BATS_FILE_TMPDIR/w15
	T=$BATS_TEST_TMPDIR
	export LC_ALL=C
}

# certify ARGS...: code ARGS... --certificate=$T/c, its report in
# $T/out; the status is code's.
certify() {
	run --separate-stderr "$CODE" "$@" --certificate="$T/c"
	printf '%s\n' "$output" >"$T/out"
	echo "code $*: status $status: $stderr"
}

# proven: the total code's report says no strategy goes below (within
# the try limit: its first line).
proven() {
	sed -n 's/^proven: .* has a total below \([0-9]*\).*$/\1/p' "$T/out" |
	    head -n 1
}

# valid TOTAL [LISTS...]: certcheck finds $T/c valid, of TOTAL.
valid() {
	local total=$1
	shift
	run "$CERTCHECK" "$T/c" "$@"
	echo "$output"
	[ "$status" -eq 0 ]
	[[ $output = "valid: no strategy"*" totals less than $total, and this strategy totals $total" ]]
}

@test "analyze's certificates of games of colours are valid, of the total proven" {
	local game games=('--colours=1-3 --length=3'
	    '--colours=1-4 --length=3 --tries=none'
	    '--colours=1-4 --length=3 --tries=4'
	    '-v black-peg --colours=1-3 --length=3'
	    '-v bulls-cows --colours=1-5 --length=3'
	    '-v match-hit --colours=1-5 --length=3'
	    '--hint=total --colours=1-2 --length=4 --tries=6'
	    '--colours=1-4 --length=3 --consistent'
	    '--colours=1-4 --length=3 --first=112')
	for game in "${games[@]}"; do
		# shellcheck disable=SC2086
		certify analyze --strategy=optimal $game
		[ "$status" -eq 0 ]
		[[ $stderr = "code: analyze: $T/c: a certificate of "*" claim"* ]]
		[ -n "$(proven)" ]
		valid "$(proven)"
	done
}

@test "analyze's certificates of Wordle's lists are valid: tries that bind, hard mode, consistent, a first guess" {
	local game
	for game in --tries=none --consistent --first=acrid; do
		certify analyze -v wordle --secrets="$W" --strategy=optimal $game
		[ "$status" -eq 0 ]
		valid "$(proven)" "$W"
	done
	grep -x 'first acrid' "$T/c"
	# hard mode within 4: the certificate proves the limited total,
	# above the unlimited one
	certify analyze -v wordle --secrets="$W" --strategy=optimal --hard \
	    --tries=4
	grep -x 'proven: without the try limit, no strategy has a total below 882' "$T/out"
	[ "$(proven)" -gt 882 ]
	grep -x 'tries 4' "$T/c"
	grep -x 'hard yes' "$T/c"
	valid "$(proven)" "$W"
}

@test "rank --first=all certifies its best row; a list of first guesses is a usage error" {
	certify rank -v wordle --secrets="$W" --hard --tries=4 --top=3
	[ "$status" -eq 0 ]
	[ "$(sed -n '2p' "$T/out" | cut -d' ' -f3)" -eq 897 ]
	valid 897 "$W"
	run "$CODE" rank --colours=1-3 --length=3 --first=112 \
	    --certificate="$T/c"
	[ "$status" -eq 2 ]
	[ "${lines[0]}" = "code: rank: --certificate proves the best of every first guess: --first=all" ]
}

@test "where no strategy wins within the tries, the certificate proves it (exit 5)" {
	certify analyze -v wordle --secrets="$W" --strategy=optimal --tries=3
	[ "$status" -eq 5 ]
	grep -x 'value inf' "$T/c"
	run "$CERTCHECK" "$T/c" "$W"
	[ "$status" -eq 0 ]
	[ "$output" = "valid: no strategy wins every game within 3 guesses" ]
	certify rank --colours=1-4 --length=3 --tries=2
	[ "$status" -eq 5 ]
	run "$CERTCHECK" "$T/c"
	[ "$output" = "valid: no strategy wins every game within 2 guesses" ]
	# of one opening: the header names it
	certify analyze --strategy=optimal --colours=1-4 --length=3 \
	    --tries=3 --first=111
	[ "$status" -eq 5 ]
	grep -x 'first 111' "$T/c"
	run "$CERTCHECK" "$T/c"
	[ "$output" = "valid: no strategy that opens with 111 wins every game within 3 guesses" ]
	# two secrets, one guess: a guess in the singular
	certify analyze --strategy=optimal --colours=1-2 --length=1 --tries=1
	[ "$status" -eq 5 ]
	run "$CERTCHECK" "$T/c"
	[ "$output" = "valid: no strategy wins every game within 1 guess" ]
}

@test "a name ending in .gz is written through gzip" {
	run "$CODE" analyze --strategy=optimal --colours=1-4 --length=3 \
	    --certificate="$T/c.gz"
	[ "$status" -eq 0 ]
	run --separate-stderr sh -c "gzip -dc '$T/c.gz' | '$CERTCHECK' -"
	[ "$status" -eq 0 ]
	[ "$output" = "valid: no strategy totals less than 206, and this strategy totals 206" ]
}

@test "--certificate asks for the optimal strategy, goal average, and a file" {
	local args
	for args in --certificate=c \
	    '--strategy=optimal --goal=worst --certificate=c' \
	    '--strategy=optimal --certificate=-' \
	    '--strategy=optimal --certificate='; do
		# shellcheck disable=SC2086
		run "$CODE" analyze $args
		echo "$args: $output"
		[ "$status" -eq 2 ]
		[[ ${lines[1]} = "usage: code analyze "* ]]
	done
	[ ! -e c ]
	run "$CODE" analyze --strategy=optimal --colours=1-3 --length=2 \
	    --certificate="$T/no/such/dir/c"
	[ "$status" -eq 3 ]
	[[ ${lines[-1]} = "code: analyze: --certificate: $T/no/such/dir/c"* ]]
}

# A certificate of 4 colours of 3 places, no try limit, its claims below
# the root: the mutants' base, in $T/c.
base() {
	run "$CODE" analyze --strategy=optimal --colours=1-4 --length=3 \
	    --tries=none --certificate="$T/c"
	[ "$status" -eq 0 ]
	claims=$(grep -n '^claims$' "$T/c" | cut -d: -f1)
	[ -n "$claims" ]
}

# refused LINE MESSAGE: certcheck refuses the mutant $T/m at LINE, with
# MESSAGE after it.
refused() {
	run "$CERTCHECK" "$T/m"
	echo "$output"
	[ "$status" -eq 1 ]
	[ "$output" = "$P: $T/m:$1: $2" ]
}

@test "mutants of code's certificate are refused at their line" {
	base
	# its first claim raised by one: the claim no longer holds
	local first=$(awk '/^claims$/ { c = 1; next } c && !/^sym / {
	    print NR; exit }' "$T/c")
	local parent guess hint depth value
	read -r parent guess hint depth value < <(sed -n "${first}p" "$T/c")
	[ "$parent" -eq 0 ]
	awk -v l="$first" 'NR == l { $5++ } 1' "$T/c" >"$T/m"
	refused "$first" "claim 1 (path $guess $hint): guess 112 totals at least $value, below the claimed $((value + 1))"
	# the claim left out: the root falls short
	awk -v l="$first" 'NR != l' "$T/c" >"$T/m"
	refused 9 "claim 0 (the root): guess $guess (nor any guess its symmetries map it to) totals at least 205, below the claimed 206"
	# every claim of that guess left out (a guess skipped): the same
	awk -v g="$guess" '$2 != g || $1 != 0' "$T/c" >"$T/m"
	run "$CERTCHECK" "$T/m"
	[ "$status" -eq 1 ]
	[[ $output = "$P: $T/m:9: claim 0 (the root): guess $guess (nor any guess its symmetries map it to) totals at least "*", below the claimed 206" ]]
	# the claim moved to another set: its value does not hold there
	awk -v l="$first" 'NR == l { $3 = "0,0" } 1' "$T/c" >"$T/m"
	run "$CERTCHECK" "$T/m"
	echo "$output"
	[ "$status" -eq 1 ]
	[[ $output = "$P: $T/m:"[0-9]*": claim "* ]]
	# a depth its parent does not leave
	awk -v l="$first" 'NR == l { $4 = 3 } 1' "$T/c" >"$T/m"
	refused "$first:11" "expected the depth its parent's leaves: none, found '3'"
	# the strategy edited: a leaf's guess changed
	awk 'NR == 13 { $NF = "111" } 1' "$T/c" >"$T/m"
	run "$CERTCHECK" "$T/m"
	[ "$status" -eq 1 ]
	[[ $output = "$P: $T/m:13: the strategy never finds "* ]]
	# its value lowered by one: the strategy no longer totals it
	sed 's/^value 206$/value 205/' "$T/c" >"$T/m"
	run "$CERTCHECK" "$T/m"
	[ "$status" -eq 1 ]
	[[ $output = "$P: $T/m:"*"the strategy totals 206, not the value" ]]
}

@test "a strategy past the tries and a depth past the parent's are refused" {
	run "$CODE" analyze --strategy=optimal --colours=1-4 --length=3 \
	    --tries=4 --certificate="$T/c"
	[ "$status" -eq 0 ]
	grep -x 'tries 4' "$T/c"
	# the try limit lowered below the strategy's worst case
	sed 's/^tries 4$/tries 3/' "$T/c" >"$T/m"
	run "$CERTCHECK" "$T/m"
	echo "$output"
	[ "$status" -eq 1 ]
	[[ $output = "$P: $T/m:"*"past the 3 tries"* ]]
	# a claim one deeper than its parent leaves
	local l=$(awk '/^claims$/ { c = 1; next } c && $1 == 0 { print NR; exit }' "$T/c")
	[ -n "$l" ]
	awk -v l="$l" 'NR == l { $4 = 4 } 1' "$T/c" >"$T/m"
	refused "$l:$(($(sed -n "${l}p" "$T/c" | cut -d' ' -f1-3 | wc -c) + 1))" \
	    "expected the depth its parent's leaves: 3 or none, found '4'"
}

@test "shard merge --certificate: the certificate of the whole campaign, valid; of a table, a usage error" {
	local i
	for i in 0 1 2 3; do
		"$CODE" shard run --threads=1 --unit-size=100 "$i/4" "$T/s.$i" \
		    2>/dev/null
	done
	run --separate-stderr "$CODE" shard merge --threads=1 --unit-size=100 \
	    --certificate="$T/c" "$T"/s.*
	[ "$status" -eq 0 ]
	[ "${lines[-1]}" = "proven: no strategy has a total below 5625" ]
	[[ $stderr = "code: shard merge: $T/c: a certificate of "*" claims" ]]
	valid 5625
	run --separate-stderr "$CODE" shard verify --threads=1 \
	    --unit-size=100 --certificate="$T/c" "$T"/s.*
	[ "$status" -eq 0 ]
	valid 5625
	run "$CODE" shard merge --colours=1-4 --length=3 --first=all \
	    --certificate="$T/c" "$T/s.0"
	[ "$status" -eq 2 ]
	[ "${lines[0]}" = "code: shard merge: --certificate proves a search's total: a table's shards write none" ]
}

# campaign I/K ARGS...: shards 0 to K-1 of the search ARGS run into
# $T/s.I, each with its certificate $T/s.I.cert.
campaign() {
	local i count=$1
	shift
	for ((i = 0; i < count; i++)); do
		"$CODE" shard run --threads=1 "$@" --certificate="$T/s.$i.cert" \
		    "$i/$count" "$T/s.$i" 2>/dev/null
	done
}

# merged ARGS...: shard merge ARGS... --certificate=$T/c of the shards'
# files and certificates, its report in $T/out; the status is code's.
merged() {
	run --separate-stderr "$CODE" shard merge --threads=1 "$@" \
	    --certificate="$T/c" "$T"/s.*
	printf '%s\n' "$output" >"$T/out"
	echo "code shard merge $*: status $status: $stderr"
}

@test "shard run --certificate: each shard's certificate valid; the merge's, of the whole, made of theirs: the classic game, 5625" {
	local i
	campaign 4 --colours=1-6 --length=4
	for i in 0 1 2 3; do
		# value 0, no strategy: the claims of its units, each checked
		run "$CERTCHECK" "$T/s.$i.cert"
		[ "$output" = "valid: no strategy totals less than 0" ]
		grep -qx 'strategy 0' "$T/s.$i.cert"
		[ "$(grep -c '^0 ' "$T/s.$i.cert")" -gt 0 ]
	done
	# one of them compressed: read all the same
	gzip "$T/s.2.cert"
	merged --colours=1-6 --length=4
	[ "$status" -eq 0 ]
	[ "$(proven)" -eq 5625 ]
	[[ $stderr = "code: shard merge: $T/c: a certificate of "*" claims, "[1-9]*" of them the shards'" ]]
	valid 5625
	# without --certificate the certificates are set aside, said so
	run --separate-stderr "$CODE" shard merge "$T"/s.*
	[ "$status" -eq 0 ]
	[ "$stderr" = "code: shard merge: 4 certificates among the files, read with --certificate alone" ]
	[ "${lines[-1]}" = "proven: no strategy has a total below 5625" ]
}

@test "shard merge --certificate of Wordle's campaigns by first guess: without and with hard mode, tries that bind" {
	local mode single
	for mode in --tries=none --tries=3 '--hard --tries=4'; do
		rm -f "$T"/s.*
		# shellcheck disable=SC2086
		campaign 4 -v wordle --secrets="$W" $mode
		# shellcheck disable=SC2086
		merged -v wordle --secrets="$W" $mode
		# shellcheck disable=SC2086
		single=$("$CODE" analyze -v wordle --secrets="$W" \
		    --strategy=optimal $mode 2>/dev/null | tail -n 1)
		[ "$(tail -n 1 "$T/out")" = "$single" ]
		if [ "$mode" = --tries=3 ]; then	# none wins within 3
			run "$CERTCHECK" "$T/c" "$W"
			[ "$output" = "valid: no strategy wins every game within 3 guesses" ]
			continue
		fi
		[ "$status" -eq 0 ]
		[[ $stderr = *", "[1-9]*" of them the shards'" ]]
		valid "$(proven)" "$W"
	done
	# hard mode within 4: the limited total (rank's best, above)
	[ "$(proven)" -eq 897 ]
	grep -qx 'tries 4' "$T/c"
}

@test "a shard's certificate with a claim raised makes the merge's refused; one of another game is refused by the merge at its line" {
	local path line value
	campaign 4 --colours=1-6 --length=4
	# the claim of the largest part of the best first guess, 1123, raised
	# by one: the merge writes it again, and certcheck refuses it there
	# (a claim: PARENT GUESS HINT DEPTH VALUE, the root's parent 0)
	read -r path line value < <(awk 'NF == 5 && $1 == 0 && $2 == 1123 {
	    print FILENAME, FNR, $5 }' "$T"/s.*.cert | sort -k3,3n | tail -n 1)
	[ -n "$value" ]
	awk -v n="$line" 'FNR == n { $5++ } 1' "$path" >"$T/m"
	mv "$T/m" "$path"
	merged --colours=1-6 --length=4
	[ "$status" -eq 0 ]
	run "$CERTCHECK" "$T/c"
	echo "$output"
	[ "$status" -eq 1 ]
	[[ $output = "$P: $T/c:"[0-9]*": claim "[0-9]*" (path 1123 "*"): "*", below the claimed $((value + 1))" ]]
	# a shard's certificate of 5 colours among those of 6
	"$CODE" shard run --colours=1-5 --length=4 --certificate="$T/s.x.cert" \
	    0/4 "$T/x" 2>/dev/null
	merged --colours=1-6 --length=4
	[ "$status" -eq 1 ]
	[ "$stderr" = "code: shard merge: $T/s.x.cert:5: expected 'colours 123456', found 'colours 12345'" ]
	# the certificate to write among the files read
	run "$CODE" shard merge --certificate="$T/s.0.cert" "$T"/s.*
	[ "$status" -eq 2 ]
	[ "${lines[0]}" = "code: shard merge: --certificate: the file to write is one of the files read" ]
}

@test "a shard stopped and resumed writes its whole certificate; one done without it is run again for it" {
	local pid
	# stopped by SIGTERM after 300 of the 685 sets it weighs
	CODE_PAUSE_AFTER=300 "$CODE" shard run --colours=1-6 --length=4 \
	    --threads=1 --certificate="$T/s.0.cert" 0/4 "$T/s.0" 2>/dev/null &
	pid=$!
	stop_paused "$pid" TERM
	[ "$status" -eq 143 ]
	[ -e "$T/.s.0.resume" ]
	[ ! -e "$T/s.0.cert" ]
	run --separate-stderr "$CODE" shard run --colours=1-6 --length=4 \
	    --threads=1 --certificate="$T/s.0.cert" 0/4 "$T/s.0"
	[ "$status" -eq 0 ]
	[[ $stderr = "code: shard run: shard 0 of 4 resumes from $T/.s.0.resume: "* ]]
	run "$CERTCHECK" "$T/s.0.cert"
	[ "$output" = "valid: no strategy totals less than 0" ]
	# shard 1 done without its certificate, then asked for it
	"$CODE" shard run --threads=1 1/4 "$T/s.1" 2>/dev/null
	cp "$T/s.1" "$T/first"
	run --separate-stderr "$CODE" shard run --threads=1 \
	    --certificate="$T/s.1.cert" 1/4 "$T/s.1"
	[ "$status" -eq 0 ]
	[[ $stderr = "code: shard run: $T/s.1: shard 1 of 4 is done already, but $T/s.1.cert is not there: the shard is run again to write it"$'\n'* ]]
	cmp "$T/s.1" "$T/first"
	campaign 4 --colours=1-6 --length=4	# shards 2 and 3
	merged
	[ "$status" -eq 0 ]
	valid 5625
}

@test "bench/campaign.sh with CERTIFICATES=yes: each shard's certificate beside its file, a shard done without one run again" {
	sh "$ROOT/bench/campaign.sh" "$T/d" 2 "$CODE" -- --threads=1 2>/dev/null
	[ ! -e "$T/d/cert.0.gz" ]
	CERTIFICATES=yes sh "$ROOT/bench/campaign.sh" "$T/d" 2 "$CODE" -- \
	    --threads=1 2>/dev/null
	[ "$(grep -c '^== shard [01] start' "$T/d/log")" -eq 4 ]
	run --separate-stderr "$CODE" shard merge --certificate="$T/c" \
	    "$T"/d/shard.* "$T"/d/cert.*
	[ "$status" -eq 0 ]
	[[ $stderr = *", "[1-9]*" of them the shards'" ]]
	valid 5625
}
