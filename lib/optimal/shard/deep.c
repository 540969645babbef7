/*
 * A unit too large for one job, dealt below (shard/internal.h;
 * ALGORITHM.md, Shards).  A part of a first guess is an exact search of
 * its own, but
 * of hours where it is large.  Its least total is the least, over its
 * guesses, of the guess's total; a guess's total is its secrets plus its
 * parts' least totals.  Both split into jobs, once each job knows what
 * it may spend: a strategy found when the plan is made (deep_greedy(), the
 * first guess of weigh_candidates() at every set) totals H, so a guess of
 * total above H cannot be the set's best: each guess is wanted exactly
 * below H + 1 (or the set's own limit, the smaller), else a bound of at
 * least that is enough; and a part of a guess is wanted exactly below
 * that limit less the guess's other parts' bounds, for the guess to
 * reach it.  Each job is then independent of the others: its file says
 * its total or such a bound, and the merge makes each set's least total
 * and best guess (the first of least total, in weigh_candidates()' order, as
 * the single run picks it) from its guesses', each guess's from its
 * parts', and stores the sets in the memo, where the single run's
 * search finds them.
 */

#include <stdlib.h>
#include <string.h>

#include "internal.h"

/*
 * A set of at most this many secrets picks its greedy guess among its own
 * secrets: weighing every guess at each small set of the strategy would
 * take the plan minutes (Bulls and Cows of 5 digits: 30240 guesses).
 */
#define GREEDY_OWN	256

/*
 * Returns the guess of the least bound (search_candidate()'s, as
 * weigh_candidates() weighs it) among the secrets at a node that it allows, the
 * first of them if several tie, or SIZE_MAX if it allows none or memory
 * runs out.
 */
static size_t
own_guess(struct optimal *o, const struct node *at)
{
	uint64_t least = NONE;
	size_t best = SIZE_MAX;

	for (size_t s = 0; s < at->n; s++) {
		size_t guess = o->as_guess[at->secrets[s]];
		struct candidate c;

		if (!node_allows(o, at, guess))
			continue;
		if ((c = search_candidate(o, at, guess)).lower < least) {
			least = c.lower;
			best = guess;
		}
	}
	return best;
}

uint64_t
deep_greedy(struct optimal *o, const struct node *at)
{
	struct candidate *list;
	uint64_t total, rest;
	size_t count, best = SIZE_MAX;
	struct split sp;

	if (at->n < MEMO_SMALLEST)
		return search_solve(o, at, INF, &best);
	if (at->n <= GREEDY_OWN && at->depth == 0)
		best = own_guess(o, at);
	if (best == SIZE_MAX) {
		if ((list = weigh_candidates(o, at, INF, &count, &rest)) ==
		    NULL)
			return NONE;
		best = count > 0 ? list[0].guess : SIZE_MAX;
		free(list);
	}
	if (best == SIZE_MAX)
		return INF;
	if (split_guess(o, at, best, &sp) == -1) {
		split_free(&sp);
		return NONE;
	}
	total = at->n + split_ones(o, &sp);
	for (unsigned k = 0; k < sp.n && total < INF; k++) {
		struct node part = split_part(&sp, k, at);
		uint64_t got = part.n == at->n ? INF : deep_greedy(o, &part);

		total = got >= INF ? got : total + got;
	}
	split_free(&sp);
	return total;
}

/* Appends d to p's deep units.  Returns its index, or -1. */
static long
add_deep(struct optimal_plan *p, const struct deep *d)
{
	if (room_for_one((void **)&p->deeps, &p->deep_size, p->deep_count,
	    sizeof(*p->deeps)) == -1)
		return -1;
	p->deeps[p->deep_count] = *d;
	return (long)p->deep_count++;
}

static int	plan_guess(struct optimal *, struct optimal_plan *, size_t);
static int	make_set(struct optimal_plan *, size_t, char *, size_t);
static int	make_guess(struct optimal *, struct optimal_plan *, size_t);

