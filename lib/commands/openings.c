/* The reader of a list of openings (openings.h). */

#include "openings.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "../core/diag.h"
#include "cli.h"

/* What a read of a list hands its lines to. */
struct list {
	int (*take)(void *arg, struct reader *r,
	    const struct opening_line *line);
	void *arg;
	int lines;		/* lines of words handed so far */
};

/*
 * Hands line, its words read, to the list's taker unless it is a
 * comment, and empties it.  Returns the taker's status, or EXIT_OK.
 */
static int
hand(struct list *l, struct reader *r, struct opening_line *line)
{
	int status = EXIT_OK;

	if (line->count > 0 && line->word[0].text[0] != '#') {
		line->first = l->lines++ == 0;
		status = l->take(l->arg, r, line);
	}
	line->count = 0;
	return status;
}

/* Reads the list of r, a line at a time.  Returns an exit status. */
static int
read_lines(struct reader *r, void *list)
{
	static struct opening_line line;	/* large: its tokens */
	struct token t;
	uint64_t at = 0;	/* the line of the words in line */
	int status = EXIT_OK;

	line.count = 0;
	while (status == EXIT_OK && reader_next(r, &t) == TOKEN_WORD) {
		reader_locate(r, &t);
		if (t.line != at)
			status = hand(list, r, &line);
		at = t.line;
		if (line.count < OPENINGS_WORDS_MAX)
			line.word[line.count] = t;
		line.count++;
	}
	if (status == EXIT_OK && t.kind == TOKEN_FAIL) {
		diag("%s: %s", r->name, strerror(r->error));
		return EXIT_SYSTEM;
	}
	return status == EXIT_OK ? hand(list, r, &line) : status;
}

int
openings_read(const char *path, int (*take)(void *arg, struct reader *r,
    const struct opening_line *line), void *arg)
{
	struct list l = { take, arg, 0 };

	return cli_run_file(path, READER_SIZE_DEFAULT, read_lines, &l);
}

const char *
openings_word(const struct opening_line *line, size_t k, char *text,
    size_t *n)
{
	const struct token *t = &line->word[k];

	*n = t->length < TOKEN_TEXT_MAX ? t->length : TOKEN_TEXT_MAX;
	memcpy(text, t->text, *n);
	text[*n] = '\0';
	return text;
}

int
openings_say(struct reader *r, const struct opening_line *line, size_t k,
    const char *why, ...)
{
	size_t kept = line->count < OPENINGS_WORDS_MAX ? line->count :
	    OPENINGS_WORDS_MAX;
	const struct token *t = &line->word[k < kept ? k : kept - 1];
	uint64_t column = t->column + (k < kept ? 0 : t->length);
	char where[DIAG_WHERE_MAX], text[1024];
	va_list ap;

	va_start(ap, why);
	vsnprintf(text, sizeof(text), why, ap);
	va_end(ap);
	reader_where(r, t->line, column, where);
	diag("%s%s", where, text);
	return EXIT_INPUT;
}
