/* The judge filter: UVa 340 games in, a (strong,weak) line per guess out. */

#include "judge.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../core/diag.h"
#include "../core/output.h"
#include "../core/score.h"
#include "../core/vector.h"

#define COLOURS	10	/* 1..9, and 0 for the zeros that end a game */
#define RUN_HINTS_MAX	1024	/* guesses scored at once: 16 KiB of lines */
#define HINT_LINE_SIDE	64	/* hints (s,w) under it have prepared lines */
#define HINT_LINE_SIZE	16	/* a prepared line, its length in the last byte */
#define HINT_LINE_TEXT	8	/* "(ss,ww)\n": bytes of it after the indent */
#define FOUR_LINES	64	/* four lines of one colour's hints, and room */
#define RUN_COLOURS_MAX	4096	/* colours of guesses read ahead at once */
#define SECRET_ROOM_MIN	4096	/* a secret's first room; it doubles */

struct judge {
	struct reader *r;
	const struct judge_options *o;
	struct token t;		/* the token just read */
	unsigned char *secret;
	size_t capacity;	/* of secret */
	size_t length;		/* N of the current game */
	uint64_t game;
	struct scorer scorer;
	/* "    (s,w)\n" at its hint_index() as if of HINT_LINE_SIDE - 1
	   colours, for s + w < the side */
	char hint_line[HINT_LINE_SIDE * HINT_LINE_SIDE][HINT_LINE_SIZE];
	/* the same line at its hint_code(), for codes of up to 15 colours */
	char code_line[256][HINT_LINE_SIZE];
	/* the lines of four guesses of one colour, the kth strong if bit k */
	char four_lines[16][FOUR_LINES];
	int prepared;			/* 0 if the indent leaves no room */
	unsigned char run[RUN_COLOURS_MAX];	/* read ahead, of this game */
	size_t run_at, run_end;		/* the ones not yet scored */
	struct hint hint;		/* of the last guess read */
	struct hint hints[RUN_HINTS_MAX];	/* of the guesses in the run */
	unsigned char codes[RUN_HINTS_MAX];	/* the same, of short codes */
	/* where the hints go; last, so that the tables above keep their
	   16-byte alignment (a field before them costs the filter 3%) */
	struct output *out;
};

/* Reads the next token into j->t.  Returns EXIT_OK or EXIT_SYSTEM. */
static int
next(struct judge *j)
{
	if (reader_next(j->r, &j->t) != TOKEN_FAIL)
		return EXIT_OK;
	diag("%s: %s", j->r->name, strerror(j->r->error));
	return EXIT_SYSTEM;
}

/* Returns the colour 0..9 that token t is, or -1. */
static int
token_colour(const struct token *t)
{
	if (t->kind != TOKEN_WORD || !t->integer || t->overflow ||
	    t->value > 9 || (t->negative && t->value != 0))
		return -1;
	return (int)t->value;
}

/*
 * Reports that the token read is not what was expected.  Returns
 * EXIT_INPUT; or EXIT_SYSTEM, quietly, once a write of the hints has
 * failed (reported), as the reader then reads no more (reader.flush).
 */
static int
reject(struct judge *j, const char *expected, const char *note)
{
	if (output_failed(j->out))
		return EXIT_SYSTEM;
	reader_unexpected(j->r, &j->t, expected, note);
	return EXIT_INPUT;
}

/*
 * Reads the next token as a colour in low..9 into *colour.  Returns
 * EXIT_OK, or the status after reporting.
 */
static int
read_colour(struct judge *j, int low, const char *expected, int *colour)
{
	int status = next(j);

	if (status != EXIT_OK)
		return status;
	*colour = token_colour(&j->t);
	if (*colour < low)
		return reject(j, expected, NULL);
	return EXIT_OK;
}

/*
 * Reads N into j->length; 0 means the input is over.  Returns EXIT_OK, or
 * the status after reporting.
 */
static int
read_length(struct judge *j)
{
	const char *expected = j->o->strict ?
	    "a code length 1..1000 or 0" : "a code length or 0";
	const struct token *t = &j->t;
	int status = next(j);

	j->length = 0;
	if (status != EXIT_OK)
		return status;
	if (t->kind == TOKEN_END)
		return j->o->strict ? reject(j, expected, NULL) : EXIT_OK;
	if (!t->integer || (t->negative && t->value != 0))
		return reject(j, expected, NULL);
	if (t->overflow || t->value > SCORE_LENGTH_MAX)
		return reject(j, expected, " (too large)");
	if (j->o->strict && t->value > JUDGE_STRICT_LENGTH_MAX)
		return reject(j, expected, NULL);
	j->length = (size_t)t->value;
	return EXIT_OK;
}

