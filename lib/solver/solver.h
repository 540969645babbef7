/* solver: the computer as codebreaker. */

#ifndef CODE_SOLVER_H
#define CODE_SOLVER_H

#include <stddef.h>
#include <stdint.h>

#include "../core/lists.h"
#include "../codes/hard.h"
#include "../codes/space.h"
#include "../codes/table.h"
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

/*
 * A hint recorded: the guess (an index in the guess space) and its reply,
 * a hint of the variant's rule (rule.h).
 */
struct solver_hint {
	size_t guess;
	unsigned hint;
};

struct solver {
	const struct variant *variant;
	const struct rule *rule;	/* the variant's: what a hint says */
	size_t hints_of_rule;		/* its hints of a code's length */
	struct hint_table table;	/* of them, for the strategies that
					   weigh guesses under a rule but
					   counts (table.h), else empty */
	enum strategy strategy;
	struct space guesses, secrets;
	size_t allowed_listed;		/* codes of --allowed, each once
					   (lists.h): guesses has the
					   secrets too */
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
	uint64_t *hard;			/* hard mode: bits of the guesses it
					   allows after the hints so far;
					   NULL: not hard mode */
	struct hard_index hard_index;	/* of the guesses, in hard mode */
};

/*
 * Prepares s to break codes of v with strategy in threads threads at
 * most at once (0: one a processor, THREADS_MAX at most): every code of
 * v's rules, or those of lists (lists.h: NULL, or none read, for every
 * code).
 * Returns 0, or an exit status with why (VARIANT_WHY_MAX bytes):
 * EXIT_USAGE when v has no fixed length, too many codes or hints,
 * EXIT_SYSTEM when memory runs out.
 */
int	solver_init(struct solver *s, const struct variant *v,
	    const struct lists *lists, enum strategy strategy,
	    unsigned threads, char *why);
void	solver_free(struct solver *s);

/*
 * Fills s's table of hints when its strategy weighs guesses under a rule
 * but counts (whose hints the strategies work out as they go): guesses
 * by secrets, so only before a guess is to be chosen (solve --count and
 * --list choose none, and stay linear in the codes).  Returns 0, or an
 * exit status with why: a table larger than half of what the process
 * may hold is a usage error, EXIT_SYSTEM when memory runs out.
 */
int	solver_fill_table(struct solver *s, char *why);

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

/* A guess ranked by solver_rank(). */
struct solver_ranked {
	size_t guess;		/* an index in s->guesses */
	uint64_t total;		/* optimal: its least total from here */
	unsigned worst;		/* optimal: the most guesses a game takes
				   from here, this one the first */
	double score;		/* a heuristic's measure (strategy_measure()) */
	int possible;		/* it may be the secret */
};

/*
 * Sets rows[0..r->rows) to the top next guesses (at most) of s's strategy
 * (not first) with their measures, best first (optimal_rank(),
 * strategy_rank()); r says what else was found (heuristics: rows and
 * candidates only).  Returns 0, EXIT_OUT_OF_TRIES if no strategy wins
 * within the try limit, or EXIT_SYSTEM if memory ran out (reported).
 */
int	solver_rank(const struct solver *s, size_t top,
	    struct solver_ranked *rows, struct optimal_ranking *r);

/*
 * Records that guess (an index in s->guesses) got hint (of s->rule), and
 * keeps it in s->hints.  Returns the number of secrets that still agree
 * with every hint (s->hints_kept < s->turns when memory ran out keeping
 * it).
 */
size_t	solver_record(struct solver *s, size_t guess, unsigned hint);

/*
 * Sets hints[k] to the hint of guess (an index in s->guesses) against
 * the code codes[k] of space (s->secrets, or s->guesses) as the secret,
 * for k below n.
 */
void	solver_hints(const struct solver *s, size_t guess,
	    const struct space *space, const uint32_t *codes, size_t n,
	    unsigned *hints);

/*
 * Clears in bits (one a guess of s) the guesses hard mode no longer
 * allows once guess got hint (rule.h, rule_hard_allows()).
 */
void	solver_hard(const struct solver *s, size_t guess, unsigned hint,
	    uint64_t *bits);

/*
 * Returns 1 if hard mode allows guess once before got hint (indices in
 * s->guesses); else 0 with why (RULE_WHY_MAX bytes) naming what guess
 * drops, as rule_hard_why() does.
 */
int	solver_hard_why(const struct solver *s, size_t before, unsigned hint,
	    size_t guess, char *why);

/* Returns the hint of guess (an index in s->guesses) against secret i. */
unsigned	solver_hint_of(const struct solver *s, size_t guess,
		    size_t secret);

/* Writes hint as the rule has it ("2,1", "GY--G"); returns text. */
char	*solver_write_hint(const struct solver *s, unsigned hint,
	    char *text);

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
