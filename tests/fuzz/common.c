#include "common.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../lib/core/output.h"

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
