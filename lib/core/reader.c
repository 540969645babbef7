/* The one reader: files in large blocks, cut into tokens and lines. */

#include "reader.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag.h"
#include "output.h"
#include "simd.h"

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
	r->capacity = size < READER_BOM_SIZE ? READER_BOM_SIZE : size;
	if ((r->buf = malloc(r->capacity)) == NULL) {
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

/*
 * Line ends: a CR, an LF, or the two as CRLF, each one end.  The byte at
 * p ends a line if it is a CR, or an LF that does not follow a CR; so
 * the byte before is read too (the caller knows it is there).
 */
static int
ends_line(const unsigned char *p)
{
	return *p == '\r' || (*p == '\n' && p[-1] != '\r');
}

#if VECTOR
/* Vector builds: the SSE2 twins, in reader_simd.c, of the two below. */
#define LINE_END_RUN	READER_LINE_RUN	/* bytes counted at once */
#define exact_line_ends_in_runs	reader_sse2_line_ends
#define after_last_line_end	reader_sse2_after_line_end
#else
#define LINE_END_RUN	8	/* bytes counted at once */

/* Returns 1 in each byte of the 8 at p that is c, else 0. */
static uint64_t
bytes_equal(const unsigned char *p, unsigned char c)
{
	const uint64_t low7 = ONES * 0x7f;
	uint64_t word;

	memcpy(&word, p, sizeof(word));
	word ^= ONES * c;		/* bytes c become zero bytes */
	return ~(((word & low7) + low7) | word | low7) >> 7;
}

/* Returns 1 in each byte of the 8 at p that ends a line, else 0. */
static uint64_t
line_ends8(const unsigned char *p)
{
	return bytes_equal(p, '\r') |
	    (bytes_equal(p, '\n') & ~bytes_equal(p - 1, '\r'));
}

/*
 * Returns how many line ends the runs of LINE_END_RUN bytes at p hold.
 * Each byte of the tally counts its own lane, so up to 255 words are
 * added before the lanes are, in pairs, then in 16-bit lanes (at most
 * 8 * 255).
 */
static uint64_t
exact_line_ends_in_runs(const unsigned char *p, size_t runs)
{
	uint64_t ends = 0;

	while (runs > 0) {
		size_t n = runs < 255 ? runs : 255;
		uint64_t tally = 0;

		for (size_t i = 0; i < n; i++, p += 8)
			tally += line_ends8(p);
		tally = (tally & LANES * 0xff) + (tally >> 8 & LANES * 0xff);
		ends += (tally * LANES) >> 48;
		runs -= n;
	}
	return ends;
}

/*
 * Returns the byte after the last CR or LF before at, which is in
 * from .. at - 1; 8 bytes a step until the step that holds it.
 */
static const unsigned char *
after_last_line_end(const unsigned char *from, const unsigned char *at)
{
	while (at - from >= 8 && (bytes_equal(at - 8, '\n') |
	    bytes_equal(at - 8, '\r')) == 0)
		at -= 8;
	while (at[-1] != '\n' && at[-1] != '\r')
		at--;
	return at;
}
#endif

/*
 * Returns how many line ends the runs of LINE_END_RUN bytes at p hold: as
 * many as newlines, counted fast, unless they hold a CR (the byte before
 * p is read too: the caller knows it is there).
 */
static uint64_t
line_ends_in_runs(const unsigned char *p, size_t runs)
{
#if VECTOR
	uint64_t newlines;
	int crs;

#if VECTOR_AVX2
	if (vector_avx2)
		newlines = reader_avx2_newlines(p, runs, &crs);
	else
#endif
		newlines = reader_sse2_newlines(p, runs, &crs);
	if (!crs)
		return newlines;
#endif
	return exact_line_ends_in_runs(p, runs);
}

/*
 * Counts the lines of the block up to at, which is not before counted.
 * The first byte is looked at alone, as the byte before it may be the
 * last of the previous block; the runs after it read the byte before
 * each, in the block.  An LF just after a CR ends no line but still
 * moves the line's start past it.
 */
static void
count_lines(struct reader *r, const unsigned char *at)
{
	const unsigned char *p = r->counted;
	uint64_t ends;
	size_t runs;

	if (p == at)
		return;
	ends = *p == '\r' || (*p == '\n' &&
	    (p > r->buf ? p[-1] : r->before_block) != '\r') ? 1 : 0;
	p++;
	runs = (size_t)(at - p) / LINE_END_RUN;
	if (runs > 0)
		ends += line_ends_in_runs(p, runs);
	for (p += runs * LINE_END_RUN; p < at; p++)
		if (ends_line(p))
			ends++;
	if (ends > 0 || *r->counted == '\n') {
		r->line += ends;
		r->line_start = offset(r, after_last_line_end(r->counted, at));
	}
	r->counted = at;
}

/*
 * Reads more of the input into the room after the bytes held, at most
 * r->size bytes.  Returns 1 if it read some, 0 at the end of the input
 * or after a failure.
 */
static int
read_more(struct reader *r)
{
	size_t room = r->capacity - (size_t)(r->end - r->buf);
	ssize_t n;

	if (r->flush != NULL && output_drain(r->flush) == -1) {
		r->eof = 1;	/* the output failed: read no more */
		return 0;
	}
	do
		n = read(r->fd, (unsigned char *)r->end,
		    room < r->size ? room : r->size);
	while (n == -1 && errno == EINTR);
	if (n <= 0) {
		if (n == -1)
			r->error = errno;
		else
			r->eof = 1;
		return 0;
	}
	if (r->tap != NULL)
		r->tap(r->tap_arg, r->end, (size_t)n);
	r->end += n;
	return 1;
}

void
reader_tap(struct reader *r,
    void (*tap)(void *, const unsigned char *, size_t), void *arg)
{
	r->tap = tap;
	r->tap_arg = arg;
	if (r->end > r->buf)
		tap(arg, r->buf, (size_t)(r->end - r->buf));
}

/*
 * Reads the next block once the current one is used up.  Returns 1 if
 * there are bytes to read, 0 at the end of the input or after a failure.
 */
static int
refill(struct reader *r)
{
	if (r->eof || r->error)
		return 0;
	count_lines(r, r->end);
	if (r->end > r->buf)
		r->before_block = r->end[-1];
	r->base += (uint64_t)(r->end - r->buf);
	r->p = r->end = r->counted = r->buf;
	return read_more(r);
}

int
reader_skip_bom(struct reader *r)
{
	static const unsigned char bom[] = { 0xef, 0xbb, 0xbf };
	size_t held;

	if (r->base != 0 || r->p != r->buf)
		return 0;
	while ((held = (size_t)(r->end - r->p)) < sizeof(bom) &&
	    memcmp(r->p, bom, held) == 0 && read_more(r))
		;
	if (held < sizeof(bom) || memcmp(r->p, bom, sizeof(bom)) != 0)
		return 0;
	r->p = r->counted = r->p + sizeof(bom);
	r->line_start = sizeof(bom);
	return r->bom = 1;
}

int
reader_fill(struct reader *r)
{
	return r->p < r->end || refill(r);
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
 * Returns 1 if the 8 bytes of word are four digits low..high, each
 * followed by one whitespace byte: one-digit tokens, the shape of nearly
 * all judge input.
 */
static int
digit_pairs(uint64_t word, unsigned low, unsigned high)
{
	uint64_t even = word & LANES * 0xff, odd = word >> 8 & LANES * 0xff;
	uint64_t spaces = lanes_within(odd, '\t', '\r') |
	    lanes_within(odd, ' ', ' ');

	return (lanes_within(even, '0' + low, '0' + high) & spaces) == TOPS;
}

/*
 * Reads four one-digit tokens low..high from the 8 bytes at p if they are
 * just that.  Returns 1 if it did.
 */
static int
four_digits(const unsigned char *p, unsigned char *digits, unsigned low,
    unsigned high)
{
	if (!digit_pairs(load_word(p), low, high))
		return 0;
	digits[0] = (unsigned char)(p[0] - '0');
	digits[1] = (unsigned char)(p[2] - '0');
	digits[2] = (unsigned char)(p[4] - '0');
	digits[3] = (unsigned char)(p[6] - '0');
	return 1;
}

#define PLAIN_RUN	READER_PLAIN_RUN	/* bytes: 16 one-digit tokens */

#if VECTOR
/* Vector builds: the SSE2 twin, in reader_simd.c, of the two below. */
#define plain_runs	reader_sse2_runs
#else
/*
 * Reads PLAIN_RUN / 2 one-digit tokens low..high from the PLAIN_RUN bytes
 * at p if they are just that, four at a time.  Returns 1 if it did.
 */
static int
plain_run(const unsigned char *p, unsigned char *digits, unsigned low,
    unsigned high)
{
	for (int i = 0; i < PLAIN_RUN; i += 8)
		if (!digit_pairs(load_word(p + i), low, high))
			return 0;
	for (int i = 0; i < PLAIN_RUN / 2; i++)
		digits[i] = (unsigned char)(p[2 * i] - '0');
	return 1;
}

/*
 * Reads runs of PLAIN_RUN bytes with plain_run() from p, before end, into
 * digits, up to max; returns how many digits it read (2 bytes each).
 */
static size_t
plain_runs(const unsigned char *p, const unsigned char *end,
    unsigned char *digits, size_t max, unsigned low, unsigned high)
{
	size_t n = 0;

	while (max - n >= PLAIN_RUN / 2 && end - p >= PLAIN_RUN &&
	    plain_run(p, digits + n, low, high)) {
		n += PLAIN_RUN / 2;
		p += PLAIN_RUN;
	}
	return n;
}
#endif

size_t
reader_digits(struct reader *r, unsigned char *digits, size_t max,
    unsigned low, unsigned high)
{
	const unsigned char *p = r->p, *end = r->end;
	unsigned span = high - low;
	size_t n = 0;

	while (n < max) {
		unsigned digit;
		size_t run;

		while (p < end && (reader_class[*p] & READER_SPACE))
			p++;
#if VECTOR_AVX2
		if (vector_avx2)
			run = reader_avx2_runs(p, end, digits + n, max - n,
			    low, high);
		else
#endif
			run = plain_runs(p, end, digits + n, max - n, low,
			    high);
		n += run;
		p += 2 * run;
		while (max - n >= 4 && end - p >= 8 &&
		    four_digits(p, digits + n, low, high)) {
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
reader_line(struct reader *r, char *line, size_t size, size_t *length)
{
	size_t n = 0;
	int any = 0;

	for (;;) {
		unsigned char c;

		if (r->p == r->end && !refill(r)) {
			line[n] = '\0';
			if (length != NULL)
				*length = n;
			return r->error ? -1 : any;
		}
		c = *r->p++;
		if (c == '\n' && r->line_cr) {	/* the LF of a CRLF */
			r->line_cr = 0;
			continue;
		}
		r->line_cr = c == '\r';
		any = 1;
		if (c == '\n' || c == '\r')
			break;
		if (n + 1 < size)
			line[n++] = (char)c;
	}
	line[n] = '\0';
	if (length != NULL)
		*length = n;
	return 1;
}

void
reader_where(const struct reader *r, uint64_t line, uint64_t column,
    char *where)
{
	snprintf(where, DIAG_WHERE_MAX, "%s:%llu:%llu: ", r->name,
	    (unsigned long long)line, (unsigned long long)column);
}

void
reader_unexpected(struct reader *r, struct token *t,
    const char *expected, const char *note)
{
	char where[DIAG_WHERE_MAX], found[DIAG_QUOTED_MAX];

	reader_locate(r, t);
	reader_where(r, t->line, t->column, where);
	if (t->kind == TOKEN_WORD)
		diag_quote(found, sizeof(found), t->text, t->length);
	else
		snprintf(found, sizeof(found), "end of input");
	/* A UTF-16 file's first bytes: its byte order mark, FF FE or FE FF. */
	if (t->kind == TOKEN_WORD && t->line == 1 && t->column == 1 &&
	    !r->bom && t->length >= 2 && ((t->text[0] == 0xff &&
	    t->text[1] == 0xfe) || (t->text[0] == 0xfe && t->text[1] == 0xff)))
		note = " (a UTF-16 byte order mark: the input is UTF-16, and "
		    PROGRAM_NAME " reads ASCII; iconv -f UTF-16 -t UTF-8 converts "
		    "it)";
	diag("%sexpected %s, found %s%s", where, expected, found,
	    note ? note : "");
}
