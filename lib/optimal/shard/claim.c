/*
 * What the files a merge read claim (shard.h, --verify): each unit's
 * total, each fact of a first guess read as a bound, each deep job's
 * total or bound, solved again by a search that has read no file.
 */

#include <stdint.h>

#include "internal.h"

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
    const struct fact *f)
{
	const struct unit *un = &p->units[f->unit];
	uint64_t total = UINT64_MAX;
	struct split sp;
	size_t best;

	if (split_guess(o, &p->root.at, p->list[un->first].guess, &sp) == 0) {
		struct node part = split_part(&sp, f->part, &p->root.at);

		total = search_solve(o, &part, f->exact ? INF : f->value,
		    &best);
		total = total == NONE ? UINT64_MAX : !f->exact &&
		    total >= f->value ? f->value : total < INF ? total : INF;
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
		total = search_first(o, &p->root.at, &p->list[un->first],
		    un->exact ? INF : un->total);
		return total == NONE ? UINT64_MAX : !un->exact &&
		    total >= un->total ? un->total : total < INF ? total : INF;
	}
	part = unit_node(p, un);
	total = search_set(o, &part, INF, &best,
	    o->threads > 1 ? SEARCH_SHARED : SEARCH_ALONE);
	return total == NONE ? UINT64_MAX : total < INF ? total : INF;
}

