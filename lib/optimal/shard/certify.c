/*
 * A shard's certificate (doc/certificate.md): the claims its units rest
 * on, each below the root, for a merge to write again below its own.  A
 * unit that is a part of a first guess is a claim of its total with the
 * claims below it; a first guess of a plan by first guess, the claims of
 * its parts that raise it to the total or bound its shard wrote.  A unit
 * dealt below (--unit-size) has none: the merge proves it.
 */

#include <stdio.h>

#include "internal.h"

/*
 * Writes the claims of unit un of plan p, its total solved, below the
 * root at (its branches set), claim depth d.  Returns 0, or -1 with why.
 */
static int
certify_unit(struct certifier *w, const struct optimal_plan *p,
    const struct unit *un, struct node *at, unsigned d)
{
	size_t guess = p->list[un->first].guess;
	struct node part;
	uint64_t id;

	if (p->by_first)
		return certify_guess(w, at, d, guess, un->total, 0);
	part = unit_node(p, un);
	id = w->next++;
	certify_line(w, id, 0, guess, p->splits[un->first].order[un->part],
	    part.depth, un->total);
	return certify_set(w, &part, part.depth, un->total, id, SIZE_MAX);
}

int
optimal_shard_certify(struct optimal *o, const struct optimal_plan *p,
    unsigned shard, struct optimal_certificate *c, char *why,
    size_t why_size)
{
	struct node root = p->root.at;
	struct certifier w;
	int symmetric = o->symmetric, status = 0;

	c->claims = c->lines = c->reused = 0;
	if (certifier_start(&w, o, c, why, why_size) == -1)
		return -1;
	root.parts_branches = 0;
	if (p->by_first && (root.branches = certify_branches(&w, &root)) ==
	    UINT_MAX) {
		snprintf(why, why_size, "out of memory");
		status = -1;
	}
	/* hard mode has no symmetry lines: each guess is weighed */
	o->symmetric = symmetric && !o->hard;
	for (size_t u = 0; u < p->count && status == 0; u++)
		if (p->units[u].shard == shard)
			status = certify_unit(&w, p, &p->units[u], &root,
			    root.depth);
	o->symmetric = symmetric;
	certifier_free(&w);
	return status;
}
