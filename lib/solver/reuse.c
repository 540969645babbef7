/*
 * Claims of other certificates of one game, written again (reuse.h): the
 * files are read once for the claims of the root's parts and where each
 * begins, then each claim the merge reuses is read again from there and
 * written with its ids renumbered.
 */

#include "reuse.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../core/diag.h"
#include "../core/output.h"
#include "../core/status.h"

#define SHOWN	60	/* of a line, in a message */

/* A claim below the root that a file holds, and the lines below it. */
struct held {
	char *key;		/* "GUESS HINT" */
	uint64_t value;		/* UINT64_MAX: inf */
	uint64_t id, last;	/* its id, and the last id below it */
	long offset;		/* of its line */
	size_t lines;		/* its line and those below it */
	unsigned file, line;
};

struct reuse {
	struct optimal_reuse hooks;	/* arg: this */
	const struct solver *sv;
	FILE **in;
	char *const *name;
	size_t files;
	struct held *held;
	size_t count, size;
	char *text;			/* a line read */
	size_t text_size;
};

/* A file as it is read: its name, the line read and its number. */
struct file_read {
	struct reuse *r;
	FILE *in;
	const char *name;
	unsigned line;
	char *why;
};

/*
 * Reads the next line of f into f->r->text, without its end (LF, or CR
 * LF).  Returns 0, or -1 at the end of the file or on a read error.
 */
static int
next_line(struct file_read *f)
{
	ssize_t n = getline(&f->r->text, &f->r->text_size, f->in);

	if (n <= 0)
		return -1;
	f->line++;
	if (n > 0 && f->r->text[n - 1] == '\n')
		f->r->text[--n] = '\0';
	if (n > 0 && f->r->text[n - 1] == '\r')
		f->r->text[--n] = '\0';
	return 0;
}

/*
 * Says in f->why that the line read (or the end of the file, if at_end)
 * is not what was expected.  Returns EXIT_INPUT, or EXIT_SYSTEM on a read
 * error.
 */
static int
expected(struct file_read *f, const char *what, int at_end)
{
	char shown[DIAG_QUOTED_MAX];

	if (at_end && ferror(f->in)) {
		snprintf(f->why, CERTIFICATE_WHY_MAX, "%s: %s", f->name,
		    strerror(errno));
		return EXIT_SYSTEM;
	}
	if (at_end)
		snprintf(f->why, CERTIFICATE_WHY_MAX, "%s:%u: expected '%s', "
		    "found the end of the file", f->name, f->line + 1, what);
	else {
		diag_quote(shown, sizeof(shown),
		    (const unsigned char *)f->r->text, strnlen(f->r->text,
		    SHOWN));
		snprintf(f->why, CERTIFICATE_WHY_MAX, "%s:%u: expected '%s', "
		    "found %s", f->name, f->line, what, shown);
	}
	return EXIT_INPUT;
}

/* Reads the next line, which must be want.  Returns 0, or a status. */
static int
read_exactly(struct file_read *f, const char *want)
{
	if (next_line(f) == -1)
		return expected(f, want, 1);
	return strcmp(f->r->text, want) == 0 ? 0 : expected(f, want, 0);
}

/*
 * Reads a number from *s, then a space or the end; sets *s past it.
 * Returns 0, or -1 if there is none.
 */
static int
number(char **s, uint64_t *n)
{
	char *end;

	if (**s < '0' || **s > '9')
		return -1;
	errno = 0;
	*n = strtoull(*s, &end, 10);
	if (errno != 0 || (*end != ' ' && *end != '\0'))
		return -1;
	*s = *end == ' ' ? end + 1 : end;
	return 0;
}

/*
 * Reads the header of f: the game's lines (game, then first, c's first
 * guess's line or none), any value, and the strategy, skipped, to the
 * line "claims".  Returns 0, or a status with why.
 */
