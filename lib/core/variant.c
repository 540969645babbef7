/* The rules of the variants: colours, length, repeats, tries. */

#include "variant.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "fold.h"
#include "utf8.h"

#define SHOWN_MAX	12	/* a byte in quotes: '\x{ff}' */

#define BOTH	(SIDE_SECRET | SIDE_GUESS)

static const struct variant presets[] = {
	{ .name = "hints", .colours = "123456789", .tries = -1,
	  .from = "UVa 340 Master-Mind Hints, the judge format" },
	{ .name = "match-hit", .colours = "123456789", .length = 4,
	  .distinct = BOTH, .tries = 12, .length_min = 1, .length_max = 4,
	  .from = "the Match & Hit lab" },
	{ .name = "letters", .colours = "ABCDEF", .length = 4,
	  .tries_per_letter = 1, .length_min = 3, .length_max = 6,
	  .colours_limit = "ABCDEF",
	  .from = "the letter Mastermind assignment" },
	{ .name = "aciertos", .colours = "0123456789", .length = 4,
	  .distinct = SIDE_SECRET, .tries = 10, .length_min = 2,
	  .length_max = 6, .from = "the Spanish Master Mind practica" },
	{ .name = "digits", .colours = "0123456789", .length = 4,
	  .zero_pad = 1, .tries = 10,
	  .from = "the 0000-9999 Mastermind term project" },
	{ .name = "bulls-cows", .colours = "0123456789", .length = 4,
	  .distinct = BOTH, .tries = -1, .from = "Bulls and Cows" },
	{ .name = "classic", .colours = "123456", .alias = "ABCDEF",
	  .length = 4, .tries = 10, .from = "the board game Mastermind" },
	{ .name = "black-peg", .colours = "123456", .alias = "ABCDEF",
	  .length = 4, .tries = 10, .rule_name = "black",
	  .from = "Mastermind with black pegs alone" },
	{ .name = "jotto", .colours = "abcdefghijklmnopqrstuvwxyz",
	  .length = 5, .words = 1, .tries = -1, .rule_name = "total",
	  .from = "Jotto: the letters in common, words from --secrets" },
	{ .name = "wordle", .colours = "abcdefghijklmnopqrstuvwxyz",
	  .length = 5, .words = 1, .tries = 6, .rule_name = "marks",
	  .from = "Wordle: a mark a letter, words from --secrets" },
};
#define PRESETS (sizeof(presets) / sizeof(presets[0]))

const struct variant *
variant_find(const char *name)
{
	for (size_t i = 0; i < PRESETS; i++)
		if (strcmp(presets[i].name, name) == 0)
			return &presets[i];
	return NULL;
}

const struct variant *
variant_preset(size_t n)
{
	return n < PRESETS ? &presets[n] : NULL;
}

/* Writes the reason into why; returns -1. */
static int __attribute__((format(printf, 2, 3)))
fail(char *why, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(why, VARIANT_WHY_MAX, fmt, ap);
	va_end(ap);
	return -1;
}

/*
 * Reads the next item of a colour set at *p into *low..*high and moves *p
 * past it: X-Y is a range, any other character stands for itself, and
 * so does '-' where it is first or last, as in tr(1) and a bracket
 * expression of regex(7).  Returns 1 for a range, 0 for a character, or
 * -1 with why for a '-' between two items or a reversed range, naming
 * the set as shown (in quotes, by diag_quote()).
 */
static int
next_item(const char *set, const char *shown, const char **p,
    unsigned char *low, unsigned char *high, char *why)
{
	const char *at = *p;

	*low = *high = (unsigned char)at[0];
	if (at[1] == '-' && at[2] != '\0') {
		*high = (unsigned char)at[2];
		*p = at + 3;
		if (*low > *high)
			return fail(why, "%c-%c is a reversed range (a '-' "
			    "that is a colour goes first or last), found %s",
			    at[0], at[2], shown);
		return 1;
	}
	*p = at + 1;
	if (at[0] == '-' && at != set && at[1] != '\0')
		return fail(why, "a '-' that is a colour goes first or last, "
		    "found %s", shown);
	return 0;
}

