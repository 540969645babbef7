/* Messages on standard error, after what is computed so far. */

#include "diag.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "output.h"
#include "utf8.h"

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

/* Whether the locale's characters are UTF-8 (utf8_locale()). */
static int utf8;
static pthread_once_t utf8_once = PTHREAD_ONCE_INIT;

/*
 * Sets utf8 if the locale the environment names for characters (LC_ALL,
 * else LC_CTYPE, else LANG, as setlocale() takes them) is of UTF-8,
 * such as C.UTF-8 or en_US.utf8.  The program never sets its locale (its
 * bytes are bytes everywhere else), so the names are read.
 */
static void
find_utf8(void)
{
	static const char *const names[] = { "LC_ALL", "LC_CTYPE", "LANG" };

	for (size_t i = 0; i < sizeof(names) / sizeof(*names); i++) {
		const char *value = getenv(names[i]), *dot;

		if (value == NULL || value[0] == '\0')
			continue;
		dot = strchr(value, '.');
		utf8 = dot != NULL && (strncasecmp(dot + 1, "UTF-8", 5) == 0 ||
		    strncasecmp(dot + 1, "utf8", 4) == 0);
		return;
	}
}

size_t
diag_char_length(const unsigned char *text, size_t length)
{
	uint32_t point;
	size_t k;

	if (length == 0 || text[0] < 0x80)
		return length > 0;
	pthread_once(&utf8_once, find_utf8);
	k = utf8_decode(text, length, &point);
	return utf8 && k != 0 && k != SIZE_MAX && utf8_visible(point) ? k : 1;
}

void
diag_quote(char *buf, size_t size, const unsigned char *text, size_t length)
{
	size_t shown = length < DIAG_SHOWN_MAX ? length : DIAG_SHOWN_MAX;
	size_t n = 0, i = 0;

	buf[n++] = '\'';
	while (i < shown && n < size) {
		unsigned char c = text[i];
		size_t k = diag_char_length(text + i, length - i);

		if (k > 1 && i + k > shown)
			break;	/* a character is shown whole, or not */
		if (k > 1 && n + k < size)
			memcpy(buf + n, text + i, k), n += k;
		else if (k > 1)
			break;
		else if (c == '\\' || c == '\'')	/* the quote ends at the last ' */
			n += (size_t)snprintf(buf + n, size - n, "\\%c", c);
		else if (c >= ' ' && c < 0x7f)
			buf[n++] = (char)c;
		else
			n += (size_t)snprintf(buf + n, size - n, "\\x{%02x}", c);
		i += k;
	}
	if (n < size)
		snprintf(buf + n, size - n, "%s'", length > i ? "..." : "");
	else
		buf[size - 1] = '\0';
}

int
diag_utf8(void)
{
	pthread_once(&utf8_once, find_utf8);
	return utf8;
}
