/*
 * options: the groups of options several commands share (cli.h), each
 * read by one function: the judge's layout, --line-buffered, and
 * --format of the writer of records.
 */

#ifndef CODE_COMMANDS_OPTIONS_H
#define CODE_COMMANDS_OPTIONS_H

#include "../judge/judge.h"
#include "cli.h"
#include "record.h"

/*
 * --style=uva|statement, --indent=N and --blank-line: how the judge lays
 * its hints out, into a struct judge_options.
 */
extern const struct cli_group options_layout;

/*
 * --line-buffered: what is computed written out before each read, into
 * an int (1).
 */
extern const struct cli_group options_line_buffered;

/*
 * --format=text|json, and --format=text|json|csv, into an enum
 * record_format.
 */
extern const struct cli_group options_format, options_format_csv;

#endif
