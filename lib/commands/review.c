/*
 * code review: a game played, weighed guess by guess against the optimal
 * strategy (goal average).  At each guess: the secrets it faced, n; the
 * guesses expected from there on with it, P (the least total of the
 * strategies that open with it, over n), and with the best guess, B; its
 * cost, P - B; the part its hint left against the average part; and its
 * luck, the guesses expected after it, P - 1, less those expected after
 * its hint, the next guess's B (0 once solved).  Summed over the game,
 * the guesses it took are B at the start + the costs - the lucks.  Under
 * a try limit each position is weighed without it first, and again
 * within it only where that strategy takes more guesses than are left;
 * where the limit binds (a value none, or above the one without it), the
 * values without it are written too, with the secrets each strategy
 * without it finds only after the tries left.
 */

#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <math.h>
#include <stddef.h>
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
#include "hints.h"
#include "openings.h"
#include "options.h"
#include "record.h"

/* What the options of review set. */
struct review_settings {
	struct codebreaker cb;
	const char *openings;		/* --openings */
	enum record_format format;	/* --format */
	const char *file;		/* -f */
};

static const char usage[] =
    "usage: " PROGRAM_NAME
    " review [-v VARIANT] [RULES] [--threads=N] [--tries=N|none]\n"
    "                  [--consistent] [--memory=SIZE] "
    "[--progress[=SECONDS]]\n"
    "                  [--time-limit=DURATION] [--openings=FILE]\n"
    "                  [--format=text|json] [-f FILE] [GUESS:HINT ...]\n"
    CLI_RULES_USAGE;

static const char intro[] =
    "\n"
    PROGRAM_NAME
    " review weighs a game played, its guesses and hints as solve takes\n"
    "them, against the optimal strategy (the least expected number of\n"
    "guesses): for each guess the secrets it faced, the guesses expected\n"
    "from there after it and after the best guess, its cost (the\n"
    "difference), the secrets its hint left against the average part,\n"
    "and its luck (the guesses expected after it less those expected\n"
    "after its hint); then the game's sum: guesses = expected + cost -\n"
    "luck.  Where the try limit binds, the values without it follow, and\n"
    "the secrets each strategy without it finds only after the tries\n"
    "left.\n"
    "\n";

static const char own_help[] =
    "  --openings=FILE     the openings ranked, as `" PROGRAM_NAME
    " solve --top`\n"
    "                      writes them (its text; `" PROGRAM_NAME
    " rank`'s too, its\n"
    "                      bounds skipped) or lines GUESS AVERAGE TOTAL,\n"
    "                      taken as given for the first guess instead of\n"
    "                      a search: the least total the best\n"
    "  --format=FORMAT     text (default) or json\n"
    "  -f, --file=FILE     read the game from FILE\n"
    CODEBREAKER_HELP_END;

static const char exit_help[] =
    "Exit status: 0 success, 1 bad input (a hint, a guess --hard forbids,\n"
    "a line of --openings), 2 usage error, 3 a system error, 4 no secret\n"
    "agrees with every hint; a search stopped (its values then the best\n"
    "found, or unknown): 124 by --time-limit, 130 by SIGINT, 143 by\n"
    "SIGTERM.  See " PROGRAM_NAME "(1).\n";

static const char *const help[] = { intro, CODEBREAKER_HELP_RULES,
    CODEBREAKER_HELP_SEARCH, CODEBREAKER_HELP_RUN, own_help, exit_help,
    NULL };

enum { OPENINGS = CLI_MODE_OPTION };

/* Takes an option of review's own into the settings. */
static void
take(void *settings, int id, const char *arg)
{
	struct review_settings *s = settings;

	if (id == OPENINGS)
		s->openings = arg;
	else
		s->file = arg;
}

static const struct cli_option options[] = {
	{ "openings", 0, required_argument, OPENINGS, NULL },
	{ "file", 'f', required_argument, 'f', NULL },
	{ NULL, 0, 0, 0, NULL }
};

