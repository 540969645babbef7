/* completion: the shell completion of code, from its option tables. */

#ifndef CODE_COMPLETION_H
#define CODE_COMPLETION_H

#include <stddef.h>

#include "cli.h"

/* A mode as code.c dispatches it, and the options its parser reads. */
struct completion_mode {
	const char *name;
	const struct cli_mode *mode;
};

/*
 * code completion SHELL: writes to standard output the completion of the
 * program for SHELL, bash, zsh or fish, written from the tables the
 * parsers read, so that it cannot drift from them: the modes (and files)
 * as the first argument; after "-", the filter's options (filter,
 * filter_count of them) or the mode's (cli_mode_options()); after an
 * option with fixed values (-v, --strategy, --format...), those values;
 * after -f, --file and --replay, files; elsewhere files for the modes
 * that read them.  The mode whose cli_mode is NULL is completion itself,
 * whose option is -h and operand the shell.  argc and argv are the
 * mode's (argv[0] "completion").  Returns an exit status; another shell,
 * none or two, or a bad option, is reported and exits with EXIT_USAGE;
 * -h writes the help and exits.
 */
int	completion_command(int argc, char *argv[],
	    const struct cli_option *filter, size_t filter_count,
	    const struct completion_mode *modes, size_t mode_count);

#endif
