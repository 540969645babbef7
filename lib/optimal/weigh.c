/*
 * The optimal search's table of hints (lib/optimal/, internal.h): every guess
 * scored against every secret once, the parts of guesses counted from it
 * and weighed against their bounds, and a node's secrets split by a guess.
 */

#include <stdlib.h>
#include <string.h>

#include "../codes/space.h"
#include "../core/fnv.h"
#include "../core/score.h"
#include "../core/vector.h"
#include "internal.h"

/*
 * Fills o's table of hints a secret a row, scoring packed codes where both
 * spaces have them (a hint does not depend on which code is the secret),
 * and the largest number of parts but the win of a guess.  Returns 0, or
 * -1 if memory runs out.
 */
int
weigh_fill(struct optimal *o)
{
	return table_fill(&o->hint_table, o->rule, o->guess_space,
	    o->secret_space, o->threads, &o->branches);
}

/*
 * Returns the start of secret i's row of o's table, a byte or (wide) two
 * a hint.
 */
static inline const void *
table_row(const struct optimal *o, uint32_t i)
{
	size_t at = (size_t)i * o->guesses;

	return o->wide ? (const void *)(o->hint_table.words + at) :
	    (const void *)(o->hint_table.bytes + at);
}

/*
 * Returns the hint at k of a row of the table: an inline function whose
 * wide is a constant where it is called, so that each width has its own
 * loop.
 */
static inline __attribute__((always_inline)) unsigned
row_hint(const void *row, size_t k, int wide)
{
	return wide ? ((const uint16_t *)row)[k] :
	    ((const unsigned char *)row)[k];
}

/* count_block() for a table of hints of one width (wide). */
static inline __attribute__((always_inline)) void
count_rows(const struct optimal *o, const struct node *at, size_t from,
    size_t count, uint16_t *counts, int wide)
{
	size_t hints = o->stride;

	for (size_t i = 0; i < at->n; i++) {
		const void *row = (const char *)table_row(o, at->secrets[i]) +
		    from * (wide ? 2 : 1);
		uint16_t *at_k = counts;
		size_t k = 0;

		for (; k + 4 <= count; k += 4, at_k += 4 * hints) {
			at_k[row_hint(row, k, wide)]++;
			at_k[hints + row_hint(row, k + 1, wide)]++;
			at_k[2 * hints + row_hint(row, k + 2, wide)]++;
			at_k[3 * hints + row_hint(row, k + 3, wide)]++;
		}
		for (; k < count; k++, at_k += hints)
			at_k[row_hint(row, k, wide)]++;
	}
}

/*
 * Counts the secrets at a node in each part of the guesses from to
 * from + count - 1 (count at most BLOCK): counts[k * o->stride + h] (zero
 * before) gets the size of part h of guess from + k.  The table holds a
 * secret's hints in a row, so each secret is a run of count hints.
 */
static void
count_block(const struct optimal *o, const struct node *at, size_t from,
    size_t count, uint16_t *counts)
{
	if (o->wide)
		count_rows(o, at, from, count, counts, 1);
	else
		count_rows(o, at, from, count, counts, 0);
}

/*
 * The guesses a node may play, made a word of 64 at a time
 * (allowed_word()): in hard mode the AND of its root's bits and of the
 * maps of what the hints below ask (hard_maps()), or with no index those
 * of its root's that meet them, a test a guess.
 */
struct allowed {
	const uint64_t *maps[HARD_MAPS_MAX + 1];
	size_t count;
	const struct hard_asks *each;	/* no index: the asks to test */
};

/*
 * Starts a, the guesses allowed where a root allows root's (NULL: any)
 * and the hints below it ask asks (NULL: nothing).
 */
static void
allowed_start(const struct optimal *o, const uint64_t *root,
    const struct hard_asks *asks, struct allowed *a)
{
	size_t more;

	a->count = 0;
	a->each = NULL;
	if (root == NULL)
		return;
	a->maps[a->count++] = root;
	if (asks == NULL)
		return;
	if ((more = hard_maps(&o->hard_index, asks, a->maps + 1)) == SIZE_MAX)
		a->each = asks;
	else
		a->count += more;
}

/* Returns the bits of the guesses 64 w on that a allows. */
static inline uint64_t
allowed_word(const struct optimal *o, const struct allowed *a, size_t w)
{
	uint64_t bits = w + 1 < o->words ? UINT64_MAX :
	    ((uint64_t)1 << (o->guesses % 64)) - 1;

	for (size_t k = 0; k < a->count; k++)
		bits &= a->maps[k][w];
	for (uint64_t left = a->each != NULL ? bits : 0; left != 0;
	    left &= left - 1) {
		size_t g = w * 64 + (size_t)__builtin_ctzll(left);

		if (!hard_asks_met(a->each, o->length,
		    space_code(o->guess_space, g)))
			bits &= ~((uint64_t)1 << (g % 64));
	}
	return bits;
}

int
playable_make(const struct optimal *o, const struct node *at,
    struct playable *p)
{
	struct allowed a;

	p->which = NULL;
	p->count = o->guesses;
	if (!o->consistent && at->allowed == NULL)
		return 0;
	if ((p->which = malloc((o->consistent ? at->n : o->guesses) *
	    sizeof(*p->which) + 1)) == NULL)
		return -1;
	p->count = 0;
	if (o->consistent) {
		for (size_t i = 0; i < at->n; i++)
			if (node_allows(o, at, o->as_guess[at->secrets[i]]))
				p->which[p->count++] =
				    o->as_guess[at->secrets[i]];
		return 0;
	}
	allowed_start(o, at->allowed, at->asks, &a);
	for (size_t w = 0; w < o->words; w++)
		for (uint64_t left = allowed_word(o, &a, w); left != 0;
		    left &= left - 1)
			p->which[p->count++] = (uint32_t)(w * 64 +
			    (size_t)__builtin_ctzll(left));
	return 0;
}

void
playable_free(struct playable *p)
{
	free(p->which);
	p->which = NULL;
}

