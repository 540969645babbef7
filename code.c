/*
 * code: Mastermind hints.  Reads the Master-Mind Hints judge format (UVa
 * 340) from each FILE, or standard input, and writes "Game k:" and one
 * "(strong,weak)" hint per guess, byte for byte as judges expect.
 */

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lib/commands/cli.h"
#include "lib/commands/commands.h"
#include "lib/commands/completion.h"
#include "lib/core/diag.h"
#include "lib/core/output.h"
#include "lib/core/reader.h"
#include "lib/core/vector.h"
#include "lib/judge/judge.h"
#include "lib/judge/layout.h"

static const char version[] = PROGRAM_NAME " " PROGRAM_VERSION "\n";

static const char synopsis[] =
    "usage: " PROGRAM_NAME " [--strict] [--style=uva|statement] [--indent=N] "
    "[--blank-line]\n"
    "            [--validator [--lenient]] [--line-buffered] [--read-size=BYTES]\n"
    "            [FILE ...]\n"
    "       " PROGRAM_NAME
    " score | variants | solve | analyze | review | play | gen | check\n"
    "            [ARG ...]\n"
    "       " PROGRAM_NAME " completion bash|zsh|fish\n"
    "       " PROGRAM_NAME " -h | --help | --version\n";

static const char help[] =
    "Write the Master-Mind Hints (UVa 340) for each game of each FILE,\n"
    "or of standard input when there is no FILE or FILE is -.\n"
    "\n"
    "  --strict           also enforce the statement's limits: N at most\n"
    "                     1000, the final 0 present, nothing after it, no\n"
    "                     byte order mark\n"
    "  --style=uva        hints indented 4 spaces, no blank line (default)\n"
    "  --style=statement  hints not indented, a blank line between games\n"
    "  --indent=N         indent hints by N spaces (0..64)\n"
    "  --blank-line       write a blank line between games\n"
    "  --validator        a problem-package input validator: check as\n"
    "                     --strict does and the statement's exact layout\n"
    "                     (a code a line, one space between numbers, LF,\n"
    "                     a final newline, no sign, no leading zero),\n"
    "                     write no hints, exit 42 if the input is valid,\n"
    "                     43 if not\n"
    "  --lenient          with --validator, check as --strict does only\n"
    "  --line-buffered    write the hints out before each read, as at a\n"
    "                     terminal (the default there): for pipes\n"
    "  --read-size=BYTES  read input in blocks of BYTES (a testing aid)\n"
    "  -h, --help         print this help and exit\n"
    "  --version          print the version and exit\n"
    "\n"
    "A mode is the first argument; one that is neither a mode nor a file\n"
    "is a usage error.  Options and operands mix in any order, in every\n"
    "mode; - alone is standard input; -- ends the options.\n"
    "\n"
    "The other modes, each with its own -h: score (hints of codes under\n"
    "the rules of a variant), variants (the variants), solve and analyze\n"
    "(the computer as codebreaker), review (a game played weighed guess\n"
    "by guess), play (the games of the assignments),\n"
    "gen (judge inputs for tests), check (a contestant's output against\n"
    "the hints of a judge input).\n"
    "\n"
    "Exit status: 0 success, 1 invalid input, 2 usage error,\n"
    "3 a file could not be read or the output could not be written;\n"
    "with --validator, 42 the input is valid, 43 it is not.\n"
    "See " PROGRAM_NAME "(1).\n";

static int	complete(int argc, char *argv[]);

/*
 * The modes beside the filter, named by the first operand, and the
 * options each one's parser reads (for its shell completion).
 */
static const struct {
	const char *name;
	int (*command)(int, char *[]);
	const struct cli_mode *options;
} modes[] = {
	{ "score", score_command, &score_mode },
	{ "variants", variants_command, &variants_mode },
	{ "solve", solve_command, &solve_mode },
	{ "analyze", analyze_command, &analyze_mode },
	{ "review", review_command, &review_mode },
	{ "play", play_command, &play_mode },
	{ "gen", gen_command, &gen_mode },
	{ "check", check_command, &check_mode },
	{ "completion", complete, NULL },
};

#define MODES		(sizeof(modes) / sizeof(modes[0]))

/* The judge filter's options. */
enum { STRICT = 256, STYLE, INDENT, BLANK_LINE, READ_SIZE, VERSION_OPT,
    VALIDATOR, LENIENT, LINE_BUFFERED };
static const struct cli_option filter_options[] = {
	{ "strict", 0, no_argument, STRICT, NULL },
	{ "style", 0, required_argument, STYLE, cli_style_value },
	{ "indent", 0, required_argument, INDENT, NULL },
	{ "blank-line", 0, no_argument, BLANK_LINE, NULL },
	{ "read-size", 0, required_argument, READ_SIZE, NULL },
	{ "help", 'h', no_argument, 'h', NULL },
	{ "version", 0, no_argument, VERSION_OPT, NULL },
	{ "validator", 0, no_argument, VALIDATOR, NULL },
	{ "lenient", 0, no_argument, LENIENT, NULL },
	{ "line-buffered", 0, no_argument, LINE_BUFFERED, NULL },
};
#define FILTER_OPTIONS	(sizeof(filter_options) / sizeof(*filter_options))

/* The name of the ith mode, for cli_nearest(). */
static const char *
mode_name(size_t i)
{
	return modes[i].name;
}

