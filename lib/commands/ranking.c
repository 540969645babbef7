/* The rows of a ranking (ranking.h), in every format the writer has. */

#include "ranking.h"

#include <stdio.h>

#define SCORE_MAX	64	/* bytes of a score written */

void
ranking_begin(struct record *w, const char *key, enum ranking_kind kind,
    const char *measure)
{
	const struct record_column totals[] = { { "rank", "rank" },
	    { "tie", NULL }, { "guess", "guess" }, { "exact", NULL },
	    { "total", "total" }, { "average", "average" },
	    { "worst", "worst" }, { "possible", "possible" } };
	const struct record_column scores[] = { { "rank", "rank" },
	    { "tie", NULL }, { "guess", "guess" }, { "score", measure },
	    { "possible", "possible" } };
	struct record_column columns[8];
	size_t n = 0;

	if (kind == RANKING_SCORE) {
		record_table(w, key, scores, sizeof(scores) / sizeof(*scores));
		return;
	}
	for (size_t i = 0; i < sizeof(totals) / sizeof(*totals); i++)
		if (kind == RANKING_BOUNDED || i != 3)	/* exact: rank's */
			columns[n++] = totals[i];
	record_table(w, key, columns, n);
}

/* Writes row's total, average and worst case: exact, a bound, or none. */
static void
put_totals(struct record *w, const struct ranking_row *row)
{
	if (row->never) {
		record_null(w, "total", "none");
		record_null(w, "average", "none");
		record_null(w, "worst", "-");
		return;
	}
	record_uint(w, "total", row->total, "%s%llu", row->exact ? "" : ">=",
	    (unsigned long long)row->total);
	record_number(w, "average", row->average, "%s%s", row->exact ? "" :
	    ">=", row->average);
	if (row->exact)
		record_uint(w, "worst", row->worst, "%u", row->worst);
	else
		record_null(w, "worst", "-");
}

void
ranking_row(struct record *w, enum ranking_kind kind,
    const struct ranking_row *row)
{
	char score[SCORE_MAX];

	record_row(w);
	if (row->rank > 0)
		record_uint(w, "rank", row->rank, "%zu%s", row->rank,
		    row->tie ? "=" : "");
	else
		record_null(w, "rank", "-");
	record_bool(w, "tie", row->tie, NULL);
	record_string(w, "guess", row->guess, "%s", row->guess);
	if (kind == RANKING_BOUNDED)
		record_bool(w, "exact", row->exact, NULL);
	if (kind == RANKING_SCORE) {
		snprintf(score, sizeof(score), "%.6g", row->score);
		record_number(w, "score", score, "%.*f", row->whole ? 0 : 4,
		    row->score);
	} else
		put_totals(w, row);
	record_bool(w, "possible", row->possible, "%s", row->possible ? "yes" :
	    "no");
	record_end(w);
}
