/*
 * The optimal search's branch and bound (lib/optimal/, internal.h): the least
 * total of a set of secrets, its guesses tried in the order of their
 * bounds, the root's shared out to threads.
 */

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/threads.h"
#include "internal.h"

/*
 * The parts, below a node searched in threads, that are searched in
 * threads too (their guesses a share that threads out of work join,
 * the newest first, threads.h), at every depth: a thread that ran out of
 * parts or guesses to take would else wait for those still solving the
 * largest (Bulls and Cows: 1440 and 1260 secrets of 5040), or the
 * costliest, which is not always a large one (Wordle's crate: a part of
 * 113 secrets of 2315 holds 9.8 s of the 11.5 s of its search).
 */
#define SHARED_PART_SMALLEST 64

/* How to search a part of n secrets of a guess at a node searched how. */
static enum search
part_search(enum search how, size_t n)
{
	return how != SEARCH_ALONE && n >= SHARED_PART_SMALLEST ?
	    SEARCH_SHARED : SEARCH_ALONE;
}

/*
 * The parts of a guess tried are weighed before they are solved if they
 * hold this many times branches + 1 secrets or more (probe_parts()):
 * below, a weighing costs more than it spares.  Where that is more than
 * PROBE_PARTS_MOST (Wordle's marks have 238 hints), from
 * PROBE_PARTS_WIDE secrets on: every part of fewer than 238 answers is
 * bounded by 2n - 1 alone, far from its total.
 */
#define PROBE_PARTS	5
#define PROBE_PARTS_MOST	128
#define PROBE_PARTS_WIDE	32

/* The fewest secrets of a part probe_parts() weighs. */
static size_t
probe_smallest(const struct optimal *o)
{
	size_t n = PROBE_PARTS * ((size_t)o->branches + 1);

	return n <= PROBE_PARTS_MOST ? n : PROBE_PARTS_WIDE;
}

/*
 * Raises the bounds of the large parts of a guess (sp, their bounds
 * part_lower, their sum with the guess's secrets total), the largest
 * first, to their bound_split(), each one the memo knows nothing of,
 * and stores those in the memo, until the total reaches limit.  The
 * smaller parts, solved first, then have the budget the large ones leave
 * them, and a guess whose large parts cannot fit the limit is given up
 * before any part is solved.  Returns the new total, or NONE if memory
 * runs out or the search is stopped.
 */
static uint64_t
probe_parts(struct optimal *o, const struct node *at, const struct split *sp,
    uint64_t part_lower[], uint64_t total, uint64_t limit)
{
	unsigned depth = below(at->depth);	/* every part's */
	size_t smallest = probe_smallest(o);

	if (depth == 1 || depth == 2)	/* bound_small() and INF answer */
		return total;
	for (unsigned k = sp->n; k-- > 0 && total < limit;) {
		struct node part = split_part(sp, k, at);
		struct entry e;
		uint64_t hash, lower;

		if (part.n < smallest)
			break;	/* and every part before it */
		hash = memo_key(&part, part.depth);
		if (memo_find(o, part.secrets, part.n, part.depth, hash, &e))
			continue;	/* bound_refine() had it, weighed too */
		lower = bound_split(o, &part, limit - (total - part_lower[k]));
		if (lower == NONE)
			return NONE;
		memo_store(o, part.secrets, part.n, part.depth, hash, lower,
		    UINT32_MAX, 0);
		if (lower > part_lower[k]) {
			total += lower - part_lower[k];
			part_lower[k] = lower;
		}
	}
	return total;
}

/*
 * Returns c's bound at a node (its parts split in sp), each part's
 * bound in branches raised to what the memo knows of it, without
 * weighing a guess: at the root, where a shard's merge has put what the
 * shards learnt of the first guesses' parts, that decides most of them.
 */
static uint64_t
bound_from_memo(struct optimal *o, const struct node *at,
    const struct candidate *c, const struct split *sp, unsigned branches)
{
	uint64_t total = c->lower;

	for (unsigned k = 0; k < sp->n; k++) {
		struct node part = split_peek(sp, k, at);
		uint64_t lower = bound_in(part.n, part.depth, branches);
		struct entry e;

		if (part.n < MEMO_SMALLEST)
			continue;
		part = split_part(sp, k, at);
		if (memo_find(o, part.secrets, part.n, part.depth,
		    memo_key(&part, part.depth), &e) && e.lower > lower)
			total += e.lower - lower;
	}
	return total;
}

