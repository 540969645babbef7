/*
 * gen: writes a Master-Mind Hints judge input (UVa 340) of a given shape
 * and size to standard output, the same bytes on every machine for a given
 * shape, size and seed.
 *
 *	gen SHAPE BYTES SEED > file
 *
 * SHAPE is one of
 *	short	games of N = 4 with up to 2000 guesses each;
 *	long	games of N = 1000 with up to 100 guesses each;
 *	huge	one game of N = 1,000,000 with as many guesses as fit;
 *	mix	games of N from 1 to 1000, a few of N up to 1,000,000;
 *	N	(a number, 1 to 1,000,000) games of that N only: up to 2000
 *		guesses a game for N <= 100, up to 100 for N <= 1000, and
 *		one game with as many guesses as fit above;
 *	uniform	games whose N is drawn evenly from 1..16, 20, 32, 64, 100,
 *		1000 and 1,000,000, guesses a game as for a number
 *		(but up to 3 for N = 1,000,000);
 *	small	the same N, three games in four of N <= 10.
 * Colours are 1..9, tokens are separated by single spaces, each guess is a
 * line, each game ends with N zeros and the input with a lone 0.  The last
 * guess of a game that was not cut short is the secret itself, as when the
 * breaker wins.  The output never exceeds BYTES (unless BYTES < 2: the
 * lone 0 is always written).
 *
 * One line on standard error sums up what was written, for bench/run.sh:
 *	gen: SHAPE: BYTES bytes, GAMES games, GUESSES guesses, max N MAXN
 */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define BUF_SIZE	(1024 * 1024)
#define N_MAX		1000000

enum shape {
	SHAPE_SHORT, SHAPE_LONG, SHAPE_HUGE, SHAPE_MIX, SHAPE_UNIFORM,
	SHAPE_SMALL, SHAPE_FIXED
};

static const char *const shape_names[] = {
	"short", "long", "huge", "mix", "uniform", "small"
};

/* The N of the uniform and small mixes. */
static const size_t mix_lengths[] = {
	1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 20, 32, 64,
	100, 1000, N_MAX
};
#define MIX_LENGTHS	(sizeof(mix_lengths) / sizeof(mix_lengths[0]))
#define MIX_SMALL	10	/* mix_lengths[0 .. MIX_SMALL - 1] are <= 10 */

static unsigned char buf[BUF_SIZE];
static size_t used;
static uint64_t written;	/* bytes of output, flushed or not */
static uint64_t budget;
static uint64_t rng;
static unsigned char *secret;

