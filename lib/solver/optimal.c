/*
 * The optimal codebreaker (optimal.h): branch and bound over guesses,
 * with symmetry, lower bounds and a memo.  lib/ALGORITHM.md explains it.
 */

#include "optimal.h"

#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../core/score.h"
#include "../core/status.h"
#include "../core/threads.h"
#include "../core/variant.h"
#include "../core/vector.h"
#include "space.h"

#define NONE		UINT64_MAX	/* out of memory, or interrupted */
#define INF		((uint64_t)1 << 48)	/* no strategy (in the depth) */
#define TABLE_MAX	((size_t)1 << 27)	/* hints in the score table */
#define GROUP_LENGTH	5	/* position symmetry up to this length */
#define GROUP_MAX	120	/* 5! position permutations */
#define FREE		0xff	/* a colour no guess has played */
#define MEMO_BUCKETS_MIN ((size_t)1 << 12)
#define MEMO_BUCKETS_MAX ((size_t)1 << 20)
#define MEMO_LOCKS	64
#define MEMO_BYTES	((size_t)512 << 20)
#define MEMO_SMALLEST	4	/* smaller sets are solved again */
#define MEMO_FEASIBLE	1000	/* added to the depth of feasible()'s */
#define BLOCK		512	/* guesses weighed at once */

static volatile sig_atomic_t interrupted;

static void
on_interrupt(int signal)
{
	(void)signal;
	interrupted = 1;
}

/* Makes SIGINT end the searches, keeping what it did before in *old. */
static void
catch_interrupt(struct sigaction *old)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_interrupt;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, old);
}

/* The symmetries that fix every guess so far (see smallest_in_orbit()). */
struct group {
	uint64_t played;			/* colours of the guesses */
	unsigned count;
	unsigned char from[GROUP_MAX][GROUP_LENGTH];	/* position sources */
	unsigned char colour[GROUP_MAX][SCORE_COLOURS_MAX]; /* or FREE */
};

/* A solved set of secrets: its smallest total, or a lower bound. */
struct entry {
	struct entry *next;
	uint64_t hash, lower;		/* the total is at least lower */
	uint32_t guess, n;		/* the best guess, if exact */
	unsigned depth;			/* guesses left, 0 for any */
	int exact;
	uint32_t secrets[];
};

struct optimal {
	const struct space *guess_space, *secret_space;
	enum goal goal;
	size_t guesses, secrets;	/* codes of each space */
	size_t length;
	unsigned hints, win;		/* hint indices, and the winning one */
	unsigned stride;		/* hints rounded up to a multiple of 4 */
	unsigned branches;		/* most parts but the win of a guess */
	unsigned threads;
	unsigned char *table;		/* hint of guess g, secret i, at
					   [i * guesses + g] */
	uint32_t *as_guess;		/* each secret's index as a guess */
	uint64_t *secret_colours;	/* each secret's colours as bits */
	uint64_t colours_all;		/* bits of every colour */
	struct entry **memo;
	size_t buckets;			/* of the memo, a power of 2 */
	pthread_mutex_t lock[MEMO_LOCKS];
	size_t memo_bytes;		/* under lock[0] */
	unsigned goal_depth;		/* worst: guesses allowed, from 1 */
	struct optimal_proof proof;
	int progress;			/* standard error is a terminal */
	struct timespec start;
};

/* Returns the hint index of guess g against secret i. */
static inline unsigned
hint_of(const struct optimal *o, size_t g, uint32_t i)
{
	return o->table[(size_t)i * o->guesses + g];
}

/*
 * Returns the smallest total that n secrets could need with at most depth
 * guesses each (0: any): a guess finds at most one secret, and has at
 * most o->branches parts besides, so level k of any strategy holds at most
 * branches^(k - 1) secrets.  Returns INF if depth levels cannot hold n.
 */
static uint64_t
bound(const struct optimal *o, uint64_t n, unsigned depth)
{
	uint64_t total = 0, room = 1;

	for (unsigned level = 1; n > 0; level++) {
		uint64_t here = n < room ? n : room;

		if (depth != 0 && level > depth)
			return INF;
		total += here * level;
		n -= here;
		room = room > n ? room : room * o->branches;
	}
	return total;
}

/* The guesses left below a node that has depth left (0: any). */
static unsigned
below(unsigned depth)
{
	return depth == 0 ? 0 : depth - 1;
}

/* ---- symmetry ---- */

/*
 * Sets g to the group of a node where colours played have been played but
 * no guess is known: every position permutation (if there is no played
 * colour and the code is short), else none; the free colours always.
 */
static void
group_start(struct group *g, size_t length, uint64_t played)
{
	unsigned char perm[GROUP_LENGTH];
	size_t i;

	g->played = played;
	g->count = 0;
	for (i = 0; i < GROUP_LENGTH; i++)
		perm[i] = (unsigned char)i;
	do {
		memcpy(g->from[g->count], perm, GROUP_LENGTH);
		for (unsigned c = 0; c < SCORE_COLOURS_MAX; c++)
			g->colour[g->count][c] = played >> c & 1 ?
			    (unsigned char)c : FREE;
		g->count++;
		/* the next permutation of perm[0 .. length - 1] */
		if (played != 0 || length > GROUP_LENGTH)
			break;
		for (i = length - 1; i > 0 && perm[i - 1] > perm[i]; i--)
			;
		if (i == 0)
			break;
		size_t j = length - 1;

		while (perm[j] < perm[i - 1])
			j--;
		unsigned char t = perm[i - 1];

		perm[i - 1] = perm[j];
		perm[j] = t;
		for (size_t a = i, b = length - 1; a < b; a++, b--) {
			t = perm[a];
			perm[a] = perm[b];
			perm[b] = t;
		}
	} while (g->count < GROUP_MAX);
}

/*
 * Sets next to the elements of g that also fix code: each element's
 * colour map grows by the colours code plays for the first time.
 */
