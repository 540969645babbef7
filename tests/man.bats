#!/usr/bin/env bats
# The manual says what the program does: the game messages it quotes and
# the messages of DIAGNOSTICS are what code prints.  (Its EXAMPLES are run
# by tests/examples.bats, with the README's.)

load helper

# The quotes of "Playing games" in the rendered page, one a line: from
# its heading to the next heading.
play_quotes() {
	mandoc -Tutf8 -O width=1000 "$ROOT/man/code.1" | sed $'s/.\b//g' |
	    awk '/^(   )?[A-Z]/ { on = $0 == "   Playing games" } on' |
	    grep -o '‘[^’]*’' | sed 's/^‘//; s/’$//'
}

# bats test_tags=heavy
@test "man/code.1: every game message it quotes is what code play prints" {
	local quote args input failed='' known=$BATS_TEST_TMPDIR/known
	cd "$ROOT/testdata/play"
	# QUOTE|ARGUMENTS OF code play|STANDARD INPUT (printf format, or
	# @FILE) that makes code print it; "-" for quotes that are no message
	while IFS='|' read -r quote args input; do
		echo "$quote" >>"$known"
		[ "$args" != - ] || continue
		case $input in
		@*) cat "${input#@}" ;;
		*) printf "$input" ;;
		esac | "$CODE" play $args >"$BATS_TEST_TMPDIR/out" 2>&1 ||
		    true	# a usage error's message is a quote too
		grep -qF -- "$quote" "$BATS_TEST_TMPDIR/out" ||
		    failed="$failed
	code play $args does not print '$quote'"
	done <<-'EOF2'
	The computer has selected a 3-digit number.|-v match-hit --length=3|
	Please enter your query (3 digits):|-v match-hit --length=3|
	Invalid query. Please try again!|-v match-hit --secret=2345|x\n
	Invalid number. Please try again!|-v match-hit --secret=2345|1\n
	El tanteo debe tener 4 cifras.|-v aciertos --secret=6478|12\n
	Has perdido. El código era 6478.|-v aciertos --secret=6478|0000\n0000\n0000\n0000\n0000\n0000\n0000\n0000\n0000\n0000\n
	Mi intento es:0000|-v aciertos --computer|
	Aciertos y semiaciertos:|-v aciertos --computer|
	1,2|-|
	1 2|-|
	(1,2)|-|
	O me has hecho trampa o alguna respuesta está mal.|-v aciertos --computer|@aciertos-computer-cheat.in
	No lo he adivinado en 10 intentos.|-v aciertos --computer|0,0\n0,0\n0,0\n0,0\n0,0\n0,0\n1,0\n1,1\n1,2\n0,4\n
	(X,Y)|-|
	You have tried the Game of Mastermind 1 times with 1 Successes and 0 Failures!.|-v digits --secret=8527|@digits-8527.in
	Enter your guess (try 1 of 10):|-v digits --secret=8527|
	The computer has chosen a number from 0000 to 9999. You have 10 tries.|-v digits --secret=8527|
	Please enter a number from 0000 to 9999.|-v digits --secret=8527|10000\n
	A|-|
	Another game [Y/N]?|-v letters|@letters-sample.in
	A guess is 4 chars, not 2, try again:|-v letters --seed=1 --colours=A-F --length=4|AB\n
	One or more chars out of range A-F, try again:|-v letters --seed=1 --colours=A-F --length=4|EFGC\n
	Out of guesses! The pattern was BEDB.|-v letters --seed=1 --colours=A-F --length=4|AAAA\nAAAA\nAAAA\nAAAA\nAAAA\nAAAA\nAAAA\nAAAA\n
	The seed must be a number 0..4294967295.|-v letters|F\n4\nx\n
	play: wordle takes its words from --secrets=FILE (a word list, a word a line)|-v wordle|
	Guess 1 of 10:|-v classic --secret=1234|
	Guess 1:|-v bulls-cows --secret=0123|
	B|-|
	W|-|
	-|-|
	BBW|-v classic --secret=1234|1245\n
	3|-v jotto --secrets=words.txt --secret=trace|slate\n
	won|-v jotto --secrets=words.txt --secret=crane|crane\n
	G|-|
	Y|-|
	-|-|
	-Y--G|-v wordle --secrets=words.txt --secret=crane|scope\n
	dumb|-|
	\x{NN}|-|
	'1237': '7' is not a colour of classic|-v classic --secret=1234|1237\n
	'cran': a word of 5 letters, please|-v wordle --secrets=words.txt --secret=crane|cran\n
	'crane': not in the word list|-v wordle --secrets=words-no-crane.txt|crane\n
	Guess must contain C|-v wordle --secrets=words.txt --secret=crane --hard|scope\nslate\n
	Solved in 3 guesses.|-v wordle --secrets=words.txt --secret=crane|scope\nslate\ncrane\n
	Out of tries: the code was 1234.|-v classic --secret=1234 --tries=1|1111\n
	Out of tries: the word was crane.|-v wordle --secrets=words.txt --secret=crane|scope\nslate\nscope\nslate\nscope\nslate\n
	Guess 1 of 10: 1122|-v classic --computer|
	Hint:|-v classic --computer|
	2 1|-|
	2,1|-|
	(2,1)|-|
	2|-|
	No code agrees with every hint: the hint of 1122 again, please.|-v classic --computer|BBBW\n
	Solved in 1 guess.|-v classic --computer|BBBB\n
	Out of tries.|-v classic --computer --tries=1|W\n
	No strategy finds every code that agrees within the tries left.|-v classic --computer --strategy=optimal --tries=3|
	EOF2
	# the page quotes each message as it is, and nothing left unchecked
	play_quotes | diff -u "$known" - || failed="$failed
	the quotes of Playing games are not the ones checked here"
	[ -z "$failed" ] || { echo "failed:$failed"; false; }
}