static int
read_header(struct file_read *f, const char *game, const char *first)
{
	uint64_t lines;
	char *at;
	int status = 0;

	for (const char *line = game; *line != '\0' && status == 0;) {
		const char *end = strchr(line, '\n');
		char want[CERTIFICATE_WHY_MAX / 4];

		snprintf(want, sizeof(want), "%.*s", (int)(end - line), line);
		status = read_exactly(f, want);
		line = end + 1;
	}
	if (status != 0)
		return status;
	if (next_line(f) == -1 || strncmp(f->r->text, "value ", 6) != 0)
		return expected(f, "value N|inf", feof(f->in) || ferror(f->in));
	if (first != NULL && (status = read_exactly(f, first)) != 0)
		return status;
	if (next_line(f) == -1)
		return expected(f, "strategy L", 1);
	at = f->r->text + 9;
	if (strncmp(f->r->text, "strategy ", 9) != 0 ||
	    number(&at, &lines) == -1 || *at != '\0')
		return expected(f, "strategy L", 0);
	for (uint64_t k = 0; k < lines; k++)
		if (next_line(f) == -1)
			return expected(f, "a line of the strategy", 1);
	return read_exactly(f, "claims");
}

/*
 * Parses the claim line read, "PARENT GUESS HINT DEPTH VALUE", into
 * *parent, its key (*key, *key_length: "GUESS HINT") and *value.
 * Returns 0, or -1 if it is not one.
 */
static int
parse_claim(char *line, uint64_t *parent, char **key, size_t *key_length,
    uint64_t *value)
{
	char *at = line, *depth;

	if (number(&at, parent) == -1)
		return -1;
	*key = at;
	if ((at = strchr(at, ' ')) == NULL || (at = strchr(at + 1, ' ')) ==
	    NULL)
		return -1;
	*key_length = (size_t)(at - *key);
	depth = at + 1;
	if ((at = strchr(depth, ' ')) == NULL)
		return -1;
	at++;
	if (strcmp(at, "inf") == 0) {
		*value = UINT64_MAX;
		return 0;
	}
	return number(&at, value) == -1 || *at != '\0' ? -1 : 0;
}

/*
 * Keeps the claim below the root read on f's line, at offset: its key
 * (length bytes) and value.  Returns 0, or -1 if memory runs out.
 */
static int
hold(struct file_read *f, unsigned file, long offset, const char *key,
    size_t length, uint64_t id, uint64_t value)
{
	struct reuse *r = f->r;
	struct held *h;

	if (r->count == r->size) {
		struct held *more = realloc(r->held, (r->size * 2 + 64) *
		    sizeof(*more));

		if (more == NULL)
			return -1;
		r->held = more;
		r->size = r->size * 2 + 64;
	}
	h = &r->held[r->count];
	if ((h->key = malloc(length + 1)) == NULL)
		return -1;
	memcpy(h->key, key, length);
	h->key[length] = '\0';
	h->value = value;
	h->id = h->last = id;
	h->offset = offset;
	h->lines = 1;
	h->file = file;
	h->line = f->line;
	r->count++;
	return 0;
}

/*
 * Reads the claims of f (file number file) to the line "end" and the
 * end of the file, keeping each claim below the root with the count of
 * the lines below it; a claim's ID is its number among the claim lines.
 * Returns 0, or a status with why.
 */
static int
read_claims(struct file_read *f, unsigned file)
{
	struct held *top = NULL;
	uint64_t id = 0, parent, value;
	size_t length;
	char *key;

	for (long offset = ftell(f->in); next_line(f) == 0;
	    offset = ftell(f->in)) {
		if (strcmp(f->r->text, "end") == 0)
			break;
		if (strncmp(f->r->text, "sym ", 4) == 0) {
			if (top != NULL)	/* else the root's */
				top->lines++;
			continue;
		}
		if (parse_claim(f->r->text, &parent, &key, &length, &value) ==
		    -1 || parent >= ++id)
			return expected(f, "PARENT GUESS HINT DEPTH VALUE, "
			    "its parent a claim before it", 0);
		if (parent == 0) {
			if (hold(f, file, offset, key, length, id, value) == -1)
				goto no_memory;
			top = &f->r->held[f->r->count - 1];
		} else if (top != NULL && parent >= top->id) {
			top->lines++;
			top->last = id;
		} else
			return expected(f, "a claim below the claim of the "
			    "root before it (the claims below one are written "
			    "after it)", 0);
	}
	if (feof(f->in) || ferror(f->in))
		return expected(f, "end", 1);
	if (next_line(f) == 0)
		return expected(f, "the end of the file after end", 0);
	return ferror(f->in) ? expected(f, "", 1) : 0;
no_memory:
	snprintf(f->why, CERTIFICATE_WHY_MAX, "out of memory");
	return EXIT_SYSTEM;
}

