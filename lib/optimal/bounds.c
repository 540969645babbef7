/*
 * The optimal search's lower bounds (lib/optimal/, internal.h): what no
 * strategy can beat for a set of secrets, from its size and depth alone,
 * from the small sets' shapes, from its best split one guess deep, or
 * from the memo.
 */

#include <stdlib.h>

#include "internal.h"

uint64_t
bound_most(uint64_t n, unsigned depth)
{
	return depth != 0 ? n * depth : n * (n + 1) / 2;
}

/* Returns how many secrets depth guesses can tell apart at most. */
uint64_t
bound_capacity(const struct optimal *o, unsigned depth)
{
	uint64_t total = 0, room = 1;

	for (unsigned level = 1; level <= depth && total < INF; level++) {
		total += room;
		room = room < INF ? room * o->branches : INF;
	}
	return total < INF ? total : INF;
}

/*
 * Counts the parts of guess at a node of one secret, two, and more: by
 * the secrets' hints, in time of the secrets, not of the hints (a node
 * here has few of them).
 */
static void
part_sizes(const struct optimal *o, const struct node *at, size_t guess,
    unsigned sizes[3])
{
	uint32_t parts[HINTS_MAX];

	for (size_t i = 0; i < at->n; i++)
		parts[table_hint(o, guess, at->secrets[i])] = 0;
	for (size_t i = 0; i < at->n; i++)
		parts[table_hint(o, guess, at->secrets[i])]++;
	sizes[0] = sizes[1] = sizes[2] = 0;
	for (size_t i = 0; i < at->n; i++) {
		unsigned h = table_hint(o, guess, at->secrets[i]);

		if (h != o->win && parts[h] > 0)
			sizes[parts[h] > 3 ? 2 : parts[h] - 1]++;
		parts[h] = 0;	/* a part counted once */
	}
}

/*
 * Returns the least total of a node of at most branches + 1 secrets when
 * it is one of these, with the guess that by_bound() puts first among the
 * best in *best, else 0.  No set has less than 2n - 1 (a guess finds one
 * secret, the others take two guesses or more): a secret that splits the
 * rest into parts of one has it.  Else no set has less than 2n, had by a
 * secret that leaves one pair and parts of one (depth 3) or any guess
 * that leaves parts of one (depth 2; not with o->consistent, where the
 * guesses are the secrets); the possible first.  If none of these is,
 * the set needs 2n + 1 at least: a secret as a guess leaves at most
 * n - 3 parts, any other guess at most n - 1.
 */
uint64_t
bound_small(const struct optimal *o, const struct node *at, size_t *best)
{
	size_t pair = SIZE_MAX, perfect;
	unsigned sizes[3];

	/* past its branches + 2, no guess leaves a pair and parts of one */
	if (at->n > o->branches + 1 || at->n > node_branches(o, at) + 2 ||
	    at->depth == 1)
		return 0;
	for (size_t i = 0; i < at->n; i++) {
		size_t g = o->as_guess[at->secrets[i]];

		part_sizes(o, at, g, sizes);
		if (sizes[1] == 0 && sizes[2] == 0) {
			*best = g;
			return 2 * at->n - 1;
		}
		if (pair == SIZE_MAX && sizes[1] == 1 && sizes[2] == 0)
			pair = g;
	}
	if (pair != SIZE_MAX && at->depth != 2) {
		*best = pair;
		return 2 * at->n;
	}
	if (!o->consistent &&
	    (perfect = weigh_perfect_split(o, at)) != SIZE_MAX) {
		*best = perfect;
		return 2 * at->n;
	}
	return 0;
}

/*
 * Returns what the memo knows of the least total of the secrets at a node
 * with no limit on the guesses, which a total within the node's depth
 * cannot beat (goal worst after goal average's search), or 0.
 */
uint64_t
bound_unlimited(struct optimal *o, const struct node *at)
{
	struct entry e;

	if (at->depth == 0 || at->n < MEMO_SMALLEST || !memo_find(o,
	    at->secrets, at->n, 0, memo_key(at, 0), &e))
		return 0;
	return e.lower;
}

/*
 * Returns a lower bound on the total of the secrets at a node, at least
 * bound(): 2n - 1 or 2n for a small set (see bound_small()), or what the
 * memo knows; within a depth, what it knows of the set without the depth
 * if more.
 */
uint64_t
bound_refine(struct optimal *o, const struct node *at)
{
	uint64_t lower = bound_below(o, at, at->n, at->depth), unlimited;
	struct entry e;

	if (lower >= INF)
		return lower;
	unlimited = bound_unlimited(o, at);
	/* past its branches + 1, bound_below() is 2n or more already */
	if (at->n <= node_branches(o, at) + 1 && at->n > 2 &&
	    at->depth != 1) {
		/* no secret splits the others apart: 2n - 1 else */
		if (unlimited >= 2 * at->n)
			return unlimited;
		for (size_t i = 0; i < at->n; i++)
			if (splits_perfectly(o, at,
			    o->as_guess[at->secrets[i]]))
				return 2 * at->n - 1;
		lower = 2 * at->n;
	} else if (at->n >= MEMO_SMALLEST && memo_find(o, at->secrets,
	    at->n, at->depth, memo_key(at, at->depth), &e) &&
	    e.lower > lower)
		lower = e.lower;
	return unlimited > lower ? unlimited : lower;
}

int
bound_asks_memo(const struct optimal *o, const struct node *at)
{
	/* smaller sets have their bounds from their secrets, but for what
	   the memo knows of them without the depth */
	return at->n >= MEMO_SMALLEST && (at->n > node_branches(o, at) + 1 ||
	    at->depth > 0);
}

/* The fewest secrets at a node worth weighing again (below). */
#define REWEIGH_SMALLEST	100

/*
 * Returns 1 if a node whose guesses have at most branches parts (fewer
 * than its bounds counted on: node_branches()) is worth weighing again
 * with that many: a part's bound rises only past branches + 1 secrets,
 * so where a guess of even parts leaves parts no larger (n at most
 * branches (branches + 1)), nothing would.
 */
int
bound_reweighing(const struct optimal *o, const struct node *at,
    unsigned branches)
{
	return branches > 0 && branches < node_branches(o, at) &&
	    at->n >= REWEIGH_SMALLEST &&
	    at->n > (size_t)branches * (branches + 1);
}

/*
 * Returns the least total the secrets at a node can have by the split of
 * their best guess one guess deep: the least bound of any guess there
 * (weigh_candidates()), as every strategy opens with some guess and totals no
 * less than its bound; weighed again with the most parts a guess has
 * there, where that is worth it (the set's own branches bound it).  A
 * bound of budget or more stands for any larger: the guesses' bounds are
 * not all sought then.  NONE if memory runs out or the search is stopped.
 */
uint64_t
bound_split(struct optimal *o, const struct node *at, uint64_t budget)
{
	struct candidate *list;
	struct node here = *at;
	size_t count;
	unsigned branches = 0;
	uint64_t rest, lower;

	if ((list = weigh_branching(o, at, budget, &count, &rest,
	    &branches)) == NULL)
		return NONE;
	lower = weigh_least_lower(list, count, rest);
	free(list);
	if (lower >= budget || !bound_reweighing(o, at, branches))
		return lower;
	here.branches = branches;
	if ((list = weigh_candidates(o, &here, budget, &count, &rest)) == NULL)
		return NONE;
	lower = weigh_least_lower(list, count, rest);
	free(list);
	return lower;
}
