/*
 * Rankings (optimal.h): the guesses at a position weighed in the
 * search's order, each against a cutoff, a row each.  solve --top's
 * (optimal_rank()) keeps the top best, exact, weighing one guess at a
 * time, its parts in threads, until a guess's bound reaches the cutoff;
 * the ranking of first guesses (optimal_rank_firsts()) gives every first
 * guess a row, its exact total or the bound that proved it above the cutoff,
 * weighing o->threads of them at once.  One engine, rank_weigh(), and
 * one cutoff (struct cutoff) serve both, and the shards of a ranking
 * (shard/firsts.c).
 */

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "../codes/symmetry.h"
#include "../core/threads.h"
#include "internal.h"

uint64_t
optimal_never(void)
{
	return INF;
}

int
cutoff_start(struct cutoff *c, size_t top, uint64_t floor, int ties)
{
	c->top = top;
	c->floor = floor;
	c->ties = ties;
	c->best = malloc((top == SIZE_MAX ? 0 : top) * sizeof(*c->best) + 1);
	cutoff_reset(c);
	return c->best == NULL ? -1 : 0;
}

static size_t	rank_top(const struct optimal_rank_ask *, size_t);

int
cutoff_of_ask(struct cutoff *c, const struct optimal_rank_ask *ask,
    size_t count)
{
	return cutoff_start(c, rank_top(ask, count), ask->above + 1, 1);
}

void
cutoff_reset(struct cutoff *c)
{
	c->found = 0;
	c->cutoff = c->top == 0 ? 0 : INF;	/* none but the floor's; none */
}

void
cutoff_keep(struct cutoff *c, uint64_t total)
{
	size_t at = c->found;

	if (c->top == SIZE_MAX || c->top == 0)	/* all exact; none but floor */
		return;
	while (at > 0 && c->best[at - 1] > total)
		at--;
	if (at < c->top) {
		if (c->found < c->top)
			c->found++;
		memmove(&c->best[at + 1], &c->best[at], (c->found - 1 - at) *
		    sizeof(*c->best));
		c->best[at] = total;
	}
	c->cutoff = c->found < c->top ? INF : c->best[c->top - 1] +
	    (uint64_t)c->ties;
}

uint64_t
cutoff_limit(const struct cutoff *c)
{
	return c->cutoff > c->floor ? c->cutoff : c->floor;
}

void
cutoff_free(struct cutoff *c)
{
	free(c->best);
	c->best = NULL;
}

/* What rank_weigh() did beside its rows. */
struct rank_weighed {
	size_t weighed;		/* rows made */
	size_t solved;		/* of them, searched */
	size_t ended;		/* in order: the first whose order reached
				   the cutoff, not weighed, else count */
	size_t cut_short;	/* the one a stop cut short, or count */
};

/* The candidates of a ranking, weighed by threads in turn. */
struct ranking {
	struct optimal *o;
	const struct node *at;
	const struct candidate *list;
	size_t count, next;		/* the next candidate to take */
	struct rank_row *rows;		/* a row a candidate, in order */
	struct cutoff *cut;		/* the limit of the next */
	int in_order;			/* one at a time, up to the first
					   whose order reaches the limit */
	size_t ended;			/* in order: that one, else count */
	size_t cut_short;		/* the one a stop cut short, or count */
	uint64_t least;			/* the least total found */
	size_t weighed, solved;		/* rows made; of them, searched */
	pthread_mutex_t lock;
};

/*
 * Returns the total of candidate c, the k-th of rk, if it is below limit,
 * else a bound of at least limit (*solved: whether it was searched);
 * NONE if stopped or out of memory.
 */
static uint64_t
weigh_one(struct ranking *rk, const struct candidate *c, size_t k,
    uint64_t limit, int *solved)
{
	*solved = 0;
	if (rk->at->depth == 1)
		return search_last_try(rk->o, rk->at, c->guess) ? 1 : INF;
	if (c->lower >= limit)
		return c->lower;
	*solved = 1;
	if (rk->in_order)
		return search_first(rk->o, rk->at, c, limit);
	return search_try(rk->o, rk->at, c, limit, SEARCH_ROOT, k);
}

/*
 * Makes row k of rk from got, its total or bound against limit: a total
 * below the cutoff is kept in it, and the best so far is pinned.
 */
