#include "reader.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define S READER_SPACE
#define D READER_DIGIT
const unsigned char reader_class[256] = {
	['\t'] = S, ['\n'] = S, ['\v'] = S, ['\f'] = S, ['\r'] = S, [' '] = S,
	['0'] = D, ['1'] = D, ['2'] = D, ['3'] = D, ['4'] = D,
	['5'] = D, ['6'] = D, ['7'] = D, ['8'] = D, ['9'] = D,
};
#undef S
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
	r->p = r->end = r->counted = r->buf;
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

static uint64_t
offset(const struct reader *r, const unsigned char *at)
{
	return r->base + (uint64_t)(at - r->buf);
}

#define ONES	0x0101010101010101u	/* 1 in each byte */
#define LANES	0x0001000100010001u	/* 1 in each 16-bit lane */

/* Returns 1 in each byte of the 8 at p that is a newline, else 0. */
static uint64_t
newlines_in_word(const unsigned char *p)
{
	const uint64_t low7 = ONES * 0x7f;
	uint64_t word;

	memcpy(&word, p, sizeof(word));
	word ^= ONES * '\n';		/* newlines become zero bytes */
	return ~(((word & low7) + low7) | word | low7) >> 7;
}

/*
 * Returns how many newlines the words at p hold.  Each byte of the tally
 * counts its own lane, so up to 255 words are added before the lanes are,
 * in pairs, then in 16-bit lanes (at most 8 * 255).
 */
static uint64_t
newlines_in_words(const unsigned char *p, size_t words)
{
	uint64_t newlines = 0;

	while (words > 0) {
		size_t n = words < 255 ? words : 255;
		uint64_t tally = 0;

		for (size_t i = 0; i < n; i++, p += 8)
			tally += newlines_in_word(p);
		tally = (tally & LANES * 0xff) + (tally >> 8 & LANES * 0xff);
		newlines += (tally * LANES) >> 48;
		words -= n;
	}
	return newlines;
}

