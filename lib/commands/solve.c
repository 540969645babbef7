/*
 * code solve and code analyze: the computer as codebreaker (solver.h),
 * from the command line, a history stream, or a game on a pipe.
 */

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "commands.h"
#include "../diag.h"
#include "../history.h"
#include "../output.h"
#include "../reader.h"
#include "../solver.h"
#include "../variant.h"

static const char solve_usage[] =
    "usage: code solve [-v VARIANT] [RULES] [--strategy=S] [--goal=G] "
    "[--threads=N]\n"
    "                  [--count | --list | --interactive] "
    "[-f FILE] [GUESS:STRONG,WEAK ...]\n"
    "       code analyze [-v VARIANT] [RULES] [--strategy=S] [--goal=G] "
    "[--threads=N]\n"
    "                  [--first=GUESS] [--format=text|json]\n"
    "RULES: [--colours=SET] [--length=N] "
    "[--distinct=secret|guess|both|none]\n";

static const char solve_help[] =
    "\n"
    "code solve prints the next guess of strategy S after the hints so far,\n"
    "given as GUESS:STRONG,WEAK operands or, from FILE or a - operand\n"
    "(standard input), as lines GUESS STRONG WEAK or GUESS (STRONG,WEAK).\n"
    "code analyze plays S against every secret and counts the guesses.\n"
    "\n"
    "  -v, --variant=NAME  the rules (default classic; see code variants)\n"
    "  --strategy=S        first, knuth (default), most-parts,\n"
    "                      expected-size, entropy or optimal (the smallest\n"
    "                      total of all strategies, proven by search)\n"
    "  --goal=G            optimal: average (default), the smallest total;\n"
    "                      worst, the fewest guesses that always win, then\n"
    "                      the smallest total within them; or depth, the\n"
    "                      fewest guesses alone (faster)\n"
    "  --threads=N         search in N threads (default: the processors);\n"
    "                      the result is the same for every N\n"
    "  --count             print how many secrets agree with the hints\n"
    "  --list              print them, one a line\n"
    "  --interactive       play: print a guess, read its hint (S W, S,W or\n"
    "                      (S,W)) from standard input, until solved\n"
    "  -f, --file=FILE     read the hints so far from FILE\n"
    "  --first=GUESS       analyze: the first guess\n"
    "  --format=FORMAT     analyze: text (default) or json\n"
    "  -h, --help          print this help and exit\n"
    "\n"
    "Exit status: 0 success, 1 bad input, 2 usage error, 3 a system error,\n"
    "4 no secret agrees with every hint, 5 the tries ran out, 130\n"
    "interrupted (SIGINT).  See code(1).\n";

enum { STRATEGY = CLI_MODE_OPTION, COUNT, LIST, INTERACTIVE, FIRST,
	FORMAT, GOAL, THREADS };

static const struct option options[] = {
	{ "strategy", required_argument, NULL, STRATEGY },
	{ "count", no_argument, NULL, COUNT },
	{ "list", no_argument, NULL, LIST },
	{ "interactive", no_argument, NULL, INTERACTIVE },
	{ "file", required_argument, NULL, 'f' },
	{ "first", required_argument, NULL, FIRST },
	{ "format", required_argument, NULL, FORMAT },
	{ "goal", required_argument, NULL, GOAL },
	{ "threads", required_argument, NULL, THREADS },
	{ NULL, 0, NULL, 0 }
};

/* What the options set. */
struct settings {
	const char *mode;		/* "solve" or "analyze" */
	struct variant variant;
	enum strategy strategy;
	enum goal goal;
	unsigned threads;		/* 0: the processors online */
	int count, list, interactive, json;
	const char *file, *first;
};

static void check_interrupted(struct solver *sv);

/*
 * Returns sv's next guess; exits with a message if the search was
 * interrupted or no strategy finds every secret.
 */
static size_t
next_guess(struct solver *sv)
{
	size_t guess = solver_next(sv);

	if (guess != SIZE_MAX)
		return guess;
	check_interrupted(sv);
	diag("solve: no strategy finds every secret that agrees");
	solver_free(sv);
	output_close();
	exit(EXIT_SYSTEM);
}

static void
usage(void)
{
	cli_usage(solve_usage);
}

