/* simd: the SSE2 and AVX2 paths of the reader and the scorer. */

#ifndef CODE_SIMD_H
#define CODE_SIMD_H

/*
 * The vector twins of the reader's and the scorer's hot loops, in files
 * of their own (reader_simd.c, score_simd.c) beside the portable code
 * (reader.c, score.c), which chooses between them (vector.h: SSE2 in
 * every vector build, AVX2 where vector_avx2 says).  Only reader.c and
 * score.c call them; each is tested against the portable code
 * (tests/properties.c, and the suite's CODE_SCALAR pass).
 */

#include <stddef.h>
#include <stdint.h>

#include "hint.h"
#include "vector.h"

/* The reader's one-digit tokens, read a run of this many bytes at a time. */
#define READER_PLAIN_RUN	32

#if VECTOR
/* The reader's line ends, counted a run of this many bytes at a time. */
#define READER_LINE_RUN	64

/*
 * Returns how many newlines (LF) the runs of READER_LINE_RUN bytes at p
 * hold, and sets *crs if they hold a CR too.
 */
uint64_t	reader_sse2_newlines(const unsigned char *p, size_t runs,
		    int *crs);

/*
 * Returns how many line ends (a CR, an LF, a CRLF) the runs of
 * READER_LINE_RUN bytes at p hold; reads the byte before p.
 */
uint64_t	reader_sse2_line_ends(const unsigned char *p, size_t runs);

/* Returns the byte after the last CR or LF before at, from .. at - 1. */
const unsigned char *reader_sse2_after_line_end(const unsigned char *from,
		    const unsigned char *at);

/*
 * Reads runs of READER_PLAIN_RUN bytes, READER_PLAIN_RUN / 2 one-digit
 * tokens low..high each, from p, before end, into digits, up to max;
 * returns how many digits it read (2 bytes each).
 */
size_t	reader_sse2_runs(const unsigned char *p, const unsigned char *end,
	    unsigned char *digits, size_t max, unsigned low, unsigned high);

/*
 * Writes the codes (hint_code()) of count guesses of one colour against
 * secret, 16 at a time; returns how many it wrote.
 */
size_t	score_sse2_ones(unsigned char secret, const unsigned char *guesses,
	    size_t count, unsigned char *codes);

/*
 * Writes the codes of count guesses of two colours against secret (two
 * colours 1..9), eight at a time; returns how many it wrote.
 */
size_t	score_sse2_twos(const unsigned char *secret,
	    const unsigned char *guesses, size_t count, unsigned char *codes);

/*
 * Writes the codes of count guesses of length (2 to 4) colours against
 * secret, four at a time, while the four and 4 bytes from the last are
 * in; returns how many it wrote.
 */
size_t	score_sse2_fours(const unsigned char *secret, size_t length,
	    const unsigned char *guesses, size_t count, unsigned char *codes);

/*
 * Writes the codes of count guesses of length (5 to 8) colours against
 * secret (colours 1..9), two at a time, while 8 bytes from the second
 * are in; returns how many it wrote (0 for any other length).
 */
size_t	score_sse2_eights(const unsigned char *secret, size_t length,
	    const unsigned char *guesses, size_t count, unsigned char *codes);

#if VECTOR_AVX2
/* reader_sse2_newlines() with AVX2. */
AVX2_FUNCTION uint64_t reader_avx2_newlines(const unsigned char *p,
		    size_t runs, int *crs);

/*
 * reader_sse2_runs() with AVX2: runs of 64 bytes (32 tokens), then
 * reader_sse2_runs() for what is left.
 */
AVX2_FUNCTION size_t reader_avx2_runs(const unsigned char *p,
		    const unsigned char *end, unsigned char *digits,
		    size_t max, unsigned low, unsigned high);

/*
 * Writes the codes of count guesses of length (5 to 15) colours 0..9
 * against secret (colours 1..9, of which secret_count[c] are c), four
 * (up to 8 colours) or two at a time, while the 16 bytes from the
 * last's half vector are in; returns how many it wrote (0 for any other
 * length).
 */
AVX2_FUNCTION size_t score_avx2_codes(const unsigned char *secret,
		    size_t length, const uint32_t *secret_count,
		    const unsigned char *guesses, size_t count,
		    unsigned char *codes);

/*
 * Writes the hints of count guesses of length (1 to 8159; the scorer
 * asks from 64) colours 0..9 against secret (colours 1..9, of which
 * secret_count[c] are c), 32 colours a compare, while the 32 bytes of
 * each one's last run of 32 are in; returns how many it wrote (0 for
 * any other length).
 */
AVX2_FUNCTION size_t score_avx2_hints(const unsigned char *secret,
		    size_t length, const uint32_t *secret_count,
		    const unsigned char *guesses, size_t count,
		    struct hint *hints);
#endif
#endif

#endif
