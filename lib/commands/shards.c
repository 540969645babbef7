/*
 * code analyze --shard and --merge (shards.h).  A shard's file is a few
 * lines that name the search (each must be the merge's own), a line
 * "shard: I of K", then what optimal_shard() writes.
 */

#include "shards.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "../codes/space.h"
#include "../core/diag.h"
#include "../core/output.h"
#include "../core/splitmix.h"
#include "../core/status.h"
#include "../core/fnv.h"
#include "../core/variant.h"
#include "../optimal/optimal.h"
#include "../optimal/shard/shard.h"

#define HEADER_LINES	SHARD_HEADER_LINES	/* that name the search */
#define HEADER_MAX	SHARD_HEADER_MAX
#define FIRST_MAX	VARIANT_TEXT_MAX	/* the first guess, or the table */
#define WHY_MAX		(HEADER_MAX * 2 + PATH_SHOWN)
#define PATH_SHOWN	SHARD_NAME_SHOWN	/* of a file's name in a message */

/*
 * Writes into text (FIRST_MAX bytes) what a table of first guesses asks
 * (set->table): which guesses (all, or how many listed and a hash of
 * them in order), how many best exactly and the total up to which all.
 */
static void
table_asked(const struct codebreaker_settings *set, char *text)
{
	const struct optimal_rank_ask *ask = set->table;
	uint64_t h = FNV_OFFSET;
	char top[32] = "all";

	for (size_t i = 0; ask->only != NULL && i < ask->count; i++)
		h = fnv_step(h, ask->only[i]);
	if (ask->top != SIZE_MAX)
		snprintf(top, sizeof(top), "%zu", ask->top);
	if (ask->only == NULL)
		snprintf(text, FIRST_MAX, "table of all, top %s, above %llu",
		    top, (unsigned long long)ask->above);
	else
		snprintf(text, FIRST_MAX, "table of %zu listed (%016llx), "
		    "top %s, above %llu", ask->count, (unsigned long long)h,
		    top, (unsigned long long)ask->above);
}

static void
make_header(struct shard_header *h, const struct codebreaker_settings *set,
    const struct solver *sv, size_t first)
{
	char colours[VARIANT_SET_MAX], code[FIRST_MAX] = "best", deep[32] = "";

	variant_colour_set(sv->variant, colours);
	if (set->table != NULL)
		table_asked(set, code);
	else if (first != SIZE_MAX)
		variant_write(sv->variant, space_code(&sv->guesses, first),
		    sv->guesses.length, code);
	snprintf(h->line[0], HEADER_MAX, "code-shard 1");
	snprintf(h->line[1], HEADER_MAX, "version: %s %s", PROGRAM_NAME,
	    PROGRAM_VERSION);
	snprintf(h->line[2], HEADER_MAX, "variant: %s", sv->variant->name);
	snprintf(h->line[3], HEADER_MAX, "rules: colours %s, length %zu, "
	    "distinct %s", colours, sv->guesses.length,
	    variant_distinct_name(sv->variant));
	snprintf(h->line[4], HEADER_MAX, "goal: %s", goal_name(set->goal));
	snprintf(h->line[5], HEADER_MAX, "guesses: %s", sv->consistent ?
	    "consistent" : "any");
	if (set->unit_depth > 1)
		snprintf(deep, sizeof(deep), ", %u sets deep", set->unit_depth);
	if (set->unit_size > 0)
		snprintf(h->line[6], HEADER_MAX, "first: %s, units of at most "
		    "%zu secrets%s", code, set->unit_size, deep);
	else
		snprintf(h->line[6], HEADER_MAX, "first: %s", code);
	snprintf(h->line[7], HEADER_MAX, "table: %016llx",
	    (unsigned long long)optimal_fingerprint(sv->optimal));
}

/* Reads the lines that begin a shard's file (shard_header_read()). */
static int
read_header(FILE *in, const char *name, const struct shard_header *h,
    unsigned *index, unsigned *count, char *why)
{
	return shard_header_read(in, name, h, index, count, why, WHY_MAX);
}

/*
 * Returns the plan of set's search over shards (optimal_plan(), or
 * optimal_plan_ranking() for a table), or NULL if memory runs out.
 */
static struct optimal_plan *
new_plan(const struct codebreaker_settings *set, struct solver *sv,
    size_t first, unsigned shards)
{
	if (set->table != NULL)
		return optimal_plan_ranking(sv->optimal, sv->secret_left,
		    sv->secret_count, set->table, shards);
	return optimal_plan(sv->optimal, sv->secret_left, sv->secret_count,
	    sv->played, first, shards, set->unit_size);
}

/*
 * Reads a shard's file, in (name): its header must be h's and its shard
 * index of count (the plan's, or any if *p is NULL: then the plan is
 * made for the file's count), and what it holds of the plan's units, which
 * the memo takes if seed.  Returns 0, or -1 with why.
 */