static void
group_fix(const struct group *g, const unsigned char *code, size_t length,
    struct group *next)
{
	next->played = g->played | space_colours(code, length);
	next->count = 0;
	for (unsigned e = 0; e < g->count; e++) {
		unsigned char *to = next->colour[next->count];
		uint64_t taken = 0;
		int fixes = 1;

		memcpy(to, g->colour[e], SCORE_COLOURS_MAX);
		for (size_t c = 0; c < SCORE_COLOURS_MAX; c++)
			if (to[c] != FREE)
				taken |= (uint64_t)1 << to[c];
		for (size_t i = 0; i < length && fixes; i++) {
			unsigned char c = code[length > GROUP_LENGTH ? i :
			    g->from[e][i]], want = code[i];

			if (to[c] == FREE && !(taken >> want & 1) &&
			    !(g->played >> want & 1)) {
				to[c] = want;
				taken |= (uint64_t)1 << want;
			}
			fixes = to[c] == want;
		}
		if (fixes) {
			memcpy(next->from[next->count], g->from[e],
			    GROUP_LENGTH);
			next->count++;
		}
	}
}

/*
 * Returns 1 if code is the smallest code its images under g can be: each
 * element moves its positions and maps its played colours, and the free
 * colours, interchangeable, are renamed the smallest free ones in the
 * order they first appear.  Guesses of one orbit split the secrets alike
 * (the secrets are a union of orbits), so only the smallest is weighed.
 */
static int
smallest_in_orbit(const struct group *g, const unsigned char *code,
    size_t length, uint64_t all)
{
	if ((g->played & all) == all && g->count == 1)
		return 1;
	for (unsigned e = 0; e < g->count; e++) {
		unsigned char renamed[SCORE_COLOURS_MAX];
		uint64_t used = g->played;
		unsigned next = 0;

		memset(renamed, FREE, sizeof(renamed));
		for (size_t i = 0; i < length; i++) {
			unsigned char c = code[length > GROUP_LENGTH ? i :
			    g->from[e][i]], y;

			if (g->played >> c & 1)
				y = g->colour[e][c];
			else {
				if (renamed[c] == FREE) {
					while (used >> next & 1)
						next++;
					renamed[c] = (unsigned char)next;
					used |= (uint64_t)1 << next;
				}
				y = renamed[c];
			}
			if (y != code[i]) {
				if (y < code[i])
					return 0;
				break;
			}
		}
	}
	return 1;
}

/* ---- the memo ---- */

static uint64_t
hash_set(const uint32_t *secrets, size_t n, unsigned depth)
{
	uint64_t h = 0x9e3779b97f4a7c15u ^ depth;

	for (size_t i = 0; i < n; i++) {
		h ^= secrets[i];
		h *= 0xff51afd7ed558ccdu;
		h ^= h >> 29;
	}
	return h;
}

/* Copies the entry for the set into *out; returns 0 if there is none. */
static int
memo_find(struct optimal *o, const uint32_t *secrets, size_t n,
    unsigned depth, uint64_t hash, struct entry *out)
{
	size_t b = hash & (o->buckets - 1);
	pthread_mutex_t *lock = &o->lock[b % MEMO_LOCKS];
	int found = 0;

	pthread_mutex_lock(lock);
	for (struct entry *e = o->memo[b]; e != NULL && !found; e = e->next)
		if (e->hash == hash && e->n == n && e->depth == depth &&
		    memcmp(e->secrets, secrets, n * sizeof(*secrets)) == 0) {
			*out = *e;
			found = 1;
		}
	pthread_mutex_unlock(lock);
	return found;
}

/* Records what is known of the set; a full memo records nothing more. */
static void
memo_store(struct optimal *o, const uint32_t *secrets, size_t n,
    unsigned depth, uint64_t hash, uint64_t lower, size_t guess, int exact)
{
	size_t b = hash & (o->buckets - 1), bytes = sizeof(struct entry) +
	    n * sizeof(*secrets);
	pthread_mutex_t *lock = &o->lock[b % MEMO_LOCKS];
	struct entry *e;
	int full;

	pthread_mutex_lock(lock);
	for (e = o->memo[b]; e != NULL; e = e->next)
		if (e->hash == hash && e->n == n && e->depth == depth &&
		    memcmp(e->secrets, secrets, n * sizeof(*secrets)) == 0)
			break;
	if (e != NULL && !e->exact && (exact || lower > e->lower)) {
		e->lower = lower;
		e->guess = (uint32_t)guess;
		e->exact = exact;
	}
	pthread_mutex_unlock(lock);
	if (e != NULL)
		return;
	pthread_mutex_lock(&o->lock[0]);
	full = (o->memo_bytes += bytes) > MEMO_BYTES;
	pthread_mutex_unlock(&o->lock[0]);
	if (full || (e = malloc(bytes)) == NULL)
		return;
	*e = (struct entry){ NULL, hash, lower, (uint32_t)guess, (uint32_t)n,
	    depth, exact };
	memcpy(e->secrets, secrets, n * sizeof(*secrets));
	pthread_mutex_lock(lock);
	e->next = o->memo[b];
	o->memo[b] = e;
	pthread_mutex_unlock(lock);
}

/* ---- the search ---- */

/* A guess worth trying at a node, and the bound on its total. */
struct candidate {
	uint64_t lower;
	uint32_t guess;
	int possible;		/* it may be the secret */
};

/* The order candidates are tried in: bound, possible first, code. */
static int
by_bound(const void *a, const void *b)
{
	const struct candidate *x = a, *y = b;

	if (x->lower != y->lower)
		return x->lower < y->lower ? -1 : 1;
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
		low = list[k].lower < low ? list[k].lower : low;
		high = list[k].lower > high ? list[k].lower : high;
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
		start[(list[k].lower - low) * 2 + !list[k].possible + 1]++;
	for (size_t key = 1; key <= keys; key++)
		start[key] += start[key - 1];
	for (size_t k = 0; k < count; k++)
		out[start[(list[k].lower - low) * 2 + !list[k].possible]++] =
		    list[k];
	memcpy(list, out, count * sizeof(*list));
	free(start);
	free(out);
}

