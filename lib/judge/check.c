/* The output checker of `code check`: see check.h. */

#include "check.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/diag.h"

static int
is_space(unsigned char c)
{
	return (reader_class[c] & READER_SPACE) != 0;
}

/* Returns c in lower case if it is an ASCII letter and case is folded. */
static unsigned char
folded(const struct checker *c, unsigned char b)
{
	return c->o->fold_case && b >= 'A' && b <= 'Z' ? (unsigned char)(b -
	    'A' + 'a') : b;
}

/*
 * Returns 1 if the n bytes at a and b are the same, in either case when
 * the options fold it.  memcmp() first: the bytes of a right output are
 * the same in every case.
 */
static int
same_bytes(const struct checker *c, const void *a, const void *b, size_t n)
{
	const unsigned char *x = a, *y = b;

	if (memcmp(a, b, n) == 0)
		return 1;
	if (!c->o->fold_case)
		return 0;
	for (size_t i = 0; i < n; i++)
		if (folded(c, x[i]) != folded(c, y[i]))
			return 0;
	return 1;
}

void
check_begin(struct checker *c, struct reader *team,
    const struct check_options *o)
{
	memset(c, 0, sizeof(*c));
	c->o = o;
	c->team = team;
	c->line = 1;
	c->column = 1;
	c->walker.r.fd = -1;
}

/* Opens the judge input again for the walker.  Returns 0 or -1. */
static int
walker_open(struct checker *c)
{
	struct check_walker *w = &c->walker;

	if (w->open)
		return 0;
	if (c->o->input == NULL || w->over ||
	    reader_open(&w->r, c->o->input, READER_SIZE_DEFAULT) == -1) {
		w->over = 1;
		return -1;
	}
	reader_skip_bom(&w->r);
	w->open = 1;
	return 0;
}

/* Reads and drops n tokens of the input.  Returns 0, or -1 at its end. */
static int
walker_skip(struct check_walker *w, uint64_t n)
{
	struct token t;

	for (; n > 0; n--)
		if (reader_next(&w->r, &t) != TOKEN_WORD)
			return -1;
	return 0;
}

/*
 * Walks to the next item of the input that makes an output line: a
 * game's N (its heading) or a guess.  Returns 0, or -1 at the end.
 */
static int
walker_step(struct check_walker *w, const struct judge_options *h)
{
	struct token t;

	while (w->in_game) {
		if (reader_next(&w->r, &t) != TOKEN_WORD)
			return -1;
		reader_locate(&w->r, &t);
		if (walker_skip(w, w->length - 1) == -1)
			return -1;
		if (t.integer && t.value == 0) {	/* the zeros */
			w->in_game = 0;
			break;
		}
		w->guess++;
		w->line++;
		w->at_line = t.line;
		w->at_column = t.column;
		return 0;
	}
	if (reader_next(&w->r, &t) != TOKEN_WORD || !t.integer ||
	    t.value == 0 || t.overflow)
		return -1;
	reader_locate(&w->r, &t);
	w->length = t.value;
	if (walker_skip(w, w->length) == -1)
		return -1;
	w->game++;
	w->guess = 0;
	w->in_game = 1;
	w->line += h->blank_line && w->game > 1 ? 2 : 1;
	w->at_line = t.line;
	w->at_column = t.column;
	return 0;
}

/*
 * Writes into buf where output line `line` comes from: "game G, guess K
 * (INPUT:LINE:COL)" or "game G, heading (INPUT:LINE:COL)", or "".
 */
static void
describe_line(struct checker *c, uint64_t line, char *buf, size_t size)
{
	struct check_walker *w = &c->walker;

	buf[0] = '\0';
	if (walker_open(c) == -1)
		return;
	while (w->line < line && !w->over)
		if (walker_step(w, c->o->hints) == -1)
			w->over = 1;
	if (w->over || w->line != line)
		return;
	if (w->guess == 0)
		snprintf(buf, size, "game %llu, heading (%s:%llu:%llu): ",
		    (unsigned long long)w->game, w->r.name,
		    (unsigned long long)w->at_line,
		    (unsigned long long)w->at_column);
	else
		snprintf(buf, size, "game %llu, guess %llu (%s:%llu:%llu): ",
		    (unsigned long long)w->game,
		    (unsigned long long)w->guess, w->r.name,
		    (unsigned long long)w->at_line,
		    (unsigned long long)w->at_column);
}


