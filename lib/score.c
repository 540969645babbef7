#include "score.h"

#include "vector.h"

void
scorer_init(struct scorer *s, const unsigned char *secret, size_t length,
    unsigned colours)
{
	s->secret = secret;
	s->length = length;
	s->colours = colours;
	for (unsigned c = 0; c < colours; c++)
		s->secret_count[c] = 0;
	for (size_t i = 0; i < length; i++)
		s->secret_count[secret[i]]++;
	s->packs = score_packs(length, colours);
	if (s->packs)
		s->packed = score_pack(secret, length);
	scorer_reset(s);
}

/*
 * scorer_add_run() for a long run: its colours are counted first, in four
 * interleaved tallies so that a colour repeated at close range does not
 * wait for its own count, then each colour's new matches are added at
 * once: min(guess, secret) after, less min(guess, secret) before.
 */
void
scorer_add_long_run(struct scorer *s, const unsigned char *colours, size_t n)
{
	const unsigned char *secret = s->secret + s->position;
	uint32_t tally[4][SCORE_COLOURS_MAX];
	size_t strong = 0, i;

	for (int k = 0; k < 4; k++)
		memset(tally[k], 0, s->colours * sizeof(tally[k][0]));

	for (i = 0; i + 4 <= n; i += 4)
		for (int k = 0; k < 4; k++) {
			strong += secret[i + k] == colours[i + k];
			tally[k][colours[i + k]]++;
		}
	for (; i < n; i++) {
		strong += secret[i] == colours[i];
		tally[0][colours[i]]++;
	}
	for (unsigned c = 0; c < s->colours; c++) {
		uint32_t before = s->guess_count[c], limit = s->secret_count[c];
		uint32_t after = before + tally[0][c] + tally[1][c] +
		    tally[2][c] + tally[3][c];

		s->common += (after < limit ? after : limit) -
		    (before < limit ? before : limit);
		s->guess_count[c] = after;
	}
	s->position += n;
	s->strong += strong;
}

#if VECTOR
/* Returns each byte of v that is 0xff as 1, and every other as 0. */
#define ONES_WHERE(v)	_mm_and_si128((v), _mm_set1_epi8(1))

/* A secret of four colours, laid out for score_four_fours(). */
struct four {
	__m128i lanes;		/* the secret in each 32-bit lane */
	__m128i colour[4];	/* colour i in every byte */
};

static struct four
four_of(const unsigned char *secret)
{
	struct four f;

	f.lanes = _mm_set1_epi32((int)(secret[0] | (uint32_t)secret[1] << 8 |
	    (uint32_t)secret[2] << 16 | (uint32_t)secret[3] << 24));
	for (int i = 0; i < 4; i++)
		f.colour[i] = _mm_set1_epi8((char)secret[i]);
	return f;
}

/*
 * Scores four guesses of four colours, one to each 32-bit lane of the 16
 * bytes at guesses, the way score_ranked() does: colour i of a guess is a
 * match if fewer of the colours before it are the same (its rank) than the
 * secret has of it.  Stores strong << 4 | matches, a byte a guess, at out.
 */
static void
score_four_fours(const struct four *secret, const unsigned char *guesses,
    unsigned char out[16])
{
	__m128i guess = load16(guesses), rank = _mm_setzero_si128();
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
	sums = _mm_add_epi8(sums, _mm_srli_epi32(sums, 8));
	_mm_storeu_si128((__m128i *)(void *)out, sums);
}
#endif

void
score_all(struct scorer *s, const unsigned char *guesses, size_t count,
    struct hint *hints)
{
	size_t k = 0;

#if VECTOR
	if (s->length == 4 && count >= 4) {
		struct four secret = four_of(s->secret);

		for (; k + 4 <= count; k += 4) {
			unsigned char sums[16];

			score_four_fours(&secret, guesses + 4 * k, sums);
			for (int lane = 0; lane < 4; lane++) {
				unsigned strong = sums[4 * lane] >> 4;

				hints[k + lane] = (struct hint){ strong,
				    (sums[4 * lane] & 0xfu) - strong };
			}
		}
	}
#endif
	for (; k < count; k++)
		hints[k] = score(s, guesses + k * s->length);
}
