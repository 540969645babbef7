/*
 * internal: what the files of the optimal search, lib/optimal/, share
 * (optimal.h is its interface; no other folder includes this header): the
 * search's state, a node of it, the table of hints, and each file's
 * functions.  ALGORITHM.md beside them describes the search.
 *
 *   optimal.c           the interface: a search made, asked, freed
 *   certify.c           a certificate of what the search proved: its
 *                       strategy, and the claims its bound rests on
 *   rank.c              rankings: the best guesses at a position (solve
 *                       --top), every first guess's total or bound
 *   depth.c             the fewest guesses that always win (goals worst,
 *                       depth), and a strategy's worst case
 *   search.c            the branch and bound, and its threads; a root
 *   bounds.c            lower bounds of a set of secrets
 *   weigh.c             the table of hints; guesses weighed, parts split
 *   memo.c              the memo of solved sets
 *   watch.c             what the root's search has done, its ledger: the
 *                       status line, the time limit, a signal, and the
 *                       answer when stopped
 *   shard/              the search split into shards, and their merge
 *                       (shard/shard.h, shard/internal.h), above them all
 *
 * Each calls only those below it in this list: weigh.c, memo.c and
 * watch.c none of the others (tests/layers.bats).
 */

#ifndef CODE_OPTIMAL_INTERNAL_H
#define CODE_OPTIMAL_INTERNAL_H

#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <time.h>

#include "../codes/hard.h"
#include "../codes/symmetry.h"
#include "../codes/table.h"
#include "../core/score.h"
#include "optimal.h"

#define NONE		UINT64_MAX	/* out of memory, or interrupted */
#define INF		((uint64_t)1 << 48)	/* no strategy (in the depth) */
#define SECRETS_MAX	65535	/* counted in 16 bits (weigh.c) */
#define LENGTH_MAX	7	/* positions of a code */
#define MEMO_BUCKETS_MIN ((size_t)1 << 12)
#define MEMO_BUCKETS_MAX ((size_t)1 << 20)
#define MEMO_LOCKS	64	/* a power of 2, at most MEMO_BUCKETS_MIN */
#define MEMO_WORTHS	(33 * 8)	/* of an entry, worth() */
#define MEMO_LEAST	((size_t)1 << 18)	/* bytes the memo needs */
#define MEMO_SMALLEST	4	/* smaller sets are solved again */
#define MEMO_FEASIBLE	1000	/* added to the depth of depth_feasible()'s */
#define BLOCK		512	/* guesses weighed at once */
#define HINTS_MAX	2187	/* hints of a rule the table holds (marks
				   of 7 letters): a byte a hint up to 256,
				   else two */

/* A solved set of secrets: its smallest total, or a lower bound. */
struct entry {
	struct entry *next;
	uint64_t hash, lower;		/* the total is at least lower */
	uint32_t guess, n;		/* the best guess, if exact */
	uint16_t depth;			/* guesses left, 0 for any */
	uint8_t exact;
	uint8_t uses;			/* finds, halved at each tidying */
	uint16_t pinned;		/* memo_pin(): the generation of the
					   answer's strategy that holds it,
					   0: none */
	uint8_t merged;			/* read from a shard: kept for good */
	uint32_t secrets[];
};

