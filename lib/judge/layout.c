/* The exact layout of a judge input: see layout.h. */

#include "layout.h"

#include <stdio.h>
#include <string.h>

#define LENGTH_SEEN_MAX	100000	/* N is counted up to here, 1000 at most */

void
layout_begin(struct layout *l)
{
	memset(l, 0, sizeof(*l));
	l->line = l->column = 1;
	l->previous = -1;
	l->expect_length = 1;
	l->zeros = 1;
}

/* Keeps the first fault: at line, column, "expected ..., found ...". */
static void
fault(struct layout *l, uint64_t line, uint64_t column, const char *expected,
    const char *found)
{
	if (l->fault)
		return;
	l->fault = 1;
	l->fault_line = line;
	l->fault_column = column;
	snprintf(l->message, sizeof(l->message), "layout: expected %s, found %s",
	    expected, found);
}

/*
 * Checks the numbers of the line that ends here: N alone, or a code of N
 * numbers; a code of zeros ends the game, a lone 0 the input.
 */
static void
end_line(struct layout *l)
{
	char found[64];

	snprintf(found, sizeof(found), "%llu numbers on the line",
	    (unsigned long long)l->numbers);
	if (l->over)
		;	/* anything after the lone 0 is the judge's to report */
	else if (l->expect_length) {
		if (l->numbers != 1)
			fault(l, l->line, 1, "N alone on its line", found);
		l->length = l->value <= LENGTH_SEEN_MAX ? l->value : 0;
		l->over = l->value == 0;
		l->expect_length = 0;
	} else {
		char expected[64];

		snprintf(expected, sizeof(expected), "a code of %llu numbers "
		    "on its line", (unsigned long long)l->length);
		if (l->length != 0 && l->numbers != l->length)
			fault(l, l->line, 1, expected, found);
		l->expect_length = l->zeros;
	}
	l->numbers = 0;
	l->value = 0;
	l->zeros = 1;
}

/* Checks one byte, b, at l->line and l->column. */
static void
check_byte(struct layout *l, unsigned char b)
{
	int start = l->previous == -1 || l->previous == '\n';

	if (b == '\n') {
		if (start)
			fault(l, l->line, l->column, "a number", "a blank line");
		else if (l->previous == ' ')
			fault(l, l->line, l->column - 1, "a newline after the "
			    "last number", "a space");
		end_line(l);
	} else if (b == ' ') {
		if (start)
			fault(l, l->line, l->column, "a number at the start "
			    "of the line", "a space");
		else if (l->previous == ' ')
			fault(l, l->line, l->column, "one space between "
			    "numbers", "another");
	} else if (b == '\r')
		fault(l, l->line, l->column, "a newline (LF)",
		    "a carriage return (CR)");
	else if (b == '\t' || b == '\v' || b == '\f')
		fault(l, l->line, l->column, "one space", b == '\t' ?
		    "a tab" : "a vertical tab or form feed");
	else if (b == '+' || b == '-')
		fault(l, l->line, l->column, "a digit", "a sign");
	else if (b >= '0' && b <= '9') {
		int first = start || l->previous == ' ';

		if (first) {
			l->numbers++;
			l->leading_zero = b == '0';
		} else if (l->leading_zero)
			fault(l, l->line, l->column - 1, "a number without "
			    "a leading zero", "a 0 before a digit");
		if (b != '0')
			l->zeros = 0;
		if (l->numbers == 1 && l->value <= LENGTH_SEEN_MAX)
			l->value = l->value * 10 + (uint64_t)(b - '0');
	}
	/* other bytes: not a number, which the judge reports */
	l->previous = b;
	l->column++;
	if (b == '\n') {
		l->line++;
		l->column = 1;
	}
}

void
layout_bytes(void *layout, const unsigned char *bytes, size_t n)
{
	struct layout *l = layout;

	for (size_t i = 0; i < n && !l->fault; i++)
		check_byte(l, bytes[i]);
}

int
layout_end(struct layout *l)
{
	if (!l->fault && l->previous != -1 && l->previous != '\n')
		fault(l, l->line, l->column, "a newline at the end of the "
		    "last line", "the end of input");
	return l->fault ? -1 : 0;
}
