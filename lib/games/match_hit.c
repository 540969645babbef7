/*
 * The Match & Hit lab's game: the computer picks N_DIGITS distinct digits
 * 1..9 (4, or --length: the lab's 1..4); the player has MAX_QUERIES, 12
 * (--tries), queries to find them.
 */

#include "match_hit.h"

#include <stdio.h>
#include <string.h>

#include "../core/diag.h"
#include "../core/output.h"
#include "../core/score.h"

#define DIGITS_MAX	4	/* the lab's N_DIGITS: 1, 2, 3 or 4 */

/* Returns 10 to the power digits. */
static long long
power_of_ten(int digits)
{
	long long p = 1;

	while (digits-- > 0)
		p *= 10;
	return p;
}

/* Returns 1 if n is valid: digits digits, each 1..9, no two alike. */
static int
valid(long long n, int digits)
{
	int seen = 0;

	if (n < power_of_ten(digits - 1) || n >= power_of_ten(digits))
		return 0;
	for (; n > 0; n /= 10) {
		int digit = (int)(n % 10);

		if (digit == 0 || (seen >> digit & 1))
			return 0;
		seen |= 1 << digit;
	}
	return 1;
}

/*
 * Writes the digits of n as colours of match-hit (digit d is colour
 * d - 1).
 */
static void
digits_as_colours(long long n, int digits, unsigned char *colours)
{
	for (int i = digits - 1; i >= 0; i--, n /= 10)
		colours[i] = (unsigned char)(n % 10 - 1);
}

/*
 * Picks the secret of digits digits: --secret, or the first valid
 * rand() % 10^digits.  Returns 0, or -1 after a message.
 */
static int
draw_number(struct dialogue *d, int digits, long long *secret)
{
	if (d->secret == NULL) {
		do
			*secret = random_next(&d->random) %
			    power_of_ten(digits);
		while (!valid(*secret, digits));
		return 0;
	}
	if (strlen(d->secret) == (size_t)digits &&
	    dialogue_integer(d->secret, secret) && valid(*secret, digits))
		return 0;
	diag("play: --secret: expected %d distinct digits 1..9, found '%s'",
	    digits, d->secret);
	return -1;
}

/*
 * Asks for a query until one is valid, as the lab says: a line that does
 * not start with an integer is an invalid query, an integer that is not
 * valid an invalid number, and what follows an integer is ignored.
 * Returns 0 at the end of input.
 */
static int
query(struct dialogue *d, int digits, long long *n)
{
	char line[DIALOGUE_LINE_MAX], prompt[64];

	snprintf(prompt, sizeof(prompt),
	    "Please enter your query (%d digit%s): ", digits,
	    plural((unsigned long long)digits, "", "s"));
	for (;;) {
		if (!dialogue_ask(d, prompt, line))
			return 0;
		if (!dialogue_integer(line, n))
			output_printf("Invalid query. Please try again!\n");
		else if (!valid(*n, digits))
			output_printf("Invalid number. Please try again!\n");
		else
			return 1;
	}
}

int
play_match_hit(struct dialogue *d, const struct variant *v)
{
	int tries = d->tries ? d->tries : variant_tries(v);
	int digits = (int)v->length;	/* the variant's --length: 1..4 */
	unsigned char secret[DIGITS_MAX], guess[DIGITS_MAX];
	struct scorer scorer;
	long long n;

	if (draw_number(d, digits, &n) == -1)
		return EXIT_INPUT;
	digits_as_colours(n, digits, secret);
	scorer_init(&scorer, secret, (size_t)digits, 9);
	output_printf("***Welcome to the MATCH and HIT game***\n"
	    "The computer has selected a %d-digit number.\n"
	    "Try to deduce it in %d rounds of queries.\n", digits, tries);
	for (int round = 1; round <= tries; round++) {
		struct hint h;

		output_printf("\nRound #%d\n", round);
		if (!query(d, digits, &n))
			return EXIT_OK;
		digits_as_colours(n, digits, guess);
		h = score(&scorer, guess);
		output_printf("-> %zu match%s and %zu hit%s\n", h.strong,
		    h.strong == 1 ? "" : "es", h.weak, h.weak == 1 ? "" : "s");
		if (h.strong == (size_t)digits) {
			output_printf("\n*****\nCONGRATULATIONS! You won the game!\n"
			    "*****\n");
			return EXIT_OK;
		}
	}
	output_printf("\n*****\nSorry, out of queries. Game over!\n*****\n");
	return EXIT_OK;
}
