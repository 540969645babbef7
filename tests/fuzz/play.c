/*
 * Fuzz target for the dialogues of `code play`.  The first byte picks the
 * read size and the game; the rest is what the player types.  `code` must
 * not crash, and playing the same input again must print the same.
 */

#include <stdlib.h>
#include <string.h>

#include "../../lib/play.h"
#include "common.h"

/* Plays the game on path; returns its output, which the caller frees. */
static char *
run(const char *path, size_t read_size, int letters)
{
	struct dialogue d = { .seeded = 1 };
	size_t length;

	random_seed(&d.random, 1);
	if (reader_open(&d.in, path, read_size) == -1)
		abort();
	if (letters)
		play_letters(&d, variant_find("letters"));
	else
		play_match_hit(&d, variant_find("match-hit"));
	reader_close(&d.in);
	return strdup(fuzz_output(&length));
}

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	fuzz_setup("play");
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *first, *again;
	const char *path;

	if (size < 1)
		return 0;
	path = fuzz_input(data + 1, size - 1);
	first = run(path, fuzz_read_size(data[0]), data[0] >> 7);
	fuzz_input(data + 1, size - 1);
	again = run(path, 1 << 16, data[0] >> 7);
	if (strcmp(first, again) != 0)
		abort();
	free(first);
	free(again);
	return 0;
}
