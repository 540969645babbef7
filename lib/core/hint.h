/* hint: a hint, and the ways code numbers one. */

#ifndef CODE_HINT_H
#define CODE_HINT_H

#include <stddef.h>

/*
 * A hint, as the scorer gives it (score.h): of a guess against a secret
 * of length colours, strong + weak <= length, and (length - 1, 1) never,
 * since a code that differs from another in one position only has no
 * colour to swap.  The places that keep many hints number them one of
 * the ways below; each has its name here, and no other place works one
 * out again.
 */
struct hint {
	size_t strong;	/* positions where guess and secret agree */
	size_t weak;	/* colours in common, with multiplicity, not strong */
};

/*
 * The index of a hint: strong * (length + 1) + weak, for codes of length
 * colours, one of hint_count(length).  A square table, a row for each
 * strong count, with room for pairs no two codes give (strong + weak >
 * length): cheap to work out, and the same stride for every row.  The
 * solver's parts, a strategy tree's replies (tree.h), and, with length
 * one less than their side, the judge's prepared lines "    (s,w)\n".
 */
static inline size_t
hint_index(size_t length, struct hint h)
{
	return h.strong * (length + 1) + h.weak;
}

/* Returns the hint whose index is index, for codes of length colours. */
static inline struct hint
hint_at(size_t length, size_t index)
{
	return (struct hint){ index / (length + 1), index % (length + 1) };
}

/* The number of hint indices for codes of length colours: (length + 1)^2. */
static inline size_t
hint_count(size_t length)
{
	return (length + 1) * (length + 1);
}

/*
 * The dense index of a hint: the hints with strong + weak <= length
 * numbered without gaps, by strong, then weak, from (0, 0) to the win,
 * (length, 0), which is the last, hint_dense_count(length) - 1.  The
 * optimal search's table of hints (a byte each), and its parts.
 */
static inline unsigned
hint_dense(size_t length, struct hint h)
{
	return (unsigned)(h.strong * (length + 1) -
	    h.strong * (h.strong - 1) / 2 + h.weak);
}

/* The number of dense indices: (length + 1)(length + 2) / 2. */
static inline size_t
hint_dense_count(size_t length)
{
	return (length + 1) * (length + 2) / 2;
}

/*
 * The code of a hint: one byte, strong << 4 | (strong + weak), for codes
 * of up to HINT_CODE_LENGTH_MAX colours.  What the scorer's ways of
 * scoring many guesses at once work out in their lanes
 * (score_all_codes()): strong and all matches, four bits each; the judge
 * keeps a prepared line at each code.
 */
#define HINT_CODE_LENGTH_MAX 15

static inline unsigned char
hint_code(struct hint h)
{
	return (unsigned char)(h.strong << 4 | (h.strong + h.weak));
}

/* Returns the hint whose code is code. */
static inline struct hint
hint_of_code(unsigned char code)
{
	size_t strong = (size_t)(code >> 4);

	return (struct hint){ strong, (size_t)(code & 0xf) - strong };
}

#endif
