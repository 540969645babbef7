/*
 * internal: what the files of the search split into shards share,
 * lib/optimal/shard/ (shard.h is its interface; no other folder includes
 * this header): a plan's units and jobs, its files' records, and each
 * file's functions.  They are part of the search and use its internal
 * header, lib/optimal/internal.h; ALGORITHM.md there describes shards.
 *
 *   plan.c              the plan: its units dealt to shards, a shard run
 *                       and its file read, the merge
 *   certify.c           a shard's certificate: its units' claims
 *   claim.c             what a file claims, solved again (--verify)
 *   firsts.c            units that are first guesses, and the ranking of
 *                       first guesses dealt by them: run, read, checked
 *   deep.c              a unit too large for one job dealt below, by its
 *                       next guesses and the sets they leave
 *   strategy.c          a set's strategy written and read back, and
 *                       stored in the memo
 *   keep.c              what a stopped shard keeps of its memo, to resume
 *   record.c            the one table of records, their writer, reader
 *                       and hash; a file's header
 *
 * Each calls only those below it in this list (and the search's files).
 */

#ifndef CODE_OPTIMAL_SHARD_INTERNAL_H
#define CODE_OPTIMAL_SHARD_INTERNAL_H

#include <stdio.h>
#include <stdlib.h>

#include "../internal.h"
#include "shard.h"

/* A part of a first guess, or a first guess: the unit of a shard's work. */
struct unit {
	uint32_t first;		/* the first guess, among the plan's */
	uint32_t part;		/* its part, in split_guess()'s order */
	uint32_t n;		/* secrets */
	unsigned shard;		/* (NO_SHARD: dealt below, deep) */
	uint64_t total;		/* solved or read: its total (a first
				   guess's: or a bound), on its file's
				   line */
	const char *file;	/* (NULL before) */
	unsigned line;
	int exact;		/* solved or read: the total exact, else
				   a bound */
	uint32_t deep;		/* dealt below: its set among the deep */
};

/* A unit dealt to no shard: its jobs are deep ones. */
#define NO_SHARD	UINT32_MAX

/*
 * Below a unit too large for one job (deep.c): a set, whose guesses
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
				   weigh_candidates() leaves out */
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

/*
 * A fact: what the memo knows of a part of a first guess written as a
 * bound, its exact total and guess, or a bound on its total (firsts.c).
 */
struct fact {
	uint32_t unit;		/* its first guess's unit */
	uint32_t part;		/* in split_guess()'s order */
	uint32_t guess;		/* its best, if exact */
	uint64_t value;		/* its total, or a bound on it */
	const char *file;	/* read: where, or NULL */
	unsigned line;
	int exact;
};

/* Where a set the memo took from a file was read (strategy_merge()). */
struct origin {
	uint64_t hash;		/* memo_key()'s, at its depth */
	const char *file;
	uint32_t n;
	unsigned line;
};

struct optimal_plan {
	struct root root;
	struct candidate *list;		/* the first guesses, in the order
					   the search tries them */
	size_t firsts;
	struct split *splits;		/* each first guess's parts */
	struct unit *units;
	size_t count;
	unsigned shards;
	int by_first;			/* the units are the first guesses */
	int ranking;			/* of optimal_rank_firsts(): ask's
					   rows */
	struct optimal_rank_ask ask;
	struct fact *facts;		/* read: the facts of first guesses
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
	uint64_t least;			/* run by first guess: the least
					   total its shard found (INF: none),
					   a strategy's */
	size_t job_count;
};

/* The part of unit u, a first guess's: a node of the plan's root. */
static inline struct node
unit_node(const struct optimal_plan *p, const struct unit *u)
{
	return split_part(&p->splits[u->first], u->part, &p->root.at);
}

/*
 * Grows an array *items of *size elements of bytes each to hold one more
 * than count.  Returns 0, or -1 if memory runs out.
 */
static inline int
room_for_one(void **items, size_t *size, size_t count, size_t bytes)
{
	void *more;

	if (count < *size)
		return 0;
	if ((more = realloc(*items, (*size * 2 + 64) * bytes)) == NULL)
		return -1;
	*items = more;
	*size = *size * 2 + 64;
	return 0;
}

