/*
 * The game of any variant and rule, the computer guessing: the player
 * keeps a code and the computer plays a strategy of code solve's
 * (--strategy, knuth unless said) against it, a guess a line, each
 * answered with its hint a line: key pegs (BBW, or circles, - for none)
 * or as the rule writes it (2 1, 2,1, (2,1); 3 or won; GY--G).  A line
 * that is no hint is said and asked again; a hint that leaves no code
 * agreeing with them all is said, taken back and asked again.  The game
 * ends when a hint says the guess is the code, the tries run out, or the
 * input ends.
 */

#include "board.h"

#include <stdint.h>
#include <unistd.h>

#include "../core/diag.h"
#include "../core/output.h"
#include "../solver/history.h"
#include "../solver/solver.h"

/*
 * Prepares s to break the codes of b with --strategy.  Returns 0, or an
 * exit status having said why (solver_init()'s, solver_set_goal()'s).
 */
static int
start_solver(struct solver *s, const struct board *b)
{
	struct optimal_run run = { .status_line = isatty(STDERR_FILENO) };
	enum strategy strategy = b->d->strategy;
	char why[VARIANT_WHY_MAX];
	int status;

	status = solver_init(s, &b->v, &b->lists, strategy, 0, why);
	if (status != 0) {
		diag("play: %s", why);
		return status;
	}
	if ((status = solver_fill_table(s, why)) == 0 &&
	    (!(strategy_needs(strategy) & STRATEGY_SEARCH) ||
	    (status = solver_set_goal(s, GOAL_AVERAGE, &run, why)) == 0))
		return 0;
	diag("play: %s", why);
	solver_free(s);
	return status;
}

/*
 * Reads the n bytes at line as the hint of guess (an index in s's
 * guesses) into *hint: key pegs, or the rule's writing.  Returns 1, or
 * 0 having said what was expected.
 */
static int
take_hint(const struct board *b, const struct solver *s, size_t guess,
    const char *line, size_t n, unsigned *hint)
{
	char why[VARIANT_WHY_MAX], shown[DIAG_QUOTED_MAX];
	int pegs = look_read_pegs(b->rule, b->length, line, n, hint, why);

	if (pegs == 1 || (pegs == 0 &&
	    history_parse_answer(s, line, n, guess, hint, why) == 0))
		return 1;
	diag_quote(shown, sizeof(shown), (const unsigned char *)line, n);
	if (pegs == -1)
		output_printf("%s: %s\n", shown, why);
	else
		output_printf("%s%s\n", why, rule_key_pegs(b->rule) ?
		    " (or key pegs: B in place, W elsewhere, - for none)" :
		    "");
	return 0;
}

/*
 * Reads the hint of guess into *hint, asked again while it is none.
 * Returns 1, or 0 at the end of input.
 */
static int
read_hint(const struct board *b, const struct solver *s, size_t guess,
    unsigned *hint)
{
	char text[DIALOGUE_LINE_MAX], *line;
	size_t n;

	do {
		if (!dialogue_ask(b->d, "Hint: ", text))
			return 0;
		n = b->d->line_length;
		line = dialogue_trim(text, &n);
	} while (!take_hint(b, s, guess, line, n, hint));
	return 1;
}

/*
 * Records that guess got hint.  Returns 1 if some code agrees with every
 * hint; 0 if none does, having said so and taken the hint back; -1 if
 * memory ran out keeping it (reported).
 */
static int
record(struct solver *s, size_t guess, unsigned hint)
{
	char text[VARIANT_TEXT_MAX];

	if (solver_record(s, guess, hint) > 0)
		return 1;
	if (s->hints_kept < s->turns) {
		diag("play: out of memory");
		return -1;
	}
	solver_forget_last(s);
	output_printf("No code agrees with every hint: the hint of %s again, "
	    "please.\n", solver_write_guess(s, guess, text));
	return 0;
}

/*
 * Sets *guess to the next guess of s.  Returns 1; 0 if no strategy wins
 * within the tries left, having said so; -1 if memory ran out
 * (reported).
 */
static int
next_guess(const struct solver *s, size_t *guess)
{
	int status = solver_next(s, guess);

	if (status == EXIT_SYSTEM)
		return -1;
	if (status == 0 && *guess != SIZE_MAX)
		return 1;
	output_printf("No strategy finds every code that agrees within the "
	    "tries left.\n");
	return 0;
}

/* Plays b's game with s until solved, out of tries, or the input ends. */
static int
guess_turns(const struct board *b, struct solver *s)
{
	char prompt[BOARD_PROMPT_MAX];
	size_t guess;
	unsigned hint;
	int got;

	look_legend(&b->look, &b->v);
	while (b->tries < 0 || s->turns < (size_t)b->tries) {
		if ((got = next_guess(s, &guess)) != 1)
			return got == 0 ? EXIT_OK : EXIT_SYSTEM;
		board_prompt(b, s->turns, prompt);
		output_printf("%s", prompt);
		look_code(&b->look, &b->v, space_code(&s->guesses, guess),
		    b->length);
		output_printf("\n");
		do
			if (!read_hint(b, s, guess, &hint))
				return EXIT_OK;
		while ((got = record(s, guess, hint)) == 0);
		if (got == -1)
			return EXIT_SYSTEM;
		if (hint == rule_win(b->rule, b->length)) {
			output_printf("Solved in %zu %s.\n", s->turns,
			    plural(s->turns, "guess", "guesses"));
			return EXIT_OK;
		}
	}
	output_printf("Out of tries.\n");
	return EXIT_OK;
}

int
play_board_computer(struct dialogue *d, const struct variant *v)
{
	struct board b;
	struct solver s;
	int status;

	if (d->secret != NULL) {
		diag("play: --secret is the computer's; with --computer the "
		    "code is yours");
		return EXIT_USAGE;
	}
	if ((status = board_open(&b, d, v)) != EXIT_OK)
		return status;
	if ((status = start_solver(&s, &b)) == 0) {
		status = guess_turns(&b, &s);
		solver_free(&s);
	}
	board_close(&b);
	return status;
}
