/*
 * What the fuzz targets share: the input goes through a file, read back in
 * blocks of a size its first byte picks, and standard output goes to a
 * file of its own so a target can read what `code` printed.
 */

#ifndef CODE_FUZZ_COMMON_H
#define CODE_FUZZ_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Redirects standard output and error once; aborts if it cannot. */
void	fuzz_setup(const char *target);

/*
 * Writes the n bytes at data to the input file and returns its path.
 * Empties the output file.
 */
const char *fuzz_input(const uint8_t *data, size_t n);

/* Flushes `code`'s output and returns all of it, NUL-terminated. */
const char *fuzz_output(size_t *length);

/* A read size for the first byte of an input: 1..63, or 4096. */
size_t	fuzz_read_size(uint8_t first);

/*
 * The small fixed searches of the shard targets: FUZZ_SEARCH_LIST, a
 * word list of 120 words of the letters a to f (Wordle's marks, its
 * units the first guesses), FUZZ_SEARCH_BOARD, classic with colours
 * 1-6 and length 3 (its units the parts of the first guesses), and
 * FUZZ_SEARCH_DEEP, the same game with its parts of more than
 * FUZZ_UNIT_SIZE secrets dealt below (--unit-size).
 */
enum { FUZZ_SEARCH_LIST, FUZZ_SEARCH_BOARD, FUZZ_SEARCH_DEEP,
	FUZZ_SEARCHES };

#define FUZZ_UNIT_SIZE	32

struct solver;

/*
 * Makes search k's solver, one thread, strategy optimal, into s once (the
 * list written beside the input); aborts if it cannot.
 */
void	fuzz_search(struct solver *s, unsigned k);

/* Gives s a new optimal search of goal average, its memo empty. */
void	fuzz_search_again(struct solver *s);

/* Returns the plan of K shards of search s (optimal_plan()), or aborts. */
struct optimal_plan;
struct optimal_plan	*fuzz_plan(struct solver *s, unsigned k);

/*
 * Writes the seeds of a shard target into dir, a file for each search of
 * solvers, K (1 and 2) and shard: its first byte the search and K, its
 * second the shard, then what write() writes of shard i of plan p of a
 * new search of s (0, or -1 to abort); then exits.
 */
/*
 * The setup of a shard target named name: fuzz_setup(), every search of
 * solvers made, and with CODE_FUZZ_SEEDS=DIR its seeds written by write
 * into DIR (fuzz_write_seeds(), which exits).
 */
void	fuzz_shard_setup(const char *name, struct solver *solvers,
	    int (*write)(struct solver *s, struct optimal_plan *p,
	    unsigned i, FILE *out));

/*
 * Reads a shard target's input: its first byte the search of solvers (*s,
 * made anew) and K, its second the shard (*index); *p the plan of K
 * shards.  Returns the rest as a file to read, or NULL if the input is
 * shorter than two bytes.
 */
FILE	*fuzz_shard_input(const uint8_t *data, size_t size,
	    struct solver *solvers, struct solver **s,
	    struct optimal_plan **p, unsigned *index);

_Noreturn void	fuzz_write_seeds(const char *dir, struct solver *solvers,
		    int (*write)(struct solver *s, struct optimal_plan *p,
		    unsigned i, FILE *out));

#endif
