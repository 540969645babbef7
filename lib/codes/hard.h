/* hard: the guesses Wordle's hard mode allows after a hint, as bits. */

#ifndef CODE_HARD_H
#define CODE_HARD_H

#include <stddef.h>
#include <stdint.h>

#include "../core/rule.h"
#include "space.h"

/*
 * The guesses of a space by what hard mode asks of them (rule.h,
 * rule_hard_allows()): for each position and colour, the bits of the
 * guesses with that colour there; for each colour and count k, of those
 * with k of it or more.  A hint then rules guesses out with an AND a
 * word of 64 guesses for each exact mark and each colour marked, not a
 * test a guess.
 */
struct hard_index {
	size_t words;			/* of a bitmap of the guesses */
	size_t length;
	unsigned colours;
	uint64_t *at;			/* [position][colour] */
	uint64_t *least;		/* [colour][count - 1] */
	uint64_t *none;			/* no guess */
};

/*
 * Fills x for the guesses of space s.  Returns 0, or -1 if memory runs
 * out or the index would hold more than HARD_INDEX_MAX bytes (x is then
 * empty, and hard_rule_out() takes the long way).
 */
#define HARD_INDEX_MAX	((size_t)64 << 20)
int	hard_index_init(struct hard_index *x, const struct space *s);
void	hard_index_free(struct hard_index *x);

/*
 * Clears in bits (one a guess of s, x's space) the guesses hard mode
 * rules out once guess (length colours) got hint under marks.
 */
void	hard_rule_out(const struct hard_index *x, const struct space *s,
	    const unsigned char *guess, unsigned hint, uint64_t *bits);

/*
 * What hard mode asks of a guess once some hints are known: a colour in
 * place where a hint marked one there, and of each colour at least as
 * many as one hint marked, in place or elsewhere (rule_hard_allows() of
 * each hint).  The guesses allowed after the hints are those that meet
 * it, whatever the order the hints came in, so equal asks allow the same
 * guesses.  A code that gave the hints meets them, so a colour is needed
 * no more times in all than a code has positions.
 */
#define HARD_NONE	0xff	/* needs: past the colours needed */
struct hard_asks {
	unsigned char place[RULE_MARKS_MAX];	/* colour + 1 in place, or 0 */
	unsigned char needs[RULE_MARKS_MAX];	/* colours needed, increasing,
						   a colour as often as it is
						   needed; then HARD_NONE */
};

/* Sets a to ask nothing. */
void	hard_asks_none(struct hard_asks *a);

/*
 * Adds to a what hard mode asks once guess (length colours) got hint
 * under marks from a code that meets a.
 */
void	hard_asks_add(struct hard_asks *a, size_t length,
	    const unsigned char *guess, unsigned hint);

/* Returns 1 if code (length colours) meets a. */
int	hard_asks_met(const struct hard_asks *a, size_t length,
	    const unsigned char *code);

/*
 * Puts in maps the bitmaps of x (x->words words each) whose AND holds
 * the guesses that meet a, and returns how many, at most HARD_MAPS_MAX;
 * SIZE_MAX if x has no index.
 */
#define HARD_MAPS_MAX	(2 * RULE_MARKS_MAX)
size_t	hard_maps(const struct hard_index *x, const struct hard_asks *a,
	    const uint64_t **maps);

/*
 * Clears in bits (one a guess of s, x's space) the guesses that do not
 * meet a.
 */
void	hard_keep_met(const struct hard_index *x, const struct space *s,
	    const struct hard_asks *a, uint64_t *bits);

#endif