struct optimal {
	const struct space *guess_space, *secret_space;
	const struct rule *rule;	/* what a hint says */
	int symmetric;			/* the spaces map onto themselves by
					   renamings (not lists) */
	struct hint_table hint_table;	/* of the rule's hints: the hint of
					   guess g, secret i, at [i * guesses
					   + g], a byte, or two if wide */
	enum goal goal;
	size_t guesses, secrets;	/* codes of each space */
	size_t length;
	unsigned hints, win;		/* dense hint indices (hint_dense()),
					   and the winning one */
	unsigned stride;		/* hints rounded up to a multiple of 4 */
	unsigned branches;		/* most parts but the win of a guess */
	unsigned threads;
	int wide;			/* more than 256 hints */
	uint32_t *as_guess;		/* each secret's index as a guess */
	uint64_t *secret_colours;	/* each secret's colours as bits */
	uint64_t colours_all;		/* bits of every colour */
	struct entry **memo;
	size_t buckets;			/* of the memo, a power of 2 */
	pthread_mutex_t lock[MEMO_LOCKS];	/* of its buckets, striped */
	pthread_mutex_t tally;		/* of the five counts below */
	size_t memo_bytes, memo_peak;	/* held by the memo, its buckets too */
	size_t memo_entries, memo_forgotten;
	size_t memo_cap;		/* the bytes it may hold */
	atomic_size_t weighed;		/* sets whose every guess was weighed
					   (weigh_candidates()): the search's
					   work */
	pthread_mutex_t tidying;	/* one memo_tidy() at a time */
	size_t memory;			/* the bytes of table and memo */
	unsigned goal_depth;		/* worst, or a try limit that binds:
					   guesses allowed, from 1 */
	unsigned tries;			/* the try limit of goal average
					   (optimal_tries()), 0: none */
	int as_average;			/* worst, tries: the strategy of
					   goal average wins within them */
	unsigned asking;		/* the guesses depth_fewest() tries */
	const uint32_t *asking_of;	/* the secrets of the root it asks of */
	unsigned bound_within;		/* worst: the depth the root's search
					   is within, and its bound of the
					   strategies within it (0: any) */
	int consistent;			/* guesses: the secrets left only */
	int hard;			/* hard mode (rule_hard_allows()) */
	struct hard_index hard_index;	/* of the guesses, in hard mode */
	size_t words;			/* of a bitmap of the guesses */
	struct optimal_proof proof;
	struct optimal_run run;
	struct timespec start;		/* of the search, watch_begin() */
	struct ledger *ledger;		/* while the root is searched */
	/*
	 * Why the search is to stop (enum optimal_stop), 0 while it may
	 * run: set while it is watched (watch_begin() to watch_end()) by
	 * the watch at the time limit, or by SIGINT or SIGTERM; every
	 * search of o then returns NONE.  An atomic, which a signal handler
	 * may set and every thread read (stopping()).
	 */
	atomic_int stop;
	enum optimal_stop stopped;	/* why it stopped; then the best found
					   is played */
	size_t answer;			/* stopped: the first guess played */
	int out_of_memory;		/* a search found no guess for it */
	unsigned none_within;		/* the try limit within which no
					   strategy wins, or 0 */
	unsigned root_depth;		/* the depth the root was last searched
					   within (0: any): its memo's sets
					   are at the depths below it, which
					   a certificate's claims read */
	_Atomic uint16_t pin_floor;	/* entries pinned by this generation
					   or a later one are kept */
	uint16_t pin_top;		/* the last generation given out */
};

/* Returns 1 if the search o is to stop (o->stop). */
static inline int
stopping(struct optimal *o)
{
	return atomic_load_explicit(&o->stop, memory_order_relaxed) !=
	    OPTIMAL_FINISHED;
}

/*
 * Returns the dense hint index (hint_dense()) of guess g against secret
 * i, from the table of hints.
 */
static inline unsigned
table_hint(const struct optimal *o, size_t g, uint32_t i)
{
	size_t at = (size_t)i * o->guesses + g;

	return o->wide ? o->hint_table.words[at] : o->hint_table.bytes[at];
}

/*
 * Returns the smallest total that n secrets could need with at most depth
 * guesses each (0: any) where a guess has at most branches parts besides
 * the win: a guess finds at most one secret, so level k of any strategy
 * holds at most branches^(k - 1) secrets.  Returns INF if depth levels
 * cannot hold n.
 */
static inline uint64_t
bound_in(uint64_t n, unsigned depth, unsigned branches)
{
	uint64_t total = 0, room = 1;

	for (unsigned level = 1; n > 0; level++) {
		uint64_t here = n < room ? n : room;

		if (depth != 0 && level > depth)
			return INF;
		total += here * level;
		n -= here;
		room = room > n ? room : room * branches;
	}
	return total;
}

