/*
 * A certificate of what the search proved (doc/certificate.md): the
 * strategy it plays, and the claims its lower bound rests on, written
 * from what its memo knows.  A claim (a set S, the guesses d left, a
 * value v) holds if every guess allowed at S totals v or more, each part
 * of it bounded by the closed form (the checker's) or by a claim below;
 * so at each claim, every guess whose closed forms fall short gets claims
 * for enough of its parts, each no higher than the guess needs, the
 * values from the memo (a total, or a bound), or solved again where the
 * memo has forgotten them, and each the same below it.  Where the search
 * weighs one guess of each orbit, the claim's symmetries are written and
 * one guess of an orbit needs claims.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../codes/tree.h"
#include "../core/output.h"
#include "internal.h"

/* A guess at a claim that its closed forms leave short of the value. */
struct short_guess {
	uint32_t guess;
	uint64_t total;		/* its closed forms' total */
};

/* A claim to write below another: a part of one of its guesses. */
struct child {
	unsigned part;		/* in split_guess()'s order */
	uint64_t value;
};

/* Returns a + b, at most INF. */
static uint64_t
add(uint64_t a, uint64_t b)
{
	return a >= INF || b >= INF || a + b >= INF ? INF : a + b;
}

/*
 * Returns the closed form of a part of m secrets below a claim with d
 * guesses left (0: none) at a set whose guesses have at most branches
 * parts besides the win: the checker's bound(m, d - 1, branches).
 */
static uint64_t
closed(uint64_t m, unsigned d, unsigned branches)
{
	if (d == 1)
		return m > 0 ? INF : 0;
	return bound_in(m, below(d), branches);
}

/*
 * Returns the parts but the win of a guess whose parts' sizes by hint
 * are counts (zeroed after), 1 if it leaves its set in one part.
 */
static unsigned
parts_of(const struct optimal *o, uint16_t *counts)
{
	unsigned parts = 0, won = 0;

	for (unsigned h = 0; h < o->hints; h++)
		if (counts[h] > 0) {
			parts++;
			won |= h == o->win;
			counts[h] = 0;
		}
	return parts > 1 ? parts - won : 1;
}

unsigned
certify_branches(struct certifier *w, const struct node *at)
{
	struct optimal *o = w->o;
	size_t block = weigh_block(o);
	struct playable p;
	uint32_t guesses[BLOCK];
	/* no guess parts n secrets into more than n, nor into more than
	   the hints but the win: a guess that does ends the count */
	unsigned most = 1, full = at->n < o->hints - 1 ? (unsigned)at->n :
	    o->hints - 1;

	if (playable_make(o, at, &p) == -1)
		return UINT_MAX;
	for (size_t from = 0; from < p.count && most < full; from += block) {
		size_t count = p.count - from < block ? p.count - from : block;

		weigh_count_playable(o, at, &p, from, count, w->counts,
		    guesses);
		for (size_t k = 0; k < count; k++) {
			unsigned parts = parts_of(o, w->counts + k * o->stride);

			most = parts > most ? parts : most;
		}
	}
	playable_free(&p);
	return most;
}

/*
 * Returns the total the closed forms give guess at a node of claim depth
 * d (the checker's T(g) with no claim below it): its secrets, and each
 * part's but the win's closed form; INF if it does not split them.
 */
static uint64_t
closed_total(struct certifier *w, const struct node *at, size_t guess,
    unsigned d, unsigned branches)
{
	struct optimal *o = w->o;
	uint64_t total = at->n;

	for (size_t i = 0; i < at->n; i++)
		w->size[table_hint(o, guess, at->secrets[i])]++;
	for (size_t i = 0; i < at->n; i++) {
		unsigned h = table_hint(o, guess, at->secrets[i]);

		if (w->size[h] == 0)
			continue;	/* counted */
		if (h != o->win)
			total = add(total, closed(w->size[h], d, branches));
		if (w->size[h] == at->n && h != o->win)
			total = INF;	/* no split: the checker passes it */
		w->size[h] = 0;
	}
	return total;
}