/* The set of secrets a search weighs, and what it may spend. */
struct node {
	const uint32_t *secrets;
	size_t n;
	unsigned depth;			/* guesses left, 0 for any */
	const struct group *group;
};

static uint64_t solve(struct optimal *o, const struct node *at,
    uint64_t budget, size_t *best);

/* Counts the secrets of at in each part of guess into parts. */
static void
fill_parts(const struct optimal *o, const struct node *at, size_t guess,
    uint32_t *parts)
{
	memset(parts, 0, o->hints * sizeof(*parts));
	for (size_t i = 0; i < at->n; i++)
		parts[hint_of(o, guess, at->secrets[i])]++;
}

/*
 * Counts the secrets at a node in each part of the guesses from to
 * from + count - 1 (count at most BLOCK): counts[k * o->stride + h] (zero
 * before) gets the size of part h of guess from + k.  The table holds a
 * secret's hints in a row, so each secret is a run of count bytes.
 */
static void
count_block(const struct optimal *o, const struct node *at, size_t from,
    size_t count, uint16_t *counts)
{
	size_t hints = o->stride;

	for (size_t i = 0; i < at->n; i++) {
		const unsigned char *row = o->table +
		    (size_t)at->secrets[i] * o->guesses + from;
		uint16_t *at_k = counts;
		size_t k = 0;

		for (; k + 4 <= count; k += 4, at_k += 4 * hints) {
			at_k[row[k]]++;
			at_k[hints + row[k + 1]]++;
			at_k[2 * hints + row[k + 2]]++;
			at_k[3 * hints + row[k + 3]]++;
		}
		for (; k < count; k++, at_k += hints)
			at_k[row[k]]++;
	}
}

/*
 * Sets *c to guess at a node, its parts' sizes in part (zeroed after),
 * with its bound: every secret takes this guess, and each part but the
 * win at least part_bound[size] more.  part_bound[n] is INF: a guess with
 * one part of every secret is no use.  The bound is INF too if a part
 * cannot be done in the depth left.
 */
static void
weigh(const struct optimal *o, size_t n, size_t guess,
    const uint64_t *part_bound, uint16_t *part, struct candidate *c)
{
	uint64_t total = n;

	c->guess = (uint32_t)guess;
	c->possible = part[o->win] > 0;
	total -= part_bound[part[o->win]];
	/* the stride is a multiple of 4, and parts past the hints empty */
	for (unsigned h = 0; h < o->stride; h += 4) {
		total += part_bound[part[h]] + part_bound[part[h + 1]] +
		    part_bound[part[h + 2]] + part_bound[part[h + 3]];
		part[h] = part[h + 1] = part[h + 2] = part[h + 3] = 0;
	}
	c->lower = total < INF ? total : INF;
}

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

	return space_least_of_swaps(code, o->length, dead) &&
	    smallest_in_orbit(at->group, code, o->length, o->colours_all);
}

/*
 * Returns the guesses worth trying at a node, those that might beat
 * budget, in the order to try them (by_bound()); *count gets how many,
 * *rest the smallest bound of the others (INF if none).  A guess and its
 * images under the symmetries share a bound, so only the bounds below
 * budget need the check that the guess is the smallest of them.  NULL if
 * memory runs out.
 */
static struct candidate *
candidates(struct optimal *o, const struct node *at, uint64_t budget,
    size_t *count, uint64_t *rest)
{
	struct candidate *list = malloc(o->guesses * sizeof(*list));
	uint64_t *part_bound = malloc((at->n + 1) * sizeof(*part_bound));
	uint16_t *counts = calloc(BLOCK * o->stride, sizeof(*counts));
	uint64_t alive = 0;

	*count = 0;
	*rest = INF;
	if (list == NULL || part_bound == NULL || counts == NULL) {
		free(list);
		free(part_bound);
		free(counts);
		return NULL;
	}
	for (size_t c = 0; c < at->n; c++)
		part_bound[c] = bound(o, c, below(at->depth));
	part_bound[at->n] = INF;
	for (size_t i = 0; i < at->n; i++)
		alive |= o->secret_colours[at->secrets[i]];
	for (size_t from = 0; from < o->guesses; from += BLOCK) {
		size_t block = o->guesses - from < BLOCK ? o->guesses - from :
		    BLOCK;

		count_block(o, at, from, block, counts);
		for (size_t k = 0; k < block; k++) {
			struct candidate *c = &list[*count];

			weigh(o, at->n, from + k, part_bound,
			    counts + k * o->stride, c);
			if (c->lower >= budget)
				*rest = c->lower < *rest ? c->lower : *rest;
			else if (worth_weighing(o, at, from + k,
			    o->colours_all & ~alive))
				++*count;
		}
	}
	free(counts);
	free(part_bound);
	sort_candidates(list, *count);
	return list;
}

/* Counts the parts of guess at a node of one secret, two, and more. */
static void
part_sizes(const struct optimal *o, const struct node *at, size_t guess,
    unsigned sizes[3])
{
	uint32_t parts[64];

	fill_parts(o, at, guess, parts);
	sizes[0] = sizes[1] = sizes[2] = 0;
	for (unsigned h = 0; h < o->hints; h++)
		if (h != o->win && parts[h] > 0)
			sizes[parts[h] > 3 ? 2 : parts[h] - 1]++;
}

/* Returns 1 if guess leaves parts of one secret at most at a node. */
static int
splits_perfectly(const struct optimal *o, const struct node *at,
    size_t guess)
{
	uint64_t seen = 0;

	for (size_t i = 0; i < at->n; i++) {
		uint64_t bit = (uint64_t)1 << hint_of(o, guess, at->secrets[i]);

		if (seen & bit)
			return 0;
		seen |= bit;
	}
	return 1;
}

/*
 * Returns the first guess that splits the secrets at a node into parts of
 * one, or SIZE_MAX.  In vector builds 16 guesses at a time: a guess does
 * if no two secrets' rows of the table agree at it, and a block stops
 * being weighed once each of its guesses has two that agree.
 */
