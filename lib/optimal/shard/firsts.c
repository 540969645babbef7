/*
 * Units that are first guesses (shard/internal.h): a root of many first
 * guesses, a word list's, is dealt by first guess, and so is the table of
 * first guesses (optimal_rank_firsts()).  Every shard solves the first of them,
 * as the single run does first, and its total starts the cutoff every
 * shard shares; each of the shard's first guesses, in order, is tried
 * against the cutoff its totals have made, as the single run tries it.
 * The cutoff of a search is the least total found (the top 1, a tie not
 * found exactly: the single run's first best wins); a ranking's, that of
 * its ask (the top best, ties too, or a total given).  One below it is
 * written whole (its parts' strategies), the others as what the memo
 * learnt of their parts (exact totals, bounds), its facts: the merge's
 * search, whose cutoff at each first guess is no larger, finds each of
 * them decided by those facts.
 */

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "internal.h"

/*
 * Starts the cutoff c of p's shards (cutoff_free() frees it): a ranking's
 * of its ask, else the least total found.  Returns 0, or -1 if memory
 * runs out.
 */
static int
firsts_cutoff(const struct optimal_plan *p, struct cutoff *c)
{
	if (p->ranking)
		return cutoff_of_ask(c, &p->ask, p->firsts);
	return cutoff_start(c, 1, 0, 0);
}

/*
 * Writes first guess k (guess) of a plan's root at, tried and not below
 * the cutoff: a record RECORD_BOUND (lower: on its total), then what the
 * memo knows of its parts of MEMO_SMALLEST secrets or more, its facts,
 * each a record RECORD_EXACT or RECORD_LOWER.  Returns 0, or -1 if memory
 * runs out.
 */
static int
write_facts(struct optimal *o, const struct node *at, uint32_t k,
    size_t guess, uint64_t lower, struct record_out *w)
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
		    part.n, part.depth, memo_key(&part, part.depth), &e))
			facts[count++] = (struct fact){ k, j, e.guess,
			    e.lower, NULL, 0, e.exact };
	}
	split_free(&sp);
	shard_record_write(w, RECORD_BOUND, (uint64_t[]){ k, guess, lower, count },
	    NULL);
	for (unsigned f = 0; f < count; f++)
		if (facts[f].exact)
			shard_record_write(w, RECORD_EXACT, (uint64_t[]){
			    facts[f].part, facts[f].guess, facts[f].value },
			    NULL);
		else
			shard_record_write(w, RECORD_LOWER, (uint64_t[]){
			    facts[f].part, facts[f].value }, NULL);
	return 0;
}

/*
 * Writes first guess k, c, whose total is got, whole: RECORD_FIRST and
 * its parts' strategies, or RECORD_NONE if no strategy wins with it
 * within the try limit.  Returns 0, or -1 if memory runs out.
 */
static int
write_whole(struct optimal *o, const struct optimal_plan *p, uint32_t k,
    const struct candidate *c, uint64_t got, struct record_out *w)
{
	if (got >= INF) {
		shard_record_write(w, RECORD_NONE, (uint64_t[]){ k, c->guess }, NULL);
		return 0;
	}
	shard_record_write(w, RECORD_FIRST, (uint64_t[]){ k, c->guess, got }, NULL);
	return strategy_write_parts(o, &p->root.at, c->guess, w);
}

int
firsts_run(struct optimal *o, struct optimal_plan *p, unsigned shard,
    struct record_out *w, size_t *done, size_t jobs)
{
	struct cutoff cut;
	uint64_t shared = NONE;
	int status = firsts_cutoff(p, &cut);

