/*
 * The optimal search split into shards (lib/optimal/, optimal.h).  Once the first guess
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
 * the first of them, as the single run does first, and its total is the
 * bound every shard shares; each of the shard's first guesses, in order,
 * is tried against the least total found so far, as the single run tries
 * it.  One that beats it is written whole (its parts' strategies), the
 * others as what the memo learnt of their parts (exact totals, bounds):
 * the merge's search, whose bound at each first guess is no larger,
 * finds each of them decided by those facts.
 */

#include <stdlib.h>
#include <string.h>

#include "plan.h"

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
		    (uint32_t)p->root.n, (unsigned)(k % p->shards), 0, NULL,
		    0, 0, 0 };
		p->jobs[k] = (struct job){ (uint64_t)p->root.n * p->root.n, k,
		    0 };
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

	if (p->root.n <= o->branches + 1) {	/* small: the merge solves it */
		p->firsts = 0;
		return malloc(sizeof(*list));
	}
	if (first == SIZE_MAX)
		return candidates(o, &p->root, INF, &p->firsts, &rest);
	if ((list = malloc(sizeof(*list))) != NULL)
		*list = candidate_alone(bound(o, p->root.n, 0), first);
	p->firsts = 1;
	return list;
}

int
optimal_watch_begin(struct optimal *o)
{
	return watch_begin(o);
}

void
optimal_watch_end(struct optimal *o)
{
	watch_end(o);
}

/* Returns NULL, having freed p. */
static struct optimal_plan *
no_plan(struct optimal *o, struct optimal_plan *p)
{
	(void)o;
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
	group_start(&p->group, o->length, played);
	p->root = (struct node){ secrets, n, 0, &p->group, NULL, 0, 0, 0 };
	if (o->hard) {	/* the root: every guess */
		if ((p->allowed = malloc(o->words * sizeof(*p->allowed))) ==
		    NULL)
			return no_plan(o, p);
		memset(p->allowed, 0xff, o->words * sizeof(*p->allowed));
		p->allowed[o->words - 1] &= ((uint64_t)1 << (o->guesses % 64))
		    - 1;	/* no guess past the last */
		p->root.allowed = p->allowed;
		p->root.key = hash_bits(p->allowed, o->words);
	}
	p->shards = shards;
	return p;
}