static size_t
first_perfect_split(const struct optimal *o, const struct node *at)
{
	size_t g = 0;

#if VECTOR
	__m128i row[64];	/* n <= branches + 1 <= 64: small_set() */

	for (; g + 16 <= o->guesses; g += 16) {
		__m128i agree = _mm_setzero_si128();
		unsigned dup = 0, first = 0;

		for (size_t i = 0; i < at->n && dup != 0xffff; i++) {
			row[i] = load16(o->table + (size_t)at->secrets[i] *
			    o->guesses + g);
			for (size_t k = 0; k < i; k++)
				agree = _mm_or_si128(agree,
				    _mm_cmpeq_epi8(row[i], row[k]));
			dup = (unsigned)_mm_movemask_epi8(agree);
		}
		if (dup != 0xffff) {
			while (dup >> first & 1)
				first++;
			return g + first;
		}
	}
#endif
	for (; g < o->guesses; g++)
		if (splits_perfectly(o, at, g))
			return g;
	return SIZE_MAX;
}

/*
 * Returns the least total of a node of at most branches + 1 secrets when
 * it is one of these, with the guess that by_bound() puts first among the
 * best in *best, else 0.  No set has less than 2n - 1 (a guess finds one
 * secret, the others take two guesses or more): a secret that splits the
 * rest into parts of one has it.  Else no set has less than 2n, had by a
 * secret that leaves one pair and parts of one (depth 3) or any guess
 * that leaves parts of one (depth 2); the possible first.  If none of
 * these is, the set needs 2n + 1 at least: a secret as a guess leaves at
 * most n - 3 parts, any other guess at most n - 1.
 */
static uint64_t
small_set(const struct optimal *o, const struct node *at, size_t *best)
{
	size_t pair = SIZE_MAX, perfect;
	unsigned sizes[3];

	if (at->n > o->branches + 1 || at->depth == 1)
		return 0;
	for (size_t i = 0; i < at->n; i++) {
		size_t g = o->as_guess[at->secrets[i]];

		part_sizes(o, at, g, sizes);
		if (sizes[1] == 0 && sizes[2] == 0) {
			*best = g;
			return 2 * at->n - 1;
		}
		if (pair == SIZE_MAX && sizes[1] == 1 && sizes[2] == 0)
			pair = g;
	}
	if (pair != SIZE_MAX && at->depth != 2) {
		*best = pair;
		return 2 * at->n;
	}
	if ((perfect = first_perfect_split(o, at)) != SIZE_MAX) {
		*best = perfect;
		return 2 * at->n;
	}
	return 0;
}

/*
 * Returns a lower bound on the total of the secrets at a node, at least
 * bound(): 2n - 1 or 2n for a small set (see small_set()), or what the
 * memo knows.
 */
static uint64_t
refine(struct optimal *o, const struct node *at)
{
	uint64_t lower = bound(o, at->n, at->depth);
	struct entry e;

	if (lower >= INF)
		return lower;
	if (at->n <= o->branches + 1 && at->n > 2 && at->depth != 1) {
		for (size_t i = 0; i < at->n; i++)
			if (splits_perfectly(o, at,
			    o->as_guess[at->secrets[i]]))
				return 2 * at->n - 1;
		return 2 * at->n;
	}
	if (at->n >= MEMO_SMALLEST && memo_find(o, at->secrets, at->n,
	    at->depth, hash_set(at->secrets, at->n, at->depth), &e) &&
	    e.lower > lower)
		lower = e.lower;
	return lower;
}

/* Returns the seconds since the search began. */
static double
elapsed(const struct optimal *o)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (double)(now.tv_sec - o->start.tv_sec) +
	    (double)(now.tv_nsec - o->start.tv_nsec) / 1e9;
}

/* The parts of a guess at a node, as split_guess() makes them. */
struct split {
	uint32_t *sorted;		/* the secrets, part by part */
	struct group *group;		/* what fixes the guesses and this */
	uint32_t size[64], start[65];	/* of each part, by hint */
	unsigned order[64], n;		/* the parts of two or more secrets,
					   largest first */
};

/*
 * Splits the secrets at a node by their hint against guess into sp.
 * Returns 0, or -1 if memory runs out.  split_free() frees it.
 */
static int
split_guess(const struct optimal *o, const struct node *at, size_t guess,
    struct split *sp)
{
	sp->sorted = malloc(at->n * sizeof(*sp->sorted));
	sp->group = malloc(sizeof(*sp->group));
	sp->n = 0;
	if (sp->sorted == NULL || sp->group == NULL)
		return -1;
	group_fix(at->group, space_code(o->guess_space, guess), o->length,
	    sp->group);
	fill_parts(o, at, guess, sp->size);
	sp->start[0] = 0;
	for (unsigned h = 0; h < o->hints; h++) {
		sp->start[h + 1] = sp->start[h] + sp->size[h];
		if (h != o->win && sp->size[h] > 1)
			sp->order[sp->n++] = h;
	}
	for (size_t i = 0; i < at->n; i++)	/* stable: still increasing */
		sp->sorted[sp->start[hint_of(o, guess, at->secrets[i])]++] =
		    at->secrets[i];
	for (unsigned h = 0; h < o->hints; h++)
		sp->start[h] -= sp->size[h];
	for (unsigned a = 1; a < sp->n; a++)	/* largest parts first */
		for (unsigned b = a; b > 0 && sp->size[sp->order[b - 1]] <
		    sp->size[sp->order[b]]; b--) {
			unsigned t = sp->order[b];

			sp->order[b] = sp->order[b - 1];
			sp->order[b - 1] = t;
		}
	return 0;
}

static void
split_free(struct split *sp)
{
	free(sp->sorted);
	free(sp->group);
}

/* Returns the node of the kth part of sp, below a node at. */
static struct node
split_part(const struct split *sp, unsigned k, const struct node *at)
{
	unsigned h = sp->order[k];

	return (struct node){ sp->sorted + sp->start[h], sp->size[h],
	    below(at->depth), sp->group };
}

/*
 * How solve_node() searches: alone (SEARCH_ALONE), or in threads at the
 * root, showing progress and solving the largest parts of its guesses in
 * threads of their own (SEARCH_ROOT), or in threads under the root
 * (SEARCH_SHARED).
 */
