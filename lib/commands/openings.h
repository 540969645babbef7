/*
 * openings: the one reader of a list of openings (first guesses), a
 * line each, as rank --first-from and review --openings read them: the
 * words of each line, blanks around them; blank lines, and lines whose
 * first word begins with #, skipped.  It reads through the project's
 * reader (lib/core/reader.h), so its messages say NAME:LINE:COL, and
 * <stdin> for standard input.
 */

#ifndef CODE_COMMANDS_OPENINGS_H
#define CODE_COMMANDS_OPENINGS_H

#include <stddef.h>

#include "../core/reader.h"

#define OPENINGS_WORDS_MAX	8	/* words of a line kept */

/* A line of a list: its words, each a token of the reader, located. */
struct opening_line {
	size_t count;		/* its words, OPENINGS_WORDS_MAX kept */
	struct token word[OPENINGS_WORDS_MAX];
	int first;		/* the first line of words of the list */
};

/*
 * Reads the list of path (- for standard input), handing each line of
 * words to take(arg, r, line), which returns EXIT_OK to read on or
 * another exit status to stop, having said why (openings_say()).
 * Returns EXIT_OK, take's status, or EXIT_SYSTEM having said why path
 * could not be read.
 */
int	openings_read(const char *path, int (*take)(void *arg,
	    struct reader *r, const struct opening_line *line), void *arg);

/*
 * Returns the text of word k of line into text (TOKEN_TEXT_MAX + 1
 * bytes, NUL-ended; a longer word cut short) and its bytes kept in *n.
 */
const char	*openings_word(const struct opening_line *line, size_t k,
		    char *text, size_t *n);

/*
 * Says "code: NAME:LINE:COL: WHY" of word k of line of r (the line's
 * end, after its last word, if k is past it), why printf-like.  Returns
 * EXIT_INPUT.
 */
int	openings_say(struct reader *r, const struct opening_line *line,
	    size_t k, const char *why, ...)
	    __attribute__((format(printf, 4, 5)));

#endif
