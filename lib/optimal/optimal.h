/* optimal: the codebreaker with the fewest guesses, by exact search. */

#ifndef CODE_OPTIMAL_H
#define CODE_OPTIMAL_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/*
 * The optimal codebreaker: of every strategy whose guesses may be any code
 * the variant allows, the one with the smallest total number of guesses
 * over the secrets that agree (goal average), or, among the strategies
 * that always win within the fewest guesses D, the one with the smallest
 * total (goal worst), or the first found (goal depth: the guess with the
 * smallest largest part, then the most parts, then the smallest code,
 * that can still win every game within D).  An exact branch and bound search with symmetry,
 * lower bounds and a memo of solved sets; lib/optimal/ALGORITHM.md describes it.
 *
 * Ties go to the guess with the smallest lower bound (n plus the bound of
 * each part), then to the smallest code, so the strategy is a function of
 * the variant alone, whatever the threads.
 */

enum goal { GOAL_AVERAGE, GOAL_WORST, GOAL_DEPTH };

struct space;
struct optimal;

#define OPTIMAL_DEPTH_MAX	64	/* guesses in one game, at most */
#define OPTIMAL_TOTAL_MAX	((1ULL << 48) - 1)	/* a total, at most */

/* How a search runs, beside its rules. */
struct optimal_run {
	size_t memory;		/* bytes for the table of hints and the memo
				   together; 0: optimal_memory_default() */
	unsigned progress;	/* seconds between lines of progress on
				   standard error; 0: none */
	unsigned time_limit;	/* seconds the search may take; 0: any */
	int status_line;	/* standard error is a terminal: a status
				   line redrawn while the search runs */
	unsigned keep_every;	/* seconds between calls of keep (a
				   shard's checkpoints); 0: none */
	void (*keep)(struct optimal *o, void *arg);	/* from the watch;
				   NULL if keep_every is 0 */
	void *keep_arg;
};

/* Why a search stopped before its proof (optimal_proof's stopped). */
enum optimal_stop {
	OPTIMAL_FINISHED, OPTIMAL_SIGINT, OPTIMAL_SIGTERM, OPTIMAL_TIME_LIMIT
};

/*
 * Returns the bytes a search holds unless told otherwise: half of what
 * memory_available() says this process may use (1 GiB if it cannot
 * tell).
 */
size_t	optimal_memory_default(void);

/*
 * Returns a new search for the codes of the guesses and secrets spaces,
 * whose hints are rule's (rule.h, at most 256 of them), on threads
 * threads, with goal, run as run says, or NULL with why
 * (VARIANT_WHY_MAX bytes) and *status: EXIT_USAGE when the spaces are
 * beyond the search or its table exceeds run->memory, EXIT_SYSTEM when
 * memory runs out.
 */
struct rule;
struct optimal	*optimal_new(const struct space *guesses,
		    const struct space *secrets, const struct rule *rule,
		    unsigned threads, enum goal goal,
		    const struct optimal_run *run, char *why, int *status);
void		 optimal_free(struct optimal *o);

/*
 * Restricts the guesses of o to the codes that may still be the secret
 * (the logical strategies: every guess agrees with every hint so far).
 * Before any search.
 */
void		 optimal_consistent(struct optimal *o);

/*
 * Plays o in Wordle's hard mode (rule_hard_allows()): each guess keeps
 * what the hints before it marked.  Before any search.
 */
void		 optimal_hard(struct optimal *o);

/*
 * Limits goal average to the strategies that win every game within tries
 * guesses (0: no limit; a game's guesses counted from its first), as
 * Wordle's six tries: the least total of every strategy if its strategy
 * meets the limit, else the least of those that do (optimal_proof()'s
 * unlimited then has the other).  Goals worst and depth find the fewest
 * guesses themselves.  Before any search, or between two: the memo keeps
 * the sets searched within each number of guesses apart, so a search
 * without the limit then one within it share what they know.
 */
void		 optimal_tries(struct optimal *o, unsigned tries);

/*
 * Returns the try limit within which the search proved that no strategy
 * wins every game (optimal_choose() then returned SIZE_MAX,
 * optimal_open() -1), or 0.
 */