/*
 * Exits with a usage error if name, the first argument, was meant as a
 * mode: it names no file and is no path (no '/', no '.').  Says the mode
 * nearest to it, when one is near enough to be the one meant.
 */
static void
check_mistyped_mode(const char *name)
{
	size_t nearest;
	char shown[DIAG_QUOTED_MAX];

	if (name[0] == '-' || strpbrk(name, "/.") != NULL ||
	    access(name, F_OK) == 0 || errno != ENOENT)
		return;
	nearest = cli_nearest(name, mode_name, MODES);
	diag_quote(shown, sizeof(shown), (const unsigned char *)name,
	    strlen(name));
	if (nearest < MODES)
		diag("%s is neither a file nor a mode; did you mean '%s'?",
		    shown, modes[nearest].name);
	else
		diag("%s is neither a file nor a mode", shown);
	cli_usage(synopsis);
}

/* code completion SHELL: the completion of every mode, from the tables. */
static int
complete(int argc, char *argv[])
{
	struct completion_mode list[MODES];
	int status;

	for (size_t i = 0; i < MODES; i++)
		list[i] = (struct completion_mode){ modes[i].name,
		    modes[i].options };
	status = completion_command(argc, argv, filter_options,
	    FILTER_OPTIONS, list, MODES);
	return cli_finish(status);
}

/* The hints of an input validator go nowhere. */
static void
discard(void *arg, const char *bytes, size_t n)
{
	(void)arg;
	(void)bytes;
	(void)n;
}

/* The judge filter's options and where its hints go. */
struct filter {
	struct judge_options o;
	struct output *out;
	int layout;		/* check the statement's exact layout too */
	int line_buffered;	/* out is written out before each read */
};

/*
 * Runs the judge filter on stream r, and checks its layout if f says so.
 * Returns its exit status.  A fault of layout is reported once the judge
 * has read the input: after its own message if it found one.
 */
static int
run_judge(struct reader *r, void *filter)
{
	struct filter *f = filter;
	struct layout l;
	char where[DIAG_WHERE_MAX];
	int status;

	if (f->line_buffered)
		r->flush = f->out;
	if (!f->layout)
		return judge_run(r, &f->o, f->out);
	layout_begin(&l);
	reader_tap(r, layout_bytes, &l);
	status = judge_run(r, &f->o, f->out);
	if (status == EXIT_SYSTEM)
		return status;
	if (status == EXIT_OK)
		layout_end(&l);
	if (l.fault) {
		reader_where(r, l.fault_line, l.fault_column, where);
		diag("%s%s", where, l.message);
		status = EXIT_INPUT;
	}
	return status;
}

int
main(int argc, char *argv[])
{
	struct option table[FILTER_OPTIONS + 1];
	char shorts[2 + CLI_SHORTS_MAX] = "+:";
	static struct output nowhere;	/* an input validator's hints */
	struct filter f = { .o = { .indent = JUDGE_INDENT_DEFAULT },
	    .out = &output };
	size_t read_size = READER_SIZE_DEFAULT;
	int c, status = EXIT_OK, validator = 0, lenient = 0, operands = argc;

	vector_choose(getenv("CODE_VECTOR"));
	for (size_t i = 0; argc > 1 && i < MODES; i++)
		if (strcmp(argv[1], modes[i].name) == 0)
			return modes[i].command(argc - 1, argv + 1);
	if (argc > 1)
		check_mistyped_mode(argv[1]);

	cli_getopt_table(filter_options, FILTER_OPTIONS, table, shorts + 2);
	while ((c = cli_getopt(argc, argv, &operands, shorts, table)) != -1) {
		switch (c) {
		case STRICT:
			f.o.strict = 1;
			break;
		case VALIDATOR:
			f.o.strict = validator = f.layout = 1;
			output_init_sink(&nowhere, discard, NULL);
			f.out = &nowhere;
			break;
		case STYLE:
			cli_style(&f.o, optarg);
			break;
		case INDENT:
			f.o.indent = (unsigned)cli_number("--indent", optarg, 0,
			    JUDGE_INDENT_MAX);
			break;
		case BLANK_LINE:
			f.o.blank_line = 1;
			break;
		case LENIENT:
			lenient = 1;
			break;
		case LINE_BUFFERED:
			f.line_buffered = 1;
			break;
		case READ_SIZE:
			read_size = (size_t)cli_number("--read-size", optarg,
			    1, READER_SIZE_MAX);
			break;
		case 'h':
			cli_help(synopsis, help);
		case VERSION_OPT:
			output_bytes(version, strlen(version));
			return cli_finish(EXIT_OK);
		default:
			cli_bad_option(c, argv, synopsis);
		}
	}
	argc -= operands;
	argv += operands;
	if (lenient && !validator) {
		diag("--lenient goes with --validator");
		cli_usage(synopsis);
	}
	f.layout = validator && !lenient;
	/* a person at a terminal sees each hint as its line is typed */
	if (isatty(STDOUT_FILENO))
		f.line_buffered = 1;

	if (argc == 0)
		status = cli_run_file("-", read_size, run_judge, &f);
	status = cli_run_files(argv, (size_t)argc, read_size, run_judge, &f,
	    status);
	status = cli_finish(status);
	if (validator && (status == EXIT_OK || status == EXIT_INPUT))
		return status == EXIT_OK ? EXIT_VALIDATOR_ACCEPTED :
		    EXIT_VALIDATOR_WRONG;
	return status;
}
