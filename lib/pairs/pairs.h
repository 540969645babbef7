/* pairs: code score's engine, the hint of SECRET GUESS pairs. */

#ifndef CODE_PAIRS_H
#define CODE_PAIRS_H

#include <stddef.h>

#include "../core/lists.h"
#include "../core/diag.h"
#include "../core/reader.h"
#include "../core/variant.h"
#include "format.h"

/*
 * `code score`: the hint of a guess against a secret under the rules of a
 * variant, for codes given as text or streamed as "SECRET GUESS" lines.
 */

/* A code as written, and where, for messages: "" or "FILE:LINE:COL: ". */
struct code_text {
	const char *text;
	size_t length;
	char where[DIAG_WHERE_MAX];
	int cut;	/* text holds only the first TOKEN_TEXT_MAX bytes */
};

/*
 * Scores the guess against the secret, of any length, and writes the
 * hint in format f (of v's rule); with lists (not NULL), the secret must
 * be one of its secrets and the guess one of its guesses.  Returns EXIT_OK, or EXIT_INPUT after reporting which
 * code breaks which rule, or EXIT_SYSTEM if memory ran out.
 */
int	pairs_score(const struct variant *v, const struct lists *lists,
	    const struct format *f, const struct code_text *secret,
	    const struct code_text *guess);

/*
 * Reads "SECRET GUESS" lines from r (a code of one word has at most
 * TOKEN_TEXT_MAX characters), or lines of 2N one-character words (any N),
 * and writes a hint for each; blank lines and lines that start with # are
 * skipped.  Stops at the first bad line.  Returns EXIT_OK, or EXIT_INPUT
 * or EXIT_SYSTEM after reporting.
 */
int	pairs_run(struct reader *r, const struct variant *v,
	    const struct lists *lists, const struct format *f);

#endif
