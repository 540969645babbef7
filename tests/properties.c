/*
 * tests/properties: checks directly what only long searches reach through
 * the command line, each against a way of working it out of its own in
 * this file (`make check` builds and runs it, as build/properties and,
 * portable and sanitized, build/properties-asan):
 *
 *   hints     the ways a hint is numbered (lib/core/hint.h) give it back
 *             and keep its order, and the scorer's hints and codes, on
 *             every path (portable, SSE2, AVX2), are those of a count of
 *             matches written here
 *   marks     the table of hints under Wordle's marks (lib/codes/table.c)
 *             gives every code to every code of a few small shapes the
 *             marks worked out here
 *   bounds    bound(), bound_refine() and bound_split() of the optimal search
 *             (given a set's own branches too: the most parts its guesses
 *             have, which leave the order of its guesses as it was)
 *             never promise more than the least total (within d
 *             guesses) of a set of secrets, nor bound_capacity() less, found
 *             here for every set of a tiny variant; bound_small()'s total,
 *             where it gives one, is that least total
 *   symmetry  smallest_in_orbit() says yes exactly when no permutation of
 *             positions and colours that fixes the guesses played maps
 *             the code to a smaller one, every permutation tried here;
 *             space_least_of_swaps() likewise for swaps of given colours
 *   weighing  weigh_candidates() of the optimal search gives each guess at a
 *             node of random secrets the bound of its parts, worked out
 *             here from the hints, on every path (portable, SSE2, AVX2:
 *             the nodes of few secrets compare hints, not counts),
 *             under Wordle's marks, at depths where the bound of a part
 *             of s is 2s - 1 and where it is not, every guess playable,
 *             some (hard mode's) or the secrets' alone (--consistent)
 *
 * Every failure is a line on standard error; the last line counts the
 * checks.  Exits 1 if one failed.  Random codes come from a fixed seed.
 */

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../lib/codes/space.h"
#include "../lib/core/hint.h"
#include "../lib/core/score.h"
#include "../lib/core/splitmix.h"
#include "../lib/core/variant.h"
#include "../lib/core/vector.h"
#include "../lib/optimal/internal.h"

#define LENGTH_LONGEST	20	/* hints checked for codes up to this long */
#define SCORED_LONGEST	1000	/* and a few longer ones (check_hints()) */
#define CODES_MAX	16	/* codes of the variants searched here */
#define DEPTH_MOST	4	/* depths the exact totals are found for */
#define NO_TOTAL	(UINT32_MAX - 1)	/* no strategy within a depth */

static unsigned long checks, failures;

