/*
 * code solve: the computer as codebreaker (solver.h), from the command
 * line, a history stream, or a game on a pipe: the next guess, the
 * secrets left, or the best next guesses ranked.
 */

#include <errno.h>
#include <math.h>
#include <getopt.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/diag.h"
#include "../core/output.h"
#include "../core/reader.h"
#include "../core/variant.h"
#include "../solver/history.h"
#include "../solver/solver.h"
#include "cli.h"
#include "codebreaker.h"
#include "commands.h"
#include "hints.h"
#include "options.h"
#include "ranking.h"
#include "record.h"

/* What the options of solve set. */
struct solve_settings {
	struct codebreaker cb;
	int count, list, interactive;
	size_t top;			/* --top: rows, 0: none, SIZE_MAX: all */
	enum record_format format;	/* --format */
	const char *file;		/* -f */
};

static const char usage[] =
    "usage: " PROGRAM_NAME
    " solve [-v VARIANT] [RULES] [--strategy=S] [--threads=N]\n"
    "                  [--tries=N|none] [--consistent]\n"
    "                  [--goal=average|worst|depth]\n"
    "                  [--memory=SIZE] [--progress[=SECONDS]]\n"
    "                  [--time-limit=DURATION] [--count | --list |\n"
    "                  --top=N|all | --interactive] [--format=text|json]\n"
    "                  [-f FILE] [GUESS:STRONG,WEAK ...]\n"
    CLI_RULES_USAGE;

static const char intro[] =
    "\n"
    PROGRAM_NAME
    " solve prints the next guess of strategy S after the hints so far,\n"
    "given as GUESS:STRONG,WEAK operands or, from FILE or a - operand\n"
    "(standard input), as lines GUESS STRONG WEAK or GUESS (STRONG,WEAK);\n"
    "under another rule GUESS:HINT or GUESS HINT, marks with blanks or\n"
    "not; once a hint says solved, \"solved in N guesses\" instead.\n"
    "\n";

static const char own_help[] =
    "  --count             print how many secrets agree with the hints\n"
    "  --list              print them, one a line\n"
    "  --top=N             print the N best next guesses (or all), a line\n"
    "                      each: RANK GUESS, its measure (optimal: its\n"
    "                      least TOTAL, AVERAGE and WORST case from here;\n"
    "                      knuth largest-part, most-parts parts,\n"
    "                      expected-size and entropy theirs) and whether\n"
    "                      it may be the secret; a tie ranked N=\n"
    "  --interactive       play: print a guess, read its hint, a line\n"
    "                      S W, S,W or (S,W), from standard input; a bad\n"
    "                      line is asked again, and so is a hint that\n"
    "                      leaves no secret; until solved or the end\n"
    "  --format=FORMAT     text (default) or json (not with --interactive)\n"
    "  -f, --file=FILE     read the hints so far from FILE\n"
    CODEBREAKER_HELP_END;

static const char exit_help[] =
    "Exit status: 0 success, 1 bad input (a hint, or a guess --hard\n"
    "forbids after the hints before it), 2 usage error, 3 a system error,\n"
    "4 no secret agrees with every hint, 5 the tries ran out (the hints\n"
    "used them all, or --interactive) or no strategy wins within --tries;\n"
    "a search stopped with the best strategy found: 124 by --time-limit,\n"
    "130 by SIGINT, 143 by SIGTERM.  See " PROGRAM_NAME "(1).\n";

static const char *const help[] = CODEBREAKER_CHUNKS(intro, own_help,
    exit_help);

enum { COUNT = CLI_MODE_OPTION, LIST, TOP, INTERACTIVE };

/* Takes an option of solve's own into the settings. */
static void
take(void *settings, int id, const char *arg)
{
	struct solve_settings *s = settings;

	if (id == COUNT)
		s->count = 1;
	else if (id == LIST)
		s->list = 1;
	else if (id == INTERACTIVE)
		s->interactive = 1;
	else if (id == TOP)
		s->top = strcmp(arg, "all") == 0 ? SIZE_MAX :
		    (size_t)cli_number("--top", arg, 1, SPACE_CODES_MAX);
	else
		s->file = arg;
}

