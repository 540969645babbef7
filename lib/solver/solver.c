/* The codebreaker: the secrets and guesses that agree with the hints. */

#include "solver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../core/diag.h"
#include "../core/memory.h"
#include "../core/threads.h"

/* Returns a new array of 0 .. n - 1, or NULL. */
static uint32_t *
all_indices(size_t n)
{
	uint32_t *indices = malloc((n ? n : 1) * sizeof(*indices));

	for (size_t i = 0; indices != NULL && i < n; i++)
		indices[i] = (uint32_t)i;
	return indices;
}

/*
 * Returns status, a failure to make every code of v, with why, when v's
 * codes are the words of a list, naming the list it wants first.
 */
static int
words_wanted(const struct variant *v, int status, char *why)
{
	char made[VARIANT_WHY_MAX];

	if (v->words && status == EXIT_USAGE) {
		snprintf(made, sizeof(made), "%s", why);
		snprintf(why, VARIANT_WHY_MAX, "%s takes its words from "
		    "--secrets=FILE (a word list, a word a line): %.128s", v->name,
		    made);
	}
	return status;
}

/*
 * Fills s's spaces: every code of v's rules, or the lists l's codes (its
 * guesses the allowed codes and the secrets, or, without --allowed, the
 * secrets: the words play takes).  Returns 0, or an exit status with why.
 */
static int
fill_spaces(struct solver *s, const struct variant *v, const struct lists *l,
    char *why)
{
	unsigned colours = (unsigned)strlen(v->colours);
	int status;

	if (l == NULL || l->secret_count == 0) {
		if ((status = space_init(&s->guesses, v, SIDE_GUESS, why)) != 0)
			return words_wanted(v, status, why);
		if ((status = space_init(&s->secrets, v, SIDE_SECRET,
		    why)) != 0)
			space_free(&s->guesses);
		return status;
	}
	if ((status = space_init_codes(&s->secrets, l->secrets,
	    l->secret_count, l->length, colours, why)) != 0)
		return status;
	if (l->allowed_count > 0)
		status = space_init_codes(&s->guesses, l->allowed,
		    l->allowed_count, l->length, colours, why);
	else
		status = space_init_codes(&s->guesses, l->secrets,
		    l->secret_count, l->length, colours, why);
	if (status != 0)
		space_free(&s->secrets);
	return status;
}

int
solver_fill_table(struct solver *s, char *why)
{
	enum strategy strategy = s->strategy;
	size_t bytes = table_bytes(s->rule, s->guesses.length,
	    s->guesses.count, s->secrets.count);
	size_t most = memory_available() > 0 ? memory_available() / 2 :
	    (size_t)1 << 30;
	char need[MEMORY_TEXT_MAX], have[MEMORY_TEXT_MAX];

	if (rule_is_counts(s->rule) || strategy == STRATEGY_FIRST ||
	    (strategy_needs(strategy) & STRATEGY_SEARCH))
		return 0;
	if (bytes > most) {
		snprintf(why, VARIANT_WHY_MAX, "the table of %s hints of %zu "
		    "guesses by %zu secrets needs %s, more than the %s this "
		    "process holds (half of what it may use)",
		    rule_name(s->rule), s->guesses.count, s->secrets.count,
		    memory_text(bytes, need), memory_text(most, have));
		return EXIT_USAGE;
	}
	if (table_fill(&s->table, s->rule, &s->guesses, &s->secrets,
	    s->threads, NULL) == -1) {
		snprintf(why, VARIANT_WHY_MAX, "out of memory");
		return EXIT_SYSTEM;
	}
	return 0;
}

/* Allows every guess in hard mode: no hint yet. */
static void
hard_all(struct solver *s)
{
	memset(s->hard, 0xff, (s->guesses.count / 64 + 1) * sizeof(*s->hard));
	s->hard[s->guesses.count / 64] &= ((uint64_t)1 <<
	    (s->guesses.count % 64)) - 1;	/* no guess past the last */
}

