/*
 * The optimal codebreaker (optimal.h): branch and bound over guesses,
 * with symmetry, lower bounds and a memo.  This file is its interface;
 * internal.h maps the files of the search, lib/optimal/, and ALGORITHM.md
 * beside them explains it.
 */

#include "optimal.h"

#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../codes/space.h"
#include "../core/memory.h"
#include "../core/status.h"
#include "../core/variant.h"
#include "internal.h"

size_t
optimal_memory_default(void)
{
	size_t bytes = memory_available();

	return bytes > 0 ? bytes / 2 : (size_t)1 << 30;
}

/*
 * Returns the bytes a search of o holds besides its memo: the table of
 * hints, each secret's index and colours, and the lists of candidates
 * each thread weighs at a few levels at once.
 */
static size_t
held_besides_memo(const struct optimal *o)
{
	return o->guesses * o->secrets * (o->wide ? 2 : 1) + o->secrets *
	    (sizeof(uint32_t) + sizeof(uint64_t)) + (size_t)o->threads * 8 *
	    o->guesses * sizeof(struct candidate);
}

/*
 * Returns the fewest bytes a search of o runs in: what it holds besides
 * its memo, the memo's fewest buckets and the least it must hold.
 */
static size_t
least_memory(const struct optimal *o)
{
	return held_besides_memo(o) + MEMO_BUCKETS_MIN * sizeof(*o->memo) +
	    MEMO_LEAST;
}

/*
 * Returns 0 if o's spaces are within the search and its table within the
 * bytes it may hold, setting what its memo may hold; else -1 with why and
 * *status: EXIT_USAGE for the spaces or a --memory too small, EXIT_SYSTEM
 * when the default, what the process may use, is.
 */
static int
check_size(struct optimal *o, char *why, int *status)
{
	char have[MEMORY_TEXT_MAX];
	size_t held;

	if (o->length > LENGTH_MAX) {
		snprintf(why, VARIANT_WHY_MAX, "the optimal strategy takes "
		    "codes of at most %d positions", LENGTH_MAX);
		return -1;
	}
	if (o->secrets > SECRETS_MAX) {
		snprintf(why, VARIANT_WHY_MAX, "the optimal strategy takes at "
		    "most %d secrets, not %zu", SECRETS_MAX, o->secrets);
		return -1;
	}
	held = held_besides_memo(o);
	/* a small memo begins with fewer buckets: an eighth of it at most */
	while (o->buckets > MEMO_BUCKETS_MIN && held < o->memory &&
	    o->buckets * sizeof(*o->memo) > (o->memory - held) / 8)
		o->buckets /= 2;
	held += o->buckets * sizeof(*o->memo);
	if (o->guesses > SIZE_MAX / (o->secrets + 1) / 2 ||
	    held + MEMO_LEAST > o->memory) {
		/* the least that runs, in KiB rounded up: as --memory takes */
		unsigned long long k = (least_memory(o) + 1023) / 1024;

		memory_text(o->memory, have);
		if (o->run.memory > 0)
			snprintf(why, VARIANT_WHY_MAX, "the optimal strategy's "
			    "table of %zu guesses by %zu secrets needs "
			    "--memory=%lluK at least, more than the %s of "
			    "--memory", o->guesses, o->secrets, k, have);
		else {
			snprintf(why, VARIANT_WHY_MAX, "the optimal strategy's "
			    "table of %zu guesses by %zu secrets needs %lluK "
			    "at least, more than the %s it holds by default "
			    "(half of what this process may use)", o->guesses,
			    o->secrets, k, have);
			*status = EXIT_SYSTEM;
		}
		return -1;
	}
	o->memo_cap = o->memory - held_besides_memo(o);	/* buckets too */
	o->memo_bytes = o->buckets * sizeof(*o->memo);
	return 0;
}

/*
 * Sets what o knows of its spaces, rule, threads, goal and run, and makes
 * its locks.
 */