@test "man/code.1: every message shown in DIAGNOSTICS is what code prints" {
	local dir=$BATS_TEST_TMPDIR/diag message cmd failed=''
	mkdir -p "$dir"
	cd "$dir"
	printf '4\n1 2 3 4\n1 2 3 4\n1 2 3 4\n1 2 3 4\n1 2 3 4\n1 10 3 4\n' >in.txt
	printf '5167 2934\n5167 1687\n5167 5340\n' >pairs.txt
	printf '1111 0 0\n11x1 1 0\n' >hist.txt
	# MESSAGE|ARGUMENTS OF code (the files above in the current directory)
	while IFS='|' read -r message cmd; do
		echo "$message" >>known
		# shellcheck disable=SC2086 # cmd holds several words
		"$CODE" $cmd >/dev/null 2>err </dev/null || true
		grep -qxF -- "$message" err || failed="$failed
	code $cmd: $(cat err)"
	done <<-'EOF2'
	code: in.txt:7:3: expected a colour 1..9, found '10'|in.txt
	code: pairs.txt:3:6: guess '5340': '0' is not a colour of match-hit|score -v match-hit -f pairs.txt
	code: '1122:5,0': a hint for a code of 4 positions has at most 4 matches, found '5,0'|solve 1122:5,0
	code: hist.txt:2:1: guess '11x1': 'x' is not a colour of classic|solve -f hist.txt
	code: '1222:2,2': no secret agrees with every hint: (2,2) for 1222 leaves none|solve -v aciertos 1222:2,2
	code: hint 1 (1222:2,2) agrees with no secret on its own|solve -v aciertos 1222:2,2
	code: 'sove' is neither a file nor a mode; did you mean 'solve'?|sove
	code: unknown variant 'matchhit'; did you mean 'match-hit'? (see code variants)|score -v matchhit 1 1
	code: unknown option '-A' (an operand that begins with '-' goes after --)|score --colours=AB- -AB BA-
	EOF2
	# the page's DIAGNOSTICS examples are those lines, all of them
	awk '/^\.Sh/ { on = $2 == "DIAGNOSTICS" } on && /^code: /' \
	    "$ROOT/man/code.1" | diff -u known - || failed="$failed
	the messages of DIAGNOSTICS are not the ones checked here"
	[ -z "$failed" ] || { echo "failed:$failed"; false; }
}

@test "every exit status of lib/core/status.h is listed by the guide and the manual's EXIT STATUS" {
	local n statuses guide manual
	statuses=$(sed -n 's/^[[:space:]]*EXIT_[A-Z_]* = \([0-9]*\).*/\1/p' \
	    "$ROOT/lib/core/status.h")
	[ "$(wc -l <<<"$statuses")" -ge 12 ]
	# doc/guide.md's paragraph that starts "Exit status:", on one line;
	# each status follows ': ' or ', ' and is followed by a space
	guide=$(awk '/^Exit status:/ { on = 1 } on && /^$/ { exit } on' \
	    "$ROOT/doc/guide.md" | tr '\n' ' ')
	# the statuses the manual's EXIT STATUS lists, one a line
	manual=$(awk '/^\.Sh / { on = $0 == ".Sh EXIT STATUS"; next }
	    on && /^\.It / { sub(/^\.It /, ""); print }' "$ROOT/man/code.1" |
	    tr ',' '\n' | tr -d ' ')
	for n in $statuses; do
		[[ "$guide" == *[:,]" $n "* ]] ||
		    { echo "doc/guide.md does not list exit status $n"; false; }
		grep -qx "$n" <<<"$manual" ||
		    { echo "man/code.1 does not list exit status $n"; false; }
	done
}

