/*
 * figures: what playing a strategy against every secret found, as
 * analyze, replay and shard merge print it: the rules, the strategy,
 * the guesses it took, and what the optimal search proved.
 */

#ifndef CODE_COMMANDS_FIGURES_H
#define CODE_COMMANDS_FIGURES_H

#include "../solver/analysis.h"
#include "../solver/solver.h"
#include "record.h"

/*
 * Writes the fields of the analysis a of strategy, which opened with
 * first (its text), of sv's variant: the variant and its rules, the
 * strategy, the first guess, the secrets found in each number of
 * guesses, the total, average and worst case, the try limit, and, of
 * sv's optimal search, what it proved (or, stopped, how far a may be
 * from it).  In an object the caller opens and closes.
 */
void	figures_write(struct record *w, const struct solver *sv,
	    const struct analysis *a, const char *first, const char *strategy);

#endif
