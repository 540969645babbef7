# awk -f tests/errexit.awk FILE...: prints FILE:LINE: WHY for each
# command of the bats files and helpers FILE whose failure bats' errexit
# (set -e) ignores where an assertion was meant; exits 1 if it found any.
# Bash does not stop a test at:
#   - a negated command, `! cmd`, but the test's (or function's) last,
#     whose status is the test's; in a loop not even the last, which
#     counts for the last turn alone: write `run ! cmd` or `! cmd || false`;
#   - the commands before a test after &&, as in `a && [ x ]`, but on the
#     last line: if a fails, nothing is checked;
#   - a test followed by `|| true` or `|| :`;
#   - any command but the last of a function that errexit is off in (a
#     function under `run`, negated, before && or ||, or an if's or a
#     loop's condition): said of such a call of a function with a test
#     before its last command.
# Conditions (if, elif, while, until) and `cond && action` are not
# assertions and pass.  It reads the shell as bash does, as far as these
# need: quotes, command substitutions, [[ ]], here-documents, comments,
# continued lines, if, loops, case and { } groups, functions and @test
# bodies.  The functions of a helper (a file not named .bats) are every
# file's, those of a bats file its own.

FNR == 1 {
	finish_file()
	file = FILENAME
	sp = 0		# stack[1..sp]: compound commands and bodies open
	nhere = 0	# here[1..nhere]: the here-documents' ends awaited
	inhere = 0	# the line is a here-document's
	cp = 0		# ctx[1..cp]: quotes and substitutions open
	logical = ""	# the line so far, continued lines joined
	nlists = 0	# l_*[1..nlists]: the lists of the bodies open
	base = 1
	body_begin("-")
}

inhere {
	here_line($0)
	next
}

{
	if (logical == "")
		first = FNR
	logical = logical skeleton($0)
	if (nhere > 0)
		inhere = 1
	t = trim(logical)
	if (cp > 0 || continued || t ~ /(\||&&)$/) {
		logical = logical " "
		next
	}
	if (open_parens(t) > 0) {	# a ( ) group over lines: one list
		logical = logical " ; "
		next
	}
	statement(t, first)
	logical = ""
}

END {
	finish_file()
	resolve_calls()
	for (i = 1; i <= nmsg; i++)
		print msg[i]
	exit nmsg > 0
}

# here_line(LINE): a line of a here-document; the last ends it, and the
# next pending one begins.
function here_line(line,    i) {
	if (here_dash[1])
		sub(/^\t+/, "", line)
	if (line != here[1])
		return
	for (i = 1; i < nhere; i++) {
		here[i] = here[i + 1]
		here_dash[i] = here_dash[i + 1]
	}
	nhere--
	inhere = nhere > 0
}

# skeleton(LINE): LINE's words as the shell splits them, each string,
# substitution, [[ ]] and (( )) a word Q, its comment dropped.  Sets
# continued when LINE ends in a backslash, and leaves in ctx[] the
# strings and substitutions LINE leaves open.
function skeleton(line,    i, n) {
	out = ""; continued = 0; n = length(line)
	for (i = 1; i <= n; i++) {
		if (cp > 0 && ctx[cp] != "(")
			i = in_string(line, i)
		else
			i = in_command(line, i, n)
	}
	return out
}

# in_string(LINE, I): reads the character at I of LINE inside a string,
# a backquote, [[ ]] or ${ } (ctx[cp]); returns the index of the last
# read.
function in_string(line, i,    c, two, top) {
	c = substr(line, i, 1); two = substr(line, i, 2); top = ctx[cp]
	if (top == "'") {
		if (c == "'")
			cp--
	} else if (c == "\\")
		i++
	else if (top == "$'" || top == "`") {
		if (c == substr(top, length(top)))
			cp--
	} else if (top == "\"" && c == "\"")
		cp--
	else if (top == "[[" && two == "]]") {
		cp--; i++
	} else if (top == "${" && c == "}")
		cp--
	else if (two == "$(" || two == "${") {
		ctx[++cp] = two == "$(" ? "(" : two; depth[cp] = 0; i++
	} else if (c == "`")
		ctx[++cp] = c
	else if (top != "\"" && (c == "'" || c == "\""))
		ctx[++cp] = c
	else if (top != "\"" && two == "$'") {
		ctx[++cp] = two; i++
	}
	return i
}