	if (status == 0)
		shared = search_first(o, &p->root.at, &p->list[0], INF);
	if (shared == NONE || (!p->ranking && shared >= INF))
		status = -1;	/* stopped, or out of memory */
	else if (shared < INF)
		cutoff_keep(&cut, shared);
	p->least = shared < INF ? shared : INF;
	for (size_t u = 0; u < p->count && status == 0; u++) {
		struct unit *un = &p->units[u];
		const struct candidate *c = &p->list[un->first];
		uint64_t limit = cutoff_limit(&cut), got = shared;

		if (un->shard != shard)
			continue;
		if (un->first > 0 && (got = c->lower >= limit ? c->lower :
		    search_first(o, &p->root.at, c, limit)) == NONE)
			status = -1;
		else if ((un->exact = un->first == 0 || got < limit ||
		    (p->ranking && got >= INF)))
			status = write_whole(o, p, un->first, c, got, w);
		else
			status = write_facts(o, &p->root.at, un->first,
			    c->guess, got, w);
		un->total = got;
		if (un->first > 0 && got < limit)
			cutoff_keep(&cut, got);
		if (un->exact && got < p->least)
			p->least = got;
		ledger_jobs(o, ++*done, jobs, 1);
	}
	cutoff_free(&cut);
	return status;
}

/* Keeps fact f, read, for --verify. */
static int
keep_fact(struct reading *r, const struct fact *f)
{
	struct optimal_plan *p = r->p;

	if (room_for_one((void **)&p->facts, &p->fact_size, p->fact_count,
	    sizeof(*p->facts)) == -1) {
		snprintf(r->why, r->why_size, "out of memory");
		return -1;
	}
	p->facts[p->fact_count++] = *f;
	return 0;
}

/*
 * Reads a fact of a part of guess at the root at, as write_facts() wrote
 * it (parts in increasing order: after part *next), and checks it: a
 * part of MEMO_SMALLEST secrets or more, a value no bound refutes and no
 * more than its secrets may take (bound_most()), an exact total's guess
 * one the search may play there, that splits them.  If r->seed, stores it
 * in the memo (strategy_merge()) and keeps it as a claim of unit unit's.
 * Sets its value in known.  Returns 0, or -1 with why.
 */
static int
read_fact(struct reading *r, uint32_t unit, const struct node *at,
    const struct split *sp, unsigned *next, uint64_t *known)
{
	static const enum record_kind facts[] = { RECORD_EXACT, RECORD_LOWER };
	struct optimal *o = r->o;
	struct record rec;
	struct fact f;
	uint64_t *v = rec.v;
	uint32_t guess;
	struct node part;

	if (shard_record_read(r, facts, 2, &rec) == -1)
		return -1;
	f = (struct fact){ unit, v[0] < sp->n ? (uint32_t)v[0] : 0,
	    UINT32_MAX, v[rec.kind == RECORD_EXACT ? 2 : 1], r->name,
	    *r->line, rec.kind == RECORD_EXACT };
	guess = f.guess = f.exact && v[1] < o->guesses ? (uint32_t)v[1] :
	    UINT32_MAX;
	part = split_part(sp, f.part, at);
	if (v[0] >= sp->n || v[0] < *next || part.n < MEMO_SMALLEST ||
	    (f.exact && (guess == UINT32_MAX || !weigh_may_play(o, &part,
	    guess))) || f.value < bound(o, part.n, part.depth) ||
	    f.value >= INF) {
		snprintf(r->why, r->why_size, "%s:%u: not a fact of a part of "
		    "%d secrets or more after part %u: '%.40s'", r->name,
		    *r->line, MEMO_SMALLEST, *next, r->text);
		return -1;
	}
	if (f.exact && !weigh_splits(o, part.secrets, part.n, guess)) {
		snprintf(r->why, r->why_size, "%s:%u: guess %u does not split "
		    "the %zu secrets of part %u", r->name, *r->line, guess,
		    part.n, f.part);
		return -1;
	}
	if (f.value > bound_most(part.n, part.depth)) {
		snprintf(r->why, r->why_size, "%s:%u: a total of %" PRIu64 ", "
		    "more than the %zu secrets of part %u may take (%" PRIu64
		    ")", r->name, *r->line, f.value, part.n, f.part,
		    bound_most(part.n, part.depth));
		return -1;
	}
	if (r->seed && (strategy_merge(r, &part, *r->line, f.value, guess,
	    f.exact) == -1 || keep_fact(r, &f) == -1))
		return -1;
	known[f.part] = f.value;
	*next = f.part + 1;
	return 0;
}