const struct cli_mode review_mode = {
	.name = "review", .usage = usage, .help = codebreaker_help,
	.options = options, .rules = CLI_RULES_ALL, .variant = "classic",
	.take = take,
	.uses = {
		{ &codebreaker_search, offsetof(struct review_settings, cb) },
		{ &options_format, offsetof(struct review_settings, format) } }
};

/* A guess's value at a position: its total from there, and over n. */
struct value {
	size_t guess;		/* an index in the guesses, or SIZE_MAX */
	uint64_t total;		/* UINT64_MAX: not known (stopped) */
	int proven;		/* the least of every guess (best) */
	int given;		/* read from --openings */
	int beyond;		/* no strategy wins from there within the
				   try limit */
	unsigned worst;		/* the most guesses a game takes on its
				   strategy, this one the first (known) */
	uint64_t missed;	/* without the try limit: the secrets its
				   strategy finds only after the tries left */
};

/* A value not known: not weighed, or its search stopped. */
static const struct value unknown = { SIZE_MAX, UINT64_MAX, 0, 0, 0, 0, 0 };

/* A guess of the game, weighed. */
struct step {
	size_t guess;
	unsigned hint;
	size_t secrets, left;	/* before the guess, after its hint */
	double average_left;	/* the average part: sum of parts squared
				   over secrets */
	struct value played, best;
	struct value played_unlimited, best_unlimited;	/* without the
				   try limit, if the variant has one */
};

/* What review found of the whole game. */
struct review {
	struct step *steps;
	size_t count;
	int solved;		/* its last hint is the win */
	struct value after;	/* not solved: the best guess after it */
	struct value after_unlimited;	/* and without the try limit */
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

	*v = unknown;
	if (status == EXIT_OUT_OF_TRIES) {	/* a game lost: said so */
		v->beyond = 1;
		return EXIT_OK;
	}
	if (status != EXIT_OK)
		return status;
	note_stop(rv, r.stopped);
	if (r.rows > 0)
		*v = (struct value){ row.guess, row.total,
		    r.stopped == OPTIMAL_FINISHED, 0, 0, row.worst, 0 };
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

	*v = unknown;
	v->guess = guess;
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
	v->worst = row.worst;
	return EXIT_OK;
}

/*
 * Returns the tries left for guess number k + 1 of a game of sv's
 * variant, that guess among them (0 or less: none), or INT_MAX if the
 * variant has no try limit.
 */
static int
tries_of(const struct solver *sv, size_t k)
{
	int tries = variant_tries(sv->variant);

	return tries > 0 ? tries - (int)k : INT_MAX;
}

/* Returns the tries left at sv's position, as tries_of() counts them. */
static int
tries_left(const struct solver *sv)
{
	return tries_of(sv, sv->turns);
}

/* Lifts the try limit of sv's searches (lift), or sets it again. */
static void
lift_tries(struct solver *sv, int lift)
{
	int tries = variant_tries(sv->variant);

	if (tries > 0)
		optimal_tries(sv->optimal, lift ? 0 : (unsigned)tries);
}

/*
 * Returns 1 if v, weighed without the try limit at sv's position, wins
 * every game within the tries left: its value within the limit is then
 * the same (lib/optimal/ALGORITHM.md: the search within the limit finds
 * that very strategy).
 */
static int
fits(const struct solver *sv, const struct value *v)
{
	return v->total != UINT64_MAX && v->worst > 0 &&
	    (int)v->worst <= tries_left(sv);
}

/*
 * Returns 1 if the try limit binds at a value: none wins within it, or
 * its total within it is above unlimited's, without it.
 */
static int
binds(const struct value *limited, const struct value *unlimited)
{
	return limited->beyond || (limited->total != UINT64_MAX &&
	    unlimited->total != UINT64_MAX &&
	    limited->total > unlimited->total);
}

/*
 * Sets v's missed, v weighed without the try limit at sv's position and
 * limited within it: the secrets its strategy finds only after the tries
 * left if the limit binds, else none (a strategy of its total wins every
 * game within them).  Returns an exit status.
 */
