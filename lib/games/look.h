/* look: how the game of any variant shows its codes and hints. */

#ifndef CODE_LOOK_H
#define CODE_LOOK_H

#include <stddef.h>

#include "../core/rule.h"
#include "../core/variant.h"

/*
 * How the board game (board.h) shows a code and a hint.  Through a pipe,
 * plain text a line at a time: a code as the variant writes it, a hint of
 * key pegs (counts, black) as letters, B a black peg (a colour in place)
 * and W a white one (a colour elsewhere), "-" for none; a count (total)
 * or marks (GY--G) as the rule writes them.  On a terminal, where it
 * has them, the same in colours: a code of at most LOOK_PALETTE colours
 * as pegs of colour, each its symbol on the colour (the board game's
 * red, blue, green, yellow, white, black, then magenta and cyan, in the
 * variant's order); marks as the guess's letters on green, yellow and
 * grey, Wordle's; and key pegs as black and white circles where the
 * locale is of UTF-8.
 */

#define LOOK_PALETTE	8	/* colours a code is drawn in, at most */
#define LOOK_PEGS_WHY_MAX 160	/* bytes of why pegs are refused */

struct look {
	int terminal;		/* standard output is a terminal */
	int colour;		/* and shows colours: NO_COLOR unset, TERM
				   not dumb */
	int circles;		/* and a locale of UTF-8: pegs as circles */
};

/* Sets k from standard output and the environment. */
void	look_init(struct look *k);

/*
 * Writes code (length colours of v): pegs of colour on a terminal that
 * shows them if v has at most LOOK_PALETTE colours, else v's text.
 */
void	look_code(const struct look *k, const struct variant *v,
	    const unsigned char *code, size_t length);

/*
 * Writes the row of guess (length colours of v) that got hint under r:
 * on a terminal the guess drawn, then its hint (marks in colours are
 * the guess's letters painted), through a pipe the hint alone; then
 * ends the line.
 */
void	look_row(const struct look *k, const struct variant *v,
	    const struct rule *r, const unsigned char *guess, size_t length,
	    unsigned hint);

/*
 * Writes the pegs of colour of v on a terminal that shows them and draws
 * v's codes in colours, a line: "Colours: " and each colour's peg.
 */
void	look_legend(const struct look *k, const struct variant *v);

/*
 * Reads the n bytes at text as key pegs of r (rule_key_pegs()) for
 * codes of length positions: B and W in either case, or black and white
 * circles, in any order, blanks between them ignored, "-" for none.
 * Returns 1 with *hint; 0 if text is no pegs (then read it another way);
 * -1 with why (LOOK_PEGS_WHY_MAX bytes) for pegs no hint of r shows.
 */
int	look_read_pegs(const struct rule *r, size_t length, const char *text,
	    size_t n, unsigned *hint, char *why);

#endif
