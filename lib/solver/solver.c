/* The codebreaker: the secrets that agree, and a strategy's next guess. */

#include "solver.h"

#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../core/diag.h"
#include "../core/threads.h"
#include "tree.h"

#define THREADS_WORK	(1u << 16)	/* guesses x secrets worth a thread */

static const char *const names[] = { "first", "knuth", "most-parts",
	"expected-size", "entropy", "optimal" };

int
strategy_parse(const char *name, enum strategy *s)
{
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (strcmp(name, names[i]) == 0) {
			*s = (enum strategy)i;
			return 0;
		}
	return -1;
}

const char *
strategy_name(enum strategy s)
{
	return names[s];
}

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

/* The number of hint indices for codes of s (hint.h). */
static size_t
hints_of(const struct solver *s)
{
	return hint_count(s->guesses.length);
}

/* What a guess would do: the cost of its parts, lower is better. */
struct key {
	size_t guess;		/* an index in guesses */
	double entropy;		/* sum of p log2 p over the parts p */
	uint64_t cost;		/* the strategy's, or the expected size */
	int possible;		/* the guess may be the secret */
	int perfect;		/* parts of at most one secret: none better */
};

/* Returns 1 if a is a better guess than b under strategy. */
static int
better(const struct key *a, const struct key *b, enum strategy strategy)
{
	double close = 1e-9 * (fabs(a->entropy) + fabs(b->entropy));

	if (strategy == STRATEGY_ENTROPY &&
	    fabs(a->entropy - b->entropy) > close)
		return a->entropy < b->entropy;
	if (a->cost != b->cost)
		return a->cost < b->cost;
	if (a->possible != b->possible)
		return a->possible;
	return a->guess < b->guess;
}

/*
 * The secrets that agree with the hints so far, as choose_guess() weighs
 * them.
 */
struct agreeing {
	const uint32_t *index;			/* in s->secrets */
	const struct packed_code *packed;	/* theirs in a row, or NULL */
	size_t n;
	const uint64_t *possible;	/* bits: the guesses among them */
	uint64_t dead;			/* colours none of them has */
	const double *grow;		/* entropy: (p + 1) log2 (p + 1) -
					   p log2 p for p < n, else NULL */
};

/* Returns 1 if guess (an index in s->guesses) is one of the secrets of a. */
static int
is_possible(const struct agreeing *a, size_t guess)
{
	return a->possible[guess / 64] >> (guess % 64) & 1;
}

/*
 * What a guess may cost at most and still be the best: its cost, and for
 * entropy the sum of p log2 p over its parts.
 */
struct limit {
	uint64_t cost;
	double entropy;
};

static const struct limit no_limit = { UINT64_MAX, HUGE_VAL };

/* What count_parts() found of the parts. */
struct tally {
	uint64_t largest;	/* secrets in the largest part */
	uint64_t squares;	/* the sum of squared parts */
	size_t used;		/* parts with a secret */
};

/*
 * largest_packed() when no part may hold two secrets (limit 1), the
 * usual case of a small set: the hints seen are bits of a word (packed
 * codes have at most 8 x 8 hint indices), so no count is cleared or
 * kept until the guess splits every secret apart.
 */
static int
splits_apart_packed(const struct solver *s, const struct scorer *scorer,
    const struct agreeing *a, uint32_t *parts, struct tally *t)
{
	uint64_t seen = 0;

	for (size_t i = 0; i < a->n; i++) {
		uint64_t bit = (uint64_t)1 << hint_index(s->guesses.length,
		    score_packed(scorer, a->packed[i]));

		if (seen & bit)
			return 0;
		seen |= bit;
	}
	for (size_t p = 0; p < hints_of(s); p++)
		parts[p] = seen >> p & 1;
	*t = (struct tally){ a->n > 0, 0, 0 };
	return 1;
}

/*
 * count_parts() for knuth on packed codes, the most weighed case: only
 * the largest part is summed up (t->used and t->squares are 0).
 */
static int
largest_packed(const struct solver *s, const struct scorer *scorer,
    const struct agreeing *a, uint32_t *parts, uint64_t limit,
    struct tally *t)
{
	uint32_t largest = 0;

