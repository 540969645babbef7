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
#include "../replay.h"
#include "../solver.h"
#include "../tree.h"
#include "../variant.h"

static const char solve_usage[] =
    "usage: code solve [-v VARIANT] [RULES] [--strategy=S] [--goal=G] "
    "[--threads=N]\n"
    "                  [--count | --list | --interactive] "
    "[-f FILE] [GUESS:STRONG,WEAK ...]\n"
    "       code analyze [-v VARIANT] [RULES] [--strategy=S] [--goal=G] "
    "[--threads=N]\n"
    "                  [--first=GUESS] [--format=text|json]\n"
    "                  [--tree[=lines|json|golf] | --replay=FILE]\n"
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
    "  --tree[=FORMAT]     analyze: write the strategy's decision tree as\n"
    "                      lines (default: a line a node, GUESS [S,W GUESS]...\n"
    "                      from the root), json ({\"guess\":G,\"replies\":\n"
    "                      {\"S,W\":NODE,...}}) or golf ({G:{SW:NODE,...}},\n"
    "                      a node without replies a bare G)\n"
    "  --replay=FILE       analyze: score the tree in FILE (any of the three\n"
    "                      formats) against every secret\n"
    "  -h, --help          print this help and exit\n"
    "\n"
    "Exit status: 0 success, 1 bad input, 2 usage error, 3 a system error,\n"
    "4 no secret agrees with every hint, 5 the tries ran out, 8 the tree of\n"
    "--replay leaves a secret unfound, 130 interrupted (SIGINT).  See\n"
    "code(1).\n";

enum { STRATEGY = CLI_MODE_OPTION, COUNT, LIST, INTERACTIVE, FIRST,
	FORMAT, GOAL, THREADS, TREE, REPLAY };

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
	{ "tree", optional_argument, NULL, TREE },
	{ "replay", required_argument, NULL, REPLAY },
	{ NULL, 0, NULL, 0 }
};

/* What the options set. */
struct settings {
	const char *mode;		/* "solve" or "analyze" */
	struct variant variant;
	enum strategy strategy;
	enum goal goal;
	unsigned threads;		/* 0: the processors online */
	int argc;
	int count, list, interactive, json, format_given, strategy_given;
	int tree;			/* --tree */
	enum tree_format tree_format;
	const char *file, *first, *replay;
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
		s->strategy_given = 1;
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
		s->format_given = 1;
		break;
	case TREE:
		if (arg != NULL && tree_format_parse(arg, &s->tree_format) ==
		    -1)
			cli_bad_value("--tree", "expected lines, json or golf",
			    arg);
		s->tree = 1;
		break;
	case REPLAY: s->replay = arg; break;
	}
}

