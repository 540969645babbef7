/* The lists of a variant's codes, read and checked (lists.h). */

#include "lists.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "fold.h"
#include "status.h"
#include "utf8.h"

/*
 * A list as read: its codes' characters (code points), length each, and
 * their lines.
 */
struct raw {
	const char *name;
	uint32_t *text;
	size_t *line;			/* of each code in the file */
	size_t count, size;
};

/* The length of every code of the lists, and what set it. */
struct length {
	size_t n;			/* 0: the first code's */
	const char *name;		/* the list whose first code set it;
					   NULL: the variant or --length */
	size_t line;
};

/* Where a list is being read, and the code of the line so far. */
struct scan {
	struct raw *r;
	const struct variant *v;
	struct length *length;
	size_t line, column;		/* of the character last read */
	int cr;				/* a CR was read: a line end if an LF
					   follows */
	uint32_t code[VARIANT_LENGTH_MAX];
	size_t n;			/* characters of it */
};

/* A code read, and the line it came from, for sorting. */
struct entry {
	const unsigned char *code;
	size_t line;
};

static size_t entry_length;	/* of the codes qsort() compares */

static int
by_code(const void *a, const void *b)
{
	const struct entry *x = a, *y = b;
	int c = memcmp(x->code, y->code, entry_length);

	return c != 0 ? c : x->line < y->line ? -1 : x->line > y->line;
}

static void
raw_free(struct raw *r)
{
	free(r->text);
	free(r->line);
	memset(r, 0, sizeof(*r));
}

/* Appends code (length characters) of line at to r.  Returns 0, or -1. */
static int
raw_add(struct raw *r, const uint32_t *code, size_t length, size_t at)
{
	if (r->count == r->size) {
		size_t size = r->size ? 2 * r->size : 1024;
		uint32_t *text = realloc(r->text, size * length *
		    sizeof(*text));
		size_t *line = text ? realloc(r->line, size * sizeof(*line)) :
		    NULL;

		if (text != NULL)
			r->text = text;
		if (line == NULL)
			return -1;
		r->line = line;
		r->size = size;
	}
	memcpy(r->text + r->count * length, code, length * sizeof(*code));
	r->line[r->count++] = at;
	return 0;
}

/*
 * Returns 1 if the character point may be a colour: printable but a
 * space (of ASCII, the characters --colours takes).
 */
static int
colour_char(uint32_t point)
{
	return utf8_visible(point) && !utf8_space(point);
}

/*
 * Says that the character at at (left bytes of the list's block from
 * there), at line and column of the list name, is no colour (of v, if
 * not NULL).  Returns EXIT_INPUT.
 */
static int
no_colour(const char *name, size_t line, size_t column,
    const unsigned char *at, size_t left, const struct variant *v)
{
	char found[DIAG_QUOTED_MAX], set[VARIANT_SET_MAX];

	diag_quote(found, sizeof(found), at, diag_char_length(at, left));
	if (v != NULL)
		diag("%s:%zu:%zu: expected a colour of %s, found %s", name,
		    line, column, variant_colour_set(v, set), found);
	else
		diag("%s:%zu:%zu: expected a colour (a printable character), "
		    "found %s", name, line, column, found);
	return EXIT_INPUT;
}

/*
 * Says that the bytes at at (left of the list's block from there), at
 * line and column of the list name, are no UTF-8.  Returns EXIT_INPUT.
 */
static int
no_utf8(const char *name, size_t line, size_t column,
    const unsigned char *at, size_t left)
{
	char found[DIAG_QUOTED_MAX];

	diag_quote(found, sizeof(found), at, left > 0);
	diag("%s:%zu:%zu: expected UTF-8 text, found the byte %s (convert "
	    "the list, as iconv -f latin1 -t utf-8 does)", name, line, column,
	    found);
	return EXIT_INPUT;
}

/*
 * Says that the combining mark point at line and column of the list name
 * follows a letter: the list is in decomposed form (NFD) where a letter
 * is two characters or more.  Returns EXIT_INPUT.
 */