int
weigh_may_play(const struct optimal *o, const struct node *at, size_t guess)
{
	if (guess >= o->guesses || !node_allows(o, at, guess))
		return 0;
	if (!o->consistent)
		return 1;
	for (size_t i = 0; i < at->n; i++)
		if (o->as_guess[at->secrets[i]] == guess)
			return 1;
	return 0;
}

int
weigh_splits(const struct optimal *o, const uint32_t *secrets, size_t n,
    size_t guess)
{
	unsigned first;

	if (n == 0 || guess >= o->guesses)
		return 0;
	first = table_hint(o, guess, secrets[0]);
	if (n == 1)
		return first == o->win;
	for (size_t i = 1; i < n; i++)
		if (table_hint(o, guess, secrets[i]) != first)
			return 1;
	return 0;
}

/*
 * Puts in guesses the indices of the guesses from to from + count - 1 of
 * those a node may play (p, playable_make()).
 */
static void
block_guesses(const struct playable *p, size_t from, size_t count,
    uint32_t *guesses)
{
	for (size_t k = 0; k < count; k++)
		guesses[k] = p->which != NULL ? p->which[from + k] :
		    (uint32_t)(from + k);
}

/*
 * count_block() for the guesses from to from + count - 1 of those a node
 * may play (p, playable_make()), putting their indices in guesses.
 */
void
weigh_count_playable(const struct optimal *o, const struct node *at,
    const struct playable *p, size_t from, size_t count, uint16_t *counts,
    uint32_t *guesses)
{
	size_t hints = o->stride;

	block_guesses(p, from, count, guesses);
	if (p->which == NULL) {
		count_block(o, at, from, count, counts);
		return;
	}
	for (size_t i = 0; i < at->n; i++) {
		const void *row = table_row(o, at->secrets[i]);

		for (size_t k = 0; k < count; k++)
			counts[k * hints + (o->wide ? row_hint(row, guesses[k],
			    1) : row_hint(row, guesses[k], 0))]++;
	}
}

/*
 * Sets *c to guess at a node, its parts' sizes in part (zeroed after),
 * with its bound: every secret takes this guess, and each part but the
 * win at least part_bound[size] more.  part_bound[n] is INF: a guess with
 * one part of every secret is no use.  The bound is INF too if a part
 * cannot be done in the depth left.  part_bound is on o->branches, the
 * order's (c->order), and where a guess has at most PARTS_COUNTED_MOST
 * parts counts them too, PARTS_ONE a part (part_bounds()); own, if not
 * NULL, is on the node's fewer branches, the bound's (c->lower,
 * c->branches: node_branches()).
 */
static void
weigh(const struct optimal *o, size_t n, size_t guess,
    const uint64_t *part_bound, const uint64_t *own, unsigned branches,
    uint16_t *part, struct candidate *c)
{
	uint64_t total = n, tighter = n;

	c->guess = (uint32_t)guess;
	c->possible = part[o->win] > 0;
	c->branches = own == NULL ? 0 : (unsigned char)branches;
	total -= part_bound[part[o->win]];
	/* the stride is a multiple of 4, and parts past the hints empty;
	   one pass a loop (summing apart and zeroing after took 5% more) */
	if (own == NULL)
		for (unsigned h = 0; h < o->stride; h += 4) {
			total += part_bound[part[h]] + part_bound[part[h + 1]] +
			    part_bound[part[h + 2]] + part_bound[part[h + 3]];
			part[h] = part[h + 1] = part[h + 2] = part[h + 3] = 0;
		}
	else {
		tighter -= own[part[o->win]];
		for (unsigned h = 0; h < o->stride; h += 4) {
			total += part_bound[part[h]] + part_bound[part[h + 1]] +
			    part_bound[part[h + 2]] + part_bound[part[h + 3]];
			tighter += own[part[h]] + own[part[h + 1]] +
			    own[part[h + 2]] + own[part[h + 3]];
			part[h] = part[h + 1] = part[h + 2] = part[h + 3] = 0;
		}
	}
	c->parts = o->branches <= PARTS_COUNTED_MOST ?
	    (unsigned char)(total >> PARTS_SHIFT) : PARTS_UNCOUNTED;
	total &= PARTS_ONE - 1;
	c->order = total < INF ? total : INF;
	c->lower = own == NULL ? c->order : tighter < INF ? tighter : INF;
}

/*
 * weigh() at a node of n secrets, few against the hints, from their rows
 * of the table (rows[i], a byte or, wide, two a hint): the parts counted
 * in part (zero before and after) and summed by the secrets' own hints,
 * a part the first time its hint is met, in time of the secrets, where
 * weigh() takes the time of every hint and a block of counters.
 */
static inline __attribute__((always_inline)) void
weigh_rows(const struct optimal *o, size_t n, const void *const *rows,
    uint32_t guess, const uint64_t *part_bound, uint16_t *part,
    struct candidate *c, int wide)
{
	uint64_t total = n;

	for (size_t i = 0; i < n; i++)
		part[row_hint(rows[i], guess, wide)]++;
	c->guess = guess;
	c->possible = part[o->win] > 0;
	total -= part_bound[part[o->win]];
	for (size_t i = 0; i < n; i++) {
		unsigned h = row_hint(rows[i], guess, wide);

		total += part_bound[part[h]];	/* part_bound[0] is 0 */
		part[h] = 0;
	}
	c->lower = total < INF ? total : INF;
}

/* The guesses weigh_rows_4() weighs in one pass over the secrets' rows. */
#define ROWS_AT_ONCE	4
/* The most guesses weighed at once: weigh_lanes()'s. */
#define LANES_MOST	32
/* The fewest: SSE2's 16 guesses at once. */
#define LANES_FEWEST	16
/* Past this stride (7 letters: 2188) four sets of counters were slower. */
#define ROWS_STRIDE_MOST	1024

/*
 * weigh_rows() of the ROWS_AT_ONCE guesses g into c, their parts counted
 * in part (ROWS_AT_ONCE counters of o->stride, zero before and after):
 * a pass over the rows counts them all, each count a chain of its own,
 * where one guess's counts wait on each other whenever a hint repeats.
 */