static void
make_row(struct ranking *rk, size_t k, uint64_t got, uint64_t limit,
    int solved)
{
	int better;

	pthread_mutex_lock(&rk->lock);
	rk->rows[k].row.total = got;
	rk->rows[k].row.exact = got < limit || got >= INF;
	rk->rows[k].weighed = 1;
	rk->weighed++;
	rk->solved += solved != 0;
	if ((better = got < limit && got < rk->least))
		rk->least = got;
	ledger_done(rk->o, k, got, better);
	if (got < limit)
		cutoff_keep(rk->cut, got);
	pthread_mutex_unlock(&rk->lock);
	if (better)
		search_pin_best(rk->o);
}

/*
 * Takes candidates of the ranking in turn and weighs each against the
 * cutoff when it is taken, making its row; in order, stops at the first
 * whose order reaches the cutoff (no later one can come in below it).
 * Returns 0, or -1 if memory runs out.
 */
static int
weigh_next(void *arg)
{
	struct ranking *rk = arg;

	for (;;) {
		uint64_t limit, got;
		size_t k;
		int solved;

		pthread_mutex_lock(&rk->lock);
		k = rk->next++;
		limit = cutoff_limit(rk->cut);
		if (k < rk->count && rk->in_order && rk->list[k].order >=
		    limit) {
			rk->ended = k;
			k = rk->next = rk->count;
		}
		pthread_mutex_unlock(&rk->lock);
		if (k >= rk->count)
			return 0;
		got = weigh_one(rk, &rk->list[k], k, limit, &solved);
		if (stopping(rk->o)) {	/* its row: its first bound */
			rk->cut_short = k;
			return 0;
		}
		if (got == NONE)
			return -1;
		make_row(rk, k, got, limit, solved);
	}
}

/*
 * Weighs the count candidates of list at a node (a root) into rows, a
 * row each in their order, each against cut's limit when it is taken,
 * its total kept in cut if it is below: in order, one at a time (its
 * parts in threads) until one's order reaches the limit, else o->threads
 * at once, each given a row.  A row not weighed (stopped) has its first
 * bound.  Returns 0, or -1 if memory runs out.
 */
static int
rank_weigh(struct optimal *o, const struct node *at,
    const struct candidate *list, size_t count, struct cutoff *cut,
    int in_order, struct rank_row *rows, struct rank_weighed *w)
{
	struct ranking rk = { o, at, list, count, 0, rows, cut, in_order,
	    count, count, INF, 0, 0, PTHREAD_MUTEX_INITIALIZER };
	int status;

	for (size_t k = 0; k < count; k++)
		rows[k] = (struct rank_row){ { list[k].guess, list[k].lower, 0,
		    list[k].lower >= INF }, k, list[k].lower, 0 };
	status = threads_run(in_order ? 1 : o->threads, weigh_next, &rk);
	*w = (struct rank_weighed){ rk.weighed, rk.solved, rk.ended,
	    rk.cut_short };
	pthread_mutex_destroy(&rk.lock);
	return status == 0 ? 0 : -1;
}

/*
 * Orders rows: the exact by total, the bounds by bound, then those no
 * strategy wins with; ties in the order weighed.
 */
static int
by_standing(const void *a, const void *b)
{
	const struct rank_row *x = a, *y = b;
	int cx = !x->row.exact ? 1 : x->row.total >= INF ? 2 : 0,
	    cy = !y->row.exact ? 1 : y->row.total >= INF ? 2 : 0;

	if (cx != cy)
		return cx < cy ? -1 : 1;
	if (cx < 2 && x->row.total != y->row.total)	/* none: each INF */
		return x->row.total < y->row.total ? -1 : 1;
	return x->order < y->order ? -1 : x->order > y->order;
}

/*
 * Makes the rows weighed what the cutoff at the end (limit) proves,
 * whatever the order the threads weighed them in: a total below it is
 * found exactly by any order (the cutoff only falls), one not below it
 * is given as the larger of its first bound and the limit.  A row not
 * weighed keeps its first bound; a first bound of INF is exact (none).
 */
static void
settle(struct rank_row *rows, size_t count, uint64_t limit)
{
	for (size_t k = 0; k < count; k++) {
		struct optimal_ranked *row = &rows[k].row;

		if (!rows[k].weighed || limit >= INF || (row->exact &&
		    row->total < limit) || rows[k].lower >= INF)
			continue;
		row->exact = 0;
		row->total = rows[k].lower > limit ? rows[k].lower : limit;
	}
}

