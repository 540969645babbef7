/* board: the game of any variant and rule, on either side. */

#ifndef CODE_BOARD_H
#define CODE_BOARD_H

#include <stddef.h>

#include "../core/lists.h"
#include "../core/variant.h"
#include "dialogue.h"
#include "look.h"

/*
 * The game of every variant that has no assignment's game of its own,
 * under any rule: codes of the variant's colours and length (or a list's
 * words), its hint's rule, its tries.  The computer keeps the secret
 * (play_board(), board.c) or, with --computer, guesses the player's
 * (play_board_computer(), breaker.c); codes and hints are shown as
 * look.h says.  Both return an exit status.
 */

#define BOARD_LENGTH	4	/* of a code where the variant has any
				   length (hints): the board game's */
#define BOARD_PROMPT_MAX 64	/* bytes of a guess's prompt */

int	play_board(struct dialogue *d, const struct variant *v);
int	play_board_computer(struct dialogue *d, const struct variant *v);

/* A game's rules as played, on both sides. */
struct board {
	struct dialogue *d;
	struct variant v;		/* its colours and length set */
	const struct rule *rule;	/* v's */
	struct lists lists;		/* v's lists, or none */
	size_t length;
	unsigned colours;
	int tries;			/* --tries or v's; -1: no limit */
	struct look look;
};

/*
 * Sets b up to play v on d: v's lists read, the length theirs, else v's,
 * else --secret's or BOARD_LENGTH, the tries --tries or v's.  Returns
 * EXIT_OK, or an exit status having said why (lists_read()'s, and
 * EXIT_USAGE for codes that cannot be played: more hints than a rule
 * has, more distinct colours than there are).  board_close() frees it.
 */
int	board_open(struct board *b, struct dialogue *d,
	    const struct variant *v);
void	board_close(struct board *b);

/* Writes the prompt of guess turn + 1, "Guess 2 of 6: " or "Guess 2: ". */
void	board_prompt(const struct board *b, size_t turn, char *prompt);

#endif
