/*
 * The optimal search split into shards (shard.h).  Once the first guess
 * is fixed, its total is n plus the totals of its parts, and each part is
 * an exact search of its own: a unit of work is a part of four secrets or
 * more of a first guess (smaller parts cost nothing), the units are dealt
 * to the shards, and a shard writes, for each of its units, the guess and
 * total of every set of four secrets or more on the part's optimal
 * strategy, in the order a walk from the part meets them.  A merge stores
 * those in the memo: the search then finds every part solved, and plays
 * the very strategy a single run plays.
 *
 * A root of many first guesses (a word list's: every word) is dealt by
 * first guess instead: solving every part of 12972 first words exactly
 * is hopeless where a bound cuts most of them short.  Every shard solves
 * the first of them, as the single run does first, and each shard tries
 * its own in order against the least total found so far, as the single
 * run tries them (firsts.c).
 */

#include <stdlib.h>
#include <string.h>

#include "../../core/fnv.h"
#include "internal.h"

/*
 * A root of more first guesses than this is dealt by first guess: the
 * board games have 1 to 7 (the symmetry leaves few), a word list every
 * word.
 */
#define FIRSTS_AS_UNITS	16

/*
 * Orders units by size, the largest first, then as made: the deal is the
 * same wherever it is made.
 */
static int
by_size(const void *a, const void *b)
{
	const struct unit *x = a, *y = b;

	if (x->n != y->n)
		return x->n > y->n ? -1 : 1;
	if (x->first != y->first)
		return x->first < y->first ? -1 : 1;
	return x->part < y->part ? -1 : x->part > y->part;
}

/* Orders jobs by work, the most first, then the units, then as made. */
static int
by_work(const void *a, const void *b)
{
	const struct job *x = a, *y = b;

	if (x->work != y->work)
		return x->work > y->work ? -1 : 1;
	if (x->deep != y->deep)
		return x->deep - y->deep;
	return x->index < y->index ? -1 : x->index > y->index;
}

/*
 * Lists the plan's jobs into jobs (room for units and deep units): the
 * units not dealt below (work: the square of their secrets) and the deep
 * jobs.  Returns how many.
 */
static size_t
list_jobs(const struct optimal_plan *p, struct job *jobs)
{
	size_t count = 0;

	for (size_t u = 0; u < p->count; u++)
		if (p->units[u].shard != NO_SHARD)
			jobs[count++] = (struct job){ (uint64_t)p->units[u].n *
			    p->units[u].n, u, 0 };
	for (size_t i = 0; i < p->deep_count; i++)
		if (p->deeps[i].state == DEEP_JOB)
			jobs[count++] = (struct job){ p->deeps[i].work, i, 1 };
	return count;
}

/*
 * Deals the plan's units to its shards: each unit of more than
 * p->unit_most secrets below (deep_plan()), then each job, the most work
 * first, to the shard with the least work so far (the lowest of those
 * that tie).  Returns 0, or -1 if memory runs out or the search is
 * stopped.
 */
static int
deal(struct optimal *o, struct optimal_plan *p)
{
	uint64_t *load = calloc(p->shards, sizeof(*load));
	struct job *jobs = NULL;
	size_t count;

	qsort(p->units, p->count, sizeof(*p->units), by_size);
	if (load == NULL || deep_plan(o, p) == -1 || (jobs = malloc((p->count
	    + p->deep_count + 1) * sizeof(*jobs))) == NULL) {
		free(load);
		return -1;
	}
	count = list_jobs(p, jobs);
	p->jobs = malloc((count + 1) * sizeof(*p->jobs));
	if (p->jobs == NULL) {
		free(jobs);
		free(load);
		return -1;
	}
	memcpy(p->jobs, jobs, count * sizeof(*jobs));	/* in run order */
	p->job_count = count;
	qsort(jobs, count, sizeof(*jobs), by_work);
	for (size_t j = 0; j < count; j++) {
		unsigned least = 0;

		for (unsigned s = 1; s < p->shards; s++)
			if (load[s] < load[least])
				least = s;
		if (jobs[j].deep)
			p->deeps[jobs[j].index].shard = least;
		else
			p->units[jobs[j].index].shard = least;
		load[least] += jobs[j].work;
	}
	free(jobs);
	free(load);
	return 0;
}