/*
 * Expands set, items as next_item() reads them, into list (at most
 * SCORE_COLOURS_MAX distinct printable characters), setting *listed
 * unless set is one range.  Returns 0, or -1 with why.
 */
static int
expand_colours(const char *set, char *list, int *listed, char *why)
{
	const char *p = set;
	char shown[DIAG_QUOTED_MAX];
	unsigned char low, high;
	size_t n = 0;
	int range;

	diag_quote(shown, sizeof(shown), (const unsigned char *)set,
	    strlen(set));
	*listed = 1;
	while (*p != '\0') {
		if ((range = next_item(set, shown, &p, &low, &high, why)) == -1)
			return -1;
		*listed = !(range && p == set + 3 && *p == '\0');
		for (unsigned c = low; c <= high; c++) {
			if (n == SCORE_COLOURS_MAX)
				return fail(why, "at most %d colours, found "
				    "%s", SCORE_COLOURS_MAX, shown);
			if (!isgraph((int)c) || memchr(list, (int)c, n))
				return fail(why, "expected distinct printable "
				    "characters or ranges like A-F, found "
				    "%s", shown);
			list[n++] = (char)c;
		}
	}
	if (n == 0)
		return fail(why, "expected a colour, found ''");
	list[n] = '\0';
	return 0;
}

int
variant_set_colours(struct variant *v, const char *set, char *why)
{
	const char *limit = v->colours_limit;
	char list[SCORE_COLOURS_MAX + 1];
	int listed = 0;

	if (expand_colours(set, list, &listed, why) == -1)
		return -1;
	if (limit != NULL && (strlen(list) > strlen(limit) ||
	    strncmp(list, limit, strlen(list)) != 0))
		return fail(why, "%s needs %c up to a letter %c..%c, found "
		    "'%s'", v->name, limit[0], limit[0],
		    limit[strlen(limit) - 1], set);
	strcpy(v->colours, list);
	v->alias[0] = '\0';
	v->listed = listed;
	v->colours_given = 1;
	return 0;
}

/* Writes the range low..high, "X-Y", at p; returns the end. */
static char *
write_range(char *p, char low, char high)
{
	*p++ = low;
	*p++ = '-';
	*p++ = high;
	return p;
}

char *
variant_colour_set(const struct variant *v, char *buf)
{
	const char *c = v->colours;
	size_t n = 0, i = 0, run;
	char *p = buf;

	while (c[n] != '\0' && (unsigned char)c[n] < 0x80)
		n++;	/* ASCII first, then letters beyond it */

	while (i < n) {
		int dash = 0;

		for (run = 1; i + run < n && c[i + run] == c[i + run - 1] + 1;
		    run++)
			;
		for (size_t k = i; k < i + run; k++)
			dash = dash || c[k] == '-';
		if (run >= 3 || (dash && !(run == 1 && (i == 0 || i + 1 == n))))
			p = write_range(p, c[i], c[i + run - 1]);
		else
			for (size_t k = i; k < i + run; k++) {
				/* a '-' after it would make it a range */
				if (k + 1 < n - 1 && c[k + 1] == '-')
					p = write_range(p, c[k], c[k]);
				else
					*p++ = c[k];
			}
		i += run;
	}
	for (; c[i] != '\0'; i++)
		p += utf8_encode(v->letter[i], p);
	*p = '\0';
	return buf;
}

int
variant_set_length(struct variant *v, const char *length, char *why)
{
	unsigned low = v->length_min ? v->length_min : 1;
	unsigned high = v->length_max ? v->length_max : VARIANT_LENGTH_MAX;
	char *end;
	unsigned long n = strtoul(length, &end, 10);

	if (!isdigit((unsigned char)length[0]) || *end != '\0' || n < low ||
	    n > high) {
		if (v->length_max)
			return fail(why, "%s needs %u..%u, found '%s'",
			    v->name, low, high, length);
		return fail(why, "not a number in %u..%u: '%s'", low, high,
		    length);
	}
	v->length = (unsigned)n;
	return 0;
}

/* The values of --distinct, by the bits of the sides they name. */
static const char *const distinct_names[] = { "none", "secret", "guess",
    "both" };
