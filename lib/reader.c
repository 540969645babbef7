#include "reader.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define S READER_SPACE
#define N (READER_SPACE | READER_NEWLINE)
#define D READER_DIGIT
const unsigned char reader_class[256] = {
	['\t'] = S, ['\n'] = N, ['\v'] = S, ['\f'] = S, ['\r'] = S, [' '] = S,
	['0'] = D, ['1'] = D, ['2'] = D, ['3'] = D, ['4'] = D,
	['5'] = D, ['6'] = D, ['7'] = D, ['8'] = D, ['9'] = D,
};
#undef S
#undef N
#undef D

int
reader_open(struct reader *r, const char *path, size_t size)
{
	memset(r, 0, sizeof(*r));
	if (path == NULL || strcmp(path, "-") == 0) {
		r->name = "<stdin>";
		r->fd = STDIN_FILENO;
	} else {
		r->name = path;
		if ((r->fd = open(path, O_RDONLY)) == -1)
			return -1;
	}
	if ((r->buf = malloc(size)) == NULL) {
		reader_close(r);
		errno = ENOMEM;
		return -1;
	}
	r->size = size;
	r->p = r->end = r->buf;
	r->line = 1;
	return 0;
}

void
reader_close(struct reader *r)
{
	if (r->fd != STDIN_FILENO && r->fd != -1)
		close(r->fd);
	r->fd = -1;
	free(r->buf);
	r->buf = NULL;
}

/*
 * Reads the next block once the current one is used up.  Returns 1 if
 * there are bytes to read, 0 at the end of the input or after a failure.
 */
static int
refill(struct reader *r)
{
	ssize_t n;

	if (r->eof || r->error)
		return 0;
	r->base += (uint64_t)(r->end - r->buf);
	r->p = r->end = r->buf;
	do
		n = read(r->fd, r->buf, r->size);
	while (n == -1 && errno == EINTR);
	if (n <= 0) {
		if (n == -1)
			r->error = errno;
		else
			r->eof = 1;
		return 0;
	}
	r->end = r->buf + n;
	return 1;
}

static uint64_t
offset(const struct reader *r)
{
	return r->base + (uint64_t)(r->p - r->buf);
}

/* Skips whitespace, across blocks.  Returns 0 at the end of the input. */
static int
skip_space(struct reader *r)
{
	for (;;) {
		for (; r->p < r->end; r->p++) {
			unsigned char cls = reader_class[*r->p];

			if (!(cls & READER_SPACE))
				return 1;
			if (cls & READER_NEWLINE) {
				r->line++;
				r->line_start = offset(r) + 1;
			}
		}
		if (!refill(r))
			return 0;
	}
}

/* Adds byte c, the next of token t, to what is known of it. */
static void
token_add(struct token *t, unsigned char c)
{
	if (t->length < TOKEN_TEXT_MAX)
		t->text[t->length] = c;
	if (t->length == 0 && (c == '-' || c == '+')) {
		t->negative = c == '-';
		t->integer = 0;	/* until a digit follows */
	} else if ((reader_class[c] & READER_DIGIT) &&
	    (t->integer || t->length == 0 || (t->length == 1 &&
	    (t->text[0] == '-' || t->text[0] == '+')))) {
		uint64_t d = (uint64_t)(c - '0');

		t->integer = 1;
		if (t->value > (UINT64_MAX - d) / 10)
			t->overflow = 1;
		else
			t->value = t->value * 10 + d;
	} else
		t->integer = 0;
	t->length++;
}

enum token_kind
reader_next_slow(struct reader *r, struct token *t)
{
	int more = skip_space(r);

	t->line = r->line;
	t->column = offset(r) - r->line_start + 1;
	t->integer = t->negative = t->overflow = 0;
	t->value = 0;
	t->length = 0;
	if (!more)
		return t->kind = r->error ? TOKEN_FAIL : TOKEN_END;
	do {
		for (; r->p < r->end; r->p++) {
			if (reader_class[*r->p] & READER_SPACE)
				return t->kind = TOKEN_WORD;
			token_add(t, *r->p);
		}
	} while (refill(r));
	return t->kind = r->error ? TOKEN_FAIL : TOKEN_WORD;
}