/*
 * Reports a wrong token: the expected one (NULL: the end of the output)
 * against the team's, with a note.
 */
static void
report_wrong(struct checker *c, const struct check_token *expected,
    const struct token *found, const char *note)
{
	char want[DIAG_QUOTED_MAX], got[DIAG_QUOTED_MAX], where[512];

	if (c->team->error) {	/* not an answer: a read that failed */
		c->done = 1;
		return;
	}
	if (c->wrong == c->o->limit) {	/* one past the limit: not listed */
		c->cut = 1;
		c->done = 1;
		return;
	}
	if (expected != NULL) {
		diag_quote(want, sizeof(want), expected->text,
		    expected->length);
		describe_line(c, expected->line, where, sizeof(where));
	} else {
		snprintf(want, sizeof(want), "the end of the output");
		where[0] = '\0';
	}
	if (found->kind == TOKEN_WORD)
		diag_quote(got, sizeof(got), found->text, found->length);
	else
		snprintf(got, sizeof(got), "the end of the output");
	c->wrong++;
	output_format(c->o->report,
	    "%s:%llu:%llu: %sexpected %s, found %s%s%s\n",
	    c->team->name, (unsigned long long)found->line,
	    (unsigned long long)found->column, where, want, got,
	    found->kind == TOKEN_WORD && found == &c->found && c->found_cut ?
	    " (the output ends in it)" : "", note ? note : "");
	/* Past the limit, only whether there is one more matters. */
	if (c->wrong == c->o->limit && !c->o->say_cut)
		c->done = 1;
}

/* Reads the team's next token into c->found, unless it holds one. */
static void
next_found(struct checker *c)
{
	if (c->have_found)
		return;
	if (reader_next(c->team, &c->found) == TOKEN_WORD)
		reader_locate(c->team, &c->found);
	c->have_found = 1;
}

static int
found_is(const struct checker *c, const char *text)
{
	return c->found.kind == TOKEN_WORD &&
	    c->found.length == strlen(text) &&
	    same_bytes(c, c->found.text, text, c->found.length);
}

static int
expected_is(const struct check_token *t, const char *text)
{
	return t->length == strlen(text) && memcmp(t->text, text, t->length) == 0;
}

/* Drops team tokens as the resynchronisation after a difference says. */
static void
skip_found(struct checker *c)
{
	for (next_found(c); c->found.kind == TOKEN_WORD; next_found(c)) {
		if (c->team_to_heading && !found_is(c, "Game"))
			;
		else if (c->skip_team_line != 0 &&
		    c->found.line == c->skip_team_line)
			;
		else
			break;
		c->have_found = 0;
	}
	c->team_to_heading = 0;
	c->skip_team_line = 0;
}

/*
 * Compares expected token t with the team's next one.  After a wrong
 * token both sides skip the rest of their line; a heading against a hint
 * skips the hints of the side that has more, up to its next heading.
 */
static void
compare_token(struct checker *c, const struct check_token *t)
{
	if (c->skip_to_heading && !expected_is(t, "Game"))
		return;
	c->skip_to_heading = 0;
	if (c->skip_line == t->line)
		return;
	c->skip_line = 0;
	skip_found(c);
	if (c->found.kind != TOKEN_WORD) {
		report_wrong(c, t, &c->found, NULL);
		c->done = 1;
		return;
	}
	if (c->found.length == t->length && c->found.length <= TOKEN_TEXT_MAX &&
	    same_bytes(c, c->found.text, t->text, t->length)) {
		c->have_found = 0;
		return;
	}
	if (found_is(c, "Game") && t->text[0] == '(') {
		report_wrong(c, t, &c->found, " (hints missing)");
		c->skip_to_heading = 1;
		return;
	}
	if (expected_is(t, "Game") && c->found.text[0] == '(') {
		report_wrong(c, t, &c->found, " (hints too many)");
		c->team_to_heading = 1;
		c->have_found = 0;
		if (!c->done)
			compare_token(c, t);	/* with the next heading */
		return;
	}
	report_wrong(c, t, &c->found, NULL);
	c->skip_line = t->line;
	c->skip_team_line = c->found.line;
	c->have_found = 0;
}