static int
read_shard(FILE *in, const char *name, const struct shard_header *h,
    const struct codebreaker_settings *set, struct solver *sv, size_t first,
    struct optimal_plan **p, unsigned *index, unsigned *count, int seed,
    char *why)
{
	unsigned line = HEADER_LINES + 1, want = *count;

	if (read_header(in, name, h, index, count, why) == -1)
		return -1;
	if (*p != NULL && *count != want) {
		snprintf(why, WHY_MAX, "%.*s:%u: shard %u of %u, not of %u as "
		    "%s", PATH_SHOWN, name, line, *index, *count, want,
		    seed ? "the files before it" : "--shard says");
		return -1;
	}
	if (*p == NULL && (*p = new_plan(set, sv, first, *count)) == NULL) {
		snprintf(why, WHY_MAX, "out of memory");
		return -1;
	}
	return optimal_shard_read(sv->optimal, *p, *index, in, name, &line,
	    seed, why, WHY_MAX);
}

/* Bytes of a host's name in a temporary file's (HOST_NAME_MAX is 255). */
#define HOST_MAX	256

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

/*
 * Returns the template of a temporary file beside path, hidden, of this
 * process on this host: DIR/.BASE.HOST.PID.XXXXXX (malloc()ed), for
 * mkstemp(), which makes the name unique; NULL if memory runs out.
 */
static char *
temporary_template(const char *path)
{
	const char *slash = strrchr(path, '/');
	size_t dir = slash != NULL ? (size_t)(slash - path) + 1 : 0;
	char host[HOST_MAX];
	size_t size = strlen(path) + HOST_MAX + 48;
	char *name = malloc(size);

	host_name(host);
	if (name != NULL)
		snprintf(name, size, "%.*s.%s.%s.%ld.XXXXXX", (int)dir, path,
		    path + dir, host, (long)getpid());
	return name;
}

/*
 * Returns 1 if name, an entry of path's directory, is a temporary file of
 * path's shard (temporary_template()), setting *pid and host (HOST_MAX
 * bytes) to whose.
 */