/*
 * The limit a split set's guesses are wanted below: its own, or its
 * plan's strategy's total plus one if that is less.
 */
static uint64_t
guesses_limit(const struct deep *set)
{
	return set->greedy < set->limit ? set->greedy + 1 : set->limit;
}

/*
 * Makes deep set i a job if it is small enough or below its unit's own
 * set, else deals it by its guesses: those weigh_candidates() gives
 * below its limit, each wanted below
 * the least of that limit and a strategy's total plus one.  Returns 0,
 * or -1 if memory runs out or the search is stopped.
 */
static int
plan_set(struct optimal *o, struct optimal_plan *p, size_t i)
{
	struct deep d = p->deeps[i];
	struct candidate *list;
	uint64_t limit;
	size_t count;

	if (d.at.n <= p->unit_most || d.up != NO_UP) {
		p->deeps[i].state = DEEP_JOB;
		p->deeps[i].work = (uint64_t)d.at.n * d.at.n;
		return 0;
	}
	if ((d.greedy = deep_greedy(o, &d.at)) == NONE)
		return -1;
	limit = guesses_limit(&d);
	if ((list = weigh_candidates(o, &d.at, limit, &count, &d.rest)) == NULL)
		return -1;
	d.state = DEEP_SPLIT;
	d.from = (uint32_t)p->deep_count;
	d.count = (uint32_t)count;
	p->deeps[i] = d;
	for (size_t k = 0; k < count; k++) {
		struct deep g = { .at = d.at, .limit = limit,
		    .lower = list[k].lower, .up = (uint32_t)i, .top = d.top,
		    .guess = list[k].guess, .part = (uint32_t)k,
		    .kind = DEEP_GUESS };

		if (add_deep(p, &g) == -1) {
			free(list);
			return -1;
		}
	}
	free(list);
	for (size_t k = 0; k < count; k++)
		if (plan_guess(o, p, d.from + k) == -1)
			return -1;
	return 0;
}

/*
 * Makes deep guess i decided if its parts' bounds reach its limit, a job
 * if its parts are small enough, else deals it by its parts of
 * MEMO_SMALLEST secrets or more, each wanted below the limit less the
 * other parts' bounds.  Returns 0, or -1.
 */
static int
plan_guess(struct optimal *o, struct optimal_plan *p, size_t i)
{
	struct deep d = p->deeps[i];
	uint64_t lower[HINTS_MAX], sum, work = 0;
	size_t largest = 0;

	if (split_guess(o, &d.at, d.guess, &d.sp) == -1) {
		split_free(&d.sp);
		return -1;
	}
	sum = d.at.n + split_ones(o, &d.sp);
	for (unsigned k = 0; k < d.sp.n; k++) {
		struct node part = split_part(&d.sp, k, &d.at);

		lower[k] = bound_refine(o, &part);
		sum += lower[k];
		work += (uint64_t)part.n * part.n;
		largest = part.n > largest ? part.n : largest;
	}
	if (sum >= d.limit || largest <= p->unit_most) {
		split_free(&d.sp);
		memset(&d.sp, 0, sizeof(d.sp));
		d.state = sum >= d.limit ? DEEP_DECIDED : DEEP_JOB;
		d.known = d.state == DEEP_DECIDED;
		d.total = sum;
		d.work = work;
		p->deeps[i] = d;
		return 0;
	}
	d.state = DEEP_SPLIT;
	d.from = (uint32_t)p->deep_count;
	p->deeps[i] = d;
	for (unsigned k = 0; k < d.sp.n; k++) {
		struct deep s = { .at = split_part(&p->deeps[i].sp, k, &d.at),
		    .limit = d.limit - (sum - lower[k]), .lower = lower[k],
		    .up = (uint32_t)i, .top = d.top, .part = k,
		    .kind = DEEP_SET };

		if (s.at.n >= MEMO_SMALLEST && add_deep(p, &s) == -1)
			return -1;
	}
	p->deeps[i].count = (uint32_t)(p->deep_count - d.from);
	for (size_t k = d.from; k < d.from + p->deeps[i].count; k++)
		if (plan_set(o, p, k) == -1)
			return -1;
	return 0;
}