	if (limit == 1)
		return splits_apart_packed(s, scorer, a, parts, t);
	memset(parts, 0, hints_of(s) * sizeof(*parts));
	for (size_t i = 0; i < a->n; i++) {
		uint32_t size = ++parts[hint_index(s->guesses.length,
		    score_packed(scorer, a->packed[i]))];

		if (size > largest) {
			largest = size;
			if (largest > limit)
				return 0;
		}
	}
	*t = (struct tally){ largest, 0, 0 };
	return 1;
}

/*
 * Returns 1 if a guess whose parts so far are t, after secret number i of
 * a, is past what limit allows under the strategy: its largest part
 * (knuth), its sum of squares (expected-size) or of p log2 p (entropy,
 * in *entropy) can only grow, and its parts can grow by one a secret left
 * at most (most-parts).
 */
static int
past_limit(const struct solver *s, const struct agreeing *a, size_t i,
    const struct tally *t, double entropy, const struct limit *limit)
{
	switch (s->strategy) {
	case STRATEGY_KNUTH:
		return t->largest > limit->cost;
	case STRATEGY_EXPECTED_SIZE:
		return t->squares > limit->cost;
	case STRATEGY_MOST_PARTS:
		return t->used + (a->n - i - 1) < hints_of(s) &&
		    hints_of(s) - (t->used + (a->n - i - 1)) > limit->cost;
	case STRATEGY_ENTROPY:
		return entropy > limit->entropy;
	default:
		return 0;
	}
}

/*
 * Counts into parts (hint_count entries) the hints of guess against the
 * secrets of a, and sums them up in *t.  Stops and returns 0 as soon as
 * the guess is past limit (past_limit()): it cannot be the best.  Returns
 * 1 when every secret is counted.
 */
static int
count_parts(const struct solver *s, size_t guess, const struct agreeing *a,
    uint32_t *parts, const struct limit *limit, struct tally *t)
{
	const struct space *space = &s->secrets;
	struct tally sum = { 0, 0, 0 };
	struct scorer scorer;
	double entropy = 0;

	if (a->packed != NULL)	/* so are the guesses: the same codes */
		scorer_init_packed(&scorer, s->guesses.packed[guess],
		    s->guesses.length);
	else
		scorer_init(&scorer, space_code(&s->guesses, guess),
		    s->guesses.length, s->guesses.colours);
	if (a->packed != NULL && s->strategy == STRATEGY_KNUTH)
		return largest_packed(s, &scorer, a, parts, limit->cost, t);
	memset(parts, 0, hints_of(s) * sizeof(*parts));
	for (size_t i = 0; i < a->n; i++) {
		struct hint h = a->packed != NULL ?
		    score_packed(&scorer, a->packed[i]) :
		    score_ranked(&scorer, space_code(space, a->index[i]),
		    space_before(space, a->index[i]));
		uint32_t *part = &parts[hint_index(s->guesses.length, h)];

		if (a->grow != NULL)
			entropy += a->grow[*part];
		sum.used += *part == 0;
		sum.squares += 2 * (uint64_t)*part + 1;
		sum.largest = ++*part > sum.largest ? *part : sum.largest;
		if (past_limit(s, a, i, &sum, entropy, limit))
			return 0;
	}
	*t = sum;
	return 1;
}

/*
 * Sets *k to the key of guess against the secrets of a; parts is scratch.
 * Returns 0, leaving *k alone, if the guess is worse than limit allows
 * (see count_parts()).
 */
static int
evaluate(const struct solver *s, size_t guess, const struct agreeing *a,
    uint32_t *parts, const struct limit *limit, struct key *key)
{
	struct key k = { .guess = guess };
	size_t hints = hints_of(s);
	struct tally t;

	if (!count_parts(s, guess, a, parts, limit, &t))
		return 0;
	k.possible = parts[hint_index(s->guesses.length, (struct hint){
	    s->guesses.length, 0 })] > 0;
	for (size_t i = 0; s->strategy == STRATEGY_ENTROPY && i < hints; i++)
		if (parts[i] > 1)
			k.entropy += (double)parts[i] * log2((double)parts[i]);
	k.perfect = t.largest <= 1;
	if (s->strategy == STRATEGY_KNUTH)
		k.cost = t.largest;
	else if (s->strategy == STRATEGY_MOST_PARTS)
		k.cost = hints - t.used;
	else
		k.cost = t.squares;
	*key = k;
	return 1;
}

