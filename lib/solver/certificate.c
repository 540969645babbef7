/*
 * A certificate of the optimal search (certificate.h, doc/certificate.md):
 * the game as a checker reads it, the strategy in the lines format, and
 * the search's claims, each guess, hint and colour written once as text
 * for the search, which sees indices alone.
 */

#include "certificate.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../codes/tree.h"
#include "../core/fnv.h"
#include "../core/output.h"
#include "../core/status.h"
#include "../optimal/shard/shard.h"

/* The text of every guess, hint and colour, for the search's claims. */
struct texts {
	char *bytes;
	const char **guess, **hint, **colour;
};

static void
texts_free(struct texts *t)
{
	free(t->bytes);
	free(t->guess);
	free(t->hint);
	free(t->colour);
}

/* Appends text (and its NUL) at *at in t->bytes; returns where it went. */
static const char *
keep(struct texts *t, size_t *at, const char *text)
{
	size_t n = strlen(text) + 1;

	memcpy(t->bytes + *at, text, n);
	*at += n;
	return t->bytes + *at - n;
}

/* Writes sv's guesses, hints and colours into t.  Returns 0, or -1. */
static int
texts_make(const struct solver *sv, struct texts *t)
{
	const struct space *g = &sv->guesses;
	size_t hints = sv->hints_of_rule, colours = g->colours, at = 0;
	char text[VARIANT_TEXT_MAX > RULE_TEXT_MAX ? VARIANT_TEXT_MAX :
	    RULE_TEXT_MAX];

	t->bytes = malloc(g->count * (4 * g->length + 1) + hints * (2 *
	    g->length + 8) + colours * 5 + 1);
	t->guess = malloc((g->count + 1) * sizeof(*t->guess));
	t->hint = malloc((hints + 1) * sizeof(*t->hint));
	t->colour = malloc((colours + 1) * sizeof(*t->colour));
	if (t->bytes == NULL || t->guess == NULL || t->hint == NULL ||
	    t->colour == NULL)
		return -1;
	for (size_t i = 0; i < g->count; i++)
		t->guess[i] = keep(t, &at, variant_write(sv->variant,
		    space_code(g, i), g->length, text));
	for (size_t h = 0; h < hints; h++) {
		rule_write(sv->rule, g->length, (unsigned)h, text);
		t->hint[h] = keep(t, &at, text);
	}
	for (size_t c = 0; c < colours; c++) {
		unsigned char colour = (unsigned char)c;

		t->colour[c] = keep(t, &at, variant_write(sv->variant, &colour,
		    1, text));
	}
	return 0;
}

/*
 * Sets *hash to the FNV-1a hash of the bytes of file.  Returns 0, or a
 * status with why.
 */
static int
hash_file(const char *file, uint64_t *hash, char *why)
{
	unsigned char buf[1 << 16];
	ssize_t got;
	int fd;

	*hash = FNV_OFFSET;
	if (strcmp(file, "-") == 0) {
		snprintf(why, CERTIFICATE_WHY_MAX, "a certificate names its "
		    "lists by their hash: give them as files, not '-'");
		return EXIT_USAGE;
	}
	if ((fd = open(file, O_RDONLY)) == -1) {
		snprintf(why, CERTIFICATE_WHY_MAX, "%s: %s", file,
		    strerror(errno));
		return EXIT_SYSTEM;
	}
	while ((got = read(fd, buf, sizeof(buf))) > 0)
		for (ssize_t i = 0; i < got; i++)
			*hash = fnv_step(*hash, buf[i]);
	if (got == -1)
		snprintf(why, CERTIFICATE_WHY_MAX, "%s: %s", file,
		    strerror(errno));
	close(fd);
	return got == -1 ? EXIT_SYSTEM : EXIT_OK;
}

/*
 * Writes the lines of the header of sv's game to out, to the line
 * "consistent" (c's try limit).  Returns 0, or a status with why.
 */
