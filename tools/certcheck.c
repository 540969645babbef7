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
#define DFS	"the way to a node of a line before (in depth-first order)"
#define refuse(line, ...)	fail(REFUSED, line, NULL, __VA_ARGS__)
#define trouble(...)		fail(TROUBLE, 0, NULL, __VA_ARGS__)

enum { VALID, REFUSED, TROUBLE };
enum { COUNTS, BLACK, TOTAL, MARKS };

/* The game, as the header says and the lists give. */
static uint64_t version, rule, length, distinct, tries, hard, consistent;
static uint64_t value;
static unsigned hints, win, listed;
static char hint_name[256][WIDTH + 1];	/* each hint's text, "" if none */
static char symbol[SYMBOLS][5];		/* each symbol's UTF-8 bytes */
static size_t symbols, secrets, guesses, first = NOWHERE, value_line;
static unsigned char *secret, *guess;	/* codes of length symbols, sorted */
static unsigned char *table;		/* HINT(g, s): g's hint to s */
static uint32_t *set;			/* the secrets of a node or claim */
static size_t *as_guess;		/* a secret's index among guesses */
static const char *progname;

/* The header's lines of one value: one of words, or a number (or INF). */
static const struct setting {
	const char *key, *what, *words;	/* words: a number's word for INF */
	uint64_t least, most, *to;	/* most 0: one of words */
} header[] = {
	{ "code-certificate", "'1'", NULL, 1, 1, &version },
	{ "rule", "counts, black, total or marks", "counts black total marks",
	    0, 0, &rule },
	{ "length", "a length of 1 to 32", NULL, 1, WIDTH, &length },
	{ "distinct", "none, secret, guess or both", "none secret guess both",
	    0, 0, &distinct },
	{ "tries", "a try limit of 1 to 64 or 'none'", "none", 1, LEVELS,
	    &tries },
	{ "hard", "'yes' or 'no'", "no yes", 0, 0, &hard },
	{ "consistent", "'yes' or 'no'", "no yes", 0, 0, &consistent },
	{ "value", "a total or 'inf'", "inf", 0, INF - 1, &value },
};

/* The file being read: its line, and the last field read of it. */
static struct reader {
	FILE *f;
	const char *name;
	char *text, *at, *field;
	size_t size, line, n;		/* n: the field's bytes */
	int again, hashing;		/* again: to read the line again */
	uint64_t hash;			/* FNV-1a of the bytes, if hashing */
} in;

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
	    in.n > 0 ? "'" : "", (int)in.n, in.field, in.n > 0 ? "'" :
	    "the end of the line");
}

/* Returns p, of *room items of size, grown to hold item n. */
static void *
grow(void *p, size_t *room, size_t n, size_t size)
{
	if (n >= *room && ((*room = n + n / 2 + 1024) > SIZE_MAX / size ||
	    (p = realloc(p, *room * size)) == NULL))
		trouble("out of memory");
	return p;
}

/* Reads the next line (or the last again); at the end refuses what is due. */
static int
next_line(const char *what)
{
	ssize_t n = 0;

	if (!in.again && (n = getline(&in.text, &in.size, in.f)) < 0) {
		if (ferror(in.f))
			trouble("%s: %s", in.name, strerror(errno));
		if (what != NULL)
			refuse(in.line + 1, "expected %s, found the end of the "
			    "file", what);
		return 0;
	}
	in.at = in.text;
	if (in.again)
		return !(in.again = 0);
	for (ssize_t i = 0; in.hashing && i < n; i++)
		in.hash = (in.hash ^ (unsigned char)in.text[i]) * 0x100000001b3u;
	if (++in.line == 1 && !in.hashing && memcmp(in.text, "\x1f\x8b", 2) ==
	    0)
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
	if ((in.n = strcspn(in.at, " ")) == 0) {
		in.n = *in.at != '\0';
		expected(what);
	}
	in.at += in.n + (in.at[in.n] == ' ');
	return in.field;
}

static void
line_end(void)
{
	if (*in.at != '\0' && field(""))
		expected("the end of the line");
}