#define DISTINCT_VALUES	(sizeof(distinct_names) / sizeof(*distinct_names))

const char *
variant_distinct_name(const struct variant *v)
{
	return distinct_names[v->distinct & BOTH];
}

const char *
variant_distinct_value(size_t i)
{
	return i < DISTINCT_VALUES ? distinct_names[i] : NULL;
}

int
variant_set_hint(struct variant *v, const char *name, char *why)
{
	const struct rule *r = rule_find(name);
	size_t n = 0;

	if (r != NULL) {
		v->rule_name = rule_name(r);
		return 0;
	}
	n = (size_t)snprintf(why, VARIANT_WHY_MAX, "expected");
	for (size_t i = 0; rule_name_at(i) != NULL && n < VARIANT_WHY_MAX; i++)
		n += (size_t)snprintf(why + n, VARIANT_WHY_MAX - n, "%s %s",
		    i == 0 ? "" : rule_name_at(i + 1) == NULL ? " or" : ",",
		    rule_name_at(i));
	if (n < VARIANT_WHY_MAX)
		snprintf(why + n, VARIANT_WHY_MAX - n, ", found '%.64s'", name);
	return -1;
}

/*
 * Checks that file, a list's, names a file: not empty, and not -, since
 * standard input holds what the commands read after the lists (hints,
 * guesses, answers).
 */
static int
list_name(const char *file, char *why)
{
	if (strcmp(file, "-") == 0)
		return fail(why, "a list is read from a file, not from standard "
		    "input (-), where the commands read hints, guesses and "
		    "answers: give a file (a shell's <(command) makes one of "
		    "a command's output)");
	if (file[0] != '\0')
		return 0;
	return fail(why, "an empty name");
}

int
variant_set_secrets(struct variant *v, const char *file, char *why)
{
	v->secrets = file;
	return list_name(file, why);
}

int
variant_set_allowed(struct variant *v, const char *file, char *why)
{
	v->allowed = file;
	return list_name(file, why);
}

int
variant_set_hard(struct variant *v, const char *value, char *why)
{
	(void)value;
	(void)why;
	v->hard = 1;
	return 0;
}

int
variant_set_fold(struct variant *v, const char *name, char *why)
{
	const struct fold *f = fold_find(name);

	if (f == NULL)
		return fail(why, "expected none, accents, es or de, found '%s'",
		    name);
	v->fold = fold_changes(f) ? f : NULL;
	return 0;
}

int
variant_set_distinct(struct variant *v, const char *sides, char *why)
{
	for (unsigned i = 0; i < DISTINCT_VALUES; i++)
		if (strcmp(sides, distinct_names[i]) == 0) {
			v->distinct = i;
			return 0;
		}
	return fail(why, "expected secret, guess, both or none, found '%s'",
	    sides);
}

int
variant_tries(const struct variant *v)
{
	if (v->tries_per_letter)
		return (int)((v->length * strlen(v->colours) + 2) / 3);
	return v->tries;
}

/* What kind of characters v's colours are, for messages. */
enum kind { KIND_DIGIT, KIND_LETTER, KIND_OTHER };

static enum kind
kind_of(const struct variant *v)
{
	int digits = 1, letters = 1;

	for (const char *c = v->colours; *c != '\0'; c++) {
		digits = digits && isdigit((unsigned char)*c);
		letters = letters && isalpha((unsigned char)*c);
	}
	if (v->alias[0] != '\0' || v->listed)
		return KIND_OTHER;
	return digits ? KIND_DIGIT : letters ? KIND_LETTER : KIND_OTHER;
}

/*
 * Returns 1 if v's colours are letters of one case only (a to z, or A to
 * Z), where a letter of the other case reads as the same colour.
 */
static int
one_case(const struct variant *v)
{
	int lower = 1, upper = 1;

	for (const char *c = v->colours; *c != '\0'; c++) {
		if ((unsigned char)*c >= 0x80)
			continue;	/* a letter beyond ASCII */
		lower = lower && *c >= 'a' && *c <= 'z';
		upper = upper && *c >= 'A' && *c <= 'Z';
	}
	return lower || upper;
}

