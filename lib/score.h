#ifndef CODE_SCORE_H
#define CODE_SCORE_H

#include <stddef.h>

/*
 * The one scoring function of `code`.  Colours are small integers
 * 0 .. SCORE_COLOURS_MAX - 1; what they mean is the caller's business.
 *
 * A scorer holds a secret and scores guesses against it.  A guess may be
 * given whole (score()) or colour by colour as it streams past
 * (scorer_add() then scorer_finish()), so a reader never has to keep it.
 */

#define SCORE_COLOURS_MAX 64

struct hint {
	size_t strong;	/* positions where guess and secret agree */
	size_t weak;	/* colours in common, with multiplicity, not strong */
};

struct scorer {
	const unsigned char *secret;
	size_t length;
	unsigned colours;			/* colours are 0 .. colours - 1 */
	size_t secret_count[SCORE_COLOURS_MAX];
	size_t guess_count[SCORE_COLOURS_MAX];
	size_t position;			/* colours of the guess so far */
	size_t strong;
};

/* Prepares s to score against secret (length colours, each < colours). */
void	scorer_init(struct scorer *s, const unsigned char *secret,
	    size_t length, unsigned colours);

/* Starts a new guess. */
static inline void
scorer_reset(struct scorer *s)
{
	for (unsigned c = 0; c < s->colours; c++)
		s->guess_count[c] = 0;
	s->position = 0;
	s->strong = 0;
}

/* Adds the next colour of the guess; at most length colours per guess. */
static inline void
scorer_add(struct scorer *s, unsigned char colour)
{
	s->strong += s->secret[s->position++] == colour;
	s->guess_count[colour]++;
}

/* Returns the hint for the colours added since scorer_reset(). */
struct hint	scorer_finish(const struct scorer *s);

/* Returns the hint for a whole guess of s->length colours. */
struct hint	score(struct scorer *s, const unsigned char *guess);

#endif