static int
combining(const char *name, size_t line, size_t column, uint32_t point)
{
	diag("%s:%zu:%zu: expected a letter, found the combining mark U+%04X: "
	    "a letter and its accent are one character in the lists' normal "
	    "form (NFC; uconv -x any-nfc converts a list)", name, line, column,
	    (unsigned)point);
	return EXIT_INPUT;
}

/*
 * Returns what set the length, for a message: " (as FILE:LINE)" if a
 * list's first code did, else "".
 */
static const char *
length_source(const struct length *length)
{
	static char text[4160];	/* a path and a line */

	if (length->name == NULL)
		return "";
	snprintf(text, sizeof(text), " (as %s:%zu)", length->name,
	    length->line);
	return text;
}

/*
 * Returns how v's fold read the list, for a message: " as --fold=NAME
 * reads it", or "" without a fold.
 */
static const char *
as_folded(const struct variant *v)
{
	static char text[64];

	if (v->fold == NULL)
		return "";
	snprintf(text, sizeof(text), " as --fold=%s reads it",
	    fold_name(v->fold));
	return text;
}

/*
 * Takes the letter point, of the character of the line s reads at at
 * (left bytes of the block from there, for a message): a colour (of
 * --colours, if given), kept while the code is no longer than it may be.
 * Returns 0, or an exit status having said why.
 */
static int
keep_char(struct scan *s, uint32_t point, const unsigned char *at,
    size_t left)
{
	size_t most = s->length->n > 0 ? s->length->n : VARIANT_LENGTH_MAX;

	if (s->v->colours_given && variant_letter_of(s->v, point) < 0)
		return no_colour(s->r->name, s->line, s->column, at, left,
		    s->v);
	if (utf8_combining(point))
		return combining(s->r->name, s->line, s->column, point);
	if (!s->v->colours_given && !colour_char(point))
		return no_colour(s->r->name, s->line, s->column, at, left,
		    NULL);
	if (s->n == most) {
		diag("%s:%zu:%zu: a code of more than %zu symbols%s, "
		    "expected %s%zu%s", s->r->name, s->line, s->column, most,
		    as_folded(s->v), s->length->n > 0 ? "" : "at most ", most,
		    length_source(s->length));
		return EXIT_INPUT;
	}
	s->code[s->n++] = point;
	return 0;
}

/*
 * Takes the character point of the line s reads, at at (left bytes of
 * the block from there): its letters as v's fold reads it, each kept as
 * keep_char() keeps it.  Returns 0, or an exit status having said why.
 */
static int
scan_char(struct scan *s, uint32_t point, const unsigned char *at,
    size_t left)
{
	uint32_t letter[FOLD_OUT_MAX];
	size_t n = fold_point(s->v->fold, point, letter);
	int status = 0;

	s->column++;
	for (size_t i = 0; i < n && status == 0; i++)
		status = keep_char(s, letter[i], at, left);
	return status;
}

/*
 * Ends the line s reads: its code is kept, of the length of every code
 * (the first sets it); an empty line is skipped.  Returns 0, or an exit
 * status having said why.
 */
static int
scan_end(struct scan *s)
{
	size_t line = s->line, n = s->n, column = s->column;

	s->line++;
	s->column = s->n = 0;
	s->cr = 0;
	if (n == 0)
		return 0;
	if (s->length->n == 0)
		*s->length = (struct length){ n, s->r->name, line };
	if (n != s->length->n) {
		diag("%s:%zu:%zu: a code of %zu %s%s, expected %zu%s",
		    s->r->name, line, column + 1, n, plural(n, "symbol",
		    "symbols"), as_folded(s->v), s->length->n,
		    length_source(s->length));
		return EXIT_INPUT;
	}
	if (raw_add(s->r, s->code, n, line) == -1) {
		diag("%s: out of memory", s->r->name);
		return EXIT_SYSTEM;
	}
	return 0;
}

