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
	if (maps > HARD_INDEX_MAX / 8 / x->words)
		return -1;
	if ((x->at = calloc(maps * x->words, sizeof(*x->at))) == NULL)
		return -1;
	x->least = x->at + s->length * s->colours * x->words;
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
	x->at = x->least = NULL;
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