/* Returns the index of c in set, or -1 (for the NUL byte too). */
static int
index_in(const char *set, unsigned char c)
{
	const char *at = c != '\0' ? strchr(set, c) : NULL;

	return at != NULL ? (int)(at - set) : -1;
}

int
variant_colour_of(const struct variant *v, unsigned char c)
{
	int i = index_in(v->colours, c);

	if (i < 0)
		i = index_in(v->alias, c);
	if (i < 0 && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) &&
	    one_case(v))
		i = index_in(v->colours, (unsigned char)(c ^ 0x20)); /* ASCII */
	return i;
}

/* Returns the colour of v whose code point is point, or -1. */
static int
letter_index(const struct variant *v, uint32_t point)
{
	for (size_t i = 0; v->colours[i] != '\0'; i++)
		if (v->letter[i] == point)
			return (int)i;
	return -1;
}

/* Returns 1 if no two of v's letters beyond ASCII are of one letter. */
static int
letters_of_one_case(const struct variant *v)
{
	for (size_t i = 0; v->colours[i] != '\0'; i++)
		if (v->letter[i] >= 0x80 && utf8_other_case(v->letter[i]) !=
		    v->letter[i] && letter_index(v,
		    utf8_other_case(v->letter[i])) >= 0)
			return 0;
	return 1;
}

int
variant_letter_of(const struct variant *v, uint32_t point)
{
	int i;

	if (point < 0x80)
		return variant_colour_of(v, (unsigned char)point);
	if (!v->wide)
		return -1;
	if ((i = letter_index(v, point)) < 0 && letters_of_one_case(v))
		i = letter_index(v, utf8_other_case(point));
	return i;
}

#define SPACE	(-2)	/* what char_at() returns for a space */

/*
 * Reads the character at text + *i (n bytes in all) and moves *i past
 * it; a byte that begins no UTF-8 character is one.  Returns its colour
 * in v, -1 if it is none, or SPACE.
 */
static int
char_at(const struct variant *v, const char *text, size_t n, size_t *i)
{
	const unsigned char *p = (const unsigned char *)text + *i;
	uint32_t point;
	size_t k;

	if (*p < 0x80) {
		++*i;
		return isspace(*p) ? SPACE : variant_colour_of(v, *p);
	}
	k = utf8_decode(p, n - *i, &point);
	if (k == 0 || k == SIZE_MAX) {
		++*i;
		return -1;
	}
	*i += k;
	return variant_letter_of(v, point);
}

/*
 * Writes the character at text (n bytes left) for a message, in quotes:
 * itself if printable (a UTF-8 one whole, as diag_quote() shows it),
 * else \x{NN}.
 */
static const char *
show(const char *text, size_t n, char *buf)
{
	diag_quote(buf, SHOWN_MAX, (const unsigned char *)text,
	    diag_char_length((const unsigned char *)text, n));
	return buf;
}

/*
 * Says that the colour shown is not one of v's: of its lists when the
 * colours are the symbols they use, of the variant, or of its --colours
 * when they changed the preset's.  Returns -1.
 */
static int
not_a_colour(const struct variant *v, const char *shown, char *why)
{
	const struct variant *preset = variant_find(v->name);
	char set[VARIANT_SET_MAX];

	if (v->from_lists && v->allowed != NULL)
		return fail(why, "%s is in no code of %s or %s", shown,
		    v->secrets, v->allowed);
	if (v->from_lists)
		return fail(why, "%s is in no code of %s", shown, v->secrets);
	if (preset != NULL && strcmp(preset->colours, v->colours) != 0)
		return fail(why, "%s is not a colour of --colours=%s", shown,
		    variant_colour_set(v, set));
	return fail(why, "%s is not a colour of %s", shown, v->name);
}

int
variant_composed(const char *text, size_t n, char *why)
{
	const unsigned char *at = (const unsigned char *)text;
	uint32_t point;

	for (size_t i = 0, k; i < n; i += k) {
		k = utf8_decode(at + i, n - i, &point);
		if (k == 0 || k == SIZE_MAX)
			k = 1;	/* no UTF-8 here: another check says so */
		else if (utf8_combining(point))
			return fail(why, "found the combining mark U+%04X: a "
			    "letter and its accent are one character in the "
			    "lists' normal form (NFC)", (unsigned)point);
	}
	return 0;
}

