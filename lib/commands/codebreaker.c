/*
 * The command line of the codebreaker's two modes, code solve and code
 * analyze (codebreaker.h): their options, usage and help, which they
 * share, and the solver they set up.
 */

#include "codebreaker.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../core/diag.h"
#include "../core/output.h"
#include "../core/threads.h"
#include "cli.h"
#include "commands.h"

static const char codebreaker_usage_text[] =
    "usage: " PROGRAM_NAME
    " solve [-v VARIANT] [RULES] [--strategy=S] [--goal=G] "
    "[--threads=N]\n"
    "                  [--consistent] [--memory=SIZE] "
    "[--progress[=SECONDS]]\n"
    "                  [--time-limit=DURATION] [--count | --list |\n"
    "                  --interactive] [--format=text|json] [-f FILE]\n"
    "                  [GUESS:STRONG,WEAK ...]\n"
    "       " PROGRAM_NAME
    " analyze [-v VARIANT] [RULES] [--strategy=S] [--goal=G] "
    "[--threads=N]\n"
    "                  [--consistent] [--memory=SIZE] "
    "[--progress[=SECONDS]]\n"
    "                  [--time-limit=DURATION] [--first=GUESS] "
    "[--format=text|json]\n"
    "                  [--tree[=lines|json|golf|dot] [--tree-depth=K] |\n"
    "                   --replay=FILE]\n"
    "                  [--shard=I/K --shard-file=FILE |\n"
    "                   --merge [--verify=FRACTION] FILE ...]\n"
    "RULES: [--colours=SET] [--length=N] "
    "[--distinct=secret|guess|both|none]\n";

/* The help, in two halves: the table of strategies goes between them. */
static const char help_head[] =
    "\n"
    PROGRAM_NAME
    " solve prints the next guess of strategy S after the hints so far,\n"
    "given as GUESS:STRONG,WEAK operands or, from FILE or a - operand\n"
    "(standard input), as lines GUESS STRONG WEAK or GUESS (STRONG,WEAK).\n"
    PROGRAM_NAME
    " analyze plays S against every secret and counts the guesses.\n"
    "\n"
    "  -v, --variant=NAME  the rules (default classic; see " PROGRAM_NAME
    " variants)\n"
    "  --strategy=S        how the next guess is chosen, a part being the\n"
    "                      secrets that give one hint (default knuth):\n";

static const char help_tail[] =
    "  --goal=G            optimal: average (default), the smallest total;\n"
    "                      worst, the fewest guesses that always win, then\n"
    "                      the smallest total within them; or depth, the\n"
    "                      fewest guesses alone (faster)\n"
    "  --threads=N         search in N threads at most at once (default:\n"
    "                      the processors); the result is the same for\n"
    "                      every N\n"
    "  --consistent        guess only codes that may still be the secret\n"
    "                      (that agree with every hint so far)\n"
    "  --memory=SIZE       optimal: hold at most SIZE bytes (a number, or\n"
    "                      with K, M, G or T) of tables and memo; the\n"
    "                      default is half of the machine's memory\n"
    "  --progress[=SECONDS]\n"
    "                      optimal: a line of progress on standard error\n"
    "                      every SECONDS (default 10); on a terminal a\n"
    "                      status line is redrawn anyway\n"
    "  --time-limit=DURATION\n"
    "                      optimal: stop after DURATION (seconds, or with\n"
    "                      s, m, h or d) with the best strategy found\n"
    "  --count             print how many secrets agree with the hints\n"
    "  --list              print them, one a line\n"
    "  --interactive       play: print a guess, read its hint, a line\n"
    "                      S W, S,W or (S,W), from standard input; a bad\n"
    "                      line is asked again, and so is a hint that\n"
    "                      leaves no secret; until solved or the end\n"
    "  -f, --file=FILE     read the hints so far from FILE\n"
    "  --first=GUESS       analyze: the first guess (optimal: the best\n"
    "                      strategy that opens with it)\n"
    "  --format=FORMAT     text (default) or json (not with --interactive)\n"
    "  --tree[=FORMAT]     analyze: write the strategy's decision tree as\n"
    "                      lines (default: a line a node, GUESS [S,W GUESS]...\n"
    "                      from the root), json ({\"guess\":G,\"replies\":\n"
    "                      {\"S,W\":NODE,...}}), golf ({G:{SW:NODE,...}},\n"
    "                      a node without replies a bare G) or dot (a\n"
    "                      Graphviz graph, not read back)\n"
    "  --tree-depth=K      analyze --tree=dot: draw the first K guesses,\n"
    "                      each subtree below summed up (1..64)\n"
    "  --replay=FILE       analyze: score the tree in FILE (lines, json or\n"
    "                      golf) against every secret\n"
    "  --shard=I/K         analyze, optimal: solve shard I (from 0) of K of\n"
    "                      the search and write it to --shard-file\n"
    "  --shard-file=FILE   where --shard writes (a temporary file renamed\n"
    "                      when complete; a complete FILE of that shard is\n"
    "                      kept: nothing to do)\n"
    "  --merge FILE ...    analyze, optimal: read the K shards' files and\n"
    "                      print what the search in one process prints;\n"
    "                      each file is checked whole but for optimality\n"
    "  --verify=FRACTION   --merge: solve that share of the shards' units\n"
    "                      again (0.05, or 5%), chosen at random, and\n"
    "                      refuse a file whose total is not the least\n"
    "  -h, --help          print this help and exit\n"
    "\n"
    "Exit status: 0 success, 1 bad input (a shard's file of another search,\n"
    "refused or missing), 2 usage error, 3 a system error,\n"
    "4 no secret agrees with every hint, 5 the tries ran out, 8 the tree of\n"
    "--replay leaves a secret unfound; a search stopped with the best\n"
    "strategy found: 124 by --time-limit, 130 by SIGINT, 143 by SIGTERM.\n"
    "See " PROGRAM_NAME "(1).\n";

