/*
 * certify: --certificate=FILE of analyze, rank and shard run|merge|verify:
 * what the optimal search proved, written for a checker that shares
 * nothing with it (certificate.h, doc/certificate.md, certcheck).
 */

#ifndef CODE_COMMANDS_CERTIFY_H
#define CODE_COMMANDS_CERTIFY_H

#include <stddef.h>
#include <stdint.h>

#include "../solver/reuse.h"
#include "../solver/solver.h"
#include "cli.h"
#include "codebreaker.h"

/* --certificate=FILE, into a const char * (NULL: none). */
extern const struct cli_group certify_options;

/* Its help. */
#define CERTIFY_HELP \
    "  --certificate=FILE  write the proof to FILE (through gzip if it\n" \
    "                      ends in .gz) as a certificate that certcheck\n" \
    "                      checks: the strategy, and the claims of its\n" \
    "                      lower bound\n"

/*
 * Exits with a usage error (usage) if file is asked of a search that
 * cannot prove one: not the optimal strategy, not goal average, or of
 * lists read with a fold, which certcheck does not know.
 */
void	certify_check(const struct codebreaker *cb, const char *usage,
	    const char *file);

/*
 * Writes file (if not NULL), the certificate of what sv's optimal search
 * last proved from the first guess: value (optimal_never(): no strategy
 * wins within the try limit), the strategy that opens with opening
 * (SIZE_MAX: none), of the game of the strategies that open with first
 * (SIZE_MAX: any), the claims below the root that reuse holds (or NULL)
 * written again where they are as high as needed; says what it wrote.
 * Returns EXIT_OK, or an exit status having said why.
 */
int	certify_write(const struct codebreaker *cb, const struct solver *sv,
	    const char *file, const struct reuse *reuse, size_t opening,
	    size_t first, uint64_t value);

/*
 * Writes file, the certificate of shard index of plan p, just run by sv's
 * search (of the strategies that open with first, SIZE_MAX: any): its
 * units' claims (optimal_shard_certify()); says what it wrote.  Returns
 * EXIT_OK, or an exit status having said why.
 */
int	certify_shard(const struct codebreaker *cb, const struct solver *sv,
	    const char *file, const struct optimal_plan *p, unsigned index,
	    size_t first);

/*
 * Reads the count certificates files (certificates of sv's game, of the
 * strategies that open with first, SIZE_MAX: any) into *reuse, for
 * certify_write() to write their claims again.  Returns EXIT_OK, or an
 * exit status having said why.
 */
int	certify_reuse(const struct codebreaker *cb, const struct solver *sv,
	    size_t first, char *const files[], size_t count,
	    struct reuse **reuse);

#endif