enum search { SEARCH_ALONE, SEARCH_ROOT, SEARCH_SHARED };

/*
 * The parts of the root's guesses that are solved in threads of their
 * own: the threads of the root that run out of parts or guesses to take
 * would else wait for those still solving the largest (Bulls and Cows:
 * 1440 and 1260 secrets of 5040).
 */
#define SHARED_PART_SMALLEST 200

/* How to search a part of n secrets of a guess at a node searched how. */
static enum search
part_search(enum search how, size_t n)
{
	return how == SEARCH_ROOT && n >= SHARED_PART_SMALLEST ?
	    SEARCH_SHARED : SEARCH_ALONE;
}

static uint64_t solve_searching(struct optimal *o, const struct node *at,
    uint64_t budget, size_t *best, enum search how);

/*
 * Returns the total of guess at a node (lower: its bound) if it is below
 * limit, else a bound on it that is at least limit.  Each part is solved
 * with what the others leave of the limit, the largest first.  Returns
 * NONE if memory runs out or the search is interrupted.
 */
static uint64_t
try_guess(struct optimal *o, const struct node *at, size_t guess,
    uint64_t lower, uint64_t limit, enum search how)
{
	uint64_t total = lower, part_lower[64];
	struct split sp;

	if (split_guess(o, at, guess, &sp) == -1) {
		split_free(&sp);
		return NONE;
	}
	for (unsigned k = 0; k < sp.n; k++) {	/* cheap bounds first */
		struct node part = split_part(&sp, k, at);

		total -= bound(o, part.n, part.depth);
		part_lower[k] = refine(o, &part);
		total += part_lower[k];
	}
	for (unsigned k = 0; k < sp.n && total < limit; k++) {
		struct node part = split_part(&sp, k, at);
		uint64_t got;
		size_t ignored;

		total -= part_lower[k];
		got = solve_searching(o, &part, limit - total, &ignored,
		    part_search(how, part.n));
		if (got == NONE) {
			total = NONE;
			break;
		}
		total += got;
	}
	split_free(&sp);
	return total;
}

/* The parts of one guess, solved by several threads. */
struct part_share {
	struct optimal *o;
	const struct node *at;
	const struct split *sp;
	enum search how;		/* of the node the guess is at */
	size_t next;			/* the next part to take */
	unsigned done;
	uint64_t total;
	int failed;
	pthread_mutex_t lock;
};

static void *
solve_shared_parts(void *arg)
{
	struct part_share *ps = arg;

	for (;;) {
		struct node part;
		uint64_t got;
		size_t ignored;
		size_t k;

		k = threads_take(&ps->lock, &ps->next);
		if (k >= ps->sp->n)
			break;
		part = split_part(ps->sp, (unsigned)k, ps->at);
		got = solve_searching(ps->o, &part, INF, &ignored,
		    part_search(ps->how, part.n));
		pthread_mutex_lock(&ps->lock);
		if (got == NONE)
			ps->failed = 1;
		else
			ps->total += got;
		ps->done++;
		if (ps->o->progress && ps->how == SEARCH_ROOT)
			fprintf(stderr, "\roptimal: %u of %u parts of the first "
			    "guess solved, %.1f s ", ps->done, ps->sp->n,
			    elapsed(ps->o));
		pthread_mutex_unlock(&ps->lock);
	}
	return NULL;
}

/*
 * Returns the total of guess at a node, as try_guess() with no limit,
 * solving its parts in o->threads threads.
 */
static uint64_t
try_guess_in_threads(struct optimal *o, const struct node *at, size_t guess,
    enum search how)
{
	struct part_share ps = { o, at, NULL, how, 0, 0, at->n, 0,
	    PTHREAD_MUTEX_INITIALIZER };
	struct split sp;

	if (split_guess(o, at, guess, &sp) == -1) {
		split_free(&sp);
		return NONE;
	}
	ps.sp = &sp;
	for (unsigned h = 0; h < o->hints; h++)	/* parts of one */
		ps.total += h != o->win && sp.size[h] == 1;
	threads_run(o->threads, solve_shared_parts, &ps);
	split_free(&sp);
	return ps.failed ? NONE : ps.total;
}


/* The first guesses, weighed by several threads: the best so far. */
struct share {
	struct optimal *o;
	const struct node *at;
	const struct candidate *list;
	size_t count, next;		/* the next candidate to take */
	size_t done;
	uint64_t best;			/* the best total so far */
	size_t best_at;			/* its candidate, or count */
	enum search how;		/* of the node */
	int failed, show;		/* show: progress */
	pthread_mutex_t lock;
};

/*
 * Takes candidates from the share in turn and tries each: a candidate
 * before the best so far needs only to tie it, one after to beat it, so
 * the winner is the first best candidate whatever the threads do.
 */
static void *
weigh_shared(void *arg)
{
	struct share *sh = arg;

	for (;;) {
		size_t k;
		uint64_t limit, got;

		pthread_mutex_lock(&sh->lock);
		k = sh->next++;
		limit = sh->best + (k < sh->best_at && sh->best_at < sh->count);
		pthread_mutex_unlock(&sh->lock);
		if (k >= sh->count || interrupted)
			break;
		if (sh->list[k].lower >= limit)
			got = sh->list[k].lower;
		else
			got = try_guess(sh->o, sh->at, sh->list[k].guess,
			    sh->list[k].lower, limit, sh->how);
		pthread_mutex_lock(&sh->lock);
		if (got == NONE)
			sh->failed = 1;
		else if (got < sh->best || (got == sh->best &&
		    k < sh->best_at && sh->best_at < sh->count)) {
			sh->best = got;
			sh->best_at = k;
		}
		sh->done++;
		if (sh->show)
			fprintf(stderr, "\roptimal: %zu of %zu first guesses "
			    "weighed, %.1f s ", sh->done, sh->count,
			    elapsed(sh->o));
		pthread_mutex_unlock(&sh->lock);
	}
	return NULL;
}

