/* term_project: the 0000-9999 term project's game. */

#ifndef CODE_TERM_PROJECT_H
#define CODE_TERM_PROJECT_H

#include "../core/variant.h"
#include "dialogue.h"

/* Plays the term project's game of v on d; returns an exit status. */
int	play_term_project(struct dialogue *d, const struct variant *v);

#endif
