/* memory: how much memory this process may use. */

#ifndef CODE_MEMORY_H
#define CODE_MEMORY_H

#include <stddef.h>

/*
 * Returns the bytes of memory this process may hold: the machine's
 * physical memory (sysconf), or less where a limit says so (the
 * RLIMIT_AS and RLIMIT_DATA resource limits, the memory limit of its
 * control group, version 1 or 2, as a batch system such as Slurm sets
 * it).  Returns 0 if none of these can be read.
 */
size_t	memory_available(void);

/*
 * Writes bytes into text (at least MEMORY_TEXT_MAX bytes) as a short
 * size with one decimal: "512 B", "1.5 KiB", "12.0 GiB"; returns text.
 */
#define MEMORY_TEXT_MAX	16
char	*memory_text(size_t bytes, char *text);

#endif
