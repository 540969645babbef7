/*
 * The Match & Hit lab's game: the computer picks 4 distinct digits 1..9;
 * the player has 12 queries (--tries) to find them.
 */

#include <stdio.h>
#include <string.h>

#include "../core/diag.h"
#include "../core/output.h"
#include "../core/score.h"
#include "games.h"

/* Returns 1 if n is valid: 4 digits, each 1..9, no two alike. */
static int
valid(long long n)
{
	int seen = 0;

	if (n < 1000 || n > 9999)
		return 0;
	for (; n > 0; n /= 10) {
		int digit = (int)(n % 10);

		if (digit == 0 || (seen >> digit & 1))
			return 0;
		seen |= 1 << digit;
	}
	return 1;
}

/* Writes n's digits as colours of match-hit (digit d is colour d - 1). */
static void
digits_as_colours(long long n, unsigned char colours[4])
{
	for (int i = 3; i >= 0; i--, n /= 10)
		colours[i] = (unsigned char)(n % 10 - 1);
}

/* Picks the secret: --secret, or the first valid rand() % 10000. */
static int
draw_number(struct dialogue *d, long long *secret)
{
	if (d->secret == NULL) {
		do
			*secret = random_next(&d->random) % 10000;
		while (!valid(*secret));
		return 0;
	}
	if (strlen(d->secret) == 4 && dialogue_integer(d->secret, secret) &&
	    valid(*secret))
		return 0;
	diag("play: --secret: expected 4 distinct digits 1..9, found '%s'",
	    d->secret);
	return -1;
}

/*
 * Asks for a query until one is valid, as the lab says: a line that does
 * not start with an integer is an invalid query, an integer that is not
 * valid an invalid number, and what follows an integer is ignored.
 * Returns 0 at the end of input.
 */
static int
query(struct dialogue *d, long long *n)
{
	char line[DIALOGUE_LINE_MAX];

	for (;;) {
		if (!dialogue_ask(d, "Please enter your query (4 digits): ", line))
			return 0;
		if (!dialogue_integer(line, n))
			output_printf("Invalid query. Please try again!\n");
		else if (!valid(*n))
			output_printf("Invalid number. Please try again!\n");
		else
			return 1;
	}
}

int
play_match_hit(struct dialogue *d, const struct variant *v)
{
	int tries = d->tries ? d->tries : variant_tries(v);
	unsigned char secret[4], guess[4];
	struct scorer scorer;
	long long n;

	if (draw_number(d, &n) == -1)
		return EXIT_INPUT;
	digits_as_colours(n, secret);
	scorer_init(&scorer, secret, 4, 9);
	output_printf("***Welcome to the MATCH and HIT game***\n"
	    "The computer has selected a 4-digit number.\n"
	    "Try to deduce it in %d rounds of queries.\n", tries);
	for (int round = 1; round <= tries; round++) {
		struct hint h;

		output_printf("\nRound #%d\n", round);
		if (!query(d, &n))
			return EXIT_OK;
		digits_as_colours(n, guess);
		h = score(&scorer, guess);
		output_printf("-> %zu match%s and %zu hit%s\n", h.strong,
		    h.strong == 1 ? "" : "es", h.weak, h.weak == 1 ? "" : "s");
		if (h.strong == 4) {
			output_printf("\n*****\nCONGRATULATIONS! You won the game!\n"
			    "*****\n");
			return EXIT_OK;
		}
	}
	output_printf("\n*****\nSorry, out of queries. Game over!\n*****\n");
	return EXIT_OK;
}