static int
put_game(const struct solver *sv, const struct certificate *c,
    const struct texts *t, struct output *out, char *why)
{
	const struct variant *v = sv->variant;
	uint64_t hash;
	int status;

	output_format(out, "code-certificate 2\nrule %s\nlength %zu\n"
	    "distinct %s\n", rule_name(sv->rule), sv->guesses.length,
	    variant_distinct_name(v));
	if (v->secrets == NULL) {
		output_write(out, "colours ", 8);
		for (size_t k = 0; k < sv->guesses.colours; k++)
			output_write(out, t->colour[k], strlen(t->colour[k]));
		output_write(out, "\n", 1);
	}
	for (int k = 0; k < 2; k++) {
		const char *file = k == 0 ? v->secrets : v->allowed;

		if (file == NULL)
			continue;
		if ((status = hash_file(file, &hash, why)) != EXIT_OK)
			return status;
		output_format(out, "%s %016llx\n", k == 0 ? "secrets" :
		    "allowed", (unsigned long long)hash);
	}
	if (c->tries > 0)
		output_format(out, "tries %u\n", c->tries);
	else
		output_write(out, "tries none\n", 11);
	output_format(out, "hard %s\nconsistent %s\n", sv->hard != NULL ?
	    "yes" : "no", sv->consistent ? "yes" : "no");
	return EXIT_OK;
}

/*
 * Writes the header of sv's game to out, to the line "strategy L"
 * (c's value and first guess, lines of the strategy).  Returns 0, or a
 * status with why.
 */
static int
put_header(const struct solver *sv, const struct certificate *c,
    const struct texts *t, size_t lines, struct output *out, char *why)
{
	int status = put_game(sv, c, t, out, why);

	if (status != EXIT_OK)
		return status;
	if (c->value >= optimal_never())
		output_write(out, "value inf\n", 10);
	else
		output_format(out, "value %llu\n", (unsigned long long)c->value);
	if (c->first != SIZE_MAX)
		output_format(out, "first %s\n", t->guess[c->first]);
	output_format(out, "strategy %zu\n", lines);
	return EXIT_OK;
}

/*
 * Opens c->file for writing into out, through gzip(1) (*gzip its process)
 * if its name ends in .gz.  Returns 0, or -1 with why.
 */
static int
open_file(const struct certificate *c, struct output *out, pid_t *gzip,
    char *why)
{
	size_t n = strlen(c->file);
	int fd = open(c->file, O_WRONLY | O_CREAT | O_TRUNC, 0666), pipes[2];

	*gzip = 0;
	if (fd == -1) {
		snprintf(why, CERTIFICATE_WHY_MAX, "%s: %s", c->file,
		    strerror(errno));
		return -1;
	}
	output_init_fd(out, fd, c->file);
	if (n < 3 || strcmp(c->file + n - 3, ".gz") != 0)
		return 0;
	if (pipe(pipes) == -1 || (*gzip = fork()) == -1) {
		snprintf(why, CERTIFICATE_WHY_MAX, "gzip: %s", strerror(errno));
		close(fd);
		return -1;
	}
	if (*gzip == 0) {	/* the child: gzip from the pipe to the file */
		dup2(pipes[0], STDIN_FILENO);
		dup2(fd, STDOUT_FILENO);
		close(pipes[0]);
		close(pipes[1]);
		close(fd);
		execlp("gzip", "gzip", "-c", (char *)NULL);
		_exit(127);
	}
	close(pipes[0]);
	close(fd);
	output_init_fd(out, pipes[1], c->file);
	return 0;
}

/*
 * Ends the file out writes (and gzip's process, if any).  Returns 0, or
 * -1 with why.
 */
static int
close_file(const struct certificate *c, struct output *out, pid_t gzip,
    char *why)
{
	int failed = output_finish(out) == -1, status = 0;

	if (gzip > 0 && (waitpid(gzip, &status, 0) == -1 ||
	    !WIFEXITED(status) || WEXITSTATUS(status) != 0)) {
		snprintf(why, CERTIFICATE_WHY_MAX, "%s: gzip failed%s",
		    c->file, WIFEXITED(status) && WEXITSTATUS(status) == 127 ?
		    " to start" : "");
		return -1;
	}
	if (failed)
		snprintf(why, CERTIFICATE_WHY_MAX, "%s: %s", c->file,
		    strerror(out->error));
	return failed ? -1 : 0;
}

