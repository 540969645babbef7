/* games: the games of the assignments, one per variant. */

#ifndef CODE_GAMES_H
#define CODE_GAMES_H

#include "../core/variant.h"
#include "dialogue.h"

/*
 * The games of the assignments, each named after the variant it plays:
 * the computer keeps the secret (play) or, for some, guesses the player's
 * (codebreaker).  Each plays on the dialogue d and returns an exit status.
 */
struct game {
	const char *variant;
	int (*play)(struct dialogue *d, const struct variant *v);
	int (*codebreaker)(struct dialogue *d, const struct variant *v);
	unsigned choices;	/* what the player may choose: GAME_LENGTH... */
};

/* The rules of its variant that a game lets the player choose. */
enum { GAME_LENGTH = 1, GAME_COLOURS = 2, GAME_LISTS = 4 /* --secrets,
	--allowed, --hard */ };

/* Returns the game of the variant called name, or NULL. */
const struct game *game_find(const char *name);

/* Returns the nth game, or NULL after the last. */
const struct game *game_at(size_t n);

#endif