#define PROGRESS_DEFAULT	10	/* seconds between lines of --progress */

enum { STRATEGY = CLI_MODE_OPTION, COUNT, LIST, INTERACTIVE, FIRST,
	FORMAT, GOAL, THREADS, TREE, TREE_DEPTH, REPLAY, CONSISTENT, MEMORY,
	PROGRESS, TIME_LIMIT, SHARD, SHARD_FILE, MERGE, VERIFY };

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

/* The values of --format. */
static const char *
format_value(size_t i)
{
	static const char *const formats[] = { "text", "json", NULL };

	return formats[i];
}

/* The options of both modes: each rejects the other's after parsing. */
static const struct cli_option options[] = {
	{ "strategy", 0, required_argument, STRATEGY, strategy_value },
	{ "count", 0, no_argument, COUNT, NULL },
	{ "list", 0, no_argument, LIST, NULL },
	{ "interactive", 0, no_argument, INTERACTIVE, NULL },
	{ "file", 'f', required_argument, 'f', NULL },
	{ "first", 0, required_argument, FIRST, NULL },
	{ "format", 0, required_argument, FORMAT, format_value },
	{ "goal", 0, required_argument, GOAL, goal_value },
	{ "threads", 0, required_argument, THREADS, NULL },
	{ "tree", 0, optional_argument, TREE, tree_format_name },
	{ "tree-depth", 0, required_argument, TREE_DEPTH, NULL },
	{ "replay", 0, required_argument, REPLAY, NULL },
	{ "consistent", 0, no_argument, CONSISTENT, NULL },
	{ "memory", 0, required_argument, MEMORY, NULL },
	{ "progress", 0, optional_argument, PROGRESS, NULL },
	{ "time-limit", 0, required_argument, TIME_LIMIT, NULL },
	{ "shard", 0, required_argument, SHARD, NULL },
	{ "shard-file", 0, required_argument, SHARD_FILE, NULL },
	{ "merge", 0, no_argument, MERGE, NULL },
	{ "verify", 0, required_argument, VERIFY, NULL },
	{ NULL, 0, 0, 0, NULL }
};

void
codebreaker_usage(void)
{
	cli_usage(codebreaker_usage_text);
}

