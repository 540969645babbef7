/* code analyze --first=all: every first guess weighed (openings.h). */

#include "openings.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/diag.h"
#include "../core/output.h"
#include "../core/variant.h"
#include "../optimal/optimal.h"
#include "../solver/history.h"
#include "cli.h"
#include "shards.h"

int
openings_asked(const struct codebreaker_settings *set,
    const struct solver *sv)
{
	char why[VARIANT_WHY_MAX];

	if (set->first_from != NULL || set->top > 0 || set->above > 0)
		return 1;
	if (set->first == NULL)
		return 0;
	if (strcmp(set->first, "all") == 0)
		return 1;
	/* a guess of colours that include the comma is one guess */
	return strchr(set->first, ',') != NULL && history_guess(sv,
	    set->first, strlen(set->first), why) == SIZE_MAX;
}

void
openings_check(const struct codebreaker_settings *set,
    const struct solver *sv)
{
	const char *clash = set->tree ? "--tree" : set->replay != NULL ?
	    "--replay" : NULL;

	if (!openings_asked(set, sv)) {
		if (set->csv) {
			diag("analyze: --format=csv writes the table of first "
			    "guesses alone (--first=all, a list, --top)");
			exit(cli_finish(EXIT_USAGE));
		}
		return;
	}
	if (set->first != NULL && set->first_from != NULL)
		clash = "--first-from";
	if (set->partial)
		clash = "--partial (every shard's file is needed)";
	if (clash == NULL && (set->strategy != STRATEGY_OPTIMAL ||
	    set->goal != GOAL_AVERAGE)) {
		diag("analyze: the table of first guesses (--first=all, a "
		    "list, --first-from, --top, --above) is the optimal "
		    "search's, goal average: --strategy=optimal");
		exit(cli_finish(EXIT_USAGE));
	}
	if (clash != NULL) {
		diag("analyze: the table of first guesses (--first=all, a "
		    "list, --first-from, --top, --above) goes without %s",
		    clash);
		exit(cli_finish(EXIT_USAGE));
	}
}

/*
 * Adds guess to only (*count of them) unless it is there already (seen:
 * a byte a guess).
 */
static void
add_guess(size_t *only, size_t *count, unsigned char *seen, size_t guess)
{
	if (!seen[guess]) {
		seen[guess] = 1;
		only[(*count)++] = guess;
	}
}

/*
 * Reads the guesses of --first=GUESS,GUESS,... into only.  Exits with a
 * usage error naming a bad one.
 */
static void
read_listed(const struct solver *sv, const char *text, size_t *only,
    size_t *count, unsigned char *seen)
{
	char why[VARIANT_WHY_MAX], bad[VARIANT_TEXT_MAX];

	for (const char *at = text;; at++) {
		size_t n = strcspn(at, ","), guess;

		if ((guess = history_guess(sv, at, n, why)) == SIZE_MAX) {
			snprintf(bad, sizeof(bad), "%.*s", (int)(n <
			    VARIANT_TEXT_MAX - 1 ? n : VARIANT_TEXT_MAX - 1),
			    at);
			diag("analyze: --first: %s, found '%s'", why, bad);
			exit(cli_finish(EXIT_USAGE));
		}
		add_guess(only, count, seen, guess);
		if (at[n] == '\0')
			break;
		at += n;
	}
}

/*
 * Reads the guesses of --first-from's file into only: a guess a line,
 * blanks around it; blank lines and lines of a # skipped.  Returns an
 * exit status, having said why if not EXIT_OK.
 */
static int
read_file(const struct solver *sv, const char *file, size_t *only,
    size_t *count, unsigned char *seen)
{
	FILE *in = strcmp(file, "-") == 0 ? stdin : fopen(file, "r");
	char *line = NULL, why[VARIANT_WHY_MAX];
	unsigned long number = 0;
	size_t room = 0, guess;
	int status = EXIT_OK;

	if (in == NULL) {
		diag("%s: %s", file, strerror(errno));
		return EXIT_SYSTEM;
	}
	while (status == EXIT_OK && getline(&line, &room, in) != -1) {
		size_t from = strspn(line, " \t"), n;

		number++;
		n = strcspn(line + from, " \t\r\n");
		if (n == 0 || line[from] == '#')
			continue;
		if (line[from + n + strspn(line + from + n, " \t\r\n")] !=
		    '\0') {
			diag("%s:%lu:%zu: expected a guess alone on its line",
			    file, number, from + n + strspn(line + from + n,
			    " \t") + 1);
			status = EXIT_INPUT;
		} else if ((guess = history_guess(sv, line + from, n, why)) ==
		    SIZE_MAX) {
			diag("%s:%lu:%zu: %s", file, number, from + 1, why);
			status = EXIT_INPUT;
		} else
			add_guess(only, count, seen, guess);
	}
	free(line);
	if (status == EXIT_OK && ferror(in)) {
		diag("%s: %s", file, strerror(errno));
		status = EXIT_SYSTEM;
	} else if (status == EXIT_OK && *count == 0) {
		diag("%s: no guess", file);
		status = EXIT_INPUT;
	}
	if (in != stdin)
		fclose(in);
	return status;
}

