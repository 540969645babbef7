/* score: the one scoring function, a hint of a guess against a secret. */

#ifndef CODE_SCORE_H
#define CODE_SCORE_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "hint.h"

/*
 * The one scoring function of `code`.  Colours are small integers
 * 0 .. SCORE_COLOURS_MAX - 1; what they mean is the caller's business.
 *
 * A scorer holds a secret and scores guesses against it.  A guess may be
 * given whole (score()), colour by colour as it streams past (scorer_add()
 * then scorer_finish()), so a reader never has to keep it, or many at once
 * (score_all()).  Callers that score the same codes many times may keep
 * them packed (score_packed()) or ranked (score_ranked()).  Every form
 * counts the same way: the matches of a colour are the smaller of its
 * counts in the two codes, and the strong ones among them are taken first.
 */

#define SCORE_COLOURS_MAX 64
#define SCORE_LENGTH_MAX UINT32_MAX	/* colours in a code */
#define SCORE_LONG_RUN	64	/* runs scored by counting colours first */
#define SCORE_PACKED_LENGTH 7	/* codes whose counts fit in 3 bits, */
#define SCORE_PACKED_COLOURS 16	/* of colours with a 4-bit field each */

/*
 * A code of at most SCORE_PACKED_LENGTH colours, each under
 * SCORE_PACKED_COLOURS, packed: colour i in byte i of colours, and the
 * count of colour c in bits 4c to 4c + 3 of counts.
 */
struct packed_code {
	uint64_t colours;
	uint64_t counts;
};

struct scorer {
	const unsigned char *secret;
	size_t length;
	unsigned colours;			/* colours are 0 .. colours - 1 */
	uint32_t secret_count[SCORE_COLOURS_MAX];
	struct packed_code packed;		/* the secret, if it packs */
	int packs;				/* guesses are packed too */
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

#define SCORE_FIELDS(x)	(0x1111111111111111u * (x))	/* x in every field */
#define SCORE_BYTES(x)	(0x0101010101010101u * (x))	/* x in every byte */

/* Returns 1 if codes of length colours under colours can be packed. */
static inline int
score_packs(size_t length, unsigned colours)
{
	return length > 0 && length <= SCORE_PACKED_LENGTH &&
	    colours <= SCORE_PACKED_COLOURS;
}

/* Returns code (length colours; score_packs() holds) packed. */
static inline struct packed_code
score_pack(const unsigned char *code, size_t length)
{
	struct packed_code p = { 0, 0 };

	for (size_t i = 0; i < length; i++) {
		p.colours |= (uint64_t)code[i] << 8 * i;
		p.counts += (uint64_t)1 << 4 * code[i];
	}
	return p;
}

/*
 * Returns the hint for a guess packed like the secret (s->packs).
 * Strong: the bytes of guess ^ secret, all under 16, that are 0.  Each
 * colour's matches are the smaller of its two counts, taken for all
 * colours at once: a field of (secret | 8) - guess keeps its 8 where the
 * guess has no more of the colour than the secret.
 */
static inline struct hint
score_packed(const struct scorer *s, struct packed_code guess)
{
	uint64_t differ = (guess.colours ^ s->packed.colours) +
	    SCORE_BYTES(0x7f);
	size_t strong = s->length - (size_t)((differ >> 7 & SCORE_BYTES(1)) *
	    SCORE_BYTES(1) >> 56);
	uint64_t at_most = ((s->packed.counts | SCORE_FIELDS(8)) -
	    guess.counts) & SCORE_FIELDS(8);
	uint64_t fewer = at_most - (at_most >> 3);	/* 7 in those fields */
	uint64_t smaller = (guess.counts & fewer) |
	    (s->packed.counts & ~fewer);

	/* The sum of the fields, at most the length, ends in the top one. */
	return (struct hint){ strong,
	    (size_t)((smaller * SCORE_FIELDS(1)) >> 60) - strong };
}

/*
 * Prepares s to score packed guesses (score_packed(), or score()) against
 * secret, of length colours: what scorer_init() does for a code that
 * packs, without looking at its colours one by one again.  s keeps no
 * colours of the secret (s->secret is NULL), so score_all() scores each
 * guess with score().
 */
static inline void
scorer_init_packed(struct scorer *s, struct packed_code secret,
    size_t length)
{
	s->secret = NULL;
	s->length = length;
	s->packed = secret;
	s->packs = 1;
}

/*
 * Returns the hint for a whole guess of s->length colours: packed counts
 * where they fit (four colours, the classic length, get a copy unrolled by
 * the compiler), else counts in arrays.
 */
static inline struct hint
score(struct scorer *s, const unsigned char *guess)
{
	if (s->packs && s->length == 4)
		return score_packed(s, score_pack(guess, 4));
	if (s->packs)
		return score_packed(s, score_pack(guess, s->length));
	scorer_reset(s);
	scorer_add_run(s, guess, s->length);
	return scorer_finish(s);
}

/*
 * Scores count guesses of s->length colours laid end to end at guesses,
 * storing the hint of guess k in hints[k], as score() would; s is made by
 * scorer_init() or scorer_init_packed().  Two functions of lib/core/score.c
 * pick the way, score_all_codes() for codes of up to
 * HINT_CODE_LENGTH_MAX colours and score_all() for any: one guess of one
 * colour by one compare (16 at once), four guesses of two to four colours
 * at a time with vector instructions, a secret of colours 1..9 in 64-bit
 * words (8 colours a compare, colour counts 7 bits each), or score() for
 * each.
 */
void	score_all(struct scorer *s, const unsigned char *guesses, size_t count,
	    struct hint *hints);

/*
 * score_all() for codes of up to HINT_CODE_LENGTH_MAX colours: each hint
 * as its code, a byte (hint_code(), hint.h).
 */
void	score_all_codes(struct scorer *s, const unsigned char *guesses,
	    size_t count, unsigned char *codes);

/*
 * score() for a guess of at most 256 positions whose ranks are known:
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

/*
 * The marks of a guess (s->length colours, at most SCORE_MARKS_MAX) against
 * the secret of s (made by scorer_init()), a byte a position: 2 where the
 * colours agree, then, left to right, 1 where the secret has the colour
 * left over (each of its colours used once), else 0.  Wordle's rule with
 * repeated letters: guess nanny against inane marks 1 0 2 0 0.
 */
#define SCORE_MARKS_MAX	256
void	score_marks(const struct scorer *s, const unsigned char *guess,
	    unsigned char *marks);

#endif