/* Cuts the expected bytes into tokens and compares each. */
static void
compare_slowly(struct checker *c, const char *bytes, size_t n)
{
	struct check_token *t = &c->expected;

	for (size_t i = 0; i < n && !c->done; i++) {
		unsigned char b = (unsigned char)bytes[i];

		if (!is_space(b)) {
			if (t->length == 0) {
				t->line = c->line;
				t->column = c->column;
			}
			if (t->length < CHECK_TOKEN_MAX)
				t->text[t->length] = b;
			t->length++;
		} else if (t->length > 0) {
			compare_token(c, t);
			t->length = 0;
		}
		c->column++;
		if (b == '\n') {
			c->line++;
			c->column = 1;
		}
	}
}

/*
 * Notes the first layout difference, at line and column: the expected
 * line from line_start, and the team's, the same bytes up to at, then its
 * own from found up to its line's end within the block.
 */
static void
note_layout(struct checker *c, const char *line_start, const char *at,
    const char *expected_end, const unsigned char *found, uint64_t line,
    uint64_t column)
{
	const char *e = at;
	char want[DIAG_QUOTED_MAX], got[DIAG_QUOTED_MAX];
	unsigned char text[CHECK_LINE_SHOWN];
	size_t same = (size_t)(at - line_start), k;

	while (e < expected_end && *e != '\n')
		e++;
	if (e == line_start)
		snprintf(want, sizeof(want), "a blank line");
	else
		diag_quote(want, sizeof(want), (const unsigned char *)line_start,
		    (size_t)(e - line_start));
	k = same < sizeof(text) ? same : sizeof(text);
	memcpy(text, line_start, k);
	if (k == 0 && found < c->team->end && *found == '\n')
		snprintf(got, sizeof(got), "a blank line");
	else {
		for (; k < sizeof(text) && found < c->team->end &&
		    *found != '\n'; found++)
			text[k++] = *found;
		diag_quote(got, sizeof(got), text, k);
	}
	snprintf(c->layout_note, sizeof(c->layout_note),
	    "%s:%llu:%llu: layout: expected %s, found %s", c->team->name,
	    (unsigned long long)line, (unsigned long long)column, want, got);
	c->layout = 1;
}

/*
 * Goes over to the token by token comparison at the first difference in
 * the m bytes at e (of chunk): from the start of the token it falls in,
 * which both sides share.  Returns how many bytes of e precede it.
 */
static size_t
diverge(struct checker *c, const char *chunk, const char *e, size_t m)
{
	const unsigned char *f = c->team->p;
	const char *line_start;
	struct token where;
	size_t i = 0, k;

	while (i < m && folded(c, (unsigned char)e[i]) == folded(c, f[i]))
		i++;
	for (k = i; k > 0 && !is_space((unsigned char)e[k - 1]); k--)
		;
	line_start = e + i;
	while (line_start > chunk && line_start[-1] != '\n')
		line_start--;
	c->team->p += k;
	where.start = c->team->p;
	where.located = 0;
	reader_locate(c->team, &where);
	c->line = where.line;
	c->column = where.column;
	note_layout(c, line_start, e + i, e + m, f + i, where.line,
	    where.column + (i - k));
	c->slow = 1;
	return k;
}

/*
 * Keeps the bytes after the last whitespace of the n expected bytes at
 * chunk, passed over: the start of a token that the output may end in.
 */
static void
keep_tail(struct checker *c, const char *chunk, size_t n)
{
	size_t k = n;

	while (k > 0 && !is_space((unsigned char)chunk[k - 1]))
		k--;
	if (k > 0)
		c->tail_length = 0;
	for (; k < n; k++, c->tail_length++)
		if (c->tail_length < CHECK_TOKEN_MAX)
			c->tail[c->tail_length] = (unsigned char)chunk[k];
}

/*
 * Goes over to the token by token comparison where the team's output
 * ends early, at bytes of chunk (the same bytes on both sides so far).
 * A token that the output ends in becomes the team's last token, cut
 * short: its bytes are the expected ones from the token's start, which
 * may be in an earlier chunk (c->tail).  A layout difference is noted,
 * which is the verdict if the tokens agree (an output whose last
 * newline is missing).
 */