void
certify_line(struct certifier *w, uint64_t parent, size_t guess,
    unsigned hint, unsigned depth, uint64_t value)
{
	const struct optimal_certificate *c = w->c;
	const char *g = c->guess[guess], *h = c->hint[hint];
	size_t gn = strlen(g), hn = strlen(h);
	char *at = output_reserve(c->out, gn + hn + 3 * OUTPUT_NUMBER_MAX + 8);

	at = output_number(at, parent);
	*at++ = ' ';
	memcpy(at, g, gn);
	at += gn;
	*at++ = ' ';
	memcpy(at, h, hn);
	at += hn;
	*at++ = ' ';
	if (depth == 0) {
		memcpy(at, "none", 4);
		at += 4;
	} else
		at = output_number(at, depth);
	*at++ = ' ';
	if (value >= INF) {
		memcpy(at, "inf", 3);
		at += 3;
	} else
		at = output_number(at, value);
	*at++ = '\n';
	output_commit(c->out, at);
	w->c->claims++;
	w->c->lines++;
}

/*
 * Writes a symmetry line: the image of each colour (colour[c], c below
 * colours) and of each place (place[i], i below length).
 */
static void
put_symmetry(struct certifier *w, const unsigned char *colour,
    const unsigned char *place)
{
	struct output *out = w->c->out;
	unsigned colours = w->o->guess_space->colours;

	output_write(out, "sym ", 4);
	for (unsigned c = 0; c < colours; c++)
		output_write(out, w->c->colour[colour[c]],
		    strlen(w->c->colour[colour[c]]));
	for (size_t i = 0; i < w->o->length; i++)
		output_format(out, "%c%u", i == 0 ? ' ' : ',', place[i] + 1);
	output_write(out, "\n", 1);
	w->c->lines++;
}

/* Writes the symmetries that permute the colours of set among them. */
static void
put_colour_swaps(struct certifier *w, uint64_t set)
{
	unsigned char colour[SCORE_COLOURS_MAX], place[LENGTH_MAX];
	unsigned colours = w->o->guess_space->colours, first = colours, k = 0;
	unsigned char cycle[SCORE_COLOURS_MAX];

	for (size_t i = 0; i < w->o->length; i++)
		place[i] = (unsigned char)i;
	for (unsigned c = 0; c < colours; c++) {
		colour[c] = (unsigned char)c;
		if (set >> c & 1)
			cycle[k++] = (unsigned char)c;
	}
	if (k < 2)
		return;
	first = cycle[0];
	colour[first] = cycle[1];	/* a swap of the first two */
	colour[cycle[1]] = (unsigned char)first;
	put_symmetry(w, colour, place);
	if (k < 3)
		return;
	for (unsigned j = 0; j < k; j++)	/* and a cycle: they generate */
		colour[cycle[j]] = cycle[(j + 1) % k];
	put_symmetry(w, colour, place);
}

/* The element e of group g: its places' images and its colours'. */
static void
element(const struct optimal *o, const struct group *g, unsigned e,
    unsigned char *colour, unsigned char *place)
{
	for (unsigned c = 0; c < o->guess_space->colours; c++)
		colour[c] = g->played >> c & 1 ? g->colour[e][c] :
		    (unsigned char)c;
	for (size_t i = 0; i < o->length; i++)
		place[o->length > GROUP_LENGTH ? i : g->from[e][i]] =
		    (unsigned char)i;
}

/* Returns the index of the position permutation from among g's, or g->count. */
static unsigned
element_of(const struct group *g, const unsigned char *from)
{
	for (unsigned e = 0; e < g->count; e++)
		if (memcmp(g->from[e], from, GROUP_LENGTH) == 0)
			return e;
	return g->count;
}

/*
 * Writes symmetry lines that generate the group g of the positions
 * permuted (and their colours mapped) that fix every guess played: each
 * element that those before it do not generate.
 */