static int
weigh_missed(struct solver *sv, const struct value *limited,
    struct value *v)
{
	int left = tries_left(sv);

	v->missed = 0;
	if (v->total == UINT64_MAX || v->guess == SIZE_MAX || fits(sv, v) ||
	    !binds(limited, v))
		return EXIT_OK;
	v->missed = optimal_missed(sv->optimal, sv->secret_left,
	    sv->secret_count, sv->played, sv->hard, v->guess,
	    left > 0 ? (unsigned)left : 0);
	if (v->missed != UINT64_MAX)
		return EXIT_OK;
	diag("out of memory");
	return EXIT_SYSTEM;
}

/*
 * Sets *best to the best guess at sv's position, and *unlimited to the
 * best without the try limit if the variant has one: searched first, its
 * strategy then the one within the limit if it wins every game within
 * the tries left, else the search within the limit runs too.  Returns
 * an exit status.
 */
static int
weigh_position(struct solver *sv, struct review *rv, struct value *best,
    struct value *unlimited)
{
	int status = EXIT_OK;

	*best = *unlimited = unknown;
	if (tries_left(sv) != INT_MAX && !signalled(rv)) {
		lift_tries(sv, 1);
		status = weigh_best(sv, rv, unlimited);
		lift_tries(sv, 0);
		if (!unlimited->proven)
			*unlimited = unknown;	/* stopped: not known */
		else if (fits(sv, unlimited))
			*best = *unlimited;
	}
	if (status == EXIT_OK && best->guess == SIZE_MAX && !signalled(rv))
		status = weigh_best(sv, rv, best);
	return status == EXIT_OK ? weigh_missed(sv, best, unlimited) : status;
}

/*
 * Sets *v to guess at sv's position, within the try limit or without it
 * (lift): best's value if it is best's and proven there, else weighed.
 * Returns an exit status.
 */
static int
weigh_guess(struct solver *sv, struct review *rv, const struct value *best,
    size_t guess, struct value *v, int lift)
{
	int status;

	if (best->guess == guess && best->proven) {
		*v = *best;
		v->proven = 0;
		return EXIT_OK;
	}
	lift_tries(sv, lift);
	status = weigh_played(sv, rv, guess, v);
	lift_tries(sv, 0);
	return status;
}

/*
 * Sets step st's guess played at sv's position, and without the try
 * limit if the variant has one, as weigh_position() weighs the best.
 * Returns an exit status.
 */
static int
weigh_played_step(struct solver *sv, struct review *rv, struct step *st)
{
	int status = EXIT_OK;

	if (tries_left(sv) != INT_MAX && !signalled(rv)) {
		status = weigh_guess(sv, rv, &st->best_unlimited, st->guess,
		    &st->played_unlimited, 1);
		if (status == EXIT_OK && fits(sv, &st->played_unlimited)) {
			st->played = st->played_unlimited;
			st->played.given = 0;
		}
	}
	if (status == EXIT_OK && st->played.guess == SIZE_MAX &&
	    !signalled(rv))
		status = weigh_guess(sv, rv, &st->best, st->guess, &st->played,
		    0);
	return status == EXIT_OK ? weigh_missed(sv, &st->played,
	    &st->played_unlimited) : status;
}

/* What review reads of --openings: the first step's best and played. */
struct opening_read {
	const struct solver *sv;
	struct step *first;
	unsigned char *seen;	/* a guess's row read (the guesses') */
};

/*
 * Reads the total of line (word k) into *total.  Returns 1, 0 for a
 * line to skip (a row of code rank that is a bound or none, or the first
 * line naming the columns), or EXIT_INPUT having said why.
 */