static int
temporary_of(const char *path, const char *name, long *pid, char *host)
{
	const char *slash = strrchr(path, '/'), *base = slash ? slash + 1 :
	    path, *end, *dot;
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
 * Looks in the directory of path for temporary files of its shard left by
 * runs that ended without renaming them (killed): one of a process of
 * this host that no longer is, is removed, and said so; one of another
 * host, or of a process that still is (another run of the same shard, or
 * a process that took the pid over), is named, for its owner to remove.
 */
static void
clean_stale(const char *path)
{
	const char *slash = strrchr(path, '/');
	char dir[PATH_SHOWN], host[HOST_MAX], whose[HOST_MAX], *full;
	struct dirent *e;
	DIR *d;

	snprintf(dir, sizeof(dir), "%.*s", slash == NULL ? 1 :
	    (int)(slash - path) + (slash == path), slash == NULL ? "." : path);
	if ((d = opendir(dir)) == NULL)
		return;
	host_name(host);
	while ((e = readdir(d)) != NULL) {
		long pid;
		size_t size;

		if (!temporary_of(path, e->d_name, &pid, whose))
			continue;
		size = strlen(dir) + strlen(e->d_name) + 2;
		if ((full = malloc(size)) == NULL)
			break;
		snprintf(full, size, "%s%s%s", slash != NULL ? dir : "",
		    slash != NULL && slash != path ? "/" : "", e->d_name);
		if (strcmp(whose, host) == 0 && pid != (long)getpid() &&
		    kill((pid_t)pid, 0) == -1 && errno == ESRCH &&
		    unlink(full) == 0)
			diag("analyze: removed %s, the temporary file of a run "
			    "of this shard that ended unfinished (process %ld)",
			    full, pid);
		else if (pid != (long)getpid() || strcmp(whose, host) != 0)
			diag("analyze: %s is the temporary file of another run "
			    "of this shard (process %ld on %s): remove it once "
			    "that run is over", full, pid, whose);
		free(full);
	}
	closedir(d);
}

/* Flushes the directory of path to disk, its rename with it. */
static void
sync_directory(const char *path)
{
	const char *slash = strrchr(path, '/');
	char dir[PATH_SHOWN];
	int fd;

	snprintf(dir, sizeof(dir), "%.*s", slash == NULL ? 1 :
	    (int)(slash - path) + (slash == path), slash == NULL ? "." : path);
	if ((fd = open(dir, O_RDONLY)) != -1) {
		fsync(fd);	/* some systems refuse a directory: no matter */
		close(fd);
	}
}

/*
 * Returns EXIT_OK if set's shard file is there, complete and of this very
 * shard (said so), -1 if there is none, or EXIT_INPUT (said why).
 */
static int
done_already(const struct codebreaker_settings *set, struct solver *sv,
    const struct shard_header *h, struct optimal_plan *p, size_t first)
{
	FILE *in = fopen(set->shard_file, "r");
	char why[WHY_MAX];
	unsigned index, count = set->shard_count;
	int status;

	if (in == NULL && errno == ENOENT)
		return -1;
	if (in == NULL) {
		diag("analyze: %s: %s; not overwritten", set->shard_file,
		    strerror(errno));
		return EXIT_SYSTEM;
	}
	status = read_shard(in, set->shard_file, h, set, sv, first, &p, &index,
	    &count, 0, why);
	fclose(in);
	if (status == 0 && index != set->shard_index) {
		snprintf(why, sizeof(why), "%s:%d: shard %u of %u, not %u",
		    set->shard_file, HEADER_LINES + 1, index, count,
		    set->shard_index);
		status = -1;
	}
	if (status == -1) {
		diag("analyze: %s; not overwritten (remove it to run the "
		    "shard again)", why);
		return EXIT_INPUT;
	}
	diag("analyze: %s: shard %u of %u is done already: nothing to do",
	    set->shard_file, index, count);
	return EXIT_OK;
}

/* Ends a file written; returns 0, or -1 with errno. */
static int
finish(FILE *out)
{
	int status = fflush(out) == EOF || ferror(out) ||
	    fsync(fileno(out)) == -1 ? -1 : 0;

	if (fclose(out) == EOF)
		status = -1;
	return status;
}

/* What a shard keeps of its search as it runs (optimal_keeping()). */
struct keeper {
	const struct codebreaker_settings *set;
	const struct shard_header *h;
	char *name;		/* DIR/.BASE.resume, beside the shard's file */
	long kept;		/* the sets kept last, or -1 */
	int failed;		/* and said so */
};

#define CHECKPOINT_DEFAULT	600	/* seconds between keepings */

/*
 * Returns the name of the file where the shard of path keeps its search:
 * DIR/.BASE.resume (malloc()ed), or NULL if memory runs out.
 */
static char *
keep_name(const char *path)
{
	const char *slash = strrchr(path, '/');
	size_t dir = slash != NULL ? (size_t)(slash - path) + 1 : 0;
	size_t size = strlen(path) + 16;
	char *name = malloc(size);

	if (name != NULL)
		snprintf(name, size, "%.*s.%s.resume", (int)dir, path,
		    path + dir);
	return name;
}

/*
 * Creates the temporary file of the template temp (mkstemp() fills it
 * in) with the permissions open(0666) would give it, and begins it with
 * the lines that name the search h and set's shard.  Returns it, or NULL
 * with errno, leaving no file.
 */
static FILE *
begin_temporary(char *temp, const struct shard_header *h,
    const struct codebreaker_settings *set)
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
	shard_header_write(out, h, set->shard_index, set->shard_count);
	return out;
}

/*
 * Writes what the search o holds into the keeper's file (arg), by a
 * temporary file renamed: called by the watch as the search runs, and
 * once more when it stops.  Says the first failure.
 */
static void
keep_search(struct optimal *o, void *arg)
{
	struct keeper *k = arg;
	char *temp = temporary_template(k->name);
	FILE *out;
	long count = -1;

	errno = 0;	/* what fails without an errno says so */
	if (temp != NULL && (out = begin_temporary(temp, k->h, k->set)) !=
	    NULL) {
		count = optimal_keep_write(o, out);
		if (finish(out) == -1 || count < 0 ||
		    rename(temp, k->name) == -1) {
			unlink(temp);
			count = -1;
		}
	}
	if (count >= 0)
		k->kept = count;
	else if (!k->failed) {
		diag("analyze: %s: %s; the search is not kept", k->name,
		    errno != 0 ? strerror(errno) : "out of memory");
		k->failed = 1;
	}
	free(temp);
}

/*
 * Reads the keeper's file in, of the keeper's shard, into sv's search if
 * store (else checks it whole); *count: its sets.  Returns 0, or -1 with
 * why.
 */
static int
keep_pass(FILE *in, const struct keeper *k, struct solver *sv, int store,
    long *count, char *why)
{
	unsigned index, shards, line = HEADER_LINES + 1;

	if (read_header(in, k->name, k->h, &index, &shards, why) == -1)
		return -1;
	if (index != k->set->shard_index || shards != k->set->shard_count) {
		snprintf(why, WHY_MAX, "%.*s:%u: shard %u of %u, not this one",
		    PATH_SHOWN, k->name, line, index, shards);
		return -1;
	}
	return optimal_keep_read(sv->optimal, in, k->name, &line, store,
	    count, why, WHY_MAX);
}

