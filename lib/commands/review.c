/*
 * code review: a game played, weighed guess by guess against the optimal
 * strategy (goal average).  At each guess: the secrets it faced, n; the
 * guesses expected from there on with it, P (the least total of the
 * strategies that open with it, over n), and with the best guess, B; its
 * cost, P - B; the part its hint left against the average part; and its
 * luck, the guesses expected after it, P - 1, less those expected after
 * its hint, the next guess's B (0 once solved).  Summed over the game,
 * the guesses it took are B at the start + the costs - the lucks.
 */

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/diag.h"
#include "../core/output.h"
#include "../core/variant.h"
#include "../solver/history.h"
#include "../solver/solver.h"
#include "codebreaker.h"
#include "commands.h"

/* A guess's value at a position: its total from there, and over n. */
struct value {
	size_t guess;		/* an index in the guesses, or SIZE_MAX */
	uint64_t total;		/* UINT64_MAX: not known (stopped) */
	int proven;		/* the least of every guess (best) */
	int given;		/* read from --openings */
	int beyond;		/* no strategy wins from there within the
				   try limit */
};

/* A guess of the game, weighed. */
struct step {
	size_t guess;
	unsigned hint;
	size_t secrets, left;	/* before the guess, after its hint */
	double average_left;	/* the average part: sum of parts squared
				   over secrets */
	struct value played, best;
};

/* What review found of the whole game. */
struct review {
	struct step *steps;
	size_t count;
	int solved;		/* its last hint is the win */
	struct value after;	/* not solved: the best guess after it */
	size_t after_secrets;
	enum optimal_stop stopped;	/* a search was stopped: why */
};

/*
 * Returns the guesses expected of v at a position of n secrets: NAN if
 * not known, INFINITY if no strategy wins from there within the tries.
 */
static double
expected(const struct value *v, size_t n)
{
	if (v->beyond)
		return INFINITY;	/* no strategy wins within the tries */
	return v->total == UINT64_MAX || n == 0 ? NAN : (double)v->total /
	    (double)n;
}

/*
 * Returns the average part the hints of guess leave of the secrets sv
 * has left: the size of the part of a secret drawn at random (the sum of
 * the parts squared over their secrets); -1 if memory ran out.
 */
static double
average_part(const struct solver *sv, size_t guess)
{
	unsigned *hints = malloc((sv->secret_count + 1) * sizeof(*hints));
	uint64_t *parts = calloc(sv->hints_of_rule + 1, sizeof(*parts));
	uint64_t squares = 0;

	if (hints == NULL || parts == NULL) {
		free(hints);
		free(parts);
		return -1;
	}
	solver_hints(sv, guess, &sv->secrets, sv->secret_left,
	    sv->secret_count, hints);
	for (size_t i = 0; i < sv->secret_count; i++)
		parts[hints[i] < sv->hints_of_rule ? hints[i] :
		    sv->hints_of_rule]++;
	for (size_t h = 0; h <= sv->hints_of_rule; h++)
		squares += parts[h] * parts[h];
	free(hints);
	free(parts);
	return sv->secret_count > 0 ? (double)squares /
	    (double)sv->secret_count : 0;
}

/* Notes in rv that a search stopped for why (the first reason kept). */
static void
note_stop(struct review *rv, enum optimal_stop why)
{
	if (rv->stopped == OPTIMAL_FINISHED)
		rv->stopped = why;
}

/*
 * Returns 1 if a signal stopped a search of rv: no other is begun (a time
 * limit is each search's own).
 */
static int
signalled(const struct review *rv)
{
	return rv->stopped == OPTIMAL_SIGINT || rv->stopped == OPTIMAL_SIGTERM;
}

/*
 * Sets *v to the best guess at sv's position, by search (the time limit
 * may stop it: then the best found).  Returns an exit status.
 */
static int
weigh_best(struct solver *sv, struct review *rv, struct value *v)
{
	struct solver_ranked row;
	struct optimal_ranking r;
	int status = solver_rank(sv, 1, &row, &r);

	*v = (struct value){ SIZE_MAX, UINT64_MAX, 0, 0, 0 };
	if (status == EXIT_OUT_OF_TRIES) {	/* a game lost: said so */
		v->beyond = 1;
		return EXIT_OK;
	}
	if (status != EXIT_OK)
		return status;
	note_stop(rv, r.stopped);
	if (r.rows > 0)
		*v = (struct value){ row.guess, row.total,
		    r.stopped == OPTIMAL_FINISHED, 0, 0 };
	return EXIT_OK;
}