/* Sets what option c (not a rule) says in settings.  Exits on a bad value. */
static void
set_option(void *settings, int c, const char *arg)
{
	struct settings *s = settings;

	switch (c) {
	case STRATEGY:
		if (strategy_parse(arg, &s->strategy) == -1)
			cli_bad_value("--strategy", "expected first, knuth, "
			    "most-parts, expected-size, entropy or optimal",
			    arg);
		break;
	case GOAL:
		if (goal_parse(arg, &s->goal) == -1)
			cli_bad_value("--goal", "expected average, worst or "
			    "depth", arg);
		break;
	case THREADS:
		if (strspn(arg, "0123456789") != strlen(arg) ||
		    strlen(arg) == 0 || strlen(arg) > 3 ||
		    (s->threads = (unsigned)atoi(arg)) < 1 ||
		    s->threads > 256)
			cli_bad_value("--threads", "expected a number from 1 to "
			    "256", arg);
		break;
	case COUNT: s->count = 1; break;
	case LIST: s->list = 1; break;
	case INTERACTIVE: s->interactive = 1; break;
	case 'f': s->file = arg; break;
	case FIRST: s->first = arg; break;
	case FORMAT:
		if (strcmp(arg, "text") != 0 && strcmp(arg, "json") != 0)
			cli_bad_value("--format", "expected text or json", arg);
		s->json = strcmp(arg, "json") == 0;
		break;
	}
}

/* Reads the options into s; the rules apply after -v.  Exits on error. */
static void
parse_options(int argc, char *argv[], struct settings *s)
{
	static const struct cli_mode mode = { solve_usage, solve_help, "f:",
	    options, CLI_RULES_ALL, "classic", set_option };
	struct cli_choice choice;

	cli_parse(argc, argv, &mode, s, &choice);
	s->variant = *choice.preset;
	if (cli_apply_rules(&choice, &s->variant) == -1)
		exit(EXIT_USAGE);
	cli_choice_free(&choice);
}

/* Writes the code at index i of space as a line. */
static void
say_code(const struct solver *sv, const struct space *space, size_t i)
{
	char text[VARIANT_LENGTH_MAX + 1];

	output_printf("%s\n", variant_write(sv->variant, space_code(space, i),
	    space->length, text));
}

/* Records a GUESS:STRONG,WEAK operand.  Returns an exit status. */
static int
record_operand(struct solver *sv, const char *entry)
{
	const char *colon = strrchr(entry, ':');
	char where[VARIANT_WHY_MAX + 8], why[VARIANT_WHY_MAX];
	struct hint h;
	size_t guess;

	snprintf(where, sizeof(where), "'%.64s': ", entry);
	if (colon == NULL) {
		diag("%sexpected GUESS:STRONG,WEAK", where);
		return EXIT_INPUT;
	}
	if ((guess = history_guess(sv, entry, (size_t)(colon - entry), why)) ==
	    SIZE_MAX || history_parse_hint(colon + 1, strlen(colon + 1),
	    sv->guesses.length, &h, why) == -1) {
		diag("%s%s", where, why);
		return EXIT_INPUT;
	}
	return history_record(sv, where, guess, h);
}


/* Records the history stream r in the solver sv.  Returns a status. */
static int
read_history(struct reader *r, void *sv)
{
	return history_read(sv, r);
}

/*
 * Plays codebreaker on standard input and output: a guess a line, then
 * its hint, until the hint says solved.  Returns an exit status.
 */
static int
interact(struct solver *sv)
{
	int tries = variant_tries(sv->variant), status = EXIT_OK;
	struct reader r;
	struct hint h;

	if (reader_open(&r, "-", READER_SIZE_DEFAULT) == -1) {
		diag("<stdin>: %s", strerror(errno));
		return EXIT_SYSTEM;
	}
	while (status == EXIT_OK) {
		size_t guess = next_guess(sv);

		if (tries >= 0 && sv->turns >= (size_t)tries) {
			diag("out of tries: %s allows %d guesses",
			    sv->variant->name, tries);
			status = EXIT_OUT_OF_TRIES;
			break;
		}
		say_code(sv, &sv->guesses, guess);
		output_flush();
		if ((status = history_read_hint(&r, sv, NULL, 0, &h)) != EXIT_OK)
			break;
		if (h.strong == sv->guesses.length) {
			output_printf("solved in %zu guesses\n", sv->turns + 1);
			break;
		}
		status = history_record(sv, "", guess, h);
	}
	reader_close(&r);
	return status;
}