int
openings_read(const struct codebreaker_settings *set,
    const struct solver *sv, size_t **only, size_t *count)
{
	unsigned char *seen;
	int status = EXIT_OK;

	*only = NULL;
	*count = 0;
	if (set->first_from == NULL && (set->first == NULL ||
	    strcmp(set->first, "all") == 0))
		return EXIT_OK;
	*only = malloc(sv->guesses.count * sizeof(**only) + 1);
	seen = calloc(sv->guesses.count + 1, 1);
	if (*only == NULL || seen == NULL)
		status = EXIT_SYSTEM;
	else if (set->first_from != NULL)
		status = read_file(sv, set->first_from, *only, count, seen);
	else
		read_listed(sv, set->first, *only, count, seen);
	if (status == EXIT_SYSTEM && seen == NULL)
		diag("out of memory");
	free(seen);
	return status;
}

/* The standing of row i of the table, as a rank can say it. */
struct standing {
	size_t rank;		/* 0: not proven (a bound below it) */
	int tie;		/* another row, or a bound, equals it */
};

/*
 * Returns row i's standing among the count rows (r->rest, the least
 * bound of any).  A row's rank is one past the exact rows better than
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

/* Returns 1 if guess may be the secret. */
static int
possible(const struct solver *sv, size_t guess)
{
	return space_index(&sv->secrets, space_code(&sv->guesses, guess)) !=
	    SIZE_MAX;
}

/* Writes total over n to 4 places, rounded down (of a bound: still one). */
static void
say_average(uint64_t total, size_t n, int exact)
{
	if (exact)
		output_printf("%.4f", (double)total / (double)n);
	else
		output_printf("%llu.%04llu", (unsigned long long)(total / n),
		    (unsigned long long)(total % n * 10000 / n));
}

/* Writes the rows as text lines under a line naming the columns. */
static void
say_text(const struct solver *sv, const struct optimal_ranked *rows,
    size_t count, uint64_t rest)
{
	char code[VARIANT_TEXT_MAX];

	output_printf("rank guess total average worst possible\n");
	for (size_t i = 0; i < count; i++) {
		const struct optimal_ranked *row = &rows[i];
		struct standing s = standing_of(rows, count, i, rest);

		if (s.rank > 0)
			output_printf("%zu%s", s.rank, s.tie ? "=" : "");
		else
			output_printf("-");
		output_printf(" %s ", solver_write_guess(sv, row->guess,
		    code));
		if (row->total >= optimal_never())
			output_printf("none none -");
		else if (row->exact) {
			output_printf("%llu ", (unsigned long long)row->total);
			say_average(row->total, sv->secret_count, 1);
			output_printf(" %u", row->worst);
		} else {
			output_printf(">=%llu >=",
			    (unsigned long long)row->total);
			say_average(row->total, sv->secret_count, 0);
			output_printf(" -");
		}
		output_printf(" %s\n", possible(sv, row->guess) ? "yes" :
		    "no");
	}
}

/* Writes a field of CSV: quoted if it holds a comma, a quote or a break. */
static void
say_csv_field(const char *text)
{
	if (strpbrk(text, ",\"\r\n") == NULL) {
		output_printf("%s", text);
		return;
	}
	output_printf("\"");
	for (const char *c = text; *c != '\0'; c++)
		if (*c == '"')
			output_printf("\"\"");
		else
			output_printf("%c", *c);
	output_printf("\"");
}

/*
 * Writes the rows as CSV (RFC 4180, lines ended CRLF), a header first:
 * a bound's total and average in their columns, exact no.
 */