int
deep_plan(struct optimal *o, struct optimal_plan *p)
{
	for (size_t u = 0; p->unit_most > 0 && u < p->count; u++) {
		struct unit *un = &p->units[u];
		struct deep d = { .at = unit_node(p, un), .limit = INF,
		    .lower = 0, .up = NO_UP, .top = (uint32_t)u,
		    .kind = DEEP_SET };
		long at;

		if (un->n <= p->unit_most)
			continue;
		if ((at = add_deep(p, &d)) == -1)
			return -1;
		un->shard = NO_SHARD;
		un->deep = (uint32_t)at;
		if (plan_set(o, p, (size_t)at) == -1)
			return -1;
	}
	return 0;
}

void
deep_free(struct optimal_plan *p)
{
	for (size_t i = 0; i < p->deep_count; i++)
		if (p->deeps[i].kind == DEEP_GUESS &&
		    p->deeps[i].state == DEEP_SPLIT)
			split_free(&p->deeps[i].sp);
	free(p->deeps);
}

/* Returns the smaller of a and b. */
static uint64_t
least(uint64_t a, uint64_t b)
{
	return a < b ? a : b;
}

/*
 * Returns the limit below which deep job i is wanted exactly, from what
 * is known when it runs: the plan's, or less where the jobs solved
 * before it (this shard's, and those of the files read) rule out more.
 * A guess need not come in below a total a guess beside it has (or equal
 * it, after that guess in weigh_candidates()' order); a part of a guess need
 * not come in below what the guess's limit leaves it, its sister parts'
 * totals or bounds known.  Whatever the limit, what the job writes is
 * true: its total, or a bound on it; the merge decides each set from
 * what it then knows (make_set()).
 */
static uint64_t
known_limit(const struct optimal_plan *p, size_t i)
{
	const struct deep *d = &p->deeps[i], *u;
	uint64_t limit, cut;

	if (d->up == NO_UP)
		return d->limit;
	u = &p->deeps[d->up];
	limit = known_limit(p, d->up);
	if (d->kind == DEEP_GUESS) {
		limit = least(limit, guesses_limit(u));
		for (size_t k = u->from; k < u->from + u->count; k++)
			if (k != i && p->deeps[k].known && p->deeps[k].exact)
				limit = least(limit, p->deeps[k].total + (k > i));
		return least(limit, d->limit);
	}
	if (limit >= INF || d->limit >= INF || u->limit >= INF)
		return d->limit;
	cut = u->limit - d->limit;	/* the guess's secrets, the sisters'
					   bounds at the plan */
	for (size_t k = u->from; k < u->from + u->count; k++)
		if (k != i && p->deeps[k].known)
			cut += p->deeps[k].total - p->deeps[k].lower;
	return limit > cut ? least(limit - cut, d->limit) : 0;
}

/*
 * Solves deep job i of p, a set or a guess below its limit
 * (known_limit()), and writes it: RECORD_SET and the set's strategy
 * (strategy_write()), or RECORD_GUESS and its parts' strategies, or if
 * its total is not below the limit RECORD_SET_BOUND or
 * RECORD_GUESS_BOUND; it is then known to the jobs after it.  Returns 0,
 * or -1 if stopped or memory runs out.
 */
static int
deep_job(struct optimal *o, struct optimal_plan *p, size_t i,
    struct record_out *w)
{
	struct deep *d = &p->deeps[i];
	uint64_t limit = known_limit(p, i);
	struct candidate only = candidate_alone(d->lower, d->guess);
	uint64_t got;
	size_t best;

