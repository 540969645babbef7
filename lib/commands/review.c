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
#include <getopt.h>
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
    "luck.\n"
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
		first->best = (struct value){ guess, total, 1, 1, 0 };
	if (guess == first->guess)
		first->played = (struct value){ guess, total, 0, 1, 0 };
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
	}
	game_line(rv, line, sizeof(line));
	record_real(&w, "expected", start(rv), 4, "%s\n", line);
	record_real(&w, "cost", costs, 4, NULL);
	record_real(&w, "luck", lucks, 4, NULL);
	put_notes(&w, rv);
	record_end(&w);
}

int
review_command(int argc, char *argv[])
{
	struct review_settings set = { .cb = { .strategy = STRATEGY_OPTIMAL,
	    .goal = GOAL_AVERAGE, .run.time_limit = 60 } };
	struct review rv = { NULL, 0, 0, { 0 }, 0, OPTIMAL_FINISHED };
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
