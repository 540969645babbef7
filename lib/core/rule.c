/* The hint rules: a table, a row a rule (rule.h). */

#include "rule.h"

#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "diag.h"
#include "utf8.h"

/* What a rule does, a function each; the table below holds them. */
struct rule {
	const char *name;
	/* the hints of codes of length positions, at most RULE_HINTS_MAX */
	size_t (*count)(size_t length);
	/* the hint of counts h (rules that do not mark positions) */
	unsigned (*of_counts)(size_t length, struct hint h);
	/* writes hint into text, returns its length */
	size_t (*write)(size_t length, unsigned hint, char *text);
	/* reads text as a hint, checking it against guess if not NULL */
	int (*read)(size_t length, const char *text, size_t n,
	    const unsigned char *guess, unsigned *hint, char *why);
	int marks;		/* a mark a position */
	int pegs;		/* its pegs: PEGS_BOTH, PEGS_BLACK... */
};

/* What pegs a rule's hint shows (rule_pegs()). */
enum { PEGS_BOTH, PEGS_BLACK, PEGS_WHITE };

static size_t	count_counts(size_t), count_one(size_t), count_total(size_t),
		count_marks(size_t);
static unsigned	counts_of(size_t, struct hint), black_of(size_t, struct hint),
		total_of(size_t, struct hint);
static size_t	write_counts(size_t, unsigned, char *),
		write_number(size_t, unsigned, char *),
		write_total(size_t, unsigned, char *),
		write_marks(size_t, unsigned, char *);
static int	read_counts(size_t, const char *, size_t,
		    const unsigned char *, unsigned *, char *),
		read_black(size_t, const char *, size_t, const unsigned char *,
		    unsigned *, char *),
		read_total(size_t, const char *, size_t, const unsigned char *,
		    unsigned *, char *),
		read_marks(size_t, const char *, size_t, const unsigned char *,
		    unsigned *, char *);

/* The rules, the default first.  A new rule is a row and its functions. */
static const struct rule rules[] = {
	{ "counts", count_counts, counts_of, write_counts, read_counts, 0,
	    PEGS_BOTH },
	{ "black", count_one, black_of, write_number, read_black, 0,
	    PEGS_BLACK },
	{ "total", count_total, total_of, write_total, read_total, 0,
	    PEGS_WHITE },
	{ "marks", count_marks, NULL, write_marks, read_marks, 1, PEGS_BOTH },
};

#define RULES	(sizeof(rules) / sizeof(*rules))

const struct rule *
rule_find(const char *name)
{
	for (size_t i = 0; i < RULES; i++)
		if (strcmp(rules[i].name, name) == 0)
			return &rules[i];
	return NULL;
}

const struct rule *
rule_at(size_t i)
{
	return i < RULES ? &rules[i] : NULL;
}

const char *
rule_name_at(size_t i)
{
	return i < RULES ? rules[i].name : NULL;
}

const char *
rule_name(const struct rule *r)
{
	return r->name;
}

int
rule_is_counts(const struct rule *r)
{
	return r == &rules[0];
}

int
rule_marks_positions(const struct rule *r)
{
	return r->marks;
}

size_t
rule_hints(const struct rule *r, size_t length)
{
	return r->count(length);
}

unsigned
rule_win(const struct rule *r, size_t length)
{
	return (unsigned)(r->count(length) - 1);
}

/* counts: the dense indices of (strong, weak), the win last (hint.h). */
static size_t
count_counts(size_t length)
{
	return length < 340 ? hint_dense_count(length) : 0;
}

static unsigned
counts_of(size_t length, struct hint h)
{
	return hint_dense(length, h);
}

/* black: 0 .. length in place, the win last. */
static size_t
count_one(size_t length)
{
	return length < RULE_HINTS_MAX ? length + 1 : 0;
}

static unsigned
black_of(size_t length, struct hint h)
{
	(void)length;
	return (unsigned)h.strong;
}

/* total: 0 .. length in common, then the win, which an anagram is not. */
static size_t
count_total(size_t length)
{
	return length + 1 < RULE_HINTS_MAX ? length + 2 : 0;
}

static unsigned
total_of(size_t length, struct hint h)
{
	return h.strong == length ? (unsigned)length + 1 :
	    (unsigned)(h.strong + h.weak);
}

/* marks: a number in base 3, position 0 its lowest digit; the win last. */
static size_t
count_marks(size_t length)
{
	size_t n = 1;

	for (size_t i = 0; i < length; i++)
		if ((n *= 3) > RULE_HINTS_MAX)
			return 0;
	return n;
}

