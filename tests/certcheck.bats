#!/usr/bin/env bats
# The checker of certificates (tools/certcheck.c, doc/certificate.md)
# against brute force: tests/certgen.py finds the exact optimum of tiny
# games by exhaustive search and writes their certificates (the optimal
# strategy, and a claim wherever the closed form falls short).  The
# checker accepts each with the brute force's value, which code's search
# finds too, and refuses each mutant at the line the generator names.
# CERTCHECK names the checker (./certcheck), PYTHON Python 3.

bats_require_minimum_version 1.5.0

setup_file() {
	local l=$BATS_FILE_TMPDIR
	# -akes: words that marks part badly, and words that probe them
	printf '%s\n' bakes cakes fakes lakes makes rakes takes wakes >"$l/akes"
	printf '%s\n' flock brawl times >"$l/probe"
	printf '%s\n' bakes cakes fakes lakes makes wakes >"$l/akes6"
	printf '%s\n' flock brawl >"$l/probe2"
	# gypsy gives the -akes one hint: no strategy of least total plays it
	printf '%s\n' flock gypsy >"$l/gypsy"
	# Jotto: anagrams (least, slate, steal) each win alone
	printf '%s\n' least slate steal beast feast first lunch moody \
	    >"$l/jotto"
	# letters repeated, where marks are Wordle's
	printf '%s\n' eerie geese sheep steep teeth tepee sleet >"$l/repeats"
}

setup() {
	CODE=${CODE:-./code}
	CERTCHECK=${CERTCHECK:-./certcheck}
	P=${CERTCHECK##*/}	# its messages' name
	# Debian's Python (make tools installs it) before any other on PATH
	PYTHON=${PYTHON:-$(command -v /usr/bin/python3 || echo python3)}
	GEN=$PWD/tests/certgen.py
	L=$BATS_FILE_TMPDIR
	export LC_ALL=C
}

# The tiny games: the brute force's options, then code's after a |.
games() {
	cat <<-EOF
	--rule=counts --colours=123 --length=2|--colours=1-3 --length=2 --tries=none
	--rule=counts --colours=12 --length=3|--colours=1-2 --length=3 --tries=none
	--rule=counts --colours=123 --length=3|--colours=1-3 --length=3 --tries=none
	--rule=black --colours=123 --length=2|-v black-peg --colours=1-3 --length=2 --tries=none
	--rule=black --colours=12 --length=3|-v black-peg --colours=1-2 --length=3 --tries=none
	--rule=counts --colours=1234 --length=2 --distinct=both|-v bulls-cows --colours=1-4 --length=2
	--rule=counts --colours=1234 --length=2 --distinct=secret|--colours=1-4 --length=2 --distinct=secret --tries=none
	--rule=total --colours=12 --length=4 --tries=6|--hint=total --colours=1-2 --length=4 --tries=6
	--rule=marks --secrets=$L/akes6 --allowed=$L/probe2|-v wordle --secrets=$L/akes6 --allowed=$L/probe2 --tries=none
	--rule=marks --secrets=$L/akes6 --allowed=$L/probe2 --tries=3|-v wordle --secrets=$L/akes6 --allowed=$L/probe2 --tries=3
	--rule=marks --secrets=$L/akes --allowed=$L/probe --hard|-v wordle --secrets=$L/akes --allowed=$L/probe --hard --tries=none
	--rule=marks --secrets=$L/akes --allowed=$L/probe --consistent|-v wordle --secrets=$L/akes --allowed=$L/probe --consistent --tries=none
	--rule=marks --secrets=$L/repeats|-v wordle --secrets=$L/repeats --tries=none
	--rule=total --secrets=$L/jotto|-v jotto --secrets=$L/jotto --tries=none
	--rule=total --secrets=$L/jotto --tries=3|-v jotto --secrets=$L/jotto --tries=3
	--rule=counts --colours=123 --length=2 --first=11|--colours=1-3 --length=2 --tries=none --first=11
	--rule=marks --secrets=$L/akes6 --allowed=$L/gypsy --first=gypsy|-v wordle --secrets=$L/akes6 --allowed=$L/gypsy --first=gypsy --tries=none
	EOF
}

# The lists that the brute force's options name: the checker's operands.
lists() {
	for a; do
		case $a in --secrets=* | --allowed=*) printf '%s\n' "${a#*=}" ;;
		esac
	done
}