static inline __attribute__((always_inline)) void
weigh_rows_4(const struct optimal *o, size_t n, const void *const *rows,
    const uint32_t *g, const uint64_t *part_bound, uint16_t *part,
    struct candidate *c, int wide)
{
	uint16_t *p0 = part, *p1 = part + o->stride,
	    *p2 = part + 2 * o->stride, *p3 = part + 3 * o->stride;
	uint64_t t0 = n, t1 = n, t2 = n, t3 = n;

	for (size_t i = 0; i < n; i++) {
		const void *row = rows[i];

		p0[row_hint(row, g[0], wide)]++;
		p1[row_hint(row, g[1], wide)]++;
		p2[row_hint(row, g[2], wide)]++;
		p3[row_hint(row, g[3], wide)]++;
	}
	c[0].possible = p0[o->win] > 0;
	c[1].possible = p1[o->win] > 0;
	c[2].possible = p2[o->win] > 0;
	c[3].possible = p3[o->win] > 0;
	t0 -= part_bound[p0[o->win]];
	t1 -= part_bound[p1[o->win]];
	t2 -= part_bound[p2[o->win]];
	t3 -= part_bound[p3[o->win]];
	for (size_t i = 0; i < n; i++) {
		const void *row = rows[i];
		unsigned h0 = row_hint(row, g[0], wide),
		    h1 = row_hint(row, g[1], wide),
		    h2 = row_hint(row, g[2], wide),
		    h3 = row_hint(row, g[3], wide);

		t0 += part_bound[p0[h0]];	/* part_bound[0] is 0 */
		t1 += part_bound[p1[h1]];
		t2 += part_bound[p2[h2]];
		t3 += part_bound[p3[h3]];
		p0[h0] = p1[h1] = p2[h2] = p3[h3] = 0;
	}
	c[0].lower = t0 < INF ? t0 : INF;
	c[1].lower = t1 < INF ? t1 : INF;
	c[2].lower = t2 < INF ? t2 : INF;
	c[3].lower = t3 < INF ? t3 : INF;
	for (int j = 0; j < ROWS_AT_ONCE; j++)
		c[j].guess = g[j];
}

#if VECTOR
/*
 * The most secrets weigh_lanes() takes: its counts of duplicates are a
 * byte a guess.  Its comparisons grow as the square of the secrets, the
 * counters' way as the secrets and the hints: on Wordle's lists nodes of
 * 64 to 192 secrets were weighed faster by comparison too (0.84 of the
 * time after pizza -----), and those past 192 alike either way.
 */
#define LANES_ROWS_MOST	255

/*
 * Returns 1 if the bounds of the parts at a node of n secrets are linear,
 * part_bound[s] = 2s - 1 for every part of 1 to n - 1 secrets (no depth
 * limit near, and no part past branches + 1): a guess of p parts is then
 * bounded by n - w + (2n - p), where w is 1 if the guess may be the secret,
 * or INF if its one part holds every secret but the win.
 */
static int
linear_bounds(const uint64_t *part_bound, size_t n)
{
	if (n < 2)
		return 0;
	for (size_t s = 1; s < n; s++)
		if (part_bound[s] != 2 * s - 1)
			return 0;
	return 1;
}

/*
 * Sets the bounds of c[0] to c[lanes - 1] from the duplicates and wins of
 * their guesses at a node of n secrets (linear_bounds()).
 */
static void
bounds_of_lanes(size_t n, const unsigned char *duplicates,
    const unsigned char *wins, size_t lanes, struct candidate *c)
{
	for (size_t j = 0; j < lanes; j++) {
		c[j].possible = wins[j] != 0;
		c[j].lower = duplicates[j] == n - 1 && wins[j] == 0 ? INF :
		    2 * n + duplicates[j] - (wins[j] != 0);
		/* the hints met: n less the duplicates, one of them the win */
		c[j].parts = (unsigned char)(n - duplicates[j] -
		    (wins[j] != 0));
	}
}

/*
 * weigh() of 16 guesses at a node of n secrets whose parts' bounds are
 * linear (linear_bounds()), but for c's guesses, which the caller sets:
 * their hints are bytes from to from + 15 of the secrets' rows (of the
 * table, or packed by pack_hints()).  No counters: each secret's hints
 * compared with those of the secrets before it, 16 guesses at a time,
 * and four secrets at a time against the earlier ones (four chains of
 * comparisons side by side, each earlier row read once for the four).
 */
static void
weigh_lanes_16(const struct optimal *o, size_t n, const void *const *rows,
    size_t from, struct candidate *c)
{
	__m128i row[LANES_ROWS_MOST], duplicates = _mm_setzero_si128(),
	    wins = _mm_setzero_si128(), win = _mm_set1_epi8((char)o->win);
	unsigned char dup[16], won[16];
	size_t i;

	for (i = 0; i < n; i++) {
		row[i] = load16((const unsigned char *)rows[i] + from);
		wins = _mm_or_si128(wins, _mm_cmpeq_epi8(row[i], win));
	}
	for (i = 0; i + 4 <= n; i += 4) {
		__m128i *r = row + i, a0 = _mm_setzero_si128(),
		    a1 = _mm_cmpeq_epi8(r[1], r[0]),
		    a2 = _mm_or_si128(_mm_cmpeq_epi8(r[2], r[0]),
			_mm_cmpeq_epi8(r[2], r[1])),
		    a3 = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(r[3], r[0]),
			_mm_cmpeq_epi8(r[3], r[1])), _mm_cmpeq_epi8(r[3], r[2]));

		for (size_t k = 0; k < i; k++) {
			a0 = _mm_or_si128(a0, _mm_cmpeq_epi8(r[0], row[k]));
			a1 = _mm_or_si128(a1, _mm_cmpeq_epi8(r[1], row[k]));
			a2 = _mm_or_si128(a2, _mm_cmpeq_epi8(r[2], row[k]));
			a3 = _mm_or_si128(a3, _mm_cmpeq_epi8(r[3], row[k]));
		}
		duplicates = _mm_sub_epi8(_mm_sub_epi8(duplicates, a0),
		    _mm_add_epi8(_mm_add_epi8(a1, a2), a3));
	}
	for (; i < n; i++) {
		__m128i agree = _mm_setzero_si128();

		for (size_t k = 0; k < i; k++)
			agree = _mm_or_si128(agree,
			    _mm_cmpeq_epi8(row[i], row[k]));
		duplicates = _mm_sub_epi8(duplicates, agree);
	}
	_mm_storeu_si128((__m128i *)(void *)dup, duplicates);
	_mm_storeu_si128((__m128i *)(void *)won, wins);
	bounds_of_lanes(n, dup, won, 16, c);
}

