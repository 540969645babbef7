/* fnv: the hash of the files the search writes and of its memo's keys. */

#ifndef CODE_FNV_H
#define CODE_FNV_H

#include <stdint.h>

/*
 * FNV-1a (Fowler, Noll and Vo), 64 bits: from FNV_OFFSET, each step takes
 * a value in by xor and multiplies by the FNV prime.  fnv_step() takes a
 * whole word a step (a list of guesses, the hints of a table, the guesses
 * hard mode allows); fnv_bytes() a value's 8 bytes, the lowest first, a
 * step each, as the standard hash does (the records of a shard's file and
 * of a checkpoint, shard/record.c).
 */
#define FNV_OFFSET	0xcbf29ce484222325ULL
#define FNV_PRIME	0x100000001b3ULL

/* Returns hash h after the step of value. */
static inline uint64_t
fnv_step(uint64_t h, uint64_t value)
{
	return (h ^ value) * FNV_PRIME;
}

/* Returns hash h after the steps of value's 8 bytes. */
static inline uint64_t
fnv_bytes(uint64_t h, uint64_t value)
{
	for (int i = 0; i < 8; i++, value >>= 8)
		h = fnv_step(h, value & 0xff);
	return h;
}

#endif
