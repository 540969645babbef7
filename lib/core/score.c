#include "score.h"

#include "simd.h"

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

/* Returns the 8 bytes at p as a word, in the machine's order. */
static uint64_t
word_at(const unsigned char *p)
{
	uint64_t w;

	memcpy(&w, p, sizeof(w));
	return w;
}

#define LANES16(x)	(0x0001000100010001u * (x))	/* x in 16-bit lanes */

/* Returns how many of the bytes of the words at a and b are equal. */
static size_t
equal_bytes(const unsigned char *a, const unsigned char *b, size_t words)
{
	const uint64_t low7 = SCORE_BYTES(0x7f);
	size_t equal = 0;

	while (words > 0) {
		size_t n = words < 255 ? words : 255;	/* a byte counts them */
		uint64_t differ = 0;

		for (size_t i = 0; i < n; i++) {
			uint64_t x = word_at(a + 8 * i) ^ word_at(b + 8 * i);

			differ += ((((x & low7) + low7) | x) >> 7) &
			    SCORE_BYTES(1);
		}
		differ = (differ & LANES16(0xff)) + (differ >> 8 & LANES16(0xff));
		equal += 8 * n - (size_t)((differ * LANES16(1)) >> 48);
		a += 8 * n;
		b += 8 * n;
		words -= n;
	}
	return equal;
}

/*
 * scorer_add_run() for a long run: its colours are counted first, in four
 * interleaved tallies so that a colour repeated at close range does not
 * wait for its own count, then each colour's new matches are added at
 * once: min(guess, secret) after, less min(guess, secret) before; the
 * strong ones 8 colours at a time.
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
		for (size_t k = 0; k < 4; k++)
			tally[k][colours[i + k]]++;
	for (; i < n; i++)
		tally[0][colours[i]]++;
	strong = equal_bytes(secret, colours, n / 8);
	for (i = n / 8 * 8; i < n; i++)
		strong += secret[i] == colours[i];
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

/*
 * Short codes: a secret of at most SHORT_LENGTH_MAX colours 1..9 (scorer
 * colours at most 10, none of them 0), scored in 64-bit words.  A guess's
 * colour counts go 7 bits a colour into one word (colour c at bit
 * 7 (c - 1); a 0, which the secret lacks, counts nowhere), and its colours
 * are compared 8 at a time.
 */
#define SHORT_LENGTH_MAX 63
#define SHORT_WORDS	((SHORT_LENGTH_MAX + 7) / 8)
#define FIELDS7(x)	(0x0102040810204081u * (x))	/* x in 7-bit fields */

/* One count in the field of colour c (1..9), for colours 0..15. */
static const uint64_t count_field[16] = {
	0, 1, (uint64_t)1 << 7, (uint64_t)1 << 14,
	(uint64_t)1 << 21, (uint64_t)1 << 28, (uint64_t)1 << 35,
	(uint64_t)1 << 42, (uint64_t)1 << 49, (uint64_t)1 << 56,
};

struct short_secret {
	size_t length;
	size_t words;			/* of 8 colours, the last in part */
	uint64_t colours[SHORT_WORDS];	/* 0 past the length */
	uint64_t last;			/* 0xff in the bytes of the last */
	uint64_t counts;		/* as count_field[] adds them */
	unsigned char first;		/* the secret's first colour */
};

/*
 * Returns the counts of the n colours (n at most SHORT_LENGTH_MAX) at
 * guess as count_field[] adds them, in four sums so that none waits long
 * for the one before.
 */
static inline uint64_t
count_colours(const unsigned char *guess, size_t n)
{
	uint64_t sum[4] = { 0, 0, 0, 0 };
	size_t i;

	for (i = 0; i + 4 <= n; i += 4)
		for (size_t k = 0; k < 4; k++)
			sum[k] += count_field[guess[i + k]];
	for (; i < n; i++)
		sum[0] += count_field[guess[i]];
	return sum[0] + sum[1] + sum[2] + sum[3];
}


/* Returns 1 if s's secret is short, and prepares q for score_short(). */
static int
short_secret(const struct scorer *s, struct short_secret *q)
{
	unsigned char padded[SHORT_WORDS * 8] = { 0 }, last[8] = { 0 };

	if (s->length == 0 || s->length > SHORT_LENGTH_MAX ||
	    s->colours > 10 || s->secret_count[0] != 0)
		return 0;
	memcpy(padded, s->secret, s->length);
	q->length = s->length;
	q->first = s->secret[0];
	q->words = (s->length + 7) / 8;
	q->counts = 0;
	for (size_t i = 0; i < q->words; i++)
		q->colours[i] = word_at(padded + 8 * i);
	memset(last, 0xff, s->length - 8 * (q->words - 1));
	q->last = word_at(last);
	for (unsigned c = 1; c < s->colours; c++)
		q->counts += count_field[c] * s->secret_count[c];
	return 1;
}

