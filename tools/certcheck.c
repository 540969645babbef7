/*
 * certcheck: checks a certificate of optimality of a game of code
 * (doc/certificate.md) with plain loops: plays its strategy against every
 * secret, then checks each claim of its lower bound by weighing every guess
 * allowed at the claim's set.  It shares no source with code.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define INF	UINT64_MAX	/* a value of "inf", a depth of "none" */
#define LEVELS	64		/* the most guesses of a way */
#define WIDTH	32		/* the most places of a code */
#define SYMBOLS	255		/* the most symbols of a game */
#define NOWHERE	SIZE_MAX
#define GUESS(g)	(guess + (size_t)(g) * length)
#define SECRET(s)	(secret + (size_t)(s) * length)
#define HINT(g, s)	table[(size_t)(s) * guesses + (g)]
#define ULL(n)		((unsigned long long)(n))
#define ALLOC(n, size)	grow(NULL, &(size_t){ 0 }, n, size)
#define refuse(line, ...)	fail(REFUSED, line, NULL, __VA_ARGS__)
#define trouble(...)		fail(TROUBLE, 0, NULL, __VA_ARGS__)

enum { VALID, REFUSED, TROUBLE };
enum { COUNTS, BLACK, TOTAL, MARKS };

/* The game, as the header says and the lists give. */
static uint64_t version, rule, length, distinct, tries, hard, consistent;
static uint64_t value;
static unsigned hints, win;
static char hint_name[256][WIDTH + 1];	/* each hint's text, "" if none */
static char symbol[SYMBOLS][5];		/* each symbol's UTF-8 bytes */
static size_t symbols, secrets, guesses, first = NOWHERE, value_line;
static unsigned char *secret, *guess;	/* codes of length symbols, sorted */
static unsigned char *table;		/* HINT(g, s): g's hint to s */
static char **list;			/* the lists the command line gives */
static int lists;
static const char *progname;

/* The file being read: its line, and the last field read of it. */
static struct reader {
	FILE *f;
	const char *name;
	char *text, *at, *field;
	size_t size, line, n;		/* n: the field's bytes */
	int again, hashing;		/* again: to read the line again */
	uint64_t hash;			/* FNV-1a of the bytes, if hashing */
} in;

/* A node of the strategy or a claim: its set is its parent's less the
 * secrets that do not give hint to guess (a node's: its parent's play). */
static struct step {
	uint64_t depth, value;		/* a claim's */
	size_t parent, line, level;	/* level: the steps of its way */
	size_t child, sibling;		/* its first child, its next sibling */
	size_t sym_from, sym_to;	/* a claim's symmetry lines */
	uint32_t guess, play;		/* play: a node's own guess */
	unsigned char hint;
} *node, *claim;
static size_t nodes, claims;

/* A symmetry of a claim's set: a permutation of colours and places. */
static struct symmetry {
	size_t line;
	unsigned char colour[SYMBOLS], place[WIDTH];
} *sym;
static size_t syms;

static uint32_t *set;			/* the secrets of the last walk */
static const struct step *way[LEVELS];	/* the steps of the last walk */

/* Says NAME:LINE[:COLUMN of at]: MESSAGE (line 0: MESSAGE), and exits. */
static void
fail(int status, size_t line, const char *at, const char *fmt, ...)
{
	va_list ap;
	size_t column = 1;

	for (const char *p = in.text; at != NULL && p < at; p++)
		column += (*p & 0xc0) != 0x80;	/* characters, not bytes */
	fprintf(stderr, line == 0 ? "%s: " : at == NULL ? "%s: %s:%zu: " :
	    "%s: %s:%zu:%zu: ", progname, in.name, line, column);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(status);
}

/* Refuses the last field read, where what was expected. */
static void
expected(const char *what)
{
	fail(REFUSED, in.line, in.field, "expected %s, found %s%.*s%s", what,
	    in.n > 0 ? "'" : "the end of the line", (int)in.n, in.field,
	    in.n > 0 ? "'" : "");
}

/* Returns p, of *room items of size, grown to hold item n. */
static void *
grow(void *p, size_t *room, size_t n, size_t size)
{
	if (n < *room)
		return p;
	*room = n + n / 2 + 1024;
	if (*room > SIZE_MAX / size || (p = realloc(p, *room * size)) == NULL)
		trouble("out of memory");
	return p;
}

/* Reads the next line (or the last again); at the end refuses what is due.
 * Returns 0 at the end of the file. */