static void
put_group(struct certifier *w, const struct group *g)
{
	unsigned char reached[GROUP_MAX] = { 1 }, colour[SCORE_COLOURS_MAX];
	unsigned char place[LENGTH_MAX];
	unsigned gens[GROUP_MAX], count = 0;

	if (w->o->length > GROUP_LENGTH)
		return;
	for (unsigned e = 1; e < g->count; e++) {
		if (reached[e])
			continue;
		gens[count++] = e;
		/* the closure: what the generators reach from each reached */
		for (int more = 1; more;) {
			more = 0;
			for (unsigned a = 0; a < g->count; a++)
				for (unsigned k = 0; reached[a] && k < count;
				    k++) {
					unsigned char from[GROUP_LENGTH];
					unsigned b;

					for (unsigned i = 0; i < GROUP_LENGTH;
					    i++)
						from[i] = g->from[gens[k]][
						    g->from[a][i]];
					b = element_of(g, from);
					if (b < g->count && !reached[b])
						more = reached[b] = 1;
				}
		}
	}
	for (unsigned k = 0; k < count; k++) {
		element(w->o, g, gens[k], colour, place);
		put_symmetry(w, colour, place);
	}
}

/*
 * Writes the symmetries of the set at a node that the search weighs one
 * guess of each orbit of (worth_weighing()): its group's generators, the
 * colours never played, and the colours no secret of it has.
 */
static void
put_symmetries(struct certifier *w, const struct node *at)
{
	struct optimal *o = w->o;
	uint64_t alive = 0;

	for (size_t i = 0; i < at->n; i++)
		alive |= o->secret_colours[at->secrets[i]];
	put_group(w, at->group);
	put_colour_swaps(w, o->colours_all & ~at->group->played);
	put_colour_swaps(w, o->colours_all & ~alive);
}

/* Says, in w's why, that the search's value does not hold.  Returns -1. */
static int
not_proven(struct certifier *w, const struct node *at, size_t guess,
    uint64_t total, uint64_t value)
{
	snprintf(w->why, w->why_size, "a set of %zu secrets: guess %s totals "
	    "%llu at least by what the search finds, below %llu: not proven",
	    at->n, w->c->guess[guess], (unsigned long long)total,
	    (unsigned long long)value);
	return -1;
}

/*
 * Returns what is known of a part without a search: its total if the
 * memo has it or it is tiny, else the memo's bound or a small set's,
 * the closed form's at least.
 */
static uint64_t
known(struct optimal *o, const struct node *part, uint64_t form)
{
	struct entry e;
	size_t best;
	uint64_t lower;

	if (part->n <= 2 || part->depth == 1)
		lower = search_solve(o, part, INF, &best);
	else if (part->n >= MEMO_SMALLEST && memo_find(o, part->secrets,
	    part->n, part->depth, memo_key(part, part->depth), &e) && e.exact)
		lower = e.lower;
	else
		lower = bound_refine(o, part);
	if (lower == NONE)	/* stopped, or out of memory: solved later */
		return form;
	lower = lower < INF ? lower : INF;
	return lower > form ? lower : form;
}

/*
 * Sets kids (*count of them) to the claims that raise a guess's total
 * from total to value, given each part's closed form (form) and what is
 * known of it (lower): the need spread over the parts, a unit at a time
 * to a part given least so far (the smallest part of those that tie), so
 * that no claim is higher than it must be, each then needing fewer
 * claims below it; for inf, one part of inf.
 */
static void
choose_kids(const struct split *sp, const uint64_t *form,
    const uint64_t *lower, uint64_t total, uint64_t value,
    struct child *kids, unsigned *count)
{
	uint64_t need = value - total, level = 0, high = 0, given = 0;

