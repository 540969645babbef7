/* solve_options: the options code solve and code analyze share. */

#ifndef CODE_COMMANDS_SOLVE_OPTIONS_H
#define CODE_COMMANDS_SOLVE_OPTIONS_H

#include "../core/variant.h"
#include "../solver/optimal.h"
#include "../solver/solver.h"
#include "../solver/tree.h"

/* What the options of solve and analyze set. */
struct settings {
	const char *mode;		/* "solve" or "analyze" */
	struct variant variant;
	enum strategy strategy;
	enum goal goal;
	unsigned threads;		/* 0: the processors online */
	int argc;
	int count, list, interactive, json, format_given, strategy_given;
	int tree;			/* --tree */
	int consistent;			/* --consistent */
	enum tree_format tree_format;
	unsigned tree_depth;		/* --tree-depth: 0, the whole tree */
	const char *file, *first, *replay;
};

/* Reads the options into s; the rules apply after -v.  Exits on error. */
void	solve_parse_options(int argc, char *argv[], struct settings *s);

/* Writes the usage of solve and analyze on standard error and exits. */
void	solve_usage_exit(void);

/* Sets up sv for the settings; exits with a message if it cannot. */
void	solve_start(struct solver *sv, const struct settings *set);

/* Exits with a message if SIGINT ended a search. */
void	solve_check_interrupted(struct solver *sv);

#endif
