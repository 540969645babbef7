/*
 * Fuzz target for the hint histories of `code solve`.  The first byte
 * picks the read size, the second the variant among the presets with a
 * fixed length; the rest is a history stream.  `code` must not crash, and
 * the status and the secrets left must not depend on the read size.
 */

#include <stdio.h>
#include <stdlib.h>

#include "../../lib/core/reader.h"
#include "../../lib/solver/history.h"
#include "common.h"

static const char *const variants[] = { "classic", "match-hit", "letters",
	"aciertos", "digits", "bulls-cows", "black-peg" };
#define VARIANTS (sizeof(variants) / sizeof(variants[0]))

static struct solver solvers[VARIANTS];

/* Reads the history at path; returns the status, the secrets in *left. */
static int
run(const char *path, size_t read_size, size_t v, size_t *left)
{
	struct solver *s = &solvers[v];
	struct reader r;
	int status;

	solver_restart(s);	/* a new game */
	if (reader_open(&r, path, read_size) == -1)
		abort();
	status = history_read(s, &r);
	reader_close(&r);
	*left = s->secret_count;
	return status;
}

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	char why[VARIANT_WHY_MAX];

	(void)argc;
	(void)argv;
	fuzz_setup("history");
	for (size_t v = 0; v < VARIANTS; v++)
		if (solver_init(&solvers[v], variant_find(variants[v]), NULL,
		    STRATEGY_FIRST, 0, why) != 0)
			abort();
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	size_t v, small_left, whole_left;
	int small_status, whole_status;
	const char *path;

	if (size < 2)
		return 0;
	v = data[1] % VARIANTS;
	path = fuzz_input(data + 2, size - 2);
	small_status = run(path, fuzz_read_size(data[0]), v, &small_left);
	whole_status = run(path, 1 << 16, v, &whole_left);
	if (small_status != whole_status || small_left != whole_left) {
		fprintf(stderr, "read size %zu: status %d, %zu left; whole: "
		    "status %d, %zu left\n", fuzz_read_size(data[0]),
		    small_status, small_left, whole_status, whole_left);
		abort();
	}
	return 0;
}
