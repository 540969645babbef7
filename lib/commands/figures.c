/* The figures of a strategy played against every secret (figures.h). */

#include "figures.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "../core/diag.h"
#include "../core/fold.h"
#include "../core/variant.h"
#include "../optimal/optimal.h"

#define BAR_MAX	40	/* columns of the longest bar */

/*
 * Writes the rules sv plays, as the values of --colours, --length and
 * --distinct that repeat them whatever -v and rules were given, and what
 * else the variant says: its hint, its lists and their fold, its kind of
 * guesses.
 */
static void
put_rules(struct record *w, const struct solver *sv)
{
	const struct variant *v = sv->variant;
	char set[VARIANT_SET_MAX];
	const char *distinct = variant_distinct_name(v);

	variant_colour_set(v, set);
	record_string(w, "colours", set, "colours: %s (%zu)\n", set,
	    strlen(v->colours));
	record_uint(w, "length", sv->guesses.length, "length: %zu\n",
	    sv->guesses.length);
	record_string(w, "distinct", distinct, "distinct: %s\n", distinct);
	if (!rule_is_counts(sv->rule))
		record_string(w, "hint", rule_name(sv->rule), "hint: %s\n",
		    rule_name(sv->rule));
	if (v->secrets != NULL)
		record_string(w, "secrets_file", v->secrets,
		    "list of secrets: %s (%zu)\n", v->secrets,
		    sv->secrets.count);
	if (v->allowed != NULL)
		record_string(w, "allowed_file", v->allowed,
		    "list of guesses: %s (%zu, %zu with the secrets)\n",
		    v->allowed, sv->allowed_listed, sv->guesses.count);
	if (v->fold != NULL)
		record_string(w, "fold", fold_name(v->fold), "fold: %s\n",
		    fold_name(v->fold));
	if (sv->consistent)
		record_bool(w, "consistent", 1, "guesses: consistent\n");
	if (sv->hard != NULL)
		record_bool(w, "hard", 1, "guesses: hard mode\n");
}

/*
 * Writes how many secrets a finds in 1, 2, ... guesses; as text a line
 * each, and on a terminal (as ls colours only there) each count padded
 * to the widest and followed by a bar of '#', the largest count's
 * BAR_MAX long and the others in proportion, rounded, at least one for a
 * count above 0.
 */
static void
put_found(struct record *w, const struct analysis *a)
{
	int bars = w->format == RECORD_TEXT && isatty(STDOUT_FILENO);
	char bar[BAR_MAX];
	uint64_t most = 0;
	int width;

	memset(bar, '#', sizeof(bar));
	for (unsigned n = 1; n <= a->worst; n++)
		if (a->found[n] > most)
			most = a->found[n];
	width = snprintf(NULL, 0, "%llu", (unsigned long long)most);
	record_list(w, "found");
	for (unsigned n = 1; n <= a->worst; n++) {
		uint64_t k = a->found[n], length = 0;

		if (bars && (length = (k * BAR_MAX + most / 2) / most) == 0 &&
		    k > 0)
			length = 1;
		if (bars)
			record_uint(w, NULL, k, "found in %u: %-*llu  %.*s\n",
			    n, width, (unsigned long long)k, (int)length, bar);
		else
			record_uint(w, NULL, k, "found in %u: %llu\n", n,
			    (unsigned long long)k);
	}
	record_end(w);
}

/* Writes the try limit of sv's variant and whether a meets it. */
static void
put_tries(struct record *w, const struct solver *sv,
    const struct analysis *a)
{
	int tries = variant_tries(sv->variant);
	uint64_t late = 0;

	if (tries < 0) {
		record_null(w, "tries", "try limit: none\n");
		record_bool(w, "within_tries", 1, NULL);
		return;
	}
	for (unsigned n = (unsigned)tries + 1; n <= a->worst; n++)
		late += a->found[n];
	record_uint(w, "tries", (uint64_t)tries, NULL);
	if (late == 0)
		record_bool(w, "within_tries", a->worst <= (unsigned)tries,
		    "try limit: %d, always met\n", tries);
	else
		record_bool(w, "within_tries", a->worst <= (unsigned)tries,
		    "try limit: %d, missed for %llu %s\n", tries,
		    (unsigned long long)late, plural(late, "secret",
		    "secrets"));
}

/*
 * Writes what a search that was stopped (p) proved and how far the
 * strategy a played may be from it: the goal, why it stopped and when,
 * what is proven (which: of which strategies), and the gap, the guesses
 * the strategy may lose: of its total to the bound, or of its worst case
 * (goal depth).
 */