void
rank_finish(struct optimal *o, const struct node *at, struct rank_row *rows,
    size_t count, uint64_t limit, struct optimal_ranked *out,
    struct optimal_ranking *r)
{
	settle(rows, count, limit);
	for (size_t i = 0; i < count; i++)
		if (rows[i].row.exact && rows[i].row.total < INF)
			rows[i].row.worst = depth_opening(o, at,
			    rows[i].row.guess);	/* in the memo: quick */
		else if (!rows[i].row.exact && rows[i].row.total < r->rest)
			r->rest = rows[i].row.total;
	qsort(rows, count, sizeof(*rows), by_standing);
	for (size_t i = 0; i < count; i++)
		out[i] = rows[i].row;
	r->rows = count;
	if (count > 0 && out[0].total >= INF)
		o->none_within = o->tries;	/* none wins */
}

/* Returns how many of count rows ask wants the best of exactly. */
static size_t
rank_top(const struct optimal_rank_ask *ask, size_t count)
{
	return ask->top != SIZE_MAX && ask->top > count ? count : ask->top;
}

/*
 * Returns the candidates ask names, in the order of the root's list of
 * count (the search's order), those the symmetries left out of it after
 * them, each with the bound of any guess at the root; *count gets how
 * many.  NULL if memory runs out.
 */
static struct candidate *
asked_list(struct optimal *o, const struct node *at,
    const struct candidate *list, size_t *count,
    const struct optimal_rank_ask *ask)
{
	struct candidate *out = malloc((ask->count + 1) * sizeof(*out));
	unsigned char *wanted = calloc(o->guesses, 1);
	size_t kept = 0;

	if (out == NULL || wanted == NULL) {
		free(out);
		free(wanted);
		return NULL;
	}
	for (size_t i = 0; i < ask->count; i++)
		wanted[ask->only[i]] = 1;
	for (size_t k = 0; k < *count; k++)
		if (wanted[list[k].guess]) {
			wanted[list[k].guess] = 0;
			out[kept++] = list[k];
		}
	for (size_t i = 0; i < ask->count && out != NULL; i++)
		if (wanted[ask->only[i]] && (out[kept++] = search_candidate(o,
		    at, ask->only[i])).lower == NONE) {
			free(out);
			out = NULL;
		}
	free(wanted);
	*count = kept;
	return out;
}

struct candidate *
rank_list(struct optimal *o, const struct node *at,
    const struct optimal_rank_ask *ask, size_t *count)
{
	struct candidate *every, *list;
	uint64_t ignored;

	/* INF + 1: those no strategy wins with within the tries too */
	if ((every = weigh_candidates(o, at, INF + 1, count, &ignored)) ==
	    NULL || ask->only == NULL)
		return every;
	list = asked_list(o, at, every, count, ask);
	free(every);
	return list;
}

int
optimal_rank_firsts(struct optimal *o, const uint32_t *secrets, size_t n,
    const uint64_t *hard, const struct optimal_rank_ask *ask,
    struct optimal_ranked *rows, struct optimal_ranking *r)
{
	struct root root;
	struct candidate *list = NULL;
	struct rank_row *made = NULL;
	struct rank_weighed w;
	struct cutoff cut = { NULL, 0, 0, 0, 0, 0 };
	size_t count = 0;
	int status = -1;

	*r = (struct optimal_ranking){ 0, 0, 0, UINT64_MAX,
	    OPTIMAL_FINISHED };
	o->none_within = 0;
	if (n == 0 || root_start(o, &root, secrets, n, 0, NULL, hard) == -1 ||
	    watch_begin(o) == -1) {
		root_free(&root);
		return -1;
	}
	o->root_depth = root.at.depth = o->tries > 0 ? (unsigned)o->tries : 0;
	ledger_root(o, &root.at);
	if ((list = rank_list(o, &root.at, ask, &count)) == NULL ||
	    (made = malloc((count + 1) * sizeof(*made))) == NULL ||
	    cutoff_of_ask(&cut, ask, count) == -1)
		goto out;
	r->candidates = count;
	ledger_open(o, &root.at, list, count);
	status = rank_weigh(o, &root.at, list, count, &cut, 0, made, &w);
	r->weighed = w.weighed;
out:
	r->stopped = watch_end(o);
	if (r->stopped != OPTIMAL_FINISHED && made == NULL)
		status = 0;	/* stopped before a guess was weighed */
	if (status == 0 && made != NULL)
		rank_finish(o, &root.at, made, count, cutoff_limit(&cut), rows,
		    r);
	o->out_of_memory |= status == -1;
	cutoff_free(&cut);
	free(made);
	free(list);
	root_free(&root);
	return status;
}

/*
 * Sets the root at of a ranking at position depth (1 for the first):
 * the depth left within the try limit.  Returns 0, or -1 if no strategy
 * wins within it (o->none_within).
 */