int
solver_init(struct solver *s, const struct variant *v,
    const struct lists *lists, enum strategy strategy, unsigned threads,
    char *why)
{
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);
	int status;

	memset(s, 0, sizeof(*s));
	s->variant = v;
	s->rule = variant_rule(v);
	s->strategy = strategy;
	s->previous = SIZE_MAX;
	s->threads = threads > 0 ? threads : cpus < 1 ? 1 :
	    cpus > THREADS_MAX ? THREADS_MAX : (unsigned)cpus;
	if ((status = fill_spaces(s, v, lists, why)) != 0)
		return status;
	s->allowed_listed = lists != NULL ? lists->allowed_listed : 0;
	if ((s->hints_of_rule = rule_hints(s->rule, s->guesses.length)) ==
	    0) {
		snprintf(why, VARIANT_WHY_MAX, "%s hints of codes of %zu "
		    "positions are more than %d", rule_name(s->rule),
		    s->guesses.length, RULE_HINTS_MAX);
		solver_free(s);
		return EXIT_USAGE;
	}
	s->secret_count = s->secrets.count;
	s->guess_count = s->guesses.count;
	s->secret_left = all_indices(s->secret_count);
	s->guess_left = all_indices(s->guess_count);
	if (v->hard && (s->hard = malloc((s->guesses.count / 64 + 1) *
	    sizeof(*s->hard))) != NULL) {
		hard_all(s);
		hard_index_init(&s->hard_index, &s->guesses);	/* or the
								   long way */
	}
	if (s->secret_left == NULL || s->guess_left == NULL ||
	    (v->hard && s->hard == NULL)) {
		solver_free(s);
		snprintf(why, VARIANT_WHY_MAX, "out of memory");
		return EXIT_SYSTEM;
	}
	return 0;
}

void
solver_free(struct solver *s)
{
	table_free(&s->table);
	space_free(&s->guesses);
	space_free(&s->secrets);
	free(s->secret_left);
	free(s->guess_left);
	free(s->hints);
	free(s->hard);
	s->hard = NULL;
	hard_index_free(&s->hard_index);
	s->secret_left = s->guess_left = NULL;
	s->hints = NULL;
	optimal_free(s->optimal);
	s->optimal = NULL;
}

int
solver_set_goal(struct solver *s, enum goal goal,
    const struct optimal_run *run, char *why)
{
	int status = 0;

	optimal_free(s->optimal);
	s->optimal = optimal_new(&s->guesses, &s->secrets, s->rule, s->threads,
	    goal, run, why, &status);
	if (s->optimal != NULL && s->consistent)
		optimal_consistent(s->optimal);
	if (s->optimal != NULL && s->hard != NULL)
		optimal_hard(s->optimal);
	if (s->optimal != NULL && variant_tries(s->variant) > 0)
		optimal_tries(s->optimal, (unsigned)variant_tries(s->variant));
	return s->optimal != NULL ? 0 : status;
}

int
solver_choose(const struct solver *s, const struct position *at,
    size_t *guess)
{
	struct chooser c = { s->strategy, &s->guesses, &s->secrets, s->rule,
	    s->table.bytes != NULL || s->table.words != NULL ? &s->table :
	    NULL, s->threads, s->optimal, s->consistent };

	return strategy_choose(&c, at, guess);
}

/*
 * Returns the group of the symmetries that fix every guess s recorded
 * (symmetry.h), to be freed, or NULL if a hint was not kept or memory ran
 * out: only the colours never played are known then.
 */
static struct group *
history_group(const struct solver *s)
{
	struct group *g = malloc(2 * sizeof(*g));

	if (g == NULL || s->hints_kept < s->turns) {
		free(g);
		return NULL;
	}
	group_start(&g[0], s->guesses.length, 0);
	for (size_t i = 0; i < s->turns; i++)
		group_fix(&g[i % 2], space_code(&s->guesses, s->hints[i].guess),
		    s->guesses.length, &g[(i + 1) % 2]);
	if (s->turns % 2 == 1)
		g[0] = g[1];
	return g;
}

int
solver_next(const struct solver *s, size_t *guess)
{
	struct group *fixing = history_group(s);
	struct position at = { s->secret_left, s->secret_count,
	    s->guess_left, s->guess_count, s->previous, s->played,
	    (unsigned)s->turns + 1, fixing, s->hard };
	int status = solver_choose(s, &at, guess);

	free(fixing);
	if (status == EXIT_SYSTEM)
		diag("out of memory");
	return status;
}

/* Orders two indices (uint32_t) for bsearch(). */
static int
compare_index(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return (x > y) - (x < y);
}

/* Returns 1 if guess (an index in s->guesses) may be the secret (the
   secrets left are increasing). */
