/* gen: judge inputs (UVa 340) and SECRET GUESS pairs of a chosen shape. */

#ifndef CODE_GEN_H
#define CODE_GEN_H

#include <stddef.h>
#include <stdint.h>

#include "../core/output.h"
#include "../core/variant.h"

/*
 * The generator of code gen: a valid judge input of random games, or
 * SECRET GUESS lines of a variant, of the shape the options say, the same
 * bytes on every platform for a seed (splitmix.h).
 */

#define GEN_LENGTH_MAX	10000000	/* N, without the statement's limits */
#define GEN_GUESSES_MAX	1000000000	/* guesses of a game */
#define GEN_ITEMS_MAX	64		/* items in the list of --length */
#define GEN_WEIGHT_MAX	1000000		/* weight of an item */
#define GEN_COLOURS	9		/* the judge format's colours, 1..9 */

struct gen_range {
	uint64_t low, high;
};

/* An item of --length: lengths, guesses per game, a weight. */
struct gen_item {
	struct gen_range length;
	struct gen_range guesses;	/* if has_guesses, else --guesses */
	int has_guesses;
	uint64_t weight;		/* its chance: weight / total_weight */
};

/* The shape of what is written. */
struct gen_options {
	uint64_t games;
	struct gen_item items[GEN_ITEMS_MAX];
	size_t item_count;
	uint64_t total_weight;
	struct gen_range guesses;
	unsigned colours;		/* of 1..GEN_COLOURS in each game */
	int distinct;
	uint64_t bytes;			/* UINT64_MAX: no limit */
	int irregular;
	int unlimited;			/* --limits=none */
	int edge;
	uint64_t seed;
	const struct variant *variant;	/* of --pairs, else NULL */
	struct variant rules;		/* what variant points to */
	const unsigned char *secrets;	/* --pairs from lists: the secrets */
	size_t secret_count;		/* (0: none), and the guesses */
	const unsigned char *list_guesses;
	size_t list_guess_count;
};

/* What was written, for --summary. */
struct gen_summary {
	uint64_t bytes, games, guesses;
	size_t longest;			/* the largest N of the random games */
};

/* Returns the largest N of o's items. */
uint64_t	gen_longest(const struct gen_options *o);

/*
 * Writes to out the judge input that o describes, or, with o->variant,
 * its lines of SECRET GUESS (drawn from o's lists if it has them: each
 * code of o->variant's length), and sums it up in *summary.  Returns EXIT_OK,
 * or EXIT_SYSTEM after reporting that memory ran out (what was written
 * before stays, but for the final 0).
 */
int	gen_write(const struct gen_options *o, struct output *out,
	    struct gen_summary *summary);

#endif
