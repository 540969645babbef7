/*
 * A shard's certificate (doc/certificate.md): the claims its units rest
 * on, each below the root, for a merge to write again below its own.  A
 * unit that is a part of a first guess is a claim with the claims below
 * it; a first guess of a plan by first guess, the claims of its parts
 * that raise it.  Each is claimed no higher than the merge may need: its
 * total, at most what a strategy's total asks of it (the least total the
 * shard found, or a greedy strategy's), which is at least the least
 * total of all.  A unit dealt below (--unit-size) has none: the merge
 * proves it.
 */

#include <stdio.h>

#include "internal.h"

/*
 * Writes the claims of unit un of plan p, its total solved, below the
 * root at (its branches set), claim depth d, each no higher than least,
 * a strategy's total, asks.  Returns 0, or -1 with why.
 */
static int
certify_unit(struct certifier *w, const struct optimal_plan *p,
    const struct unit *un, struct node *at, unsigned d, uint64_t least)
{
	size_t guess = p->list[un->first].guess;
	uint64_t value = un->total < least ? un->total : least, id;
	struct node part;

	if (p->by_first)
		return certify_guess(w, at, d, guess, value, 0);
	part = unit_node(p, un);
	if ((value = certify_need(w, at, d, guess, part.n, least)) == 0)
		return 0;	/* the closed forms refute guess */
	value = un->total < value ? un->total : value;
	id = w->next++;
	certify_line(w, 0, guess, p->splits[un->first].order[un->part],
	    part.depth, value);
	return certify_set(w, &part, part.depth, value, id, SIZE_MAX);
}

int
optimal_shard_certify(struct optimal *o, const struct optimal_plan *p,
    unsigned shard, struct optimal_certificate *c, char *why,
    size_t why_size)
{
	struct node root = p->root.at;
	struct certifier w;
	int symmetric = o->symmetric, status = 0;
	uint64_t least = p->by_first ? p->least : deep_greedy(o, &root);

	c->claims = c->lines = c->reused = 0;
	if (certifier_start(&w, o, c, why, why_size) == -1)
		return -1;
	root.parts_branches = 0;
	if ((root.branches = certify_branches(&w, &root)) == UINT_MAX) {
		snprintf(why, why_size, "out of memory");
		status = -1;
	}
	/* hard mode has no symmetry lines: each guess is weighed */
	o->symmetric = symmetric && !o->hard;
	for (size_t u = 0; u < p->count && status == 0; u++)
		if (p->units[u].shard == shard)
			status = certify_unit(&w, p, &p->units[u], &root,
			    root.depth, least < INF ? least : INF);
	o->symmetric = symmetric;
	certifier_free(&w);
	return status;
}
