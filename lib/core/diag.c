/* Messages on standard error, after what is computed so far. */

#include "diag.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

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

/*
 * Returns the code point of the UTF-8 sequence of n bytes at p, or -1 if
 * it is not one: a lead byte, its continuation bytes, no overlong form,
 * no surrogate, nothing past U+10FFFF.
 */
static long
decode(const unsigned char *p, size_t n)
{
	static const long least[] = { 0, 0, 0x80, 0x800, 0x10000 };
	size_t k = p[0] >= 0xf0 && p[0] < 0xf5 ? 4 : p[0] >= 0xe0 ? 3 :
	    p[0] >= 0xc2 ? 2 : 0;
	long c;

	if (k == 0 || p[0] >= 0xf5 || n < k)
		return -1;
	c = p[0] & (0x7f >> k);
	for (size_t i = 1; i < k; i++) {
		if ((p[i] & 0xc0) != 0x80)
			return -1;
		c = c << 6 | (p[i] & 0x3f);
	}
	if (c < least[k] || (c >= 0xd800 && c <= 0xdfff) || c > 0x10ffff)
		return -1;
	return c;
}

/*
 * Returns 1 if code point c is shown as itself: not a C1 control, nor a
 * character that formats or reorders text unseen (zero widths, bidi
 * controls and isolates, soft hyphen, byte order mark), nor a
 * noncharacter.
 */
static int
visible(long c)
{
	return c >= 0xa0 && c != 0xad && c != 0x61c && c != 0x180e &&
	    !(c >= 0x200b && c <= 0x200f) && !(c >= 0x2028 && c <= 0x202e) &&
	    !(c >= 0x2060 && c <= 0x206f) && c != 0xfeff &&
	    !(c >= 0xfff9 && c <= 0xfffb) && !(c >= 0xfdd0 && c <= 0xfdef) &&
	    (c & 0xfffe) != 0xfffe && !(c >= 0xe0000 && c <= 0xe007f);
}

size_t
diag_char_length(const unsigned char *text, size_t length)
{
	size_t k;

	if (length == 0 || text[0] < 0x80)
		return length > 0;
	pthread_once(&utf8_once, find_utf8);
	k = text[0] >= 0xf0 ? 4 : text[0] >= 0xe0 ? 3 : 2;
	return utf8 && decode(text, length) >= 0 && visible(decode(text,
	    length)) ? k : 1;
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
