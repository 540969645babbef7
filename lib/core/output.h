/* output: standard output through one large buffer. */

#ifndef CODE_OUTPUT_H
#define CODE_OUTPUT_H

#include <stddef.h>
#include <stdint.h>

/*
 * Standard output through one large buffer and a write-all loop.  A write
 * error is reported and ends the program with EXIT_SYSTEM; a closed pipe
 * ends it quietly.
 */

#define OUTPUT_SIZE	(64 * 1024)
#define OUTPUT_NUMBER_MAX 20	/* digits of UINT64_MAX */

struct output {
	char buf[OUTPUT_SIZE];
	size_t used;
	/* where the bytes go instead of standard output, if not NULL */
	void (*sink)(void *arg, const char *bytes, size_t n);
	void *sink_arg;
};

extern struct output output;

/*
 * Sends what is written from now on to sink(arg, bytes, n) instead of
 * standard output (NULL: standard output again), as it is flushed: whole
 * lines, unless output_flush() says otherwise.  The sink must not write
 * to the output.
 */
void	output_set_sink(void (*sink)(void *, const char *, size_t), void *arg);

/* Writes out what is buffered; exits on failure. */
void	output_flush(void);

/*
 * Makes room for n bytes (n <= OUTPUT_SIZE) by writing out the whole
 * lines buffered, and more only if it must; exits on failure.
 */
void	output_make_room(size_t n);

/*
 * Returns room for n bytes (n <= OUTPUT_SIZE) at the end of the buffer,
 * flushing first if needed.  output_commit() then says how many were used.
 */
static inline char *
output_reserve(size_t n)
{
	if (OUTPUT_SIZE - output.used < n)
		output_make_room(n);
	return output.buf + output.used;
}

static inline void
output_commit(const char *end)
{
	output.used = (size_t)(end - output.buf);
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

/* Appends the n bytes at s. */
void	output_bytes(const void *s, size_t n);

/*
 * Appends s as a JSON string: in quotes, with the quote, the backslash and
 * the control characters escaped.  The one writer of JSON strings.
 */
void	output_json_string(const char *s);

/* Appends text, printf-like, of at most 1023 bytes. */
void	output_printf(const char *fmt, ...)
	    __attribute__((format(printf, 1, 2)));

/* Finishes standard output; returns 0, or exits like output_flush(). */
void	output_close(void);

#endif
