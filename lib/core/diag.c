/* Messages on standard error, after what is computed so far. */

#include "diag.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>

#include "output.h"

static struct output *copy;	/* of diag_copy() */

void
diag_copy(struct output *o)
{
	copy = o;
}

/* A status line is on standard error, its cursor at its end. */
static int status_open;
static pthread_mutex_t status_lock = PTHREAD_MUTEX_INITIALIZER;

void
diag(const char *fmt, ...)
{
	static char message[2 * DIAG_WHERE_MAX];	/* a copy's */
	struct output *to = copy;
	va_list ap;

	output_flush();
	pthread_mutex_lock(&status_lock);
	if (status_open)
		fputc('\n', stderr);
	status_open = 0;
	pthread_mutex_unlock(&status_lock);
	fprintf(stderr, "%s: ", PROGRAM_NAME);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	if (to != NULL) {
		va_start(ap, fmt);
		vsnprintf(message, sizeof(message), fmt, ap);
		va_end(ap);
		copy = NULL;	/* a failed write of the copy says so once */
		output_format(to, "%s: %s\n", PROGRAM_NAME, message);
		output_drain(to);
		copy = to;
	}
}

void
diag_status(const char *line)
{
	pthread_mutex_lock(&status_lock);
	/* back to the line's start, then clear what the last one left */
	fprintf(stderr, "\r%s: %s\033[K", PROGRAM_NAME, line);
	fflush(stderr);
	status_open = 1;
	pthread_mutex_unlock(&status_lock);
}

void
diag_status_end(int keep)
{
	pthread_mutex_lock(&status_lock);
	if (status_open)
		fputs(keep ? "\n" : "\r\033[K", stderr);
	fflush(stderr);
	status_open = 0;
	pthread_mutex_unlock(&status_lock);
}

void
diag_quote(char *buf, size_t size, const unsigned char *text, size_t length)
{
	size_t shown = length < DIAG_SHOWN_MAX ? length : DIAG_SHOWN_MAX;
	size_t n = 0;

	buf[n++] = '\'';
	for (size_t i = 0; i < shown && n < size; i++) {
		unsigned char c = text[i];

		if (c == '\\' || c == '\'')	/* the quote ends at the last ' */
			n += (size_t)snprintf(buf + n, size - n, "\\%c", c);
		else if (c >= ' ' && c < 0x7f)
			buf[n++] = (char)c;
		else
			n += (size_t)snprintf(buf + n, size - n, "\\x{%02x}", c);
	}
	if (n < size)
		snprintf(buf + n, size - n, "%s'", length > shown ? "..." : "");
	else
		buf[size - 1] = '\0';
}