/* Makes room for colour i of the secret.  Returns 0, or -1 without. */
static int
grow_secret(struct judge *j, size_t i)
{
	size_t capacity;
	unsigned char *secret;

	if (i < j->capacity)
		return 0;
	capacity = j->capacity < SECRET_ROOM_MIN ? SECRET_ROOM_MIN :
	    j->capacity * 2;
	if (capacity > j->length || capacity < j->capacity)
		capacity = j->length;
	if ((secret = realloc(j->secret, capacity)) == NULL)
		return -1;
	j->secret = secret;
	j->capacity = capacity;
	return 0;
}

/*
 * Reads the secret, whose memory grows as its colours come, so that a huge
 * N with little behind it costs nothing.
 */
static int
read_secret(struct judge *j)
{
	struct token length;

	reader_locate(j->r, &j->t);	/* while it is the last token read */
	length = j->t;

	for (size_t i = 0, run; i < j->length; ) {
		int colour, status;

		if (grow_secret(j, i) == -1) {
			char where[DIAG_WHERE_MAX];

			reader_where(j->r, length.line, length.column, where);
			diag("%sout of memory for a secret of %zu colours",
			    where, j->length);
			return EXIT_SYSTEM;
		}
		run = reader_digits(j->r, j->secret + i,
		    (j->length < j->capacity ? j->length : j->capacity) - i, 1, 9);
		if (run > 0) {
			i += run;
			continue;
		}
		status = read_colour(j, 1, "a colour 1..9", &colour);
		if (status != EXIT_OK)
			return status;
		j->secret[i++] = (unsigned char)colour;
	}
	scorer_init(&j->scorer, j->secret, j->length, COLOURS);
	return EXIT_OK;
}

static void
write_heading(struct judge *j)
{
	char *p = output_reserve(j->out, OUTPUT_NUMBER_MAX + 8);

	if (j->game > 1 && j->o->blank_line)
		*p++ = '\n';
	memcpy(p, "Game ", 5);
	p = output_number(p + 5, j->game);
	*p++ = ':';
	*p++ = '\n';
	output_commit(j->out, p);
}

/* Returns the prepared line of hint h, or NULL if there is none. */
static const char *
hint_line(const struct judge *j, struct hint h)
{
	if (!j->prepared || h.strong + h.weak >= HINT_LINE_SIDE)
		return NULL;
	return j->hint_line[hint_index(HINT_LINE_SIDE - 1, h)];
}

/* Writes the line of hint h: a prepared one where there is one. */
static void
write_hint(struct judge *j, struct hint h)
{
	const char *line = hint_line(j, h);
	char *p;

	if (line != NULL) {
		p = output_reserve(j->out, HINT_LINE_SIZE);
		memcpy(p, line, HINT_LINE_SIZE);
		output_commit(j->out, p + line[HINT_LINE_SIZE - 1]);
		return;
	}
	p = output_reserve(j->out,
	    JUDGE_INDENT_MAX + 2 * OUTPUT_NUMBER_MAX + 4);
	memset(p, ' ', j->o->indent);
	p += j->o->indent;
	*p++ = '(';
	p = output_number(p, h.strong);
	*p++ = ',';
	p = output_number(p, h.weak);
	*p++ = ')';
	*p++ = '\n';
	output_commit(j->out, p);
}

/* The length of the lines of one colour's hints, (0,0) and (1,0) alike. */
static size_t
one_colour_line(const struct judge *j)
{
	return (size_t)j->code_line[hint_code((struct hint){ 0, 0 })][
	    HINT_LINE_SIZE - 1];
}

/*
 * Prepares the lines of the hints whose strong and weak sum to less than
 * HINT_LINE_SIDE, if the indent leaves room.
 */
static void
prepare_hint_lines(struct judge *j)
{
	size_t indent = j->o->indent;

	if (indent + HINT_LINE_TEXT >= HINT_LINE_SIZE)
		return;
	for (size_t s = 0; s < HINT_LINE_SIDE; s++)
		for (size_t w = 0; s + w < HINT_LINE_SIDE; w++) {
			struct hint h = { s, w };
			char *line = j->hint_line[hint_index(HINT_LINE_SIDE - 1,
			    h)], *p;

			memset(line, ' ', HINT_LINE_SIZE);
			p = line + indent;
			*p++ = '(';
			p = output_number(p, s);
			*p++ = ',';
			p = output_number(p, w);
			*p++ = ')';
			*p++ = '\n';
			line[HINT_LINE_SIZE - 1] = (char)(p - line);
			if (s + w <= HINT_CODE_LENGTH_MAX)
				memcpy(j->code_line[hint_code(h)], line,
				    HINT_LINE_SIZE);
		}
	for (unsigned bits = 0; bits < 16; bits++)
		for (unsigned k = 0; k < 4; k++)
			memcpy(j->four_lines[bits] + k * one_colour_line(j),
			    j->code_line[hint_code((struct hint){ bits >> k & 1,
			    0 })], one_colour_line(j));
	j->prepared = 1;
}