/*
 * Reads the n bytes at p of the list s reads: lines end at an LF (a CR
 * before it taken off).  Sets *used to the bytes read: all, but for a
 * character the block cuts short when more may follow (more).  Returns
 * 0, or an exit status having said why.
 */
static int
scan_bytes(struct scan *s, const unsigned char *p, size_t n, int more,
    size_t *used)
{
	int status = 0;
	size_t i = 0, k;

	*used = n;	/* unless a character is cut short */
	for (; i < n && status == 0; i += k) {
		uint32_t point = p[i];

		k = 1;
		if (s->line > LISTS_LINES_MAX) {
			diag("%s:%zu: a list of more than %u lines", s->r->name,
			    s->line, LISTS_LINES_MAX);
			return EXIT_INPUT;
		}
		if (p[i] == '\n') {
			status = scan_end(s);
			continue;
		}
		if (p[i] >= 0x80 && (k = utf8_decode(p + i, n - i,
		    &point)) == SIZE_MAX && more) {
			*used = i;	/* the next block has the rest */
			return status;
		}
		if (s->cr && (status = scan_char(s, '\r',
		    (const unsigned char *)"\r", 1)) != 0)
			break;
		if (k == 0 || k == SIZE_MAX)
			return no_utf8(s->r->name, s->line, s->column + 1,
			    p + i, n - i);
		if (!(s->cr = p[i] == '\r'))
			status = scan_char(s, point, p + i, n - i);
	}
	return status;
}

#define BLOCK	16384	/* bytes of a list read at once */

/*
 * Reads the file name into r, a code a line of v's colours (those of
 * --colours, or any printable character but a space), each of *length
 * symbols, or, if it is 0, of the first's (which sets it).  A byte order
 * mark at the start is skipped, so are empty lines; a line is never held
 * longer than a code may be, so a file without line ends (/dev/zero)
 * ends at its first byte that is no colour, or the code's length.
 * Returns 0, or an exit status having said why.
 */
static int
raw_read(const char *name, const struct variant *v, struct length *length,
    struct raw *r)
{
	struct scan s = { .r = r, .v = v, .length = length, .line = 1 };
	unsigned char block[BLOCK];
	FILE *f = fopen(name, "r");
	size_t got, kept = 0, used;
	int status = EXIT_OK, first = 1;

	memset(r, 0, sizeof(*r));
	r->name = name;
	if (f == NULL) {
		diag("%s: %s", name, strerror(errno));
		return EXIT_SYSTEM;
	}
	while (status == EXIT_OK && (got = kept + fread(block + kept, 1,
	    BLOCK - kept, f)) > kept) {
		size_t bom = first && got >= 3 && memcmp(block,
		    "\xef\xbb\xbf", 3) == 0 ? 3 : 0;

		first = 0;
		status = scan_bytes(&s, block + bom, got - bom, 1, &used);
		kept = got - bom - used;	/* a character cut short */
		memmove(block, block + bom + used, kept);	/* < 4 bytes */
	}
	if (status == EXIT_OK && kept > 0)
		status = scan_bytes(&s, block, kept, 0, &used);
	if (status == EXIT_OK && ferror(f)) {
		diag("%s: %s", name, strerror(errno));
		status = EXIT_SYSTEM;
	}
	if (status == EXIT_OK && (s.n > 0 || s.cr))
		status = scan_end(&s);	/* a last line without an LF */
	fclose(f);
	if (status == EXIT_OK && r->count == 0) {
		diag("%s:1:1: an empty list: expected a code a line", name);
		status = EXIT_INPUT;
	}
	return status;
}

/* Orders code points, for qsort(). */
static int
by_point(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return x < y ? -1 : x > y;
}

/*
 * Puts the distinct characters the lists use in set, sorted (by code
 * point: ASCII first), and their number in *n.  Returns 0, or an exit
 * status having said why.
 */
