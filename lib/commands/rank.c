/*
 * code rank: every first guess (or those named) weighed by the optimal
 * search, goal average, a row each: exact for the best, the others a
 * bound that proves them no better (rank.h).
 */

#include "rank.h"

#include <getopt.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/diag.h"
#include "../core/variant.h"
#include "../solver/history.h"
#include "certify.h"
#include "cli.h"
#include "commands.h"
#include "openings.h"
#include "options.h"
#include "ranking.h"

/* What the options of rank set. */
struct rank_settings {
	struct codebreaker cb;
	struct rank_ask ask;
	enum record_format format;	/* --format */
	const char *certificate;	/* --certificate */
};

static const char usage[] =
    "usage: " PROGRAM_NAME
    " rank [-v VARIANT] [RULES] [--threads=N] [--tries=N|none]\n"
    "               [--consistent] [--memory=SIZE] [--progress[=SECONDS]]\n"
    "               [--time-limit=DURATION]\n"
    "               [--first=all|GUESS,... | --first-from=FILE]\n"
    "               [--top=N|all] [--above=TOTAL] [--format=text|json|csv]\n"
    "               [--certificate=FILE]\n"
    CLI_RULES_USAGE;

static const char intro[] =
    "\n"
    PROGRAM_NAME
    " rank weighs first guesses with the optimal search, goal average:\n"
    "for each its least total, or a bound that proves it no better.\n"
    "\n";

static const char own_help[] =
    RANK_HELP
    "  --format=FORMAT     text (default), json, or csv\n"
    CERTIFY_HELP
    "                      (of the best total, with --first=all)\n"
    CODEBREAKER_HELP_END;

static const char exit_help[] =
    "Exit status: 0 success, 1 bad input (a line of --first-from), 2 usage\n"
    "error, 3 a system error, 5 no first guess wins every game within\n"
    "--tries; a ranking stopped with its rows so far: 124 by\n"
    "--time-limit, 130 by SIGINT, 143 by SIGTERM.  See " PROGRAM_NAME
    "(1).\n";

static const char *const help[] = { intro, CODEBREAKER_HELP_RULES,
    CODEBREAKER_HELP_SEARCH, CODEBREAKER_HELP_RUN, own_help, exit_help,
    NULL };

enum { FIRST, FIRST_FROM, TOP, ABOVE };

/* Takes an option of the ranking into ask. */
static void
take_ask(void *ask, int id, const char *arg)
{
	struct rank_ask *a = ask;

	if (id == FIRST)
		a->first = arg;
	else if (id == FIRST_FROM)
		a->first_from = arg;
	else if (id == TOP)
		a->top = strcmp(arg, "all") == 0 ? SIZE_MAX :
		    (size_t)cli_number("--top", arg, 1, SPACE_CODES_MAX);
	else
		a->above = (uint64_t)cli_number("--above", arg, 1,
		    OPTIMAL_TOTAL_MAX);
}

static const struct cli_option ask_options[] = {
	{ "first", 0, required_argument, FIRST, cli_value_all },
	{ "first-from", 0, required_argument, FIRST_FROM, NULL },
	{ "top", 0, required_argument, TOP, cli_value_all },
	{ "above", 0, required_argument, ABOVE, NULL },
	{ NULL, 0, 0, 0, NULL }
};

const struct cli_group rank_options = { ask_options, take_ask };

const struct cli_mode rank_mode = {
	.name = "rank", .usage = usage, .help = codebreaker_help,
	.rules = CLI_RULES_ALL,
	.variant = "classic", .uses = {
		{ &codebreaker_search, offsetof(struct rank_settings, cb) },
		{ &rank_options, offsetof(struct rank_settings, ask) },
		{ &options_format_csv, offsetof(struct rank_settings,
		    format) },
		{ &certify_options, offsetof(struct rank_settings,
		    certificate) } }
};

/*
 * Exits with a usage error if file is asked of a ranking that does not
 * weigh every first guess: the certificate proves the best.
 */
static void
rank_certify_check(const struct codebreaker *cb, const struct rank_ask *ask,
    const char *file)
{
	if (file == NULL || (ask->first_from == NULL && (ask->first == NULL ||
	    strcmp(ask->first, "all") == 0)))
		return;
	diag("%s: --certificate proves the best of every first guess: "
	    "--first=all", cb->command);
	cli_usage(usage);
}

int
rank_asked(const struct rank_ask *ask, const struct solver *sv)
{
	char why[VARIANT_WHY_MAX];

	if (ask->first_from != NULL || ask->top > 0 || ask->above > 0)
		return 1;
	if (ask->first == NULL)
		return 0;
	if (strcmp(ask->first, "all") == 0)
		return 1;
	/* a guess of colours that include the comma is one guess */
	return strchr(ask->first, ',') != NULL && history_guess(sv,
	    ask->first, strlen(ask->first), why) == SIZE_MAX;
}

/* The guesses read so far, distinct, in the order named. */
struct guesses {
	const struct solver *sv;
	size_t *only, count;
	unsigned char *seen;	/* a byte a guess of sv */
};

