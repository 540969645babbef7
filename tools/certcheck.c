/*
 * certcheck: checks a certificate of optimality of a game of code
 * (doc/certificate.md) with plain loops: plays its strategy against every
 * secret, then checks each claim of its lower bound by weighing every guess
 * allowed at the claim's set.  It shares no source with code: its scorer,
 * its reader of UTF-8 words and its bound are its own.
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
#define WIDTH	32		/* the most positions of a code */
#define SYMBOLS	255		/* the most symbols of a game */
#define NOWHERE	SIZE_MAX
#define GUESS(g)	(guess + (size_t)(g) * length)
#define SECRET(s)	(secret + (size_t)(s) * length)
#define HINT(g, s)	table[(size_t)(s) * guesses + (g)]

enum { VALID, REFUSED, TROUBLE };
enum rule { COUNTS, BLACK, TOTAL, MARKS };
static const char *const rules[] = { "counts", "black", "total", "marks", 0 };
static const char *const sides[] = { "none", "secret", "guess", "both", 0 };
static const char *const yes_no[] = { "no", "yes", 0 };

static const char *progname;
/* The game, as the header says and the lists give. */
static enum rule rule;
static unsigned length, hints, win, distinct, hard, consistent, listed;
static uint64_t tries, value;
static char symbol[SYMBOLS][5];		/* each symbol's UTF-8 bytes */
static unsigned symbols;
static unsigned char *secret, *guess;	/* codes of length symbols, sorted */
static size_t secrets, guesses, first = NOWHERE, value_line;
static size_t *as_guess;		/* a secret's index among guesses */
static unsigned char *table;		/* HINT(g, s): g's hint to s */

/* The file being read: its line, and the last field read of it. */
static struct reader {
	FILE *f;
	const char *name;
	char *text, *at, *field;
	size_t size, line, n;
	int again;			/* the line is to be read again */
} in;

/* Says NAME:LINE[:COLUMN]: MESSAGE (or MESSAGE alone), and exits. */
static void
say(int status, const char *name, size_t line, const char *at,
    const char *fmt, ...)
{
	va_list ap;
	size_t column = 1;

	fprintf(stderr, "%s: ", progname);
	for (const char *p = in.text; at != NULL && p < at; p++)
		column += (*p & 0xc0) != 0x80;	/* characters, not bytes */
	if (line > 0 && at != NULL)
		fprintf(stderr, "%s:%zu:%zu: ", name, line, column);
	else if (line > 0)
		fprintf(stderr, "%s:%zu: ", name, line);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(status);
}

#define refuse(line, ...)	say(REFUSED, in.name, line, NULL, __VA_ARGS__)
#define trouble(...)		say(TROUBLE, NULL, 0, NULL, __VA_ARGS__)

