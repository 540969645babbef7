/*
 * analyze: a strategy played against every secret, its figures or its
 * tree printed: code analyze's, and what code tree and code shard merge
 * print of the strategy they play.
 */

#ifndef CODE_COMMANDS_ANALYZE_H
#define CODE_COMMANDS_ANALYZE_H

#include "../codes/tree.h"
#include "../solver/solver.h"
#include "codebreaker.h"
#include "record.h"

struct reuse;

/* What is printed of the strategy played. */
struct analyze_output {
	enum record_format format;	/* of its figures (figures.h) */
	int tree;			/* its tree instead */
	enum tree_format tree_format;	/* as the option named says it: */
	const char *tree_option;	/* "--format" or "--tree" */
	unsigned tree_depth;		/* dot: the guesses drawn; 0, all */
	const char *certificate;	/* its proof's, written there, or
					   NULL (certify.h) */
	const struct reuse *reuse;	/* and the claims it writes again
					   (certify_reuse()), or NULL */
};

/*
 * Exits with a usage error if the tree out asks for cannot hold the codes
 * of sv: of more than TREE_LENGTH_MAX positions, or 9 for golf.
 */
void	analyze_check_tree(const struct codebreaker *cb,
	    const struct solver *sv, const struct analyze_output *out);

/*
 * Plays sv's strategy, opening with first (an index in the guesses, its
 * text first_text; SIZE_MAX and NULL: the strategy's own), against every
 * secret, and prints what out asks: its figures, or its tree, and
 * writes its certificate if out asks.  An optimal search that was
 * stopped plays the best strategy it found and says so (and writes no
 * certificate); one that read shards' files must play the total it
 * proved.  Returns the exit status.
 */
int	analyze_play(const struct codebreaker *cb, struct solver *sv,
	    size_t first, const char *first_text,
	    const struct analyze_output *out);

#endif
