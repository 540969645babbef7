/* tree: a strategy's decision tree in preorder. */

#ifndef CODE_TREE_H
#define CODE_TREE_H

#include <stddef.h>
#include <stdint.h>

#include "../core/rule.h"
#include "../core/score.h"

/*
 * A strategy's decision tree: the guess to make first, and after each
 * reply that guess can get, the tree to play next.  The reply that wins
 * (every colour strong) is implied and never a branch: a game ends at the
 * node whose guess is the secret.
 *
 * The nodes lie in one array in depth-first order (preorder): a node,
 * then the whole subtree of its first branch, then of its next, with the
 * branches of a node by increasing reply (its hint under the rule: for
 * counts, fewer strong first, then fewer weak).  Each node keeps its depth and the reply that leads to it, which
 * is all the shape there is; eight bytes a node, so the tree of a
 * strategy for 32768 secrets stays well under a megabyte, and writers
 * stream it out node by node.
 *
 * Whoever plays a strategy builds its tree with tree_add() in the order
 * of a depth-first walk: the root at depth 1, then for each reply in
 * increasing order the subtree it leads to.
 */

#define TREE_DEPTH_MAX	UINT16_MAX	/* guesses in one game */
#define TREE_LENGTH_MAX	254		/* colours: replies fit 16 bits */

struct tree_node {
	uint32_t guess;		/* an index in the guess space (space.h) */
	uint16_t reply;		/* that leads here: a hint of the rule */
	uint16_t depth;		/* the number of this guess in the game */
};

struct tree {
	size_t length;		/* colours in a code */
	const struct rule *rule;	/* what a reply says */
	struct tree_node *nodes;	/* count of them, in preorder */
	size_t count, size;
};

/*
 * Starts an empty tree for codes of length colours (TREE_LENGTH_MAX)
 * whose replies are hints of rule.
 */
void	tree_init(struct tree *t, size_t length, const struct rule *rule);
void	tree_free(struct tree *t);

/*
 * Appends the node that plays guess (an index in the guess space) as
 * guess number depth, reached by reply from the last node appended at
 * depth - 1 (the root: depth 1, any reply).  Appending in any other
 * order than a depth-first walk with replies increasing makes no tree.
 * Returns 0, or -1 if memory ran out.
 */
int	tree_add(struct tree *t, unsigned depth, unsigned reply,
	    size_t guess);

/*
 * Appends the nodes of sub (of the same length) as they are: sub was
 * built, depths and replies, as the next stretch of t's depth-first walk.
 * Returns 0, or -1 if memory ran out.
 */
int	tree_append(struct tree *t, const struct tree *sub);

/* The shape of the text a tree is written in, and read from. */
enum tree_format {
	TREE_LINES,	/* one line a node: the path from the root */
	TREE_JSON,	/* nested objects */
	TREE_GOLF,	/* the Code Golf "Mastermind Strategy" grammar */
	TREE_DOT	/* a Graphviz graph (dot.h): written, never read */
};

/* Returns 0 and sets *f for the format called name, or -1. */
int	tree_format_parse(const char *name, enum tree_format *f);

/* Returns the name of format i (enum tree_format), or NULL past the last. */
const char	*tree_format_name(size_t i);

/*
 * Writes t to standard output (output.h) in format f, each guess as the
 * code of that index in guesses written by v; see code(1), "Strategy
 * trees", for the three grammars.  TREE_GOLF writes a reply of counts
 * as two digits and so wants codes of at most 9 positions.  Returns 0, or
 * EXIT_SYSTEM after reporting that memory ran out (the lines written
 * before stay).
 */
struct space;
struct variant;
int	tree_write(const struct tree *t, enum tree_format f,
	    const struct space *guesses, const struct variant *v);

/*
 * Writes t to out in the lines format, as tree_write() does to standard
 * output.  Returns 0, or -1 if memory ran out (not reported).
 */
struct output;
int	tree_write_lines(const struct tree *t, struct output *out,
	    const struct space *guesses, const struct variant *v);

#endif