/* Sets what option c (not a rule) says in settings.  Exits on a bad value. */
static void
set_option(void *settings, int c, const char *arg)
{
	struct codebreaker_settings *s = settings;

	switch (c) {
	case STRATEGY:
		if (strategy_parse(arg, &s->strategy) == -1)
			cli_bad_choice("--strategy", strategy_value, arg);
		s->strategy_given = 1;
		break;
	case GOAL:
		if (goal_parse(arg, &s->goal) == -1)
			cli_bad_choice("--goal", goal_value, arg);
		break;
	case THREADS:
		s->threads = (unsigned)cli_number("--threads", arg, 1,
		    THREADS_MAX);
		break;
	case COUNT: s->count = 1; break;
	case LIST: s->list = 1; break;
	case INTERACTIVE: s->interactive = 1; break;
	case 'f': s->file = arg; break;
	case FIRST: s->first = arg; break;
	case FORMAT:
		s->json = cli_choose("--format", format_value, arg) == 1;
		s->format_given = 1;
		break;
	case TREE:
		if (arg != NULL && tree_format_parse(arg, &s->tree_format) ==
		    -1)
			cli_bad_choice("--tree", tree_format_name, arg);
		s->tree = 1;
		break;
	case TREE_DEPTH:
		s->tree_depth = (unsigned)cli_number("--tree-depth", arg, 1,
		    SOLVER_DEPTH_MAX);
		break;
	case REPLAY: s->replay = arg; break;
	case CONSISTENT: s->consistent = 1; break;
	case MEMORY:
		s->run.memory = (size_t)cli_size("--memory", arg);
		break;
	case PROGRESS:
		s->run.progress = arg == NULL ? PROGRESS_DEFAULT :
		    (unsigned)cli_duration("--progress", arg);
		break;
	case TIME_LIMIT:
		s->run.time_limit = (unsigned)cli_duration("--time-limit", arg);
		break;
	case SHARD:
		cli_share("--shard", arg, OPTIMAL_SHARDS_MAX, &s->shard_index,
		    &s->shard_count);
		s->shard = 1;
		break;
	case SHARD_FILE: s->shard_file = arg; break;
	case MERGE: s->merge = 1; break;
	case VERIFY: s->verify = cli_fraction("--verify", arg); break;
	}
}

/* The help of solve and analyze: fill_help() writes it. */
static char codebreaker_help[sizeof(help_head) + sizeof(help_tail) +
    16 * (4 + 18 + STRATEGY_HELP_MAX + 1)];

/*
 * Writes the help into codebreaker_help: its head, a line for each
 * strategy of the table (solver.h), its name and its help, and its tail.
 */
static void
fill_help(void)
{
	size_t n = strlen(help_head);

	memcpy(codebreaker_help, help_head, n);
	for (size_t i = 0; strategy_name((enum strategy)i) != NULL; i++) {
		int k = snprintf(codebreaker_help + n,
		    sizeof(codebreaker_help) - n, "    %-18s%s\n",
		    strategy_name((enum strategy)i),
		    strategy_help((enum strategy)i));

		n += k > 0 ? (size_t)k : 0;
		if (n >= sizeof(codebreaker_help) - sizeof(help_tail))
			n = sizeof(codebreaker_help) - sizeof(help_tail);
	}
	memcpy(codebreaker_help + n, help_tail, sizeof(help_tail));
}

/* The two modes as cli_parse() reads them (commands.h): one table. */
const struct cli_mode solve_mode = { "solve", codebreaker_usage_text,
    codebreaker_help, options, CLI_RULES_ALL, "classic", set_option };
const struct cli_mode analyze_mode = { "analyze", codebreaker_usage_text,
    codebreaker_help, options, CLI_RULES_ALL, "classic", set_option };

void
codebreaker_parse(const struct cli_mode *m, int argc, char *argv[],
    struct codebreaker_settings *s)
{
	struct cli_choice choice;

	s->mode = m->name;
	fill_help();
	cli_parse(argc, argv, m, s, &choice);
	s->variant = *choice.preset;
	if (cli_apply_rules(&choice, &s->variant) == -1)
		exit(EXIT_USAGE);
	cli_choice_free(&choice);
}

