/* The guesses hard mode allows after a hint (hard.h). */

#include "hard.h"

#include <stdlib.h>
#include <string.h>

#include "../core/rule.h"

int
hard_index_init(struct hard_index *x, const struct space *s)
{
	size_t maps = 2 * s->length * s->colours;
	const unsigned char *code = s->codes;

	memset(x, 0, sizeof(*x));
	x->words = s->count / 64 + 1;
	if (maps + 1 > HARD_INDEX_MAX / 8 / x->words)
		return -1;
	if ((x->at = calloc((maps + 1) * x->words, sizeof(*x->at))) == NULL)
		return -1;
	x->least = x->at + s->length * s->colours * x->words;
	x->none = x->at + maps * x->words;
	x->length = s->length;
	x->colours = s->colours;
	for (size_t g = 0; g < s->count; g++, code += s->length) {
		unsigned char count[SCORE_COLOURS_MAX] = { 0 };
		uint64_t bit = (uint64_t)1 << (g % 64);

		for (size_t p = 0; p < s->length; p++) {
			x->at[(p * s->colours + code[p]) * x->words + g / 64] |=
			    bit;
			count[code[p]]++;
			/* k of it or more, for each k up to its count */
			x->least[((size_t)code[p] * s->length + count[code[p]] -
			    1) * x->words + g / 64] |= bit;
		}
	}
	return 0;
}

void
hard_index_free(struct hard_index *x)
{
	free(x->at);
	x->at = x->least = x->none = NULL;
}

/* bits &= map, a bitmap of words words. */
static void
keep(uint64_t *bits, const uint64_t *map, size_t words)
{
	for (size_t w = 0; w < words; w++)
		bits[w] &= map[w];
}

void
hard_rule_out(const struct hard_index *x, const struct space *s,
    const unsigned char *guess, unsigned hint, uint64_t *bits)
{
	unsigned char need[SCORE_COLOURS_MAX] = { 0 };
	unsigned char marks[RULE_MARKS_MAX];

	if (x->at == NULL) {	/* no index: a test a guess */
		for (size_t c = 0; c < s->count; c++)
			if ((bits[c / 64] >> (c % 64) & 1) &&
			    !rule_hard_allows(s->length, guess, hint,
			    space_code(s, c)))
				bits[c / 64] &= ~((uint64_t)1 << (c % 64));
		return;
	}
	rule_marks(x->length, hint, marks);
	for (size_t p = 0; p < x->length; p++) {
		if (marks[p] == 2)
			keep(bits, x->at + (p * x->colours + guess[p]) *
			    x->words, x->words);
		need[guess[p]] = (unsigned char)(need[guess[p]] +
		    (marks[p] != 0));
	}
	for (size_t p = 0; p < x->length; p++)
		if (need[guess[p]] > 0) {
			keep(bits, x->least + ((size_t)guess[p] * x->length +
			    need[guess[p]] - 1) * x->words, x->words);
			need[guess[p]] = 0;	/* once a colour */
		}
}

void
hard_asks_none(struct hard_asks *a)
{
	memset(a->place, 0, sizeof(a->place));
	memset(a->needs, HARD_NONE, sizeof(a->needs));
}

void
hard_asks_add(struct hard_asks *a, size_t length, const unsigned char *guess,
    unsigned hint)
{
	unsigned char need[SCORE_COLOURS_MAX] = { 0 };
	unsigned char had[SCORE_COLOURS_MAX] = { 0 };
	unsigned char marks[RULE_MARKS_MAX];
	uint64_t colours = 0;
	size_t k = 0;

	rule_marks(length, hint, marks);
	for (size_t p = 0; p < length; p++) {
		if (marks[p] == 2)
			a->place[p] = (unsigned char)(guess[p] + 1);
		need[guess[p]] = (unsigned char)(need[guess[p]] +
		    (marks[p] != 0));
		colours |= (uint64_t)(marks[p] != 0) << guess[p];
	}
	for (size_t i = 0; i < RULE_MARKS_MAX && a->needs[i] != HARD_NONE;
	    i++) {
		had[a->needs[i]]++;
		colours |= (uint64_t)1 << a->needs[i];
	}
	/* each colour as often as the larger need, in increasing order; a
	   code that meets them has no fewer positions */
	for (uint64_t left = colours; left != 0; left &= left - 1) {
		unsigned c = (unsigned)__builtin_ctzll(left);
		unsigned times = need[c] > had[c] ? need[c] : had[c];

		for (; times > 0 && k < RULE_MARKS_MAX; times--)
			a->needs[k++] = (unsigned char)c;
	}
	for (; k < RULE_MARKS_MAX; k++)
		a->needs[k] = HARD_NONE;
}

int
hard_asks_met(const struct hard_asks *a, size_t length,
    const unsigned char *code)
{
	unsigned char have[SCORE_COLOURS_MAX] = { 0 };

	for (size_t p = 0; p < length; p++) {
		if (a->place[p] != 0 && code[p] + 1 != a->place[p])
			return 0;
		have[code[p]]++;
	}
	for (size_t i = 0; i < RULE_MARKS_MAX && a->needs[i] != HARD_NONE; i++)
		if (have[a->needs[i]]-- == 0)
			return 0;
	return 1;
}

size_t
hard_maps(const struct hard_index *x, const struct hard_asks *a,
    const uint64_t **maps)
{
	size_t count = 0;

	if (x->at == NULL)
		return SIZE_MAX;
	for (size_t p = 0; p < x->length; p++)
		if (a->place[p] != 0)
			maps[count++] = x->at + (p * x->colours + a->place[p] -
			    1) * x->words;
	for (size_t i = 0; i < RULE_MARKS_MAX && a->needs[i] != HARD_NONE;) {
		unsigned char c = a->needs[i];
		size_t times = 0;

		for (; i < RULE_MARKS_MAX && a->needs[i] == c; i++)
			times++;
		/* no code has more of a colour than positions */
		maps[count++] = times > x->length ? x->none : x->least +
		    ((size_t)c * x->length + times - 1) * x->words;
	}
	return count;
}

void
hard_keep_met(const struct hard_index *x, const struct space *s,
    const struct hard_asks *a, uint64_t *bits)
{
	const uint64_t *maps[HARD_MAPS_MAX];
	size_t count = hard_maps(x, a, maps);

	if (count == SIZE_MAX) {	/* no index: a test a guess */
		for (size_t c = 0; c < s->count; c++)
			if ((bits[c / 64] >> (c % 64) & 1) &&
			    !hard_asks_met(a, s->length, space_code(s, c)))
				bits[c / 64] &= ~((uint64_t)1 << (c % 64));
		return;
	}
	for (size_t k = 0; k < count; k++)
		keep(bits, maps[k], x->words);
}