static int
rank_depth(struct optimal *o, struct node *at, unsigned depth)
{
	o->none_within = 0;	/* of this search alone */
	if (o->tries > 0 && depth > o->tries) {
		o->none_within = o->tries;
		return -1;
	}
	at->depth = o->tries > 0 ? o->tries + 1 - depth : 0;
	return 0;
}

/*
 * Ranks the guesses at a node with one guess left (its parts would be
 * searched at any depth, 0): the secret itself if it is alone and a
 * guess the node allows, total 1; no other wins.
 */
static void
rank_last_try(const struct optimal *o, const struct node *at,
    struct optimal_ranked *rows, struct optimal_ranking *r)
{
	uint32_t guess = o->as_guess[at->secrets[0]];

	if (node_allows(o, at, guess) && search_last_try(o, at, guess)) {
		rows[0] = (struct optimal_ranked){ guess, 1, 1, 1 };
		r->rows = r->weighed = 1;
	} else
		r->rest = INF;
}

/* Lowers *rest to total if it is less. */
static void
lower_rest(uint64_t *rest, uint64_t total)
{
	if (total < *rest)
		*rest = total;
}

/*
 * Sets r's rows, rows[0..top) of the count made (in the order of the
 * candidates of list) and weighed by rank_weigh() (w), and r's rest: no
 * guess not among them has a smaller total.  The rows are the exact, by
 * total, ties in the order weighed; rest the least total or bound of the
 * others weighed, of the first bounds of those after the one whose order
 * reached the cutoff, and of the one a stop cut short.
 */
static void
rank_rows(const struct candidate *list, size_t count, struct rank_row *made,
    const struct rank_weighed *w, size_t top, struct optimal_ranked *rows,
    struct optimal_ranking *r)
{
	size_t exact = 0;

	for (size_t k = 0; k < count; k++)
		if (made[k].weighed && made[k].row.exact &&
		    made[k].row.total < INF)
			made[exact++] = made[k];	/* in order still */
		else if (made[k].weighed)
			lower_rest(&r->rest, made[k].row.total);
	qsort(made, exact, sizeof(*made), by_standing);
	for (size_t i = 0; i < exact; i++)
		if (i < top)
			rows[r->rows++] = made[i].row;
		else
			lower_rest(&r->rest, made[i].row.total);
	if (w->ended < count)	/* and every one after it */
		lower_rest(&r->rest, weigh_least_lower(list + w->ended,
		    count - w->ended, INF));
	if (w->cut_short < count)
		lower_rest(&r->rest, list[w->cut_short].lower);
	r->weighed = w->solved;
}

/* Returns 1 if guess tells some of the secrets at a node apart. */
static int
tells_apart(const struct optimal *o, const struct node *at, size_t guess)
{
	struct split sp;
	int apart = 0;

	if (split_guess(o, at, guess, &sp) == 0)
		for (unsigned h = 0; h < o->hints && !apart; h++)
			apart = sp.size[h] > 0 && sp.size[h] < at->n;
	split_free(&sp);
	return apart;
}

/*
 * Marks in never[k] each of the count candidates of list at a node that
 * wins no game within the try limit, as made[k] weighed it (or its first
 * bound, not weighed) says, and tells secrets apart.
 */
static void
mark_never(const struct optimal *o, const struct node *at,
    const struct candidate *list, const struct rank_row *made, size_t count,
    unsigned char *never)
{
	for (size_t k = 0; k < count; k++)
		never[k] = (made[k].weighed ? made[k].row.total :
		    list[k].lower) >= INF && tells_apart(o, at, list[k].guess);
}

/*
 * Adds to r's rows (top at most) the count candidates of list marked
 * never, when no other guess has a total (r->rest is INF or more): each
 * with the total optimal_never(), in the order of the list, and r->rest
 * then none left if every one fits.
 */
static void
rank_never(const struct candidate *list, const unsigned char *never,
    size_t count, size_t top, struct optimal_ranked *rows,
    struct optimal_ranking *r)
{
	size_t k = 0;

	if (r->rest < INF)
		return;
	for (; k < count && r->rows < top; k++)
		if (never[k])
			rows[r->rows++] = (struct optimal_ranked){
			    list[k].guess, INF, 0, 1 };
	while (k < count && !never[k])
		k++;
	if (k == count)
		r->rest = UINT64_MAX;
}

/*
 * Weighs the count candidates of list at a node in order into rows (top
 * at most), while their bounds can still reach them (rank_rows()).
 * Returns 0, or -1 if memory ran out or the search was stopped.
 */
