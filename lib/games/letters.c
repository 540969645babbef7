/*
 * The letter Mastermind assignment's game: the player picks the maximum
 * letter (A..F), the dimension (3..6) and the seed; the computer draws
 * each letter as 'A' + rand() % letters; the player has ceil(dimension x
 * letters / 3) guesses, sees the board after each, and may play again.
 */

#include "letters.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "../core/diag.h"
#include "../core/output.h"
#include "../core/score.h"

#define DIMENSION_MAX	6

/* One game's settings and the session's score. */
struct session {
	char max;			/* the maximum letter */
	int dimension, tries;
	int won, guesses;		/* games won, guesses they took */
};

/* Asks for the maximum letter.  Returns 0 at the end of input. */
static int
ask_max(struct dialogue *d, char *max)
{
	char line[DIALOGUE_LINE_MAX], *c;

	for (;;) {
		if (!dialogue_ask(d, "Enter max letter: ", line))
			return 0;
		for (c = line; isspace((unsigned char)*c); c++)
			continue;
		if (*c >= 'A' && *c <= 'F') {
			*max = *c;
			return 1;
		}
		output_printf("Max letter must be between A and F.\n");
	}
}

/* Asks for an integer with prompt until it is in low..high, else says
 * complaint.  Returns 0 at the end of input. */
static int
ask_number(struct dialogue *d, const char *prompt, long long low,
    long long high, const char *complaint, long long *n)
{
	char line[DIALOGUE_LINE_MAX];

	for (;;) {
		if (!dialogue_ask(d, prompt, line))
			return 0;
		if (dialogue_integer(line, n) && *n >= low && *n <= high)
			return 1;
		output_printf("%s\n", complaint);
	}
}

/*
 * Reads a guess of s->dimension letters A..max, a line each: the
 * non-blank characters of the line, as scanf(" %c") would read them.
 * Asks again while the line has another number of letters (a message of
 * code's own: the assignment says players type no such line) or any of
 * them is out of range (the assignment's message).  Returns 0 at the end
 * of input.
 */
static int
ask_letters(struct dialogue *d, const struct session *s, char *guess)
{
	char prompt[64], line[DIALOGUE_LINE_MAX];

	snprintf(prompt, sizeof(prompt), "Enter Guess (%d chars): ",
	    s->dimension);
	for (;;) {
		int n = 0, bad = 0;

		if (!dialogue_ask(d, prompt, line))
			return 0;
		for (char *c = line; *c != '\0'; c++)
			if (!isspace((unsigned char)*c)) {
				bad |= *c < 'A' || *c > s->max;
				if (n < s->dimension)
					guess[n] = *c;
				n++;
			}
		if (n != s->dimension)
			snprintf(prompt, sizeof(prompt), "A guess is %d chars, "
			    "not %d, try again: ", s->dimension, n);
		else if (bad)
			snprintf(prompt, sizeof(prompt), "One or more chars out "
			    "of range A-%c, try again: ", s->max);
		else
			return 1;
	}
}

/* Writes the board: the hidden pattern's row, then every guess so far. */
static void
show_board(const struct session *s, char guesses[][DIMENSION_MAX + 1],
    const struct hint *hints, int count)
{
	output_printf("%.*s\n%.*s\n", s->dimension, "XXXXXX", s->dimension, "------");
	for (int i = 0; i < count; i++)
		output_printf("(%zu,%zu) %s\n", hints[i].strong, hints[i].weak,
		    guesses[i]);
}

