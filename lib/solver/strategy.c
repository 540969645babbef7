/*
 * The strategies of the codebreaker: their table, and the next guess each
 * picks (strategy_choose()).
 */

#include "strategy.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "../codes/table.h"
#include "../core/status.h"
#include "../core/threads.h"

#define THREADS_WORK	(1u << 16)	/* guesses x secrets worth a thread */

struct agreeing;
struct limit;
struct tally;

/*
 * The function that picks a strategy's guess at a position (strategy_choose()):
 * returns 0 with *guess, or EXIT_SYSTEM if memory ran out.
 */
typedef int choose_at(const struct chooser *s, const struct position *at,
    size_t *guess);

static choose_at choose_first, choose_weighed, choose_optimal;

/*
 * The function that weighs a guess for a strategy that weighs every guess
 * by the parts it splits the secrets into (choose_weighed()), lower cost
 * better: count_parts_by() with the strategy's cost.
 */
typedef int count_at(const struct chooser *s, size_t guess,
    const struct agreeing *a, uint32_t *parts, const struct limit *limit,
    struct tally *t);

static count_at by_largest_part, by_missing_parts, by_sum_of_squares,
    by_entropy;

/* What a strategy that weighs guesses needs besides strategy_needs()'s. */
enum {
	WEIGH_LARGEST = 1 << 8,	/* only the largest part counts */
	WEIGH_ENTROPY = 1 << 9	/* the entropy of the parts comes first, its
				   ties go to the cost */
};

/* A row of the table of strategies. */
struct strategy_row {
	const char *name;
	const char *help;	/* a line of --help, at most STRATEGY_HELP_MAX
				   bytes */
	choose_at *choose;	/* picks the guess */
	count_at *count;	/* for choose_weighed(), or NULL */
	unsigned needs;		/* STRATEGY_GUESSES ... and WEIGH_LARGEST ... */
};

/*
 * The strategies, in the order of enum strategy (strategy.h).  A new one
 * is a row here and a function: the one that picks its guess, or, if it
 * weighs every guess by its parts, its count_parts_by() (count_at).
 */
static const struct strategy_row strategies[] = {
	{ "first", "the first code after the last guess that agrees",
	    choose_first, NULL, STRATEGY_GUESSES },
	{ "knuth", "the guess whose largest part is smallest",
	    choose_weighed, by_largest_part, WEIGH_LARGEST },
	{ "most-parts", "the guess with the most parts",
	    choose_weighed, by_missing_parts, 0 },
	{ "expected-size", "the guess with the smallest sum of squared parts",
	    choose_weighed, by_sum_of_squares, 0 },
	{ "entropy", "the guess with the largest entropy of the parts",
	    choose_weighed, by_entropy, WEIGH_ENTROPY },
	{ "optimal", "the smallest total of every strategy, by search",
	    choose_optimal, NULL, STRATEGY_SEARCH }
};

#define STRATEGIES	(sizeof(strategies) / sizeof(strategies[0]))

/* Returns the row of strategy s, or NULL past the last. */
static const struct strategy_row *
row(enum strategy s)
{
	return (size_t)s < STRATEGIES ? &strategies[s] : NULL;
}

int
strategy_parse(const char *name, enum strategy *s)
{
	for (size_t i = 0; i < STRATEGIES; i++)
		if (strcmp(name, strategies[i].name) == 0) {
			*s = (enum strategy)i;
			return 0;
		}
	return -1;
}

const char *
strategy_name(enum strategy s)
{
	return row(s) != NULL ? row(s)->name : NULL;
}

const char *
strategy_help(enum strategy s)
{
	return row(s) != NULL ? row(s)->help : NULL;
}

unsigned
strategy_needs(enum strategy s)
{
	return row(s) != NULL ? row(s)->needs & (STRATEGY_GUESSES |
	    STRATEGY_SEARCH) : 0;
}

/*
 * The number of hint indices for codes of s: counts' as the scorer gives
 * them (hint.h), else the rule's, from the table.
 */
static size_t
hints_of(const struct chooser *s)
{
	return s->table != NULL ? rule_hints(s->rule, s->guesses->length) :
	    hint_count(s->guesses->length);
}

