/* code score's engine: the hint of SECRET GUESS pairs under a variant. */

#include "pairs.h"

#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/diag.h"
#include "../core/output.h"
#include "../core/utf8.h"

/*
 * Makes *buf hold at least need items of size bytes, *room counting
 * them.  Returns 0, or -1 after reporting that memory ran out.
 */
static int
grow(void *buf, size_t *room, size_t need, size_t size)
{
	void **p = buf, *bigger;
	size_t n = *room > 0 ? *room : 64;

	if (need <= *room)
		return 0;
	while (n < need)
		n *= 2;
	if (n > SIZE_MAX / size || (bigger = realloc(*p, n * size)) == NULL) {
		diag("out of memory");
		return -1;
	}
	*p = bigger;
	*room = n;
	return 0;
}

/*
 * Reads one code into colours (room for capacity).  Returns its length,
 * or 0 after reporting the rule it breaks.
 */
static size_t
read_code(const struct variant *v, const struct code_text *code,
    enum side side, size_t length, unsigned char *colours, size_t capacity)
{
	char why[VARIANT_WHY_MAX], quoted[DIAG_QUOTED_MAX];
	int read = -1;

	if (code->cut)
		snprintf(why, sizeof(why), "length %zu: a code of one word is "
		    "read up to %d characters; write a longer one a colour a "
		    "word", code->length, TOKEN_TEXT_MAX);
	else if (code->length > INT_MAX)
		snprintf(why, sizeof(why), "length %zu, codes have at most %d "
		    "positions", code->length, INT_MAX);
	else
		read = variant_read(v, code->text, code->length, side, length,
		    colours, capacity, why);
	if (read > 0)
		return (size_t)read;
	diag_quote(quoted, sizeof(quoted), (const unsigned char *)code->text,
	    code->length);
	diag("%s%s %s: %s", code->where, side == SIDE_SECRET ? "secret" :
	    "guess", quoted, why);
	return 0;
}

/*
 * Returns 1 if code (length colours) is one of the n sorted codes of a
 * list, or if there is no list (n 0); else 0 having said so of it.
 */
static int
listed(const struct code_text *code, const char *what, const char *file,
    const unsigned char *codes, size_t n, size_t length,
    const unsigned char *colours)
{
	char quoted[DIAG_QUOTED_MAX];

	if (n == 0 || lists_find(codes, n, length, colours) != SIZE_MAX)
		return 1;
	diag_quote(quoted, sizeof(quoted), (const unsigned char *)code->text,
	    code->length);
	diag("%s%s %s: not one of the %s of %s", code->where, what, quoted,
	    what[0] == 's' ? "secrets" : "guesses", file);
	return 0;
}

int
pairs_score(const struct variant *v, const struct lists *lists,
    const struct format *f, const struct code_text *secret,
    const struct code_text *guess)
{
	unsigned char marks[SCORE_MARKS_MAX];
	/* Both codes and their texts, kept for the next pair. */
	static unsigned char *colours;
	static char *texts;
	static size_t colours_room, texts_room;
	size_t room = secret->length > guess->length ? secret->length :
	    guess->length;
	unsigned char *s, *g;
	struct scorer scorer;
	size_t length;

	if (room < v->length)	/* short codes padded with zeros */
		room = v->length;
	if (grow(&colours, &colours_room, 2 * room, 1) == -1 ||
	    grow(&texts, &texts_room, 2 * (UTF8_BYTES_MAX * room + 1), 1) ==
	    -1)
		return EXIT_SYSTEM;
	s = colours;
	g = colours + room;
	length = read_code(v, secret, SIDE_SECRET, 0, s, room);
	if (length == 0 || read_code(v, guess, SIDE_GUESS, v->length ? 0 :
	    length, g, room) == 0)
		return EXIT_INPUT;
	if (lists != NULL && (!listed(secret, "secret", v->secrets,
	    lists->secrets, lists->secret_count, length, s) ||
	    !listed(guess, "guess", v->allowed != NULL ? v->allowed :
	    v->secrets, lists->allowed_count > 0 ? lists->allowed :
	    lists->secrets, lists->allowed_count > 0 ? lists->allowed_count :
	    lists->secret_count, length, g)))
		return EXIT_INPUT;
	if (rule_marks_positions(f->rule) && length > SCORE_MARKS_MAX) {
		diag("%smarks are scored for codes of at most %d positions",
		    guess->where, SCORE_MARKS_MAX);
		return EXIT_INPUT;
	}
	scorer_init(&scorer, s, length, (unsigned)strlen(v->colours));
	if (rule_marks_positions(f->rule))
		score_marks(&scorer, g, marks);
	format_write(f, score(&scorer, g), marks, length, variant_write(v, s,
	    length, texts), variant_write(v, g, length, texts + UTF8_BYTES_MAX * room + 1));
	return EXIT_OK;
}