unsigned	 optimal_none_within(const struct optimal *o);

/*
 * Solves, among the strategies that open with guess (an index in the
 * guesses), the goal of o for the n secrets (indices, increasing) that
 * agree with guesses of the colours played (bits); what it proves is
 * optimal_proof()'s, and optimal_choose() then plays that strategy after
 * the guess.  Returns 0, or -1 if interrupted (optimal_interrupted()),
 * out of memory, or no strategy that opens so wins.
 */
int		 optimal_open(struct optimal *o, const uint32_t *secrets,
		    size_t n, uint64_t played, size_t guess);

/*
 * Returns the index in the guesses of the optimal guess number depth
 * (1 for the first) against the n secrets (indices, increasing) that
 * agree with guesses of the colours played (bits); fixing, if not NULL,
 * is the group of the symmetries that fix those guesses (symmetry.h),
 * which the search then weighs one guess of each orbit of, else only
 * the colours never played are known; hard, in hard mode
 * (optimal_hard()), the bits of the guesses it allows (NULL: every one).  Returns SIZE_MAX if the search
 * was interrupted (optimal_interrupted()) or memory ran out
 * (optimal_out_of_memory()).
 */
struct group;
size_t	optimal_choose(struct optimal *o, const uint32_t *secrets, size_t n,
	    uint64_t played, const struct group *fixing, const uint64_t *hard,
	    unsigned depth);

/* A guess ranked by optimal_rank(): its least total, and its worst case. */
struct optimal_ranked {
	size_t guess;		/* an index in the guesses */
	uint64_t total;		/* the least total of the strategies that
				   open with it, from this guess on */
	unsigned worst;		/* the most guesses a game takes on the
				   strategy found, this one the first */
	int exact;		/* optimal_rank_firsts(): total is exact, else
				   a bound on it */
};

/* What optimal_rank() found beside its rows. */
struct optimal_ranking {
	size_t rows;		/* rows found, at most top */
	size_t weighed;		/* guesses given a total or a bound */
	size_t candidates;	/* guesses worth weighing (one of each
				   orbit of the symmetries) */
	uint64_t rest;		/* no guess not in the rows has a smaller
				   total (UINT64_MAX: none left) */
	enum optimal_stop stopped;	/* the ranking is not whole: why */
};

/*
 * Ranks the guesses at position depth (1 for the first) against the n
 * secrets (indices, increasing) that agree with guesses of the colours
 * played (bits), goal average: sets rows[0..top) to the top guesses with
 * the least totals, exact, by total, ties in the order the search tries
 * guesses (its optimal_choose()'s first); of the guesses the symmetries
 * make alike (fixing, hard as optimal_choose() takes them) only the one
 * it weighs.  A guess is given up once its total passes the top-th best
 * found.  SIGINT, SIGTERM and the run's time limit stop it (r->stopped),
 * the rows found then exact and r->rest a bound on the others.  Returns
 * 0, or -1 if memory ran out or no strategy wins within the try limit
 * (optimal_none_within()).
 */
int	optimal_rank(struct optimal *o, const uint32_t *secrets, size_t n,
	    uint64_t played, const struct group *fixing, const uint64_t *hard,
	    unsigned depth, size_t top, struct optimal_ranked *rows,
	    struct optimal_ranking *r);

/* What optimal_rank_firsts() is asked: which first guesses, which exactly. */
struct optimal_rank_ask {
	const size_t *only;	/* the guesses (indices, distinct) to weigh,
				   or NULL: one of each orbit of the
				   symmetries, as optimal_rank() weighs */
	size_t count;		/* of only */
	size_t top;		/* the top best exactly (SIZE_MAX: all) */
	uint64_t above;		/* and each of total at most above */
};