/*
 * Reads the rest of the N zeros that end a game, in runs where it can.
 * The run buffer is free: it stopped at the first zero.
 */
static int
read_end_of_game(struct judge *j)
{
	static const char expected[] =
	    "0 (a guess that starts with 0 ends the game)";

	for (size_t i = 1; i < j->length; ) {
		size_t left = j->length - i;
		int colour, status;

		i += reader_digits(j->r, j->run,
		    left < sizeof(j->run) ? left : sizeof(j->run), 0, 0);
		if (i == j->length)
			break;
		if ((status = read_colour(j, 0, expected, &colour)) != EXIT_OK)
			return status;
		if (colour != 0)
			return reject(j, expected, NULL);
		i++;
	}
	return EXIT_OK;
}

/*
 * Reads and scores one guess colour by colour, from what is left of the
 * run and then the reader.  Sets *end if the guess is the N zeros that
 * end the game.
 */
static int
read_guess_slowly(struct judge *j, int *end)
{
	size_t left = j->length;

	scorer_reset(&j->scorer);
	while (left > 0) {
		size_t n = j->run_end - j->run_at;
		int first = left == j->length, colour, status;

		if (n > 0) {
			n = n < left ? n : left;
			scorer_add_run(&j->scorer, j->run + j->run_at, n);
			j->run_at += n;
			left -= n;
			continue;
		}
		j->run_at = 0;
		j->run_end = reader_digits(j->r, j->run, sizeof(j->run), 1, 9);
		if (j->run_end > 0)
			continue;
		status = read_colour(j, first ? 0 : 1,
		    first ? "a colour 1..9 or 0" : "a colour 1..9", &colour);
		if (status != EXIT_OK)
			return status;
		if (colour == 0) {
			*end = 1;
			return read_end_of_game(j);
		}
		scorer_add(&j->scorer, (unsigned char)colour);
		left--;
	}
	j->hint = scorer_finish(&j->scorer);
	return EXIT_OK;
}

/*
 * Writes the lines of the first n hints of j->hints, prepared ones (if
 * the indent left room) copied in one reserved stretch while every hint
 * has one (under HINT_LINE_SIDE colours).
 */
static void
write_hints(struct judge *j, size_t n)
{
	char *p;

	if (j->length >= HINT_LINE_SIDE || !j->prepared) {
		for (size_t k = 0; k < n; k++)
			write_hint(j, j->hints[k]);
		return;
	}
	p = output_reserve(j->out, n * HINT_LINE_SIZE);
	for (size_t k = 0; k < n; k++) {
		const char *line = j->hint_line[hint_index(HINT_LINE_SIDE - 1,
		    j->hints[k])];

		memcpy(p, line, HINT_LINE_SIZE);
		p += line[HINT_LINE_SIZE - 1];
	}
	output_commit(j->out, p);
}

/*
 * Writes the lines of guesses of one colour four at a time from
 * j->four_lines (their two lines, (0,0) and (1,0), are as long), and
 * returns where the rest go, the guesses from *k on.  At N = 1 the line
 * is five times the guess: copying it is most of the filter's work.
 */
static char *
write_fours(struct judge *j, size_t n, char *p, size_t *k)
{
	size_t four = 4 * one_colour_line(j);
	const unsigned char *c = j->codes;

	*k = 0;
#if VECTOR
	for (; *k + 16 <= n; *k += 16) {	/* a bit a code, 16 at once */
		unsigned bits = (unsigned)_mm_movemask_epi8(_mm_slli_epi16(
		    load16(c + *k), 3));	/* 0x11 << 3: the top bit */

		for (unsigned q = 0; q < 16; q += 4, p += four)
			memcpy(p, j->four_lines[bits >> q & 15], FOUR_LINES);
	}
#endif
	for (; *k + 4 <= n; *k += 4, p += four)
		memcpy(p, j->four_lines[(c[*k] & 1) | (c[*k + 1] & 1) << 1 |
		    (c[*k + 2] & 1) << 2 | (c[*k + 3] & 1) << 3], FOUR_LINES);
	return p;
}

