/*
 * openings: code analyze --strategy=optimal --first=all (or a list of
 * first guesses, or --first-from=FILE): each first guess weighed, a row
 * each, exact or a bound that proves it no better, in text, JSON or CSV.
 */

#ifndef CODE_COMMANDS_OPENINGS_H
#define CODE_COMMANDS_OPENINGS_H

#include <stddef.h>

#include "../solver/solver.h"
#include "codebreaker.h"

/*
 * Returns 1 if set asks sv (set up) for the table of first guesses:
 * --first=all, --first with a comma that is not one guess of sv's,
 * --first-from, --top or --above.
 */
int	openings_asked(const struct codebreaker_settings *set,
	    const struct solver *sv);

/*
 * Checks the options of the table against the others (optimal, goal
 * average, no tree) once sv is set up: exits with a usage error if they
 * clash.  Also refuses --format=csv for anything but the table.
 */
void	openings_check(const struct codebreaker_settings *set,
	    const struct solver *sv);

/*
 * Reads the first guesses set names into *only (distinct, in the order
 * named; NULL for every one) and their count.  Returns EXIT_OK, or having
 * said why EXIT_USAGE (a bad guess of --first), EXIT_INPUT (of
 * --first-from: FILE:LINE:COL) or EXIT_SYSTEM.
 */
int	openings_read(const struct codebreaker_settings *set,
	    const struct solver *sv, size_t **only, size_t *count);

/*
 * Weighs the first guesses only (count, or every one if NULL) of sv's
 * optimal search, as set asks, and writes the table; with --shard, runs
 * the shard of it (shards.h); with --merge, reads the shards' nfiles
 * files and writes the table the single run writes.  Returns an exit
 * status: EXIT_OK, EXIT_SYSTEM, that of a search stopped, or a shard's.
 */
int	openings_run(const struct codebreaker_settings *set, struct solver *sv,
	    const size_t *only, size_t count, char *const files[],
	    size_t nfiles);

#endif