/* bound_in() with the most parts any guess has (o->branches). */
static inline uint64_t
bound(const struct optimal *o, uint64_t n, unsigned depth)
{
	return bound_in(n, depth, o->branches);
}

/* The guesses left below a node that has depth left (0: any). */
static inline unsigned
below(unsigned depth)
{
	return depth == 0 ? 0 : depth - 1;
}

/*
 * A guess worth trying at a node, and the bound on its total.  The bound
 * may count on the node's own branches (node_branches()), which depend
 * on the path the search took to the node; the order the guesses are
 * tried in must not (a set's best guess is the first of its least total
 * wherever it is met: the memo, shards and their merge rely on it), so
 * it comes from the bound with o->branches, order.
 */
struct candidate {
	uint64_t lower;
	uint32_t guess;
	unsigned char possible;		/* it may be the secret */
	unsigned char parts;		/* its parts but the win, or
					   PARTS_UNCOUNTED */
	unsigned char branches;		/* lower counted on them: 0,
					   o->branches */
	uint64_t order;			/* the bound with o->branches */
};

/*
 * A guess whose parts were not counted: weighed by rows (few secrets),
 * or where a guess may have more than PARTS_COUNTED_MOST parts (a word
 * list's 237 marks: its sets are far from that many).
 */
#define PARTS_UNCOUNTED		UCHAR_MAX
#define PARTS_COUNTED_MOST	64
/* A part, counted as weigh() sums its bound: past any sum of bounds. */
#define PARTS_SHIFT		56
#define PARTS_ONE		((uint64_t)1 << PARTS_SHIFT)

/* A candidate made alone, not weighed with others: its bound on o->branches. */
static inline struct candidate
candidate_alone(uint64_t lower, size_t guess)
{
	return (struct candidate){ lower, (uint32_t)guess, 0, PARTS_UNCOUNTED,
	    0, lower };
}

/* The set of secrets a search weighs, and what it may spend. */
struct node {
	const uint32_t *secrets;
	size_t n;
	unsigned depth;			/* guesses left, 0 for any */
	const struct group *group;
	const uint64_t *allowed;	/* hard mode: bits of the guesses its
					   root allows, else NULL: any */
	uint64_t key;			/* hard mode: a hash of the guesses
					   it allows (weigh_hash_bits(); of
					   split_peek(), 0 if not made yet),
					   part of the set's key in the memo;
					   0 */
	unsigned branches;		/* the most parts but the win a guess
					   has at a set above it, so here
					   too: 0, o->branches */
	unsigned parts_branches;	/* its parts': the most its guesses
					   have here, once weighed; 0 */
	const struct hard_asks *asks;	/* hard mode: what the hints below
					   the root ask of a guess it allows,
					   or NULL: nothing */
};

/*
 * The most parts besides the win a guess has at a node or any set below
 * it (no guess splits a subset into more parts than the set): what
 * weigh_candidates() counted at a set above it, else o->branches.
 */
static inline unsigned
node_branches(const struct optimal *o, const struct node *at)
{
	return at->branches > 0 && at->branches < o->branches ?
	    at->branches : o->branches;
}

/* bound() of n secrets in a set at or below a node (node_branches()). */
static inline uint64_t
bound_below(const struct optimal *o, const struct node *at, uint64_t n,
    unsigned depth)
{
	return bound_in(n, depth, node_branches(o, at));
}

/*
 * Returns 1 if guess may be played at a node: any, or in hard mode one
 * its root allows that meets what the hints below ask.
 */
static inline int
node_allows(const struct optimal *o, const struct node *at, size_t guess)
{
	return at->allowed == NULL || ((at->allowed[guess / 64] >>
	    (guess % 64) & 1) && (at->asks == NULL || hard_asks_met(at->asks,
	    o->length, space_code(o->guess_space, guess))));
}

/*
 * The parts of a guess at a node, as split_guess() makes them: arrays of
 * o->hints items (start one more), in one block at key.
 */