/*
 * Returns 1 if code is the smallest of the guesses that differ from it
 * only by a swap of colours no guess has played: each such colour first
 * appears in code in increasing order, the smallest first.  The secrets
 * that agree with the hints do not tell those colours apart, so such
 * guesses split them alike, and only the smallest need be weighed.
 */
static int
canonical(const unsigned char *code, size_t length, uint64_t played)
{
	uint64_t seen = played;
	unsigned next = 0;

	for (size_t i = 0; i < length; i++) {
		while (next < 64 && (seen >> next & 1))
			next++;
		if (seen >> code[i] & 1)
			continue;
		if (code[i] != next)
			return 0;
		seen |= (uint64_t)1 << code[i];
	}
	return 1;
}

/*
 * Returns what a guess after best (found: there is one) in the order of
 * the guesses, that may be the secret only if best may, can cost and
 * still be better: a tie loses, so less than best's cost; entropy ties
 * (better()) go to the cost, so a little more than best's entropy.
 */
static struct limit
beat(const struct key *best, int found)
{
	if (!found)
		return no_limit;
	return (struct limit){ best->cost - 1,
	    best->entropy + 1e-6 * (best->entropy + 1) };
}

/* A share of the guess search: every step-th guess from from. */
struct search {
	const struct solver *s;
	const struct agreeing *a;
	size_t from, step;		/* guesses from, from + step, ... */
	uint64_t played;		/* colours of the guesses so far */
	struct key best;
	int found;
};

/* The shares of one guess search, taken by threads one at a time. */
struct shares {
	struct search *share;
	size_t count, next;
	pthread_mutex_t lock;
};

/*
 * Searches the guesses of share w.  Returns 0, or EXIT_SYSTEM if memory
 * ran out.
 */
static int
search_range(struct search *w)
{
	uint32_t *parts = malloc(hints_of(w->s) * sizeof(*parts));

	if (parts == NULL)
		return EXIT_SYSTEM;
	for (size_t g = w->from; parts != NULL && g < w->s->guesses.count;
	    g += w->step) {
		struct key k;
		const unsigned char *code = space_code(&w->s->guesses, g);
		struct limit limit = beat(&w->best, w->found);

		/* the secrets were weighed first (best_secret()) */
		if (is_possible(w->a, g))
			continue;
		if (!canonical(code, w->s->guesses.length, w->played) ||
		    !space_least_of_swaps(code, w->s->guesses.length,
		    w->a->dead) ||
		    !evaluate(w->s, g, w->a, parts, &limit, &k))
			continue;

		if (!w->found || better(&k, &w->best, w->s->strategy))
			w->best = k;
		w->found = 1;
		/*
		 * choose_guess() searches only when no possible secret splits
		 * perfectly, so a perfect guess ties with any later one
		 * but for being smaller: the rest of the share can stop.
		 */
		if (k.perfect)
			break;
	}
	free(parts);
	return 0;
}

/*
 * A thread of the guess search: searches shares until none is left.
 * Returns 0, or EXIT_SYSTEM if memory ran out.
 */
static int
search_shares(void *arg)
{
	struct shares *sh = arg;
	size_t k;
	int status = 0;

	while (status == 0 &&
	    (k = threads_take(&sh->lock, &sh->next)) < sh->count)
		status = search_range(&sh->share[k]);
	return status;
}

/* Returns the index in s->guesses of the ith secret of a, or SIZE_MAX. */
static size_t
as_guess(const struct solver *s, const struct agreeing *a, size_t i)
{
	return space_find(&s->guesses, s->secrets.ranks[a->index[i]]);
}

/*
 * Sets *best to the best of the secrets of a as guesses, those that
 * canonical() keeps, and returns 1; 0 if there is none.  They may be the
 * secret, so a guess that is not must do better than this to win: weighed
 * first, they bound what the other guesses may cost.  parts is scratch
 * (hint_count() entries).
 */