/*
 * Weighs the candidates of the node in o->threads threads.  Returns the
 * total like solve(), and its guess in *best.
 */
static uint64_t
weigh_in_threads(struct optimal *o, const struct node *at,
    const struct candidate *list, size_t count, uint64_t budget, size_t *best,
    enum search how)
{
	struct share sh = { o, at, list, count, 0, 0, budget, count, how, 0,
	    o->progress && how == SEARCH_ROOT, PTHREAD_MUTEX_INITIALIZER };

	if (count > 0 && budget >= INF && o->threads > 1) {
		/* no bound to share yet: the first guess's parts in threads */
		uint64_t got = try_guess_in_threads(o, at, list[0].guess, how);

		if (got == NONE)
			return NONE;
		if (got < budget) {
			sh.best = got;
			sh.best_at = 0;
		}
		sh.next = sh.done = 1;
	}
	threads_run(o->threads, weigh_shared, &sh);
	if (sh.show)
		fprintf(stderr, "\r%60s\r", "");
	if (sh.failed || interrupted)
		return NONE;
	if (sh.best_at < count) {
		*best = list[sh.best_at].guess;
		return sh.best;
	}
	return budget;
}

/*
 * Returns the least total of the secrets at a node if it is below budget,
 * with an optimal guess in *best; else a bound on it of at least budget,
 * the smallest bound of a guess (INF: no strategy wins in the depth
 * left).  NONE if memory runs out or the search is interrupted.  how:
 * alone, or the candidates weighed in threads (enum search).
 */
static uint64_t
solve_node(struct optimal *o, const struct node *at, uint64_t budget,
    size_t *best, enum search how)
{
	struct candidate *list;
	uint64_t got, rest, limit = budget;
	size_t count;
	int top = how != SEARCH_ALONE;

	if ((got = small_set(o, at, best)) != 0)
		return got;
	/* else a small set needs 2n + 1 at least (small_set()) */
	if (at->n <= o->branches + 1 && budget <= 2 * at->n + 1 && !top)
		return 2 * at->n + 1;
	if ((list = candidates(o, at, budget, &count, &rest)) == NULL)
		return NONE;
	if (top) {
		limit = weigh_in_threads(o, at, list, count, budget, best,
		    how);
		count = 0;
	}
	for (size_t k = 0; k < count; k++) {
		if (list[k].lower >= limit) {
			rest = list[k].lower < rest ? list[k].lower : rest;
			break;
		}
		got = try_guess(o, at, list[k].guess, list[k].lower, limit,
		    SEARCH_ALONE);
		if (got == NONE || interrupted) {
			limit = NONE;
			break;
		}
		if (got < limit) {
			limit = got;
			*best = list[k].guess;
		} else if (got < rest)
			rest = got;
	}
	free(list);
	if (limit < budget || limit == NONE || top)
		return limit;
	return rest;
}

/* solve_node() behind the cases that need no search and the memo. */
static uint64_t
solve_searching(struct optimal *o, const struct node *at, uint64_t budget,
    size_t *best, enum search how)
{
	uint64_t lower, hash = 0, got;
	struct entry e;

	if (interrupted)
		return NONE;
	if (at->n <= 2 || at->depth == 1) {
		*best = o->as_guess[at->secrets[0]];
		if (at->n == 1)
			return 1;
		return at->depth == 1 ? INF : 3;
	}
	if ((lower = bound(o, at->n, at->depth)) >= budget)
		return lower;
	if (at->n >= MEMO_SMALLEST) {
		hash = hash_set(at->secrets, at->n, at->depth);
		if (memo_find(o, at->secrets, at->n, at->depth, hash, &e)) {
			if (e.exact) {
				*best = e.guess;
				return e.lower;
			}
			if (e.lower >= budget)
				return e.lower;
		}
	}
	got = solve_node(o, at, budget, best, how);
	if (got != NONE && at->n >= MEMO_SMALLEST && !interrupted)
		memo_store(o, at->secrets, at->n, at->depth, hash, got, *best,
		    got < budget);
	return got;
}

/* solve_searching() alone, as every node below the root's is searched. */
static uint64_t
solve(struct optimal *o, const struct node *at, uint64_t budget,
    size_t *best)
{
	return solve_searching(o, at, budget, best, SEARCH_ALONE);
}

/* ---- the interface ---- */

/*
 * Returns the buckets of the memo for a search of that many secrets: one
 * for 32 pairs of them (the memo grows with the search), a power of 2
 * from MEMO_BUCKETS_MIN to MEMO_BUCKETS_MAX.  A bucket is a page-faulted
 * pointer when first used: 2^20 of them, 8 MB, took a third of classic's
 * 0.1 s.
 */
static size_t
memo_buckets(size_t secrets)
{
	size_t buckets = MEMO_BUCKETS_MIN;

	while (buckets < secrets * secrets / 32 && buckets < MEMO_BUCKETS_MAX)
		buckets *= 2;
	return buckets;
}

/*
 * Returns the index of hint h for codes of length positions, counting the
 * hints of s strong, w weak (s + w <= length) in order of s, then w: the
 * win, (length, 0), is the last.
 */
static unsigned
dense_hint(size_t length, struct hint h)
{
	return (unsigned)(h.strong * (length + 1) -
	    h.strong * (h.strong - 1) / 2 + h.weak);
}

/* Returns the number of bits set in x. */
static unsigned
bits_in(uint64_t x)
{
	unsigned n = 0;

	for (; x != 0; x &= x - 1)
		n++;
	return n;
}

/*
 * Fills o's score table a secret a row, scoring packed codes where both
 * spaces have them (a hint does not depend on which code is the secret),
 * and the largest number of parts but the win of a guess.  Returns 0, or
 * -1 if memory runs out.
 */
