/*
 * The best guesses at a position, each with its exact total (optimal.h,
 * optimal_rank()): the root's candidates weighed in the search's order,
 * each against the top-th best total found so far.
 */

#include <stdlib.h>
#include <string.h>

#include "../codes/symmetry.h"
#include "optimal.h"
#include "internal.h"

/*
 * Puts guess with total into rows (*found of them, at most top, sorted by
 * total; a tie after the rows already there).  Returns the total of the
 * row it pushed out, or its own if rows are full of better ones, or
 * UINT64_MAX: every guess not in the rows has at least that total.
 */
static uint64_t
keep_row(struct optimal_ranked *rows, size_t *found, size_t top,
    size_t guess, uint64_t total)
{
	size_t at = *found;
	uint64_t out = UINT64_MAX;

	while (at > 0 && rows[at - 1].total > total)
		at--;
	if (at >= top)
		return total;
	if (*found < top)
		++*found;
	else
		out = rows[top - 1].total;
	memmove(&rows[at + 1], &rows[at], (*found - 1 - at) * sizeof(*rows));
	rows[at] = (struct optimal_ranked){ guess, total, 0, 1 };
	return out;
}

/* Lowers *rest to total if it is less. */
static void
lower_rest(uint64_t *rest, uint64_t total)
{
	if (total < *rest)
		*rest = total;
}

/*
 * The limit a guess's total must stay under to be ranked: one past the
 * top-th best, so that a tie with it is still found exactly.
 */
static uint64_t
rank_limit(const struct optimal_ranked *rows, size_t found, size_t top)
{
	return found < top ? INF : rows[top - 1].total + 1;
}

/*
 * Weighs the count candidates of list at a node in order into rows,
 * while their bounds can still reach them.  Sets r's weighed and rest.
 * Returns 0, or -1 if memory ran out or the search was stopped.
 */
static int
weigh_ranks(struct optimal *o, const struct node *at,
    const struct candidate *list, size_t count, size_t top,
    struct optimal_ranked *rows, struct optimal_ranking *r)
{
	for (size_t k = 0; k < count; k++) {
		uint64_t limit = rank_limit(rows, r->rows, top), got;

		if (list[k].order >= limit) {	/* and every one after it */
			lower_rest(&r->rest, least_lower(list + k, count - k,
			    INF));
			return 0;
		}
		if (list[k].lower >= limit) {	/* its own branches' bound */
			lower_rest(&r->rest, list[k].lower);
			continue;
		}
		if ((got = solve_guess(o, at, &list[k], limit)) == NONE ||
		    stopping(o)) {
			lower_rest(&r->rest, list[k].lower);
			return -1;
		}
		r->weighed++;
		ledger_done(o, k, got, got < limit && (r->rows == 0 ||
		    got < rows[0].total));
		if (got >= INF || got >= limit)
			lower_rest(&r->rest, got);
		else
			lower_rest(&r->rest, keep_row(rows, &r->rows, top,
			    list[k].guess, got));
	}
	return 0;
}

/*
 * Ranks the guesses at a node with one guess left (its parts would be
 * searched at any depth, 0): the secret itself if it is alone and a
 * guess, total 1; no other wins.  Returns 0.
 */
static int
last_try(const struct optimal *o, const struct node *at,
    struct optimal_ranked *rows, struct optimal_ranking *r)
{
	if (at->n == 1 && o->as_guess[at->secrets[0]] != UINT32_MAX &&
	    node_allows(at, o->as_guess[at->secrets[0]])) {
		rows[0] = (struct optimal_ranked){ o->as_guess[at->secrets[0]],
		    1, 1, 1 };
		r->rows = r->weighed = 1;
	} else
		r->rest = INF;
	return 0;
}

/* Sets the worst case of each of the rows found at a node. */
static void
worst_cases(struct optimal *o, const struct node *at,
    struct optimal_ranked *rows, size_t found)
{
	for (size_t i = 0; i < found; i++)
		rows[i].worst = opening_depth(o, at, rows[i].guess);
}

