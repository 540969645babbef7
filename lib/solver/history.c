/*
 * The hint histories of code solve: GUESS STRONG WEAK lines (or GUESS
 * (STRONG,WEAK), GUESS:STRONG,WEAK), read into a solver.
 */

#include "history.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "../core/diag.h"
#include "../core/output.h"

/*
 * Reads text (n bytes) as a guess of sv.  Returns its index in
 * sv->guesses, or SIZE_MAX with why saying which rule it breaks.
 */
size_t
history_guess(const struct solver *sv, const char *text, size_t n, char *why)
{
	unsigned char colours[VARIANT_LENGTH_MAX];
	size_t i;

	if (variant_read(sv->variant, text, n, SIDE_GUESS, 0, colours,
	    sizeof(colours), why) < 0)
		return SIZE_MAX;
	i = space_index(&sv->guesses, colours);
	if (i == SIZE_MAX)
		snprintf(why, VARIANT_WHY_MAX, "not a guess of %s",
		    sv->variant->name);
	return i;
}

/* Reads a decimal number of at most 9 digits at *p; -1 if there is none. */
static long
read_hint_number(const char **p, const char *end)
{
	long n = 0;
	int digits = 0;

	for (; *p < end && **p >= '0' && **p <= '9' && digits < 10; ++*p)
		n = n * 10 + (**p - '0'), digits++;
	return digits == 0 || digits > 9 ? -1 : n;
}

/*
 * Sets *h to the hint (counts', the dense index) of strong and weak if
 * they make one for codes of length colours.  Returns 0, or -1 with why
 * naming text (n bytes).
 */
static int
check_hint(long strong, long weak, size_t length, const char *text,
    size_t n, unsigned *h, char *why)
{
	char found[DIAG_QUOTED_MAX];

	if ((size_t)strong + (size_t)weak > length) {
		diag_quote(found, sizeof(found), (const unsigned char *)text, n);
		snprintf(why, VARIANT_WHY_MAX, "a hint for a code of %zu %s "
		    "has at most %zu %s, found %s", length, plural(length,
		    "position", "positions"), length, plural(length, "match",
		    "matches"), found);
		return -1;
	}
	*h = hint_dense(length, (struct hint){ (size_t)strong, (size_t)weak });
	return 0;
}

/*
 * Reads the n bytes at text as a hint of sv's rule other than counts to
 * guess (an index in sv->guesses, or SIZE_MAX), into *h.  Returns 0, or
 * -1 with why (VARIANT_WHY_MAX bytes).
 */
static int
rule_hint(const struct solver *sv, const char *text, size_t n, size_t guess,
    unsigned *h, char *why)
{
	char message[RULE_WHY_MAX];

	if (rule_read(sv->rule, sv->guesses.length, text, n, guess ==
	    SIZE_MAX ? NULL : space_code(&sv->guesses, guess), h,
	    message) == 0)
		return 0;
	snprintf(why, VARIANT_WHY_MAX, "%.200s", message);
	return -1;
}

/*
 * Reads a hint written STRONG,WEAK or (STRONG,WEAK) from the n bytes at
 * text into *h, for codes of length colours.  Returns 0, or -1 with why.
 */
int
history_parse_hint(const struct solver *sv, const char *text, size_t n,
    size_t guess, unsigned *h, char *why)
{
	const char *p = text, *end = text + n;
	size_t length = sv->guesses.length;
	int paren = p < end && *p == '(';
	long strong, weak;
	char found[DIAG_QUOTED_MAX];

	if (!rule_is_counts(sv->rule))
		return rule_hint(sv, text, n, guess, h, why);
	p += paren;
	strong = read_hint_number(&p, end);
	if (strong < 0 || p == end || *p++ != ',' ||
	    (weak = read_hint_number(&p, end)) < 0 || (paren && (p == end ||
	    *p++ != ')')) || p != end) {
		diag_quote(found, sizeof(found), (const unsigned char *)text, n);
		snprintf(why, VARIANT_WHY_MAX, "expected a hint STRONG,WEAK or "
		    "(STRONG,WEAK), found %s", found);
		return -1;
	}
	return check_hint(strong, weak, length, text, n, h, why);
}

/* Returns p past blanks (spaces, tabs). */
static const char *
skip_blanks(const char *p, const char *end)
{
	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	return p;
}

