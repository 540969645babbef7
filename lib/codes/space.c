/* The codes a side of a variant may play, by rank or from a list. */

#include "space.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/lists.h"
#include "../core/status.h"

/* Writes how many earlier colours of code equal each one into before. */
static void
count_before(const unsigned char *code, size_t length, unsigned char *before)
{
	for (size_t i = 0; i < length; i++) {
		before[i] = 0;
		for (size_t k = 0; k < i; k++)
			before[i] = (unsigned char)(before[i] +
			    (code[k] == code[i]));
	}
}

/* Writes the code of rank (length colours) at code. */
static void
unrank(uint32_t rank, size_t length, unsigned colours, unsigned char *code)
{
	for (size_t i = length; i-- > 0; rank /= colours)
		code[i] = (unsigned char)(rank % colours);
}

int
space_init(struct space *s, const struct variant *v, enum side side,
    char *why)
{
	int distinct = (v->distinct & side) != 0;
	uint64_t all = 1;

	memset(s, 0, sizeof(*s));
	s->length = v->length;
	s->colours = (unsigned)strlen(v->colours);
	if (s->length == 0) {
		snprintf(why, VARIANT_WHY_MAX, "%s codes have no fixed length: "
		    "give --length", v->name);
		return EXIT_USAGE;
	}
	for (size_t i = 0; i < s->length && all <= SPACE_CODES_MAX; i++)
		all *= s->colours;
	if (all > SPACE_CODES_MAX) {
		snprintf(why, VARIANT_WHY_MAX, "%u colours in %zu positions "
		    "make more than %u codes", s->colours, s->length,
		    SPACE_CODES_MAX);
		return EXIT_USAGE;
	}
	s->codes = malloc((size_t)all * s->length);
	if (score_packs(s->length, s->colours))
		s->packed = malloc((size_t)all * sizeof(*s->packed));
	else
		s->before = malloc((size_t)all * s->length);
	s->sets = malloc((size_t)all * sizeof(*s->sets));
	s->symmetric = 1;
	if (s->codes == NULL || (s->packed == NULL && s->before == NULL) ||
	    s->sets == NULL) {
		space_free(s);
		snprintf(why, VARIANT_WHY_MAX, "out of memory");
		return EXIT_SYSTEM;
	}
	for (uint32_t rank = 0; rank < all; rank++) {
		unsigned char *code = s->codes + s->count * s->length;

		unrank(rank, s->length, s->colours, code);
		if (distinct && variant_repeats(code, s->length))
			continue;
		if (s->packed != NULL)
			s->packed[s->count] = score_pack(code, s->length);
		else
			count_before(code, s->length,
			    s->before + s->count * s->length);
		s->sets[s->count++] = space_colours(code, s->length);
	}
	return 0;
}

int
space_init_codes(struct space *s, const unsigned char *codes, size_t count,
    size_t length, unsigned colours, char *why)
{
	memset(s, 0, sizeof(*s));
	s->length = length;
	s->colours = colours;
	s->codes = malloc(count * length + 1);
	if (score_packs(length, colours))
		s->packed = malloc((count + 1) * sizeof(*s->packed));
	else
		s->before = malloc(count * length + 1);
	s->sets = malloc((count + 1) * sizeof(*s->sets));
	if (s->codes == NULL || (s->packed == NULL && s->before == NULL) ||
	    s->sets == NULL) {
		space_free(s);
		snprintf(why, VARIANT_WHY_MAX, "out of memory");
		return EXIT_SYSTEM;
	}
	memcpy(s->codes, codes, count * length);
	for (size_t i = 0; i < count; i++) {
		const unsigned char *code = s->codes + i * length;

		if (s->packed != NULL)
			s->packed[i] = score_pack(code, length);
		else
			count_before(code, length, s->before + i * length);
		s->sets[i] = space_colours(code, length);
	}
	s->count = count;
	return 0;
}

void
space_free(struct space *s)
{
	free(s->codes);
	free(s->packed);
	free(s->before);
	free(s->sets);
	s->packed = NULL;
	s->codes = s->before = NULL;
	s->sets = NULL;
	s->count = 0;
}

size_t
space_index(const struct space *s, const unsigned char *code)
{
	return lists_find(s->codes, s->count, s->length, code);
}

