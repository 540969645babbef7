#include "output.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag.h"

struct output output;

/* Writes all n bytes of buf to fd.  Returns 0, or -1 with errno set. */
static int
write_all(int fd, const char *buf, size_t n)
{
	while (n > 0) {
		ssize_t done = write(fd, buf, n);

		if (done == -1) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		buf += done;
		n -= (size_t)done;
	}
	return 0;
}

/* A closed pipe means the reader has all it wants: end quietly. */
static void
write_failed(void)
{
	int error = errno;

	output.used = 0;	/* nothing more to flush before the message */
	if (error != EPIPE)
		diag("write error: %s", strerror(error));
	exit(EXIT_SYSTEM);
}

void
output_flush(void)
{
	if (output.used > 0 &&
	    write_all(STDOUT_FILENO, output.buf, output.used) == -1)
		write_failed();
	output.used = 0;
}

void
output_bytes(const void *s, size_t n)
{
	const char *from = s;

	while (n > 0) {
		size_t room = OUTPUT_SIZE - output.used;
		size_t part = n < room ? n : room;

		memcpy(output.buf + output.used, from, part);
		output.used += part;
		from += part;
		n -= part;
		if (output.used == OUTPUT_SIZE)
			output_flush();
	}
}

void
output_close(void)
{
	output_flush();
	if (close(STDOUT_FILENO) == -1 && errno != EBADF)
		write_failed();
}