	/* searched as a root, its guesses in the ledger: the progress says
	   how far */
	if (limit <= d->lower)
		got = d->lower;
	else if (d->kind == DEEP_SET) {
		ledger_open(o, &d->at, NULL, 0);
		got = search_set(o, &d->at, limit, &best, SEARCH_ROOT);
	} else {
		ledger_open(o, &d->at, &only, 1);
		got = search_try(o, &d->at, &only, limit, SEARCH_ROOT, 0);
	}
	if (got == NONE || stopping(o))
		return -1;
	d->known = 1;
	d->total = got;
	d->exact = got < limit;
	if (d->kind == DEEP_SET && d->exact) {
		shard_record_write(w, RECORD_SET, (uint64_t[]){ i }, NULL);
		return strategy_write(o, &d->at, w);
	}
	if (d->kind == DEEP_SET) {
		shard_record_write(w, RECORD_SET_BOUND, (uint64_t[]){ i, got }, NULL);
		return 0;
	}
	shard_record_write(w, d->exact ? RECORD_GUESS : RECORD_GUESS_BOUND,
	    (uint64_t[]){ i, d->guess, got }, NULL);
	return d->exact ? strategy_write_parts(o, &d->at, d->guess, w) : 0;
}

/*
 * Makes deep unit i, dealt below, known from its deep units if they all
 * are (make_guess(), make_set(): as the merge makes it), and so on up
 * while each is; a set the files contradict stays unknown.  Returns 0, or
 * -1 if memory runs out.
 */
static int
learn_up(struct optimal *o, struct optimal_plan *p, size_t i)
{
	char why[256];

	for (; i != NO_UP; i = p->deeps[i].up) {
		struct deep *d = &p->deeps[i];
		int status;

		if (d->state != DEEP_SPLIT || d->known)
			continue;
		status = d->kind == DEEP_GUESS ? make_guess(o, p, i) :
		    make_set(p, i, why, sizeof(why));
		if (status == -1 && d->kind == DEEP_GUESS)
			return -1;
		if (status == -1 || !d->known) {
			d->known = 0;
			return 0;
		}
	}
	return 0;
}

int
deep_run(struct optimal *o, struct optimal_plan *p, unsigned shard,
    struct record_out *w, size_t *done, size_t jobs)
{
	/* what the files read before say of the units dealt below */
	for (size_t i = p->deep_count; i-- > 0;)
		if (p->deeps[i].state == DEEP_SPLIT && learn_up(o, p, i) == -1)
			return -1;
	for (size_t i = 0; i < p->deep_count; i++) {
		const struct deep *d = &p->deeps[i];

		if (d->state != DEEP_JOB || d->shard != shard)
			continue;
		if (deep_job(o, p, i, w) == -1 ||
		    learn_up(o, p, d->up) == -1)
			return -1;
		ledger_jobs(o, ++*done, jobs, 0);
	}
	return 0;
}

/*
 * Reads deep job i: RECORD_SET and its strategy, checked as a shard's
 * strategies are (strategy_read()), or RECORD_GUESS and its parts', or a
 * bound, which must reach the job's limit (a total below it is written
 * whole), stored in the memo as a fact of the set if it is a set's.
 * Returns 0, or -1 with why.
 */