int
history_parse_answer(const struct solver *sv, const char *line, size_t n,
    size_t guess, unsigned *h, char *why)
{
	const char *end = line + n, *p, *after;
	size_t length = sv->guesses.length;
	int paren;
	long strong, weak = -1;
	char found[DIAG_QUOTED_MAX];

	if (!rule_is_counts(sv->rule))
		return rule_hint(sv, line, n, guess, h, why);
	p = skip_blanks(line, end);
	paren = p < end && *p == '(';
	p = skip_blanks(p + paren, end);
	strong = read_hint_number(&p, end);
	after = skip_blanks(p, end);
	if (strong >= 0 && after < end && (*after == ',' || after > p)) {
		p = skip_blanks(after + (*after == ','), end);
		weak = read_hint_number(&p, end);
		p = skip_blanks(p, end);
	}
	if (weak >= 0 && paren && p < end && *p == ')') {
		p = skip_blanks(p + 1, end);
		paren = 0;
	}
	if (weak < 0 || paren || p != end) {
		diag_quote(found, sizeof(found), (const unsigned char *)line,
		    (size_t)(end - line));
		snprintf(why, VARIANT_WHY_MAX, "expected a hint STRONG WEAK, "
		    "STRONG,WEAK or (STRONG,WEAK), found %s", found);
		return -1;
	}
	return check_hint(strong, weak, length, line, (size_t)(end - line), h,
	    why);
}

/*
 * Returns 1 if hard mode, if sv plays it, allows guess after the hints so
 * far; else 0 having said which hint it drops what of, where says where:
 * the last that it drops, as Wordle checks the last row alone.
 */
static int
hard_allows(const struct solver *sv, const char *where, size_t guess)
{
	char text[VARIANT_TEXT_MAX], before[VARIANT_TEXT_MAX];
	char hint[RULE_TEXT_MAX], why[RULE_WHY_MAX];

	if (sv->hard == NULL || (sv->hard[guess / 64] >> (guess % 64) & 1))
		return 1;
	solver_write_guess(sv, guess, text);
	for (size_t i = sv->hints_kept; i-- > 0;) {
		const struct solver_hint *k = &sv->hints[i];

		if (solver_hard_why(sv, k->guess, k->hint, guess, why))
			continue;
		diag("%shard mode forbids %s after hint %zu (%s:%s): %s",
		    where, text, i + 1, solver_write_guess(sv, k->guess,
		    before), solver_write_hint(sv, k->hint, hint), why);
		return 0;
	}
	diag("%shard mode forbids %s after the hints before it", where,
	    text);	/* hints not kept: memory ran out */
	return 0;
}

int
history_record(struct solver *sv, const char *where, size_t guess,
    unsigned h)
{
	char text[VARIANT_TEXT_MAX], hint[RULE_TEXT_MAX];
	size_t before = sv->secret_count;

	if (!hard_allows(sv, where, guess))
		return EXIT_INPUT;
	if (solver_record(sv, guess, h) > 0)
		return EXIT_OK;
	if (sv->hints_kept < sv->turns) {
		diag("out of memory");
		return EXIT_SYSTEM;
	}
	solver_write_hint(sv, h, hint);
	if (before > 0)
		diag("%sno secret agrees with every hint: %s%s%s for %s "
		    "leaves none", where, rule_is_counts(sv->rule) ? "(" : "",
		    hint, rule_is_counts(sv->rule) ? ")" : "",
		    variant_write(sv->variant, space_code(&sv->guesses, guess),
		    sv->guesses.length, text));
	return EXIT_CONTRADICTION;
}

/* A token of a stream and where it is, for messages. */
struct word {
	struct token t;
	char where[DIAG_WHERE_MAX];
};

/*
 * Reads the next word of r into w, past comments (# to the end of the
 * line).  Returns TOKEN_WORD, TOKEN_END, or TOKEN_FAIL after reporting.
 */
static enum token_kind
next_word(struct reader *r, struct word *w)
{
	uint64_t comment_line = 0;

	for (;;) {
		enum token_kind kind = reader_next(r, &w->t);

		if (kind == TOKEN_FAIL)
			diag("%s: %s", r->name, strerror(r->error));
		if (kind != TOKEN_WORD)
			return kind;
		reader_locate(r, &w->t);
		if (w->t.line == comment_line)
			continue;
		if (w->t.text[0] == '#') {
			comment_line = w->t.line;
			continue;
		}
		reader_where(r, w->t.line, w->t.column, w->where);
		return kind;
	}
}

/* The text of word w, as far as it was kept. */
static size_t
word_length(const struct word *w)
{
	return w->t.length < TOKEN_TEXT_MAX ? w->t.length : TOKEN_TEXT_MAX;
}

/*
 * Returns 1 if the line r reads goes on past blanks, with a word that
 * starts no comment; reads no word.
 */
static int
line_goes_on(struct reader *r)
{
	while (reader_fill(r) && *r->p != '\n' && *r->p != '\r' &&
	    (reader_class[*r->p] & READER_SPACE))
		r->p++;
	return reader_fill(r) && !(reader_class[*r->p] & READER_SPACE) &&
	    *r->p != '#';
}

