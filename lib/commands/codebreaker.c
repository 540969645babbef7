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

static const char solve_usage[] =
    "usage: " PROGRAM_NAME
    " solve [-v VARIANT] [RULES] [--strategy=S] [--threads=N]\n"
    "                  [--tries=N|none] [--consistent]\n"
    "                  [--goal=average|worst|depth]\n"
    "                  [--memory=SIZE] [--progress[=SECONDS]]\n"
    "                  [--time-limit=DURATION] [--count | --list |\n"
    "                  --top=N|all | --interactive] [--format=text|json]\n"
    "                  [-f FILE] [GUESS:STRONG,WEAK ...]\n"
    CLI_RULES_USAGE;

static const char analyze_usage[] =
    "usage: " PROGRAM_NAME
    " analyze [-v VARIANT] [RULES] [--strategy=S] [--threads=N]\n"
    "                  [--tries=N|none] [--consistent]\n"
    "                  [--goal=average|worst|depth]\n"
    "                  [--memory=SIZE] [--progress[=SECONDS]]\n"
    "                  [--time-limit=DURATION] [--first=GUESS]\n"
    "                  [--format=text|json|csv]\n"
    "                  [--tree[=lines|json|golf|dot] [--tree-depth=K] |\n"
    "                   --replay=FILE |\n"
    "                   --first=all|GUESS,... | --first-from=FILE\n"
    "                   [--top=N|all] [--above=TOTAL]]\n"
    "                  [--unit-size=N [--unit-depth=D]] [--plan=K |\n"
    "                   --shard=I/K --shard-file=FILE "
    "[--checkpoint=DURATION] [FILE ...] |\n"
    "                   --merge [--partial] [--verify=FRACTION] FILE ...]\n"
    CLI_RULES_USAGE;

static const char review_usage[] =
    "usage: " PROGRAM_NAME
    " review [-v VARIANT] [RULES] [--threads=N] [--tries=N|none]\n"
    "                  [--consistent] [--memory=SIZE] "
    "[--progress[=SECONDS]]\n"
    "                  [--time-limit=DURATION] [--openings=FILE]\n"
    "                  [--format=text|json] [-f FILE] [GUESS:HINT ...]\n"
    CLI_RULES_USAGE;

/* Which mode a line of help is for: bits. */
enum { SOLVE = 1, ANALYZE = 2, BOTH = 3, REVIEW = 4, ALL = 7 };