void
rule_pegs(const struct rule *r, size_t length, struct hint h, size_t *black,
    size_t *white)
{
	if (r->pegs == PEGS_WHITE && h.strong == length) {
		*black = length;	/* total's win, not an anagram's */
		*white = 0;
		return;
	}
	*black = r->pegs == PEGS_WHITE ? 0 : h.strong;
	*white = r->pegs == PEGS_BLACK ? 0 : r->pegs == PEGS_WHITE ?
	    h.strong + h.weak : h.weak;
}

int
rule_key_pegs(const struct rule *r)
{
	return !r->marks && r->pegs != PEGS_WHITE;
}

int
rule_win_apart(const struct rule *r)
{
	return r->of_counts == total_of;
}

unsigned
rule_of_counts(const struct rule *r, size_t length, struct hint h)
{
	return r->of_counts(length, h);
}

unsigned
rule_score(const struct rule *r, struct scorer *s, const unsigned char *guess)
{
	unsigned char marks[SCORE_MARKS_MAX];
	unsigned hint = 0;

	if (!r->marks)
		return r->of_counts(s->length, score(s, guess));
	score_marks(s, guess, marks);
	for (size_t i = s->length; i-- > 0;)
		hint = hint * 3 + marks[i];
	return hint;
}

/*
 * Finds the first thing candidate breaks of what hard mode asks once guess
 * got hint (marks, of length positions), in the order Wordle checks them:
 * a colour marked exact that it does not keep in place, in the order of
 * the positions; then a colour it has fewer times than guess had it
 * marked exact or present, in the order of the first position so marked.
 * Returns 1 if it breaks nothing; else 0 with *at the position of guess
 * of the colour, and *place set if it is the place that is broken.
 */
static int
hard_first_broken(size_t length, const unsigned char *guess, unsigned hint,
    const unsigned char *candidate, size_t *at, int *place)
{
	unsigned char need[SCORE_COLOURS_MAX] = { 0 };
	unsigned char have[SCORE_COLOURS_MAX] = { 0 };
	unsigned char marks[SCORE_MARKS_MAX];

	rule_marks(length, hint, marks);
	for (size_t i = 0; i < length; i++) {
		if (marks[i] == 2 && candidate[i] != guess[i]) {
			*at = i;
			*place = 1;
			return 0;
		}
		need[guess[i]] = (unsigned char)(need[guess[i]] +
		    (marks[i] != 0));
		have[candidate[i]]++;
	}
	for (size_t i = 0; i < length; i++)
		if (marks[i] != 0 && have[guess[i]] < need[guess[i]]) {
			*at = i;
			*place = 0;
			return 0;
		}
	return 1;
}

int
rule_hard_allows(size_t length, const unsigned char *guess, unsigned hint,
    const unsigned char *candidate)
{
	size_t at;
	int place;

	return hard_first_broken(length, guess, hint, candidate, &at, &place);
}

/* Writes n as an ordinal, "1st", "12th", "23rd", into text (16 bytes). */
static void
ordinal(size_t n, char *text)
{
	static const char *const suffix[] = { "th", "st", "nd", "rd" };
	size_t last = n % 10 < 4 && n % 100 / 10 != 1 ? n % 10 : 0;

	snprintf(text, 16, "%zu%s", n, suffix[last]);
}

int
rule_hard_why(size_t length, const unsigned char *guess, unsigned hint,
    const unsigned char *candidate, const char *guess_text, char *why)
{
	char place[16], capital[UTF8_BYTES_MAX];
	const char *c;
	size_t at, n;
	uint32_t point;
	int letter, in_place;

	if (hard_first_broken(length, guess, hint, candidate, &at, &in_place))
		return 1;
	c = utf8_at(guess_text, at, &n);
	if (utf8_decode((const unsigned char *)c, n, &point) == n) {
		letter = point >= 0x80 || isalpha((int)point);
		n = utf8_encode(utf8_upper(point), capital);
		c = capital;
	} else
		letter = 0;
	ordinal(at + 1, place);
	if (in_place)
		snprintf(why, RULE_WHY_MAX, "%s %s must be %.*s", place,
		    letter ? "letter" : "position", (int)n, c);
	else
		snprintf(why, RULE_WHY_MAX, "Guess must contain %.*s", (int)n,
		    c);
	return 0;
}

void
rule_marks(size_t length, unsigned hint, unsigned char *marks)
{
	for (size_t i = 0; i < length; i++, hint /= 3)
		marks[i] = (unsigned char)(hint % 3);
}