static int
best_secret(const struct solver *s, const struct agreeing *a,
    uint64_t played, uint32_t *parts, struct key *best)
{
	int found = 0;

	for (size_t i = 0; i < a->n; i++) {	/* in increasing order */
		size_t guess = as_guess(s, a, i);
		struct key k;
		struct limit limit = beat(best, found);

		if (guess == SIZE_MAX || !canonical(space_code(&s->guesses,
		    guess), s->guesses.length, played) ||
		    !evaluate(s, guess, a, parts, &limit, &k))
			continue;
		if (!found || better(&k, best, s->strategy))
			*best = k;
		found = 1;
	}
	return found;
}

/*
 * Returns the fewest secrets of a that the largest part of a guess that is
 * not one of them can hold: the n secrets in parts of as many hints as
 * there are but the win and (length - 1, 1), which no two codes give.
 */
static uint64_t
largest_at_least(const struct solver *s, const struct agreeing *a)
{
	size_t parts = hint_dense_count(s->guesses.length) - 2;

	return (a->n + parts - 1) / parts;
}

/*
 * Sets *guess to the best guess against the secrets of a, searching all
 * guesses (with s->consistent, the secrets alone) in as many threads as
 * pay, the secrets first; parts is scratch
 * (hint_count() entries).  Returns 0, or EXIT_SYSTEM if memory ran out.
 */
static int
search(const struct solver *s, const struct agreeing *a, uint64_t played,
    uint32_t *parts, size_t *guess)
{
	unsigned used = (uint64_t)s->guesses.count * a->n >= THREADS_WORK ?
	    s->threads : 1;
	struct shares sh = { NULL, used, 0, PTHREAD_MUTEX_INITIALIZER };
	struct key seed = { 0 };
	int seeded = best_secret(s, a, played, parts, &seed), status;

	*guess = seed.guess;
	if (s->consistent) {	/* the secrets are the only guesses */
		*guess = seeded ? seed.guess : SIZE_MAX;
		return 0;
	}
	if (seeded && s->strategy == STRATEGY_KNUTH &&
	    seed.cost <= largest_at_least(s, a))
		return 0;	/* no other guess does better */
	if ((sh.share = calloc(used, sizeof(*sh.share))) == NULL)
		return EXIT_SYSTEM;
	for (unsigned t = 0; t < used; t++)	/* every used-th guess each */
		sh.share[t] = (struct search){ s, a, t, used, played, seed,
		    seeded };
	status = threads_run(used, search_shares, &sh);
	for (unsigned t = 0; t < used; t++) {
		if (t > 0 && sh.share[t].found &&
		    better(&sh.share[t].best, &sh.share[0].best, s->strategy))
			sh.share[0].best = sh.share[t].best;
	}
	*guess = sh.share[0].best.guess;
	free(sh.share);
	return status;
}

/*
 * Returns the first of the secrets of a that, as a guess, splits them into
 * parts of one, or SIZE_MAX.  No guess does better under any strategy,
 * and it may be the secret: it is the best guess.  parts is scratch
 * (hint_count() entries).
 */
static size_t
perfect_split(const struct solver *s, const struct agreeing *a,
    uint32_t *parts)
{
	size_t best = SIZE_MAX;

	for (size_t i = 0; i < a->n && best == SIZE_MAX; i++) {
		size_t guess = as_guess(s, a, i);
		struct key k;

		if (guess != SIZE_MAX &&
		    evaluate(s, guess, a, parts, &no_limit, &k) &&
		    k.perfect)
			best = guess;
	}
	return best;
}

/*
 * Sets a->possible to bits of the guesses that are secrets of a, and
 * a->dead to the colours none of them has.  Returns the bits, to be
 * freed, or NULL if memory ran out.
 */
static uint64_t *
mark_secrets(const struct solver *s, struct agreeing *a)
{
	uint64_t *bits = calloc(s->guesses.count / 64 + 1, sizeof(*bits));
	uint64_t alive = 0;

	if (bits == NULL)
		return NULL;
	for (size_t i = 0; i < a->n; i++) {
		size_t guess = as_guess(s, a, i);

		if (guess != SIZE_MAX)
			bits[guess / 64] |= (uint64_t)1 << (guess % 64);
		alive |= space_colours(space_code(&s->secrets, a->index[i]),
		    s->secrets.length);
	}
	a->possible = bits;
	a->dead = (s->guesses.colours >= 64 ? UINT64_MAX :
	    ((uint64_t)1 << s->guesses.colours) - 1) & ~alive;
	return bits;
}

