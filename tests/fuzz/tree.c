/*
 * Fuzz target for the strategy trees of `code replay`.  The
 * first byte picks the read size, the second the variant (three small
 * ones, with and without repeats); the rest is a tree in any format.
 * `code` must not crash, and what the replay finds must not depend on
 * the read size.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../lib/core/reader.h"
#include "../../lib/solver/replay.h"
#include "common.h"

#define VARIANTS	3

static struct variant variants[VARIANTS];
static struct solver solvers[VARIANTS];

/* Replays the tree at path; returns the status, what it found in *out. */
static int
run(const char *path, size_t read_size, size_t v, struct replay *out)
{
	struct reader r;
	int status;

	if (reader_open(&r, path, read_size) == -1)
		abort();
	status = tree_replay(&solvers[v], &r, out);
	reader_close(&r);
	free(out->path);
	out->path = NULL;
	return status;
}

/* Sets up variant v: classic with length, colours and distinct sides. */
static void
make(size_t v, const char *length, const char *colours, const char *sides)
{
	char why[VARIANT_WHY_MAX];

	variants[v] = *variant_find("classic");
	if (variant_set_length(&variants[v], length, why) == -1 ||
	    variant_set_colours(&variants[v], colours, why) == -1 ||
	    variant_set_distinct(&variants[v], sides, why) == -1 ||
	    solver_init(&solvers[v], &variants[v], NULL, STRATEGY_KNUTH, 0, why) != 0)
		abort();
}

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	fuzz_setup("tree");
	make(0, "2", "A-C", "none");
	make(1, "3", "1-4", "both");
	make(2, "4", "1-6", "none");
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct replay small, whole;
	int small_status, whole_status;
	const char *path;
	size_t v;

	if (size < 2)
		return 0;
	v = data[1] % VARIANTS;
	path = fuzz_input(data + 2, size - 2);
	small_status = run(path, fuzz_read_size(data[0]), v, &small);
	whole_status = run(path, 1 << 16, v, &whole);
	if (small_status != whole_status || (whole_status == 0 &&
	    (small.a.total != whole.a.total || small.a.worst !=
	    whole.a.worst || small.uncovered != whole.uncovered ||
	    small.first_uncovered != whole.first_uncovered))) {
		fprintf(stderr, "read size %zu: status %d; whole: status %d\n",
		    fuzz_read_size(data[0]), small_status, whole_status);
		abort();
	}
	return 0;
}