/*
 * Sets *v to guess at sv's position: the least total of the strategies
 * that open with it.  Returns an exit status.
 */
static int
weigh_played(struct solver *sv, struct review *rv, size_t guess,
    struct value *v)
{
	struct optimal_ranked row;
	enum optimal_stop why;

	*v = (struct value){ guess, UINT64_MAX, 0, 0, 0 };
	if (optimal_weigh(sv->optimal, sv->secret_left, sv->secret_count,
	    sv->played, sv->hard, (unsigned)sv->turns + 1, guess, &row,
	    &why) == -1) {
		if (optimal_none_within(sv->optimal) == 0) {
			diag("out of memory");
			return EXIT_SYSTEM;
		}
		v->beyond = 1;	/* a game lost: said so */
		return EXIT_OK;
	}
	note_stop(rv, why);
	v->total = row.total;
	return EXIT_OK;
}

/*
 * Reads a line of --openings into *guess and *total: solve --top's text
 * (RANK GUESS TOTAL AVERAGE ...) or a table's line GUESS AVERAGE TOTAL,
 * AVERAGE checked to be TOTAL over n.  Returns 1, 0 for a line to skip
 * (blank, a comment, a row of analyze --first=all's table that is a
 * bound or none, or, first of the others, a line naming the columns), or
 * -1 with why.
 */
static int
opening_line(const struct solver *sv, char *line, int first, size_t n,
    size_t *guess, uint64_t *total, char *why)
{
	char *word[4], *end;
	double average;
	size_t k = 0;
	int table;

	for (char *w = strtok(line, " \t\r\n"); w != NULL && k < 4;
	    w = strtok(NULL, " \t\r\n"))
		word[k++] = w;
	if (k == 0 || word[0][0] == '#')
		return 0;
	table = k == 3;
	if (k < 3) {
		snprintf(why, VARIANT_WHY_MAX, "expected RANK GUESS TOTAL "
		    "AVERAGE, as solve --top writes them, or GUESS AVERAGE "
		    "TOTAL");
		return -1;
	}
	if (!table && (strncmp(word[2], ">=", 2) == 0 ||
	    strcmp(word[2], "none") == 0))
		return 0;	/* analyze --first=all's bound, or none */
	errno = 0;
	*total = strtoull(word[2], &end, 10);
	if (errno != 0 || *end != '\0' || word[2][0] == '-' ||
	    word[2][0] == '\0') {
		if (first)	/* the names of the columns */
			return 0;
		snprintf(why, VARIANT_WHY_MAX, "expected a total, found '%.40s'",
		    word[2]);
		return -1;
	}
	if ((*guess = history_guess(sv, word[!table], strlen(word[!table]),
	    why)) == SIZE_MAX)
		return -1;
	average = strtod(word[table ? 1 : 3], &end);
	if (*end != '\0' || fabs(average - (double)*total / (double)n) >
	    0.00005 + 1e-9) {
		snprintf(why, VARIANT_WHY_MAX, "the average %.40s is not the "
		    "total over %zu secrets: a ranking of another game",
		    word[table ? 1 : 3], n);
		return -1;
	}
	return 1;
}

/*
 * Reads the ranking of openings of file into the first step: the best
 * (the least total; of equal ones the first) and the guess played if it
 * has a row.  Returns an exit status, having said why if not EXIT_OK.
 */
static int
read_openings(const struct solver *sv, const char *file, struct step *first)
{
	FILE *in = strcmp(file, "-") == 0 ? stdin : fopen(file, "r");
	char *line = NULL, why[VARIANT_WHY_MAX];
	unsigned long number = 0;
	size_t room = 0;
	int status = EXIT_OK, got, first_line = 1;

	if (in == NULL) {
		diag("%s: %s", file, strerror(errno));
		return EXIT_SYSTEM;
	}
	while (status == EXIT_OK && getline(&line, &room, in) != -1) {
		size_t guess;
		uint64_t total;

		number++;
		if (line[strspn(line, " \t\r\n")] == '\0' ||
		    line[strspn(line, " \t")] == '#')
			continue;
		got = opening_line(sv, line, first_line, first->secrets, &guess,
		    &total, why);
		first_line = 0;
		if (got == -1) {
			diag("%s:%lu: %s", file, number, why);
			status = EXIT_INPUT;
		} else if (got == 1 && (first->best.guess == SIZE_MAX ||
		    total < first->best.total))
			first->best = (struct value){ guess, total, 1, 1, 0 };
		if (got == 1 && guess == first->guess)
			first->played = (struct value){ guess, total, 0, 1, 0 };
	}
	free(line);
	if (status == EXIT_OK && ferror(in)) {
		diag("%s: %s", file, strerror(errno));
		status = EXIT_SYSTEM;
	} else if (status == EXIT_OK && first->best.guess == SIZE_MAX) {
		diag("%s: no opening ranked", file);
		status = EXIT_INPUT;
	}
	if (in != stdin)
		fclose(in);
	return status;
}

