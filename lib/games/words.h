/* words: the word games, Wordle and Jotto, on a list of words. */

#ifndef CODE_WORDS_H
#define CODE_WORDS_H

#include "../core/variant.h"
#include "dialogue.h"

/*
 * Plays the word game of v (its hint's rule, marks or total) on d: a
 * secret from v's --secrets list, guesses from its lists, v's tries (or
 * --tries), hard mode if v asks.  Returns an exit status.
 */
int	play_words(struct dialogue *d, const struct variant *v);

#endif
