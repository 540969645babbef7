/* vector: SSE2, or the portable C of -DCODE_SCALAR. */

#ifndef CODE_VECTOR_H
#define CODE_VECTOR_H

/*
 * Vector instructions: SSE2, which every x86-64 has, unless -DCODE_SCALAR
 * asks for the portable C that every fast path also has.  The tests run
 * both builds.
 */
#if defined(__SSE2__) && !defined(CODE_SCALAR)
#define VECTOR	1
#include <emmintrin.h>

/* Returns the 16 bytes at p. */
static inline __m128i
load16(const unsigned char *p)
{
	return _mm_loadu_si128((const __m128i *)(const void *)p);
}
#else
#define VECTOR	0
#endif

/*
 * AVX2, where the compiler can build functions for it (GCC and clang on
 * x86-64), runs where the processor has it: vector_choose() decides, once,
 * at start-up, and every AVX2 path asks vector_avx2.  The SSE2 paths stay
 * for other processors, and for the tests (CODE_VECTOR=sse2).
 */
#if VECTOR && defined(__GNUC__) && defined(__x86_64__)
#define VECTOR_AVX2	1
#define AVX2_FUNCTION	__attribute__((target("avx2")))
#include <immintrin.h>
#else
#define VECTOR_AVX2	0
#endif

extern int vector_avx2;	/* 1 if the AVX2 paths run */

/*
 * Chooses the vector paths: AVX2 if the processor has it, unless name
 * (the environment's CODE_VECTOR, or NULL) is "sse2".  Before it, or
 * without it, the AVX2 paths do not run.
 */
void	vector_choose(const char *name);

#endif