/*
 * Weighs step k of the game at sv's position (its hints before k
 * recorded), with the openings of set for the first.  Returns an exit
 * status.
 */
static int
weigh_step(struct solver *sv, const struct codebreaker_settings *set,
    struct review *rv, size_t k)
{
	struct step *st = &rv->steps[k];
	int status = EXIT_OK;

	st->secrets = sv->secret_count;
	st->best.guess = st->played.guess = SIZE_MAX;
	st->best.total = st->played.total = UINT64_MAX;
	if (k == 0 && set->openings != NULL)
		status = read_openings(sv, set->openings, st);
	if (status == EXIT_OK && st->best.guess == SIZE_MAX && !signalled(rv))
		status = weigh_best(sv, rv, &st->best);
	if (status == EXIT_OK && st->played.guess == SIZE_MAX &&
	    !signalled(rv)) {
		if (st->best.guess == st->guess && st->best.proven)
			st->played = (struct value){ st->guess, st->best.total,
			    0, st->best.given, 0 };
		else
			status = weigh_played(sv, rv, st->guess, &st->played);
	}
	if (status == EXIT_OK &&
	    (st->average_left = average_part(sv, st->guess)) < 0) {
		diag("out of memory");
		status = EXIT_SYSTEM;
	}
	if (status == EXIT_OK)
		st->left = solver_record(sv, st->guess, st->hint);
	return status;
}

/*
 * Weighs every guess of the game sv holds the hints of (recorded: the
 * game is played again from its start).  Returns an exit status.
 */
static int
weigh_game(struct solver *sv, const struct codebreaker_settings *set,
    struct review *rv)
{
	struct solver_hint *hints = sv->hints;
	int status = EXIT_OK;

	rv->count = sv->hints_kept;
	if ((rv->steps = calloc(rv->count + 1, sizeof(*rv->steps))) == NULL) {
		diag("out of memory");
		return EXIT_SYSTEM;
	}
	for (size_t k = 0; k < rv->count; k++)
		rv->steps[k] = (struct step){ .guess = hints[k].guess,
		    .hint = hints[k].hint };
	for (size_t k = 0; k < rv->count && !rv->solved; k++)
		if (rv->steps[k].hint == rule_win(sv->rule, sv->guesses.length)) {
			if (k + 1 < rv->count)
				diag("review: the game was won at guess %zu: "
				    "the %zu %s after it %s not reviewed", k + 1,
				    rv->count - k - 1, plural(rv->count - k - 1,
				    "hint", "hints"), rv->count - k - 1 == 1 ?
				    "is" : "are");
			rv->count = k + 1;
			rv->solved = 1;
		}
	sv->hints = NULL;	/* solver_restart() keeps no hint */
	sv->hint_room = 0;
	solver_restart(sv);
	free(hints);
	for (size_t k = 0; k < rv->count && status == EXIT_OK; k++)
		status = weigh_step(sv, set, rv, k);
	rv->after_secrets = sv->secret_count;
	rv->after = (struct value){ SIZE_MAX, 0, 1, 0, 0 };
	if (status == EXIT_OK && !rv->solved && rv->count == 0 &&
	    set->openings != NULL) {
		struct step none = { .guess = SIZE_MAX, .secrets =
		    sv->secret_count, .best.guess = SIZE_MAX };

		status = read_openings(sv, set->openings, &none);
		rv->after = none.best;
	} else if (status == EXIT_OK && !rv->solved && !signalled(rv))
		status = weigh_best(sv, rv, &rv->after);
	else if (!rv->solved)
		rv->after.total = UINT64_MAX;
	return status;
}

/* Returns the guesses expected after step k's hint: the next B, or 0. */
static double
expected_after(const struct review *rv, size_t k)
{
	if (k + 1 < rv->count)
		return expected(&rv->steps[k + 1].best,
		    rv->steps[k + 1].secrets);
	return rv->solved ? 0 : expected(&rv->after, rv->after_secrets);
}

