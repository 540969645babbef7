/*
 * shards: code analyze --strategy=optimal split over processes: a shard
 * (--shard=I/K --shard-file=FILE) solves its part of the search and
 * writes its file atomically; a merge (--merge FILE...) reads the K files
 * into the search, which then prints what a single run prints.
 */

#ifndef CODE_COMMANDS_SHARDS_H
#define CODE_COMMANDS_SHARDS_H

#include <stddef.h>

#include "../optimal/optimal.h"
#include "../solver/solver.h"
#include "codebreaker.h"

/*
 * Checks the files of set before any search: --shard-file's name, and
 * what is there (nothing, or a file this process can read, which is kept
 * if it is the shard's); --merge's count files, each one to read (a file,
 * a FIFO).  Returns EXIT_OK, or having said why EXIT_USAGE (an empty
 * name) or EXIT_SYSTEM.
 */
int	shards_check_files(const struct codebreaker_settings *set,
	    char *const files[], size_t count);

/*
 * Prints on standard output how sv's optimal search (first as
 * shards_run() takes it) is dealt to set->plan shards: a line a job, its
 * shard, secrets, share of the work and path.  Returns an exit status.
 */
int	shards_plan(const struct codebreaker_settings *set, struct solver *sv,
	    size_t first);

/*
 * Runs shard set->shard_index of set->shard_count of sv's optimal search
 * (among the strategies that open with first, or any: SIZE_MAX) and
 * writes set->shard_file, by a temporary file in its directory renamed
 * at the end; a complete file of the same shard already there is kept
 * and nothing is searched.  The count files (other shards' of the same
 * plan, complete) say what their jobs found, which lowers the limits of
 * this shard's jobs dealt below a unit (known_limit()).  Returns an exit
 * status: EXIT_OK, EXIT_INPUT if a file of something else is there or
 * given, EXIT_SYSTEM, or the status of a search stopped
 * (codebreaker_stopped()'s).
 */
int	shards_run(const struct codebreaker_settings *set, struct solver *sv,
	    size_t first, char *const files[], size_t count);

/*
 * Reads the count shard files into sv's optimal search, which then finds
 * every part they solved.  Returns EXIT_OK, or after a message naming the
 * file, EXIT_INPUT if one is of another search or malformed, or a shard
 * is missing (each named) or given twice, EXIT_SYSTEM if one cannot be
 * read.
 */
int	shards_merge(const struct codebreaker_settings *set,
	    struct solver *sv, size_t first, char *const files[],
	    size_t count);

/*
 * shards_merge() of the table of first guesses set->table asks for:
 * every shard's file read, checked, and made into the rows the single
 * run prints (r->rows of them, rows with room for every guess).
 * Returns EXIT_OK, or an exit status having said why.
 */
int	shards_merge_table(const struct codebreaker_settings *set,
	    struct solver *sv, char *const files[], size_t count,
	    struct optimal_ranked *rows, struct optimal_ranking *r);

#endif
