/*
 * reuse: the claims of other certificates of one game, a campaign's
 * shards' (code shard run --certificate), read to be written again below
 * the root of a merge's certificate (optimal_reuse, optimal.h): each
 * claim whose parent is the root, with the lines after it up to the next
 * such claim (the claims and symmetries below it), renumbered.
 */

#ifndef CODE_REUSE_H
#define CODE_REUSE_H

#include <stddef.h>

#include "certificate.h"

struct reuse;

/*
 * Reads the count certificates files, each a certificate of the game of
 * sv and c (certificate_game(): its header's lines, and c's first guess)
 * of any value and strategy, whose claims below the root are each
 * followed by the lines below it.  Returns what they hold (reuse_free()
 * frees it; the files stay open until then), or NULL with why
 * (CERTIFICATE_WHY_MAX bytes, "NAME:LINE: expected ..., found '...'")
 * and *status: EXIT_INPUT for a file not of that form, EXIT_SYSTEM if
 * one cannot be read or memory runs out.
 */
struct reuse	*reuse_read(const struct solver *sv,
		    const struct certificate *c, char *const files[],
		    size_t count, char *why, int *status);
void		 reuse_free(struct reuse *r);

/* Returns r's claims as optimal_certify() takes them. */
const struct optimal_reuse	*reuse_claims(const struct reuse *r);

/* Returns the claims below the root that r holds. */
size_t		 reuse_count(const struct reuse *r);

#endif
