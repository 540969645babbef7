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
#include "vector.h"

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
#define LINE_END_RUN	64	/* bytes counted at once */

/* Returns the sum of the bytes of the four tallies. */
static uint64_t
sum_of_tallies(const __m128i tally[4])
{
	const __m128i zero = _mm_setzero_si128();
	__m128i sum = zero;

	for (int k = 0; k < 4; k++)
		sum = _mm_add_epi64(sum, _mm_sad_epu8(tally[k], zero));
	return (uint64_t)_mm_cvtsi128_si32(sum) +
	    (uint64_t)_mm_cvtsi128_si32(_mm_srli_si128(sum, 8));
}

/*
 * Returns how many newlines (LF) the runs of LINE_END_RUN bytes at p hold,
 * and sets *crs if they hold a CR too, when the count is not the lines'.
 * Each byte of a tally counts its own lane, up to 255 runs at a time.
 */
static uint64_t
newlines_in_runs(const unsigned char *p, size_t runs, int *crs)
{
	const __m128i lf = _mm_set1_epi8('\n'), cr = _mm_set1_epi8('\r');
	const __m128i zero = _mm_setzero_si128();
	__m128i seen = zero;
	uint64_t newlines = 0;

	while (runs > 0) {
		size_t n = runs < 255 ? runs : 255;
		__m128i tally[4] = { zero, zero, zero, zero };

		for (size_t i = 0; i < n; i++, p += LINE_END_RUN)
			for (int k = 0; k < 4; k++) {
				__m128i bytes = load16(p + 16 * k);

				tally[k] = _mm_sub_epi8(tally[k],
				    _mm_cmpeq_epi8(bytes, lf));
				seen = _mm_or_si128(seen,
				    _mm_cmpeq_epi8(bytes, cr));
			}
		newlines += sum_of_tallies(tally);
		runs -= n;
	}
	*crs = _mm_movemask_epi8(seen) != 0;
	return newlines;
}

#if VECTOR_AVX2
/* newlines_in_runs() with AVX2, 32 bytes a compare. */
AVX2_FUNCTION static uint64_t
wide_newlines_in_runs(const unsigned char *p, size_t runs, int *crs)
{
	const __m256i lf = _mm256_set1_epi8('\n'), cr = _mm256_set1_epi8('\r');
	const __m256i zero = _mm256_setzero_si256();
	__m256i seen = zero;
	uint64_t newlines = 0;

	while (runs > 0) {
		size_t n = runs < 255 ? runs : 255;
		__m256i tally[2] = { zero, zero }, sums;
		__m128i sum;

		for (size_t i = 0; i < n; i++, p += LINE_END_RUN)
			for (int k = 0; k < 2; k++) {
				__m256i bytes = _mm256_loadu_si256(
				    (const __m256i *)(const void *)
				    (p + 32 * k));

				tally[k] = _mm256_sub_epi8(tally[k],
				    _mm256_cmpeq_epi8(bytes, lf));
				seen = _mm256_or_si256(seen,
				    _mm256_cmpeq_epi8(bytes, cr));
			}
		sums = _mm256_add_epi64(_mm256_sad_epu8(tally[0], zero),
		    _mm256_sad_epu8(tally[1], zero));
		sum = _mm_add_epi64(_mm256_castsi256_si128(sums),
		    _mm256_extracti128_si256(sums, 1));
		newlines += (uint64_t)_mm_cvtsi128_si64(sum) +
		    (uint64_t)_mm_cvtsi128_si64(_mm_srli_si128(sum, 8));
		runs -= n;
	}
	*crs = _mm256_movemask_epi8(seen) != 0;
	return newlines;
}
#endif

/* Returns 0xff in each byte of the 16 at p that ends a line, else 0. */
static __m128i
line_ends16(const unsigned char *p)
{
	const __m128i cr = _mm_set1_epi8('\r'), lf = _mm_set1_epi8('\n');
	__m128i bytes = load16(p);

	return _mm_or_si128(_mm_cmpeq_epi8(bytes, cr), _mm_andnot_si128(
	    _mm_cmpeq_epi8(load16(p - 1), cr), _mm_cmpeq_epi8(bytes, lf)));
}

/*
 * Returns how many line ends the runs of LINE_END_RUN bytes at p hold,
 * for runs that hold a CR.  Each byte of a tally counts its own lane.
 */
static uint64_t
exact_line_ends_in_runs(const unsigned char *p, size_t runs)
{
	const __m128i zero = _mm_setzero_si128();
	uint64_t ends = 0;

	while (runs > 0) {
		size_t n = runs < 255 ? runs : 255;
		__m128i tally[4] = { zero, zero, zero, zero };

		for (size_t i = 0; i < n; i++, p += LINE_END_RUN)
			for (int k = 0; k < 4; k++)
				tally[k] = _mm_sub_epi8(tally[k],
				    line_ends16(p + 16 * k));
		ends += sum_of_tallies(tally);
		runs -= n;
	}
	return ends;
}

/*
 * Returns the byte after the last CR or LF before at, which is in
 * from .. at - 1; 16 bytes a step until the step that holds it.
 */
static const unsigned char *
after_last_line_end(const unsigned char *from, const unsigned char *at)
{
	const __m128i cr = _mm_set1_epi8('\r'), lf = _mm_set1_epi8('\n');

	for (; at - from >= 16; at -= 16) {
		__m128i bytes = load16(at - 16);

		if (_mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(bytes, cr),
		    _mm_cmpeq_epi8(bytes, lf))) != 0)
			break;
	}
	while (at[-1] != '\n' && at[-1] != '\r')
		at--;
	return at;
}
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
		newlines = wide_newlines_in_runs(p, runs, &crs);
	else