static int
fill_table(struct optimal *o)
{
	const struct space *gs = o->guess_space, *ss = o->secret_space;
	uint64_t *seen = calloc(o->guesses + 1, sizeof(*seen));
	int packed = gs->packed != NULL && ss->packed != NULL;

	if (seen == NULL)
		return -1;
	for (size_t i = 0; i < o->secrets; i++) {
		unsigned char *row = o->table + i * o->guesses;
		struct scorer scorer;

		if (packed)
			scorer_init_packed(&scorer, ss->packed[i], o->length);
		else
			scorer_init(&scorer, space_code(ss, i), o->length,
			    gs->colours);
		for (size_t g = 0; g < o->guesses; g++) {
			unsigned k = dense_hint(o->length, packed ?
			    score_packed(&scorer, gs->packed[g]) :
			    score(&scorer, space_code(gs, g)));

			row[g] = (unsigned char)k;
			seen[g] |= (uint64_t)1 << k;
		}
	}
	o->branches = 1;
	for (size_t g = 0; g < o->guesses; g++) {
		unsigned parts = bits_in(seen[g] & ~((uint64_t)1 << o->win));

		o->branches = parts > o->branches ? parts : o->branches;
	}
	free(seen);
	return 0;
}

struct optimal *
optimal_new(const struct space *guesses, const struct space *secrets,
    unsigned threads, enum goal goal, char *why, int *status)
{
	struct optimal *o = calloc(1, sizeof(*o));
	size_t length = guesses->length;

	*status = EXIT_USAGE;	/* unless memory runs out */
	if (o == NULL) {
		snprintf(why, VARIANT_WHY_MAX, "out of memory");
		*status = EXIT_SYSTEM;
		return NULL;
	}
	o->guess_space = guesses;
	o->secret_space = secrets;
	o->goal = goal;
	o->guesses = guesses->count;
	o->secrets = secrets->count;
	o->length = length;
	o->hints = (unsigned)((length + 1) * (length + 2) / 2);
	o->win = o->hints - 1;
	o->stride = (o->hints + 3) / 4 * 4;
	o->buckets = memo_buckets(o->secrets);
	o->threads = threads;
	o->colours_all = guesses->colours >= 64 ? UINT64_MAX :
	    ((uint64_t)1 << guesses->colours) - 1;
	o->progress = isatty(STDERR_FILENO);
	for (unsigned i = 0; i < MEMO_LOCKS; i++)
		pthread_mutex_init(&o->lock[i], NULL);
	if (length > 7 || o->guesses * o->secrets > TABLE_MAX) {
		snprintf(why, VARIANT_WHY_MAX, "the optimal strategy weighs "
		    "at most %zu guess-secret pairs and codes of at most 7 "
		    "colours", TABLE_MAX);
		optimal_free(o);
		return NULL;
	}
	o->table = malloc(o->guesses * o->secrets + 1);
	o->as_guess = malloc((o->secrets + 1) * sizeof(*o->as_guess));
	o->memo = calloc(o->buckets, sizeof(*o->memo));
	o->secret_colours = malloc((o->secrets + 1) *
	    sizeof(*o->secret_colours));
	if (o->table == NULL || o->as_guess == NULL || o->memo == NULL ||
	    o->secret_colours == NULL) {
		snprintf(why, VARIANT_WHY_MAX, "out of memory");
		*status = EXIT_SYSTEM;
		optimal_free(o);
		return NULL;
	}
	for (size_t i = 0; i < o->secrets; i++) {
		size_t g = space_find(guesses, secrets->ranks[i]);

		if (g == SIZE_MAX) {
			snprintf(why, VARIANT_WHY_MAX, "the optimal strategy "
			    "needs every secret to be a guess");
			optimal_free(o);
			return NULL;
		}
		o->as_guess[i] = (uint32_t)g;
		o->secret_colours[i] = space_colours(space_code(secrets, i),
		    length);
	}
	if (fill_table(o) == -1) {
		snprintf(why, VARIANT_WHY_MAX, "out of memory");
		*status = EXIT_SYSTEM;
		optimal_free(o);
		return NULL;
	}
	return o;
}

void
optimal_free(struct optimal *o)
{
	if (o == NULL)
		return;
	for (size_t b = 0; o->memo != NULL && b < o->buckets; b++)
		for (struct entry *e = o->memo[b], *next; e != NULL; e = next) {
			next = e->next;
			free(e);
		}
	for (unsigned i = 0; i < MEMO_LOCKS; i++)
		pthread_mutex_destroy(&o->lock[i]);
	free(o->memo);
	free(o->table);
	free(o->as_guess);
	free(o->secret_colours);
	free(o);
}

/* Returns how many secrets depth guesses can tell apart at most. */
static uint64_t
capacity(const struct optimal *o, unsigned depth)
{
	uint64_t total = 0, room = 1;

	for (unsigned level = 1; level <= depth && total < INF; level++) {
		total += room;
		room = room < INF ? room * o->branches : INF;
	}
	return total < INF ? total : INF;
}

/* A guess that might win within the depth, and its largest part. */
struct option {
	uint32_t largest, parts;
	uint32_t guess;
};

/* The order options are tried in: smallest largest part, most parts. */
static int
by_largest(const void *a, const void *b)
{
	const struct option *x = a, *y = b;

	if (x->largest != y->largest)
		return x->largest < y->largest ? -1 : 1;
	if (x->parts != y->parts)
		return x->parts > y->parts ? -1 : 1;
	return x->guess < y->guess ? -1 : x->guess > y->guess;
}

static int feasible(struct optimal *o, const struct node *at, size_t *best);

/*
 * Returns guess as an option, its largest part but the win and its number
 * of parts from its part sizes in part (zeroed after).
 */
static struct option
largest_part(const struct optimal *o, size_t guess, uint16_t *part)
{
	struct option op = { 0, 0, (uint32_t)guess };

	for (unsigned h = 0; h < o->hints; h++) {
		op.parts += part[h] > 0;
		if (h != o->win && part[h] > op.largest)
			op.largest = part[h];
	}
	memset(part, 0, o->hints * sizeof(*part));
	return op;
}

/*
 * Returns 1 if every part of guess at a node can be won within the depth
 * left after it, 0 if one cannot, -1 if memory runs out or interrupted.
 */
