/*
 * What the codebreaking commands share (codebreaker.h): the search's
 * options, the solver they set up, and what they say of a search
 * stopped.
 */

#include "codebreaker.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../core/diag.h"
#include "../core/threads.h"
#include "../solver/history.h"

#define PROGRESS_DEFAULT	10	/* seconds between --progress lines */

enum { THREADS, TRIES, CONSISTENT, MEMORY, PROGRESS, TIME_LIMIT, STRATEGY,
	GOAL };

/* The values of --strategy: first ... optimal (enum strategy). */
static const char *
strategy_value(size_t i)
{
	return strategy_name((enum strategy)i);	/* NULL past the last */
}

/* The values of --goal: average, worst, depth (enum goal). */
static const char *
goal_value(size_t i)
{
	return i <= GOAL_DEPTH ? goal_name((enum goal)i) : NULL;
}

int
codebreaker_tries(const char *arg)
{
	return strcmp(arg, "none") == 0 ? -1 : (int)cli_number("--tries", arg,
	    1, OPTIMAL_DEPTH_MAX);
}

/* Notes in cb that option, the search's alone, was given. */
static void
search_alone(struct codebreaker *cb, const char *option)
{
	if (cb->optimal_only == NULL)
		cb->optimal_only = option;
}

/* Takes an option of the search (or of the strategy) into cb. */
static void
take_search(void *codebreaker, int id, const char *arg)
{
	struct codebreaker *cb = codebreaker;

	if (id == THREADS)
		cb->threads = (unsigned)cli_number("--threads", arg, 1,
		    THREADS_MAX);
	else if (id == TRIES) {
		cb->tries = codebreaker_tries(arg);
		cb->tries_given = 1;
	} else if (id == CONSISTENT)
		cb->consistent = 1;
	else if (id == MEMORY) {
		cb->run.memory = (size_t)cli_size("--memory", arg);
		search_alone(cb, "--memory");
	} else if (id == PROGRESS) {
		cb->run.progress = arg == NULL ? PROGRESS_DEFAULT :
		    (unsigned)cli_duration("--progress", arg);
		search_alone(cb, "--progress");
	} else if (id == TIME_LIMIT) {
		cb->run.time_limit = (unsigned)cli_duration("--time-limit",
		    arg);
		search_alone(cb, "--time-limit");
	} else if (id == STRATEGY) {
		if (strategy_parse(arg, &cb->strategy) == -1)
			cli_bad_choice("--strategy", strategy_value, arg);
	} else if (goal_parse(arg, &cb->goal) == -1)
		cli_bad_choice("--goal", goal_value, arg);
}

static const struct cli_option search_options[] = {
	{ "threads", 0, required_argument, THREADS, NULL },
	{ "tries", 0, required_argument, TRIES, cli_value_none },
	{ "consistent", 0, no_argument, CONSISTENT, NULL },
	{ "memory", 0, required_argument, MEMORY, NULL },
	{ "progress", 0, optional_argument, PROGRESS, NULL },
	{ "time-limit", 0, required_argument, TIME_LIMIT, NULL },
	{ NULL, 0, 0, 0, NULL }
};

static const struct cli_option strategy_options[] = {
	{ "strategy", 0, required_argument, STRATEGY, strategy_value },
	{ "goal", 0, required_argument, GOAL, goal_value },
	{ NULL, 0, 0, 0, NULL }
};

const struct cli_group codebreaker_search = { search_options, take_search };
const struct cli_group codebreaker_strategy = { strategy_options,
    take_search };

const char codebreaker_strategies[] = "";
char codebreaker_help[CODEBREAKER_HELP_MAX];

/* Writes at codebreaker_help + *n a line for each strategy of the table. */
static void
write_strategies(size_t *n)
{
	for (size_t i = 0; strategy_name((enum strategy)i) != NULL &&
	    *n < CODEBREAKER_HELP_MAX; i++)
		*n += (size_t)snprintf(codebreaker_help + *n,
		    CODEBREAKER_HELP_MAX - *n, "    %-18s%s\n",
		    strategy_name((enum strategy)i),
		    strategy_help((enum strategy)i));
}

