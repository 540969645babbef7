/*
 * code analyze: a strategy played against every secret (solver.h), its
 * figures printed (figures.h); and the play that code tree and code
 * shard merge share (analyze.h).
 */

#include "analyze.h"

#include <getopt.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/diag.h"
#include "../core/variant.h"
#include "../optimal/optimal.h"
#include "../solver/analysis.h"
#include "../solver/dot.h"
#include "../solver/history.h"
#include "certify.h"
#include "cli.h"
#include "commands.h"
#include "figures.h"
#include "options.h"

/* What the options of analyze set. */
struct analyze_settings {
	struct codebreaker cb;
	const char *first;		/* --first */
	enum record_format format;	/* --format */
	const char *certificate;	/* --certificate */
};

static const char usage[] =
    "usage: " PROGRAM_NAME
    " analyze [-v VARIANT] [RULES] [--strategy=S] [--threads=N]\n"
    "                  [--tries=N|none] [--consistent]\n"
    "                  [--goal=average|worst|depth]\n"
    "                  [--memory=SIZE] [--progress[=SECONDS]]\n"
    "                  [--time-limit=DURATION] [--first=GUESS]\n"
    "                  [--format=text|json] [--certificate=FILE]\n"
    CLI_RULES_USAGE;

static const char intro[] =
    "\n"
    PROGRAM_NAME
    " analyze plays strategy S against every secret and counts the\n"
    "guesses (" PROGRAM_NAME " tree writes the strategy, " PROGRAM_NAME
    " replay scores one\nwritten, " PROGRAM_NAME " rank weighs every first "
    "guess, " PROGRAM_NAME " shard splits the\nsearch).\n"
    "\n";

static const char own_help[] =
    "  --first=GUESS       the first guess (optimal: the best strategy\n"
    "                      that opens with it)\n"
    "  --format=FORMAT     text (default) or json\n"
    CERTIFY_HELP
    CODEBREAKER_HELP_END;

static const char *const help[] = CODEBREAKER_CHUNKS(intro, own_help,
    CODEBREAKER_HELP_EXIT_PLAY);

enum { FIRST = CLI_MODE_OPTION };

/* Takes --first. */
static void
take(void *settings, int id, const char *arg)
{
	(void)id;
	((struct analyze_settings *)settings)->first = arg;
}

static const struct cli_option options[] = {
	{ "first", 0, required_argument, FIRST, NULL },
	{ NULL, 0, 0, 0, NULL }
};

/* What analyze once did and what does it now. */
static const struct cli_retired retired[] = {
	{ "tree", NULL, PROGRAM_NAME " tree [OPTIONS]" },
	{ "tree-depth", NULL, PROGRAM_NAME " tree --format=dot --depth=K" },
	{ "replay", NULL, PROGRAM_NAME " replay [OPTIONS] FILE" },
	{ "first-from", NULL, PROGRAM_NAME " rank --first-from=FILE" },
	{ "top", NULL, PROGRAM_NAME " rank --top=N|all" },
	{ "above", NULL, PROGRAM_NAME " rank --above=TOTAL" },
	{ "format", "csv", PROGRAM_NAME " rank --format=csv" },
	{ "plan", NULL, PROGRAM_NAME " shard plan [OPTIONS] K" },
	{ "shard", NULL, PROGRAM_NAME " shard run [OPTIONS] I/K FILE "
	    "[DONE ...]" },
	{ "shard-file", NULL, PROGRAM_NAME " shard run [OPTIONS] I/K FILE "
	    "[DONE ...]" },
	{ "checkpoint", NULL, PROGRAM_NAME " shard run --checkpoint=DURATION "
	    "I/K FILE" },
	{ "merge", NULL, PROGRAM_NAME " shard merge [OPTIONS] FILE ..." },
	{ "partial", NULL, PROGRAM_NAME " shard merge --partial FILE ..." },
	{ "verify", NULL, PROGRAM_NAME " shard verify --fraction=FRACTION "
	    "FILE ..." },
	{ "unit-size", NULL, PROGRAM_NAME " shard plan|run|merge|verify "
	    "--unit-size=N" },
	{ "unit-depth", NULL, PROGRAM_NAME " shard plan|run|merge|verify "
	    "--unit-size=N, which deals one set deep" },
	{ NULL, NULL, NULL }
};

