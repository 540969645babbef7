/*
 * The game of any variant and rule, the computer keeping the secret: a
 * code drawn by rand() (or --secret, or a word of --secrets), guessed a
 * line at a time within the tries (--tries, the variant's, or none),
 * each guess answered by its hint as look.h shows it.  A line that is no
 * guess (another length, a colour the variant has not, a word not in the
 * lists), or that hard mode forbids, is said and asked again, and costs
 * no try.  Hard mode checks the last row alone, as Wordle does: what it
 * allows keeps what every row before found.
 */

#include "board.h"

#include <stdio.h>
#include <string.h>

#include "../core/diag.h"
#include "../core/fold.h"
#include "../core/output.h"
#include "../core/score.h"
#include "../core/utf8.h"

/* A game in play, the computer keeping the secret. */
struct keeper {
	struct board *b;
	unsigned char secret[VARIANT_LENGTH_MAX];
	unsigned char last[VARIANT_LENGTH_MAX];	/* the last guess */
	unsigned last_hint;			/* and its hint */
	size_t turns;
};

/*
 * Returns the length of a code of v where v leaves it open (hints): that
 * of --secret (secret; not NULL), else BOARD_LENGTH.
 */
static unsigned
open_length(const struct variant *v, const char *secret)
{
	unsigned char code[VARIANT_LENGTH_MAX];
	char why[VARIANT_WHY_MAX];
	int n = secret == NULL ? -1 : variant_read(v, secret, strlen(secret),
	    SIDE_SECRET, 0, code, sizeof(code), why);

	return n > 0 ? (unsigned)n : BOARD_LENGTH;	/* a bad one: later */
}

/*
 * Returns EXIT_OK if b's codes can be played: a rule with so many hints,
 * and as many colours as a code needs distinct; else EXIT_USAGE having
 * said why.
 */
static int
playable(const struct board *b)
{
	if (rule_hints(b->rule, b->length) == 0) {
		diag("play: codes of %zu positions have more than %d hints "
		    "of %s", b->length, RULE_HINTS_MAX, rule_name(b->rule));
		return EXIT_USAGE;
	}
	if (b->v.distinct != 0 && b->length > b->colours) {
		diag("play: no code of %zu distinct colours, %s has %u",
		    b->length, b->v.name, b->colours);
		return EXIT_USAGE;
	}
	return EXIT_OK;
}

int
board_open(struct board *b, struct dialogue *d, const struct variant *v)
{
	int status;

	memset(b, 0, sizeof(*b));
	b->d = d;
	b->v = *v;
	if (d->tries != 0) {
		b->v.tries = d->tries;
		b->v.tries_per_letter = 0;
	}
	if ((status = lists_read(&b->v, &b->lists)) != EXIT_OK)
		return status;
	if (b->v.length == 0)
		b->v.length = open_length(&b->v, d->computer ? NULL :
		    d->secret);
	b->length = b->v.length;
	b->colours = (unsigned)strlen(b->v.colours);
	b->rule = variant_rule(&b->v);
	b->tries = variant_tries(&b->v);
	look_init(&b->look);
	if ((status = playable(b)) != EXIT_OK)
		board_close(b);
	return status;
}

void
board_close(struct board *b)
{
	lists_free(&b->lists);
}

void
board_prompt(const struct board *b, size_t turn, char *prompt)
{
	if (b->tries < 0)
		snprintf(prompt, BOARD_PROMPT_MAX, "Guess %zu: ", turn + 1);
	else
		snprintf(prompt, BOARD_PROMPT_MAX, "Guess %zu of %d: ",
		    turn + 1, b->tries);
}

/* Returns 1 if code may be guessed on b (its lists, if it has any). */
static int
listed(const struct board *b, const unsigned char *code)
{
	const struct lists *l = &b->lists;

	if (l->allowed_count > 0)
		return lists_find(l->allowed, l->allowed_count, b->length,
		    code) != SIZE_MAX;
	return l->secret_count == 0 || lists_find(l->secrets,
	    l->secret_count, b->length, code) != SIZE_MAX;
}

/*
 * Reads --secret into g->secret: a code of the variant, one of the
 * secrets of its lists if it has any.  Returns 0, or -1 after a message.
 */
static int
read_secret(struct keeper *g)
{
	const struct board *b = g->b;
	const char *text = b->d->secret;
	char why[VARIANT_WHY_MAX], shown[DIAG_QUOTED_MAX];

	if (variant_read(&b->v, text, strlen(text), SIDE_SECRET, b->length,
	    g->secret, sizeof(g->secret), why) < 0) {
		diag("play: --secret: %s", why);
		return -1;
	}
	if (b->lists.secret_count > 0 && lists_find(b->lists.secrets,
	    b->lists.secret_count, b->length, g->secret) == SIZE_MAX) {
		diag_quote(shown, sizeof(shown), (const unsigned char *)text,
		    strlen(text));
		diag("play: --secret: %s is not one of the secrets of %s",
		    shown, b->v.secrets);
		return -1;
	}
	return 0;
}

/*
 * Picks the secret: --secret, else one drawn by the game's rand(), a
 * word of the lists (rand() % words) or a colour a position (rand() %
 * colours, again while it repeats one before it where the secret's
 * colours are distinct).  Returns 0, or -1 after a message.
 */