static const struct cli_option options[] = {
	{ "count", 0, no_argument, COUNT, NULL },
	{ "list", 0, no_argument, LIST, NULL },
	{ "top", 0, required_argument, TOP, cli_value_all },
	{ "interactive", 0, no_argument, INTERACTIVE, NULL },
	{ "file", 'f', required_argument, 'f', NULL },
	{ NULL, 0, 0, 0, NULL }
};

const struct cli_mode solve_mode = {
	.name = "solve", .usage = usage, .help = codebreaker_help,
	.options = options, .rules = CLI_RULES_ALL, .variant = "classic",
	.take = take,
	.uses = {
		{ &codebreaker_strategy, offsetof(struct solve_settings, cb) },
		{ &codebreaker_search, offsetof(struct solve_settings, cb) },
		{ &options_format, offsetof(struct solve_settings, format) } }
};

#define ANSWER_MAX	256	/* bytes of an answer line kept */

/*
 * Returns sv's next guess (of a stopped search: the best found,
 * codebreaker_stopped()); exits with a message if memory ran out or no
 * strategy finds every secret.
 */
static size_t
next_guess(const struct codebreaker *cb, struct solver *sv)
{
	size_t guess;
	int status = solver_next(sv, &guess);

	if (status == 0 && guess != SIZE_MAX)
		return guess;
	if (status == EXIT_OUT_OF_TRIES)
		codebreaker_none_within(cb, sv->optimal, NULL);
	else if (status == 0)	/* else out of memory, reported */
		diag("solve: no strategy finds every secret that agrees");
	solver_free(sv);
	exit(cli_finish(status == EXIT_OUT_OF_TRIES ? status : EXIT_SYSTEM));
}

/* Writes the code at index i of space as a line. */
static void
say_code(const struct solver *sv, const struct space *space, size_t i)
{
	char text[VARIANT_TEXT_MAX];

	output_printf("%s\n", variant_write(sv->variant, space_code(space, i),
	    space->length, text));
}

/*
 * Reads the answer to the guess last printed into *h: a line, asked for
 * again (the guess printed again) while it is not a hint.  *line counts
 * the lines read.  Returns 1, 0 at the end of the input, or -1 after
 * reporting a read error.
 */
static int
read_answer(struct reader *r, const struct solver *sv, size_t guess,
    uint64_t *line, unsigned *h)
{
	char text[ANSWER_MAX], why[VARIANT_WHY_MAX];
	size_t n;
	int got;

	for (;;) {
		say_code(sv, &sv->guesses, guess);
		if (output_flush() == -1)	/* reported */
			return -1;
		if ((got = reader_line(r, text, sizeof(text), &n)) != 1) {
			if (got == -1)
				diag("%s: %s", r->name, strerror(r->error));
			return got;
		}
		++*line;
		if (history_parse_answer(sv, text, n, guess, h, why) == 0)
			return 1;
		diag("%s:%llu: %s", r->name, (unsigned long long)*line, why);
	}
}

/*
 * After the last hint of sv left no secret, says which hints contradict
 * each other, keeps the hint in *rejected and forgets it, so that its
 * guess is asked again.  Returns EXIT_OK, or EXIT_SYSTEM if memory ran
 * out.
 */
static int
take_back(struct solver *sv, struct solver_hint *rejected)
{
	char code[VARIANT_TEXT_MAX];

	if (hints_blame(sv, RECORD_TEXT) != EXIT_CONTRADICTION)
		return EXIT_SYSTEM;
	*rejected = sv->hints[sv->hints_kept - 1];
	solver_forget_last(sv);
	diag("the hint of %s again (the same hint again stops):",
	    solver_write_guess(sv, rejected->guess, code));
	return EXIT_OK;
}

