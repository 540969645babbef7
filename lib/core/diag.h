/* diag: messages on standard error, after what is computed so far. */

#ifndef CODE_DIAG_H
#define CODE_DIAG_H

#include <stddef.h>

#include "status.h"

/* Messages on standard error, after what is computed so far. */

/*
 * Prints "code: " and the message on standard error, after flushing
 * standard output so that the message comes after everything computed.
 */
void	diag(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

struct output;

/*
 * Writes a copy of every message from now on to o too (NULL: no more),
 * as a problem package's validator writes its judgemessage.txt.
 */
void	diag_copy(struct output *o);

/*
 * Draws "code: " and line as the status line of standard error, a
 * terminal, over the one drawn before (a carriage return, the line, and
 * the terminal's erase to the end of the line).  A message after it
 * (diag()) starts on a line of its own.
 */
void	diag_status(const char *line);

/* Ends the status line: erased, or kept (keep) with the cursor below. */
void	diag_status_end(int keep);

/* Returns one for n == 1, else many: "1 guess", "2 guesses". */
static inline const char *
plural(unsigned long long n, const char *one, const char *many)
{
	return n == 1 ? one : many;
}

/*
 * Bytes of a message's location prefix, "NAME:LINE:COL: " with its NUL
 * (reader_where()): a message holds one and its text.
 */
#define DIAG_WHERE_MAX	4096

#define DIAG_SHOWN_MAX	32	/* bytes of a token or code shown */
#define DIAG_QUOTED_MAX	(4 * DIAG_SHOWN_MAX + 8)

/*
 * Writes text (length bytes) into buf in quotes for a message: at most
 * DIAG_SHOWN_MAX bytes then "...", bytes outside printable ASCII as
 * \x{NN}, which no next character can run into, \ as \\ and ' as \',
 * so that the quotes are the first and the last '.  When the locale is of
 * UTF-8 (LC_ALL, LC_CTYPE or LANG names one), a character of valid UTF-8
 * that shows (diag_char_length()) is written as itself, whole.
 */
void	diag_quote(char *buf, size_t size, const unsigned char *text,
	    size_t length);

/*
 * Returns the bytes of the character at text (length bytes, 0 for
 * none) as diag_quote() shows it: those of a UTF-8 sequence written as
 * itself (the locale is of UTF-8, the sequence valid, its character no
 * control, format or noncharacter), else 1.
 */
size_t	diag_char_length(const unsigned char *text, size_t length);

/*
 * Returns 1 if the locale the environment names for characters is of
 * UTF-8 (LC_ALL, LC_CTYPE or LANG, as diag_quote() reads them), else 0.
 */
int	diag_utf8(void);

#endif