static size_t
write_counts(size_t length, unsigned hint, char *text)
{
	size_t strong = 0;

	/* the dense index back to (strong, weak): rows of length + 1 - s */
	while (hint > length - strong) {
		hint -= (unsigned)(length - strong + 1);
		strong++;
	}
	return (size_t)snprintf(text, RULE_TEXT_MAX, "%zu,%u", strong, hint);
}

static size_t
write_number(size_t length, unsigned hint, char *text)
{
	(void)length;
	return (size_t)snprintf(text, RULE_TEXT_MAX, "%u", hint);
}

/* total: the win is written "won", told apart from an anagram's length. */
static size_t
write_total(size_t length, unsigned hint, char *text)
{
	if (hint > length)
		return (size_t)snprintf(text, RULE_TEXT_MAX, "won");
	return (size_t)snprintf(text, RULE_TEXT_MAX, "%u", hint);
}

static const char mark_letters[] = "-YG";	/* absent, present, exact */

static size_t
write_marks(size_t length, unsigned hint, char *text)
{
	for (size_t i = 0; i < length; i++, hint /= 3)
		text[i] = mark_letters[hint % 3];
	text[length] = '\0';
	return length;
}

/*
 * Reads a number, 0 to most, at *p (blanks before it skipped), moving *p
 * past it.  Returns it, or -1 if there is none or it is larger.
 */
static long
read_number(const char **p, const char *end, size_t most)
{
	long n = 0;
	const char *at = *p;

	while (at < end && (*at == ' ' || *at == '\t'))
		at++;
	if (at == end || *at < '0' || *at > '9')
		return -1;
	for (; at < end && *at >= '0' && *at <= '9'; at++)
		if ((n = n * 10 + (*at - '0')) > (long)most + 1)
			n = (long)most + 1;
	*p = at;
	return n <= (long)most ? n : -1;
}

/* Skips blanks at p; returns where they end. */
static const char *
blanks(const char *p, const char *end)
{
	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	return p;
}

/* Writes the n bytes at text quoted into why after message; returns -1. */
static int
refuse(char *why, const char *message, const char *text, size_t n)
{
	char found[DIAG_QUOTED_MAX];

	diag_quote(found, sizeof(found), (const unsigned char *)text, n);
	snprintf(why, RULE_WHY_MAX, "%s, found %s", message, found);
	return -1;
}

static int
read_counts(size_t length, const char *text, size_t n,
    const unsigned char *guess, unsigned *hint, char *why)
{
	const char *p = blanks(text, text + n), *end = text + n;
	int paren = p < end && *p == '(';
	long strong, weak = -1;

	(void)guess;
	p += paren;
	strong = read_number(&p, end, length);
	p = blanks(p, end);
	if (strong >= 0 && p < end && *p == ',')
		p++;
	weak = strong >= 0 ? read_number(&p, end, length) : -1;
	p = blanks(p, end);
	if (weak >= 0 && paren && p < end && *p == ')')
		p = blanks(p + 1, end), paren = 0;
	if (strong < 0 || weak < 0 || paren || p != end)
		return refuse(why, "expected a hint STRONG,WEAK", text, n);
	if ((size_t)(strong + weak) > length ||
	    ((size_t)strong + 1 == length && weak == 1)) {
		snprintf(why, RULE_WHY_MAX, "no two codes of %zu positions "
		    "give %ld,%ld", length, strong, weak);
		return -1;
	}
	*hint = hint_dense(length, (struct hint){ (size_t)strong,
	    (size_t)weak });
	return 0;
}

/* A number alone, 0 to most: black's and total's hints. */
static int
read_count(size_t most, const char *text, size_t n, long *count,
    const char *expected, char *why)
{
	const char *p = text, *end = text + n;

	*count = read_number(&p, end, most);
	if (*count < 0 || blanks(p, end) != end) {
		char message[128];

		snprintf(message, sizeof(message), "expected %s, 0 to %zu",
		    expected, most);
		return refuse(why, message, text, n);
	}
	return 0;
}

static int
read_black(size_t length, const char *text, size_t n,
    const unsigned char *guess, unsigned *hint, char *why)
{
	long count;

	(void)guess;
	if (read_count(length, text, n, &count, "the colours in place",
	    why) == -1)
		return -1;
	*hint = (unsigned)count;
	return 0;
}

static int
read_total(size_t length, const char *text, size_t n,
    const unsigned char *guess, unsigned *hint, char *why)
{
	long count;
	const char *p = blanks(text, text + n), *end = text + n;

	(void)guess;
	while (end > p && (end[-1] == ' ' || end[-1] == '\t'))
		end--;
	if (end - p == 3 && memcmp(p, "won", 3) == 0) {
		*hint = (unsigned)length + 1;	/* the guess is the secret */
		return 0;
	}
	count = read_number(&p, end, length);
	if (count < 0 || p != end) {
		char message[128];

		snprintf(message, sizeof(message), "expected the colours in "
		    "common, 0 to %zu, or won", length);
		return refuse(why, message, text, n);
	}
	*hint = (unsigned)count;	/* length: an anagram, not the win */
	return 0;
}

