/* layout: the statement's exact layout of a judge input, byte by byte. */

#ifndef CODE_LAYOUT_H
#define CODE_LAYOUT_H

#include <stddef.h>
#include <stdint.h>

/*
 * The exact layout of the Master-Mind Hints statement's input, which an
 * input validator checks on top of the judge's strict reading: N alone
 * on its line, each code (the secret, a guess, the N zeros) on a line of
 * its own, its numbers one space apart, no space at the start or the end
 * of a line, no blank line, no sign and no leading zero, lines ending in
 * LF alone, a newline after the last line.  The bytes are fed as they are
 * read (layout_bytes(), a reader's tap); the first fault is kept, to be
 * reported once the judge has read the input.  What the numbers are is
 * the judge's business: the layout counts them, and reads N to count a
 * code's numbers, and leaves any other byte to the judge.
 */

#define LAYOUT_MESSAGE_MAX	256

struct layout {
	uint64_t line, column;		/* of the next byte */
	int previous;			/* the byte before, or -1 */
	int expect_length;		/* the line is a game's N */
	int over;			/* the lone 0 was read */
	uint64_t length;		/* N of the game, 0 if unknown */
	uint64_t numbers;		/* on the line so far */
	uint64_t value;			/* of the line's first number */
	int zeros;			/* every number of the line is 0 */
	int leading_zero;		/* the number began with 0 */
	int fault;			/* the first fault is kept */
	uint64_t fault_line, fault_column;
	char message[LAYOUT_MESSAGE_MAX];
};

void	layout_begin(struct layout *l);

/* Checks the next n bytes of the input (a tap of struct reader). */
void	layout_bytes(void *layout, const unsigned char *bytes, size_t n);

/*
 * Ends the check at the end of the input.  Returns 0, or -1 with the
 * first fault in l->message, at l->fault_line and l->fault_column.
 */
int	layout_end(struct layout *l);

#endif
