/*
 * rank: first guesses weighed by the optimal search, goal average, a row
 * each, exact or a bound that proves it no better (optimal_rank_firsts()):
 * code rank's, and its options, which code shard takes too.
 */

#ifndef CODE_COMMANDS_RANK_H
#define CODE_COMMANDS_RANK_H

#include <stddef.h>
#include <stdint.h>

#include "../optimal/optimal.h"
#include "../solver/solver.h"
#include "codebreaker.h"
#include "record.h"

/* The first guesses asked for, and which of them exactly. */
struct rank_ask {
	const char *first;	/* --first: all, GUESS,GUESS,... or GUESS */
	const char *first_from;	/* --first-from: a file of them */
	size_t top;		/* --top: 0 none given, SIZE_MAX all */
	uint64_t above;		/* --above: 0 none given */
};

/* --first, --first-from, --top and --above, into a struct rank_ask. */
extern const struct cli_group rank_options;

/* Their help. */
#define RANK_HELP \
    "  --first=all, --first=GUESS,GUESS,...\n" \
    "                      weigh every first guess (of each symmetric\n" \
    "                      kind: the default), or those, a row each: RANK\n" \
    "                      GUESS TOTAL AVERAGE WORST POSSIBLE, exact for\n" \
    "                      the best (--top, --above), the others >=BOUND,\n" \
    "                      a bound that proves them no better; sorted\n" \
    "  --first-from=FILE   the same, the guesses from FILE (- standard\n" \
    "                      input), one a line\n" \
    "  --top=N             the N best exactly (or all; default 1)\n" \
    "  --above=TOTAL       and every one of total at most TOTAL\n"

/*
 * Returns 1 if ask names first guesses to rank for sv: --first-from,
 * --top, --above, or --first that is all or guesses joined by commas (a
 * guess of colours that include the comma is one guess); 0 if it names
 * one guess, or none.
 */
int	rank_asked(const struct rank_ask *ask, const struct solver *sv);

/*
 * Reads the first guesses ask names into *only (distinct, in the order
 * named; NULL for every one) and their count, into t the table asked
 * (t->only is *only).  Returns EXIT_OK, or having said why EXIT_USAGE (a
 * bad guess of --first, or --first with --first-from), EXIT_INPUT (of
 * --first-from: FILE:LINE:COL) or EXIT_SYSTEM.
 */
int	rank_read(const struct codebreaker *cb, const struct rank_ask *ask,
	    const struct solver *sv, size_t **only,
	    struct optimal_rank_ask *t);

/*
 * Writes the rows (r->rows of them) of the ranking of sv in format, and
 * says if it was stopped, or if no first guess wins within the try
 * limit.  Returns EXIT_OK, or the exit status of what was said.
 */
int	rank_write(const struct codebreaker *cb, enum record_format format,
	    const struct solver *sv, const struct optimal_ranked *rows,
	    const struct optimal_ranking *r);

#endif