/* splitmix64 (Steele, Lea, Flood 2014): small, fast, portable. */
static uint64_t
next(void)
{
	uint64_t z = (rng += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/* Returns a number in lo..hi (hi - lo < 2^32). */
static uint64_t
between(uint64_t lo, uint64_t hi)
{
	return lo + (((next() >> 32) * (hi - lo + 1)) >> 32);
}

/* Writes out the buffer; exits on failure. */
static void
flush(void)
{
	size_t off = 0;

	while (off < used) {
		ssize_t n = write(STDOUT_FILENO, buf + off, used - off);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			fprintf(stderr, "gen: write error: %s\n",
			    strerror(errno));
			exit(1);
		}
		off += (size_t)n;
	}
	used = 0;
}

/* Returns room for n bytes (n <= BUF_SIZE) at the end of the buffer. */
static unsigned char *
reserve(size_t n)
{
	if (BUF_SIZE - used < n)
		flush();
	return buf + used;
}

static void
commit(size_t n)
{
	used += n;
	written += n;
}

static void
put_number(uint64_t v)
{
	char tmp[24];
	int n = snprintf(tmp, sizeof tmp, "%llu\n", (unsigned long long)v);

	memcpy(reserve((size_t)n), tmp, (size_t)n);
	commit((size_t)n);
}

/* What a line holds. */
enum line { LINE_SECRET, LINE_RANDOM, LINE_COPY, LINE_ZEROS };

/* Returns a random colour 1..9, from 16 random bits (4 per call of next). */
static unsigned char
colour(void)
{
	static uint64_t bits;
	static int left;
	unsigned char c;

	if (left == 0) {
		bits = next();
		left = 4;
	}
	c = (unsigned char)(1 + (((bits & 0xffff) * 9) >> 16));
	bits >>= 16;
	left--;
	return c;
}

/*
 * Writes a line of n colours: a new random secret (kept in secret), a
 * random guess, a copy of the secret, or the n zeros that end a game.
 */
static void
put_line(size_t n, enum line what)
{
	size_t i = 0;

	while (i < n) {
		size_t k = n - i < BUF_SIZE / 2 ? n - i : BUF_SIZE / 2;
		unsigned char *p = reserve(2 * k);

		for (size_t j = 0; j < k; j++, i++) {
			unsigned char c;

			switch (what) {
			case LINE_SECRET:
				c = secret[i] = colour();
				break;
			case LINE_RANDOM:
				c = colour();
				break;
			case LINE_COPY:
				c = secret[i];
				break;
			default:
				c = 0;
				break;
			}
			p[2 * j] = (unsigned char)('0' + c);
			p[2 * j + 1] = ' ';
		}
		commit(2 * k);
	}
	buf[used - 1] = '\n';
}

static size_t
digits(uint64_t v)
{
	size_t d = 1;

	while (v >= 10) {
		v /= 10;
		d++;
	}
	return d;
}

/* Returns whether a game of length n with no guess still fits. */
static int
fits(size_t n)
{
	return written + digits(n) + 1 + 4 * (uint64_t)n + 2 <= budget;
}

/*
 * Writes a game of length n with up to guesses guesses, fewer if the
 * budget runs out; the last of them is the secret.  Returns the guesses
 * written.  The game must fit (fits(n)).
 */
static uint64_t
game(size_t n, uint64_t guesses)
{
	uint64_t line = 2 * (uint64_t)n, g;

	put_number(n);
	put_line(n, LINE_SECRET);
	for (g = 0; g < guesses; g++) {
		/* room for this guess, the zeros and the final 0 */
		if (written + 2 * line + 2 > budget)
			break;
		put_line(n, g + 1 < guesses ? LINE_RANDOM : LINE_COPY);
	}
	put_line(n, LINE_ZEROS);
	return g;
}

static void
usage(void)
{
	fprintf(stderr, "usage: gen short|long|huge|mix|uniform|small|N "
	    "BYTES SEED\n");
	exit(2);
}

/*
 * Returns how many guesses a game of length n may have: in a mix, up to 3
 * above N = 1000; else as many as fit there.
 */
static uint64_t
guesses_for(size_t n, int mix)
{
	return n <= 100 ? between(1, 2000) : n <= 1000 ? between(1, 100) :
	    mix ? between(1, 3) : UINT64_MAX;
}

int
main(int argc, char *argv[])
{
	enum shape shape;
	uint64_t games = 0, guesses = 0;
	size_t max_n = 0, fixed = 0;
	char *end;

	if (argc != 4)
		usage();
	for (shape = SHAPE_SHORT; shape < SHAPE_FIXED; shape++)
		if (strcmp(argv[1], shape_names[shape]) == 0)
			break;
	errno = 0;
	if (shape == SHAPE_FIXED) {
		unsigned long long v = strtoull(argv[1], &end, 10);

		if (errno != 0 || end == argv[1] || *end != '\0' || v < 1 ||
		    v > N_MAX)
			usage();
		fixed = (size_t)v;
	}
	budget = strtoull(argv[2], &end, 10);
	if (errno != 0 || end == argv[2] || *end != '\0')
		usage();
	rng = strtoull(argv[3], &end, 10);
	if (errno != 0 || end == argv[3] || *end != '\0')
		usage();
	/* a different stream for each shape */
	rng ^= 0x6a09e667f3bcc909ULL * (uint64_t)(shape + 1 + fixed);
	if ((secret = malloc(N_MAX)) == NULL) {
		fprintf(stderr, "gen: out of memory\n");
		return 1;
	}

	for (;;) {
		size_t n;
		uint64_t most, pick;

		switch (shape) {
		case SHAPE_SHORT:
			n = 4;
			most = between(1, 2000);
			break;
		case SHAPE_LONG:
			n = 1000;
			most = between(1, 100);
			break;
		case SHAPE_HUGE:
			n = N_MAX;
			most = UINT64_MAX;
			break;
		case SHAPE_FIXED:
			n = fixed;
			most = guesses_for(n, 0);
			break;
		case SHAPE_UNIFORM:
			n = mix_lengths[between(0, MIX_LENGTHS - 1)];
			most = guesses_for(n, 1);
			break;
		case SHAPE_SMALL:
			n = between(0, 3) < 3 ?
			    mix_lengths[between(0, MIX_SMALL - 1)] :
			    mix_lengths[between(MIX_SMALL, MIX_LENGTHS - 1)];
			most = guesses_for(n, 1);
			break;
		default:
			pick = between(0, 999);
			if (pick < 400) {
				n = between(1, 10);
				most = between(0, 1000);
			} else if (pick < 700) {
				n = between(11, 100);
				most = between(0, 200);
			} else if (pick < 900) {
				n = between(101, 999);
				most = between(0, 50);
			} else if (pick < 998) {
				n = 1000;
				most = between(0, 100);
			} else {
				n = between(1001, N_MAX);
				most = between(1, 3);
			}
			break;
		}
		if (!fits(n))
			break;
		guesses += game(n, most);
		games++;
		if (n > max_n)
			max_n = n;
		if (shape == SHAPE_HUGE || most == UINT64_MAX)
			break;
	}
	memcpy(reserve(2), "0\n", 2);
	commit(2);
	flush();
	fprintf(stderr, "gen: %s: %llu bytes, %llu games, %llu guesses, "
	    "max N %zu\n", argv[1], (unsigned long long)written,
	    (unsigned long long)games, (unsigned long long)guesses, max_n);
	return 0;
}
