/* The lists of a variant's codes, read and checked (lists.h). */

#include "lists.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "status.h"

/* A list as read: its lines, each a code's text, and where each was. */
struct raw {
	const char *name;
	char *text;			/* the lines, NUL after each */
	size_t bytes, room;
	size_t *start;			/* of each line in text */
	size_t *line;			/* its number in the file */
	size_t count, size;
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
	free(r->start);
	free(r->line);
	memset(r, 0, sizeof(*r));
}

/* Appends line (n bytes) of number at to r.  Returns 0, or -1. */
static int
raw_add(struct raw *r, const char *line, size_t n, size_t at)
{
	if (r->count == r->size) {
		size_t size = r->size ? 2 * r->size : 1024;
		size_t *start = realloc(r->start, size * sizeof(*start));
		size_t *number = start ? realloc(r->line, size *
		    sizeof(*number)) : NULL;

		if (start != NULL)
			r->start = start;
		if (number == NULL)
			return -1;
		r->line = number;
		r->size = size;
	}
	if (r->bytes + n + 1 > r->room) {
		size_t room = r->room ? 2 * r->room : 65536;
		char *text;

		while (room < r->bytes + n + 1)
			room *= 2;
		if ((text = realloc(r->text, room)) == NULL)
			return -1;
		r->text = text;
		r->room = room;
	}
	memcpy(r->text + r->bytes, line, n);
	r->text[r->bytes + n] = '\0';
	r->start[r->count] = r->bytes;
	r->line[r->count++] = at;
	r->bytes += n + 1;
	return 0;
}

/* The length of line i of r (it may hold NUL bytes: up to the next). */
static size_t
raw_length(const struct raw *r, size_t i)
{
	size_t end = i + 1 < r->count ? r->start[i + 1] : r->bytes;

	return end - r->start[i] - 1;
}

/*
 * Reads the file name into r, a line each (without its LF, a CR before
 * it and a byte order mark at the start taken off).  Returns 0, or an
 * exit status having said why.
 */
static int
raw_read(const char *name, struct raw *r)
{
	FILE *f = fopen(name, "r");
	char *line = NULL;
	size_t size = 0, at = 0;
	ssize_t got;
	int status = EXIT_OK;

	memset(r, 0, sizeof(*r));
	r->name = name;
	if (f == NULL) {
		diag("%s: %s", name, strerror(errno));
		return EXIT_SYSTEM;
	}
	while (status == EXIT_OK && (got = getline(&line, &size, f)) != -1) {
		size_t n = (size_t)got;
		const char *p = line;

		at++;
		if (n > 0 && p[n - 1] == '\n')
			n--;
		if (n > 0 && p[n - 1] == '\r')
			n--;
		if (at == 1 && n >= 3 && memcmp(p, "\xef\xbb\xbf", 3) == 0) {
			p += 3;
			n -= 3;
		}
		if (r->count >= LISTS_CODES_MAX) {
			diag("%s:%zu: a list of more than %u codes", name, at,
			    LISTS_CODES_MAX);
			status = EXIT_INPUT;
		} else if (raw_add(r, p, n, at) == -1) {
			diag("%s: out of memory", name);
			status = EXIT_SYSTEM;
		}
	}
	if (status == EXIT_OK && ferror(f)) {
		diag("%s: %s", name, strerror(errno));
		status = EXIT_SYSTEM;
	}
	free(line);
	fclose(f);
	if (status == EXIT_OK && r->count == 0) {
		diag("%s:1:1: an empty list: expected a code a line", name);
		status = EXIT_INPUT;
	}
	return status;
}

/*
 * Returns 1 if byte c may be a colour: printable ASCII but a space (the
 * characters --colours takes).
 */
static int
colour_byte(unsigned char c)
{
	return c > ' ' && c < 0x7f;
}

/* Says that byte k of line i of r is no colour of v.  Returns EXIT_INPUT. */
static int
no_colour(const struct raw *r, size_t i, size_t k, const struct variant *v)
{
	char found[DIAG_QUOTED_MAX], set[VARIANT_SET_MAX];
	const char *line = r->text + r->start[i];

	diag_quote(found, sizeof(found), (const unsigned char *)line + k, 1);
	if (v != NULL)
		diag("%s:%zu:%zu: expected a colour of %s, found %s", r->name,
		    r->line[i], k + 1, variant_colour_set(v, set), found);
	else
		diag("%s:%zu:%zu: expected a colour (a character from ! to ~), "
		    "found %s", r->name, r->line[i], k + 1, found);
	return EXIT_INPUT;
}

