/*
 * The scorer's SSE2 and AVX2 paths: runs of guesses of one to eight
 * colours (SSE2), of five to 15 (AVX2), and longer ones (AVX2).
 */

/*
 * score.c holds the portable code beside these and chooses which runs;
 * each function here scores as the portable code there does (simd.h).
 */

#include "simd.h"

#include <string.h>

#if VECTOR
/* Returns each byte of v that is 0xff as 1, and every other as 0. */
#define ONES_WHERE(v)	_mm_and_si128((v), _mm_set1_epi8(1))

/*
 * A secret of up to four colours, laid out for score_four_lanes(): 0xff,
 * which no guess has, stands for the colours past its length.
 */
struct four {
	__m128i lanes;		/* the secret in each 32-bit lane */
	__m128i colour[4];	/* colour i in every byte */
	size_t length;
	uint32_t mask;		/* 0xff in the first length bytes */
};

static struct four
four_of(const unsigned char *secret, size_t length)
{
	unsigned char padded[4] = { 0xff, 0xff, 0xff, 0xff }, mask[4] = { 0 };
	uint32_t lane;
	struct four f;

	memcpy(padded, secret, length);
	memset(mask, 0xff, length);
	memcpy(&lane, padded, sizeof(lane));
	memcpy(&f.mask, mask, sizeof(f.mask));
	f.lanes = _mm_set1_epi32((int)lane);
	for (int i = 0; i < 4; i++)
		f.colour[i] = _mm_set1_epi8((char)padded[i]);
	f.length = length;
	return f;
}

/*
 * Returns the four guesses of secret->length colours at guesses, one to a
 * 32-bit lane, 0 past their length; reads 4 bytes from the last.
 */
static __m128i
four_guesses(const struct four *secret, const unsigned char *guesses)
{
	size_t n = secret->length;
	uint32_t g[4];

	if (n == 4)
		return load16(guesses);
	for (int k = 0; k < 4; k++) {
		memcpy(&g[k], guesses + (size_t)k * n, sizeof(g[k]));
		g[k] &= secret->mask;
	}
	return _mm_set_epi32((int)g[3], (int)g[2], (int)g[1], (int)g[0]);
}

/*
 * Scores four guesses of up to four colours, one to each 32-bit lane
 * (four_guesses()), the way score_ranked() does: colour i of a guess is a
 * match if fewer of the colours before it are the same (its rank) than the
 * secret has of it (a 0 past the length is in no secret).  Returns
 * strong << 4 | matches, a guess's code (hint_code()), in the low byte of
 * its lane.
 */
static __m128i
score_four_lanes(const struct four *secret, __m128i guess)
{
	__m128i rank = _mm_setzero_si128();
	__m128i in_secret = _mm_setzero_si128(), strong, matches, sums;

	for (int before = 1; before < 4; before++) {
		/* bytes i >= before: colour i is colour i - before */
		__m128i shifted = _mm_slli_epi32(guess, 8 * before);
		__m128i valid = _mm_slli_epi32(_mm_set1_epi32(-1), 8 * before);

		rank = _mm_add_epi8(rank, ONES_WHERE(_mm_and_si128(valid,
		    _mm_cmpeq_epi8(guess, shifted))));
	}
	for (int i = 0; i < 4; i++)
		in_secret = _mm_add_epi8(in_secret, ONES_WHERE(_mm_cmpeq_epi8(
		    guess, secret->colour[i])));
	strong = _mm_cmpeq_epi8(guess, secret->lanes);
	matches = _mm_cmpgt_epi8(in_secret, rank);
	/* 0x10 a strong colour, 1 a match: at most 0x44 a lane, summed */
	sums = _mm_or_si128(_mm_and_si128(strong, _mm_set1_epi8(0x10)),
	    ONES_WHERE(matches));
	sums = _mm_add_epi8(sums, _mm_srli_epi32(sums, 16));
	return _mm_add_epi8(sums, _mm_srli_epi32(sums, 8));
}

/*
 * Writes the codes of the guesses at guesses, of secret->length (2 to 4)
 * colours, four at a time (score_four_lanes()), while the four and 4
 * bytes from the last are in.  Returns how many it wrote.
 */
