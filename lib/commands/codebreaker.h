/* codebreaker: the command line that code solve and code analyze share. */

#ifndef CODE_COMMANDS_CODEBREAKER_H
#define CODE_COMMANDS_CODEBREAKER_H

#include "../codes/tree.h"
#include "../core/variant.h"
#include "../optimal/optimal.h"
#include "../solver/analysis.h"
#include "../solver/solver.h"
#include "cli.h"

/* What the options of solve and analyze set. */
struct codebreaker_settings {
	const char *mode;		/* "solve" or "analyze" */
	struct variant variant;
	enum strategy strategy;
	enum goal goal;
	unsigned threads;		/* 0: the processors online */
	int tries, tries_given;		/* --tries: -1 for none */
	int argc;
	int count, list, interactive, json, format_given, strategy_given;
	size_t top;			/* --top: rows, 0: none, SIZE_MAX: all */
	int tree;			/* --tree */
	int consistent;			/* --consistent */
	enum tree_format tree_format;
	unsigned tree_depth;		/* --tree-depth: 0, the whole tree */
	const char *file, *first, *replay;
	const char *openings;		/* review --openings */
	const char *first_from;		/* analyze --first-from */
	uint64_t above;			/* analyze --above: 0, none */
	int csv;			/* --format=csv */
	const struct optimal_rank_ask *table;	/* analyze's table of
					   first guesses (openings.h), or
					   NULL */
	struct optimal_run run;		/* --memory, --progress,
					   --time-limit */
	int shard;			/* --shard=I/K */
	unsigned shard_index, shard_count;
	const char *shard_file;		/* --shard-file */
	unsigned checkpoint;		/* --checkpoint: seconds, 0: the
					   default */
	int merge;			/* --merge: the operands are files */
	int partial;			/* --partial: a shard may be missing */
	size_t unit_size;		/* --unit-size: 0, none */
	unsigned unit_depth;		/* --unit-depth: 0, the default 1 */
	unsigned plan;			/* --plan=K: 0, none */
	unsigned long verify;		/* --verify: millionths of the units
					   to solve again, 0: none */
	const char *optimal_only;	/* the first option given that is
					   optimal's alone, or NULL */
};

/* The most --unit-depth: each level multiplies the jobs. */
#define UNIT_DEPTH_MOST	8

/* The least --unit-size: smaller units would make plans of millions. */
#define UNIT_SIZE_LEAST	32

/*
 * Reads the options of mode m (solve_mode or analyze_mode) into s; the
 * rules apply after -v.  Exits on error.
 */
void	codebreaker_parse(const struct cli_mode *m, int argc, char *argv[],
	    struct codebreaker_settings *s);

/* Writes the usage of solve and analyze on standard error and exits. */
_Noreturn void	codebreaker_usage(void);

/*
 * Sets up sv for the settings, reading the variant's lists (which may
 * set its colours and length); exits with a message if it cannot.
 */
void	codebreaker_start(struct solver *sv, struct codebreaker_settings *set);

/*
 * Returns the exit status of sv's optimal search if it was stopped before
 * its proof, having said so and what it proved (a: the analysis of the
 * strategy it played, or NULL for solve's guess): 130 at SIGINT, 143 at
 * SIGTERM, 124 at its --time-limit; else EXIT_OK.
 */
int	codebreaker_stopped(const struct solver *sv, const struct analysis *a);

/* Returns the exit status of a search stopped for why (EXIT_OK: not). */
int	codebreaker_stop_status(enum optimal_stop why);

/*
 * Returns the exit status of a ranking r stopped before it was whole
 * (optimal_rank()), having said so and what it proved, for mode; else
 * EXIT_OK.
 */
int	codebreaker_rank_stopped(const char *mode,
	    const struct optimal_ranking *r);

/*
 * Says that no strategy (that opens with first, if not NULL) wins every
 * game within the try limit of the search o, for mode (solve, analyze).
 */
void	codebreaker_none_within(const char *mode, const struct optimal *o,
	    const char *first);

/*
 * Records in sv the hints of the operands (GUESS:HINT, or - for standard
 * input) and of set's --file, as solve reads them (solve.c).  Returns
 * EXIT_OK, EXIT_CONTRADICTION when no secret agrees with them all (every
 * hint read even so), or another exit status having said why.
 */
int	solve_history(struct solver *sv, const struct codebreaker_settings *set,
	    int argc, char *argv[]);

/*
 * Says, in words or as JSON, which of sv's hints contradict each other.
 * Returns EXIT_CONTRADICTION, or EXIT_SYSTEM if memory ran out.
 */
int	solve_blame(const struct solver *sv, int json);

#endif