# in_command(LINE, I, N): reads the character at I of LINE (N long) where
# a command is, the line's own (written to out) or a substitution's;
# returns the index of the last read, N at a comment.
function in_command(line, i, n,    c, two, rest, word) {
	c = substr(line, i, 1); two = substr(line, i, 2)
	word = i == 1 || substr(line, i - 1, 1) ~ /[ \t;&|(]/
	if (c == "\\") {
		if (i == n)
			continued = cp == 0
		else if (cp == 0)
			out = out two
		return i + 1
	}
	if (c == "#" && word)
		return n
	if (c == "'" || c == "\"" || c == "`" || two == "$'" || two == "${" ||
	    (word && two == "[[" && substr(line, i + 2, 1) ~ /^([ \t]|)$/)) {
		if (two == "$'" || two == "[[" || two == "${")
			c = two
		opens(c)
		return i + length(c) - 1
	}
	if (two ~ /^[$<>]\(/ || (word && two == "((")) {
		opens("(")
		depth[cp] = two == "(("	# (( )) closes at its second )
		return i + 1
	}
	if (cp > 0) {	# a command substitution's
		if (c == "(")
			depth[cp]++
		else if (c == ")" && depth[cp]-- == 0)
			cp--
		return i
	}
	rest = substr(line, i)
	if (substr(rest, 1, 3) == "<<<") {
		out = out "<<<"
		return i + 2
	}
	if (match(rest, /^<<-?[ \t]*['"]?[A-Za-z_0-9]+['"]?/)) {
		here_doc(substr(rest, 1, RLENGTH))
		return i + RLENGTH - 1
	}
	out = out c
	return i
}

# opens(WHAT): a string or a substitution opens (written Q if the line's
# own).
function opens(what) {
	if (cp == 0)
		out = out "Q"
	ctx[++cp] = what
	depth[cp] = 0
}

# here_doc(REDIRECTION): <<WORD or <<-WORD: a here-document whose lines
# follow the line's.
function here_doc(r) {
	nhere++
	here_dash[nhere] = r ~ /^<<-/
	sub(/^<<-?[ \t]*['"]?/, "", r)
	sub(/['"]$/, "", r)
	here[nhere] = r
	out = out "<<W"
}

# open_parens(TEXT): how many ( groups TEXT leaves open.
function open_parens(text,    i, d) {
	d = 0
	for (i = 1; i <= length(text); i++)
		if (substr(text, i, 1) == "(")
			d++
		else if (substr(text, i, 1) == ")" && d > 0)
			d--
	return d
}

# word_at(TEXT, I): the character at I of TEXT is a word of its own.
function word_at(text, i) {
	return (i == 1 || substr(text, i - 1, 1) ~ /[ \t;]/) &&
	    (i == length(text) || substr(text, i + 1, 1) ~ /[ \t;]/)
}

# nests(TEXT, I): how the character at I of TEXT changes the depth of
# the ( ) and { } groups (ngroups): 1 if it opens one, -1 if it closes.
function nests(text, i,    c) {
	c = substr(text, i, 1)
	if (c == "(" || (c == "{" && word_at(text, i))) {
		ngroups++
		return 1
	}
	if ((c == ")" || (c == "}" && word_at(text, i))) && ngroups > 0) {
		ngroups--
		return -1
	}
	return 0
}

# statement(TEXT, LINE): each list of the line TEXT, begun at LINE: its
# parts between ; & and ;; outside groups.
function statement(text, line,    i, n, start, c) {
	ngroups = 0; n = length(text); start = 1
	for (i = 1; i <= n; i++) {
		c = substr(text, i, 1)
		if (nests(text, i) != 0 || ngroups > 0)
			continue
		if (c == ";" || (c == "&" &&
		    substr(text, i - 1, 3) !~ /&&|[<>]&|&[&>]/)) {
			list(substr(text, start, i - start), line)
			if (substr(text, i + 1, 1) == ";")
				i++
			start = i + 1
		}
	}
	list(substr(text, start), line)
}

# split_list(TEXT, ELEMS, OPS): TEXT's commands between && and || outside
# groups, into ELEMS[1..n], OPS[i] the operator after ELEMS[i]; returns n.
function split_list(text, elems, ops,    n, i, start, two) {
	ngroups = 0; n = 0; start = 1
	for (i = 1; i <= length(text); i++) {
		two = substr(text, i, 2)
		if (nests(text, i) == 0 && ngroups == 0 &&
		    (two == "&&" || two == "||")) {
			elems[++n] = trim(substr(text, start, i - start))
			ops[n] = two
			start = ++i + 1
		}
	}
	elems[++n] = trim(substr(text, start))
	ops[n] = ""
	return n
}

function trim(s) {
	gsub(/^[ \t]+|[ \t]+$/, "", s)
	return s
}

function first_word(s) {
	sub(/[ \t].*/, "", s)
	return s
}

# list(TEXT, LINE): one list: its keywords open and close compound
# commands and bodies; a condition's calls are recorded; any other list
# is recorded for its body's end.
function list(text, line,    w) {
	text = keywords(trim(text), line)
	w = first_word(text)
	if (text == "")
		return
	if (text ~ /^@test .*\{$/) {
		record(line, "opener")
		body_begin("")
	} else if (text ~ /^(function[ \t]+)?[A-Za-z_][A-Za-z_0-9]*[ \t]*\(\)[ \t]*\{$/) {
		record(line, "opener")
		sub(/^function[ \t]+/, "", text)
		sub(/[ \t]*\(.*/, "", text)
		body_begin(text)
	} else if (w ~ /^(if|while|until|for|case)$/) {
		opener(w, line)
		if (w ~ /^(if|while|until)$/)
			condition(text, line)
	} else if (w == "elif") {
		record(line, "branch")
		condition(text, line)
	} else if (w ~ /^(fi|done|esac|\})$/) {
		closer(w, line)
	} else if (match(text, /(^|[^|])\|[ \t]*(while|until|for|if|case)([ \t]|$)/)) {
		# a compound command ending a pipeline: its body follows
		w = substr(text, RSTART)
		sub(/^[^|]*\|[ \t]*/, "", w)
		opener(first_word(w), line)
	} else
		commands(text, line)
}

# keywords(TEXT, LINE): TEXT without the words that begin it and open
# nothing of their own: then, do and else (a branch), a case's pattern,
# and { opening a group over lines.
function keywords(text, line,    w) {
	for (;;) {
		w = first_word(text)
		if (stack[sp] == "case" && w != "esac" && text ~ /^[^ \t(]*\)/)
			sub(/^[^)]*\)[ \t]*/, "", text)
		else if (w ~ /^(then|do|else)$/) {
			if (w != "do")
				record(line, "branch")
			sub(/^[a-z]+[ \t]*/, "", text)
		} else if (w == "{" && open_braces(text) > 0) {
			stack[++sp] = "{"
			sub(/^\{[ \t]*/, "", text)
		} else
			return text
	}
}

# opener(KEYWORD, LINE): if, case or a loop opens at LINE.
function opener(w, line) {
	w = w == "if" || w == "case" ? w : "loop"
	record(line, w == "loop" ? "loop" : "opener")
	stack[++sp] = w
}

# closer(KEYWORD, LINE): fi, done, esac or } closes what is open: a body
# or a compound command.
function closer(w, line) {
	if (w == "}" && stack[sp] == "body") {
		body_end()
		return
	}
	if (stack[sp] == "{?")
		fallback_end()
	if (sp > 0)
		sp--
	record(line, w == "fi" ? "fi" : "closer")
}

# fallback_end(): the { } group over lines after a test and || closes:
# said if its last command cannot fail.
function fallback_end(    i, depth) {
	depth = sp - base + 1
	for (i = nlists; i > 0 && l_depth[i] > depth; i--)
		;
	if (l_depth[i] == depth && l_kind[i] == "list" && l_harmless[i]) {
		for (; i > 0 && l_depth[i] >= depth; i--)
			;
		unfailing(l_line[i])
	}
}

# open_braces(TEXT): how many { groups TEXT leaves open.
function open_braces(text,    i, n) {
	ngroups = 0
	for (i = 1; i <= length(text); i++)
		nests(text, i)
	return ngroups
}

# condition(TEXT, LINE): the calls of an if's, elif's or loop's
# condition, where errexit is off.
function condition(text, line,    n, elems, ops, i) {
	sub(/^[a-z]+[ \t]+/, "", text)
	n = split_list(text, elems, ops)
	for (i = 1; i <= n; i++)
		call(elems[i], line, 1)
}

# commands(TEXT, LINE): a list of commands joined by && and ||: its calls
# and its form recorded; tests whose || fallback cannot fail said (for a
# { } group over lines, at its }).
function commands(text, line,    elems, ops, n, i, tested) {
	n = split_list(text, elems, ops)
	for (i = 1; i <= n; i++)
		call(elems[i], line, i < n || elems[i] ~ /^![ \t]/)
	tested = n > 1 && ops[n - 1] == "||"
	for (i = 1; i < n; i++)
		tested = tested && is_assertion(elems[i])
	if (elems[n] ~ /(^|[ \t])\{$/) {	# { opens a group over lines
		record(line, "opener")
		stack[++sp] = tested ? "{?" : "{"
		return
	}
	record(line, "list")
	l_bang[nlists] = elems[n] ~ /^!([ \t]|$)/
	l_asserts[nlists] = n == 1 && is_assertion(elems[1])
	l_andtest[nlists] = n > 1 && ops[n - 1] == "&&" && is_assertion(elems[n])
	l_harmless[nlists] = harmless("{ " elems[n] " }")
	if (tested && harmless(elems[n]))
		unfailing(line)
}

# harmless(CMD): CMD is true or :, or a { } group whose last command is
# one of those or a message (echo, printf, cat): a fallback that cannot
# fail (a lone message after || is a condition's, not a test's).
function harmless(cmd) {
	if (cmd !~ /^\{.*\}$/)
		return cmd ~ /^(true|:)$/
	sub(/^\{/, "", cmd)
	sub(/[ \t;]*\}$/, "", cmd)
	sub(/.*;/, "", cmd)
	return first_word(trim(cmd)) ~ /^(true|:|echo|printf|cat)$/
}

# unfailing(LINE): says a test whose fallback cannot fail.
function unfailing(line) {
	say(line, "a test whose || fallback cannot fail (true, or a message alone): end it with false")
}

# is_test(CMD): CMD only tests: [, [[ ]] (Q here), test, grep -q, cmp -s,
# or one of those negated.
function is_test(cmd) {
	sub(/^![ \t]+/, "", cmd)
	return cmd ~ /^(\[|Q$|test[ \t])/ || cmd ~ /^cmp[ \t]+-s/ ||
	    (cmd ~ /^grep[ \t]/ && cmd ~ /[ \t](-[a-zA-Z]*q|--quiet)/)
}

# is_assertion(CMD): CMD is a test, or a diff or a cmp.
function is_assertion(cmd) {
	return is_test(cmd) || cmd ~ /^(diff|cmp)[ \t]/
}

# record(LINE, KIND): an opener, a closer, a fi, a branch or a list of
# the body at LINE, its depth and loops, for body_end() to judge.
function record(line, kind,    i, loops) {
	loops = 0
	for (i = base; i <= sp; i++)
		loops += stack[i] == "loop"
	nlists++
	l_line[nlists] = line; l_kind[nlists] = kind
	l_depth[nlists] = sp - base + 1; l_loops[nlists] = loops
	l_bang[nlists] = l_asserts[nlists] = l_andtest[nlists] = 0
	l_harmless[nlists] = 0
}

# body_begin(NAME): the body of the function NAME opens, of a test if
# NAME is empty, the file's top if -.
function body_begin(name) {
	stack[++sp] = "body"
	bodies[sp] = nlists
	bases[sp] = base
	base = sp + 1
	fnames[sp] = name
}

# body_end(): the body closes: each list that errexit leaves unchecked is
# said, but the body's last, whose status is the body's (and if that is
# an if, the last of each branch).
function body_end(    from, last, i, relies) {
	from = bodies[sp] + 1
	last = 0; relies = 0
	split("", final)
	for (i = from; i <= nlists; i++)
		if (l_depth[i] == 0 && fnames[sp] != "-")
			last = i
	final[last] = 1
	if (last > 0 && l_kind[last] == "fi")
		branch_ends(from, last)
	for (i = from; i <= nlists; i++) {
		if (l_kind[i] != "list" || ((i in final) && l_loops[i] == 0))
			continue
		relies = relies || l_asserts[i]
		if (l_bang[i] && l_loops[i] > 0)
			say(l_line[i], "a negated command in a loop, whose status errexit ignores: write `run !` or `|| false`")
		else if (l_bang[i])
			say(l_line[i], "a negated command before the last, whose status errexit ignores: write `run !` or `|| false`")
		else if (l_andtest[i])
			say(l_line[i], "a test after &&, the commands before it unchecked: write `a || false` and `b`, or `if a; then b; fi` for a condition")
	}
	if (fnames[sp] ~ /^[A-Za-z_]/)
		relies_of[(file ~ /\.bats$/ ? file : "") SUBSEP fnames[sp]] = relies
	nlists = bodies[sp]
	base = bases[sp]
	sp--
}

# branch_ends(FROM, FI): the body ends with an if closed by its fi at
# FI: the last list of each branch is a last too, into final[].
function branch_ends(from, fi,    i, open) {
	for (open = fi; open > from; open--)
		if (l_depth[open] == 0 && l_kind[open] == "opener")
			break
	for (i = open + 1; i < fi; i++)
		if (l_depth[i] == 1 && l_kind[i] == "list" &&
		    (l_kind[i + 1] == "branch" || i + 1 == fi))
			final[i] = 1
}

# finish_file(): what the file leaves open closes, its top last.
function finish_file() {
	if (file == "")
		return
	while (sp > 0)
		if (stack[sp] == "body")
			body_end()
		else
			sp--
}

# call(CMD, LINE, OFF): records the call of a function by CMD where
# errexit is off: OFF says so, or CMD is run's.
function call(cmd, line, off) {
	sub(/^![ \t]+/, "", cmd)
	if (cmd ~ /^run[ \t]/) {
		off = 1
		sub(/^run([ \t]+(-[0-9]+|!|--separate-stderr|--keep-empty-lines|--))*[ \t]+/, "", cmd)
	}
	cmd = first_word(cmd)
	if (off && cmd ~ /^[A-Za-z_][A-Za-z_0-9]*$/) {
		ncalls++
		c_file[ncalls] = file; c_line[ncalls] = line; c_name[ncalls] = cmd
	}
}

# resolve_calls(): says each call where errexit is off of a function
# with a test before its last command, its own file's or a helper's.
function resolve_calls(    i, key) {
	for (i = 1; i <= ncalls; i++) {
		key = c_file[i] SUBSEP c_name[i]
		if (!(key in relies_of))
			key = SUBSEP c_name[i]
		if (relies_of[key])
			msg[++nmsg] = c_file[i] ":" c_line[i] ": " c_name[i] \
			    " has tests before its last command, unchecked where errexit is off (run, !, && or ||, a condition): call it as a command of its own"
	}
}

function say(line, why) {
	msg[++nmsg] = file ":" line ": " why
}
