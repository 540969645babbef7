/* glibc's rand() in portable C, for the games' secrets. */

#include "random.h"

void
random_seed(struct random *g, uint32_t seed)
{
	int64_t word = seed == 0 ? 1 : (int32_t)seed;

	g->r[0] = (uint32_t)word;
	for (unsigned i = 1; i < 31; i++) {
		word = 16807 * word % 2147483647;
		if (word < 0)
			word += 2147483647;
		g->r[i] = (uint32_t)word;
	}
	for (unsigned i = 31; i < 34; i++)
		g->r[i] = g->r[i - 31];
	g->next = 0;		/* r[34] replaces r[0], the oldest */
	for (unsigned i = 34; i < 344; i++)
		random_next(g);
}

int32_t
random_next(struct random *g)
{
	uint32_t value = g->r[(g->next + 34 - 31) % 34] +
	    g->r[(g->next + 34 - 3) % 34];

	g->r[g->next] = value;
	g->next = (g->next + 1) % 34;
	return (int32_t)(value >> 1);
}
