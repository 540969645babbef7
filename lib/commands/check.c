/*
 * code check: tells whether a contestant's output is the right one for a
 * judge input, and where it first goes wrong; also a problem-package
 * (Kattis, DOMjudge) output validator.
 */

#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "../core/diag.h"
#include "../core/output.h"
#include "../core/reader.h"
#include "../judge/check.h"
#include "../judge/judge.h"
#include "cli.h"
#include "commands.h"
#include "options.h"

#define CHECK_ALL_LIMIT	100	/* differences listed by --all */
#define CHECK_LIMIT_MAX	1000000000

static const char check_usage[] =
    "usage: " PROGRAM_NAME
    " check [--tokens] [--all] [--limit=N] [--style=uva|statement]"
    "\n"
    "                  [--indent=N] [--blank-line] INPUT [OUTPUT]\n"
    "       " PROGRAM_NAME
    " check --validator [--style=...] INPUT ANSWER FEEDBACK_DIR\n"
    "                  [case_sensitive] [space_change_sensitive] "
    "[float_tolerance X]\n"
    "                  < TEAM_OUTPUT\n";

static const char check_help[] =
    "\n"
    "Compare OUTPUT (default standard input) with the hints of the judge\n"
    "input INPUT, byte for byte as UVa judges, and report the first\n"
    "difference: the OUTPUT line and column, the game and guess, where the\n"
    "guess stands in INPUT, what was expected and what was found.\n"
    "\n"
    "  --tokens           compare the tokens only: a layout difference is\n"
    "                     reported apart and not judged\n"
    "  --all              report every difference, up to 100\n"
    "  --limit=N          report up to N differences (implies --all)\n"
    "  --style, --indent, --blank-line  the expected layout, as for "
    PROGRAM_NAME
    "\n"
    "  --validator        a problem-package output validator, as the\n"
    "                     format's default one compares: operands INPUT\n"
    "                     ANSWER FEEDBACK_DIR, the output on standard\n"
    "                     input, the differences in\n"
    "                     FEEDBACK_DIR/judgemessage.txt; exit 42 accepted,\n"
    "                     43 wrong answer, any other a judge error (1: INPUT\n"
    "                     is invalid or ANSWER is not its hints).  Tokens\n"
    "                     are compared, whitespace and case ignored; flags\n"
    "                     after the operands: space_change_sensitive (the\n"
    "                     layout too), case_sensitive; float_tolerance X,\n"
    "                     float_relative_tolerance X and\n"
    "                     float_absolute_tolerance X are taken and change\n"
    "                     nothing (no hint is a number); any other is a\n"
    "                     usage error\n"
    "  -h, --help         print this help and exit\n"
    "\n"
    "Exit status: 0 accepted, 6 wrong answer, 7 the same tokens in another\n"
    "layout (presentation), 1 INPUT is invalid, 2 usage error, 3 a file\n"
    "could not be read or written; with --validator 42 accepted, 43 wrong\n"
    "answer.  See " PROGRAM_NAME "(1).\n";

enum { TOKENS = CLI_MODE_OPTION, ALL, LIMIT, VALIDATOR };

static const struct cli_option check_options[] = {
	{ "tokens", 0, no_argument, TOKENS, NULL },
	{ "all", 0, no_argument, ALL, NULL },
	{ "limit", 0, required_argument, LIMIT, NULL },
	{ "validator", 0, no_argument, VALIDATOR, NULL },
	{ NULL, 0, 0, 0, NULL }
};

struct check_settings {
	struct judge_options hints;
	struct check_options check;
	int validator;
};

/* Takes an option of code check into the settings. */
static void
take(void *settings, int c, const char *arg)
{
	struct check_settings *s = settings;

	switch (c) {
	case TOKENS:
		s->check.tokens = 1;
		break;
	case ALL:
		s->check.limit = CHECK_ALL_LIMIT;
		s->check.say_cut = 1;
		break;
	case LIMIT:
		s->check.limit = cli_number("--limit", arg, 1,
		    CHECK_LIMIT_MAX);
		s->check.say_cut = 1;
		break;
	default:
		s->validator = 1;
		break;
	}
}

/* The expected output, as the judge writes it, goes to the checker. */
static void
to_checker(void *checker, const char *bytes, size_t n)
{
	check_expected(checker, bytes, n);
}

/*
 * Makes report an output to FEEDBACK_DIR/judgemessage.txt, created or
 * emptied, or exits.
 */
