/*
 * symmetry: the colour and position permutations that fix every guess
 * played so far, and the smallest code of an orbit of guesses
 * (symmetry.c).  Guesses of one orbit split the secrets that agree
 * with the hints alike, so the optimal search and the heuristics weigh
 * only the smallest of each.
 */

#ifndef CODE_SYMMETRY_H
#define CODE_SYMMETRY_H

#include <stddef.h>
#include <stdint.h>

#include "../core/score.h"
#include "space.h"

#define GROUP_LENGTH	5	/* position symmetry up to this length */
#define GROUP_MAX	120	/* 5! position permutations */
#define FREE		0xff	/* a colour no guess has played */

/* The symmetries that fix every guess so far (see smallest_in_orbit()). */
struct group {
	uint64_t played;			/* colours of the guesses */
	unsigned count;
	unsigned char from[GROUP_MAX][GROUP_LENGTH];	/* position sources */
	unsigned char colour[GROUP_MAX][SCORE_COLOURS_MAX]; /* or FREE */
};

/*
 * Sets g to the group of a node where colours played have been played but
 * no guess is known: every position permutation (if there is no played
 * colour and the code is short), else none; the free colours always.
 */
void	group_start(struct group *g, size_t length, uint64_t played);

/*
 * Sets next to the elements of g that also fix code: each element's
 * colour map grows by the colours code plays for the first time.
 */
void	group_fix(const struct group *g, const unsigned char *code,
	    size_t length, struct group *next);

/*
 * Returns 1 if code is the smallest code its images under g can be: each
 * element moves its positions and maps its played colours, and the free
 * colours, interchangeable, are renamed the smallest free ones in the
 * order they first appear.  all is the variant's colours, as bits.
 */
int	smallest_in_orbit(const struct group *g, const unsigned char *code,
	    size_t length, uint64_t all);

/*
 * Returns 1 if code is the guess of its class that a search weighs: the
 * least of the codes its colours dead (no secret left has them; 0: none
 * to swap) make when swapped (space_least_of_swaps()), and the smallest
 * of its orbit under g (smallest_in_orbit(); NULL: none but the
 * identity).  The others split the secrets alike.
 */
static inline int
symmetry_weighs(const struct group *g, const unsigned char *code,
    size_t length, uint64_t dead, uint64_t all)
{
	return (dead == 0 || space_least_of_swaps(code, length, dead)) &&
	    (g == NULL || smallest_in_orbit(g, code, length, all));
}
#endif
