/*
 * The judge filter, code without a command: the Master-Mind Hints
 * (UVa 340) of each FILE, or standard input, "Game k:" and one
 * "(strong,weak)" hint per guess, byte for byte as judges expect; or, as
 * a problem package's input validator, whether the input is valid.
 */

#include "filter.h"

#include <getopt.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../core/diag.h"
#include "../core/output.h"
#include "../core/reader.h"
#include "../judge/judge.h"
#include "../judge/layout.h"
#include "options.h"

/* The filter's options, and where its hints go. */
struct filter {
	struct judge_options o;	/* their layout (options_layout), and
				   --strict */
	int line_buffered;	/* out is written out before each read */
	int validator, lenient;
	size_t read_size;
	struct output *out;
	int layout;		/* check the statement's exact layout too */
	const struct filter_texts *texts;
};

enum { STRICT = CLI_MODE_OPTION, READ_SIZE, VERSION, VALIDATOR, LENIENT };

static const struct cli_option filter_options[] = {
	{ "strict", 0, no_argument, STRICT, NULL },
	{ "read-size", 0, required_argument, READ_SIZE, NULL },
	{ "version", 0, no_argument, VERSION, NULL },
	{ "validator", 0, no_argument, VALIDATOR, NULL },
	{ "lenient", 0, no_argument, LENIENT, NULL },
	{ NULL, 0, 0, 0, NULL }
};

/* Takes an option of the filter's own into the filter f. */
static void
take(void *filter, int id, const char *arg)
{
	struct filter *f = filter;

	if (id == STRICT)
		f->o.strict = 1;
	else if (id == VALIDATOR)
		f->o.strict = f->validator = 1;
	else if (id == LENIENT)
		f->lenient = 1;
	else if (id == READ_SIZE)
		f->read_size = (size_t)cli_number("--read-size", arg, 1,
		    READER_SIZE_MAX);
	else {
		output_bytes(f->texts->version, strlen(f->texts->version));
		exit(cli_finish(EXIT_OK));
	}
}

const struct cli_mode filter_mode = {
	.name = "", .options = filter_options, .rules = CLI_NO_VARIANT,
	.take = take, .uses = {
		{ &options_layout, offsetof(struct filter, o) },
		{ &options_line_buffered, offsetof(struct filter,
		    line_buffered) } }
};

/* The hints of an input validator go nowhere. */
static void
discard(void *arg, const char *bytes, size_t n)
{
	(void)arg;
	(void)bytes;
	(void)n;
}

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
filter_command(int argc, char *argv[], const struct filter_texts *texts)
{
	static struct output nowhere;	/* an input validator's hints */
	struct filter f = { .o = { .indent = JUDGE_INDENT_DEFAULT },
	    .read_size = READER_SIZE_DEFAULT, .out = &output,
	    .texts = texts };
	struct cli_mode m = filter_mode;
	struct cli_choice choice;
	int status = EXIT_OK, first;

	m.usage = texts->usage;
	m.help = texts->help;
	first = cli_parse(argc, argv, &m, &f, &choice);
	cli_choice_free(&choice);
	argc -= first;
	argv += first;
	if (f.lenient && !f.validator) {
		diag("--lenient goes with --validator");
		cli_usage(texts->usage);
	}
	if (f.validator) {
		output_init_sink(&nowhere, discard, NULL);
		f.out = &nowhere;
	}
	f.layout = f.validator && !f.lenient;
	/* a person at a terminal sees each hint as its line is typed */
	if (isatty(STDOUT_FILENO))
		f.line_buffered = 1;
	if (argc == 0)
		status = cli_run_file("-", f.read_size, run_judge, &f);
	status = cli_run_files(argv, (size_t)argc, f.read_size, run_judge, &f,
	    status);
	status = cli_finish(status);
	if (f.validator && (status == EXIT_OK || status == EXIT_INPUT))
		return status == EXIT_OK ? EXIT_VALIDATOR_ACCEPTED :
		    EXIT_VALIDATOR_WRONG;
	return status;
}