static int
next_line(const char *what)
{
	ssize_t n;

	if (in.again) {
		in.again = 0;
		in.at = in.text;
		return 1;
	}
	if ((n = getline(&in.text, &in.size, in.f)) < 0) {
		if (ferror(in.f))
			trouble("%s: %s", in.name, strerror(errno));
		if (what != NULL)
			refuse(in.line + 1, "expected %s, found the end of the "
			    "file", what);
		return 0;
	}
	for (ssize_t i = 0; in.hashing && i < n; i++)
		in.hash = (in.hash ^ (unsigned char)in.text[i]) * 0x100000001b3u;
	in.at = in.text;
	if (++in.line == 1 && !in.hashing && memcmp(in.text, "\x1f\x8b", 2) == 0)
		refuse(1, "a gzip file: give it as `zcat FILE | %s -'",
		    progname);
	n -= n > 0 && in.text[n - 1] == '\n';
	n -= n > 0 && in.text[n - 1] == '\r';
	in.text[n] = '\0';
	if ((size_t)n != strlen(in.text))
		fail(REFUSED, in.line, in.text + strlen(in.text),
		    "expected text, found a NUL byte");
	return 1;
}

/* Returns the next field of the line (in.n bytes), where what is due. */
static const char *
field(const char *what)
{
	in.field = in.at;
	in.n = strcspn(in.at, " ");
	if (in.n == 0) {
		in.n = *in.at != '\0';	/* shows an empty field's space */
		expected(what);
	}
	in.at += in.n + (in.at[in.n] == ' ');
	return in.field;
}

static void
line_end(void)
{
	if (*in.at != '\0') {
		field("");
		expected("the end of the line");
	}
}

/* Returns the next field: its index in words, or a number from least to
 * most (words: the word for INF; most 0: words alone). */
static uint64_t
read_value(const char *what, const char *words, uint64_t least,
    uint64_t most)
{
	const char *p = field(what), *w = words;
	uint64_t n = 0, digit;

	for (uint64_t k = 0; w != NULL && *w != '\0'; k++) {
		size_t b = strcspn(w, " ");

		if (b == in.n && memcmp(w, p, b) == 0)
			return most > 0 ? INF : k;
		w += b + (w[b] == ' ');
	}
	for (size_t i = 0; i < in.n; i++) {
		digit = (uint64_t)(p[i] - '0');
		if (p[i] < '0' || p[i] > '9' || digit > most ||
		    n > (most - digit) / 10)
			expected(what);
		n = n * 10 + digit;
	}
	if (most == 0 || n < least)
		expected(what);
	return n;
}

/* Reads the next line and its first field, key; if not must, returns 0
 * at the end of the file or before a line of another key, to read again. */
static int
key_line(const char *key, int must)
{
	char what[40];
	size_t n = strlen(key);

	snprintf(what, sizeof(what), "'%s'", key);
	if (!next_line(must ? what : NULL))
		return 0;
	if (!must && (strncmp(in.text, key, n) != 0 || (in.text[n] != ' ' &&
	    in.text[n] != '\0'))) {
		in.again = 1;
		return 0;
	}
	return read_value(what, key, 0, 0) == 0;
}

/* Reads the n bytes of UTF-8 at p into code as symbols (new ones if add).
 * Returns how many, or NOWHERE if more than most or one is no symbol. */
static size_t
read_symbols(const char *p, size_t n, unsigned char *code, size_t most,
    int add)
{
	size_t k = 0, b, j;

	for (size_t i = 0; i < n; i += b, k++) {
		unsigned char c = (unsigned char)p[i];

		b = c < 0x80 ? 1 : c < 0xc2 ? 0 : c < 0xe0 ? 2 : c < 0xf0 ? 3 :
		    c < 0xf5 ? 4 : 0;
		for (j = 1; j < b && i + j < n; j++)
			b = (p[i + j] & 0xc0) == 0x80 ? b : 0;
		if (b == 0 || i + b > n || k == most)
			return NOWHERE;
		for (j = 0; j < symbols; j++)
			if (memcmp(symbol[j], p + i, b) == 0 &&
			    symbol[j][b] == '\0')
				break;
		if (j == symbols && (!add || symbols == SYMBOLS))
			return NOWHERE;
		if (j == symbols)
			memcpy(symbol[symbols++], p + i, b);
		code[k] = (unsigned char)j;
	}
	return k;
}

/* Returns the code as text (in one of four buffers). */
static const char *
code_text(const unsigned char *code)
{
	static char buffer[4][WIDTH * 4 + 1];
	static unsigned next;
	char *t = buffer[next++ % 4];

	t[0] = '\0';
	for (size_t i = 0; i < length; i++)
		strcat(t, symbol[code[i]]);
	return t;
}

static int
by_code(const void *a, const void *b)
{
	return memcmp(a, b, length);
}

/* Returns the index of code among the count codes, or NOWHERE. */
static size_t
find(const unsigned char *code, const unsigned char *codes, size_t count)
{
	const unsigned char *at = bsearch(code, codes, count, length, by_code);

	return at == NULL ? NOWHERE : (size_t)(at - codes) / length;
}

/* Returns the guess in the next field, a guess of the game. */
static size_t
read_guess(void)
{
	unsigned char code[WIDTH];
	size_t g = NOWHERE;

	field("a guess");
	if (read_symbols(in.field, in.n, code, length, 0) == length)
		g = find(code, guess, guesses);
	if (g == NOWHERE)
		expected("a guess of the game");
	return g;
}

