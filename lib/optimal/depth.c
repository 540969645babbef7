/*
 * The optimal search's goals worst and depth (lib/optimal/,
 * internal.h): the
 * fewest guesses that always win, by a depth-first search without totals.
 */

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../codes/space.h"
#include "internal.h"

/* A guess that might win within the depth, and its largest part. */
struct option {
	uint32_t largest, parts;
	uint32_t guess;
};

/* The order options are tried in: smallest largest part, most parts. */
static int
by_largest(const void *a, const void *b)
{
	const struct option *x = a, *y = b;

	if (x->largest != y->largest)
		return x->largest < y->largest ? -1 : 1;
	if (x->parts != y->parts)
		return x->parts > y->parts ? -1 : 1;
	return x->guess < y->guess ? -1 : x->guess > y->guess;
}

/*
 * Returns guess as an option, its largest part but the win and its number
 * of parts from its part sizes in part (zeroed after).
 */
static struct option
largest_part(const struct optimal *o, size_t guess, uint16_t *part)
{
	struct option op = { 0, 0, (uint32_t)guess };

	for (unsigned h = 0; h < o->hints; h++) {
		op.parts += part[h] > 0;
		if (h != o->win && part[h] > op.largest)
			op.largest = part[h];
	}
	memset(part, 0, o->hints * sizeof(*part));
	return op;
}

/*
 * Returns 1 if every part of guess at a node can be won within the depth
 * left after it, 0 if one cannot, -1 if memory runs out or interrupted.
 */
int
depth_parts_feasible(struct optimal *o, const struct node *at, size_t guess)
{
	struct split sp;
	int result = 1;

	if (split_guess(o, at, guess, &sp) == -1) {
		split_free(&sp);
		return -1;
	}
	for (unsigned k = sp.n; k > 0 && result == 1; k--) {
		/* the largest first: the likeliest to fail */
		struct node part = split_part(&sp, k - 1, at);
		size_t ignored;

		result = depth_feasible(o, &part, &ignored);
	}
	split_free(&sp);
	return result;
}

/*
 * Returns the guesses at a node whose parts all fit the depth left after
 * them (one of each orbit of the symmetries), in the order they are tried
 * (by_largest()); *count gets how many.  NULL if memory runs out.
 */
static struct option *
options(const struct optimal *o, const struct node *at, size_t *count)
{
	struct option *list = malloc(o->guesses * sizeof(*list));
	uint16_t *counts = calloc(weigh_block(o) * o->stride, sizeof(*counts));
	uint64_t room = bound_capacity(o, at->depth - 1);
	uint32_t guesses[BLOCK];
	struct playable p;

	*count = 0;
	if (list == NULL || counts == NULL || playable_make(o, at, &p) == -1) {
		free(list);
		free(counts);
		return NULL;
	}
	for (size_t from = 0; from < p.count; from += weigh_block(o)) {
		size_t block = p.count - from < weigh_block(o) ?
		    p.count - from : weigh_block(o);

		weigh_count_playable(o, at, &p, from, block, counts, guesses);
		for (size_t k = 0; k < block; k++) {
			struct option op = largest_part(o, guesses[k],
			    counts + k * o->stride);

			if (op.largest < at->n && op.largest <= room &&
			    (!o->symmetric || smallest_in_orbit(at->group,
			    space_code(o->guess_space, guesses[k]), o->length,
			    o->colours_all)))
				list[(*count)++] = op;
		}
	}
	free(counts);
	playable_free(&p);
	qsort(list, *count, sizeof(*list), by_largest);
	return list;
}

/*
 * Returns 1 if some strategy wins against every secret at a node within
 * at->depth guesses (1 or more), 0 if none does, -1 if memory runs out or
 * the search is interrupted; *best gets the guess that wins.  The guesses
 * whose parts all fit the depth left are tried, smallest largest part
 * first, then most parts, then the smallest code, until one wins.
 */
int
depth_feasible(struct optimal *o, const struct node *at, size_t *best)
{
	uint64_t hash = 0;
	struct option *list;
	size_t count;
	struct entry e;
	int result = 0;

	if (stopping(o))
		return -1;
	*best = o->as_guess[at->secrets[0]];
	if (at->n <= 1 || at->depth == 1)
		return at->n <= 1;
	if (at->n == 2 || at->n > bound_capacity(o, at->depth))
		return at->n == 2;
	if (at->n >= MEMO_SMALLEST) {
		hash = memo_key(at, at->depth + MEMO_FEASIBLE);
		if (memo_find(o, at->secrets, at->n, at->depth + MEMO_FEASIBLE,
		    hash, &e)) {
			*best = e.guess;
			return (int)e.lower;
		}
	}
	if (at->depth == 2 && !o->consistent) {
		/* a guess that leaves parts of one, the first: the one the
		   order below puts first (they tie but for their code) */
		size_t g = weigh_perfect_split(o, at);

		result = g != SIZE_MAX;
		*best = result ? g : *best;
		goto store;
	}
	if ((list = options(o, at, &count)) == NULL)
		return -1;
	for (size_t k = 0; k < count && result == 0; k++) {
		if (at->secrets == o->asking_of)	/* the root's progress */
			ledger_ruled_out(o, k, count);
		result = list[k].largest <= 1 ? 1 :
		    depth_parts_feasible(o, at, list[k].guess);
		*best = list[k].guess;
	}
	free(list);
store:
	if (result >= 0 && at->n >= MEMO_SMALLEST)
		memo_store(o, at->secrets, at->n, at->depth + MEMO_FEASIBLE,
		    hash, (uint64_t)result, *best, 1);
	return result;
}