#if VECTOR_AVX2
/* weigh_lanes_16() of 32 guesses at a time. */
AVX2_FUNCTION static void
weigh_lanes_32(const struct optimal *o, size_t n, const void *const *rows,
    size_t from, struct candidate *c)
{
	__m256i row[LANES_ROWS_MOST], duplicates = _mm256_setzero_si256(),
	    wins = _mm256_setzero_si256(),
	    win = _mm256_set1_epi8((char)o->win);
	unsigned char dup[32], won[32];
	size_t i;

	for (i = 0; i < n; i++) {
		row[i] = _mm256_loadu_si256((const __m256i *)(const void *)
		    ((const unsigned char *)rows[i] + from));
		wins = _mm256_or_si256(wins, _mm256_cmpeq_epi8(row[i], win));
	}
	for (i = 0; i + 4 <= n; i += 4) {
		__m256i *r = row + i, a0 = _mm256_setzero_si256(),
		    a1 = _mm256_cmpeq_epi8(r[1], r[0]),
		    a2 = _mm256_or_si256(_mm256_cmpeq_epi8(r[2], r[0]),
			_mm256_cmpeq_epi8(r[2], r[1])),
		    a3 = _mm256_or_si256(_mm256_or_si256(
			_mm256_cmpeq_epi8(r[3], r[0]),
			_mm256_cmpeq_epi8(r[3], r[1])),
			_mm256_cmpeq_epi8(r[3], r[2]));

		for (size_t k = 0; k < i; k++) {
			a0 = _mm256_or_si256(a0,
			    _mm256_cmpeq_epi8(r[0], row[k]));
			a1 = _mm256_or_si256(a1,
			    _mm256_cmpeq_epi8(r[1], row[k]));
			a2 = _mm256_or_si256(a2,
			    _mm256_cmpeq_epi8(r[2], row[k]));
			a3 = _mm256_or_si256(a3,
			    _mm256_cmpeq_epi8(r[3], row[k]));
		}
		duplicates = _mm256_sub_epi8(_mm256_sub_epi8(duplicates, a0),
		    _mm256_add_epi8(_mm256_add_epi8(a1, a2), a3));
	}
	for (; i < n; i++) {
		__m256i agree = _mm256_setzero_si256();

		for (size_t k = 0; k < i; k++)
			agree = _mm256_or_si256(agree,
			    _mm256_cmpeq_epi8(row[i], row[k]));
		duplicates = _mm256_sub_epi8(duplicates, agree);
	}
	_mm256_storeu_si256((__m256i *)(void *)dup, duplicates);
	_mm256_storeu_si256((__m256i *)(void *)won, wins);
	bounds_of_lanes(n, dup, won, 32, c);
}
#endif

/*
 * Weighs as many of the count guesses whose hints start at from of rows
 * as lanes take at a node of n secrets (see weigh_lanes_16()) into c, but
 * for their guesses; returns how many, 0 if none.
 */
static size_t
weigh_lanes(const struct optimal *o, size_t n, const void *const *rows,
    size_t from, size_t count, struct candidate *c)
{
#if VECTOR_AVX2
	if (vector_avx2 && count >= 32) {
		weigh_lanes_32(o, n, rows, from, c);
		return 32;
	}
#endif
	if (count >= 16) {
		weigh_lanes_16(o, n, rows, from, c);
		return 16;
	}
	return 0;
}
#endif

/*
 * Returns 1 if guess is worth weighing at a node: the smallest of the
 * guesses that split the secrets alike by a symmetry (dead: the colours no
 * secret has).
 */
static int
worth_weighing(const struct optimal *o, const struct node *at, size_t guess,
    uint64_t dead)
{
	const unsigned char *code = space_code(o->guess_space, guess);

	if (!o->symmetric)	/* a list: no renaming maps it onto itself */
		return 1;
	return symmetry_weighs(at->group, code, o->length, dead,
	    o->colours_all);
}

/*
 * The order candidates are tried in: bound on o->branches (order),
 * possible first, code.
 */
static int
by_bound(const void *a, const void *b)
{
	const struct candidate *x = a, *y = b;

	if (x->order != y->order)
		return x->order < y->order ? -1 : 1;
	if (x->possible != y->possible)
		return x->possible ? -1 : 1;
	return x->guess < y->guess ? -1 : x->guess > y->guess;
}

/*
 * Puts the count candidates of list, made in increasing order of guess,
 * in the order of by_bound(): a stable counting sort on the bound and
 * whether the guess may be the secret when the bounds span little, else
 * qsort().
 */
static void
sort_candidates(struct candidate *list, size_t count)
{
	uint64_t low = INF, high = 0;
	size_t *start = NULL, keys;
	struct candidate *out = NULL;

	for (size_t k = 0; k < count; k++) {
		low = list[k].order < low ? list[k].order : low;
		high = list[k].order > high ? list[k].order : high;
	}
	keys = count > 0 && high - low < 4 * count + 1024 ?
	    (size_t)(high - low + 1) * 2 : 0;
	if (keys > 0) {
		start = calloc(keys + 1, sizeof(*start));
		out = malloc(count * sizeof(*out));
	}
	if (start == NULL || out == NULL) {
		free(start);
		free(out);
		qsort(list, count, sizeof(*list), by_bound);
		return;
	}
	for (size_t k = 0; k < count; k++)
		start[(list[k].order - low) * 2 + !list[k].possible + 1]++;
	for (size_t key = 1; key <= keys; key++)
		start[key] += start[key - 1];
	for (size_t k = 0; k < count; k++)
		out[start[(list[k].order - low) * 2 + !list[k].possible]++] =
		    list[k];
	memcpy(list, out, count * sizeof(*list));
	free(start);
	free(out);
}