/*
 * The most parts a guess can split secrets into: counts' hints but
 * (length - 1, 1), which no two codes give, else the rule's hints.
 */
static size_t
parts_at_most(const struct chooser *s)
{
	return s->table != NULL ? rule_hints(s->rule, s->guesses->length) :
	    hint_dense_count(s->guesses->length) - 1;
}

/* What a guess would do: the cost of its parts, lower is better. */
struct key {
	size_t guess;		/* an index in guesses */
	double entropy;		/* sum of p log2 p over the parts p */
	uint64_t cost;		/* the strategy's, or the expected size */
	int possible;		/* the guess may be the secret */
	int perfect;		/* parts of at most one secret, or the
				   least cost any guess has: none better */
};

/* Returns 1 if a is a better guess than b under the strategy of s. */
static int
better(const struct chooser *s, const struct key *a, const struct key *b)
{
	double close = 1e-9 * (fabs(a->entropy) + fabs(b->entropy));

	if ((row(s->strategy)->needs & WEIGH_ENTROPY) &&
	    fabs(a->entropy - b->entropy) > close)
		return a->entropy < b->entropy;
	if (a->cost != b->cost)
		return a->cost < b->cost;
	if (a->possible != b->possible)
		return a->possible;
	return a->guess < b->guess;
}

/* What count_parts_by() found of the parts a guess splits the secrets into. */
struct tally {
	uint64_t largest;	/* secrets in the largest part */
	uint64_t squares;	/* the sum of squared parts */
	size_t used;		/* parts with a secret */
	uint64_t cost;		/* the strategy's */
	double entropy;		/* the sum of p log2 p over the parts p, for
				   entropy */
	int least;		/* no guess costs less (but for entropy) */
};

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
	const double *plogp;		/* entropy: p log2 p for p <= n, else
					   NULL */
	struct tally even;		/* their parts as even as can be
					   (even_parts()) */
	const uint64_t *hard;		/* bits of the guesses allowed, or
					   NULL: any (strategy.h) */
};

/* Returns 1 if guess (an index in s->guesses) may be played against a. */
static int
allowed(const struct agreeing *a, size_t guess)
{
	return a->hard == NULL || (a->hard[guess / 64] >> (guess % 64) & 1);
}

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


/*
 * largest_packed() when no part may hold two secrets (limit 1), the
 * usual case of a small set: the hints seen are bits of a word (packed
 * codes have at most 8 x 8 hint indices), so no count is cleared or
 * kept until the guess splits every secret apart.
 */
static int
splits_apart_packed(const struct chooser *s, const struct scorer *scorer,
    const struct agreeing *a, uint32_t *parts, struct tally *t)
{
	uint64_t seen = 0;

	for (size_t i = 0; i < a->n; i++) {
		uint64_t bit = (uint64_t)1 << hint_index(s->guesses->length,
		    score_packed(scorer, a->packed[i]));

		if (seen & bit)
			return 0;
		seen |= bit;
	}
	for (size_t p = 0; p < hints_of(s); p++)
		parts[p] = seen >> p & 1;
	*t = (struct tally){ a->n > 0, 0, 0, a->n > 0, 0, 0 };
	return 1;
}

/*
 * count_parts_by() for knuth on packed codes, the most weighed case: only
 * the largest part is summed up (t->used and t->squares are 0).
 */
static int
largest_packed(const struct chooser *s, const struct scorer *scorer,
    const struct agreeing *a, uint32_t *parts, uint64_t limit,
    struct tally *t)
{
	uint32_t largest = 0;

	if (limit == 1)
		return splits_apart_packed(s, scorer, a, parts, t);
	memset(parts, 0, hints_of(s) * sizeof(*parts));
	for (size_t i = 0; i < a->n; i++) {
		uint32_t size = ++parts[hint_index(s->guesses->length,
		    score_packed(scorer, a->packed[i]))];

		if (size > largest) {
			largest = size;
			if (largest > limit)
				return 0;
		}
	}
	*t = (struct tally){ largest, 0, 0, largest, 0, 0 };
	return 1;
}

/*
 * The cost of a guess, lower is better, to a strategy that weighs it by its
 * parts t, of hints hint indices (hint.h).
 */
