/* Buffered output to standard output, a file or a function. */

#include "output.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "status.h"

struct output output = { .fd = STDOUT_FILENO };

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

/*
 * Marks o failed by the write that set errno, and says so on standard
 * error, once: a closed pipe means the reader has all it wants, quietly.
 * What o holds, and what it is given from now on, is dropped.
 */
static void
write_failed(struct output *o)
{
	int error = errno;

	o->used = 0;	/* nothing more to flush before the message */
	if (o->error != 0)
		return;
	o->error = error;
	if (error != EPIPE)
		fprintf(stderr, "%s: %s%swrite error: %s\n", PROGRAM_NAME,
		    o->name != NULL ? o->name : "", o->name != NULL ? ": " : "",
		    strerror(error));
}

/*
 * Writes out what o holds buffered: all of it, or up to its last
 * newline, keeping the rest, so that a write that fails leaves only whole
 * lines behind it.  Once o has failed it drops what it holds.  Returns 0,
 * or -1 if o has failed.
 */
static int
flush(struct output *o, int all)
{
	size_t n = o->used;

	if (o->error != 0) {
		o->used = 0;
		return -1;
	}
	while (!all && n > 0 && o->buf[n - 1] != '\n')
		n--;
	if (n == 0)		/* no newline at all: a line longer than buf */
		n = o->used;
	if (n > 0 && o->sink != NULL)
		o->sink(o->sink_arg, o->buf, n);
	else if (n > 0 && write_all(o->fd, o->buf, n) == -1) {
		write_failed(o);
		return -1;
	}
	memmove(o->buf, o->buf + n, o->used - n);
	o->used -= n;
	return 0;
}

void
output_init_fd(struct output *o, int fd, const char *name)
{
	o->used = 0;
	o->fd = fd;
	o->sink = NULL;
	o->sink_arg = NULL;
	o->name = name;
	o->error = 0;
}

void
output_init_sink(struct output *o, void (*sink)(void *, const char *, size_t),
    void *arg)
{
	output_init_fd(o, -1, NULL);
	o->sink = sink;
	o->sink_arg = arg;
}

int
output_drain(struct output *o)
{
	return flush(o, 1);
}

void
output_make_room(struct output *o, size_t n)
{
	if (flush(o, 0) == 0 && OUTPUT_SIZE - o->used < n)
		flush(o, 1);
}

void
output_write(struct output *o, const void *s, size_t n)
{
	const char *from = s;

	while (n > 0) {
		size_t room = OUTPUT_SIZE - o->used;
		size_t part = n < room ? n : room;

		memcpy(o->buf + o->used, from, part);
		o->used += part;
		from += part;
		n -= part;
		if (o->used == OUTPUT_SIZE)
			output_make_room(o, 1);
	}
}

/*
 * Appends text to o, as vprintf() would: through a buffer on the stack,
 * or, if it is longer, formatted again straight into o's (at most
 * OUTPUT_SIZE - 1 bytes of it).
 */
static void
write_formatted(struct output *o, const char *fmt, va_list ap)
{
	char text[1024], *p;
	va_list again;
	int n;

	va_copy(again, ap);
	n = vsnprintf(text, sizeof(text), fmt, ap);
	if (n >= 0 && (size_t)n < sizeof(text))
		output_write(o, text, (size_t)n);
	else if (n >= 0) {
		size_t room = (size_t)n < OUTPUT_SIZE ? (size_t)n + 1 :
		    OUTPUT_SIZE;

		p = output_reserve(o, room);
		vsnprintf(p, room, fmt, again);
		output_commit(o, p + room - 1);
	}
	va_end(again);
}

void
output_format(struct output *o, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	write_formatted(o, fmt, ap);
	va_end(ap);
}

int
output_finish(struct output *o)
{
	if (output_drain(o) == 0 && o->sink == NULL && close(o->fd) == -1 &&
	    errno != EBADF)
		write_failed(o);
	return output_failed(o) ? -1 : 0;
}

void
output_bytes(const void *s, size_t n)
{
	output_write(&output, s, n);
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
	va_list ap;

	va_start(ap, fmt);
	write_formatted(&output, fmt, ap);
	va_end(ap);
}

int
output_flush(void)
{
	return output_drain(&output);
}

int
output_close(void)
{
	return output_finish(&output);
}