/*
 * Reads the keeper's file, if there is one, into sv's search: checked
 * whole first, then stored.  One that cannot be used is said and left.
 */
static void
keep_resume(const struct keeper *k, struct solver *sv)
{
	FILE *in = fopen(k->name, "r");
	char why[WHY_MAX];
	long count = 0;
	int status = 0;

	if (in == NULL)
		return;
	for (int store = 0; store <= 1 && status == 0; store++) {
		rewind(in);
		status = keep_pass(in, k, sv, store, &count, why);
	}
	fclose(in);
	if (status == -1)
		diag("analyze: %s; not used: the shard starts afresh", why);
	else
		diag("analyze: shard %u of %u resumes from %s: %ld sets its "
		    "stopped run kept", k->set->shard_index,
		    k->set->shard_count, k->name, count);
}

/* The exit status of a search stopped by why, EXIT_SYSTEM if not stopped. */
static const int stop_status[] = { EXIT_SYSTEM, EXIT_INTERRUPTED,
	EXIT_TERMINATED, EXIT_TIME_LIMIT };

/*
 * The status of a shard stopped, or EXIT_SYSTEM (memory ran out), its
 * search kept (k) if it was stopped and k is not NULL.
 */
static int
shard_stopped(const struct codebreaker_settings *set, struct solver *sv,
    struct keeper *k)
{
	enum optimal_stop why = optimal_stopped(sv->optimal);

	if (why == OPTIMAL_FINISHED)
		diag("analyze: shard %u of %u: out of memory; %s not written",
		    set->shard_index, set->shard_count, set->shard_file);
	else if (k != NULL && (keep_search(sv->optimal, k), k->kept >= 0))
		diag("analyze: shard %u of %u stopped by %s; %s not written; "
		    "its search is kept in %s (run it again to resume)",
		    set->shard_index, set->shard_count,
		    optimal_stop_name(why), set->shard_file, k->name);
	else
		diag("analyze: shard %u of %u stopped by %s; %s not written "
		    "(run it again)", set->shard_index, set->shard_count,
		    optimal_stop_name(why), set->shard_file);
	return stop_status[why];
}

/*
 * Runs the shard of plan p into a temporary file made of the template
 * temp, then renames it set->shard_file and syncs the directory.
 */
static int
write_shard(const struct codebreaker_settings *set, struct solver *sv,
    const struct shard_header *h, struct optimal_plan *p, char *temp,
    struct keeper *k)
{
	FILE *out = begin_temporary(temp, h, set);
	int status = EXIT_SYSTEM;

