/* splitmix: the SplitMix64 generator of code gen. */

#ifndef CODE_SPLITMIX_H
#define CODE_SPLITMIX_H

#include <stdint.h>

/*
 * SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number
 * generators", OOPSLA 2014), the generator of `code gen`: the state grows
 * by 0x9e3779b97f4a7c15 at each step and is mixed into the output by two
 * xor-shift-multiply rounds.  Written from that definition in 64-bit
 * unsigned arithmetic, so a seed gives the same numbers on every platform.
 */

struct splitmix {
	uint64_t state;
};

/* Returns the next 64 random bits. */
static inline uint64_t
splitmix_next(struct splitmix *g)
{
	uint64_t z = (g->state += 0x9e3779b97f4a7c15u);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
	return z ^ (z >> 31);
}

/*
 * Returns a number in low..high (high - low < 2^32): the top 32 bits of
 * the next output scaled by multiplication, without rejection, so each
 * value's chance is off by at most (high - low + 1) / 2^32.
 */
static inline uint64_t
splitmix_between(struct splitmix *g, uint64_t low, uint64_t high)
{
	return low + (((splitmix_next(g) >> 32) * (high - low + 1)) >> 32);
}

#endif