/*
 * Returns the mark of the character at *p (moving *p past it, a square's
 * bytes too), 0 absent, 1 present, 2 exact; -1 if it is none; 3 for a
 * blank between marks, skipped.
 */
static int
next_mark(const unsigned char **p, const unsigned char *end)
{
	static const struct {
		const char *bytes;
		int mark;
	} squares[] = {
		{ "\xf0\x9f\x9f\xa9", 2 },	/* U+1F7E9 green square */
		{ "\xf0\x9f\x9f\xa7", 2 },	/* U+1F7E7 orange: high contrast */
		{ "\xf0\x9f\x9f\xa8", 1 },	/* U+1F7E8 yellow square */
		{ "\xf0\x9f\x9f\xa6", 1 },	/* U+1F7E6 blue: high contrast */
		{ "\xe2\xac\x9c", 0 },		/* U+2B1C white large square */
		{ "\xe2\xac\x9b", 0 },		/* U+2B1B black large square */
	};
	const unsigned char *at = *p;

	for (size_t k = 0; k < sizeof(squares) / sizeof(*squares); k++) {
		size_t len = strlen(squares[k].bytes);

		if ((size_t)(end - at) >= len &&
		    memcmp(at, squares[k].bytes, len) == 0) {
			at += len;
			if (end - at >= 3 && memcmp(at, "\xef\xb8\x8f", 3) == 0)
				at += 3;	/* U+FE0F, emoji style */
			*p = at;
			return squares[k].mark;
		}
	}
	*p = at + 1;
	switch (*at) {
	case 'G': case 'g': case '2': case '=': return 2;
	case 'Y': case 'y': case '1': case '+': return 1;
	case '-': case '.': case '_': case '0': case 'x': case 'X':
	case 'B': case 'b': case 'W': case 'w': return 0;
	case ' ': case '\t': return 3;
	default: return -1;
	}
}

/*
 * Returns 0 if marks (of guess, length positions) can be had by some code:
 * of each colour, the marks present are its first positions not exact,
 * left to right; else -1 with why naming the position.
 */
static int
marks_fit(size_t length, const unsigned char *guess,
    const unsigned char *marks, char *why)
{
	for (size_t i = 0; i < length; i++) {
		if (marks[i] != 1)
			continue;
		for (size_t j = 0; j < i; j++)
			if (guess[j] == guess[i] && marks[j] == 0) {
				snprintf(why, RULE_WHY_MAX, "no secret gives "
				    "these marks: position %zu is marked "
				    "present, but the same colour at %zu, "
				    "before it, absent", i + 1, j + 1);
				return -1;
			}
	}
	return 0;
}

static int
read_marks(size_t length, const char *text, size_t n,
    const unsigned char *guess, unsigned *hint, char *why)
{
	const unsigned char *p = (const unsigned char *)text, *end = p + n;
	unsigned char marks[SCORE_MARKS_MAX];
	size_t got = 0;

	while (p < end) {
		const unsigned char *at = p;
		int mark = next_mark(&p, end);

		if (mark == 3)
			continue;
		if (mark < 0) {
			char message[160];

			snprintf(message, sizeof(message), "expected a mark at "
			    "position %zu of the hint (G in place, Y elsewhere, "
			    "- not, or a coloured square)", got + 1);
			return refuse(why, message, (const char *)at,
			    (size_t)(end - at));
		}
		if (got == length || got == SCORE_MARKS_MAX)
			return refuse(why, length == 1 ? "expected 1 mark" :
			    "expected as many marks as positions", text, n);
		marks[got++] = (unsigned char)mark;
	}
	if (got != length) {
		char message[96];

		snprintf(message, sizeof(message), "expected %zu marks, a "
		    "position each, not %zu", length, got);
		return refuse(why, message, text, n);
	}
	if (guess != NULL && marks_fit(length, guess, marks, why) == -1)
		return -1;
	*hint = 0;
	for (size_t i = length; i-- > 0;)
		*hint = *hint * 3 + marks[i];
	return 0;
}

size_t
rule_write(const struct rule *r, size_t length, unsigned hint, char *text)
{
	return r->write(length, hint, text);
}

int
rule_read(const struct rule *r, size_t length, const char *text, size_t n,
    const unsigned char *guess, unsigned *hint, char *why)
{
	return r->read(length, text, n, guess, hint, why);
}