/* Returns the next field: its index in words, or a number (words: INF). */
static uint64_t
read_value(const char *what, const char *words, uint64_t least,
    uint64_t most)
{
	const char *p = field(what);
	uint64_t n = 0, k = 0, digit;

	for (const char *w = words; w != NULL && *w != '\0'; k++) {
		size_t b = strcspn(w, " ");

		if (b == in.n && memcmp(w, p, b) == 0)
			return most > 0 ? INF : k;
		w += b + (w[b] == ' ');
	}
	for (size_t i = 0; i < in.n; i++, n = n * 10 + digit)
		if (p[i] < '0' || p[i] > '9' || (digit = (uint64_t)(p[i] -
		    '0')) > most || n > (most - digit) / 10)
			expected(what);
	if (most == 0 || n < least)
		expected(what);
	return n;
}

/* Reads the next line, which begins with key if must; else says if it does. */
static int
key_line(const char *key, int must)
{
	char what[40];
	size_t n = strlen(key);

	snprintf(what, sizeof(what), "'%s'", key);
	if (!next_line(must ? what : NULL))
		return 0;
	if (must)
		return read_value(what, key, 0, 0) == 0;
	if (strncmp(in.text, key, n) == 0 && in.text[n] == ' ')
		return field(key) != NULL;
	in.again = 1;
	return 0;
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
		for (j = 0; j < symbols && (memcmp(symbol[j], p + i, b) != 0 ||
		    symbol[j][b] != '\0'); j++)
			continue;
		if (b == 0 || i + b > n || k == most || (j == symbols &&
		    (!add || symbols == SYMBOLS)))
			return NOWHERE;
		if (j == symbols)
			memcpy(symbol[symbols++], p + i, b);
		code[k] = (unsigned char)j;
	}
	return k;
}

/* Returns the code as text, or if code is NULL the number (INF: word). */
static const char *
text(const unsigned char *code, uint64_t number, const char *word)
{
	static char buffer[8][WIDTH * 4 + 24];
	static unsigned next;
	char *t = buffer[next++ % 8];

	snprintf(t, 24, "%llu", ULL(number));
	for (size_t i = 0; code != NULL && i < length; i++)
		strcat(i > 0 ? t : strcpy(t, ""), symbol[code[i]]);
	return code == NULL && number == INF ? word : t;
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
	if (read_symbols(in.field, in.n, code, length, 0) != length ||
	    (g = find(code, guess, guesses)) == NOWHERE)
		expected("a guess of the game");
	return g;
}

/* Returns the hint in the next field, not the win. */
static unsigned
read_hint(void)
{
	static const char *const what[] = { "a hint strong,weak",
	    "a hint (a count)", "a hint (a count)", "a hint of marks G, Y and -" };
	unsigned h = 0;

	for (field("a hint"); h < hints && (strlen(hint_name[h]) != in.n ||
	    memcmp(hint_name[h], in.field, in.n) != 0); h++)
		continue;
	if (h == hints)
		expected(what[rule]);
	if (h == win)
		expected("a hint other than the win");
	return h;
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

static int
all_distinct(const unsigned char *code)
{
	for (size_t i = 0; i < length; i++)
		for (size_t j = 0; j < i; j++)
			if (code[i] == code[j])
				return 0;
	return 1;
}

/* Sets *codes to every code of the colours (distinct if so), in order. */
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

		for (size_t i = length, rest = x; i-- > 0; rest /= symbols)
			c[i] = (unsigned char)(rest % symbols);
		n += !distinct_only || all_distinct(c);
	}
	return n;
}