static void
set_up(struct optimal *o, const struct space *guesses,
    const struct space *secrets, const struct rule *rule, unsigned threads,
    enum goal goal, const struct optimal_run *run)
{
	o->guess_space = guesses;
	o->secret_space = secrets;
	o->rule = rule;
	/* marks are read left to right: a permutation of the places does not
	   map the secrets that gave a hint onto those that gave it, so only
	   the colours would be symmetric, and the search weighs every guess */
	o->symmetric = guesses->symmetric && secrets->symmetric &&
	    !rule_marks_positions(rule);
	o->goal = goal;
	o->guesses = guesses->count;
	o->secrets = secrets->count;
	o->length = guesses->length;
	o->words = guesses->count / 64 + 1;
	o->hints = (unsigned)rule_hints(rule, o->length);
	o->win = rule_win(rule, o->length);
	o->stride = (o->hints + 3) / 4 * 4;
	o->wide = o->hints > 256;
	o->buckets = memo_buckets(o->secrets);
	o->threads = threads;
	o->run = *run;
	o->memory = run->memory > 0 ? run->memory : optimal_memory_default();
	clock_gettime(CLOCK_MONOTONIC, &o->start);
	o->colours_all = guesses->colours >= 64 ? UINT64_MAX :
	    ((uint64_t)1 << guesses->colours) - 1;
	for (unsigned i = 0; i < MEMO_LOCKS; i++)
		pthread_mutex_init(&o->lock[i], NULL);
	pthread_mutex_init(&o->tally, NULL);
	pthread_mutex_init(&o->tidying, NULL);
}

/*
 * Makes o's memo, each secret's index as a guess and its colours, and
 * the table of hints.  Returns 0, or -1 with why (VARIANT_WHY_MAX bytes)
 * and *status: EXIT_USAGE if a secret is not a guess, EXIT_SYSTEM if
 * memory runs out.
 */
static int
make_tables(struct optimal *o, char *why, int *status)
{
	o->as_guess = malloc((o->secrets + 1) * sizeof(*o->as_guess));
	o->memo = calloc(o->buckets, sizeof(*o->memo));
	o->secret_colours = malloc((o->secrets + 1) *
	    sizeof(*o->secret_colours));
	*status = EXIT_SYSTEM;
	if (o->as_guess == NULL || o->memo == NULL ||
	    o->secret_colours == NULL) {
		snprintf(why, VARIANT_WHY_MAX, "out of memory");
		return -1;
	}
	for (size_t i = 0; i < o->secrets; i++) {
		const unsigned char *code = space_code(o->secret_space, i);
		size_t g = space_index(o->guess_space, code);

		if (g == SIZE_MAX) {
			snprintf(why, VARIANT_WHY_MAX, "the optimal strategy "
			    "needs every secret to be a guess");
			*status = EXIT_USAGE;
			return -1;
		}
		o->as_guess[i] = (uint32_t)g;
		o->secret_colours[i] = space_colours(code, o->length);
	}
	if (weigh_fill(o) == -1) {
		snprintf(why, VARIANT_WHY_MAX, "out of memory");
		return -1;
	}
	return 0;
}

struct optimal *
optimal_new(const struct space *guesses, const struct space *secrets,
    const struct rule *rule, unsigned threads, enum goal goal,
    const struct optimal_run *run, char *why, int *status)
{
	struct optimal *o = calloc(1, sizeof(*o));

	*status = EXIT_USAGE;	/* unless memory runs out */
	if (o == NULL) {
		snprintf(why, VARIANT_WHY_MAX, "out of memory");
		*status = EXIT_SYSTEM;
		return NULL;
	}
	set_up(o, guesses, secrets, rule, threads, goal, run);
	if (o->hints == 0 || o->hints > HINTS_MAX) {
		snprintf(why, VARIANT_WHY_MAX, "the optimal strategy takes a "
		    "rule of at most %d hints: %s of %zu positions has more",
		    HINTS_MAX, rule_name(rule), o->length);
		optimal_free(o);
		return NULL;
	}
	if (check_size(o, why, status) == -1 ||
	    make_tables(o, why, status) == -1) {
		optimal_free(o);
		return NULL;
	}
	return o;
}

void
optimal_free(struct optimal *o)
{
	if (o == NULL)
		return;
	watch_end(o);
	memo_free(o);
	for (unsigned i = 0; i < MEMO_LOCKS; i++)
		pthread_mutex_destroy(&o->lock[i]);
	pthread_mutex_destroy(&o->tally);
	pthread_mutex_destroy(&o->tidying);
	table_free(&o->hint_table);
	hard_index_free(&o->hard_index);
	free(o->as_guess);
	free(o->secret_colours);
	free(o);
}

void
optimal_consistent(struct optimal *o)
{
	o->consistent = 1;
}

void
optimal_hard(struct optimal *o)
{
	o->hard = 1;
	hard_index_init(&o->hard_index, o->guess_space);	/* or the long
								   way */
}

void
optimal_tries(struct optimal *o, unsigned tries)
{
	o->tries = o->goal == GOAL_AVERAGE ? tries : 0;
}

unsigned
optimal_none_within(const struct optimal *o)
{
	return o->none_within;
}