/* Returns the hint in the next field, not the win. */
static unsigned
read_hint(void)
{
	static const char *const what[] = { "a hint strong,weak",
	    "a hint (a count)", "a hint (a count)", "a hint of marks G, Y and -" };
	unsigned h;

	field("a hint");
	for (h = 0; h < hints; h++)
		if (strlen(hint_name[h]) == in.n &&
		    memcmp(hint_name[h], in.field, in.n) == 0)
			break;
	if (h == hints)
		expected(what[rule]);
	if (h == win)
		expected("a hint other than the win");
	return h;
}

/* Returns 1 if the code's symbols are all different. */
static int
all_distinct(const unsigned char *code)
{
	for (size_t i = 0; i < length; i++)
		for (size_t j = 0; j < i; j++)
			if (code[i] == code[j])
				return 0;
	return 1;
}

/* Sorts the count codes, each kept once.  Returns how many are left. */
static size_t
sort_codes(unsigned char *codes, size_t count)
{
	size_t n = 0;

	qsort(codes, count, length, by_code);
	for (size_t i = 0; i < count; i++)
		if (n == 0 || memcmp(codes + (n - 1) * length,
		    codes + i * length, length) != 0)
			memmove(codes + n++ * length, codes + i * length, length);
	return n;
}

/* Sets *codes to every code of the colours (distinct if so), in order.
 * Returns how many. */
static size_t
all_codes(int distinct_only, unsigned char **codes)
{
	size_t count = 1, n = 0;

	for (size_t i = 0; i < length; i++)
		if ((count *= symbols) > ((size_t)1 << 24))
			refuse(in.line, "more than 2^24 codes");
	*codes = ALLOC(count, length);
	for (size_t x = 0; x < count; x++) {
		unsigned char *c = *codes + n * length;
		size_t rest = x;

		for (size_t i = length; i-- > 0; rest /= symbols)
			c[i] = (unsigned char)(rest % symbols);
		n += !distinct_only || all_distinct(c);
	}
	return n;
}

/* Appends the words of file to secret, from count on, refusing the line at
 * of the certificate unless the file hashes to want.  Returns the count. */
static size_t
read_list(const char *file, uint64_t want, size_t at, int distinct_only,
    size_t count)
{
	static size_t room;
	struct reader certificate = in;
	const char *p;

	in = (struct reader){ .f = fopen(file, "r"), .name = file,
	    .hashing = 1, .hash = 0xcbf29ce484222325u };
	if (in.f == NULL)
		trouble("%s: %s", file, strerror(errno));
	while (next_line(NULL)) {
		p = in.text + 3 * (in.line == 1 &&
		    strncmp(in.text, "\xef\xbb\xbf", 3) == 0);
		if (*p == '\0')
			continue;
		secret = grow(secret, &room, count, length);
		if (read_symbols(p, strlen(p), SECRET(count), length, 1) !=
		    length || (distinct_only && !all_distinct(SECRET(count))))
			refuse(in.line, "expected a word of %llu %scharacters, "
			    "found '%s'", ULL(length), distinct_only ?
			    "distinct " : "", p);
		count++;
	}
	fclose(in.f);
	free(in.text);
	certificate.hash = in.hash;
	in = certificate;
	if (in.hash != want)
		refuse(at, "the list %s hashes to %016llx, not %016llx", file,
		    ULL(in.hash), ULL(want));
	return count;
}

/* Reads the line of the colours, or those of the lists, and makes the
 * secrets and guesses of the game. */
static void
read_codes(void)
{
	unsigned char code[SYMBOLS];
	uint64_t hash[2];
	size_t at[2], n = 0, words;
	char hex[17];

	next_line("the line 'colours ...' or 'secrets ...'");
	if (read_value("'colours' or 'secrets'", "colours secrets", 0, 0) ==
	    0) {
		field("the colours");
		if (read_symbols(in.field, in.n, code, SYMBOLS, 1) != symbols)
			expected("colours, each once");
		line_end();
		if (lists > 0)
			fail(TROUBLE, in.line, NULL, "the game has colours, not "
			    "lists: give CERT alone");
		secrets = all_codes(distinct & 1, &secret);
		guesses = all_codes(distinct & 2, &guess);
		return;
	}
	do {
		hash[n] = strtoull(field("a hash of 16 hex digits"), NULL, 16);
		snprintf(hex, sizeof(hex), "%016llx", ULL(hash[n]));
		if (in.n != 16 || memcmp(hex, in.field, 16) != 0)
			expected("a hash of 16 hex digits");
		line_end();
		at[n++] = in.line;
	} while (n < 2 && key_line("allowed", 0));
	if (n != (size_t)lists)
		fail(TROUBLE, at[0], NULL, "the game reads %zu list%s: give %s",
		    n, n > 1 ? "s" : "", n > 1 ? "SECRETS and ALLOWED" :
		    "SECRETS alone");
	secrets = words = read_list(list[0], hash[0], at[0], distinct & 1, 0);
	if (n > 1)
		words = read_list(list[1], hash[1], at[1], distinct & 2, words);
	guess = memcpy(ALLOC(words, length), secret, words * length);
	secrets = sort_codes(secret, secrets);
	guesses = sort_codes(guess, words);
}

