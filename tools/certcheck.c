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

/* A node of the strategy or a claim: its set is its parent's less the
 * secrets that do not give hint to guess (a node's: its parent's play). */
static struct step {
	uint64_t id, depth, value;	/* a claim's */
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
	if (in.n == 0)
		fail(REFUSED, in.line, in.field, "expected %s, found the end "
		    "of the line", what);
	fail(REFUSED, in.line, in.field, "expected %s, found '%.*s'", what,
	    (int)in.n, in.field);
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
	if (n > 0 && in.text[n - 1] == '\n')
		n--;
	if (n > 0 && in.text[n - 1] == '\r')
		n--;
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
	in.at += in.n;
	if (*in.at == ' ')
		in.at++;
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
		if (p[i] < '0' || p[i] > '9')
			expected(what);
		digit = (uint64_t)(p[i] - '0');
		if (digit > most || n > (most - digit) / 10)
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
	char what[40] = "";
	size_t n = strlen(key);

	if (must) {
		snprintf(what, sizeof(what), "'%s'", key);
		next_line(what);
	} else if (!next_line(NULL)) {
		return 0;
	} else if (strncmp(in.text, key, n) != 0 || in.text[n] != ' ') {
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
			if ((p[i + j] & 0xc0) != 0x80)
				b = 0;
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
		if (!distinct_only || all_distinct(c))
			n++;
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
		p = in.text;
		if (in.line == 1 && strncmp(p, "\xef\xbb\xbf", 3) == 0)
			p += 3;		/* a byte order mark */
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

/* Reads the line of the colours, or those of the lists (lists of list). */
static void
read_codes(char **list, int lists)
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

/* Names the hints of the rule: hint_name, hints and win. */
static void
name_hints(void)
{
	unsigned n = (unsigned)length + 1, h, x;

	switch (rule) {
	case COUNTS:
		hints = n * n;
		win = n * (n - 1);
		break;
	case MARKS:
		for (hints = 1, h = 1; h < n && hints <= 256; h++)
			hints *= 3;
		win = hints - 1;
		break;
	default:
		hints = n + (rule == TOTAL);	/* Jotto's win: a hint apart */
		win = hints - 1;
	}
	if (hints > 256)
		expected("a length of at most 256 hints");
	for (h = 0; h < hints; h++) {
		if (rule == MARKS) {
			hint_name[h][n - 1] = '\0';
			x = h;
			for (size_t k = n - 1; k-- > 0; x /= 3)
				hint_name[h][k] = "-YG"[x % 3];
		} else if (rule == COUNTS && h / n + h % n < n) {
			sprintf(hint_name[h], "%u,%u", h / n, h % n);
		} else if (rule != COUNTS && h < n) {
			sprintf(hint_name[h], "%u", h);
		}
	}
}

/* Reads the header: the game, its value, and the first guess if named. */
static void
read_header(char **list, int lists)
{
	read_settings(0, 3);
	name_hints();
	read_settings(3, 4);
	read_codes(list, lists);
	read_settings(4, 6);
	if (hard && rule != MARKS)
		expected("'no' (hard mode is a rule of marks)");
	read_settings(6, 8);
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
	for (size_t s = 0; s < secrets; s++)
		for (size_t g = 0; g < guesses; g++)
			HINT(g, s) = (unsigned char)score(GUESS(g), SECRET(s));
}

/* Returns 1 if hard mode lets code follow the hint h to past: each place
 * marked G keeps its letter, each letter is used as often as marked. */
static int
keeps(const unsigned char *code, const unsigned char *past, unsigned h)
{
	const char *mark = hint_name[h];

	for (size_t i = 0; i < length; i++) {
		size_t asked = 0, has = 0;

		if (mark[i] == 'G' && code[i] != past[i])
			return 0;
		for (size_t j = 0; j < length; j++) {
			asked += mark[j] != '-' && past[j] == past[i];
			has += code[j] == past[i];
		}
		if (has < asked)
			return 0;
	}
	return 1;
}

/* Returns 1 if the guess g is allowed at the n secrets of set, reached by
 * the first k steps of way. */
static int
allowed(size_t n, size_t k, size_t g)
{
	size_t s = 0;

	for (size_t j = 0; hard && j < k; j++)
		if (!keeps(GUESS(g), GUESS(way[j]->guess), way[j]->hint))
			return 0;
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

/* Reads a line of the strategy into x: the way to one of the depth nodes
 * of path (the way to the line before), then one hint and guess more.
 * Returns its level. */
static size_t
read_node(struct step *x, const size_t *path, size_t depth)
{
	size_t level = 0, g = read_guess();
	unsigned h = 0;

	while (*in.at != '\0') {
		if (level >= depth || node[path[level]].play != g ||
		    node[path[level]].hint != h)
			expected(DFS);
		if (++level == LEVELS)
			expected("a way of at most 64 guesses");
		h = read_hint();
		g = read_guess();
	}
	if (level == 0 && depth > 0)
		expected(DFS);
	if (level == 0 && first != NOWHERE && g != first)
		expected("the first guess the header names");
	*x = (struct step){ .line = in.line, .level = level,
	    .play = (uint32_t)g, .hint = (unsigned char)h };
	x->parent = level > 0 ? path[level - 1] : 0;
	x->guess = node[x->parent].play;
	return level;
}

/* Plays the strategy against every secret.  Returns its total. */
static uint64_t
play(void)
{
	uint64_t total = 0;

	for (size_t s = 0; s < secrets; s++) {
		size_t x = 0, k;
		unsigned h;

		while ((h = HINT(node[x].play, s)) != win) {
			for (k = node[x].child; k != 0; k = node[k].sibling)
				if (node[k].hint == h)
					break;
			if (k == 0)
				refuse(node[x].line, "the strategy never finds "
				    "%s: %s gives it %s, and no line below this "
				    "one has that hint", code_text(SECRET(s)),
				    code_text(GUESS(node[x].play)), hint_name[h]);
			x = k;
		}
		total += node[x].level + 1;
	}
	return total;
}

/* Reads and plays the strategy.  Returns its total, 0 if it has none. */
static uint64_t
read_strategy(void)
{
	size_t room = 0, depth = 0, path[LEVELS], level, n;
	uint64_t lines, total;
	struct step *x;
	int ok;

	key_line("strategy", 1);
	lines = read_value("a count of lines", NULL, 0, INF - 1);
	if (lines > 0 && value == INF)
		expected("0 (no strategy wins, as the value says)");
	line_end();
	for (nodes = 0; nodes < lines; nodes++) {
		next_line("a line of the strategy");
		node = grow(node, &room, nodes, sizeof(*node));
		x = &node[nodes];
		level = read_node(x, path, depth);
		path[level] = nodes;
		depth = level + 1;
		if (level > 0 && adopt(node, nodes) != 0)
			refuse(in.line, "a second branch for the hint %s",
			    hint_name[x->hint]);
		if ((n = walk(node, nodes, &ok)) == 0)
			refuse(in.line, "no secret left gives the hint %s",
			    hint_name[x->hint]);
		if (level >= tries)
			refuse(in.line, "guess number %zu, past the %llu tries",
			    level + 1, ULL(tries));
		if (!allowed(n, level, x->play))
			expected(hard ? "a guess hard mode allows there" : "a "
			    "guess that may be the secret there (consistent)");
	}
	if (lines == 0)
		return 0;
	if ((total = play()) != value)
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
	if (listed || hard)
		expected("no symmetry (a game of lists or hard mode has none)");
	sym = grow(sym, &room, syms, sizeof(*sym));
	s = &sym[syms];
	s->line = in.line;
	n = read_symbols(in.field, in.n, s->colour, symbols, 0);
	for (size_t k = 0; k < symbols && n == symbols; k++)
		if (seen[s->colour[k]]++)
			n = 0;
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

/* Returns the index of the claim of id among the first c, or NOWHERE. */
static size_t
claim_of(uint64_t id, size_t c)
{
	size_t from = 0, to = c, mid;

	while (from < to) {
		mid = (from + to) / 2;
		if (claim[mid].id < id)
			from = mid + 1;
		else
			to = mid;
	}
	return from < c && claim[from].id == id ? from : NOWHERE;
}

/* Reads the line of claim c, and links it to its parent. */
static void
read_claim(size_t c)
{
	struct step *x = &claim[c], *up;
	size_t p;
	char what[64];

	*x = (struct step){ .line = in.line, .sym_from = syms, .sym_to = syms };
	x->id = read_value("an id above the claim's before", NULL, 0, INF - 1);
	if (x->id <= claim[c - 1].id)
		expected("an id above the claim's before");
	p = claim_of(read_value("the id of a claim before", NULL, 0, INF - 1), c);
	if (p == NOWHERE)
		expected("the id of a claim before");
	up = &claim[x->parent = p];
	if ((x->level = up->level + 1) > LEVELS)
		expected("the id of a claim less than 64 guesses deep");
	x->guess = (uint32_t)read_guess();
	x->hint = (unsigned char)read_hint();
	x->depth = read_value("a depth of 0 to 64 or 'none'", "none", 0, LEVELS);
	if (x->depth != INF && (up->depth == INF || x->depth + 1 != up->depth)) {
		if (up->depth == INF || up->depth == 0)
			expected("the depth its parent's leaves: none");
		snprintf(what, sizeof(what), "the depth its parent's leaves: "
		    "%llu or none", ULL(up->depth - 1));
		expected(what);
	}
	x->value = read_value("a total or 'inf'", "inf", 0, INF - 1);
	line_end();
	if ((p = adopt(claim, c)) != 0)
		refuse(in.line, "claim %llu: a second claim of the set of "
		    "claim %llu (line %zu)", ULL(x->id), ULL(claim[p].id),
		    claim[p].line);
}

/* Reads the claims (the root's: the header's) and symmetries to the end. */
static void
read_claims(void)
{
	size_t room = 0;
	uint64_t lines = 0;

	key_line("claims", 1);
	line_end();
	claim = grow(NULL, &room, 0, sizeof(*claim));
	claim[0] = (struct step){ .depth = tries, .value = value,
	    .line = value_line };
	for (claims = 1; !key_line("end", 0); lines++) {
		if (key_line("sym", 0)) {
			read_symmetry();
			continue;
		}
		next_line("a claim, or the line 'sym ...' or 'end ...'");
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

/* Returns "claim ID (the root)" or "claim ID (path GUESS HINT ...)" of
 * claim i, whose way the last walk filled (in a buffer of its own, apart
 * from code_text's). */
static const char *
claim_text(size_t i)
{
	static char t[LEVELS * (WIDTH * 5 + 8) + 64];

	sprintf(t, "claim %llu (%s", ULL(claim[i].id), i > 0 ? "path" :
	    "the root");
	for (size_t k = 0; k < claim[i].level; k++) {
		strcat(t, " ");
		for (size_t j = 0; j < length; j++)
			strcat(t, symbol[GUESS(way[k]->guess)[j]]);
		strcat(t, " ");
		strcat(t, hint_name[way[k]->hint]);
	}
	return strcat(t, ")");
}

static uint64_t *low;		/* the closed form of a part of m secrets */
static uint64_t *totals;		/* a guess's T(g) at the claim */
static unsigned char *weighed;	/* the guesses weighed at the claim */
static unsigned char *differ;	/* a guess's hints to the set differ */
static size_t *orbit;		/* a guess's link towards its orbit's root */
static uint64_t *best;		/* an orbit's most total of its guesses */
static unsigned char *member;	/* the secrets of a claim's set */

static uint64_t
add(uint64_t a, uint64_t b)
{
	return a > INF - b ? INF : a + b;
}

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

/* Checks that the symmetries of claim i map its n secrets to themselves,
 * and joins the orbits of the guesses. */
static void
join_orbits(size_t i, size_t n)
{
	const unsigned char *image;
	size_t x;

	for (size_t g = 0; g < guesses; g++) {
		orbit[g] = g;
		best[g] = 0;
	}
	for (size_t s = 0; s < n; s++)
		member[set[s]] = 1;
	for (size_t k = claim[i].sym_from; k < claim[i].sym_to; k++) {
		for (size_t s = 0; s < n; s++) {
			image = permute(&sym[k], SECRET(set[s]));
			x = find(image, secret, secrets);
			if (x == NOWHERE || !member[x])
				refuse(sym[k].line, "the symmetry maps %s of "
				    "claim %llu's set to %s, outside it",
				    code_text(SECRET(set[s])), ULL(claim[i].id),
				    code_text(image));
		}
		for (size_t g = 0; g < guesses; g++) {
			x = find(permute(&sym[k], GUESS(g)), guess, guesses);
			if (x != NOWHERE)
				orbit[orbit_of(g)] = orbit_of(x);
		}
	}
	for (size_t s = 0; s < n; s++)
		member[set[s]] = 0;
}

/* Marks in differ the guesses whose hints to the n secrets of set differ. */
static void
find_splits(size_t n)
{
	const unsigned char *a = &HINT(0, set[0]);

	memset(differ, 0, guesses);
	for (size_t s = 1; s < n; s++) {	/* a row a pass: SIMD */
		const unsigned char *b = &HINT(0, set[s]);
		unsigned char *x = differ;

		for (size_t g = 0, count = guesses; g < count; g++)
			x[g] |= a[g] ^ b[g];
	}
}

/* Parts the n secrets of set by their hints to g.  Returns the parts but
 * the win, their sizes in part. */
static uint32_t
parts(size_t n, size_t g, uint32_t *part)
{
	static uint32_t size[256];	/* all 0 between calls */
	unsigned char touched[256];
	uint32_t count = 0, others = 0;

	for (size_t s = 0; s < n; s++) {
		unsigned char h = HINT(g, set[s]);

		if (size[h]++ == 0)
			touched[count++] = h;
	}
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

/* Weighs the guesses allowed at claim i's n secrets: T(g) into total, with
 * the claims below it.  Returns the first guess (or orbit) below its value,
 * NOWHERE if none. */
static size_t
weigh(size_t i, size_t n)
{
	static uint32_t *record;	/* a guess, its parts, their sizes */
	static size_t room;
	const struct step *c = &claim[i];
	uint64_t branches = 1;
	uint32_t *r;
	size_t used = 0;
	int symmetric = c->sym_to > c->sym_from, splits;

	find_splits(n);
	for (size_t g = 0; g < guesses; g++) {
		splits = differ[g] || HINT(g, set[0]) == win;
		weighed[g] = 0;
		if ((!splits && (i > 0 || g != first)) ||
		    !allowed(n, c->level, g))
			continue;	/* a strategy of least total skips it */
		record = grow(record, &room, used + 258, sizeof(*record));
		r = record + used;
		if ((r[1] = parts(n, g, r + 2)) > branches && splits)
			branches = r[1];
		weighed[g] = i > 0 || first == NOWHERE || g == first;
		r[0] = (uint32_t)g;
		used += weighed[g] ? 2 + r[1] : 0;
	}
	closed_form(n, c->depth, branches);
	for (r = record; r < record + used; r += 2 + r[1]) {
		totals[r[0]] = n;
		for (size_t p = 0; p < r[1]; p++)
			totals[r[0]] = add(totals[r[0]], low[r[2 + p]]);
	}
	for (size_t k = c->child; k != 0; k = claim[k].sibling) {
		size_t g = claim[k].guess, m = 0;

		for (size_t s = 0; s < n && weighed[g]; s++)
			m += HINT(g, set[s]) == claim[k].hint;
		if (m > 0 && totals[g] != INF && claim[k].value > low[m])
			totals[g] = add(totals[g] - low[m], claim[k].value);
	}
	if (symmetric)
		join_orbits(i, n);
	for (size_t g = 0; g < guesses && symmetric; g++)
		if (weighed[g] && best[orbit_of(g)] < totals[g])
			best[orbit_of(g)] = totals[g];
	for (size_t g = 0; g < guesses; g++)
		if (weighed[g] && (symmetric ? best[orbit_of(g)] : totals[g]) <
		    c->value)
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
	    " (nor any guess its symmetries map it to)" : "", ULL(symmetric ?
	    best[orbit_of(bad)] : totals[bad]), claimed);
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
	in.name = strcmp(argv[0], "-") == 0 ? "<stdin>" : argv[0];
	in.f = strcmp(argv[0], "-") == 0 ? stdin : fopen(argv[0], "r");
	if (in.f == NULL)
		trouble("%s: %s", argv[0], strerror(errno));
	read_header(argv + 1, argc - 1);
	build_table();
	set = ALLOC(secrets, sizeof(*set));
	strategy_total = read_strategy();
	read_claims();
	low = ALLOC(secrets + 1, sizeof(*low));
	low[0] = 0;
	totals = ALLOC(guesses, sizeof(*totals));
	weighed = ALLOC(guesses, 1);
	differ = ALLOC(guesses, 1);
	orbit = ALLOC(guesses, sizeof(*orbit));
	best = ALLOC(guesses, sizeof(*best));
	member = memset(ALLOC(secrets, 1), 0, secrets);
	for (size_t i = 0; i < claims; i++)
		check_claim(i);
	if (!quiet)
		print_valid(strategy_total);
	if (fflush(stdout) != 0 || ferror(stdout))
		trouble("standard output: %s", strerror(errno));
	return VALID;
}