	if (out == NULL) {
		diag("analyze: %s: %s", temp, strerror(errno));
		return EXIT_SYSTEM;
	}
	if (optimal_shard(sv->optimal, p, set->shard_index, out) == -1) {
		fclose(out);
		status = shard_stopped(set, sv, k);
	} else if (finish(out) == -1 || rename(temp, set->shard_file) == -1)
		diag("analyze: %s: %s", set->shard_file, strerror(errno));
	else {
		sync_directory(set->shard_file);
		unlink(k->name);	/* done: nothing more to resume */
		return EXIT_OK;
	}
	unlink(temp);
	return status;
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
shards_check_files(const struct codebreaker_settings *set,
    char *const files[], size_t count)
{
	struct stat st;

	if (set->shard && stat(set->shard_file, &st) == 0 &&
	    !S_ISREG(st.st_mode)) {
		diag("analyze: %s: %s, not a file --shard can write",
		    set->shard_file, file_kind(st.st_mode));
		return EXIT_SYSTEM;
	}
	if (set->shard && access(set->shard_file, F_OK) == 0 &&
	    access(set->shard_file, R_OK) == -1) {
		diag("analyze: %s: %s; not overwritten", set->shard_file,
		    strerror(errno));
		return EXIT_SYSTEM;
	}
	for (size_t i = 0; (set->merge || set->shard) && i < count; i++) {
		if (stat(files[i], &st) == -1 || access(files[i], R_OK) == -1) {
			diag("analyze: %s: %s", files[i], strerror(errno));
			return EXIT_SYSTEM;
		}
		if (S_ISDIR(st.st_mode)) {
			diag("analyze: %s: %s, not a shard's file", files[i],
			    file_kind(st.st_mode));
			return EXIT_SYSTEM;
		}
	}
	return EXIT_OK;
}

/*
 * Reads the count files of other shards of plan p, as facts of their
 * jobs alone (not into the memo: a limit they lower is all they change,
 * and what the shard writes is true whatever they say).  Returns EXIT_OK,
 * or an exit status having said why.
 */
static int
read_known(const struct codebreaker_settings *set, struct solver *sv,
    size_t first, const struct shard_header *h, struct optimal_plan *p,
    char *const files[], size_t count)
{
	char why[WHY_MAX];

	for (size_t i = 0; i < count; i++) {
		FILE *in = fopen(files[i], "r");
		unsigned index, shards = set->shard_count;
		int status;

		if (in == NULL) {
			diag("analyze: %s: %s", files[i], strerror(errno));
			return EXIT_SYSTEM;
		}
		status = read_shard(in, files[i], h, set, sv, first, &p,
		    &index, &shards, 0, why);
		fclose(in);
		if (status == -1) {
			diag("analyze: %s", why);
			return EXIT_INPUT;
		}
		if (index == set->shard_index) {
			diag("analyze: %s: shard %u of %u, the one --shard "
			    "runs", files[i], index, shards);
			return EXIT_INPUT;
		}
	}
	return EXIT_OK;
}

int
shards_run(const struct codebreaker_settings *set, struct solver *sv,
    size_t first, char *const files[], size_t count)
{
	struct optimal_plan *p = new_plan(set, sv, first, set->shard_count);
	size_t units, secrets, all;
	struct shard_header h;
	char *temp = temporary_template(set->shard_file);
	int status;

	struct keeper k = { set, &h, keep_name(set->shard_file), -1, 0 };

	if (p == NULL || temp == NULL || k.name == NULL) {
		optimal_plan_free(p);
		free(temp);
		free(k.name);
		return shard_stopped(set, sv, NULL);
	}
	make_header(&h, set, sv, first);
	clean_stale(set->shard_file);
	clean_stale(k.name);
	if ((status = done_already(set, sv, &h, p, first)) == -1 &&
	    (status = read_known(set, sv, first, &h, p, files, count)) ==
	    EXIT_OK) {
		optimal_plan_size(p, set->shard_index, &units, &secrets, &all);
		keep_resume(&k, sv);
		optimal_keeping(sv->optimal, set->checkpoint > 0 ?
		    set->checkpoint : CHECKPOINT_DEFAULT, keep_search, &k);
		status = write_shard(set, sv, &h, p, temp, &k);
		if (status == EXIT_OK && optimal_plan_by_first(p))
			diag("analyze: shard %u of %u: %zu of the %zu first "
			    "guesses solved, written to %s", set->shard_index,
			    set->shard_count, units, all, set->shard_file);
		else if (status == EXIT_OK && set->unit_size > 0)
			diag("analyze: shard %u of %u: %zu of the %zu jobs "
			    "(parts of %zu first %s and below them) solved, "
			    "written to %s", set->shard_index, set->shard_count,
			    units, all, optimal_plan_firsts(p),
			    plural(optimal_plan_firsts(p), "guess", "guesses"),
			    set->shard_file);
		else if (status == EXIT_OK)
			diag("analyze: shard %u of %u: %zu of the %zu parts of "
			    "%zu first %s solved, written to %s",
			    set->shard_index, set->shard_count, units, all,
			    optimal_plan_firsts(p),
			    plural(optimal_plan_firsts(p), "guess", "guesses"),
			    set->shard_file);
	}
	optimal_plan_free(p);
	free(temp);
	free(k.name);
	return status;
}

/*
 * Reads the shard file name into sv's search with the others read so far
 * (seen: their indices, of *p's count).  Returns EXIT_OK, or an exit
 * status having said why.
 */
static int
merge_one(const char *name, const struct shard_header *h,
    const struct codebreaker_settings *set, struct solver *sv, size_t first,
    struct optimal_plan **p, unsigned *count, const char **seen)
{
	FILE *in = fopen(name, "r");
	char why[WHY_MAX];
	unsigned index;
	int status;