	*count = 0;
	for (unsigned k = 0; k < sp->n; k++) {
		if (value >= INF && lower[k] >= INF) {
			kids[(*count)++] = (struct child){ k, INF };
			return;
		}
		high = lower[k] - form[k] > high ? lower[k] - form[k] : high;
	}
	/* the least level whose gains, each part's up to it, meet the need */
	while (level < high) {
		uint64_t mid = level + (high - level) / 2, sum = 0;

		for (unsigned k = 0; k < sp->n && sum < need; k++)
			sum += lower[k] - form[k] < mid ? lower[k] - form[k] :
			    mid;
		if (sum >= need)
			high = mid;
		else
			level = mid + 1;
	}
	for (unsigned k = 0; k < sp->n; k++)	/* each up to level - 1 */
		given += lower[k] - form[k] < level ? lower[k] - form[k] :
		    level - 1;
	for (unsigned k = 0; k < sp->n && level > 0; k++) {
		uint64_t gain = lower[k] - form[k];
		uint64_t mine = gain < level ? gain : level - 1;

		if (gain >= level && given < need) {	/* the rest, in order */
			mine++;
			given++;
		}
		if (mine > 0)
			kids[(*count)++] = (struct child){ k, form[k] + mine };
	}
}

/*
 * Returns the value of the claim c->reuse holds of the part of guess by
 * hint below claim id if that is the root (*k: the claim, *lines: its
 * lines and those below it), else 0.
 */
static uint64_t
reused(const struct certifier *w, uint64_t id, size_t guess, unsigned hint,
    size_t *k, uint64_t *lines)
{
	const struct optimal_reuse *r = w->c->reuse;
	uint64_t value = 0;

	*k = SIZE_MAX;
	if (id == 0 && r != NULL && (*k = r->find(r->arg, guess, hint,
	    &value, lines)) == SIZE_MAX)
		value = 0;
	return value < INF ? value : INF;
}

/*
 * The claims c->reuse holds of the parts of a guess at the root: each
 * part's value (0: none), its closed form, and its lines with those
 * below it.
 */
struct held {
	uint64_t value[HINTS_MAX], form[HINTS_MAX], lines[HINTS_MAX];
	unsigned char taken[HINTS_MAX];
};

/* Returns the gain of held part k over its closed form, a line. */
static double
gain_a_line(const struct held *h, unsigned k)
{
	return (double)(h->value[k] - h->form[k]) / (double)h->lines[k];
}

/*
 * Takes the held parts of n, those of most gain a line first, until they
 * raise total to value.  Returns what they raise it to.
 */
static uint64_t
take_dense(struct held *h, unsigned n, uint64_t total, uint64_t value)
{
	unsigned best;

	while (total < value) {
		best = n;
		for (unsigned k = 0; k < n; k++)
			if (!h->taken[k] && h->value[k] > h->form[k] &&
			    (best == n || gain_a_line(h, k) >
			    gain_a_line(h, best)))
				best = k;
		if (best == n)
			break;
		h->taken[best] = 1;
		total = add(total, h->value[best] - h->form[best]);
	}
	return total;
}

/*
 * Leaves out the parts of n taken that the others make needless to
 * raise sum, what they raise a total to, to value: the longest first.
 */
static void
drop_needless(struct held *h, unsigned n, uint64_t sum, uint64_t value)
{
	for (unsigned longest = 0; longest < n;) {
		longest = n;
		for (unsigned k = 0; k < n; k++)
			if (h->taken[k] && sum - (h->value[k] - h->form[k]) >=
			    value && (longest == n || h->lines[k] >
			    h->lines[longest]))
				longest = k;
		if (longest < n) {
			h->taken[longest] = 0;
			sum -= h->value[longest] - h->form[longest];
		}
	}
}

/*
 * Sets kids (*count of them) to parts of a guess at the root (split sp)
 * whose held claims raise its total from total to value in few lines:
 * each comes with every line below it, however little of it is needed.
 * Returns 1 if they reach value, else 0.
 */