/*
 * Sets v's colours to the symbols the lists use, sorted, unless given.
 * Returns 0, or an exit status having said why.
 */
static int
take_colours(struct variant *v, const struct raw *lists, size_t count)
{
	unsigned char used[256] = { 0 };
	char set[SCORE_COLOURS_MAX + 1];
	size_t n = 0;

	if (v->colours_given)
		return 0;
	for (size_t l = 0; l < count; l++)
		for (size_t i = 0; i < lists[l].count; i++) {
			const unsigned char *line = (const unsigned char *)
			    lists[l].text + lists[l].start[i];

			for (size_t k = 0; k < raw_length(&lists[l], i); k++) {
				if (!colour_byte(line[k]))
					return no_colour(&lists[l], i, k, NULL);
				used[line[k]] = 1;
			}
		}
	for (unsigned c = 0; c < 256; c++)
		if (used[c]) {
			if (n == SCORE_COLOURS_MAX) {
				diag("%s: the lists use more than %d symbols, "
				    "more colours than code takes",
				    lists[0].name, SCORE_COLOURS_MAX);
				return EXIT_INPUT;
			}
			set[n++] = (char)c;
		}
	set[n] = '\0';
	memcpy(v->colours, set, n + 1);
	v->alias[0] = '\0';
	v->listed = 1;
	v->from_lists = 1;
	return 0;
}

/*
 * Turns the lines of r into codes of v (length colours each, side's
 * rules) at codes, sorted, each once (a code again is a warning).  Sets
 * *n.  Returns 0, or an exit status having said why.
 */
static int
make_codes(const struct raw *r, const struct variant *v, enum side side,
    size_t length, unsigned char *codes, size_t *n)
{
	struct entry *e = malloc((r->count + 1) * sizeof(*e));
	unsigned char *read = malloc(r->count * length + 1);
	char why[VARIANT_WHY_MAX];
	int status = EXIT_OK;

	if (e == NULL || read == NULL) {
		free(e);
		free(read);
		diag("%s: out of memory", r->name);
		return EXIT_SYSTEM;
	}
	for (size_t i = 0; i < r->count && status == EXIT_OK; i++) {
		const char *line = r->text + r->start[i];
		size_t size = raw_length(r, i);

		for (size_t k = 0; k < size; k++)
			if (variant_colour_of(v, (unsigned char)line[k]) < 0) {
				status = no_colour(r, i, k, v);
				break;
			}
		if (status != EXIT_OK)
			break;
		if (size != length) {
			diag("%s:%zu:%zu: a code of %zu %s, expected %zu",
			    r->name, r->line[i], size < length ? size + 1 :
			    length + 1, size, plural(size, "symbol", "symbols"),
			    length);
			status = EXIT_INPUT;
		} else if (variant_read(v, line, size, side, length,
		    read + i * length, length, why) < 0) {
			diag("%s:%zu:1: %s", r->name, r->line[i], why);
			status = EXIT_INPUT;
		}
		e[i] = (struct entry){ read + i * length, r->line[i] };
	}
	if (status == EXIT_OK) {
		entry_length = length;
		qsort(e, r->count, sizeof(*e), by_code);
		*n = 0;
		for (size_t i = 0; i < r->count; i++) {
			if (*n > 0 && memcmp(codes + (*n - 1) * length,
			    e[i].code, length) == 0) {
				char text[VARIANT_LENGTH_MAX + 1];

				diag("%s:%zu: warning: %s again (line %zu has "
				    "it): taken once", r->name, e[i].line,
				    variant_write(v, e[i].code, length, text),
				    e[i - 1].line);
				continue;
			}
			memcpy(codes + *n * length, e[i].code, length);
			++*n;
		}
	}
	free(e);
	free(read);
	return status;
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
	if ((status = raw_read(v->secrets, &raw[count])) == EXIT_OK)
		count++;
	if (status == EXIT_OK && v->allowed != NULL &&
	    (status = raw_read(v->allowed, &raw[count])) == EXIT_OK)
		count++;
	if (status == EXIT_OK)
		status = take_colours(v, raw, count);
	if (status == EXIT_OK)
		l->length = v->length > 0 ? v->length : raw_length(&raw[0], 0);
	if (status == EXIT_OK && l->length == 0) {
		diag("%s:1:1: an empty line: expected a code", raw[0].name);
		status = EXIT_INPUT;
	}
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
	for (size_t i = 0; i < count; i++)
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