static int
may_be_secret(const struct solver *s, size_t guess)
{
	size_t i = space_index(&s->secrets, space_code(&s->guesses, guess));
	uint32_t key = (uint32_t)i;

	return i != SIZE_MAX && bsearch(&key, s->secret_left, s->secret_count,
	    sizeof(key), compare_index) != NULL;
}

/* solver_rank() for optimal: optimal_rank() at the position. */
static int
rank_optimal(const struct solver *s, const struct group *fixing,
    size_t top, struct solver_ranked *rows, struct optimal_ranking *r)
{
	struct optimal_ranked *found = malloc(top * sizeof(*found));

	if (found == NULL || optimal_rank(s->optimal, s->secret_left,
	    s->secret_count, s->played, fixing, s->hard,
	    (unsigned)s->turns + 1, top, found, r) == -1) {
		free(found);
		return found != NULL && optimal_none_within(s->optimal) > 0 ?
		    EXIT_OUT_OF_TRIES : EXIT_SYSTEM;
	}
	for (size_t i = 0; i < r->rows; i++)
		rows[i] = (struct solver_ranked){ found[i].guess,
		    found[i].total, found[i].worst, (double)found[i].total /
		    (double)s->secret_count, may_be_secret(s, found[i].guess) };
	free(found);
	return 0;
}

/* solver_rank() for a heuristic: strategy_rank() at the position. */
static int
rank_weighed(const struct solver *s, const struct position *at, size_t top,
    struct solver_ranked *rows, struct optimal_ranking *r)
{
	struct chooser c = { s->strategy, &s->guesses, &s->secrets, s->rule,
	    s->table.bytes != NULL || s->table.words != NULL ? &s->table :
	    NULL, s->threads, s->optimal, s->consistent };
	struct strategy_ranked *found = malloc(top * sizeof(*found));

	*r = (struct optimal_ranking){ 0, 0, 0, UINT64_MAX, OPTIMAL_FINISHED };
	if (found == NULL || strategy_rank(&c, at, top, found, &r->rows) != 0) {
		free(found);
		return EXIT_SYSTEM;
	}
	for (size_t i = 0; i < r->rows; i++)
		rows[i] = (struct solver_ranked){ found[i].guess, 0, 0,
		    found[i].score, found[i].possible };
	free(found);
	return 0;
}

int
solver_rank(const struct solver *s, size_t top, struct solver_ranked *rows,
    struct optimal_ranking *r)
{
	struct group *fixing = history_group(s);
	struct position at = { s->secret_left, s->secret_count,
	    s->guess_left, s->guess_count, s->previous, s->played,
	    (unsigned)s->turns + 1, fixing, s->hard };
	int status = s->strategy == STRATEGY_OPTIMAL ?
	    rank_optimal(s, fixing, top, rows, r) :
	    rank_weighed(s, &at, top, rows, r);

	free(fixing);
	if (status == EXIT_SYSTEM)
		diag("out of memory");
	return status;
}

/*
 * Keeps the n codes of space (indices) that, as the secret, give guess
 * the hint.  A scorer of each code: the rule may mark the guess's
 * positions, and its hint is of the guess against the code.
 */
static size_t
keep_agreeing(const struct solver *s, const struct space *space,
    uint32_t *codes, size_t n, size_t guess, unsigned hint)
{
	const unsigned char *g = space_code(&s->guesses, guess);
	struct scorer scorer;
	size_t kept = 0;

	if (!rule_marks_positions(s->rule)) {	/* symmetric: one scorer */
		scorer_init(&scorer, g, s->guesses.length, s->guesses.colours);
		for (size_t i = 0; i < n; i++)
			if (rule_of_counts(s->rule, s->guesses.length,
			    score(&scorer, space_code(space, codes[i]))) ==
			    hint)
				codes[kept++] = codes[i];
		return kept;
	}
	for (size_t i = 0; i < n; i++) {
		scorer_init(&scorer, space_code(space, codes[i]),
		    s->guesses.length, s->guesses.colours);
		if (rule_score(s->rule, &scorer, g) == hint)
			codes[kept++] = codes[i];
	}
	return kept;
}