static int
choose_reused(const struct split *sp, struct held *h, uint64_t total,
    uint64_t value, struct child *kids, unsigned *count)
{
	uint64_t sum;

	if (value >= INF || (sum = take_dense(h, sp->n, total, value)) < value)
		return 0;
	drop_needless(h, sp->n, sum, value);
	*count = 0;
	for (unsigned k = 0; k < sp->n; k++)
		if (h->taken[k])
			kids[(*count)++] = (struct child){ k, h->value[k] };
	return 1;
}

/*
 * Finds the claims that raise guess's total at a node of claim depth d,
 * claim id (its split sp, its closed forms' total) to value: at the root,
 * the fewest claims c->reuse holds if they reach it (choose_reused());
 * else for each part what is known of it (at the root, a claim reused
 * too), and where that falls short, the parts solved in turn, the
 * smallest first, each with the budget the others leave; then
 * choose_kids().  Returns 0, or -1 with why (out of memory, stopped, or
 * the value not proven).
 */
static int
raise_guess(struct certifier *w, const struct node *at, unsigned d,
    uint64_t id, size_t guess, const struct split *sp, uint64_t total,
    uint64_t value, struct child *kids, unsigned *count)
{
	struct optimal *o = w->o;
	struct held h;
	uint64_t *form = h.form, lower[HINTS_MAX], sum = total;
	size_t best;

	for (unsigned k = 0; k < sp->n; k++) {
		form[k] = closed(sp->size[sp->order[k]], d, at->branches);
		h.value[k] = reused(w, id, guess, sp->order[k], &best,
		    &h.lines[k]);
		h.taken[k] = 0;
	}
	if (id == 0 && choose_reused(sp, &h, total, value, kids, count))
		return 0;
	for (unsigned k = 0; k < sp->n; k++) {
		struct node part = split_part(sp, k, at);

		lower[k] = known(o, &part, form[k]);
		lower[k] = h.value[k] > lower[k] ? h.value[k] : lower[k];
		sum = add(sum, lower[k] - form[k]);
	}
	for (unsigned k = 0; k < sp->n && sum < value; k++) {
		struct node part = split_part(sp, k, at);
		uint64_t others = sum - (lower[k] - form[k]), got;

		got = search_solve(o, &part, value >= INF ? INF : value -
		    others + form[k], &best);
		if (got == NONE) {
			snprintf(w->why, w->why_size, "out of memory");
			return -1;
		}
		if (got > lower[k]) {
			lower[k] = got < INF ? got : INF;
			sum = add(others, lower[k] - form[k]);
		}
	}
	if (sum < value)
		return not_proven(w, at, guess, sum, value);
	choose_kids(sp, form, lower, total, value, kids, count);
	return 0;
}

/*
 * Returns 1 if no guess at a node falls short of value by the closed
 * forms: value is at most 2n - 1, or 2n and no secret splits the others
 * into parts of one.  A part of m secrets takes 2m - 1 at least, so a
 * guess takes n + 2(n - w) - p, w 1 if it is a secret and p its parts but
 * the win: 2n - w at least, and a secret that leaves a part of two or
 * more, 2n.  (Most claims are these, a part raised by one above its
 * closed form: they need no weighing.)
 */
static int
closed_enough(const struct optimal *o, const struct node *at, uint64_t value)
{
	if (value + 1 < 2 * at->n + 1)
		return 1;
	if (value > 2 * at->n)
		return 0;
	for (size_t i = 0; i < at->n; i++)
		if (splits_perfectly(o, at, o->as_guess[at->secrets[i]]))
			return 0;
	return 1;
}

/*
 * Writes the claims below claim id (a node, claim depth d, value) that
 * guess needs (its closed forms' total), and those below each of them:
 * at the root, c->reuse's where it holds one as high as needed.  Returns
 * 0, or -1 with why.
 */
