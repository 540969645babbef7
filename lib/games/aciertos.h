/* aciertos: the Spanish Master Mind practica's games. */

#ifndef CODE_ACIERTOS_H
#define CODE_ACIERTOS_H

#include "../core/variant.h"
#include "dialogue.h"

/*
 * Play the practica's mode 1 (the computer keeps the secret) and mode 2
 * (the computer guesses the player's) of v on d; return an exit status.
 */
int	play_aciertos(struct dialogue *d, const struct variant *v);
int	play_aciertos_computer(struct dialogue *d, const struct variant *v);

#endif
