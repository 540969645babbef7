/*
 * code: Mastermind hints.  Without a command, the judge filter: reads
 * the Master-Mind Hints judge format (UVa 340) from each FILE, or
 * standard input, and writes "Game k:" and one "(strong,weak)" hint per
 * guess, byte for byte as judges expect (lib/commands/filter.c).  A
 * command, the first argument, runs the file of lib/commands/ of its
 * name; this file only dispatches.
 */

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lib/commands/cli.h"
#include "lib/commands/commands.h"
#include "lib/commands/completion.h"
#include "lib/commands/filter.h"
#include "lib/core/diag.h"
#include "lib/core/vector.h"
#include "lib/optimal/optimal.h"

static const char usage[] =
    "usage: " PROGRAM_NAME " [--strict] [--style=uva|statement] [--indent=N] "
    "[--blank-line]\n"
    "            [--validator [--lenient]] [--line-buffered] [--read-size=BYTES]\n"
    "            [FILE ...]\n"
    "       " PROGRAM_NAME
    " score | variants | solve | analyze | tree | replay | rank |\n"
    "            shard | review | play | gen | check [ARG ...]\n"
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
    "(the computer as codebreaker), tree (a strategy's tree), replay (a\n"
    "tree played), rank (every first guess weighed), shard plan, run,\n"
    "merge and verify (a search split over processes), review (a game\n"
    "played weighed guess by guess), play (the games of the\n"
    "assignments), gen (judge inputs for tests), check (a contestant's\n"
    "output against the hints of a judge input).\n"
    "\n"
    "Exit status: 0 success, 1 invalid input, 2 usage error,\n"
    "3 a file could not be read or the output could not be written;\n"
    "with --validator, 42 the input is valid, 43 it is not.\n"
    "See " PROGRAM_NAME "(1).\n";

static const struct filter_texts texts = { usage, help,
    PROGRAM_NAME " " PROGRAM_VERSION "\n" };

static int	complete(int argc, char *argv[]);

/* The commands, named by the first argument. */
static const struct command commands[] = {
	{ "score", score_command, &score_mode, NULL },
	{ "variants", variants_command, &variants_mode, NULL },
	{ "solve", solve_command, &solve_mode, NULL },
	{ "analyze", analyze_command, &analyze_mode, NULL },
	{ "tree", tree_command, &tree_mode, NULL },
	{ "replay", replay_command, &replay_mode, NULL },
	{ "rank", rank_command, &rank_mode, NULL },
	{ "shard", shard_command, NULL, shard_subcommands },
	{ "review", review_command, &review_mode, NULL },
	{ "play", play_command, &play_mode, NULL },
	{ "gen", gen_command, &gen_mode, NULL },
	{ "check", check_command, &check_mode, NULL },
	{ "completion", complete, NULL, NULL },
};

#define COMMANDS	(sizeof(commands) / sizeof(commands[0]))

/* code completion SHELL: the completion of every command, from the tables. */
static int
complete(int argc, char *argv[])
{
	return cli_finish(completion_command(argc, argv, &filter_mode,
	    commands, COMMANDS));
}

/* The name of the ith command, for cli_nearest(). */
static const char *
command_name(size_t i)
{
	return commands[i].name;
}

/*
 * Exits with a usage error if name, the first argument, was meant as a
 * command: it names no file and is no path (no '/', no '.').  Says the
 * command nearest to it, when one is near enough to be the one meant.
 */
static void
check_mistyped(const char *name)
{
	size_t nearest;
	char shown[DIAG_QUOTED_MAX];

	if (name[0] == '-' || strpbrk(name, "/.") != NULL ||
	    access(name, F_OK) == 0 || errno != ENOENT)
		return;
	nearest = cli_nearest(name, command_name, COMMANDS);
	diag_quote(shown, sizeof(shown), (const unsigned char *)name,
	    strlen(name));
	if (nearest < COMMANDS)
		diag("%s is neither a file nor a mode; did you mean '%s'?",
		    shown, commands[nearest].name);
	else
		diag("%s is neither a file nor a mode", shown);
	cli_usage(usage);
}

int
main(int argc, char *argv[])
{
	vector_choose(getenv("CODE_VECTOR"));
	optimal_pause_after(getenv("CODE_PAUSE_AFTER"));
	for (size_t i = 0; argc > 1 && i < COMMANDS; i++)
		if (strcmp(argv[1], commands[i].name) == 0)
			return commands[i].run(argc - 1, argv + 1);
	if (argc > 1)
		check_mistyped(argv[1]);
	return filter_command(argc, argv, &texts);
}