/* How the game of the hints so far stands. */
enum standing { PLAYING, SOLVED, OUT_OF_TRIES };

/*
 * Returns how the game of sv's hints stands: SOLVED, with *won the
 * guesses it took, if a hint within the variant's tries said every
 * position is right; else OUT_OF_TRIES if they are used up, having said
 * so; else PLAYING.
 */
static enum standing
standing(const struct solver *sv, size_t *won)
{
	int tries = variant_tries(sv->variant);
	unsigned win = rule_win(sv->rule, sv->guesses.length);

	for (*won = 0; *won < sv->hints_kept; ++*won)
		if (sv->hints[*won].hint == win) {
			if (tries < 0 || *won < (size_t)tries) {
				++*won;
				return SOLVED;
			}
			break;
		}
	if (tries < 0 || sv->turns < (size_t)tries)
		return PLAYING;
	diag("out of tries: %s allows %d %s", sv->variant->name, tries,
	    plural((unsigned)tries, "guess", "guesses"));
	return OUT_OF_TRIES;
}

/* Writes that the game was solved in won guesses, as text. */
static void
say_solved(size_t won)
{
	output_printf("solved in %zu %s\n", won, plural(won, "guess",
	    "guesses"));
}

/*
 * Plays codebreaker on standard input and output: a guess a line, then
 * its hint, a line, until a hint says solved or the input ends.  A hint
 * that leaves no secret (a win for a guess that cannot be the secret
 * too) is taken back and asked again, once said which hints contradict
 * each other; the same hint again ends the game.  Returns an exit status.
 */
static int
interact(const struct codebreaker *cb, struct solver *sv)
{
	struct solver_hint rejected = { SIZE_MAX, 0 };
	int status = EXIT_OK, got;
	enum standing st = PLAYING;
	uint64_t line = 0;
	struct reader r;
	size_t won;
	unsigned h;

	if (reader_open(&r, "-", READER_SIZE_DEFAULT) == -1) {
		diag("<stdin>: %s", strerror(errno));
		return EXIT_SYSTEM;
	}
	while (status == EXIT_OK && (st = standing(sv, &won)) == PLAYING) {
		size_t guess = next_guess(cb, sv);

		if ((got = read_answer(&r, sv, guess, &line, &h)) != 1) {
			status = got == 0 ? EXIT_OK : EXIT_SYSTEM;
			break;
		}
		if (rejected.guess == guess && rejected.hint == h) {
			diag("the same hint again: no secret agrees");
			status = EXIT_CONTRADICTION;
		} else if ((status = history_record(sv, "", guess, h)) ==
		    EXIT_CONTRADICTION)
			status = take_back(sv, &rejected);
	}
	reader_close(&r);
	if (status == EXIT_OK && st == SOLVED)
		say_solved(won);
	return status == EXIT_OK && st == OUT_OF_TRIES ? EXIT_OUT_OF_TRIES :
	    status;
}

/*
 * Writes that the game of sv is over as st says, solved in won guesses or
 * out of tries.  Returns EXIT_OK, or EXIT_OUT_OF_TRIES.
 */
static int
say_over(const struct solve_settings *set, const struct solver *sv,
    enum standing st, size_t won)
{
	struct record w;

	record_begin(&w, set->format);
	record_object(&w, NULL);
	record_uint(&w, "secrets", sv->secret_count, NULL);
	if (st == SOLVED) {
		record_bool(&w, "solved", 1, "solved in %zu %s\n", won,
		    plural(won, "guess", "guesses"));
		record_uint(&w, "guesses", won, NULL);
	} else
		record_bool(&w, "out_of_tries", 1, NULL);
	record_end(&w);
	return st == SOLVED ? EXIT_OK : EXIT_OUT_OF_TRIES;
}

