/* hard: the guesses Wordle's hard mode allows after a hint, as bits. */

#ifndef CODE_HARD_H
#define CODE_HARD_H

#include <stddef.h>
#include <stdint.h>

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

#endif