struct optimal_plan *
optimal_table_plan(struct optimal *o, const uint32_t *secrets, size_t n,
    const struct optimal_table_ask *ask, unsigned shards)
{
	struct optimal_plan *p = plan_root(o, calloc(1, sizeof(*p)), secrets,
	    n, 0, shards);

	if (p == NULL)
		return NULL;
	p->table = p->by_first = 1;
	p->ask = *ask;
	p->root.depth = o->tries > 0 ? (unsigned)o->tries : 0;
	if ((p->list = table_list(o, &p->root, ask, &p->firsts)) == NULL)
		return no_plan(o, p);
	return first_units(p) == -1 ? no_plan(o, p) : p;
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
		return no_plan(o, p);
	if ((p->by_first = first == SIZE_MAX && p->firsts > FIRSTS_AS_UNITS))
		return first_units(p) == -1 ? no_plan(o, p) : p;
	if (
	    (p->splits = calloc(p->firsts + 1, sizeof(*p->splits))) == NULL ||
	    (p->units = malloc((p->firsts * o->hints + 1) *
	    sizeof(*p->units))) == NULL) {
		return no_plan(o, p);
	}
	for (size_t k = 0; k < p->firsts; k++) {
		if (split_guess(o, &p->root, p->list[k].guess,
		    &p->splits[k]) == -1) {
			return no_plan(o, p);
		}
		add_units(p, (uint32_t)k);
	}
	p->unit_most = unit_most;
	if (deal(o, p) == -1) {
		return no_plan(o, p);
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
	free(p->allowed);
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
    size_t *units, size_t *secrets, size_t *all)
{
	*units = *secrets = 0;
	*all = p->job_count;
	for (size_t j = 0; j < p->job_count; j++) {
		const struct job *job = &p->jobs[j];
		unsigned at = job->deep ? p->deeps[job->index].shard :
		    p->units[job->index].shard;

		if (at == shard) {
			++*units;
			*secrets += job->deep ? p->deeps[job->index].at.n :
			    p->units[job->index].n;
		}
	}
}



/* Mixes unit u's line into the hash h of a shard's body. */
static uint64_t
mix_unit(uint64_t h, const struct unit *u)
{
	return mix(mix(mix(h, u->first), u->part), u->n);
}

/* Mixes a node's line, its guess and total, into the hash h. */
uint64_t
mix_node(uint64_t h, uint64_t guess, uint64_t total)
{
	return mix(mix(h, guess), total);
}

/* The part of unit u: a node of the plan's root. */
static struct node
unit_node(const struct optimal_plan *p, const struct unit *u)
{
	return split_part(&p->splits[u->first], u->part, &p->root);
}

/*
 * Writes the guess and total of the set at a node, then those of its
 * parts of MEMO_SMALLEST secrets or more, in order, each as a line
 * "GUESS TOTAL" (the guess an index among the guesses).  Returns 0, or
 * -1 if stopped or memory runs out.
 */
int
write_nodes(struct optimal *o, const struct node *at, FILE *out,
    uint64_t *h)
{
	size_t best = SIZE_MAX;
	uint64_t total = solve(o, at, INF, &best);

	if (total >= INF || best == SIZE_MAX)	/* NONE: stopped */
		return -1;
	fprintf(out, "%zu %llu\n", best, (unsigned long long)total);
	*h = mix_node(*h, best, total);
	return write_parts(o, at, best, out, h);
}

/*
 * Writes the parts of MEMO_SMALLEST secrets or more of guess at a node,
 * in order, as write_nodes() does.  Returns 0, or -1.
 */
int
write_parts(struct optimal *o, const struct node *at, size_t guess,
    FILE *out, uint64_t *h)
{
	struct split sp;
	int status = split_guess(o, at, guess, &sp);

	for (unsigned k = 0; status == 0 && k < sp.n; k++) {
		struct node part = split_part(&sp, k, at);

		if (part.n >= MEMO_SMALLEST)
			status = write_nodes(o, &part, out, h);
	}
	split_free(&sp);
	return status;
}

/* What the memo knows of a part of a first guess (write_facts()). */
struct fact {
	unsigned part;
	uint32_t guess;		/* if exact */
	uint64_t value;		/* the total, or a bound */
	int exact;
};

/*
 * Mixes the line of a first guess into the hash h: "first K GUESS TOTAL"
 * (facts: NONE) or "bound K GUESS LOWER FACTS".
 */
static uint64_t
mix_first(uint64_t h, uint64_t k, uint64_t guess, uint64_t value,
    uint64_t facts)
{
	if (facts == NONE)
		return mix(mix(mix(mix(h, 1), k), guess), value);
	return mix(mix(mix(mix(mix(h, 2), k), guess), value), facts);
}

/* Mixes a fact's line into the hash h. */
static uint64_t
mix_fact(uint64_t h, const struct fact *f)
{
	return mix(mix(mix(h, f->part), f->exact ? f->guess : UINT32_MAX),
	    f->value);
}

/*
 * Writes first guess k (guess) of a plan's root at, tried and not below
 * the bound: a line "bound K GUESS LOWER FACTS" (lower: on its total), then
 * what the memo knows of its parts of MEMO_SMALLEST secrets or more,
 * each a line "exact PART GUESS TOTAL" or "lower PART LOWER".  Returns 0,
 * or -1 if memory runs out.
 */
static int
write_facts(struct optimal *o, const struct node *at, uint32_t k,
    size_t guess, uint64_t lower, FILE *out, uint64_t *h)
{
	struct fact facts[HINTS_MAX];
	unsigned count = 0;
	struct split sp;
	struct entry e;

	if (split_guess(o, at, guess, &sp) == -1) {
		split_free(&sp);
		return -1;
	}
	for (unsigned j = 0; j < sp.n; j++) {
		struct node part = split_part(&sp, j, at);

		if (part.n >= MEMO_SMALLEST && memo_find(o, part.secrets,
		    part.n, part.depth, hash_node(&part, part.depth), &e))
			facts[count++] = (struct fact){ j, e.guess, e.lower,
			    e.exact };
	}
	split_free(&sp);
	fprintf(out, "bound %u %zu %llu %u\n", k, guess,
	    (unsigned long long)lower, count);
	*h = mix_first(*h, k, guess, lower, count);
	for (unsigned f = 0; f < count; f++) {
		if (facts[f].exact)
			fprintf(out, "exact %u %u %llu\n", facts[f].part,
			    facts[f].guess,
			    (unsigned long long)facts[f].value);
		else
			fprintf(out, "lower %u %llu\n", facts[f].part,
			    (unsigned long long)facts[f].value);
		*h = mix_fact(*h, &facts[f]);
	}
	return 0;
}

/*
 * Solves the first guesses of shard of a plan by first guess, in order,
 * each against the least total found so far (the first guess's at the
 * start: every shard solves it, as the single run does first), writing
 * each (write_parts(), write_facts()); counts them in *done.  Returns 0,
 * or -1 if stopped or memory runs out.
 */
static int
shard_firsts(struct optimal *o, const struct optimal_plan *p,
    unsigned shard, FILE *out, uint64_t *h, size_t *done)
{
	size_t units = optimal_units(p, shard);
	uint64_t shared = solve_guess(o, &p->root, &p->list[0], INF);
	uint64_t limit = shared;

	if (shared >= INF)	/* NONE: stopped */
		return -1;
	for (size_t u = 0; u < p->count; u++) {
		const struct unit *un = &p->units[u];
		const struct candidate *c = &p->list[un->first];
		uint64_t got = un->first == 0 ? shared : c->lower;

		if (un->shard != shard)
			continue;
		if (un->first > 0 && c->lower < limit &&
		    (got = solve_guess(o, &p->root, c, limit)) == NONE)
			return -1;
		if (un->first == 0 || got < limit) {
			fprintf(out, "first %u %u %llu\n", un->first,
			    c->guess, (unsigned long long)got);
			*h = mix_first(*h, un->first, c->guess, got, NONE);
			if (write_parts(o, &p->root, c->guess, out, h) == -1)
				return -1;
			limit = got;
		} else if (write_facts(o, &p->root, un->first, c->guess, got,
		    out, h) == -1)
			return -1;
		ledger_units(o, ++*done, units, 1);
	}
	return 0;
}

/*
 * Writes first guess k of a table, c, whose total is got: "first K GUESS
 * TOTAL" and its parts' strategies, or "none K GUESS" if no strategy wins
 * with it within the try limit.  Returns 0, or -1 if memory runs out.
 */
static int
write_whole(struct optimal *o, const struct optimal_plan *p, uint32_t k,
    const struct candidate *c, uint64_t got, FILE *out, uint64_t *h)
{
	if (got >= INF) {
		fprintf(out, "none %u %u\n", k, c->guess);
		*h = mix_first(*h, k, c->guess, INF, NONE);
		return 0;
	}
	fprintf(out, "first %u %u %llu\n", k, c->guess,
	    (unsigned long long)got);
	*h = mix_first(*h, k, c->guess, got, NONE);
	return write_parts(o, &p->root, c->guess, out, h);
}

/*
 * Solves the first guesses of shard of a table's plan in order, each
 * against the cutoff of its ask as the single run's table makes it from
 * the totals this shard found (first guess 0's first: every shard solves
 * it), writing each whole if its total is below it, else as a bound and
 * its facts; counts them in *done.  Returns 0, or -1 if stopped or memory
 * runs out.
 */
static int
shard_table(struct optimal *o, const struct optimal_plan *p,
    unsigned shard, FILE *out, uint64_t *h, size_t *done)
{
	size_t units = optimal_units(p, shard);
	struct table_cutoff cut;
	uint64_t shared = table_cutoff_start(&cut, &p->ask, p->firsts) == -1 ?
	    NONE : solve_guess(o, &p->root, &p->list[0], INF);
	int status = shared == NONE ? -1 : 0;

	if (status == 0 && shared < INF)
		table_cutoff_keep(&cut, shared);
	for (size_t u = 0; u < p->count && status == 0; u++) {
		const struct unit *un = &p->units[u];
		const struct candidate *c = &p->list[un->first];
		uint64_t limit = table_cutoff_limit(&cut), got = shared;

		if (un->shard != shard)
			continue;
		if (un->first > 0 && (got = c->lower >= limit ? c->lower :
		    solve_guess(o, &p->root, c, limit)) == NONE)
			break;
		if (un->first == 0 || got < limit || got >= INF)
			status = write_whole(o, p, un->first, c, got, out, h);
		else
			status = write_facts(o, &p->root, un->first, c->guess,
			    got, out, h);
		if (un->first > 0 && got < limit)
			table_cutoff_keep(&cut, got);
		ledger_units(o, ++*done, units, 1);
	}
	free(cut.best);
	return status;
}

/*
 * Solves the parts of shard of a plan by part, each exactly, writing
 * each (write_nodes()); counts them in *done.  Stops at the first that
 * is stopped or runs out of memory.
 */
static void
shard_parts(struct optimal *o, const struct optimal_plan *p,
    unsigned shard, FILE *out, uint64_t *h, size_t *done)
{
	size_t units = optimal_units(p, shard);

	for (size_t u = 0; u < p->count; u++) {
		const struct unit *un = &p->units[u];
		struct node part = unit_node(p, un);
		size_t best;

		if (un->shard != shard)
			continue;
		/* searched as a root, its guesses in the ledger: the progress
		   says how far, and the best strategy's sets stay pinned */
		ledger_open(o, &part, NULL, 0);
		if (solve_searching(o, &part, INF, &best, SEARCH_ROOT) >= INF)
			return;	/* NONE: stopped or out of memory */
		fprintf(out, "unit %u %u %u\n", un->first, un->part, un->n);
		*h = mix_unit(*h, un);
		if (write_nodes(o, &part, out, h) == -1)
			return;
		ledger_units(o, ++*done, units, 0);
	}
}

int
optimal_shard(struct optimal *o, struct optimal_plan *p,
    unsigned shard, FILE *out)
{
	uint64_t h = BODY_HASH;
	size_t done = 0, units = optimal_units(p, shard);

	if (watch_begin(o) == -1)
		return -1;
	ledger_units(o, 0, units, p->by_first);
	if (p->table)
		shard_table(o, p, shard, out, &h, &done);
	else if (p->by_first)
		shard_firsts(o, p, shard, out, &h, &done);
	else {
		shard_parts(o, p, shard, out, &h, &done);
		deep_shard(o, p, shard, out, &h, &done, units);
	}
	if (watch_end(o) != OPTIMAL_FINISHED || done < units)
		return -1;
	fprintf(out, "end %zu %016llx\n", done, (unsigned long long)h);
	return 0;
}

size_t
optimal_claims(const struct optimal_plan *p)
{
	return p->count + p->fact_count + p->deep_count;
}

void
optimal_claim_read(const struct optimal_plan *p, size_t c, uint64_t *value,
    int *exact, const char **file, unsigned *line, int *unit)
{
	if ((*unit = c < p->count)) {
		*value = p->units[c].total;
		*exact = p->units[c].exact;
		*file = p->units[c].file;
		*line = p->units[c].line;
		return;
	}
	c -= p->count;
	if (c >= p->fact_count) {	/* a deep job's, or none */
		const struct deep *d = &p->deeps[c - p->fact_count];

		*value = d->total;
		*exact = d->exact;
		*file = d->state == DEEP_JOB ? d->file : NULL;
		*line = d->line;
		*unit = 1;
		return;
	}
	*value = p->facts[c].value;
	*exact = p->facts[c].exact;
	*file = p->facts[c].file;
	*line = p->facts[c].line;
}

/*
 * Returns the least total of fact f's part as the search o finds it, or
 * for a bound, the bound if the total is not below it; UINT64_MAX if
 * memory runs out.
 */
static uint64_t
fact_solve(struct optimal *o, const struct optimal_plan *p,
    const struct claim *f)
{
	const struct unit *un = &p->units[f->unit];
	uint64_t total = UINT64_MAX;
	struct split sp;
	size_t best;

	if (split_guess(o, &p->root, p->list[un->first].guess, &sp) == 0) {
		struct node part = split_part(&sp, f->part, &p->root);

		total = solve(o, &part, f->exact ? INF : f->value, &best);
		total = total >= INF ? UINT64_MAX : !f->exact &&
		    total >= f->value ? f->value : total;
	}
	split_free(&sp);
	return total;
}

uint64_t
optimal_claim_solve(struct optimal *o, const struct optimal_plan *p,
    size_t c)
{
	const struct unit *un;
	struct node part;
	size_t best;
	uint64_t total;

	if (c >= p->count + p->fact_count)
		return deep_claim_solve(o, &p->deeps[c - p->count -
		    p->fact_count]);
	if (c >= p->count)
		return fact_solve(o, p, &p->facts[c - p->count]);
	un = &p->units[c];
	if (p->by_first) {	/* a bound: is the total below it? */
		total = solve_guess(o, &p->root, &p->list[un->first],
		    un->exact ? INF : un->total);
		return total >= INF ? UINT64_MAX : !un->exact &&
		    total >= un->total ? un->total : total;
	}
	part = unit_node(p, un);
	total = solve_searching(o, &part, INF, &best,
	    o->threads > 1 ? SEARCH_SHARED : SEARCH_ALONE);
	return total < INF ? total : UINT64_MAX;
}

/*
 * optimal_plan_check() of a table's plan: each shard's cutoff made again
 * from the totals it wrote, as shard_table() made it, and each bound
 * checked to reach it.
 */
static int
table_check(const struct optimal_plan *p, char *why, size_t why_size)
{
	struct table_cutoff cut;
	int status = table_cutoff_start(&cut, &p->ask, p->firsts);

	if (status == -1)
		snprintf(why, why_size, "out of memory");
	for (unsigned s = 0; s < p->shards && status == 0; s++) {
		table_cutoff_reset(&cut);
		if (p->units[0].total < INF)
			table_cutoff_keep(&cut, p->units[0].total);
		for (size_t u = 1; u < p->count && status == 0; u++) {
			const struct unit *un = &p->units[u];
			uint64_t limit = table_cutoff_limit(&cut);

			if (un->shard != s || un->file == NULL)
				continue;
			if (un->exact && un->total < limit)
				table_cutoff_keep(&cut, un->total);
			else if (!un->exact && un->total < limit) {
				snprintf(why, why_size, "%s:%u: a bound of "
				    "%llu, below the cutoff of %llu its shard "
				    "had reached: a first guess below it is "
				    "written whole", un->file, un->line,
				    (unsigned long long)un->total,
				    (unsigned long long)limit);
				status = -1;
			}
		}
	}
	free(cut.best);
	return status;
}

int
optimal_plan_table(struct optimal *o, const struct optimal_plan *p,
    struct optimal_ranked *rows, struct optimal_ranking *r)
{
	struct table_row *made = malloc((p->count + 1) * sizeof(*made));
	struct table_cutoff cut;
	int status = table_cutoff_start(&cut, &p->ask, p->firsts);

	*r = (struct optimal_ranking){ 0, p->count, p->count, UINT64_MAX,
	    OPTIMAL_FINISHED };
	o->none_within = 0;
	if (made == NULL || status == -1) {
		free(made);
		free(cut.best);
		return -1;
	}
	for (size_t u = 0; u < p->count; u++) {	/* units[k]: first guess k */
		const struct unit *un = &p->units[u];

		made[u] = (struct table_row){ { p->list[u].guess, un->total, 0,
		    un->exact }, u, p->list[u].lower, 1 };
		if (un->exact && un->total < INF)
			table_cutoff_keep(&cut, un->total);
	}
	table_finish(o, &p->root, made, p->count, table_cutoff_limit(&cut),
	    rows, r);
	free(made);
	free(cut.best);
	return 0;
}

int
optimal_plan_merge(struct optimal *o, struct optimal_plan *p, char *why,
    size_t why_size)
{
	return deep_make(o, p, why, why_size);
}

int
optimal_plan_check(const struct optimal_plan *p, char *why, size_t why_size)
{
	const struct unit *shared = &p->units[0], *reached;

	if (p->table && p->count > 0 && shared->file != NULL)
		return table_check(p, why, why_size);
	if (!p->by_first || p->count == 0 || shared->file == NULL)
		return 0;	/* (shard 0's missing: its search's own) */
	for (unsigned s = 0; s < p->shards; s++) {
		reached = shared;
		for (size_t u = 1; u < p->count; u++) {
			const struct unit *un = &p->units[u];

			if (un->shard != s || un->file == NULL)
				continue;
			if (un->exact && un->total < reached->total)
				reached = un;
			else if (!un->exact && un->total < reached->total) {
				snprintf(why, why_size, "%s:%u: a bound of "
				    "%llu, below the total of %llu its shard "
				    "had reached (%s:%u): a first guess below "
				    "it is written whole", un->file, un->line,
				    (unsigned long long)un->total,
				    (unsigned long long)reached->total,
				    reached->file, reached->line);
				return -1;
			}
		}
	}
	return 0;
}

size_t
optimal_units(const struct optimal_plan *p, unsigned shard)
{
	size_t units, secrets, all;

	optimal_plan_size(p, shard, &units, &secrets, &all);
	return units;
}

/* Reads the next line into r->text.  Returns 0, or -1 with why. */
int
next_text(struct reading *r)
{
	ssize_t got = getline(&r->text, &r->size, r->in);

	++*r->line;
	if (got <= 0 || r->text[got - 1] != '\n') {
		snprintf(r->why, r->why_size, "%s:%u: the file ends before its "
		    "last line ('end')", r->name, *r->line);
		return -1;
	}
	r->text[got - 1] = '\0';
	return 0;
}

/* Returns 1 if the line read begins with word and a space. */
int
begins(const struct reading *r, const char *word)
{
	return strncmp(r->text, word, strlen(word)) == 0 &&
	    r->text[strlen(word)] == ' ';
}

/*
 * Reads the line read's count numbers (decimal; the last hexadecimal if
 * hex) into values, after the word word (or none: NULL); form says what
 * is expected.  Returns 0, or -1 with why.
 */
int
parse_line(struct reading *r, const char *word, const char *form,
    uint64_t *values, int count, int hex)
{
	char *at = r->text, *end;

	if (word != NULL && !begins(r, word))
		goto bad;
	if (word != NULL)
		at += strlen(word) + 1;
	for (int i = 0; i < count; i++) {
		if (*at < '0' || *at > (hex && i == count - 1 ? 'f' : '9'))
			goto bad;
		values[i] = strtoull(at, &end, hex && i == count - 1 ? 16 :
		    10);
		if (*end != (i == count - 1 ? '\0' : ' '))
			goto bad;
		at = end + (i < count - 1);
	}
	return 0;
bad:
	snprintf(r->why, r->why_size, "%s:%u: expected '%s', found '%.40s'",
	    r->name, *r->line, form, r->text);
	return -1;
}

/* Reads the next line as parse_line() takes it.  Returns 0, or -1. */
static int
read_line(struct reading *r, const char *word, const char *form,
    uint64_t *values, int count, int hex)
{
	if (next_text(r) == -1)
		return -1;
	return parse_line(r, word, form, values, count, hex);
}

/*
 * Returns the total of the part of one secret or more at a node that the
 * merge solves itself, or that the file gives (above MEMO_SMALLEST).
 */
uint64_t
small_total(struct optimal *o, const struct node *part)
{
	size_t best;

	if (part->n == 1)
		return 1;
	return solve(o, part, INF, &best);
}

/*
 * Returns 1 if no total is both what one says of a set (a, exact or a
 * lower bound) and what another says (b).
 */
static int
disagree(uint64_t a, int a_exact, uint64_t b, int b_exact)
{
	if (a_exact && b_exact)
		return a != b;
	if (a_exact)
		return b > a;
	return b_exact && a > b;
}

/*
 * Grows an array *items of *size elements of bytes each to hold one more
 * than *count.  Returns 0, or -1 if memory runs out.
 */
int
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

/* Returns where a set (hash_node()'s at its depth, n secrets) was read. */
static const struct origin *
origin_of(const struct optimal_plan *p, uint64_t hash, size_t n)
{
	for (size_t i = 0; i < p->origin_count; i++)
		if (p->origins[i].hash == hash && p->origins[i].n == n)
			return &p->origins[i];
	return NULL;
}

/* Writes "a total of V" or "a total of at least V" into text. */
static void
say_total(char *text, size_t size, uint64_t value, int exact)
{
	snprintf(text, size, "a total of %s%llu", exact ? "" : "at least ",
	    (unsigned long long)value);
}

/*
 * Stores in the memo what the file says of the set at a node, on line
 * line: value, exact (guess its best) or a lower bound, unless the memo
 * knows of the set what cannot be true with it (a file's, or the merge's
 * own search's): a fact of one file never replaces another's.  Returns
 * 0, or -1 with why naming both.
 */
int
merge_set(struct reading *r, const struct node *at, unsigned line,
    uint64_t value, uint32_t guess, int exact)
{
	uint64_t hash = hash_node(at, at->depth);
	const struct origin *before;
	char said[64], known[64];
	struct entry e;

	if (memo_find(r->o, at->secrets, at->n, at->depth, hash, &e) &&
	    disagree(e.lower, e.exact, value, exact)) {
		before = e.merged ? origin_of(r->p, hash, at->n) : NULL;
		say_total(said, sizeof(said), value, exact);
		say_total(known, sizeof(known), e.lower, e.exact);
		if (before != NULL)
			snprintf(r->why, r->why_size, "%s:%u: %s for a set of "
			    "%zu secrets, but %s:%u has %s for it: the files "
			    "disagree", r->name, line, said, at->n,
			    before->file, before->line, known);
		else
			snprintf(r->why, r->why_size, "%s:%u: %s for a set of "
			    "%zu secrets, but the merge's own search found %s "
			    "for it", r->name, line, said, at->n, known);
		return -1;
	}
	if (room_for_one((void **)&r->p->origins, &r->p->origin_size,
	    r->p->origin_count, sizeof(*r->p->origins)) == -1) {
		snprintf(r->why, r->why_size, "out of memory");
		return -1;
	}
	r->p->origins[r->p->origin_count++] = (struct origin){ hash, r->name,
	    (uint32_t)at->n, line };
	memo_store(r->o, at->secrets, at->n, at->depth, hash, value, guess,
	    exact);
	memo_pin(r->o, at, at->depth, MEMO_MERGED);	/* memo_tidy() keeps it */
	return 0;
}

/*
 * Splits the secrets at a node by guess into sp, as a file is read.
 * Returns 0, or -1 with why (sp freed).
 */
static int
split_read(struct reading *r, const struct node *at, size_t guess,
    struct split *sp)
{
	if (split_guess(r->o, at, guess, sp) == 0)
		return 0;
	split_free(sp);
	snprintf(r->why, r->why_size, "out of memory");
	return -1;
}

/* Returns how many parts of one secret sp has, the win's aside. */
unsigned
parts_of_one(const struct optimal *o, const struct split *sp)
{
	unsigned ones = 0;

	for (unsigned h = 0; h < o->hints; h++)
		ones += h != o->win && sp->size[h] == 1;
	return ones;
}

/*
 * Reads the parts of guess at a node, guess number depth (its line:
 * line), as write_parts() wrote them: those of MEMO_SMALLEST secrets or
 * more by read_nodes(), the others solved here.  Adds their totals to
 * *sum.  Returns 0, or -1 with why.
 */
int
read_parts(struct reading *r, const struct node *at, size_t guess,
    unsigned depth, unsigned line, uint64_t *sum)
{
	struct optimal *o = r->o;
	struct split sp;
	int status = 0;

	if (split_read(r, at, guess, &sp) == -1)
		return -1;
	*sum += parts_of_one(o, &sp);
	for (unsigned k = 0; status == 0 && k < sp.n; k++) {
		struct node part = split_part(&sp, k, at);
		uint64_t got = 0;

		if (part.n == at->n) {
			snprintf(r->why, r->why_size, "%s:%u: guess %zu does "
			    "not split its %zu secrets", r->name, line, guess,
			    at->n);
			status = -1;
		} else if (part.n >= MEMO_SMALLEST)
			status = read_nodes(r, &part, depth + 1, &got);
		else if ((got = small_total(o, &part)) >= INF) {
			snprintf(r->why, r->why_size, "out of memory");
			status = -1;
		}
		*sum += got;
	}
	split_free(&sp);
	return status;
}

/* A strategy read deeper than a game may go is refused (read_nodes()). */
#define READ_DEPTH_MAX	OPTIMAL_DEPTH_MAX

/*
 * Reads the guess and total of the set at a node, guess number depth, and
 * of its parts, as write_nodes() wrote them, and checks them: each guess
 * one the search may play there (guess_allowed()), splitting its set, and
 * each total the set's size plus its parts' totals, those of the parts
 * below MEMO_SMALLEST secrets solved here; then stores them in the memo if
 * r->seed.  Sets *total to the set's.  Returns 0, or -1 with why.
 */
int
read_nodes(struct reading *r, const struct node *at, unsigned depth,
    uint64_t *total)
{
	struct optimal *o = r->o;
	uint64_t v[2], sum = at->n;
	unsigned line;
	int status;

	if (read_line(r, NULL, "GUESS TOTAL", v, 2, 0) == -1)
		return -1;
	line = *r->line;
	if (depth > READ_DEPTH_MAX || v[0] >= o->guesses ||
	    v[1] < bound(o, at->n, 0) || v[1] >= INF) {
		snprintf(r->why, r->why_size, "%s:%u: not a guess and total "
		    "of %zu secrets: '%s'%s", r->name, line, at->n, r->text,
		    depth > READ_DEPTH_MAX ? " (a game of more than 64 "
		    "guesses)" : "");
		return -1;
	}
	if (!guess_allowed(o, at, v[0])) {
		snprintf(r->why, r->why_size, "%s:%u: guess %llu may not be "
		    "played at this set of %zu secrets (consistent guesses "
		    "only)", r->name, line, (unsigned long long)v[0], at->n);
		return -1;
	}
	r->h = mix_node(r->h, v[0], v[1]);
	status = read_parts(r, at, v[0], depth, line, &sum);
	if (status == 0 && sum != v[1]) {
		snprintf(r->why, r->why_size, "%s:%u: a total of %llu, but "
		    "guess %llu's parts and the %zu secrets themselves add up "
		    "to %llu", r->name, line, (unsigned long long)v[1],
		    (unsigned long long)v[0], at->n, (unsigned long long)sum);
		status = -1;
	}
	if (status == 0 && r->seed)
		status = merge_set(r, at, line, v[1], (uint32_t)v[0], 1);
	*total = v[1];
	return status;
}

/* Keeps fact f of unit unit, read on the line read, for --verify. */
static int
keep_claim(struct reading *r, uint32_t unit, const struct fact *f)
{
	struct optimal_plan *p = r->p;

	if (room_for_one((void **)&p->facts, &p->fact_size, p->fact_count,
	    sizeof(*p->facts)) == -1) {
		snprintf(r->why, r->why_size, "out of memory");
		return -1;
	}
	p->facts[p->fact_count++] = (struct claim){ unit, f->part, f->value,
	    r->name, *r->line, f->exact };
	return 0;
}

/*
 * Reads a fact of a part of guess at the root at, as write_facts() wrote
 * it, the line read (parts in increasing order: after part *next), and
 * checks it: a part of MEMO_SMALLEST secrets or more, a value no bound
 * refutes and no more than its secrets may take (total_most()), an exact
 * total's guess one the search may play there, that splits them.  If
 * r->seed, stores it in the memo (merge_set()) and keeps it as a claim of
 * unit unit's.  Sets its value in known.  Returns 0, or -1 with why.
 */
static int
read_fact(struct reading *r, uint32_t unit, const struct node *at,
    const struct split *sp, unsigned *next, uint64_t *known)
{
	struct optimal *o = r->o;
	struct fact f = { 0, UINT32_MAX, 0, begins(r, "exact") };
	uint64_t v[3];
	struct node part;

	if (parse_line(r, f.exact ? "exact" : "lower", f.exact ?
	    "exact PART GUESS TOTAL" : "lower PART LOWER", v, f.exact ? 3 : 2,
	    0) == -1)
		return -1;
	f.part = v[0] < sp->n ? (unsigned)v[0] : 0;
	f.guess = f.exact && v[1] < o->guesses ? (uint32_t)v[1] : UINT32_MAX;
	f.value = v[f.exact ? 2 : 1];
	part = split_part(sp, f.part, at);
	if (v[0] >= sp->n || v[0] < *next || part.n < MEMO_SMALLEST ||
	    (f.exact && (f.guess == UINT32_MAX || !guess_allowed(o, &part,
	    f.guess))) || f.value < bound(o, part.n, 0) || f.value >= INF) {
		snprintf(r->why, r->why_size, "%s:%u: not a fact of a part of "
		    "%d secrets or more after part %u: '%.40s'", r->name,
		    *r->line, MEMO_SMALLEST, *next, r->text);
		return -1;
	}
	if (f.exact && !guess_splits(o, part.secrets, part.n, f.guess)) {
		snprintf(r->why, r->why_size, "%s:%u: guess %u does not split "
		    "the %zu secrets of part %u", r->name, *r->line, f.guess,
		    part.n, f.part);
		return -1;
	}
	if (f.value > total_most(part.n, 0)) {
		snprintf(r->why, r->why_size, "%s:%u: a total of %llu, more "
		    "than the %zu secrets of part %u may take (%llu)", r->name,
		    *r->line, (unsigned long long)f.value, part.n, f.part,
		    (unsigned long long)total_most(part.n, 0));
		return -1;
	}
	r->h = mix_fact(r->h, &f);
	if (r->seed && (merge_set(r, &part, *r->line, f.value, f.guess,
	    f.exact) == -1 || keep_claim(r, unit, &f) == -1))
		return -1;
	known[f.part] = f.value;
	*next = f.part + 1;
	return 0;
}

/*
 * Reads count facts of the parts of guess at the root at (read_fact()),
 * and sets *sum to the bound they give its total: the n secrets, 1 for
 * each part of one, and each other part's fact or refine()'s bound,
 * the larger.  Returns 0, or -1 with why.
 */
static int
read_facts(struct reading *r, uint32_t unit, const struct node *at,
    size_t guess, uint64_t count, uint64_t *sum)
{
	struct optimal *o = r->o;
	uint64_t known[HINTS_MAX] = { 0 };
	unsigned next = 0;
	struct split sp;
	int status = 0;

	if (split_read(r, at, guess, &sp) == -1)
		return -1;
	for (uint64_t f = 0; status == 0 && f < count; f++)
		if ((status = next_text(r)) == 0)
			status = read_fact(r, unit, at, &sp, &next, known);
	*sum = at->n + parts_of_one(o, &sp);
	for (unsigned k = 0; status == 0 && k < sp.n; k++) {
		struct node part = split_part(&sp, k, at);
		uint64_t lower = refine(o, &part);

		*sum += known[k] > lower ? known[k] : lower;
	}
	split_free(&sp);
	return status;
}

/*
 * Reads "none K GUESS" of a table's unit un (write_whole()): no strategy
 * that opens with it wins within the try limit, trusted as a total is
 * (--verify solves it again).  Returns 0, or -1 with why.
 */
static int
read_none(struct reading *r, const struct optimal_plan *p, struct unit *un)
{
	size_t guess = p->list[un->first].guess;
	uint64_t v[2];

	if (parse_line(r, "none", "none K GUESS", v, 2, 0) == -1)
		return -1;
	if (v[0] != un->first || v[1] != guess) {
		snprintf(r->why, r->why_size, "%s:%u: expected first guess %u, "
		    "guess %zu (the shard's in order), found '%.40s'", r->name,
		    *r->line, un->first, guess, r->text);
		return -1;
	}
	r->h = mix_first(r->h, v[0], v[1], INF, NONE);
	un->total = INF;
	un->exact = 1;
	return 0;
}

/*
 * Reads unit un of a plan by first guess as shard_firsts() wrote it:
 * "first K GUESS TOTAL" and its parts' strategies (read_parts()), the
 * total checked, or "bound K GUESS LOWER FACTS" and the facts
 * (read_facts()), their bound checked to reach LOWER.  Returns 0, or -1 with why.
 */
static int
read_first(struct reading *r, const struct optimal_plan *p, struct unit *un)
{
	size_t guess = p->list[un->first].guess;
	uint64_t v[4], sum = p->root.n;
	int exact;

	if (next_text(r) == -1)
		return -1;
	un->line = *r->line;
	if (p->table && begins(r, "none"))
		return read_none(r, p, un);
	exact = begins(r, "first");
	if (parse_line(r, exact ? "first" : "bound", exact ?
	    "first K GUESS TOTAL" : "bound K GUESS LOWER FACTS", v,
	    exact ? 3 : 4, 0) == -1)
		return -1;
	if (v[0] != un->first || v[1] != guess || v[2] >= INF || (!exact &&
	    v[3] > HINTS_MAX)) {
		snprintf(r->why, r->why_size, "%s:%u: expected first guess %u, "
		    "guess %zu (the shard's in order), and a total, found "
		    "'%.40s'", r->name, *r->line, un->first, guess, r->text);
		return -1;
	}
	if (un->first == 0 && !exact) {	/* every shard's bound: solved */
		snprintf(r->why, r->why_size, "%s:%u: expected 'first 0 %zu "
		    "TOTAL', the first guess every shard solves, found "
		    "'%.40s'", r->name, *r->line, guess, r->text);
		return -1;
	}
	r->h = mix_first(r->h, v[0], v[1], v[2], exact ? NONE : v[3]);
	if (exact ? read_parts(r, &p->root, guess, 1, un->line, &sum) :
	    read_facts(r, (uint32_t)(un - p->units), &p->root, guess, v[3],
	    &sum))
		return -1;
	if (exact ? sum != v[2] : sum < v[2]) {
		snprintf(r->why, r->why_size, "%s:%u: a %s of %llu, but first "
		    "guess %zu's parts and the %zu secrets %s %llu", r->name,
		    un->line, exact ? "total" : "bound", (unsigned long long)
		    v[2], guess, p->root.n, exact ? "add up to" :
		    "add up to no more than", (unsigned long long)sum);
		return -1;
	}
	un->total = v[2];
	un->exact = exact;
	return 0;
}

int
optimal_shard_read(struct optimal *o, struct optimal_plan *p,
    unsigned shard, FILE *in, const char *name, unsigned *line, int seed,
    char *why, size_t why_size)
{
	struct reading r = { o, p, in, name, line, NULL, 0, seed, BODY_HASH,
	    why, why_size };
	uint64_t v[3];
	size_t done = 0;
	int status = -1;

	for (size_t u = 0; u < p->count; u++) {
		struct unit *un = &p->units[u];
		struct node part;

		if (un->shard != shard)
			continue;
		if (p->by_first) {
			un->file = name;
			if (read_first(&r, p, un) == -1)
				goto out;
			done++;
			continue;
		}
		if (read_line(&r, "unit", "unit FIRST PART SECRETS", v, 3,
		    0) == -1)
			goto out;
		un->file = name;
		un->line = *line + 1;	/* its set's line, after this one */
		if (v[0] != un->first || v[1] != un->part || v[2] != un->n) {
			snprintf(why, why_size, "%s:%u: expected 'unit %u %u %u' "
			    "(shard %u's units in order), found '%.40s'", name,
			    *line, un->first, un->part, un->n, shard, r.text);
			goto out;
		}
		r.h = mix_unit(r.h, un);
		part = unit_node(p, un);
		if (read_nodes(&r, &part, 2, &un->total) == -1)
			goto out;
		un->exact = 1;
		done++;
	}
	if (!p->by_first && deep_read(&r, shard, &done) == -1)
		goto out;
	if (read_line(&r, "end", "end UNITS HASH", v, 2, 1) == -1)
		goto out;
	if (v[0] != done || v[1] != r.h) {
		snprintf(why, why_size, "%s:%u: expected 'end %zu %016llx' (the "
		    "units and hash of what is read), found '%.40s'", name,
		    *line, done, (unsigned long long)r.h, r.text);
		goto out;
	}
	if (getc(in) != EOF) {
		snprintf(why, why_size, "%s:%u: expected the end of the file "
		    "after 'end'", name, *line + 1);
		goto out;
	}
	status = 0;
out:
	free(r.text);
	return status;
}

uint64_t
optimal_fingerprint(const struct optimal *o)
{
	uint64_t h = BODY_HASH;

	h = mix(mix(mix(h, o->guesses), o->secrets), o->length);
	h = mix(mix(h, o->hints), (uint64_t)o->consistent);
	if (o->hard)	/* (counts' fingerprints as they were) */
		h = mix(h, 0x68617264);
	for (size_t i = 0; i < o->secrets; i++)
		h = mix(h, o->as_guess[i]);
	for (size_t i = 0; i < o->guesses * o->secrets; i++)
		h = (h ^ (o->wide ? o->table16[i] : o->table[i])) *
		    0x100000001b3ULL;
	return h;
}