struct split {
	uint32_t *sorted;		/* the secrets, part by part */
	struct group *group;		/* what fixes the guesses and this, or
					   NULL where the spaces have no
					   symmetry (a list): then fixing */
	const struct group *fixing;	/* the node's, passed down */
	const struct optimal *o;	/* of the search */
	struct hard_asks *asks;		/* hard mode: what each part's hints
					   ask, in order, else NULL */
	_Atomic uint64_t *key;		/* the parts' keys, by hint (hard
					   mode: 0 until split_part() makes
					   it) */
	uint32_t *size, *start;		/* of each part, by hint */
	unsigned *order, n;		/* the parts of two or more secrets,
					   smallest first */
};

/*
 * How search_node() searches: alone (SEARCH_ALONE), or in threads at the
 * root, showing progress and solving the largest parts of its guesses in
 * threads of their own (SEARCH_ROOT), or in threads under the root
 * (SEARCH_SHARED).
 */
enum search { SEARCH_ALONE, SEARCH_ROOT, SEARCH_SHARED };

/* Returns 1 if guess leaves parts of one secret at most at a node. */
static inline int
splits_perfectly(const struct optimal *o, const struct node *at,
    size_t guess)
{
	uint64_t seen[(HINTS_MAX + 63) / 64];

	memset(seen, 0, (o->hints + 63) / 64 * sizeof(*seen));
	for (size_t i = 0; i < at->n; i++) {
		unsigned h = table_hint(o, guess, at->secrets[i]);
		uint64_t bit = (uint64_t)1 << (h % 64);

		if (seen[h / 64] & bit)
			return 0;
		seen[h / 64] |= bit;
	}
	return 1;
}

/* search.c */
/*
 * The root of a search: its node, and the group and the guesses hard
 * mode allows there (o->words of bits after the group) it holds.
 */
struct root {
	struct node at;
	struct group *group;
};
/*
 * Starts r, the root of a search of the n secrets (indices, increasing)
 * that agree with guesses of the colours played: its group fixing, or
 * if NULL the colours played alone; in hard mode the guesses of hard
 * (bits, a guess each; NULL: every guess); any depth.  Returns 0, or -1
 * if memory runs out (root_free() frees it either way).
 */
int		 root_start(struct optimal *o, struct root *r,
		    const uint32_t *secrets, size_t n, uint64_t played,
		    const struct group *fixing, const uint64_t *hard);
void		 root_free(struct root *r);
/*
 * Returns 1 if guess wins at a node with one guess left, the last try:
 * it is the node's one secret.
 */
int		 search_last_try(const struct optimal *o, const struct node *at,
		    size_t guess);
/*
 * Pins in the memo the strategy of the best first guess the ledger has
 * recorded done (ledger_done()), outside any lock of the search, which
 * memo_tidy() then keeps for the answer, and unpins the one before.
 */
void		 search_pin_best(struct optimal *o);
/*
 * Returns the guess a stopped search plays at a node: the one its memo
 * knows to be optimal; a small set's, solved; else the guess with the
 * smallest bound (the first candidate), in the depth left if one fits.
 * SIZE_MAX if memory runs out.
 */
size_t		 search_answer(struct optimal *o, const struct node *at);
uint64_t	 search_node(struct optimal *o, const struct node *at,
		    uint64_t budget, size_t *best, enum search how);
uint64_t	 search_set(struct optimal *o, const struct node *at,
		    uint64_t budget, size_t *best, enum search how);
uint64_t	 search_solve(struct optimal *o, const struct node *at,
		    uint64_t budget, size_t *best);
/*
 * Returns the total of candidate c's guess at a node (c->lower: its
 * bound) if it is below limit, else a bound on it that is at least limit;
 * NONE if memory runs out or the search is interrupted.  first: the
 * guess's index in the root's ledger, whose parts it records, or SIZE_MAX
 * below the root.
 */
