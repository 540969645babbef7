/*
 * The 0000-9999 term project's game: the computer keeps a number 0000 to
 * 9999 (digits may repeat); the player has 10 tries, each answered
 * (X,Y); then plays again or not, and gets the statistics.
 */

#include "term_project.h"

#include <stdio.h>

#include "../core/diag.h"
#include "../core/output.h"
#include "../core/score.h"

/* What the game says when a yes or no answer is neither. */
#define AGAIN	"Please answer Y or N: "

/* The session's games so far. */
struct record {
	int games, successes, failures;
};

/* Writes the number n as the game's four digits into code. */
static void
digits_of(long long n, unsigned char code[4])
{
	for (int i = 3; i >= 0; i--, n /= 10)
		code[i] = (unsigned char)(n % 10);
}

/* Asks for a guess 0 .. 9999 (236 is 0236).  Returns 0 at the end. */
static int
ask_four_digits(struct dialogue *d, int turn, int tries, long long *n)
{
	char prompt[64], line[DIALOGUE_LINE_MAX];

	snprintf(prompt, sizeof(prompt), "Enter your guess (try %d of %d): ",
	    turn, tries);
	for (;;) {
		if (!dialogue_ask(d, prompt, line))
			return 0;
		if (dialogue_integer(line, n) && *n >= 0 && *n <= 9999)
			return 1;
		output_printf("Please enter a number from 0000 to 9999.\n");
	}
}

/* Plays one game.  Returns 1 to play another, 0 to stop. */
static int
play_one(struct dialogue *d, struct record *r, long long secret, int tries)
{
	unsigned char code[4], guess[4];
	struct scorer scorer;
	long long n;

	digits_of(secret, code);
	scorer_init(&scorer, code, 4, 10);
	r->games++;
	output_printf("The computer has chosen a number from 0000 to 9999. "
	    "You have %d tries.\n", tries);
	for (int turn = 1; turn <= tries; turn++) {
		struct hint h;

		if (!ask_four_digits(d, turn, tries, &n)) {
			r->games--;	/* not played to its end */
			return 0;
		}
		digits_of(n, guess);
		h = score(&scorer, guess);
		output_printf("(%zu,%zu)\n", h.strong, h.weak);
		if (h.strong == 4) {
			r->successes++;
			return dialogue_yes(d, "CONGRATULATIONS! You have "
			    "cracked the secret code!. Do you want to try "
			    "another game? ", AGAIN) == 1;
		}
	}
	r->failures++;
	output_printf("OK!. You have run out of tries. The answer is: %04lld. "
	    "Better luck next time!. ", secret);
	return dialogue_yes(d, "Do you want to try again: ?", AGAIN) == 1;
}

int
play_term_project(struct dialogue *d, const struct variant *v)
{
	int tries = d->tries ? d->tries : variant_tries(v);
	struct record r = { 0, 0, 0 };
	long long secret;

	if (d->secret != NULL && !(dialogue_integer(d->secret, &secret) &&
	    secret >= 0 && secret <= 9999)) {
		diag("play: --secret: expected a number 0000 to 9999, found "
		    "'%s'", d->secret);
		return EXIT_INPUT;
	}
	do
		if (d->secret == NULL)
			secret = random_next(&d->random) % 10000;
	while (play_one(d, &r, secret, tries));
	output_printf("You have tried the Game of Mastermind %d times with %d "
	    "Successes and %d Failures!.\n", r.games, r.successes,
	    r.failures);
	return EXIT_OK;
}
