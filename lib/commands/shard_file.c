/* A shard's file on disk, and its search kept beside it (shard_file.h). */

#include "shard_file.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../codes/space.h"
#include "../core/diag.h"
#include "../core/fnv.h"
#include "../core/fold.h"
#include "../core/status.h"

#define HOST_MAX	256	/* bytes of a host's name (HOST_NAME_MAX 255) */

/*
 * Writes into text (VARIANT_TEXT_MAX bytes) what the ranking t asks:
 * which guesses (all, or how many listed and a hash of them in order),
 * how many best exactly and the total up to which all.
 */
static void
ranking_named(const struct optimal_rank_ask *t, char *text)
{
	uint64_t h = FNV_OFFSET;
	char top[32] = "all";

	for (size_t i = 0; t->only != NULL && i < t->count; i++)
		h = fnv_step(h, t->only[i]);
	if (t->top != SIZE_MAX)
		snprintf(top, sizeof(top), "%zu", t->top);
	if (t->only == NULL)
		snprintf(text, VARIANT_TEXT_MAX, "table of all, top %s, above "
		    "%llu", top, (unsigned long long)t->above);
	else
		snprintf(text, VARIANT_TEXT_MAX, "table of %zu listed "
		    "(%016llx), top %s, above %llu", t->count,
		    (unsigned long long)h, top, (unsigned long long)t->above);
}

void
shard_search_name(struct shard_search *s)
{
	const struct solver *sv = s->sv;
	char colours[VARIANT_SET_MAX], code[VARIANT_TEXT_MAX] = "best";
	char (*line)[SHARD_HEADER_MAX] = s->header.line, tries[16] = "none";
	int limit = variant_tries(sv->variant);

	variant_colour_set(sv->variant, colours);
	if (limit > 0)
		snprintf(tries, sizeof(tries), "%d", limit);
	if (s->ranking != NULL)
		ranking_named(s->ranking, code);
	else if (s->first != SIZE_MAX)
		variant_write(sv->variant, space_code(&sv->guesses, s->first),
		    sv->guesses.length, code);
	snprintf(line[0], SHARD_HEADER_MAX, "code-shard 1");
	snprintf(line[1], SHARD_HEADER_MAX, "version: %s %s", PROGRAM_NAME,
	    PROGRAM_VERSION);
	snprintf(line[2], SHARD_HEADER_MAX, "variant: %s", sv->variant->name);
	snprintf(line[3], SHARD_HEADER_MAX, "rules: colours %s, length %zu, "
	    "distinct %s%s%s", colours, sv->guesses.length,
	    variant_distinct_name(sv->variant), sv->variant->fold != NULL ?
	    ", fold " : "", sv->variant->fold != NULL ?
	    fold_name(sv->variant->fold) : "");
	snprintf(line[SHARD_GOAL_LINE], SHARD_HEADER_MAX, "goal: %s, tries %s",
	    goal_name(GOAL_AVERAGE), tries);
	snprintf(s->header.goal_unlimited, SHARD_HEADER_MAX, "%s%s",
	    s->tries_default ? "goal: " : "", s->tries_default ?
	    goal_name(GOAL_AVERAGE) : "");
	snprintf(line[5], SHARD_HEADER_MAX, "guesses: %s", sv->consistent ?
	    "consistent" : "any");
	if (s->unit_size > 0)
		snprintf(line[6], SHARD_HEADER_MAX, "first: %s, units of at "
		    "most %zu secrets", code, s->unit_size);
	else
		snprintf(line[6], SHARD_HEADER_MAX, "first: %s", code);
	snprintf(line[7], SHARD_HEADER_MAX, "table: %016llx",
	    (unsigned long long)optimal_fingerprint(sv->optimal));
}