static void
say_csv(const struct solver *sv, const struct optimal_ranked *rows,
    size_t count, uint64_t rest)
{
	char code[VARIANT_TEXT_MAX];

	output_printf("rank,tie,guess,exact,total,average,worst,possible\r\n");
	for (size_t i = 0; i < count; i++) {
		const struct optimal_ranked *row = &rows[i];
		struct standing s = standing_of(rows, count, i, rest);

		if (s.rank > 0)
			output_printf("%zu", s.rank);
		output_printf(",%s,", s.tie ? "yes" : "no");
		say_csv_field(solver_write_guess(sv, row->guess, code));
		output_printf(",%s,", row->exact ? "yes" : "no");
		if (row->total < optimal_never()) {
			output_printf("%llu,", (unsigned long long)row->total);
			say_average(row->total, sv->secret_count, row->exact);
		} else
			output_printf(",");
		output_printf(",");
		if (row->exact && row->total < optimal_never())
			output_printf("%u", row->worst);
		output_printf(",%s\r\n", possible(sv, row->guess) ? "yes" :
		    "no");
	}
}

/* Writes the rows as a JSON object, what is proven at its end. */
static void
say_json(const struct solver *sv, const struct optimal_ranked *rows,
    const struct optimal_ranking *r)
{
	char code[VARIANT_TEXT_MAX];

	output_printf("{\"secrets\":%zu,\"goal\":\"average\",\"openings\":%zu,"
	    "\"rows\":[", sv->secret_count, r->rows);
	for (size_t i = 0; i < r->rows; i++) {
		const struct optimal_ranked *row = &rows[i];
		struct standing s = standing_of(rows, r->rows, i, r->rest);
		int never = row->total >= optimal_never();

		output_printf("%s{\"rank\":", i > 0 ? "," : "");
		if (s.rank > 0)
			output_printf("%zu", s.rank);
		else
			output_printf("null");
		output_printf(",\"tie\":%s,\"guess\":", s.tie ? "true" :
		    "false");
		output_json_string(solver_write_guess(sv, row->guess, code));
		output_printf(",\"exact\":%s,\"total\":", row->exact ? "true" :
		    "false");
		if (never)
			output_printf("null,\"average\":null,\"worst\":null");
		else {
			output_printf("%llu,\"average\":",
			    (unsigned long long)row->total);
			say_average(row->total, sv->secret_count, row->exact);
			if (row->exact)
				output_printf(",\"worst\":%u", row->worst);
			else
				output_printf(",\"worst\":null");
		}
		output_printf(",\"possible\":%s}", possible(sv, row->guess) ?
		    "true" : "false");
	}
	output_printf("],\"proven\":%s,\"weighed\":%zu}\n", r->stopped ==
	    OPTIMAL_FINISHED ? "true" : "false", r->weighed);
}

/*
 * Says that the table r was stopped, and what its rows then are.
 * Returns the exit status of the stop.
 */
static int
say_stopped(const struct optimal_ranking *r)
{
	diag("analyze: the table was stopped by %s: %zu of %zu first guesses "
	    "weighed, the rows of the others their first bounds",
	    optimal_stop_name(r->stopped), r->weighed, r->candidates);
	return codebreaker_stop_status(r->stopped);
}

int
openings_run(const struct codebreaker_settings *set, struct solver *sv,
    const size_t *only, size_t count, char *const files[], size_t nfiles)
{
	struct optimal_rank_ask ask = { only, count, set->top > 0 ?
	    set->top : set->above > 0 ? 0 : 1, set->above };
	struct codebreaker_settings with = *set;
	size_t room = only != NULL ? count : sv->guesses.count;
	struct optimal_ranked *rows = malloc((room + 1) * sizeof(*rows));
	struct optimal_ranking r;
	int status = EXIT_OK;

	with.table = &ask;
	if (rows != NULL && set->shard) {
		free(rows);
		return shards_run(&with, sv, SIZE_MAX, NULL, 0);
	}
	if (rows != NULL && set->merge) {
		if ((status = shards_merge_table(&with, sv, files, nfiles, rows,
		    &r)) != EXIT_OK) {
			free(rows);
			return status;
		}
	} else if (rows == NULL || optimal_rank_firsts(sv->optimal,
	    sv->secret_left, sv->secret_count, sv->hard, &ask, rows,
	    &r) == -1) {
		diag("analyze: out of memory");
		free(rows);
		return EXIT_SYSTEM;
	}
	if (set->json)
		say_json(sv, rows, &r);
	else if (set->csv)
		say_csv(sv, rows, r.rows, r.rest);
	else
		say_text(sv, rows, r.rows, r.rest);
	if (r.stopped != OPTIMAL_FINISHED)
		status = say_stopped(&r);
	else if (r.rows > 0 && rows[0].total >= optimal_never()) {
		codebreaker_none_within("analyze", sv->optimal, NULL);
		status = EXIT_OUT_OF_TRIES;
	}
	free(rows);
	return status;
}