static int
parts_feasible(struct optimal *o, const struct node *at, size_t guess)
{
	struct split sp;
	int result = 1;

	if (split_guess(o, at, guess, &sp) == -1) {
		split_free(&sp);
		return -1;
	}
	for (unsigned k = 0; k < sp.n && result == 1; k++) {
		struct node part = split_part(&sp, k, at);
		size_t ignored;

		result = feasible(o, &part, &ignored);
	}
	split_free(&sp);
	return result;
}

/*
 * Returns 1 if some strategy wins against every secret at a node within
 * at->depth guesses (1 or more), 0 if none does, -1 if memory runs out or
 * the search is interrupted; *best gets the guess that wins.  The guesses
 * whose parts all fit the depth left are tried, smallest largest part
 * first, then most parts, then the smallest code, until one wins.
 */
static int
feasible(struct optimal *o, const struct node *at, size_t *best)
{
	const struct space *space = o->guess_space;
	uint64_t room = capacity(o, at->depth - 1), hash = 0;
	struct option *list;
	uint16_t *counts;
	size_t count = 0;
	struct entry e;
	int result = 0;

	if (interrupted)
		return -1;
	*best = o->as_guess[at->secrets[0]];
	if (at->n <= 1 || at->depth == 1)
		return at->n <= 1;
	if (at->n == 2 || at->n > capacity(o, at->depth))
		return at->n == 2;
	if (at->n >= MEMO_SMALLEST) {
		hash = hash_set(at->secrets, at->n, at->depth + MEMO_FEASIBLE);
		if (memo_find(o, at->secrets, at->n, at->depth + MEMO_FEASIBLE,
		    hash, &e)) {
			*best = e.guess;
			return (int)e.lower;
		}
	}
	list = malloc(o->guesses * sizeof(*list));
	counts = calloc(BLOCK * o->stride, sizeof(*counts));
	if (list == NULL || counts == NULL) {
		free(list);
		free(counts);
		return -1;
	}
	for (size_t from = 0; from < o->guesses; from += BLOCK) {
		size_t block = o->guesses - from < BLOCK ? o->guesses - from :
		    BLOCK;

		count_block(o, at, from, block, counts);
		for (size_t k = 0; k < block; k++) {
			struct option op = largest_part(o, from + k,
			    counts + k * o->stride);

			if (op.largest < at->n && op.largest <= room &&
			    smallest_in_orbit(at->group, space_code(space,
			    from + k), o->length, o->colours_all))
				list[count++] = op;
		}
	}
	free(counts);
	qsort(list, count, sizeof(*list), by_largest);
	for (size_t k = 0; k < count && result == 0; k++) {
		result = list[k].largest <= 1 ? 1 :
		    parts_feasible(o, at, list[k].guess);
		*best = list[k].guess;
	}
	free(list);
	if (result >= 0 && at->n >= MEMO_SMALLEST)
		memo_store(o, at->secrets, at->n, at->depth + MEMO_FEASIBLE,
		    hash, (uint64_t)result, *best, 1);
	return result;
}

/*
 * Returns the fewest guesses that always win against the secrets at a
 * node (its depth is set to each in turn), or 0 if none up to
 * OPTIMAL_DEPTH_MAX (or interrupted).
 */
static unsigned
fewest_guesses(struct optimal *o, struct node *at)
{
	for (unsigned d = 1; d <= OPTIMAL_DEPTH_MAX; d++) {
		size_t guess;
		int result;

		at->depth = d;
		if (o->progress)
			fprintf(stderr, "\roptimal: can %u guesses win? %.1f s ",
			    d, elapsed(o));
		result = feasible(o, at, &guess);
		if (result != 0) {
			if (o->progress)
				fprintf(stderr, "\r%60s\r", "");
			return result == 1 ? d : 0;
		}
	}
	return 0;
}

size_t
optimal_choose(struct optimal *o, const uint32_t *secrets, size_t n,
    uint64_t played, unsigned depth)
{
	struct group *group = malloc(sizeof(*group));
	struct node at = { secrets, n, 0, group };
	size_t best = SIZE_MAX;
	uint64_t total;
	int first = o->proof.done == 0;
	struct sigaction old;

	catch_interrupt(&old);
	if (group == NULL || n == 0)
		goto out;
	clock_gettime(CLOCK_MONOTONIC, &o->start);
	group_start(group, o->length, played);
	if (o->goal != GOAL_AVERAGE && first) {
		unsigned d = fewest_guesses(o, &at);

		if (d == 0)
			goto out;
		o->goal_depth = d + depth - 1;
		o->proof.depth = d;
	}
	if (o->goal != GOAL_AVERAGE)
		at.depth = o->goal_depth + 1 > depth ? o->goal_depth + 1 -
		    depth : 1;
	if (o->goal == GOAL_DEPTH) {
		if (feasible(o, &at, &best) != 1)
			best = SIZE_MAX;
		else if (first)
			o->proof = (struct optimal_proof){ o->goal, 0,
			    o->proof.depth, 1 };
		goto out;
	}
	if (n <= 2 || at.depth == 1 || !first)	/* the memo knows most */
		total = solve(o, &at, INF, &best);
	else
		total = solve_node(o, &at, INF, &best, SEARCH_ROOT);
	if (total >= INF)
		best = SIZE_MAX;
	else if (first) {
		o->proof = (struct optimal_proof){ o->goal, total,
		    o->proof.depth, 1 };
	}
out:
	free(group);
	sigaction(SIGINT, &old, NULL);
	return interrupted ? SIZE_MAX : best;
}

void
optimal_proof(const struct optimal *o, struct optimal_proof *p)
{
	*p = o->proof;
}

static const char *const goal_names[] = { "average", "worst", "depth" };

const char *
goal_name(enum goal g)
{
	return goal_names[g];
}

int
goal_parse(const char *name, enum goal *g)
{
	for (size_t i = 0; i < 3; i++)
		if (strcmp(name, goal_names[i]) == 0) {
			*g = (enum goal)i;
			return 0;
		}
	return -1;
}

int
optimal_interrupted(void)
{
	return interrupted != 0;
}