/*
 * Reads count facts of the parts of guess at the root at (read_fact()),
 * and sets *sum to the bound they give its total, enough to reach claim
 * if they can: the n secrets, 1 for each part of one, and each other
 * part's fact or bound(), the larger, raised part by part to
 * bound_refine()'s bound (which weighs guesses) only while the sum is
 * below claim.  Returns 0, or -1 with why.
 */
static int
read_facts(struct reading *r, uint32_t unit, const struct node *at,
    size_t guess, uint64_t count, uint64_t claim, uint64_t *sum)
{
	struct optimal *o = r->o;
	uint64_t known[HINTS_MAX] = { 0 };
	unsigned next = 0;
	struct split sp;
	int status = 0;

	if (strategy_split(r, at, guess, &sp) == -1)
		return -1;
	for (uint64_t f = 0; status == 0 && f < count; f++)
		status = read_fact(r, unit, at, &sp, &next, known);
	*sum = at->n + split_ones(o, &sp);
	for (unsigned k = 0; status == 0 && k < sp.n; k++) {
		struct node part = split_part(&sp, k, at);
		uint64_t lower = bound(o, part.n, part.depth);

		known[k] = known[k] > lower ? known[k] : lower;
		*sum += known[k];
	}
	for (unsigned k = 0; status == 0 && *sum < claim && k < sp.n; k++) {
		struct node part = split_part(&sp, k, at);
		uint64_t lower = bound_refine(o, &part);

		*sum += lower > known[k] ? lower - known[k] : 0;
	}
	split_free(&sp);
	return status;
}

/*
 * Checks the first record of unit un, rec (of guess, the shard's in
 * order): RECORD_NONE's (a ranking's alone: no strategy that opens with it
 * wins within the try limit, trusted as a total is, --verify solving it
 * again), or a total or bound (RECORD_FIRST, RECORD_BOUND) of the first
 * guess, first guess 0's a total (every shard solves it).  Returns 0, or
 * -1 with why.
 */
static int
check_first(struct reading *r, const struct unit *un, size_t guess,
    const struct record *rec)
{
	const uint64_t *v = rec->v;

	if (rec->kind == RECORD_NONE && (v[0] != un->first || v[1] != guess)) {
		snprintf(r->why, r->why_size, "%s:%u: expected first guess %u, "
		    "guess %zu (the shard's in order), found '%.40s'", r->name,
		    *r->line, un->first, guess, r->text);
		return -1;
	}
	if (rec->kind != RECORD_NONE && (v[0] != un->first || v[1] != guess ||
	    v[2] >= INF || (rec->kind == RECORD_BOUND && v[3] > HINTS_MAX))) {
		snprintf(r->why, r->why_size, "%s:%u: expected first guess %u, "
		    "guess %zu (the shard's in order), and a total, found "
		    "'%.40s'", r->name, *r->line, un->first, guess, r->text);
		return -1;
	}
	if (un->first == 0 && rec->kind == RECORD_BOUND) {
		snprintf(r->why, r->why_size, "%s:%u: expected 'first 0 %zu "
		    "TOTAL', the first guess every shard solves, found "
		    "'%.40s'", r->name, *r->line, guess, r->text);
		return -1;
	}
	return 0;
}

int
firsts_read(struct reading *r, struct unit *un)
{
	static const enum record_kind firsts[] = { RECORD_NONE, RECORD_FIRST,
	    RECORD_BOUND };
	const struct optimal_plan *p = r->p;
	size_t guess = p->list[un->first].guess;
	struct record rec;
	uint64_t *v = rec.v, sum = p->root.at.n;
	int exact;

	/* "none" is a ranking's alone */
	if (shard_record_read(r, firsts + !p->ranking, 3 - !p->ranking, &rec) == -1 ||
	    check_first(r, un, guess, &rec) == -1)
		return -1;
	un->line = *r->line;
	if (rec.kind == RECORD_NONE) {
		un->total = INF;
		un->exact = 1;
		return 0;
	}
	exact = rec.kind == RECORD_FIRST;
	if (exact ? strategy_read_parts(r, &p->root.at, guess, 1, un->line,
	    &sum) : read_facts(r, (uint32_t)(un - p->units), &p->root.at, guess,
	    v[3], v[2], &sum))
		return -1;
	if (exact ? sum != v[2] : sum < v[2]) {
		snprintf(r->why, r->why_size, "%s:%u: a %s of %" PRIu64 ", but "
		    "first guess %zu's parts and the %zu secrets %s %" PRIu64,
		    r->name, un->line, exact ? "total" : "bound", v[2], guess,
		    p->root.at.n, exact ? "add up to" :
		    "add up to no more than", sum);
		return -1;
	}
	un->total = v[2];
	un->exact = exact;
	return 0;
}

