/* solver: the computer as codebreaker. */

#ifndef CODE_SOLVER_H
#define CODE_SOLVER_H

#include <stddef.h>
#include <stdint.h>

#include "../codes/space.h"
#include "../codes/symmetry.h"
#include "../core/score.h"
#include "../core/variant.h"
#include "../optimal/optimal.h"
#include "strategy.h"

/*
 * The computer as codebreaker: the secrets that agree with the hints so
 * far, and the next guess a strategy (strategy.h) makes of them.  Every
 * hint is the scorer's (score.h); strategies only count them.  With
 * consistent set (before solver_set_goal()), every strategy guesses only
 * codes that may still be the secret.
 */

#define SOLVER_DEPTH_MAX	OPTIMAL_DEPTH_MAX	/* guesses in one game */

/* A hint recorded: the guess (an index in the guess space) and its reply. */
struct solver_hint {
	size_t guess;
	struct hint h;
};

struct solver {
	const struct variant *variant;
	enum strategy strategy;
	struct space guesses, secrets;
	unsigned threads;		/* for the guess search */
	uint32_t *secret_left;		/* indices in secrets that agree */
	size_t secret_count;
	uint32_t *guess_left;		/* indices in guesses that agree */
	size_t guess_count;
	size_t previous;		/* the last guess, or SIZE_MAX */
	uint64_t played;		/* colours of the guesses so far */
	size_t turns;			/* guesses recorded */
	struct solver_hint *hints;	/* each of them, in order, */
	size_t hints_kept, hint_room;	/* as many as memory allowed */
	struct optimal *optimal;	/* the search of optimal */
	int consistent;			/* guess only the secrets left */
};

/*
 * Prepares s to break codes of v with strategy.  Returns 0, or an exit
 * status with why (VARIANT_WHY_MAX bytes): EXIT_USAGE when v has no
 * fixed length or too many codes, EXIT_SYSTEM when memory runs out.
 */
int	solver_init(struct solver *s, const struct variant *v,
	    enum strategy strategy, char *why);
void	solver_free(struct solver *s);

/*
 * Prepares the search of the optimal strategy for goal, with s->threads
 * threads, run as run says (optimal.h).  Returns 0, or an exit status
 * with why (VARIANT_WHY_MAX bytes): EXIT_USAGE when s's codes are beyond
 * the search, EXIT_SYSTEM when memory runs out.
 */
int	solver_set_goal(struct solver *s, enum goal goal,
	    const struct optimal_run *run, char *why);

/*
 * Sets *guess to the index in s->guesses of the guess s's strategy plays
 * at position at (SIZE_MAX when optimal finds none: interrupted, or no
 * strategy wins).  Returns 0, or EXIT_SYSTEM if memory ran out (not
 * reported).
 */
int	solver_choose(const struct solver *s, const struct position *at,
	    size_t *guess);

/*
 * Sets *guess to the index in s->guesses of the next guess (SIZE_MAX when
 * optimal finds none: interrupted, or no strategy wins).  Returns 0, or
 * EXIT_SYSTEM after reporting that memory ran out.
 */
int	solver_next(const struct solver *s, size_t *guess);

/*
 * Records that guess (an index in s->guesses) got hint h, and keeps it
 * in s->hints.  Returns the number of secrets that still agree with
 * every hint (s->hints_kept < s->turns when memory ran out keeping it).
 */
size_t	solver_record(struct solver *s, size_t guess, struct hint h);

/* Starts a new game: no hint recorded, every code agrees. */
void	solver_restart(struct solver *s);

/*
 * Forgets the last hint recorded, as if it had never been given.
 * Returns the number of secrets that agree with the hints left.
 */
size_t	solver_forget_last(struct solver *s);

/*
 * Returns 1 if some guess agrees with every hint and guess, the next one,
 * comes after the last guess recorded in the order of s->guesses, as a
 * search that looks only forward finds it; 0 otherwise.
 */
int	solver_forward(const struct solver *s, size_t guess);

/* Writes the code of guess (an index in s->guesses) as text; returns text. */
char	*solver_write_guess(const struct solver *s, size_t guess, char *text);
#endif