/* Reads the options into s; the rules apply after -v.  Exits on error. */
static void
parse_solve_options(int argc, char *argv[], struct settings *s)
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

	parse_solve_options(argc, argv, &set);
	argc -= optind;
	argv += optind;
	if (set.count + set.list + set.interactive > 1 || set.json ||
	    set.first != NULL || set.tree || set.replay != NULL) {
		diag("solve: --count, --list and --interactive go alone; "
		    "--first, --format, --tree and --replay are for analyze");
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

/* Writes a, of strategy, in the words of the text format. */
static void
say_analysis(const struct solver *sv, const struct analysis *a,
    const char *first, const char *strategy)
{
	int tries = variant_tries(sv->variant);
	uint64_t late = 0, d = a->total, r = a->secrets;

	while (r != 0) {	/* d becomes gcd(total, secrets) */
		uint64_t t = d % r;

		d = r;
		r = t;
	}
	output_printf("variant: %s\nstrategy: %s\nfirst guess: %s\nsecrets: %llu\n",
	    sv->variant->name, strategy, first,
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

/* Writes a, of strategy, as the fields of a JSON object, left open. */
static void
say_analysis_json(const struct solver *sv, const struct analysis *a,
    const char *first, const char *strategy)
{
	int tries = variant_tries(sv->variant);

	output_printf("{\"variant\":");
	output_json_string(sv->variant->name);
	output_printf(",\"strategy\":");
	output_json_string(strategy);
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
}

/* Writes what replaying a tree found beyond the analysis r->a. */
static void
say_coverage(const struct settings *set, const struct solver *sv,
    const struct replay *r)
{
	static const char *const formats[] = { "lines", "json", "golf" };
	char text[VARIANT_LENGTH_MAX + 1];

	if (r->uncovered > 0)
		variant_write(sv->variant, space_code(&sv->secrets,
		    r->first_uncovered), sv->secrets.length, text);
	if (set->json) {
		output_printf(",\"tree\":\"%s\",\"unfound\":%llu,"
		    "\"first_unfound\":", formats[r->format],
		    (unsigned long long)r->uncovered);
		if (r->uncovered == 0)
			output_printf("null,\"after\":null}\n");
		else {
			output_json_string(text);
			output_printf(",\"after\":");
			output_json_string(r->path);
			output_printf("}\n");
		}
	}
	else if (r->uncovered == 0)
		output_printf("tree: %s, finds every secret\n",
		    formats[r->format]);
	else
		output_printf("tree: %s, never finds %llu secrets, the first "
		    "%s after %s\n", formats[r->format],
		    (unsigned long long)r->uncovered, text, r->path);
}

/* Replays the tree of set->replay.  Returns an exit status. */
static int
replay(const struct settings *set, const struct solver *sv)
{
	char text[VARIANT_LENGTH_MAX + 1];
	struct replay r;
	struct reader in;
	int status;

	if (reader_open(&in, set->replay, READER_SIZE_DEFAULT) == -1) {
		diag("%s: %s", set->replay, strerror(errno));
		return EXIT_SYSTEM;
	}
	status = tree_replay(sv, &in, &r);
	reader_close(&in);
	if (status == EXIT_OK) {
		variant_write(sv->variant, space_code(&sv->guesses, r.a.first),
		    sv->guesses.length, text);
		if (set->json)
			say_analysis_json(sv, &r.a, text, "replay");
		else
			say_analysis(sv, &r.a, text, "replay");
		say_coverage(set, sv, &r);
	}
	free(r.path);
	return status == EXIT_OK && r.uncovered > 0 ? EXIT_UNFOUND : status;
}

/* Checks the options analyze was given; exits on a usage error. */
static void
check_analyze(const struct settings *set)
{
	if (optind < set->argc || set->count || set->list ||
	    set->interactive || set->file != NULL) {
		diag("analyze: takes no operands, --count, --list, "
		    "--interactive or -f");
		usage();
	}
	if (set->replay != NULL && (set->tree || set->first != NULL ||
	    set->strategy_given)) {
		diag("analyze: --replay goes without --tree, --first and "
		    "--strategy: the tree is the strategy");
		usage();
	}
	if (set->tree && set->format_given) {
		diag("analyze: --tree takes its format as --tree=FORMAT");
		usage();
	}
}

/* Exits with a usage error if set's tree cannot hold codes of sv. */
static void
check_tree_length(const struct settings *set, const struct solver *sv)
{
	size_t length = sv->guesses.length;

	if ((set->tree || set->replay != NULL) && length > TREE_LENGTH_MAX) {
		diag("analyze: a tree holds codes of at most %d colours",
		    TREE_LENGTH_MAX);
		exit(EXIT_USAGE);
	}
	if (set->tree && set->tree_format == TREE_GOLF && length > 9) {
		diag("analyze: --tree=golf writes a reply as two digits, so "
		    "codes of at most 9 colours");
		exit(EXIT_USAGE);
	}
}

int
analyze_command(int argc, char *argv[])
{
	struct settings set = { .mode = "analyze",
	    .strategy = STRATEGY_KNUTH, .argc = argc };
	char why[VARIANT_WHY_MAX], text[VARIANT_LENGTH_MAX + 1];
	struct analysis a;
	struct solver sv;
	struct tree tree;
	size_t first = SIZE_MAX;
	int status = EXIT_OK;

	parse_solve_options(argc, argv, &set);
	check_analyze(&set);
	if (set.first != NULL && set.strategy == STRATEGY_OPTIMAL) {
		diag("analyze: --first is not for --strategy=optimal, which "
		    "chooses the first guess itself");
		usage();
	}
	start(&sv, &set);
	check_tree_length(&set, &sv);
	if (set.first != NULL && (first = history_guess(&sv, set.first,
	    strlen(set.first), why)) == SIZE_MAX)
		cli_bad_value("--first", why, NULL);
	tree_init(&tree, sv.guesses.length);
	if (set.replay != NULL)
		status = replay(&set, &sv);
	else if (solver_analyze_tree(&sv, first, &a, set.tree ? &tree :
	    NULL) == -1) {
		check_interrupted(&sv);
		diag("analyze: a game went past %d guesses", SOLVER_DEPTH_MAX);
		status = EXIT_SYSTEM;
	} else if (set.tree)
		tree_write(&tree, set.tree_format, &sv.guesses, sv.variant);
	else {
		variant_write(sv.variant, space_code(&sv.guesses, a.first),
		    sv.guesses.length, text);
		if (set.json) {
			say_analysis_json(&sv, &a, text,
			    strategy_name(sv.strategy));
			output_bytes("}\n", 2);
		} else
			say_analysis(&sv, &a, text, strategy_name(sv.strategy));
	}
	tree_free(&tree);
	solver_free(&sv);
	output_close();
	return status;
}