uint64_t	 search_try(struct optimal *o, const struct node *at,
		    const struct candidate *c, uint64_t limit,
		    enum search how, size_t first);
uint64_t	 search_first(struct optimal *o, const struct node *at,
		    const struct candidate *c, uint64_t limit);
/* rank.c: rankings, solve --top's and the ranking of first guesses */
/*
 * A cutoff: a total must stay below its limit to be found exactly, the
 * top-th best found so far (ties: one past it, so that a tie with it is
 * still found exactly), INF while fewer are found, or floor, the larger.
 */
struct cutoff {
	uint64_t *best;		/* the top best totals found, by total */
	size_t found, top;	/* top: SIZE_MAX, all; 0, floor's alone */
	uint64_t cutoff, floor;	/* the limit: the larger */
	int ties;
};
/*
 * Starts c (cutoff_free() frees it).  Returns 0, or -1 if memory runs
 * out.
 */
int		 cutoff_start(struct cutoff *c, size_t top, uint64_t floor,
		    int ties);
/*
 * cutoff_start() for ask of count guesses: the top-th best (ties too),
 * or one past ask's above.
 */
int		 cutoff_of_ask(struct cutoff *c,
		    const struct optimal_rank_ask *ask, size_t count);
/* Forgets the totals c has kept, as started. */
void		 cutoff_reset(struct cutoff *c);
/* Puts total among the best c keeps. */
void		 cutoff_keep(struct cutoff *c, uint64_t total);
/* Returns the limit c sets now. */
uint64_t	 cutoff_limit(const struct cutoff *c);
void		 cutoff_free(struct cutoff *c);

/* A row of a ranking being made: its place in the order weighed. */
struct rank_row {
	struct optimal_ranked row;
	size_t order;
	uint64_t lower;		/* its first bound */
	int weighed;		/* row holds what its search found */
};

/*
 * Returns the first guesses ask names at the root at, as candidates in the
 * order the ranking weighs them (*count of them); NULL if memory runs out
 * or the search is stopped.
 */
struct candidate *rank_list(struct optimal *o, const struct node *at,
		    const struct optimal_rank_ask *ask, size_t *count);
/*
 * Makes the count rows made at the root at what the cutoff at the end,
 * limit, proves (the same whatever the order they were weighed in),
 * sets the exact ones' worst cases and r->rest, and writes them sorted
 * into out: r->rows of them (the ranking of first guesses).
 */
void		 rank_finish(struct optimal *o, const struct node *at,
		    struct rank_row *rows, size_t count, uint64_t limit,
		    struct optimal_ranked *out, struct optimal_ranking *r);

/*
 * Returns guess as a candidate at a node, its bound from its parts as
 * weigh_candidates() weighs it (lower NONE if memory runs out): a guess the
 * symmetries left out of the list, or one asked for alone.  search_try()
 * takes a candidate's bound to be the sum of its parts' bounds: the
 * node's bound in its place would make every total it returns wrong.
 */
struct candidate search_candidate(struct optimal *o, const struct node *at,
		    size_t guess);
uint64_t	 search_opening(struct optimal *o, const struct node *at,
		    size_t guess);

/* certify.c: a certificate's claims (doc/certificate.md) */
/*
 * The claims being written (to c, whose reuse writes those of the parts
 * of first guesses it holds instead of proving them here): their ids,
 * and the scratch their sets are weighed with.
 */
struct certifier {
	struct optimal *o;
	struct optimal_certificate *c;
	uint64_t next;			/* the id of the next claim */
	uint16_t	*counts;	/* a block of guesses' parts' sizes
					   (weigh_count_playable()) */
	uint32_t	*size;		/* a part's size, by hint */
	char		*why;
	size_t		 why_size;
};
/* Starts w (certifier_free() frees it).  Returns 0, or -1 with why. */
int		 certifier_start(struct certifier *w, struct optimal *o,
		    struct optimal_certificate *c, char *why,
		    size_t why_size);
void		 certifier_free(struct certifier *w);
/*
 * Writes the line of the next claim (its id: w->next, its number in the
 * file), below parent, by guess and hint.
 */
