/* match_hit: the Match & Hit lab's game. */

#ifndef CODE_MATCH_HIT_H
#define CODE_MATCH_HIT_H

#include "../core/variant.h"
#include "dialogue.h"

/* Plays the lab's game of v on d; returns an exit status. */
int	play_match_hit(struct dialogue *d, const struct variant *v);

#endif