	if (in == NULL) {
		diag("analyze: %s: %s", name, strerror(errno));
		return EXIT_SYSTEM;
	}
	status = read_shard(in, name, h, set, sv, first, p, &index, count, 1,
	    why);
	fclose(in);
	if (status == -1 && optimal_stopped(sv->optimal) != OPTIMAL_FINISHED) {
		diag("analyze: --merge stopped by %s",
		    optimal_stop_name(optimal_stopped(sv->optimal)));
		return stop_status[optimal_stopped(sv->optimal)];
	}
	if (status == -1) {
		diag("analyze: %s", why);
		return EXIT_INPUT;
	}
	if (seen[index] != NULL && strcmp(seen[index], name) == 0) {
		diag("analyze: %s: given twice (shard %u of %u)", name, index,
		    *count);
		return EXIT_INPUT;
	}
	if (seen[index] != NULL) {
		diag("analyze: %s: shard %u of %u, which %s is too: one file "
		    "a shard", name, index, *count, seen[index]);
		return EXIT_INPUT;
	}
	seen[index] = name;
	return EXIT_OK;
}

/*
 * Chooses count of the all units of p at random (into chosen, in
 * increasing order): a partial shuffle of their numbers.
 */
static void
choose_units(size_t all, size_t count, size_t *chosen)
{
	struct timespec now;
	struct splitmix g;
	size_t *order = malloc(all * sizeof(*order));

	clock_gettime(CLOCK_REALTIME, &now);
	g.state = (uint64_t)now.tv_nsec ^ (uint64_t)now.tv_sec << 20 ^
	    (uint64_t)getpid() << 40;
	for (size_t u = 0; order != NULL && u < all; u++)
		order[u] = u;
	for (size_t k = 0; k < count; k++) {
		size_t j = order == NULL ? k : (size_t)splitmix_between(&g, k,
		    all - 1), t;

		if (order == NULL) {	/* no memory to shuffle: the first */
			chosen[k] = k;
			continue;
		}
		t = order[k];
		order[k] = order[j];
		order[j] = t;
		chosen[k] = order[k];
	}
	free(order);
	for (size_t a = 1; a < count; a++)	/* in order, as said */
		for (size_t b = a; b > 0 && chosen[b - 1] > chosen[b]; b--) {
			size_t t = chosen[b];

			chosen[b] = chosen[b - 1];
			chosen[b - 1] = t;
		}
}

/* Returns a search of sv's codes and rules, or NULL having said why. */
static struct optimal *
fresh_search(const struct codebreaker_settings *set, struct solver *sv,
    int *status)
{
	char why[VARIANT_WHY_MAX];
	struct optimal_run run = set->run;
	struct optimal *fresh = optimal_new(&sv->guesses, &sv->secrets,
	    sv->rule, sv->threads, GOAL_AVERAGE, &run, why, status);

	if (fresh == NULL) {
		diag("analyze: --verify: %s", why);
		if (*status == EXIT_USAGE)
			*status = EXIT_SYSTEM;
		return NULL;
	}
	if (sv->consistent)
		optimal_consistent(fresh);
	if (sv->hard != NULL)
		optimal_hard(fresh);
	return fresh;
}

/*
 * Solves claim c of p again in the search fresh and compares it with its
 * file's, saying so of a unit's.  Returns EXIT_OK, or EXIT_INPUT naming
 * the file and line of a claim solved otherwise, or -1 if the search was
 * stopped or ran out of memory.
 */
static int
verify_claim(struct optimal *fresh, const struct optimal_plan *p, size_t c)
{
	uint64_t value, again = optimal_claim_solve(fresh, p, c);
	const char *file;
	unsigned line;
	int exact, unit;

	optimal_claim_read(p, c, &value, &exact, &file, &line, &unit);
	if (again == UINT64_MAX)	/* stopped, or out of memory */
		return -1;
	if (again != value) {
		diag("analyze: %s:%u: %s total of %s%llu, but solved again "
		    "its least total is %llu: not the search's shard", file,
		    line, unit ? "a unit's" : "a fact's", exact ? "" :
		    "at least ", (unsigned long long)value,
		    (unsigned long long)again);
		return EXIT_INPUT;
	}
	if (unit)
		diag("analyze: --verify: %s:%u: %s%llu, %s, as solved again",
		    file, line, exact ? "" : "at least ",
		    (unsigned long long)value, exact ? "the least" :
		    "a bound");
	return EXIT_OK;
}

/*
 * Says why the search fresh did not solve the claim after the first done
 * of count chosen (of_units of them units', first): a signal or the time
 * limit, and how far --verify went, or memory.  Returns the status.
 */
static int
verify_stopped(const struct optimal *fresh, size_t done, size_t of_units,
    size_t count)
{
	enum optimal_stop why = optimal_stopped(fresh);
	size_t units = done < of_units ? done : of_units;

	if (why == OPTIMAL_FINISHED) {
		diag("analyze: --verify: out of memory");
		return EXIT_SYSTEM;
	}
	diag("analyze: --verify stopped by %s: %zu units and %zu facts of the "
	    "%zu chosen solved again, as their files say; no result is "
	    "printed", optimal_stop_name(why), units, done - units, count);
	return stop_status[why];
}

/*
 * Solves again the chosen claims of p (count of them, in increasing
 * order; of all read, units of them units' totals) in a search of their
 * own, that has read no file, and compares each with its file's.
 * Returns EXIT_OK, having said what was solved and what it cost, or
 * EXIT_INPUT naming the file and line of a claim that differs, or
 * EXIT_SYSTEM.
 */
static int
verify_claims(const struct codebreaker_settings *set, struct solver *sv,
    const struct optimal_plan *p, const size_t *chosen, size_t count,
    size_t all, size_t units)
{
	struct optimal_proof proof;
	struct optimal *fresh;
	char solved[64];
	size_t of_units = 0, k = 0;
	int status;

	if ((fresh = fresh_search(set, sv, &status)) == NULL)
		return status;
	while (of_units < count && chosen[of_units] < units)
		of_units++;
	/* (begun first: a signal once this is said stops it) */
	status = optimal_watch_begin(fresh) == -1 ? -1 : EXIT_OK;
	if (all == units)
		diag("analyze: --verify: solving again %zu of the %zu units, "
		    "chosen at random", count, all);
	else
		diag("analyze: --verify: solving again %zu of the %zu units "
		    "and %zu of the %zu facts of first guesses read as bounds, "
		    "chosen at random", of_units, units, count - of_units,
		    all - units);
	for (k = 0; k < count && status == EXIT_OK; k++)
		status = verify_claim(fresh, p, chosen[k]);
	optimal_watch_end(fresh);	/* the proof's seconds: the watch's */
	optimal_proof(fresh, &proof);
	if (status == -1)
		status = verify_stopped(fresh, k > 0 ? k - 1 : 0, of_units,
		    count);
	if (all == units)
		snprintf(solved, sizeof(solved), "%zu units", count);
	else
		snprintf(solved, sizeof(solved), "%zu units and %zu facts",
		    of_units, count - of_units);
	if (status == EXIT_OK)
		diag("analyze: --verify: %s as their files say, solved again "
		    "in %.1f s, %zu sets weighed", solved, proof.seconds,
		    optimal_weighed(fresh));
	optimal_free(fresh);
	return status;
}

/*
 * Verifies the share set->verify of the claims of p that a file gave
 * (optimal_claims(); with --partial, the missing shards' units are the
 * merge's own to solve).  Returns a status.
 */
static int
verify(const struct codebreaker_settings *set, struct solver *sv,
    const struct optimal_plan *p)
{
	size_t claims = optimal_claims(p), count, given = 0, units = 0;
	size_t *read, *chosen;
	int status = EXIT_SYSTEM;

	if ((read = malloc((claims > 0 ? claims : 1) * sizeof(*read))) ==
	    NULL) {
		diag("analyze: out of memory");
		return EXIT_SYSTEM;
	}
	for (size_t c = 0; c < claims; c++) {
		uint64_t value;
		const char *file;
		unsigned line;
		int exact, unit;

		optimal_claim_read(p, c, &value, &exact, &file, &line, &unit);
		if (file != NULL) {
			units += unit != 0;
			read[given++] = c;
		}
	}
	count = (size_t)(((unsigned long long)given * set->verify + 999999) /
	    1000000);
	if (count == 0)
		count = 1;
	if (given == 0)
		status = EXIT_OK;
	else if ((chosen = malloc(count * sizeof(*chosen))) == NULL)
		diag("analyze: out of memory");
	else {
		choose_units(given, count, chosen);
		for (size_t k = 0; k < count; k++)
			chosen[k] = read[chosen[k]];
		status = verify_claims(set, sv, p, chosen, count, given,
		    units);
		free(chosen);
	}
	free(read);
	return status;
}

/*
 * shards_merge(), the plan read left in *p (NULL if none was read).
 */
static int
merge_plan(const struct codebreaker_settings *set, struct solver *sv,
    size_t first, char *const files[], size_t count, struct optimal_plan **pp)
{
	const char **seen = calloc(OPTIMAL_SHARDS_MAX, sizeof(*seen));
	struct optimal_plan *p = NULL;
	unsigned shards = 0;
	struct shard_header h;
	char why[WHY_MAX];
	int status = EXIT_OK, made = 0;

	if (seen == NULL) {
		diag("analyze: out of memory");
		return EXIT_SYSTEM;
	}
	make_header(&h, set, sv, first);
	for (size_t i = 0; i < count && status == EXIT_OK; i++)
		status = merge_one(files[i], &h, set, sv, first, &p, &shards,
		    seen);
	if (status == EXIT_OK)
		for (unsigned i = 0; i < shards; i++)
			if (seen[i] == NULL) {
				diag("analyze: --merge: shard %u of %u is "
				    "missing%s", i, shards, set->partial ?
				    ": its units are searched here" : "");
				status = set->partial ? EXIT_OK : EXIT_INPUT;
			}
	if (status == EXIT_OK && p != NULL && (optimal_plan_check(p, why,
	    sizeof(why)) == -1 || (made = optimal_plan_merge(sv->optimal, p,
	    why, sizeof(why))) == -1)) {
		diag("analyze: %s", why);
		status = EXIT_INPUT;
	} else if (status == EXIT_OK && made == 1) {
		diag("analyze: --merge: %s%s", why, set->partial ?
		    "; it is searched here" : "");
		status = set->partial ? EXIT_OK : EXIT_INPUT;
	}
	if (status == EXIT_OK && set->verify > 0 && p != NULL)
		status = verify(set, sv, p);
	*pp = p;
	free(seen);
	return status;
}

int
shards_merge(const struct codebreaker_settings *set, struct solver *sv,
    size_t first, char *const files[], size_t count)
{
	struct optimal_plan *p;
	int status = merge_plan(set, sv, first, files, count, &p);

	optimal_plan_free(p);
	return status;
}

int
shards_merge_table(const struct codebreaker_settings *set,
    struct solver *sv, char *const files[], size_t count,
    struct optimal_ranked *rows, struct optimal_ranking *r)
{
	struct optimal_plan *p;
	int status = merge_plan(set, sv, SIZE_MAX, files, count, &p);