/* Adds first guess k's parts of MEMO_SMALLEST secrets or more as units. */
static void
add_units(struct optimal_plan *p, uint32_t k)
{
	const struct split *sp = &p->splits[k];

	for (unsigned j = 0; j < sp->n; j++)
		if (sp->size[sp->order[j]] >= MEMO_SMALLEST)
			p->units[p->count++] = (struct unit){ k, j,
			    sp->size[sp->order[j]], 0, 0, NULL, 0, 0, 0 };
}

/*
 * Makes the units of a plan by first guess: each first guess, dealt in
 * turn (first guess k to shard k mod shards), so that each shard has
 * some of the first guesses the bound cuts short and some it does not.
 * Returns 0, or -1 if memory runs out.
 */
static int
first_units(struct optimal_plan *p)
{
	if ((p->units = malloc((p->firsts + 1) * sizeof(*p->units))) == NULL ||
	    (p->jobs = malloc((p->firsts + 1) * sizeof(*p->jobs))) == NULL)
		return -1;
	for (size_t k = 0; k < p->firsts; k++) {
		p->units[p->count++] = (struct unit){ (uint32_t)k, 0,
		    (uint32_t)p->root.at.n, (unsigned)(k % p->shards), 0, NULL,
		    0, 0, 0 };
		p->jobs[k] = (struct job){ (uint64_t)p->root.at.n *
		    p->root.at.n, k, 0 };
	}
	p->job_count = p->firsts;
	return 0;
}

/* Returns the first guesses of the plan's root, or NULL. */
static struct candidate *
first_guesses(struct optimal *o, struct optimal_plan *p, size_t first)
{
	struct candidate *list;
	uint64_t rest;

	if (p->root.at.n <= o->branches + 1) {	/* small: the merge solves it */
		p->firsts = 0;
		return malloc(sizeof(*list));
	}
	if (first == SIZE_MAX)
		return weigh_candidates(o, &p->root.at, INF, &p->firsts, &rest);
	if ((list = malloc(sizeof(*list))) != NULL)
		*list = candidate_alone(bound(o, p->root.at.n, 0), first);
	p->firsts = 1;
	return list;
}

/* Returns NULL, having freed p. */
static struct optimal_plan *
no_plan(struct optimal_plan *p)
{
	optimal_plan_free(p);
	return NULL;
}

/*
 * Makes a plan's root: the n secrets after the colours played, every
 * guess allowed in hard mode.  Returns p, or NULL (p freed) if memory
 * runs out.
 */
static struct optimal_plan *
plan_root(struct optimal *o, struct optimal_plan *p, const uint32_t *secrets,
    size_t n, uint64_t played, unsigned shards)
{
	if (p == NULL)
		return NULL;
	if (root_start(o, &p->root, secrets, n, played, NULL, NULL) == -1)
		return no_plan(p);
	p->shards = shards;
	return p;
}

struct optimal_plan *
optimal_plan_ranking(struct optimal *o, const uint32_t *secrets, size_t n,
    const struct optimal_rank_ask *ask, unsigned shards)
{
	struct optimal_plan *p = plan_root(o, calloc(1, sizeof(*p)), secrets,
	    n, 0, shards);

	if (p == NULL)
		return NULL;
	p->ranking = p->by_first = 1;
	p->ask = *ask;
	p->root.at.depth = o->tries > 0 ? (unsigned)o->tries : 0;
	if ((p->list = rank_list(o, &p->root.at, ask, &p->firsts)) == NULL)
		return no_plan(p);
	return first_units(p) == -1 ? no_plan(p) : p;
}

