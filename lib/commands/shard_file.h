/*
 * shard_file: a shard's file on disk, as code shard writes and reads it:
 * a few lines that name the search (each must be the reader's own), a
 * line "shard: I of K", then what optimal_shard() writes; written under
 * a temporary name beside it and renamed whole; and the file beside it
 * where a shard keeps its search as it runs, to resume from.
 */

#ifndef CODE_COMMANDS_SHARD_FILE_H
#define CODE_COMMANDS_SHARD_FILE_H

#include <stdio.h>

#include "../core/variant.h"
#include "../optimal/optimal.h"
#include "../optimal/shard/shard.h"
#include "../solver/solver.h"

#define SHARD_WHY_MAX		(SHARD_HEADER_MAX * 2 + SHARD_NAME_SHOWN)

/* The search a shard's file is of, and the lines that name it. */
struct shard_search {
	const char *command;	/* in messages: "shard run" */
	struct solver *sv;	/* set up, its optimal search goal average */
	size_t first;		/* the opening, or SIZE_MAX: the best */
	const struct optimal_rank_ask *ranking;	/* asked, or NULL */
	size_t unit_size;	/* --unit-size: 0, none */
	int tries_default;	/* the variant's own try limit: files that
				   name none are read as of it */
	struct shard_header header;	/* the lines that name it */
};

/*
 * Opens the file name to read, as fopen() does, but without waiting for
 * a writer: a FIFO that none has open reads as empty.  Returns NULL
 * with errno set if it cannot.
 */
FILE	*shard_file_open(const char *name);

/* Writes the lines that name the search s into s->header. */
void	shard_search_name(struct shard_search *s);

/*
 * Returns the plan of s over shards (optimal_plan(), or
 * optimal_plan_ranking() for a ranking), or NULL if memory runs out or
 * the search was stopped.
 */
struct optimal_plan	*shard_plan(const struct shard_search *s,
			    unsigned shards);

/*
 * Reads a shard's file, in (name): its header must be s's and its shard
 * index of *count shards (the plan's, or any if *p is NULL: then the
 * plan is made for the file's count), and what it holds of the plan's
 * units, which the memo takes if seed.  Returns 0, or -1 with why
 * (SHARD_WHY_MAX bytes).
 */
int	shard_file_read(FILE *in, const char *name,
	    const struct shard_search *s, struct optimal_plan **p,
	    unsigned *index, unsigned *count, int seed, char *why);

/*
 * Returns the template of a temporary file beside path, hidden, of this
 * process on this host: DIR/.BASE.HOST.PID.XXXXXX (malloc()ed), for
 * mkstemp(); NULL if memory runs out.
 */
char	*shard_temporary(const char *path);

/*
 * Creates the temporary file of the template temp (mkstemp() fills it
 * in) with the permissions open(0666) would give it, and begins it with
 * the lines that name s and shard index of count.  Returns it, or NULL
 * with errno, leaving no file.
 */
FILE	*shard_file_begin(char *temp, const struct shard_search *s,
	    unsigned index, unsigned count);

/* Ends a file written, on disk; returns 0, or -1 with errno. */
int	shard_file_end(FILE *out);

/*
 * Renames temp, written, path, and flushes path's folder to disk, the
 * rename with it.  Returns 0, or -1 with errno.
 */
int	shard_file_rename(const char *temp, const char *path);

/*
 * Looks in the folder of path for temporary files of its shard left by
 * runs that ended without renaming them (killed): one of a process of
 * this host that no longer is, is removed, and said so; one of another
 * host, or of a process that still is, is named, for its owner to
 * remove.
 */
void	shard_clean_stale(const char *command, const char *path);

/*
 * Checks, before any search, the file a shard writes (NULL: none), which
 * must be nothing or a file this process can read, and the count files
 * it reads, each one to read (a file, a FIFO).  Returns EXIT_OK, or
 * having said why EXIT_SYSTEM.
 */
int	shard_check_files(const char *command, const char *writes,
	    char *const files[], size_t count);

/* What a shard keeps of its search as it runs (optimal_keeping()). */
struct shard_keeper {
	const struct shard_search *s;
	unsigned index, count;	/* the shard */
	char *name;		/* DIR/.BASE.resume, beside the shard's file */
	long kept;		/* the sets kept last, or -1 */
	int failed;		/* and said so */
};

/*
 * Makes k the keeper of the search of s's shard index of count, whose
 * file is path.  Returns 0, or -1 if memory runs out.
 */
int	shard_keeper_begin(struct shard_keeper *k,
	    const struct shard_search *s, unsigned index, unsigned count,
	    const char *path);
void	shard_keeper_end(struct shard_keeper *k);

/*
 * Writes what the search o holds into the keeper's file (k), by a
 * temporary file renamed: called by the watch as the search runs, and
 * once more when it stops.  Says the first failure.
 */
void	shard_keep(struct optimal *o, void *k);

/*
 * Reads the keeper's file, if there is one, into the search: checked
 * whole first, then stored.  One that cannot be used is said and left.
 */
void	shard_resume(const struct shard_keeper *k);

#endif
