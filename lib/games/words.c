/*
 * The word games: Wordle and Jotto, a secret word drawn from --secrets
 * (or --secret), guessed a word a line within the variant's tries (or
 * --tries), each guess answered by the variant's hint: on a terminal as
 * coloured letters (marks), else as the rule writes it (GY--G).  A word
 * that is not in the lists is refused, and so, in hard mode, is one that
 * drops what the last marks found, as Wordle says it; neither costs a
 * try.
 */

#include "words.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../core/lists.h"
#include "../core/diag.h"
#include "../core/output.h"
#include "../core/rule.h"
#include "../core/score.h"
#include "../core/utf8.h"

/* A game in play: its lists, its secret, and what hard mode keeps. */
struct word_game {
	struct dialogue *d;
	const struct variant *v;
	const struct rule *rule;
	struct lists lists;
	unsigned char secret[VARIANT_LENGTH_MAX];
	size_t length;
	int colour;			/* standard output is a terminal */
	unsigned char last[VARIANT_LENGTH_MAX];	/* hard mode: every guess */
	unsigned *hints;		/* and its hint */
	unsigned char *guesses;
	size_t turns;
};

/* Returns 1 if code (g->length colours) may be guessed. */
static int
guessable(const struct word_game *g, const unsigned char *code)
{
	if (g->lists.allowed_count > 0)
		return lists_find(g->lists.allowed, g->lists.allowed_count,
		    g->length, code) != SIZE_MAX;
	return lists_find(g->lists.secrets, g->lists.secret_count, g->length,
	    code) != SIZE_MAX;
}

/*
 * Picks the secret: --secret, which must be one of the secrets, or one
 * drawn from them by the game's random numbers.  Returns 0, or -1 after a
 * message.
 */
static int
pick_secret(struct word_game *g)
{
	char why[VARIANT_WHY_MAX];
	size_t i;

	if (g->d->secret == NULL) {
		i = (size_t)random_next(&g->d->random) %
		    g->lists.secret_count;
		memcpy(g->secret, g->lists.secrets + i * g->length, g->length);
		return 0;
	}
	if (variant_read(g->v, g->d->secret, strlen(g->d->secret),
	    SIDE_SECRET, g->length, g->secret, sizeof(g->secret), why) < 0) {
		diag("play: --secret: %s", why);
		return -1;
	}
	if (lists_find(g->lists.secrets, g->lists.secret_count, g->length,
	    g->secret) == SIZE_MAX) {
		diag("play: --secret: '%s' is not one of the secrets of %s",
		    g->d->secret, g->v->secrets);
		return -1;
	}
	return 0;
}

/* Writes guess's hint: coloured letters on a terminal, else the rule's. */
static void
say_hint(const struct word_game *g, const unsigned char *guess, unsigned hint)
{
	static const char *const paint[] = { "\033[30;47m", "\033[30;43m",
	    "\033[30;42m" };	/* absent grey, present yellow, exact green */
	unsigned char marks[VARIANT_LENGTH_MAX];
	char text[RULE_TEXT_MAX], letter[VARIANT_TEXT_MAX];

	if (!g->colour || !rule_marks_positions(g->rule)) {
		rule_write(g->rule, g->length, hint, text);
		output_printf("%s\n", text);
		return;
	}
	rule_marks(g->length, hint, marks);
	for (size_t i = 0; i < g->length; i++)
		output_printf("%s %s \033[0m", paint[marks[i]],
		    variant_write(g->v, guess + i, 1, letter));
	output_printf("\n");
}

/*
 * Returns 1 if guess keeps, in hard mode, what the last hint found (and
 * so what every hint before it did); else 0 having said, as Wordle does,
 * what it drops.
 */
static int
keeps_hard_mode(const struct word_game *g, const unsigned char *guess)
{
	const unsigned char *last;
	char word[VARIANT_TEXT_MAX], why[RULE_WHY_MAX];

	if (!g->v->hard || g->turns == 0)
		return 1;
	last = g->guesses + (g->turns - 1) * g->length;
	variant_write(g->v, last, g->length, word);
	if (rule_hard_why(g->length, last, g->hints[g->turns - 1], guess,
	    word, why))
		return 1;
	output_printf("%s\n", why);
	return 0;
}