static size_t
score_fours(const struct four *secret, const unsigned char *guesses,
    size_t count, unsigned char *codes)
{
	size_t n = secret->length, k = 0;

	for (; (k + 3) * n + 4 <= count * n; k += 4) {
		__m128i sums = score_four_lanes(secret,
		    four_guesses(secret, guesses + k * n));
		__m128i low = _mm_and_si128(sums, _mm_set1_epi32(0xff));
		int four;

		low = _mm_packs_epi32(low, low);
		four = _mm_cvtsi128_si32(_mm_packus_epi16(low, low));
		memcpy(codes + k, &four, sizeof(four));
	}
	return k;
}

/*
 * Writes the codes of count guesses of two colours against secret (two
 * colours 1..9), eight at a time, a guess to each 16-bit lane.  Returns
 * how many it wrote.  Strong: the bytes equal to the secret's.  Common:
 * with two colours a and b the guess has a (once at most) and has b;
 * with a secret of one colour, every one of it in the guess.
 */
size_t
score_sse2_twos(const unsigned char *secret, const unsigned char *guesses,
    size_t count, unsigned char *codes)
{
	const __m128i a = _mm_set1_epi8((char)secret[0]);
	const __m128i b = _mm_set1_epi8((char)secret[1]);
	const __m128i pair = _mm_set1_epi16((short)(secret[0] |
	    secret[1] << 8));
	const __m128i same = _mm_set1_epi16(secret[0] == secret[1] ? -1 : 0);
	const __m128i low = _mm_set1_epi16(0xff), one = _mm_set1_epi8(1);
	size_t k = 0;

	for (; k + 8 <= count; k += 8) {
		__m128i g = load16(guesses + 2 * k);
		__m128i strong = _mm_and_si128(_mm_cmpeq_epi8(g, pair), one);
		__m128i in_a = _mm_cmpeq_epi8(g, a), in_b = _mm_cmpeq_epi8(g, b);
		__m128i all_a = _mm_and_si128(in_a, one);
		__m128i has = _mm_add_epi16(
		    _mm_srli_epi16(_mm_or_si128(in_a, _mm_slli_epi16(in_a, 8)), 15),
		    _mm_srli_epi16(_mm_or_si128(in_b, _mm_slli_epi16(in_b, 8)), 15));
		__m128i common;

		strong = _mm_add_epi16(_mm_and_si128(strong, low),
		    _mm_srli_epi16(strong, 8));
		all_a = _mm_add_epi16(_mm_and_si128(all_a, low),
		    _mm_srli_epi16(all_a, 8));
		common = _mm_or_si128(_mm_and_si128(same, all_a),
		    _mm_andnot_si128(same, has));
		g = _mm_or_si128(_mm_slli_epi16(strong, 4), common);
		_mm_storel_epi64((__m128i *)(void *)(codes + k),
		    _mm_packus_epi16(g, g));
	}
	return k;
}

size_t
score_sse2_fours(const unsigned char *secret, size_t length,
    const unsigned char *guesses, size_t count, unsigned char *codes)
{
	struct four four = four_of(secret, length);

	return score_fours(&four, guesses, count, codes);
}

size_t
score_sse2_ones(unsigned char secret, const unsigned char *g, size_t count,
    unsigned char *codes)
{
	const __m128i colour = _mm_set1_epi8((char)secret);
	size_t k = 0;

	for (; k + 16 <= count; k += 16)
		_mm_storeu_si128((__m128i *)(void *)(codes + k), _mm_and_si128(
		    _mm_cmpeq_epi8(load16(g + k), colour), _mm_set1_epi8(0x11)));
	return k;
}
/*
 * Writes the codes of the guesses of length colours at guesses (the
 * constant of each copy of it), two at a time, a guess to each 64-bit
 * lane, 0 past its colours: as score_four_lanes() does, a colour matches
 * if fewer of the same colours come before it in its lane than the
 * secret has of it (a compare with each of the secret's colours), while
 * 8 bytes from the second are in.  Returns how many it wrote.
 */