# Checks the certificate file $1 of the game of the options after it.
check() {
	local file=$1
	shift
	# shellcheck disable=SC2046
	run "$CERTCHECK" "$file" $(lists "$@")
}

@test "the certificate of each tiny game is valid, with the brute force's value" {
	local mine value count=0
	while IFS='|' read -r mine _; do
		# shellcheck disable=SC2086
		"$PYTHON" "$GEN" $mine >"$BATS_TEST_TMPDIR/c"
		value=$(sed -n 's/^value //p' "$BATS_TEST_TMPDIR/c")
		# shellcheck disable=SC2086
		check "$BATS_TEST_TMPDIR/c" $mine
		echo "$mine: $output"
		[ "$status" -eq 0 ]
		case $mine in
		*--first=*) opens=" that opens with ${mine##*--first=}" ;;
		*) opens= ;;
		esac
		[ "$output" = "valid: no strategy$opens totals less than $value, and this strategy totals $value" ]
		count=$((count + 1))
	done < <(games)
	[ "$count" -eq 17 ]
}

@test "code's optimal total is the brute force's on each tiny game" {
	local mine theirs value total
	while IFS='|' read -r mine theirs; do
		# shellcheck disable=SC2086
		value=$("$PYTHON" "$GEN" $mine --print=value)
		# shellcheck disable=SC2086
		total=$("$CODE" analyze $theirs --strategy=optimal --threads=1 \
		    --format=json | jq .total)
		echo "$mine: brute force $value, code $total"
		[ "$value" = "$total" ]
	done < <(games)
}

@test "code's optimal tree in place of the brute force's is valid too" {
	local mine theirs t=$BATS_TEST_TMPDIR
	while IFS='|' read -r mine theirs; do
		# shellcheck disable=SC2086
		"$CODE" tree $theirs --strategy=optimal --threads=1 \
		    >"$t/tree"
		# shellcheck disable=SC2086
		"$PYTHON" "$GEN" $mine | awk -v tree="$t/tree" -v n="$(wc -l \
		    <"$t/tree")" '
		    /^strategy / { print "strategy " n; skip = 1
			while ((getline line < tree) > 0) print line; next }
		    /^claims$/ { skip = 0 }
		    !skip' >"$t/c"
		# shellcheck disable=SC2086
		check "$t/c" $mine
		echo "$mine: $output"
		[ "$status" -eq 0 ]
	done < <(games)
}