/* The help, a chunk at a time, each of the modes it is for. */
static const struct help_chunk {
	unsigned modes;
	const char *text;
} help_chunks[] = {
	{ SOLVE, "\n"
    PROGRAM_NAME
    " solve prints the next guess of strategy S after the hints so far,\n"
    "given as GUESS:STRONG,WEAK operands or, from FILE or a - operand\n"
    "(standard input), as lines GUESS STRONG WEAK or GUESS (STRONG,WEAK);\n"
    "under another rule GUESS:HINT or GUESS HINT, marks with blanks or\n"
    "not; once a hint says solved, \"solved in N guesses\" instead.\n"
    "\n" },
	{ ANALYZE, "\n"
    PROGRAM_NAME
    " analyze plays strategy S against every secret and counts the\n"
    "guesses; --tree writes the strategy, --replay scores one written.\n"
    "\n" },
	{ REVIEW, "\n"
    PROGRAM_NAME
    " review weighs a game played, its guesses and hints as solve takes\n"
    "them, against the optimal strategy (the least expected number of\n"
    "guesses): for each guess the secrets it faced, the guesses expected\n"
    "from there after it and after the best guess, its cost (the\n"
    "difference), the secrets its hint left against the average part,\n"
    "and its luck (the guesses expected after it less those expected\n"
    "after its hint); then the game's sum: guesses = expected + cost -\n"
    "luck.\n"
    "\n" },
	{ ALL,
    "  -v, --variant=NAME  the rules (default classic; see " PROGRAM_NAME
    " variants)\n"
    "  --colours=SET, --length=N, --distinct=SIDES\n"
    "                      change them, as " PROGRAM_NAME " score takes them\n"
    CLI_RULES_HELP },
	{ BOTH,
    "  --strategy=S        how the next guess is chosen, a part being the\n"
    "                      secrets that give one hint (default knuth):\n" },
	{ BOTH, NULL },	/* the strategies: fill_help() */
	{ ALL,
    "  --threads=N         search in N threads at most at once (default:\n"
    "                      the processors); the result is the same for\n"
    "                      every N\n"
    "  --tries=N           a game's guesses at most, 1..64, or none\n"
    "                      (default: the variant's, " PROGRAM_NAME " variants);\n"
    "                      optimal, goal average: the least total of the\n"
    "                      strategies that always win within them\n"
    "  --consistent        guess only codes that may still be the secret\n"
    "                      (that agree with every hint so far)\n" },
	{ BOTH,
    "  --goal=G            optimal: what the search makes least:\n"
    "    average           the total of guesses (the default)\n"
    "    worst             the guesses that always win, then the total\n"
    "                      within them\n"
    "    depth             the guesses that always win, alone (faster)\n" },
	{ ALL,
    "  --memory=SIZE       optimal: hold at most SIZE bytes (a number, or\n"
    "                      with K, M, G or T) of tables and memo; the\n"
    "                      default is half of the machine's memory\n"
    "  --progress[=SECONDS]\n"
    "                      optimal: a line of progress on standard error\n"
    "                      every SECONDS (default 10); on a terminal a\n"
    "                      status line is redrawn anyway\n"
    "  --time-limit=DURATION\n"
    "                      optimal: stop after DURATION (seconds, or with\n"
    "                      s, m, h or d) with the best strategy found;\n"
    "                      review: each search (default 1m)\n" },
	{ REVIEW,
    "  --openings=FILE     the openings ranked, as solve --top writes\n"
    "                      them (its text) or lines GUESS AVERAGE TOTAL,\n"
    "                      taken as given for the first guess instead of\n"
    "                      a search: the least total the best\n"
    "  --format=FORMAT     text (default) or json\n"
    "  -f, --file=FILE     read the game from FILE\n" },
	{ SOLVE,
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
    "  -f, --file=FILE     read the hints so far from FILE\n" },
	{ ANALYZE,
    "  --first=GUESS       the first guess (optimal: the best strategy\n"
    "                      that opens with it)\n"
    "  --first=all, --first=GUESS,GUESS,...\n"
    "                      optimal: weigh every first guess (of each\n"
    "                      symmetric kind), or those, a row each: RANK\n"
    "                      GUESS TOTAL AVERAGE WORST POSSIBLE, exact for\n"
    "                      the best (--top, --above), the others >=BOUND,\n"
    "                      a bound that proves them no better; sorted\n"
    "  --first-from=FILE   the same, the guesses from FILE (- standard\n"
    "                      input), one a line\n"
    "  --top=N             the table: the N best exactly (or all;\n"
    "                      default 1)\n"
    "  --above=TOTAL       the table: and every one of total at most TOTAL\n"
    "  --format=FORMAT     text (default), json, or csv (the table)\n"
    "  --tree[=FORMAT]     write the strategy's decision tree as lines\n"
    "                      (default: a line a node, GUESS [S,W GUESS]...\n"
    "                      from the root), json ({\"guess\":G,\"replies\":\n"
    "                      {\"S,W\":NODE,...}}), golf ({G:{SW:NODE,...}},\n"
    "                      a node without replies a bare G) or dot (a\n"
    "                      Graphviz graph, not read back)\n"
    "  --tree-depth=K      --tree=dot: draw the first K guesses, each\n"
    "                      subtree below summed up (1..64)\n"
    "  --replay=FILE       score the tree in FILE (lines, json or golf)\n"
    "                      against every secret\n"
    "  --unit-size=N       --plan, --shard, --merge: a unit (a part of a\n"
    "                      first guess) of more than N secrets is dealt\n"
    "                      by its next guesses, each a job, or if a\n"
    "                      guess leaves a larger part, by its parts\n"
    "                      (N: 32..65535)\n"
    "  --unit-depth=D      --unit-size: a set left more than N secrets\n"
    "                      below the unit is dealt the same way, down\n"
    "                      to D sets deep (1..8; 1, the unit alone:\n"
    "                      the default; deeper, the jobs are dealt\n"
    "                      to the shards in order)\n"
    "  --plan=K            optimal: print how the search is dealt to K\n"
    "                      shards, a job a line, and exit\n"
    "  --shard=I/K         optimal: solve shard I (from 0) of K of the\n"
    "                      search and write it to --shard-file\n"
    "  --shard-file=FILE   where --shard writes (a temporary file renamed\n"
    "                      when complete; a complete FILE of that shard is\n"
    "                      kept: nothing to do)\n"
    "  --checkpoint=DURATION\n"
    "                      --shard: how often it keeps its search, to\n"
    "                      resume if stopped or killed (default 10m)\n"
    "  --merge FILE ...    optimal: read the K shards' files and print\n"
    "                      what the search in one process prints; each\n"
    "                      file is checked whole but for optimality\n"
    "  --partial           --merge: a shard no file holds is searched\n"
    "                      here (--time-limit: a bound and the gap)\n"
    "  --verify=FRACTION   --merge: solve that share of the files' totals\n"
    "                      and bounds again (0.05, or 5%; 100%: all the\n"
    "                      result rests on), chosen at random; a file\n"
    "                      that says otherwise is refused\n" },
	{ ALL,
    "  -h, --help          print this help and exit\n"
    "\n" },
	{ SOLVE,
    "Exit status: 0 success, 1 bad input (a hint, or a guess --hard\n"
    "forbids after the hints before it), 2 usage error, 3 a system error,\n"
    "4 no secret agrees with every hint, 5 the tries ran out (the hints\n"
    "used them all, or --interactive) or no strategy wins within --tries;\n"
    "a search stopped with the best strategy found: 124 by --time-limit,\n"
    "130 by SIGINT, 143 by SIGTERM.  See " PROGRAM_NAME "(1).\n" },
	{ ANALYZE,
    "Exit status: 0 success, 1 bad input (a shard's file of another\n"
    "search, refused, or missing without --partial), 2 usage error, 3 a\n"
    "system error, 5 no strategy wins every game within --tries\n"
    "(optimal), 8 the tree of --replay leaves a secret unfound; a search\n"
    "stopped with the best strategy found: 124 by --time-limit, 130 by\n"
    "SIGINT, 143 by SIGTERM.  See " PROGRAM_NAME "(1).\n" },
	{ REVIEW,
    "Exit status: 0 success, 1 bad input (a hint, a guess --hard forbids,\n"
    "a line of --openings), 2 usage error, 3 a system error, 4 no secret\n"
    "agrees with every hint; a search stopped (its values then the best\n"
    "found, or unknown): 124 by --time-limit, 130 by SIGINT, 143 by\n"
    "SIGTERM.  See " PROGRAM_NAME "(1).\n" },
};

