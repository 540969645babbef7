/*
 * Fuzz target for what a shard keeps of its search, .FILE.resume: the
 * first byte picks the search (fuzz_search()) and the shards K (1 or 2),
 * the second the shard; the rest is the file after its header lines
 * (what optimal_keep_write() writes).  As a shard resumes, the reader
 * checks it whole, then stores it in a new search's memo, and the shard's
 * search then runs and writes its file.  `code` must not crash or hang.
 *
 * With CODE_FUZZ_SEEDS=DIR in the environment it writes, for every shard
 * of each search, K 1 and 2, what its memo holds once it is done, into
 * DIR (testdata/fuzz/resume/), and exits.
 */

#include <stdio.h>
#include <stdlib.h>

#include "../../lib/optimal/shard/shard.h"
#include "../../lib/solver/solver.h"
#include "common.h"

static struct solver solvers[FUZZ_SEARCHES];

/* Runs shard i of p in s's search, its file thrown away; aborts if out
   of memory. */
static void
run_shard(struct solver *s, struct optimal_plan *p, unsigned i)
{
	FILE *out = fopen("/dev/null", "w");

	if (out == NULL)
		abort();
	if (optimal_shard(s->optimal, p, i, out) != 0 &&
	    optimal_out_of_memory(s->optimal))
		abort();
	fclose(out);
}

/* Runs shard i of plan p of s, and writes what its memo then holds to out. */
static int
write_kept(struct solver *s, struct optimal_plan *p, unsigned i, FILE *out)
{
	run_shard(s, p, i);
	return optimal_keep_write(s->optimal, out) < 0 ? -1 : 0;
}

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	fuzz_shard_setup("resume", solvers, write_kept);
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	unsigned index;
	struct optimal_plan *p;
	struct solver *s;
	char why[512];
	long count;
	int status = 0;
	FILE *in;

	if ((in = fuzz_shard_input(data, size, solvers, &s, &p, &index)) ==
	    NULL)
		return 0;
	for (int store = 0; store <= 1 && status == 0; store++) {
		unsigned line = 0;

		rewind(in);
		status = optimal_keep_read(s->optimal, in, "resume", &line,
		    store, &count, why, sizeof(why));
	}
	fclose(in);
	if (status == 0)
		run_shard(s, p, index);
	optimal_plan_free(p);
	return 0;
}