/* A hint as score_short() finds it: the matches, and the strong ones. */
struct matches {
	size_t strong;
	size_t common;		/* strong + weak */
};

/*
 * score() for a short secret of length colours (q->length, a constant
 * where the compiler can see it), q->words * 8 bytes readable at guess.
 * Strong: the bytes of guess ^ secret that are 0, counted by their top
 * bits after adding 0x7f to the rest.  Matches: the field-wise smaller of
 * the two counts (a field of (secret | 64) - guess keeps its 64 where the
 * guess has no more of the colour), summed by a multiply into the top
 * field.
 */
static inline struct matches
score_short(const struct short_secret *q, const unsigned char *guess,
    size_t length)
{
	const uint64_t low7 = SCORE_BYTES(0x7f), guard = FIELDS7(64);
	size_t words = (length + 7) / 8, i, strong, common;
	uint64_t counts, differ = 0, x, at_most, fewer, smaller;

	counts = count_colours(guess, length);
	for (i = 0; i < words; i++) {
		x = word_at(guess + 8 * i) ^ q->colours[i];
		if (i + 1 == words)
			x &= q->last;
		differ += ((((x & low7) + low7) | x) >> 7) & SCORE_BYTES(1);
	}
	strong = length - (size_t)((differ * SCORE_BYTES(1)) >> 56);

	at_most = ((q->counts | guard) - counts) & guard;
	fewer = at_most - (at_most >> 6);	/* 63 in those fields */
	smaller = (counts & fewer) | (q->counts & ~fewer);
	common = (size_t)((smaller * FIELDS7(1)) >> 56) & 0x7f;
	return (struct matches){ strong, common };
}

/* Returns the hint of m. */
static inline struct hint
hint_of_matches(struct matches m)
{
	return (struct hint){ m.strong, m.common - m.strong };
}

/* Returns the code of m, a hint of at most HINT_CODE_LENGTH_MAX colours. */
static inline unsigned char
code_of(struct matches m)
{
	return hint_code(hint_of_matches(m));
}

/*
 * Writes the codes of count guesses of length colours, scored with
 * score_short(), the guesses followed by at least 8 readable bytes.
 * SHORT_RUN(n) makes a copy for n colours, every loop of it of a known
 * length.
 */
#define SHORT_RUN(n)							\
static void								\
score_short_##n(const struct short_secret *q, const unsigned char *g,	\
    size_t count, unsigned char *codes)					\
{									\
	const struct short_secret secret = *q;	/* no code aliases it */\
									\
	for (size_t k = 0; k < count; k++)				\
		codes[k] = code_of(score_short(&secret, g + k * (n), (n)));\
}
SHORT_RUN(2) SHORT_RUN(3) SHORT_RUN(4) SHORT_RUN(5)
SHORT_RUN(6) SHORT_RUN(7) SHORT_RUN(8) SHORT_RUN(9) SHORT_RUN(10)
SHORT_RUN(11) SHORT_RUN(12) SHORT_RUN(13) SHORT_RUN(14) SHORT_RUN(15)
#undef SHORT_RUN

static void (*const short_runs[HINT_CODE_LENGTH_MAX + 1])(
    const struct short_secret *, const unsigned char *, size_t,
    unsigned char *) = {
	NULL, NULL, score_short_2, score_short_3, score_short_4,
	score_short_5, score_short_6, score_short_7, score_short_8,
	score_short_9, score_short_10, score_short_11, score_short_12,
	score_short_13, score_short_14, score_short_15,
};

/*
 * Writes the codes of count guesses of one colour: a match is a strong
 * one (0x11), 16 guesses a compare in vector builds.
 */
static void
score_ones(unsigned char secret, const unsigned char *g, size_t count,
    unsigned char *codes)
{
	size_t k = 0;

#if VECTOR
	k = score_sse2_ones(secret, g, count, codes);
#endif
	for (; k < count; k++)
		codes[k] = g[k] == secret ? 0x11 : 0;
}

/*
 * Scores count short guesses of 16 or more colours, as score_short()
 * does; sixteen, the longest common length, in a copy of its own whose
 * loops the compiler unrolls.
 */
static void
score_short_any(const struct short_secret *q, const unsigned char *g,
    size_t count, struct hint *hints)
{
	if (q->length == 16)
		for (size_t k = 0; k < count; k++)
			hints[k] = hint_of_matches(score_short(q, g + k * 16,
			    16));
	else
		for (size_t k = 0; k < count; k++)
			hints[k] = hint_of_matches(score_short(q,
			    g + k * q->length, q->length));
}

/*
 * score() for a longer secret of colours 1..9 (as short_secret(), but
 * longer): strong 8 colours a compare, the guess's colours counted 7 bits
 * a colour in one word, SHORT_LENGTH_MAX at a time, then added up in
 * counts of their own.
 */