/*
 * Returns the bounds a node's parts of each size are weighed by, from 0
 * to at->n secrets (INF: a part of them all is no use), where a guess has
 * at most branches parts, or NULL if memory runs out.
 */
static uint64_t *
part_bounds(const struct node *at, unsigned branches)
{
	uint64_t *part_bound = malloc((at->n + 1) * sizeof(*part_bound));

	if (part_bound == NULL)
		return NULL;
	for (size_t c = 0; c < at->n; c++)
		part_bound[c] = bound_in(c, below(at->depth), branches);
	part_bound[at->n] = INF;
	return part_bound;
}

/*
 * Makes the bounds of a node's parts (part_bounds()) count the parts too
 * as weigh() sums them, PARTS_ONE each part but the empty one, where a
 * guess has at most PARTS_COUNTED_MOST (their sum stays below PARTS_ONE
 * and the count fits a byte above it).
 */
static void
count_parts_too(const struct optimal *o, uint64_t *part_bound, size_t n)
{
	if (part_bound == NULL || o->branches > PARTS_COUNTED_MOST)
		return;
	for (size_t c = 1; c <= n; c++)
		part_bound[c] += PARTS_ONE;
}

/*
 * Packs the hints of the count guesses of a list (hard mode's, or the
 * secrets') against each of n secrets (rows, a byte a hint) in a run of
 * their own, the secret i's at packed + i * stride, for weigh_lanes().
 */
static void
pack_hints(size_t n, const void *const *rows, const uint32_t *guesses,
    size_t count, unsigned char *packed, size_t stride)
{
	for (size_t i = 0; i < n; i++) {
		const unsigned char *row = rows[i];
		unsigned char *to = packed + i * stride;

		for (size_t k = 0; k < count; k++)
			to[k] = row[guesses[k]];
	}
}

/*
 * Returns 1 if weigh_lanes() weighs the guesses at a node (part_bound its
 * bounds): in vector builds, a byte a hint, 2 to LANES_ROWS_MOST secrets
 * and their parts' bounds linear.  A list of guesses (hard mode's, or the
 * secrets') has its hints packed first (pack_hints()).
 */
static int
by_lanes(const struct optimal *o, const struct node *at,
    const uint64_t *part_bound)
{
#if VECTOR
	return !o->wide && part_bound != NULL &&
	    at->n <= LANES_ROWS_MOST && linear_bounds(part_bound, at->n);
#else
	(void)o, (void)at, (void)part_bound;
	return 0;
#endif
}

size_t
weigh_block(const struct optimal *o)
{
	return o->stride <= 256 ? BLOCK : BLOCK * 256 / o->stride;
}

/*
 * Returns the guesses worth trying at a node, those that might beat
 * budget, in the order to try them (by_bound()); *count gets how many,
 * *rest the smallest bound of the others (INF if none).  A guess and its
 * images under the symmetries share a bound, so only the bounds below
 * budget need the check that the guess is the smallest of them.  NULL if
 * memory runs out or the search is stopped.
 */
struct candidate *
weigh_candidates(struct optimal *o, const struct node *at, uint64_t budget,
    size_t *count, uint64_t *rest)
{
	return weigh_branching(o, at, budget, count, rest, NULL);
}

/* How weigh_candidates() weighed a run of guesses: its kernel. */
enum weighed { BY_COUNTERS, BY_LANES, BY_ROWS };

/*
 * Sets the order of the m candidates got that a kernel other than weigh()
 * weighed: their bound, on o->branches; their parts are counted by lanes
 * alone, and only where a guess has at most PARTS_COUNTED_MOST.
 */
static void
order_as_weighed(const struct optimal *o, struct candidate *got, size_t m,
    enum weighed by)
{
	for (size_t j = 0; j < m; j++) {
		got[j].order = got[j].lower;
		got[j].branches = 0;
		if (by == BY_ROWS || o->branches > PARTS_COUNTED_MOST)
			got[j].parts = PARTS_UNCOUNTED;
	}
}

/* A weighing of the guesses at a node (weigh_branching()) under way. */
struct weighing {
	const struct node *at;
	uint64_t budget;
	uint64_t *part_bound;		/* of a part of each size */
	uint64_t *own;			/* those on the node's own branches,
					   or NULL: the same */
	unsigned own_branches;
	struct playable p;		/* the guesses weighed */
	int lanes;			/* weighed by weigh_lanes() */
	int few;			/* weighed by rows */
	int packing;			/* a list's hints packed */
	size_t most;			/* guesses of a block */
	uint16_t *counts;		/* a block's, or the rows' counters */
	const void **rows;		/* few: each secret's row of hints */
	unsigned char *packed;		/* packing: their hints, a block's */
	const void **packed_rows;	/* and each secret's row of them */
	uint64_t dead;			/* the colours no secret has */
	unsigned widest;		/* the most parts of a guess */
	struct candidate *list;		/* those below budget, count of them */
	size_t count;
	uint64_t rest;			/* the least bound of the others */
};

/* Frees what w holds but its list. */
static void
weighing_free(struct weighing *w)
{
	free(w->counts);
	free(w->rows);
	free(w->packed);
	free(w->packed_rows);
	free(w->part_bound);
	free(w->own);
	playable_free(&w->p);
}

/*
 * Starts w, a weighing of the guesses at a node against budget: its
 * kernels chosen, their buffers made, each secret's row.  Returns 0, or
 * -1 if memory runs out (w freed).
 */
static int
weighing_start(struct optimal *o, const struct node *at, uint64_t budget,
    struct weighing *w)
{
	uint64_t alive = 0;
	int status;

