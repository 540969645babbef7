/*
 * code solve: the computer as codebreaker (solver.h), from the command
 * line, a history stream, or a game on a pipe.  Its options, which code
 * analyze shares, are codebreaker.c's.
 */

#include <errno.h>
#include <math.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../codes/tree.h"
#include "../core/diag.h"
#include "../core/output.h"
#include "../core/reader.h"
#include "../core/variant.h"
#include "../solver/blame.h"
#include "../solver/history.h"
#include "../solver/replay.h"
#include "../solver/solver.h"
#include "cli.h"
#include "codebreaker.h"
#include "commands.h"

#define ANSWER_MAX	256	/* bytes of an answer line kept */

/*
 * Returns sv's next guess (of a stopped search: the best found,
 * codebreaker_stopped()); exits with a message if memory ran out or no
 * strategy finds every secret.
 */
static size_t
next_guess(struct solver *sv)
{
	size_t guess;
	int status = solver_next(sv, &guess);

	if (status == 0 && guess != SIZE_MAX)
		return guess;
	if (status == EXIT_OUT_OF_TRIES)
		codebreaker_none_within("solve", sv->optimal, NULL);
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

/* Records a GUESS:STRONG,WEAK operand.  Returns an exit status. */
static int
record_operand(struct solver *sv, const char *entry)
{
	const char *colon = strrchr(entry, ':');
	char where[VARIANT_WHY_MAX + 8], why[VARIANT_WHY_MAX];
	char shown[DIAG_QUOTED_MAX];
	unsigned h;
	size_t guess;

	diag_quote(shown, sizeof(shown), (const unsigned char *)entry,
	    strlen(entry));
	snprintf(where, sizeof(where), "%s: ", shown);
	if (colon == NULL) {
		diag("%sexpected GUESS:%s", where, rule_is_counts(sv->rule) ?
		    "STRONG,WEAK" : "HINT");
		return EXIT_INPUT;
	}
	if ((guess = history_guess(sv, entry, (size_t)(colon - entry), why)) ==
	    SIZE_MAX || history_parse_hint(sv, colon + 1, strlen(colon + 1),
	    guess, &h, why) == -1) {
		diag("%s%s", where, why);
		return EXIT_INPUT;
	}
	return history_record(sv, where, guess, h);
}


/* Writes hint i of sv as GUESS:HINT into text; returns text. */
static char *
hint_text(const struct solver *sv, size_t i, char *text, size_t size)
{
	char code[VARIANT_TEXT_MAX], reply[RULE_TEXT_MAX];
	const struct solver_hint *hint = &sv->hints[i];

	snprintf(text, size, "%s:%s", solver_write_guess(sv, hint->guess,
	    code), solver_write_hint(sv, hint->hint, reply));
	return text;
}

/* Says which of sv's hints contradict each other, as b found, in words. */
static void
say_blame(const struct solver *sv, const struct blame *b)
{
	char text[VARIANT_LENGTH_MAX + RULE_TEXT_MAX + 4];
	size_t size = b->set_count * (sizeof(text) + OUTPUT_NUMBER_MAX + 16);
	char *list = malloc(size), *at = list;

	for (size_t k = 0; list != NULL && k < b->set_count; k++)
		at += snprintf(at, size - (size_t)(at - list), "%shint %zu (%s)",
		    k > 0 ? ", " : "", b->set[k] + 1, hint_text(sv, b->set[k],
		    text, sizeof(text)));
	if (b->set_count == 1)
		diag("%s agrees with no secret on its own", list != NULL ?
		    list : "a hint");
	else
		diag("hints that contradict each other, none of them can be "
		    "dropped%s: %s", b->smallest ? " and no fewer do" : "",
		    list != NULL ? list : "(out of memory)");
	free(list);
	diag("secrets that agree with every hint but one:");
	for (size_t i = 0; i < sv->hints_kept; i++)
		diag("    but hint %zu (%s): %llu", i + 1, hint_text(sv, i, text,
		    sizeof(text)), (unsigned long long)b->agree_without[i]);
}

/* Writes sv's hints and what b found of them as JSON fields, after others. */
static void
say_blame_json(const struct solver *sv, const struct blame *b)
{
	char code[VARIANT_TEXT_MAX], reply[RULE_TEXT_MAX];

	output_printf(",\"hints\":[");
	for (size_t i = 0; i < sv->hints_kept; i++) {
		const struct solver_hint *hint = &sv->hints[i];

		output_printf("%s{\"hint\":%zu,\"guess\":", i > 0 ? "," : "",
		    i + 1);
		output_json_string(solver_write_guess(sv, hint->guess, code));
		solver_write_hint(sv, hint->hint, reply);
		if (rule_is_counts(sv->rule))	/* "2,1": its two numbers */
			output_printf(",\"strong\":%.*s,\"weak\":%s",
			    (int)strcspn(reply, ","), reply,
			    strchr(reply, ',') + 1);
		else {
			output_printf(",\"reply\":");
			output_json_string(reply);
		}
		output_printf(",\"agree_without\":%llu}",
		    (unsigned long long)b->agree_without[i]);
	}
	output_printf("],\"contradicting\":[");
	for (size_t k = 0; k < b->set_count; k++)
		output_printf("%s%zu", k > 0 ? "," : "", b->set[k] + 1);
	output_printf("],\"smallest\":%s", b->smallest ? "true" : "false");
}

/*
 * Says, in words or as JSON, which of sv's hints contradict each other.
 * Returns EXIT_CONTRADICTION, or EXIT_SYSTEM if memory ran out.
 */
static int
blame(const struct solver *sv, int json)
{
	struct blame b;

	if (blame_hints(sv, &b) != EXIT_OK)
		return EXIT_SYSTEM;
	if (json) {
		output_printf("{\"secrets\":0");
		say_blame_json(sv, &b);
		output_printf("}\n");
	} else
		say_blame(sv, &b);
	blame_free(&b);
	return EXIT_CONTRADICTION;
}

/* Records the history stream r in the solver sv.  Returns a status. */
static int
read_history(struct reader *r, void *sv)
{
	return history_read(sv, r);
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

	if (blame(sv, 0) != EXIT_CONTRADICTION)
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
interact(struct solver *sv)
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
		size_t guess = next_guess(sv);

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
 * out of tries, as text or JSON.  Returns EXIT_OK, or EXIT_OUT_OF_TRIES.
 */
static int
say_over(const struct codebreaker_settings *set, const struct solver *sv,
    enum standing st, size_t won)
{
	if (set->json && st == SOLVED)
		output_printf("{\"secrets\":%zu,\"solved\":true,\"guesses\":"
		    "%zu}\n", sv->secret_count, won);
	else if (set->json)
		output_printf("{\"secrets\":%zu,\"out_of_tries\":true}\n",
		    sv->secret_count);
	else if (st == SOLVED)
		say_solved(won);
	return st == SOLVED ? EXIT_OK : EXIT_OUT_OF_TRIES;
}

/*
 * Writes what --count, --list or neither asks for, as text lines: with
 * neither, the next guess, or that the game is solved.  Returns
 * EXIT_OK, or EXIT_OUT_OF_TRIES when a guess is asked for and the tries
 * are used up.
 */
static int
report(const struct codebreaker_settings *set, struct solver *sv)
{
	enum standing st;
	size_t won;

	if (set->count)
		output_printf("%zu\n", sv->secret_count);
	else if (set->list)
		for (size_t i = 0; i < sv->secret_count; i++)
			say_code(sv, &sv->secrets, sv->secret_left[i]);
	else if ((st = standing(sv, &won)) != PLAYING)
		return say_over(set, sv, st, won);
	else
		say_code(sv, &sv->guesses, next_guess(sv));
	return EXIT_OK;
}

/*
 * Writes what --count, --list or neither asks for as a JSON object: the
 * secrets that agree, and their list or the next guess ("solved" and
 * "guesses" once solved, "out_of_tries" when the tries are used up).
 * Returns EXIT_OK, or EXIT_OUT_OF_TRIES for the last.
 */
static int
report_json(const struct codebreaker_settings *set, struct solver *sv)
{
	char code[VARIANT_TEXT_MAX];
	enum standing st = PLAYING;
	size_t won;

	if (!set->list && !set->count &&
	    (st = standing(sv, &won)) != PLAYING)
		return say_over(set, sv, st, won);
	output_printf("{\"secrets\":%zu", sv->secret_count);
	if (set->list) {
		output_printf(",\"list\":[");
		for (size_t i = 0; i < sv->secret_count; i++) {
			output_printf("%s", i > 0 ? "," : "");
			output_json_string(variant_write(sv->variant,
			    space_code(&sv->secrets, sv->secret_left[i]),
			    sv->secrets.length, code));
		}
		output_printf("]");
	} else if (!set->count) {
		output_printf(",\"guess\":");
		output_json_string(solver_write_guess(sv, next_guess(sv),
		    code));
	}
	output_printf("}\n");
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

/* Writes the measure of row as text: optimal's three, else the score. */
static void
say_measure(const struct solver *sv, const struct solver_ranked *row)
{
	if (sv->strategy == STRATEGY_OPTIMAL)
		output_printf("%llu %.4f %u", (unsigned long long)row->total,
		    row->score, row->worst);
	else if (sv->strategy == STRATEGY_KNUTH ||
	    sv->strategy == STRATEGY_MOST_PARTS)
		output_printf("%.0f", row->score);
	else
		output_printf("%.4f", row->score);
}

/*
 * Writes the n rows of --top (of found) as lines under a line naming the
 * columns.
 */
static void
say_top(const struct solver *sv, const struct solver_ranked *rows, size_t n,
    size_t found, uint64_t rest)
{
	char code[VARIANT_TEXT_MAX];

	output_printf("rank guess %s possible\n", sv->strategy ==
	    STRATEGY_OPTIMAL ? "total average worst" :
	    strategy_measure(sv->strategy));
	for (size_t i = 0; i < n; i++) {
		output_printf("%zu%s %s ", rank_of(sv, rows, i), tied(sv, rows,
		    n, found, i, rest) ? "=" : "", solver_write_guess(sv,
		    rows[i].guess, code));
		say_measure(sv, &rows[i]);
		output_printf(" %s\n", rows[i].possible ? "yes" : "no");
	}
}

/* Writes the n rows of --top (of r->rows) as a JSON object. */
static void
say_top_json(const struct solver *sv, const struct solver_ranked *rows,
    size_t n, const struct optimal_ranking *r)
{
	char code[VARIANT_TEXT_MAX];

	output_printf("{\"secrets\":%zu,\"strategy\":\"%s\",\"measure\":"
	    "\"%s\",\"top\":[", sv->secret_count, strategy_name(sv->strategy),
	    strategy_measure(sv->strategy));
	for (size_t i = 0; i < n; i++) {
		output_printf("%s{\"rank\":%zu,\"tie\":%s,\"guess\":",
		    i > 0 ? "," : "", rank_of(sv, rows, i), tied(sv, rows, n,
		    r->rows, i, r->rest) ? "true" : "false");
		output_json_string(solver_write_guess(sv, rows[i].guess,
		    code));
		if (sv->strategy == STRATEGY_OPTIMAL)
			output_printf(",\"total\":%llu,\"average\":%.4f,"
			    "\"worst\":%u", (unsigned long long)rows[i].total,
			    rows[i].score, rows[i].worst);
		else
			output_printf(",\"score\":%.6g", rows[i].score);
		output_printf(",\"possible\":%s}", rows[i].possible ? "true" :
		    "false");
	}
	output_printf("]");
	if (sv->strategy == STRATEGY_OPTIMAL) {
		output_printf(",\"proven\":%s", r->stopped == OPTIMAL_FINISHED ?
		    "true" : "false");
		if (r->rest != UINT64_MAX)
			output_printf(",\"others_at_least\":%llu",
			    (unsigned long long)r->rest);
	}
	output_printf("}\n");
}

/*
 * Writes the best next guesses --top asks for, and, if the search was
 * stopped, what it proved.  Returns an exit status.
 */
static int
report_top(const struct codebreaker_settings *set, struct solver *sv)
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
	    top : top + 1, rows, &r)) == EXIT_OK) {
		size_t shown = r.rows < top ? r.rows : top;

		if (set->json)
			say_top_json(sv, rows, shown, &r);
		else
			say_top(sv, rows, shown, r.rows, r.rest);
	} else if (status == EXIT_OUT_OF_TRIES)
		codebreaker_none_within("solve", sv->optimal, NULL);
	if (status == EXIT_OK && r.stopped != OPTIMAL_FINISHED)
		status = codebreaker_rank_stopped("solve", &r);
	free(rows);
	return status;
}