/*
 * Returns the fewest guesses that always win against the secrets at a
 * node (its depth is set to each in turn), or 0 if none up to
 * OPTIMAL_DEPTH_MAX (or interrupted).
 */
unsigned
depth_fewest(struct optimal *o, struct node *at)
{
	for (unsigned d = 1; d <= OPTIMAL_DEPTH_MAX; d++) {
		size_t guess;
		int result;

		at->depth = d;
		ledger_depth(o, d);
		o->asking_of = at->secrets;
		result = depth_feasible(o, at, &guess);
		o->asking_of = NULL;
		if (result != 0)
			return result == 1 ? d : 0;
	}
	return 0;
}

/*
 * What a walk of a strategy through the memo finds: the most guesses a
 * game takes, and the secrets found only after a number of guesses.
 */
struct reach {
	unsigned most;		/* guesses of the longest game */
	unsigned within;	/* a number of guesses, */
	uint64_t missed;	/* and the secrets found after it */
};

/* Counts in r secrets found with guess number number. */
static void
reach_found(struct reach *r, unsigned number, uint64_t secrets)
{
	if (number > r->most)
		r->most = number;
	if (number > r->within)
		r->missed += secrets;
}

static int reach_opening(struct optimal *o, const struct node *at,
    size_t guess, unsigned number, struct reach *r);

/*
 * Walks into r the strategy of goal average at a node of any depth, the
 * memo's (every set on it was solved exactly on the way there), its
 * first guess number number.  Returns 0, or -1 if memory runs out or the
 * search is interrupted.
 */
static int
reach_strategy(struct optimal *o, const struct node *at, unsigned number,
    struct reach *r)
{
	size_t guess;

	if (at->n == 1) {
		reach_found(r, number, 1);
		return 0;
	}
	if (search_solve(o, at, INF, &guess) == NONE)
		return -1;
	return reach_opening(o, at, guess, number, r);
}

/*
 * Walks into r the strategy that opens with guess, guess number number,
 * at a node and then plays what the memo knows.  Returns 0, or -1 if
 * memory runs out or the search is interrupted.
 */
static int
reach_opening(struct optimal *o, const struct node *at, size_t guess,
    unsigned number, struct reach *r)
{
	struct split sp;
	int status = 0;

	if (split_guess(o, at, guess, &sp) == -1) {
		split_free(&sp);
		return -1;
	}
	reach_found(r, number, sp.size[o->win]);
	reach_found(r, number + 1, split_ones(o, &sp));
	for (unsigned k = 0; k < sp.n && status == 0; k++) {
		struct node part = split_part(&sp, k, at);

		status = reach_strategy(o, &part, number + 1, r);
	}
	split_free(&sp);
	return status;
}

unsigned
depth_opening(struct optimal *o, const struct node *at, size_t guess)
{
	struct reach r = { 0, UINT_MAX, 0 };

	return reach_opening(o, at, guess, 1, &r) == -1 ? 0 : r.most;
}

uint64_t
optimal_missed(struct optimal *o, const uint32_t *secrets, size_t n,
    uint64_t played, const uint64_t *hard, size_t guess, unsigned within)
{
	struct root root = { .group = NULL };
	struct reach r = { 0, within, 0 };
	int status = -1;

	if (n > 0 && root_start(o, &root, secrets, n, played, NULL, hard) == 0)
		status = reach_opening(o, &root.at, guess, 1, &r);
	root_free(&root);
	return status == -1 ? UINT64_MAX : r.missed;
}

uint64_t
depth_average(struct optimal *o, const struct node *at, size_t *best,
    uint64_t *any_total)
{
	struct node any = *at;
	uint64_t total;
	unsigned most;

	any.depth = 0;
	*any_total = total = search_node(o, &any, INF, best, SEARCH_ROOT);
	if (total == NONE || total >= INF)
		return total;
	if ((most = depth_opening(o, &any, *best)) == 0)	/* its guess */
		return NONE;
	return most <= at->depth ? total : INF;
}