/* Counts the lines of the block up to at, which is not before counted. */
static void
count_lines(struct reader *r, const unsigned char *at)
{
	const unsigned char *p = r->counted, *last = at;
	uint64_t newlines = newlines_in_words(p, (size_t)(at - p) / 8);
	p += (at - p) / 8 * 8;
	for (; p < at; p++)
		newlines += *p == '\n';
	if (newlines > 0) {
		while (last[-1] != '\n')
			last--;
		r->line += newlines;
		r->line_start = offset(r, last);
	}
	r->counted = at;
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
	count_lines(r, r->end);
	r->base += (uint64_t)(r->end - r->buf);
	r->p = r->end = r->counted = r->buf;
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

void
reader_locate(struct reader *r, struct token *t)
{
	if (t->located)
		return;
	count_lines(r, t->start);
	t->line = r->line;
	t->column = offset(r, t->start) - r->line_start + 1;
	t->located = 1;
}

/* Skips whitespace, across blocks.  Returns 0 at the end of the input. */
static int
skip_space(struct reader *r)
{
	do {
		while (r->p < r->end && (reader_class[*r->p] & READER_SPACE))
			r->p++;
		if (r->p < r->end)
			return 1;
	} while (refill(r));
	return 0;
}

/* Adds byte c, the next of token t, to what is known of it. */
static void
token_add(struct token *t, unsigned char c)
{
	int sign = t->length == 1 && (t->text[0] == '-' || t->text[0] == '+');

	if (t->length < TOKEN_TEXT_MAX)
		t->text[t->length] = c;
	if (t->length == 0 && (c == '-' || c == '+')) {
		t->negative = c == '-';
		t->integer = 0;	/* until a digit follows */
	} else if ((reader_class[c] & READER_DIGIT) &&
	    (t->integer || t->length == 0 || sign)) {
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

/*
 * Reads a token, or finds the end of the input, where the fast path could
 * not: across blocks, at the end, or for anything but one digit.  Its
 * position is worked out at once, as it may start in an earlier block.
 */
enum token_kind
reader_next_slow(struct reader *r, struct token *t)
{
	int more = skip_space(r);

	t->start = r->p;
	t->located = 0;
	reader_locate(r, t);
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

/* Returns the 8 bytes at p as a number, the first in the low byte. */
static uint64_t
load_word(const unsigned char *p)
{
	return (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 |
	    (uint64_t)p[3] << 24 | (uint64_t)p[4] << 32 |
	    (uint64_t)p[5] << 40 | (uint64_t)p[6] << 48 |
	    (uint64_t)p[7] << 56;
}

#define TOPS	(LANES * 0x8000)

/*
 * Returns the top bit of each 16-bit lane of lanes, each holding a byte,
 * whose byte lies in low..high.  Adding 0x8000 - low sets a lane's top bit
 * iff its byte is at least low.
 */
static uint64_t
lanes_within(uint64_t lanes, unsigned low, unsigned high)
{
	uint64_t at_least_low = lanes + LANES * (0x8000 - low);
	uint64_t above_high = lanes + LANES * (0x8000 - high - 1);

	return at_least_low & ~above_high & TOPS;
}

/*
 * Reads four one-digit tokens low..9 from the 8 bytes at p if they are
 * just that, each digit followed by one whitespace byte: the shape of
 * nearly all judge input.  Returns 1 if it did.
 */
static int
four_digits(const unsigned char *p, unsigned char *digits, unsigned low)
{
	uint64_t word = load_word(p);
	uint64_t even = word & LANES * 0xff, odd = word >> 8 & LANES * 0xff;
	uint64_t spaces = lanes_within(odd, '\t', '\r') |
	    lanes_within(odd, ' ', ' ');

	if ((lanes_within(even, '0' + low, '9') & spaces) != TOPS)
		return 0;
	digits[0] = (unsigned char)(p[0] - '0');
	digits[1] = (unsigned char)(p[2] - '0');
	digits[2] = (unsigned char)(p[4] - '0');
	digits[3] = (unsigned char)(p[6] - '0');
	return 1;
}

#define PLAIN_RUN	32	/* bytes: 16 one-digit tokens */

/*
 * four_digits() for the PLAIN_RUN bytes at p, written as loops of a fixed
 * length over bytes so that compilers turn them into vector instructions
 * where the machine has them.  Returns 1 if it read them.
 */
static int
plain_run(const unsigned char *restrict p, unsigned char *restrict digits,
    unsigned low)
{
	unsigned char span = (unsigned char)(9 - low), bad = 0;

	for (int i = 0; i < PLAIN_RUN; i++) {	/* digit, space, digit, ... */
		unsigned char c = p[i], odd = (unsigned char)(i & 1);
		unsigned char digit = (unsigned char)(c - '0' - low) <= span;
		unsigned char space = (c == ' ') |
		    ((unsigned char)(c - '\t') <= '\r' - '\t');

		bad |= (unsigned char)(odd ? space : digit) ^ 1;
	}
	if (bad)
		return 0;
	for (int i = 0; i < PLAIN_RUN / 2; i++)
		digits[i] = (unsigned char)(p[2 * i] - '0');
	return 1;
}

size_t
reader_digits(struct reader *r, unsigned char *digits, size_t max,
    unsigned low)
{
	const unsigned char *p = r->p, *end = r->end;
	unsigned span = 9 - low;
	size_t n = 0;

	while (n < max) {
		unsigned digit;

		while (p < end && (reader_class[*p] & READER_SPACE))
			p++;
		while (max - n >= PLAIN_RUN / 2 && end - p >= PLAIN_RUN &&
		    plain_run(p, digits + n, low)) {
			n += PLAIN_RUN / 2;
			p += PLAIN_RUN;
		}
		while (max - n >= 4 && end - p >= 8 &&
		    four_digits(p, digits + n, low)) {
			n += 4;
			p += 8;
		}
		if (end - p < 2 || n == max)
			break;
		digit = (unsigned)(p[0] - '0');
		if (digit - low > span || !(reader_class[p[1]] & READER_SPACE))
			break;
		digits[n++] = (unsigned char)digit;
		p += 2;
	}
	r->p = p;
	return n;
}

int
reader_line(struct reader *r, char *line, size_t size)
{
	size_t n = 0;
	int any = 0;

	for (;;) {
		unsigned char c;

		if (r->p == r->end && !refill(r)) {
			line[n] = '\0';
			return r->error ? -1 : any;
		}
		any = 1;
		if ((c = *r->p++) == '\n')
			break;
		if (n + 1 < size)
			line[n++] = (char)c;
	}
	line[n] = '\0';
	return 1;
}
