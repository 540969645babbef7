/*
 * Fuzz target for the dialogues of `code play`.  The first byte picks the
 * read size, the second the game; the rest is what the player types.
 * `code` must not crash, and playing the same input again, read in one
 * block, must print the same.
 */

#include <stdlib.h>
#include <string.h>

#include "../../lib/games/aciertos.h"
#include "../../lib/games/letters.h"
#include "../../lib/games/match_hit.h"
#include "../../lib/games/term_project.h"
#include "common.h"

/* Plays game (0 .. 4) on path; returns its output, for the caller to free. */
static char *
run(const char *path, size_t read_size, unsigned game)
{
	static const char *const variants[] = { "match-hit", "letters",
		"aciertos", "aciertos", "digits" };
	struct dialogue d = { .seeded = 1, .computer = game == 3 };
	const struct variant *v = variant_find(variants[game]);
	size_t length;

	random_seed(&d.random, 1);
	if (reader_open(&d.in, path, read_size) == -1)
		abort();
	if (game == 0)
		play_match_hit(&d, v);
	else if (game == 1)
		play_letters(&d, v);
	else if (game == 2)
		play_aciertos(&d, v);
	else if (game == 3)
		play_aciertos_computer(&d, v);
	else
		play_term_project(&d, v);
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

	if (size < 2)
		return 0;
	path = fuzz_input(data + 2, size - 2);
	first = run(path, fuzz_read_size(data[0]), data[1] % 5u);
	fuzz_input(data + 2, size - 2);
	again = run(path, 1 << 16, data[1] % 5u);
	if (strcmp(first, again) != 0)
		abort();
	free(first);
	free(again);
	return 0;
}