/* Writes the chunks of help into codebreaker_help (codebreaker.h). */
static void
write_help(const char *const chunks[])
{
	size_t n = 0;

	for (size_t c = 0; chunks[c] != NULL && n < CODEBREAKER_HELP_MAX; c++)
		if (chunks[c] == codebreaker_strategies)
			write_strategies(&n);
		else
			n += (size_t)snprintf(codebreaker_help + n,
			    CODEBREAKER_HELP_MAX - n, "%s", chunks[c]);
}

void
codebreaker_parse(const struct cli_mode *m, const char *const help[],
    int *argc, char ***argv, void *settings, struct codebreaker *cb)
{
	struct cli_choice choice;
	int first;

	write_help(help);
	cb->command = m->name;
	first = cli_parse(*argc, *argv, m, settings, &choice);
	*argc -= first;
	*argv += first;
	cb->variant = *choice.preset;
	if (cli_apply_rules(&choice, &cb->variant) == -1)
		exit(EXIT_USAGE);
	cli_choice_free(&choice);
	if (cb->tries_given) {
		cb->variant.tries = cb->tries;
		cb->variant.tries_per_letter = 0;
	}
	if (cb->optimal_only != NULL && cb->strategy != STRATEGY_OPTIMAL) {
		diag("%s: %s is for --strategy=optimal, the search; %s "
		    "weighs guesses at once", cb->command, cb->optimal_only,
		    strategy_name(cb->strategy));
		cli_usage(m->usage);
	}
}

/* Returns 1 if every secret of sv is also a code it may guess. */
static int
every_secret_a_guess(const struct solver *sv)
{
	for (size_t i = 0; i < sv->secrets.count; i++)
		if (space_index(&sv->guesses, space_code(&sv->secrets, i)) ==
		    SIZE_MAX)
			return 0;
	return 1;
}

/* Ends the command: frees sv if it was set up, and exits with status. */
static _Noreturn void
give_up(struct solver *sv, int status)
{
	if (sv != NULL)
		solver_free(sv);
	exit(cli_finish(status));
}

void
codebreaker_start(struct solver *sv, struct codebreaker *cb, int chooses)
{
	struct optimal_run run = cb->run;
	char why[VARIANT_WHY_MAX];
	struct lists lists;
	int status;

	if ((status = lists_read(&cb->variant, &lists)) != EXIT_OK)
		give_up(NULL, status);
	status = solver_init(sv, &cb->variant, &lists, cb->strategy,
	    cb->threads, why);
	lists_free(&lists);
	if (status == 0 && chooses &&
	    (status = solver_fill_table(sv, why)) != 0)
		solver_free(sv);
	if (status != 0) {
		diag("%s: %s", cb->command, why);
		give_up(NULL, status);
	}
	threads_cap(sv->threads);	/* however the work nests */
	sv->consistent = cb->consistent;
	if (cb->consistent && !every_secret_a_guess(sv)) {
		diag("%s: --consistent needs every secret to be a guess",
		    cb->command);
		give_up(sv, EXIT_USAGE);
	}
	run.status_line = isatty(STDERR_FILENO);
	if (chooses && (strategy_needs(cb->strategy) & STRATEGY_SEARCH) &&
	    (status = solver_set_goal(sv, cb->goal, &run, why)) != 0) {
		diag("%s: %s", cb->command, why);
		give_up(sv, status);
	}
}

size_t
codebreaker_first(const struct solver *sv, const char *text)
{
	char why[VARIANT_WHY_MAX];
	size_t first = history_guess(sv, text, strlen(text), why);

	if (first == SIZE_MAX)
		cli_bad_value("--first", why, NULL);
	if (sv->consistent && space_index(&sv->secrets,
	    space_code(&sv->guesses, first)) == SIZE_MAX)
		cli_bad_value("--first", "with --consistent, a code that may "
		    "be the secret", text);
	return first;
}