/* Writes what --count, --list or neither asks for. */
static void
report(const struct settings *set, struct solver *sv)
{
	if (set->count)
		output_printf("%zu\n", sv->secret_count);
	else if (set->list)
		for (size_t i = 0; i < sv->secret_count; i++)
			say_code(sv, &sv->secrets, sv->secret_left[i]);
	else
		say_code(sv, &sv->guesses, next_guess(sv));
}

/* Sets up sv for the settings; exits with a message if it cannot. */
static void
start(struct solver *sv, const struct settings *set)
{
	char why[VARIANT_WHY_MAX];

	if (solver_init(sv, &set->variant, set->strategy, why) == -1) {
		diag("%s: %s", set->mode, why);
		exit(strstr(why, "memory") ? EXIT_SYSTEM : EXIT_USAGE);
	}
	if (set->threads > 0)
		sv->threads = set->threads;
	if (set->strategy == STRATEGY_OPTIMAL &&
	    solver_set_goal(sv, set->goal, why) == -1) {
		diag("%s: %s", set->mode, why);
		solver_free(sv);
		exit(strstr(why, "memory") ? EXIT_SYSTEM : EXIT_USAGE);
	}
	optimal_catch_interrupt();
}

/* Exits with a message if SIGINT ended a search. */
static void
check_interrupted(struct solver *sv)
{
	if (!optimal_interrupted())
		return;
	diag("%s: interrupted", sv->optimal != NULL ? "optimal search" :
	    "search");
	solver_free(sv);
	output_close();
	exit(EXIT_INTERRUPTED);
}

int
solve_command(int argc, char *argv[])
{
	struct settings set = { .mode = "solve",
	    .strategy = STRATEGY_KNUTH };
	struct solver sv;
	int status = EXIT_OK;

	parse_options(argc, argv, &set);
	argc -= optind;
	argv += optind;
	if (set.count + set.list + set.interactive > 1 || set.json ||
	    set.first != NULL) {
		diag("solve: --count, --list and --interactive go alone; "
		    "--first and --format are for analyze");
		usage();
	}
	start(&sv, &set);
	for (int i = 0; i < argc && status == EXIT_OK; i++)
		status = strcmp(argv[i], "-") == 0 ? cli_run_file("-",
		    READER_SIZE_DEFAULT, read_history, &sv) :
		    record_operand(&sv, argv[i]);
	if (status == EXIT_OK && set.file != NULL)
		status = cli_run_file(set.file, READER_SIZE_DEFAULT,
		    read_history, &sv);
	if (status == EXIT_OK && set.interactive)
		status = interact(&sv);
	else if (status == EXIT_OK)
		report(&set, &sv);
	solver_free(&sv);
	output_close();
	return status;
}

/*
 * Writes what the optimal search proved, as text lines or as JSON fields
 * after others: the goal, the fewest guesses that always win (worst), and
 * the smallest total of the goal.
 */
static void
say_proof(const struct solver *sv, int json)
{
	struct optimal_proof p;

	if (sv->optimal == NULL)
		return;
	optimal_proof(sv->optimal, &p);
	if (json && p.goal == GOAL_DEPTH)
		output_printf(",\"goal\":\"depth\",\"fewest_guesses\":%u",
		    p.depth);
	else if (json && p.goal == GOAL_WORST)
		output_printf(",\"goal\":\"worst\",\"fewest_guesses\":%u,"
		    "\"least_total\":%llu", p.depth,
		    (unsigned long long)p.total);
	else if (json)
		output_printf(",\"goal\":\"average\",\"least_total\":%llu",
		    (unsigned long long)p.total);
	else if (p.goal != GOAL_AVERAGE && p.depth == 1)
		output_printf("goal: %s\nproven: one guess wins\n",
		    goal_name(p.goal));
	else if (p.goal == GOAL_DEPTH)
		output_printf("goal: depth\nproven: no strategy wins every game "
		    "within %u guesses; this one wins every game within %u\n",
		    p.depth - 1, p.depth);
	else if (p.goal == GOAL_WORST)
		output_printf("goal: worst\nproven: no strategy wins every game "
		    "within %u guesses; within %u none has a total below "
		    "%llu\n", p.depth - 1, p.depth,
		    (unsigned long long)p.total);
	else
		output_printf("goal: average\nproven: no strategy has a total "
		    "below %llu\n", (unsigned long long)p.total);
}

