/*
 * shard: the optimal search from the first guess split into processes
 * (lib/optimal/ALGORITHM.md, Shards), the files they write and a merge
 * reads, and what a stopped shard keeps to resume.  A plan names the
 * units of work, the parts of four secrets or more of each first guess
 * the search tries (or, where the first guesses are many, a word list's,
 * the first guesses themselves), and deals them to shards, the same way
 * for every process of one search (goal average only).  The files of
 * lib/optimal/shard/ share shard/internal.h.
 */

#ifndef CODE_OPTIMAL_SHARD_H
#define CODE_OPTIMAL_SHARD_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "../../core/variant.h"
#include "../optimal.h"

#define OPTIMAL_SHARDS_MAX	4096

struct optimal_plan;

/*
 * Returns the plan of the search of o for the n secrets (indices,
 * increasing) that agree with guesses of the colours played (bits),
 * among the strategies that open with first (SIZE_MAX: any), in shards
 * shards, a unit of more than unit_most secrets (0: none) dealt below,
 * by its guesses and the sets they leave, each a job; NULL if memory
 * runs out.
 */
struct optimal_plan	*optimal_plan(struct optimal *o,
			    const uint32_t *secrets, size_t n, uint64_t played,
			    size_t first, unsigned shards, size_t unit_most);
void			 optimal_plan_free(struct optimal_plan *p);

/*
 * Returns a plan of the ranking of the first guesses ask names
 * (optimal_rank_firsts()) against the n secrets, dealt to shards by
 * first guess: first guess k to shard k mod shards, each weighed against
 * the cutoff its shard reached; NULL if memory runs out.
 */
struct optimal_plan	*optimal_plan_ranking(struct optimal *o,
			    const uint32_t *secrets, size_t n,
			    const struct optimal_rank_ask *ask,
			    unsigned shards);

/*
 * Sets rows (room for every first guess of the ranking's plan p, whose
 * files are all read) to the ranking the single run makes,
 * optimal_rank_firsts()'s byte for byte: the totals and bounds read,
 * settled by the cutoff they make.  Returns 0, or -1 if memory runs out.
 */
int	optimal_plan_rows(struct optimal *o, const struct optimal_plan *p,
	    struct optimal_ranked *rows, struct optimal_ranking *r);

/* Returns the first guesses whose parts are the units of p. */
size_t	optimal_plan_firsts(const struct optimal_plan *p);
/* Returns 1 if the units of p are its first guesses, not their parts. */
int	optimal_plan_by_first(const struct optimal_plan *p);

/*
 * Sets the jobs of shard (from 0) of p and their secrets, and all the
 * jobs of p.
 */
void	optimal_plan_size(const struct optimal_plan *p, unsigned shard,
	    size_t *jobs, size_t *secrets, size_t *all);

/*
 * Solves the jobs of shard (from 0) of plan p, watched (its progress, a
 * signal and the time limit), and writes to out what a merge needs of
 * them, ending with a line "end JOBS HASH".  Each job dealt below a unit
 * is marked in p as known once solved: the jobs after it take their
 * limits from it (and from the files read into p before).  Returns 0, or
 * -1 if stopped (optimal_stopped()) or memory ran out; out then has no
 * end line.
 */
int	optimal_shard(struct optimal *o, struct optimal_plan *p,
	    unsigned shard, FILE *out);

/*
 * Writes to c the claims of the units of shard of plan p that
 * optimal_shard() solved (doc/certificate.md): each part of a first
 * guess, a claim below the root of its total and the claims below it;
 * each first guess of a plan by first guess, the claims of its parts
 * that raise it to its total or bound; a unit dealt below (--unit-size),
 * none.  Each is written from what o's memo knows (sets it has forgotten
 * are solved again), the lines between "claims" and "end" of a
 * certificate whose root's value is 0.  Returns 0, or -1 with why
 * (why_size bytes): memory ran out, or a unit's total is not proven.
 */
int	optimal_shard_certify(struct optimal *o, const struct optimal_plan *p,
	    unsigned shard, struct optimal_certificate *c, char *why,
	    size_t why_size);

/*
 * Reads from in (name in messages; *line: the lines read so far, counted
 * on) what optimal_shard() wrote of shard of plan p, checking it, and if
 * seed stores it in o's memo: its search then finds those parts solved.
 * The check is whole but for optimality: every guess one the search may
 * play there, splitting its set, every total the set's size plus its
 * parts' (the smallest solved here), no game longer than a game may be
 * nor than the try limit allows;
 * that a total is the least is trusted (optimal_claim_solve() solves it
 * again).  Seeding, a set the memo knows already is refused if the two
 * cannot both be true.  The plan keeps each unit's total and each fact,
 * and where it was read.
 * Returns 0, or -1 with why (why_size bytes, "NAME:LINE: ...").
 */
int	optimal_shard_read(struct optimal *o, struct optimal_plan *p,
	    unsigned shard, FILE *in, const char *name, unsigned *line,
	    int seed, char *why, size_t why_size);

/*
 * Checks what optimal_shard_read() cannot check a file at a time: that
 * each first guess a shard read as a bound is not below the cutoff its
 * shard had reached before it, made again from the totals it wrote: the
 * least (shard 0's first guess's, every shard's start, then each first
 * guess written whole), or a ranking's.  Returns 0, or -1 with why naming
 * the lines.
 */