/* Orders held claims by key, then the highest value first. */
static int
by_key(const void *a, const void *b)
{
	const struct held *x = a, *y = b;
	int c = strcmp(x->key, y->key);

	if (c != 0)
		return c;
	return x->value > y->value ? -1 : x->value < y->value;
}

/* optimal_reuse's find: the claim of the part of guess by hint. */
static size_t
find(void *arg, size_t guess, unsigned hint, uint64_t *value,
    uint64_t *lines)
{
	const struct reuse *r = arg;
	const struct solver *sv = r->sv;
	char key[2 * VARIANT_TEXT_MAX + RULE_TEXT_MAX + 2];
	size_t n, low = 0, high = r->count;

	variant_write(sv->variant, space_code(&sv->guesses, guess),
	    sv->guesses.length, key);
	n = strlen(key);
	key[n++] = ' ';
	rule_write(sv->rule, sv->guesses.length, hint, key + n);
	while (low < high) {	/* the first whose key is not below */
		size_t mid = low + (high - low) / 2;

		if (strcmp(r->held[mid].key, key) < 0)
			low = mid + 1;
		else
			high = mid;
	}
	if (low == r->count || strcmp(r->held[low].key, key) != 0)
		return SIZE_MAX;
	*value = r->held[low].value;
	*lines = r->held[low].lines;
	return low;
}

/*
 * Writes the claim line read (or a symmetry's), claim *id of h's (from
 * h->id, *id then the next) as claim base + *id - h->id, its parent
 * renumbered so, to c.  Returns 0, or -1 if it is not one.
 */
static int
put_line(const struct held *h, char *line, uint64_t *id, uint64_t base,
    struct optimal_certificate *c)
{
	uint64_t parent;
	char *at = line;

	c->lines++;
	if (strncmp(line, "sym ", 4) == 0) {
		output_format(c->out, "%s\n", line);
		return 0;
	}
	if (number(&at, &parent) == -1 || *id > h->last || parent >= *id ||
	    (parent > 0 && parent < h->id))
		return -1;
	(*id)++;
	output_format(c->out, "%" PRIu64 " %s\n", parent > 0 ? base +
	    (parent - h->id) : 0, at);
	c->claims++;
	c->reused++;
	return 0;
}

/* optimal_reuse's write: held claim k and the lines below it. */
static int
write_held(void *arg, size_t k, struct optimal_certificate *c, uint64_t *id,
    char *why, size_t why_size)
{
	struct reuse *r = arg;
	const struct held *h = &r->held[k];
	struct file_read f = { r, r->in[h->file], r->name[h->file], h->line - 1,
	    why };
	uint64_t claim = h->id;

	if (fseek(f.in, h->offset, SEEK_SET) == -1) {
		snprintf(why, why_size, "%s: %s", f.name, strerror(errno));
		return -1;
	}
	for (size_t n = 0; n < h->lines; n++)
		if (next_line(&f) == -1 || put_line(h, r->text, &claim, *id,
		    c) == -1) {
			snprintf(why, why_size, "%s:%u: changed since it was "
			    "read", f.name, f.line);
			return -1;
		}
	*id += h->last - h->id + 1;
	return 0;
}

/*
 * Replaces file number i of r, open, compressed, by a temporary file of
 * its text, which gzip -dc writes.  Returns 0, or a status with why.
 */
