/* letters: the letter Mastermind assignment's game. */

#ifndef CODE_LETTERS_H
#define CODE_LETTERS_H

#include "../core/variant.h"
#include "dialogue.h"

/* Plays the assignment's game of v on d; returns an exit status. */
int	play_letters(struct dialogue *d, const struct variant *v);

#endif