/*
 * Sets up the root at of a ranking at position depth (optimal_rank()):
 * its group (group, room for o->words more words), guesses allowed and
 * depth.  Returns 0, or -1 if no strategy wins within the try limit.
 */
static int
rank_root(struct optimal *o, struct node *at, struct group *group,
    uint64_t played, const struct group *fixing, const uint64_t *hard,
    unsigned depth)
{
	o->none_within = 0;	/* of this search alone */
	if (o->tries > 0 && depth > o->tries) {
		o->none_within = o->tries;
		return -1;
	}
	if (fixing != NULL)
		*group = *fixing;
	else
		group_start(group, o->length, played);
	root_allows(o, at, hard, (uint64_t *)(group + 1));
	at->depth = o->tries > 0 ? o->tries + 1 - depth : 0;
	return 0;
}

int
optimal_weigh(struct optimal *o, const uint32_t *secrets, size_t n,
    uint64_t played, const uint64_t *hard, unsigned depth, size_t guess,
    struct optimal_ranked *row, enum optimal_stop *stopped)
{
	struct group *group = malloc(sizeof(*group) + o->words *
	    sizeof(uint64_t));
	struct node at = { secrets, n, 0, group, NULL, 0, 0, 0 };
	struct candidate only = candidate_alone(0, guess);
	uint64_t got = NONE;

	*stopped = OPTIMAL_FINISHED;
	if (group == NULL || n == 0 || rank_root(o, &at, group, played, NULL,
	    hard, depth) == -1 || watch_begin(o) == -1) {
		free(group);
		return -1;
	}
	if ((only = guess_candidate(o, &at, guess)).lower == NONE) {
		watch_end(o);
		free(group);
		return -1;
	}
	ledger_root(o, &at);
	ledger_open(o, &at, &only, 1);
	if (at.depth == 1)	/* the last try: the secret itself, alone */
		got = n == 1 && o->as_guess[secrets[0]] == guess ? 1 : INF;
	else
		got = solve_guess(o, &at, &only, INF);
	*stopped = watch_end(o);
	*row = (struct optimal_ranked){ guess, got, 0, got < INF };
	if (got < INF)
		row->worst = opening_depth(o, &at, guess);
	else if (got >= INF && got != NONE && o->tries > 0)
		o->none_within = o->tries;
	free(group);
	return got < INF || *stopped != OPTIMAL_FINISHED ? 0 : -1;
}

int
optimal_rank(struct optimal *o, const uint32_t *secrets, size_t n,
    uint64_t played, const struct group *fixing, const uint64_t *hard,
    unsigned depth, size_t top, struct optimal_ranked *rows,
    struct optimal_ranking *r)
{
	struct group *group = malloc(sizeof(*group) + o->words *
	    sizeof(uint64_t));
	struct node at = { secrets, n, 0, group, NULL, 0, 0, 0 };
	struct candidate *list = NULL;
	uint64_t ignored;
	int status = -1;

	*r = (struct optimal_ranking){ 0, 0, 0, UINT64_MAX,
	    OPTIMAL_FINISHED };
	if (group == NULL || n == 0 || top == 0 || rank_root(o, &at, group,
	    played, fixing, hard, depth) == -1) {
		free(group);
		return -1;
	}
	if (watch_begin(o) == -1)
		goto out;
	ledger_root(o, &at);
	if ((list = candidates(o, &at, INF, &r->candidates, &ignored)) ==
	    NULL)
		goto out;
	ledger_open(o, &at, list, r->candidates);
	if (at.depth == 1)
		status = last_try(o, &at, rows, r);
	else
		status = weigh_ranks(o, &at, list, r->candidates, top, rows,
		    r);
	if (status == 0 && r->rows == 0 && r->rest >= INF)
		o->none_within = o->tries;	/* no guess wins within them */
	status = status == 0 && r->rows > 0 ? 0 : -1;
out:
	r->stopped = watch_end(o);
	if (r->stopped != OPTIMAL_FINISHED)
		status = 0;
	if (status == 0)	/* the rows' sets are in the memo: quick */
		worst_cases(o, &at, rows, r->rows);
	o->out_of_memory |= status == -1 && o->none_within == 0;
	free(list);
	free(group);
	return status;
}