struct optimal_plan *
optimal_plan(struct optimal *o, const uint32_t *secrets, size_t n,
    uint64_t played, size_t first, unsigned shards, size_t unit_most)
{
	struct optimal_plan *p = plan_root(o, calloc(1, sizeof(*p)), secrets,
	    n, played, shards);

	if (p == NULL)
		return NULL;
	if ((p->list = first_guesses(o, p, first)) == NULL)
		return no_plan(p);
	if ((p->by_first = first == SIZE_MAX && p->firsts > FIRSTS_AS_UNITS))
		return first_units(p) == -1 ? no_plan(p) : p;
	if (
	    (p->splits = calloc(p->firsts + 1, sizeof(*p->splits))) == NULL ||
	    (p->units = malloc((p->firsts * o->hints + 1) *
	    sizeof(*p->units))) == NULL) {
		return no_plan(p);
	}
	for (size_t k = 0; k < p->firsts; k++) {
		if (split_guess(o, &p->root.at, p->list[k].guess,
		    &p->splits[k]) == -1) {
			return no_plan(p);
		}
		add_units(p, (uint32_t)k);
	}
	p->unit_most = unit_most;
	if (deal(o, p) == -1) {
		return no_plan(p);
	}
	return p;
}


void
optimal_plan_free(struct optimal_plan *p)
{
	if (p == NULL)
		return;
	for (size_t k = 0; p->splits != NULL && k < p->firsts; k++)
		split_free(&p->splits[k]);
	free(p->splits);
	free(p->list);
	free(p->units);
	root_free(&p->root);
	free(p->facts);
	free(p->origins);
	deep_free(p);
	free(p->jobs);
	free(p);
}

size_t
optimal_plan_firsts(const struct optimal_plan *p)
{
	return p->firsts;
}

int
optimal_plan_by_first(const struct optimal_plan *p)
{
	return p->by_first;
}

void
optimal_plan_size(const struct optimal_plan *p, unsigned shard,
    size_t *jobs, size_t *secrets, size_t *all)
{
	*jobs = *secrets = 0;
	*all = p->job_count;
	for (size_t j = 0; j < p->job_count; j++) {
		const struct job *job = &p->jobs[j];
		unsigned at = job->deep ? p->deeps[job->index].shard :
		    p->units[job->index].shard;

		if (at == shard) {
			++*jobs;
			*secrets += job->deep ? p->deeps[job->index].at.n :
			    p->units[job->index].n;
		}
	}
}

/* Returns the jobs of shard of p. */
static size_t
jobs_of(const struct optimal_plan *p, unsigned shard)
{
	size_t jobs, secrets, all;

	optimal_plan_size(p, shard, &jobs, &secrets, &all);
	return jobs;
}

/*
 * Solves the parts of shard of a plan by part, each exactly, writing
 * each, RECORD_UNIT and its strategy; counts them in *done (of jobs).
 * Returns 0, or -1 if stopped or memory runs out.
 */
static int
run_parts(struct optimal *o, struct optimal_plan *p, unsigned shard,
    struct record_out *w, size_t *done, size_t jobs)
{
	for (size_t u = 0; u < p->count; u++) {
		struct unit *un = &p->units[u];
		struct node part = unit_node(p, un);
		size_t best;

		if (un->shard != shard)
			continue;
		/* searched as a root, its guesses in the ledger: the progress
		   says how far, and the best strategy's sets stay pinned */
		ledger_open(o, &part, NULL, 0);
		if ((un->total = search_set(o, &part, INF, &best,
		    SEARCH_ROOT)) >= INF)
			return -1;	/* NONE: stopped or out of memory */
		un->exact = 1;
		shard_record_write(w, RECORD_UNIT, (uint64_t[]){ un->first, un->part,
		    un->n }, NULL);
		if (strategy_write(o, &part, w) == -1)
			return -1;
		ledger_jobs(o, ++*done, jobs, 0);
	}
	return 0;
}