/*
 * Writes the certificate into out: the header, the strategy (t, tree
 * lines), then the claims.  Returns a status, with why.
 */
static int
put_certificate(const struct solver *sv, struct certificate *c,
    const struct texts *t, const struct tree *tree, struct output *out,
    char *why)
{
	struct optimal_certificate claims = { out, t->guess, t->hint,
	    t->colour, c->reuse, 0, 0, 0 };
	int status = put_header(sv, c, t, tree->count, out, why), failed;

	if (status != EXIT_OK)
		return status;
	if (tree_write_lines(tree, out, &sv->guesses, sv->variant) == -1) {
		snprintf(why, CERTIFICATE_WHY_MAX, "out of memory");
		return EXIT_SYSTEM;
	}
	output_write(out, "claims\n", 7);
	if (c->shard != NULL)
		failed = optimal_shard_certify(sv->optimal, c->shard,
		    c->shard_index, &claims, why, CERTIFICATE_WHY_MAX);
	else
		failed = optimal_certify(sv->optimal, sv->secret_left,
		    sv->secret_count, c->first, c->tries, c->value, &claims,
		    why, CERTIFICATE_WHY_MAX);
	if (failed == -1)
		return strstr(why, "not proven") != NULL ? EXIT_INPUT :
		    EXIT_SYSTEM;
	output_write(out, "end\n", 4);
	c->claims = claims.claims;
	c->lines = claims.lines;
	c->reused = claims.reused;
	return EXIT_OK;
}

int
certificate_write(const struct solver *sv, struct certificate *c, char *why)
{
	struct texts t = { NULL, NULL, NULL, NULL };
	struct output *out = malloc(sizeof(*out));
	struct tree tree;
	pid_t gzip = 0;
	int status = EXIT_SYSTEM;

	tree_init(&tree, sv->guesses.length, sv->rule);
	snprintf(why, CERTIFICATE_WHY_MAX, "out of memory");
	if (out == NULL || texts_make(sv, &t) == -1 || (c->opening !=
	    SIZE_MAX && optimal_strategy(sv->optimal, sv->secret_left,
	    sv->secret_count, c->opening, &tree) == -1))
		;	/* out of memory */
	else if (open_file(c, out, &gzip, why) == 0) {
		status = put_certificate(sv, c, &t, &tree, out, why);
		if (close_file(c, out, gzip, why) == -1 && status == EXIT_OK)
			status = EXIT_SYSTEM;
		if (status != EXIT_OK)
			unlink(c->file);
	}
	tree_free(&tree);
	texts_free(&t);
	free(out);
	return status;
}

/* Appends n bytes to the buffer arg (a struct game_text). */
struct game_text {
	char *bytes;
	size_t used, size;
	int failed;
};

static void
append(void *arg, const char *bytes, size_t n)
{
	struct game_text *g = arg;
	char *more;

	if (g->used + n + 1 > g->size) {
		if ((more = realloc(g->bytes, g->size * 2 + n + 256)) == NULL) {
			g->failed = 1;
			return;
		}
		g->bytes = more;
		g->size = g->size * 2 + n + 256;
	}
	memcpy(g->bytes + g->used, bytes, n);
	g->used += n;
	g->bytes[g->used] = '\0';
}

char *
certificate_game(const struct solver *sv, const struct certificate *c,
    char *why)
{
	struct texts t = { NULL, NULL, NULL, NULL };
	struct game_text g = { NULL, 0, 0, 0 };
	struct output *out = malloc(sizeof(*out));
	int status = EXIT_SYSTEM;

	snprintf(why, CERTIFICATE_WHY_MAX, "out of memory");
	if (out != NULL && texts_make(sv, &t) == 0) {
		output_init_sink(out, append, &g);
		status = put_game(sv, c, &t, out, why);
		if (output_finish(out) == -1 || g.failed) {
			snprintf(why, CERTIFICATE_WHY_MAX, "out of memory");
			status = EXIT_SYSTEM;
		}
	}
	texts_free(&t);
	free(out);
	if (status != EXIT_OK) {
		free(g.bytes);
		return NULL;
	}
	return g.bytes;
}
