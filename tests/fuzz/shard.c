/*
 * Fuzz target for the shard files of `code shard merge`: the first
 * byte picks the search (fuzz_search(): a word list, its units first
 * guesses, or a board game, its units parts, or the same with its large
 * parts dealt below) and the shards K (1 or 2),
 * the second the shard; the rest is the shard's file after its header
 * lines (what optimal_shard() writes).  The reader seeds a new search's
 * memo with it, the plan's bounds are checked against what their shard
 * reached, and the merge's search then runs and plays its strategy, as
 * `code shard merge --partial` does.  `code` must not crash or
 * hang.
 *
 * With CODE_FUZZ_SEEDS=DIR in the environment it writes the files of
 * every shard of each search, K 1 and 2, into DIR (testdata/fuzz/shard/)
 * and exits.
 */

#include <stdio.h>
#include <stdlib.h>

#include "../../lib/solver/analysis.h"
#include "../../lib/optimal/shard/shard.h"
#include "../../lib/solver/solver.h"
#include "common.h"

static struct solver solvers[FUZZ_SEARCHES];

/* Writes shard i of plan p of s to out, a seed. */
static int
write_shard(struct solver *s, struct optimal_plan *p, unsigned i, FILE *out)
{
	return optimal_shard(s->optimal, p, i, out) != 0 ? -1 : 0;
}

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	fuzz_shard_setup("shard", solvers, write_shard);
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	unsigned index, line = 0;
	struct optimal_plan *p;
	struct analysis a;
	struct solver *s;
	char why[512];
	int status;
	FILE *in;

	if ((in = fuzz_shard_input(data, size, solvers, &s, &p, &index)) ==
	    NULL)
		return 0;
	status = optimal_shard_read(s->optimal, p, index, in, "shard", &line,
	    1, why, sizeof(why));
	fclose(in);
	if (status == 0 && optimal_plan_check(p, why, sizeof(why)) == 0 &&
	    optimal_plan_merge(s->optimal, p, why, sizeof(why)) != -1)
		(void)solver_analyze(s, SIZE_MAX, &a);
	optimal_plan_free(p);
	return 0;
}