const struct cli_mode analyze_mode = {
	.name = "analyze", .usage = usage, .help = codebreaker_help,
	.options = options, .rules = CLI_RULES_ALL, .variant = "classic",
	.take = take,
	.uses = {
		{ &codebreaker_strategy,
		    offsetof(struct analyze_settings, cb) },
		{ &codebreaker_search, offsetof(struct analyze_settings, cb) },
		{ &options_format, offsetof(struct analyze_settings,
		    format) },
		{ &certify_options, offsetof(struct analyze_settings,
		    certificate) } },
	.retired = retired
};

void
analyze_check_tree(const struct codebreaker *cb, const struct solver *sv,
    const struct analyze_output *out)
{
	size_t length = sv->guesses.length;

	if (out->tree && length > TREE_LENGTH_MAX) {
		diag("%s: a tree holds codes of at most %d positions",
		    cb->command, TREE_LENGTH_MAX);
		exit(EXIT_USAGE);
	}
	if (out->tree && out->tree_format == TREE_GOLF && length > 9) {
		diag("%s: %s=golf writes a reply as two digits, so codes of at "
		    "most 9 positions", cb->command, out->tree_option);
		exit(EXIT_USAGE);
	}
}

/*
 * Makes sv's optimal search solve the strategies that open with first.
 * Returns EXIT_OK, or having said why, EXIT_SYSTEM or EXIT_OUT_OF_TRIES.
 */
static int
open_with(const struct codebreaker *cb, struct solver *sv, size_t first,
    const char *first_text)
{
	if (optimal_open(sv->optimal, sv->secret_left, sv->secret_count,
	    sv->played, first) == 0)
		return EXIT_OK;
	if (optimal_out_of_memory(sv->optimal))
		diag("%s: out of memory", cb->command);
	else if (optimal_none_within(sv->optimal) > 0) {
		codebreaker_none_within(cb, sv->optimal, first_text);
		return EXIT_OUT_OF_TRIES;
	} else
		diag("%s: no strategy that opens with %s finds every secret",
		    cb->command, first_text);
	return EXIT_SYSTEM;
}

/*
 * Returns EXIT_OK if the strategy sv's optimal search played, analysed in
 * a, totals what the search proved, else EXIT_INPUT having said so: a
 * merge's files made the proof (a search of one process cannot differ).
 */
static int
check_played(const struct codebreaker *cb, const struct solver *sv,
    const struct analysis *a)
{
	struct optimal_proof p;

	if (sv->optimal == NULL)
		return EXIT_OK;
	optimal_proof(sv->optimal, &p);
	if (p.stopped != OPTIMAL_FINISHED || p.goal == GOAL_DEPTH ||
	    !p.done || a->total == p.total)
		return EXIT_OK;
	diag("%s: the strategy played totals %llu guesses, not the %llu "
	    "the search proved: the shards' files are not what they say",
	    cb->command, (unsigned long long)a->total,
	    (unsigned long long)p.total);
	return EXIT_INPUT;
}

/* Prints what out asks of the strategy of sv analysed in a, its tree t. */
static int
print_played(const struct solver *sv, const struct analysis *a,
    const struct tree *t, const struct analyze_output *out)
{
	char text[VARIANT_TEXT_MAX];
	struct record w;

	if (out->tree && out->tree_format == TREE_DOT)
		return dot_write(t, sv, a, strategy_name(sv->strategy),
		    out->tree_depth);
	if (out->tree)
		return tree_write(t, out->tree_format, &sv->guesses,
		    sv->variant);
	variant_write(sv->variant, space_code(&sv->guesses, a->first),
	    sv->guesses.length, text);
	record_begin(&w, out->format);
	record_object(&w, NULL);
	figures_write(&w, sv, a, text, strategy_name(sv->strategy));
	record_end(&w);
	return EXIT_OK;
}