/* Returns 1 if no strategy wins from some position of rv in the tries. */
static int
lost(const struct review *rv)
{
	for (size_t k = 0; k < rv->count; k++)
		if (rv->steps[k].played.beyond || rv->steps[k].best.beyond)
			return 1;
	return !rv->solved && rv->after.beyond;
}

/* Returns the guesses expected at the game's start, the first B. */
static double
start(const struct review *rv)
{
	return rv->count > 0 ? expected(&rv->steps[0].best,
	    rv->steps[0].secrets) : expected(&rv->after, rv->after_secrets);
}

/* Returns step k's cost, P - B. */
static double
cost(const struct review *rv, size_t k)
{
	const struct step *st = &rv->steps[k];

	return expected(&st->played, st->secrets) - expected(&st->best,
	    st->secrets);
}

/* Returns step k's luck, P - 1 less the guesses expected after its hint. */
static double luck(const struct review *rv, size_t k);

/* Sets *costs and *lucks to the sums of rv's steps'. */
static void
sums(const struct review *rv, double *costs, double *lucks)
{
	*costs = *lucks = 0;
	for (size_t k = 0; k < rv->count; k++) {
		*costs += cost(rv, k);
		*lucks += luck(rv, k);
	}
}

/* Returns step k's luck, P - 1 less the guesses expected after its hint. */
static double
luck(const struct review *rv, size_t k)
{
	const struct step *st = &rv->steps[k];

	return expected(&st->played, st->secrets) - 1 - expected_after(rv, k);
}

/* Writes x with four decimals, ? if not known, - if none (beyond). */
static void
say_number(double x)
{
	if (isinf(x))
		output_printf("-");
	else if (isnan(x))
		output_printf("?");
	else
		output_printf("%.4f", x);
}

/*
 * Writes sign times x, named name, as a term of a sum: " + X NAME" or
 * " - X NAME", X not negative (or ?).
 */
static void
say_term(int sign, double x, const char *name)
{
	int minus = (sign < 0) != (x < 0);

	output_printf(" %c ", minus ? '-' : '+');
	say_number(fabs(x));
	output_printf(" %s", name);
}

/* Returns best v's guess as text (in code), ? if none found, - if none. */
static const char *
guess_text(const struct solver *sv, const struct value *v, char *code)
{
	if (v->beyond)
		return "-";
	return v->guess == SIZE_MAX ? "?" : solver_write_guess(sv, v->guess,
	    code);
}

/* Writes what is known of best v: proven, given, or the best found. */
static const char *
best_mark(const struct value *v)
{
	if (v->guess == SIZE_MAX)
		return "";
	return v->given ? "+" : v->proven ? "" : "*";
}

/* Writes the review as text: a line a guess, then the game's sums. */
static void
say_review(const struct solver *sv, const struct review *rv)
{
	char code[VARIANT_TEXT_MAX], best[VARIANT_TEXT_MAX],
	    hint[RULE_TEXT_MAX];
	double costs, lucks;
	int marked = 0, given = 0;

	sums(rv, &costs, &lucks);
	output_printf("guess hint secrets expected best best-expected cost "
	    "left average-left luck\n");
	for (size_t k = 0; k < rv->count; k++) {
		const struct step *st = &rv->steps[k];

		output_printf("%s %s %zu ", solver_write_guess(sv, st->guess,
		    code), solver_write_hint(sv, st->hint, hint), st->secrets);
		say_number(expected(&st->played, st->secrets));
		output_printf(" %s%s ", guess_text(sv, &st->best, best),
		    best_mark(&st->best));
		say_number(expected(&st->best, st->secrets));
		output_printf(" ");
		say_number(cost(rv, k));
		output_printf(" %zu %.2f ", st->left, st->average_left);
		say_number(luck(rv, k));
		output_printf("\n");
		marked |= *best_mark(&st->best) == '*';
		given |= st->best.given;
	}
	marked |= !rv->solved && *best_mark(&rv->after) == '*';
	if (!rv->solved) {
		output_printf("not solved: %zu %s left, ", rv->after_secrets,
		    plural(rv->after_secrets, "secret", "secrets"));
		say_number(expected(&rv->after, rv->after_secrets));
		output_printf(" guesses expected with the best next guess, %s%s\n",
		    guess_text(sv, &rv->after, best), best_mark(&rv->after));
	}
	output_printf("game%s: %zu %s = ", rv->solved ? "" : " so far",
	    rv->count, plural(rv->count, "guess", "guesses"));
	say_number(start(rv));
	output_printf(" expected at the start");
	say_term(1, isfinite(costs) ? costs : NAN, "cost");
	say_term(-1, isfinite(lucks) ? lucks : NAN, "luck");
	if (!rv->solved)
		say_term(-1, expected(&rv->after, rv->after_secrets),
		    "expected still");
	output_printf("\n");
	if (given)
		output_printf("+ the best opening as --openings ranks it\n");
	if (marked)
		output_printf("* the best found before the search was "
		    "stopped, not proven\n");
	if (lost(rv))
		output_printf("- no strategy wins from there within the try "
		    "limit (--tries=none lifts it)\n");
}