#define HELP_CHUNKS	(sizeof(help_chunks) / sizeof(*help_chunks))

#define PROGRESS_DEFAULT	10	/* seconds between lines of --progress */

enum { STRATEGY = CLI_MODE_OPTION, COUNT, LIST, INTERACTIVE, FIRST,
	FORMAT, GOAL, THREADS, TREE, TREE_DEPTH, REPLAY, CONSISTENT, MEMORY,
	PROGRESS, TIME_LIMIT, SHARD, SHARD_FILE, CHECKPOINT, MERGE, PARTIAL, VERIFY, TRIES,
	TOP, OPENINGS, FIRST_FROM, ABOVE, UNIT_SIZE, UNIT_DEPTH, PLAN };

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

/* The values of --tries beside a number. */
static const char *
tries_value(size_t i)
{
	return i == 0 ? "none" : NULL;
}

/* The values of --top beside a number. */
static const char *
top_value(size_t i)
{
	return i == 0 ? "all" : NULL;
}

/* The values of --format: solve's and review's. */
static const char *
format_value(size_t i)
{
	static const char *const formats[] = { "text", "json", NULL };

	return formats[i];
}

/* The values of analyze's --format: csv too, for its table. */
static const char *
table_format_value(size_t i)
{
	static const char *const formats[] = { "text", "json", "csv", NULL };

	return formats[i];
}

/* The options both modes take. */
#define SHARED_OPTIONS \
	{ "strategy", 0, required_argument, STRATEGY, strategy_value }, \
	{ "threads", 0, required_argument, THREADS, NULL }, \
	{ "tries", 0, required_argument, TRIES, tries_value }, \
	{ "consistent", 0, no_argument, CONSISTENT, NULL }, \
	{ "goal", 0, required_argument, GOAL, goal_value }, \
	{ "memory", 0, required_argument, MEMORY, NULL }, \
	{ "progress", 0, optional_argument, PROGRESS, NULL }, \
	{ "time-limit", 0, required_argument, TIME_LIMIT, NULL }