void		 certify_line(struct certifier *w, uint64_t parent,
		    size_t guess, unsigned hint, unsigned depth,
		    uint64_t value);
/*
 * Returns the most parts but the win of a guess at a node that splits it
 * (at least 1), the checker's bound on them; UINT_MAX if memory runs out.
 */
unsigned	 certify_branches(struct certifier *w, const struct node *at);
/*
 * Writes the claims below claim id, the set at a node (its depth the
 * search's; its branches set to certify_branches()'s) with d guesses
 * left (0: none) and value: at a root of one opening, of the guess only
 * alone (else SIZE_MAX).  Returns 0, or -1 with why.
 */
int		 certify_set(struct certifier *w, struct node *at, unsigned d,
		    uint64_t value, uint64_t id, size_t only);
/*
 * Returns the most a claim of a part of m secrets of guess at a node as
 * certify_set() takes it (its branches certify_branches()'s already),
 * claim depth d, may need for guess to total least (a strategy's total,
 * or INF): the part's closed form and what least asks beyond the closed
 * forms' total of guess; 0 if they reach least, INF if that is INF.
 */
uint64_t	 certify_need(struct certifier *w, const struct node *at,
		    unsigned d, size_t guess, size_t m, uint64_t least);
/*
 * Writes the claims below claim id, the set at a node as certify_set()
 * takes it (its branches certify_branches()'s already), that raise
 * guess to value: none if its closed forms reach it.  Returns 0, or -1
 * with why.
 */
int		 certify_guess(struct certifier *w, const struct node *at,
		    unsigned d, size_t guess, uint64_t value, uint64_t id);

/* weigh.c */
int		 weigh_fill(struct optimal *o);
/* The guesses a node may play (playable_make()). */
struct playable {
	uint32_t *which;		/* their indices, increasing; NULL:
					   every guess */
	size_t count;
};
/*
 * Sets *p to the guesses a node may play: every guess, or with
 * o->consistent only those that may be the secret, and in hard mode only
 * those the node allows.  Returns 0, or -1 if memory runs out.
 */
int		 playable_make(const struct optimal *o, const struct node *at,
		    struct playable *p);
void		 playable_free(struct playable *p);
/*
 * Returns 1 if guess (any number) is a guess the search may play at a
 * node: one of its guesses, and with o->consistent one of the node's
 * secrets.
 */
int		 weigh_may_play(const struct optimal *o, const struct node *at,
		    size_t guess);
/*
 * Returns 1 if guess splits the n secrets (indices, increasing): into
 * two parts or more, or a set of one that is the guess itself; a guess
 * that does not leaves a strategy that never ends.  For what a file says.
 */
int		 weigh_splits(const struct optimal *o, const uint32_t *secrets,
		    size_t n, size_t guess);
/*
 * Returns the guesses a block of counts (weigh.c) holds at most: BLOCK, or
 * fewer for a rule of more than 256 hints, so that a block's counts
 * take no more room than those of 256.
 */
size_t		 weigh_block(const struct optimal *o);
void		 weigh_count_playable(const struct optimal *o,
		    const struct node *at,
		    const struct playable *p, size_t from, size_t count,
		    uint16_t *counts, uint32_t *guesses);
struct candidate *weigh_candidates(struct optimal *o, const struct node *at,
		    uint64_t budget, size_t *count, uint64_t *rest);
/*
 * weigh_candidates(), and in *branches the most parts but the win of any guess
 * it weighed (every guess the node allows), which bounds every set below
 * (node_branches()); 0 if they were not counted.
 */
struct candidate *weigh_branching(struct optimal *o,
		    const struct node *at, uint64_t budget, size_t *count,
		    uint64_t *rest, unsigned *branches);
/* The least bound of a guess at a node: of list, sorted by order, or rest. */
uint64_t	 weigh_least_lower(const struct candidate *list, size_t count,
		    uint64_t rest);