/* Names the hints of the rule (hint_name, hints and win), or refuses the
 * length if they are more than 256. */
static void
name_hints(void)
{
	unsigned n = (unsigned)length + 1, h, x;

	for (hints = 1, h = 1; rule == MARKS && h < n && hints <= 256; h++)
		hints *= 3;
	if (rule != MARKS)	/* Jotto's win: a hint apart */
		hints = rule == COUNTS ? n * n : n + (rule == TOTAL);
	win = rule == COUNTS ? n * (n - 1) : hints - 1;
	if (hints > 256)
		expected("a length of at most 256 hints");
	for (h = 0; h < hints; h++) {
		x = h;
		for (size_t k = n - 1; rule == MARKS && k-- > 0; x /= 3)
			hint_name[h][k] = "-YG"[x % 3];
		if (rule == COUNTS && h / n + h % n < n)
			sprintf(hint_name[h], "%u,%u", h / n, h % n);
		else if (rule != COUNTS && rule != MARKS && h < n)
			sprintf(hint_name[h], "%u", h);
	}
}

static void
hard_marks(void)
{
	if (hard && rule != MARKS)
		expected("'no' (hard mode is a rule of marks)");
}

/* Reads the header: the game, its value, and the first guess if named.
 * Its lines are a table, in order: a key, its value one of words or a
 * number (or INF), and what follows from it. */
static void
read_header(void)
{
	static const struct setting {
		const char *key, *what, *words;	/* words: INF's if most */
		uint64_t least, most, *to;	/* most 0: one of words */
		void (*then)(void);
	} header[] = {
		{ "code-certificate", "the format's version 2", NULL, 2, 2,
		    &version, NULL },
		{ "rule", "counts, black, total or marks",
		    "counts black total marks", 0, 0, &rule, NULL },
		{ "length", "a length of 1 to 32", NULL, 1, WIDTH, &length,
		    name_hints },
		{ "distinct", "none, secret, guess or both",
		    "none secret guess both", 0, 0, &distinct, read_codes },
		{ "tries", "a try limit of 1 to 64 or 'none'", "none", 1,
		    LEVELS, &tries, NULL },
		{ "hard", "'yes' or 'no'", "no yes", 0, 0, &hard, hard_marks },
		{ "consistent", "'yes' or 'no'", "no yes", 0, 0, &consistent,
		    NULL },
		{ "value", "a total or 'inf'", "inf", 0, INF - 1, &value,
		    NULL },
	};

	for (const struct setting *s = header; s < header + 8; s++) {
		key_line(s->key, 1);
		*s->to = read_value(s->what, s->words, s->least, s->most);
		line_end();
		if (s->then != NULL)
			s->then();
	}
	value_line = in.line;
	if (key_line("first", 0)) {
		first = read_guess();
		if (consistent && find(GUESS(first), secret, secrets) == NOWHERE)
			expected("a first guess that may be the secret");
		line_end();
	}
}

/* Returns the hint of the guess g to the secret s, by the rule. */
static unsigned
score(const unsigned char *g, const unsigned char *s)
{
	static unsigned char left[SYMBOLS];	/* all 0 between calls */
	unsigned strong = 0, common = 0, marks = 0, n = (unsigned)length, i;
	int wordle = rule == MARKS;

	for (i = 0; i < n; i++) {
		strong += g[i] == s[i];
		if (!wordle || g[i] != s[i])
			left[s[i]]++;
	}
	for (i = 0; i < n; i++) {	/* Wordle's: left to right */
		unsigned mark = wordle && g[i] == s[i] ? 2 : 0;

		if (mark == 0 && left[g[i]] > 0) {
			left[g[i]]--;
			common++;
			mark = 1;
		}
		marks = marks * 3 + mark;
	}
	for (i = 0; i < n; i++)
		left[s[i]] = 0;
	if (rule == COUNTS)
		return strong * (n + 1) + common - strong;
	if (rule == TOTAL)
		return strong == n ? win : common;
	return rule == BLACK ? strong : marks;
}

/* Returns 1 if the guess g is allowed at the n secrets of set, reached by
 * the first k steps of way: under hard mode, if it keeps each letter
 * marked G in its place and uses each letter as often as it is marked;
 * consistent, if it may be the secret. */