/*
 * Writes what --count, --list or neither asks for: the secrets that
 * agree, and their list or the next guess, or that the game is over.
 * Returns EXIT_OK, or EXIT_OUT_OF_TRIES when a guess is asked for and
 * the tries are used up.
 */
static int
report(const struct solve_settings *set, struct solver *sv)
{
	char code[VARIANT_TEXT_MAX];
	enum standing st;
	struct record w;
	size_t won, guess = SIZE_MAX;

	if (!set->list && !set->count) {
		if ((st = standing(sv, &won)) != PLAYING)
			return say_over(set, sv, st, won);
		guess = next_guess(&set->cb, sv);
	}
	record_begin(&w, set->format);
	record_object(&w, NULL);
	record_uint(&w, "secrets", sv->secret_count, set->count ? "%zu\n" :
	    NULL, sv->secret_count);
	if (set->list) {
		record_list(&w, "list");
		for (size_t i = 0; i < sv->secret_count; i++) {
			variant_write(sv->variant, space_code(&sv->secrets,
			    sv->secret_left[i]), sv->secrets.length, code);
			record_string(&w, NULL, code, "%s\n", code);
		}
		record_end(&w);
	} else if (guess != SIZE_MAX) {
		solver_write_guess(sv, guess, code);
		record_string(&w, "guess", code, "%s\n", code);
	}
	record_end(&w);
	return EXIT_OK;
}

/*
 * Returns 1 if rows a and b of sv's strategy measure the same: their
 * totals, or their scores to within rounding (as the strategy's own
 * comparison has them).
 */
static int
same(const struct solver *sv, const struct solver_ranked *a,
    const struct solver_ranked *b)
{
	if (sv->strategy == STRATEGY_OPTIMAL)
		return a->total == b->total;
	return fabs(a->score - b->score) <= 1e-9 * (fabs(a->score) +
	    fabs(b->score) + 1);
}

/*
 * Returns 1 if row i of the n rows shown ties with a neighbour: a row
 * shown, the row after the last (rows[n], if more than n were found:
 * heuristics), or optimal's rest (the least total of any guess not
 * shown).
 */
static int
tied(const struct solver *sv, const struct solver_ranked *rows, size_t n,
    size_t found, size_t i, uint64_t rest)
{
	return (i > 0 && same(sv, &rows[i - 1], &rows[i])) ||
	    (i + 1 < found && same(sv, &rows[i + 1], &rows[i])) ||
	    (i + 1 == n && sv->strategy == STRATEGY_OPTIMAL &&
	    rest == rows[i].total);
}

/* Returns the rank of row i of rows: one past the rows better than it. */
static size_t
rank_of(const struct solver *sv, const struct solver_ranked *rows, size_t i)
{
	while (i > 0 && same(sv, &rows[i - 1], &rows[i]))
		i--;
	return i + 1;
}

/*
 * Writes the n rows of --top (of r->rows found) and, of the optimal
 * search, whether they are proven and what the others total at least.
 */
static void
write_top(const struct solve_settings *set, const struct solver *sv,
    const struct solver_ranked *rows, size_t n,
    const struct optimal_ranking *r)
{
	const char *measure = strategy_measure(sv->strategy);
	int optimal = sv->strategy == STRATEGY_OPTIMAL;
	enum ranking_kind kind = optimal ? RANKING_TOTALS : RANKING_SCORE;
	char code[VARIANT_TEXT_MAX], average[32];
	struct record w;

	record_begin(&w, set->format);
	record_object(&w, NULL);
	record_uint(&w, "secrets", sv->secret_count, NULL);
	record_string(&w, "strategy", strategy_name(sv->strategy), NULL);
	record_string(&w, "measure", measure, NULL);
	ranking_begin(&w, "top", kind, measure);
	for (size_t i = 0; i < n; i++) {
		snprintf(average, sizeof(average), "%.4f", rows[i].score);
		ranking_row(&w, kind, &(struct ranking_row){
		    .guess = solver_write_guess(sv, rows[i].guess, code),
		    .rank = rank_of(sv, rows, i), .tie = tied(sv, rows, n,
		    r->rows, i, r->rest), .exact = 1, .total = rows[i].total,
		    .average = average, .worst = rows[i].worst,
		    .score = rows[i].score, .whole = sv->strategy ==
		    STRATEGY_KNUTH || sv->strategy == STRATEGY_MOST_PARTS,
		    .possible = rows[i].possible });
	}
	record_end(&w);
	if (optimal)
		record_bool(&w, "proven", r->stopped == OPTIMAL_FINISHED, NULL);
	if (optimal && r->rest != UINT64_MAX)
		record_uint(&w, "others_at_least", r->rest, NULL);
	record_end(&w);
}