FILE *
shard_file_open(const char *name)
{
	int fd = open(name, O_RDONLY | O_NONBLOCK), flags;
	FILE *in;

	if (fd == -1)
		return NULL;
	if ((flags = fcntl(fd, F_GETFL)) == -1 ||
	    fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) == -1 ||
	    (in = fdopen(fd, "r")) == NULL) {
		int saved = errno;

		close(fd);
		errno = saved;
		return NULL;
	}
	return in;
}

struct optimal_plan *
shard_plan(const struct shard_search *s, unsigned shards)
{
	const struct solver *sv = s->sv;

	if (s->ranking != NULL)
		return optimal_plan_ranking(sv->optimal, sv->secret_left,
		    sv->secret_count, s->ranking, shards);
	return optimal_plan(sv->optimal, sv->secret_left, sv->secret_count,
	    sv->played, s->first, shards, s->unit_size);
}

int
shard_file_read(FILE *in, const char *name, const struct shard_search *s,
    struct optimal_plan **p, unsigned *index, unsigned *count, int seed,
    char *why)
{
	unsigned line = SHARD_HEADER_LINES + 1, want = *count;

	if (shard_header_read(in, name, &s->header, index, count, why,
	    SHARD_WHY_MAX) == -1)
		return -1;
	if (*p != NULL && *count != want) {
		snprintf(why, SHARD_WHY_MAX, "%.*s:%u: shard %u of %u, not of "
		    "%u as %s", SHARD_NAME_SHOWN, name, line, *index, *count,
		    want, seed ? "the files before it" : "I/K says");
		return -1;
	}
	if (*p == NULL && (*p = shard_plan(s, *count)) == NULL) {
		snprintf(why, SHARD_WHY_MAX, "out of memory");
		return -1;
	}
	return optimal_shard_read(s->sv->optimal, *p, *index, in, name, &line,
	    seed, why, SHARD_WHY_MAX);
}

/* Returns the bytes of path's folder, its last slash with it (0: none). */
static size_t
folder_length(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash != NULL ? (size_t)(slash - path) + 1 : 0;
}

/*
 * Writes into folder (SHARD_NAME_SHOWN bytes) the folder of path as
 * opendir() takes it: "." if it has none, "/" for the root.
 */
static void
folder_name(const char *path, char *folder)
{
	size_t n = folder_length(path);

	snprintf(folder, SHARD_NAME_SHOWN, "%.*s", n == 0 ? 1 : n == 1 ? 1 :
	    (int)n - 1, n == 0 ? "." : path);
}

/*
 * Returns the name of a hidden file beside path: DIR/.BASE and then
 * suffix (malloc()ed), or NULL if memory runs out.
 */
static char *
beside(const char *path, const char *suffix)
{
	size_t n = folder_length(path);
	size_t size = strlen(path) + strlen(suffix) + 2;
	char *name = malloc(size);

	if (name != NULL)
		snprintf(name, size, "%.*s.%s%s", (int)n, path, path + n,
		    suffix);
	return name;
}

/* Sets host (HOST_MAX bytes) to this machine's name, dots and all. */
static void
host_name(char *host)
{
	if (gethostname(host, HOST_MAX) == -1)
		snprintf(host, HOST_MAX, "unknown");
	host[HOST_MAX - 1] = '\0';
	for (char *c = host; *c != '\0'; c++)
		if (*c == '/')
			*c = '_';
}

char *
shard_temporary(const char *path)
{
	char host[HOST_MAX], suffix[HOST_MAX + 48];

	host_name(host);
	snprintf(suffix, sizeof(suffix), ".%s.%ld.XXXXXX", host,
	    (long)getpid());
	return beside(path, suffix);
}

/*
 * Returns 1 if name, an entry of path's folder, is a temporary file of
 * path's shard (shard_temporary()), setting *pid and host (HOST_MAX
 * bytes) to whose.
 */
