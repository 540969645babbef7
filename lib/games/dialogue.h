/* dialogue: a game's prompts and answers on standard input and output. */

#ifndef CODE_DIALOGUE_H
#define CODE_DIALOGUE_H

#include <stddef.h>

#include "../core/random.h"
#include "../core/reader.h"
#include "../solver/strategy.h"

/*
 * A game's dialogue with the player on standard input and output: a
 * prompt is flushed before every read, and input is read a line at a
 * time.  It also carries what the options of code play set.
 */

#define DIALOGUE_LINE_MAX	256	/* bytes of a line of input, NUL too */
#define DIALOGUE_READ_SIZE	(16 * DIALOGUE_LINE_MAX) /* bytes a read */
#define DIALOGUE_TRIES_MAX	24	/* --tries: the Match & Hit lab's 1..24 */

struct dialogue {
	struct reader in;
	struct random random;
	int seeded;			/* --seed was given */
	const char *secret;		/* --secret, or NULL */
	int tries;			/* --tries, or 0 for the game's own */
	int computer;			/* --computer: the computer guesses */
	enum strategy strategy;		/* --strategy: how it guesses */
	int strategy_given;
	int length_given, colours_given; /* --length, --colours */
	size_t line_length;		/* bytes of the last line read,
					   NUL bytes among them */
};

/*
 * Writes prompt and reads the answer into line (DIALOGUE_LINE_MAX bytes;
 * d->line_length says how many it kept, the rest of a longer line
 * skipped).  Returns 1, or 0 at the end of input, after ending the
 * prompt's line, and once a write of standard output has failed
 * (reported; the caller ends with EXIT_SYSTEM: output_failed()).
 * A read error ends the input: it is reported, and d->in.error says so,
 * for the caller to end with EXIT_SYSTEM once the game has ended.
 */
int	dialogue_ask(struct dialogue *d, const char *prompt, char *line);

/*
 * Asks question until the answer starts (after blanks) with Y or N, in
 * either case; from the second time on, asks again instead when again is
 * not NULL.  Returns 1 for Y, 0 for N, or -1 at the end of input (after
 * ending the question's line).
 */
int	dialogue_yes(struct dialogue *d, const char *question,
	    const char *again);

/*
 * Returns the start of line (*n bytes) past the blanks (spaces, tabs)
 * before it, and sets *n to its bytes but those after it, which it ends
 * with a NUL.
 */
char	*dialogue_trim(char *line, size_t *n);

/* Reads a decimal integer at the start of text, as scanf's %d would. */
int	dialogue_integer(const char *text, long long *n);

#endif