typedef uint64_t cost_of(const struct tally *t, size_t hints);

/* knuth: the largest part. */
static inline uint64_t
largest_part(const struct tally *t, size_t hints)
{
	(void)hints;
	return t->largest;
}

/* most-parts: the parts it lacks. */
static inline uint64_t
missing_parts(const struct tally *t, size_t hints)
{
	return hints - t->used;
}

/* expected-size, and the ties of entropy: the sum of squared parts. */
static inline uint64_t
sum_of_squares(const struct tally *t, size_t hints)
{
	(void)hints;
	return t->squares;
}

/* Prepares scorer to score guess (an index in s->guesses) against a. */
static inline void
score_guess(const struct chooser *s, size_t guess, const struct agreeing *a,
    struct scorer *scorer)
{
	if (a->packed != NULL)	/* so are the guesses: the same codes */
		scorer_init_packed(scorer, s->guesses->packed[guess],
		    s->guesses->length);
	else
		scorer_init(scorer, space_code(s->guesses, guess),
		    s->guesses->length, s->guesses->colours);
}

/*
 * What the loop over the secrets sums up as it counts, the one figure of
 * struct tally that a strategy's cost needs.
 */
enum running { RUN_NONE, RUN_USED, RUN_SQUARES, RUN_LARGEST };

/* Adds to *sum what run says of a part that held p secrets and grows. */
static inline __attribute__((always_inline)) void
run_add(enum running run, uint64_t *sum, uint64_t p)
{
	if (run == RUN_USED)
		*sum += p == 0;
	else if (run == RUN_SQUARES)
		*sum += 2 * p + 1;
	else if (run == RUN_LARGEST)
		*sum = p + 1 > *sum ? p + 1 : *sum;
}

/*
 * Counts into parts the hints of the packed guess against the n packed
 * secrets, of length colours, adding to *sum what run says of them.
 * The strategies' hottest loop: it scores, counts and adds up one figure.
 * Inlined for the classic length, so that the hint index is a shift and
 * an add.
 */
static inline __attribute__((always_inline)) void
count_packed(enum running run, size_t length, struct packed_code guess,
    const struct packed_code *secrets, size_t n, uint32_t *parts,
    uint64_t *sum)
{
	struct scorer scorer;

	scorer_init_packed(&scorer, guess, length);
	for (size_t i = 0; i < n; i++)
		run_add(run, sum, parts[hint_index(length, score_packed(&scorer,
		    secrets[i]))]++);
}

/* count_packed() for the secrets of a from i to end, from the table. */
static inline __attribute__((always_inline)) void
count_table(enum running run, const struct chooser *s, size_t guess,
    const struct agreeing *a, size_t i, size_t end, uint32_t *parts,
    uint64_t *sum)
{
	for (; i < end; i++)
		run_add(run, sum, parts[table_get(s->table, a->index[i],
		    guess)]++);
}

/* count_packed() for the secrets of a from i to end, by their ranks. */
static inline __attribute__((always_inline)) void
count_ranked(enum running run, const struct chooser *s,
    const struct scorer *scorer, const struct agreeing *a, size_t i,
    size_t end, uint32_t *parts, uint64_t *sum)
{
	const struct space *space = s->secrets;

	for (; i < end; i++)
		run_add(run, sum, parts[hint_index(s->guesses->length,
		    score_ranked(scorer, space_code(space, a->index[i]),
		    space_before(space, a->index[i])))]++);
}

/*
 * Returns 1 if a guess whose parts so far are parts (hints entries), run's
 * figure of them sum, with left secrets still to count, is past limit:
 * the least cost it can end with (of the figure, the parts it could still
 * reach for most-parts) or, if entropy_first, its sum of p log2 p (which
 * only grows).
 */
static inline __attribute__((always_inline)) int
past(enum running run, int entropy_first, uint64_t sum, size_t left,
    size_t hints, const uint32_t *parts, const struct agreeing *a,
    const struct limit *limit)
{
	double entropy = 0;

	if (entropy_first) {
		for (size_t h = 0; h < hints; h++)
			entropy += a->plogp[parts[h]];
		return entropy > limit->entropy;
	}
	if (run == RUN_USED)
		return sum + left < hints && hints - (sum + left) > limit->cost;
	return sum > limit->cost;
}

