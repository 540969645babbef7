/*
 * code tree: the decision tree of a strategy, as lines, JSON, the Code
 * Golf grammar or a Graphviz graph (lib/codes/tree.h, lib/solver/dot.h).
 */

#include <getopt.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "../codes/tree.h"
#include "../core/diag.h"
#include "analyze.h"
#include "cli.h"
#include "codebreaker.h"
#include "commands.h"

/* What the options of tree set. */
struct tree_settings {
	struct codebreaker cb;
	const char *first;		/* --first */
	enum tree_format format;	/* --format */
	unsigned depth;			/* --depth: 0, the whole tree */
};

static const char usage[] =
    "usage: " PROGRAM_NAME
    " tree [-v VARIANT] [RULES] [--strategy=S] [--threads=N]\n"
    "               [--tries=N|none] [--consistent]\n"
    "               [--goal=average|worst|depth]\n"
    "               [--memory=SIZE] [--progress[=SECONDS]]\n"
    "               [--time-limit=DURATION] [--first=GUESS]\n"
    "               [--format=lines|json|golf|dot] [--depth=K]\n"
    CLI_RULES_USAGE;

static const char intro[] =
    "\n"
    PROGRAM_NAME
    " tree writes the decision tree of strategy S: its first guess, and\n"
    "for each reply the tree played next (" PROGRAM_NAME " replay scores "
    "one).\n"
    "\n";

static const char own_help[] =
    "  --first=GUESS       the first guess (optimal: the best strategy\n"
    "                      that opens with it)\n"
    "  --format=FORMAT     lines (default: a line a node, GUESS [S,W\n"
    "                      GUESS]... from the root), json ({\"guess\":G,\n"
    "                      \"replies\":{\"S,W\":NODE,...}}), golf\n"
    "                      ({G:{SW:NODE,...}}, a node without replies a\n"
    "                      bare G) or dot (a Graphviz graph, not read\n"
    "                      back)\n"
    "  --depth=K           dot: draw the first K guesses, each subtree\n"
    "                      below summed up (1..64)\n"
    CODEBREAKER_HELP_END;

static const char *const help[] = CODEBREAKER_CHUNKS(intro, own_help,
    CODEBREAKER_HELP_EXIT_PLAY);

enum { FIRST = CLI_MODE_OPTION, FORMAT, DEPTH };

/* Takes an option of tree's own into the settings. */
static void
take(void *settings, int id, const char *arg)
{
	struct tree_settings *s = settings;

	if (id == FIRST)
		s->first = arg;
	else if (id == FORMAT && tree_format_parse(arg, &s->format) == -1)
		cli_bad_choice("--format", tree_format_name, arg);
	else if (id == DEPTH)
		s->depth = (unsigned)cli_number("--depth", arg, 1,
		    SOLVER_DEPTH_MAX);
}

static const struct cli_option options[] = {
	{ "first", 0, required_argument, FIRST, NULL },
	{ "format", 0, required_argument, FORMAT, tree_format_name },
	{ "depth", 0, required_argument, DEPTH, NULL },
	{ NULL, 0, 0, 0, NULL }
};

const struct cli_mode tree_mode = {
	.name = "tree", .usage = usage, .help = codebreaker_help,
	.options = options, .rules = CLI_RULES_ALL, .variant = "classic",
	.take = take,
	.uses = {
		{ &codebreaker_strategy, offsetof(struct tree_settings, cb) },
		{ &codebreaker_search, offsetof(struct tree_settings, cb) } }
};

int
tree_command(int argc, char *argv[])
{
	struct tree_settings set = { .cb.strategy = STRATEGY_KNUTH,
	    .format = TREE_LINES };
	struct analyze_output out = { RECORD_TEXT, 1, TREE_LINES, "--format",
	    0, NULL, NULL };
	struct solver sv;
	size_t first = SIZE_MAX;
	int status;

	codebreaker_parse(&tree_mode, help, &argc, &argv, &set, &set.cb);
	cli_no_operands(&tree_mode, argc);
	if (set.depth > 0 && set.format != TREE_DOT) {
		diag("tree: --depth draws the top of a --format=dot");
		cli_usage(usage);
	}
	out.tree_format = set.format;
	out.tree_depth = set.depth;
	codebreaker_start(&sv, &set.cb, 1);
	analyze_check_tree(&set.cb, &sv, &out);
	if (set.first != NULL)
		first = codebreaker_first(&sv, set.first);
	status = analyze_play(&set.cb, &sv, first, set.first, &out);
	solver_free(&sv);
	return cli_finish(status);
}
