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

/*
 * Writes what was found, as "end of input" or the quoted token with bytes
 * that are not printable ASCII escaped, at most TOKEN_TEXT_MAX of them.
 */
static void
describe(char *buf, size_t size, const struct token *t)
{
	size_t shown = t->length < TOKEN_TEXT_MAX ? t->length : TOKEN_TEXT_MAX;
	size_t n = 0;

	if (t->kind != TOKEN_WORD) {
		snprintf(buf, size, "end of input");
		return;
	}
	buf[n++] = '\'';
	for (size_t i = 0; i < shown; i++) {
		unsigned char c = t->text[i];

		if (c == '\\')
			n += (size_t)snprintf(buf + n, size - n, "\\\\");
		else if (c > ' ' && c < 0x7f)
			buf[n++] = (char)c;
		else
			n += (size_t)snprintf(buf + n, size - n, "\\x%02x", c);
	}
	snprintf(buf + n, size - n, "%s'", t->length > shown ? "..." : "");
}

void
diag_input(struct reader *r, struct token *t,
    const char *expected, const char *note)
{
	char found[4 * TOKEN_TEXT_MAX + 8];

	reader_locate(r, t);
	describe(found, sizeof(found), t);
	diag("%s:%llu:%llu: expected %s, found %s%s", r->name,
	    (unsigned long long)t->line, (unsigned long long)t->column,
	    expected, found, note ? note : "");
}