	/* made in this order, the list kept below what is freed after */
	w->list = malloc(o->guesses * sizeof(*w->list));
	w->at = at;
	w->budget = budget;
	w->part_bound = part_bounds(at, o->branches);
	w->own_branches = node_branches(o, at);
	w->own = w->own_branches < o->branches ?
	    part_bounds(at, w->own_branches) : NULL;
	status = playable_make(o, at, &w->p);
	/* a list too short to fill one lane is not packed */
	w->lanes = by_lanes(o, at, w->part_bound) &&
	    (w->p.which == NULL || w->p.count >= LANES_FEWEST);
	w->few = w->lanes || at->n * 4 < o->stride;
	w->packing = w->lanes && w->p.which != NULL;
	w->most = weigh_block(o);
	w->counts = calloc((w->few ? ROWS_AT_ONCE : w->most) * o->stride,
	    sizeof(*w->counts));
	w->rows = w->few ? malloc(at->n * sizeof(*w->rows)) : NULL;
	w->packed = w->packing ? malloc(at->n * w->most + 1) : NULL;
	w->packed_rows = w->packing ? malloc(at->n * sizeof(*w->packed_rows)) :
	    NULL;
	w->widest = 0;
	w->count = 0;
	w->rest = INF;
	if (w->list == NULL || w->part_bound == NULL || w->counts == NULL ||
	    (w->few && w->rows == NULL) || status == -1 || (w->packing &&
	    (w->packed == NULL || w->packed_rows == NULL)) || (w->own == NULL &&
	    w->own_branches < o->branches)) {
		weighing_free(w);
		free(w->list);
		return -1;
	}
	if (!w->few)	/* weigh()'s */
		count_parts_too(o, w->part_bound, at->n);
	for (size_t i = 0; i < at->n; i++) {
		alive |= o->secret_colours[at->secrets[i]];
		if (w->few)
			w->rows[i] = table_row(o, at->secrets[i]);
		if (w->packing)
			w->packed_rows[i] = w->packed + i * w->most;
	}
	w->dead = o->colours_all & ~alive;
	return 0;
}

/*
 * Weighs guesses of a block of w, the k-th on of the block guesses,
 * whose first is guess from of those the node may play, into got by the
 * kernel that fits them.  Returns how many it weighed (1 at least).
 */
static inline __attribute__((always_inline)) size_t
weigh_some(const struct optimal *o, const struct weighing *w,
    const uint32_t *guesses, size_t from, size_t k, size_t block,
    struct candidate *got)
{
	size_t n = w->at->n, m = w->few && o->stride <= ROWS_STRIDE_MOST &&
	    block - k >= ROWS_AT_ONCE ? ROWS_AT_ONCE : 1;
	enum weighed by = w->few ? BY_ROWS : BY_COUNTERS;

#if VECTOR
	size_t weighed = !w->lanes ? 0 : w->packing ? weigh_lanes(o, n,
	    w->packed_rows, k, block - k, got) : weigh_lanes(o, n, w->rows,
	    from + k, block - k, got);

	for (size_t j = 0; j < weighed; j++)
		got[j].guess = guesses[k + j];
	if (weighed > 0) {
		m = weighed;
		by = BY_LANES;
	} else
#else
	(void)from;
#endif
	if (m > 1 && o->wide)
		weigh_rows_4(o, n, w->rows, guesses + k, w->part_bound,
		    w->counts, got, 1);
	else if (m > 1)
		weigh_rows_4(o, n, w->rows, guesses + k, w->part_bound,
		    w->counts, got, 0);
	else if (w->few && o->wide)
		weigh_rows(o, n, w->rows, guesses[k], w->part_bound, w->counts,
		    got, 1);
	else if (w->few)
		weigh_rows(o, n, w->rows, guesses[k], w->part_bound, w->counts,
		    got, 0);
	else
		weigh(o, n, guesses[k], w->part_bound, w->own, w->own_branches,
		    w->counts + k * o->stride, got);
	if (by != BY_COUNTERS)
		order_as_weighed(o, got, m, by);
	return m;
}

/*
 * Weighs the block guesses from from of those w's node may play: each
 * below budget and worth weighing goes to w's list, the others' least
 * bound to w->rest.
 */
static void
weigh_block_of(const struct optimal *o, struct weighing *w, size_t from,
    size_t block)
{
	/*
	 * A copy of w, which no call outside this file sees: its fields stay
	 * in registers across the calls that weigh and check each guess.
	 */
	const struct weighing v = *w;
	struct candidate *list = v.list;
	size_t count = v.count;
	uint64_t rest = v.rest;
	unsigned widest = v.widest;
	uint32_t guesses[BLOCK];

	if (v.few)
		block_guesses(&w->p, from, block, guesses);
	if (v.packing)
		pack_hints(v.at->n, v.rows, guesses, block, v.packed, v.most);
	if (!v.few)
		weigh_count_playable(o, v.at, &w->p, from, block, v.counts,
		    guesses);
	for (size_t k = 0; k < block;) {
		struct candidate got[LANES_MOST];
		size_t m = weigh_some(o, &v, guesses, from, k, block, got);

		for (size_t j = 0; j < m; j++, k++) {
			widest = got[j].parts > widest ? got[j].parts : widest;
			if (got[j].lower >= v.budget)
				rest = got[j].lower < rest ? got[j].lower :
				    rest;
			else if (worth_weighing(o, v.at, guesses[k], v.dead))
				list[count++] = got[j];
		}
	}
	w->count = count;
	w->rest = rest;
	w->widest = widest;
}

struct candidate *
weigh_branching(struct optimal *o, const struct node *at,
    uint64_t budget, size_t *count, uint64_t *rest, unsigned *branches)
{
	struct weighing w;

	*count = 0;
	*rest = INF;
	watch_weighed(o);
	if (weighing_start(o, at, budget, &w) == -1)
		return NULL;
	for (size_t from = 0; from < w.p.count; from += w.most)
		if (stopping(o))	/* a root of 5 x 8 takes seconds */
			break;
		else
			weigh_block_of(o, &w, from, w.p.count - from < w.most ?
			    w.p.count - from : w.most);
	weighing_free(&w);
	if (stopping(o)) {
		free(w.list);
		return NULL;
	}
	if (branches != NULL)	/* every guess it allows weighed */
		*branches = w.widest == PARTS_UNCOUNTED ? 0 :
		    w.widest > 0 ? w.widest : 1;
	sort_candidates(w.list, w.count);
	*count = w.count;
	*rest = w.rest;
	return w.list;
}