/* The options of solve, in the order of its help. */
static const struct cli_option solve_options[] = {
	SHARED_OPTIONS,
	{ "format", 0, required_argument, FORMAT, format_value },
	{ "count", 0, no_argument, COUNT, NULL },
	{ "list", 0, no_argument, LIST, NULL },
	{ "top", 0, required_argument, TOP, top_value },
	{ "interactive", 0, no_argument, INTERACTIVE, NULL },
	{ "file", 'f', required_argument, 'f', NULL },
	{ NULL, 0, 0, 0, NULL }
};

/* The options of analyze, in the order of its help. */
static const struct cli_option analyze_options[] = {
	SHARED_OPTIONS,
	{ "format", 0, required_argument, FORMAT, table_format_value },
	{ "first", 0, required_argument, FIRST, NULL },
	{ "first-from", 0, required_argument, FIRST_FROM, NULL },
	{ "top", 0, required_argument, TOP, top_value },
	{ "above", 0, required_argument, ABOVE, NULL },
	{ "tree", 0, optional_argument, TREE, tree_format_name },
	{ "tree-depth", 0, required_argument, TREE_DEPTH, NULL },
	{ "replay", 0, required_argument, REPLAY, NULL },
	{ "unit-size", 0, required_argument, UNIT_SIZE, NULL },
	{ "unit-depth", 0, required_argument, UNIT_DEPTH, NULL },
	{ "plan", 0, required_argument, PLAN, NULL },
	{ "shard", 0, required_argument, SHARD, NULL },
	{ "shard-file", 0, required_argument, SHARD_FILE, NULL },
	{ "checkpoint", 0, required_argument, CHECKPOINT, NULL },
	{ "merge", 0, no_argument, MERGE, NULL },
	{ "partial", 0, no_argument, PARTIAL, NULL },
	{ "verify", 0, required_argument, VERIFY, NULL },
	{ NULL, 0, 0, 0, NULL }
};

/* The options of review, in the order of its help. */
static const struct cli_option review_options[] = {
	{ "threads", 0, required_argument, THREADS, NULL },
	{ "tries", 0, required_argument, TRIES, tries_value },
	{ "consistent", 0, no_argument, CONSISTENT, NULL },
	{ "memory", 0, required_argument, MEMORY, NULL },
	{ "progress", 0, optional_argument, PROGRESS, NULL },
	{ "time-limit", 0, required_argument, TIME_LIMIT, NULL },
	{ "openings", 0, required_argument, OPENINGS, NULL },
	{ "format", 0, required_argument, FORMAT, format_value },
	{ "file", 'f', required_argument, 'f', NULL },
	{ NULL, 0, 0, 0, NULL }
};

/* The mode being parsed, for its usage on an error: solve's or analyze's. */
static const char *usage_text = solve_usage;

void
codebreaker_usage(void)
{
	cli_usage(usage_text);
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
	case TRIES:
		s->tries = strcmp(arg, "none") == 0 ? -1 :
		    (int)cli_number("--tries", arg, 1, OPTIMAL_DEPTH_MAX);
		s->tries_given = 1;
		break;
	case COUNT: s->count = 1; break;
	case LIST: s->list = 1; break;
	case TOP:
		s->top = strcmp(arg, "all") == 0 ? SIZE_MAX :
		    (size_t)cli_number("--top", arg, 1, SPACE_CODES_MAX);
		break;
	case INTERACTIVE: s->interactive = 1; break;
	case 'f': s->file = arg; break;
	case FIRST: s->first = arg; break;
	case OPENINGS: s->openings = arg; break;
	case FIRST_FROM: s->first_from = arg; break;
	case ABOVE:
		s->above = (uint64_t)cli_number("--above", arg, 1,
		    OPTIMAL_TOTAL_MAX);
		break;
	case FORMAT:
		s->json = cli_choose("--format", usage_text == analyze_usage ?
		    table_format_value : format_value, arg) == 1;
		s->csv = usage_text == analyze_usage &&
		    cli_choose("--format", table_format_value, arg) == 2;
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
		s->optimal_only = s->optimal_only ? s->optimal_only :
		    "--memory";
		break;
	case PROGRESS:
		s->run.progress = arg == NULL ? PROGRESS_DEFAULT :
		    (unsigned)cli_duration("--progress", arg);
		s->optimal_only = s->optimal_only ? s->optimal_only :
		    "--progress";
		break;
	case TIME_LIMIT:
		s->run.time_limit = (unsigned)cli_duration("--time-limit", arg);
		s->optimal_only = s->optimal_only ? s->optimal_only :
		    "--time-limit";
		break;
	case SHARD:
		cli_share("--shard", arg, OPTIMAL_SHARDS_MAX, &s->shard_index,
		    &s->shard_count);
		s->shard = 1;
		break;
	case SHARD_FILE: s->shard_file = arg; break;
	case CHECKPOINT:
		s->checkpoint = (unsigned)cli_duration("--checkpoint", arg);
		break;
	case MERGE: s->merge = 1; break;
	case PARTIAL: s->partial = 1; break;
	case VERIFY: s->verify = cli_fraction("--verify", arg); break;
	case UNIT_SIZE:
		s->unit_size = (size_t)cli_number("--unit-size", arg,
		    UNIT_SIZE_LEAST, 65535);
		break;
	case UNIT_DEPTH:
		s->unit_depth = (unsigned)cli_number("--unit-depth", arg, 1,
		    UNIT_DEPTH_MOST);
		break;
	case PLAN:
		s->plan = (unsigned)cli_number("--plan", arg, 1,
		    OPTIMAL_SHARDS_MAX);
		break;
	}
}

