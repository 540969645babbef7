#ifndef CODE_PLAY_H
#define CODE_PLAY_H

#include <stddef.h>

#include "random.h"
#include "reader.h"
#include "variant.h"

/*
 * code play: the games of the assignments, on standard input and output.
 * A game talks through a dialogue: prompts are flushed before every read,
 * and input is read a line at a time.
 */

#define PLAY_LINE_MAX	256

struct dialogue {
	struct reader in;
	struct random random;
	int seeded;			/* --seed was given */
	const char *secret;		/* --secret, or NULL */
	int tries;			/* --tries, or 0 for the game's own */
	int computer;			/* --computer: the computer guesses */
	int length_given, colours_given; /* --length, --colours */
};

/*
 * Writes prompt and reads the answer into line (PLAY_LINE_MAX bytes).
 * Returns 1, or 0 at the end of input, after ending the prompt's line.
 */
int	ask(struct dialogue *d, const char *prompt, char *line);

/* Reads a decimal integer at the start of text, as scanf's %d would. */
int	leading_integer(const char *text, long long *n);

/* The games; each returns an exit status. */
int	play_match_hit(struct dialogue *d, const struct variant *v);
int	play_letters(struct dialogue *d, const struct variant *v);
int	play_aciertos(struct dialogue *d, const struct variant *v);
int	play_aciertos_computer(struct dialogue *d, const struct variant *v);
int	play_term_project(struct dialogue *d, const struct variant *v);

#endif