uint64_t
weigh_least_lower(const struct candidate *list, size_t count, uint64_t rest)
{
	/* past an order of rest, no bound (at least its order) is less */
	for (size_t k = 0; k < count && list[k].order < rest; k++)
		rest = list[k].lower < rest ? list[k].lower : rest;
	return rest;
}

/*
 * Returns the first of the guesses 64 w on that bits holds (a bit a guess)
 * that splits the secrets at a node into parts of one, or SIZE_MAX.  In
 * vector builds 16 at a time: a guess does if no two secrets' rows of the
 * table agree at it, and a block stops being weighed once each of its
 * guesses held has two that agree.
 */
static size_t
perfect_in_word(const struct optimal *o, const struct node *at, size_t w,
    uint64_t bits)
{
	size_t from = w * 64;

#if VECTOR
	if (!o->wide && from + 64 <= o->guesses) {
		__m128i row[HINTS_MAX];	/* n <= branches + 1 <= HINTS_MAX */

		for (size_t g = from; g < from + 64; g += 16, bits >>= 16) {
			__m128i agree = _mm_setzero_si128();
			unsigned skip = ~(unsigned)bits & 0xffff, dup = skip;

			for (size_t i = 0; i < at->n && dup != 0xffff; i++) {
				row[i] = load16(o->hint_table.bytes +
				    (size_t)at->secrets[i] * o->guesses + g);
				for (size_t k = 0; k < i; k++)
					agree = _mm_or_si128(agree,
					    _mm_cmpeq_epi8(row[i], row[k]));
				dup = (unsigned)_mm_movemask_epi8(agree) | skip;
			}
			if (dup != 0xffff)
				return g + (size_t)__builtin_ctz(~dup);
		}
		return SIZE_MAX;
	}
#endif
	for (; bits != 0; bits &= bits - 1) {
		size_t g = from + (size_t)__builtin_ctzll(bits);

		if (splits_perfectly(o, at, g))
			return g;
	}
	return SIZE_MAX;
}

/*
 * Returns the first guess that splits the secrets at a node into parts of
 * one, or SIZE_MAX: of those it may play, 64 at a time, made a word at a
 * time (allowed_word()), so that a word of none costs no more.
 */
size_t
weigh_perfect_split(const struct optimal *o, const struct node *at)
{
	struct allowed a;
	size_t found = SIZE_MAX;

	allowed_start(o, at->allowed, at->asks, &a);
	for (size_t w = 0; w < o->words && found == SIZE_MAX; w++) {
		uint64_t bits = allowed_word(o, &a, w);

		if (bits != 0)
			found = perfect_in_word(o, at, w, bits);
	}
	return found;
}

/*
 * The hash of a bitmap (weigh_hash_bits()): four of FNV-1a's, the words
 * dealt to them in turn, so that four chains of multiplications run side
 * by side, then folded into one.
 */
#define HASH_LANES	4

/* Starts the lanes h of a hash. */
static inline void
hash_start(uint64_t *h)
{
	for (unsigned j = 0; j < HASH_LANES; j++)
		h[j] = FNV_OFFSET + j;
}

/* Returns lane h after the step of a word of bits. */
static inline uint64_t
hash_word(uint64_t h, uint64_t bits)
{
	return fnv_step(h, bits) + (h >> 31);
}

/* Returns the hash the lanes h hold, never 0 (the key of no hard mode). */
static inline uint64_t
hash_end(const uint64_t *h)
{
	uint64_t all = h[0];

	for (unsigned j = 1; j < HASH_LANES; j++)
		all = hash_word(all, h[j]);
	return all | 1;
}

uint64_t
weigh_hash_bits(const uint64_t *bits, size_t n)
{
	uint64_t h[HASH_LANES];

	hash_start(h);
	for (size_t i = 0; i < n; i++)
		h[i % HASH_LANES] = hash_word(h[i % HASH_LANES], bits[i]);
	return hash_end(h);
}

/*
 * Gives each part of two secrets or more of sp (of guess at a node at)
 * what hard mode asks there: at's asks and its hint's.  A part of fewer
 * than MEMO_SMALLEST secrets, which the memo never holds, gets its key: a
 * hash of at's key, the guess and the hint, which tell the guesses it
 * allows; a larger one's is made when it is taken (split_part()).
 * Returns 0, or -1 if memory runs out.
 */
static int
split_hard(const struct optimal *o, const struct node *at, size_t guess,
    struct split *sp)
{
	const unsigned char *g = space_code(o->guess_space, guess);
	struct hard_asks none;
	const struct hard_asks *asks = at->asks;

	if (asks == NULL) {
		hard_asks_none(&none);
		asks = &none;
	}
	if ((sp->asks = malloc(sp->n * sizeof(*sp->asks) + 1)) == NULL)
		return -1;
	for (unsigned k = 0; k < sp->n; k++) {
		unsigned h = sp->order[k];

		sp->asks[k] = *asks;
		hard_asks_add(&sp->asks[k], o->length, g, h);
		atomic_init(&sp->key[h], sp->size[h] < MEMO_SMALLEST ?
		    fnv_step(fnv_step(at->key, guess), h) | 1 : 0);
	}
	return 0;
}

/*
 * Returns the key in the memo of the set of part k of sp, below a node at
 * in hard mode: the hash of the guesses it allows (weigh_hash_bits()),
 * made a word at a time, never held whole.
 */