@test "man/code.1 and --help list the strategies of the table, in its order" {
	local table help manual
	# the table, as a bad --strategy lists it: "expected A, B ... or Z"
	table=$("$CODE" solve --strategy=none 2>&1 | sed -n \
	    "s/^code: --strategy: expected \(.*\), found 'none'$/\1/p" |
	    sed 's/, / /g; s/ or / /' | tr ' ' '\n')
	[ "$(echo "$table" | wc -l)" -ge 6 ] || { echo "table: $table"; false; }
	# --help: a line each after --strategy=S, no wider than 80 columns
	help=$("$CODE" solve --help | awk '/^  --strategy=S/ { on = 1; next }
	    on && /^  --/ { exit }
	    on && /^    [a-z]/ { print $1; if (length > 80) exit 1 }')
	# the manual: the tags of the list under --strategy
	manual=$(awk '/^\.It Fl -strategy/ { on = 1; next }
	    on && /^\.El/ { exit }
	    on && /^\.It Cm / { print $3 }' "$ROOT/man/code.1")
	diff -u <(echo "$table") <(echo "$help")
	diff -u <(echo "$table") <(echo "$manual")
}

@test "man/code.1, the README and score --help list every variant of the table, in its order" {
	local table help manual readme
	# the table, as code variants prints it: the first column
	table=$("$CODE" variants | awk 'NR > 1 { print $1 }')
	[ "$(echo "$table" | wc -l)" -ge 10 ] || { echo "table: $table"; false; }
	# --help: the names after -v, --variant=NAME, up to the next option,
	# no line wider than 80 columns
	help=$("$CODE" score --help | awk '/^  -v, --variant=NAME/ { on = 1 }
	    on && /^  --/ { exit }
	    on { if (length > 80) exit 1; sub(/^  -v, --variant=NAME/, ""); print }' |
	    tr ',' ' ' | sed 's/ or / /' | tr -s ' ' '\n' | sed '/^$/d')
	# the manual: the tags of the list of variants
	manual=$(awk '/^\.Bl -tag -width bulls-cows/ { on = 1; next }
	    on && /^\.El/ { exit }
	    on && /^\.It Cm / { print $3 }' "$ROOT/man/code.1")
	# the README: the parenthesis "(`code variants` lists them: ..., as"
	readme=$(tr '\n' ' ' <"$ROOT/README.md" |
	    sed -n 's/.*`code variants` lists them: \([^(]*\), as a table.*/\1/p' |
	    tr ',' ' ' | tr -s ' ' '\n' | sed '/^$/d')
	diff -u <(echo "$table") <(echo "$help")
	diff -u <(echo "$table") <(echo "$manual")
	diff -u <(echo "$table") <(echo "$readme")
}

# literals PAGE: the literals of an mdoc page as they must render, one a
# line, KIND<TAB>TEXT: each .Ql and .Dl whose words are no macros (KIND
# Ql, Dl; their trailing delimiters left off, and the quotes of an
# argument quoted whole), and each line of a .Bd -literal block
# (literal), read with the escapes \e \& \- \(aq \(dq and "\ "; a line
# with another escape is left out.
literals() {
	awk '
	function unescape(t,    out, c, i) {
		out = ""
		for (i = 1; i <= length(t); i++) {
			c = substr(t, i, 1)
			if (c != "\\") { out = out c; continue }
			c = substr(t, i + 1, 1)
			if (c == "e") { out = out "\\"; i++ }
			else if (c == "&") i++
			else if (c == "-" || c == " ") { out = out c; i++ }
			else if (substr(t, i + 1, 3) == "(aq") { out = out "\047"; i += 3 }
			else if (substr(t, i + 1, 3) == "(dq") { out = out "\""; i += 3 }
			else return ""
		}
		return out
	}
	BEGIN {
		macros = " Ac Ao Ap Aq Ar At Bc Bo Bq Brc Bro Brq Bsx Bx Dc Do Dq " \
		    "Dv Dx Ec Em En Eo Er Ev Fa Fc Fl Fn Fo Fr Ft Fx Ic Li Lk Ms " \
		    "Mt Nm No Ns Nx Oc Oo Op Ox Pa Pc Pf Po Pq Qc Ql Qo Qq Sc So " \
		    "Sq St Sx Sy Tn Ux Va Vt Xc Xo Xr "
	}
	/^\.Bd -literal/ { literal = 1; next }
	/^\.Ed/ { literal = 0; next }
	literal && !/^\./ { t = unescape($0); if (t != "") print "literal\t" t; next }
	/^\.(Ql|Dl) / {
		arg = substr($0, 5)
		n = split(arg, w, " ")
		for (i = 1; i <= n; i++)
			if (index(macros, " " w[i] " "))
				next
		while (match(arg, / [.,:;)\]?!]$/))
			arg = substr(arg, 1, RSTART - 1)
		if (arg ~ /^".*"$/ && substr(arg, 2, length(arg) - 2) !~ /"/)
			arg = substr(arg, 2, length(arg) - 2)
		if ((t = unescape(arg)) != "")
			print substr($0, 2, 2) "\t" t
	}' "$1"
}

@test "man/code.1: every literal renders as typed (quotes and all), EXAMPLES included" {
	local lines=$BATS_TEST_TMPDIR/lines joined=$BATS_TEST_TMPDIR/joined failed=''
	first_pass_only "the manual"
	mandoc -Tutf8 -O width=1000 "$ROOT/man/code.1" | sed $'s/.\b//g' >"$lines"
	# a paragraph may still wrap: .Ql's are looked for in one line of all
	tr '\n' ' ' <"$lines" | tr -s ' ' >"$joined"
	literals "$ROOT/man/code.1" >"$BATS_TEST_TMPDIR/literals"
	[ "$(grep -c '^Ql' "$BATS_TEST_TMPDIR/literals")" -gt 200 ]
	[ "$(grep -c '^literal' "$BATS_TEST_TMPDIR/literals")" -gt 100 ]
	# each looked for as a fixed string: a .Ql, its blanks squeezed, in
	# quotes in the joined page, another in one of its lines (one awk,
	# where a grep a literal took most of this test's time)
	failed=$(awk -F '\t' '
	    FILENAME == ARGV[1] { joined = joined $0; next }
	    FILENAME == ARGV[2] { line[++n] = $0; next }
	    {
		kind = $1
		text = substr($0, length(kind) + 2)
		found = 0
		if (kind == "Ql") {
			gsub(/ +/, " ", text)
			found = index(joined, "‘" text "’") > 0
		} else
			for (i = 1; i <= n && !found; i++)
				found = index(line[i], text) > 0
		if (!found)
			print "\t." $1 " " substr($0, length(kind) + 2)
	    }' "$joined" "$lines" "$BATS_TEST_TMPDIR/literals")
	[ -z "$failed" ] || { printf 'rendered otherwise:\n%s\n' "$failed"; false; }
}

# usage_options COMMAND: the long options the usage of code COMMAND names
# (its lines up to RULES, which every command's names alike), sorted.
usage_options() {
	# shellcheck disable=SC2086 # a command of two words: shard run
	"$CODE" $1 --no-such-option 2>&1 | sed -n '/^usage: /,/^RULES: /p' |
	    grep -v '^RULES: ' | grep -o -- '--[a-z-]*' | sort -u
}

# synopsis_options COMMAND: the long options of the lines of the
# manual's SYNOPSIS that begin `code COMMAND`, sorted (a check's layout:
# --style, --indent and --blank-line).
synopsis_options() {
	mandoc -Tutf8 -O width=1000 "$ROOT/man/code.1" | sed $'s/.\b//g' |
	    awk '/^SYNOPSIS/ { on = 1; next } /^DESCRIPTION/ { on = 0 } on' |
	    grep -E "^ +code $1( |\$)" |
	    sed 's/\[layout\]/--style --indent --blank-line/' |
	    grep -o -- '--[a-z-]*' | sort -u
}

@test "man/code.1: each command's SYNOPSIS names the options its usage names" {
	local command failed=''
	for command in score variants solve analyze tree replay rank \
	    'shard plan' 'shard run' 'shard merge' 'shard verify' review play \
	    gen check; do
		[ -n "$(usage_options "$command")" ] ||
		    { echo "code $command: no options"; false; }
		diff -u <(usage_options "$command") \
		    <(synopsis_options "$command") ||
		    failed="$failed $command"
	done
	[ -z "$failed" ] || { echo "differ:$failed"; false; }
}