static int
used_chars(const struct raw *lists, size_t count, size_t length,
    uint32_t *set, size_t *n)
{
	unsigned char ascii[128] = { 0 };

	*n = 0;
	for (size_t l = 0; l < count; l++)
		for (size_t i = 0; i < lists[l].count * length; i++) {
			uint32_t c = lists[l].text[i];
			size_t k = 0;

			if (c < 128 && ascii[c])
				continue;
			if (c < 128)
				ascii[c] = 1;
			while (k < *n && set[k] != c)
				k++;
			if (k < *n)
				continue;
			if (*n == SCORE_COLOURS_MAX) {
				diag("%s: the lists use more than %d symbols, "
				    "more colours than code takes",
				    lists[0].name, SCORE_COLOURS_MAX);
				return EXIT_INPUT;
			}
			set[(*n)++] = c;
		}
	qsort(set, *n, sizeof(*set), by_point);
	return EXIT_OK;
}

/*
 * Sets v's colours to the symbols the lists use, sorted, unless given:
 * a letter beyond ASCII by its code point (variant.h).  Returns 0, or an
 * exit status having said why.
 */
static int
take_colours(struct variant *v, const struct raw *lists, size_t count,
    size_t length)
{
	uint32_t set[SCORE_COLOURS_MAX];
	size_t n;
	int status;

	if (v->colours_given)
		return 0;
	if ((status = used_chars(lists, count, length, set, &n)) != EXIT_OK)
		return status;
	v->wide = 0;
	for (size_t i = 0; i < n; i++) {
		v->letter[i] = set[i];
		v->colours[i] = (char)(set[i] < 0x80 ? set[i] : 0x80 | i);
		v->wide = v->wide || set[i] >= 0x80;
	}
	v->colours[n] = '\0';
	v->alias[0] = '\0';
	v->listed = 1;
	v->from_lists = 1;
	return 0;
}

/*
 * Says, once for the list r, that n of its lines repeat a code: the
 * first such line, at line (the same code at first).
 */
static void
say_repeats(const struct raw *r, const struct variant *v, size_t length,
    size_t n, const struct entry *line, const struct entry *first)
{
	char text[VARIANT_TEXT_MAX];

	variant_write(v, line->code, length, text);
	if (n == 1)
		diag("%s:%zu: warning: %s again%s (line %zu has it): taken "
		    "once", r->name, line->line, text, as_folded(v),
		    first->line);
	else
		diag("%s:%zu: warning: %s again%s (line %zu has it), the first "
		    "of %zu lines that repeat a code: each code taken once",
		    r->name, line->line, text, as_folded(v), first->line, n);
}

/*
 * Turns the codes of r into codes of v (length colours each, side's
 * rules) at codes, sorted, each once (codes again are a warning, one
 * for the list).  Sets *n.  Returns 0, or an exit status having said why.
 */
static int
make_codes(const struct raw *r, const struct variant *v, enum side side,
    size_t length, unsigned char *codes, size_t *n)
{
	struct entry *e = malloc((r->count + 1) * sizeof(*e));
	unsigned char *read = malloc(r->count * length + 1);
	char why[VARIANT_WHY_MAX], text[VARIANT_TEXT_MAX];
	size_t again = 0, first = 0, at = 0;

	if (e == NULL || read == NULL) {
		free(e);
		free(read);
		diag("%s: out of memory", r->name);
		return EXIT_SYSTEM;
	}
	for (size_t i = 0; i < r->count; i++) {
		size_t bytes = 0;

		for (size_t k = 0; k < length; k++)
			bytes += utf8_encode(r->text[i * length + k],
			    text + bytes);
		if (variant_read(v, text, bytes, side, length,
		    read + i * length, length, why) < 0) {
			diag("%s:%zu:1: %s", r->name, r->line[i], why);
			free(e);
			free(read);
			return EXIT_INPUT;
		}
		e[i] = (struct entry){ read + i * length, r->line[i] };
	}
	entry_length = length;
	qsort(e, r->count, sizeof(*e), by_code);
	*n = 0;
	for (size_t i = 0, kept = 0; i < r->count; i++) {
		if (*n > 0 && memcmp(codes + (*n - 1) * length, e[i].code,
		    length) == 0) {
			if (again++ == 0 || e[i].line < e[at].line) {
				at = i;	/* the first line that repeats */
				first = kept;
			}
			continue;
		}
		kept = i;
		memcpy(codes + *n * length, e[i].code, length);
		++*n;
	}
	if (again > 0)
		say_repeats(r, v, length, again, &e[at], &e[first]);
	free(e);
	free(read);
	return EXIT_OK;
}