/* record.c */
/* The kinds of record of a file of the search, a line each. */
enum record_kind {
	RECORD_UNIT,		/* a part's unit, its strategy after it */
	RECORD_NODE,		/* a set's guess and total */
	RECORD_FIRST,		/* a first guess, its parts' strategies
				   after it */
	RECORD_BOUND,		/* a first guess's bound, its facts after */
	RECORD_NONE,		/* a first guess no strategy wins with */
	RECORD_EXACT,		/* a fact: a part's total and guess */
	RECORD_LOWER,		/* a fact: a bound on a part's total */
	RECORD_SET,		/* a deep set, its strategy after it */
	RECORD_SET_BOUND,	/* a bound on a deep set's total */
	RECORD_GUESS,		/* a deep guess, its parts' strategies after */
	RECORD_GUESS_BOUND,	/* a bound on a deep guess's total */
	RECORD_KEPT,		/* a checkpoint's set, exact */
	RECORD_KEPT_LOWER,	/* a checkpoint's set, a bound */
	RECORD_END,		/* a file's last: its count and hash */
	RECORD_KINDS
};

#define RECORD_VALUES	5	/* numbers of a record, its secrets aside */

/* A record read: its kind and numbers (as record.c's table has them). */
struct record {
	enum record_kind kind;
	uint64_t v[RECORD_VALUES];
	char *rest;		/* the text of its secrets, if it has any */
};

/* Where records are written: a file, and the hash of its body so far. */
struct record_out {
	FILE *out;
	uint64_t hash;		/* from FNV_OFFSET */
};

/*
 * Writes a record of kind with the numbers v (and if it has them, the
 * secrets, as many as its last number) as a line to w, mixed into w's
 * hash.
 */
void	shard_record_write(struct record_out *w, enum record_kind kind,
	    const uint64_t *v, const uint32_t *secrets);
/* Writes the last line, "end COUNT HASH", COUNT count and HASH w's. */
void	shard_record_end(struct record_out *w, uint64_t count);

/* A file of the search as it is read. */
struct reading {
	struct optimal *o;
	struct optimal_plan *p;
	FILE *in;
	const char *name;
	unsigned *line;			/* the lines read so far */
	char *text;			/* the line read */
	size_t size, length;		/* of text, and of the line */
	int seed;			/* store what it reads in the memo */
	uint64_t h;			/* the hash of what is read, from
					   FNV_OFFSET */
	char *why;
	size_t why_size;
};

/*
 * Reads the next line into r->text, without its newline, and counts it.
 * Returns 0, -1 if the file ends within it, or -2 if it ends before it
 * (not counted).
 */
int	shard_record_next(struct reading *r);
/*
 * Parses the line read as a record of one of the count kinds allowed:
 * the kind whose word it begins with, else the last (a line of no
 * kind is said to be expected as the last).  Mixes it into r->h but
 * where it has secrets (shard_record_secrets() reads them).  Returns 0, or -1
 * with why ("NAME:LINE: expected 'FORM', found '...'").
 */
int	shard_record_parse(struct reading *r, const enum record_kind *allowed,
	    size_t count, struct record *rec);
/* shard_record_next() then shard_record_parse(); at the end, -1 with why. */
int	shard_record_read(struct reading *r, const enum record_kind *allowed,
	    size_t count, struct record *rec);
/*
 * Reads the secrets of rec, the line read, into secrets (room for its
 * count), each below below, and mixes rec into r->h.  Returns 0, or the
 * number (from 1) of the first that is not a number below below, or the
 * count plus one if more follow.
 */
size_t	shard_record_secrets(struct reading *r, struct record *rec,
	    uint32_t *secrets, uint64_t below);
/*
 * Reads the last line of a shard's file, "end COUNT HASH": count, and
 * the hash of what is read; then the file must end.  Returns 0, or -1
 * with why.
 */
int	shard_record_read_end(struct reading *r, size_t count);

/* strategy.c */
/*
 * Writes the guess and total of the set at a node, then those of its
 * parts of MEMO_SMALLEST secrets or more, in order, each a record
 * RECORD_NODE.  Returns 0, or -1 if stopped or memory runs out.
 */
int	strategy_write(struct optimal *o, const struct node *at,
	    struct record_out *w);
/* Writes the parts of guess at a node as strategy_write() does. */
int	strategy_write_parts(struct optimal *o, const struct node *at,
	    size_t guess, struct record_out *w);