/*
 * Returns what a part of p secrets adds to the entropy sum of a guess
 * (the sum of p log2 p) when it grows by one, for p < n: a new array, or
 * NULL if memory ran out.
 */
static double *
entropy_growth(size_t n)
{
	double *grow = malloc((n > 0 ? n : 1) * sizeof(*grow));

	for (size_t p = 0; grow != NULL && p < n; p++)
		grow[p] = (double)(p + 1) * log2((double)(p + 1)) -
		    (p > 0 ? (double)p * log2((double)p) : 0);
	return grow;
}

/*
 * search(), with what it needs of a made first: which guesses may be the
 * secret, and for entropy what a part adds as it grows.
 */
static int
search_marked(const struct solver *s, struct agreeing *a, uint64_t played,
    uint32_t *parts, size_t *guess)
{
	uint64_t *possible = mark_secrets(s, a);
	double *grow = s->strategy == STRATEGY_ENTROPY ?
	    entropy_growth(a->n) : NULL;
	int status = EXIT_SYSTEM;

	a->grow = grow;
	if (possible != NULL && (grow != NULL ||
	    s->strategy != STRATEGY_ENTROPY))
		status = search(s, a, played, parts, guess);
	free(possible);
	free(grow);
	return status;
}

/*
 * Sets *guess to the next guess, number depth, against the n secrets that
 * agree, for the strategies that search: a perfect split if there is
 * one, else the best of a search of every guess; optimal asks its own
 * search (SIZE_MAX if it finds none).  Returns 0, or EXIT_SYSTEM if
 * memory ran out.
 */
static int
choose_guess(const struct solver *s, const uint32_t *secrets, size_t n,
    uint64_t played, unsigned depth, size_t *guess)
{
	struct packed_code *packed = NULL;
	struct agreeing a = { secrets, NULL, n, NULL, 0, NULL };
	uint32_t *parts;
	int status = 0;

	if (s->strategy == STRATEGY_OPTIMAL) {
		*guess = optimal_choose(s->optimal, secrets, n, played, depth);
		return 0;
	}
	/* Packed codes in a row: every guess weighed reads them in order. */
	if (s->secrets.packed != NULL &&
	    (packed = malloc((n > 0 ? n : 1) * sizeof(*packed))) != NULL)
		for (size_t i = 0; i < n; i++)
			packed[i] = s->secrets.packed[secrets[i]];
	a.packed = packed;
	parts = malloc(hints_of(s) * sizeof(*parts));
	if (parts == NULL || (s->secrets.packed != NULL && packed == NULL))
		status = EXIT_SYSTEM;
	else if ((*guess = n <= hints_of(s) ? perfect_split(s, &a, parts) :
	    SIZE_MAX) == SIZE_MAX)
		status = search_marked(s, &a, played, parts, guess);
	free(parts);
	free(packed);
	return status;
}

/* The first of the n agreeing guesses after previous, else the first. */
static size_t
first_after(const uint32_t *agree, size_t n, size_t previous)
{
	size_t low = 0, high = n;

	if (previous == SIZE_MAX)
		return n > 0 ? agree[0] : SIZE_MAX;
	while (low < high) {
		size_t middle = low + (high - low) / 2;

		if (agree[middle] <= previous)
			low = middle + 1;
		else
			high = middle;
	}
	return low < n ? agree[low] : n > 0 ? agree[0] : SIZE_MAX;
}

