/*
 * What the fuzz targets share: the input goes through a file, read back in
 * blocks of a size its first byte picks, and standard output goes to a
 * file of its own so a target can read what `code` printed.
 */

#ifndef CODE_FUZZ_COMMON_H
#define CODE_FUZZ_COMMON_H

#include <stddef.h>
#include <stdint.h>

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

#endif