/* Writes x as a JSON number, or null if not known. */
static void
json_number(const char *name, double x)
{
	if (!isfinite(x))
		output_printf(",\"%s\":null", name);
	else
		output_printf(",\"%s\":%.4f", name, x);
}

/* Writes best v of a position of n secrets as JSON fields. */
static void
json_best(const struct solver *sv, const struct value *v, size_t n)
{
	char code[VARIANT_TEXT_MAX];

	output_printf(",\"best\":");
	if (v->guess == SIZE_MAX)
		output_printf("null");
	else
		output_json_string(solver_write_guess(sv, v->guess, code));
	json_number("best_expected", expected(v, n));
	output_printf(",\"best_proven\":%s,\"best_given\":%s", v->proven ?
	    "true" : "false", v->given ? "true" : "false");
}

/* Writes the review as a JSON object. */
static void
say_review_json(const struct solver *sv, const struct review *rv)
{
	char code[VARIANT_TEXT_MAX], hint[RULE_TEXT_MAX];
	double costs, lucks;

	sums(rv, &costs, &lucks);
	output_printf("{\"guesses\":[");
	for (size_t k = 0; k < rv->count; k++) {
		const struct step *st = &rv->steps[k];

		output_printf("%s{\"guess\":", k > 0 ? "," : "");
		output_json_string(solver_write_guess(sv, st->guess, code));
		output_printf(",\"hint\":");
		output_json_string(solver_write_hint(sv, st->hint, hint));
		output_printf(",\"secrets\":%zu", st->secrets);
		if (st->played.total != UINT64_MAX)
			output_printf(",\"total\":%llu",
			    (unsigned long long)st->played.total);
		json_number("expected", expected(&st->played, st->secrets));
		json_best(sv, &st->best, st->secrets);
		json_number("cost", cost(rv, k));
		output_printf(",\"left\":%zu,\"average_left\":%.4f",
		    st->left, st->average_left);
		json_number("luck", luck(rv, k));
		output_printf("}");
	}
	output_printf("],\"solved\":%s,\"lost\":%s", rv->solved ? "true" :
	    "false", lost(rv) ? "true" : "false");
	if (!rv->solved) {
		output_printf(",\"left\":%zu", rv->after_secrets);
		json_best(sv, &rv->after, rv->after_secrets);
	}
	json_number("expected", start(rv));
	json_number("cost", costs);
	json_number("luck", lucks);
	output_printf("}\n");
}

int
review_command(int argc, char *argv[])
{
	struct codebreaker_settings set = { .strategy = STRATEGY_OPTIMAL,
	    .goal = GOAL_AVERAGE, .run.time_limit = 60 };
	struct review rv = { NULL, 0, 0, { 0 }, 0, OPTIMAL_FINISHED };
	struct solver sv;
	int status;

	codebreaker_parse(&review_mode, argc, argv, &set);
	argc -= optind;
	argv += optind;
	codebreaker_start(&sv, &set);
	status = solve_history(&sv, &set, argc, argv);
	if (status == EXIT_CONTRADICTION)
		status = solve_blame(&sv, set.json);
	else if (status == EXIT_OK)
		status = weigh_game(&sv, &set, &rv);
	if (status == EXIT_OK && set.json)
		say_review_json(&sv, &rv);
	else if (status == EXIT_OK)
		say_review(&sv, &rv);
	if (status == EXIT_OK && rv.stopped != OPTIMAL_FINISHED) {
		diag("review: a search was stopped by %s: the values marked * "
		    "or ? are the best found or unknown",
		    optimal_stop_name(rv.stopped));
		status = codebreaker_stop_status(rv.stopped);
	}
	free(rv.steps);
	solver_free(&sv);
	return cli_finish(status);
}
