/* vector: which vector instructions the fast paths use, chosen once. */

#include "vector.h"

#include <string.h>

int vector_avx2;

void
vector_choose(const char *name)
{
#if VECTOR_AVX2
	__builtin_cpu_init();
	vector_avx2 = __builtin_cpu_supports("avx2") &&
	    (name == NULL || strcmp(name, "sse2") != 0);
#else
	(void)name;
#endif
}