/*
 * Weighs the first guesses ask names against the n secrets (indices,
 * increasing), goal average, in hard mode if hard (as optimal_rank()
 * takes it), o->threads at once: sets rows[0..r->rows), a row a guess
 * (room for ask->count, or for every guess), to its least total, exact
 * if it is at most ask->above or among the ask->top best of all (ties
 * too), else a bound that proves it no better: the larger of its first
 * bound and one past the cutoff (exact 0).  The rows are the same for
 * every number of threads.  They are sorted: the exact by total, the
 * bounds by bound, then those no strategy wins with within the try limit
 * (total optimal_never(), exact); ties in the order the search weighs
 * guesses.  SIGINT, SIGTERM and the time limit stop it
 * (r->stopped), the guesses not weighed then given their first bound.
 * Returns 0, or -1 if memory ran out.
 */
int	optimal_rank_firsts(struct optimal *o, const uint32_t *secrets,
	    size_t n,
	    const uint64_t *hard, const struct optimal_rank_ask *ask,
	    struct optimal_ranked *rows, struct optimal_ranking *r);

/*
 * A testing aid: the process stops itself (SIGSTOP) once, when a search
 * has weighed sets (a decimal number; NULL or not a number: never), so
 * that a test signals a search under way whatever the machine's speed
 * (CODE_PAUSE_AFTER in the manual).
 */
void	optimal_pause_after(const char *sets);

/* The total optimal_rank_firsts() gives a first guess no strategy wins with. */
uint64_t	optimal_never(void);

/*
 * Sets *row to guess (an index in the guesses) as optimal_rank() ranks it
 * at that position: the least total of the strategies that open with it,
 * and its worst case; UINT64_MAX if the search was stopped (*stopped says
 * why, else OPTIMAL_FINISHED).  Returns 0, or -1 if memory ran out or no strategy
 * that opens so wins within the try limit (optimal_none_within()).
 */
int	optimal_weigh(struct optimal *o, const uint32_t *secrets, size_t n,
	    uint64_t played, const uint64_t *hard, unsigned depth,
	    size_t guess, struct optimal_ranked *row,
	    enum optimal_stop *stopped);

/*
 * Returns how many of the n secrets (indices, increasing) that agree with
 * guesses of the colours played (bits), hard as optimal_weigh() takes it,
 * the strategy of goal average without a try limit that opens with guess
 * (an index in the guesses) finds only after more than within guesses,
 * this one the first: the strategy optimal_weigh() or optimal_rank()
 * found there with the limit lifted (optimal_tries(o, 0)), walked through
 * the memo (what it has forgotten is solved again), whatever o's limit
 * is now.  Returns UINT64_MAX if memory runs out.
 */
uint64_t	optimal_missed(struct optimal *o, const uint32_t *secrets,
		    size_t n, uint64_t played, const uint64_t *hard,
		    size_t guess, unsigned within);

/* What the search proved, for the analysis. */
struct optimal_proof {
	enum goal goal;
	uint64_t total;		/* the smallest total of the goal (not depth) */
	unsigned depth;		/* worst, depth: the fewest guesses that always
				   win */
	int done;		/* a search from the first guess ran */
	int opened;		/* it was optimal_open()'s */
	int consistent;		/* among consistent strategies */
	enum optimal_stop stopped;	/* and the strategy is the best one
				   found, not proven: why */
	uint64_t lower;		/* stopped: no strategy has a smaller total */
	uint64_t found;		/* stopped: the least total of a first guess
				   searched whole, or UINT64_MAX: none */
	unsigned within;	/* of the strategies that win within this
				   many guesses (0: of every strategy) */
	unsigned beyond;	/* stopped, worst or depth: none wins every
				   game within beyond guesses (0: not known) */
	unsigned tries;		/* average: the try limit searched within
				   (optimal_tries(), 0: none) */
	uint64_t unlimited;	/* and the least total without it, if it
				   bound (the limit made the total larger;
				   0: it did not, or not known) */
	double seconds;		/* how long the search ran */
};

void	optimal_proof(const struct optimal *o, struct optimal_proof *p);

/*
 * A certificate's claims as optimal_certify() writes them
 * (doc/certificate.md): where to, and the text of each index, which the
 * search never reads.
 */
struct output;
struct optimal_certificate;

/*
 * Claims below the root that other certificates of the game hold (a
 * campaign's shards'), for optimal_certify() to write instead of proving
 * them: each a claim of a part of a first guess, with the claims below it.
 */
