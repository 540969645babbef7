#ifndef CODE_CHECK_H
#define CODE_CHECK_H

#include <stdint.h>

#include "../core/output.h"
#include "../core/reader.h"
#include "judge.h"

/*
 * The output checker: compares a contestant's output, read by the one
 * reader, with the expected output, which the judge (judge_run) writes in
 * chunks to an output whose sink is check_expected(), as both stream
 * past.  Memory is one block of each.  Equal bytes are passed over a
 * block at a time; from the first difference on, the two are compared
 * token by token, so that a layout difference (whitespace only) is told
 * from a wrong answer.  The differences go to check_options.report.
 */

#define CHECK_TOKEN_MAX	64	/* bytes of an expected token kept */
#define CHECK_LINE_SHOWN 48	/* bytes of a line shown in a message */

enum check_verdict {
	CHECK_ACCEPTED,		/* byte for byte (or token for token) */
	CHECK_PRESENTATION,	/* the same tokens, another layout */
	CHECK_WRONG		/* a token differs, is missing or extra */
};

struct check_options {
	const struct judge_options *hints;	/* the expected layout */
	int tokens;		/* layout differences are not judged */
	int fold_case;		/* tokens compared without case (ASCII) */
	uint64_t limit;		/* differences reported at most */
	int say_cut;		/* say so when differences past it are cut */
	const char *input;	/* the judge input, read again to say where
				   a guess is; NULL if it cannot be */
	struct output *report;	/* where the differences are written */
};

/* One side's token in the token by token comparison. */
struct check_token {
	unsigned char text[CHECK_TOKEN_MAX];
	size_t length;		/* of the whole token */
	uint64_t line, column;	/* in the expected output */
};

/* Where the judge input holds the game and guess of an output line. */
struct check_walker {
	struct reader r;
	int open, in_game, over;
	uint64_t line;		/* of the output, for the item walked to */
	uint64_t game, guess;	/* guess 0: the game's heading */
	uint64_t length;	/* N of the game */
	uint64_t at_line, at_column;	/* of the item in the input */
};

struct checker {
	const struct check_options *o;
	struct reader *team;	/* the output checked */
	int slow;		/* past the first difference */
	int done;		/* nothing more to compare */
	uint64_t wrong;		/* differences in tokens */
	int cut;		/* one more than the limit was found */
	int layout;		/* a difference in whitespace was seen */
	char layout_note[3 * CHECK_LINE_SHOWN + 160];	/* the first one */
	struct check_token expected;	/* being read, if length > 0 */
	uint64_t line, column;	/* of the next expected byte */
	struct token found;	/* the team's next token, if have_found */
	int have_found;
	int found_cut;		/* it is the last, cut by the output's end */
	unsigned char tail[CHECK_TOKEN_MAX];	/* the expected bytes after */
	size_t tail_length;	/* the last whitespace passed over */
	uint64_t skip_line;	/* drop expected tokens of this line */
	uint64_t skip_team_line; /* drop team tokens of this line */
	int skip_to_heading;	/* drop expected tokens up to "Game" */
	int team_to_heading;	/* drop team tokens up to "Game" */
	struct check_walker walker;
};

void	check_begin(struct checker *c, struct reader *team,
	    const struct check_options *o);

/* Compares the next n bytes of the expected output. */
void	check_expected(struct checker *c, const char *bytes, size_t n);

/*
 * Ends the comparison once the expected output is all in, writes what is
 * left to report and returns the verdict.  A read error of the output
 * checked is reported on standard error and gives CHECK_WRONG with
 * *failed set.
 */
enum check_verdict	check_end(struct checker *c, int *failed);

#endif
