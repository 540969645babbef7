/*
 * The analysis of a strategy: its games against every secret, played out
 * as one tree, the root's branches in threads.
 */

#include "analysis.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "../codes/tree.h"
#include "../core/diag.h"
#include "../core/threads.h"

/* One game tree being played out by solver_analyze_tree(). */
struct playout {
	const struct solver *s;
	struct analysis *a;
	struct tree *tree;		/* gets the nodes, or NULL */
	int status;			/* as solver_analyze_tree() returns */
};

/* A branch of the game tree: where the game stands, and the reply there. */
struct branch {
	struct position at;
	unsigned reply;			/* that led here */
};

/*
 * Sorts the n codes of space by their hint against guess into out, part
 * by part; part_start (the rule's hints + 1 entries) gets where each
 * begins.  Returns 0, or -1 if memory ran out.
 */
static int
part_by_hint(const struct solver *s, const struct space *space, size_t guess,
    const uint32_t *codes, size_t n, uint32_t *out, size_t *part_start)
{
	size_t hints = s->hints_of_rule;
	unsigned *part = malloc((n ? n : 1) * sizeof(*part));

	if (part == NULL)
		return -1;
	memset(part_start, 0, (hints + 1) * sizeof(*part_start));
	solver_hints(s, guess, space, codes, n, part);
	for (size_t i = 0; i < n; i++)
		part_start[part[i] + 1]++;
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

static void explore(struct playout *p, const struct branch *b);

/* A branch of the root whose subtree a thread explores on its own. */
struct subtree {
	struct branch b;
	struct analysis a;
	struct tree tree;
};

/* The branches of the root, shared out to threads, the largest first. */
struct forest {
	struct solver alone;		/* the solver, a search in one thread */
	struct subtree *parts;
	size_t *order;			/* of the parts, largest first */
	size_t count, next;
	int with_tree;
	pthread_mutex_t lock;
};

/*
 * A thread of explore_in_threads(): explores subtrees until none is left.
 * Returns 0, or the status of the first that failed, as
 * solver_analyze_tree() returns it.
 */
static int
explore_subtrees(void *arg)
{
	struct forest *f = arg;
	struct playout p = { &f->alone, NULL, NULL, 0 };
	size_t k;

	while (p.status == 0 &&
	    (k = threads_take(&f->lock, &f->next)) < f->count) {
		struct subtree *part = &f->parts[f->order[k]];

		p.a = &part->a;
		p.tree = f->with_tree ? &part->tree : NULL;
		part->a.first = SIZE_MAX;
		explore(&p, &part->b);
	}
	return p.status;
}

/*
 * Explores the count branches of the root (at depth 2, in the order of
 * their replies) in p->s->threads threads, each subtree with searches of
 * one thread, and adds up their analyses and trees in order, so that
 * the result is that of one thread.  p->status gets the threads' status.
 */
static void
explore_in_threads(struct playout *p, const struct branch *branches,
    size_t count)
{
	struct forest f = { *p->s, calloc(count + 1, sizeof(*f.parts)),
	    malloc((count + 1) * sizeof(*f.order)), count, 0,
	    p->tree != NULL, PTHREAD_MUTEX_INITIALIZER };

	if (f.parts == NULL || f.order == NULL) {
		free(f.parts);
		free(f.order);
		p->status = EXIT_SYSTEM;
		return;
	}
	f.alone.threads = 1;
	for (size_t k = 0; k < count; k++) {
		size_t at = k;

		f.parts[k].b = branches[k];
		tree_init(&f.parts[k].tree, p->s->guesses.length, p->s->rule);
		for (; at > 0 && branches[f.order[at - 1]].at.secret_count <
		    branches[k].at.secret_count; at--)
			f.order[at] = f.order[at - 1];
		f.order[at] = k;
	}
	/* no more threads than branches: the others would find nothing */
	p->status = threads_run(p->s->threads < count ? p->s->threads :
	    (unsigned)count, explore_subtrees, &f);
	for (size_t k = 0; k < count; k++) {
		for (unsigned d = 0; d <= SOLVER_DEPTH_MAX; d++)
			p->a->found[d] += f.parts[k].a.found[d];
		if (p->status == 0 && p->tree != NULL &&
		    tree_append(p->tree, &f.parts[k].tree) == -1)
			p->status = EXIT_SYSTEM;
		tree_free(&f.parts[k].tree);
	}
	free(f.parts);
	free(f.order);
}

/*
 * Sets *fixed to the symmetries that fix the guesses at at and guess too,
 * for the positions after it: a new group, or NULL if at knows none but
 * the colours never played (at->group NULL, or the identity alone: so do
 * the positions after it).  Returns 0, or -1 if memory ran out.
 */
static int
fix_group(const struct solver *s, const struct position *at, size_t guess,
    struct group **fixed)
{
	*fixed = NULL;
	if (at->group == NULL || at->group->count <= 1)
		return 0;
	if ((*fixed = malloc(sizeof(**fixed))) == NULL)
		return -1;
	group_fix(at->group, space_code(&s->guesses, guess),
	    s->guesses.length, *fixed);
	return 0;
}

/*
 * Gives each of the count branches after guess at at the guesses hard
 * mode allows there: at's, less those the branch's reply rules out.
 * Returns their bits, to be freed, or NULL if memory ran out.
 */
static uint64_t *
hard_branches(const struct solver *s, const struct position *at, size_t guess,
    struct branch *branches, size_t count)
{
	size_t words = s->guesses.count / 64 + 1;
	uint64_t *bits = malloc((count + 1) * words * sizeof(*bits));

	for (size_t k = 0; bits != NULL && k < count; k++) {
		memcpy(bits + k * words, at->hard, words * sizeof(*bits));
		solver_hard(s, guess, branches[k].reply, bits + k * words);
		branches[k].at.hard = bits + k * words;
	}
	return bits;
}

/*
 * Plays on from guess at branch b: each reply's part of the secrets in
 * turn, or at the root, unless the strategy runs its own threads, in
 * threads (explore_in_threads()).
 */
static void
explore_parts(struct playout *p, const struct branch *b, size_t guess)
{
	const struct solver *s = p->s;
	const struct position *at = &b->at;
	int guesses_agree = strategy_needs(s->strategy) & STRATEGY_GUESSES;
	size_t hints = s->hints_of_rule;
	size_t won = rule_win(s->rule, s->guesses.length);
	size_t *secret_at = malloc((hints + 1) * sizeof(*secret_at));
	size_t *guess_at = malloc((hints + 1) * sizeof(*guess_at));
	uint32_t *secrets = malloc((at->secret_count + 1) * sizeof(*secrets));
	uint32_t *guesses = malloc((at->guess_count + 1) * sizeof(*guesses));
	struct branch *branches = malloc((hints + 1) * sizeof(*branches));
	struct group *fixed = NULL;
	uint64_t *hard = NULL;
	size_t count = 0;

	if (!secret_at || !guess_at || !secrets || !guesses || !branches ||
	    fix_group(s, at, guess, &fixed) == -1 ||
	    part_by_hint(s, &s->secrets, guess, at->secrets, at->secret_count,
	    secrets, secret_at) == -1 || (guesses_agree && part_by_hint(s,
	    &s->guesses, guess, at->guesses, at->guess_count, guesses,
	    guess_at) == -1))
		p->status = EXIT_SYSTEM;
	for (size_t h = 0; h < hints && p->status == 0; h++) {
		struct branch next = { { secrets + secret_at[h],
		    secret_at[h + 1] - secret_at[h], guesses, 0, guess,
		    at->played | space_colours(space_code(&s->guesses, guess),
		    s->guesses.length), at->depth + 1, fixed, NULL },
		    (unsigned)h };

		if (next.at.secret_count == 0)
			continue;
		if (h == won) {
			p->a->found[at->depth] += next.at.secret_count;
			continue;
		}
		if (guesses_agree) {
			next.at.guesses = guesses + guess_at[h];
			next.at.guess_count = guess_at[h + 1] - guess_at[h];
		}
		branches[count++] = next;
	}
	if (p->status == 0 && at->hard != NULL &&
	    (hard = hard_branches(s, at, guess, branches, count)) == NULL)
		p->status = EXIT_SYSTEM;
	if (p->status == 0 && at->depth == 1 && s->threads > 1 &&
	    !(strategy_needs(s->strategy) & STRATEGY_SEARCH))
		explore_in_threads(p, branches, count);
	else
		for (size_t k = 0; k < count && p->status == 0; k++)
			explore(p, &branches[k]);
	free(hard);
	free(branches);
	free(fixed);
	free(secret_at);
	free(guess_at);
	free(secrets);
	free(guesses);
}

/* Plays the strategy's guess against the secrets at branch b. */
static void
explore(struct playout *p, const struct branch *b)
{
	unsigned depth = b->at.depth;
	size_t guess;

	if (depth > SOLVER_DEPTH_MAX) {
		p->status = -1;
		return;
	}
	if (depth == 1 && p->a->first != SIZE_MAX)
		guess = p->a->first;
	else if ((p->status = solver_choose(p->s, &b->at, &guess)) != 0)
		return;
	if (guess == SIZE_MAX) {
		p->status = -1;
		return;
	}
	if (depth == 1)
		p->a->first = guess;
	if (p->tree != NULL && tree_add(p->tree, depth, b->reply, guess)) {
		p->status = EXIT_SYSTEM;
		return;
	}
	explore_parts(p, b, guess);
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
	struct group *group = malloc(sizeof(*group));
	struct branch root = { { s->secret_left, s->secret_count,
	    s->guess_left, s->guess_count, s->previous, s->played, 1, group,
	    s->hard }, 0 };
	struct playout p = { s, a, t, 0 };

	memset(a, 0, sizeof(*a));
	if (group == NULL) {
		diag("out of memory");
		return EXIT_SYSTEM;
	}
	group_start(group, s->guesses.length, s->played);
	a->first = first;
	explore(&p, &root);
	for (unsigned d = 1; d <= SOLVER_DEPTH_MAX; d++) {
		a->secrets += a->found[d];
		a->total += a->found[d] * d;
		if (a->found[d] > 0)
			a->worst = d;
	}
	free(group);
	if (p.status == EXIT_SYSTEM)
		diag("out of memory");
	return p.status;
}
