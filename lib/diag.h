#ifndef CODE_DIAG_H
#define CODE_DIAG_H

#include "reader.h"

/* Exit statuses, as the manual's EXIT STATUS lists them. */
enum {
	EXIT_OK = 0,		/* all input read, every hint written */
	EXIT_INPUT = 1,		/* some input was invalid */
	EXIT_USAGE = 2,		/* bad option or argument */
	EXIT_SYSTEM = 3,	/* open, read, write or memory failed */
	EXIT_CONTRADICTION = 4,	/* code solve: no secret agrees */
	EXIT_OUT_OF_TRIES = 5,	/* code solve --interactive: tries ran out */
	EXIT_WRONG_ANSWER = 6,	/* code check: the output is wrong */
	EXIT_PRESENTATION = 7,	/* code check: right, in another layout */
	EXIT_UNFOUND = 8,	/* code analyze --replay: a secret is never found */
	EXIT_VALIDATOR_ACCEPTED = 42,	/* --validator: problem packages' */
	EXIT_VALIDATOR_WRONG = 43,	/* accepted and wrong answer */
	EXIT_INTERRUPTED = 130	/* SIGINT ended a search */
};

#define PROGRAM_NAME "code"

/*
 * Prints "code: " and the message on standard error, after flushing
 * standard output so that the message comes after everything computed.
 */
void	diag(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#define DIAG_SHOWN_MAX	32	/* bytes of a token or code shown */
#define DIAG_QUOTED_MAX	(4 * DIAG_SHOWN_MAX + 8)

/*
 * Writes text (length bytes) into buf in quotes for a message: at most
 * DIAG_SHOWN_MAX bytes then "...", bytes outside printable ASCII as \xNN.
 */
void	diag_quote(char *buf, size_t size, const unsigned char *text,
	    size_t length);

/*
 * Reports that token t of r's input is not what was expected:
 * "code: NAME:LINE:COL: expected EXPECTED, found 'TOKEN'NOTE".
 */
void	diag_input(struct reader *r, struct token *t,
	    const char *expected, const char *note);

#endif