/*
 * Checks each character of text: first that it is no combining mark,
 * then of the right kind, then a colour.  Returns 0, or -1 with why.
 */
static int
check_characters(const struct variant *v, const char *text, size_t n,
    char *why)
{
	enum kind kind;
	char c[SHOWN_MAX];
	size_t i = 0, at;
	int bad = 0;

	while (i < n && !bad)
		bad = char_at(v, text, n, &i) == -1;
	if (!bad)
		return 0;	/* every character a colour: the usual case */
	if (variant_composed(text, n, why) == -1)
		return -1;
	kind = kind_of(v);
	for (i = 0; i < n;) {
		unsigned char ch = (unsigned char)text[at = i];

		if (char_at(v, text, n, &i) != -1)
			continue;
		if (kind == KIND_DIGIT && !isdigit(ch))
			return fail(why, "%s is not a digit",
			    show(text + at, n - at, c));
		if (kind == KIND_LETTER && !isalpha(ch))
			return fail(why, "%s is not a letter",
			    show(text + at, n - at, c));
		if (kind == KIND_OTHER)
			return not_a_colour(v, show(text + at, n - at, c),
			    why);
	}
	for (i = 0; i < n;) {
		at = i;
		if (char_at(v, text, n, &i) == -1)
			return not_a_colour(v, show(text + at, n - at, c),
			    why);
	}
	return 0;
}

/* Reads the code text, as variant_read() does, its letters folded. */
static int
read_folded(const struct variant *v, const char *text, size_t n,
    enum side side, size_t length, unsigned char *colours, size_t capacity,
    char *why)
{
	static const char *const words[] = { "digits", "letters", "colours" };
	size_t count = 0;

	if (check_characters(v, text, n, why) == -1)
		return -1;
	for (size_t i = 0; i < n;)
		count += char_at(v, text, n, &i) != SPACE;
	if (length == 0)
		length = v->length;
	if (count > capacity || (v->zero_pad && length > capacity))
		return fail(why, "length %zu, codes have at most %zu positions",
		    count, capacity);
	if (v->zero_pad && count < length)
		for (; count < length; count++)
			*colours++ = 0;
	if (count == 0 || (length != 0 && count != length)) {
		if (length == 0)
			return fail(why, "a code needs a colour");
		if (length != v->length)
			return fail(why, "length %zu, the secret has %zu",
			    count, length);
		return fail(why, "length %zu, %s needs %zu", count, v->name,
		    length);
	}
	for (size_t i = 0; i < n;) {
		int colour = char_at(v, text, n, &i);

		if (colour != SPACE)
			*colours++ = (unsigned char)colour;
	}
	if ((v->distinct & side) && variant_repeats(colours - count, count))
		return fail(why, "%s must be distinct (%s)", words[kind_of(v)],
		    v->name);
	return (int)count;
}

int
variant_read(const struct variant *v, const char *text, size_t n,
    enum side side, size_t length, unsigned char *colours, size_t capacity,
    char *why)
{
	char stack[VARIANT_TEXT_MAX], *folded;
	int read;

	if (v->fold == NULL)
		return read_folded(v, text, n, side, length, colours, capacity,
		    why);
	folded = n <= sizeof(stack) ? stack : malloc(n);
	if (folded == NULL)
		return fail(why, "out of memory");
	read = read_folded(v, folded, fold_text(v->fold, text, n, folded),
	    side, length, colours, capacity, why);
	if (folded != stack)
		free(folded);
	return read;
}

char *
variant_write(const struct variant *v, const unsigned char *code,
    size_t length, char *p)
{
	char *at = p;

	for (size_t i = 0; i < length; i++) {
		char c = v->colours[code[i]];

		if ((unsigned char)c >= 0x80)
			at += utf8_encode(v->letter[code[i]], at);
		else
			*at++ = c;
	}
	*at = '\0';
	return p;
}