static void
put_stopped(struct record *w, const struct optimal_proof *p,
    const struct analysis *a, const char *which)
{
	static const char *const names[] = { "", "SIGINT", "SIGTERM",
	    "time-limit" };
	uint64_t gap = p->goal == GOAL_DEPTH ? a->worst - p->beyond - 1 :
	    a->total - p->lower;

	record_string(w, "goal", goal_name(p->goal), "goal: %s\n",
	    goal_name(p->goal));
	record_bool(w, "proven", 0, NULL);
	record_string(w, "stopped", names[p->stopped], "not proven optimal: "
	    "the search was stopped by %s after %.1f s\n",
	    optimal_stop_name(p->stopped), p->seconds);
	record_real(w, "seconds", p->seconds, 1, NULL);
	if (p->goal == GOAL_DEPTH || (p->goal == GOAL_WORST && p->beyond > 0))
		record_uint(w, "none_within", p->beyond, "proven: no %s wins "
		    "every game within %u guesses\n", which, p->beyond);
	else if (p->goal == GOAL_WORST)
		record_uint(w, "none_within", p->beyond, NULL);
	if (p->goal != GOAL_DEPTH && p->within > 0)
		record_uint(w, "lower_bound", p->lower, "proven: no %s that "
		    "wins every game within %u guesses has a total below "
		    "%llu\n", which, p->within, (unsigned long long)p->lower);
	else if (p->goal != GOAL_DEPTH)
		record_uint(w, "lower_bound", p->lower, "proven: no %s has a "
		    "total below %llu\n", which, (unsigned long long)p->lower);
	if (p->goal != GOAL_DEPTH && p->within > 0)
		record_uint(w, "lower_bound_within", p->within, NULL);
	else if (p->goal != GOAL_DEPTH)
		record_null(w, "lower_bound_within", NULL);
	if (p->goal == GOAL_DEPTH)
		record_uint(w, "gap", gap, "gap: %llu %s between this one's "
		    "worst case and that\n", (unsigned long long)gap,
		    plural(gap, "guess", "guesses"));
	else
		record_uint(w, "gap", gap, "gap: %llu %s (%.2f%%) between this "
		    "one's total and that\n", (unsigned long long)gap,
		    plural(gap, "guess", "guesses"),
		    100.0 * (double)gap / (double)a->total);
}

/*
 * Writes what a search that ended (p) proved of the strategies which:
 * the fewest guesses that always win (worst, depth) and the least total
 * (average, worst).
 */
static void
put_proven(struct record *w, const struct optimal_proof *p,
    const char *which)
{
	record_string(w, "goal", goal_name(p->goal), "goal: %s\n",
	    goal_name(p->goal));
	if (p->goal != GOAL_AVERAGE && p->depth == 1)
		record_uint(w, "fewest_guesses", 1, "proven: one guess wins\n");
	else if (p->goal == GOAL_DEPTH)
		record_uint(w, "fewest_guesses", p->depth, "proven: no %s wins "
		    "every game within %u guesses; this one wins every game "
		    "within %u\n", which, p->depth - 1, p->depth);
	else if (p->goal == GOAL_WORST)
		record_uint(w, "fewest_guesses", p->depth, "proven: no %s wins "
		    "every game within %u guesses; within %u none has a total "
		    "below %llu\n", which, p->depth - 1, p->depth,
		    (unsigned long long)p->total);
	if (p->goal == GOAL_WORST)
		record_uint(w, "least_total", p->total, NULL);
	else if (p->goal == GOAL_AVERAGE && p->unlimited > 0) {
		/* the try limit made it larger */
		record_uint(w, "least_total", p->total, "proven: no %s has a "
		    "total below %llu while winning every game within %u "
		    "guesses\n", which, (unsigned long long)p->total, p->tries);
		record_uint(w, "least_total_without_tries", p->unlimited,
		    "proven: without the try limit, no %s has a total below "
		    "%llu\n", which, (unsigned long long)p->unlimited);
	} else if (p->goal == GOAL_AVERAGE)
		record_uint(w, "least_total", p->total, "proven: no %s has a "
		    "total below %llu\n", which, (unsigned long long)p->total);
}

/*
 * Writes what sv's optimal search proved, among the strategies that
 * open with first if it opened so, and that guess consistently if asked;
 * or, if it was stopped, how far the strategy a played may be from it.
 */
static void
put_proof(struct record *w, const struct solver *sv,
    const struct analysis *a, const char *first)
{
	char which[VARIANT_LENGTH_MAX + 64];
	struct optimal_proof p;

	if (sv->optimal == NULL)
		return;
	optimal_proof(sv->optimal, &p);
	snprintf(which, sizeof(which), "%sstrategy%s%s",
	    p.consistent ? "consistent " : "", p.opened ? " that opens with " :
	    "", p.opened ? first : "");
	if (p.opened)
		record_string(w, "opening", first, NULL);
	if (p.stopped != OPTIMAL_FINISHED)
		put_stopped(w, &p, a, which);
	else
		put_proven(w, &p, which);
}

void
figures_write(struct record *w, const struct solver *sv,
    const struct analysis *a, const char *first, const char *strategy)
{
	uint64_t d = a->total, r = a->secrets;

	while (r != 0) {	/* d becomes gcd(total, secrets) */
		uint64_t t = d % r;

		d = r;
		r = t;
	}
	record_string(w, "variant", sv->variant->name, "variant: %s\n",
	    sv->variant->name);
	put_rules(w, sv);
	record_string(w, "strategy", strategy, "strategy: %s\n", strategy);
	record_string(w, "first", first, "first guess: %s\n", first);
	record_uint(w, "secrets", a->secrets, "secrets: %llu\n",
	    (unsigned long long)a->secrets);
	put_found(w, a);
	record_uint(w, "total", a->total, "total guesses: %llu\n",
	    (unsigned long long)a->total);
	record_real(w, "average", (double)a->total / (double)a->secrets, 4,
	    "average: %llu/%llu = %.4f\n", (unsigned long long)(a->total / d),
	    (unsigned long long)(a->secrets / d),
	    (double)a->total / (double)a->secrets);
	record_uint(w, "worst", a->worst, "worst case: %u\n", a->worst);
	put_tries(w, sv, a);
	put_proof(w, sv, a, first);
}