#define CHECK_EVERY	32	/* secrets counted between checks of past() */

/*
 * Counts into parts (hint_count() entries) the hints of guess against the
 * secrets of a, adding to *sum what run says of them, CHECK_EVERY secrets
 * at a time.  Returns 0 as soon as the guess is past limit (past()): it
 * cannot be the best; else 1.  The rest is summed up from the counts
 * after it, if the guess is not dropped (the hints are few, the secrets
 * many).
 */
static inline __attribute__((always_inline)) int
count_hints(enum running run, int entropy_first, const struct chooser *s,
    size_t guess, const struct agreeing *a, uint32_t *parts,
    const struct limit *limit, uint64_t *sum)
{
	size_t length = s->guesses->length, hints = hints_of(s), i = 0;
	struct scorer scorer;

	memset(parts, 0, hints * sizeof(*parts));
	if (a->packed == NULL && s->table == NULL)
		scorer_init(&scorer, space_code(s->guesses, guess), length,
		    s->guesses->colours);
	do {
		size_t end = a->n - i > CHECK_EVERY ? i + CHECK_EVERY : a->n;

		if (s->table != NULL)
			count_table(run, s, guess, a, i, end, parts, sum);
		else if (a->packed != NULL && length == 4)
			count_packed(run, 4, s->guesses->packed[guess],
			    a->packed + i, end - i, parts, sum);
		else if (a->packed != NULL)
			count_packed(run, length, s->guesses->packed[guess],
			    a->packed + i, end - i, parts, sum);
		else
			count_ranked(run, s, &scorer, a, i, end, parts, sum);
		i = end;
		if (past(run, entropy_first, *sum, a->n - i, hints, parts, a,
		    limit))
			return 0;
	} while (i < a->n);
	return 1;
}

/* Sums up in *t the parts (hint_count() entries) of a, but the cost. */
static void
tally(const struct chooser *s, const struct agreeing *a,
    const uint32_t *parts, struct tally *t)
{
	*t = (struct tally){ 0, 0, 0, 0, 0, 0 };
	for (size_t h = 0; h < hints_of(s); h++) {
		uint64_t p = parts[h];

		t->used += p > 0;
		t->squares += p * p;
		t->largest = p > t->largest ? p : t->largest;
		if (a->plogp != NULL)
			t->entropy += a->plogp[p];
	}
}

/*
 * Counts into parts (hint_count() entries) the hints of guess against the
 * secrets of a, and sums them up in *t, its cost by cost.  Returns 0 if
 * the guess is past limit (count_hints()); else 1.  Each strategy has
 * this function made for it (always_inline), its figure and cost
 * inlined.
 */
static inline __attribute__((always_inline)) int
count_parts_by(cost_of *cost, enum running run, int entropy_first,
    const struct chooser *s, size_t guess, const struct agreeing *a,
    uint32_t *parts, const struct limit *limit, struct tally *t)
{
	uint64_t sum = 0;
	size_t hints = hints_of(s);

	/* what even parts would cost: none does better */
	if (!entropy_first && cost(&a->even, hints) > limit->cost)
		return 0;
	if (!count_hints(run, entropy_first, s, guess, a, parts, limit, &sum))
		return 0;
	tally(s, a, parts, t);
	t->cost = cost(t, hints);
	t->least = !entropy_first && t->cost == cost(&a->even, hints);
	return 1;
}

/* knuth: the largest part, on packed codes by largest_packed(). */
static int
by_largest_part(const struct chooser *s, size_t guess,
    const struct agreeing *a, uint32_t *parts, const struct limit *limit,
    struct tally *t)
{
	struct scorer scorer;

	if (a->packed == NULL)
		return count_parts_by(largest_part, RUN_LARGEST, 0, s, guess, a, parts,
		    limit, t);
	score_guess(s, guess, a, &scorer);
	return largest_packed(s, &scorer, a, parts, limit->cost, t);
}