/* Returns 1 if every secret of sv is also a code it may guess. */
static int
every_secret_a_guess(const struct solver *sv)
{
	for (size_t i = 0; i < sv->secrets.count; i++)
		if (space_find(&sv->guesses, sv->secrets.ranks[i]) ==
		    SIZE_MAX)
			return 0;
	return 1;
}

/*
 * Says, before a search larger than any measured starts, what to expect
 * and how to watch, stop and split it (analyze, goal average, not a
 * shard already); a merge's search is quick and says nothing.
 */
static void
say_note(const struct solver *sv, const struct codebreaker_settings *set)
{
	char note[VARIANT_WHY_MAX * 2];
	int split = strcmp(set->mode, "analyze") == 0 &&
	    set->goal == GOAL_AVERAGE && !set->shard;

	if (set->merge || optimal_note(&sv->guesses, &sv->secrets, set->goal,
	    note, sizeof(note)) == -1)
		return;
	diag("%s: %s", set->mode, note);
	if (set->shard)
		diag("%s: --progress=SECONDS writes its progress; control-C or "
		    "--time-limit=DURATION stops it, and a shard stopped writes "
		    "nothing: run it again (see " PROGRAM_NAME "(1), Long "
		    "searches and Shards)", set->mode);
	else
		diag("%s: --progress=SECONDS writes its progress; control-C or "
		    "--time-limit=DURATION stops it with the best strategy "
		    "found, its total, a lower bound and the gap%s (see "
		    PROGRAM_NAME "(1), Long searches%s)", set->mode, split ?
		    "; --shard=I/K splits it over processes and machines" : "",
		    split ? " and Shards" : "");
}

void
codebreaker_start(struct solver *sv, const struct codebreaker_settings *set)
{
	struct optimal_run run = set->run;
	char why[VARIANT_WHY_MAX];
	int status;

	if ((status = solver_init(sv, &set->variant, set->strategy, why)) !=
	    0) {
		diag("%s: %s", set->mode, why);
		exit(cli_finish(status));
	}
	if (set->threads > 0)
		sv->threads = set->threads;
	threads_cap(sv->threads);	/* however the work nests */
	sv->consistent = set->consistent;
	if (set->consistent && !every_secret_a_guess(sv)) {
		diag("%s: --consistent needs every secret to be a guess",
		    set->mode);
		solver_free(sv);
		exit(cli_finish(EXIT_USAGE));
	}
	run.status_line = isatty(STDERR_FILENO);
	if (strategy_needs(set->strategy) & STRATEGY_SEARCH)
		say_note(sv, set);
	if ((strategy_needs(set->strategy) & STRATEGY_SEARCH) &&
	    (status = solver_set_goal(sv, set->goal, &run, why)) != 0) {
		diag("%s: %s", set->mode, why);
		solver_free(sv);
		exit(cli_finish(status));
	}
}

int
codebreaker_stopped(const struct solver *sv, const struct analysis *a)
{
	static const int status[] = { EXIT_OK, EXIT_INTERRUPTED,
	    EXIT_TERMINATED, EXIT_TIME_LIMIT };
	struct optimal_proof p;
	enum optimal_stop why;

	if (sv->optimal == NULL ||
	    (why = optimal_stopped(sv->optimal)) == OPTIMAL_FINISHED)
		return EXIT_OK;
	optimal_proof(sv->optimal, &p);
	if (a == NULL)
		diag("solve: the optimal search was stopped by %s after %.1f s: "
		    "this guess starts the best strategy found, not proven "
		    "optimal", optimal_stop_name(why), p.seconds);
	else if (p.goal == GOAL_DEPTH)
		diag("analyze: the optimal search was stopped by %s after "
		    "%.1f s: this strategy, the best found, wins every game "
		    "within %u guesses, not proven the fewest (none wins "
		    "within %u)", optimal_stop_name(why), p.seconds, a->worst,
		    p.beyond);
	else
		diag("analyze: the optimal search was stopped by %s after "
		    "%.1f s: this strategy, the best found, is not proven "
		    "optimal: total %llu, lower bound %llu, gap %llu",
		    optimal_stop_name(why), p.seconds,
		    (unsigned long long)a->total, (unsigned long long)p.lower,
		    (unsigned long long)(a->total - p.lower));
	return status[why];
}