/* Writes a in the words of the text format. */
static void
say_analysis(const struct solver *sv, const struct analysis *a,
    const char *first)
{
	int tries = variant_tries(sv->variant);
	uint64_t late = 0, d = a->total, r = a->secrets;

	while (r != 0) {	/* d becomes gcd(total, secrets) */
		uint64_t t = d % r;

		d = r;
		r = t;
	}
	output_printf("variant: %s\nstrategy: %s\nfirst guess: %s\nsecrets: %llu\n",
	    sv->variant->name, strategy_name(sv->strategy), first,
	    (unsigned long long)a->secrets);
	for (unsigned n = 1; n <= a->worst; n++)
		output_printf("found in %u: %llu\n", n, (unsigned long long)a->found[n]);
	output_printf("total guesses: %llu\naverage: %llu/%llu = %.4f\nworst case: %u\n",
	    (unsigned long long)a->total, (unsigned long long)(a->total / d),
	    (unsigned long long)(a->secrets / d),
	    (double)a->total / (double)a->secrets, a->worst);
	for (unsigned n = tries > 0 ? (unsigned)tries + 1 : 1;
	    tries > 0 && n <= a->worst; n++)
		late += a->found[n];
	if (tries < 0)
		output_printf("try limit: none\n");
	else if (late == 0)
		output_printf("try limit: %d, always met\n", tries);
	else
		output_printf("try limit: %d, missed for %llu secrets\n", tries,
		    (unsigned long long)late);
	say_proof(sv, 0);
}

/* Writes a as one JSON object. */
static void
say_analysis_json(const struct solver *sv, const struct analysis *a,
    const char *first)
{
	int tries = variant_tries(sv->variant);

	output_printf("{\"variant\":");
	output_json_string(sv->variant->name);
	output_printf(",\"strategy\":");
	output_json_string(strategy_name(sv->strategy));
	output_printf(",\"first\":");
	output_json_string(first);
	output_printf(",\"secrets\":%llu,\"found\":[",
	    (unsigned long long)a->secrets);
	for (unsigned n = 1; n <= a->worst; n++)
		output_printf("%s%llu", n > 1 ? "," : "", (unsigned long long)a->found[n]);
	output_printf("],\"total\":%llu,\"average\":%.4f,\"worst\":%u,\"tries\":",
	    (unsigned long long)a->total,
	    (double)a->total / (double)a->secrets, a->worst);
	if (tries < 0)
		output_printf("null,\"within_tries\":true");
	else
		output_printf("%d,\"within_tries\":%s", tries,
		    a->worst <= (unsigned)tries ? "true" : "false");
	say_proof(sv, 1);
	output_printf("}\n");
}

int
analyze_command(int argc, char *argv[])
{
	struct settings set = { .mode = "analyze",
	    .strategy = STRATEGY_KNUTH };
	char why[VARIANT_WHY_MAX], text[VARIANT_LENGTH_MAX + 1];
	struct analysis a;
	struct solver sv;
	size_t first = SIZE_MAX;

	parse_options(argc, argv, &set);
	if (optind < argc || set.count || set.list || set.interactive ||
	    set.file != NULL) {
		diag("analyze: takes no operands, --count, --list, "
		    "--interactive or -f");
		usage();
	}
	if (set.first != NULL && set.strategy == STRATEGY_OPTIMAL) {
		diag("analyze: --first is not for --strategy=optimal, which "
		    "chooses the first guess itself");
		usage();
	}
	start(&sv, &set);
	if (set.first != NULL && (first = history_guess(&sv, set.first,
	    strlen(set.first), why)) == SIZE_MAX)
		cli_bad_value("--first", why, NULL);
	if (solver_analyze(&sv, first, &a) == -1) {
		check_interrupted(&sv);
		diag("analyze: a game went past %d guesses", SOLVER_DEPTH_MAX);
		return EXIT_SYSTEM;
	}
	variant_write(sv.variant, space_code(&sv.guesses, a.first),
	    sv.guesses.length, text);
	if (set.json)
		say_analysis_json(&sv, &a, text);
	else
		say_analysis(&sv, &a, text);
	solver_free(&sv);
	output_close();
	return EXIT_OK;
}