@test "a value of inf is valid where no strategy wins within the tries, as code says" {
	local t=$BATS_TEST_TMPDIR
	"$PYTHON" "$GEN" --rule=marks --secrets="$L/akes" --allowed="$L/probe" \
	    --tries=3 >"$t/c"
	grep -qx 'value inf' "$t/c"
	grep -qx 'strategy 0' "$t/c"
	run "$CERTCHECK" "$t/c" "$L/akes" "$L/probe"
	[ "$status" -eq 0 ]
	[ "$output" = "valid: no strategy wins every game within 3 guesses" ]
	run "$CODE" analyze -v wordle --secrets="$L/akes" --allowed="$L/probe" \
	    --tries=3 --strategy=optimal
	[ "$status" -eq 5 ]
	[[ $output = *"no strategy wins every game within 3 guesses"* ]]
	# a first guess that parts nothing, within 4
	"$PYTHON" "$GEN" --rule=marks --secrets="$L/akes6" --allowed="$L/gypsy" \
	    --first=gypsy --tries=4 >"$t/c"
	run "$CERTCHECK" "$t/c" "$L/akes6" "$L/gypsy"
	[ "$status" -eq 0 ]
	[ "$output" = "valid: no strategy that opens with gypsy wins every game within 4 guesses" ]
	run "$CODE" analyze -v wordle --secrets="$L/akes6" --allowed="$L/gypsy" \
	    --first=gypsy --tries=4 --strategy=optimal
	[ "$status" -eq 5 ]
	# secrets that no guess can be (guesses of distinct colours) are
	# never found, whatever the tries
	"$PYTHON" "$GEN" --rule=counts --colours=1234 --length=2 \
	    --distinct=guess >"$t/c"
	run "$CERTCHECK" "$t/c"
	[ "$status" -eq 0 ]
	[ "$output" = "valid: no strategy wins every game" ]
	# and a value of inf where a strategy wins is refused at the root
	sed 's/^value .*/value inf/; s/^strategy .*/strategy 0/; /^[0-9]* [0-9]/d' \
	    <(awk '/^strategy/ { skip = 1; print; next } /^claims/ { skip = 0 }
	    !skip' <("$PYTHON" "$GEN" --rule=counts --colours=123 --length=2)) \
	    >"$t/c"
	run "$CERTCHECK" "$t/c"
	echo "$output"
	[ "$status" -eq 1 ]
	[ "$output" = "$P: $t/c:9: claim 0 (the root): guess 11 totals at least 23, below the claimed inf" ]
}

@test "every claim brute force can make proves N, never N + 1" {
	local mine t=$BATS_TEST_TMPDIR value
	for mine in "--rule=counts --colours=123 --length=2" \
	    "--rule=black --colours=12 --length=3" \
	    "--rule=total --secrets=$L/jotto --tries=3" \
	    "--rule=marks --secrets=$L/akes6 --allowed=$L/probe2 --hard" \
	    "--rule=counts --colours=123 --length=2 --first=22"; do
		# shellcheck disable=SC2086
		value=$("$PYTHON" "$GEN" $mine --print=value)
		# shellcheck disable=SC2086
		"$PYTHON" "$GEN" $mine --all-claims --no-strategy >"$t/c"
		# shellcheck disable=SC2086
		check "$t/c" $mine
		echo "$mine: $output"
		[ "$status" -eq 0 ]
		[[ $output = "valid: no strategy"*" totals less than $value" ]]
		# shellcheck disable=SC2086
		"$PYTHON" "$GEN" $mine --all-claims --no-strategy \
		    --value-plus=1 >"$t/c"
		# shellcheck disable=SC2086
		check "$t/c" $mine
		echo "$output"
		[ "$status" -eq 1 ]
		[[ $output = "$P: $t/c:$(grep -n '^value ' "$t/c" |
		    cut -d: -f1): claim 0 (the root): guess "*", below the claimed $((value + 1))" ]]
	done
}

# Runs the mutant kind $1 of the game of the options after it: the
# checker must refuse it, naming the line the generator says, and saying
# why as doc/certificate.md has it: a claim that fails names a guess and
# what it totals, which the generator computes too.
mutant() {
	local kind=$1 t=$BATS_TEST_TMPDIR line field value tries
	shift
	"$PYTHON" "$GEN" "$@" --mutant="$kind" >"$t/m" 2>"$t/line"
	line=$(sed -n 's/^line //p' "$t/line")
	[ -n "$line" ]
	check "$t/m" "$@"
	echo "$kind $*: line $line: $output"
	[ "$status" -eq 1 ]
	[[ $output = "$P: $t/m:$line:"* ]]
	case $kind in
	raise* | drop-part | drop-guess | move-part) failed_claim ;;
	depth)
		field=$(sed -n "${line}p" "$t/m" | cut -d' ' -f4)
		[[ $output = *": expected the depth its parent's leaves: $((field - 1)) or none, found '$field'" ]] ;;
	deeper)
		tries=$(sed -n 's/^tries //p' "$t/m")
		[[ $output = *": guess number $((tries + 1)), past the $tries tries" ]] ;;
	total)
		value=$(sed -n 's/^value //p' "$t/m")
		[ "$output" = "$P: $t/m:$line: the strategy totals $((value - 1)), not the value" ] ;;
	esac
}

