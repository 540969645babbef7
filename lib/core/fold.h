/* fold: letters read as a language's word game reads them (--fold). */

#ifndef CODE_FOLD_H
#define CODE_FOLD_H

#include <stddef.h>
#include <stdint.h>

/*
 * A fold reads a letter of a word list, or of a code typed, as the
 * letters a language's popular word game plays it with: é as e, ß as
 * ss, ä as ae or a.  It is a rule of the game: the lists are folded as
 * they are read, so two words one after folding are one code, and every
 * code typed is folded the same way before it is read.  A letter folds
 * to one letter or two, never to more bytes than it has, and a folded
 * letter folds to itself.  Combining marks are left alone (a decomposed
 * letter is refused as ever).  The folds, one row each of fold.c:
 *
 *   none     every letter as written (the default)
 *   accents  a letter of U+00C0 to U+017F that Unicode writes as a base
 *            letter and accents (NFD) as its base letter, æ œ as ae oe,
 *            ß and ẞ as ss: French and Portuguese games
 *   es       as accents, but ñ and Ñ stay letters: Spanish games
 *   de       ä ö ü as ae oe ue (capitals as AE OE UE), the rest as
 *            accents: German games
 */

#define FOLD_OUT_MAX	2	/* letters one letter folds to */

struct fold;

/* Returns the fold called name ("none" too), or NULL. */
const struct fold	*fold_find(const char *name);

/* Returns 1 if f changes some letter: any fold but none (or NULL). */
int	fold_changes(const struct fold *f);

/* Returns the name of the ith fold, or NULL past the last. */
const char	*fold_name_at(size_t i);

/* Returns the name of f (NULL: "none"). */
const char	*fold_name(const struct fold *f);

/*
 * Writes into out what f reads the letter point as (f NULL: point
 * itself).  Returns the letters written, 1 or FOLD_OUT_MAX.
 */
size_t	fold_point(const struct fold *f, uint32_t point,
	    uint32_t out[FOLD_OUT_MAX]);

/*
 * Writes the n bytes of text, folded by f, at out (room for n bytes:
 * folding never lengthens text); bytes that are no UTF-8 are copied.
 * Returns the bytes written.
 */
size_t	fold_text(const struct fold *f, const char *text, size_t n,
	    char *out);

#endif