static inline size_t
score_eights(const unsigned char *secret, size_t length,
    const unsigned char *guesses, size_t count, unsigned char *codes)
{
	const __m128i zero = _mm_setzero_si128();
	unsigned char lane[8], mask[8] = { 0 };
	uint64_t lanes, keep;
	__m128i colour[8];
	size_t k = 0;

	memset(lane, 0xff, sizeof(lane));	/* no colour past the secret */
	memcpy(lane, secret, length);
	memset(mask, 0xff, length);
	memcpy(&lanes, lane, sizeof(lanes));
	memcpy(&keep, mask, sizeof(keep));
	for (size_t i = 0; i < length; i++)
		colour[i] = _mm_set1_epi8((char)secret[i]);
	for (; (k + 1) * length + 8 <= count * length; k += 2) {
		__m128i g = _mm_and_si128(_mm_unpacklo_epi64(_mm_loadl_epi64(
		    (const __m128i *)(const void *)(guesses + k * length)),
		    _mm_loadl_epi64((const __m128i *)(const void *)(guesses +
		    (k + 1) * length))), _mm_set1_epi64x((long long)keep));
		__m128i before = g, left = zero, sums;

		for (size_t i = 0; i < length; i++)	/* the secret's count */
			left = _mm_sub_epi8(left, _mm_cmpeq_epi8(g, colour[i]));
		for (size_t d = 1; d < length; d++) {	/* less the rank */
			before = _mm_slli_epi64(before, 8);
			left = _mm_add_epi8(left, _mm_cmpeq_epi8(g, before));
		}
		sums = _mm_or_si128(_mm_and_si128(_mm_cmpeq_epi8(g,
		    _mm_set1_epi64x((long long)lanes)), _mm_set1_epi8(0x10)),
		    ONES_WHERE(_mm_cmpgt_epi8(left, zero)));
		sums = _mm_sad_epu8(sums, zero);
		codes[k] = (unsigned char)_mm_cvtsi128_si32(sums);
		codes[k + 1] = (unsigned char)_mm_extract_epi16(sums, 4);
	}
	return k;
}

size_t
score_sse2_eights(const unsigned char *secret, size_t length,
    const unsigned char *guesses, size_t count, unsigned char *codes)
{
	switch (length) {	/* a copy for each length, its loops unrolled */
	case 5:
		return score_eights(secret, 5, guesses, count, codes);
	case 6:
		return score_eights(secret, 6, guesses, count, codes);
	case 7:
		return score_eights(secret, 7, guesses, count, codes);
	case 8:
		return score_eights(secret, 8, guesses, count, codes);
	default:
		return 0;
	}
}
#if VECTOR_AVX2
/*
 * The AVX2 lanes: guesses of up to 15 colours, each alone in a lane of
 * 8 bytes (5 to 8 colours, four guesses a vector) or of 16 (9 to 15, two
 * guesses), 0 past its colours.  A shuffle puts them there from two loads
 * of 16 bytes, and a colour i of a guess is a match if fewer of the
 * colours before it in its lane are the same (its rank) than the secret
 * has of it, which a shuffle looks up in a table of the secret's counts:
 * as score_sse2_fours() does, in more lanes and longer ones.
 */
/* Returns the 32 bytes at p. */
AVX2_FUNCTION static inline __m256i
load32(const unsigned char *p)
{
	return _mm256_loadu_si256((const __m256i *)(const void *)p);
}

struct lanes {
	__m256i spread;		/* shuffles a half's guesses to their lanes */
	__m256i secret;		/* in every lane, 0xff (no colour) past it */
	__m256i counts;		/* the secret's count of colour c in byte c */
	__m256i gather;		/* shuffles each lane's code to its byte */
};

/* Returns v with each lane of width bytes moved up one byte. */
AVX2_FUNCTION static inline __m256i
lanes_up_one(__m256i v, size_t width)
{
	return width == 8 ? _mm256_slli_epi64(v, 8) :
	    _mm256_bslli_epi128(v, 1);
}

/* Returns the sum of each lane of width bytes in its low byte. */
AVX2_FUNCTION static inline __m256i
lanes_sum(__m256i v, size_t width)
{
	v = _mm256_sad_epu8(v, _mm256_setzero_si256());
	return width == 8 ? v : _mm256_add_epi64(v, _mm256_bsrli_epi128(v, 8));
}

/*
 * Writes the codes of the guesses of length colours at guesses, in lanes
 * of width bytes (the constants of each copy of it), while the 16 bytes
 * from the last vector's second half are in.  Returns how many it wrote.
 * A lane sums 0x10 a strong colour and 1 a match: strong << 4 | matches,
 * at most 0xff at 15 colours.
 */
