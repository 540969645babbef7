/* commands: the modes of code beside the judge filter. */

#ifndef CODE_COMMANDS_H
#define CODE_COMMANDS_H

#include "cli.h"

/*
 * The modes of `code` beside the judge filter, each a main() of its own:
 * argv[0] is the mode's name.  Each returns the exit status.
 */
int	score_command(int argc, char *argv[]);
int	variants_command(int argc, char *argv[]);
int	solve_command(int argc, char *argv[]);
int	analyze_command(int argc, char *argv[]);
int	review_command(int argc, char *argv[]);
int	play_command(int argc, char *argv[]);
int	gen_command(int argc, char *argv[]);
int	check_command(int argc, char *argv[]);

/*
 * Each mode's options as its parser reads them (cli_parse(), and
 * cli_mode_options() for the whole list).  solve and analyze share
 * one table (codebreaker.c).
 */
extern const struct cli_mode score_mode, variants_mode, solve_mode,
	    analyze_mode, review_mode, play_mode, gen_mode, check_mode;

#endif
