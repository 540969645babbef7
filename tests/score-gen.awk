# score-gen.awk: random SECRET GUESS stream lines for the differential test
# of `code score`, from a fixed seed, every line valid under the rules given.
#   awk -v SEED=3 -v COUNT=600 -v ALPHA=123456789 -v LEN=4 -v DISTINCT=both \
#       -v CANON=pairs.txt -f tests/score-gen.awk > stream.txt
# ALPHA: the colours, canonical spelling; ALT: another spelling of the same
# colours, one for one (classic's ABCDEF for 123456), used at random;
# LEN: the code length, or 0 for any (hints: mostly 1..12, some up to 256);
# DISTINCT: none, secret, guess or both; PAD=1: leading zeros of a compact
# code are sometimes left out (digits: 58 is 0058).
# The stream goes to standard output in every shape the contract allows
# (compact or one-character words, spaces and tabs, CRLF, blank and `#`
# lines, maybe no final newline); CANON gets `SECRET GUESS` in canonical
# compact form, one line per pair, for tests/score-ref.awk.
BEGIN {
	if (SEED == "")
		SEED = 1
	srand(SEED)
	if (DISTINCT == "")
		DISTINCT = "none"
	ncol = length(ALPHA)
	for (k = 1; k <= COUNT; k++) {
		n = LEN > 0 ? LEN : (rand() < 0.95 ? 1 + int(rand() * 12) : 13 + int(rand() * 244))
		if (LEN == 0 && k == 1)
			n = 256
		make_pair(n)
		while (rand() < 0.05)
			printf "%s%s", (rand() < 0.5 ? blank() : sp() "#" sp() "a comment " secret " " guess), eol()
		print secret " " guess >CANON
		printf "%s%s", sp0(), written(secret, guess)
		printf "%s", sp0()
		if (k < COUNT || !NOFINAL)
			printf "%s", eol()
	}
}

function make_pair(n,    i, palette) {
	# a few colours only, at times, so that repeats are common
	palette = rand() < 0.5 ? ncol : 1 + int(rand() * ncol)
	if (DISTINCT == "secret" || DISTINCT == "both")
		secret = distinct_code(n)
	else
		secret = any_code(n, palette)
	# a mutated secret keeps the secret's repeats: not for a distinct guess
	# unless the secret is distinct too
	if (rand() < 0.35 && DISTINCT != "guess")
		guess = mutate(secret, DISTINCT == "both")
	else if (DISTINCT == "guess" || DISTINCT == "both")
		guess = distinct_code(n)
	else
		guess = any_code(n, palette)
}

# any_code(n, palette): n colours drawn from the first palette colours of
# ALPHA, shifted by a random offset so that every colour gets drawn.
function any_code(n, palette,    i, code, base) {
	base = int(rand() * ncol)
	code = ""
	for (i = 0; i < n; i++)
		code = code substr(ALPHA, 1 + (base + int(rand() * palette)) % ncol, 1)
	return code
}

# distinct_code(n): n different colours (n <= ncol), a partial shuffle.
function distinct_code(n,    i, j, t, a, code) {
	for (i = 1; i <= ncol; i++)
		a[i] = substr(ALPHA, i, 1)
	code = ""
	for (i = 1; i <= n; i++) {
		j = i + int(rand() * (ncol - i + 1))
		t = a[i]; a[i] = a[j]; a[j] = t
		code = code a[i]
	}
	return code
}

# mutate(code, keep_distinct): code with two places swapped and maybe one
# colour changed (to a colour the code lacks when keep_distinct is set).
function mutate(code, keep_distinct,    n, i, j, c, a, out, tries) {
	n = length(code)
	for (i = 1; i <= n; i++)
		a[i] = substr(code, i, 1)
	i = 1 + int(rand() * n); j = 1 + int(rand() * n)
	c = a[i]; a[i] = a[j]; a[j] = c
	if (rand() < 0.5) {
		i = 1 + int(rand() * n)
		for (tries = 0; tries < 50; tries++) {
			c = substr(ALPHA, 1 + int(rand() * ncol), 1)
			if (!keep_distinct || index(code, c) == 0)
				break
		}
		if (!keep_distinct || index(code, c) == 0)
			a[i] = c
	}
	out = ""
	for (i = 1; i <= n; i++)
		out = out a[i]
	return out
}

# written(s, g): the pair as a stream line: two compact codes, or 2n
# one-character words; classic colours in either spelling; digits codes
# sometimes without their leading zeros.
function written(s, g,    i, out) {
	if (ALT != "") {
		s = respell(s)
		g = respell(g)
	}
	if (rand() < 0.3) {
		out = ""
		for (i = 1; i <= length(s); i++)
			out = out (i > 1 ? sp() : "") substr(s, i, 1)
		for (i = 1; i <= length(g); i++)
			out = out sp() substr(g, i, 1)
		return out
	}
	if (PAD) {
		s = unpad(s)
		g = unpad(g)
	}
	return s sp() g
}

function respell(code,    i, c, out) {
	out = ""
	for (i = 1; i <= length(code); i++) {
		c = substr(code, i, 1)
		out = out (rand() < 0.5 ? substr(ALT, index(ALPHA, c), 1) : c)
	}
	return out
}

function unpad(code) {
	if (rand() < 0.5)
		return code
	sub(/^0+/, "", code)
	return code == "" ? "0" : code
}

function sp(    r) {
	r = rand()
	return r < 0.7 ? " " : r < 0.85 ? "\t" : r < 0.95 ? "  " : " \t "
}

function sp0() {
	return rand() < 0.85 ? "" : sp()
}

function blank() {
	return rand() < 0.5 ? "" : sp()
}

function eol() {
	return rand() < 0.9 ? "\n" : "\r\n"
}