static int
read_total(struct reader *r, const struct opening_line *line,
    int published, uint64_t *total)
{
	const struct token *t = &line->word[2];
	char text[TOKEN_TEXT_MAX + 1];
	size_t n;

	openings_word(line, 2, text, &n);
	if (!published && (strncmp(text, ">=", 2) == 0 ||
	    strcmp(text, "none") == 0))
		return 0;	/* code rank's bound, or none */
	if (t->integer && !t->negative && !t->overflow) {
		*total = t->value;
		return 1;
	}
	if (line->first)	/* the names of the columns */
		return 0;
	return openings_say(r, line, 2, "expected a total, found '%.40s'",
	    text);
}

/*
 * Checks what any ranking's row of guess, total, must be: the first row
 * of guess, and total at least 2n - 1 for the first step's n secrets
 * (one found by the first guess at most, each other by a second or
 * later), marking guess read.  Returns EXIT_OK, or EXIT_INPUT having
 * said why.
 */
static int
opening_possible(struct opening_read *o, struct reader *r,
    const struct opening_line *line, size_t guess, uint64_t total)
{
	int published = line->count == 3;
	size_t secrets = o->first->secrets;
	uint64_t least = 2 * (uint64_t)secrets - 1;

	if (o->seen[guess])
		return openings_say(r, line, !published, "a second row of "
		    "this guess: a ranking has one a guess");
	o->seen[guess] = 1;
	if (total < least)
		return openings_say(r, line, 2, "a total of %llu, below the "
		    "%llu that any strategy takes for %zu secrets",
		    (unsigned long long)total, (unsigned long long)least,
		    secrets);
	return EXIT_OK;
}

/*
 * Takes a line of --openings: solve --top's text (RANK GUESS TOTAL
 * AVERAGE ...) or a table's line GUESS AVERAGE TOTAL, AVERAGE checked to
 * be TOTAL over the first step's secrets and the row one any ranking may
 * hold (opening_possible()); its least total the best (of
 * equal ones the first), and the guess played's if it has a row.
 * Returns EXIT_OK, or EXIT_INPUT having said why.
 */
static int
take_opening(void *read, struct reader *r, const struct opening_line *line)
{
	struct opening_read *o = read;
	struct step *first = o->first;
	char text[TOKEN_TEXT_MAX + 1], why[VARIANT_WHY_MAX], *end;
	int published = line->count == 3, got;	/* GUESS AVERAGE TOTAL */
	size_t guess, n, secrets = first->secrets;
	uint64_t total = 0;
	double average;

	if (line->count < 3)
		return openings_say(r, line, 0, "expected RANK GUESS TOTAL "
		    "AVERAGE, as solve --top writes them, or GUESS AVERAGE "
		    "TOTAL");
	if ((got = read_total(r, line, published, &total)) != 1)
		return got == 0 ? EXIT_OK : got;
	openings_word(line, !published, text, &n);
	if ((guess = history_guess(o->sv, text, n, why)) == SIZE_MAX)
		return openings_say(r, line, !published, "%s", why);
	openings_word(line, published ? 1 : 3, text, &n);
	average = strtod(text, &end);
	if (*end != '\0' || !isfinite(average) ||
	    !(fabs(average - (double)total / (double)secrets) <=
	    0.00005 + 1e-9))
		return openings_say(r, line, published ? 1 : 3, "the average "
		    "%.40s is not the total over %zu secrets: a ranking of "
		    "another game", text, secrets);
	if ((got = opening_possible(o, r, line, guess, total)) != EXIT_OK)
		return got;
	if (first->best.guess == SIZE_MAX || total < first->best.total)
		first->best = (struct value){ guess, total, 1, 1, 0, 0, 0 };
	if (guess == first->guess)
		first->played = (struct value){ guess, total, 0, 1, 0, 0,
		    0 };
	return EXIT_OK;
}

/*
 * Reads the ranking of openings of file into the first step: the best
 * and the guess played if it has a row.  Returns an exit status, having
 * said why if not EXIT_OK.
 */