AVX2_FUNCTION static inline size_t
lanes_score(const struct lanes *l, const unsigned char *guesses,
    size_t count, unsigned char *codes, size_t length, size_t width)
{
	const size_t per = 32 / width;	/* guesses a vector */
	const __m256i zero = _mm256_setzero_si256();
	size_t k = 0;

	for (; (k + per / 2) * length + 16 <= count * length; k += per) {
		__m256i g = _mm256_shuffle_epi8(_mm256_inserti128_si256(
		    _mm256_castsi128_si256(load16(guesses + k * length)),
		    load16(guesses + (k + per / 2) * length), 1), l->spread);
		__m256i before = g, sums;
		/* the secret's count less the rank: a match where above 0 */
		__m256i left = _mm256_shuffle_epi8(l->counts, g);
		__m128i both;
		uint64_t out;

		for (size_t d = 1; d < length; d++) {
			before = lanes_up_one(before, width);
			left = _mm256_add_epi8(left, _mm256_cmpeq_epi8(g,
			    before));
		}
		sums = _mm256_or_si256(_mm256_and_si256(_mm256_cmpeq_epi8(g,
		    l->secret), _mm256_set1_epi8(0x10)), _mm256_and_si256(
		    _mm256_cmpgt_epi8(left, zero), _mm256_set1_epi8(1)));
		sums = _mm256_shuffle_epi8(lanes_sum(sums, width), l->gather);
		both = _mm_or_si128(_mm256_castsi256_si128(sums),
		    _mm256_extracti128_si256(sums, 1));
		out = (uint64_t)_mm_cvtsi128_si64(both);
		memcpy(codes + k, &out, per);
	}
	return k;
}

/* Lays out l for a secret of length colours, in lanes of width bytes. */
AVX2_FUNCTION static void
lanes_of(struct lanes *l, const unsigned char *secret, size_t length,
    const uint32_t *secret_count, size_t width)
{
	unsigned char spread[32], lanes[32], counts[32], gather[32];
	size_t per = 32 / width;

	for (size_t i = 0; i < 32; i++) {
		size_t lane = i % 16 / width, at = i % width;

		spread[i] = at < length ? (unsigned char)(lane * length + at) :
		    0x80;	/* a shuffle's zero */
		lanes[i] = at < length ? secret[at] : 0xff;
		counts[i] = i % 16 < 10 ? (unsigned char)secret_count[i % 16] :
		    0;
		gather[i] = 0x80;
	}
	/* lane j of half h to byte h * per / 2 + j: or the halves after */
	for (size_t h = 0; h < 2; h++)
		for (size_t lane = 0; lane < per / 2; lane++)
			gather[16 * h + h * per / 2 + lane] =
			    (unsigned char)(lane * width);
	l->spread = _mm256_loadu_si256((const __m256i *)(const void *)spread);
	l->secret = _mm256_loadu_si256((const __m256i *)(const void *)lanes);
	l->counts = _mm256_loadu_si256((const __m256i *)(const void *)counts);
	l->gather = _mm256_loadu_si256((const __m256i *)(const void *)gather);
}

#define LANES_CASE(n)	case n: return lanes_score(&l, guesses, count,	\
	    codes, n, n <= 8 ? 8 : 16)

AVX2_FUNCTION size_t
score_avx2_codes(const unsigned char *secret, size_t length,
    const uint32_t *secret_count, const unsigned char *guesses,
    size_t count, unsigned char *codes)
{
	struct lanes l;

	lanes_of(&l, secret, length, secret_count, length <= 8 ? 8 : 16);
	switch (length) {	/* a copy for each length, its loop unrolled */
	LANES_CASE(5); LANES_CASE(6); LANES_CASE(7); LANES_CASE(8);
	LANES_CASE(9); LANES_CASE(10); LANES_CASE(11); LANES_CASE(12);
	LANES_CASE(13); LANES_CASE(14); LANES_CASE(15);
	default:
		return 0;
	}
}
#undef LANES_CASE

/*
 * The AVX2 tallies: a longer guess 32 colours a compare, strong against
 * the secret and each colour 1..9 against its own, each compare's 0xff
 * taken from a tally of bytes (at most 255 compares a guess); the
 * tallies summed once a guess, and the matches the smaller of each
 * colour's count and the secret's.
 */
