/*
 * Fuzz target for the shard files of `code analyze --merge`: the first
 * byte picks the search (fuzz_search(): a word list, its units first
 * guesses, or a board game, its units parts) and the shards K (1 or 2),
 * the second the shard; the rest is the shard's file after its header
 * lines (what optimal_shard() writes).  The reader seeds a new search's
 * memo with it, and the merge's search then runs and plays its strategy,
 * as `code analyze --merge --partial` does.  `code` must not crash or
 * hang.
 *
 * With CODE_FUZZ_SEEDS=DIR in the environment it writes the files of
 * every shard of each search, K 1 and 2, into DIR (testdata/fuzz/shard/)
 * and exits.
 */

#include <stdio.h>
#include <stdlib.h>

#include "../../lib/solver/analysis.h"
#include "../../lib/solver/solver.h"
#include "common.h"

static struct solver solvers[FUZZ_SEARCHES];

/* The plan of K shards of search s, or aborts. */
static struct optimal_plan *
plan(struct solver *s, unsigned k)
{
	struct optimal_plan *p = optimal_plan(s->optimal, s->secret_left,
	    s->secret_count, s->played, SIZE_MAX, k);

	if (p == NULL)
		abort();
	return p;
}

/* Writes the seeds into dir: a file for each search, K and shard. */
static void
write_seeds(const char *dir)
{
	char path[4096];

	for (unsigned k = 0; k < FUZZ_SEARCHES; k++)
		for (unsigned shards = 1; shards <= 2; shards++)
			for (unsigned i = 0; i < shards; i++) {
				struct optimal_plan *p;
				FILE *out;

				fuzz_search_again(&solvers[k]);
				p = plan(&solvers[k], shards);
				snprintf(path, sizeof(path), "%s/%s-%u-of-%u", dir,
				    k == FUZZ_SEARCH_LIST ? "list" : "board", i,
				    shards);
				if ((out = fopen(path, "w")) == NULL)
					abort();
				fputc((int)(k + FUZZ_SEARCHES * (shards - 1)), out);
				fputc((int)i, out);
				if (optimal_shard(solvers[k].optimal, p, i, out) != 0 ||
				    fclose(out) != 0)
					abort();
				optimal_plan_free(p);
			}
	exit(0);
}

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	fuzz_setup("shard");
	for (unsigned k = 0; k < FUZZ_SEARCHES; k++)
		fuzz_search(&solvers[k], k);
	if (getenv("CODE_FUZZ_SEEDS") != NULL)
		write_seeds(getenv("CODE_FUZZ_SEEDS"));
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	unsigned k, shards, index, line = 0;
	struct optimal_plan *p;
	struct analysis a;
	struct solver *s;
	char why[512];
	int status;
	FILE *in;

	if (size < 2)
		return 0;
	k = data[0] % FUZZ_SEARCHES;
	shards = 1 + data[0] / FUZZ_SEARCHES % 2;
	index = data[1] % shards;
	s = &solvers[k];
	fuzz_search_again(s);
	p = plan(s, shards);
	if ((in = fopen(fuzz_input(data + 2, size - 2), "r")) == NULL)
		abort();
	status = optimal_shard_read(s->optimal, p, index, in, "shard", &line,
	    1, why, sizeof(why));
	fclose(in);
	if (status == 0)
		(void)solver_analyze(s, SIZE_MAX, &a);
	optimal_plan_free(p);
	return 0;
}