static void
open_feedback(struct output *report, const char *dir)
{
	static const char name[] = "/judgemessage.txt";
	size_t n = strlen(dir);
	char *path = malloc(n + sizeof(name));
	int fd;

	if (path == NULL) {
		diag("out of memory");
		exit(EXIT_SYSTEM);
	}
	memcpy(path, dir, n);
	memcpy(path + n, name, sizeof(name));
	if ((fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0666)) == -1) {
		diag("%s: %s", path, strerror(errno));
		exit(EXIT_SYSTEM);
	}
	free(path);
	output_init_fd(report, fd, name + 1);
}

/*
 * Runs the judge on input with its output going to a checker of the
 * output read by team, as the options o say.  Returns the judge's exit
 * status; *verdict and *failed say what the checker found.
 */
static int
run_check(const char *input, struct reader *team,
    const struct judge_options *hints, struct check_options *o,
    enum check_verdict *verdict, int *failed)
{
	static struct checker checker;	/* large, as is an output */
	static struct output expected;	/* the hints, to the checker */
	struct reader r;
	int status;

	if (reader_open(&r, input, READER_SIZE_DEFAULT) == -1) {
		diag("%s: %s", input, strerror(errno));
		return EXIT_SYSTEM;
	}
	reader_skip_bom(&r);
	o->input = strcmp(input, "-") == 0 ? NULL : input;
	check_begin(&checker, team, o);
	output_init_sink(&expected, to_checker, &checker);
	status = judge_run(&r, hints, &expected);
	output_drain(&expected);
	reader_close(&r);
	*verdict = check_end(&checker, failed);
	return status;
}

/* Returns 1 if text is a finite floating-point number, as strtod reads. */
static int
is_float(const char *text)
{
	char *end;
	double x;

	errno = 0;
	x = strtod(text, &end);
	return end != text && *end == '\0' && x - x == 0;
}

/*
 * Takes the n arguments after an output validator's three operands: the
 * flags a problem package passes it (its validator_flags), as the
 * format's default validator reads them.  Tokens are compared without
 * case and whitespace unless case_sensitive and space_change_sensitive
 * say otherwise; the float flags and their values are taken, and change
 * nothing: no token of the hints is a number.  Any other flag would ask
 * for a comparison code does not make: a usage error, exit 2, rather
 * than a verdict the setter did not ask for.
 */
static void
take_validator_flags(struct check_settings *s, int n, char *flags[])
{
	static const char *const floats[] = { "float_tolerance",
	    "float_relative_tolerance", "float_absolute_tolerance" };
	int tokens = s->check.tokens;

	s->check.tokens = s->check.fold_case = 1;
	for (int i = 0; i < n; i++) {
		int is_float_flag = 0;

		for (size_t k = 0; k < sizeof(floats) / sizeof(floats[0]); k++)
			is_float_flag |= strcmp(flags[i], floats[k]) == 0;
		if (strcmp(flags[i], "space_change_sensitive") == 0)
			s->check.tokens = 0;
		else if (strcmp(flags[i], "case_sensitive") == 0)
			s->check.fold_case = 0;
		else if (is_float_flag && i + 1 < n && is_float(flags[i + 1]))
			i++;
		else if (is_float_flag) {
			diag("check --validator: %s: expected a number after "
			    "it", flags[i]);
			cli_usage(check_usage);
		} else {
			diag("check --validator: unknown flag '%s' (known: "
			    "case_sensitive, space_change_sensitive, "
			    "float_tolerance X, float_relative_tolerance X, "
			    "float_absolute_tolerance X)", flags[i]);
			cli_usage(check_usage);
		}
	}
	if (tokens && !s->check.tokens) {
		diag("check --validator: space_change_sensitive and --tokens "
		    "contradict each other");
		cli_usage(check_usage);
	}
}

/* What a checker reports, kept: its first lines. */
struct kept {
	char text[2 * DIAG_WHERE_MAX];
	size_t used;
};

static void
keep(void *kept, const char *bytes, size_t n)
{
	struct kept *k = kept;

	if (n > sizeof(k->text) - 1 - k->used)
		n = sizeof(k->text) - 1 - k->used;
	memcpy(k->text + k->used, bytes, n);
	k->used += n;
	k->text[k->used] = '\0';
}

/*
 * An output validator's judge errors: checks that INPUT is a judge input
 * and that ANSWER is its hints, compared as the team's output will be.
 * Returns EXIT_OK, or EXIT_INPUT or EXIT_SYSTEM after saying what is
 * wrong, with FILE:LINE:COL (copied to judgemessage.txt).
 */