/*
 * Reads the guess and total of the set at a node, guess number depth, and
 * of its parts, as strategy_write() wrote them, and checks them: each
 * guess one the search may play there (weigh_may_play()), splitting its
 * set, and each total the set's size plus its parts' totals, those of the
 * parts below MEMO_SMALLEST secrets solved here; then stores them in the
 * memo if r->seed.  Sets *total to the set's.  Returns 0, or -1 with why.
 */
int	strategy_read(struct reading *r, const struct node *at,
	    unsigned depth, uint64_t *total);
/*
 * Splits the secrets at a node by guess into sp, as r's file is read.
 * Returns 0, or -1 with why (sp freed).
 */
int	strategy_split(struct reading *r, const struct node *at, size_t guess,
	    struct split *sp);
/*
 * Reads the parts of guess at a node, guess number depth (its line:
 * line), as strategy_write_parts() wrote them, and adds their totals to
 * *sum.  Returns 0, or -1 with why.
 */
int	strategy_read_parts(struct reading *r, const struct node *at,
	    size_t guess, unsigned depth, unsigned line, uint64_t *sum);
/*
 * Stores in the memo what the file says of the set at a node, on line
 * line: value, exact (guess its best) or a lower bound, unless the memo
 * knows of the set what cannot be true with it (a file's, or the merge's
 * own search's): a fact of one file never replaces another's.  Returns
 * 0, or -1 with why naming both.
 */
int	strategy_merge(struct reading *r, const struct node *at,
	    unsigned line, uint64_t value, uint32_t guess, int exact);
/*
 * Returns the total of a part of one secret or more that the merge
 * solves itself (below MEMO_SMALLEST secrets), or INF if memory runs out.
 */
uint64_t strategy_small(struct optimal *o, const struct node *part);

/* deep.c */
/*
 * Deals each unit of p of more than p->unit_most secrets below: its
 * guesses, and their parts, as deep units, until each job is small.
 * Returns 0, or -1 if memory runs out.
 */
int	deep_plan(struct optimal *o, struct optimal_plan *p);
void	deep_free(struct optimal_plan *p);
/*
 * Solves and writes the deep jobs of shard, counting them in *done (of
 * jobs), each marked in p as known once solved (known_limit()).
 * Returns 0, or -1 if stopped or memory runs out.
 */
int	deep_run(struct optimal *o, struct optimal_plan *p, unsigned shard,
	    struct record_out *w, size_t *done, size_t jobs);
/* Reads them, as deep_run() wrote them.  Returns 0, or -1 with why. */
int	deep_read(struct reading *r, unsigned shard, size_t *done);
/*
 * Makes each set dealt below from what its jobs' files said, storing
 * the exact ones in the memo, and the unit's total.  Returns 0, 1 with
 * why if a unit is left undecided, or -1 with why.
 */
int	deep_make(struct optimal *o, struct optimal_plan *p, char *why,
	    size_t why_size);
/*
 * Returns the total of a strategy for the secrets at a node: at each set,
 * the first guess of weigh_candidates() (the least bound), or at a small
 * one the best of its own secrets; INF if none wins in the depth, NONE if
 * memory runs out or the search is stopped.
 */
uint64_t deep_greedy(struct optimal *o, const struct node *at);
/* A deep job's claim, for --verify (optimal_claim_solve()). */
uint64_t deep_claim_solve(struct optimal *o, const struct deep *d);
/* Sets job's path to deep unit i's, from the plan's root. */
void	deep_path(const struct optimal_plan *p, size_t i,
	    struct optimal_job *job);

/* firsts.c */
/*
 * Solves the first guesses of shard of a plan by first guess (p->by_first)
 * in order, each against the cutoff the totals this shard found make
 * (first guess 0's first: every shard solves it, as the single run does
 * first), writing each whole if its total is below it, else as a bound
 * and its facts; counts them in *done (of jobs).  Returns 0, or -1 if
 * stopped or memory runs out.
 */
int	firsts_run(struct optimal *o, struct optimal_plan *p,
	    unsigned shard, struct record_out *w, size_t *done, size_t jobs);
/*
 * Reads unit un of a plan by first guess as firsts_run() wrote it, and
 * checks it.  Returns 0, or -1 with why.
 */
int	firsts_read(struct reading *r, struct unit *un);

#endif