#endif
		newlines = newlines_in_runs(p, runs, &crs);
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

	if (r->flush != NULL)
		output_drain(r->flush);
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

#define PLAIN_RUN	32	/* bytes: 16 one-digit tokens */

#if VECTOR
/* Returns 0xff in each byte of bytes that lies in low..low + span. */
static __m128i
bytes_within(__m128i bytes, unsigned low, unsigned span)
{
	__m128i above = _mm_sub_epi8(bytes, _mm_set1_epi8((char)low));

	return _mm_cmpeq_epi8(_mm_min_epu8(above, _mm_set1_epi8((char)span)),
	    above);
}

/*
 * Reads PLAIN_RUN / 2 one-digit tokens low..high from the PLAIN_RUN bytes
 * at p if they are just that.  Returns 1 if it did.  The even bytes,
 * digits, and the odd ones, whitespace, are each packed 16 in a row.
 */
static int
plain_run(const unsigned char *p, unsigned char *digits, unsigned low,
    unsigned high)
{
	__m128i first = load16(p), second = load16(p + 16);
	__m128i low_bytes = _mm_set1_epi16(0x00ff);
	__m128i values = _mm_sub_epi8(_mm_packus_epi16(_mm_and_si128(first,
	    low_bytes), _mm_and_si128(second, low_bytes)), _mm_set1_epi8('0'));
	__m128i odd = _mm_packus_epi16(_mm_srli_epi16(first, 8),
	    _mm_srli_epi16(second, 8));
	__m128i space = _mm_or_si128(bytes_within(odd, '\t', '\r' - '\t'),
	    _mm_cmpeq_epi8(odd, _mm_set1_epi8(' ')));

	if (_mm_movemask_epi8(_mm_and_si128(space, bytes_within(values, low,
	    high - low))) != 0xffff)
		return 0;
	_mm_storeu_si128((__m128i *)(void *)digits, values);
	return 1;
}
#if VECTOR_AVX2
#define WIDE_RUN	64	/* bytes: 32 one-digit tokens */

/* Returns 0xff in each byte of bytes that lies in low..low + span. */
AVX2_FUNCTION static __m256i
wide_bytes_within(__m256i bytes, unsigned low, unsigned span)
{
	__m256i above = _mm256_sub_epi8(bytes, _mm256_set1_epi8((char)low));

	return _mm256_cmpeq_epi8(_mm256_min_epu8(above,
	    _mm256_set1_epi8((char)span)), above);
}

/*
 * plain_run() for WIDE_RUN bytes, with AVX2: reads 32 one-digit tokens
 * low..high from the 64 bytes at p if they are just that.  Returns 1 if
 * it did.  Packing works within each 128-bit half, so the digits are put
 * back in order (64-bit quarters 0, 2, 1, 3) before they are stored.
 */
AVX2_FUNCTION static int
wide_run(const unsigned char *p, unsigned char *digits, unsigned low,
    unsigned high)
{
	const __m256i low_bytes = _mm256_set1_epi16(0x00ff);
	__m256i first = _mm256_loadu_si256((const __m256i *)(const void *)p);
	__m256i second = _mm256_loadu_si256((const __m256i *)(const void *)
	    (p + 32));
	__m256i values = _mm256_sub_epi8(_mm256_packus_epi16(
	    _mm256_and_si256(first, low_bytes), _mm256_and_si256(second,
	    low_bytes)), _mm256_set1_epi8('0'));
	__m256i odd = _mm256_packus_epi16(_mm256_srli_epi16(first, 8),
	    _mm256_srli_epi16(second, 8));
	__m256i space = _mm256_or_si256(wide_bytes_within(odd, '\t',
	    '\r' - '\t'), _mm256_cmpeq_epi8(odd, _mm256_set1_epi8(' ')));

	if (_mm256_movemask_epi8(_mm256_and_si256(space, wide_bytes_within(
	    values, low, high - low))) != -1)
		return 0;
	_mm256_storeu_si256((__m256i *)(void *)digits,
	    _mm256_permute4x64_epi64(values, 0xd8));
	return 1;
}

/*
 * Reads runs of WIDE_RUN bytes with wide_run() from p, before end, into
 * digits, up to max; returns how many digits it read (2 bytes each).
 */
AVX2_FUNCTION static size_t
wide_runs(const unsigned char *p, const unsigned char *end,
    unsigned char *digits, size_t max, unsigned low, unsigned high)
{
	size_t n = 0;

	while (max - n >= WIDE_RUN / 2 && end - p >= WIDE_RUN &&
	    wide_run(p, digits + n, low, high)) {
		n += WIDE_RUN / 2;
		p += WIDE_RUN;
	}
	return n;
}
#endif
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

		while (p < end && (reader_class[*p] & READER_SPACE))
			p++;
#if VECTOR_AVX2
		if (vector_avx2) {
			size_t wide = wide_runs(p, end, digits + n, max - n,
			    low, high);

			n += wide;
			p += 2 * wide;
		}
#endif
		while (max - n >= PLAIN_RUN / 2 && end - p >= PLAIN_RUN &&
		    plain_run(p, digits + n, low, high)) {
			n += PLAIN_RUN / 2;
			p += PLAIN_RUN;
		}
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
	return 1;
}

void
reader_where(const struct reader *r, uint64_t line, uint64_t column,
    char *where)
{
	snprintf(where, READER_WHERE_MAX, "%s:%llu:%llu: ", r->name,
	    (unsigned long long)line, (unsigned long long)column);
}

void
reader_unexpected(struct reader *r, struct token *t,
    const char *expected, const char *note)
{
	char where[READER_WHERE_MAX], found[DIAG_QUOTED_MAX];

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