/* Plays one game.  Returns 0 at the end of input. */
static int
play_game(struct dialogue *d, struct session *s)
{
	char secret[DIMENSION_MAX + 1] = "";
	char guesses[DIALOGUE_TRIES_MAX][DIMENSION_MAX + 1];
	unsigned char colours[DIMENSION_MAX], tried[DIMENSION_MAX];
	struct hint hints[DIALOGUE_TRIES_MAX];
	struct scorer scorer;

	for (int i = 0; i < s->dimension && i < DIMENSION_MAX; i++) {
		secret[i] = d->secret ? d->secret[i] : (char)('A' +
		    random_next(&d->random) % (s->max - 'A' + 1));
		colours[i] = (unsigned char)(secret[i] - 'A');
	}
	scorer_init(&scorer, colours, (size_t)s->dimension, 6);
	output_printf("Starting game...\n");
	for (int turn = 0; turn < s->tries; turn++) {
		output_printf("You have %d guesses left!\n", s->tries - turn);
		memset(guesses[turn], 0, sizeof(guesses[turn]));
		if (!ask_letters(d, s, guesses[turn]))
			return 0;
		for (int i = 0; i < s->dimension; i++)
			tried[i] = (unsigned char)(guesses[turn][i] - 'A');
		hints[turn] = score(&scorer, tried);
		show_board(s, guesses, hints, turn + 1);
		if (hints[turn].strong == (size_t)s->dimension) {
			s->won++;
			s->guesses += turn + 1;
			output_printf("You win!!\nPattern found in %d attempts! Current "
			    "average: %.3f\n", turn + 1,
			    (double)s->guesses / s->won);
			return 1;
		}
	}
	output_printf("Out of guesses! The pattern was %s.\n", secret);
	return 1;
}

/*
 * Returns 0 if --secret, d->secret, is a code of shortest..longest letters
 * A..max, or if there is none; else -1 after saying what it should be.
 */
static int
check_secret(const struct dialogue *d, char max, int shortest, int longest)
{
	size_t n = d->secret != NULL ? strlen(d->secret) : 0;
	int fits = n >= (size_t)shortest && n <= (size_t)longest;
	char lengths[32];

	if (d->secret == NULL)
		return 0;
	for (size_t i = 0; fits && i < n; i++)
		fits = d->secret[i] >= 'A' && d->secret[i] <= max;
	if (fits)
		return 0;
	if (shortest == longest)
		snprintf(lengths, sizeof(lengths), "%d", shortest);
	else
		snprintf(lengths, sizeof(lengths), "%d..%d", shortest, longest);
	diag("play: --secret: expected %s letters A..%c, found '%s'", lengths,
	    max, d->secret);
	return -1;
}

int
play_letters(struct dialogue *d, const struct variant *v)
{
	struct session s = { 0 };
	long long n;
	int again = -1;

	s.max = v->colours[strlen(v->colours) - 1];
	s.dimension = (int)v->length;
	/* A secret that no answer to the questions can fit: said first. */
	if (check_secret(d, d->colours_given ? s.max : 'F', d->length_given ?
	    s.dimension : 3, d->length_given ? s.dimension : DIMENSION_MAX))
		return EXIT_INPUT;
	if (!d->colours_given && !ask_max(d, &s.max))
		return EXIT_OK;
	if (!d->length_given) {
		if (!ask_number(d, "Enter game dimension: ", 3, DIMENSION_MAX,
		    "Dimension must be between 3 and 6.", &n))
			return EXIT_OK;
		s.dimension = (int)n;
	}
	if (!d->seeded && d->secret == NULL) {	/* a secret needs no seed */
		if (!ask_number(d, "Enter the seed: ", 0, 4294967295LL,
		    "The seed must be a number 0..4294967295.", &n))
			return EXIT_OK;
		random_seed(&d->random, (uint32_t)n);
	}
	s.tries = d->tries ? d->tries : (s.dimension * (s.max - 'A' + 1) +
	    2) / 3;
	if (check_secret(d, s.max, s.dimension, s.dimension) == -1)
		return EXIT_INPUT;
	while (play_game(d, &s) &&
	    (again = dialogue_yes(d, "Another game [Y/N]? ", NULL)) == 1)
		continue;
	/*
	 * N ends the session, and its output ends with a newline, as at the
	 * end of input: on a pipe the N typed is no part of the output.
	 */
	if (again == 0)
		output_printf("\n");
	return EXIT_OK;
}