static int
read_openings(const struct solver *sv, const char *file, struct step *first)
{
	struct opening_read o = { sv, first, calloc(sv->guesses.count, 1) };
	int status;

	if (o.seen == NULL) {
		diag("review: out of memory");
		return EXIT_SYSTEM;
	}
	status = openings_read(file, take_opening, &o);
	free(o.seen);

	if (status == EXIT_OK && first->best.guess == SIZE_MAX) {
		diag("%s: no opening ranked", strcmp(file, "-") == 0 ?
		    "<stdin>" : file);
		status = EXIT_INPUT;
	}
	return status;
}

/*
 * Weighs step k of the game at sv's position (its hints before k
 * recorded), with the openings of set for the first.  Returns an exit
 * status.
 */
static int
weigh_step(struct solver *sv, const struct review_settings *set,
    struct review *rv, size_t k)
{
	struct step *st = &rv->steps[k];
	int status = EXIT_OK;

	st->secrets = sv->secret_count;
	st->best = st->played = unknown;
	st->best_unlimited = st->played_unlimited = unknown;
	if (k == 0 && set->openings != NULL)
		status = read_openings(sv, set->openings, st);
	if (status == EXIT_OK && st->best.guess == SIZE_MAX)
		status = weigh_position(sv, rv, &st->best,
		    &st->best_unlimited);
	if (status == EXIT_OK && st->played.guess == SIZE_MAX)
		status = weigh_played_step(sv, rv, st);
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
weigh_game(struct solver *sv, const struct review_settings *set,
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
	rv->after = (struct value){ SIZE_MAX, 0, 1, 0, 0, 0, 0 };
	rv->after_unlimited = unknown;
	if (status == EXIT_OK && !rv->solved && rv->count == 0 &&
	    set->openings != NULL) {
		struct step none = { .guess = SIZE_MAX, .secrets =
		    sv->secret_count, .best.guess = SIZE_MAX };

		status = read_openings(sv, set->openings, &none);
		rv->after = none.best;
	} else if (status == EXIT_OK && !rv->solved && !signalled(rv))
		status = weigh_position(sv, rv, &rv->after,
		    &rv->after_unlimited);
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

/*
 * Returns 1 if some value of rv is none: no strategy wins every game
 * from there (or with the guess played) within the tries.
 */
static int
beyond(const struct review *rv)
{
	for (size_t k = 0; k < rv->count; k++)
		if (rv->steps[k].played.beyond || rv->steps[k].best.beyond)
			return 1;
	return !rv->solved && rv->after.beyond;
}

/*
 * Returns 1 if rv's game is lost: not won, and no strategy wins every
 * game from where it stands within the tries.
 */
static int
lost(const struct review *rv)
{
	return !rv->solved && rv->after.beyond;
}

/* Returns 1 if the try limit binds at step k of rv, its guess or best. */
static int
step_binds(const struct review *rv, size_t k)
{
	const struct step *st = &rv->steps[k];

	return binds(&st->played, &st->played_unlimited) ||
	    binds(&st->best, &st->best_unlimited);
}

/* Returns 1 if the try limit binds after rv's game not solved. */
static int
after_binds(const struct review *rv)
{
	return !rv->solved && binds(&rv->after, &rv->after_unlimited);
}

/* Returns the guesses expected at the game's start, the first B. */
static double
start(const struct review *rv)
{
	return rv->count > 0 ? expected(&rv->steps[0].best,
	    rv->steps[0].secrets) : expected(&rv->after, rv->after_secrets);
}

/*
 * Returns a - b: unknown (NaN) where either is, else none (infinite,
 * what no strategy has) where either is none.
 */
static double
difference(double a, double b)
{
	if (isnan(a) || isnan(b))
		return NAN;
	return isinf(a) || isinf(b) ? INFINITY : a - b;
}

/* Returns step k's cost, P - B. */
static double
cost(const struct review *rv, size_t k)
{
	const struct step *st = &rv->steps[k];

	return difference(expected(&st->played, st->secrets),
	    expected(&st->best, st->secrets));
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

	return difference(expected(&st->played, st->secrets) - 1,
	    expected_after(rv, k));
}

#define NUMBER_TEXT	32	/* bytes of a number written */

/*
 * Writes x with four decimals into text (NUMBER_TEXT bytes), ? if not
 * known, - if none (beyond).  Returns text.
 */
static const char *
number_text(double x, char *text)
{
	if (isinf(x))
		return "-";
	if (isnan(x))
		return "?";
	snprintf(text, NUMBER_TEXT, "%.4f", x);
	return text;
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

/*
 * Writes best v of a position of n secrets: its guess, the guesses
 * expected with it, and whether it is proven or given; in a row, with
 * their text.
 */
static void
put_best(struct record *w, const struct solver *sv, const struct value *v,
    size_t n, int row)
{
	char code[VARIANT_TEXT_MAX], number[NUMBER_TEXT];
	const char *text = row ? "%s%s" : NULL;

	if (v->guess == SIZE_MAX)
		record_null(w, "best", text, guess_text(sv, v, code),
		    best_mark(v));
	else
		record_string(w, "best", solver_write_guess(sv, v->guess, code),
		    text, guess_text(sv, v, code), best_mark(v));
	record_real(w, "best_expected", expected(v, n), 4, row ? "%s" : NULL,
	    number_text(expected(v, n), number));
	record_bool(w, "best_proven", v->proven, NULL);
	record_bool(w, "best_given", v->given, NULL);
}

/* Writes v's missed (without the try limit), key, null if not known. */
static void
put_missed(struct record *w, const char *key, const struct value *v)
{
	if (v->total == UINT64_MAX)
		record_null(w, key, NULL);
	else
		record_uint(w, key, v->missed, NULL);
}

/*
 * Writes the object without_tries (JSON; the text has them in a table
 * of their own): the values without the try limit at a position of n
 * secrets where it binds, left tries left: of the guess played if played
 * is not NULL, and of the best.
 */
static void
put_unlimited(struct record *w, const struct solver *sv,
    const struct value *played, const struct value *best, size_t n,
    int left)
{
	char code[VARIANT_TEXT_MAX];

	record_object(w, "without_tries");
	record_uint(w, "tries_left", left > 0 ? (uint64_t)left : 0, NULL);
	if (played != NULL) {
		if (played->total != UINT64_MAX)
			record_uint(w, "total", played->total, NULL);
		record_real(w, "expected", expected(played, n), 4, NULL);
		put_missed(w, "missed", played);
	}
	if (best->guess == SIZE_MAX)
		record_null(w, "best", NULL);
	else
		record_string(w, "best", solver_write_guess(sv, best->guess,
		    code), NULL);
	if (best->total != UINT64_MAX)
		record_uint(w, "best_total", best->total, NULL);
	record_real(w, "best_expected", expected(best, n), 4, NULL);
	put_missed(w, "best_missed", best);
	if (played != NULL)
		record_real(w, "cost", difference(expected(played, n),
		    expected(best, n)), 4, NULL);
	record_end(w);
}

/* Writes step k of rv, a guess of the game weighed, as a row. */
static void
put_step(struct record *w, const struct solver *sv, const struct review *rv,
    size_t k)
{
	const struct step *st = &rv->steps[k];
	char code[VARIANT_TEXT_MAX], hint[RULE_TEXT_MAX], number[NUMBER_TEXT];

	record_row(w);
	solver_write_guess(sv, st->guess, code);
	record_string(w, "guess", code, "%s", code);
	solver_write_hint(sv, st->hint, hint);
	record_string(w, "hint", hint, "%s", hint);
	record_uint(w, "secrets", st->secrets, "%zu", st->secrets);
	if (st->played.total != UINT64_MAX)
		record_uint(w, "total", st->played.total, NULL);
	record_real(w, "expected", expected(&st->played, st->secrets), 4, "%s",
	    number_text(expected(&st->played, st->secrets), number));
	put_best(w, sv, &st->best, st->secrets, 1);
	record_real(w, "cost", cost(rv, k), 4, "%s", number_text(cost(rv, k),
	    number));
	record_uint(w, "left", st->left, "%zu", st->left);
	record_real(w, "average_left", st->average_left, 4, "%.2f",
	    st->average_left);
	record_real(w, "luck", luck(rv, k), 4, "%s", number_text(luck(rv, k),
	    number));
	if (step_binds(rv, k))
		put_unlimited(w, sv, &st->played_unlimited,
		    &st->best_unlimited, st->secrets, tries_of(sv, k));
	record_end(w);
}

/*
 * Writes into line (size bytes) the game's sum in words: "game: N
 * guesses = S expected at the start + C cost - L luck", and what is
 * expected still if it is not solved.
 */
static void
game_line(const struct review *rv, char *line, size_t size)
{
	static const int sign[] = { 1, -1, -1 };
	static const char *const names[] = { "cost", "luck",
	    "expected still" };
	char number[NUMBER_TEXT];
	double costs, lucks, term[3];
	size_t n;

	sums(rv, &costs, &lucks);
	term[0] = costs;	/* none (infinite) or unknown (NaN) as a step's */
	term[1] = lucks;
	term[2] = expected(&rv->after, rv->after_secrets);
	n = (size_t)snprintf(line, size, "game%s: %zu %s = %s expected at the "
	    "start", rv->solved ? "" : " so far", rv->count, plural(rv->count,
	    "guess", "guesses"), number_text(start(rv), number));
	for (int t = 0; t < (rv->solved ? 2 : 3) && n < size; t++)
		n += (size_t)snprintf(line + n, size - n, " %c %s %s",
		    (sign[t] < 0) != (term[t] < 0) ? '-' : '+',
		    number_text(fabs(term[t]), number), names[t]);
}

/*
 * Writes v's missed (without the try limit) into text (NUMBER_TEXT
 * bytes), ? if not known.  Returns text.
 */
static const char *
missed_text(const struct value *v, char *text)
{
	if (v->total == UINT64_MAX)
		return "?";
	snprintf(text, NUMBER_TEXT, "%llu", (unsigned long long)v->missed);
	return text;
}

/* Writes step k of rv without the try limit as a line of text. */
static void
put_unlimited_line(struct record *w, const struct solver *sv,
    const struct review *rv, size_t k)
{
	const struct step *st = &rv->steps[k];
	const struct value *played = &st->played_unlimited,
	    *best = &st->best_unlimited;
	char code[VARIANT_TEXT_MAX], best_code[VARIANT_TEXT_MAX];
	char number[5][NUMBER_TEXT];
	double p = expected(played, st->secrets), b = expected(best,
	    st->secrets);
	int left = tries_of(sv, k);

	record_text(w, "%s %d %s %s %s %s %s %s\n", solver_write_guess(sv,
	    st->guess, code), left > 0 ? left : 0, number_text(p, number[0]),
	    guess_text(sv, best, best_code), number_text(b, number[1]),
	    number_text(difference(p, b), number[2]),
	    missed_text(played, number[3]), missed_text(best, number[4]));
}

/*
 * Writes the values without the try limit where it binds, a table of the
 * guesses (text; JSON has them in each row), and a line of the best next
 * guess if the game is not solved.
 */
static void
put_unlimited_text(struct record *w, const struct solver *sv,
    const struct review *rv)
{
	const struct value *next = &rv->after_unlimited;
	char code[VARIANT_TEXT_MAX], number[2][NUMBER_TEXT];
	int heading = 1, left = tries_of(sv, rv->count);

	for (size_t k = 0; k < rv->count; k++) {
		if (!step_binds(rv, k))
			continue;
		if (heading)
			record_text(w, "without the try limit, where it binds "
			    "(missed: secrets found after the tries left):\n"
			    "guess tries-left expected best best-expected cost "
			    "missed best-missed\n");
		heading = 0;
		put_unlimited_line(w, sv, rv, k);
	}
	if (after_binds(rv))
		record_text(w, "not solved, without the try limit: %s guesses "
		    "expected with the best next guess, %s, %s missed within "
		    "the %d tries left\n", number_text(expected(next,
		    rv->after_secrets), number[0]), guess_text(sv, next, code),
		    missed_text(next, number[1]), left > 0 ? left : 0);
}

/* Writes what the marks of rv's text mean, those it has. */
static void
put_notes(struct record *w, const struct review *rv)
{
	int marked = !rv->solved && *best_mark(&rv->after) == '*', given = 0;

	for (size_t k = 0; k < rv->count; k++) {
		marked |= *best_mark(&rv->steps[k].best) == '*';
		given |= rv->steps[k].best.given;
	}
	if (given)
		record_text(w, "+ the best opening as --openings ranks it "
		    "(trusted: not proven here)\n");
	if (marked)
		record_text(w, "* the best found before the search was "
		    "stopped, not proven\n");
	if (beyond(rv))
		record_text(w, "- none: no strategy wins every game from there "
		    "within the try limit (--tries=none lifts it)\n");
}

/* Writes the review: a row a guess, then the game's sums. */
static void
write_review(const struct review_settings *set, const struct solver *sv,
    const struct review *rv)
{
	static const struct record_column columns[] = { { "guess", "guess" },
	    { "hint", "hint" }, { "secrets", "secrets" }, { "total", NULL },
	    { "expected", "expected" }, { "best", "best" },
	    { "best_expected", "best-expected" }, { "best_proven", NULL },
	    { "best_given", NULL }, { "cost", "cost" }, { "left", "left" },
	    { "average_left", "average-left" }, { "luck", "luck" } };
	char code[VARIANT_TEXT_MAX], number[NUMBER_TEXT], line[512];
	double costs, lucks;
	struct record w;

	sums(rv, &costs, &lucks);
	record_begin(&w, set->format);
	record_object(&w, NULL);
	record_table(&w, "guesses", columns, sizeof(columns) /
	    sizeof(*columns));
	for (size_t k = 0; k < rv->count; k++)
		put_step(&w, sv, rv, k);
	record_end(&w);
	record_bool(&w, "solved", rv->solved, NULL);
	record_bool(&w, "lost", lost(rv), NULL);
	record_bool(&w, "beyond_tries", beyond(rv), NULL);
	if (!rv->solved) {
		record_uint(&w, "left", rv->after_secrets, "not solved: %zu %s "
		    "left, %s guesses expected with the best next guess, "
		    "%s%s\n",
		    rv->after_secrets, plural(rv->after_secrets, "secret",
		    "secrets"), number_text(expected(&rv->after,
		    rv->after_secrets), number), guess_text(sv, &rv->after,
		    code), best_mark(&rv->after));
		put_best(&w, sv, &rv->after, rv->after_secrets, 0);
		if (after_binds(rv))
			put_unlimited(&w, sv, NULL, &rv->after_unlimited,
			    rv->after_secrets, tries_of(sv, rv->count));
	}
	game_line(rv, line, sizeof(line));
	record_real(&w, "expected", start(rv), 4, "%s\n", line);
	record_real(&w, "cost", costs, 4, NULL);
	record_real(&w, "luck", lucks, 4, NULL);
	put_unlimited_text(&w, sv, rv);
	put_notes(&w, rv);
	record_end(&w);
}

int
review_command(int argc, char *argv[])
{
	struct review_settings set = { .cb = { .strategy = STRATEGY_OPTIMAL,
	    .goal = GOAL_AVERAGE, .run.time_limit = 60 } };
	struct review rv = { .stopped = OPTIMAL_FINISHED };
	struct solver sv;
	int status;

	codebreaker_parse(&review_mode, help, &argc, &argv, &set, &set.cb);
	codebreaker_start(&sv, &set.cb, 1);
	status = hints_read(&sv, set.file, argc, argv);
	if (status == EXIT_CONTRADICTION)
		status = hints_blame(&sv, set.format);
	else if (status == EXIT_OK)
		status = weigh_game(&sv, &set, &rv);
	if (status == EXIT_OK)
		write_review(&set, &sv, &rv);
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
