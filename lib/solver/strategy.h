/* strategy: the codebreaker's strategies, and the guess each picks. */

#ifndef CODE_STRATEGY_H
#define CODE_STRATEGY_H

#include <stddef.h>
#include <stdint.h>

#include "../codes/space.h"
#include "../core/rule.h"
#include "../codes/symmetry.h"
#include "../optimal/optimal.h"

/*
 * The strategies are a table in strategy.c, a row each: its name, its line
 * of help, the function that picks its guess, and what it needs.  A part
 * is the secrets that would give the same hint; knuth, most-parts,
 * expected-size and entropy weigh every guess by its parts (Knuth, 1976,
 * and those after him), first is the Spanish practica's rule, optimal an
 * exact search (lib/optimal/); lib/solver/ALGORITHM.md describes the
 * heuristics.  Ties go to a guess that may
 * be the secret, then to the smallest code.  With consistent set, every
 * strategy guesses only codes that may still be the secret, those that
 * agree with every hint so far (the logical strategies; first always
 * does).
 */

/* The rows of the table, in its order: the names other files use. */
enum strategy {
	STRATEGY_FIRST, STRATEGY_KNUTH, STRATEGY_MOST_PARTS,
	STRATEGY_EXPECTED_SIZE, STRATEGY_ENTROPY, STRATEGY_OPTIMAL
};

/* What a strategy needs besides the secrets that agree (strategy_needs()). */
enum {
	STRATEGY_GUESSES = 1,	/* the guesses that agree too, in order */
	STRATEGY_SEARCH = 2	/* a search of its own (solver_set_goal()),
				   which runs its own threads */
};

#define STRATEGY_HELP_MAX	58	/* bytes of a strategy's help line */

/* Returns 0 and sets *s for the strategy called name, or -1. */
int	strategy_parse(const char *name, enum strategy *s);

/*
 * Return the name of strategy s, its line of help (for --help and the
 * manual) and what it needs (STRATEGY_GUESSES...): NULL, or 0, past the
 * last row of the table, so that a caller can list them all.
 */
const char	*strategy_name(enum strategy s);
const char	*strategy_help(enum strategy s);
unsigned	 strategy_needs(enum strategy s);

/* What a strategy picks from: the codes of both sides, and how. */
struct hint_table;
struct chooser {
	enum strategy strategy;
	const struct space *guesses, *secrets;
	const struct rule *rule;	/* what a hint says */
	const struct hint_table *table;	/* its hints, for a rule but
					   counts; NULL: counts, scored */
	unsigned threads;		/* for the guess search */
	struct optimal *optimal;	/* the search of optimal */
	int consistent;			/* guess only the secrets left */
};

/* Where a game stands: the codes that agree, and what was played. */
struct position {
	const uint32_t *secrets;	/* indices in the secrets, increasing */
	size_t secret_count;
	const uint32_t *guesses;	/* in the guesses, increasing: only
					   with STRATEGY_GUESSES */
	size_t guess_count;
	size_t previous;		/* the last guess, or SIZE_MAX */
	uint64_t played;		/* colours of the guesses so far */
	unsigned depth;			/* the number of the next guess */
	const struct group *group;	/* the symmetries that fix the
					   guesses so far (symmetry.h), or
					   NULL: none known but the colours
					   never played */
	const uint64_t *hard;		/* bits of the guesses hard mode
					   allows, or NULL: any */
};

/*
 * Sets *guess to the index in c->guesses of the guess c's strategy plays
 * at position at (SIZE_MAX when optimal finds none: interrupted, or no
 * strategy wins).  Returns 0, or EXIT_SYSTEM if memory ran out (not
 * reported).
 */
int	strategy_choose(const struct chooser *c, const struct position *at,
	    size_t *guess);

/* A guess ranked by a strategy that weighs guesses (strategy_rank()). */
struct strategy_ranked {
	size_t guess;		/* an index in the guesses */
	double score;		/* the strategy's measure of it
				   (strategy_measure()) */
	int possible;		/* it may be the secret */
};

/*
 * Sets rows[0..*found) to the top guesses (at most) of c's strategy, one
 * that weighs every guess by its parts, at position at, best first, in
 * the order its choice breaks ties (the first is strategy_choose()'s); of
 * the guesses the symmetries make alike, the smallest.  Returns 0, or
 * EXIT_SYSTEM if memory ran out.
 */
int	strategy_rank(const struct chooser *c, const struct position *at,
	    size_t top, struct strategy_ranked *rows, size_t *found);

/*
 * Returns the name of what strategy s measures a guess by: "largest-part"
 * (knuth), "parts", "expected-size" (the expected size of the part left),
 * "entropy" (bits), "total" (optimal); NULL for first, which measures none.
 */
const char	*strategy_measure(enum strategy s);

#endif
