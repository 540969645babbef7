/* The table of the games: which variant each plays, as which side. */

#include "games.h"

#include <string.h>

#include "../core/diag.h"
#include "aciertos.h"
#include "board.h"
#include "letters.h"
#include "match_hit.h"
#include "term_project.h"

/* Returns 1 if v has its list of words; else 0 having said it needs one. */
static int
words_listed(const struct variant *v)
{
	if (v->secrets != NULL)
		return 1;
	diag("play: %s takes its words from --secrets=FILE (a word list, a "
	    "word a line)", v->name);
	return 0;
}

/* The board game on a list of words, which --secrets must give. */
static int
play_words(struct dialogue *d, const struct variant *v)
{
	return words_listed(v) ? play_board(d, v) : EXIT_USAGE;
}

static int
play_words_computer(struct dialogue *d, const struct variant *v)
{
	return words_listed(v) ? play_board_computer(d, v) : EXIT_USAGE;
}

static const struct game games[] = {
	{ "match-hit", play_match_hit, NULL, GAME_LENGTH },
	{ "letters", play_letters, NULL, GAME_LENGTH | GAME_COLOURS },
	{ "aciertos", play_aciertos, play_aciertos_computer, GAME_LENGTH },
	{ "digits", play_term_project, NULL, 0 },
	{ "wordle", play_words, play_words_computer, GAME_RULES |
	    GAME_STRATEGY },
	{ "jotto", play_words, play_words_computer, GAME_RULES |
	    GAME_STRATEGY },
};
#define GAMES	(sizeof(games) / sizeof(games[0]))

/* The game of every other variant. */
static const struct game board = { "any other", play_board,
    play_board_computer, GAME_RULES | GAME_STRATEGY };

const struct game *
game_find(const char *name)
{
	for (size_t i = 0; i < GAMES; i++)
		if (strcmp(games[i].variant, name) == 0)
			return &games[i];
	return &board;
}

int
game_play(struct dialogue *d, const struct variant *v)
{
	const struct game *game = game_find(v->name);

	if (d->computer && game->codebreaker == NULL) {
		diag("play: --computer: in the game of %s the computer keeps "
		    "the secret alone", v->name);
		return EXIT_USAGE;
	}
	if (d->strategy_given && !(game->choices & GAME_STRATEGY)) {
		diag("play: --strategy: the game of %s has no strategy to "
		    "choose", v->name);
		return EXIT_USAGE;
	}
	if (d->strategy_given && !d->computer) {
		diag("play: --strategy says how the computer guesses, with "
		    "--computer");
		return EXIT_USAGE;
	}
	return d->computer ? game->codebreaker(d, v) : game->play(d, v);
}
