/* A merge's claims solved again (verify.h). */

#include "verify.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "../core/diag.h"
#include "../core/splitmix.h"

/*
 * Chooses count of the all units of p at random (into chosen, in
 * increasing order): a partial shuffle of their numbers.
 */
static void
choose_units(size_t all, size_t count, size_t *chosen)
{
	struct timespec now;
	struct splitmix g;
	size_t *order = malloc(all * sizeof(*order));

	clock_gettime(CLOCK_REALTIME, &now);
	g.state = (uint64_t)now.tv_nsec ^ (uint64_t)now.tv_sec << 20 ^
	    (uint64_t)getpid() << 40;
	for (size_t u = 0; order != NULL && u < all; u++)
		order[u] = u;
	for (size_t k = 0; k < count; k++) {
		size_t j = order == NULL ? k : (size_t)splitmix_between(&g, k,
		    all - 1), t;

		if (order == NULL) {	/* no memory to shuffle: the first */
			chosen[k] = k;
			continue;
		}
		t = order[k];
		order[k] = order[j];
		order[j] = t;
		chosen[k] = order[k];
	}
	free(order);
	for (size_t a = 1; a < count; a++)	/* in order, as said */
		for (size_t b = a; b > 0 && chosen[b - 1] > chosen[b]; b--) {
			size_t t = chosen[b];

			chosen[b] = chosen[b - 1];
			chosen[b - 1] = t;
		}
}

/* Returns a search of sv's codes and rules, or NULL having said why. */
static struct optimal *
fresh_search(const struct codebreaker *cb, struct solver *sv,
    int *status)
{
	char why[VARIANT_WHY_MAX];
	struct optimal_run run = cb->run;
	struct optimal *fresh = optimal_new(&sv->guesses, &sv->secrets,
	    sv->rule, sv->threads, GOAL_AVERAGE, &run, why, status);

	if (fresh == NULL) {
		diag("%s: %s", cb->command, why);
		if (*status == EXIT_USAGE)
			*status = EXIT_SYSTEM;
		return NULL;
	}
	if (sv->consistent)
		optimal_consistent(fresh);
	if (sv->hard != NULL)
		optimal_hard(fresh);
	return fresh;
}

/*
 * Writes total into text (32 bytes): its digits, or "none" for
 * optimal_never() (no strategy wins within the tries).
 */
static void
total_text(uint64_t total, char *text)
{
	if (total >= optimal_never())
		snprintf(text, 32, "none");
	else
		snprintf(text, 32, "%llu", (unsigned long long)total);
}

/*
 * Solves claim c of p again in the search fresh and compares it with its
 * file's, saying so of a unit's.  Returns EXIT_OK, or EXIT_INPUT naming
 * the file and line of a claim solved otherwise, or -1 if the search was
 * stopped or ran out of memory.
 */
static int
verify_claim(const struct codebreaker *cb, struct optimal *fresh,
    const struct optimal_plan *p, size_t c)
{
	uint64_t value, again = optimal_claim_solve(fresh, p, c);
	const char *file;
	unsigned line;
	int exact, unit;
	char said[32], found[32];

	optimal_claim_read(p, c, &value, &exact, &file, &line, &unit);
	if (again == UINT64_MAX)	/* stopped, or out of memory */
		return -1;
	total_text(value, said);
	total_text(again, found);
	if (again != value) {
		diag("%s: %s:%u: %s total of %s%s, but solved again its "
		    "least total is %s: not the search's shard", cb->command,
		    file, line, unit ? "a unit's" : "a fact's", exact ? "" :
		    "at least ", said, found);
		return EXIT_INPUT;
	}
	if (unit)
		diag("%s: %s:%u: %s%s, %s, as solved again", cb->command,
		    file, line, exact ? "" : "at least ", said,
		    value >= optimal_never() ? "none wins within the tries" :
		    exact ? "the least" : "a bound");
	return EXIT_OK;
}

/*
 * Says why the search fresh did not solve the claim after the first done
 * of count chosen (of_units of them units', first): a signal or the time
 * limit, and how far --verify went, or memory.  Returns the status.
 */
