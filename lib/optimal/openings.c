/*
 * Every first guess weighed (optimal.h, optimal_table()): the root's
 * candidates, or the guesses asked for, each solved against the least of
 * a cutoff (the top-th best total found so far, or a total given), a row
 * each: its exact total, or the bound that proved it above the cutoff.
 */

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "../codes/symmetry.h"
#include "../core/threads.h"
#include "optimal.h"
#include "internal.h"

uint64_t
optimal_never(void)
{
	return INF;
}

/*
 * Orders rows: the exact by total, the bounds by bound, then those no
 * strategy wins with; ties in the order weighed.
 */
static int
by_standing(const void *a, const void *b)
{
	const struct table_row *x = a, *y = b;
	int cx = !x->row.exact ? 1 : x->row.total >= INF ? 2 : 0,
	    cy = !y->row.exact ? 1 : y->row.total >= INF ? 2 : 0;

	if (cx != cy)
		return cx < cy ? -1 : 1;
	if (x->row.total != y->row.total)
		return x->row.total < y->row.total ? -1 : 1;
	return x->order < y->order ? -1 : x->order > y->order;
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
    const struct optimal_table_ask *ask)
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
		if (wanted[ask->only[i]] && (out[kept++] = guess_candidate(o,
		    at, ask->only[i])).lower == NONE) {
			free(out);
			out = NULL;
		}
	free(wanted);
	*count = kept;
	return out;
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