struct optimal_reuse {
	/*
	 * Returns the claim of the part of guess by hint that arg holds
	 * (its value in *value: the highest, if several; in *lines, its
	 * lines and those below it), or SIZE_MAX.
	 */
	size_t	(*find)(void *arg, size_t guess, unsigned hint,
		    uint64_t *value, uint64_t *lines);
	/*
	 * Writes claim k, its id *id and its parent the root, and the
	 * claims below it to c (counting them), ids from *id on, and sets
	 * *id to the next.  Returns 0, or -1 with why (why_size bytes).
	 */
	int	(*write)(void *arg, size_t k, struct optimal_certificate *c,
		    uint64_t *id, char *why, size_t why_size);
	void	*arg;
};

struct optimal_certificate {
	struct output *out;
	const char *const *guess;	/* each guess, written */
	const char *const *hint;	/* each hint of the rule, written */
	const char *const *colour;	/* each colour's symbol (a game of
					   colours) */
	const struct optimal_reuse *reuse;	/* or NULL */
	uint64_t claims;		/* written: the claims, */
	uint64_t lines;			/* and their lines, symmetries too */
	uint64_t reused;		/* of those claims, reuse's */
};

/*
 * Writes to c the claims of what o's last search from the first guess
 * proved of the n secrets (indices, increasing; every secret): that no
 * strategy within tries guesses (0: any), that opens with first if it is
 * not SIZE_MAX, totals less than value (optimal_never(): none wins).  A
 * claim is written where the closed forms fall short, from what the memo
 * knows (sets it has forgotten are solved again), each no higher than
 * needed, or, for a part of a first guess that c->reuse holds a claim of
 * as high as needed, that claim and those below it; the lines between
 * "claims" and "end".  Returns 0, or -1 with why (why_size bytes):
 * memory ran out, or the value is not proven.
 */
int	optimal_certify(struct optimal *o, const uint32_t *secrets, size_t n,
	    size_t first, unsigned tries, uint64_t value,
	    struct optimal_certificate *c, char *why, size_t why_size);

/*
 * Adds to t (tree.h, empty) the strategy o's last search from the first
 * guess found for the n secrets, opening with first: at each set the
 * guess its memo knows (solved again where forgotten).  Returns 0, or -1
 * if memory runs out.
 */
struct tree;
int	optimal_strategy(struct optimal *o, const uint32_t *secrets, size_t n,
	    size_t first, struct tree *t);

/* Returns the name of goal, and parses one (0, or -1 if unknown). */
const char	*goal_name(enum goal g);
int		 goal_parse(const char *name, enum goal *g);

/*
 * Returns why the search o stopped before its proof, or OPTIMAL_FINISHED.
 * While optimal_choose() or optimal_open() searches from the first guess,
 * SIGINT and SIGTERM (and the time limit of o's run) stop it within a
 * second: it then plays the best strategy it found (optimal_proof()'s
 * stopped says so), its first guess the best whose total is known, else
 * the one with the smallest bound; below it, the guess of each set it
 * solved, else the guess with the smallest bound.  A second signal does
 * what it did before.
 */
enum optimal_stop	optimal_stopped(const struct optimal *o);

/*
 * Returns 1 if a search of o ran out of memory (optimal_choose() then
 * returned SIZE_MAX, optimal_open() -1), in any of its threads.
 */
int	optimal_out_of_memory(const struct optimal *o);

/* Returns how many sets o's searches have weighed every guess against. */
size_t	optimal_weighed(const struct optimal *o);

/* Returns the name of why a search stopped: "SIGINT", "the time limit". */
const char	*optimal_stop_name(enum optimal_stop why);

/*
 * Begins and ends a watch of o's searches outside optimal_choose() and
 * optimal_open(), as optimal_claim_solve() runs them: from the first,
 * SIGINT, SIGTERM and o's time limit stop them (a solve then returns as
 * out of memory would) and its progress is drawn; after the second,
 * optimal_stopped() says why they stopped, if they did.  Begin returns
 * 0, or -1 if memory runs out.
 */
int	optimal_watch_begin(struct optimal *o);
void	optimal_watch_end(struct optimal *o);

#endif