/* Adds guess to g unless it is there already. */
static void
add_guess(struct guesses *g, size_t guess)
{
	if (!g->seen[guess]) {
		g->seen[guess] = 1;
		g->only[g->count++] = guess;
	}
}

/*
 * Reads the guesses of --first=GUESS,GUESS,... into g.  Returns EXIT_OK,
 * or EXIT_USAGE having named a bad one.
 */
static int
read_listed(const struct codebreaker *cb, struct guesses *g,
    const char *text)
{
	char why[VARIANT_WHY_MAX], bad[VARIANT_TEXT_MAX];

	for (const char *at = text;; at++) {
		size_t n = strcspn(at, ","), guess;

		if ((guess = history_guess(g->sv, at, n, why)) == SIZE_MAX) {
			snprintf(bad, sizeof(bad), "%.*s", (int)(n <
			    VARIANT_TEXT_MAX - 1 ? n : VARIANT_TEXT_MAX - 1),
			    at);
			diag("%s: --first: %s, found '%s'", cb->command, why,
			    bad);
			return EXIT_USAGE;
		}
		add_guess(g, guess);
		if (at[n] == '\0')
			return EXIT_OK;
		at += n;
	}
}

/* Takes a line of --first-from's file: a guess alone. */
static int
take_line(void *guesses, struct reader *r, const struct opening_line *line)
{
	struct guesses *g = guesses;
	char text[TOKEN_TEXT_MAX + 1], why[VARIANT_WHY_MAX];
	size_t n, guess;

	if (line->count > 1)
		return openings_say(r, line, 1, "expected a guess alone on its "
		    "line");
	openings_word(line, 0, text, &n);
	if ((guess = history_guess(g->sv, text, n, why)) == SIZE_MAX)
		return openings_say(r, line, 0, "%s", why);
	add_guess(g, guess);
	return EXIT_OK;
}

/* Reads the guesses of --first-from=path into g.  Returns a status. */
static int
read_file(struct guesses *g, const char *path)
{
	int status = openings_read(path, take_line, g);

	if (status == EXIT_OK && g->count == 0) {
		diag("%s: no guess", strcmp(path, "-") == 0 ? "<stdin>" : path);
		status = EXIT_INPUT;
	}
	return status;
}

int
rank_read(const struct codebreaker *cb, const struct rank_ask *ask,
    const struct solver *sv, size_t **only, struct optimal_rank_ask *t)
{
	struct guesses g = { sv, NULL, 0, NULL };
	int status = EXIT_OK;

	*only = NULL;
	/* the best exact always, with --above too */
	*t = (struct optimal_rank_ask){ NULL, 0, ask->top > 0 ? ask->top : 1,
	    ask->above };
	if (ask->first != NULL && ask->first_from != NULL) {
		diag("%s: --first goes without --first-from: one of them names "
		    "the guesses", cb->command);
		return EXIT_USAGE;
	}
	if (ask->first_from == NULL && (ask->first == NULL ||
	    strcmp(ask->first, "all") == 0))
		return EXIT_OK;
	g.only = malloc(sv->guesses.count * sizeof(*g.only) + 1);
	g.seen = calloc(sv->guesses.count + 1, 1);
	if (g.only == NULL || g.seen == NULL) {
		diag("out of memory");
		status = EXIT_SYSTEM;
	} else if (ask->first_from != NULL)
		status = read_file(&g, ask->first_from);
	else
		status = read_listed(cb, &g, ask->first);
	free(g.seen);
	*only = g.only;
	*t = (struct optimal_rank_ask){ g.only, g.count, t->top, t->above };
	return status;
}

/* The standing of row i of a ranking, as a rank can say it. */
struct standing {
	size_t rank;		/* 0: not proven (a bound below it) */
	int tie;		/* another row, or a bound, equals it */
};

/*
 * Returns row i's standing among the count rows (rest, the least bound
 * of any other).  A row's rank is one past the exact rows better than
 * it, if no bound is below its total.
 */
static struct standing
standing_of(const struct optimal_ranked *rows, size_t count, size_t i,
    uint64_t rest)
{
	struct standing s = { 0, 0 };
	size_t first = i;

	if (!rows[i].exact || rows[i].total >= optimal_never())
		return s;
	while (first > 0 && rows[first - 1].total == rows[i].total)
		first--;
	s.tie = first < i || (i + 1 < count && rows[i + 1].exact &&
	    rows[i + 1].total == rows[i].total) || rest == rows[i].total;
	if (rows[i].total <= rest)
		s.rank = first + 1;
	return s;
}

/*
 * Writes into text (32 bytes) total over n to 4 places, rounded down if
 * it is a bound (still one).
 */
static void
average_text(uint64_t total, size_t n, int exact, char *text)
{
	if (exact)
		snprintf(text, 32, "%.4f", (double)total / (double)n);
	else
		snprintf(text, 32, "%llu.%04llu", (unsigned long long)(total /
		    n), (unsigned long long)(total % n * 10000 / n));
}