/*
 * Each part is solved with what the others leave of the limit, the
 * smallest first (the largest, the costliest, then has the tightest
 * budget; the large parts' bounds are their best splits',
 * probe_parts()).
 */
uint64_t
search_try(struct optimal *o, const struct node *at, const struct candidate *c,
    uint64_t limit, enum search how, size_t first)
{
	uint64_t total = c->lower, part_lower[HINTS_MAX];
	/* what c->lower counted on: its parts' bounds */
	unsigned branches = c->branches > 0 ? c->branches : o->branches;
	struct split sp;

	if (split_guess(o, at, c->guess, &sp) == -1) {
		split_free(&sp);
		return NONE;
	}
	if (first != SIZE_MAX) {	/* the root: facts may decide it */
		uint64_t known = bound_from_memo(o, at, c, &sp, branches);

		if (known >= limit) {
			split_free(&sp);
			return known;
		}
	}
	for (unsigned k = 0; k < sp.n; k++) {	/* cheap bounds first */
		struct node part = split_peek(&sp, k, at);

		if (bound_asks_memo(o, &part))	/* its key made */
			part = split_part(&sp, k, at);

		total -= bound_in(part.n, part.depth, branches);
		part_lower[k] = bound_refine(o, &part);
		total += part_lower[k];
	}
	total = probe_parts(o, at, &sp, part_lower, total, limit);
	if (total == NONE) {
		split_free(&sp);
		return NONE;
	}
	if (first != SIZE_MAX)
		ledger_parts(o, first, sp.n, 0, total);
	for (unsigned k = 0; k < sp.n && total < limit; k++) {
		struct node part = split_part(&sp, k, at);
		uint64_t got;
		size_t ignored;

		total -= part_lower[k];
		got = search_set(o, &part, limit - total, &ignored,
		    part_search(how, part.n));
		if (got == NONE) {
			total = NONE;
			break;
		}
		total += got;
		if (first != SIZE_MAX)	/* the parts after k: bounds still */
			ledger_parts(o, first, sp.n, k + 1, total);
	}
	split_free(&sp);
	return total;
}

/* The parts of one guess, solved by several threads. */
struct part_share {
	struct optimal *o;
	const struct node *at;
	const struct split *sp;
	enum search how;		/* of the node the guess is at */
	size_t next;			/* the next part to take */
	unsigned done;
	uint64_t total;
	uint64_t lower;			/* on the total, as parts are solved */
	size_t first;			/* in the root's ledger, or SIZE_MAX */
	pthread_mutex_t lock;
};

/* Solves parts of the share until none is left.  Returns 0, or -1 (NONE). */
static int
solve_shared_parts(void *arg)
{
	struct part_share *ps = arg;

	for (;;) {
		struct node part;
		uint64_t got;
		size_t ignored;
		size_t k;

		k = threads_take(&ps->lock, &ps->next);
		if (k >= ps->sp->n)
			break;
		/* the largest first, so that no thread waits on it at the end */
		part = split_part(ps->sp, (unsigned)(ps->sp->n - 1 - k), ps->at);
		got = search_set(ps->o, &part, INF, &ignored,
		    part_search(ps->how, part.n));
		if (got == NONE)
			return -1;
		pthread_mutex_lock(&ps->lock);
		ps->total += got;
		ps->done++;
		ps->lower += got - bound(ps->o, part.n, part.depth);
		if (ps->first != SIZE_MAX)
			ledger_parts(ps->o, ps->first, ps->sp->n, ps->done,
			    ps->lower);
		pthread_mutex_unlock(&ps->lock);
	}
	return 0;
}

/*
 * Returns the total of guess at a node, as search_try() with no limit,
 * solving its parts in o->threads threads.  first: as search_try()'s.
 */
static uint64_t
try_guess_in_threads(struct optimal *o, const struct node *at, size_t guess,
    enum search how, size_t first)
{
	struct part_share ps = { o, at, NULL, how, 0, 0, at->n, at->n, first,
	    PTHREAD_MUTEX_INITIALIZER };
	int status;
	struct split sp;

