/*
 * ranking: guesses ranked, a row each, as solve --top and rank write
 * them: one header and one row in every format, whichever measure.
 */

#ifndef CODE_COMMANDS_RANKING_H
#define CODE_COMMANDS_RANKING_H

#include <stddef.h>
#include <stdint.h>

#include "record.h"

/* The columns a ranking has beside rank, guess and possible. */
enum ranking_kind {
	RANKING_TOTALS,		/* the optimal search's: total, average,
				   worst */
	RANKING_BOUNDED,	/* rank's: the same, each exact or a bound */
	RANKING_SCORE		/* a heuristic's measure */
};

/* A guess ranked. */
struct ranking_row {
	const char *guess;	/* as written */
	size_t rank;		/* one past the rows better; 0: open (a
				   bound below its total) */
	int tie;		/* another row, or a bound, equals it */
	int exact;		/* total is exact, else a bound on it */
	int never;		/* no strategy that opens with it wins
				   within the tries: no total */
	uint64_t total;		/* its least total */
	const char *average;	/* total over the secrets, 4 places (a
				   bound's rounded down) */
	unsigned worst;		/* the worst case of the strategy found */
	double score;		/* RANKING_SCORE's measure */
	int whole;		/* the score is a whole number (text) */
	int possible;		/* it may be the secret */
};

/*
 * Opens, in w, the table of a ranking of kind, the field key; measure
 * names a score (RANKING_SCORE).  Its rows follow; record_end() closes it.
 */
void	ranking_begin(struct record *w, const char *key,
	    enum ranking_kind kind, const char *measure);

/* Writes row of a ranking of kind. */
void	ranking_row(struct record *w, enum ranking_kind kind,
	    const struct ranking_row *row);

#endif