/* The help of each mode: fill_help() writes them. */
#define HELP_MAX	(6144 + 16 * (4 + 18 + STRATEGY_HELP_MAX + 1))
static char solve_help[HELP_MAX], analyze_help[HELP_MAX],
    review_help[HELP_MAX];

/*
 * Writes into help (HELP_MAX bytes) the chunks of the help for modes
 * (SOLVE or ANALYZE), a line for each strategy of the table
 * (strategy.h), its name and its help, where the chunk without text is.
 */
static void
fill_help(char *help, unsigned modes)
{
	size_t n = 0;

	for (size_t c = 0; c < HELP_CHUNKS; c++) {
		const struct help_chunk *h = &help_chunks[c];

		if ((h->modes & modes) == 0)
			continue;
		if (h->text == NULL)
			for (size_t i = 0; strategy_name((enum strategy)i) !=
			    NULL && n < HELP_MAX; i++)
				n += (size_t)snprintf(help + n, HELP_MAX - n,
				    "    %-18s%s\n",
				    strategy_name((enum strategy)i),
				    strategy_help((enum strategy)i));
		else if (n < HELP_MAX)
			n += (size_t)snprintf(help + n, HELP_MAX - n, "%s",
			    h->text);
	}
}

/* The two modes as cli_parse() reads them (commands.h). */
const struct cli_mode solve_mode = { .name = "solve", .usage = solve_usage,
    .help = solve_help, .options = solve_options, .rules = CLI_RULES_ALL,
    .variant = "classic", .take = set_option };
const struct cli_mode analyze_mode = { .name = "analyze",
    .usage = analyze_usage, .help = analyze_help, .options = analyze_options,
    .rules = CLI_RULES_ALL, .variant = "classic", .take = set_option };
const struct cli_mode review_mode = { .name = "review",
    .usage = review_usage, .help = review_help, .options = review_options,
    .rules = CLI_RULES_ALL, .variant = "classic", .take = set_option };

void
codebreaker_parse(const struct cli_mode *m, int argc, char *argv[],
    struct codebreaker_settings *s)
{
	struct cli_choice choice;