static int
lift(struct certifier *w, const struct node *at, unsigned d, size_t guess,
    uint64_t total, uint64_t value, uint64_t id)
{
	const struct optimal_reuse *r = w->c->reuse;
	struct child kids[HINTS_MAX];
	unsigned count = 0;
	struct split sp;
	int status = split_guess(w->o, at, guess, &sp);

	if (status == -1)
		snprintf(w->why, w->why_size, "out of memory");
	else
		status = raise_guess(w, at, d, id, guess, &sp, total, value,
		    kids, &count);
	for (unsigned k = 0; k < count && status == 0; k++) {
		struct node part = split_part(&sp, kids[k].part, at);
		unsigned hint = sp.order[kids[k].part];
		uint64_t mine, lines;
		size_t held;

		if (reused(w, id, guess, hint, &held, &lines) >=
		    kids[k].value) {
			status = r->write(r->arg, held, w->c, &w->next,
			    w->why, w->why_size);
			continue;
		}
		mine = w->next++;
		certify_line(w, id, guess, hint, part.depth, kids[k].value);
		status = certify_set(w, &part, part.depth, kids[k].value, mine,
		    SIZE_MAX);
	}
	split_free(&sp);
	return status;
}

uint64_t
certify_need(struct certifier *w, const struct node *at, unsigned d,
    size_t guess, size_t m, uint64_t least)
{
	uint64_t total = closed_total(w, at, guess, d, at->branches);

	if (least >= INF || total >= INF)
		return INF;
	return least > total ? closed(m, d, at->branches) + least - total : 0;
}

int
certify_guess(struct certifier *w, const struct node *at, unsigned d,
    size_t guess, uint64_t value, uint64_t id)
{
	uint64_t total = closed_total(w, at, guess, d, at->branches);

	return total < value ? lift(w, at, d, guess, total, value, id) : 0;
}

/*
 * Lists into *out (*count of them) the guesses at a node of claim depth
 * d whose closed forms fall short of value: of the search's candidates
 * (one of each orbit where it has symmetry), or only alone.  Returns 0,
 * or -1 if memory runs out.
 */
static int
short_guesses(struct certifier *w, const struct node *at, unsigned d,
    uint64_t value, size_t only, struct short_guess **out, size_t *count)
{
	struct node here = *at;
	struct candidate *list = NULL;
	size_t listed = 1;
	uint64_t rest;

	here.depth = d;
	here.parts_branches = 0;
	*count = 0;
	if (only == SIZE_MAX && (list = weigh_candidates(w->o, &here, value,
	    &listed, &rest)) == NULL)
		return -1;
	*out = malloc((listed + 1) * sizeof(**out));
	for (size_t k = 0; *out != NULL && k < listed; k++) {
		size_t g = list != NULL ? list[k].guess : only;
		uint64_t total = closed_total(w, at, g, d, at->branches);

		if (total < value)
			(*out)[(*count)++] = (struct short_guess){
			    (uint32_t)g, total };
	}
	free(list);
	return *out == NULL ? -1 : 0;
}

int
certify_set(struct certifier *w, struct node *at, unsigned d, uint64_t value,
    uint64_t id, size_t only)
{
	struct short_guess *shorts = NULL;
	size_t count;
	int status = 0;

	if (at->n <= 1 || d == 1 || (only == SIZE_MAX &&
	    closed_enough(w->o, at, value)))
		return 0;	/* the closed forms: inf, or enough */
	at->parts_branches = 0;
	if ((at->branches = certify_branches(w, at)) == UINT_MAX ||
	    short_guesses(w, at, d, value, only, &shorts, &count) == -1) {
		snprintf(w->why, w->why_size, "out of memory");
		return -1;
	}
	if (count > 0 && only == SIZE_MAX && w->o->symmetric)
		put_symmetries(w, at);
	for (size_t k = 0; k < count && status == 0; k++)
		status = lift(w, at, d, shorts[k].guess, shorts[k].total, value,
		    id);
	free(shorts);
	return status;
}

