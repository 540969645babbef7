/*
 * verify: what code shard verify adds to a merge: a share of the claims
 * the shards' files made, chosen at random, solved again in a search of
 * its own that has read no file, each compared with its file's.
 */

#ifndef CODE_COMMANDS_VERIFY_H
#define CODE_COMMANDS_VERIFY_H

#include "../optimal/optimal.h"
#include "../optimal/shard/shard.h"
#include "../solver/solver.h"
#include "codebreaker.h"

/*
 * Solves again the share fraction (millionths, at least one claim) of
 * the claims of plan p that a file gave (optimal_claims(); a shard no
 * file gave is the merge's own to solve), in a search of sv's codes and
 * rules run as cb says.  Returns EXIT_OK, having said what was solved
 * and what it cost; EXIT_INPUT naming the file and line of a claim that
 * differs; EXIT_SYSTEM; or the status of a search stopped, having said
 * how far it went.
 */
int	verify_claims(const struct codebreaker *cb, struct solver *sv,
	    const struct optimal_plan *p, unsigned long fraction);

#endif
