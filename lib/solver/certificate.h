/*
 * certificate: what the optimal search proved, written for a checker that
 * shares nothing with it (doc/certificate.md, tools/certcheck.c): the
 * game, the strategy (the upper bound) and the claims the lower bound
 * rests on.
 */

#ifndef CODE_CERTIFICATE_H
#define CODE_CERTIFICATE_H

#include <stddef.h>
#include <stdint.h>

#include "solver.h"

#define CERTIFICATE_WHY_MAX	(VARIANT_WHY_MAX + 4096)

struct optimal_plan;

/* A certificate to write, and what was written. */
struct certificate {
	const char *file;	/* where: a name ending in .gz is written
				   through gzip(1) */
	unsigned tries;		/* the game's try limit (0: none) */
	uint64_t value;		/* the least total, or optimal_never() */
	size_t opening;		/* the strategy's first guess (an index in
				   the guesses), SIZE_MAX: none wins */
	size_t first;		/* the game's first guess: the game is of
				   the strategies that open with it
				   (--first); SIZE_MAX: any */
	const struct optimal_plan *shard;	/* a shard's certificate: the
				   claims of its units (optimal_shard_certify()),
				   with value 0 and no strategy; NULL: the
				   search's */
	unsigned shard_index;	/* which shard of that plan */
	const struct optimal_reuse *reuse;	/* claims of other
				   certificates written again (optimal.h), or
				   NULL */
	uint64_t claims;	/* written: its claims, */
	uint64_t lines;		/* and its lines, */
	uint64_t reused;	/* and of those claims, reuse's */
};

/*
 * Writes c->file, the certificate of what sv's optimal search last proved
 * from the first guess (goal average, every secret): the header of sv's
 * game, the strategy that opens with c->opening (o's memo's), then the
 * claims (optimal_certify()); a file not written whole is removed.
 * Returns EXIT_OK, or a status with why (CERTIFICATE_WHY_MAX bytes):
 * EXIT_USAGE for a list read from standard input (its hash cannot be
 * made), EXIT_SYSTEM if a file cannot be read or written or memory runs
 * out, EXIT_INPUT if the search's value is not proven.
 */
int	certificate_write(const struct solver *sv, struct certificate *c,
	    char *why);

/*
 * Returns the lines of the header of c's game, as certificate_write()
 * writes them from "code-certificate 2" to the line "consistent"
 * (malloc()ed), or NULL with why as certificate_write() says it.
 */
char	*certificate_game(const struct solver *sv, const struct certificate *c,
	    char *why);

#endif