/*
 * Returns the fewest guesses that always win against the secrets at a
 * node among the strategies that open with guess (the node's depth is
 * set to each in turn), or 0 if none up to OPTIMAL_DEPTH_MAX, memory ran
 * out or the search was interrupted.
 */
static unsigned
fewest_opening(struct optimal *o, struct node *at, size_t guess)
{
	for (unsigned d = 1; d <= OPTIMAL_DEPTH_MAX; d++) {
		int result;

		at->depth = d;
		ledger_depth(o, d);
		if (d == 1)
			result = search_last_try(o, at, guess);
		else
			result = depth_parts_feasible(o, at, guess);
		if (result != 0)
			return result == 1 ? d : 0;
	}
	return 0;
}

/* Sets the depth of a node at guess number depth for o's goal. */
static void
set_depth(const struct optimal *o, struct node *at, unsigned depth)
{
	if (o->goal_depth == 0 || o->as_average)
		at->depth = 0;
	else
		at->depth = o->goal_depth + 1 > depth ? o->goal_depth + 1 -
		    depth : 1;
}

/*
 * Records in the proof that the search stopped (o->stopped, watch_end())
 * at a node, at the root if first.  Returns the guess to play there: the
 * ledger's at the root, else the best the memo knows (search_answer()).
 */
static size_t
stopped(struct optimal *o, struct node *at, unsigned depth, int first)
{
	o->proof.stopped = o->stopped;
	o->proof.within = o->bound_within;
	o->proof.done = 1;
	o->proof.goal = o->goal;
	if (o->goal != GOAL_AVERAGE)	/* D, or the d being asked of */
		o->proof.beyond = o->proof.depth > 0 ? o->proof.depth - 1 :
		    o->asking > 0 ? o->asking - 1 : 0;
	set_depth(o, at, depth);
	return first && o->answer != SIZE_MAX ? o->answer :
	    search_answer(o, at);
}

/*
 * Returns the least total of the strategies that open with guess at a
 * node (any depth), and sets o->as_average if the one it found wins every
 * game within the try limit; NONE if memory runs out or the search is
 * interrupted, INF if no strategy that opens so wins.
 */
static uint64_t
opening_within(struct optimal *o, struct node *at, size_t guess)
{
	uint64_t total;
	unsigned most;

	at->depth = 0;
	o->as_average = 1;	/* stopped meanwhile: its strategy */
	total = search_opening(o, at, guess);
	if (total >= INF)
		return total;
	if ((most = depth_opening(o, at, guess)) == 0)
		return NONE;
	o->as_average = most <= o->tries;
	return total;
}

int
optimal_open(struct optimal *o, const uint32_t *secrets, size_t n,
    uint64_t played, size_t guess)
{
	struct root root;
	struct node *at = &root.at;
	uint64_t total = 0, unlimited = 0;
	enum optimal_stop why;
	unsigned d = 0;
	int status = -1;

	if (n == 0 || root_start(o, &root, secrets, n, played, NULL, NULL) ==
	    -1 || watch_begin(o) == -1)
		goto out;
	ledger_root(o, at);
	if (o->goal != GOAL_AVERAGE &&
	    (d = fewest_opening(o, at, guess)) == 0)
		goto out;
	if (o->tries > 0 && (unlimited = opening_within(o, at, guess)) >=
	    INF)
		goto out;
	if (o->tries == 1 && unlimited != 1) {	/* only the secret itself */
		o->none_within = 1;
		goto out;
	}
	o->goal_depth = d > 0 ? d : o->as_average ? 0 : o->tries;
	o->root_depth = o->bound_within = at->depth = o->goal_depth;
	if (o->goal != GOAL_DEPTH && !o->as_average &&
	    (total = search_opening(o, at, guess)) >= INF) {
		o->none_within = total != NONE ? o->tries : 0;
		goto out;
	}
	o->proof = (struct optimal_proof){ .goal = o->goal, .total =
	    o->as_average ? unlimited : total, .depth = d, .done = 1,
	    .opened = 1, .lower = o->as_average ? unlimited : total,
	    .tries = o->tries, .unlimited = o->as_average || unlimited >=
	    total ? 0 : unlimited };	/* 0: the limit raised nothing */
	status = 0;
out:
	why = watch_end(o);
	o->proof.opened = 1;
	o->out_of_memory |= status == -1 && why == OPTIMAL_FINISHED &&
	    o->none_within == 0;
	if (why != OPTIMAL_FINISHED) {
		o->proof.depth = d;
		stopped(o, at, 1, 1);
		status = 0;
	}
	root_free(&root);
	return status;
}

