/* The reader's SSE2 and AVX2 paths: line ends, and one-digit tokens. */

/*
 * reader.c holds the portable code beside these and chooses which runs;
 * each function here does what its portable twin there does (simd.h).
 */

#include "simd.h"

#if VECTOR
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
 * Returns how many newlines (LF) the runs of READER_LINE_RUN bytes at p
 * hold, and sets *crs if they hold a CR too, when the count is not the
 * lines'.
 * Each byte of a tally counts its own lane, up to 255 runs at a time.
 */
uint64_t
reader_sse2_newlines(const unsigned char *p, size_t runs, int *crs)
{
	const __m128i lf = _mm_set1_epi8('\n'), cr = _mm_set1_epi8('\r');
	const __m128i zero = _mm_setzero_si128();
	__m128i seen = zero;
	uint64_t newlines = 0;

	while (runs > 0) {
		size_t n = runs < 255 ? runs : 255;
		__m128i tally[4] = { zero, zero, zero, zero };

		for (size_t i = 0; i < n; i++, p += READER_LINE_RUN)
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
/* reader_sse2_newlines() with AVX2, 32 bytes a compare. */
AVX2_FUNCTION uint64_t
reader_avx2_newlines(const unsigned char *p, size_t runs, int *crs)
{
	const __m256i lf = _mm256_set1_epi8('\n'), cr = _mm256_set1_epi8('\r');
	const __m256i zero = _mm256_setzero_si256();
	__m256i seen = zero;
	uint64_t newlines = 0;

	while (runs > 0) {
		size_t n = runs < 255 ? runs : 255;
		__m256i tally[2] = { zero, zero }, sums;
		__m128i sum;

		for (size_t i = 0; i < n; i++, p += READER_LINE_RUN)
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
 * Returns how many line ends the runs of READER_LINE_RUN bytes at p hold,
 * for runs that hold a CR.  Each byte of a tally counts its own lane.
 */
uint64_t
reader_sse2_line_ends(const unsigned char *p, size_t runs)
{
	const __m128i zero = _mm_setzero_si128();
	uint64_t ends = 0;

	while (runs > 0) {
		size_t n = runs < 255 ? runs : 255;
		__m128i tally[4] = { zero, zero, zero, zero };

		for (size_t i = 0; i < n; i++, p += READER_LINE_RUN)
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
const unsigned char *
reader_sse2_after_line_end(const unsigned char *from,
    const unsigned char *at)
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

/* Returns 0xff in each byte of bytes that lies in low..low + span. */
static __m128i
bytes_within(__m128i bytes, unsigned low, unsigned span)
{
	__m128i above = _mm_sub_epi8(bytes, _mm_set1_epi8((char)low));

	return _mm_cmpeq_epi8(_mm_min_epu8(above, _mm_set1_epi8((char)span)),
	    above);
}

/*
 * Reads READER_PLAIN_RUN / 2 one-digit tokens low..high from the
 * READER_PLAIN_RUN bytes at p if they are just that.  Returns 1 if it did.
 * The even bytes, digits, and the odd ones, whitespace, are each packed
 * 16 in a row.
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

size_t
reader_sse2_runs(const unsigned char *p, const unsigned char *end,
    unsigned char *digits, size_t max, unsigned low, unsigned high)
{
	size_t n = 0;

	while (max - n >= READER_PLAIN_RUN / 2 && end - p >= READER_PLAIN_RUN
	    && plain_run(p, digits + n, low, high)) {
		n += READER_PLAIN_RUN / 2;
		p += READER_PLAIN_RUN;
	}
	return n;
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
 * digits, up to max, then runs of READER_PLAIN_RUN bytes (one call for
 * both: the reader makes one for each gap between runs); returns how many
 * digits it read (2 bytes each).
 */
AVX2_FUNCTION size_t
reader_avx2_runs(const unsigned char *p, const unsigned char *end,
    unsigned char *digits, size_t max, unsigned low, unsigned high)
{
	size_t n = 0;

	while (max - n >= WIDE_RUN / 2 && end - p >= WIDE_RUN &&
	    wide_run(p, digits + n, low, high)) {
		n += WIDE_RUN / 2;
		p += WIDE_RUN;
	}
	return n + reader_sse2_runs(p, end, digits + n, max - n, low, high);
}
#endif
#endif