static int
allowed(size_t n, size_t k, size_t g)
{
	const unsigned char *code = GUESS(g), *past;
	size_t s = 0;

	for (size_t j = 0; hard && j < k; j++) {
		const char *mark = hint_name[way[j]->hint];

		past = GUESS(way[j]->guess);
		for (size_t i = 0; i < length; i++) {
			size_t asked = 0, has = 0;

			for (size_t x = 0; x < length; x++) {
				asked += mark[x] != '-' && past[x] == past[i];
				has += code[x] == past[i];
			}
			if ((mark[i] == 'G' && code[i] != past[i]) ||
			    has < asked)
				return 0;
		}
	}
	while (consistent && s < n && HINT(g, set[s]) != win)
		s++;
	return !consistent || s < n;
}

/* Fills set with the secrets of r[i] and way with its steps.  Returns how
 * many secrets; *ok says if its last guess is allowed where it is played. */
static size_t
walk(const struct step *r, size_t i, int *ok)
{
	size_t n = secrets, k = r[i].level, kept;

	for (size_t j = i; j != 0; j = r[j].parent)
		way[r[j].level - 1] = &r[j];
	for (size_t s = 0; s < secrets; s++)
		set[s] = (uint32_t)s;
	*ok = 1;
	for (size_t j = 0; j < k; j++, n = kept) {
		if (j + 1 == k)
			*ok = allowed(n, j, way[j]->guess);
		kept = 0;
		for (size_t s = 0; s < n; s++)
			if (HINT(way[j]->guess, set[s]) == way[j]->hint)
				set[kept++] = set[s];
	}
	return n;
}

/* Links r[i] as its parent's first child.  Returns a sibling read before
 * with its guess and hint (a second branch, a second claim), or 0. */
static size_t
adopt(struct step *r, size_t i)
{
	struct step *up = &r[r[i].parent];
	size_t k;

	for (k = up->child; k != 0; k = r[k].sibling)
		if (r[k].guess == r[i].guess && r[k].hint == r[i].hint)
			break;
	r[i].sibling = up->child;
	up->child = i;
	return k;
}

/* Reads a line of the strategy into node x: the way to one of the depth
 * nodes of path (the way to the line before), then one hint and guess
 * more; links it, and checks it can be played there. */
static void
read_node(size_t x, size_t *path, size_t *depth)
{
	static const char dfs[] = "the way to a node of a line before (in "
	    "depth-first order)";
	size_t level = 0, g = read_guess(), n;
	unsigned h = 0;
	int ok;

	while (*in.at != '\0') {
		if (level >= *depth || node[path[level]].play != g ||
		    node[path[level]].hint != h)
			expected(dfs);
		if (++level == LEVELS)
			expected("a way of at most 64 guesses");
		h = read_hint();
		g = read_guess();
	}
	if ((level == 0 && *depth > 0) || (level == 0 && first != NOWHERE &&
	    g != first))
		expected(*depth > 0 ? dfs : "the first guess the header names");
	node[x] = (struct step){ .line = in.line, .level = level,
	    .play = (uint32_t)g, .hint = (unsigned char)h,
	    .parent = level > 0 ? path[level - 1] : 0 };
	node[x].guess = node[node[x].parent].play;
	path[level] = x;
	*depth = level + 1;
	if (level > 0 && adopt(node, x) != 0)
		refuse(in.line, "a second branch for the hint %s", hint_name[h]);
	if ((n = walk(node, x, &ok)) == 0)
		refuse(in.line, "no secret left gives the hint %s", hint_name[h]);
	if (level >= tries)
		refuse(in.line, "guess number %zu, past the %llu tries",
		    level + 1, ULL(tries));
	if (!allowed(n, level, g))
		expected(hard ? "a guess hard mode allows there" : "a guess "
		    "that may be the secret there (consistent)");
}

/* Reads the strategy and plays it against every secret.  Returns its
 * total, 0 if it has none. */
static uint64_t
read_strategy(void)
{
	size_t room = 0, depth = 0, path[LEVELS], x, k;
	uint64_t lines, total = 0;
	unsigned h;

	key_line("strategy", 1);
	lines = read_value("a count of lines", NULL, 0, INF - 1);
	if (lines > 0 && value == INF)
		expected("0 (no strategy wins, as the value says)");
	line_end();
	for (nodes = 0; nodes < lines; nodes++) {
		next_line("a line of the strategy");
		node = grow(node, &room, nodes, sizeof(*node));
		read_node(nodes, path, &depth);
	}
	for (size_t s = 0; s < secrets && lines > 0; s++) {
		for (x = 0; (h = HINT(node[x].play, s)) != win; x = k) {
			for (k = node[x].child; k != 0 && node[k].hint != h;)
				k = node[k].sibling;
			if (k == 0)
				refuse(node[x].line, "the strategy never finds "
				    "%s: %s gives it %s, and no line below this "
				    "one has that hint", code_text(SECRET(s)),
				    code_text(GUESS(node[x].play)), hint_name[h]);
		}
		total += node[x].level + 1;
	}
	if (lines > 0 && total != value)
		refuse(value_line, "the strategy totals %llu, not the value",
		    ULL(total));
	return total;
}