int
certifier_start(struct certifier *w, struct optimal *o,
    struct optimal_certificate *c, char *why, size_t why_size)
{
	*w = (struct certifier){ .o = o, .c = c, .next = 1, .why = why,
	    .why_size = why_size };
	w->counts = calloc(weigh_block(o) * o->stride, sizeof(*w->counts));
	w->size = calloc(o->hints, sizeof(*w->size));
	if (w->counts == NULL || w->size == NULL) {
		certifier_free(w);
		snprintf(why, why_size, "out of memory");
		return -1;
	}
	return 0;
}

void
certifier_free(struct certifier *w)
{
	free(w->counts);
	free(w->size);
	w->counts = NULL;
	w->size = NULL;
}

int
optimal_certify(struct optimal *o, const uint32_t *secrets, size_t n,
    size_t first, unsigned tries, uint64_t value,
    struct optimal_certificate *c, char *why, size_t why_size)
{
	struct certifier w;
	struct root root;
	int symmetric = o->symmetric, status = -1;

	c->claims = c->lines = 0;
	if (certifier_start(&w, o, c, why, why_size) == -1)
		return -1;
	if (root_start(o, &root, secrets, n, 0, NULL, NULL) == -1)
		snprintf(why, why_size, "out of memory");
	else {
		/* hard mode has no symmetry lines: each guess is weighed */
		o->symmetric = symmetric && !o->hard;
		root.at.depth = o->root_depth;
		status = certify_set(&w, &root.at, tries, value >= INF ? INF :
		    value, 0, first);
		o->symmetric = symmetric;
	}
	root_free(&root);
	certifier_free(&w);
	return status;
}

static int	strategy_parts(struct optimal *, const struct node *, size_t,
		    unsigned, struct tree *);

/*
 * Adds to t the strategy at a node, guess number depth: the guess the
 * memo knows for its set (solved again if it has forgotten it), and
 * below it each part's, by hint.  Returns 0, or -1 if memory runs out
 * or the search is stopped.
 */
static int
add_strategy(struct optimal *o, const struct node *at, unsigned depth,
    unsigned reply, struct tree *t)
{
	size_t guess = o->as_guess[at->secrets[0]];

	if (at->n > 1 && search_solve(o, at, INF, &guess) >= INF)
		return -1;
	if (tree_add(t, depth, reply, guess) == -1)
		return -1;
	return at->n > 1 ? strategy_parts(o, at, guess, depth, t) : 0;
}

/*
 * Adds to t the strategy below guess at a node, guess number depth: each
 * part's, by hint (add_strategy()).  Returns 0, or -1 if memory runs out
 * or the search is stopped.
 */
static int
strategy_parts(struct optimal *o, const struct node *at, size_t guess,
    unsigned depth, struct tree *t)
{
	unsigned part_of[HINTS_MAX];
	struct split sp;
	int status = split_guess(o, at, guess, &sp);

	for (unsigned k = 0; status == 0 && k < sp.n; k++)
		part_of[sp.order[k]] = k;
	for (unsigned h = 0; status == 0 && h < o->hints; h++) {
		struct node part;

		if (h == o->win || sp.size[h] == 0)
			continue;
		if (sp.size[h] > 1)
			part = split_part(&sp, part_of[h], at);
		else	/* a secret alone: its own guess */
			part = (struct node){ sp.sorted + sp.start[h], 1,
			    below(at->depth), sp.group, NULL, 0, 0, 0, NULL };
		status = add_strategy(o, &part, depth + 1, h, t);
	}
	split_free(&sp);
	return status;
}

int
optimal_strategy(struct optimal *o, const uint32_t *secrets, size_t n,
    size_t first, struct tree *t)
{
	struct root root;
	int status = -1;

	if (root_start(o, &root, secrets, n, 0, NULL, NULL) == 0) {
		root.at.depth = o->root_depth;
		status = tree_add(t, 1, 0, first) == -1 ? -1 :
		    strategy_parts(o, &root.at, first, 1, t);
	}
	root_free(&root);
	return status;
}
