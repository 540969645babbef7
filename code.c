/*
 * code: Mastermind hints.  Reads the Master-Mind Hints judge format (UVa
 * 340) from each FILE, or standard input, and writes "Game k:" and one
 * "(strong,weak)" hint per guess, byte for byte as judges expect.
 */

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib/commands/cli.h"
#include "lib/commands/commands.h"
#include "lib/diag.h"
#include "lib/judge.h"
#include "lib/output.h"
#include "lib/reader.h"

static const char version[] = "code 0.1.0\n";

static const char synopsis[] =
    "usage: code [--strict] [--style=uva|statement] [--indent=N] "
    "[--blank-line]\n"
    "            [--validator] [--read-size=BYTES] [FILE ...]\n"
    "       code score | variants | solve | analyze | play | gen | check\n"
    "            [ARG ...]\n"
    "       code -h | --help | --version\n";

static const char help[] =
    "Write the Master-Mind Hints (UVa 340) for each game of each FILE,\n"
    "or of standard input when there is no FILE or FILE is -.\n"
    "\n"
    "  --strict           also enforce the statement's limits: N at most\n"
    "                     1000, the final 0 present, nothing after it\n"
    "  --style=uva        hints indented 4 spaces, no blank line (default)\n"
    "  --style=statement  hints not indented, a blank line between games\n"
    "  --indent=N         indent hints by N spaces (0..64)\n"
    "  --blank-line       write a blank line between games\n"
    "  --validator        a problem-package input validator: check as\n"
    "                     --strict does, write no hints, exit 42 if the\n"
    "                     input is valid, 43 if not\n"
    "  --read-size=BYTES  read input in blocks of BYTES (a testing aid)\n"
    "  -h, --help         print this help and exit\n"
    "  --version          print the version and exit\n"
    "\n"
    "The other modes, each with its own -h: score (hints of codes under\n"
    "the rules of a variant), variants (the variants), solve and analyze\n"
    "(the computer as codebreaker), play (the games of the assignments),\n"
    "gen (judge inputs for tests), check (a contestant's output against\n"
    "the hints of a judge input).\n"
    "\n"
    "Exit status: 0 success, 1 invalid input, 2 usage error,\n"
    "3 a file could not be read or the output could not be written.\n"
    "See code(1).\n";

/* The modes beside the filter, named by the first operand. */
static const struct {
	const char *name;
	int (*command)(int, char *[]);
} modes[] = {
	{ "score", score_command },
	{ "variants", variants_command },
	{ "solve", solve_command },
	{ "analyze", analyze_command },
	{ "play", play_command },
	{ "gen", gen_command },
	{ "check", check_command },
};

/* The hints of an input validator go nowhere. */
static void
discard(void *arg, const char *bytes, size_t n)
{
	(void)arg;
	(void)bytes;
	(void)n;
}

/* Runs the judge filter on stream r with the options o.  Returns a status. */
static int
run_judge(struct reader *r, void *o)
{
	return judge_run(r, o);
}

int
main(int argc, char *argv[])
{
	enum { STRICT = 256, STYLE, INDENT, BLANK_LINE, READ_SIZE, VERSION_OPT,
	    VALIDATOR };
	static const struct option options[] = {
		{ "strict", no_argument, NULL, STRICT },
		{ "style", required_argument, NULL, STYLE },
		{ "indent", required_argument, NULL, INDENT },
		{ "blank-line", no_argument, NULL, BLANK_LINE },
		{ "read-size", required_argument, NULL, READ_SIZE },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, VERSION_OPT },
		{ "validator", no_argument, NULL, VALIDATOR },
		{ NULL, 0, NULL, 0 }
	};
	struct judge_options o = { .indent = JUDGE_INDENT_DEFAULT };
	size_t read_size = READER_SIZE_DEFAULT;
	int c, status = EXIT_OK, validator = 0;

	for (size_t i = 0; argc > 1 && i < sizeof(modes) / sizeof(modes[0]);
	    i++)
		if (strcmp(argv[1], modes[i].name) == 0)
			return modes[i].command(argc - 1, argv + 1);

	opterr = 0;
	while ((c = getopt_long(argc, argv, "+:h", options, NULL)) != -1) {
		switch (c) {
		case STRICT:
			o.strict = 1;
			break;
		case VALIDATOR:
			o.strict = validator = 1;
			output_set_sink(discard, NULL);
			break;
		case STYLE:
			cli_style(&o, optarg);
			break;
		case INDENT:
			o.indent = (unsigned)cli_number("--indent", optarg, 0,
			    JUDGE_INDENT_MAX);
			break;
		case BLANK_LINE:
			o.blank_line = 1;
			break;
		case READ_SIZE:
			read_size = (size_t)cli_number("--read-size", optarg,
			    1, READER_SIZE_MAX);
			break;
		case 'h':
			cli_help(synopsis, help);
		case VERSION_OPT:
			output_bytes(version, strlen(version));
			output_close();
			return EXIT_OK;
		default:
			cli_bad_option(c, argv, synopsis);
		}
	}
	argc -= optind;
	argv += optind;

	if (argc == 0)
		status = cli_run_file("-", read_size, run_judge, &o);
	status = cli_run_files(argv, (size_t)argc, read_size, run_judge, &o,
	    status);
	output_close();
	if (validator && (status == EXIT_OK || status == EXIT_INPUT))
		return status == EXIT_OK ? EXIT_VALIDATOR_ACCEPTED :
		    EXIT_VALIDATOR_WRONG;
	return status;
}
