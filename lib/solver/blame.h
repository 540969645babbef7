/* blame: which of code solve's hints contradict each other. */

#ifndef CODE_BLAME_H
#define CODE_BLAME_H

#include <stddef.h>
#include <stdint.h>

#include "solver.h"

/*
 * When no secret agrees with every hint, one hint is often mistyped, and
 * the last one applied is not necessarily it.  blame_hints() names a set
 * of hints that contradict each other, none of which can be dropped (a
 * minimal one; the smallest of all when there are few hints), and for
 * each hint how many secrets agree with all the others: a hint whose
 * count is not 0 is one that, corrected, may make the history agree.
 *
 * Each hint's agreeing secrets are a row of bits over the whole secret
 * space, so a set of hints contradicts when the AND of its rows is 0.
 */

struct blame {
	size_t *set;		/* indices in s->hints, increasing */
	size_t set_count;
	int smallest;		/* no set of fewer hints contradicts */
	uint64_t *agree_without;	/* for each hint, the secrets that
					   agree with every other hint */
};

/*
 * Fills b for the hints s keeps (s->hints, none of them lost), which no
 * secret agrees with all together.  Returns EXIT_OK, or EXIT_SYSTEM after
 * reporting that memory ran out.  Free b with blame_free().
 */
int	blame_hints(const struct solver *s, struct blame *b);
void	blame_free(struct blame *b);

#endif
