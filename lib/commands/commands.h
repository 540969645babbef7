/* commands: the commands of code beside the judge filter (filter.h). */

#ifndef CODE_COMMANDS_H
#define CODE_COMMANDS_H

#include "cli.h"

/*
 * A command of code, as code.c dispatches it and its shell completion
 * lists it: its name, the first argument; the function that runs it, a
 * main() of its own (argv[0] its name) that returns the exit status;
 * the options its parser reads (NULL: completion's own, or a command of
 * subcommands); and its subcommands, named by its first operand.
 */
struct command {
	const char *name;
	int (*run)(int argc, char *argv[]);
	const struct cli_mode *mode;
	const struct command *subcommands;	/* up to a NULL name, or
						   NULL */
};

int	score_command(int argc, char *argv[]);
int	variants_command(int argc, char *argv[]);
int	solve_command(int argc, char *argv[]);
int	analyze_command(int argc, char *argv[]);
int	tree_command(int argc, char *argv[]);
int	replay_command(int argc, char *argv[]);
int	rank_command(int argc, char *argv[]);
int	shard_command(int argc, char *argv[]);
int	review_command(int argc, char *argv[]);
int	play_command(int argc, char *argv[]);
int	gen_command(int argc, char *argv[]);
int	check_command(int argc, char *argv[]);

/* Each command's options, as its parser reads them (cli_parse()). */
extern const struct cli_mode score_mode, variants_mode, solve_mode,
	    analyze_mode, tree_mode, replay_mode, rank_mode, review_mode,
	    play_mode, gen_mode, check_mode;

/* shard's subcommands: plan, run, merge and verify. */
extern const struct command shard_subcommands[];

#endif