static void
team_ended(struct checker *c, const char *chunk, const char *bytes)
{
	struct check_token *t = &c->expected;
	struct token where = { .start = c->team->p };
	const char *s = bytes;

	while (s > chunk && !is_space((unsigned char)s[-1]))
		s--;
	t->length = s == chunk ? c->tail_length : 0;
	memcpy(t->text, c->tail, t->length < CHECK_TOKEN_MAX ? t->length :
	    CHECK_TOKEN_MAX);
	for (; s < bytes; s++, t->length++)
		if (t->length < CHECK_TOKEN_MAX)
			t->text[t->length] = (unsigned char)*s;
	reader_locate(c->team, &where);
	c->line = t->line = where.line;
	c->column = where.column;
	t->column = where.column - t->length;
	if (t->length > 0) {
		c->found = (struct token){ .kind = TOKEN_WORD, .located = 1,
		    .line = t->line, .column = t->column, .length = t->length };
		memcpy(c->found.text, t->text, t->length < CHECK_TOKEN_MAX ?
		    t->length : CHECK_TOKEN_MAX);
		c->have_found = c->found_cut = 1;
	}
	snprintf(c->layout_note, sizeof(c->layout_note),
	    "%s:%llu:%llu: layout: expected %s, found the end of the output",
	    c->team->name, (unsigned long long)where.line,
	    (unsigned long long)where.column,
	    *bytes == '\n' ? "a newline" : "more");
	c->layout = 1;
	c->slow = 1;
}

void
check_expected(struct checker *c, const char *bytes, size_t n)
{
	const char *chunk = bytes;
	struct reader *r = c->team;

	while (n > 0 && !c->slow) {
		size_t avail, m;

		if (r->p == r->end && !reader_fill(r)) {
			team_ended(c, chunk, bytes);
			break;
		}
		avail = (size_t)(r->end - r->p);
		m = n < avail ? n : avail;
		if (!same_bytes(c, bytes, r->p, m)) {
			size_t k = diverge(c, chunk, bytes, m);

			bytes += k;
			n -= k;
			break;
		}
		r->p += m;
		bytes += m;
		n -= m;
	}
	if (!c->slow)
		keep_tail(c, chunk, (size_t)(bytes - chunk));
	if (n > 0 && !c->done)
		compare_slowly(c, bytes, n);
}

enum left { LEFT_NOTHING, LEFT_SPACE, LEFT_TOKEN };

/*
 * Returns what the team's output holds from here on: nothing, only
 * whitespace, or a token (r->p is then at it).
 */
static enum left
what_is_left(struct checker *c)
{
	struct reader *r = c->team;
	enum left left = LEFT_NOTHING;

	do
		for (; r->p < r->end; r->p++) {
			if (!is_space(*r->p))
				return LEFT_TOKEN;
			left = LEFT_SPACE;
		}
	while (reader_fill(r));
	return left;
}

enum check_verdict
check_end(struct checker *c, int *failed)
{
	*failed = 0;
	if (!c->slow) {
		enum left left = what_is_left(c);

		if (left == LEFT_NOTHING)
			goto verdict;
		if (left == LEFT_SPACE) {
			snprintf(c->layout_note, sizeof(c->layout_note),
			    "%s: layout: whitespace after the end of the "
			    "expected output", c->team->name);
			c->layout = 1;
			goto verdict;
		}
		c->slow = 1;
	}
	if (c->expected.length > 0 && !c->done)
		compare_token(c, &c->expected);
	if (!c->done) {
		skip_found(c);
		if (c->found.kind == TOKEN_WORD)
			report_wrong(c, NULL, &c->found, NULL);
	}
verdict:
	if (c->team->error) {
		diag("%s: %s", c->team->name, strerror(c->team->error));
		*failed = 1;
	}
	if (c->walker.open)
		reader_close(&c->walker.r);
	if (c->cut)
		output_format(c->o->report, "%s: more differences follow, not "
		    "listed (the limit is %llu; --limit=N lists up to N)\n",
		    c->team->name, (unsigned long long)c->o->limit);
	if (c->wrong > 0 || *failed)
		return CHECK_WRONG;
	if (c->layout) {
		output_format(c->o->report, "%s%s\n", c->layout_note,
		    c->o->tokens ? " (not judged: only the tokens are "
		    "compared)" : "");
		return c->o->tokens ? CHECK_ACCEPTED : CHECK_PRESENTATION;
	}
	return CHECK_ACCEPTED;
}
