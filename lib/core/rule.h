/* rule: how a hint is scored, counted, written and read back. */

#ifndef CODE_RULE_H
#define CODE_RULE_H

#include <stddef.h>

#include "score.h"

/*
 * The hint rules of the family, a row of a table each (rule.c): what a
 * hint says of a guess against a secret, how many hints codes of a length
 * have, and how one is written and read back.  A hint is an index, 0 to
 * rule_hints() - 1, the same for every rule's engine; the engines ask the
 * rule and never its name.
 *
 *   counts  (strong, weak), the board game's: UVa 340, the default
 *   black   the strong count alone: black-peg Mastermind
 *   total   strong plus weak, the colours in common: Jotto; a win is a
 *           hint of its own, written "won", since an anagram of the
 *           secret has as many
 *   marks   a mark a position: exact where the colours agree, then, left
 *           to right, present where the secret has the colour left over
 *           (each of its colours used once), else absent: Wordle's
 *
 * Marks are written a character a position: G exact, Y present, - absent
 * ("GY--G"), and read back so, as Wordle's coloured squares (green,
 * yellow, and white or black for absent), or as 2, 1, 0.
 */

#define RULE_HINTS_MAX	59049	/* 3^10: marks of 10 positions */
#define RULE_MARKS_MAX	10	/* positions a hint of marks may have */
#define RULE_TEXT_MAX	1040	/* bytes of a hint written, its NUL too */
#define RULE_WHY_MAX	512	/* bytes of why a hint is refused */

struct rule;

/* Returns the rule called name, or NULL. */
const struct rule	*rule_find(const char *name);

/* Returns the ith rule, or NULL past the last: counts, black... */
const struct rule	*rule_at(size_t i);

/* Returns the name of the ith rule, or NULL past the last (cli values). */
const char	*rule_name_at(size_t i);

/* Returns the name of r. */
const char	*rule_name(const struct rule *r);

/* Returns 1 if r is counts, the judge's rule, which every game speaks. */
int	rule_is_counts(const struct rule *r);

/* Returns 1 if r marks positions (hard mode has a meaning under it). */
int	rule_marks_positions(const struct rule *r);

/*
 * Returns the number of hints of r for codes of length positions, or 0 if
 * it is more than RULE_HINTS_MAX.
 */
size_t	rule_hints(const struct rule *r, size_t length);

/* Returns the hint of a win: the guess is the secret. */
unsigned	rule_win(const struct rule *r, size_t length);

/*
 * Returns the hint of guess (length colours) against the secret of s (a
 * scorer made by scorer_init()), under r.
 */
unsigned	rule_score(const struct rule *r, struct scorer *s,
		    const unsigned char *guess);

/*
 * Returns the hint under r of a guess whose counts are h, when r does not
 * mark positions (counts, black, total); same: the guess is the secret.
 */
unsigned	rule_of_counts(const struct rule *r, size_t length,
		    struct hint h);

/*
 * Sets the black and white pegs that show a hint of counts h under r
 * (not marks), for codes of length positions: counts both, black the
 * black alone, total white alone but for its win, length black ones.
 */
void	rule_pegs(const struct rule *r, size_t length, struct hint h,
	    size_t *black, size_t *white);

/*
 * Returns 1 if a hint of r is the board game's key pegs, black in place
 * and white elsewhere (rule_pegs(): counts, black); 0 if it is a count
 * (total) or marks, which a game shows as such.
 */
int	rule_key_pegs(const struct rule *r);

/*
 * Returns 1 if the win of r is a hint of its own that its count does not
 * tell (total: an anagram of the secret has as many colours in common).
 */
int	rule_win_apart(const struct rule *r);

/*
 * Writes hint under r, for codes of length positions, into text
 * (RULE_TEXT_MAX bytes): "2,1", "2", "3" or "won", "GY--G".  Returns its length.
 */
size_t	rule_write(const struct rule *r, size_t length, unsigned hint,
	    char *text);

/*
 * Reads the n bytes at text as a hint under r for codes of length
 * positions (counts: S,W, (S,W) or S W; black and total: a number, total
 * "won" too; marks:
 * a mark a position, as the header says) into *hint.  guess, if not NULL,
 * is the guess it answers: a hint no secret can give it is refused too.
 * Returns 0, or -1 with why (RULE_WHY_MAX bytes) naming what was
 * expected and where.
 */
int	rule_read(const struct rule *r, size_t length, const char *text,
	    size_t n, const unsigned char *guess, unsigned *hint, char *why);

/*
 * Returns 1 if candidate may be played after guess got hint (marks, of
 * length positions) in Wordle's hard mode: it keeps each colour marked
 * exact in its place, and has each colour at least as often as it was
 * marked exact or present; else 0.
 */
int	rule_hard_allows(size_t length, const unsigned char *guess,
	    unsigned hint, const unsigned char *candidate);

/*
 * Returns 1 if rule_hard_allows() does; else 0 with why (RULE_WHY_MAX
 * bytes) naming the first thing candidate breaks as Wordle checks and
 * says it, a colour written as guess_text (guess written out, a
 * character a position) has it, a letter in capitals: each colour marked
 * exact kept in place, in the order of the positions ("2nd letter must
 * be O"; "position" where the colour is not a letter), then each colour
 * marked as often as it was, in the order of the first position so
 * marked ("Guess must contain S", however many times).
 */
int	rule_hard_why(size_t length, const unsigned char *guess,
	    unsigned hint, const unsigned char *candidate,
	    const char *guess_text, char *why);

/* The marks of a hint of r that marks positions: 0 absent, 1, 2 exact. */
void	rule_marks(size_t length, unsigned hint, unsigned char *marks);

#endif