static void *
allocate(size_t n, size_t size)
{
	void *p = size > 0 && n > SIZE_MAX / size ? NULL : calloc(n + 1, size);

	if (p == NULL)
		trouble("out of memory");
	return p;
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

/* Reads the next line of in.  Returns 0 at the end of the file. */
static int
next_line(void)
{
	ssize_t n;

	if (in.again) {
		in.again = 0;
		in.at = in.text;
		return 1;
	}
	if ((n = getline(&in.text, &in.size, in.f)) < 0 && ferror(in.f))
		trouble("%s: %s", in.name, strerror(errno));
	if (n < 0)
		return 0;
	if (++in.line == 1 && n >= 2 && memcmp(in.text, "\x1f\x8b", 2) == 0)
		refuse(1, "a gzip file: give it as `zcat FILE | %s -'",
		    progname);
	if (n > 0 && in.text[n - 1] == '\n')
		in.text[--n] = '\0';
	if (n > 0 && in.text[n - 1] == '\r')
		in.text[--n] = '\0';
	in.at = in.text;
	if (strlen(in.text) != (size_t)n)
		say(REFUSED, in.name, in.line, in.text + strlen(in.text),
		    "expected text, found a NUL byte");
	return 1;
}

/* Refuses the last field read, where what was expected. */
static void
expected(const char *what)
{
	say(REFUSED, in.name, in.line, in.field, "expected %s, found %s%.*s%s",
	    what, in.n > 0 ? "'" : "", (int)in.n, in.field, in.n > 0 ? "'" :
	    "the end of the line");
}

/* Returns the next field of the line (in.n bytes), where what is due. */
static const char *
field(const char *what)
{
	in.field = in.at;
	if ((in.n = strcspn(in.at, " ")) == 0) {
		in.n = *in.at == ' ';
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

/* Reads the next line, which must be: what is expected. */
static void
need_line(const char *what)
{
	if (!next_line())
		refuse(in.line + 1, "expected %s, found the end of the file",
		    what);
}

/* Returns the index among names of the next field. */
static unsigned
choice(const char *what, const char *const *names)
{
	field(what);
	for (unsigned i = 0; names[i] != NULL; i++)
		if (strlen(names[i]) == in.n &&
		    memcmp(names[i], in.field, in.n) == 0)
			return i;
	expected(what);
	return 0;
}

/* Reads the next line, which begins with key. */
static void
setting(const char *key)
{
	char what[40];

	snprintf(what, sizeof(what), "the line '%s ...'", key);
	need_line(what);
	snprintf(what, sizeof(what), "'%s'", key);
	choice(what, (const char *const[]){ key, NULL });
}

/* Returns the number of the next field, at most most, or INF for word. */
static uint64_t
number(const char *what, uint64_t most, const char *word)
{
	const char *p = field(what);
	uint64_t n = 0, digit;

	if (word != NULL && strlen(word) == in.n && memcmp(p, word, in.n) == 0)
		return INF;
	for (size_t i = 0; i < in.n; i++, n = n * 10 + digit)
		if (p[i] < '0' || p[i] > '9' || (digit = (uint64_t)(p[i] -
		    '0')) > most || n > (most - digit) / 10)
			expected(what);
	return n;
}

/* Returns the bytes of the UTF-8 character at p (1 to 4), 0 if none. */
static size_t
char_length(const char *p)
{
	unsigned char c = (unsigned char)*p;
	size_t n = c == 0 ? 0 : c < 0x80 ? 1 : (c & 0xe0) == 0xc0 ? 2 :
	    (c & 0xf0) == 0xe0 ? 3 : (c & 0xf8) == 0xf0 ? 4 : 0;

	for (size_t i = 1; i < n; i++)
		if ((p[i] & 0xc0) != 0x80)
			return 0;
	return n;
}

/* Returns the index of the symbol of n bytes at p, added if add, or -1. */
static int
symbol_of(const char *p, size_t n, int add)
{
	for (unsigned i = 0; i < symbols; i++)
		if (strlen(symbol[i]) == n && memcmp(symbol[i], p, n) == 0)
			return (int)i;
	if (!add || symbols == SYMBOLS)
		return -1;
	memcpy(symbol[symbols], p, n);
	return (int)symbols++;
}

/* Reads the n bytes at p as length symbols (new ones added if add). */
static int
read_code(const char *p, size_t n, unsigned char *code, int add)
{
	size_t k = 0, b;
	int s;

	for (size_t i = 0; i < n; i += b) {
		if ((b = char_length(p + i)) == 0 || i + b > n ||
		    k == length || (s = symbol_of(p + i, b, add)) < 0)
			return -1;
		code[k++] = (unsigned char)s;
	}
	return k == length ? 0 : -1;
}

/* Returns code as text (in one of a few buffers). */
static const char *
code_text(const unsigned char *code)
{
	static char text[4][WIDTH * 4 + 1];
	static unsigned next;
	char *t = text[next++ % 4];

	t[0] = '\0';
	for (unsigned i = 0; i < length; i++)
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
	const unsigned char *at = bsearch(code, codes, count, length,
	    by_code);

	return at == NULL ? NOWHERE : (size_t)(at - codes) / length;
}

/* Returns the guess in the next field, a guess of the game. */
static size_t
read_guess(void)
{
	unsigned char code[WIDTH];
	size_t g = NOWHERE;

	field("a guess");
	if (read_code(in.field, in.n, code, 0) < 0 ||
	    (g = find(code, guess, guesses)) == NOWHERE)
		expected("a guess of the game");
	return g;
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
			memmove(codes + n++ * length, codes + i * length,
			    length);
	return n;
}

/* Returns 1 if code repeats no symbol. */
static int
all_distinct(const unsigned char *code)
{
	for (unsigned i = 0; i < length; i++)
		for (unsigned j = 0; j < i; j++)
			if (code[i] == code[j])
				return 0;
	return 1;
}

/* Sets *codes to every code of the colours (distinct if so), in order. */
static size_t
all_codes(int distinct_only, unsigned char **codes)
{
	size_t count = 1, n = 0;

	for (unsigned i = 0; i < length; i++)
		if ((count *= symbols) > ((size_t)1 << 24))
			refuse(in.line, "more than 2^24 codes");
	*codes = allocate(count, length);
	for (size_t x = 0; x < count; x++) {
		unsigned char *c = *codes + n * length;

		for (size_t i = length, rest = x; i-- > 0; rest /= symbols)
			c[i] = (unsigned char)(rest % symbols);
		n += !distinct_only || all_distinct(c);
	}
	return n;
}

/*
 * Reads the list file, which must hash to want (the certificate's line
 * at says so), into *codes (*count of them, room for *room): a word a
 * line, each of length characters, distinct if distinct_only.
 */
static void
read_list(const char *file, uint64_t want, size_t at, int distinct_only,
    unsigned char **codes, size_t *count, size_t *room)
{
	struct reader certificate = in;
	uint64_t hash = 0xcbf29ce484222325u;	/* FNV-1a of 64 bits */
	int c;

	in = (struct reader){ .f = fopen(file, "r"), .name = file };
	if (in.f == NULL)
		trouble("%s: %s", file, strerror(errno));
	while ((c = getc(in.f)) != EOF)
		hash = (hash ^ (unsigned char)c) * 0x100000001b3u;
	if (hash != want)
		say(REFUSED, certificate.name, at, NULL, "the list %s hashes to "
		    "%016llx, not %016llx", file, (unsigned long long)hash,
		    (unsigned long long)want);
	for (rewind(in.f); next_line(); ++*count) {
		const char *p = in.text + (in.line == 1 && strncmp(in.text,
		    "\xef\xbb\xbf", 3) == 0 ? 3 : 0);	/* a byte order mark */

		*codes = grow(*codes, room, *count, length);
		if (*p == '\0')
			--*count;
		else if (read_code(p, strlen(p), *codes + *count * length,
		    1) < 0 || (distinct_only && !all_distinct(*codes +
		    *count * length)))
			refuse(in.line, "expected a word of %u %scharacters, "
			    "found '%s'", length, distinct_only ? "distinct " :
			    "", p);
	}
	fclose(in.f);
	free(in.text);
	in = certificate;
}

/* Returns the hash of 16 hex digits in the next field, ending the line. */
static uint64_t
read_hash(void)
{
	static const char hex[] = "0123456789abcdef";
	const char *p = field("a hash of 16 hex digits"), *x;
	uint64_t h = 0;

	for (size_t i = 0; i < 16; i++)
		if (in.n != 16 || (x = memchr(hex, p[i], 16)) == NULL)
			expected("a hash of 16 hex digits");
		else
			h = h << 4 | (uint64_t)(x - hex);
	line_end();
	return h;
}

/* Reads the line of the colours or those of the lists (lists of list). */
static void
read_codes(char **list, int lists)
{
	size_t room[2] = { 0, 0 }, at[2];
	uint64_t hash[2];
	int n = 0;

	need_line("the line 'colours ...' or 'secrets ...'");
	if (choice("'colours' or 'secrets'", (const char *const[]){
	    "colours", "secrets", NULL }) == 0) {
		const char *p = field("the colours"), *end = p + in.n;

		for (size_t b; p < end; p += b)
			if ((b = char_length(p)) == 0 || p + b > end ||
			    symbol_of(p, b, 0) >= 0 || symbol_of(p, b, 1) < 0)
				expected("colours, each once");
		line_end();
		if (lists > 0)
			say(TROUBLE, in.name, in.line, NULL, "the game has "
			    "colours, not lists: give CERT alone");
		secrets = all_codes(distinct & 1, &secret);
		guesses = all_codes(distinct & 2, &guess);
		return;
	}
	for (listed = 1;; field("")) {
		hash[n] = read_hash();
		at[n++] = in.line;
		need_line("the line 'tries ...'");
		if (n == 2 || strncmp(in.text, "allowed ", 8) != 0)
			break;
	}
	in.again = 1;
	if (n != lists)
		say(TROUBLE, in.name, at[0], NULL, "the game reads %d list%s: "
		    "give %s", n, n > 1 ? "s" : "", n > 1 ?
		    "SECRETS and ALLOWED" : "SECRETS alone");
	read_list(list[0], hash[0], at[0], distinct & 1, &secret, &secrets,
	    &room[0]);
	guess = allocate(room[1] = guesses = secrets, length);
	memcpy(guess, secret, secrets * length);
	if (n > 1)
		read_list(list[1], hash[1], at[1], distinct & 2, &guess,
		    &guesses, &room[1]);
	secrets = sort_codes(secret, secrets);
	guesses = sort_codes(guess, guesses);
}

/* Reads the header: the game, its value, and the first guess if named. */
static void
read_header(char **list, int lists)
{
	setting("code-certificate");
	choice("'1'", (const char *const[]){ "1", NULL });
	line_end();
	setting("rule");
	rule = (enum rule)choice("counts, black, total or marks", rules);
	line_end();
	setting("length");
	if ((length = (unsigned)number("a length of 1 to 32", WIDTH,
	    NULL)) == 0)
		expected("a length of 1 to 32");
	for (unsigned i = hints = 1; i <= length && hints <= 256; i++)
		hints *= 3;
	hints = rule == COUNTS ? (length + 1) * (length + 1) : rule == MARKS ?
	    hints : length + 1 + (rule == TOTAL);
	win = rule == COUNTS ? length * (length + 1) : hints - 1;
	if (hints > 256)
		expected("a length of at most 256 hints");
	line_end();
	setting("distinct");
	distinct = choice("none, secret, guess or both", sides);
	line_end();
	read_codes(list, lists);
	setting("tries");
	if ((tries = number("a try limit of 1 to 64 or 'none'", LEVELS,
	    "none")) == 0)
		expected("a try limit of 1 to 64 or 'none'");
	line_end();
	setting("hard");
	if ((hard = choice("'yes' or 'no'", yes_no)) && rule != MARKS)
		expected("'no' (hard mode is a rule of marks)");
	line_end();
	setting("consistent");
	consistent = choice("'yes' or 'no'", yes_no);
	line_end();
	setting("value");
	value = number("a total or 'inf'", INF - 1, "inf");
	value_line = in.line;
	line_end();
	need_line("the line 'strategy ...'");
	if (strncmp(in.text, "first ", 6) != 0) {
		in.again = 1;
		return;
	}
	field("");
	if ((first = read_guess()) != NOWHERE && consistent &&
	    find(GUESS(first), secret, secrets) == NOWHERE)
		expected("a first guess that may be the secret");
	line_end();
}

/* Returns the hint of the guess g to the secret s, by the rule. */
static unsigned
score(const unsigned char *g, const unsigned char *s)
{
	static unsigned char left[SYMBOLS];	/* all 0 between calls */
	unsigned strong = 0, common = 0, marks = 0;

	for (unsigned i = 0; i < length; i++) {
		strong += g[i] == s[i];
		left[s[i]] = (unsigned char)(left[s[i]] +
		    (rule != MARKS || g[i] != s[i]));
	}
	for (unsigned i = 0; i < length; i++) {	/* Wordle's: left to right */
		unsigned mark = rule == MARKS && g[i] == s[i] ? 2 : 0;

		if (mark == 0 && left[g[i]] > 0) {
			left[g[i]]--;
			common++;
			mark = 1;
		}
		marks = marks * 3 + mark;
	}
	for (unsigned i = 0; i < length; i++)
		left[s[i]] = 0;
	return rule == COUNTS ? strong * (length + 1) + common - strong :
	    rule == BLACK ? strong : rule == TOTAL ? (strong == length ? win :
	    common) : marks;
}

/* Fills the table of hints, every guess against every secret. */
static void
build_table(void)
{
	table = allocate(secrets, guesses);
	as_guess = allocate(secrets, sizeof(*as_guess));
	for (size_t s = 0; s < secrets; s++) {
		as_guess[s] = find(SECRET(s), guess, guesses);
		for (size_t g = 0; g < guesses; g++)
			HINT(g, s) = (unsigned char)score(GUESS(g), SECRET(s));
	}
}

/* Reads the digits at *p (before end) as *n.  Returns 0 if none. */
static int
count(const char **p, const char *end, unsigned *n)
{
	const char *start = *p;

	for (*n = 0; *p < end && **p >= '0' && **p <= '9' && *n <= WIDTH; ++*p)
		*n = *n * 10 + (unsigned)(**p - '0');
	return *p > start;
}

/* Returns the hint in the next field, not the win. */
static unsigned
read_hint(void)
{
	const char *p = field("a hint"), *end = p + in.n, *m;
	unsigned a = 0, b = 0;
	int ok;

	if (rule == MARKS) {
		for (; p < end && (m = memchr("-YG", *p, 3)) != NULL; p++)
			a = a * 3 + (unsigned)(m - "-YG");
		ok = in.n == length && p == end;
	} else {
		ok = count(&p, end, &a) && (rule != COUNTS || (p < end &&
		    *p++ == ',' && count(&p, end, &b))) && p == end &&
		    a + b <= length;
		a = rule == COUNTS ? a * (length + 1) + b : a;
	}
	if (!ok)
		expected(rule == MARKS ? "a hint of marks G, Y and -" :
		    rule == COUNTS ? "a hint strong,weak" : "a hint (a count)");
	if (a == win)
		expected("a hint other than the win");
	return a;
}

/* Returns the hint h as text (in one of a few buffers). */
static const char *
hint_text(unsigned h)
{
	static char text[4][WIDTH + 8];
	static unsigned next;
	char *t = text[next++ % 4];

	if (rule == MARKS)
		for (unsigned i = length, n = h; i-- > 0; n /= 3)
			t[i] = "-YG"[n % 3];
	t[rule == MARKS ? length : 0] = '\0';
	if (rule != MARKS)
		snprintf(t, WIDTH + 8, rule == COUNTS ? "%u,%u" : "%u",
		    rule == COUNTS ? h / (length + 1) : h, h % (length + 1));
	return t;
}

/* Returns the number n as text, or word for INF (in a few buffers). */
static const char *
number_text(uint64_t n, const char *word)
{
	static char text[4][24];
	static unsigned next;
	char *t = text[next++ % 4];

	snprintf(t, 24, "%llu", (unsigned long long)n);
	return n == INF ? word : t;
}

/* What hard mode asks of a guess after the hints so far. */
struct demand {
	int never;			/* two symbols asked at one place */
	int place[WIDTH];		/* the symbol asked there, or -1 */
	unsigned char least[SYMBOLS];	/* each symbol at least so often */
	unsigned char asked[SYMBOLS];	/* the symbols of least > 0 */
	unsigned n;
};

static void
demand_none(struct demand *d)
{
	memset(d, 0, sizeof(*d));
	memset(d->place, -1, sizeof(d->place));
}

/* Adds to d what the hint h to the guess code asks: its G and Y marks. */
static void
demand_add(struct demand *d, const unsigned char *code, unsigned h)
{
	unsigned char mark[WIDTH];

	for (unsigned i = length; i-- > 0; h /= 3)
		mark[i] = (unsigned char)(h % 3);
	for (unsigned i = 0, n = 0; i < length; i++, n = 0) {
		if (mark[i] == 2) {
			d->never |= d->place[i] >= 0 && d->place[i] != code[i];
			d->place[i] = code[i];
		}
		for (unsigned j = 0; j < length; j++)
			n += mark[j] != 0 && code[j] == code[i];
		if (n > 0 && d->least[code[i]] == 0)
			d->asked[d->n++] = code[i];
		if (n > d->least[code[i]])
			d->least[code[i]] = (unsigned char)n;
	}
}

/* Returns 1 if hard mode allows code after d, or if the game is not hard. */
static int
demand_met(const struct demand *d, const unsigned char *code)
{
	for (unsigned i = 0; hard && i < length; i++)
		if (d->never || (d->place[i] >= 0 && d->place[i] != code[i]))
			return 0;
	for (unsigned k = 0, n = 0; hard && k < d->n; k++, n = 0) {
		for (unsigned i = 0; i < length; i++)
			n += code[i] == d->asked[k];
		if (n < d->least[d->asked[k]])
			return 0;
	}
	return 1;
}

/* Keeps those of the n secrets of set that give the hint h to g. */
static size_t
filter(uint32_t *set, size_t n, size_t g, unsigned h)
{
	size_t kept = 0;

	for (size_t i = 0; i < n; i++)
		if (HINT(g, set[i]) == h)
			set[kept++] = set[i];
	return kept;
}

/* Returns 1 if the guess g may be the secret: one of the n of set. */
static int
in_set(const uint32_t *set, size_t n, size_t g)
{
	for (size_t i = 0; i < n; i++)
		if (HINT(g, set[i]) == win)
			return 1;
	return 0;
}

/* The nodes of the strategy on the way to the line being read. */
static struct node {
	size_t guess, line, n, found;	/* found: of its n secrets, so far */
	unsigned hint;			/* to its parent's guess */
	uint32_t *set;
	unsigned char branch[256];	/* the hints of its branches */
	struct demand demand;		/* what hard mode asks of its guess */
} way[LEVELS];

/* Ends the node at level: each secret of its set must be found. */
static void
leave(size_t level)
{
	const struct node *at = &way[level];

	for (size_t i = 0; i < at->n && at->found < at->n; i++) {
		unsigned h = HINT(at->guess, at->set[i]);

		if (h != win && !at->branch[h])
			refuse(at->line, "the strategy never finds %s: %s "
			    "gives it %s, and no line below this one has that "
			    "hint", code_text(SECRET(at->set[i])),
			    code_text(GUESS(at->guess)), hint_text(h));
	}
	if (level > 0)
		way[level - 1].found += at->found;
}

/*
 * Places the node of the line just read, the guess g at level, after the
 * hint h to its parent's guess, ending the nodes it follows (on of them
 * are on the way).  Returns the guesses of the secret it finds: level +
 * 1, or 0 if it finds none.
 */
static uint64_t
enter(size_t level, size_t *on, unsigned h, size_t g)
{
	struct node *node = &way[level], *up = &way[level - (level > 0)];

	if (level == 0 && *on > 0)
		expected("the way to a node of a line before (in depth-first "
		    "order)");
	if (level == 0 && first != NOWHERE && g != first)
		expected("the first guess the header names");
	while (*on > level)
		leave(--*on);
	if (node->set == NULL)
		node->set = allocate(secrets, sizeof(*node->set));
	node->guess = g;
	node->line = in.line;
	node->hint = h;
	memset(node->branch, 0, sizeof(node->branch));
	if (level == 0) {
		demand_none(&node->demand);
		for (size_t i = node->n = 0; i < secrets; i++)
			node->set[node->n++] = (uint32_t)i;
	} else {
		if (up->branch[h]++)
			refuse(in.line, "a second branch for the hint %s",
			    hint_text(h));
		memcpy(node->set, up->set, up->n * sizeof(*node->set));
		if ((node->n = filter(node->set, up->n, up->guess, h)) == 0)
			refuse(in.line, "no secret left gives the hint %s",
			    hint_text(h));
		node->demand = up->demand;
		if (hard)
			demand_add(&node->demand, GUESS(up->guess), h);
	}
	if (level >= tries)
		refuse(in.line, "guess number %zu, past the %s tries", level + 1,
		    number_text(tries, ""));
	if (!demand_met(&node->demand, GUESS(g)) ||
	    (consistent && !in_set(node->set, node->n, g)))
		expected(hard ? "a guess hard mode allows there" :
		    "a guess that may be the secret there (consistent)");
	*on = level + 1;
	node->found = (size_t)in_set(node->set, node->n, g);
	return node->found ? level + 1 : 0;
}

/*
 * Reads a line of the strategy, whose way from the first guess must be
 * that of a node on the way (on of them).  Returns the guesses of the
 * secret it finds, 0 if none.
 */
static uint64_t
strategy_line(size_t *on)
{
	size_t level = 0, g;
	unsigned h = 0;

	for (;; h = read_hint()) {
		if (*(g = read_guess(), in.at) == '\0')
			return enter(level, on, h, g);
		if (level >= *on || way[level].guess != g || (level > 0 &&
		    way[level].hint != h))
			expected("the way to a node of a line before (in "
			    "depth-first order)");
		if (++level == LEVELS)
			expected("a way of at most 64 guesses");
	}
}

/* Reads the strategy and plays it.  Returns its total, 0 if none. */
static uint64_t
check_strategy(void)
{
	uint64_t total = 0, lines;
	size_t on = 0;

	setting("strategy");
	lines = number("a count of lines", INF - 1, NULL);
	if (lines > 0 && value == INF)
		expected("0 (no strategy wins, as the value says)");
	line_end();
	for (uint64_t l = 0; l < lines; l++) {
		need_line("a line of the strategy");
		total += strategy_line(&on);
	}
	while (on > 0)
		leave(--on);
	if (lines > 0 && total != value)
		refuse(value_line, "the strategy totals %llu, not the value",
		    (unsigned long long)total);
	return total;
}

/* A claim: every strategy for its set within depth totals value or more. */
static struct claim {
	uint64_t id, depth, value;
	size_t parent, line;		/* parent: its index */
	size_t child, children;		/* its children: by_set[child...] */
	size_t sym, syms;		/* its symmetries: sym[sym...] */
	uint32_t guess;			/* its set: its parent's and this */
	unsigned char hint;
} *claim;
static size_t claims, *by_set;

/* A symmetry of a claim's set: a permutation of colours and places. */
static struct symmetry {
	size_t line;
	unsigned char colour[SYMBOLS], place[WIDTH];
} *sym;
static size_t syms;

/* Reads the permutations of a symmetry line into s. */
static void
read_symmetry(struct symmetry *s)
{
	const char *p = field("a permutation of the colours"), *end;
	unsigned char seen[SYMBOLS + 1] = { 0 };
	unsigned k = 0, n;
	size_t b;
	int c;

	if (listed || hard)
		expected("no symmetry (a game of lists or hard mode has none)");
	for (end = p + in.n; k < symbols && p < end && (b = char_length(p)) >
	    0 && p + b <= end && (c = symbol_of(p, b, 0)) >= 0 && !seen[c]++;
	    p += b)
		s->colour[k++] = (unsigned char)c;
	if (p != end || k != symbols)
		expected("a permutation of the colours");
	memset(seen, 0, sizeof(seen));
	for (p = field("a permutation of the places"), end = p + in.n, k = 0;
	    k < length || p != end; k++) {
		if (k == length || (k > 0 && (p == end || *p++ != ',')) ||
		    !count(&p, end, &n) || n < 1 || n > length || seen[n]++)
			expected("a permutation of the places, as 2,1,3");
		s->place[k] = (unsigned char)(n - 1);
	}
	line_end();
}

/* Reads a claim's line into c, after the claims read (whose id it tops). */
static void
read_claim(struct claim *c)
{
	size_t low = 0, high = claims;
	uint64_t up;
	char what[64];

	memset(c, 0, sizeof(*c));
	c->line = in.line;
	if ((c->id = number("an id above the claim's before", INF - 1,
	    NULL)) <= claim[claims - 1].id)
		expected("an id above the claim's before");
	for (up = number("the id of a claim before", INF - 1, NULL);
	    low < high;)
		if (claim[(low + high) / 2].id < up)
			low = (low + high) / 2 + 1;
		else
			high = (low + high) / 2;
	if (low == claims || claim[low].id != up)
		expected("the id of a claim before");
	c->parent = low;
	c->guess = (uint32_t)read_guess();
	c->hint = (unsigned char)read_hint();
	c->depth = number("a depth of 0 to 64 or 'none'", LEVELS, "none");
	up = claim[c->parent].depth;
	snprintf(what, sizeof(what), "the depth its parent's leaves: %s",
	    up == INF || up == 0 ? "none" : number_text(up - 1, ""));
	if (c->depth != INF && (up == INF || c->depth + 1 != up))
		expected(up == INF || up == 0 ? what : strcat(what, " or none"));
	c->value = number("a total or 'inf'", INF - 1, "inf");
	line_end();
}

static int
by_set_order(const void *a, const void *b)
{
	const struct claim *x = &claim[*(const size_t *)a];
	const struct claim *y = &claim[*(const size_t *)b];

	uint64_t u = (uint64_t)x->guess << 8 | x->hint;
	uint64_t v = (uint64_t)y->guess << 8 | y->hint;

	if (x->parent != y->parent || u != v)
		return x->parent != y->parent ? (x->parent > y->parent) -
		    (x->parent < y->parent) : (u > v) - (u < v);
	return (x->line > y->line) - (x->line < y->line);
}

/*
 * Reads the claims (the root's is the header's) and their symmetry
 * lines, up to the end line, and links each claim to its children.
 */
static void
read_claims(void)
{
	size_t room = 0, sym_room = 0;
	uint64_t lines = 0;

	setting("claims");
	line_end();
	claim = grow(NULL, &room, 0, sizeof(*claim));
	claim[0] = (struct claim){ .depth = tries, .value = value,
	    .line = value_line };
	for (claims = 1; need_line("a claim, or the line 'sym ...' or "
	    "'end ...'"), strncmp(in.text, "end ", 4) != 0; lines++)
		if (strncmp(in.text, "sym ", 4) == 0) {
			field("");
			sym = grow(sym, &sym_room, syms, sizeof(*sym));
			sym[syms].line = in.line;
			read_symmetry(&sym[syms]);
			if (claim[claims - 1].syms++ == 0)
				claim[claims - 1].sym = syms;
			syms++;
		} else {
			claim = grow(claim, &room, claims, sizeof(*claim));
			read_claim(&claim[claims]);
			claims++;
		}
	field("");
	if (number("the count of lines of the claims", INF - 1, NULL) != lines)
		expected("the count of lines of the claims");
	line_end();
	if (next_line())
		refuse(in.line, "expected the end of the file");
	by_set = allocate(claims, sizeof(*by_set));
	for (size_t i = 0; i < claims; i++)
		by_set[i] = i;
	qsort(by_set + 1, claims - 1, sizeof(*by_set), by_set_order);
	for (size_t k = 1; k < claims; k++) {
		const struct claim *c = &claim[by_set[k]];
		const struct claim *b = &claim[by_set[k - 1]];

		if (k > 1 && b->parent == c->parent && b->guess == c->guess &&
		    b->hint == c->hint)
			refuse(c->line, "claim %llu: a second claim of the set "
			    "of claim %llu (line %zu)", (unsigned long long)
			    c->id, (unsigned long long)b->id, b->line);
		if (claim[c->parent].children++ == 0)
			claim[c->parent].child = k;
	}
}

/* Returns the way to claim i as text: its guesses and hints. */
static const char *
path_text(size_t i)
{
	static char text[LEVELS * (WIDTH * 5 + 8) + 8];
	size_t at[LEVELS], k = 0, n = 4;

	for (; i != 0 && k < LEVELS; i = claim[i].parent)
		at[k++] = i;
	strcpy(text, k > 0 ? "path" : "the root");
	while (k-- > 0)
		n += (size_t)snprintf(text + n, sizeof(text) - n, " %s %s",
		    code_text(GUESS(claim[at[k]].guess)),
		    hint_text(claim[at[k]].hint));
	return text;
}

/* Refuses claim i: the guess g (or its orbit) totals at least total. */
static void
too_low(size_t i, size_t g, uint64_t total, int orbit)
{
	refuse(claim[i].line, "claim %llu (%s): guess %s%s totals at least %s, "
	    "below the claimed %s", (unsigned long long)claim[i].id,
	    path_text(i), code_text(GUESS(g)), orbit ? " (nor any guess its "
	    "symmetries map it to)" : "", number_text(total, "inf"),
	    number_text(claim[i].value, "inf"));
}

/*
 * Fills low[m] for m up to n: the least total of m secrets when each
 * takes depth guesses at most (INF: any) and a guess parts a set into at
 * most branches parts besides the win, so that level k of a strategy
 * holds branches^(k - 1) secrets at most (doc/certificate.md).
 */
static void
closed_form(uint64_t *low, size_t n, uint64_t depth, uint64_t branches)
{
	uint64_t level = 1, room = 1, held = 1;

	low[0] = 0;
	for (size_t m = 1; m <= n; m++) {
		for (; m > held; level++) {
			room = room > INF / branches ? INF : room * branches;
			held = held > INF - room ? INF : held + room;
		}
		low[m] = low[m - 1] == INF || level > depth ? INF :
		    low[m - 1] + level;
	}
}

static size_t *orbit;		/* a guess's link towards its orbit's root */
static uint64_t *best;		/* an orbit's most total of its guesses */
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

	for (unsigned j = 0; j < length; j++)
		code[p->place[j]] = p->colour[c[j]];
	return code;
}

/*
 * Checks that each symmetry of claim i maps its set (n of set) onto
 * itself, and joins in one orbit the guesses that they map to each other.
 */
static void
join_orbits(size_t i, const uint32_t *set, size_t n)
{
	for (size_t g = 0; g < guesses; g++)
		orbit[g] = g, best[g] = 0;
	for (size_t s = 0; s < n; s++)
		member[set[s]] = 1;
	for (size_t k = claim[i].sym; k < claim[i].sym + claim[i].syms; k++)
		for (size_t s = 0, x; s < n + guesses; s++)
			if (s >= n && (x = find(permute(&sym[k], GUESS(s - n)),
			    guess, guesses)) != NOWHERE)
				orbit[orbit_of(s - n)] = orbit_of(x);
			else if (s < n && ((x = find(permute(&sym[k],
			    SECRET(set[s])), secret, secrets)) == NOWHERE ||
			    !member[x]))
				refuse(sym[k].line, "the symmetry maps %s of "
				    "claim %llu's set to %s, outside it",
				    code_text(SECRET(set[s])), (unsigned long
				    long)claim[i].id, code_text(permute(&sym[k],
				    SECRET(set[s]))));
	for (size_t s = 0; s < n; s++)
		member[set[s]] = 0;
}

static uint32_t *record;	/* a guess, its parts p, p (hint, size) */
static size_t record_room;
static const unsigned char **row;	/* the hints to a secret of the set */
static unsigned char *differ;	/* a guess's hints to the set differ */

/*
 * Parts the n secrets of claim i's set by every guess allowed there (d:
 * what hard mode asks), and records those that split it (and at the root
 * the first guess, if the header names one, alone).  Sets *branches to
 * the most parts but the win of one that splits, at least 1.  Returns the
 * records' length.
 */
static size_t
part(size_t i, const uint32_t *set, size_t n, const struct demand *d,
    uint64_t *branches)
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
	*branches = 1;
	for (size_t k = 0; k < (consistent ? n : guesses); k++) {
		size_t g = consistent ? as_guess[set[k]] : k;
		unsigned parts = 0, others, r = 2, first_part = 1;
		int splits = g != NOWHERE && (differ[g] || row[0][g] == win);

		if (g == NOWHERE || (!splits && (i > 0 || g != first)) ||
		    !demand_met(d, GUESS(g)))
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
		for (unsigned p = 0; p < parts; p++) {
			if (touched[p] != win) {
				record[used + r++] = touched[p];
				record[used + r++] = size[touched[p]];
			}
			size[touched[p]] = 0;
		}
		used += i > 0 || first == NOWHERE || g == first ? r : 0;
	}
	return used;
}

/*
 * Checks claim i (n secrets in its set): each guess recorded totals at
 * least its value, or with symmetries some guess of its orbit does.  A
 * guess totals its set's secrets and for each part but the win the
 * closed form low, or the value of the part's claim if it is more.
 */
static void
check_totals(size_t i, size_t n, size_t used, const uint64_t *low)
{
	static uint64_t below[256];	/* the value of a part's claim */
	static unsigned char claimed[256];
	const struct claim *c = &claim[i];
	size_t child = c->child, end = c->child + c->children, k;

	for (size_t r = 0; r < used; r += 2 + 2 * record[r + 1]) {
		size_t g = record[r];
		uint64_t total = n;

		while (child < end && claim[by_set[child]].guess < g)
			child++;
		for (k = child; k < end && claim[by_set[k]].guess == g; k++) {
			claimed[claim[by_set[k]].hint] = 1;
			below[claim[by_set[k]].hint] = claim[by_set[k]].value;
		}
		for (size_t p = 0; p < record[r + 1]; p++) {
			uint32_t h = record[r + 2 + 2 * p];
			uint64_t more = low[record[r + 3 + 2 * p]];

			more = claimed[h] && below[h] > more ? below[h] : more;

			total = more > INF - total ? INF : total + more;
		}
		for (k = child; k < end && claim[by_set[k]].guess == g; k++)
			claimed[claim[by_set[k]].hint] = 0;
		if (c->syms == 0 && total < c->value)
			too_low(i, g, total, 0);
		if (c->syms > 0 && best[orbit_of(g)] < total)
			best[orbit_of(g)] = total;
	}
	for (size_t r = 0; c->syms > 0 && r < used; r += 2 + 2 * record[r + 1])
		if (best[orbit_of(record[r])] < c->value)
			too_low(i, record[r], best[orbit_of(record[r])], 1);
}

/*
 * Checks claim i: builds its set from its way from the root (set has
 * room for every secret, low one more), then weighs every guess allowed
 * there.
 */
static void
check_claim(size_t i, uint32_t *set, uint64_t *low)
{
	const struct claim *c = &claim[i];
	size_t at[LEVELS], k = 0, n = secrets, used;
	struct demand d;
	uint64_t branches;

	for (size_t j = i; j != 0; j = claim[j].parent)
		if (k == LEVELS)
			refuse(c->line, "claim %llu: a way of more than 64 "
			    "guesses", (unsigned long long)c->id);
		else
			at[k++] = j;
	demand_none(&d);
	for (size_t s = 0; s < secrets; s++)
		set[s] = (uint32_t)s;
	while (k-- > 0) {
		const struct claim *step = &claim[at[k]];

		if (k == 0 && (!demand_met(&d, GUESS(step->guess)) ||
		    (consistent && !in_set(set, n, step->guess))))
			refuse(c->line, "claim %llu (%s): %s is not allowed at "
			    "its parent's set", (unsigned long long)c->id,
			    path_text(i), code_text(GUESS(step->guess)));
		if (hard)
			demand_add(&d, GUESS(step->guess), step->hint);
		n = filter(set, n, step->guess, step->hint);
	}
	if (n == 0)
		refuse(c->line, "claim %llu (%s): no secret of its parent's set "
		    "gives that hint", (unsigned long long)c->id, path_text(i));
	if (c->depth == 0)
		return;		/* no strategy of no guess finds a secret */
	used = part(i, set, n, &d, &branches);
	closed_form(low, n, c->depth == INF ? INF : c->depth - 1, branches);
	if (c->syms > 0)
		join_orbits(i, set, n);
	check_totals(i, n, used, low);
}

static void
usage(FILE *to, int status)
{
	fprintf(to, "usage: %s [-hq] CERT [SECRETS [ALLOWED]]\n", progname);
	if (to == stdout)
		printf("Checks the certificate CERT ('-': standard input) of a "
		    "game's optimal value\n(doc/certificate.md), with the "
		    "game's lists if it has them; -q: no output.\n");
	exit(status);
}

/*
 * certcheck [-q] CERT [SECRETS [ALLOWED]]: says whether the certificate
 * CERT ('-': standard input) proves the value of its game, which reads
 * the lists SECRETS and ALLOWED if it has lists.
 */
int
main(int argc, char *argv[])
{
	int quiet = 0, ch;
	char opens[WIDTH * 4 + 24] = "";
	uint32_t *set;
	uint64_t *low, total;

	progname = strrchr(argv[0], '/') ? strrchr(argv[0], '/') + 1 : argv[0];
	while ((ch = getopt(argc, argv, "hq")) != -1)
		if (ch == 'q')
			quiet = 1;
		else
			usage(ch == 'h' ? stdout : stderr, ch == 'h' ? VALID :
			    TROUBLE);
	argc -= optind;
	argv += optind;
	if (argc < 1 || argc > 3)
		usage(stderr, TROUBLE);
	in.name = strcmp(argv[0], "-") == 0 ? "<stdin>" : argv[0];
	if ((in.f = strcmp(argv[0], "-") == 0 ? stdin : fopen(argv[0], "r")) ==
	    NULL)
		trouble("%s: %s", argv[0], strerror(errno));
	read_header(argv + 1, argc - 1);
	build_table();
	total = check_strategy();
	read_claims();
	set = allocate(secrets, sizeof(*set));
	low = allocate(secrets + 1, sizeof(*low));
	orbit = allocate(syms > 0 ? guesses : 0, sizeof(*orbit));
	best = allocate(syms > 0 ? guesses : 0, sizeof(*best));
	member = allocate(syms > 0 ? secrets : 0, 1);
	row = allocate(secrets, sizeof(*row));
	differ = allocate(guesses, 1);
	for (size_t i = 0; i < claims; i++)
		check_claim(i, set, low);
	if (first != NOWHERE)
		snprintf(opens, sizeof(opens), " that opens with %s",
		    code_text(GUESS(first)));
	if (!quiet && value == INF)
		printf("valid: no strategy%s wins every game%s%s%s\n", opens,
		    tries == INF ? "" : " within ", number_text(tries, ""),
		    tries == INF ? "" : " guesses");
	else if (!quiet)
		printf("valid: no strategy%s totals less than %llu%s%s\n",
		    opens, (unsigned long long)value, total > 0 ?
		    ", and this strategy totals " : "", total > 0 ?
		    number_text(total, "") : "");
	if (fflush(stdout) != 0 || ferror(stdout))
		trouble("standard output: %s", strerror(errno));
	free(set);
	free(low);
	return VALID;
}