/*
 * Returns 1 if hints are still read after status: hints that contradict
 * each other do not stop the reading, so that every hint is there to
 * blame; any other fault does.
 */
static int
still_reading(int status)
{
	return status == EXIT_OK || status == EXIT_CONTRADICTION;
}

/* Returns the status of hints read with status, then more with more. */
static int
more_hints(int status, int more)
{
	return more == EXIT_OK ? status : more;
}

int
solve_history(struct solver *sv, const struct codebreaker_settings *set,
    int argc, char *argv[])
{
	int status = EXIT_OK;

	for (int i = 0; i < argc && still_reading(status); i++)
		status = more_hints(status, strcmp(argv[i], "-") == 0 ?
		    cli_run_file("-", READER_SIZE_DEFAULT, read_history, sv) :
		    record_operand(sv, argv[i]));
	if (set->file != NULL && still_reading(status))
		status = more_hints(status, cli_run_file(set->file,
		    READER_SIZE_DEFAULT, read_history, sv));
	return status;
}

int
solve_blame(const struct solver *sv, int json)
{
	return blame(sv, json);
}

int
solve_command(int argc, char *argv[])
{
	struct codebreaker_settings set = { .strategy = STRATEGY_KNUTH };
	struct solver sv;
	int status = EXIT_OK;

	codebreaker_parse(&solve_mode, argc, argv, &set);
	argc -= optind;
	argv += optind;
	if (set.count + set.list + set.interactive + (set.top > 0) > 1 ||
	    (set.interactive && set.json)) {
		diag("solve: --count, --list, --top and --interactive go alone, "
		    "--interactive without --format");
		codebreaker_usage();
	}
	if (set.top > 0 && strategy_measure(set.strategy) == NULL) {
		diag("solve: --top ranks guesses by a strategy's measure; %s "
		    "has none", strategy_name(set.strategy));
		codebreaker_usage();
	}
	if (set.top > 0 && set.strategy == STRATEGY_OPTIMAL &&
	    set.goal != GOAL_AVERAGE) {
		diag("solve: --top ranks guesses by their least total, goal "
		    "average");
		codebreaker_usage();
	}
	codebreaker_start(&sv, &set);
	status = solve_history(&sv, &set, argc, argv);
	if (status == EXIT_CONTRADICTION)
		status = blame(&sv, set.json);
	else if (status == EXIT_OK && set.interactive)
		status = interact(&sv);
	else if (status == EXIT_OK && set.top > 0)
		status = report_top(&set, &sv);
	else if (status == EXIT_OK && set.json)
		status = report_json(&set, &sv);
	else if (status == EXIT_OK)
		status = report(&set, &sv);
	if (status == EXIT_OK)
		status = codebreaker_stopped(&sv, NULL);
	solver_free(&sv);
	return cli_finish(status);
}
