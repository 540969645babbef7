#include "common.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../lib/core/lists.h"
#include "../../lib/core/output.h"
#include "../../lib/optimal/shard/shard.h"
#include "../../lib/solver/solver.h"

static char input_path[256], output_path[256];
static char *output_text;
static size_t output_capacity;

static void
fail(const char *what)
{
	perror(what);
	abort();
}

void
fuzz_setup(const char *target)
{
	const char *dir = getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
	int fd;

	snprintf(input_path, sizeof(input_path), "%s/code-fuzz-%s-%ld.in", dir,
	    target, (long)getpid());
	snprintf(output_path, sizeof(output_path), "%s/code-fuzz-%s-%ld.out",
	    dir, target, (long)getpid());
	if ((fd = open(output_path, O_RDWR | O_CREAT | O_TRUNC, 0600)) == -1 ||
	    dup2(fd, STDOUT_FILENO) == -1)
		fail(output_path);
	close(fd);
	unlink(output_path);	/* gone when the target ends */
}

const char *
fuzz_input(const uint8_t *data, size_t n)
{
	FILE *f = fopen(input_path, "wb");

	if (f == NULL || fwrite(data, 1, n, f) != n || fclose(f) != 0)
		fail(input_path);
	if (ftruncate(STDOUT_FILENO, 0) == -1 ||
	    lseek(STDOUT_FILENO, 0, SEEK_SET) == -1)
		fail("stdout");
	return input_path;
}

const char *
fuzz_output(size_t *length)
{
	off_t size;

	output_flush();
	if ((size = lseek(STDOUT_FILENO, 0, SEEK_END)) == -1)
		fail("stdout");
	if ((size_t)size + 1 > output_capacity) {
		output_capacity = (size_t)size + 1;
		if ((output_text = realloc(output_text, output_capacity)) == NULL)
			fail("realloc");
	}
	if (pread(STDOUT_FILENO, output_text, (size_t)size, 0) != size)
		fail("pread");
	output_text[size] = '\0';
	*length = (size_t)size;
	return output_text;
}

size_t
fuzz_read_size(uint8_t first)
{
	return (first & 63) == 0 ? 4096 : first & 63;
}

#define LIST_WORDS	120

/*
 * Writes the list of FUZZ_SEARCH_LIST to path: LIST_WORDS words of five
 * letters a to f, drawn by a fixed linear congruential generator, each
 * once.
 */
static void
write_list(const char *path)
{
	static char seen[6 * 6 * 6 * 6 * 6];
	FILE *f = fopen(path, "w");
	uint32_t x = 12345;

	if (f == NULL)
		fail(path);
	for (unsigned n = 0; n < LIST_WORDS;) {
		unsigned w;

		x = x * 1103515245u + 12345u;
		w = (x >> 8) % sizeof(seen);
		if (seen[w])
			continue;
		seen[w] = 1;
		n++;
		for (unsigned i = 0; i < 5; i++, w /= 6)
			fputc('a' + (int)(w % 6), f);
		fputc('\n', f);
	}
	if (fclose(f) != 0)
		fail(path);
}

/* The solver of FUZZ_SEARCH_DEEP, once fuzz_search() has made it. */
static const struct solver *deep_solver;

void
fuzz_search(struct solver *s, unsigned k)
{
	static struct variant variants[FUZZ_SEARCHES];
	static struct lists lists;
	static char list_path[sizeof(input_path) + 8];
	char why[VARIANT_WHY_MAX];
	struct variant *v = &variants[k];

	if (k == FUZZ_SEARCH_LIST) {
		snprintf(list_path, sizeof(list_path), "%s.list", input_path);
		write_list(list_path);
		*v = *variant_find("wordle");
		v->secrets = v->allowed = list_path;
		if (lists_read(v, &lists) != 0)
			abort();
		unlink(list_path);
	} else {
		*v = *variant_find("classic");
		if (variant_set_length(v, "3", why) == -1 ||
		    variant_set_colours(v, "1-6", why) == -1)
			abort();
	}
	if (solver_init(s, v, k == FUZZ_SEARCH_LIST ? &lists : NULL,
	    STRATEGY_OPTIMAL, 1, why) != 0)
		abort();
	if (k == FUZZ_SEARCH_DEEP)
		deep_solver = s;
	fuzz_search_again(s);
}

void
fuzz_search_again(struct solver *s)
{
	struct optimal_run run = { .memory = (size_t)64 << 20 };
	char why[VARIANT_WHY_MAX];

	if (solver_set_goal(s, GOAL_AVERAGE, &run, why) != 0)
		abort();
}

struct optimal_plan *
fuzz_plan(struct solver *s, unsigned k)
{
	struct optimal_plan *p = optimal_plan(s->optimal, s->secret_left,
	    s->secret_count, s->played, SIZE_MAX, k, s == deep_solver ?
	    FUZZ_UNIT_SIZE : 0);

	if (p == NULL)
		abort();
	return p;
}

void
fuzz_write_seeds(const char *dir, struct solver *solvers,
    int (*write)(struct solver *s, struct optimal_plan *p, unsigned i,
    FILE *out))
{
	char path[4096];

	for (unsigned k = 0; k < FUZZ_SEARCHES; k++)
		for (unsigned shards = 1; shards <= 2; shards++)
			for (unsigned i = 0; i < shards; i++) {
				struct optimal_plan *p;
				FILE *out;

				fuzz_search_again(&solvers[k]);
				p = fuzz_plan(&solvers[k], shards);
				snprintf(path, sizeof(path), "%s/%s-%u-of-%u", dir,
				    k == FUZZ_SEARCH_LIST ? "list" : k ==
				    FUZZ_SEARCH_DEEP ? "deep" : "board", i,
				    shards);
				if ((out = fopen(path, "w")) == NULL)
					abort();
				fputc((int)(k + FUZZ_SEARCHES * (shards - 1)), out);
				fputc((int)i, out);
				if (write(&solvers[k], p, i, out) != 0 ||
				    fclose(out) != 0)
					abort();
				optimal_plan_free(p);
			}
	exit(0);
}

void
fuzz_shard_setup(const char *name, struct solver *solvers,
    int (*write)(struct solver *s, struct optimal_plan *p, unsigned i,
    FILE *out))
{
	fuzz_setup(name);
	for (unsigned k = 0; k < FUZZ_SEARCHES; k++)
		fuzz_search(&solvers[k], k);
	if (getenv("CODE_FUZZ_SEEDS") != NULL)
		fuzz_write_seeds(getenv("CODE_FUZZ_SEEDS"), solvers, write);
}

FILE *
fuzz_shard_input(const uint8_t *data, size_t size, struct solver *solvers,
    struct solver **s, struct optimal_plan **p, unsigned *index)
{
	unsigned shards;
	FILE *in;

	if (size < 2)
		return NULL;
	shards = 1 + data[0] / FUZZ_SEARCHES % 2;
	*index = data[1] % shards;
	*s = &solvers[data[0] % FUZZ_SEARCHES];
	fuzz_search_again(*s);
	*p = fuzz_plan(*s, shards);
	if ((in = fopen(fuzz_input(data + 2, size - 2), "r")) == NULL)
		abort();
	return in;
}
