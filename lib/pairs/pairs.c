/* code score's engine: the hint of SECRET GUESS pairs under a variant. */

#include "pairs.h"

#include <stdio.h>
#include <string.h>

#include "../core/diag.h"

/*
 * Reads one code into colours.  Returns its length, or 0 after reporting
 * the rule it breaks.
 */
static size_t
read_code(const struct variant *v, const struct code_text *code,
    enum side side, size_t length, unsigned char *colours)
{
	char why[VARIANT_WHY_MAX], quoted[DIAG_QUOTED_MAX];
	int read = -1;

	if (code->length > VARIANT_LENGTH_MAX)
		snprintf(why, sizeof(why), "length %zu, codes have at most %d "
		    "colours", code->length, VARIANT_LENGTH_MAX);
	else
		read = variant_read(v, code->text, code->length, side, length,
		    colours, why);
	if (read > 0)
		return (size_t)read;
	diag_quote(quoted, sizeof(quoted), (const unsigned char *)code->text,
	    code->length);
	diag("%s%s %s: %s", code->where, side == SIDE_SECRET ? "secret" :
	    "guess", quoted, why);
	return 0;
}

int
pairs_score(const struct variant *v, const struct format *f,
    const struct code_text *secret, const struct code_text *guess)
{
	unsigned char s[VARIANT_LENGTH_MAX], g[VARIANT_LENGTH_MAX];
	char secret_text[VARIANT_LENGTH_MAX + 1];
	char guess_text[VARIANT_LENGTH_MAX + 1];
	struct scorer scorer;
	size_t length;

	length = read_code(v, secret, SIDE_SECRET, 0, s);
	if (length == 0 ||
	    read_code(v, guess, SIDE_GUESS, v->length ? 0 : length, g) == 0)
		return EXIT_INPUT;
	scorer_init(&scorer, s, length, (unsigned)strlen(v->colours));
	format_write(f, score(&scorer, g), variant_write(v, s, length,
	    secret_text), variant_write(v, g, length, guess_text));
	return EXIT_OK;
}

/* The words of one line of a stream. */
struct line {
	uint64_t number;
	size_t words;
	struct token first, second;	/* the first two words */
	char singles[2 * VARIANT_LENGTH_MAX];	/* one-character words */
	uint64_t columns[2 * VARIANT_LENGTH_MAX]; /* and where they are */
	size_t single_count;
};

static void
add_word(struct line *l, const struct token *t)
{
	if (l->words == 0)
		l->first = *t;
	else if (l->words == 1)
		l->second = *t;
	if (t->length == 1 && l->single_count < sizeof(l->singles)) {
		l->columns[l->single_count] = t->column;
		l->singles[l->single_count++] = (char)t->text[0];
	}
	l->words++;
}

/* Sets code to the word t of line l of r's input. */
static void
word_code(struct code_text *code, const struct reader *r,
    const struct line *l, const struct token *t)
{
	code->text = (const char *)t->text;
	code->length = t->length;
	reader_where(r, l->number, t->column, code->where);
}

/* Sets code to n one-character words of line l from the ith. */
static void
singles_code(struct code_text *code, const struct reader *r,
    const struct line *l, size_t i, size_t n)
{
	code->text = l->singles + i;
	code->length = n;
	reader_where(r, l->number, l->columns[i], code->where);
}

/* Scores the pair on line l.  Returns an exit status. */
static int
score_line(struct reader *r, const struct variant *v,
    const struct format *f, struct line *l)
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
		char where[READER_WHERE_MAX];

		reader_where(r, l->number, l->first.column, where);
		diag("%sexpected SECRET GUESS, found %zu word%s", where,
		    l->words, l->words == 1 ? "" : "s");
		return EXIT_INPUT;
	}
	return pairs_score(v, f, &secret, &guess);
}

int
pairs_run(struct reader *r, const struct variant *v, const struct format *f)
{
	static struct line l;	/* large, and one stream at a time */
	struct token t;
	int status;

	l.number = 0;		/* lines count from 1: the first is new */
	l.words = l.single_count = 0;
	for (;;) {
		enum token_kind kind = reader_next(r, &t);

		if (kind == TOKEN_FAIL) {
			diag("%s: %s", r->name, strerror(r->error));
			return EXIT_SYSTEM;
		}
		reader_locate(r, &t);
		if (kind == TOKEN_END || t.line != l.number) {
			if (l.words > 0 && l.first.text[0] != '#' &&
			    (status = score_line(r, v, f, &l)) != EXIT_OK)
				return status;
			if (kind == TOKEN_END)
				return EXIT_OK;
			l.number = t.line;
			l.words = l.single_count = 0;
		}
		add_word(&l, &t);
	}
}