void
solver_hints(const struct solver *s, size_t guess, const struct space *space,
    const uint32_t *codes, size_t n, unsigned *hints)
{
	const unsigned char *g = space_code(&s->guesses, guess);
	struct scorer scorer;

	if (!rule_marks_positions(s->rule)) {	/* symmetric: one scorer */
		scorer_init(&scorer, g, s->guesses.length, s->guesses.colours);
		for (size_t i = 0; i < n; i++)
			hints[i] = rule_of_counts(s->rule, s->guesses.length,
			    score(&scorer, space_code(space, codes[i])));
		return;
	}
	for (size_t i = 0; i < n; i++) {
		scorer_init(&scorer, space_code(space, codes[i]),
		    s->guesses.length, s->guesses.colours);
		hints[i] = rule_score(s->rule, &scorer, g);
	}
}

void
solver_hard(const struct solver *s, size_t guess, unsigned hint,
    uint64_t *bits)
{
	hard_rule_out(&s->hard_index, &s->guesses, space_code(&s->guesses,
	    guess), hint, bits);
}

int
solver_hard_why(const struct solver *s, size_t before, unsigned hint,
    size_t guess, char *why)
{
	char text[VARIANT_TEXT_MAX];

	variant_write(s->variant, space_code(&s->guesses, before),
	    s->guesses.length, text);
	return rule_hard_why(s->guesses.length, space_code(&s->guesses,
	    before), hint, space_code(&s->guesses, guess), text, why);
}

unsigned
solver_hint_of(const struct solver *s, size_t guess, size_t secret)
{
	struct scorer scorer;

	scorer_init(&scorer, space_code(&s->secrets, secret),
	    s->secrets.length, s->guesses.colours);
	return rule_score(s->rule, &scorer, space_code(&s->guesses, guess));
}

char *
solver_write_hint(const struct solver *s, unsigned hint, char *text)
{
	rule_write(s->rule, s->guesses.length, hint, text);
	return text;
}

/*
 * Appends guess and h to s->hints, when s has kept every hint before and
 * memory allows.
 */
static void
keep_hint(struct solver *s, size_t guess, unsigned hint)
{
	struct solver_hint *hints;

	if (s->hints_kept + 1 != s->turns)
		return;
	if (s->hints_kept == s->hint_room) {
		size_t room = s->hint_room > 0 ? 2 * s->hint_room : 16;

		if ((hints = realloc(s->hints, room * sizeof(*hints))) == NULL)
			return;
		s->hints = hints;
		s->hint_room = room;
	}
	s->hints[s->hints_kept++] = (struct solver_hint){ guess, hint };
}

size_t
solver_record(struct solver *s, size_t guess, unsigned hint)
{
	s->secret_count = keep_agreeing(s, &s->secrets, s->secret_left,
	    s->secret_count, guess, hint);
	s->guess_count = keep_agreeing(s, &s->guesses, s->guess_left,
	    s->guess_count, guess, hint);
	s->previous = guess;
	s->played |= space_colours(space_code(&s->guesses, guess),
	    s->guesses.length);
	s->turns++;
	if (s->hard != NULL)
		solver_hard(s, guess, hint, s->hard);
	keep_hint(s, guess, hint);
	return s->secret_count;
}

void
solver_restart(struct solver *s)
{
	s->secret_count = s->secrets.count;
	s->guess_count = s->guesses.count;
	for (size_t i = 0; i < s->secret_count; i++)
		s->secret_left[i] = (uint32_t)i;
	for (size_t i = 0; i < s->guess_count; i++)
		s->guess_left[i] = (uint32_t)i;
	s->previous = SIZE_MAX;
	s->played = 0;
	s->turns = s->hints_kept = 0;
	if (s->hard != NULL)
		hard_all(s);
}

size_t
solver_forget_last(struct solver *s)
{
	size_t keep = s->hints_kept > 0 ? s->hints_kept - 1 : 0;

	solver_restart(s);
	for (size_t i = 0; i < keep; i++) {
		struct solver_hint again = s->hints[i];

		solver_record(s, again.guess, again.hint);
	}
	return s->secret_count;
}

int
solver_forward(const struct solver *s, size_t guess)
{
	return s->guess_count > 0 && (s->previous == SIZE_MAX ||
	    guess > s->previous);
}

char *
solver_write_guess(const struct solver *s, size_t guess, char *text)
{
	return variant_write(s->variant, space_code(&s->guesses, guess),
	    s->guesses.length, text);
}