int
cutoff_of_ask(struct cutoff *c, const struct optimal_table_ask *ask,
    size_t count)
{
	return cutoff_start(c, table_top(ask, count), ask->above + 1, 1);
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

/* The first guesses of a table, weighed by threads in turn. */
struct table_share {
	struct optimal *o;
	const struct node *at;
	const struct candidate *list;
	size_t count, next;		/* the next candidate to take */
	struct table_row *rows;
	struct cutoff cut;	/* the limit of the next guess */
	uint64_t least;			/* the least total found */
	size_t weighed;
	pthread_mutex_t lock;
};

/*
 * Returns the total of candidate c, the k-th, at the root if it is
 * below limit, else a bound of at least limit; NONE if stopped or out of
 * memory.
 */
static uint64_t
weigh_one(struct optimal *o, const struct node *at,
    const struct candidate *c, size_t k, uint64_t limit)
{
	if (at->depth == 1)	/* the last try: the secret itself, alone */
		return at->n == 1 && o->as_guess[at->secrets[0]] == c->guess ?
		    1 : INF;
	if (c->lower >= limit)
		return c->lower;
	return try_guess(o, at, c, limit, SEARCH_ROOT, k);
}

/*
 * Takes candidates from the share in turn and weighs each against the
 * cutoff when it is taken, making its row.  Returns 0, or -1 if memory
 * runs out.
 */
static int
weigh_shared(void *arg)
{
	struct table_share *sh = arg;

	for (;;) {
		uint64_t limit, got;
		size_t k;
		int better;

		pthread_mutex_lock(&sh->lock);
		k = sh->next++;
		limit = cutoff_limit(&sh->cut);
		pthread_mutex_unlock(&sh->lock);
		if (k >= sh->count || stopping(sh->o))
			return 0;
		got = weigh_one(sh->o, sh->at, &sh->list[k], k, limit);
		if (stopping(sh->o))	/* its row: its first bound */
			return 0;
		if (got == NONE)
			return -1;
		pthread_mutex_lock(&sh->lock);
		sh->rows[k].row.total = got;
		sh->rows[k].row.exact = got < limit || got >= INF;
		sh->rows[k].weighed = 1;
		sh->weighed++;
		if ((better = got < limit && got < sh->least))
			sh->least = got;
		ledger_done(sh->o, k, got, better);
		if (got < limit)
			cutoff_keep(&sh->cut, got);
		pthread_mutex_unlock(&sh->lock);
		if (better)
			pin_best(sh->o);
	}
}

/*
 * Makes the rows weighed what the cutoff at the end (limit) proves,
 * whatever the order the threads weighed them in: a total below it is
 * found exactly by any order (the cutoff only falls), one not below it
 * is given as the larger of its first bound and the limit.  A row not
 * weighed keeps its first bound; a first bound of INF is exact (none).
 */
static void
settle(struct table_row *rows, size_t count, uint64_t limit)
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

/*
 * Weighs the count candidates of list at the root into rows, in the
 * order of the list and o->threads at once, each against the cutoff of
 * ask when it is taken; a row not weighed (stopped) has its first bound.
 * Sets r's weighed, and *limit to the cutoff at the end.  Returns 0, or
 * -1 if memory runs out.
 */
static int
weigh_openings(struct optimal *o, const struct node *at,
    const struct candidate *list, size_t count,
    const struct optimal_table_ask *ask, struct table_row *rows,
    struct optimal_ranking *r, uint64_t *limit)
{
	struct table_share sh = { o, at, list, count, 0, rows,
	    { NULL, 0, 0, 0, 0, 0 }, INF, 0, PTHREAD_MUTEX_INITIALIZER };
	int status;

	if (cutoff_of_ask(&sh.cut, ask, count) == -1) {
		cutoff_free(&sh.cut);
		return -1;
	}
	for (size_t k = 0; k < count; k++)
		rows[k] = (struct table_row){ { list[k].guess, list[k].lower, 0,
		    list[k].lower >= INF }, k, list[k].lower, 0 };
	status = threads_run(o->threads, weigh_shared, &sh);
	r->weighed = sh.weighed;
	*limit = cutoff_limit(&sh.cut);
	cutoff_free(&sh.cut);
	pthread_mutex_destroy(&sh.lock);
	return status == 0 ? 0 : -1;
}

/*
 * Sets the worst case of each exact row (their sets are in the memo:
 * quick, once the search is over) and the least bound of the others in
 * r->rest.
 */
static void
finish_rows(struct optimal *o, const struct node *at, struct table_row *rows,
    size_t count, struct optimal_ranking *r)
{
	for (size_t i = 0; i < count; i++)
		if (rows[i].row.exact && rows[i].row.total < INF)
			rows[i].row.worst = opening_depth(o, at,
			    rows[i].row.guess);
		else if (!rows[i].row.exact && rows[i].row.total < r->rest)
			r->rest = rows[i].row.total;
}

void
table_finish(struct optimal *o, const struct node *at,
    struct table_row *rows, size_t count, uint64_t limit,
    struct optimal_ranked *out, struct optimal_ranking *r)
{
	settle(rows, count, limit);
	finish_rows(o, at, rows, count, r);
	qsort(rows, count, sizeof(*rows), by_standing);
	for (size_t i = 0; i < count; i++)
		out[i] = rows[i].row;
	r->rows = count;
	if (count > 0 && out[0].total >= INF)
		o->none_within = o->tries;	/* none wins */
}

size_t
table_top(const struct optimal_table_ask *ask, size_t count)
{
	return ask->top != SIZE_MAX && ask->top > count ? count : ask->top;
}

struct candidate *
table_list(struct optimal *o, const struct node *at,
    const struct optimal_table_ask *ask, size_t *count)
{
	struct candidate *every, *list;
	uint64_t ignored;

	/* INF + 1: those no strategy wins with within the tries too */
	if ((every = candidates(o, at, INF + 1, count, &ignored)) == NULL ||
	    ask->only == NULL)
		return every;
	list = asked_list(o, at, every, count, ask);
	free(every);
	return list;
}

int
optimal_table(struct optimal *o, const uint32_t *secrets, size_t n,
    const uint64_t *hard, const struct optimal_table_ask *ask,
    struct optimal_ranked *rows, struct optimal_ranking *r)
{
	struct group *group = malloc(sizeof(*group) + o->words *
	    sizeof(uint64_t));
	struct node at = { secrets, n, 0, group, NULL, 0, 0, 0 };
	struct candidate *list = NULL;
	struct table_row *made = NULL;
	uint64_t limit = INF;
	size_t count = 0;
	int status = -1;

	*r = (struct optimal_ranking){ 0, 0, 0, UINT64_MAX,
	    OPTIMAL_FINISHED };
	o->none_within = 0;
	if (group == NULL || n == 0 || watch_begin(o) == -1) {
		free(group);
		return -1;
	}
	group_start(group, o->length, 0);
	root_allows(o, &at, hard, (uint64_t *)(group + 1));
	at.depth = o->tries > 0 ? (unsigned)o->tries : 0;
	ledger_root(o, &at);
	if ((list = table_list(o, &at, ask, &count)) == NULL ||
	    (made = malloc((count + 1) * sizeof(*made))) == NULL)
		goto out;
	r->candidates = count;
	ledger_open(o, &at, list, count);
	status = weigh_openings(o, &at, list, count, ask, made, r, &limit);
out:
	r->stopped = watch_end(o);
	if (r->stopped != OPTIMAL_FINISHED && made == NULL)
		status = 0;	/* stopped before a guess was weighed */
	if (status == 0 && made != NULL)
		table_finish(o, &at, made, count, limit, rows, r);
	o->out_of_memory |= status == -1;
	free(made);
	free(list);
	free(group);
	return status;
}