/* Appends the words of file (hashing to want) to secret.  Returns count. */
static size_t
read_list(const char *file, uint64_t want, size_t at, int distinct_only,
    size_t count)
{
	static size_t room;
	struct reader certificate = in;

	in = (struct reader){ .f = fopen(file, "r"), .name = file,
	    .hashing = 1, .hash = 0xcbf29ce484222325u };
	if (in.f == NULL)
		trouble("%s: %s", file, strerror(errno));
	while (next_line(NULL)) {
		const char *p = in.text + (in.line == 1 && strncmp(in.text,
		    "\xef\xbb\xbf", 3) == 0 ? 3 : 0);	/* a byte order mark */

		secret = grow(secret, &room, count, length);
		if (*p != '\0' && (read_symbols(p, strlen(p), SECRET(count),
		    length, 1) != length || (distinct_only &&
		    !all_distinct(SECRET(count)))))
			refuse(in.line, "expected a word of %llu %scharacters, "
			    "found '%s'", ULL(length), distinct_only ?
			    "distinct " : "", p);
		count += *p != '\0';
	}
	fclose(in.f);
	free(in.text);
	certificate.hash = in.hash;
	if ((in = certificate).hash != want)
		refuse(at, "the list %s hashes to %016llx, not %016llx", file,
		    ULL(in.hash), ULL(want));
	return count;
}

