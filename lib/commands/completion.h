/* completion: the shell completion of code, from its option tables. */

#ifndef CODE_COMPLETION_H
#define CODE_COMPLETION_H

#include <stddef.h>

#include "cli.h"
#include "commands.h"

/*
 * code completion SHELL: writes to standard output the completion of the
 * program for SHELL, bash, zsh or fish, written from the tables the
 * parsers read, so that it cannot drift from them: the commands (and
 * files) as the first argument, a command's subcommands after it; after
 * "-", the filter's options (filter) or the command's
 * (cli_mode_options()); after an option with fixed values (-v,
 * --strategy, --format...), those values; after -f, --file and the other
 * options of a file, files; elsewhere files for the commands that read
 * them.  The command whose mode is NULL and has no subcommands is
 * completion itself, whose option is -h and operand the shell.  argc and
 * argv are the command's (argv[0] "completion"), commands the count
 * commands of code.  Returns an exit status; another shell, none or two,
 * or a bad option, is reported and exits with EXIT_USAGE; -h writes the
 * help and exits.
 */
int	completion_command(int argc, char *argv[],
	    const struct cli_mode *filter, const struct command *commands,
	    size_t count);

#endif
