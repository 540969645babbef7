/* filter: the judge filter, code without a command (UVa 340). */

#ifndef CODE_COMMANDS_FILTER_H
#define CODE_COMMANDS_FILTER_H

#include "cli.h"

/* What the program says of itself, which the filter's options print. */
struct filter_texts {
	const char *usage;	/* the program's: code.c's */
	const char *help;	/* -h's, after the usage */
	const char *version;	/* --version's line */
};

/*
 * Runs the judge filter on the FILE operands of argv (argv[0] the
 * program's name), or standard input: their hints on standard output,
 * or with --validator whether they are valid judge inputs.  Returns the
 * exit status; a usage error exits.
 */
int	filter_command(int argc, char *argv[], const struct filter_texts *t);

/* The filter's options, as its parser reads them (usage and help NULL). */
extern const struct cli_mode filter_mode;

#endif
