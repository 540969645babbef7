/* table: the hint of every guess against every secret, made once. */

#ifndef CODE_TABLE_H
#define CODE_TABLE_H

#include <stddef.h>
#include <stdint.h>

#include "../core/rule.h"
#include "space.h"

/*
 * The hints (rule.h) of every guess of a space against every secret of
 * another, a byte each where the rule has at most 256 hints, else two:
 * the table the strategies count parts from under every rule but counts
 * (whose hint they work out faster than they could look it up), and
 * the optimal search's.  A secret's hints lie in a row, guess by guess.
 * Marks are a sum of a position's worth (exact, present or absent),
 * mended where the guess repeats a colour the secret has.
 */
struct hint_table {
	size_t guesses, secrets;
	int wide;			/* two bytes a hint */
	unsigned char *bytes;		/* or */
	uint16_t *words;
};

/*
 * Returns the bytes a table of guesses by secrets of rule r holds, for
 * codes of length positions (SIZE_MAX if that overflows).
 */
size_t	table_bytes(const struct rule *r, size_t length, size_t guesses,
	    size_t secrets);

/*
 * Fills t with the hints under r of the guesses against the secrets, in
 * threads threads, and if most_parts is not NULL sets it to the most
 * parts but the win's of any guess (1 at least), counted as the rows are
 * filled.  Returns 0, or -1 if memory runs out.
 */
int	table_fill(struct hint_table *t, const struct rule *r,
	    const struct space *guesses, const struct space *secrets,
	    unsigned threads, unsigned *most_parts);
void	table_free(struct hint_table *t);

/* Returns the hint of guess g against secret i. */
static inline unsigned
table_get(const struct hint_table *t, size_t i, size_t g)
{
	size_t at = i * t->guesses + g;

	return t->wide ? t->words[at] : t->bytes[at];
}

#endif