int	optimal_plan_check(const struct optimal_plan *p, char *why,
	    size_t why_size);

/*
 * Makes, once every file is read, each set of plan p dealt below from
 * what its jobs' files say (its least total and best guess), and stores
 * it in o's memo as a file's set.  Returns 0, 1 with why if they leave
 * a unit undecided (a job's bound not ruling its guess out: its limit was
 * lowered by files not given here; the search then solves that unit), or
 * -1 with why (the files deny a strategy the plan found, or disagree).
 */
int	optimal_plan_merge(struct optimal *o, struct optimal_plan *p,
	    char *why, size_t why_size);

/* A job of a plan as optimal_plan_job() describes it. */
struct optimal_job {
	unsigned shard;
	size_t secrets;		/* of its set */
	uint64_t work;		/* an estimate: the squares of its sets */
	uint64_t limit;		/* wanted exactly below it (0: exactly) */
	size_t steps;		/* of the path from the root: */
	uint32_t guess[OPTIMAL_DEPTH_MAX];	/* each guess played, */
	size_t left[OPTIMAL_DEPTH_MAX];		/* and the secrets of its part
						   (0: the job is the guess) */
};

/*
 * Returns the jobs of p: its units not dealt below, and the deep units
 * below those that are jobs (see optimal_plan()).
 */
size_t	optimal_plan_jobs(const struct optimal_plan *p);
/* Sets *job to job j (0 to optimal_plan_jobs() - 1) of p, in run order. */
void	optimal_plan_job(const struct optimal_plan *p, size_t j,
	    struct optimal_job *job);

/*
 * The claims of the files a merge read, what --verify solves again: each
 * unit's total (a part's, or a first guess's total or bound), then each
 * fact of a first guess read as a bound (the least total of one of its
 * parts, or a bound on it), then each deep unit's total or bound.
 * Returns how many.
 */
size_t	optimal_claims(const struct optimal_plan *p);

/*
 * Sets claim c (0 to optimal_claims() - 1) of plan p: its value, exact or
 * a bound, the file and line it was read from (NULL and 0 if none was),
 * and whether it is a job's, a unit's or a deep unit's (else a fact's).
 */
void	optimal_claim_read(const struct optimal_plan *p, size_t c,
	    uint64_t *value, int *exact, const char **file, unsigned *line,
	    int *unit);

/*
 * Returns the least total of the set of claim c of plan p as the search o
 * finds it (o: another search of the same codes, that has read no
 * shard), optimal_never() if no strategy finds it within the try limit,
 * or UINT64_MAX if memory ran out or the search was stopped; for a
 * bound, the bound if the total is not below it.
 */
uint64_t	optimal_claim_solve(struct optimal *o,
		    const struct optimal_plan *p, size_t c);

/*
 * Returns a hash of what o's search depends on: its guesses, secrets and
 * their hints, and whether its guesses are the consistent ones.
 */
uint64_t	optimal_fingerprint(const struct optimal *o);

/*
 * Writes to out the sets of 32 secrets or more that o's memo holds, a
 * record each (keep.c), with their least totals or bounds, then a line
 * "end COUNT HASH"; safe while the search runs.  Returns the count of sets, or
 * -1 if out could not be written.
 */
long	optimal_keep_write(struct optimal *o, FILE *out);

/*
 * Reads from in (name in messages; *line: the lines read so far, counted
 * on) what optimal_keep_write() wrote, checking it whole, into o's memo
 * (the same search's) if store; *count: its sets.  Returns 0, or -1 with
 * why (why_size bytes, "NAME:LINE: ...").
 */
int	optimal_keep_read(struct optimal *o, FILE *in, const char *name,
	    unsigned *line, int store, long *count, char *why,
	    size_t why_size);

/* Has the watch call keep(o, arg) every that many seconds (0: never). */
void	optimal_keeping(struct optimal *o, unsigned every,
	    void (*keep)(struct optimal *o, void *arg), void *arg);

/*
 * The lines that begin a shard's file, and a checkpoint's, and name its
 * search (written by the command that runs it, each must be the
 * reader's own), before a line "shard: I of K".
 */
#define SHARD_HEADER_LINES	8
#define SHARD_GOAL_LINE		4	/* (from 0) the goal and the tries */
#define SHARD_HEADER_MAX	(VARIANT_SET_MAX + VARIANT_TEXT_MAX + 128)
#define SHARD_NAME_SHOWN	4096	/* of a file's name in a message */

struct shard_header {
	char line[SHARD_HEADER_LINES][SHARD_HEADER_MAX];
	char goal_unlimited[SHARD_HEADER_MAX];	/* line 5 as files that
					   name no try limit write it, read
					   as this one's too ("": refused) */
};

/* Writes h's lines to out, then "shard: INDEX of COUNT". */
void	shard_header_write(FILE *out, const struct shard_header *h,
	    unsigned index, unsigned count);

/*
 * Reads the lines that begin in, a file (name in messages) that must be
 * h's, and its shard line into *index and *count.  Returns 0, or -1 with
 * why (why_size bytes): "NAME:LINE: ...".
 */
int	shard_header_read(FILE *in, const char *name,
	    const struct shard_header *h, unsigned *index, unsigned *count,
	    char *why, size_t why_size);

#endif