/*
 * Returns the guess of an optimal strategy at a node, guess number depth
 * (searching from the first guess: first), or SIZE_MAX if no strategy
 * wins, memory ran out or the search was stopped.
 */
static size_t
search(struct optimal *o, struct node *at, unsigned depth, int first)
{
	size_t best = SIZE_MAX;
	uint64_t total, unlimited = 0;

	if (o->goal != GOAL_AVERAGE && first) {
		unsigned d = depth_fewest(o, at);

		if (d == 0)
			return SIZE_MAX;
		o->goal_depth = d + depth - 1;
		o->proof.depth = d;
	} else if (first)
		o->goal_depth = o->tries;	/* 0: none */
	set_depth(o, at, depth);
	if (o->goal == GOAL_DEPTH) {
		if (depth_feasible(o, at, &best) != 1)
			return SIZE_MAX;
		if (first)
			o->proof = (struct optimal_proof){ .goal = o->goal,
			    .depth = o->proof.depth, .done = 1,
			    .seconds = watch_elapsed(o) };
		return best;
	}
	total = INF;
	if (o->goal_depth > 0 && first && at->n > 2 && at->depth > 1) {
		/* goal worst, or a try limit: goal average's may meet it */
		o->as_average = 1;	/* stopped meanwhile: its strategy */
		total = depth_average(o, at, &best, &unlimited);
		o->as_average = total != INF;	/* the memo knows the rest */
	}
	if (total == INF && (at->n <= 2 || at->depth == 1 || !first))
		/* the memo knows most */
		total = search_solve(o, at, INF, &best);
	else if (total == INF) {
		o->bound_within = at->depth;	/* what the root's bound is of */
		total = search_node(o, at, INF, &best, SEARCH_ROOT);
	}
	if (first)	/* goal average's search if its strategy met it */
		o->root_depth = o->goal_depth > 0 && o->as_average ? 0 :
		    at->depth;
	if (total >= INF && total != NONE && first && o->tries > 0)
		o->none_within = o->tries;
	if (total >= INF)
		return SIZE_MAX;
	if (first)
		o->proof = (struct optimal_proof){ .goal = o->goal,
		    .total = total, .depth = o->proof.depth, .done = 1,
		    .lower = total, .seconds = watch_elapsed(o),
		    .tries = o->tries,
		    .unlimited = o->tries == 0 || o->as_average ||
		    unlimited >= total ? 0 : unlimited };
	return best;
}

size_t
optimal_choose(struct optimal *o, const uint32_t *secrets, size_t n,
    uint64_t played, const struct group *fixing, const uint64_t *hard,
    unsigned depth)
{
	struct root root;
	size_t best = SIZE_MAX;
	int first = o->proof.done == 0;

	if (n == 0)
		return SIZE_MAX;
	if (root_start(o, &root, secrets, n, played, fixing, hard) == -1)
		;	/* out of memory */
	else if (o->stopped != OPTIMAL_FINISHED) {
		set_depth(o, &root.at, depth);
		best = search_answer(o, &root.at);
	} else if (first && watch_begin(o) == -1)
		best = SIZE_MAX;	/* out of memory */
	else {
		if (first)
			ledger_root(o, &root.at);
		best = search(o, &root.at, depth, first);
		if (first && watch_end(o) != OPTIMAL_FINISHED)
			best = stopped(o, &root.at, depth, first);
	}
	/* every goal has a strategy that wins: none found is memory's */
	o->out_of_memory |= best == SIZE_MAX && o->none_within == 0;
	root_free(&root);
	return best;
}

void
optimal_proof(const struct optimal *o, struct optimal_proof *p)
{
	*p = o->proof;
	p->consistent = o->consistent;
}

static const char *const goal_names[] = { "average", "worst", "depth" };

const char *
goal_name(enum goal g)
{
	return goal_names[g];
}

int
goal_parse(const char *name, enum goal *g)
{
	for (size_t i = 0; i < 3; i++)
		if (strcmp(name, goal_names[i]) == 0) {
			*g = (enum goal)i;
			return 0;
		}
	return -1;
}

int
optimal_watch_begin(struct optimal *o)
{
	return watch_begin(o);
}

void
optimal_watch_end(struct optimal *o)
{
	watch_end(o);
}

int
optimal_out_of_memory(const struct optimal *o)
{
	return o->out_of_memory;
}

size_t
optimal_weighed(const struct optimal *o)
{
	return atomic_load(&((struct optimal *)o)->weighed);
}

enum optimal_stop
optimal_stopped(const struct optimal *o)
{
	return o->stopped;
}