/* Reads a symmetry line of the claim before, its key read. */
static void
read_symmetry(void)
{
	static size_t room;
	unsigned char seen[SYMBOLS + 1] = { 0 };
	struct symmetry *s;
	size_t n;
	char *p;

	field("a permutation of the colours");
	if (lists > 0 || hard)
		expected("no symmetry (a game of lists or hard mode has none)");
	sym = grow(sym, &room, syms, sizeof(*sym));
	s = &sym[syms];
	s->line = in.line;
	n = read_symbols(in.field, in.n, s->colour, symbols, 0);
	for (size_t k = 0; k < symbols && n == symbols; k++)
		n = seen[s->colour[k]]++ ? 0 : n;
	if (n != symbols)
		expected("a permutation of the colours");
	memset(seen, 0, sizeof(seen));
	p = (char *)field("a permutation of the places");
	for (size_t k = 0; k < length; k++) {
		n = *p >= '0' && *p <= '9' ? strtoul(p, &p, 10) : 0;
		if (n < 1 || n > length || seen[n]++ || (k + 1 < length &&
		    *p++ != ','))
			expected("a permutation of the places, as 2,1,3");
		s->place[k] = (unsigned char)(n - 1);
	}
	if (p != in.field + in.n)
		expected("a permutation of the places, as 2,1,3");
	line_end();
	claim[claims - 1].sym_to = ++syms;
}

/* Reads the line of claim c, and links it to its parent. */
static void
read_claim(size_t c)
{
	struct step *x = &claim[c], *up;
	size_t p;
	char what[64];

	*x = (struct step){ .line = in.line, .sym_from = syms, .sym_to = syms };
	x->parent = p = read_value("the id of a claim before", NULL, 0, INF - 1);
	if (p >= c)
		expected("the id of a claim before");
	up = &claim[p];
	if ((x->level = up->level + 1) > LEVELS)
		expected("the id of a claim less than 64 guesses deep");
	x->guess = (uint32_t)read_guess();
	x->hint = (unsigned char)read_hint();
	x->depth = read_value("a depth of 0 to 64 or 'none'", "none", 0, LEVELS);
	if (x->depth != INF && (up->depth == INF || x->depth + 1 != up->depth)) {
		snprintf(what, sizeof(what), up->depth == INF || up->depth == 0 ?
		    "the depth its parent's leaves: none" : "the depth its "
		    "parent's leaves: %llu or none", ULL(up->depth - 1));
		expected(what);
	}
	x->value = read_value("a total or 'inf'", "inf", 0, INF - 1);
	line_end();
	if ((p = adopt(claim, c)) != 0)
		refuse(in.line, "claim %zu: a second claim of the set of claim "
		    "%zu (line %zu)", c, p, claim[p].line);
}

/* Reads the claims (the root's: the header's) and symmetries to the end. */
static void
read_claims(void)
{
	size_t room = 0;

	key_line("claims", 1);
	line_end();
	claim = grow(NULL, &room, 0, sizeof(*claim));
	claim[0] = (struct step){ .depth = tries, .value = value,
	    .line = value_line };
	for (claims = 1; !key_line("end", 0);) {
		if (key_line("sym", 0)) {
			read_symmetry();
			continue;
		}
		next_line("a claim, or the line 'sym ...' or 'end'");
		claim = grow(claim, &room, claims, sizeof(*claim));
		read_claim(claims++);
	}
	line_end();
	if (next_line(NULL))
		refuse(in.line, "expected the end of the file");
}

/* Returns "claim ID (the root)" or "claim ID (path GUESS HINT ...)" of
 * claim i, whose way the last walk filled. */
static const char *
claim_text(size_t i)
{
	static char t[LEVELS * (WIDTH * 5 + 8) + 64];

	sprintf(t, "claim %zu (%s", i, i > 0 ? "path" : "the root");
	for (size_t k = 0; k < claim[i].level; k++) {
		strcat(t, " ");
		for (size_t j = 0; j < length; j++)	/* not code_text's */
			strcat(t, symbol[GUESS(way[k]->guess)[j]]);
		strcat(strcat(t, " "), hint_name[way[k]->hint]);
	}
	return strcat(t, ")");
}

/* What weighing a claim knows of each guess. */
static struct weight {
	uint64_t total, best;	/* T(g); the most T(g) of its orbit */
	size_t orbit;		/* a link towards its orbit's root */
} *weight;
static unsigned char *weighed;	/* the guesses weighed at the claim */
static unsigned char *differ;	/* a guess's hints to the set differ */
static uint64_t *low;		/* the closed form of a part of m secrets */
static unsigned char *member;	/* the secrets of a claim's set */

static uint64_t
add(uint64_t a, uint64_t b)
{
	return a > INF - b ? INF : a + b;
}

