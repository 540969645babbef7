/* code score: the hint of guesses against a secret under a variant. */

#include "commands.h"

#include <getopt.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../core/diag.h"
#include "../core/output.h"
#include "../core/reader.h"
#include "../core/variant.h"
#include "../pairs/format.h"
#include "../pairs/pairs.h"
#include "cli.h"
#include "options.h"

/* What the options of code score set. */
struct settings {
	struct variant variant;
	struct lists lists;		/* of the variant, or none */
	struct format format;
	char **files;		/* of -f */
	int file_count;
	int line_buffered;	/* hints written out before each read */
};

static const char score_usage[] =
    "usage: " PROGRAM_NAME
    " score [-v VARIANT] [RULES] [--format=FORMAT] SECRET GUESS ...\n"
    "       " PROGRAM_NAME
    " score [-v VARIANT] [RULES] [--format=FORMAT] [--line-buffered]\n"
    "             [-f FILE] ...\n"
    "FORMAT: pair|plain|words|aciertos|pegs|json|TEMPLATE\n"
    CLI_RULES_USAGE;

static const char score_help[] =
    "\n"
    "Write the hint of each GUESS against SECRET under the rules of VARIANT\n"
    "(default hints; `" PROGRAM_NAME
    " variants` lists them).  With no codes, or -, or\n"
    "-f FILE, read lines of SECRET GUESS and write a hint for each.\n"
    "\n"
    "  -v, --variant=NAME  " CLI_VARIANT_NAMES "\n"
    "  --colours=SET       the colours, in order: ranges like A-F or 0-9\n"
    "                      and characters, such as RGBYOP or A-C0-2; a -\n"
    "                      that is a colour goes first or last (--colors\n"
    "                      is the same option)\n"
    "  --length=N          the length of a code\n"
    "  --distinct=SIDES    which codes may not repeat a colour: secret,\n"
    "                      guess, both or none\n"
    CLI_RULES_HELP
    "  --format=FORMAT     pair (2,1), plain 2 1, words, aciertos, pegs,\n"
    "                      json, or a template: %s strong, %w weak,\n"
    "                      %S secret, %G guess, %% percent\n"
    "  -f, --file=FILE     read SECRET GUESS lines from FILE (- is stdin)\n"
    "  --line-buffered     write the hints out before each read, as at a\n"
    "                      terminal (the default there): for pipes\n"
    "  -h, --help          print this help and exit\n"
    "\n"
    "Exit status: 0 success, 1 a bad code or line, 2 usage error, 3 a file\n"
    "could not be read or the output could not be written.  See " PROGRAM_NAME
    "(1).\n";

enum { FORMAT = CLI_MODE_OPTION };

static const struct cli_option score_options[] = {
	{ "format", 0, required_argument, FORMAT, format_name },
	{ "file", 'f', required_argument, 'f', NULL },
	{ NULL, 0, 0, 0, NULL }
};

/* Writes the usage on standard error and exits. */
static void
score_usage_exit(void)
{
	cli_usage(score_usage);
}

/* Takes --format or -f into the settings. */
static void
take_score_option(void *settings, int c, const char *arg)
{
	struct settings *s = settings;
	char why[FORMAT_WHY_MAX];

	if (c == 'f') {
		s->files[s->file_count++] = (char *)arg;
	} else if (format_parse(&s->format, arg, why) == -1) {
		cli_bad_value("--format", why, NULL);
	}
}

/* The mode as cli_parse() reads it (commands.h). */
const struct cli_mode score_mode = {
	.name = "score", .usage = score_usage, .help = score_help,
	.options = score_options, .rules = CLI_RULES_ALL, .variant = "hints",
	.take = take_score_option, .uses = { { &options_line_buffered,
	    offsetof(struct settings, line_buffered) } }
};

/*
 * Reads the options into s.  The rules change the variant of -v wherever
 * it stands, in the order given.  Exits on a usage error.
 */
static void
score_parse_options(int argc, char *argv[], struct settings *s)
{
	struct cli_choice choice;

	if ((s->files = calloc((size_t)argc, sizeof(*s->files))) == NULL) {
		diag("out of memory");
		exit(EXIT_SYSTEM);
	}
	char why[FORMAT_WHY_MAX];
	int status;

	cli_parse(argc, argv, &score_mode, s, &choice);
	s->variant = *choice.preset;
	if (cli_apply_rules(&choice, &s->variant) == -1)
		exit(EXIT_USAGE);
	cli_choice_free(&choice);
	s->format.rule = variant_rule(&s->variant);
	if (format_fits(&s->format, why) == -1)
		cli_bad_value("--format", why, NULL);
	if (s->variant.hard) {
		diag("score: --hard is a rule of a game, of its guesses after "
		    "the first: one hint has none");
		score_usage_exit();
	}
	if ((status = lists_read(&s->variant, &s->lists)) != EXIT_OK)
		exit(cli_finish(status));
}

/* The lists of s, if it has any. */
static const struct lists *
lists_of(const struct settings *s)
{
	return s->lists.secret_count > 0 ? &s->lists : NULL;
}

/* Scores the pairs of stream r under the settings arg.  Returns a status. */
static int
score_stream(struct reader *r, void *arg)
{
	const struct settings *s = arg;

	if (s->line_buffered)
		r->flush = &output;
	return pairs_run(r, &s->variant, lists_of(s), &s->format);
}

/* Scores each guess of argv[1..] against the secret argv[0]. */
static int
score_codes(int argc, char *argv[], const struct settings *s)
{
	struct code_text secret = { argv[0], strlen(argv[0]), "", 0 };

	for (int i = 1; i < argc; i++) {
		struct code_text guess = { argv[i], strlen(argv[i]), "", 0 };
		int status = pairs_score(&s->variant, lists_of(s), &s->format,
		    &secret, &guess);

		if (status != EXIT_OK)
			return status;
	}
	return EXIT_OK;
}

int
score_command(int argc, char *argv[])
{
	struct settings s = { .format = { FORMAT_PAIR, NULL, NULL } };
	int status = EXIT_OK;

	score_parse_options(argc, argv, &s);
	if (isatty(STDOUT_FILENO))	/* answered a line at a time */
		s.line_buffered = 1;
	argc -= optind;
	argv += optind;

	if (argc == 1 && strcmp(argv[0], "-") == 0) {
		argc = 0;
		s.files[s.file_count++] = "-";
	}
	if (argc == 1) {
		diag("score: a GUESS must follow the SECRET");
		score_usage_exit();
	}
	if (argc > 0 && s.file_count > 0) {
		diag("score: codes and -f FILE do not go together");
		score_usage_exit();
	}
	if (argc > 0)
		status = score_codes(argc, argv, &s);
	else if (s.file_count == 0)
		status = cli_run_file("-", READER_SIZE_DEFAULT, score_stream, &s);
	status = cli_run_files(s.files, (size_t)s.file_count,
	    READER_SIZE_DEFAULT, score_stream, &s, status);
	free(s.files);
	lists_free(&s.lists);
	return cli_finish(status);
}