/*
 * Writes the lines of the first n codes of j->codes (codes of up to
 * HINT_CODE_LENGTH_MAX colours), prepared ones copied in one reserved
 * stretch if the indent left room.
 */
static void
write_codes(struct judge *j, size_t n)
{
	size_t k = 0;
	char *p;

	if (!j->prepared) {
		for (k = 0; k < n; k++)
			write_hint(j, hint_of_code(j->codes[k]));
		return;
	}
	p = output_reserve(j->out, n * HINT_LINE_SIZE + FOUR_LINES);
	if (j->length == 1)
		p = write_fours(j, n, p, &k);
	for (const unsigned char *code = j->codes + k; code < j->codes + n;
	    code++) {
		const char *line = j->code_line[*code];

		memcpy(p, line, HINT_LINE_SIZE);
		p += line[HINT_LINE_SIZE - 1];
	}
	output_commit(j->out, p);
}

/*
 * Scores the guesses whole in the run, up to RUN_HINTS_MAX at once, and
 * writes their hints: as codes (a byte each) up to HINT_CODE_LENGTH_MAX
 * colours.
 */
static void
write_run_hints(struct judge *j)
{
	size_t guesses = (j->run_end - j->run_at) / j->length;
	const unsigned char *run = j->run + j->run_at;

	if (guesses > RUN_HINTS_MAX)
		guesses = RUN_HINTS_MAX;
	j->run_at += guesses * j->length;
	if (j->length <= HINT_CODE_LENGTH_MAX) {
		score_all_codes(&j->scorer, run, guesses, j->codes);
		write_codes(j, guesses);
	} else {
		score_all(&j->scorer, run, guesses, j->hints);
		write_hints(j, guesses);
	}
}

/*
 * Moves the colours left in the run to its front and reads more behind
 * them, so that a guess cut by the end of the run is whole again where
 * the input goes on plainly.
 */
static void
fill_run(struct judge *j)
{
	size_t left = j->run_end - j->run_at;

	memmove(j->run, j->run + j->run_at, left);
	j->run_at = 0;
	j->run_end = left + reader_digits(j->r, j->run + left,
	    sizeof(j->run) - left, 1, 9);
}

/*
 * Reads and scores the guesses of a game up to its N zeros.  Colours come
 * in runs of one-digit tokens, read ahead as far as the block and the game
 * go (a guess cut by the run's end is moved to its front first); the
 * guesses whole in the run are scored there, the rest colour by colour.
 * Stops with EXIT_SYSTEM as soon as a write of the hints has failed.
 */
static int
read_guesses(struct judge *j)
{
	int end = 0, status;

	for (;;) {
		if (output_failed(j->out))
			return EXIT_SYSTEM;
		if (j->run_at == j->run_end || (j->run_end - j->run_at <
		    j->length && j->length <= sizeof(j->run)))
			fill_run(j);
		if (j->run_end - j->run_at >= j->length) {
			write_run_hints(j);
			continue;
		}
		if ((status = read_guess_slowly(j, &end)) != EXIT_OK || end)
			return status;
		write_hint(j, j->hint);
	}
}

/* In strict mode nothing may follow the final 0. */
static int
read_end_of_input(struct judge *j)
{
	int status;

	if (!j->o->strict || j->t.kind == TOKEN_END)
		return EXIT_OK;
	if ((status = next(j)) != EXIT_OK)
		return status;
	if (j->t.kind != TOKEN_END)
		return reject(j, "end of input after the final 0", NULL);
	return EXIT_OK;
}

/*
 * A byte order mark is skipped by the reader, but is no part of the
 * format: strict mode reports it.
 */
static int
reject_bom(const struct judge *j)
{
	char where[DIAG_WHERE_MAX];

	reader_where(j->r, 1, 1, where);
	diag("%sexpected a code length 1..1000 or 0, found a UTF-8 byte "
	    "order mark (only the default mode skips one)", where);
	return EXIT_INPUT;
}

int
judge_run(struct reader *r, const struct judge_options *o,
    struct output *out)
{
	struct judge j = { .r = r, .o = o, .out = out };
	int status;

	if (o->strict && r->bom)
		return reject_bom(&j);
	prepare_hint_lines(&j);

	while ((status = read_length(&j)) == EXIT_OK && j.length > 0) {
		if ((status = read_secret(&j)) != EXIT_OK)
			break;
		j.game++;
		write_heading(&j);
		if ((status = read_guesses(&j)) != EXIT_OK)
			break;
	}
	if (status == EXIT_OK)
		status = read_end_of_input(&j);
	if (output_failed(out))		/* reported: where the input stopped */
		status = EXIT_SYSTEM;
	free(j.secret);
	return status;
}
