/*
 * plan: what the files of the search split into shards share (shard.c,
 * deeper.c): a plan's units, and a shard's file as it is read.
 *
 *   shard.c             the plan: units, the deal, a shard's run, the
 *                       merge's reading and checks
 *   deeper.c            a unit too large for one job dealt by its next
 *                       guesses, and the sets they leave, as jobs of
 *                       their own (--unit-size)
 */

#ifndef CODE_OPTIMAL_PLAN_H
#define CODE_OPTIMAL_PLAN_H

#include <stdio.h>

#include "internal.h"

/* A part of a first guess, or a first guess: the unit of a shard's work. */
struct unit {
	uint32_t first;		/* the first guess, among the plan's */
	uint32_t part;		/* its part, in split_guess()'s order */
	uint32_t n;		/* secrets */
	unsigned shard;		/* (NO_SHARD: dealt below, deep) */
	uint64_t total;		/* read: its total, on its file's line */
	const char *file;	/* (NULL before) */
	unsigned line;
	int exact;		/* read: the total exact, else a bound */
	uint32_t deep;		/* dealt below: its set among the deep */
};

/* A unit dealt to no shard: its jobs are deep ones. */
#define NO_SHARD	UINT32_MAX

/*
 * Below a unit too large for one job (deeper.c): a set, whose guesses
 * are deep units of their own, or a guess at a set, whose parts are.
 * Each is wanted exactly if its total is below limit, else a bound of at
 * least limit is enough: the limits come down from a strategy's total
 * found when the plan is made, so that every job is independent.
 */
enum deep_kind { DEEP_SET, DEEP_GUESS };
enum deep_state {
	DEEP_JOB,		/* a shard's job */
	DEEP_SPLIT,		/* dealt below: deep units from .from on */
	DEEP_DECIDED		/* a guess its bounds rule out: no job */
};

struct deep {
	struct node at;		/* the set (a guess's: where it is played) */
	uint64_t limit;		/* wanted exactly below it */
	uint64_t lower;		/* a bound at the plan */
	uint64_t work;		/* an estimate: the squares of the sets */
	uint64_t greedy;	/* a split set: a strategy's total */
	uint64_t rest;		/* a split set: the bound of the guesses
				   candidates() leaves out */
	uint64_t total;		/* read or made: its total, or a bound */
	struct split sp;	/* a split guess: its parts */
	const char *file;	/* read: where, or NULL */
	unsigned line;
	uint32_t up;		/* the deep unit above, or NO_UP */
	uint32_t top;		/* the plan's unit it is below */
	uint32_t guess;		/* a guess's; a set's best, once exact */
	uint32_t part;		/* a set: its part of the guess above */
	uint32_t from, count;	/* split: the deep units below */
	unsigned shard;		/* a job's */
	enum deep_kind kind;
	enum deep_state state;
	int known, exact;	/* its total read or made; exact, else a
				   bound */
};

#define NO_UP	UINT32_MAX

/* A job: a unit, or a deep one (index among the deep), and its work. */
struct job {
	uint64_t work;
	size_t index;
	int deep;
};

/* A fact of a part of a first guess read as a bound (read_fact()). */
struct claim {
	uint32_t unit;		/* its first guess's unit */
	uint32_t part;		/* in split_guess()'s order */
	uint64_t value;		/* its total, or a bound on it */
	const char *file;
	unsigned line;
	int exact;
};

/* Where a set the memo took from a file was read (merge_set()). */
struct origin {
	uint64_t hash;		/* hash_node()'s, at its depth */
	const char *file;
	uint32_t n;
	unsigned line;
};

struct optimal_plan {
	struct group group;		/* of the root */
	struct node root;
	struct candidate *list;		/* the first guesses, in the order
					   the search tries them */
	size_t firsts;
	struct split *splits;		/* each first guess's parts */
	struct unit *units;
	size_t count;
	unsigned shards;
	int by_first;			/* the units are the first guesses */
	int table;			/* of optimal_table(): ask's rows */
	struct optimal_table_ask ask;
	uint64_t *allowed;		/* hard mode: the root's, every guess */
	struct claim *facts;		/* read: the facts of first guesses
					   read as bounds, in order */
	size_t fact_count, fact_size;
	struct origin *origins;		/* read: where each set the memo took
					   from a file was read */
	size_t origin_count, origin_size;
	size_t unit_most;		/* a unit of more secrets is dealt
					   below (0: none is) */
	struct deep *deeps;		/* below the units dealt below */
	size_t deep_count, deep_size;
	struct job *jobs;		/* the units and deep jobs, in the
					   order a shard runs them */
	size_t job_count;
};

/* A shard's file as it is read. */
struct reading {
	struct optimal *o;
	struct optimal_plan *p;
	FILE *in;
	const char *name;
	unsigned *line;
	char *text;			/* the line read */
	size_t size;
	int seed;			/* store what it reads in the memo */
	uint64_t h;
	char *why;
	size_t why_size;
};

/* shard.c */
int	 write_nodes(struct optimal *o, const struct node *at, FILE *out,
	    uint64_t *h);
int	 write_parts(struct optimal *o, const struct node *at, size_t guess,
	    FILE *out, uint64_t *h);
uint64_t mix_node(uint64_t h, uint64_t guess, uint64_t total);
int	 next_text(struct reading *r);
int	 begins(const struct reading *r, const char *word);
int	 parse_line(struct reading *r, const char *word, const char *form,
	    uint64_t *values, int count, int hex);
int	 read_nodes(struct reading *r, const struct node *at, unsigned depth,
	    uint64_t *total);
int	 read_parts(struct reading *r, const struct node *at, size_t guess,
	    unsigned depth, unsigned line, uint64_t *sum);
int	 merge_set(struct reading *r, const struct node *at, unsigned line,
	    uint64_t value, uint32_t guess, int exact);
uint64_t small_total(struct optimal *o, const struct node *part);
unsigned parts_of_one(const struct optimal *o, const struct split *sp);
int	 room_for_one(void **items, size_t *size, size_t count, size_t bytes);

/* deeper.c */
/*
 * Deals each unit of p of more than p->unit_most secrets below: its
 * guesses, and their parts, as deep units, until each job is small.
 * Returns 0, or -1 if memory runs out or the search is stopped.
 */
int	 deep_plan(struct optimal *o, struct optimal_plan *p);
void	 deep_free(struct optimal_plan *p);
/*
 * Solves and writes the deep jobs of shard, counting them in *done, each
 * marked in p as known once solved (known_limit()).
 */
int	 deep_shard(struct optimal *o, struct optimal_plan *p,
	    unsigned shard, FILE *out, uint64_t *h, size_t *done,
	    size_t units);
/* Reads them, as deep_shard() wrote them.  Returns 0, or -1 with why. */
int	 deep_read(struct reading *r, unsigned shard, size_t *done);
/*
 * Makes each set dealt below from what its jobs' files said, storing
 * the exact ones in the memo, and the unit's total.  Returns 0, 1 with
 * why if a unit is left undecided, or -1 with why.
 */
int	 deep_make(struct optimal *o, struct optimal_plan *p, char *why,
	    size_t why_size);
/* A deep job's claim, for --verify (optimal_claim_solve()). */
uint64_t deep_claim_solve(struct optimal *o, const struct deep *d);

#endif