/* Writes row i of the ranking r of sv. */
static void
put_row(struct record *w, const struct solver *sv,
    const struct optimal_ranked *rows, size_t i,
    const struct optimal_ranking *r)
{
	struct standing s = standing_of(rows, r->rows, i, r->rest);
	char code[VARIANT_TEXT_MAX], average[32];
	const struct optimal_ranked *row = &rows[i];

	average_text(row->total, sv->secret_count, row->exact, average);
	ranking_row(w, RANKING_BOUNDED, &(struct ranking_row){
	    .guess = solver_write_guess(sv, row->guess, code), .rank = s.rank,
	    .tie = s.tie, .exact = row->exact, .never = row->total >=
	    optimal_never(), .total = row->total, .average = average,
	    .worst = row->worst, .possible = space_index(&sv->secrets,
	    space_code(&sv->guesses, row->guess)) != SIZE_MAX });
}

int
rank_write(const struct codebreaker *cb, enum record_format format,
    const struct solver *sv, const struct optimal_ranked *rows,
    const struct optimal_ranking *r)
{
	struct record w;

	record_begin(&w, format);
	record_object(&w, NULL);
	record_uint(&w, "secrets", sv->secret_count, NULL);
	record_string(&w, "goal", "average", NULL);
	record_uint(&w, "openings", r->rows, NULL);
	ranking_begin(&w, "rows", RANKING_BOUNDED, NULL);
	for (size_t i = 0; i < r->rows; i++)
		put_row(&w, sv, rows, i, r);
	record_end(&w);
	record_bool(&w, "proven", r->stopped == OPTIMAL_FINISHED, NULL);
	record_uint(&w, "weighed", r->weighed, NULL);
	record_end(&w);
	if (r->stopped != OPTIMAL_FINISHED) {
		diag("%s: the table was stopped by %s: %zu of %zu first "
		    "guesses weighed, the rows of the others their first "
		    "bounds",
		    cb->command, optimal_stop_name(r->stopped), r->weighed,
		    r->candidates);
		return codebreaker_stop_status(r->stopped);
	}
	if (r->rows > 0 && rows[0].total >= optimal_never()) {
		codebreaker_none_within(cb, sv->optimal, NULL);
		return EXIT_OUT_OF_TRIES;
	}
	return EXIT_OK;
}

/*
 * Writes file (if not NULL), the certificate of the best of r's rows
 * (none if no row wins within the try limit), given the status of the
 * ranking.  Returns the status, or the certificate's if that failed.
 */
static int
rank_certify(const struct codebreaker *cb, const struct solver *sv,
    const char *file, const struct optimal_ranked *rows,
    const struct optimal_ranking *r, int status)
{
	int none = r->rows == 0 || rows[0].total >= optimal_never();

	if (file == NULL || (status != EXIT_OK && status !=
	    EXIT_OUT_OF_TRIES))
		return status;
	status = certify_write(cb, sv, file, NULL, none ? SIZE_MAX :
	    rows[0].guess,
	    SIZE_MAX, none ? optimal_never() : rows[0].total);
	return status != EXIT_OK ? status : none ? EXIT_OUT_OF_TRIES :
	    EXIT_OK;
}

/*
 * Weighs the first guesses t asks for with sv's search and writes the
 * ranking in format, and the certificate of its best total to
 * certificate if not NULL.  Returns an exit status.
 */
static int
rank(const struct codebreaker *cb, struct solver *sv,
    const struct optimal_rank_ask *t, enum record_format format,
    const char *certificate)
{
	size_t room = t->only != NULL ? t->count : sv->guesses.count;
	struct optimal_ranked *rows = malloc((room + 1) * sizeof(*rows));
	struct optimal_ranking r;
	int status;

	if (rows == NULL || optimal_rank_firsts(sv->optimal, sv->secret_left,
	    sv->secret_count, sv->hard, t, rows, &r) == -1) {
		diag("%s: out of memory", cb->command);
		free(rows);
		return EXIT_SYSTEM;
	}
	status = rank_write(cb, format, sv, rows, &r);
	status = rank_certify(cb, sv, certificate, rows, &r, status);
	free(rows);
	return status;
}

int
rank_command(int argc, char *argv[])
{
	struct rank_settings set = { .cb = { .strategy = STRATEGY_OPTIMAL,
	    .goal = GOAL_AVERAGE } };
	struct optimal_rank_ask t;
	struct solver sv;
	size_t *only;
	int status;

	codebreaker_parse(&rank_mode, help, &argc, &argv, &set, &set.cb);
	cli_no_operands(&rank_mode, argc);
	certify_check(&set.cb, usage, set.certificate);
	rank_certify_check(&set.cb, &set.ask, set.certificate);
	codebreaker_start(&sv, &set.cb, 1);
	if ((status = rank_read(&set.cb, &set.ask, &sv, &only, &t)) ==
	    EXIT_OK)
		status = rank(&set.cb, &sv, &t, set.format, set.certificate);
	free(only);
	solver_free(&sv);
	return cli_finish(status);
}