/* Merges the sorted codes a (na) and b (nb) into out, each once. */
static size_t
merge(const unsigned char *a, size_t na, const unsigned char *b, size_t nb,
    size_t length, unsigned char *out)
{
	size_t i = 0, j = 0, n = 0;

	while (i < na || j < nb) {
		int c = i == na ? 1 : j == nb ? -1 : memcmp(a + i * length,
		    b + j * length, length);
		const unsigned char *take = c <= 0 ? a + i * length :
		    b + j * length;

		memcpy(out + n++ * length, take, length);
		i += c <= 0;
		j += c >= 0;
	}
	return n;
}

int
lists_read(struct variant *v, struct lists *l)
{
	struct length length = { 0, NULL, 0 };
	struct raw raw[2];
	size_t count = 0, n_allowed = 0;
	unsigned char *allowed = NULL;
	int status = EXIT_OK;

	memset(l, 0, sizeof(*l));
	if (v->secrets == NULL && v->allowed == NULL)
		return EXIT_OK;
	if (v->secrets == NULL) {
		diag("--allowed adds guesses to the secrets of --secrets: give "
		    "both");
		return EXIT_USAGE;
	}
	memset(raw, 0, sizeof(raw));
	length.n = v->length;
	if ((status = raw_read(v->secrets, v, &length, &raw[count])) ==
	    EXIT_OK)
		count++;
	if (status == EXIT_OK && v->allowed != NULL && (status =
	    raw_read(v->allowed, v, &length, &raw[count])) == EXIT_OK)
		count++;
	l->length = length.n;
	if (status == EXIT_OK)
		status = take_colours(v, raw, count, l->length);
	if (status == EXIT_OK && ((l->secrets = malloc(raw[0].count *
	    l->length)) == NULL || (count > 1 && (allowed =
	    malloc(raw[1].count * l->length)) == NULL))) {
		diag("out of memory");
		status = EXIT_SYSTEM;
	}
	if (status == EXIT_OK)
		status = make_codes(&raw[0], v, SIDE_SECRET, l->length,
		    l->secrets, &l->secret_count);
	if (status == EXIT_OK && count > 1)
		status = make_codes(&raw[1], v, SIDE_GUESS, l->length, allowed,
		    &n_allowed);
	if (status == EXIT_OK && count > 1) {
		l->allowed_listed = n_allowed;
		l->allowed = malloc((n_allowed + l->secret_count) * l->length);
		if (l->allowed == NULL) {
			diag("out of memory");
			status = EXIT_SYSTEM;
		} else
			l->allowed_count = merge(allowed, n_allowed,
			    l->secrets, l->secret_count, l->length,
			    l->allowed);
	}
	free(allowed);
	for (size_t i = 0; i < 2; i++)	/* a list that failed too */
		raw_free(&raw[i]);
	if (status != EXIT_OK)
		lists_free(l);
	else
		v->length = (unsigned)l->length;
	return status;
}

void
lists_free(struct lists *l)
{
	free(l->secrets);
	free(l->allowed);
	memset(l, 0, sizeof(*l));
}

size_t
lists_find(const unsigned char *codes, size_t n, size_t length,
    const unsigned char *code)
{
	size_t low = 0, high = n;

	while (low < high) {
		size_t middle = low + (high - low) / 2;
		int c = memcmp(codes + middle * length, code, length);

		if (c == 0)
			return middle;
		if (c < 0)
			low = middle + 1;
		else
			high = middle;
	}
	return SIZE_MAX;
}