int
solver_next(const struct solver *s, size_t *guess)
{
	int status = 0;

	if (s->strategy == STRATEGY_FIRST)
		*guess = first_after(s->guess_left, s->guess_count, s->previous);
	else
		status = choose_guess(s, s->secret_left, s->secret_count,
		    s->played, (unsigned)s->turns + 1, guess);
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

/* One game tree being played out by solver_analyze(). */
struct game {
	const struct solver *s;
	struct analysis *a;
	struct tree *tree;		/* gets the nodes, or NULL */
	int status;			/* as solver_analyze_tree() returns */
};

/* The codes that agree at a node of the game tree, of both spaces. */
struct node {
	const uint32_t *secrets, *guesses;
	size_t secret_count, guess_count;
	size_t previous;
	uint64_t played;		/* colours of the guesses so far */
	struct hint reply;		/* that led here */
};

/*
 * Sorts the n codes of space by their hint against guess into out, part
 * by part; part_start (hint_count + 1 entries) gets where each begins.
 * Returns 0, or -1 if memory ran out.
 */
static int
split(const struct solver *s, const struct space *space, size_t guess,
    const uint32_t *codes, size_t n, uint32_t *out, size_t *part_start)
{
	size_t hints = hints_of(s);
	uint32_t *part = malloc((n ? n : 1) * sizeof(*part));
	struct scorer scorer;

	if (part == NULL)
		return -1;
	memset(part_start, 0, (hints + 1) * sizeof(*part_start));
	scorer_init(&scorer, space_code(&s->guesses, guess), s->guesses.length,
	    s->guesses.colours);
	for (size_t i = 0; i < n; i++) {
		part[i] = (uint32_t)hint_index(s->guesses.length, score(&scorer,
		    space_code(space, codes[i])));
		part_start[part[i] + 1]++;
	}
	for (size_t h = 0; h < hints; h++)
		part_start[h + 1] += part_start[h];
	for (size_t i = 0; i < n; i++)
		out[part_start[part[i]]++] = codes[i];
	for (size_t h = hints; h > 0; h--)	/* back to where each begins */
		part_start[h] = part_start[h - 1];
	part_start[0] = 0;
	free(part);
	return 0;
}

static void explore(struct game *g, const struct node *at, unsigned depth);

/* A part of the root whose subtree a thread explores on its own. */
struct subtree {
	struct node at;
	struct analysis a;
	struct tree tree;
};

/* The parts of the root, shared out to threads, the largest first. */
struct forest {
	struct solver alone;		/* the solver, a search in one thread */
	struct subtree *parts;
	size_t *order;			/* of the parts, largest first */
	size_t count, next;
	int with_tree;
	pthread_mutex_t lock;
};

/*
 * A thread of explore_in_threads(): explores parts until none is left.
 * Returns 0, or the status of the first that failed, as
 * solver_analyze_tree() returns it.
 */
static int
explore_subtrees(void *arg)
{
	struct forest *f = arg;
	struct game g = { &f->alone, NULL, NULL, 0 };
	size_t k;

	while (g.status == 0 &&
	    (k = threads_take(&f->lock, &f->next)) < f->count) {
		struct subtree *part = &f->parts[f->order[k]];

		g.a = &part->a;
		g.tree = f->with_tree ? &part->tree : NULL;
		part->a.first = SIZE_MAX;
		explore(&g, &part->at, 2);
	}
	return g.status;
}

/*
 * Explores the count parts of the root (nodes at depth 2, in the order of
 * their replies) in g->s->threads threads, each subtree with searches of
 * one thread, and adds up their analyses and trees in order, so that
 * the result is that of one thread.  g->status gets the threads' status.
 */
static void
explore_in_threads(struct game *g, const struct node *parts, size_t count)
{
	struct forest f = { *g->s, calloc(count + 1, sizeof(*f.parts)),
	    malloc((count + 1) * sizeof(*f.order)), count, 0,
	    g->tree != NULL, PTHREAD_MUTEX_INITIALIZER };

	if (f.parts == NULL || f.order == NULL) {
		free(f.parts);
		free(f.order);
		g->status = EXIT_SYSTEM;
		return;
	}
	f.alone.threads = 1;
	for (size_t k = 0; k < count; k++) {
		size_t at = k;

		f.parts[k].at = parts[k];
		tree_init(&f.parts[k].tree, g->s->guesses.length);
		for (; at > 0 && parts[f.order[at - 1]].secret_count <
		    parts[k].secret_count; at--)
			f.order[at] = f.order[at - 1];
		f.order[at] = k;
	}
	/* no more threads than parts: the others would find nothing */
	g->status = threads_run(g->s->threads < count ? g->s->threads :
	    (unsigned)count, explore_subtrees, &f);
	for (size_t k = 0; k < count; k++) {
		for (unsigned d = 0; d <= SOLVER_DEPTH_MAX; d++)
			g->a->found[d] += f.parts[k].a.found[d];
		if (g->status == 0 && g->tree != NULL &&
		    tree_append(g->tree, &f.parts[k].tree) == -1)
			g->status = EXIT_SYSTEM;
		tree_free(&f.parts[k].tree);
	}
	free(f.parts);
	free(f.order);
}

/*
 * Plays on from guess at a node: each part of the secrets in turn, or at
 * the root of a search by a heuristic, in threads (explore_in_threads()).
 */
static void
explore_parts(struct game *g, const struct node *at, size_t guess,
    unsigned depth)
{
	const struct solver *s = g->s;
	size_t hints = hints_of(s), won = hint_index(s->guesses.length,
	    (struct hint){ s->guesses.length, 0 });
	size_t *secret_at = malloc((hints + 1) * sizeof(*secret_at));
	size_t *guess_at = malloc((hints + 1) * sizeof(*guess_at));
	uint32_t *secrets = malloc((at->secret_count + 1) * sizeof(*secrets));
	uint32_t *guesses = malloc((at->guess_count + 1) * sizeof(*guesses));
	struct node *parts = malloc((hints + 1) * sizeof(*parts));
	size_t count = 0;

	if (!secret_at || !guess_at || !secrets || !guesses || !parts ||
	    split(s, &s->secrets, guess, at->secrets, at->secret_count,
	    secrets, secret_at) == -1 || (s->strategy == STRATEGY_FIRST &&
	    split(s, &s->guesses, guess, at->guesses, at->guess_count,
	    guesses, guess_at) == -1))
		g->status = EXIT_SYSTEM;
	for (size_t h = 0; h < hints && g->status == 0; h++) {
		struct node next = { secrets + secret_at[h], guesses,
		    secret_at[h + 1] - secret_at[h], 0, guess, at->played |
		    space_colours(space_code(&s->guesses, guess),
		    s->guesses.length), hint_at(s->guesses.length, h) };

		if (next.secret_count == 0)
			continue;
		if (h == won) {
			g->a->found[depth] += next.secret_count;
			continue;
		}
		if (s->strategy == STRATEGY_FIRST) {
			next.guesses = guesses + guess_at[h];
			next.guess_count = guess_at[h + 1] - guess_at[h];
		}
		parts[count++] = next;
	}
	if (g->status == 0 && depth == 1 && s->threads > 1 &&
	    s->strategy != STRATEGY_OPTIMAL)
		explore_in_threads(g, parts, count);
	else
		for (size_t k = 0; k < count && g->status == 0; k++)
			explore(g, &parts[k], depth + 1);
	free(parts);
	free(secret_at);
	free(guess_at);
	free(secrets);
	free(guesses);
}

/* Plays the strategy's guess number depth against the secrets at a node. */
static void
explore(struct game *g, const struct node *at, unsigned depth)
{
	const struct solver *s = g->s;
	size_t guess;

	if (depth > SOLVER_DEPTH_MAX) {
		g->status = -1;
		return;
	}
	if (depth == 1 && g->a->first != SIZE_MAX)
		guess = g->a->first;
	else if (s->strategy == STRATEGY_FIRST)
		guess = first_after(at->guesses, at->guess_count, at->previous);
	else if ((g->status = choose_guess(s, at->secrets, at->secret_count,
	    at->played, depth, &guess)) != 0)
		return;
	if (guess == SIZE_MAX) {
		g->status = -1;
		return;
	}
	if (depth == 1)
		g->a->first = guess;
	if (g->tree != NULL && tree_add(g->tree, depth, at->reply, guess)) {
		g->status = EXIT_SYSTEM;
		return;
	}
	explore_parts(g, at, guess, depth);
}

int
solver_analyze(const struct solver *s, size_t first, struct analysis *a)
{
	return solver_analyze_tree(s, first, a, NULL);
}

int
solver_analyze_tree(const struct solver *s, size_t first,
    struct analysis *a, struct tree *t)
{
	struct node root = { s->secret_left, s->guess_left, s->secret_count,
	    s->guess_count, s->previous, s->played, { 0, 0 } };
	struct game g = { s, a, t, 0 };

	memset(a, 0, sizeof(*a));
	a->first = first;
	explore(&g, &root, 1);
	for (unsigned d = 1; d <= SOLVER_DEPTH_MAX; d++) {
		a->secrets += a->found[d];
		a->total += a->found[d] * d;
		if (a->found[d] > 0)
			a->worst = d;
	}
	if (g.status == EXIT_SYSTEM)
		diag("out of memory");
	return g.status;
}