/* The words of one line of a stream. */
struct line {
	uint64_t number;
	size_t words;
	struct token first, second;	/* the first two words */
	char *singles;			/* one-character words */
	uint64_t *columns;		/* and where they are */
	size_t single_count, singles_room, columns_room;
};

/* Adds word t to line l.  Returns 0, or -1 if memory ran out. */
static int
add_word(struct line *l, const struct token *t)
{
	if (l->words == 0)
		l->first = *t;
	else if (l->words == 1)
		l->second = *t;
	l->words++;
	if (t->length != 1)
		return 0;
	if (grow(&l->singles, &l->singles_room, l->single_count + 1, 1) == -1 ||
	    grow(&l->columns, &l->columns_room, l->single_count + 1,
	    sizeof(*l->columns)) == -1)
		return -1;
	l->columns[l->single_count] = t->column;
	l->singles[l->single_count++] = (char)t->text[0];
	return 0;
}

/* Sets code to the word t of line l of r's input. */
static void
word_code(struct code_text *code, const struct reader *r,
    const struct line *l, const struct token *t)
{
	code->text = (const char *)t->text;
	code->length = t->length;
	code->cut = t->length > TOKEN_TEXT_MAX;
	reader_where(r, l->number, t->column, code->where);
}

/* Sets code to n one-character words of line l from the ith. */
static void
singles_code(struct code_text *code, const struct reader *r,
    const struct line *l, size_t i, size_t n)
{
	code->text = l->singles + i;
	code->length = n;
	code->cut = 0;
	reader_where(r, l->number, l->columns[i], code->where);
}

/* Scores the pair on line l.  Returns an exit status. */
static int
score_line(struct reader *r, const struct variant *v,
    const struct lists *lists, const struct format *f, struct line *l)
{
	struct code_text secret, guess;
	size_t half = l->words / 2;

	if (l->words == 2) {
		word_code(&secret, r, l, &l->first);
		word_code(&guess, r, l, &l->second);
	} else if (l->words % 2 == 0 && l->single_count == l->words) {
		singles_code(&secret, r, l, 0, half);
		singles_code(&guess, r, l, half, half);
	} else {
		char where[DIAG_WHERE_MAX];

		reader_where(r, l->number, l->first.column, where);
		diag("%sexpected SECRET GUESS, found %zu word%s", where,
		    l->words, l->words == 1 ? "" : "s");
		return EXIT_INPUT;
	}
	return pairs_score(v, lists, f, &secret, &guess);
}

/*
 * Returns 1 if what is left of r's block is whitespace with a line end:
 * the line read is whole, and at a terminal the next read would wait.
 */
static int
line_ends_in_block(const struct reader *r)
{
	int ended = 0;

	for (const unsigned char *p = r->p; p < r->end; p++) {
		if (!(reader_class[*p] & READER_SPACE))
			return 0;
		ended |= *p == '\n' || *p == '\r';
	}
	return ended;
}

int
pairs_run(struct reader *r, const struct variant *v,
    const struct lists *lists, const struct format *f)
{
	static struct line l;	/* large, and one stream at a time */
	struct token t;
	int status;

	l.number = 0;		/* lines count from 1: the first is new */
	l.words = l.single_count = 0;
	for (;;) {
		enum token_kind kind;

		if (output_failed(&output))	/* reported: stop there */
			return EXIT_SYSTEM;
		kind = reader_next(r, &t);
		if (kind == TOKEN_FAIL) {
			diag("%s: %s", r->name, strerror(r->error));
			return EXIT_SYSTEM;
		}
		reader_locate(r, &t);
		if (kind == TOKEN_END || t.line != l.number) {
			if (l.words > 0 && l.first.text[0] != '#' &&
			    (status = score_line(r, v, lists, f, &l)) != EXIT_OK)
				return status;
			if (kind == TOKEN_END)
				return EXIT_OK;
			l.number = t.line;
			l.words = l.single_count = 0;
		}
		if (add_word(&l, &t) == -1)
			return EXIT_SYSTEM;
		if (r->flush != NULL && line_ends_in_block(r)) {
			if (l.first.text[0] != '#' &&
			    (status = score_line(r, v, lists, f, &l)) != EXIT_OK)
				return status;
			l.words = l.single_count = 0;
		}
	}
}