	if (split_guess(o, at, guess, &sp) == -1) {
		split_free(&sp);
		return NONE;
	}
	ps.sp = &sp;
	ps.total += split_ones(o, &sp);
	for (unsigned h = 0; h < o->hints; h++)
		if (h != o->win)
			ps.lower += bound(o, sp.size[h], below(at->depth));
	if (first != SIZE_MAX)
		ledger_parts(o, first, sp.n, 0, ps.lower);
	status = threads_run(o->threads, solve_shared_parts, &ps);
	split_free(&sp);
	return status != 0 ? NONE : ps.total;
}

struct candidate
search_candidate(struct optimal *o, const struct node *at, size_t guess)
{
	struct candidate c = candidate_alone(NONE, guess);
	struct split sp;

	if (split_guess(o, at, guess, &sp) == 0) {
		c.lower = at->n;
		c.possible = sp.size[o->win] > 0;
		for (unsigned h = 0; h < o->hints; h++)
			if (h != o->win)
				c.lower += bound(o, sp.size[h],
				    below(at->depth));
		c.lower = c.lower < INF ? c.lower : INF;
		c.order = c.lower;
	}
	split_free(&sp);
	return c;
}

/*
 * Returns the total of the first guess of candidate c at a node (the
 * root) if it is below limit, else a bound on it of at least limit, its
 * large parts solved in threads (o->threads); NONE if memory runs out or
 * the search is interrupted.  A shard's unit over first guesses
 * (shard.c).
 */
uint64_t
search_first(struct optimal *o, const struct node *at,
    const struct candidate *c, uint64_t limit)
{
	enum search how = o->threads > 1 ? SEARCH_SHARED : SEARCH_ALONE;

	if (limit >= INF && o->threads > 1)
		return try_guess_in_threads(o, at, c->guess, how, SIZE_MAX);
	return search_try(o, at, c, limit, how, SIZE_MAX);
}

/* The first guesses, weighed by several threads: the best so far. */
struct share {
	struct optimal *o;
	const struct node *at;
	const struct candidate *list;
	size_t count, next;		/* the next candidate to take */
	size_t done;
	uint64_t best;			/* the best total so far */
	size_t best_at;			/* its candidate, or count */
	uint64_t rest;			/* the least bound of those that
					   did not beat it */
	enum search how;		/* of the node */
	pthread_mutex_t lock;
};

/*
 * Takes candidates from the share in turn and tries each: a candidate
 * before the best so far needs only to tie it, one after to beat it, so
 * the winner is the first best candidate whatever the threads do.
 * Returns 0, or -1 (NONE).
 */
static int
weigh_shared(void *arg)
{
	struct share *sh = arg;

	for (;;) {
		size_t k;
		uint64_t limit, got;
		int better;

		pthread_mutex_lock(&sh->lock);
		k = sh->next++;
		limit = sh->best + (k < sh->best_at && sh->best_at < sh->count);
		pthread_mutex_unlock(&sh->lock);
		if (k >= sh->count || stopping(sh->o))
			break;
		if (sh->list[k].order >= limit && sh->how != SEARCH_ROOT) {
			/* sorted by order: no later one can beat the best */
			pthread_mutex_lock(&sh->lock);
			sh->rest = weigh_least_lower(sh->list + k,
			    sh->count - k,
			    sh->rest);
			sh->next = sh->count;
			pthread_mutex_unlock(&sh->lock);
			break;
		}
		if (sh->list[k].lower >= limit)	/* the root's ledger: each */
			got = sh->list[k].lower;
		else
			got = search_try(sh->o, sh->at, &sh->list[k], limit,
			    sh->how, sh->how == SEARCH_ROOT ? k : SIZE_MAX);
		if (got == NONE)
			return -1;
		pthread_mutex_lock(&sh->lock);
		better = got < sh->best || (got == sh->best &&
		    k < sh->best_at && sh->best_at < sh->count);
		if (better) {
			sh->best = got;
			sh->best_at = k;
		} else if (got < sh->rest)
			sh->rest = got;
		sh->done++;
		if (sh->how == SEARCH_ROOT)
			ledger_done(sh->o, k, got, better);
		pthread_mutex_unlock(&sh->lock);
		if (better && sh->how == SEARCH_ROOT)
			search_pin_best(sh->o);
	}
	return 0;
}

