#ifndef CODE_REPLAY_H
#define CODE_REPLAY_H

#include <stddef.h>
#include <stdint.h>

#include "../codes/tree.h"
#include "../core/reader.h"
#include "analysis.h"
#include "solver.h"

/*
 * code replay: a strategy tree read back (in any of the three
 * formats of tree.h, told apart by its first bytes) and played against
 * every secret of a variant, each hint the scorer's.  The tree streams
 * past: only the way from the root to the node being read is kept, and
 * the secrets are parted in place as the nodes come, so a tree costs the
 * memory of its variant's secrets, not of its text.
 */

struct replay {
	enum tree_format format;	/* as the input was written */
	struct analysis a;		/* the secrets the tree finds */
	uint64_t uncovered;		/* secrets it never guesses */
	size_t first_uncovered;		/* the smallest, in secrets, or
					   SIZE_MAX */
	char *path;			/* the way to it: GUESS S,W ... S,W */
};

/*
 * Reads the tree of r and plays it against every secret of s's variant
 * (s's hints so far are not looked at).  Returns EXIT_OK with *out filled
 * in (free out->path), or an exit status after reporting the first fault:
 * EXIT_INPUT for a malformed tree, as FILE:LINE:COL: and what was
 * expected, EXIT_SYSTEM if the input could not be read or memory ran
 * out.
 */
int	tree_replay(const struct solver *s, struct reader *r,
	    struct replay *out);

#endif