static size_t
orbit_of(size_t g)
{
	while (weight[g].orbit != g)
		g = weight[g].orbit = weight[weight[g].orbit].orbit;
	return g;
}

/* Returns the code that the symmetry p maps the code c to. */
static const unsigned char *
permute(const struct symmetry *p, const unsigned char *c)
{
	static unsigned char code[WIDTH];

	for (size_t j = 0; j < length; j++)
		code[p->place[j]] = p->colour[c[j]];
	return code;
}

/* Checks that the symmetries of claim i map its n secrets to themselves,
 * and joins the orbits of the guesses: each takes its orbit's best. */
static void
join_orbits(size_t i, size_t n)
{
	const unsigned char *image;
	size_t x;

	for (size_t g = 0; g < guesses; g++)
		weight[g].orbit = g;
	for (size_t s = 0; s < n; s++)
		member[set[s]] = 1;
	for (size_t k = claim[i].sym_from; k < claim[i].sym_to; k++) {
		for (size_t s = 0; s < n; s++) {
			image = permute(&sym[k], SECRET(set[s]));
			x = find(image, secret, secrets);
			if (x == NOWHERE || !member[x])
				refuse(sym[k].line, "the symmetry maps %s of "
				    "claim %zu's set to %s, outside it",
				    code_text(SECRET(set[s])), i,
				    code_text(image));
		}
		for (size_t g = 0; g < guesses; g++)
			if ((x = find(permute(&sym[k], GUESS(g)), guess,
			    guesses)) != NOWHERE)
				weight[orbit_of(g)].orbit = orbit_of(x);
	}
	for (size_t s = 0; s < n; s++)
		member[set[s]] = 0;
	for (size_t g = 0; g < guesses; g++)
		weight[g].best = 0;
	for (size_t g = 0; g < guesses; g++)
		if (weighed[g] && weight[orbit_of(g)].best <
		    weight[g].total)
			weight[orbit_of(g)].best = weight[g].total;
	for (size_t g = 0; g < guesses; g++)
		weight[g].best = weight[orbit_of(g)].best;
}

/* Parts the n secrets of set by their hints to g.  Returns the parts but
 * the win, their sizes in part. */
static uint32_t
parts(size_t n, size_t g, uint32_t *part)
{
	static uint32_t size[256];	/* all 0 between calls */
	unsigned char touched[256];
	uint32_t count = 0, others = 0;

	for (size_t s = 0; s < n; s++)
		if (size[HINT(g, set[s])]++ == 0)
			touched[count++] = HINT(g, set[s]);
	for (unsigned p = 0; p < count; p++) {
		if (touched[p] != win)
			part[others++] = size[touched[p]];
		size[touched[p]] = 0;
	}
	return others;
}

/* Fills low with bound(m, depth - 1, branches) for m of 0 to n. */
static void
closed_form(size_t n, uint64_t depth, uint64_t branches)
{
	uint64_t level = 1, room = 1, held = 1;

	for (size_t m = 1; m <= n; m++) {
		while (m > held) {	/* level k holds branches^(k-1) */
			level++;
			room = room > INF / branches ? INF : room * branches;
			held = add(held, room);
		}
		low[m] = low[m - 1] == INF || level >= depth ? INF :
		    low[m - 1] + level;
	}
}

/* Weighs the guesses allowed at claim i's n secrets: T(g), with the
 * claims below it, and the most of its orbit's if it has symmetries.
 * Returns the first guess below its value, NOWHERE if none. */
static size_t
weigh(size_t i, size_t n)
{
	static uint32_t *record;	/* a guess, its parts, their sizes */
	static size_t room;
	const struct step *c = &claim[i];
	uint64_t branches = 1;
	uint32_t *r;
	size_t used = 0, s, m;

	memset(differ, 0, guesses);
	for (s = 1; s < n; s++)		/* a row a pass: SIMD */
		for (size_t g = 0; g < guesses; g++)
			differ[g] |= HINT(g, set[0]) ^ HINT(g, set[s]);
	for (size_t g = 0; g < guesses; g++) {
		weighed[g] = 0;
		if ((!differ[g] && HINT(g, set[0]) != win && (i > 0 ||
		    g != first)) || !allowed(n, c->level, g))
			continue;	/* a strategy of least total skips it */
		record = grow(record, &room, used + 258, sizeof(*record));
		r = record + used;
		if ((r[1] = parts(n, g, r + 2)) > branches && differ[g])
			branches = r[1];
		r[0] = (uint32_t)g;
		weighed[g] = i > 0 || first == NOWHERE || g == first;
		used += weighed[g] ? 2 + r[1] : 0;
	}
	closed_form(n, c->depth, branches);
	for (r = record; r < record + used; r += 2 + r[1]) {
		weight[r[0]].total = n;
		for (size_t p = 0; p < r[1]; p++)
			weight[r[0]].total = add(weight[r[0]].total, low[r[2 + p]]);
	}
	for (size_t k = c->child; k != 0; k = claim[k].sibling) {
		struct weight *w = &weight[claim[k].guess];

		for (s = 0, m = 0; s < n && weighed[claim[k].guess]; s++)
			m += HINT(claim[k].guess, set[s]) == claim[k].hint;
		if (m > 0 && w->total != INF && claim[k].value > low[m])
			w->total = add(w->total - low[m], claim[k].value);
	}
	if (c->sym_to > c->sym_from)
		join_orbits(i, n);
	for (size_t g = 0; g < guesses; g++)
		if (weighed[g] && (c->sym_to > c->sym_from ? weight[g].best :
		    weight[g].total) < c->value)
			return g;
	return NOWHERE;
}