size_t		 weigh_perfect_split(const struct optimal *o,
		    const struct node *at);
int		 split_guess(const struct optimal *o, const struct node *at,
		    size_t guess, struct split *sp);
void		 split_free(struct split *sp);
/* Returns how many parts of one secret sp has, the win's aside. */
unsigned	 split_ones(const struct optimal *o, const struct split *sp);
struct node	 split_part(const struct split *sp, unsigned k,
		    const struct node *at);
/*
 * Returns the node of the kth part of sp as split_part() does, but in
 * hard mode with a key of 0 if none is made yet: for what never asks the
 * memo of it.
 */
struct node	 split_peek(const struct split *sp, unsigned k,
		    const struct node *at);
/*
 * Returns a hash of the n words of bits (the guesses hard mode allows at
 * a node), never 0: the node's key in the memo.
 */
uint64_t	 weigh_hash_bits(const uint64_t *bits, size_t n);

/* bounds.c */
/*
 * Returns the largest total n secrets may need with depth guesses left
 * (0: any): n times depth, or with no limit n (n + 1) / 2, what a
 * strategy of guesses that may be the secret takes at most (each finds
 * one at least).  A file's total above it is not a total.
 */
uint64_t	 bound_most(uint64_t n, unsigned depth);
uint64_t	 bound_capacity(const struct optimal *o, unsigned depth);
uint64_t	 bound_small(const struct optimal *o, const struct node *at,
		    size_t *best);
uint64_t	 bound_unlimited(struct optimal *o, const struct node *at);
uint64_t	 bound_refine(struct optimal *o, const struct node *at);
/* Returns 1 if bound_refine() may ask the memo of the set at a node. */
int		 bound_asks_memo(const struct optimal *o, const struct node *at);
int		 bound_reweighing(const struct optimal *o,
		    const struct node *at,
		    unsigned branches);
uint64_t	 bound_split(struct optimal *o, const struct node *at,
		    uint64_t budget);

/* memo.c */
uint64_t	 memo_hash(const uint32_t *secrets, size_t n, unsigned depth);

/* The key in the memo of the set at a node, with depth guesses left. */
uint64_t	 memo_key(const struct node *at, unsigned depth);
int		 memo_find(struct optimal *o, const uint32_t *secrets,
		    size_t n, unsigned depth, uint64_t hash, struct entry *out);
void		 memo_store(struct optimal *o, const uint32_t *secrets,
		    size_t n, unsigned depth, uint64_t hash, uint64_t lower,
		    size_t guess, int exact);
/*
 * Pins the entry of the set, which memo_tidy() then keeps: for good if
 * tag is MEMO_MERGED (a shard's), else while tag is o->pin_floor or
 * later.  Returns 0 if there is none.
 */
#define MEMO_MERGED	0
int		 memo_pin(struct optimal *o, const struct node *at,
		    unsigned depth, uint16_t tag);
/* Returns 1 if an entry pinned with tag is kept (tag not 0). */
static inline int
memo_kept(const struct optimal *o, uint16_t tag)
{
	return tag != 0 && (uint16_t)(tag - o->pin_floor) < 0x8000;
}
size_t		 memo_buckets(size_t secrets);
void		 memo_free(struct optimal *o);

/* What the root's search has done, for the status line and the answer. */
struct first_guess {
	uint64_t lower;		/* its total is at least this; done: its
				   total, or a bound of at least the limit */
	uint32_t guess;
	unsigned parts, solved;	/* its parts of two secrets or more */
	int started, done;
};