/*
 * Weighs the candidates of the node in o->threads threads.  Returns the
 * total like search_solve(), and its guess in *best; if none is below budget,
 * the least bound of theirs and rest's (the others' least bound).
 */
static uint64_t
weigh_in_threads(struct optimal *o, const struct node *at,
    const struct candidate *list, size_t count, uint64_t budget, size_t *best,
    enum search how, uint64_t rest)
{
	struct share sh = { o, at, list, count, 0, 0, budget, count, rest, how,
	    PTHREAD_MUTEX_INITIALIZER };
	int status;

	if (count > 0 && budget >= INF && o->threads > 1) {
		/* no bound to share yet: the first guess's parts in threads */
		uint64_t got = try_guess_in_threads(o, at, list[0].guess, how,
		    how == SEARCH_ROOT ? 0 : SIZE_MAX);

		if (got == NONE)
			return NONE;
		if (got < budget) {
			sh.best = got;
			sh.best_at = 0;
		}
		sh.next = sh.done = 1;
		if (how == SEARCH_ROOT) {
			ledger_done(o, 0, got, got < budget);
			search_pin_best(o);
		}
	}
	status = threads_run(o->threads, weigh_shared, &sh);
	if (status != 0 || stopping(o))
		return NONE;
	if (sh.best_at < count) {
		*best = list[sh.best_at].guess;
		return sh.best;
	}
	return sh.rest > budget ? sh.rest : budget;
}

/*
 * Returns the least total of the secrets at a node if it is below budget,
 * with an optimal guess in *best; else a bound on it of at least budget,
 * the smallest bound of a guess (INF: no strategy wins in the depth
 * left).  NONE if memory runs out or the search is interrupted.  how:
 * alone, or the candidates weighed in threads (enum search).
 */
uint64_t
search_node(struct optimal *o, const struct node *at, uint64_t budget,
    size_t *best, enum search how)
{
	struct candidate *list;
	uint64_t got, rest, limit = budget;
	size_t count;
	int top = how != SEARCH_ALONE;
	struct node here = *at;	/* with its parts' branches, once weighed */

	if ((got = bound_small(o, at, best)) != 0)
		return got;
	/* two guesses left win only if the first leaves parts of one, and
	   bound_small() found none */
	if (at->depth == 2)
		return INF;
	/* else a small set needs 2n + 1 at least (bound_small()) */
	if (at->n <= o->branches + 1 && budget <= 2 * at->n + 1 && !top)
		return 2 * at->n + 1;
	if ((list = weigh_branching(o, at, budget, &count, &rest,
	    &here.parts_branches)) == NULL)
		return NONE;
	if (bound_reweighing(o, at, here.parts_branches)) {
		/* its own guesses' bounds rise too, their order the same */
		free(list);
		here.branches = here.parts_branches;
		if ((list = weigh_candidates(o, &here, budget, &count,
		    &rest)) == NULL)
			return NONE;
	}
	at = &here;
	if (how == SEARCH_ROOT)
		ledger_open(o, at, list, count);
	if (top) {
		limit = weigh_in_threads(o, at, list, count, budget, best,
		    how, rest);
		count = 0;
	}
	for (size_t k = 0; k < count; k++) {
		if (list[k].order >= limit) {	/* and every one after it */
			rest = weigh_least_lower(list + k, count - k, rest);
			break;
		}
		if (list[k].lower >= limit) {	/* its own branches' bound */
			rest = list[k].lower < rest ? list[k].lower : rest;
			continue;
		}
		got = search_try(o, at, &list[k], limit, SEARCH_ALONE,
		    SIZE_MAX);
		if (got == NONE || stopping(o)) {
			limit = NONE;
			break;
		}
		if (got < limit) {
			limit = got;
			*best = list[k].guess;
		} else if (got < rest)
			rest = got;
	}
	free(list);
	if (limit < budget || limit == NONE || top)
		return limit;
	return rest;
}

/*
 * Returns the least total of the secrets at a node within its depth if
 * the guess the memo holds for them without the depth (their total then
 * unlimited, bound_unlimited()'s) makes that total within the depth too,
 * with that guess in *best; else 0, or NONE.  That guess is then the one
 * the search within the depth would play: the guesses before it in the
 * order (the same with a depth, but for those it puts out of reach)
 * total more than unlimited without the depth, so more within it.
 */
