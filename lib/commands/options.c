/* The groups of options several commands share (options.h). */

#include "options.h"

#include <getopt.h>
#include <string.h>

enum { STYLE, INDENT, BLANK_LINE };

/* The values of --style: uva, statement. */
static const char *
style_value(size_t i)
{
	static const char *const styles[] = { "uva", "statement", NULL };

	return i < 2 ? styles[i] : NULL;
}

/* Takes an option of the layout into the judge's options o. */
static void
take_layout(void *o, int id, const char *arg)
{
	struct judge_options *layout = o;

	if (id == STYLE && cli_choose("--style", style_value, arg) == 0) {
		layout->indent = JUDGE_INDENT_DEFAULT;
		layout->blank_line = 0;
	} else if (id == STYLE) {
		layout->indent = 0;
		layout->blank_line = 1;
	} else if (id == INDENT)
		layout->indent = (unsigned)cli_number("--indent", arg, 0,
		    JUDGE_INDENT_MAX);
	else
		layout->blank_line = 1;
}

static const struct cli_option layout_options[] = {
	{ "style", 0, required_argument, STYLE, style_value },
	{ "indent", 0, required_argument, INDENT, NULL },
	{ "blank-line", 0, no_argument, BLANK_LINE, NULL },
	{ NULL, 0, 0, 0, NULL }
};

const struct cli_group options_layout = { layout_options, take_layout };

/* Takes --line-buffered. */
static void
take_line_buffered(void *on, int id, const char *arg)
{
	(void)id;
	(void)arg;
	*(int *)on = 1;
}

static const struct cli_option line_buffered_options[] = {
	{ "line-buffered", 0, no_argument, 0, NULL },
	{ NULL, 0, 0, 0, NULL }
};

const struct cli_group options_line_buffered = { line_buffered_options,
    take_line_buffered };

enum { FORMAT, FORMAT_CSV };

/* The values of --format without csv: text, json. */
static const char *
format_value(size_t i)
{
	return i < 2 ? record_format_name(i) : NULL;
}

/* Takes --format into an enum record_format. */
static void
take_format(void *format, int id, const char *arg)
{
	*(enum record_format *)format = (enum record_format)cli_choose(
	    "--format", id == FORMAT ? format_value : record_format_name, arg);
}

static const struct cli_option format_options[] = {
	{ "format", 0, required_argument, FORMAT, format_value },
	{ NULL, 0, 0, 0, NULL }
};

static const struct cli_option format_csv_options[] = {
	{ "format", 0, required_argument, FORMAT_CSV, record_format_name },
	{ NULL, 0, 0, 0, NULL }
};

const struct cli_group options_format = { format_options, take_format };
const struct cli_group options_format_csv = { format_csv_options,
    take_format };