/*
 * Says that unit un of p, a bound, is below the cutoff, limit, its shard
 * had reached: the cutoff of a ranking, or the total of a search's first
 * guess reached, where it was read.  Returns -1.
 */
static int
below_cutoff(const struct optimal_plan *p, const struct unit *un,
    uint64_t limit, const struct unit *reached, char *why, size_t why_size)
{
	if (p->ranking && limit >= INF)
		snprintf(why, why_size, "%s:%u: a bound of %" PRIu64 ", but its "
		    "shard had not yet found the totals its cutoff needs: a "
		    "first guess is then written whole", un->file, un->line,
		    un->total);
	else if (p->ranking)
		snprintf(why, why_size, "%s:%u: a bound of %" PRIu64 ", below "
		    "the cutoff of %" PRIu64 " its shard had reached: a first "
		    "guess below it is written whole", un->file, un->line,
		    un->total, limit);
	else
		snprintf(why, why_size, "%s:%u: a bound of %" PRIu64 ", below "
		    "the total of %" PRIu64 " its shard had reached (%s:%u): a "
		    "first guess below it is written whole", un->file,
		    un->line, un->total, limit, reached->file, reached->line);
	return -1;
}

int
optimal_plan_check(const struct optimal_plan *p, char *why, size_t why_size)
{
	struct cutoff cut;
	int status;

	if (!p->by_first || p->count == 0 || p->units[0].file == NULL)
		return 0;	/* (shard 0's missing: its search's own) */
	if ((status = firsts_cutoff(p, &cut)) == -1)
		snprintf(why, why_size, "out of memory");
	for (unsigned s = 0; s < p->shards && status == 0; s++) {
		const struct unit *reached = &p->units[0];

		cutoff_reset(&cut);
		if (reached->total < INF)
			cutoff_keep(&cut, reached->total);
		for (size_t u = 1; u < p->count && status == 0; u++) {
			const struct unit *un = &p->units[u];
			uint64_t limit = cutoff_limit(&cut);

			if (un->shard != s || un->file == NULL ||
			    un->total >= limit)
				continue;
			if (!un->exact)
				status = below_cutoff(p, un, limit, reached,
				    why, why_size);
			cutoff_keep(&cut, un->total);
			reached = un;
		}
	}
	cutoff_free(&cut);
	return status;
}

int
optimal_plan_rows(struct optimal *o, const struct optimal_plan *p,
    struct optimal_ranked *rows, struct optimal_ranking *r)
{
	struct rank_row *made = malloc((p->count + 1) * sizeof(*made));
	struct cutoff cut;
	int status = cutoff_of_ask(&cut, &p->ask, p->firsts);

	*r = (struct optimal_ranking){ 0, p->count, p->count, UINT64_MAX,
	    OPTIMAL_FINISHED };
	o->none_within = 0;
	if (made == NULL || status == -1) {
		free(made);
		cutoff_free(&cut);
		return -1;
	}
	for (size_t u = 0; u < p->count; u++) {	/* units[k]: first guess k */
		const struct unit *un = &p->units[u];

		made[u] = (struct rank_row){ { p->list[u].guess, un->total, 0,
		    un->exact }, u, p->list[u].lower, 1 };
		if (un->exact && un->total < INF)
			cutoff_keep(&cut, un->total);
	}
	rank_finish(o, &p->root.at, made, p->count, cutoff_limit(&cut), rows,
	    r);
	free(made);
	cutoff_free(&cut);
	return 0;
}