static uint64_t
search_as_unlimited(struct optimal *o, const struct node *at,
    uint64_t unlimited, size_t *best, enum search how)
{
	struct candidate c;
	struct entry e;
	uint64_t got;

	if (at->depth == 0 || unlimited == 0 || !memo_find(o, at->secrets,
	    at->n, 0, memo_key(at, 0), &e) || !e.exact)
		return 0;
	c = search_candidate(o, at, e.guess);
	if (c.lower >= INF)		/* NONE too: split_guess() failed */
		return c.lower == NONE ? NONE : 0;
	got = search_try(o, at, &c, unlimited + 1, how, SIZE_MAX);
	if (got != unlimited)
		return got == NONE ? NONE : 0;
	*best = e.guess;
	return got;
}

/* search_node() behind the cases that need no search and the memo. */
uint64_t
search_set(struct optimal *o, const struct node *at, uint64_t budget,
    size_t *best, enum search how)
{
	uint64_t lower, hash = 0, got;
	struct entry e;

	if (stopping(o))
		return NONE;
	if (at->n <= 2 || at->depth == 1) {
		*best = o->as_guess[at->secrets[0]];
		if (at->n == 1)
			return 1;
		return at->depth == 1 ? INF : 3;
	}
	if ((lower = bound_below(o, at, at->n, at->depth)) >= budget)
		return lower;
	if (at->n >= MEMO_SMALLEST) {
		hash = memo_key(at, at->depth);
		if (memo_find(o, at->secrets, at->n, at->depth, hash, &e)) {
			if (e.exact) {
				*best = e.guess;
				return e.lower;
			}
			if (e.lower >= budget)
				return e.lower;
		}
		if ((lower = bound_unlimited(o, at)) >= budget)
			return lower;
		got = how == SEARCH_ROOT ? 0 : search_as_unlimited(o, at,
		    lower, best, how);
		if (got != 0) {
			if (got != NONE && !stopping(o))
				memo_store(o, at->secrets, at->n, at->depth,
				    hash, got, *best, 1);
			return got;
		}
	}
	got = search_node(o, at, budget, best, how);
	/* *best is set only for a total below budget: no guess for a bound */
	if (got != NONE && at->n >= MEMO_SMALLEST && !stopping(o))
		memo_store(o, at->secrets, at->n, at->depth, hash, got,
		    got < budget ? *best : UINT32_MAX, got < budget);
	return got;
}

/* search_set() alone, as every node below the root's is searched. */
uint64_t
search_solve(struct optimal *o, const struct node *at, uint64_t budget,
    size_t *best)
{
	return search_set(o, at, budget, best, SEARCH_ALONE);
}

/*
 * Returns the least total of the secrets at a node (the root) among the
 * strategies that play guess first, its parts solved in threads; INF if
 * none wins in the depth, NONE if memory runs out or interrupted.
 */
uint64_t
search_opening(struct optimal *o, const struct node *at, size_t guess)
{
	struct candidate only = candidate_alone(bound(o, at->n, at->depth),
	    guess);
	uint64_t got;

	ledger_open(o, at, &only, 1);
	got = try_guess_in_threads(o, at, guess, SEARCH_ROOT, 0);
	if (got != NONE && got < INF) {
		ledger_done(o, 0, got, 1);
		search_pin_best(o);
	}
	return got;
}

static void	pin_strategy(struct optimal *, const struct node *, size_t,
		    uint16_t);

/*
 * Pins the memo's entry of the set at a node with generation tag, and
 * those of the sets below it on its strategy, each part's exact entry's
 * guess: memo_tidy() keeps them.  A set not in the memo is solved again.
 */
static void
pin_node(struct optimal *o, const struct node *at, uint16_t tag)
{
	size_t best;

	if (at->n < MEMO_SMALLEST || at->depth == 1 ||
	    search_solve(o, at, INF, &best) >= INF)	/* or NONE: stopped */
		return;
	memo_pin(o, at, at->depth, tag);
	pin_strategy(o, at, best, tag);
}

/*
 * Pins the memo's entries of the sets below a node on the strategy that
 * plays guess there with generation tag, for memo_tidy() to keep while
 * o->pin_floor is tag or older (a set not in the memo is solved again).
 */
