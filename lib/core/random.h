/* random: glibc's rand() in portable C, for the games' secrets. */

#ifndef CODE_RANDOM_H
#define CODE_RANDOM_H

#include <stdint.h>

/*
 * The GNU C library's rand() after srand(seed), in portable C, so that a
 * seed gives the same secrets on every platform: the additive feedback
 * generator r[i] = r[i - 31] + r[i - 3] (mod 2^32) over a state seeded by
 * r[i] = 16807 r[i - 1] mod (2^31 - 1), the first 310 outputs dropped,
 * each output r[i] >> 1.
 */

struct random {
	uint32_t r[34];		/* the last 34 values, a ring */
	unsigned next;		/* where r[i] goes */
};

void	random_seed(struct random *g, uint32_t seed);

/* Returns the next number, 0 .. 2^31 - 1, as glibc's rand() would. */
int32_t	random_next(struct random *g);

#endif