/* most-parts: the parts it lacks. */
static int
by_missing_parts(const struct chooser *s, size_t guess,
    const struct agreeing *a, uint32_t *parts, const struct limit *limit,
    struct tally *t)
{
	return count_parts_by(missing_parts, RUN_USED, 0, s, guess, a, parts, limit, t);
}

/* expected-size: the sum of squared parts. */
static int
by_sum_of_squares(const struct chooser *s, size_t guess,
    const struct agreeing *a, uint32_t *parts, const struct limit *limit,
    struct tally *t)
{
	return count_parts_by(sum_of_squares, RUN_SQUARES, 0, s, guess, a, parts, limit,
	    t);
}

/* entropy: the entropy of the parts, then the sum of squared parts. */
static int
by_entropy(const struct chooser *s, size_t guess,
    const struct agreeing *a, uint32_t *parts, const struct limit *limit,
    struct tally *t)
{
	return count_parts_by(sum_of_squares, RUN_NONE, 1, s, guess, a, parts, limit,
	    t);
}

/*
 * Sets *k to the key of guess against the secrets of a; parts is scratch.
 * Returns 0, leaving *k alone, if the guess is worse than limit allows
 * (see count_parts_by()).
 */
static int
evaluate(const struct chooser *s, size_t guess, const struct agreeing *a,
    uint32_t *parts, const struct limit *limit, struct key *key)
{
	const struct strategy_row *st = row(s->strategy);
	struct key k = { .guess = guess };
	struct tally t;

	if (!st->count(s, guess, a, parts, limit, &t))
		return 0;
	k.possible = parts[s->table != NULL ? rule_win(s->rule,
	    s->guesses->length) : hint_index(s->guesses->length,
	    (struct hint){ s->guesses->length, 0 })] > 0;
	k.entropy = t.entropy;
	k.perfect = t.largest <= 1 || t.least;
	k.cost = t.cost;
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

	for (size_t i = 0; i < length; i++) {
		uint64_t bit = (uint64_t)1 << code[i];

		if (seen & bit)
			continue;
		if ((~seen & (seen + 1)) != bit)	/* the first not seen */
			return 0;
		seen |= bit;
	}
	return 1;
}

/*
 * Returns 1 if some (bits of colours in of) are the first colours of of:
 * no colour of of but not of some comes before one of some.
 */
static inline int
first_of(uint64_t some, uint64_t of)
{
	uint64_t rest = of & ~some;

	return rest == 0 || (rest & -rest) > some;
}

/*
 * Returns 1 if guess (its code) is worth weighing at a node whose guesses
 * have played the colours played and whose secrets lack the colours dead:
 * canonical(), then symmetry_weighs() under group, the symmetries that
 * fix the guesses so far if known (not NULL): guesses they tell apart
 * from code split the secrets alike.  By its colours first, as bits: the
 * new ones (the dead ones) must be the first colours not played (the
 * first dead ones), and where there is one, nothing else need be looked
 * at.
 */