static int
weigh_ranks(struct optimal *o, const struct node *at,
    const struct candidate *list, size_t count, size_t top,
    struct optimal_ranked *rows, struct optimal_ranking *r)
{
	struct rank_row *made = malloc((count + 1) * sizeof(*made));
	unsigned char *never = malloc(count + 1);
	struct cutoff cut;
	struct rank_weighed w;
	int status = -1, whole;

	if (made != NULL && never != NULL && cutoff_start(&cut, top, 0, 1) ==
	    0) {
		status = rank_weigh(o, at, list, count, &cut, 1, made, &w);
		cutoff_free(&cut);
		whole = status == 0 && w.cut_short == count;
		if (whole)
			mark_never(o, at, list, made, count, never);
		if (status == 0)
			rank_rows(list, count, made, &w, top, rows, r);
		if (whole)
			rank_never(list, never, count, top, rows, r);
		status = whole ? 0 : -1;
	}
	free(never);
	free(made);
	return status;
}

int
optimal_weigh(struct optimal *o, const uint32_t *secrets, size_t n,
    uint64_t played, const uint64_t *hard, unsigned depth, size_t guess,
    struct optimal_ranked *row, enum optimal_stop *stopped)
{
	struct root root;
	struct candidate only = candidate_alone(0, guess);
	uint64_t got = NONE;

	*stopped = OPTIMAL_FINISHED;
	if (n == 0 || root_start(o, &root, secrets, n, played, NULL, hard) ==
	    -1 || rank_depth(o, &root.at, depth) == -1 || watch_begin(o) ==
	    -1) {
		root_free(&root);
		return -1;
	}
	if ((only = search_candidate(o, &root.at, guess)).lower == NONE) {
		watch_end(o);
		root_free(&root);
		return -1;
	}
	ledger_root(o, &root.at);
	ledger_open(o, &root.at, &only, 1);
	if (root.at.depth == 1)
		got = search_last_try(o, &root.at, guess) ? 1 : INF;
	else
		got = search_first(o, &root.at, &only, INF);
	*stopped = watch_end(o);
	*row = (struct optimal_ranked){ guess, got, 0, got < INF };
	if (got < INF)
		row->worst = depth_opening(o, &root.at, guess);
	else if (got >= INF && got != NONE && o->tries > 0)
		o->none_within = o->tries;
	root_free(&root);
	return got < INF || *stopped != OPTIMAL_FINISHED ? 0 : -1;
}

int
optimal_rank(struct optimal *o, const uint32_t *secrets, size_t n,
    uint64_t played, const struct group *fixing, const uint64_t *hard,
    unsigned depth, size_t top, struct optimal_ranked *rows,
    struct optimal_ranking *r)
{
	struct root root;
	struct candidate *list = NULL;
	uint64_t ignored;
	int status = -1;

	*r = (struct optimal_ranking){ 0, 0, 0, UINT64_MAX,
	    OPTIMAL_FINISHED };
	if (n == 0 || top == 0 || root_start(o, &root, secrets, n, played,
	    fixing, hard) == -1 || rank_depth(o, &root.at, depth) == -1) {
		root_free(&root);
		return -1;
	}
	if (watch_begin(o) == -1)
		goto out;
	ledger_root(o, &root.at);
	/* INF + 1: those that win no game within the try limit too */
	if ((list = weigh_candidates(o, &root.at, INF + 1, &r->candidates,
	    &ignored)) == NULL)
		goto out;
	ledger_open(o, &root.at, list, r->candidates);
	if (root.at.depth == 1)
		rank_last_try(o, &root.at, rows, r);
	else if (weigh_ranks(o, &root.at, list, r->candidates, top, rows, r) ==
	    -1)
		goto out;
	if (r->rows > 0 && rows[0].total >= INF)
		r->rows = 0;	/* rows of none alone: no guess wins */
	if (r->rows == 0 && r->rest >= INF)
		o->none_within = o->tries;	/* no guess wins within them */
	status = r->rows > 0 ? 0 : -1;
out:
	r->stopped = watch_end(o);
	if (r->stopped != OPTIMAL_FINISHED)
		status = 0;
	for (size_t i = 0; status == 0 && i < r->rows; i++)
		rows[i].worst = rows[i].total >= INF ? 0 :	/* none wins */
		    depth_opening(o, &root.at, rows[i].guess);
	o->out_of_memory |= status == -1 && o->none_within == 0;
	free(list);
	root_free(&root);
	return status;
}