#define TALLIES	10	/* strong, then colours 1..9 */

/*
 * Returns the sums of the bytes of t[0..n - 1] (n at most 4), each under
 * 2^16, in the 16-bit fields of a word, t[0]'s the lowest: the sums of 8
 * bytes, each in its own field, then of the four quarters at once.
 */
AVX2_FUNCTION static inline uint64_t
four_totals(const __m256i *t, int n)
{
	const __m256i zero = _mm256_setzero_si256();
	__m256i sums = _mm256_sad_epu8(t[0], zero);
	__m128i half;

	for (int i = 1; i < n; i++)
		sums = _mm256_or_si256(sums, _mm256_slli_epi64(
		    _mm256_sad_epu8(t[i], zero), 16 * i));
	half = _mm_add_epi64(_mm256_castsi256_si128(sums),
	    _mm256_extracti128_si256(sums, 1));
	return (uint64_t)_mm_cvtsi128_si64(_mm_add_epi64(half,
	    _mm_srli_si128(half, 8)));
}

/* The secret, for tally_guess(). */
struct tallies {
	const unsigned char *secret;
	size_t whole;		/* runs of 32 colours before the last */
	__m256i last;		/* the last 1 to 32, 0xff (no colour) after */
	__m256i tail;		/* 0xff in the bytes of the last */
	size_t count[10];	/* of colour c in the secret */
};

/*
 * Adds the compares of the 32 colours v (0 for none) to the tallies:
 * tally[0] against the secret's, tally[c] against colour c.
 */
AVX2_FUNCTION static inline void
tally32(__m256i v, __m256i secret, __m256i tally[TALLIES])
{
	tally[0] = _mm256_sub_epi8(tally[0], _mm256_cmpeq_epi8(v, secret));
	for (int c = 1; c < TALLIES; c++)
		tally[c] = _mm256_sub_epi8(tally[c], _mm256_cmpeq_epi8(v,
		    _mm256_set1_epi8((char)c)));
}

/*
 * Returns the hint of the guess at g, 32 * (t->whole + 1) bytes
 * readable.
 */
AVX2_FUNCTION static inline struct hint
tally_guess(const struct tallies *t, const unsigned char *g)
{
	__m256i tally[TALLIES];
	uint64_t totals[3];
	size_t common = 0, strong, i;

	for (int c = 0; c < TALLIES; c++)
		tally[c] = _mm256_setzero_si256();
	for (i = 0; i < t->whole; i++)
		tally32(load32(g + 32 * i), load32(t->secret + 32 * i), tally);
	tally32(_mm256_and_si256(load32(g + 32 * i), t->tail), t->last,
	    tally);
	totals[0] = four_totals(tally, 4);
	totals[1] = four_totals(tally + 4, 4);
	totals[2] = four_totals(tally + 8, 2);
	for (int c = 1; c < TALLIES; c++) {
		size_t n = (size_t)(totals[c / 4] >> 16 * (c % 4) & 0xffff);

		common += n < t->count[c] ? n : t->count[c];
	}
	strong = (size_t)(totals[0] & 0xffff);
	return (struct hint){ strong, common - strong };
}

AVX2_FUNCTION size_t
score_avx2_hints(const unsigned char *secret, size_t length,
    const uint32_t *secret_count, const unsigned char *guesses,
    size_t count, struct hint *hints)
{
	unsigned char last[32], tail[32];
	struct tallies t;
	size_t k = 0, part;

	if (length == 0 || length >= 32 * 255)
		return 0;
	t.secret = secret;
	t.whole = (length - 1) / 32;
	part = length - 32 * t.whole;
	memset(last, 0xff, sizeof(last));
	memcpy(last, secret + 32 * t.whole, part);
	memset(tail, 0, sizeof(tail));
	memset(tail, 0xff, part);
	t.last = load32(last);
	t.tail = load32(tail);
	for (int c = 0; c < 10; c++)
		t.count[c] = secret_count[c];
	for (; k * length + 32 * (t.whole + 1) <= count * length; k++)
		hints[k] = tally_guess(&t, guesses + k * length);
	return k;
}
#undef TALLIES
#endif
#endif
