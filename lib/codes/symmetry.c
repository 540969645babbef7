/*
 * The symmetry of the optimal search and the heuristics (symmetry.h): the
 * colour and position permutations that fix every guess played so far,
 * and the smallest code of an orbit of guesses.
 */

#include "symmetry.h"

#include <string.h>

#include "space.h"

/*
 * Sets g to the group of a node where colours played have been played but
 * no guess is known: every position permutation (if there is no played
 * colour and the code is short), else none; the free colours always.
 */
void
group_start(struct group *g, size_t length, uint64_t played)
{
	unsigned char perm[GROUP_LENGTH];
	size_t i;

	g->played = played;
	g->count = 0;
	for (i = 0; i < GROUP_LENGTH; i++)
		perm[i] = (unsigned char)i;
	do {
		memcpy(g->from[g->count], perm, GROUP_LENGTH);
		for (unsigned c = 0; c < SCORE_COLOURS_MAX; c++)
			g->colour[g->count][c] = played >> c & 1 ?
			    (unsigned char)c : FREE;
		g->count++;
		/* the next permutation of perm[0 .. length - 1] */
		if (played != 0 || length > GROUP_LENGTH)
			break;
		for (i = length - 1; i > 0 && perm[i - 1] > perm[i]; i--)
			;
		if (i == 0)
			break;
		size_t j = length - 1;

		while (perm[j] < perm[i - 1])
			j--;
		unsigned char t = perm[i - 1];

		perm[i - 1] = perm[j];
		perm[j] = t;
		for (size_t a = i, b = length - 1; a < b; a++, b--) {
			t = perm[a];
			perm[a] = perm[b];
			perm[b] = t;
		}
	} while (g->count < GROUP_MAX);
}

/*
 * Sets next to the elements of g that also fix code: each element's
 * colour map grows by the colours code plays for the first time.
 */
void
group_fix(const struct group *g, const unsigned char *code, size_t length,
    struct group *next)
{
	next->played = g->played | space_colours(code, length);
	next->count = 0;
	for (unsigned e = 0; e < g->count; e++) {
		unsigned char *to = next->colour[next->count];
		uint64_t taken = 0;
		int fixes = 1;

		memcpy(to, g->colour[e], SCORE_COLOURS_MAX);
		for (size_t c = 0; c < SCORE_COLOURS_MAX; c++)
			if (to[c] != FREE)
				taken |= (uint64_t)1 << to[c];
		for (size_t i = 0; i < length && fixes; i++) {
			unsigned char c = code[length > GROUP_LENGTH ? i :
			    g->from[e][i]], want = code[i];

			if (to[c] == FREE && !(taken >> want & 1) &&
			    !(g->played >> want & 1)) {
				to[c] = want;
				taken |= (uint64_t)1 << want;
			}
			fixes = to[c] == want;
		}
		if (fixes) {
			memcpy(next->from[next->count], g->from[e],
			    GROUP_LENGTH);
			next->count++;
		}
	}
}

/*
 * Returns 1 if code is the smallest code its images under g can be: each
 * element moves its positions and maps its played colours, and the free
 * colours, interchangeable, are renamed the smallest free ones in the
 * order they first appear.  Guesses of one orbit split the secrets alike
 * (the secrets are a union of orbits), so only the smallest is weighed.
 */
int
smallest_in_orbit(const struct group *g, const unsigned char *code,
    size_t length, uint64_t all)
{
	if ((g->played & all) == all && g->count == 1)
		return 1;
	for (unsigned e = 0; e < g->count; e++) {
		unsigned char renamed[SCORE_COLOURS_MAX];
		uint64_t used = g->played, named = 0;	/* renamed[c] set */

		for (size_t i = 0; i < length; i++) {
			unsigned char c = code[length > GROUP_LENGTH ? i :
			    g->from[e][i]], y;

			if (g->played >> c & 1)
				y = g->colour[e][c];
			else {
				if (!(named >> c & 1)) {
					/* the first colour not used */
					renamed[c] = (unsigned char)
					    __builtin_ctzll(~used);
					used |= ~used & (used + 1);
					named |= (uint64_t)1 << c;
				}
				y = renamed[c];
			}
			if (y != code[i]) {
				if (y < code[i])
					return 0;
				break;
			}
		}
	}
	return 1;
}
