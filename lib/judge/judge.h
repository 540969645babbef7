/* judge: the Master-Mind Hints judge filter (UVa 340), code's main job. */

#ifndef CODE_JUDGE_H
#define CODE_JUDGE_H

#include "../core/output.h"
#include "../core/reader.h"

/*
 * The main job of `code`: the Master-Mind Hints judge format (UVa 340).
 * Each game is N, a secret of N colours 1..9, guesses of N colours and N
 * zeros; a lone 0 ends the input.  Each game prints "Game k:" and a
 * "(strong,weak)" hint per guess.
 */

#define JUDGE_INDENT_DEFAULT	4
#define JUDGE_INDENT_MAX	64
#define JUDGE_STRICT_LENGTH_MAX	1000	/* the statement's limit on N */

struct judge_options {
	unsigned indent;	/* spaces before each hint */
	int blank_line;		/* a blank line between games */
	int strict;		/* enforce the statement's limits too */
};

/*
 * Reads one judge input from r and writes its hints to out.  Returns
 * EXIT_OK, or EXIT_INPUT or EXIT_SYSTEM after reporting the first fault;
 * every hint completed before a fault is in out (and, if out is standard
 * output, written before the message: diag() flushes it).  A write of
 * out that fails (output_failed(), reported by out) stops it at once
 * with EXIT_SYSTEM.
 */
int	judge_run(struct reader *r, const struct judge_options *o,
	    struct output *out);

#endif