static int
read_deep(struct reading *r, size_t i)
{
	static const enum record_kind sets[] = { RECORD_SET_BOUND, RECORD_SET },
	    guesses[] = { RECORD_GUESS_BOUND, RECORD_GUESS };
	struct deep *d = &r->p->deeps[i];
	int guess = d->kind == DEEP_GUESS, bounded;
	struct record rec;
	uint64_t *v = rec.v, sum = d->at.n;

	if (shard_record_read(r, guess ? guesses : sets, 2, &rec) == -1)
		return -1;
	d->line = *r->line;
	bounded = rec.kind == RECORD_SET_BOUND ||
	    rec.kind == RECORD_GUESS_BOUND;
	if (v[0] != i || (guess && v[1] != d->guess)) {
		snprintf(r->why, r->why_size, "%s:%u: expected '%s' of job %zu"
		    "%s (the shard's in order), found '%.40s'", r->name,
		    *r->line, guess ? bounded ? "guess-bound I GUESS LOWER" :
		    "guess I GUESS TOTAL" : bounded ? "set-bound I LOWER" :
		    "set I", i, guess ? ", its guess" : "", r->text);
		return -1;
	}
	d->file = r->name;
	d->exact = !bounded;
	d->known = 1;
	if (bounded) {
		d->total = v[guess ? 2 : 1];
		if (d->total < d->lower || d->total >= INF ||
		    d->total > bound_most(d->at.n, 0) + d->at.n) {
			snprintf(r->why, r->why_size, "%s:%u: a bound of %llu "
			    "for job %zu, whose bound at the plan is %llu",
			    r->name, d->line, (unsigned long long)d->total, i,
			    (unsigned long long)d->lower);
			return -1;
		}
		return guess || !r->seed ? 0 : strategy_merge(r, &d->at,
		    d->line, d->total, UINT32_MAX, 0);
	}
	if (!guess)
		return strategy_read(r, &d->at, 2, &d->total);
	if (strategy_read_parts(r, &d->at, d->guess, 2, d->line, &sum) == -1)
		return -1;
	if (sum != v[2]) {
		snprintf(r->why, r->why_size, "%s:%u: a total of %llu, but "
		    "guess %u's parts and the %zu secrets add up to %llu",
		    r->name, d->line, (unsigned long long)v[2], d->guess,
		    d->at.n, (unsigned long long)sum);
		return -1;
	}
	d->total = sum;
	return 0;
}

int
deep_read(struct reading *r, unsigned shard, size_t *done)
{
	for (size_t i = 0; i < r->p->deep_count; i++) {
		const struct deep *d = &r->p->deeps[i];

		if (d->state != DEEP_JOB || d->shard != shard)
			continue;
		if (read_deep(r, i) == -1)
			return -1;
		++*done;
	}
	return 0;
}

/*
 * Makes split set i's total from its guesses': the least exact total
 * below the limit its guesses had at the plan, with the first guess of
 * it in weigh_candidates()' order (the single run's pick), if every other
 * guess's total or bound rules that guess out (a job run with a limit
 * the jobs before it lowered may have stopped at a bound below the
 * plan's); else a bound, the least of them and of the bound of the
 * guesses left out.  Returns 0, or -1 with why if the files' bounds
 * deny the strategy the plan found.
 */
static int
make_set(struct optimal_plan *p, size_t i, char *why, size_t why_size)
{
	struct deep *d = &p->deeps[i];
	uint64_t limit = guesses_limit(d), best = UINT64_MAX, low = d->rest;
	size_t at = SIZE_MAX;
	int ruled_out = 1;

	for (size_t k = d->from; k < d->from + d->count; k++) {
		const struct deep *g = &p->deeps[k];

		if (!g->known)
			return 0;	/* a job missing: the merge searches */
		if (g->exact && g->total < best) {
			best = g->total;
			at = k;
		}
		low = g->total < low ? g->total : low;
	}
	for (size_t k = d->from; k < d->from + d->count; k++) {
		const struct deep *g = &p->deeps[k];

		if (!g->exact && (g->total < best || (g->total == best &&
		    k < at)))
			ruled_out = 0;
	}
	d->known = 1;
	if ((d->exact = best < limit && ruled_out)) {
		d->total = best;
		d->guess = p->deeps[at].guess;
		d->file = p->deeps[at].file;
		d->line = p->deeps[at].line;
		return 0;
	}
	d->total = low > d->lower ? low : d->lower;	/* both bounds */
	if (low > d->greedy) {
		snprintf(why, why_size, "the files give every guess at a set "
		    "of %zu secrets (below job %zu) a total of %llu or more, "
		    "but a strategy for it totals %llu: they are not the "
		    "search's", d->at.n, i, (unsigned long long)low,
		    (unsigned long long)d->greedy);
		return -1;
	}
	return 0;
}