static int
temporary_of(const char *path, const char *name, long *pid, char *host)
{
	const char *base = path + folder_length(path), *end, *dot;
	size_t n = strlen(base), length;
	char *after;

	if (name[0] != '.' || strncmp(name + 1, base, n) != 0 ||
	    name[n + 1] != '.')
		return 0;
	name += n + 2;			/* HOST.PID.XXXXXX */
	end = name + strlen(name);
	if (end - name < 10 || end[-7] != '.')
		return 0;
	end -= 7;			/* HOST.PID */
	for (dot = end; dot > name && dot[-1] != '.'; dot--)
		;
	if (dot == name || dot == end)
		return 0;
	*pid = strtol(dot, &after, 10);
	if (after != end || *pid <= 0)
		return 0;
	length = (size_t)(dot - 1 - name);
	if (length == 0 || length >= HOST_MAX)
		return 0;
	memcpy(host, name, length);
	host[length] = '\0';
	return 1;
}

/*
 * Removes the temporary file full, of path's shard, left by process pid
 * of host whose, if it is this host's and gone; else names it.
 */
static void
clean_one(const char *command, const char *full, long pid,
    const char *whose, const char *host)
{
	if (strcmp(whose, host) == 0 && pid != (long)getpid() &&
	    kill((pid_t)pid, 0) == -1 && errno == ESRCH && unlink(full) == 0)
		diag("%s: removed %s, the temporary file of a run of this "
		    "shard that ended unfinished (process %ld)", command, full,
		    pid);
	else if (pid != (long)getpid() || strcmp(whose, host) != 0)
		diag("%s: %s is the temporary file of another run of this "
		    "shard (process %ld on %s): remove it once that run is "
		    "over", command, full, pid, whose);
}

void
shard_clean_stale(const char *command, const char *path)
{
	char folder[SHARD_NAME_SHOWN], host[HOST_MAX], whose[HOST_MAX];
	size_t n = folder_length(path);
	struct dirent *e;
	char *full;
	long pid;
	DIR *d;

	folder_name(path, folder);
	if ((d = opendir(folder)) == NULL)
		return;
	host_name(host);
	while ((e = readdir(d)) != NULL) {
		size_t size = n + strlen(e->d_name) + 1;

		if (!temporary_of(path, e->d_name, &pid, whose))
			continue;
		if ((full = malloc(size)) == NULL)
			break;
		snprintf(full, size, "%.*s%s", (int)n, path, e->d_name);
		clean_one(command, full, pid, whose, host);
		free(full);
	}
	closedir(d);
}

FILE *
shard_file_begin(char *temp, const struct shard_search *s, unsigned index,
    unsigned count)
{
	mode_t mask = umask(0);
	int fd, error;
	FILE *out;

	umask(mask);	/* read, then put back */
	if ((fd = mkstemp(temp)) == -1)
		return NULL;
	fchmod(fd, 0666 & ~mask);	/* mkstemp() made it 0600 */
	if ((out = fdopen(fd, "w")) == NULL) {
		error = errno;
		close(fd);
		unlink(temp);
		errno = error;
		return NULL;
	}
	shard_header_write(out, &s->header, index, count);
	return out;
}

int
shard_file_end(FILE *out)
{
	int status = fflush(out) == EOF || ferror(out) ||
	    fsync(fileno(out)) == -1 ? -1 : 0;

	if (fclose(out) == EOF)
		status = -1;
	return status;
}

int
shard_file_rename(const char *temp, const char *path)
{
	char folder[SHARD_NAME_SHOWN];
	int fd;

	if (rename(temp, path) == -1)
		return -1;
	folder_name(path, folder);
	if ((fd = open(folder, O_RDONLY)) != -1) {
		fsync(fd);	/* some systems refuse a folder: no matter */
		close(fd);
	}
	return 0;
}

/* The kind of file of mode st_mode, for a message: "a directory". */
static const char *
file_kind(mode_t mode)
{
	return S_ISDIR(mode) ? "a directory" : S_ISFIFO(mode) ? "a FIFO" :
	    S_ISCHR(mode) ? "a character device" : S_ISBLK(mode) ?
	    "a block device" : S_ISSOCK(mode) ? "a socket" : "not a file";
}