/* Returns line without the blanks around it (and a CR at its end). */
static char *
trim(char *line)
{
	size_t n;

	line += strspn(line, " \t");
	for (n = strlen(line); n > 0 && strchr(" \t\r", line[n - 1]); n--)
		;
	line[n] = '\0';
	return line;
}

/*
 * Reads a guess into guess: asked again while it is not a word of the
 * lists (or breaks hard mode).  Returns 1, or 0 at the end of the input.
 */
static int
read_guess(struct word_game *g, int tries, unsigned char *guess)
{
	char text[DIALOGUE_LINE_MAX], prompt[64], why[VARIANT_WHY_MAX], *line;

	for (;;) {
		snprintf(prompt, sizeof(prompt), "Guess %zu of %d: ",
		    g->turns + 1, tries);
		if (!dialogue_ask(g->d, prompt, text))
			return 0;
		line = trim(text);
		if (utf8_count(line) != g->length)
			output_printf("%s: a word of %zu letters, please\n",
			    line, g->length);
		else if (variant_read(g->v, line, strlen(line), SIDE_GUESS,
		    g->length, guess, VARIANT_LENGTH_MAX, why) < 0 ||
		    !guessable(g, guess))	/* a letter no word has too */
			output_printf("%s: not in the word list\n", line);
		else if (keeps_hard_mode(g, guess))
			return 1;
	}
}

/* Plays the game g until solved, out of tries, or the end of the input. */
static int
play_turns(struct word_game *g, int tries)
{
	unsigned char guess[VARIANT_LENGTH_MAX];
	char word[VARIANT_TEXT_MAX];
	struct scorer scorer;

	scorer_init(&scorer, g->secret, g->length, (unsigned)strlen(
	    g->v->colours));
	while (g->turns < (size_t)tries) {
		unsigned hint;

		if (!read_guess(g, tries, guess))
			return EXIT_OK;
		hint = rule_score(g->rule, &scorer, guess);
		say_hint(g, guess, hint);
		memcpy(g->guesses + g->turns * g->length, guess, g->length);
		g->hints[g->turns++] = hint;
		if (hint == rule_win(g->rule, g->length)) {
			output_printf("Solved in %zu %s.\n", g->turns,
			    plural(g->turns, "guess", "guesses"));
			return EXIT_OK;
		}
	}
	output_printf("Out of tries: the word was %s.\n",
	    variant_write(g->v, g->secret, g->length, word));
	return EXIT_OK;
}

int
play_words(struct dialogue *d, const struct variant *v)
{
	struct word_game g = { .d = d, .v = v, .rule = variant_rule(v),
	    .colour = isatty(STDOUT_FILENO) };
	struct variant lists_of = *v;
	int tries = d->tries ? d->tries : variant_tries(v), status;

	if (v->secrets == NULL) {
		diag("play: %s takes its words from --secrets=FILE (a word "
		    "list, a word a line)", v->name);
		return EXIT_USAGE;
	}
	if ((status = lists_read(&lists_of, &g.lists)) != EXIT_OK)
		return status;
	g.v = &lists_of;
	g.length = g.lists.length;
	if (tries < 0)
		tries = DIALOGUE_TRIES_MAX;
	g.hints = malloc((size_t)tries * sizeof(*g.hints));
	g.guesses = malloc((size_t)tries * g.length + 1);
	if (g.hints == NULL || g.guesses == NULL)
		status = EXIT_SYSTEM;
	else if (pick_secret(&g) == -1)
		status = EXIT_INPUT;
	else
		status = play_turns(&g, tries);
	if (status == EXIT_SYSTEM)
		diag("play: out of memory");
	free(g.hints);
	free(g.guesses);
	lists_free(&g.lists);
	return status;
}
