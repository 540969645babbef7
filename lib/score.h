#ifndef CODE_SCORE_H
#define CODE_SCORE_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/*
 * The one scoring function of `code`.  Colours are small integers
 * 0 .. SCORE_COLOURS_MAX - 1; what they mean is the caller's business.
 *
 * A scorer holds a secret and scores guesses against it.  A guess may be
 * given whole (score()) or colour by colour as it streams past
 * (scorer_add() then scorer_finish()), so a reader never has to keep it.
 */

#define SCORE_COLOURS_MAX 64
#define SCORE_LENGTH_MAX UINT32_MAX	/* colours in a code */
#define SCORE_LONG_RUN	64	/* runs scored by counting colours first */
#define SCORE_SHORT	8	/* whole guesses scored without counts */

struct hint {
	size_t strong;	/* positions where guess and secret agree */
	size_t weak;	/* colours in common, with multiplicity, not strong */
};

struct scorer {
	const unsigned char *secret;
	size_t length;
	unsigned colours;			/* colours are 0 .. colours - 1 */
	uint32_t secret_count[SCORE_COLOURS_MAX];
	uint32_t guess_count[SCORE_COLOURS_MAX];
	size_t position;			/* colours of the guess so far */
	size_t strong;
	size_t common;				/* matches, strong or weak */
};

/*
 * Prepares s to score against secret (length colours, length at most
 * SCORE_LENGTH_MAX, each colour less than colours).
 */
void	scorer_init(struct scorer *s, const unsigned char *secret,
	    size_t length, unsigned colours);

/* Starts a new guess. */
static inline void
scorer_reset(struct scorer *s)
{
	if (s->colours <= 16)	/* the common case, inline */
		for (unsigned c = 0; c < 16; c++)
			s->guess_count[c] = 0;
	else
		memset(s->guess_count, 0, sizeof(s->guess_count));
	s->position = 0;
	s->strong = 0;
	s->common = 0;
}

/*
 * Adds the next colour of the guess; at most length colours per guess.
 * Every colour the two codes share, counted with multiplicity, is a match;
 * taking the strong ones first leaves the rest as weak (the statement's
 * maximal independent set).
 */
static inline void
scorer_add(struct scorer *s, unsigned char colour)
{
	s->strong += s->secret[s->position++] == colour;
	s->common += s->guess_count[colour]++ < s->secret_count[colour];
}

/*
 * Adds the next n colours of the guess: scorer_add(), with the running
 * counts where the compiler can keep them.
 */
void	scorer_add_long_run(struct scorer *s, const unsigned char *colours,
	    size_t n);

static inline void
scorer_add_run(struct scorer *s, const unsigned char *colours, size_t n)
{
	const unsigned char *secret = s->secret + s->position;
	size_t strong = s->strong, common = s->common;

	if (n >= SCORE_LONG_RUN) {
		scorer_add_long_run(s, colours, n);
		return;
	}

	for (size_t i = 0; i < n; i++) {
		unsigned char colour = colours[i];

		strong += secret[i] == colour;
		common += s->guess_count[colour]++ < s->secret_count[colour];
	}
	s->position += n;
	s->strong = strong;
	s->common = common;
}

/* Returns the hint for the colours added since scorer_reset(). */
static inline struct hint
scorer_finish(const struct scorer *s)
{
	return (struct hint){ s->strong, s->common - s->strong };
}

/*
 * Returns the hint for a whole guess of s->length colours.  A short guess
 * is scored without counts: a colour is a match if fewer of the same
 * colour came before it in the guess than the secret has.
 */
static inline struct hint
score(struct scorer *s, const unsigned char *guess)
{
	const unsigned char *secret = s->secret;
	size_t length = s->length, strong = 0, common = 0;

	if (length > SCORE_SHORT) {
		scorer_reset(s);
		scorer_add_run(s, guess, length);
		return scorer_finish(s);
	}
	for (size_t i = 0; i < length; i++) {
		unsigned char colour = guess[i];
		uint32_t before = 0;

		for (size_t k = 0; k < i; k++)
			before += guess[k] == colour;
		strong += secret[i] == colour;
		common += before < s->secret_count[colour];
	}
	return (struct hint){ strong, common - strong };
}

/*
 * score() for a guess of at most 256 colours whose ranks are known:
 * before[i] is how many of guess[0 .. i - 1] have the colour of guess[i].
 * For callers that score the same codes many times.
 */
static inline struct hint
score_ranked(const struct scorer *s, const unsigned char *guess,
    const unsigned char *before)
{
	const unsigned char *secret = s->secret;
	size_t length = s->length, strong = 0, common = 0;

	for (size_t i = 0; i < length; i++) {
		strong += secret[i] == guess[i];
		common += before[i] < s->secret_count[guess[i]];
	}
	return (struct hint){ strong, common - strong };
}

#endif