static void
pin_strategy(struct optimal *o, const struct node *root, size_t guess,
    uint16_t tag)
{
	struct split sp;

	if (split_guess(o, root, guess, &sp) == 0)
		for (unsigned k = 0; k < sp.n; k++) {
			struct node part = split_part(&sp, k, root);

			pin_node(o, &part, tag);
		}
	split_free(&sp);
}

/*
 * Returns the next generation of the pins (never 0), under l->pinning.
 */
static uint16_t
next_tag(struct optimal *o)
{
	if (++o->pin_top == 0)
		o->pin_top = 1;
	return o->pin_top;
}

void
search_pin_best(struct optimal *o)
{
	struct ledger *l = o->ledger;
	size_t best, pinned;

	if (l == NULL)
		return;
	pthread_mutex_lock(&l->pinning);
	pthread_mutex_lock(&l->lock);
	best = l->best_at < l->count ? l->best_at : SIZE_MAX;
	pinned = l->pinned;
	pthread_mutex_unlock(&l->lock);
	if (best != pinned && best != SIZE_MAX) {
		/*
		 * The new strategy's sets pinned with a new generation, then
		 * the floor raised to it: the old one's are forgotten as any
		 * other, and no count can fall out of balance with a set
		 * that was not in the memo when it was pinned.
		 */
		uint16_t tag = next_tag(o);

		pin_strategy(o, &l->root, l->first[best].guess, tag);
		atomic_store(&o->pin_floor, tag);
		pthread_mutex_lock(&l->lock);
		l->pinned = best;
		pthread_mutex_unlock(&l->lock);
	}
	pthread_mutex_unlock(&l->pinning);
}

int
root_start(struct optimal *o, struct root *r, const uint32_t *secrets,
    size_t n, uint64_t played, const struct group *fixing,
    const uint64_t *hard)
{
	uint64_t *bits;

	r->group = malloc(sizeof(*r->group) + o->words * sizeof(*bits));
	r->at = (struct node){ secrets, n, 0, r->group, NULL, 0, 0, 0, NULL };
	if (r->group == NULL)
		return -1;
	if (fixing != NULL)
		*r->group = *fixing;
	else
		group_start(r->group, o->length, played);
	if (!o->hard)
		return 0;
	bits = (uint64_t *)(r->group + 1);
	if (hard != NULL)
		memcpy(bits, hard, o->words * sizeof(*bits));
	else
		memset(bits, 0xff, o->words * sizeof(*bits));
	bits[o->words - 1] &= ((uint64_t)1 << (o->guesses % 64)) - 1;
	r->at.allowed = bits;
	r->at.key = weigh_hash_bits(bits, o->words);
	return 0;
}

void
root_free(struct root *r)
{
	free(r->group);
	r->group = NULL;
}

int
search_last_try(const struct optimal *o, const struct node *at, size_t guess)
{
	return at->n == 1 && o->as_guess[at->secrets[0]] == guess;
}

/* The most secrets of a set a stopped search solves before it plays it. */
#define ANSWER_SOLVE_MOST 32

size_t
search_answer(struct optimal *o, const struct node *at)
{
	struct node any = *at;
	struct candidate *list;
	size_t best = SIZE_MAX, count;
	uint64_t rest;
	struct entry e;

	if (at->n >= MEMO_SMALLEST && memo_find(o, at->secrets, at->n,
	    at->depth, memo_key(at, at->depth), &e) &&
	    e.exact)
		return e.guess;
	/*
	 * A set small enough to solve at once: as many secrets as one guess
	 * can tell apart, but no more than ANSWER_SOLVE_MOST (Wordle's
	 * marks tell 238 apart, and solving each set of 238 secrets against
	 * 12972 guesses is a search of its own, minutes where a stop is to
	 * answer at once).
	 */
	if (at->n <= o->branches + 1 && at->n <= ANSWER_SOLVE_MOST &&
	    search_solve(o, at, INF, &best) < INF)
		return best;
	for (;;) {	/* in the depth left, else in any */
		if ((list = weigh_candidates(o, &any, INF, &count, &rest)) ==
		    NULL)
			return SIZE_MAX;
		best = count > 0 ? list[0].guess : SIZE_MAX;
		free(list);
		if (count > 0 || any.depth == 0)
			return best;
		any.depth = 0;
	}
}