struct ledger {
	pthread_mutex_t lock;
	int rooted;			/* the root is searched, the table
					   of hints made */
	struct node root;		/* the node searched, ledger_open()'s */
	unsigned depth;			/* depth_fewest() asks about it */
	uint64_t floor;			/* a bound on the root's total */
	struct first_guess *first;	/* the root's candidates, in order */
	size_t count, done;
	uint64_t best;			/* the least total of one done, or INF */
	size_t best_at;			/* it, or count */
	size_t pinned;			/* the one whose strategy is pinned */
	size_t jobs, jobs_done;		/* a shard's jobs (optimal_shard()) */
	size_t ruled_out, options;	/* first guesses depth_feasible() has
					   ruled out at the root, of */
	int job_firsts;			/* its jobs first guesses, not parts */
	pthread_mutex_t pinning;	/* one search_pin_best() at a time */
	/* the watch: a thread beside the search */
	pthread_t watch;
	int watching, end, drawn;
	pthread_cond_t wake;
	double next_line;		/* when the next line of progress is due */
	double next_keep;		/* when run.keep is due next */
};

/* watch.c */
/*
 * Begins the watch of o's search from the first guess, when that search
 * begins (not when o is made: a process may wait for its input before):
 * its clock starts, SIGINT and SIGTERM stop it, and a thread beside it
 * runs if o's run asks for one (a status line, lines of progress, a time
 * limit).  watch_end() ends it when that search ends, and gives SIGINT and
 * SIGTERM back what they did before.  Returns 0 (begun already too), or
 * -1 if memory runs out.  ledger_root() names the root once it is
 * searched.
 */
int		 watch_begin(struct optimal *o);
/*
 * Ends the watch, and returns why o's search stopped while watched, or
 * OPTIMAL_FINISHED: then recorded in o->stopped, and o->stop cleared for
 * the searches after.
 */
enum optimal_stop watch_end(struct optimal *o);
/*
 * Counts a set of o weighed; the process stops itself (SIGSTOP) at the
 * count optimal_pause_after() set.
 */
void		 watch_weighed(struct optimal *o);
/* Returns the seconds since the search began (watch_begin()). */
double		 watch_elapsed(const struct optimal *o);
void		 ledger_root(struct optimal *o, const struct node *root);
void		 ledger_depth(struct optimal *o, unsigned depth);
/* Records that depth_feasible() has ruled out k of the root's count guesses. */
void		 ledger_ruled_out(struct optimal *o, size_t k, size_t count);
/*
 * Opens the ledger of the search of the root at with its candidates, in
 * the order they are tried (goal worst may search the root twice: the
 * first time at any depth).
 */
void		 ledger_open(struct optimal *o, const struct node *at,
		    const struct candidate *list, size_t count);
void		 ledger_parts(struct optimal *o, size_t k, unsigned parts,
		    unsigned solved, uint64_t lower);
/*
 * Records first guess k of the root done, its total (exact if best, the
 * best so far) or a bound on it; then search_pin_best() pins its strategy.
 */
void		 ledger_done(struct optimal *o, size_t k, uint64_t total,
		    int best);
/*
 * Records that a shard has solved done of its count jobs, first guesses
 * if firsts, else parts.
 */
void		 ledger_jobs(struct optimal *o, size_t done, size_t count,
		    int firsts);

/* depth.c */
int		 depth_feasible(struct optimal *o, const struct node *at,
		    size_t *best);
int		 depth_parts_feasible(struct optimal *o, const struct node *at,
		    size_t guess);
unsigned	 depth_fewest(struct optimal *o, struct node *at);
/*
 * Returns the least total at a node (a root: its search in threads) of the
 * strategies that win within at->depth guesses, with the first guess in
 * *best, if the strategy of goal average does: then that strategy is the
 * one goal worst, or a try limit, finds (lib/optimal/ALGORITHM.md), and
 * *any_total that total of every strategy.  Returns INF if it does not,
 * NONE if memory runs out or the search is interrupted.
 */
uint64_t	 depth_average(struct optimal *o, const struct node *at,
		    size_t *best, uint64_t *any_total);
/*
 * Returns the most guesses (guess the first) that a game against the
 * secrets at a node takes if it opens with guess and then plays what the
 * memo knows (goal average's strategy: every set on it was solved exactly
 * on the way there), or 0 if memory runs out or the search is
 * interrupted.
 */
unsigned	 depth_opening(struct optimal *o, const struct node *at,
		    size_t guess);

#endif
