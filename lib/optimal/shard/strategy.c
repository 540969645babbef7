/*
 * A set's strategy in a file (shard/internal.h): the guess and total of
 * the set, then of each part of MEMO_SMALLEST secrets or more of its
 * guess, in the order a walk of the strategy meets them, a record each.
 * Read back, each is checked and stored in the memo of the merge's
 * search, which then finds the set solved.
 */

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "internal.h"

int
strategy_write(struct optimal *o, const struct node *at, struct record_out *w)
{
	size_t best = SIZE_MAX;
	uint64_t total = search_solve(o, at, INF, &best);

	if (total >= INF || best == SIZE_MAX)	/* NONE: stopped */
		return -1;
	shard_record_write(w, RECORD_NODE, (uint64_t[]){ best, total }, NULL);
	return strategy_write_parts(o, at, best, w);
}

int
strategy_write_parts(struct optimal *o, const struct node *at, size_t guess,
    struct record_out *w)
{
	struct split sp;
	int status = split_guess(o, at, guess, &sp);

	for (unsigned k = 0; status == 0 && k < sp.n; k++) {
		struct node part = split_part(&sp, k, at);

		if (part.n >= MEMO_SMALLEST)
			status = strategy_write(o, &part, w);
	}
	split_free(&sp);
	return status;
}

uint64_t
strategy_small(struct optimal *o, const struct node *part)
{
	size_t best;

	if (part->n == 1)
		return 1;
	return search_solve(o, part, INF, &best);
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

/* Returns where a set (memo_key()'s at its depth, n secrets) was read. */
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
	snprintf(text, size, "a total of %s%" PRIu64, exact ? "" :
	    "at least ", value);
}

int
strategy_merge(struct reading *r, const struct node *at, unsigned line,
    uint64_t value, uint32_t guess, int exact)
{
	uint64_t hash = memo_key(at, at->depth);
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
	memo_pin(r->o, at, at->depth, MEMO_MERGED);	/* kept for good */
	return 0;
}

int
strategy_split(struct reading *r, const struct node *at, size_t guess,
    struct split *sp)
{
	if (split_guess(r->o, at, guess, sp) == 0)
		return 0;
	split_free(sp);
	snprintf(r->why, r->why_size, "out of memory");
	return -1;
}

int
strategy_read_parts(struct reading *r, const struct node *at, size_t guess,
    unsigned depth, unsigned line, uint64_t *sum)
{
	struct optimal *o = r->o;
	struct split sp;
	int status = 0;

	if (strategy_split(r, at, guess, &sp) == -1)
		return -1;
	*sum += split_ones(o, &sp);
	for (unsigned k = 0; status == 0 && k < sp.n; k++) {
		struct node part = split_part(&sp, k, at);
		uint64_t got = 0;

		if (part.n == at->n) {
			snprintf(r->why, r->why_size, "%s:%u: guess %zu does "
			    "not split its %zu secrets", r->name, line, guess,
			    at->n);
			status = -1;
		} else if (part.n >= MEMO_SMALLEST)
			status = strategy_read(r, &part, depth + 1, &got);
		else if ((got = strategy_small(o, &part)) == NONE) {
			snprintf(r->why, r->why_size, "%s", stopping(o) ?
			    "stopped" : "out of memory");
			status = -1;
		} else if (got >= INF) {
			snprintf(r->why, r->why_size, "%s:%u: guess %zu leaves "
			    "%zu secrets that no strategy finds within the %u "
			    "%s left (the try limit)", r->name, line, guess,
			    part.n, part.depth, part.depth == 1 ? "guess" :
			    "guesses");
			status = -1;
		}
		*sum += got;
	}
	split_free(&sp);
	return status;
}

/* A strategy read deeper than a game may go is refused (strategy_read()). */
#define READ_DEPTH_MAX	OPTIMAL_DEPTH_MAX

int
strategy_read(struct reading *r, const struct node *at, unsigned depth,
    uint64_t *total)
{
	static const enum record_kind node = RECORD_NODE;
	struct optimal *o = r->o;
	struct record rec;
	uint64_t *v = rec.v, sum = at->n;
	unsigned line;
	int status;

	if (shard_record_read(r, &node, 1, &rec) == -1)
		return -1;
	line = *r->line;
	if (bound(o, at->n, at->depth) >= INF) {	/* past the try limit */
		snprintf(r->why, r->why_size, "%s:%u: a set of %zu secrets "
		    "with %u %s left (the try limit): no strategy finds them "
		    "all", r->name, line, at->n, at->depth, at->depth == 1 ?
		    "guess" : "guesses");
		return -1;
	}
	if (depth > READ_DEPTH_MAX || v[0] >= o->guesses ||
	    v[1] < bound(o, at->n, at->depth) || v[1] >= INF) {
		snprintf(r->why, r->why_size, "%s:%u: not a guess and total "
		    "of %zu secrets: '%s'%s", r->name, line, at->n, r->text,
		    depth > READ_DEPTH_MAX ? " (a game of more than 64 "
		    "guesses)" : "");
		return -1;
	}
	if (!weigh_may_play(o, at, v[0])) {
		snprintf(r->why, r->why_size, "%s:%u: guess %" PRIu64 " may "
		    "not be played at this set of %zu secrets (%s)", r->name,
		    line, v[0], at->n, v[0] < o->guesses &&
		    !node_allows(o, at, v[0]) ? "hard mode: it drops what a hint "
		    "showed" : "consistent guesses only");
		return -1;
	}
	status = strategy_read_parts(r, at, v[0], depth, line, &sum);
	if (status == 0 && sum != v[1]) {
		snprintf(r->why, r->why_size, "%s:%u: a total of %" PRIu64 ", "
		    "but guess %" PRIu64 "'s parts and the %zu secrets "
		    "themselves add up to %" PRIu64, r->name, line, v[1], v[0],
		    at->n, sum);
		status = -1;
	}
	if (status == 0 && r->seed)
		status = strategy_merge(r, at, line, v[1], (uint32_t)v[0], 1);
	*total = v[1];
	return status;
}