/*
 * Writes the best next guesses --top asks for, and, if the search was
 * stopped, what it proved.  Returns an exit status.
 */
static int
report_top(const struct solve_settings *set, struct solver *sv)
{
	size_t top;
	struct solver_ranked *rows;
	struct optimal_ranking r;
	enum standing st = standing(sv, &top);
	int status;

	if (st != PLAYING)	/* no next guess to rank: said as without */
		return say_over(set, sv, st, top);
	top = set->top < sv->guesses.count ? set->top : sv->guesses.count;
	if ((rows = malloc((top + 1) * sizeof(*rows))) == NULL) {
		diag("out of memory");
		return EXIT_SYSTEM;
	}
	/* a heuristic's row after the last shows whether it ties */
	if ((status = solver_rank(sv, sv->strategy == STRATEGY_OPTIMAL ?
	    top : top + 1, rows, &r)) == EXIT_OK)
		write_top(set, sv, rows, r.rows < top ? r.rows : top, &r);
	else if (status == EXIT_OUT_OF_TRIES)
		codebreaker_none_within(&set->cb, sv->optimal, NULL);
	if (status == EXIT_OK)
		status = codebreaker_rank_stopped(&set->cb, &r);
	free(rows);
	return status;
}

/* Checks the options solve was given together; exits on a usage error. */
static void
check_options(const struct solve_settings *set)
{
	if (set->count + set->list + set->interactive + (set->top > 0) > 1 ||
	    (set->interactive && set->format != RECORD_TEXT)) {
		diag("solve: --count, --list, --top and --interactive go alone, "
		    "--interactive without --format");
		cli_usage(usage);
	}
	if (set->top > 0 && strategy_measure(set->cb.strategy) == NULL) {
		diag("solve: --top ranks guesses by a strategy's measure; %s "
		    "has none", strategy_name(set->cb.strategy));
		cli_usage(usage);
	}
	if (set->top > 0 && set->cb.strategy == STRATEGY_OPTIMAL &&
	    set->cb.goal != GOAL_AVERAGE) {
		diag("solve: --top ranks guesses by their least total, goal "
		    "average");
		cli_usage(usage);
	}
}

int
solve_command(int argc, char *argv[])
{
	struct solve_settings set = { .cb.strategy = STRATEGY_KNUTH };
	struct solver sv;
	int status;

	codebreaker_parse(&solve_mode, help, &argc, &argv, &set, &set.cb);
	check_options(&set);
	codebreaker_start(&sv, &set.cb, !set.count && !set.list);
	status = hints_read(&sv, set.file, argc, argv);
	if (status == EXIT_CONTRADICTION)
		status = hints_blame(&sv, set.format);
	else if (status == EXIT_OK && set.interactive)
		status = interact(&set.cb, &sv);
	else if (status == EXIT_OK && set.top > 0)
		status = report_top(&set, &sv);
	else if (status == EXIT_OK)
		status = report(&set, &sv);
	if (status == EXIT_OK)
		status = codebreaker_stopped(&set.cb, &sv, NULL);
	solver_free(&sv);
	return cli_finish(status);
}