static uint64_t
part_key(const struct split *sp, unsigned k, const struct node *at)
{
	const struct optimal *o = sp->o;
	struct allowed a;
	uint64_t h[HASH_LANES];
	size_t w = 0;

	hash_start(h);
	allowed_start(o, at->allowed, sp->asks + k, &a);
	/* the root's bits hold no guess past the last (root_start()) */
	for (; a.each == NULL && w + HASH_LANES <= o->words; w += HASH_LANES) {
		uint64_t bits[HASH_LANES] = { UINT64_MAX, UINT64_MAX,
		    UINT64_MAX, UINT64_MAX };

		for (size_t m = 0; m < a.count; m++)
			for (unsigned j = 0; j < HASH_LANES; j++)
				bits[j] &= a.maps[m][w + j];
		for (unsigned j = 0; j < HASH_LANES; j++)
			h[j] = hash_word(h[j], bits[j]);
	}
	for (; w < o->words; w++)
		h[w % HASH_LANES] = hash_word(h[w % HASH_LANES],
		    allowed_word(o, &a, w));
	return hash_end(h);
}

/* The most hints hints_met() sorts, past which it reads them all. */
#define MET_SORTED_MOST	24

/*
 * Counts the secrets at a node in each part of guess into size (o->hints
 * of them), and puts the hints they give, increasing, in met (room for
 * o->hints).  Returns how many: in time of the secrets, not of the hints
 * (a node below Wordle's first guesses has a few dozen secrets; its
 * marks are 238).
 */
static unsigned
hints_met(const struct optimal *o, const struct node *at, size_t guess,
    uint32_t *size, unsigned *met)
{
	unsigned count = 0;

	memset(size, 0, o->hints * sizeof(*size));
	for (size_t i = 0; i < at->n; i++) {
		unsigned h = table_hint(o, guess, at->secrets[i]);

		if (size[h]++ == 0)
			met[count++] = h;
	}
	if (count > MET_SORTED_MOST) {
		count = 0;
		for (unsigned h = 0; h < o->hints; h++)
			if (size[h] > 0)
				met[count++] = h;
		return count;
	}
	for (unsigned a = 1; a < count; a++)
		for (unsigned b = a; b > 0 && met[b - 1] > met[b]; b--) {
			unsigned t = met[b];

			met[b] = met[b - 1];
			met[b - 1] = t;
		}
	return count;
}

/* Sorts the n hints of order by the sizes of their parts, stably. */
static void
sort_by_size(unsigned *order, unsigned n, const uint32_t *size)
{
	for (unsigned a = 1; a < n; a++)
		for (unsigned b = a; b > 0 && size[order[b - 1]] >
		    size[order[b]]; b--) {
			unsigned t = order[b];

			order[b] = order[b - 1];
			order[b - 1] = t;
		}
}

/*
 * Splits the secrets at a node by their hint against guess into sp.
 * Returns 0, or -1 if memory runs out.  split_free() frees it.
 */
int
split_guess(const struct optimal *o, const struct node *at, size_t guess,
    struct split *sp)
{
	size_t hints = o->hints;
	unsigned met;

	/* one block: key, then size, start, order and sorted */
	sp->key = malloc(hints * (sizeof(*sp->key) + sizeof(*sp->size) +
	    sizeof(*sp->start) + sizeof(*sp->order)) + sizeof(*sp->start) +
	    at->n * sizeof(*sp->sorted));
	/* a list has no symmetry (worth_weighing()): its parts keep the
	   node's group */
	sp->group = o->symmetric ? malloc(sizeof(*sp->group)) : NULL;
	sp->asks = NULL;
	sp->o = o;
	sp->n = 0;
	if (sp->key == NULL || (o->symmetric && sp->group == NULL))
		return -1;
	sp->size = (uint32_t *)(sp->key + hints);
	sp->start = sp->size + hints;
	sp->order = (unsigned *)(sp->start + hints + 1);
	sp->sorted = (uint32_t *)(sp->order + hints);
	sp->fixing = at->group;
	if (o->symmetric)
		group_fix(at->group, space_code(o->guess_space, guess),
		    o->length, sp->group);
	met = hints_met(o, at, guess, sp->size, sp->order);
	for (unsigned j = 0, from = 0; j < met; j++) {
		sp->start[sp->order[j]] = from;
		from += sp->size[sp->order[j]];
	}
	for (size_t i = 0; i < at->n; i++)	/* stable: still increasing */
		sp->sorted[sp->start[table_hint(o, guess, at->secrets[i])]++] =
		    at->secrets[i];
	for (unsigned j = 0; j < met; j++) {
		unsigned h = sp->order[j];

		sp->start[h] -= sp->size[h];
		if (h != o->win && sp->size[h] > 1)
			sp->order[sp->n++] = h;
	}
	sort_by_size(sp->order, sp->n, sp->size);	/* smallest first */
	if (at->allowed != NULL)
		return split_hard(o, at, guess, sp);
	for (unsigned k = 0; k < sp->n; k++)
		atomic_init(&sp->key[sp->order[k]], 0);
	return 0;
}

void
split_free(struct split *sp)
{
	free((void *)sp->key);	/* and the arrays after it */
	free(sp->group);
	free(sp->asks);
	sp->sorted = NULL;
	sp->group = NULL;
	sp->key = NULL;
	sp->asks = NULL;
}

unsigned
split_ones(const struct optimal *o, const struct split *sp)
{
	unsigned ones = 0;

	for (unsigned h = 0; h < o->hints; h++)
		ones += h != o->win && sp->size[h] == 1;
	return ones;
}

struct node
split_peek(const struct split *sp, unsigned k, const struct node *at)
{
	unsigned h = sp->order[k];

	return (struct node){ sp->sorted + sp->start[h], sp->size[h],
	    below(at->depth), sp->group != NULL ? sp->group : sp->fixing,
	    at->allowed, atomic_load_explicit(&sp->key[h],
	    memory_order_relaxed), at->parts_branches > 0 ?
	    at->parts_branches : at->branches, 0, sp->asks != NULL ?
	    sp->asks + k : NULL };
}

/* Returns the node of the kth part of sp, below a node at. */
struct node
split_part(const struct split *sp, unsigned k, const struct node *at)
{
	unsigned h = sp->order[k];

	/* made when first taken; threads that take it at once make the same */
	if (sp->asks != NULL && atomic_load_explicit(&sp->key[h],
	    memory_order_relaxed) == 0)
		atomic_store_explicit(&sp->key[h], part_key(sp, k, at),
		    memory_order_relaxed);
	return split_peek(sp, k, at);
}