static int
verify_stopped(const struct codebreaker *cb, const struct optimal *fresh,
    size_t done, size_t of_units, size_t count)
{
	enum optimal_stop why = optimal_stopped(fresh);
	size_t units = done < of_units ? done : of_units;

	if (why == OPTIMAL_FINISHED) {
		diag("%s: out of memory", cb->command);
		return EXIT_SYSTEM;
	}
	diag("%s: stopped by %s: %zu units and %zu facts of the %zu chosen "
	    "solved again, as their files say; no result is printed",
	    cb->command, optimal_stop_name(why), units, done - units, count);
	return codebreaker_stop_status(why);
}

/*
 * Solves again the chosen claims of p (count of them, in increasing
 * order; of all read, units of them units' totals) in a search of their
 * own, that has read no file, and compares each with its file's.
 * Returns EXIT_OK, having said what was solved and what it cost, or
 * EXIT_INPUT naming the file and line of a claim that differs, or
 * EXIT_SYSTEM.
 */
static int
solve_again(const struct codebreaker *cb, struct solver *sv,
    const struct optimal_plan *p, const size_t *chosen, size_t count,
    size_t all, size_t units)
{
	struct optimal_proof proof;
	struct optimal *fresh;
	char solved[64];
	size_t of_units = 0, k = 0;
	int status;

	if ((fresh = fresh_search(cb, sv, &status)) == NULL)
		return status;
	while (of_units < count && chosen[of_units] < units)
		of_units++;
	/* (begun first: a signal once this is said stops it) */
	status = optimal_watch_begin(fresh) == -1 ? -1 : EXIT_OK;
	if (all == units)
		diag("%s: solving again %zu of the %zu units, chosen at "
		    "random", cb->command, count, all);
	else
		diag("%s: solving again %zu of the %zu units and %zu of the "
		    "%zu facts of first guesses read as bounds, chosen at "
		    "random",
		    cb->command, of_units, units, count - of_units,
		    all - units);
	for (k = 0; k < count && status == EXIT_OK; k++)
		status = verify_claim(cb, fresh, p, chosen[k]);
	optimal_watch_end(fresh);	/* the proof's seconds: the watch's */
	optimal_proof(fresh, &proof);
	if (status == -1)
		status = verify_stopped(cb, fresh, k > 0 ? k - 1 : 0,
		    of_units, count);
	if (all == units)
		snprintf(solved, sizeof(solved), "%zu units", count);
	else
		snprintf(solved, sizeof(solved), "%zu units and %zu facts",
		    of_units, count - of_units);
	if (status == EXIT_OK)
		diag("%s: %s as their files say, solved again in %.1f s, %zu "
		    "sets weighed", cb->command, solved, proof.seconds,
		    optimal_weighed(fresh));
	optimal_free(fresh);
	return status;
}

int
verify_claims(const struct codebreaker *cb, struct solver *sv,
    const struct optimal_plan *p, unsigned long fraction)
{
	size_t claims = optimal_claims(p), count, given = 0, units = 0;
	size_t *read, *chosen;
	int status = EXIT_SYSTEM;

	if ((read = malloc((claims > 0 ? claims : 1) * sizeof(*read))) ==
	    NULL) {
		diag("%s: out of memory", cb->command);
		return EXIT_SYSTEM;
	}
	for (size_t c = 0; c < claims; c++) {
		uint64_t value;
		const char *file;
		unsigned line;
		int exact, unit;

		optimal_claim_read(p, c, &value, &exact, &file, &line, &unit);
		if (file != NULL) {
			units += unit != 0;
			read[given++] = c;
		}
	}
	count = (size_t)(((unsigned long long)given * fraction + 999999) /
	    1000000);
	if (count == 0)
		count = 1;
	if (given == 0)
		status = EXIT_OK;
	else if ((chosen = malloc(count * sizeof(*chosen))) == NULL)
		diag("%s: out of memory", cb->command);
	else {
		choose_units(given, count, chosen);
		for (size_t k = 0; k < count; k++)
			chosen[k] = read[chosen[k]];
		status = solve_again(cb, sv, p, chosen, count, given, units);
		free(chosen);
	}
	free(read);
	return status;
}