static int
check_answer(const char *input, const char *answer, struct check_settings *s)
{
	static struct kept kept;
	static struct output report;
	struct check_options o = s->check;
	enum check_verdict verdict;
	struct reader r;
	int status, failed;

	if (reader_open(&r, answer, READER_SIZE_DEFAULT) == -1) {
		diag("%s: %s", answer, strerror(errno));
		return EXIT_SYSTEM;
	}
	output_init_sink(&report, keep, &kept);
	o.report = &report;
	o.limit = 1;
	o.say_cut = 0;
	status = run_check(input, &r, &s->hints, &o, &verdict, &failed);
	output_drain(&report);
	reader_close(&r);
	if (status != EXIT_OK) {
		diag("check --validator: judge error: %s, the judge input, is "
		    "invalid", input);
		return status;
	}
	if (failed)
		return EXIT_SYSTEM;
	if (verdict != CHECK_ACCEPTED) {
		kept.text[strcspn(kept.text, "\n")] = '\0';
		diag("%s", kept.text);
		diag("check --validator: judge error: %s, the answer, is not "
		    "the hints of %s", answer, input);
		return EXIT_INPUT;
	}
	return EXIT_OK;
}

/* Writes the verdict and returns the exit status of a plain check. */
static int
plain_status(struct output *report, enum check_verdict verdict)
{
	if (verdict == CHECK_WRONG) {
		output_format(report, "wrong answer\n");
		return EXIT_WRONG_ANSWER;
	}
	if (verdict == CHECK_PRESENTATION) {
		output_format(report,
		    "presentation error: the same tokens in another layout\n");
		return EXIT_PRESENTATION;
	}
	return EXIT_OK;
}

/* The mode as cli_parse() reads it (commands.h). */
const struct cli_mode check_mode = {
	.name = "check", .usage = check_usage, .help = check_help,
	.options = check_options, .take = take,
	.uses = { { &options_layout, offsetof(struct check_settings, hints) } }
};

/*
 * Checks the operands, which argv holds argc of: INPUT [OUTPUT], or for
 * a validator INPUT ANSWER FEEDBACK_DIR and its flags.  Standard input
 * can be one of them only: a second '-' is a usage error.  Exits with
 * EXIT_USAGE if they are wrong.
 */
static void
check_operands(const struct check_settings *s, int argc, char *argv[])
{
	int files = s->validator ? 2 : argc, stdin_uses = s->validator;

	if (s->validator ? argc < 3 : argc < 1 || argc > 2) {
		diag("check: expected %s", s->validator ?
		    "INPUT ANSWER FEEDBACK_DIR" : "INPUT [OUTPUT]");
		cli_usage(check_usage);
	}
	for (int i = 0; i < files; i++)
		stdin_uses += strcmp(argv[i], "-") == 0;
	if (!s->validator && argc == 1)
		stdin_uses++;	/* OUTPUT is standard input */
	if (stdin_uses > 1) {
		diag("check: standard input can be one operand only%s",
		    s->validator ? " (it is the team's output)" : "");
		cli_usage(check_usage);
	}
}

int
check_command(int argc, char *argv[])
{
	struct check_settings s = {
		.hints = { .indent = JUDGE_INDENT_DEFAULT },
		.check = { .limit = 1 }
	};
	struct cli_choice choice;
	struct reader team;
	enum check_verdict verdict;
	const char *team_path;
	static struct output feedback;	/* judgemessage.txt */
	struct output *report = &output;
	int status = EXIT_OK, failed = 0;

	int first = cli_parse(argc, argv, &check_mode, &s, &choice);

	argc -= first;
	argv += first;
	cli_choice_free(&choice);
	check_operands(&s, argc, argv);
	if (s.validator)
		take_validator_flags(&s, argc - 3, argv + 3);
	s.check.hints = &s.hints;
	team_path = s.validator || argc == 1 ? "-" : argv[1];
	if (s.validator) {
		open_feedback(&feedback, argv[2]);
		report = &feedback;
		diag_copy(&feedback);
		status = check_answer(argv[0], argv[1], &s);
	}
	s.check.report = report;
	if (status == EXIT_OK) {
		if (reader_open(&team, team_path, READER_SIZE_DEFAULT) == -1) {
			diag("%s: %s", team_path, strerror(errno));
			return EXIT_SYSTEM;
		}
		status = run_check(argv[0], &team, &s.hints, &s.check,
		    &verdict, &failed);
		reader_close(&team);
	}
	if (status == EXIT_OK && failed)
		status = EXIT_SYSTEM;
	if (status == EXIT_OK)
		status = s.validator ? (verdict == CHECK_ACCEPTED ?
		    EXIT_VALIDATOR_ACCEPTED : EXIT_VALIDATOR_WRONG) :
		    plain_status(report, verdict);
	diag_copy(NULL);
	if (output_finish(report) == -1)	/* reported */
		status = EXIT_SYSTEM;
	return status;
}