	s->mode = m->name;
	usage_text = m->usage;
	fill_help(m == &solve_mode ? solve_help : m == &analyze_mode ?
	    analyze_help : review_help, m == &solve_mode ? SOLVE :
	    m == &analyze_mode ? ANALYZE : REVIEW);
	cli_parse(argc, argv, m, s, &choice);
	s->variant = *choice.preset;
	if (cli_apply_rules(&choice, &s->variant) == -1)
		exit(EXIT_USAGE);
	cli_choice_free(&choice);
	if (s->tries_given) {
		s->variant.tries = s->tries;
		s->variant.tries_per_letter = 0;
	}
	if (s->optimal_only != NULL && s->strategy != STRATEGY_OPTIMAL) {
		diag("%s: %s is for --strategy=optimal, the search; %s "
		    "weighs guesses at once", s->mode, s->optimal_only,
		    strategy_name(s->strategy));
		codebreaker_usage();
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

/*
 * Says, before a search larger than any measured starts, what to expect
 * and how to watch, stop and split it (analyze, goal average, not a
 * shard already); a merge says nothing (--partial names the shards it
 * searches itself).
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
		    "--time-limit=DURATION stops it, and a shard stopped keeps "
		    "its search: run it again to resume (see " PROGRAM_NAME
		    "(1), Long searches and Shards)", set->mode);
	else
		diag("%s: --progress=SECONDS writes its progress; control-C or "
		    "--time-limit=DURATION stops it with the best strategy "
		    "found, its total, a lower bound and the gap%s (see "
		    PROGRAM_NAME "(1), Long searches%s)", set->mode, split ?
		    "; --shard=I/K splits it over processes and machines" : "",
		    split ? " and Shards" : "");
}

void
codebreaker_start(struct solver *sv, struct codebreaker_settings *set)
{
	struct optimal_run run = set->run;
	char why[VARIANT_WHY_MAX];
	struct lists lists;
	int status, search;
	int chooses = !set->count && !set->list; /* else one pass a hint */

	if ((status = lists_read(&set->variant, &lists)) != EXIT_OK)
		exit(cli_finish(status));
	status = solver_init(sv, &set->variant, &lists, set->strategy,
	    set->threads, why);
	lists_free(&lists);
	if (status == 0 && chooses &&
	    (status = solver_fill_table(sv, why)) != 0)
		solver_free(sv);
	if (status != 0) {
		diag("%s: %s", set->mode, why);
		exit(cli_finish(status));
	}
	threads_cap(sv->threads);	/* however the work nests */
	sv->consistent = set->consistent;
	if (set->consistent && !every_secret_a_guess(sv)) {
		diag("%s: --consistent needs every secret to be a guess",
		    set->mode);
		solver_free(sv);
		exit(cli_finish(EXIT_USAGE));
	}
	run.status_line = isatty(STDERR_FILENO);
	search = chooses && (strategy_needs(set->strategy) & STRATEGY_SEARCH);
	if (search)
		say_note(sv, set);
	if (search && (status = solver_set_goal(sv, set->goal, &run,
	    why)) != 0) {
		diag("%s: %s", set->mode, why);
		solver_free(sv);
		exit(cli_finish(status));
	}
}

/* The exit status of a search stopped for why. */
static const int stop_status[] = { EXIT_OK, EXIT_INTERRUPTED,
    EXIT_TERMINATED, EXIT_TIME_LIMIT };

int
codebreaker_stop_status(enum optimal_stop why)
{
	return stop_status[why];
}

int
codebreaker_rank_stopped(const char *mode, const struct optimal_ranking *r)
{
	if (r->stopped == OPTIMAL_FINISHED)
		return EXIT_OK;
	char ranked[64], rest[64] = "";

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
	    mode, optimal_stop_name(r->stopped), ranked, r->weighed,
	    r->candidates, rest);
	return stop_status[r->stopped];
}

int
codebreaker_stopped(const struct solver *sv, const struct analysis *a)
{
	const int *status = stop_status;
	struct optimal_proof p;
	enum optimal_stop why;

	if (sv->optimal == NULL ||
	    (why = optimal_stopped(sv->optimal)) == OPTIMAL_FINISHED)
		return EXIT_OK;
	optimal_proof(sv->optimal, &p);
	if (a == NULL && p.found != UINT64_MAX && p.found >= p.lower)
		diag("solve: the optimal search was stopped by %s after %.1f s: "
		    "this guess starts the best strategy found, not proven "
		    "optimal: total %llu, lower bound %llu, gap %llu",
		    optimal_stop_name(why), p.seconds, (unsigned long long)
		    p.found, (unsigned long long)p.lower, (unsigned long long)
		    (p.found - p.lower));
	else if (a == NULL)
		diag("solve: the optimal search was stopped by %s after %.1f s: "
		    "this guess starts the best strategy found, not proven "
		    "optimal (no first guess searched whole; no strategy "
		    "totals less than %llu)", optimal_stop_name(why),
		    p.seconds, (unsigned long long)p.lower);
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

void
codebreaker_none_within(const char *mode, const struct optimal *o,
    const char *first)
{
	unsigned tries = optimal_none_within(o);

	diag("%s: no strategy%s%s wins every game within %u guess%s, the try "
	    "limit (--tries=N raises it, --tries=none lifts it)", mode,
	    first != NULL ? " that opens with " : "", first != NULL ? first :
	    "", tries, tries == 1 ? "" : "es");
}
