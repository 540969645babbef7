/* analysis: a strategy played against every secret. */

#ifndef CODE_ANALYSIS_H
#define CODE_ANALYSIS_H

#include <stddef.h>
#include <stdint.h>

#include "solver.h"

/* What playing a strategy against every secret gives. */
struct analysis {
	size_t first;			/* the first guess, an index */
	uint64_t found[SOLVER_DEPTH_MAX + 1];	/* secrets found in n guesses */
	unsigned worst;
	uint64_t total, secrets;
};

/*
 * Plays s's strategy from the first guess first (an index in s->guesses,
 * or SIZE_MAX for the strategy's own) against every secret.  Returns 0;
 * -1 if a game runs past SOLVER_DEPTH_MAX guesses or the strategy finds
 * no guess (optimal: interrupted, or no strategy wins); or EXIT_SYSTEM
 * after reporting that memory ran out.
 */
int	solver_analyze(const struct solver *s, size_t first,
	    struct analysis *a);

/*
 * solver_analyze(), and appends each guess it plays to t (tree.h), when
 * t is not NULL: the strategy's decision tree, the first guess its root.
 */
struct tree;
int	solver_analyze_tree(const struct solver *s, size_t first,
	    struct analysis *a, struct tree *t);

#endif