int
optimal_shard(struct optimal *o, struct optimal_plan *p, unsigned shard,
    FILE *out)
{
	struct record_out w = { out, FNV_OFFSET };
	size_t done = 0, jobs = jobs_of(p, shard);

	if (watch_begin(o) == -1)
		return -1;
	ledger_jobs(o, 0, jobs, p->by_first);
	if (p->by_first)
		firsts_run(o, p, shard, &w, &done, jobs);
	else if (run_parts(o, p, shard, &w, &done, jobs) == 0)
		deep_run(o, p, shard, &w, &done, jobs);
	if (watch_end(o) != OPTIMAL_FINISHED || done < jobs)
		return -1;
	shard_record_end(&w, done);
	return 0;
}

int
optimal_plan_merge(struct optimal *o, struct optimal_plan *p, char *why,
    size_t why_size)
{
	return deep_make(o, p, why, why_size);
}

/*
 * Reads unit un, a part of a first guess, of shard: RECORD_UNIT, then
 * its strategy (strategy_read()).  Returns 0, or -1 with why.
 */
static int
read_part(struct reading *r, struct unit *un, unsigned shard)
{
	static const enum record_kind unit = RECORD_UNIT;
	struct record rec;
	struct node part;

	if (shard_record_read(r, &unit, 1, &rec) == -1)
		return -1;
	un->file = r->name;
	un->line = *r->line + 1;	/* its set's line, after this one */
	if (rec.v[0] != un->first || rec.v[1] != un->part ||
	    rec.v[2] != un->n) {
		snprintf(r->why, r->why_size, "%s:%u: expected 'unit %u %u %u' "
		    "(shard %u's units in order), found '%.40s'", r->name,
		    *r->line, un->first, un->part, un->n, shard, r->text);
		return -1;
	}
	part = unit_node(r->p, un);
	if (strategy_read(r, &part, 2, &un->total) == -1)
		return -1;
	un->exact = 1;
	return 0;
}

int
optimal_shard_read(struct optimal *o, struct optimal_plan *p,
    unsigned shard, FILE *in, const char *name, unsigned *line, int seed,
    char *why, size_t why_size)
{
	struct reading r = { .o = o, .p = p, .in = in, .name = name,
	    .line = line, .seed = seed, .h = FNV_OFFSET, .why = why,
	    .why_size = why_size };
	size_t done = 0;
	int status = 0;

	for (size_t u = 0; u < p->count && status == 0; u++) {
		struct unit *un = &p->units[u];

		if (un->shard != shard)
			continue;
		if (p->by_first) {
			un->file = name;
			status = firsts_read(&r, un);
		} else
			status = read_part(&r, un, shard);
		done += status == 0;
	}
	if (status == 0 && !p->by_first)
		status = deep_read(&r, shard, &done);
	if (status == 0)
		status = shard_record_read_end(&r, done);
	free(r.text);
	return status;
}

size_t
optimal_plan_jobs(const struct optimal_plan *p)
{
	return p->job_count;
}

void
optimal_plan_job(const struct optimal_plan *p, size_t j,
    struct optimal_job *job)
{
	const struct unit *un = NULL;
	const struct deep *d = NULL;

	if (p->jobs[j].deep)
		d = &p->deeps[p->jobs[j].index];
	un = d != NULL ? &p->units[d->top] : &p->units[p->jobs[j].index];
	*job = (struct optimal_job){ .shard = un->shard, .secrets = un->n,
	    .work = (uint64_t)un->n * un->n, .steps = 1 };
	job->guess[0] = p->list[un->first].guess;
	job->left[0] = un->n;
	if (d == NULL)
		return;
	job->shard = d->shard;
	job->secrets = d->at.n;
	job->work = d->work;
	job->limit = d->limit >= INF ? 0 : d->limit;
	deep_path(p, (size_t)(d - p->deeps), job);
}