/*
 * Adds to the hint of marks at text (*n bytes of size) the words after
 * it on its line, a blank between, while it holds too few marks to be a
 * hint: blanks may part marks ('- Y - - G', or the squares), in a file as
 * in an operand.  Returns 0, or -1 after reporting a read error.
 */
static int
more_marks(struct reader *r, const struct solver *sv, char *text, size_t *n,
    size_t size)
{
	char why[VARIANT_WHY_MAX];
	struct word more;
	unsigned h;

	while (history_parse_hint(sv, text, *n, SIZE_MAX, &h, why) == -1 &&
	    line_goes_on(r)) {
		enum token_kind kind = next_word(r, &more);

		if (kind != TOKEN_WORD)
			return kind == TOKEN_FAIL ? -1 : 0;
		if (*n + 1 + word_length(&more) > size)
			return 0;	/* too long for a hint: refused */
		text[(*n)++] = ' ';
		memcpy(text + *n, more.t.text, word_length(&more));
		*n += word_length(&more);
	}
	return 0;
}

/*
 * Reads the hint to guess into *h: from after the colon of a
 * GUESS:HINT word (after, of after_length bytes, at where), else from
 * r: STRONG WEAK, STRONG,WEAK or (STRONG,WEAK), or another rule's hint
 * a word, marks the words of its line that make one.  Returns EXIT_OK,
 * or an exit status after reporting where the hint is at fault.
 */
static int
read_hint(struct reader *r, const struct solver *sv, const char *after,
    size_t after_length, const char *where, size_t guess, unsigned *h)
{
	char text[2 * TOKEN_TEXT_MAX + 2], why[VARIANT_WHY_MAX];
	char at[DIAG_WHERE_MAX];
	struct word w, weak;
	size_t n;

	if (after != NULL) {
		memcpy(text, after, n = after_length);
		snprintf(at, sizeof(at), "%s", where);
	} else if (next_word(r, &w) != TOKEN_WORD) {
		if (r->error != 0)
			return EXIT_SYSTEM;
		reader_where(r, w.t.line, w.t.column, at);
		diag("%sexpected a hint, found end of input", at);
		return EXIT_INPUT;
	} else {
		memcpy(text, w.t.text, n = word_length(&w));
		snprintf(at, sizeof(at), "%s", w.where);
	}
	if (rule_marks_positions(sv->rule) && more_marks(r, sv, text, &n,
	    sizeof(text)) == -1)
		return EXIT_SYSTEM;
	if (after == NULL && rule_is_counts(sv->rule) &&
	    memchr(text, ',', n) == NULL) {
		if (next_word(r, &weak) != TOKEN_WORD) {
			diag("%sexpected the weak matches after '%.*s', found "
			    "end of input", at, (int)n, text);
			return r->error ? EXIT_SYSTEM : EXIT_INPUT;
		}
		text[n++] = ',';
		memcpy(text + n, weak.t.text, word_length(&weak));
		n += word_length(&weak);
	}
	if (history_parse_hint(sv, text, n, guess, h, why) == 0)
		return EXIT_OK;
	diag("%s%s", at, why);
	return EXIT_INPUT;
}

int
history_read(struct solver *sv, struct reader *r)
{
	char why[VARIANT_WHY_MAX], after[DIAG_WHERE_MAX];
	struct word w;
	enum token_kind kind;
	int contradiction = 0;

	while ((kind = next_word(r, &w)) == TOKEN_WORD) {
		size_t n = word_length(&w), guess_length = n;
		const char *text = (const char *)w.t.text;
		const char *colon = memchr(text, ':', n);
		unsigned h;
		size_t guess;
		int status;

		if (colon != NULL)
			guess_length = (size_t)(colon - text);
		if ((guess = history_guess(sv, text, guess_length, why)) ==
		    SIZE_MAX) {
			diag("%sguess '%.*s': %s", w.where, (int)guess_length,
			    text, why);
			return EXIT_INPUT;
		}
		if (colon != NULL)	/* the hint's place, after the colon */
			reader_where(r, w.t.line, w.t.column + guess_length + 1,
			    after);
		status = read_hint(r, sv, colon ? colon + 1 : NULL,
		    colon ? n - guess_length - 1 : 0, after, guess, &h);
		if (status == EXIT_OK)
			status = history_record(sv, w.where, guess, h);
		if (status == EXIT_CONTRADICTION)
			contradiction = 1;
		else if (status != EXIT_OK)
			return status;
	}
	if (kind == TOKEN_FAIL)
		return EXIT_SYSTEM;
	return contradiction ? EXIT_CONTRADICTION : EXIT_OK;
}

