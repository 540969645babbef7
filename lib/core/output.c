/* Standard output through one large buffer. */

#include "output.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "status.h"

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
		fprintf(stderr, "%s: write error: %s\n", PROGRAM_NAME,
		    strerror(error));
	exit(EXIT_SYSTEM);
}

/*
 * Writes out what is buffered: all of it, or up to its last newline,
 * keeping the rest, so that a write that fails leaves only whole lines
 * behind it.  Exits on failure.
 */
static void
flush(int all)
{
	size_t n = output.used;

	while (!all && n > 0 && output.buf[n - 1] != '\n')
		n--;
	if (n == 0)		/* no newline at all: a line longer than buf */
		n = output.used;
	if (n > 0 && output.sink != NULL)
		output.sink(output.sink_arg, output.buf, n);
	else if (n > 0 && write_all(STDOUT_FILENO, output.buf, n) == -1)
		write_failed();
	memmove(output.buf, output.buf + n, output.used - n);
	output.used -= n;
}

void
output_set_sink(void (*sink)(void *, const char *, size_t), void *arg)
{
	output.sink = sink;
	output.sink_arg = arg;
}

void
output_flush(void)
{
	flush(1);
}

void
output_make_room(size_t n)
{
	flush(0);
	if (OUTPUT_SIZE - output.used < n)
		flush(1);
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
			output_make_room(1);
	}
}

void
output_close(void)
{
	output_flush();
	if (close(STDOUT_FILENO) == -1 && errno != EBADF)
		write_failed();
}

void
output_json_string(const char *s)
{
	output_bytes("\"", 1);
	for (; *s != '\0'; s++) {
		unsigned char c = (unsigned char)*s;

		if (c == '"' || c == '\\') {
			output_bytes("\\", 1);
			output_bytes(s, 1);
		} else if (c < 0x20 || c == 0x7f)
			output_printf("\\u%04x", c);
		else
			output_bytes(s, 1);
	}
	output_bytes("\"", 1);
}

void
output_printf(const char *fmt, ...)
{
	char text[1024];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(text, sizeof(text), fmt, ap);
	va_end(ap);
	output_bytes(text, n < 0 ? 0 : (size_t)n < sizeof(text) ? (size_t)n :
	    sizeof(text) - 1);
}
