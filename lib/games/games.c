/* The table of the games: which variant each plays, as which side. */

#include "games.h"

#include <string.h>

#include "aciertos.h"
#include "letters.h"
#include "match_hit.h"
#include "term_project.h"
#include "words.h"

static const struct game games[] = {
	{ "match-hit", play_match_hit, NULL, GAME_LENGTH },
	{ "letters", play_letters, NULL, GAME_LENGTH | GAME_COLOURS },
	{ "aciertos", play_aciertos, play_aciertos_computer, GAME_LENGTH },
	{ "digits", play_term_project, NULL, 0 },
	{ "wordle", play_words, NULL, GAME_LISTS },
	{ "jotto", play_words, NULL, GAME_LISTS },
};
#define GAMES	(sizeof(games) / sizeof(games[0]))

const struct game *
game_find(const char *name)
{
	for (size_t i = 0; i < GAMES; i++)
		if (strcmp(games[i].variant, name) == 0)
			return &games[i];
	return NULL;
}

const struct game *
game_at(size_t n)
{
	return n < GAMES ? &games[n] : NULL;
}
