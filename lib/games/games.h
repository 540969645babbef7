/* games: the game of each variant, and which sides it plays. */

#ifndef CODE_GAMES_H
#define CODE_GAMES_H

#include "../core/variant.h"
#include "dialogue.h"

/*
 * The games of the assignments, each named after the variant it plays,
 * and the board game (board.h) of every other variant: the computer keeps
 * the secret (play) or, for some, guesses the player's (codebreaker).
 * Each plays on the dialogue d and returns an exit status.
 */
struct game {
	const char *variant;
	int (*play)(struct dialogue *d, const struct variant *v);
	int (*codebreaker)(struct dialogue *d, const struct variant *v);
	unsigned choices;	/* what the player may choose: GAME_LENGTH... */
};

/*
 * The rules of its variant that a game lets the player choose, and
 * whether its codebreaker takes --strategy.
 */
enum {
	GAME_LENGTH = 1, GAME_COLOURS = 2,
	GAME_LISTS = 4,		/* --secrets, --allowed, --hard */
	GAME_DISTINCT = 8, GAME_HINT = 16,
	GAME_STRATEGY = 32
};
#define GAME_RULES	(GAME_LENGTH | GAME_COLOURS | GAME_LISTS | \
	GAME_DISTINCT | GAME_HINT)

/* Returns the game of the variant called name: its own, or the board's. */
const struct game *game_find(const char *name);

/*
 * Plays the game of v on d, the side --computer says.  Returns its exit
 * status, or EXIT_USAGE having said why for a side it does not play or
 * a --strategy it does not take.
 */
int	game_play(struct dialogue *d, const struct variant *v);

#endif
