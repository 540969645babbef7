/* output: buffered output to standard output, a file or a function. */

#ifndef CODE_OUTPUT_H
#define CODE_OUTPUT_H

#include <stddef.h>
#include <stdint.h>

/*
 * An output: bytes through one large buffer and a write-all loop to a
 * file descriptor, or handed to a function (a sink) as the buffer is
 * flushed.  A write that fails is reported on standard error, once (a
 * closed pipe, EPIPE, quietly), and from then on the output drops what
 * it is given: output_failed() says so, and its callers stop and end
 * with EXIT_SYSTEM (the functions that write out say so too).
 *
 * The functions that take a struct output write to the one given; the
 * others (output_bytes(), output_printf(), output_json_string(),
 * output_flush(), output_close()) to standard output, `output`.
 */

#define OUTPUT_SIZE	(64 * 1024)
#define OUTPUT_NUMBER_MAX 20	/* digits of UINT64_MAX */

struct output {
	char buf[OUTPUT_SIZE];
	size_t used;
	int fd;			/* where the bytes are written, */
	/* or, if not NULL, the function they are handed to */
	void (*sink)(void *arg, const char *bytes, size_t n);
	void *sink_arg;
	const char *name;	/* in a write error's message; NULL: none */
	int error;		/* errno of the write that failed, or 0 */
};

extern struct output output;	/* standard output */

/*
 * Makes o an empty output to file descriptor fd, named name in a write
 * error's message (NULL: no name, as for standard output).
 */
void	output_init_fd(struct output *o, int fd, const char *name);

/*
 * Makes o an empty output whose bytes go to sink(arg, bytes, n) as it is
 * flushed: whole lines, unless output_drain() says otherwise.  The sink
 * must not write to o.
 */
void	output_init_sink(struct output *o,
	    void (*sink)(void *, const char *, size_t), void *arg);

/* Returns 1 if a write of o has failed, else 0. */
static inline int
output_failed(const struct output *o)
{
	return o->error != 0;
}

/* Writes out what o holds buffered.  Returns 0, or -1 if o has failed. */
int	output_drain(struct output *o);

/*
 * Makes room in o for n bytes (n <= OUTPUT_SIZE) by writing out the
 * whole lines buffered, and more only if it must; once o has failed, by
 * dropping them.
 */
void	output_make_room(struct output *o, size_t n);

/*
 * Returns room for n bytes (n <= OUTPUT_SIZE) at the end of o's buffer,
 * flushing first if needed.  output_commit() then says how many were
 * used.
 */
static inline char *
output_reserve(struct output *o, size_t n)
{
	if (OUTPUT_SIZE - o->used < n)
		output_make_room(o, n);
	return o->buf + o->used;
}

static inline void
output_commit(struct output *o, const char *end)
{
	o->used = (size_t)(end - o->buf);
}

/* Writes number in decimal at p; returns the end. */
static inline char *
output_number(char *p, uint64_t number)
{
	char digits[OUTPUT_NUMBER_MAX];
	size_t n = 0;

	if (number < 10) {
		*p++ = (char)('0' + number);
		return p;
	}
	do
		digits[n++] = (char)('0' + number % 10);
	while ((number /= 10) != 0);
	while (n > 0)
		*p++ = digits[--n];
	return p;
}

/* Appends the n bytes at s to o. */
void	output_write(struct output *o, const void *s, size_t n);

/* Appends text to o, printf-like, of at most OUTPUT_SIZE - 1 bytes. */
void	output_format(struct output *o, const char *fmt, ...)
	    __attribute__((format(printf, 2, 3)));

/*
 * Writes out what o holds and closes its file descriptor, if it has one.
 * Returns 0, or -1 if o has failed (now or before).  A descriptor that
 * was never open (EBADF) is no failure when nothing was written to it.
 */
int	output_finish(struct output *o);

/* Appends the n bytes at s to standard output. */
void	output_bytes(const void *s, size_t n);

/*
 * Appends s to standard output as a JSON string: in quotes, with the
 * quote, the backslash and the control characters escaped.  The one
 * writer of JSON strings.
 */
void	output_json_string(const char *s);

/* Appends text to standard output, as output_format() does. */
void	output_printf(const char *fmt, ...)
	    __attribute__((format(printf, 1, 2)));

/*
 * Writes out what standard output holds buffered.  Returns 0, or -1 if
 * it has failed.
 */
int	output_flush(void);

/* Finishes standard output, as output_finish() does, and returns as it. */
int	output_close(void);

#endif