int
codebreaker_stop_status(enum optimal_stop why)
{
	static const int status[] = { EXIT_OK, EXIT_INTERRUPTED,
	    EXIT_TERMINATED, EXIT_TIME_LIMIT };

	return status[why];
}

int
codebreaker_rank_stopped(const struct codebreaker *cb,
    const struct optimal_ranking *r)
{
	char ranked[64], rest[64] = "";

	if (r->stopped == OPTIMAL_FINISHED)
		return EXIT_OK;
	if (r->rows == 0)
		snprintf(ranked, sizeof(ranked), "no guess was ranked");
	else
		snprintf(ranked, sizeof(ranked), "the %zu %s ranked %s exact",
		    r->rows, plural(r->rows, "guess", "guesses"), r->rows == 1 ?
		    "is" : "are");
	if (r->rest != UINT64_MAX)
		snprintf(rest, sizeof(rest), "; no other totals less than %llu",
		    (unsigned long long)r->rest);
	diag("%s: the ranking was stopped by %s: %s, %zu of %zu weighed%s",
	    cb->command, optimal_stop_name(r->stopped), ranked, r->weighed,
	    r->candidates, rest);
	return codebreaker_stop_status(r->stopped);
}

/* Says that solve's guess is of a search stopped for why, as p proved. */
static void
say_guess_stopped(const struct codebreaker *cb,
    const struct optimal_proof *p, enum optimal_stop why)
{
	if (p->found != UINT64_MAX && p->found >= p->lower)
		diag("%s: the optimal search was stopped by %s after %.1f s: "
		    "this guess starts the best strategy found, not proven "
		    "optimal: total %llu, lower bound %llu, gap %llu",
		    cb->command, optimal_stop_name(why), p->seconds,
		    (unsigned long long)p->found, (unsigned long long)p->lower,
		    (unsigned long long)(p->found - p->lower));
	else
		diag("%s: the optimal search was stopped by %s after %.1f s: "
		    "this guess starts the best strategy found, not proven "
		    "optimal (no first guess searched whole; no strategy "
		    "totals less than %llu)", cb->command,
		    optimal_stop_name(why), p->seconds,
		    (unsigned long long)p->lower);
}

int
codebreaker_stopped(const struct codebreaker *cb, const struct solver *sv,
    const struct analysis *a)
{
	struct optimal_proof p;
	enum optimal_stop why;

	if (sv->optimal == NULL ||
	    (why = optimal_stopped(sv->optimal)) == OPTIMAL_FINISHED)
		return EXIT_OK;
	optimal_proof(sv->optimal, &p);
	if (a == NULL)
		say_guess_stopped(cb, &p, why);
	else if (p.goal == GOAL_DEPTH)
		diag("%s: the optimal search was stopped by %s after %.1f s: "
		    "this strategy, the best found, wins every game within %u "
		    "guesses, not proven the fewest (none wins within %u)",
		    cb->command, optimal_stop_name(why), p.seconds, a->worst,
		    p.beyond);
	else
		diag("%s: the optimal search was stopped by %s after %.1f s: "
		    "this strategy, the best found, is not proven optimal: "
		    "total %llu, lower bound %llu, gap %llu", cb->command,
		    optimal_stop_name(why), p.seconds,
		    (unsigned long long)a->total, (unsigned long long)p.lower,
		    (unsigned long long)(a->total - p.lower));
	return codebreaker_stop_status(why);
}

void
codebreaker_none_within(const struct codebreaker *cb,
    const struct optimal *o, const char *first)
{
	unsigned tries = optimal_none_within(o);

	diag("%s: no strategy%s%s wins every game within %u guess%s, the try "
	    "limit (--tries=N raises it, --tries=none lifts it)", cb->command,
	    first != NULL ? " that opens with " : "", first != NULL ? first :
	    "", tries, tries == 1 ? "" : "es");
}
