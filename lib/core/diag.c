/* Messages on standard error, after what is computed so far. */

#include "diag.h"

#include <stdarg.h>
#include <stdio.h>

#include "output.h"

void
diag(const char *fmt, ...)
{
	va_list ap;

	output_flush();
	fprintf(stderr, "%s: ", PROGRAM_NAME);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

void
diag_quote(char *buf, size_t size, const unsigned char *text, size_t length)
{
	size_t shown = length < DIAG_SHOWN_MAX ? length : DIAG_SHOWN_MAX;
	size_t n = 0;

	buf[n++] = '\'';
	for (size_t i = 0; i < shown && n < size; i++) {
		unsigned char c = text[i];

		if (c == '\\')
			n += (size_t)snprintf(buf + n, size - n, "\\\\");
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
