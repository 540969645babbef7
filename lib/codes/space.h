/* space: every code a side of a variant may play, in order. */

#ifndef CODE_SPACE_H
#define CODE_SPACE_H

#include <stddef.h>
#include <stdint.h>

#include "../core/score.h"
#include "../core/variant.h"

/*
 * The codes a side of a variant may play, every one, in increasing order:
 * the order of the variant's colours, first position first (0000, 0001,
 * ... for digits); or the codes of a list (lists.h), in the same order.
 * A space of every code is symmetric: a renaming of the colours, or of the
 * positions, maps it onto itself, which the searches use; a list's is
 * not.
 */

#define SPACE_CODES_MAX	(1u << 22)	/* codes of all colours and lengths */

struct space {
	size_t length;
	unsigned colours;
	size_t count;			/* codes the side may play */
	unsigned char *codes;		/* count codes of length colours */
	struct packed_code *packed;	/* each, if codes pack: score_packed() */
	unsigned char *before;		/* else, of each colour of each:
					   score_ranked() */
	uint64_t *sets;			/* the colours of each, as bits */
	int symmetric;			/* every code of its rules */
};

/*
 * Fills s with the codes of v that side may play, of v->length colours.
 * Returns 0, or an exit status with why (VARIANT_WHY_MAX bytes):
 * EXIT_USAGE when v has no fixed length or more than SPACE_CODES_MAX
 * codes, EXIT_SYSTEM when memory runs out.
 */
int	space_init(struct space *s, const struct variant *v, enum side side,
	    char *why);
void	space_free(struct space *s);

/*
 * Fills s with the count codes (length colours each, of colours colours)
 * at codes, sorted and each once, as a list's (not symmetric).  Returns
 * 0, or EXIT_SYSTEM with why when memory runs out.
 */
int	space_init_codes(struct space *s, const unsigned char *codes,
	    size_t count, size_t length, unsigned colours, char *why);

/* Returns the ith code of s. */
static inline const unsigned char *
space_code(const struct space *s, size_t i)
{
	return s->codes + i * s->length;
}

/*
 * Returns the ranks of the colours of the ith code, for score_ranked(),
 * when s->packed is NULL.
 */
static inline const unsigned char *
space_before(const struct space *s, size_t i)
{
	return s->before + i * s->length;
}

/* Returns the index in s of code (s->length colours), or SIZE_MAX. */
size_t	space_index(const struct space *s, const unsigned char *code);

/* Returns the colours of code (length colours) as bits. */
static inline uint64_t
space_colours(const unsigned char *code, size_t length)
{
	uint64_t bits = 0;

	for (size_t i = 0; i < length; i++)
		bits |= (uint64_t)1 << code[i];
	return bits;
}

/*
 * Returns 1 if code (length colours) is the smallest of the codes that
 * differ from it by a swap of the colours given (bits): each of them, where
 * it first appears in code, is the smallest of them not seen yet.  When no
 * secret left has those colours (dead colours), such codes get the same
 * hint from every secret, so only the smallest need be weighed.
 */
static inline int
space_least_of_swaps(const unsigned char *code, size_t length,
    uint64_t colours)
{
	uint64_t seen = 0;

	for (size_t i = 0; i < length; i++) {
		uint64_t bit = (uint64_t)1 << code[i], left = colours & ~seen;

		if (!(colours & bit) || (seen & bit))
			continue;
		if ((left & -left) != bit)
			return 0;
		seen |= bit;
	}
	return 1;
}

#endif