/*
 * Writes out's certificate of what sv's search proved, its strategy
 * opening with opening (first: the one it was asked to open with, or
 * SIZE_MAX), given the status of the play so far: none if it failed, a
 * certificate that none wins if the try limit ran out.  Returns the
 * status of the play, or the certificate's if that failed.
 */
static int
certify_played(const struct codebreaker *cb, const struct solver *sv,
    size_t first, size_t opening, const struct analyze_output *out,
    int status)
{
	struct optimal_proof p;
	int wrote;

	if (out->certificate == NULL || (status != EXIT_OK &&
	    status != EXIT_OUT_OF_TRIES))
		return status;
	optimal_proof(sv->optimal, &p);
	if (status == EXIT_OUT_OF_TRIES)
		wrote = certify_write(cb, sv, out->certificate, out->reuse,
		    SIZE_MAX, first, optimal_never());
	else
		wrote = certify_write(cb, sv, out->certificate, out->reuse,
		    opening, first, p.total);
	return wrote != EXIT_OK ? wrote : status;
}

int
analyze_play(const struct codebreaker *cb, struct solver *sv, size_t first,
    const char *first_text, const struct analyze_output *out)
{
	struct analysis a;
	struct tree tree;
	int status;

	analyze_check_tree(cb, sv, out);
	if (first != SIZE_MAX && sv->optimal != NULL &&
	    (status = open_with(cb, sv, first, first_text)) != EXIT_OK)
		return certify_played(cb, sv, first, first, out, status);
	tree_init(&tree, sv->guesses.length, sv->rule);
	if ((status = solver_analyze_tree(sv, first, &a, out->tree ? &tree :
	    NULL)) == -1) {
		diag("%s: a game went past %d guesses", cb->command,
		    SOLVER_DEPTH_MAX);
		status = EXIT_SYSTEM;
	} else if (status == EXIT_OUT_OF_TRIES)
		codebreaker_none_within(cb, sv->optimal, NULL);
	else if (status == EXIT_OK &&
	    (status = check_played(cb, sv, &a)) == EXIT_OK &&
	    (status = print_played(sv, &a, &tree, out)) == EXIT_OK &&
	    (status = codebreaker_stopped(cb, sv, &a)) != EXIT_OK &&
	    out->certificate != NULL)
		diag("%s: --certificate: none written: the search was stopped "
		    "before its proof", cb->command);
	tree_free(&tree);
	return certify_played(cb, sv, first, a.first, out, status);
}

/*
 * Says, and exits, if --first=text names first guesses in the plural,
 * code rank's: all, or (once sv is set up: NULL before) guesses of sv
 * joined by commas (a guess of colours that include the comma is one
 * guess).
 */
static void
check_first(const struct solver *sv, const char *text)
{
	char why[VARIANT_WHY_MAX];

	if (text != NULL && strcmp(text, "all") == 0)
		cli_retired_say("analyze", "--first=all",
		    PROGRAM_NAME " rank --first=all");
	if (text != NULL && sv != NULL && strchr(text, ',') != NULL &&
	    history_guess(sv, text, strlen(text), why) == SIZE_MAX)
		cli_retired_say("analyze", "--first=GUESS,GUESS,...",
		    PROGRAM_NAME " rank --first=GUESS,GUESS,...");
}

int
analyze_command(int argc, char *argv[])
{
	struct analyze_settings set = { .cb.strategy = STRATEGY_KNUTH };
	struct analyze_output out = { RECORD_TEXT, 0, TREE_LINES, NULL, 0,
	    NULL, NULL };
	struct solver sv;
	size_t first = SIZE_MAX;
	int status;

	codebreaker_parse(&analyze_mode, help, &argc, &argv, &set, &set.cb);
	cli_no_operands(&analyze_mode, argc);
	out.format = set.format;
	out.certificate = set.certificate;
	certify_check(&set.cb, usage, set.certificate);
	check_first(NULL, set.first);
	codebreaker_start(&sv, &set.cb, 1);
	check_first(&sv, set.first);
	if (set.first != NULL)
		first = codebreaker_first(&sv, set.first);
	status = analyze_play(&set.cb, &sv, first, set.first, &out);
	solver_free(&sv);
	return cli_finish(status);
}
