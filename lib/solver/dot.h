/* dot: a strategy's decision tree drawn as a Graphviz graph. */

#ifndef CODE_DOT_H
#define CODE_DOT_H

#include "../codes/tree.h"
#include "analysis.h"
#include "solver.h"

/*
 * code tree --format=dot: a strategy tree (tree.h) as a graph for
 * Graphviz's dot(1), to look at rather than to read back.  A node is a
 * guess, an edge the reply that leads to it; a filled node is a guess
 * that can be the secret (a game ends there), an ellipse a leaf (every
 * game that reaches it ends there).  On the left, a plain node a level
 * says which guess of the game that level is, and the graph's label has
 * the root's figures: secrets, total guesses, average, worst case.
 *
 * Drawn to a depth limit, the nodes deeper than the limit are left out:
 * each subtree that begins one level below it is a dashed box that says
 * how many secrets it finds and in how many guesses all told, counted
 * from the first guess of the game.  Node n<i> is node i of the tree in
 * preorder, so that a graph's nodes can be told from its tree's lines.
 */

/*
 * Writes t, the tree of s's strategy called strategy with the analysis a,
 * to standard output (output.h) as a dot graph, its nodes deeper than
 * depth_limit (0: none) summed up.  Returns 0, or EXIT_SYSTEM after
 * reporting a node deeper than SOLVER_DEPTH_MAX.
 */
int	dot_write(const struct tree *t, const struct solver *s,
	    const struct analysis *a, const char *strategy,
	    unsigned depth_limit);

#endif