	if (status == EXIT_OK && p == NULL) {
		diag("analyze: --merge: no shard's file");
		status = EXIT_INPUT;
	}
	if (status == EXIT_OK && optimal_plan_rows(sv->optimal, p, rows,
	    r) == -1) {
		diag("analyze: out of memory");
		status = EXIT_SYSTEM;
	}
	optimal_plan_free(p);
	return status;
}

/* Writes job's path to standard output: each guess and, in brackets, its part. */
static void
write_path(const struct solver *sv, const struct optimal_job *job)
{
	char code[VARIANT_TEXT_MAX];

	for (size_t s = 0; s < job->steps; s++) {
		variant_write(sv->variant, space_code(&sv->guesses,
		    job->guess[s]), sv->guesses.length, code);
		output_printf("%s%s", s > 0 ? " " : "", code);
		if (job->left[s] > 0)
			output_printf(" (%zu)", job->left[s]);
	}
	output_printf("\n");
}

/* A job of a plan, for print_plan() to order by shard. */
struct dealt {
	unsigned shard;
	size_t job;
};

/* Orders dealt jobs by shard, then as the plan lists them. */
static int
by_shard(const void *a, const void *b)
{
	const struct dealt *x = a, *y = b;

	if (x->shard != y->shard)
		return x->shard < y->shard ? -1 : 1;
	return x->job < y->job ? -1 : x->job > y->job;
}

/* Prints plan p's jobs, shard by shard, and returns an exit status. */
static int
print_plan(const struct codebreaker_settings *set, const struct solver *sv,
    const struct optimal_plan *p)
{
	size_t jobs = optimal_plan_jobs(p);
	struct dealt *order = malloc((jobs + 1) * sizeof(*order));
	struct optimal_job job;
	uint64_t all = 0;

	if (order == NULL) {
		diag("analyze: out of memory");
		return EXIT_SYSTEM;
	}
	for (size_t j = 0; j < jobs; j++) {
		optimal_plan_job(p, j, &job);
		all += job.work;
		order[j] = (struct dealt){ job.shard, j };
	}
	qsort(order, jobs, sizeof(*order), by_shard);
	output_printf("plan: %zu jobs over %u shards, %zu first %s", jobs,
	    set->plan, optimal_plan_firsts(p), plural(optimal_plan_firsts(p),
	    "guess", "guesses"));
	if (set->unit_size > 0)
		output_printf(", units of more than %zu secrets dealt below",
		    set->unit_size);
	if (set->unit_size > 0 && set->unit_depth > 1)
		output_printf(", %u sets deep", set->unit_depth);
	output_printf("\nSHARD SECRETS WORK LIMIT PATH\n");
	for (size_t j = 0; j < jobs; j++) {
		optimal_plan_job(p, order[j].job, &job);
		output_printf("%u %zu %.2f%% ", job.shard, job.secrets, all > 0 ?
		    100.0 * (double)job.work / (double)all : 0.0);
		if (job.limit > 0)
			output_printf("%llu ", (unsigned long long)job.limit);
		else
			output_printf("- ");
		write_path(sv, &job);
	}
	free(order);
	return EXIT_OK;
}

int
shards_plan(const struct codebreaker_settings *set, struct solver *sv,
    size_t first)
{
	struct optimal_plan *p = new_plan(set, sv, first, set->plan);
	int status;

	if (p == NULL) {
		diag("analyze: --plan: %s", optimal_stopped(sv->optimal) !=
		    OPTIMAL_FINISHED ? "stopped" : "out of memory");
		return optimal_stopped(sv->optimal) != OPTIMAL_FINISHED ?
		    stop_status[optimal_stopped(sv->optimal)] : EXIT_SYSTEM;
	}
	if (optimal_plan_by_first(p) && set->unit_size > 0) {
		diag("analyze: --unit-size: this search is dealt by first "
		    "guess (%zu of them), not by parts", optimal_plan_firsts(p));
		status = EXIT_USAGE;
	} else
		status = print_plan(set, sv, p);
	optimal_plan_free(p);
	return status;
}