/*
 * Makes split guess i's total from its parts': the secrets, the parts
 * of one, those of fewer than MEMO_SMALLEST solved here, and the deep
 * sets', exact if every one is.  Returns 0, or -1 if memory runs out.
 */
static int
make_guess(struct optimal *o, struct optimal_plan *p, size_t i)
{
	struct deep *d = &p->deeps[i];
	uint64_t sum = d->at.n + split_ones(o, &d->sp);
	int exact = 1;

	for (size_t k = d->from; k < d->from + d->count; k++)
		if (!p->deeps[k].known)
			return 0;
	for (unsigned k = 0; k < d->sp.n; k++) {
		struct node part = split_part(&d->sp, k, &d->at);

		if (part.n < MEMO_SMALLEST &&
		    (sum += strategy_small(o, &part)) >= INF)
			return -1;
	}
	for (size_t k = d->from; k < d->from + d->count; k++) {
		sum += p->deeps[k].total;
		exact &= p->deeps[k].exact;
	}
	d->known = 1;
	d->exact = exact;
	d->total = sum;
	d->file = p->deeps[d->from].file;
	d->line = p->deeps[d->from].line;
	return 0;
}

/*
 * Returns 1 with why if the files leave a unit dealt below not exact, a
 * job of it bounded but not ruled out (run with a limit from files the
 * merge was not given), else 0.
 */
static int
undecided(const struct optimal_plan *p, char *why, size_t why_size)
{
	for (size_t u = 0; u < p->count; u++) {
		const struct unit *un = &p->units[u];
		const struct deep *d;

		if (un->shard != NO_SHARD)
			continue;
		d = &p->deeps[un->deep];
		if (d->known && !d->exact) {
			snprintf(why, why_size, "the files leave the part of "
			    "%zu secrets (deep set %u) undecided: a job's "
			    "bound does not rule its guess out (its limit "
			    "lowered by files not given here)", d->at.n,
			    un->deep);
			return 1;
		}
	}
	return 0;
}

int
deep_make(struct optimal *o, struct optimal_plan *p, char *why,
    size_t why_size)
{
	struct reading r = { .o = o, .p = p, .seed = 1, .why = why,
	    .why_size = why_size };

	for (size_t i = p->deep_count; i-- > 0;) {
		struct deep *d = &p->deeps[i];

		if (d->state != DEEP_SPLIT)
			continue;
		if (d->kind == DEEP_GUESS ? make_guess(o, p, i) :
		    make_set(p, i, why, why_size))
			return -1;
		if (d->kind == DEEP_GUESS || !d->known || !d->exact)
			continue;
		r.name = d->file;
		if (strategy_merge(&r, &d->at, d->line, d->total, d->guess,
		    1) == -1)
			return -1;
		if (d->up == NO_UP) {
			p->units[d->top].total = d->total;
			p->units[d->top].exact = 1;
		}
	}
	return undecided(p, why, why_size);
}

uint64_t
deep_claim_solve(struct optimal *o, const struct deep *d)
{
	struct candidate only = candidate_alone(d->lower, d->guess);
	uint64_t limit = d->exact ? INF : d->total, got;
	size_t best;

	if (d->kind == DEEP_SET)
		got = search_solve(o, &d->at, limit, &best);
	else
		got = search_first(o, &d->at, &only, limit);
	if (got >= INF)
		return UINT64_MAX;
	return !d->exact && got >= d->total ? d->total : got;
}

void
deep_path(const struct optimal_plan *p, size_t i, struct optimal_job *job)
{
	const struct deep *d = &p->deeps[i];

	if (d->up != NO_UP)
		deep_path(p, d->up, job);
	if (d->kind == DEEP_GUESS && job->steps < OPTIMAL_DEPTH_MAX) {
		job->guess[job->steps] = d->guess;
		job->left[job->steps++] = 0;
	} else if (d->up != NO_UP && job->steps > 0)
		job->left[job->steps - 1] = d->at.n;
}
