/* variant: the rules of the variants of Mastermind that code knows. */

#ifndef CODE_VARIANT_H
#define CODE_VARIANT_H

#include <stddef.h>
#include <stdint.h>

#include "rule.h"
#include "score.h"

/*
 * The rules of the variants of Mastermind that `code` knows: which
 * characters are colours, how long a code is, which side must not repeat
 * a colour, how many tries a game allows.  A variant turns the text of a
 * code into colours for the scorer, and says which rule a bad code breaks.
 */

#define VARIANT_LENGTH_MAX	256	/* positions of --length, and of a code
					   the solver reads */
#define VARIANT_WHY_MAX		256	/* bytes of a reason, with its NUL */
#define VARIANT_SET_MAX		(4 * SCORE_COLOURS_MAX + 1) /* a colour set */
#define VARIANT_TEXT_MAX	(4 * VARIANT_LENGTH_MAX + 1) /* a code written
					   out, UTF-8 letters too, and NUL */

enum side { SIDE_SECRET = 1, SIDE_GUESS = 2 };	/* also bits of distinct */

struct fold;			/* fold.h */

struct variant {
	const char *name;
	const char *from;		/* where its rules come from */
	char colours[SCORE_COLOURS_MAX + 1];	/* in colour order */
	char alias[SCORE_COLOURS_MAX + 1];	/* the same colours, or "" */
	int listed;			/* colours given as a list, not a range */
	unsigned length;		/* 0: any, the secret's */
	unsigned distinct;		/* sides that must not repeat */
	int zero_pad;			/* short codes get leading colour 0s */
	int tries;			/* -1: no limit */
	int tries_per_letter;		/* tries = ceil(length * colours / 3) */
	unsigned length_min, length_max; /* what --length may set */
	const char *colours_limit;	/* --colours sets a prefix of it */
	const char *rule_name;		/* the hint's rule (rule.h), NULL:
					   counts */
	const char *secrets;		/* a file of the secrets, or NULL */
	const char *allowed;		/* a file of more guesses, or NULL */
	int hard;			/* Wordle's hard mode */
	const struct fold *fold;	/* how letters fold (fold.h), NULL:
					   as written */
	int words;			/* its codes are the words of a list
					   (--secrets), as Wordle's */
	int colours_given;		/* --colours: the lists use these */
	int from_lists;			/* the colours are the symbols the
					   lists use (lists.h) */
	int wide;			/* some are letters beyond ASCII: */
	uint32_t letter[SCORE_COLOURS_MAX]; /* each colour's code point,
					   its byte in colours 0x80 | index
					   where it is one */
};

/* Returns the rule of v's hints. */
static inline const struct rule *
variant_rule(const struct variant *v)
{
	const struct rule *r = v->rule_name != NULL ?
	    rule_find(v->rule_name) : NULL;

	return r != NULL ? r : rule_at(0);
}

/* Returns the preset called name, or NULL. */
const struct variant *variant_find(const char *name);

/* Returns the nth preset, or NULL after the last. */
const struct variant *variant_preset(size_t n);

/*
 * Changes v's colours to set ("A-F", "0-9" or a list of characters),
 * length or distinct sides ("secret", "guess", "both", "none").  Each
 * returns 0, or -1 with why (VARIANT_WHY_MAX bytes) saying what is wrong.
 */
int	variant_set_colours(struct variant *v, const char *set, char *why);
int	variant_set_length(struct variant *v, const char *length, char *why);
int	variant_set_distinct(struct variant *v, const char *sides, char *why);

/*
 * Change v's hint rule (--hint, a name of rule.h), its lists of secrets
 * and of more guesses (file names, read later: lists.h) and its hard
 * mode (value unused).  Each returns 0, or -1 with why.
 */
int	variant_set_hint(struct variant *v, const char *name, char *why);
int	variant_set_secrets(struct variant *v, const char *file, char *why);
int	variant_set_allowed(struct variant *v, const char *file, char *why);
int	variant_set_hard(struct variant *v, const char *value, char *why);

/*
 * Changes how v reads letters (--fold, a name of fold.h): the lists and
 * every code read, folded first.  Returns 0, or -1 with why.
 */
int	variant_set_fold(struct variant *v, const char *name, char *why);

/*
 * Writes v's colours into buf (VARIANT_SET_MAX bytes) as --colours reads
 * them back, in their order: a run of three or more as a range, X-Y, and
 * a '-' that is neither first nor last within a range.  Returns buf.
 */
char	*variant_colour_set(const struct variant *v, char *buf);

/* Returns v's distinct sides as --distinct takes them: none ... both. */
const char	*variant_distinct_name(const struct variant *v);

/* Returns the ith value --distinct takes, or NULL past the last. */
const char	*variant_distinct_value(size_t i);

/* Returns the number of tries v's game allows, or -1 for no limit. */
int	variant_tries(const struct variant *v);

/*
 * Checks that text (n bytes) holds no combining mark standing apart from
 * its letter: codes are read in normal form C (NFC), where a letter and
 * its accent are one character.  Returns 0, or -1 with why naming the
 * first mark.
 */
int	variant_composed(const char *text, size_t n, char *why);

/*
 * Reads the code written as text (n bytes; whitespace is ignored), its
 * letters folded by v's fold, for side into colours, which has room for
 * capacity colours.  length is the length it must have, or 0 if v
 * decides.  Returns the code's length, or -1 with why saying which rule
 * it breaks (a code longer than capacity too).
 */
int	variant_read(const struct variant *v, const char *text, size_t n,
	    enum side side, size_t length, unsigned char *colours,
	    size_t capacity, char *why);

/*
 * Returns the colour byte c stands for in v (an index in v->colours), or
 * -1: a colour, its alias, or, where the colours are letters of one case
 * only, the same letter in the other case (CRANE is crane in Wordle).
 */
int	variant_colour_of(const struct variant *v, unsigned char c);

/* Returns 1 if a colour repeats among the length colours of code. */
static inline int
variant_repeats(const unsigned char *code, size_t length)
{
	uint64_t seen = 0;	/* colours are below SCORE_COLOURS_MAX, 64 */

	for (size_t i = 0; i < length; i++) {
		if (seen >> code[i] & 1)
			return 1;
		seen |= (uint64_t)1 << code[i];
	}
	return 0;
}

/*
 * Returns the colour the character point stands for in v, or -1: a
 * colour, or what variant_colour_of() reads an ASCII byte as, or, for a
 * letter beyond ASCII, its other case where the colours have no letter
 * in both cases (ÑANDÚ is ñandú).
 */
int	variant_letter_of(const struct variant *v, uint32_t point);

/*
 * Writes code (length colours) as text at p, with a NUL (at most
 * VARIANT_TEXT_MAX bytes, UTF-8 letters of 2 to 4 bytes each); returns
 * p.
 */
char	*variant_write(const struct variant *v, const unsigned char *code,
	    size_t length, char *p);

#endif