/* Counts a check, and reports it when it failed.  Returns ok. */
static int
check(int ok, const char *what, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static int
check(int ok, const char *what, const char *fmt, ...)
{
	va_list ap;

	checks++;
	if (ok)
		return 1;
	failures++;
	fprintf(stderr, "properties: %s: ", what);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	return 0;
}

/* hints */

/*
 * Checks hint_index(), hint_at(), hint_dense() and hint_code() for codes
 * of length colours: each hint (s + w <= length) in order of s, then w,
 * gets an index above the one before, given back by hint_at(); dense
 * indices 0, 1, 2 ... with the win last; codes, up to 15 colours, above
 * the one before and given back by hint_of_code().
 */
static void
check_numbering(size_t length)
{
	size_t index = 0, dense = 0, code = 0, n = 0;

	for (size_t s = 0; s <= length; s++)
		for (size_t w = 0; s + w <= length; w++, n++) {
			struct hint h = { s, w }, back;
			size_t i = hint_index(length, h);

			back = hint_at(length, i);
			check((n == 0 || i > index) && i < hint_count(length) &&
			    back.strong == s && back.weak == w, "hint_index",
			    "length %zu, (%zu,%zu): index %zu", length, s, w,
			    i);
			check(hint_dense(length, h) == n, "hint_dense",
			    "length %zu, (%zu,%zu): %u, not %zu", length, s, w,
			    hint_dense(length, h), n);
			index = i;
			dense = n;
			if (length > HINT_CODE_LENGTH_MAX)
				continue;
			back = hint_of_code(hint_code(h));
			check((n == 0 || hint_code(h) > code) &&
			    back.strong == s && back.weak == w, "hint_code",
			    "length %zu, (%zu,%zu): code %#x", length, s, w,
			    hint_code(h));
			code = hint_code(h);
		}
	check(dense + 1 == hint_dense_count(length) &&
	    hint_dense(length, (struct hint){ length, 0 }) == dense,
	    "hint_dense_count", "length %zu: %zu, the win %u", length,
	    hint_dense_count(length),
	    hint_dense(length, (struct hint){ length, 0 }));
}

/* The hint of guess against secret (length colours), counted plainly. */
static struct hint
counted_hint(const unsigned char *secret, const unsigned char *guess,
    size_t length)
{
	size_t strong = 0, common = 0, in_secret[SCORE_COLOURS_MAX] = { 0 },
	    in_guess[SCORE_COLOURS_MAX] = { 0 };

	for (size_t i = 0; i < length; i++) {
		strong += secret[i] == guess[i];
		in_secret[secret[i]]++;
		in_guess[guess[i]]++;
	}
	for (size_t c = 0; c < SCORE_COLOURS_MAX; c++)
		common += in_secret[c] < in_guess[c] ? in_secret[c] :
		    in_guess[c];
	return (struct hint){ strong, common - strong };
}

/* Fills code with length random colours below colours. */
static void
random_code(struct splitmix *g, unsigned char *code, size_t length,
    unsigned colours)
{
	for (size_t i = 0; i < length; i++)
		code[i] = (unsigned char)splitmix_between(g, 0, colours - 1);
}

#define GUESSES	37	/* guesses scored at once: past each vector's width */

/*
 * Scores GUESSES random guesses against a random secret of length colours
 * below colours with score(), score_all() and, up to 15 colours,
 * score_all_codes(), and checks each against counted_hint().  With
 * no_zero the secret has no colour 0, as the judge's (colours 1..9),
 * the secrets that the short paths take.
 */
static void
check_scorer(struct splitmix *g, size_t length, unsigned colours,
    int no_zero)
{
	static unsigned char secret[SCORED_LONGEST],
	    guesses[GUESSES * SCORED_LONGEST];
	unsigned char codes[GUESSES];
	struct hint hints[GUESSES];
	struct scorer s;

	random_code(g, secret, length, colours);
	for (size_t i = 0; no_zero && colours > 1 && i < length; i++)
		secret[i] = secret[i] == 0 ? 1 : secret[i];
	random_code(g, guesses, GUESSES * length, colours);
	scorer_init(&s, secret, length, colours);
	score_all(&s, guesses, GUESSES, hints);
	if (length <= HINT_CODE_LENGTH_MAX)
		score_all_codes(&s, guesses, GUESSES, codes);
	for (size_t k = 0; k < GUESSES; k++) {
		const unsigned char *guess = guesses + k * length;
		struct hint want = counted_hint(secret, guess, length);
		struct hint one = score(&s, guess);

		check(one.strong == want.strong && one.weak == want.weak &&
		    hints[k].strong == want.strong && hints[k].weak ==
		    want.weak, "score", "length %zu, %u colours: (%zu,%zu) and "
		    "(%zu,%zu), not (%zu,%zu)", length, colours, one.strong,
		    one.weak, hints[k].strong, hints[k].weak, want.strong,
		    want.weak);
		if (length <= HINT_CODE_LENGTH_MAX)
			check(codes[k] == hint_code(want), "score_all_codes",
			    "length %zu, %u colours: %#x, not %#x", length,
			    colours, codes[k], hint_code(want));
	}
}

/* Checks the numbering, then the scorer on every vector path. */
static void
check_hints(void)
{
	static const char *const paths[] = { "sse2", NULL };
	static const unsigned colours[] = { 1, 2, 6, 9, 10, 16, 64 };
	static const size_t longer[] = { 31, 32, 33, 63, 64, 65, 95, 96, 97,
	    255, 256, 1000 };
	struct splitmix g = { 340 };

	for (size_t length = 0; length <= LENGTH_LONGEST; length++)
		check_numbering(length);
	for (size_t p = 0; p < sizeof(paths) / sizeof(paths[0]); p++) {
		vector_choose(paths[p]);
		for (size_t length = 1; length <= LENGTH_LONGEST; length++)
			for (size_t c = 0; c < sizeof(colours) /
			    sizeof(colours[0]); c++)
				for (int round = 0; round < 16; round++)
					check_scorer(&g, length, colours[c],
					    round % 2);
		/* the longer paths: 64-bit words, AVX2 runs of 32 colours */
		for (size_t i = 0; i < sizeof(longer) / sizeof(longer[0]); i++)
			for (size_t c = 0; c < sizeof(colours) /
			    sizeof(colours[0]); c++)
				for (int round = 0; round < 4; round++)
					check_scorer(&g, longer[i], colours[c],
					    round % 2);
	}
}

/*
 * Returns Wordle's marks of guess against secret (length colours) as the
 * table numbers them (3^i for position i times 2 exact, 1 present), by
 * its own rule: exact first, then left to right present while the secret
 * has the colour left unmatched.
 */
static unsigned
marked_hint(const unsigned char *secret, const unsigned char *guess,
    size_t length)
{
	unsigned char mark[8] = { 0 }, used[8] = { 0 };
	unsigned hint = 0, weight = 1;

	length = length < 8 ? length : 8;	/* the shapes checked: 3 to 6 */

	for (size_t i = 0; i < length; i++)
		if (guess[i] == secret[i])
			mark[i] = 2, used[i] = 1;
	for (size_t i = 0; i < length; i++)
		for (size_t j = 0; mark[i] == 0 && j < length; j++)
			if (!used[j] && secret[j] == guess[i])
				mark[i] = 1, used[j] = 1;
	for (size_t i = 0; i < length; i++, weight *= 3)
		hint += weight * mark[i];
	return hint;
}

/*
 * Checks the table of hints (table_fill()) under Wordle's marks, every
 * code against every code of 3 to 6 positions of 1 to 4 colours (a
 * column at a time to 5, a hint a byte; 6, two bytes, another way; codes
 * that repeat a colour the secret has once, twice or more), in one thread
 * and in three, against marked_hint().
 */
static void
check_marks_table(void)
{
	static const char *const shapes[][2] = { { "1-3", "3" },
	    { "1-4", "4" }, { "1-3", "5" }, { "1-4", "5" }, { "1-3", "6" } };

	for (size_t k = 0; k < sizeof(shapes) / sizeof(shapes[0]); k++)
		for (unsigned threads = 1; threads <= 3; threads += 2) {
			struct variant v = *variant_find("classic");
			struct space space;
			struct hint_table t;
			char why[VARIANT_WHY_MAX];
			size_t wrong = 0;

			if (variant_set_colours(&v, shapes[k][0], why) == -1 ||
			    variant_set_length(&v, shapes[k][1], why) == -1 ||
			    space_init(&space, &v, SIDE_GUESS, why) != 0) {
				check(0, "marks", "%s x %s: %s", shapes[k][0],
				    shapes[k][1], why);
				continue;
			}
			if (table_fill(&t, rule_find("marks"), &space, &space,
			    threads, NULL) == -1) {
				check(0, "marks", "out of memory");
				space_free(&space);
				continue;
			}
			for (size_t i = 0; i < space.count; i++)
				for (size_t g = 0; g < space.count; g++)
					wrong += (t.wide ? t.words[i * space.count +
					    g] : t.bytes[i * space.count + g]) !=
					    marked_hint(space_code(&space, i),
					    space_code(&space, g),
					    space.length);
			check(wrong == 0, "marks", "%s x %s, %u threads: %zu "
			    "hints of the table not Wordle's", shapes[k][0],
			    shapes[k][1], threads, wrong);
			table_free(&t);
			space_free(&space);
		}
}

/* bounds */

/* A tiny variant's codes, every one a guess and a secret. */
struct tiny {
	struct variant v;
	struct space space;
	size_t count;
	unsigned char hint[CODES_MAX][CODES_MAX];	/* dense, guess by
							   secret */
	uint32_t *total[DEPTH_MOST + 1];	/* least totals, by set */
};

/*
 * Returns the least total of the secrets of set (bits of codes) within
 * depth guesses (0: any), NO_TOTAL if no strategy finds them all: every
 * guess tried, each part of its hints solved the same way.  t->total[depth]
 * remembers each set.
 */
static uint32_t
least_total(struct tiny *t, uint32_t set, unsigned depth)
{
	uint32_t best = NO_TOTAL, n = (uint32_t)__builtin_popcount(set);
	unsigned win = (unsigned)hint_dense_count(t->space.length) - 1;

	if (set == 0)
		return 0;
	if (t->total[depth][set] != 0)
		return t->total[depth][set] - 1;
	for (size_t g = 0; g < t->count && depth != 1; g++) {
		uint32_t part[64] = { 0 }, sum = n;

		for (size_t i = 0; i < t->count; i++)
			if ((set >> i & 1) && t->hint[g][i] != win)
				part[t->hint[g][i]] |= (uint32_t)1 << i;
		for (unsigned h = 0; h < win && sum != NO_TOTAL; h++) {
			uint32_t below = part[h] == set ? NO_TOTAL :
			    least_total(t, part[h], depth == 0 ? 0 : depth - 1);

			sum = below == NO_TOTAL ? NO_TOTAL : sum + below;
		}
		best = sum < best ? sum : best;
	}
	if (depth == 1)		/* one guess: it must be the one secret */
		best = n == 1 ? 1 : NO_TOTAL;
	t->total[depth][set] = best + 1;
	return best;
}

/*
 * Prepares t for the codes of colours colours (a --colours set) and
 * length positions.  Returns 0, or -1 after reporting why not.
 */
static int
tiny_start(struct tiny *t, const char *colours, const char *length)
{
	char why[VARIANT_WHY_MAX];

	memset(t, 0, sizeof(*t));
	t->v = *variant_find("classic");
	if (variant_set_colours(&t->v, colours, why) == -1 ||
	    variant_set_length(&t->v, length, why) == -1 ||
	    space_init(&t->space, &t->v, SIDE_GUESS, why) != 0 ||
	    (t->count = t->space.count) > CODES_MAX)
		return check(0, "tiny variant", "%s x %s: %s", colours,
		    length, why) - 1;
	for (size_t g = 0; g < t->count; g++)
		for (size_t i = 0; i < t->count; i++)
			t->hint[g][i] = (unsigned char)hint_dense(
			    t->space.length, counted_hint(space_code(&t->space,
			    i), space_code(&t->space, g), t->space.length));
	for (unsigned d = 0; d <= DEPTH_MOST; d++)
		if ((t->total[d] = calloc((size_t)1 << t->count,
		    sizeof(*t->total[d]))) == NULL)
			return check(0, "tiny variant", "out of memory") - 1;
	return 0;
}

static void
tiny_free(struct tiny *t)
{
	for (unsigned d = 0; d <= DEPTH_MOST; d++)
		free(t->total[d]);
	space_free(&t->space);
}

/*
 * Checks that the optimal search's bound() of every set of t's codes is
 * at most its least total within each depth (INF only where there is
 * none), and that bound_capacity() is at least the largest set solved within
 * each depth.
 */
static void
check_bounds_of(struct tiny *t, const struct optimal *o)
{
	for (unsigned d = 0; d <= DEPTH_MOST; d++) {
		uint32_t largest = 0;

		for (uint32_t set = 1; set < (uint32_t)1 << t->count; set++) {
			uint32_t n = (uint32_t)__builtin_popcount(set);
			uint32_t least = least_total(t, set, d);
			uint64_t lower = bound(o, n, d);

			if (least != NO_TOTAL && n > largest)
				largest = n;
			check(least == NO_TOTAL ? 1 : lower <= least, "bound",
			    "%s, %zu positions, set %#x within %u: bound %llu, "
			    "least total %u", t->v.colours, t->space.length,
			    set, d, (unsigned long long)lower, least);
		}
		check(d == 0 || bound_capacity(o, d) >= largest, "capacity",
		    "%s within %u: %llu, but %u secrets are told apart",
		    t->v.colours, d, (unsigned long long)bound_capacity(o, d),
		    largest);
	}
}

/*
 * Returns the most parts but the win any guess has at a node, counted
 * here from the table: what weigh_branching() should say.
 */
static unsigned
branches_here(const struct optimal *o, const struct node *at)
{
	unsigned most = 0;

	for (size_t g = 0; g < o->guesses; g++) {
		unsigned char met[HINTS_MAX] = { 0 };
		unsigned parts = 0;

		for (size_t i = 0; i < at->n; i++) {
			unsigned h = table_hint(o, g, at->secrets[i]);

			parts += met[h] == 0 && h != o->win;
			met[h] = 1;
		}
		most = parts > most ? parts : most;
	}
	return most;
}

/*
 * Checks that the candidates of a node given its own branches (own) are
 * those weighed without (list) in the same order by the same order
 * bounds, each bound at least its order, but those the tighter bounds
 * rule out (INF: no win in the depth left): the branches a node is given
 * depend on the path to it, and the guess the search picks must not.
 */
static void
check_same_order(const struct tiny *t, uint32_t set,
    const struct candidate *list, size_t count, const struct candidate *own,
    size_t owned)
{
	size_t j = 0;
	int same = 1;

	for (size_t k = 0; same && k < count; k++) {
		same = list[k].lower == list[k].order;
		if (j < owned && own[j].guess == list[k].guess) {
			same = same && own[j].order == list[k].order &&
			    own[j].lower >= own[j].order;
			j++;
		}
	}
	check(same && j == owned, "order, its own branches", "%s, %zu "
	    "positions, set %#x: %zu candidates without its branches, %zu "
	    "with, not in the same order or by the same order bounds",
	    t->v.colours, t->space.length, set, count, owned);
}

/*
 * Checks that weigh_branching() says how many parts the guesses at a
 * node have at most, and that bound_refine() and bound_split() given them (the
 * node's branches, as the search gives a set below a node weighed) are
 * still at most the set's least total within depth d.
 */
static void
check_own_branches(const struct tiny *t, struct optimal *o,
    const struct node *at, uint32_t set, unsigned d, uint32_t least)
{
	struct node tight = *at;
	unsigned most = branches_here(o, at), said = 0;
	struct candidate *list, *own;
	uint64_t rest, refined, split;
	size_t count, owned;

	if ((list = weigh_branching(o, at, INF, &count, &rest, &said)) ==
	    NULL)
		return;
	check(said == 0 || said == (most > 0 ? most : 1), "branches", "%s, %zu "
	    "positions, set %#x: weigh_branching() %u, counted %u",
	    t->v.colours, t->space.length, set, said, most);
	tight.branches = said > 0 ? said : most;
	if ((own = weigh_candidates(o, &tight, INF, &owned, &rest)) != NULL) {
		check_same_order(t, set, list, count, own, owned);
		free(own);
	}
	free(list);
	refined = bound_refine(o, &tight);
	split = bound_split(o, &tight, INF);
	check(least == NO_TOTAL || (refined <= least && split <= least),
	    "set bounds, its own branches", "%s, %zu positions, set %#x "
	    "within %u, %u branches: bound_refine() %llu, bound_split() %llu, "
	    "least total %u", t->v.colours, t->space.length, set, d, said,
	    (unsigned long long)refined, (unsigned long long)split, least);
}

/*
 * Checks that bound_refine() and bound_split() of every set of t's codes (as a
 * node, o's memo empty) are at most its least total within each depth,
 * and bound_small()'s total, where it gives one, is that least total.  No
 * symmetry: a set of the codes is not mapped onto itself by it.
 */
static void
check_set_bounds_of(struct tiny *t, struct optimal *o)
{
	uint32_t secrets[CODES_MAX];

	o->symmetric = 0;
	for (unsigned d = 0; d <= DEPTH_MOST; d++)
		for (uint32_t set = 1; set < (uint32_t)1 << t->count; set++) {
			struct node at = { secrets, 0, d, NULL, NULL, 0, 0, 0, NULL };
			uint32_t least = least_total(t, set, d);
			uint64_t small, split, refined;
			size_t best;

			for (uint32_t i = 0; i < t->count; i++)
				if (set >> i & 1)
					secrets[at.n++] = i;
			refined = bound_refine(o, &at);
			split = bound_split(o, &at, INF);
			small = at.n > 2 ? bound_small(o, &at, &best) : 0;
			check_own_branches(t, o, &at, set, d, least);
			if (least == NO_TOTAL)
				continue;
			check(refined <= least && split <= least, "set bounds",
			    "%s, %zu positions, set %#x within %u: bound_refine() "
			    "%llu, bound_split() %llu, least total %u",
			    t->v.colours, t->space.length, set, d,
			    (unsigned long long)refined,
			    (unsigned long long)split, least);
			check(small == 0 || small == least, "small_set",
			    "%s, %zu positions, set %#x within %u: %llu, "
			    "least total %u", t->v.colours, t->space.length,
			    set, d, (unsigned long long)small, least);
		}
}

/* Checks the bounds and bound_capacity() on three tiny variants. */
static void
check_bounds(void)
{
	static const char *const variants[][2] = { { "1-3", "2" },
	    { "1-2", "3" }, { "1-4", "2" } };
	struct optimal_run run = { 0 };

	for (size_t k = 0; k < sizeof(variants) / sizeof(variants[0]); k++) {
		struct tiny t;
		struct optimal *o;
		char why[VARIANT_WHY_MAX];
		int status;

		if (tiny_start(&t, variants[k][0], variants[k][1]) == -1)
			continue;
		if ((o = optimal_new(&t.space, &t.space, rule_at(0), 1,
		    GOAL_AVERAGE, &run, why, &status)) == NULL)
			check(0, "optimal_new", "%s", why);
		else {
			check_bounds_of(&t, o);
			check_set_bounds_of(&t, o);
		}
		optimal_free(o);
		tiny_free(&t);
	}
}

/* weighing */

/*
 * Returns the bound of guess at a node, worked out from the hints of o's
 * table: every secret takes the guess, and each part but the win at
 * least bound() more within the depth below, INF if one part holds them
 * all; *possible gets whether the guess may be the secret.
 */
static uint64_t
weighed_here(const struct optimal *o, const struct node *at, size_t guess,
    int *possible)
{
	static uint32_t part[HINTS_MAX];
	uint64_t total = at->n;

	memset(part, 0, sizeof(part));
	for (size_t i = 0; i < at->n; i++)
		part[table_hint(o, guess, at->secrets[i])]++;
	*possible = part[o->win] > 0;
	for (unsigned h = 0; h < o->hints; h++)
		if (h != o->win && part[h] > 0)
			total += part[h] == at->n ? INF :
			    bound(o, part[h], below(at->depth));
	return total < INF ? total : INF;
}

/*
 * Checks weigh_candidates() at a node of n random secrets of o's within depth:
 * with no budget, its list is every guess whose bound is below INF,
 * each with weighed_here()'s bound and possible.
 */
static void
check_node_weighing(struct splitmix *g, struct optimal *o, size_t n,
    unsigned depth, const uint64_t *allowed, const char *path)
{
	uint32_t *secrets = malloc(o->secrets * sizeof(*secrets));
	struct node at = { secrets, n, depth, NULL, allowed, 0, 0, 0, NULL };
	struct candidate *list;
	size_t count = 0, finite = 0;
	uint64_t rest;

	if (secrets == NULL) {
		check(0, "weighing", "out of memory");
		return;
	}
	for (uint32_t i = 0; i < o->secrets; i++)	/* n of them, shuffled */
		secrets[i] = i;
	for (size_t i = 0; i < n; i++) {
		size_t j = (size_t)splitmix_between(g, i, o->secrets - 1);
		uint32_t swap = secrets[i];

		secrets[i] = secrets[j];
		secrets[j] = swap;
	}
	if ((list = weigh_candidates(o, &at, INF, &count, &rest)) == NULL)
		check(0, "weighing", "weigh_candidates() failed");
	for (size_t k = 0; list != NULL && k < count; k++) {
		int possible;
		uint64_t want = weighed_here(o, &at, list[k].guess, &possible);

		check(list[k].lower == want && list[k].possible == possible &&
		    weigh_may_play(o, &at, list[k].guess), "weighing", "%s%s, %zu "
		    "secrets within %u, guess %u: bound %llu%s, worked out "
		    "%llu%s", path, allowed != NULL ? ", some allowed" : "",
		    n, depth,
		    (unsigned)list[k].guess, (unsigned long long)list[k].lower,
		    list[k].possible ? " possible" : "",
		    (unsigned long long)want, possible ? " possible" : "");
	}
	for (size_t guess = 0; guess < o->guesses; guess++) {
		int possible;

		finite += weigh_may_play(o, &at, guess) &&
		    weighed_here(o, &at, guess, &possible) < INF;
	}
	check(list == NULL || (count == finite && rest == INF), "weighing",
	    "%s%s, %zu secrets within %u: %zu guesses listed, %zu have a "
	    "bound below INF", path, allowed != NULL ? ", some allowed" : "",
	    n, depth, count, finite);
	free(list);
	free(secrets);
}

/*
 * check_node_weighing() at nodes of 2 to 70 secrets and some more, past
 * the most that hints compared take (255: a byte's count), within depth:
 * every guess playable, and (hard mode's lists) about half of them or an
 * eighth, drawn at random.
 */
static void
check_depth_weighing(struct splitmix *g, struct optimal *o, unsigned depth,
    const char *path)
{
	static const size_t more[] = { 100, 200, 240, 255, 256 };
	uint64_t *allowed = calloc(o->words, sizeof(*allowed));

	if (allowed == NULL) {
		check(0, "weighing", "out of memory");
		return;
	}
	for (size_t n = 2; n <= 70 + sizeof(more) / sizeof(more[0]); n++) {
		size_t secrets = n <= 70 ? n : more[n - 71];

		if (secrets > o->secrets)
			continue;
		check_node_weighing(g, o, secrets, depth, NULL, path);
		for (size_t w = 0; w < o->words; w++) {	/* a half, an eighth */
			size_t past = o->guesses > w * 64 ?
			    o->guesses - w * 64 : 0;	/* guesses from w's */

			allowed[w] = splitmix_next(g) & (n % 2 == 0 ?
			    ~(uint64_t)0 : splitmix_next(g) & splitmix_next(g));
			if (past < 64)	/* none past the last guess */
				allowed[w] &= ((uint64_t)1 << past) - 1;
		}
		check_node_weighing(g, o, secrets, depth, allowed, path);
	}
	free(allowed);
}

/*
 * Checks weigh_candidates() on codes of 1-3 and of 1-4 colours, 5 positions
 * (243 and 1024 guesses: the vectors' widths and a rest), under Wordle's
 * marks (243 hints), at nodes of 2 to 70 secrets and some more, past the
 * most that hints compared take (255: a byte's count), every vector path,
 * any guess and (--consistent) the secrets' alone.
 */
static void
check_weighing(void)
{
	static const char *const paths[] = { "sse2", NULL };
	static const char *const colours[] = { "1-3", "1-4" };
	static const unsigned depths[] = { 0, 2, 3, 6 };
	struct optimal_run run = { 0 };
	struct splitmix g = { 340 };

	for (size_t c = 0; c < sizeof(colours) / sizeof(colours[0]); c++) {
		struct variant v = *variant_find("classic");
		struct space space;
		struct optimal *o = NULL;
		char why[VARIANT_WHY_MAX];
		int status;

		if (variant_set_colours(&v, colours[c], why) == -1 ||
		    variant_set_length(&v, "5", why) == -1 ||
		    space_init(&space, &v, SIDE_GUESS, why) != 0) {
			check(0, "weighing", "%s x 5: %s", colours[c], why);
			continue;
		}
		if ((o = optimal_new(&space, &space, rule_find("marks"), 1,
		    GOAL_AVERAGE, &run, why, &status)) == NULL)
			check(0, "optimal_new", "%s", why);
		for (size_t p = 0; o != NULL && p < sizeof(paths) /
		    sizeof(paths[0]); p++) {
			const char *path = paths[p] != NULL ? paths[p] :
			    "default";

			vector_choose(paths[p]);
			o->symmetric = 0;	/* every guess weighed */
			for (int consistent = 0; consistent <= 1; consistent++)
				for (size_t d = 0; d < sizeof(depths) /
				    sizeof(depths[0]); d++) {
					o->consistent = consistent;
					check_depth_weighing(&g, o, depths[d],
					    path);
				}
			o->consistent = 0;
		}
		optimal_free(o);
		space_free(&space);
	}
}

/* symmetry */

/* A permutation of positions or of colours, and how many it moves. */
struct perm {
	unsigned char to[8];
	size_t n;
};

/* Steps p to the next permutation in lexicographic order; 0 after last. */
static int
next_perm(struct perm *p)
{
	size_t i = p->n, j;
	unsigned char t;

	while (i > 1 && p->to[i - 2] > p->to[i - 1])
		i--;
	if (i <= 1)
		return 0;
	for (j = p->n - 1; p->to[j] < p->to[i - 2]; j--)
		continue;
	t = p->to[i - 2], p->to[i - 2] = p->to[j], p->to[j] = t;
	for (size_t a = i - 1, b = p->n - 1; a < b; a++, b--)
		t = p->to[a], p->to[a] = p->to[b], p->to[b] = t;
	return 1;
}

/* The identity on n things. */
static struct perm
identity(size_t n)
{
	struct perm p = { .n = n };

	for (size_t i = 0; i < n; i++)
		p.to[i] = (unsigned char)i;
	return p;
}

/*
 * Writes into out the image of code under a permutation of its positions
 * and one of its colours: position i gets the colour of position at[i],
 * mapped by colour, as smallest_in_orbit() and group_fix() move them.
 */
static void
image(const unsigned char *code, size_t length, const struct perm *at,
    const struct perm *colour, unsigned char *out)
{
	for (size_t i = 0; i < length; i++)
		out[i] = colour->to[code[at->to[i]]];
}

/* Writes into code the cth code of length colours below colours. */
static void
nth_code(size_t c, size_t length, unsigned colours, unsigned char *code)
{
	for (size_t i = 0; i < length; i++, c /= colours)
		code[length - 1 - i] = (unsigned char)(c % colours);
}

/*
 * Returns 1 if code (length colours below colours) is the smallest of its
 * images under the permutations of positions and colours that map each of
 * the played guesses to itself, every such permutation tried.
 */
static int
smallest_by_trying(const unsigned char *code, size_t length,
    unsigned colours, const unsigned char *played, size_t n_played)
{
	struct perm at = identity(length);

	do {
		struct perm colour = identity(colours);

		do {
			unsigned char out[8];
			int fixes = 1;

			for (size_t k = 0; k < n_played && fixes; k++) {
				image(played + 8 * k, length, &at, &colour,
				    out);
				fixes = !memcmp(out, played + 8 * k, length);
			}
			image(code, length, &at, &colour, out);
			if (fixes && memcmp(out, code, length) < 0)
				return 0;
		} while (next_perm(&colour));
	} while (next_perm(&at));
	return 1;
}

/*
 * Checks smallest_in_orbit() for every code of length positions of
 * colours colours after each of rounds random histories of up to two
 * guesses played (group_start() then group_fix()).
 */
static void
check_orbits(struct splitmix *r, size_t length, unsigned colours, int rounds)
{
	for (int round = 0; round < rounds; round++) {
		unsigned char played[2][8], code[8];
		size_t n_played = (size_t)splitmix_between(r, 0, 2), codes = 1;
		struct group *g = malloc(2 * sizeof(*g));

		if (!check(g != NULL, "orbits", "out of memory"))
			return;
		group_start(&g[0], length, 0);
		for (size_t k = 0; k < n_played; k++) {
			random_code(r, played[k], length, colours);
			group_fix(&g[0], played[k], length, &g[1]);
			g[0] = g[1];
		}
		for (size_t i = 0; i < length; i++)
			codes *= colours;
		for (size_t c = 0; c < codes; c++) {
			nth_code(c, length, colours, code);
			check(smallest_in_orbit(&g[0], code, length,
			    ((uint64_t)1 << colours) - 1) == smallest_by_trying(
			    code, length, colours, played[0], n_played),
			    "smallest_in_orbit", "%zu positions, %u colours, "
			    "%zu played, code %zu", length, colours, n_played,
			    c);
		}
		free(g);
	}
}

/*
 * Checks space_least_of_swaps() for every code of length positions of
 * colours colours and every set of colours to swap: yes exactly when no
 * permutation of those colours maps the code lower.
 */
static void
check_swaps(size_t length, unsigned colours)
{
	size_t codes = 1;

	for (size_t i = 0; i < length; i++)
		codes *= colours;
	for (uint64_t swap = 0; swap < (uint64_t)1 << colours; swap++)
		for (size_t c = 0; c < codes; c++) {
			unsigned char code[8], out[8];
			struct perm colour = identity(colours);
			struct perm at = identity(length);
			int smallest = 1;

			nth_code(c, length, colours, code);
			do {
				int moves_others = 0;

				for (unsigned k = 0; k < colours; k++)
					moves_others |= !(swap >> k & 1) &&
					    colour.to[k] != k;
				image(code, length, &at, &colour, out);
				if (!moves_others &&
				    memcmp(out, code, length) < 0)
					smallest = 0;
			} while (smallest && next_perm(&colour));
			check(space_least_of_swaps(code, length, swap) ==
			    smallest, "space_least_of_swaps", "%zu positions, "
			    "colours %#llx swapped, code %zu", length,
			    (unsigned long long)swap, c);
		}
}

/* Checks the symmetries on codes of up to 4 positions and 5 colours. */
static void
check_symmetry(void)
{
	struct splitmix r = { 1976 };

	check_orbits(&r, 2, 4, 12);
	check_orbits(&r, 3, 4, 12);
	check_orbits(&r, 4, 3, 12);
	check_orbits(&r, 3, 5, 6);
	check_swaps(3, 4);
	check_swaps(4, 3);
}

int
main(void)
{
	check_hints();
	check_marks_table();
	check_bounds();
	check_symmetry();
	check_weighing();
	fprintf(stderr, "properties: %lu checks, %lu failed\n", checks,
	    failures);
	return failures == 0 ? 0 : 1;
}