static int
uncompress(struct reuse *r, size_t i, char *why)
{
	FILE *text = tmpfile();
	pid_t gzip;
	int status = 0;

	rewind(r->in[i]);
	if (text == NULL || (gzip = fork()) == -1) {
		snprintf(why, CERTIFICATE_WHY_MAX, "%s: %s", r->name[i],
		    strerror(errno));
		if (text != NULL)
			fclose(text);
		return EXIT_SYSTEM;
	}
	if (gzip == 0) {	/* the child: gzip from the file to text */
		dup2(fileno(r->in[i]), STDIN_FILENO);
		dup2(fileno(text), STDOUT_FILENO);
		execlp("gzip", "gzip", "-dc", (char *)NULL);
		_exit(127);
	}
	fclose(r->in[i]);
	r->in[i] = text;
	if (waitpid(gzip, &status, 0) == -1 || !WIFEXITED(status) ||
	    WEXITSTATUS(status) != 0) {
		snprintf(why, CERTIFICATE_WHY_MAX, "%s: gzip -dc failed%s",
		    r->name[i], WIFEXITED(status) && WEXITSTATUS(status) ==
		    127 ? " to start" : "");
		return EXIT_INPUT;
	}
	rewind(text);
	return EXIT_OK;
}

/*
 * Opens file number i of r to read, a regular file of text, or one gzip
 * compressed (read through a temporary file).  Returns 0, or a status
 * with why.
 */
static int
open_file(struct reuse *r, size_t i, char *why)
{
	struct stat st;
	int c;

	if ((r->in[i] = fopen(r->name[i], "r")) == NULL ||
	    fstat(fileno(r->in[i]), &st) == -1) {
		snprintf(why, CERTIFICATE_WHY_MAX, "%s: %s", r->name[i],
		    strerror(errno));
		return EXIT_SYSTEM;
	}
	if (!S_ISREG(st.st_mode)) {
		snprintf(why, CERTIFICATE_WHY_MAX, "%s: not a regular file: "
		    "the claims reused are read from it twice", r->name[i]);
		return EXIT_INPUT;
	}
	if ((c = getc(r->in[i])) == 0x1f)	/* gzip's */
		return uncompress(r, i, why);
	ungetc(c, r->in[i]);
	return EXIT_OK;
}

struct reuse *
reuse_read(const struct solver *sv, const struct certificate *c,
    char *const files[], size_t count, char *why, int *status)
{
	struct reuse *r = calloc(1, sizeof(*r));
	char *game = certificate_game(sv, c, why), first[VARIANT_TEXT_MAX + 8];

	*status = EXIT_SYSTEM;
	if (c->first != SIZE_MAX) {
		memcpy(first, "first ", 6);
		variant_write(sv->variant, space_code(&sv->guesses, c->first),
		    sv->guesses.length, first + 6);
	}
	if (r != NULL && game != NULL) {
		*r = (struct reuse){ { find, write_held, r }, sv, calloc(count +
		    1, sizeof(*r->in)), files, count, NULL, 0, 0, NULL, 0 };
		*status = r->in == NULL ? EXIT_SYSTEM : EXIT_OK;
	}
	for (size_t i = 0; i < count && *status == EXIT_OK; i++) {
		struct file_read f = { r, NULL, files[i], 0, why };

		if ((*status = open_file(r, i, why)) == EXIT_OK) {
			f.in = r->in[i];
			*status = read_header(&f, game, c->first != SIZE_MAX ?
			    first : NULL);
		}
		if (*status == EXIT_OK)
			*status = read_claims(&f, (unsigned)i);
	}
	free(game);
	if (*status != EXIT_OK) {
		reuse_free(r);
		return NULL;
	}
	qsort(r->held, r->count, sizeof(*r->held), by_key);
	return r;
}

void
reuse_free(struct reuse *r)
{
	if (r == NULL)
		return;
	for (size_t i = 0; r->in != NULL && i < r->files; i++)
		if (r->in[i] != NULL)
			fclose(r->in[i]);
	for (size_t k = 0; k < r->count; k++)
		free(r->held[k].key);
	free(r->held);
	free(r->in);
	free(r->text);
	free(r);
}

const struct optimal_reuse *
reuse_claims(const struct reuse *r)
{
	return &r->hooks;
}

size_t
reuse_count(const struct reuse *r)
{
	return r->count;
}
