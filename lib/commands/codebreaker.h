/*
 * codebreaker: what the commands that break codes share (solve,
 * analyze, tree, replay, review, rank, shard): the variant, the search's
 * options, each group read by one function, their help, the solver they
 * set up, and what they say of a search stopped.
 */

#ifndef CODE_COMMANDS_CODEBREAKER_H
#define CODE_COMMANDS_CODEBREAKER_H

#include <stddef.h>

#include "../core/variant.h"
#include "../optimal/optimal.h"
#include "../solver/analysis.h"
#include "../solver/solver.h"
#include "cli.h"

/* What a codebreaking command's rules and search options set. */
struct codebreaker {
	const char *command;		/* its name in messages: "solve",
					   "shard merge" */
	struct variant variant;
	enum strategy strategy;		/* --strategy */
	enum goal goal;			/* --goal */
	unsigned threads;		/* --threads; 0: the processors */
	int tries, tries_given;		/* --tries: -1 for none */
	int consistent;			/* --consistent */
	struct optimal_run run;		/* --memory, --progress,
					   --time-limit */
	const char *optimal_only;	/* the first of these given, or NULL */
};

/*
 * The search's options, into a struct codebreaker: --threads, --tries,
 * --consistent, --memory, --progress and --time-limit; and --strategy
 * and --goal, of the commands that choose a strategy.
 */
extern const struct cli_group codebreaker_search, codebreaker_strategy;

/* Their help, and that of -v and the rules, chunk by chunk. */
#define CODEBREAKER_HELP_RULES \
    "  -v, --variant=NAME  the rules (default classic; see " PROGRAM_NAME \
    " variants)\n" \
    "  --colours=SET, --length=N, --distinct=SIDES\n" \
    "                      change them, as " PROGRAM_NAME \
    " score takes them\n" \
    CLI_RULES_HELP
#define CODEBREAKER_HELP_STRATEGY \
    "  --strategy=S        how the next guess is chosen, a part being the\n" \
    "                      secrets that give one hint (default knuth):\n"
#define CODEBREAKER_HELP_SEARCH \
    "  --threads=N         search in N threads at most at once (default:\n" \
    "                      the processors); the result is the same for\n" \
    "                      every N\n" \
    "  --tries=N           a game's guesses at most, 1..64, or none\n" \
    "                      (default: the variant's, " PROGRAM_NAME \
    " variants);\n" \
    "                      optimal, goal average: the least total of the\n" \
    "                      strategies that always win within them\n" \
    "  --consistent        guess only codes that may still be the secret\n" \
    "                      (that agree with every hint so far)\n"
#define CODEBREAKER_HELP_GOAL \
    "  --goal=G            optimal: what the search makes least:\n" \
    "    average           the total of guesses (the default)\n" \
    "    worst             the guesses that always win, then the total\n" \
    "                      within them\n" \
    "    depth             the guesses that always win, alone (faster)\n"
#define CODEBREAKER_HELP_RUN \
    "  --memory=SIZE       optimal: hold at most SIZE bytes (a number, or\n" \
    "                      with K, M, G or T) of tables and memo; the\n" \
    "                      default is half of the machine's memory\n" \
    "  --progress[=SECONDS]\n" \
    "                      optimal: a line of progress on standard error\n" \
    "                      every SECONDS (default 10); on a terminal a\n" \
    "                      status line is redrawn anyway\n" \
    "  --time-limit=DURATION\n" \
    "                      optimal: stop after DURATION (seconds, or with\n" \
    "                      s, m, h or d) with the best strategy found;\n" \
    "                      review: each search (default 1m)\n"
#define CODEBREAKER_HELP_END \
    "  -h, --help          print this help and exit\n" \
    "\n"

/* Bytes of a command's help, the strategies' lines written in. */
#define CODEBREAKER_HELP_MAX	(8192 + 16 * (4 + 18 + STRATEGY_HELP_MAX + 1))

/* In a command's chunks of help, where the strategies' lines go. */
extern const char codebreaker_strategies[];

/*
 * The chunks of help of a command that chooses its strategy: intro, -v
 * and the rules, the strategies, the search's options, own (its own
 * options and -h), and exit (its exit statuses).
 */
#define CODEBREAKER_CHUNKS(intro, own, exit) { intro, \
	CODEBREAKER_HELP_RULES, CODEBREAKER_HELP_STRATEGY, \
	codebreaker_strategies, CODEBREAKER_HELP_SEARCH, \
	CODEBREAKER_HELP_GOAL, CODEBREAKER_HELP_RUN, own, exit, NULL }

/* The exit statuses of a command that plays a strategy (analyze, tree). */
#define CODEBREAKER_HELP_EXIT_PLAY \
    "Exit status: 0 success, 2 usage error, 3 a system error, 5 no\n" \
    "strategy wins every game within --tries (optimal); a search stopped\n" \
    "with the best strategy found: 124 by --time-limit, 130 by SIGINT,\n" \
    "143 by SIGTERM.  See " PROGRAM_NAME "(1).\n"

/*
 * The help of the command being run, every codebreaking command's mode's:
 * codebreaker_parse() writes it.
 */
extern char codebreaker_help[CODEBREAKER_HELP_MAX];

/*
 * Returns the value of --tries=arg: a number of guesses, or -1 for none;
 * exits with a usage error on another.
 */
int	codebreaker_tries(const char *arg);

/*
 * Writes codebreaker_help from the chunks of help, up to a NULL one, in
 * order (each a string a compiler takes whole; where the chunk is
 * codebreaker_strategies, a line for each strategy of the table,
 * strategy.h), then reads the options of mode m in *argc and *argv into
 * settings, cb the codebreaker within them (named m's name): the rules
 * apply after -v, --tries after them; an option of the search alone
 * (cb->optimal_only) with a strategy that does not search is a usage
 * error.  Leaves in *argc and *argv the operands.  Exits on error.
 */
void	codebreaker_parse(const struct cli_mode *m, const char *const help[],
	    int *argc, char ***argv, void *settings, struct codebreaker *cb);

/*
 * Sets up sv for cb, reading the variant's lists (which may set its
 * colours and length), and the search of its strategy if it chooses
 * guesses (else it only counts and lists secrets); exits with a message
 * if it cannot.
 */
void	codebreaker_start(struct solver *sv, struct codebreaker *cb,
	    int chooses);

/*
 * Returns the index of text, --first's guess for sv; with --consistent,
 * a code that may be the secret.  Exits with a usage error if it is not.
 */
size_t	codebreaker_first(const struct solver *sv, const char *text);

/*
 * Returns the exit status of a search stopped for why: 130 at SIGINT,
 * 143 at SIGTERM, 124 at its --time-limit; EXIT_OK if it was not.
 */
int	codebreaker_stop_status(enum optimal_stop why);

/*
 * Returns the exit status of sv's optimal search if it was stopped before
 * its proof, having said so and what it proved (a: the analysis of the
 * strategy it played, or NULL for solve's guess); else EXIT_OK.
 */
int	codebreaker_stopped(const struct codebreaker *cb,
	    const struct solver *sv, const struct analysis *a);

/*
 * Returns the exit status of a ranking r stopped before it was whole
 * (optimal_rank()), having said so and what it proved; else EXIT_OK.
 */
int	codebreaker_rank_stopped(const struct codebreaker *cb,
	    const struct optimal_ranking *r);

/*
 * Says that no strategy (that opens with first, if not NULL) wins every
 * game within the try limit of the search o.
 */
void	codebreaker_none_within(const struct codebreaker *cb,
	    const struct optimal *o, const char *first);

#endif
