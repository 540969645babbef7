/*
 * code replay: a strategy's tree, as code tree writes it (lines, json or
 * golf), played against every secret (lib/solver/replay.h): its figures,
 * and whether it finds every secret.
 */

#include <errno.h>
#include <getopt.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "../codes/tree.h"
#include "../core/diag.h"
#include "../core/reader.h"
#include "../core/variant.h"
#include "../solver/replay.h"
#include "analyze.h"
#include "cli.h"
#include "codebreaker.h"
#include "commands.h"
#include "figures.h"
#include "options.h"

/* What the options of replay set. */
struct replay_settings {
	struct codebreaker cb;
	enum record_format format;	/* --format */
};

static const char usage[] =
    "usage: " PROGRAM_NAME
    " replay [-v VARIANT] [RULES] [--tries=N|none] [--format=text|json]\n"
    "                 FILE\n"
    CLI_RULES_USAGE;

static const char intro[] =
    "\n"
    PROGRAM_NAME
    " replay plays the tree of FILE (- standard input), a strategy as\n"
    PROGRAM_NAME " tree writes it (lines, json or golf), against every "
    "secret and\ncounts the guesses, as " PROGRAM_NAME " analyze does, "
    "and the secrets it never\nfinds.\n"
    "\n";

static const char own_help[] =
    "  --tries=N           a game's guesses at most, 1..64, or none\n"
    "                      (default: the variant's, " PROGRAM_NAME
    " variants)\n"
    "  --format=FORMAT     text (default) or json\n"
    CODEBREAKER_HELP_END
    "Exit status: 0 success, 1 a malformed tree, 2 usage error, 3 a\n"
    "system error, 8 the tree leaves a secret unfound.  See " PROGRAM_NAME
    "(1).\n";

static const char *const help[] = { intro, CODEBREAKER_HELP_RULES, own_help,
    NULL };

enum { TRIES = CLI_MODE_OPTION };

/* Takes --tries. */
static void
take(void *settings, int id, const char *arg)
{
	struct replay_settings *s = settings;

	(void)id;
	s->cb.tries = codebreaker_tries(arg);
	s->cb.tries_given = 1;
}

static const struct cli_option options[] = {
	{ "tries", 0, required_argument, TRIES, cli_value_none },
	{ NULL, 0, 0, 0, NULL }
};

const struct cli_mode replay_mode = {
	.name = "replay", .usage = usage, .help = codebreaker_help,
	.options = options, .rules = CLI_RULES_ALL, .variant = "classic",
	.take = take,
	.uses = { { &options_format, offsetof(struct replay_settings,
	    format) } }
};

/* Writes what replaying a tree found beyond the analysis r->a. */
static void
put_coverage(struct record *w, const struct solver *sv,
    const struct replay *r)
{
	static const char *const formats[] = { "lines", "json", "golf" };
	const char *format = formats[r->format];
	char text[VARIANT_TEXT_MAX];

	if (r->uncovered == 0) {
		record_string(w, "tree", format, "tree: %s, finds every "
		    "secret\n", format);
		record_uint(w, "unfound", 0, NULL);
		record_null(w, "first_unfound", NULL);
		record_null(w, "after", NULL);
		return;
	}
	variant_write(sv->variant, space_code(&sv->secrets,
	    r->first_uncovered), sv->secrets.length, text);
	record_string(w, "tree", format, "tree: %s, never finds %llu %s, the "
	    "first %s after %s\n", format, (unsigned long long)r->uncovered,
	    plural(r->uncovered, "secret", "secrets"), text, r->path);
	record_uint(w, "unfound", r->uncovered, NULL);
	record_string(w, "first_unfound", text, NULL);
	record_string(w, "after", r->path, NULL);
}

/*
 * Replays the tree of path for sv and writes its figures in format.
 * Returns an exit status.
 */
static int
replay(struct solver *sv, const char *path, enum record_format format)
{
	char text[VARIANT_TEXT_MAX];
	struct replay r;
	struct reader in;
	struct record w;
	int status;

	if (reader_open(&in, path, READER_SIZE_DEFAULT) == -1) {
		/* in.name: <stdin> for - */
		diag("%s: %s", in.name, strerror(errno));
		return EXIT_SYSTEM;
	}
	reader_skip_bom(&in);
	status = tree_replay(sv, &in, &r);
	reader_close(&in);
	if (status == EXIT_OK) {
		variant_write(sv->variant, space_code(&sv->guesses, r.a.first),
		    sv->guesses.length, text);
		record_begin(&w, format);
		record_object(&w, NULL);
		figures_write(&w, sv, &r.a, text, "replay");
		put_coverage(&w, sv, &r);
		record_end(&w);
	}
	free(r.path);
	return status == EXIT_OK && r.uncovered > 0 ? EXIT_UNFOUND : status;
}

int
replay_command(int argc, char *argv[])
{
	struct replay_settings set = { .cb.strategy = STRATEGY_KNUTH };
	struct analyze_output out = { RECORD_TEXT, 1, TREE_LINES, NULL, 0,
	    NULL, NULL };
	struct solver sv;
	int status;

	codebreaker_parse(&replay_mode, help, &argc, &argv, &set, &set.cb);
	if (argc != 1) {
		diag("replay: expected a FILE, the tree");
		cli_usage(usage);
	}
	codebreaker_start(&sv, &set.cb, 1);
	analyze_check_tree(&set.cb, &sv, &out);
	status = replay(&sv, argv[0], set.format);
	solver_free(&sv);
	return cli_finish(status);
}
