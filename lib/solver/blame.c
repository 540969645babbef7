/* Which hints contradict each other, and which one to doubt (blame.h). */

#include "blame.h"

#include <stdlib.h>
#include <string.h>

#include "../codes/space.h"
#include "../core/diag.h"
#include "../core/score.h"

/*
 * The most word ANDs spent looking for the smallest contradicting set
 * among every set of hints (2^hints sets of up to hints rows of words);
 * past it, a minimal set is found by dropping hints one at a time.
 */
#define BLAME_SEARCH_MAX	((uint64_t)1 << 27)

/* The agreeing secrets of each hint, a row of bits each. */
struct rows {
	uint64_t *bits;		/* hints rows of words */
	size_t hints, words;
	uint64_t last;		/* the bits of the last word that are secrets */
};

/* Returns row i of r. */
static uint64_t *
row(const struct rows *r, size_t i)
{
	return r->bits + i * r->words;
}

/* Sets row i of r: the secrets of s that agree with s's hint i. */
static void
fill_row(const struct solver *s, const struct rows *r, size_t i)
{
	const struct solver_hint *hint = &s->hints[i];
	uint64_t *bits = row(r, i);

	for (size_t j = 0; j < s->secrets.count; j++)
		if (solver_hint_of(s, hint->guess, j) == hint->hint)
			bits[j / 64] |= (uint64_t)1 << (j % 64);
}

/*
 * Returns how many secrets agree with every hint of r whose index is in
 * pick[0..n), leaving out the hint skip (SIZE_MAX: none); and 1 at once,
 * if any_only, as soon as one does.
 */
static uint64_t
agreeing(const struct rows *r, const size_t *pick, size_t n, size_t skip,
    int any_only)
{
	uint64_t count = 0;

	for (size_t w = 0; w < r->words; w++) {
		uint64_t word = ~(uint64_t)0;

		if (w + 1 == r->words)
			word = r->last;
		for (size_t k = 0; k < n && word != 0; k++)
			if (pick[k] != skip)
				word &= row(r, pick[k])[w];
		count += (uint64_t)__builtin_popcountll(word);
		if (any_only && count > 0)
			return 1;
	}
	return count;
}

/* Sets pick[0..k) to the next set of k of n indices; returns 0 after the last. */
static int
next_set(size_t *pick, size_t k, size_t n)
{
	size_t i = k;

	while (i > 0 && pick[i - 1] == n - k + i - 1)
		i--;
	if (i == 0)
		return 0;
	pick[i - 1]++;
	for (size_t j = i; j < k; j++)
		pick[j] = pick[j - 1] + 1;
	return 1;
}

/*
 * Looks for a smallest set of hints of r that contradict each other,
 * every set of one hint, then of two, and so on, into b->set.  Returns 1
 * if one was found, which is then minimal too.
 */
static int
smallest_set(const struct rows *r, struct blame *b)
{
	for (size_t k = 1; k <= r->hints; k++) {
		for (size_t j = 0; j < k; j++)
			b->set[j] = j;
		do {
			if (agreeing(r, b->set, k, SIZE_MAX, 1) == 0) {
				b->set_count = k;
				return 1;
			}
		} while (next_set(b->set, k, r->hints));
	}
	return 0;
}

/*
 * Finds a minimal set of the hints of r that contradict each other into
 * b->set: from every hint, each in turn is dropped while the rest still
 * contradict.
 */
static void
minimal_set(const struct rows *r, struct blame *b)
{
	b->set_count = r->hints;
	for (size_t i = 0; i < r->hints; i++)
		b->set[i] = i;
	for (size_t i = 0; i < b->set_count;)
		if (agreeing(r, b->set, b->set_count, b->set[i], 1) == 0) {
			memmove(&b->set[i], &b->set[i + 1],
			    (b->set_count - i - 1) * sizeof(*b->set));
			b->set_count--;
		} else
			i++;
}

int
blame_hints(const struct solver *s, struct blame *b)
{
	struct rows r = { .hints = s->hints_kept,
	    .words = (s->secrets.count + 63) / 64,
	    .last = s->secrets.count % 64 == 0 ? ~(uint64_t)0 :
	    ((uint64_t)1 << s->secrets.count % 64) - 1 };
	size_t *all;

	memset(b, 0, sizeof(*b));
	r.bits = calloc(r.hints * r.words + 1, sizeof(*r.bits));
	b->set = calloc(r.hints + 1, sizeof(*b->set));
	b->agree_without = calloc(r.hints + 1, sizeof(*b->agree_without));
	all = calloc(r.hints + 1, sizeof(*all));
	if (r.bits == NULL || b->set == NULL || b->agree_without == NULL ||
	    all == NULL) {
		free(r.bits);
		free(all);
		blame_free(b);
		diag("out of memory");
		return EXIT_SYSTEM;
	}
	for (size_t i = 0; i < r.hints; i++) {
		fill_row(s, &r, i);
		all[i] = i;
	}
	for (size_t i = 0; i < r.hints; i++)
		b->agree_without[i] = agreeing(&r, all, r.hints, i, 0);
	b->smallest = r.hints < 32 && ((uint64_t)1 << r.hints) * r.hints *
	    r.words <= BLAME_SEARCH_MAX && smallest_set(&r, b);
	if (!b->smallest)
		minimal_set(&r, b);
	free(r.bits);
	free(all);
	return EXIT_OK;
}

void
blame_free(struct blame *b)
{
	free(b->set);
	free(b->agree_without);
	b->set = NULL;
	b->agree_without = NULL;
}