/* Checks claim i: each guess weighed there, or one of its orbit, totals at
 * least its value (doc/certificate.md). */
static void
check_claim(size_t i)
{
	const struct step *c = &claim[i];
	size_t n, bad;
	int ok, symmetric = c->sym_to > c->sym_from;
	char claimed[24] = "inf";

	n = walk(claim, i, &ok);
	if (n == 0)
		refuse(c->line, "%s: no secret of its parent's set gives that "
		    "hint", claim_text(i));
	if (!ok)
		refuse(c->line, "%s: %s is not allowed at its parent's set",
		    claim_text(i), code_text(GUESS(c->guess)));
	if (c->depth == 0 || (bad = weigh(i, n)) == NOWHERE)
		return;
	if (c->value != INF)	/* the total below it is a number */
		snprintf(claimed, sizeof(claimed), "%llu", ULL(c->value));
	refuse(c->line, "%s: guess %s%s totals at least %llu, below the "
	    "claimed %s", claim_text(i), code_text(GUESS(bad)), symmetric ?
	    " (nor any guess its symmetries map it to)" : "",
	    ULL(symmetric ? weight[bad].best : weight[bad].total), claimed);
}

/* Prints the verdict on a valid certificate whose strategy totals total. */
static void
print_valid(uint64_t strategy_total)
{
	printf("valid: no strategy");
	if (first != NOWHERE)
		printf(" that opens with %s", code_text(GUESS(first)));
	if (value == INF && tries == INF)
		printf(" wins every game");
	else if (value == INF)
		printf(" wins every game within %llu guess%s", ULL(tries),
		    tries == 1 ? "" : "es");
	else
		printf(" totals less than %llu", ULL(value));
	if (strategy_total > 0)
		printf(", and this strategy totals %llu", ULL(strategy_total));
	putchar('\n');
}

/* certcheck [-hq] CERT [SECRETS [ALLOWED]]: is CERT a proof of its value? */
int
main(int argc, char *argv[])
{
	int quiet = 0, ch;
	uint64_t strategy_total;

	progname = strrchr(argv[0], '/') ? strrchr(argv[0], '/') + 1 : argv[0];
	while ((ch = getopt(argc, argv, "hq")) == 'q')
		quiet = 1;
	if (ch != -1 || argc - optind < 1 || argc - optind > 3) {
		fprintf(ch == 'h' ? stdout : stderr, "usage: %s [-hq] CERT "
		    "[SECRETS [ALLOWED]]\n%s", progname, ch == 'h' ? "Checks "
		    "the certificate CERT ('-': standard input) of a game's "
		    "optimal value\n(doc/certificate.md), with the game's "
		    "lists if it has them; -q: no output.\n" : "");
		return ch == 'h' ? VALID : TROUBLE;
	}
	argc -= optind;
	argv += optind;
	list = argv + 1;
	lists = argc - 1;
	in.name = strcmp(argv[0], "-") == 0 ? "<stdin>" : argv[0];
	in.f = strcmp(argv[0], "-") == 0 ? stdin : fopen(argv[0], "r");
	if (in.f == NULL)
		trouble("%s: %s", argv[0], strerror(errno));
	read_header();
	table = ALLOC(secrets, guesses);
	for (size_t s = 0; s < secrets; s++)
		for (size_t g = 0; g < guesses; g++)
			HINT(g, s) = (unsigned char)score(GUESS(g), SECRET(s));
	set = ALLOC(secrets, sizeof(*set));
	strategy_total = read_strategy();
	read_claims();
	low = ALLOC(secrets + 1, sizeof(*low));
	low[0] = 0;
	weight = ALLOC(guesses, sizeof(*weight));
	weighed = ALLOC(guesses, 1);
	differ = ALLOC(guesses, 1);
	member = memset(ALLOC(secrets, 1), 0, secrets);
	for (size_t i = 0; i < claims; i++)
		check_claim(i);
	if (!quiet)
		print_valid(strategy_total);
	if (fflush(stdout) != 0 || ferror(stdout))
		trouble("standard output: %s", strerror(errno));
	return VALID;
}