static struct hint
score_long(const struct scorer *s, const unsigned char *guess)
{
	size_t length = s->length, words = length / 8, i = 0, strong, common = 0;
	uint32_t count[9] = { 0 };	/* of colour c + 1 */

	for (; i < length; i += SHORT_LENGTH_MAX) {
		uint64_t counts = count_colours(guess + i, length - i >
		    SHORT_LENGTH_MAX ? SHORT_LENGTH_MAX : length - i);

		for (unsigned c = 0; c < 9; c++)
			count[c] += (uint32_t)(counts >> 7 * c & 0x7f);
	}
	strong = equal_bytes(guess, s->secret, words);
	for (i = 8 * words; i < length; i++)
		strong += guess[i] == s->secret[i];
	for (unsigned c = 0; c < 9; c++)
		common += count[c] < s->secret_count[c + 1] ? count[c] :
		    s->secret_count[c + 1];
	return (struct hint){ strong, common - strong };
}

/*
 * Returns how many of count guesses of q's length, laid end to end, can
 * be read 8 * q->words bytes at a time (the last few cannot).
 */
static size_t
short_readable(const struct short_secret *q, size_t count)
{
	size_t last = (8 * q->words - 1) / q->length;

	return count > last ? count - last : 0;
}

/*
 * One of the two places that choose how a run of guesses is scored, for
 * codes of up to HINT_CODE_LENGTH_MAX colours: a secret of colours 1..9
 * of one colour by one compare a guess (16 at once in vector builds),
 * in vector builds two colours eight guesses at a time (a guess to a
 * 16-bit lane), three and four colours four at a time (a guess to a
 * 32-bit lane), in words (score_short_n()) for the rest; score() for
 * any other secret, and for the last few guesses, where the faster ways
 * would read past the end.
 */
void
score_all_codes(struct scorer *s, const unsigned char *guesses,
    size_t count, unsigned char *codes)
{
	struct short_secret q;
	size_t k = 0, n = s->length;

	if (s->secret != NULL && n <= HINT_CODE_LENGTH_MAX &&
	    short_secret(s, &q)) {
		if (n == 1) {
			score_ones(q.first, guesses, count, codes);
			return;
		}
#if VECTOR_AVX2
		if (vector_avx2 && n >= 5)
			k = score_avx2_codes(s->secret, n, s->secret_count,
			    guesses, count, codes);
		else
#endif
#if VECTOR
		if (n == 2)
			k = score_sse2_twos(s->secret, guesses, count, codes);
		else if (n <= 4)
			k = score_sse2_fours(s->secret, n, guesses, count,
			    codes);
		else if (n <= 8)
			k = score_sse2_eights(s->secret, n, guesses, count,
			    codes);
#endif
		if (k < short_readable(&q, count)) {
			short_runs[n](&q, guesses + k * n,
			    short_readable(&q, count) - k, codes + k);
			k = short_readable(&q, count);
		}
	}
	for (; k < count; k++)
		codes[k] = hint_code(score(s, guesses + k * n));
}

/*
 * The other place, for codes of any length (longer than
 * HINT_CODE_LENGTH_MAX in the judge): in words for a short secret of
 * colours 1..9, and a longer one 32 colours a compare with AVX2, else in
 * words; score() for the rest, and for the last few guesses, where the
 * faster ways would read past the end.
 */
void
score_all(struct scorer *s, const unsigned char *guesses, size_t count,
    struct hint *hints)
{
	struct short_secret q;
	size_t k = 0;

	if (s->secret != NULL && short_secret(s, &q)) {
		k = short_readable(&q, count);
		score_short_any(&q, guesses, k, hints);
	} else if (s->length > SHORT_LENGTH_MAX && s->colours <= 10 &&
	    s->secret_count[0] == 0) {
#if VECTOR_AVX2
		if (vector_avx2)
			k = score_avx2_hints(s->secret, s->length,
			    s->secret_count, guesses, count, hints);
#endif
		for (; k < count; k++)
			hints[k] = score_long(s, guesses + k * s->length);
	}
	for (; k < count; k++)
		hints[k] = score(s, guesses + k * s->length);
}

void
score_marks(const struct scorer *s, const unsigned char *guess,
    unsigned char *marks)
{
	uint32_t left[SCORE_COLOURS_MAX];
	size_t length = s->length;

	memcpy(left, s->secret_count, s->colours * sizeof(*left));
	for (size_t i = 0; i < length; i++) {
		marks[i] = s->secret[i] == guess[i] ? 2 : 0;
		left[guess[i]] -= marks[i] == 2;
	}
	for (size_t i = 0; i < length; i++)
		if (marks[i] == 0 && left[guess[i]] > 0) {
			marks[i] = 1;
			left[guess[i]]--;
		}
}
