/* The codebreaker: the secrets and guesses that agree with the hints. */

#include "solver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../core/diag.h"
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

int
solver_init(struct solver *s, const struct variant *v,
    enum strategy strategy, char *why)
{
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);
	int status;

	memset(s, 0, sizeof(*s));
	s->variant = v;
	s->strategy = strategy;
	s->previous = SIZE_MAX;
	s->threads = cpus < 1 ? 1 : cpus > THREADS_MAX ? THREADS_MAX :
	    (unsigned)cpus;
	if ((status = space_init(&s->guesses, v, SIDE_GUESS, why)) != 0)
		return status;
	if ((status = space_init(&s->secrets, v, SIDE_SECRET, why)) != 0) {
		space_free(&s->guesses);
		return status;
	}
	s->secret_count = s->secrets.count;
	s->guess_count = s->guesses.count;
	s->secret_left = all_indices(s->secret_count);
	s->guess_left = all_indices(s->guess_count);
	if (s->secret_left == NULL || s->guess_left == NULL) {
		solver_free(s);
		snprintf(why, VARIANT_WHY_MAX, "out of memory");
		return EXIT_SYSTEM;
	}
	return 0;
}

void
solver_free(struct solver *s)
{
	space_free(&s->guesses);
	space_free(&s->secrets);
	free(s->secret_left);
	free(s->guess_left);
	free(s->hints);
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
	s->optimal = optimal_new(&s->guesses, &s->secrets, s->threads, goal,
	    run, why, &status);
	if (s->optimal != NULL && s->consistent)
		optimal_consistent(s->optimal);
	return s->optimal != NULL ? 0 : status;
}

int
solver_choose(const struct solver *s, const struct position *at,
    size_t *guess)
{
	struct chooser c = { s->strategy, &s->guesses, &s->secrets,
	    s->threads, s->optimal, s->consistent };

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
	    (unsigned)s->turns + 1, fixing };
	int status = solver_choose(s, &at, guess);

	free(fixing);
	if (status != 0)
		diag("out of memory");
	return status;
}

/* Keeps the n codes of space (indices) whose hint against guess is h. */
static size_t
keep_agreeing(const struct solver *s, const struct space *space,
    uint32_t *codes, size_t n, size_t guess, struct hint h)
{
	struct scorer scorer;
	size_t kept = 0;

	scorer_init(&scorer, space_code(&s->guesses, guess), s->guesses.length,
	    s->guesses.colours);
	for (size_t i = 0; i < n; i++) {
		struct hint got = score(&scorer, space_code(space, codes[i]));

		if (got.strong == h.strong && got.weak == h.weak)
			codes[kept++] = codes[i];
	}
	return kept;
}

/*
 * Appends guess and h to s->hints, when s has kept every hint before and
 * memory allows.
 */
static void
keep_hint(struct solver *s, size_t guess, struct hint h)
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
	s->hints[s->hints_kept++] = (struct solver_hint){ guess, h };
}

size_t
solver_record(struct solver *s, size_t guess, struct hint h)
{
	s->secret_count = keep_agreeing(s, &s->secrets, s->secret_left,
	    s->secret_count, guess, h);
	s->guess_count = keep_agreeing(s, &s->guesses, s->guess_left,
	    s->guess_count, guess, h);
	s->previous = guess;
	s->played |= space_colours(space_code(&s->guesses, guess),
	    s->guesses.length);
	s->turns++;
	keep_hint(s, guess, h);
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
}

size_t
solver_forget_last(struct solver *s)
{
	size_t keep = s->hints_kept > 0 ? s->hints_kept - 1 : 0;

	solver_restart(s);
	for (size_t i = 0; i < keep; i++) {
		struct solver_hint again = s->hints[i];

		solver_record(s, again.guess, again.h);
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