int
shard_check_files(const char *command, const char *writes,
    char *const files[], size_t count)
{
	struct stat st;

	if (writes != NULL && stat(writes, &st) == 0 && !S_ISREG(st.st_mode)) {
		diag("%s: %s: %s, not a file a shard can write", command,
		    writes, file_kind(st.st_mode));
		return EXIT_SYSTEM;
	}
	if (writes != NULL && access(writes, F_OK) == 0 &&
	    access(writes, R_OK) == -1) {
		diag("%s: %s: %s; not overwritten", command, writes,
		    strerror(errno));
		return EXIT_SYSTEM;
	}
	for (size_t i = 0; i < count; i++) {
		if (stat(files[i], &st) == -1 || access(files[i], R_OK) == -1) {
			diag("%s: %s: %s", command, files[i], strerror(errno));
			return EXIT_SYSTEM;
		}
		if (S_ISDIR(st.st_mode)) {
			diag("%s: %s: %s, not a shard's file", command,
			    files[i], file_kind(st.st_mode));
			return EXIT_SYSTEM;
		}
	}
	return EXIT_OK;
}

int
shard_keeper_begin(struct shard_keeper *k, const struct shard_search *s,
    unsigned index, unsigned count, const char *path)
{
	*k = (struct shard_keeper){ s, index, count, beside(path, ".resume"),
	    -1, 0 };
	return k->name != NULL ? 0 : -1;
}

void
shard_keeper_end(struct shard_keeper *k)
{
	free(k->name);
	k->name = NULL;
}

void
shard_keep(struct optimal *o, void *keeper)
{
	struct shard_keeper *k = keeper;
	char *temp = shard_temporary(k->name);
	FILE *out;
	long count = -1;

	errno = 0;	/* what fails without an errno says so */
	if (temp != NULL && (out = shard_file_begin(temp, k->s, k->index,
	    k->count)) != NULL) {
		count = optimal_keep_write(o, out);
		if (shard_file_end(out) == -1 || count < 0 ||
		    rename(temp, k->name) == -1) {
			unlink(temp);
			count = -1;
		}
	}
	if (count >= 0)
		k->kept = count;
	else if (!k->failed) {
		diag("%s: %s: %s; the search is not kept", k->s->command,
		    k->name, errno != 0 ? strerror(errno) : "out of memory");
		k->failed = 1;
	}
	free(temp);
}

/*
 * Reads the keeper's file in, of the keeper's shard, into the search if
 * store (else checks it whole); *count: its sets.  Returns 0, or -1 with
 * why.
 */
static int
keep_pass(FILE *in, const struct shard_keeper *k, int store, long *count,
    char *why)
{
	unsigned index, shards, line = SHARD_HEADER_LINES + 1;

	if (shard_header_read(in, k->name, &k->s->header, &index, &shards,
	    why, SHARD_WHY_MAX) == -1)
		return -1;
	if (index != k->index || shards != k->count) {
		snprintf(why, SHARD_WHY_MAX, "%.*s:%u: shard %u of %u, not "
		    "this one", SHARD_NAME_SHOWN, k->name, line, index, shards);
		return -1;
	}
	return optimal_keep_read(k->s->sv->optimal, in, k->name, &line, store,
	    count, why, SHARD_WHY_MAX);
}

void
shard_resume(const struct shard_keeper *k)
{
	FILE *in = fopen(k->name, "r");
	char why[SHARD_WHY_MAX];
	long count = 0;
	int status = 0;

	if (in == NULL)
		return;
	for (int store = 0; store <= 1 && status == 0; store++) {
		rewind(in);
		status = keep_pass(in, k, store, &count, why);
	}
	fclose(in);
	if (status == -1)
		diag("%s: %s; not used: the shard starts afresh", k->s->command,
		    why);
	else
		diag("%s: shard %u of %u resumes from %s: %ld sets its stopped "
		    "run kept", k->s->command, k->index, k->count, k->name,
		    count);
}