# Checks that the checker's refusal names the claim that the generator
# says fails, its value, and a guess with what the generator computes it
# totals at least, below that value.
failed_claim() {
	local t=$BATS_TEST_TMPDIR claim value guess total
	claim=$(sed -n 's/^claim //p' "$t/line")
	value=$(sed -n 's/^value //p' "$t/line")
	[ -n "$claim" ]
	[[ $output = "$P: $t/m:$line: $claim: guess "*" totals at least "*", below the claimed $value" ]]
	guess=${output#*: guess }
	guess=${guess%% *}
	total=${output##* totals at least }
	total=${total%%,*}
	grep -qx "total $guess $total" "$t/line"
	[ "$value" = inf ] || [ "$total" -lt "$value" ]
}

@test "a claim raised by one is refused at its line" {
	mutant raise --rule=counts --colours=123 --length=3
	mutant raise --rule=black --colours=12 --length=3
	mutant raise --rule=total --secrets="$L/jotto"
	mutant raise --rule=marks --secrets="$L/akes" --allowed="$L/probe" --hard
	mutant raise --rule=counts --colours=123 --length=3 --symmetry
	# the deepest claim that a raise makes fail: its way named in full
	mutant raise-deep --rule=total --colours=12 --length=4 --tries=6 \
	    --all-claims
	[[ $output = *" (path "*" "*" "*" "*" "*" "*" "*" "*"): guess "* ]]
}

@test "a part left out, or a guess skipped at a set (its parts left out), is refused at its parent's line" {
	local kind
	for kind in drop-part drop-guess; do
		mutant $kind --rule=counts --colours=123 --length=3
		mutant $kind --rule=black --colours=12 --length=3
		mutant $kind --rule=marks --secrets="$L/akes6" \
		    --allowed="$L/probe2" --tries=3
		mutant $kind --rule=marks --secrets="$L/akes" \
		    --allowed="$L/probe" --hard
		mutant $kind --rule=counts --colours=1234 --length=2 --symmetry
	done
}

@test "a claim moved to another set (a reference to another set) is refused" {
	mutant move-part --rule=counts --colours=123 --length=3
	mutant move-part --rule=black --colours=12 --length=3
	mutant move-part --rule=total --secrets="$L/jotto" --tries=3
	mutant move-part --rule=marks --secrets="$L/akes" --allowed="$L/probe" \
	    --hard
}

@test "a depth its parent does not leave, and a strategy past the tries, are refused" {
	mutant depth --rule=marks --secrets="$L/akes6" --allowed="$L/probe2" \
	    --tries=3
	mutant depth --rule=total --secrets="$L/jotto" --tries=3
	mutant deeper --rule=counts --colours=123 --length=3
	mutant deeper --rule=marks --secrets="$L/akes" --allowed="$L/probe" \
	    --hard
}

@test "a strategy edited is refused: a guess changed, a leaf taken out, its total" {
	local kind
	for kind in leaf-guess leaf-gone total; do
		mutant $kind --rule=counts --colours=123 --length=2
		mutant $kind --rule=total --secrets="$L/jotto"
		mutant $kind --rule=marks --secrets="$L/akes" \
		    --allowed="$L/probe" --hard
		mutant $kind --rule=marks --secrets="$L/akes" \
		    --allowed="$L/probe" --consistent
	done
}

@test "symmetries stand for the guesses they map, and only where they map the set onto itself" {
	local mine t=$BATS_TEST_TMPDIR
	for mine in "--rule=counts --colours=123 --length=3" \
	    "--rule=black --colours=12 --length=3" \
	    "--rule=counts --colours=1234 --length=2"; do
		# shellcheck disable=SC2086
		"$PYTHON" "$GEN" $mine --symmetry >"$t/c"
		grep -q '^sym ' "$t/c"
		run "$CERTCHECK" "$t/c"
		[ "$status" -eq 0 ]
		# without them, the guesses of an orbit but one lack claims
		grep -v '^sym ' "$t/c" >"$t/n"
		run "$CERTCHECK" "$t/n"
		echo "$output"
		[ "$status" -eq 1 ]
		[[ $output = "$P: $t/n:9: claim 0 (the root): guess "* ]]
	done
	mutant symmetry --rule=counts --colours=123 --length=3 --symmetry
	[[ $output = *": the symmetry maps "*" of claim 1's set to "*", outside it" ]]
	mutant symmetry --rule=black --colours=12 --length=3 --symmetry
	# a game of lists has none
	"$PYTHON" "$GEN" --rule=total --secrets="$L/jotto" |
	    sed 's/^claims$/&\nsym abcdefghijklmnopqrstuvwxyz 1,2,3,4,5/' >"$t/c"
	run "$CERTCHECK" "$t/c" "$L/jotto"
	[ "$status" -eq 1 ]
	[[ $output = "$P: $t/c:"*":5: expected no symmetry (a game of lists or hard mode has none), found 'abcdefghijklmnopqrstuvwxyz'" ]]
}

@test "a wrong list is refused at its line, a missing one is a usage error" {
	local t=$BATS_TEST_TMPDIR
	"$PYTHON" "$GEN" --rule=marks --secrets="$L/akes" --allowed="$L/probe" \
	    --hard >"$t/c"
	run "$CERTCHECK" "$t/c" "$L/akes6" "$L/probe"
	[ "$status" -eq 1 ]
	[[ $output = "$P: $t/c:5: the list $L/akes6 hashes to "*", not "* ]]
	run "$CERTCHECK" "$t/c" "$L/akes" "$L/probe2"
	[ "$status" -eq 1 ]
	[[ $output = "$P: $t/c:6: the list $L/probe2 hashes to "* ]]
	run "$CERTCHECK" "$t/c" "$L/akes"
	[ "$status" -eq 2 ]
	[ "$output" = "$P: $t/c:5: the game reads 2 lists: give SECRETS and ALLOWED" ]
	run "$CERTCHECK" "$t/c" "$L/akes" "$L/nothing"
	[ "$status" -eq 2 ]
	[[ $output = "$P: $L/nothing: No such file or directory" ]]
}

@test "a truncated certificate is refused" {
	local t=$BATS_TEST_TMPDIR n
	"$PYTHON" "$GEN" --rule=black --colours=12 --length=3 >"$t/c"
	n=$(wc -l <"$t/c")
	head -n $((n - 1)) "$t/c" >"$t/t"
	run "$CERTCHECK" "$t/t"
	[ "$status" -eq 1 ]
	[ "$output" = "$P: $t/t:$n: expected a claim, or the line 'sym ...' or 'end', found the end of the file" ]
	head -n 12 "$t/c" >"$t/t"
	run "$CERTCHECK" "$t/t"
	[ "$status" -eq 1 ]
	[ "$output" = "$P: $t/t:13: expected a line of the strategy, found the end of the file" ]
	# a line cut short, the end's too
	head -c -2 "$t/c" >"$t/t"
	run "$CERTCHECK" "$t/t"
	[ "$status" -eq 1 ]
	[ "$output" = "$P: $t/t:$n:1: expected the id of a claim before, found 'en'" ]
	sed '$d' "$t/c" | head -c -8 >"$t/t"
	run "$CERTCHECK" "$t/t"
	[ "$status" -eq 1 ]
	[ "$output" = "$P: $t/t:$((n - 1)):8: expected a depth of 0 to 64 or 'none', found the end of the line" ]
}

# Edits the certificate $1 by each sed script of standard input, a line
# SCRIPT|MESSAGE: the checker, given the lists after $1, must refuse it
# saying FILE:MESSAGE.
edited() {
	local c=$1 t=$BATS_TEST_TMPDIR script message
	shift
	while IFS='|' read -r script message; do
		sed "$script" "$c" >"$t/b"
		run "$CERTCHECK" "$t/b" "$@"
		echo "$script: $output"
		[ "$status" -eq 1 ]
		[ "$output" = "$P: $t/b:$message" ]
	done
}

@test "malformed lines are refused with their line and column" {
	local t=$BATS_TEST_TMPDIR n
	"$PYTHON" "$GEN" --rule=counts --colours=123 --length=2 >"$t/c"
	edited "$t/c" <<-'EOF'
	13s/0,1/0;1/|13:4: expected a hint strong,weak, found '0;1'
	13s/ 23$/ 24/|13:8: expected a guess of the game, found '24'
	13s/0,1 23/2,0 23/|13:4: expected a hint other than the win, found '2,0'
	13s/ 23$/  23/|13:8: expected a guess, found ' '
	14s/0,1 23/0,2 23/|14:8: expected the way to a node of a line before (in depth-first order), found '23'
	1s/2$/1/|1:18: expected the format's version 2, found '1'
	2s/counts/pegs/|2:6: expected counts, black, total or marks, found 'pegs'
	22s/^0 22/2 22/|22:1: expected the id of a claim before, found '2'
	23s/^0 33 0,0/0 22 0,0/|23: claim 3: a second claim of the set of claim 2 (line 22)
	22s/^0 22 0,0/0 22 2,0/|22:6: expected a hint other than the win, found '2,0'
	22s/^0 22 0,0/0 22 1,1/|22: claim 2 (path 22 1,1): no secret of its parent's set gives that hint
	13p|14: a second branch for the hint 0,1
	16s/1,0 13/1,1 13/|16: no secret left gives the hint 1,1
	14d;s/^strategy 9$/strategy 8/|13: the strategy never finds 31: 23 gives it 0,1, and no line below this one has that hint
	EOF
	# guesses that hard mode or consistent mode forbid
	"$PYTHON" "$GEN" --rule=marks --secrets="$L/akes" --allowed="$L/probe" \
	    --hard >"$t/c"
	edited "$t/c" "$L/akes" "$L/probe" <<-'EOF'
	13s/cakes$/flock/|13:13: expected a guess hard mode allows there, found 'flock'
	s/^end$/2 flock ----Y none 6\nend/|33: claim 12 (path brawl --Y-- flock ----Y): flock is not allowed at its parent's set
	EOF
	"$PYTHON" "$GEN" --rule=marks --secrets="$L/akes" --allowed="$L/probe" \
	    --consistent >"$t/c"
	n=$(($(wc -l <"$t/c") + 1))	# the line of the second claim added
	edited "$t/c" "$L/akes" "$L/probe" <<-EOF
	s/^end$/0 bakes -GGGG none 7\n1 flock ----Y none 6\nend/|$n: claim 2 (path bakes -GGGG flock ----Y): flock is not allowed at its parent's set
	EOF
}

@test "a compressed certificate is read through zcat, and refused whole with a hint" {
	local t=$BATS_TEST_TMPDIR
	"$PYTHON" "$GEN" --rule=total --secrets="$L/jotto" | gzip >"$t/c.gz"
	run "$CERTCHECK" "$t/c.gz" "$L/jotto"
	[ "$status" -eq 1 ]
	[ "$output" = "$P: $t/c.gz:1: a gzip file: give it as \`zcat FILE | $P -'" ]
	run bash -c 'zcat "$1" | "$2" - "$3"' _ "$t/c.gz" "$CERTCHECK" "$L/jotto"
	[ "$status" -eq 0 ]
	[ "$output" = "valid: no strategy totals less than 17, and this strategy totals 17" ]
}

@test "usage: -q is quiet, -h helps, errors exit 2, a full standard output too" {
	local t=$BATS_TEST_TMPDIR
	"$PYTHON" "$GEN" --rule=counts --colours=123 --length=2 >"$t/c"
	run "$CERTCHECK" -q "$t/c"
	[ "$status" -eq 0 ]
	[ -z "$output" ]
	run "$CERTCHECK" -q "$t/c" <(echo x) <(echo y) extra
	[ "$status" -eq 2 ]
	[ "$output" = "usage: $P [-hq] CERT [SECRETS [ALLOWED]]" ]
	run "$CERTCHECK" -h
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "usage: $P [-hq] CERT [SECRETS [ALLOWED]]" ]
	run "$CERTCHECK"
	[ "$status" -eq 2 ]
	run "$CERTCHECK" -x "$t/c"
	[ "$status" -eq 2 ]
	run "$CERTCHECK" "$t/nothing"
	[ "$status" -eq 2 ]
	[ "$output" = "$P: $t/nothing: No such file or directory" ]
	run "$CERTCHECK" "$t/c" "$t/c"
	[ "$status" -eq 2 ]
	[ "$output" = "$P: $t/c:5: the game has colours, not lists: give CERT alone" ]
	run bash -c '"$1" "$2" >/dev/full' _ "$CERTCHECK" "$t/c"
	[ "$status" -eq 2 ]
	[[ $output = "$P: standard output: "* ]]
}

@test "the example of doc/certificate.md is valid" {
	sed -n '/^## An example/,$s/^    //p' doc/certificate.md \
	    >"$BATS_TEST_TMPDIR/c"
	run "$CERTCHECK" "$BATS_TEST_TMPDIR/c"
	[ "$status" -eq 0 ]
	[ "$output" = "valid: no strategy totals less than 21, and this strategy totals 21" ]
}