/* Reads the line of the colours, or those of the lists (lists of list). */
static void
read_codes(char **list, int lists)
{
	unsigned char code[SYMBOLS];
	uint64_t hash[2];
	size_t at[2], n = 0, words = 0;
	char hex[17];

	next_line("the line 'colours ...' or 'secrets ...'");
	if (read_value("'colours' or 'secrets'", "colours secrets", 0, 0) ==
	    0) {
		if (field("the colours") && read_symbols(in.field, in.n, code,
		    SYMBOLS, 1) != symbols)
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
	listed = 1;
}

/* Reads the header's lines from to to of its table. */
static void
read_settings(size_t from, size_t to)
{
	for (const struct setting *s = header + from; s < header + to; s++) {
		key_line(s->key, 1);
		*s->to = read_value(s->what, s->words, s->least, s->most);
		line_end();
	}
}

/* Reads the header: the game, its value, and the first guess if named. */
static void
read_header(char **list, int lists)
{
	unsigned n;

	read_settings(0, 3);
	for (size_t i = hints = 1; i <= length && hints <= 256; i++)
		hints *= 3;
	n = (unsigned)length + 1;
	hints = rule == COUNTS ? n * n : rule == MARKS ? hints : n +
	    (rule == TOTAL);
	win = rule == COUNTS ? n * (n - 1) : hints - 1;
	if (hints > 256)
		expected("a length of at most 256 hints");
	for (unsigned h = 0, x, k; h < hints; h++) {	/* the hints' names */
		char *t = hint_name[h];

		if (rule == MARKS)
			for (x = h, k = n - 1, t[k] = '\0'; k-- > 0; x /= 3)
				t[k] = "-YG"[x % 3];
		else if (rule == COUNTS ? h / n + h % n < n : h < n)
			sprintf(t, rule == COUNTS ? "%u,%u" : "%u", rule ==
			    COUNTS ? h / n : h, h % n);
	}
	read_settings(3, 4);
	read_codes(list, lists);
	read_settings(4, 6);
	if (hard && rule != MARKS)
		expected("'no' (hard mode is a rule of marks)");
	read_settings(6, 8);
	value_line = in.line;
	if (key_line("first", 0)) {
		if ((first = read_guess()) != NOWHERE && consistent &&
		    find(GUESS(first), secret, secrets) == NOWHERE)
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
		left[s[i]] = (unsigned char)(left[s[i]] + (!wordle ||
		    g[i] != s[i]));
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
	switch (rule) {
	case COUNTS:
		return strong * (n + 1) + common - strong;
	case BLACK:
		return strong;
	case TOTAL:
		return strong == n ? win : common;
	}
	return marks;
}

/* Fills the table of hints, every guess against every secret. */
static void
build_table(void)
{
	table = ALLOC(secrets, guesses);
	as_guess = ALLOC(secrets, sizeof(*as_guess));
	for (size_t s = 0; s < secrets; s++) {
		as_guess[s] = find(SECRET(s), guess, guesses);
		for (size_t g = 0; g < guesses; g++)
			HINT(g, s) = (unsigned char)score(GUESS(g), SECRET(s));
	}
}

/* What hard mode asks of a guess after the hints so far. */
struct demand {
	unsigned char place[WIDTH];	/* 1 + the symbol asked there, or 0 */
	unsigned char least[SYMBOLS];	/* each symbol at least so often */
	unsigned char asked[SYMBOLS];	/* the symbols of least > 0 */
	size_t n;
};

/* Adds to d what the hint h to the guess code asks: its G and Y marks. */
static void
demand_add(struct demand *d, const unsigned char *code, unsigned h)
{
	for (size_t i = 0, j; i < length; i++) {
		unsigned char n = 0, c = code[i];

		for (j = 0; j < length; j++)
			n = (unsigned char)(n + (hint_name[h][j] != '-' &&
			    code[j] == c));
		if (hint_name[h][i] == 'G')
			d->place[i] = (unsigned char)(c + 1);
		if (n > 0 && d->least[c] == 0)
			d->asked[d->n++] = c;
		if (n > d->least[c])
			d->least[c] = n;
	}
}

/* Returns 1 if hard mode allows the guess code after d. */
static int
demand_met(const struct demand *d, const unsigned char *code)
{
	for (size_t i = 0; i < length; i++)
		if (d->place[i] != 0 && d->place[i] != code[i] + 1)
			return 0;
	for (size_t k = 0, n = 0; k < d->n; k++, n = 0) {
		for (size_t i = 0; i < length; i++)
			n += code[i] == d->asked[k];
		if (n < d->least[d->asked[k]])
			return 0;
	}
	return 1;
}

/* Returns 1 if the guess g is allowed at the n secrets of s after d. */
static int
allowed(const uint32_t *s, size_t n, const struct demand *d, size_t g)
{
	size_t i = 0;

	while (consistent && i < n && HINT(g, s[i]) != win)
		i++;
	return (!hard || demand_met(d, GUESS(g))) && (!consistent || i < n);
}

/* Keeps in to those of the n secrets of from that give the hint h to g.
 * Returns how many. */
static size_t
filter(uint32_t *to, const uint32_t *from, size_t n, size_t g, unsigned h)
{
	size_t kept = 0;

	for (size_t i = 0; i < n; i++)
		if (HINT(g, from[i]) == h)
			to[kept++] = from[i];
	return kept;
}

/* A node of the strategy or a claim: its set is its parent's less the
 * secrets that do not give hint to guess. */
static struct step {
	uint64_t id, depth, value;	/* a claim's */
	size_t parent, line, level;	/* level: a claim's guesses on its way */
	size_t child, sibling, same;	/* same: the next child of its guess */
	uint32_t guess, play;		/* play: a node's own guess */
	unsigned char hint;
} *node, *claim;
static size_t nodes, claims;

/* A symmetry of a claim's set: a permutation of colours and places. */
static struct symmetry {
	size_t line, claim;
	unsigned char colour[SYMBOLS], place[WIDTH];
} *sym;
static size_t syms;

/* Fills set with the secrets of r[i] (returns how many) and *d with what
 * hard mode asks there; *ok says if its guess is allowed at its parent. */
static size_t
walk(const struct step *r, size_t i, struct demand *d, int *ok)
{
	size_t at[LEVELS + 1], k = 0, n = secrets;

	for (; i != 0; i = r[i].parent)
		at[k++] = i;
	for (size_t s = 0; s < secrets; s++)
		set[s] = (uint32_t)s;
	if (hard)
		memset(d, 0, sizeof(*d));
	for (*ok = 1; k-- > 0;) {
		const struct step *x = &r[at[k]];

		*ok = k > 0 || allowed(set, n, d, x->guess);
		if (hard)
			demand_add(d, GUESS(x->guess), x->hint);
		n = filter(set, set, n, x->guess, x->hint);
	}
	return n;
}

/* The way to the line read: its nodes, their sets (held of them) and what
 * hard mode asks there, and how many secrets they find or give a branch. */
static struct level {
	size_t node, held, covered;
	uint32_t *set;
	struct demand demand;
} way[LEVELS];

/* Reads a line of the strategy: the way to one of the depth nodes on the
 * way, then one hint and guess more (*h, *g).  Returns its level. */
static size_t
read_way(size_t depth, unsigned *h, size_t *g)
{
	size_t level = 0;

	for (*h = 0; (*g = read_guess(), *in.at != '\0'); *h = read_hint()) {
		if (level >= depth || node[way[level].node].play != *g ||
		    node[way[level].node].hint != *h)
			expected(DFS);
		if (++level == LEVELS)
			expected("a way of at most 64 guesses");
	}
	if (level == 0 && depth > 0)
		expected(DFS);
	if (level == 0 && first != NOWHERE && *g != first)
		expected("the first guess the header names");
	return level;
}

/* Refuses the node at w on the way if a secret of its set is not found by
 * it nor given to a branch below it. */
static void
leave(const struct level *w)
{
	const struct step *x = &node[w->node];
	size_t k;

	for (size_t s = 0; s < w->held && w->held != w->covered; s++) {
		unsigned h = HINT(x->play, w->set[s]);

		for (k = x->child; h != win && k != 0 && node[k].hint != h;
		    k = node[k].sibling)
			continue;
		if (h != win && k == 0)
			refuse(x->line, "the strategy never finds %s: %s gives it "
			    "%s, and no line below this one has that hint",
			    text(SECRET(w->set[s]), 0, 0), text(GUESS(x->play), 0,
			    0), hint_name[h]);
	}
}

/* Reads and plays the strategy.  Returns its total, 0 if none. */
static uint64_t
read_strategy(void)
{
	size_t depth = 0, room = 0, level, g, k;
	uint64_t lines, total = 0;
	struct level *w;
	struct step *x;
	unsigned h;

	key_line("strategy", 1);
	if ((lines = read_value("a count of lines", NULL, 0, INF - 1)) > 0 &&
	    value == INF)
		expected("0 (no strategy wins, as the value says)");
	line_end();
	for (nodes = 0; nodes < lines; nodes++, depth = level + 1) {
		next_line("a line of the strategy");
		node = grow(node, &room, nodes, sizeof(*node));
		for (level = read_way(depth, &h, &g); depth > level; depth--)
			leave(&way[depth - 1]);
		w = &way[level];
		x = &node[w->node = nodes];
		*x = (struct step){ .line = in.line, .hint = (unsigned char)h,
		    .play = (uint32_t)g, .parent = level > 0 ? w[-1].node : 0 };
		x->guess = node[x->parent].play;
		for (k = node[x->parent].child; level > 0 && k != 0; k =
		    node[k].sibling)
			if (node[k].hint == h)
				refuse(in.line, "a second branch for the hint %s",
				    hint_name[h]);
		x->sibling = level > 0 ? node[x->parent].child : 0;
		node[x->parent].child = level > 0 ? nodes : 0;
		if (w->set == NULL)
			w->set = ALLOC(secrets, sizeof(*w->set));
		for (k = 0; level == 0 && k < secrets; k++)
			w->set[k] = (uint32_t)k;
		w->held = level > 0 ? filter(w->set, w[-1].set, w[-1].held,
		    x->guess, h) : secrets;
		w->demand = level > 0 ? w[-1].demand : (struct demand){ 0 };
		if (hard && level > 0)
			demand_add(&w->demand, GUESS(x->guess), h);
		if (w->held == 0)
			refuse(in.line, "no secret left gives the hint %s",
			    hint_name[h]);
		if (level >= tries)
			refuse(in.line, "guess number %zu, past the %s tries",
			    level + 1, text(NULL, tries, ""));
		if (!allowed(w->set, w->held, &w->demand, g))
			expected(hard ? "a guess hard mode allows there" : "a "
			    "guess that may be the secret there (consistent)");
		for (k = 0; k < w->held && HINT(g, w->set[k]) != win; k++)
			continue;
		total += k < w->held ? level + 1 : 0;
		w->covered = k < w->held;
		if (level > 0)
			w[-1].covered += w->held;
	}
	for (; depth > 0; depth--)
		leave(&way[depth - 1]);
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

	if (field("a permutation of the colours") && (listed || hard))
		expected("no symmetry (a game of lists or hard mode has none)");
	s = &(sym = grow(sym, &room, syms, sizeof(*sym)))[syms];
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
	s->claim = claims - 1;
	syms++;
}

/* Reads the line of claim c, and links it to its parent. */
static void
read_claim(size_t c)
{
	struct step *x = &claim[c];
	size_t low = 0, high = c, mid;
	uint64_t up;
	char what[64];

	*x = (struct step){ .line = in.line };
	if ((x->id = read_value("an id above the claim's before", NULL, 0,
	    INF - 1)) <= claim[c - 1].id)
		expected("an id above the claim's before");
	for (up = read_value("the id of a claim before", NULL, 0, INF - 1);
	    low < high;)
		if (claim[mid = (low + high) / 2].id < up)
			low = mid + 1;
		else
			high = mid;
	if (low == c || claim[low].id != up)
		expected("the id of a claim before");
	if ((x->level = claim[x->parent = low].level + 1) > LEVELS)
		expected("the id of a claim less than 64 guesses deep");
	x->guess = (uint32_t)read_guess();
	x->hint = (unsigned char)read_hint();
	x->depth = read_value("a depth of 0 to 64 or 'none'", "none", 0,
	    LEVELS);
	if (x->depth != INF && ((up = claim[low].depth) == INF || x->depth +
	    1 != up)) {
		snprintf(what, sizeof(what), "the depth its parent's leaves: "
		    "%s%s", up == INF || up == 0 ? "none" : text(NULL, up - 1,
		    ""), up == INF || up == 0 ? "" : " or none");
		expected(what);
	}
	x->value = read_value("a total or 'inf'", "inf", 0, INF - 1);
	line_end();
	x->sibling = claim[low].child;
	claim[low].child = c;
}

/* Reads the claims (the root's: the header's) and symmetries to the end. */
static void
read_claims(void)
{
	size_t room = 0;
	uint64_t lines;

	key_line("claims", 1);
	line_end();
	claim = grow(NULL, &room, 0, sizeof(*claim));
	claim[0] = (struct step){ .depth = tries, .value = value,
	    .line = value_line };
	for (claims = 1, lines = 0; !key_line("end", 0); lines++)
		if (key_line("sym", 0))
			read_symmetry();
		else if (next_line("a claim, or the line 'sym ...' or 'end "
		    "...'")) {
			claim = grow(claim, &room, claims, sizeof(*claim));
			read_claim(claims++);
		}
	if (read_value("the count of lines of the claims", NULL, 0, INF - 1) !=
	    lines)
		expected("the count of lines of the claims");
	line_end();
	if (next_line(NULL))
		refuse(in.line, "expected the end of the file");
}

/* Returns "claim ID (the root)" or "claim ID (path GUESS HINT ...)". */
static const char *
claim_text(size_t i)
{
	static char t[LEVELS * (WIDTH * 5 + 8) + 64];
	size_t at[LEVELS + 1], k = 0, n;

	n = (size_t)sprintf(t, "claim %llu (%s", ULL(claim[i].id), i > 0 ?
	    "path" : "the root");
	for (; i != 0; i = claim[i].parent)
		at[k++] = i;
	while (k-- > 0)
		n += (size_t)sprintf(t + n, " %s %s", text(GUESS(
		    claim[at[k]].guess), 0, 0), hint_name[claim[at[k]].hint]);
	return strcat(t, ")");
}

static uint64_t *low;		/* the closed form of a part of m secrets */
static size_t *orbit;		/* a guess's link towards its orbit's root */
static uint64_t *best;		/* an orbit's most total of its guesses */
static size_t *head;		/* a guess's first child of the claim */
static unsigned char *member;	/* the secrets of a claim's set */

static size_t
orbit_of(size_t g)
{
	while (orbit[g] != g)
		g = orbit[g] = orbit[orbit[g]];
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

/* Checks claim i's symmetries (sym[from...to]) map its set to itself, and
 * joins the orbits of the guesses. */
static void
join_orbits(size_t i, size_t n, size_t from, size_t to)
{
	for (size_t g = 0; g < guesses; g++)
		orbit[g] = g, best[g] = 0;
	for (size_t s = 0; s < n; s++)
		member[set[s]] = 1;
	for (size_t k = from, x; k < to; k++) {
		for (size_t s = 0; s < n; s++)
			if ((x = find(permute(&sym[k], SECRET(set[s])), secret,
			    secrets)) == NOWHERE || !member[x])
				refuse(sym[k].line, "the symmetry maps %s of "
				    "claim %llu's set to %s, outside it",
				    text(SECRET(set[s]), 0, 0), ULL(claim[i].id),
				    text(permute(&sym[k], SECRET(set[s])), 0, 0));
		for (size_t g = 0; g < guesses; g++)
			if ((x = find(permute(&sym[k], GUESS(g)), guess,
			    guesses)) != NOWHERE)
				orbit[orbit_of(g)] = orbit_of(x);
	}
	for (size_t s = 0; s < n; s++)
		member[set[s]] = 0;
}

static uint32_t *record;	/* a guess, its parts p, p (hint, size) */
static size_t record_room;
static const unsigned char **row;	/* the hints to a secret of the set */
static unsigned char *differ;	/* a guess's hints to the set differ */

/* Records the parts of the guesses that split claim i's set (of n) and are
 * allowed there (d), and their most parts but the win (*branches). */
static size_t
part(size_t i, size_t n, const struct demand *d, uint64_t *branches)
{
	static uint32_t size[256];
	unsigned char touched[256];
	size_t used = 0, s;

	for (s = 0; s < n; s++)
		row[s] = &HINT(0, set[s]);
	memset(differ, 0, guesses);
	for (s = 1; s < n; s++) {	/* a row a pass: the compiler's SIMD */
		const unsigned char *a = row[0], *b = row[s];
		unsigned char *x = differ;

		for (size_t g = 0, count = guesses; g < count; g++)
			x[g] |= a[g] ^ b[g];
	}
	for (size_t k = 0; k < (consistent ? n : guesses); k++) {
		size_t g = consistent ? as_guess[set[k]] : k;
		unsigned parts = 0, others, r = 2, first_part = 1;
		int splits = g != NOWHERE && (differ[g] || row[0][g] == win);

		if (g == NOWHERE || (!splits && (i > 0 || g != first)) ||
		    (hard && !demand_met(d, GUESS(g))))
			continue;	/* a strategy of least total skips it */
		touched[parts++] = row[0][g];
		for (s = 1; s < n; s++)	/* the first's hint counted apart */
			if (row[s][g] == touched[0])
				first_part++;
			else if (size[row[s][g]]++ == 0)
				touched[parts++] = row[s][g];
		size[touched[0]] = first_part;
		others = parts - (size[win] > 0);
		if (splits && others > *branches)
			*branches = others;
		record = grow(record, &record_room, used + 2 + 2 * others,
		    sizeof(*record));
		record[used] = (uint32_t)g;
		record[used + 1] = others;
		for (unsigned p = 0; p < parts; size[touched[p++]] = 0)
			if (touched[p] != win) {
				record[used + r++] = touched[p];
				record[used + r++] = size[touched[p]];
			}
		used += i > 0 || first == NOWHERE || g == first ? r : 0;
	}
	return used;
}

/* Links claim i's children by guess (head, same), or unlinks them. */
static void
link_children(size_t i, int undo)
{
	for (size_t k = claim[i].child, j; k != 0; k = claim[k].sibling) {
		size_t *first_of = &head[claim[k].guess];

		for (j = *first_of; !undo && j != 0 && claim[j].hint !=
		    claim[k].hint; j = claim[j].same)
			continue;
		if (!undo && j != 0)
			refuse(claim[j].line, "claim %llu: a second claim of "
			    "the set of claim %llu (line %zu)",
			    ULL(claim[j].id), ULL(claim[k].id), claim[k].line);
		claim[k].same = undo ? 0 : *first_of;
		*first_of = undo ? 0 : k;
	}
}

/* Checks claim i: each guess weighed there, or one of its orbit, totals at
 * least its value (doc/certificate.md). */
static void
check_claim(size_t i)
{
	const struct step *c = &claim[i];
	static size_t next;		/* the first symmetry of claim i */
	size_t n, used, k, bad = NOWHERE, from = next;
	uint64_t branches = 1, level = 1, room = 1, held = 1, total, more, least;
	struct demand d;
	int ok;

	if ((n = walk(claim, i, &d, &ok)) == 0 || !ok)
		refuse(c->line, ok ? "%s: no secret of its parent's set gives "
		    "that hint" : "%s: %s is not allowed at its parent's set",
		    claim_text(i), text(GUESS(c->guess), 0, 0));
	while (next < syms && sym[next].claim == i)
		next++;
	link_children(i, 0);
	used = c->depth > 0 ? part(i, n, &d, &branches) : 0;
	for (size_t m = 1; m <= n && used > 0; m++) {	/* the closed form */
		for (; m > held; level++) {
			room = room > INF / branches ? INF : room * branches;
			held = held > INF - room ? INF : held + room;
		}
		low[m] = low[m - 1] == INF || level >= c->depth ? INF :
		    low[m - 1] + level;
	}
	if (next > from && c->depth > 0)
		join_orbits(i, n, from, next);
	for (size_t r = 0; r < used && bad == NOWHERE; r += 2 + 2 *
	    record[r + 1]) {
		const uint32_t *pair = record + r + 2;	/* hint, size */

		total = n;
		for (size_t p = 0; p < record[r + 1]; p++, pair += 2) {
			more = low[pair[1]];
			for (k = head[record[r]]; k != 0; k = claim[k].same)
				if (claim[k].hint == pair[0] && claim[k].value >
				    more)
					more = claim[k].value;
			total = more > INF - total ? INF : total + more;
		}
		if (next == from && total < c->value)
			bad = r, least = total;
		else if (next > from && best[k = orbit_of(record[r])] < total)
			best[k] = total;
	}
	for (size_t r = 0; next > from && r < used && bad == NOWHERE; r += 2 +
	    2 * record[r + 1])
		if ((least = best[orbit_of(record[r])]) < c->value)
			bad = r;
	link_children(i, 1);
	if (bad != NOWHERE)
		refuse(c->line, "%s: guess %s%s totals at least %s, below the "
		    "claimed %s", claim_text(i), text(GUESS(record[bad]), 0, 0),
		    next > from ? " (nor any guess its symmetries map it to)" :
		    "", text(NULL, least, "inf"), text(NULL, c->value, "inf"));
}

/* certcheck [-hq] CERT [SECRETS [ALLOWED]]: is CERT a proof of its value? */
int
main(int argc, char *argv[])
{
	int quiet = 0, ch;
	uint64_t total;

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
	argv += optind;
	in.name = strcmp(argv[0], "-") == 0 ? "<stdin>" : argv[0];
	if ((in.f = strcmp(argv[0], "-") == 0 ? stdin : fopen(argv[0], "r")) ==
	    NULL)
		trouble("%s: %s", argv[0], strerror(errno));
	read_header(argv + 1, argc - optind - 1);
	build_table();
	set = ALLOC(secrets, sizeof(*set));
	total = read_strategy();
	read_claims();
	low = memset(ALLOC(secrets, sizeof(*low)), 0, sizeof(*low));
	orbit = ALLOC(guesses, sizeof(*orbit));
	best = ALLOC(guesses, sizeof(*best));
	head = memset(ALLOC(guesses, sizeof(*head)), 0, guesses *
	    sizeof(*head));
	member = memset(ALLOC(secrets, 1), 0, secrets);
	row = ALLOC(secrets, sizeof(*row));
	differ = ALLOC(guesses, 1);
	for (size_t i = 0; i < claims; i++)
		check_claim(i);
	if (!quiet && value == INF)
		printf("valid: no strategy%s%s wins every game%s%s%s\n", first !=
		    NOWHERE ? " that opens with " : "", first != NOWHERE ?
		    text(GUESS(first), 0, 0) : "", tries == INF ? "" :
		    " within ", text(NULL, tries, ""), tries == INF ? "" :
		    " guesses");
	else if (!quiet)
		printf("valid: no strategy%s%s totals less than %llu%s%s\n",
		    first != NOWHERE ? " that opens with " : "", first !=
		    NOWHERE ? text(GUESS(first), 0, 0) : "", ULL(value), total >
		    0 ? ", and this strategy totals " : "", total > 0 ? text(
		    NULL, total, "") : "");
	if (fflush(stdout) != 0 || ferror(stdout))
		trouble("standard output: %s", strerror(errno));
	return VALID;
}