static int
worth_weighing(const struct chooser *s, size_t guess, uint64_t played,
    uint64_t dead, const struct group *group)
{
	const unsigned char *code = space_code(s->guesses, guess);
	size_t length = s->guesses->length;
	unsigned colours = s->guesses->colours;
	uint64_t all = s->guesses->sets[guess], fresh = all & ~played;

	if (!s->guesses->symmetric || !s->secrets->symmetric)
		return 1;	/* a list: no renaming maps it onto itself */
	if (!first_of(fresh, ~played) || !first_of(all & dead, dead))
		return 0;
	if ((fresh & (fresh - 1)) != 0 && !canonical(code, length, played))
		return 0;
	/* one dead colour of its at most: the first, as first_of() found */
	return symmetry_weighs(group != NULL && group->count > 1 ? group :
	    NULL, code, length, ((all & dead) & ((all & dead) - 1)) != 0 ?
	    dead : 0, colours >= 64 ? UINT64_MAX : ((uint64_t)1 << colours) -
	    1);
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
	const struct chooser *s;
	const struct agreeing *a;
	size_t from, step;		/* guesses from, from + step, ... */
	uint64_t played;		/* colours of the guesses so far */
	const struct group *group;	/* that fix them, or NULL */
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
	struct limit limit = beat(&w->best, w->found);

	if (parts == NULL)
		return EXIT_SYSTEM;
	for (size_t g = w->from; g < w->s->guesses->count; g += w->step) {
		struct key k;

		/* the secrets were weighed first (best_secret()) */
		if (is_possible(w->a, g) || !allowed(w->a, g))
			continue;
		if (!worth_weighing(w->s, g, w->played, w->a->dead,
		    w->group) || !evaluate(w->s, g, w->a, parts, &limit, &k))
			continue;

		if (!w->found || better(w->s, &k, &w->best))
			w->best = k;
		w->found = 1;
		limit = beat(&w->best, 1);
		/*
		 * choose_weighed() searches only when no possible secret splits
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
as_guess(const struct chooser *s, const struct agreeing *a, size_t i)
{
	return space_index(s->guesses, space_code(s->secrets,
	    a->index[i]));
}

/*
 * Sets *best to the best of the secrets of a as guesses, those worth
 * weighing at at (worth_weighing()), and returns 1; 0 if there is none.  They may be the
 * secret, so a guess that is not must do better than this to win: weighed
 * first, they bound what the other guesses may cost.  parts is scratch
 * (hint_count() entries).
 */
static int
best_secret(const struct chooser *s, const struct agreeing *a,
    const struct position *at, uint32_t *parts, struct key *best)
{
	int found = 0;

	for (size_t i = 0; i < a->n; i++) {	/* in increasing order */
		size_t guess = as_guess(s, a, i);
		struct key k;
		struct limit limit = beat(best, found);

		if (guess == SIZE_MAX || !allowed(a, guess) ||
		    !worth_weighing(s, guess, at->played, 0, at->group) ||
		    !evaluate(s, guess, a, parts, &limit, &k))
			continue;
		if (!found || better(s, &k, best))
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
largest_at_least(const struct chooser *s, const struct agreeing *a)
{
	size_t parts = parts_at_most(s) - 1;	/* and the win */

	return (a->n + parts - 1) / parts;
}

/*
 * Sets *guess to the best guess against the secrets of a at position at,
 * searching all guesses (with s->consistent, the secrets alone) in as
 * many threads as pay, the secrets first; parts is scratch
 * (hint_count() entries).  Returns 0, or EXIT_SYSTEM if memory ran out.
 */
static int
search(const struct chooser *s, const struct agreeing *a,
    const struct position *at, uint32_t *parts, size_t *guess)
{
	unsigned used = (uint64_t)s->guesses->count * a->n >= THREADS_WORK ?
	    s->threads : 1;
	struct shares sh = { NULL, used, 0, PTHREAD_MUTEX_INITIALIZER };
	struct key seed = { 0 };
	int seeded = best_secret(s, a, at, parts, &seed), status;

	*guess = seed.guess;
	if (s->consistent) {	/* the secrets are the only guesses */
		*guess = seeded ? seed.guess : SIZE_MAX;
		return 0;
	}
	if (seeded && (row(s->strategy)->needs & WEIGH_LARGEST) &&
	    seed.cost <= largest_at_least(s, a))
		return 0;	/* no other guess does better */
	if ((sh.share = calloc(used, sizeof(*sh.share))) == NULL)
		return EXIT_SYSTEM;
	for (unsigned t = 0; t < used; t++)	/* every used-th guess each */
		sh.share[t] = (struct search){ s, a, t, used, at->played,
		    at->group, seed,
		    seeded };
	status = threads_run(used, search_shares, &sh);
	for (unsigned t = 1; t < used; t++)
		if (sh.share[t].found &&
		    better(s, &sh.share[t].best, &sh.share[0].best))
			sh.share[0].best = sh.share[t].best;
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
perfect_split(const struct chooser *s, const struct agreeing *a,
    uint32_t *parts)
{
	size_t best = SIZE_MAX;

	for (size_t i = 0; i < a->n && best == SIZE_MAX; i++) {
		size_t guess = as_guess(s, a, i);
		struct key k;

		if (guess != SIZE_MAX && allowed(a, guess) &&
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
mark_secrets(const struct chooser *s, struct agreeing *a)
{
	uint64_t *bits = calloc(s->guesses->count / 64 + 1, sizeof(*bits));
	uint64_t alive = 0;

	if (bits == NULL)
		return NULL;
	for (size_t i = 0; i < a->n; i++) {
		size_t guess = as_guess(s, a, i);

		if (guess != SIZE_MAX)
			bits[guess / 64] |= (uint64_t)1 << (guess % 64);
		alive |= space_colours(space_code(s->secrets, a->index[i]),
		    s->secrets->length);
	}
	a->possible = bits;
	a->dead = (s->guesses->colours >= 64 ? UINT64_MAX :
	    ((uint64_t)1 << s->guesses->colours) - 1) & ~alive;
	return bits;
}

/*
 * Returns the parts of n secrets as even as parts parts allow
 * (parts_at_most(): for counts, no code gives (length - 1, 1), so n
 * secrets in at most hint_dense_count(length) - 1 parts).  No guess has a larger part, fewer
 * parts or a smaller sum of squares (but its cost and entropy are 0).
 */
static struct tally
even_parts(size_t n, size_t parts)
{
	uint64_t h = parts, q = n / h, r = n % h;

	return (struct tally){ q + (r > 0), r * (q + 1) * (q + 1) +
	    (h - r) * q * q, n < h ? n : h, 0, 0, 0 };
}

/*
 * Returns p log2 p for p <= n (0 for 0): a new array, or NULL if memory
 * ran out.
 */
static double *
p_log_p(size_t n)
{
	double *plogp = malloc((n + 1) * sizeof(*plogp));

	for (size_t p = 0; plogp != NULL && p <= n; p++)
		plogp[p] = p > 1 ? (double)p * log2((double)p) : 0;
	return plogp;
}

/* search(), with which guesses may be the secret marked first. */
static int
search_marked(const struct chooser *s, struct agreeing *a,
    const struct position *at, uint32_t *parts, size_t *guess)
{
	uint64_t *possible = mark_secrets(s, a);
	int status = EXIT_SYSTEM;

	if (possible != NULL)
		status = search(s, a, at, parts, guess);
	free(possible);
	return status;
}

/*
 * Sets up *a, the n secrets at position at as the strategy of s weighs
 * them (packed in a row where the codes are, p log2 p for entropy), and
 * *parts, scratch.  Returns 0, or EXIT_SYSTEM if memory ran out (free
 * with end_agreeing() either way).
 */
static int
start_agreeing(const struct chooser *s, const struct position *at,
    struct agreeing *a, uint32_t **parts)
{
	size_t n = at->secret_count;
	int entropy = (row(s->strategy)->needs & WEIGH_ENTROPY) != 0;
	struct packed_code *packed = NULL;

	*a = (struct agreeing){ at->secrets, NULL, n, NULL, 0,
	    entropy ? p_log_p(n) : NULL, even_parts(n, parts_at_most(s)),
	    at->hard };
	/* Packed codes in a row: every guess weighed reads them in order. */
	if (s->table == NULL && s->secrets->packed != NULL &&
	    (packed = malloc((n > 0 ? n : 1) * sizeof(*packed))) != NULL)
		for (size_t i = 0; i < n; i++)
			packed[i] = s->secrets->packed[at->secrets[i]];
	a->packed = packed;
	*parts = malloc(hints_of(s) * sizeof(**parts));
	if (*parts == NULL || (s->table == NULL && s->secrets->packed !=
	    NULL && packed == NULL) || (entropy && a->plogp == NULL))
		return EXIT_SYSTEM;
	return 0;
}

/* Frees what start_agreeing() allocated. */
static void
end_agreeing(struct agreeing *a, uint32_t *parts)
{
	free(parts);
	free((void *)a->packed);
	free((void *)a->plogp);
}

/*
 * The strategies that weigh every guess by its parts, each by its cost
 * (struct strategy_row): a secret that splits the others apart if there is
 * one, else the best of a search of every guess.
 */
static int
choose_weighed(const struct chooser *s, const struct position *at,
    size_t *guess)
{
	struct agreeing a;
	uint32_t *parts;
	int status = start_agreeing(s, at, &a, &parts);

	if (status == 0 && (*guess = a.n <= hints_of(s) ?
	    perfect_split(s, &a, parts) : SIZE_MAX) == SIZE_MAX)
		status = search_marked(s, &a, at, parts, guess);
	end_agreeing(&a, parts);
	return status;
}

/*
 * Returns the score a player reads of key, a guess's against n secrets,
 * for the strategy of s (strategy_measure()).
 */
static double
score_of(const struct chooser *s, const struct key *k, size_t n)
{
	switch (s->strategy) {
	case STRATEGY_MOST_PARTS:
		return (double)(hints_of(s) - k->cost);
	case STRATEGY_EXPECTED_SIZE:
		return n > 0 ? (double)k->cost / (double)n : 0;
	case STRATEGY_ENTROPY:
		return n > 0 ? log2((double)n) - k->entropy / (double)n : 0;
	default:
		return (double)k->cost;
	}
}

/*
 * Puts k into best (*found keys, at most top, best first by better()).
 */
static void
keep_best(const struct chooser *s, struct key *best, size_t *found,
    size_t top, const struct key *k)
{
	size_t at = *found;

	while (at > 0 && better(s, k, &best[at - 1]))
		at--;
	if (at >= top)
		return;
	if (*found < top)
		++*found;
	memmove(&best[at + 1], &best[at], (*found - 1 - at) * sizeof(*best));
	best[at] = *k;
}

/* Returns 1 if guess is one strategy_rank() weighs at position at. */
static int
rankable(const struct chooser *s, const struct agreeing *a,
    const struct position *at, size_t guess)
{
	if (!allowed(a, guess) || (s->consistent && !is_possible(a, guess)))
		return 0;
	return worth_weighing(s, guess, at->played, is_possible(a, guess) ?
	    0 : a->dead, at->group);
}

int
strategy_rank(const struct chooser *s, const struct position *at,
    size_t top, struct strategy_ranked *rows, size_t *found)
{
	struct key *best = malloc((top > 0 ? top : 1) * sizeof(*best));
	struct agreeing a;
	uint32_t *parts;
	uint64_t *possible = NULL;
	int status = start_agreeing(s, at, &a, &parts);

	*found = 0;
	if (status == 0 && (best == NULL ||
	    (possible = mark_secrets(s, &a)) == NULL))
		status = EXIT_SYSTEM;
	for (size_t g = 0; status == 0 && g < s->guesses->count; g++) {
		struct key k;

		if (rankable(s, &a, at, g) &&
		    evaluate(s, g, &a, parts, &no_limit, &k))
			keep_best(s, best, found, top, &k);
	}
	for (size_t i = 0; status == 0 && i < *found; i++)
		rows[i] = (struct strategy_ranked){ best[i].guess,
		    score_of(s, &best[i], a.n), best[i].possible };
	free(possible);
	free(best);
	end_agreeing(&a, parts);
	return status;
}

const char *
strategy_measure(enum strategy s)
{
	static const char *const measures[] = { NULL, "largest-part",
	    "parts", "expected-size", "entropy", "total" };

	return (size_t)s < sizeof(measures) / sizeof(*measures) ?
	    measures[s] : NULL;
}

/*
 * optimal: its own search (optimal.h); SIZE_MAX if stopped before it
 * finds one, EXIT_SYSTEM if memory ran out, EXIT_OUT_OF_TRIES if no
 * strategy wins within the try limit.
 */
static int
choose_optimal(const struct chooser *s, const struct position *at,
    size_t *guess)
{
	*guess = optimal_choose(s->optimal, at->secrets, at->secret_count,
	    at->played, at->group, at->hard, at->depth);
	if (*guess == SIZE_MAX && optimal_none_within(s->optimal) > 0)
		return EXIT_OUT_OF_TRIES;
	return *guess == SIZE_MAX && optimal_out_of_memory(s->optimal) ?
	    EXIT_SYSTEM : 0;
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

/* first: the first guess that agrees after the last one played. */
static int
choose_first(const struct chooser *s, const struct position *at,
    size_t *guess)
{
	(void)s;
	*guess = first_after(at->guesses, at->guess_count, at->previous);
	return 0;
}

int
strategy_choose(const struct chooser *s, const struct position *at,
    size_t *guess)
{
	return row(s->strategy)->choose(s, at, guess);
}