static int
pick_secret(struct keeper *g)
{
	struct board *b = g->b;
	struct random *random = &b->d->random;

	if (b->d->secret != NULL)
		return read_secret(g);
	if (b->lists.secret_count > 0) {
		size_t i = (size_t)random_next(random) % b->lists.secret_count;

		memcpy(g->secret, b->lists.secrets + i * b->length, b->length);
		return 0;
	}
	for (size_t i = 0; i < b->length; i++)
		do
			g->secret[i] = (unsigned char)((unsigned)random_next(
			    random) % b->colours);
		while ((b->v.distinct & SIDE_SECRET) &&
		    variant_repeats(g->secret, i + 1));
	return 0;
}

/*
 * Returns 1 if hard mode, if b plays it, allows guess after the last
 * row; else 0 having said, as Wordle does, what it drops.
 */
static int
hard_allows(const struct keeper *g, const unsigned char *guess)
{
	const struct board *b = g->b;
	char word[VARIANT_TEXT_MAX], why[RULE_WHY_MAX];

	if (!b->v.hard || g->turns == 0)
		return 1;
	variant_write(&b->v, g->last, b->length, word);
	if (rule_hard_why(b->length, g->last, g->last_hint, guess, word, why))
		return 1;
	output_printf("%s\n", why);
	return 0;
}

/*
 * Returns the letters of line (n bytes, fewer than DIALOGUE_LINE_MAX) as
 * b's fold reads them (ß two, with de).
 */
static size_t
letters_of(const struct board *b, const char *line, size_t n)
{
	char folded[DIALOGUE_LINE_MAX];

	folded[fold_text(b->v.fold, line, n, folded)] = '\0';
	return utf8_count(folded);
}

/*
 * Reads line (n bytes, and a NUL) as a guess of g into guess.  Returns 1
 * if it is one that hard mode allows; else 0 having said why not, the
 * line shown cut short and with its control bytes escaped (diag_quote()).
 */
static int
take_guess(const struct keeper *g, const char *line, size_t n,
    unsigned char *guess)
{
	const struct board *b = g->b;
	char shown[DIAG_QUOTED_MAX], why[VARIANT_WHY_MAX];
	int read = variant_read(&b->v, line, n, SIDE_GUESS, b->length, guess,
	    VARIANT_LENGTH_MAX, why);

	diag_quote(shown, sizeof(shown), (const unsigned char *)line, n);
	if (read < 0 && variant_composed(line, n, why) == -1)
		output_printf("%s: %s\n", shown, why);
	else if (b->lists.secret_count > 0 && (memchr(line, '\0', n) != NULL ||
	    letters_of(b, line, n) != b->length))
		output_printf("%s: a word of %zu letters, please\n", shown,
		    b->length);
	else if (b->lists.secret_count > 0 && (read < 0 || !listed(b, guess)))
		output_printf("%s: not in the word list\n", shown);
	else if (read < 0)
		output_printf("%s: %s\n", shown, why);
	else
		return hard_allows(g, guess);
	return 0;
}

/* Reads the next guess into guess.  Returns 1, or 0 at the end of input. */
static int
read_guess(struct keeper *g, unsigned char *guess)
{
	char text[DIALOGUE_LINE_MAX], prompt[BOARD_PROMPT_MAX], *line;
	size_t n;

	do {
		board_prompt(g->b, g->turns, prompt);
		if (!dialogue_ask(g->b->d, prompt, text))
			return 0;
		n = g->b->d->line_length;
		line = dialogue_trim(text, &n);
	} while (!take_guess(g, line, n, guess));
	return 1;
}

/* Plays g until it is solved, out of tries, or the input ends. */
static int
keep_secret(struct keeper *g)
{
	struct board *b = g->b;
	unsigned char guess[VARIANT_LENGTH_MAX];
	char text[VARIANT_TEXT_MAX];
	struct scorer scorer;

	scorer_init(&scorer, g->secret, b->length, b->colours);
	look_legend(&b->look, &b->v);
	while (b->tries < 0 || g->turns < (size_t)b->tries) {
		if (!read_guess(g, guess))
			return EXIT_OK;
		g->last_hint = rule_score(b->rule, &scorer, guess);
		look_row(&b->look, &b->v, b->rule, guess, b->length,
		    g->last_hint);
		memcpy(g->last, guess, b->length);
		g->turns++;
		if (g->last_hint == rule_win(b->rule, b->length)) {
			output_printf("Solved in %zu %s.\n", g->turns,
			    plural(g->turns, "guess", "guesses"));
			return EXIT_OK;
		}
	}
	output_printf("Out of tries: the %s was %s.\n", b->lists.secret_count >
	    0 ? "word" : "code", variant_write(&b->v, g->secret, b->length,
	    text));
	return EXIT_OK;
}

int
play_board(struct dialogue *d, const struct variant *v)
{
	struct board b;
	struct keeper g = { .b = &b };
	int status;

	if ((status = board_open(&b, d, v)) != EXIT_OK)
		return status;
	status = pick_secret(&g) == -1 ? EXIT_INPUT : keep_secret(&g);
	board_close(&b);
	return status;
}
