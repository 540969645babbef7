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

#endif
