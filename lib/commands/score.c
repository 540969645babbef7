#include "commands.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "score_options.h"
#include "../diag.h"
#include "../format.h"
#include "../output.h"
#include "../pairs.h"
#include "../reader.h"
#include "../variant.h"

static const char score_usage[] =
    "usage: code score [-v VARIANT] [RULES] [--format=FORMAT] SECRET GUESS ...\n"
    "       code score [-v VARIANT] [RULES] [--format=FORMAT] [-f FILE] ...\n"
    "       code variants [-v VARIANT] [RULES]\n"
    "RULES: [--colours=SET] [--length=N] "
    "[--distinct=secret|guess|both|none]\n";

static const char score_help[] =
    "\n"
    "Write the hint of each GUESS against SECRET under the rules of VARIANT\n"
    "(default hints; `code variants` lists them).  With no codes, or -, or\n"
    "-f FILE, read lines of SECRET GUESS and write a hint for each.\n"
    "\n"
    "  -v, --variant=NAME  hints, match-hit, letters, aciertos, digits,\n"
    "                      bulls-cows or classic\n"
    "  --colours=SET       the colours: a range like A-F or 0-9, or a list\n"
    "  --length=N          the length of a code\n"
    "  --distinct=SIDES    which codes may not repeat a colour: secret,\n"
    "                      guess, both or none\n"
    "  --format=FORMAT     pair (2,1), plain 2 1, words, aciertos, pegs,\n"
    "                      json, or a template: %s strong, %w weak,\n"
    "                      %S secret, %G guess, %% percent\n"
    "  -f, --file=FILE     read SECRET GUESS lines from FILE (- is stdin)\n"
    "  -h, --help          print this help and exit\n"
    "\n"
    "Exit status: 0 success, 1 a bad code or line, 2 usage error, 3 a file\n"
    "could not be read or the output could not be written.  See code(1).\n";

enum { COLOURS = 256, LENGTH, DISTINCT, FORMAT };

static const struct option score_options[] = {
	{ "variant", required_argument, NULL, 'v' },
	{ "colours", required_argument, NULL, COLOURS },
	{ "length", required_argument, NULL, LENGTH },
	{ "distinct", required_argument, NULL, DISTINCT },
	{ "format", required_argument, NULL, FORMAT },
	{ "file", required_argument, NULL, 'f' },
	{ "help", no_argument, NULL, 'h' },
	{ NULL, 0, NULL, 0 }
};

void
score_usage_exit(void)
{
	fputs(score_usage, stderr);
	exit(EXIT_USAGE);
}

static void
help(void)
{
	output_bytes(score_usage, strlen(score_usage));
	output_bytes(score_help, strlen(score_help));
	output_close();
	exit(EXIT_OK);
}

/* Reports a bad value of option and exits. */
static void
bad_value(const char *option, const char *why)
{
	diag("%s: %s", option, why);
	exit(EXIT_USAGE);
}

/* Changes s->variant by option (COLOURS, LENGTH or DISTINCT). */
static void
apply_rule(struct settings *s, int option, const char *value)
{
	static const char *const names[] = { "--colours", "--length",
	    "--distinct" };
	char why[VARIANT_WHY_MAX];

	if (variant_set_rule(&s->variant, names[option - COLOURS], value,
	    why) == -1)
		bad_value(names[option - COLOURS], why);
}

void
score_parse_options(int argc, char *argv[], struct settings *s)
{
	const struct variant *preset = variant_find("hints");
	struct rule { int option; const char *value; } *rules;
	int rule_count = 0;
	char why[FORMAT_WHY_MAX];
	int c;

	rules = calloc((size_t)argc, sizeof(*rules));
	s->files = calloc((size_t)argc, sizeof(*s->files));
	if (rules == NULL || s->files == NULL) {
		diag("out of memory");
		exit(EXIT_SYSTEM);
	}
	opterr = 0;
	while ((c = getopt_long(argc, argv, "+:v:f:h", score_options,
	    NULL)) != -1) {
		switch (c) {
		case 'v':
			if ((preset = variant_find(optarg)) == NULL) {
				diag("unknown variant '%s' (see code variants)",
				    optarg);
				exit(EXIT_USAGE);
			}
			s->chosen = 1;
			break;
		case COLOURS:
		case LENGTH:
		case DISTINCT:
			rules[rule_count].option = c;
			rules[rule_count++].value = optarg;
			s->chosen = 1;
			break;
		case FORMAT:
			if (format_parse(&s->format, optarg, why) == -1)
				bad_value("--format", why);
			break;
		case 'f':
			s->files[s->file_count++] = optarg;
			break;
		case 'h':
			help();
			break;
		default:
			cli_bad_option(c, argv, score_usage);
		}
	}
	s->variant = *preset;
	for (int i = 0; i < rule_count; i++)
		apply_rule(s, rules[i].option, rules[i].value);
	free(rules);
}

/* Reads one stream of pairs.  Returns its exit status. */
static int
score_file(const char *path, const struct settings *s)
{
	struct reader r;
	int status;

	if (reader_open(&r, path, READER_SIZE_DEFAULT) == -1) {
		diag("%s: %s", path, strerror(errno));
		return EXIT_SYSTEM;
	}
	status = pairs_run(&r, &s->variant, &s->format);
	reader_close(&r);
	return status;
}

/* Scores each guess of argv[1..] against the secret argv[0]. */
static int
score_codes(int argc, char *argv[], const struct settings *s)
{
	struct code_text secret = { argv[0], strlen(argv[0]), "" };

	for (int i = 1; i < argc; i++) {
		struct code_text guess = { argv[i], strlen(argv[i]), "" };
		int status = pairs_score(&s->variant, &s->format, &secret,
		    &guess);

		if (status != EXIT_OK)
			return status;
	}
	return EXIT_OK;
}

int
score_command(int argc, char *argv[])
{
	struct settings s = { .format = { FORMAT_PAIR, NULL } };
	int status = EXIT_OK;

	score_parse_options(argc, argv, &s);
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
		status = score_file("-", &s);
	for (int i = 0; i < s.file_count; i++) {
		int file_status = score_file(s.files[i], &s);

		if (file_status > status)
			status = file_status;
	}
	free(s.files);
	output_close();
	return status;
}
