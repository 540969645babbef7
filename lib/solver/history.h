/* history: the hints so far of code solve, read into a solver. */

#ifndef CODE_HISTORY_H
#define CODE_HISTORY_H

#include <stddef.h>

#include "../core/reader.h"
#include "solver.h"

/*
 * The hints given so far, for code solve: read from a stream, from a
 * GUESS:STRONG,WEAK operand, or one at a time in a game on a pipe, and
 * recorded in a solver.
 */

/*
 * Reads text (n bytes) as a guess of sv.  Returns its index in
 * sv->guesses, or SIZE_MAX with why (VARIANT_WHY_MAX bytes) saying which
 * rule it breaks.
 */
size_t	history_guess(const struct solver *sv, const char *text, size_t n,
	    char *why);

/*
 * Reads a hint of sv's rule from the n bytes at text into *h: counts'
 * written STRONG,WEAK or (STRONG,WEAK), another rule's as rule.h reads
 * it, checked against guess (an index in sv->guesses, or SIZE_MAX: none)
 * where the rule can be.  Returns 0, or -1 with why.
 */
int	history_parse_hint(const struct solver *sv, const char *text,
	    size_t n, size_t guess, unsigned *h, char *why);

/*
 * Reads a line typed in answer to guess, its n bytes at line: counts'
 * STRONG WEAK, STRONG,WEAK or (STRONG,WEAK), with blanks around each
 * part; another rule's as history_parse_hint() reads it.  Returns 0 with
 * *h, or -1 with why saying what was expected.
 */
int	history_parse_answer(const struct solver *sv, const char *line,
	    size_t n, size_t guess, unsigned *h, char *why);

/*
 * Records that guess got h; where says where, for messages.  Returns
 * EXIT_OK; EXIT_INPUT, having said so, when sv plays hard mode and it
 * forbids guess after the hints so far; EXIT_CONTRADICTION when no secret
 * agrees with every hint, after saying so if h is the hint that left
 * none; or EXIT_SYSTEM after reporting that memory ran out keeping the
 * hint.
 */
int	history_record(struct solver *sv, const char *where, size_t guess,
	    unsigned h);

/*
 * Records every GUESS HINT of the history stream r (lines GUESS STRONG
 * WEAK, GUESS (STRONG,WEAK) or GUESS:STRONG,WEAK; another rule's GUESS
 * HINT or GUESS:HINT, marks with blanks between them or not; # starts a
 * comment).  Returns EXIT_OK, or an exit status after reporting the
 * first fault at its FILE:LINE:COL: 1 bad input, 3 a read error; or 4
 * when, every hint read, no secret agrees with them all.
 */
int	history_read(struct solver *sv, struct reader *r);

#endif
