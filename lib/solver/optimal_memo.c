/*
 * The optimal search's memo (optimal_internal.h): the sets of secrets
 * solved, with their least totals or lower bounds, shared by the threads
 * under striped locks.
 */

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "optimal_internal.h"

uint64_t
hash_set(const uint32_t *secrets, size_t n, unsigned depth)
{
	uint64_t h = 0x9e3779b97f4a7c15u ^ depth;

	for (size_t i = 0; i < n; i++) {
		h ^= secrets[i];
		h *= 0xff51afd7ed558ccdu;
		h ^= h >> 29;
	}
	return h;
}

/* Copies the entry for the set into *out; returns 0 if there is none. */
int
memo_find(struct optimal *o, const uint32_t *secrets, size_t n,
    unsigned depth, uint64_t hash, struct entry *out)
{
	size_t b = hash & (o->buckets - 1);
	pthread_mutex_t *lock = &o->lock[b % MEMO_LOCKS];
	int found = 0;

	pthread_mutex_lock(lock);
	for (struct entry *e = o->memo[b]; e != NULL && !found; e = e->next)
		if (e->hash == hash && e->n == n && e->depth == depth &&
		    memcmp(e->secrets, secrets, n * sizeof(*secrets)) == 0) {
			*out = *e;
			found = 1;
		}
	pthread_mutex_unlock(lock);
	return found;
}

/* Records what is known of the set; a full memo records nothing more. */
void
memo_store(struct optimal *o, const uint32_t *secrets, size_t n,
    unsigned depth, uint64_t hash, uint64_t lower, size_t guess, int exact)
{
	size_t b = hash & (o->buckets - 1), bytes = sizeof(struct entry) +
	    n * sizeof(*secrets);
	pthread_mutex_t *lock = &o->lock[b % MEMO_LOCKS];
	struct entry *e;
	int full;

	pthread_mutex_lock(lock);
	for (e = o->memo[b]; e != NULL; e = e->next)
		if (e->hash == hash && e->n == n && e->depth == depth &&
		    memcmp(e->secrets, secrets, n * sizeof(*secrets)) == 0)
			break;
	if (e != NULL && !e->exact && (exact || lower > e->lower)) {
		e->lower = lower;
		e->guess = (uint32_t)guess;
		e->exact = exact;
	}
	pthread_mutex_unlock(lock);
	if (e != NULL)
		return;
	pthread_mutex_lock(&o->lock[0]);
	full = (o->memo_bytes += bytes) > MEMO_BYTES;
	pthread_mutex_unlock(&o->lock[0]);
	if (full || (e = malloc(bytes)) == NULL)
		return;
	*e = (struct entry){ NULL, hash, lower, (uint32_t)guess, (uint32_t)n,
	    depth, exact };
	memcpy(e->secrets, secrets, n * sizeof(*secrets));
	pthread_mutex_lock(lock);
	e->next = o->memo[b];
	o->memo[b] = e;
	pthread_mutex_unlock(lock);
}

/*
 * Returns the buckets of the memo for a search of that many secrets: one
 * for 32 pairs of them (the memo grows with the search), a power of 2
 * from MEMO_BUCKETS_MIN to MEMO_BUCKETS_MAX.  A bucket is a page-faulted
 * pointer when first used: 2^20 of them, 8 MB, took a third of classic's
 * 0.1 s.
 */
size_t
memo_buckets(size_t secrets)
{
	size_t buckets = MEMO_BUCKETS_MIN;

	while (buckets < secrets * secrets / 32 && buckets < MEMO_BUCKETS_MAX)
		buckets *= 2;
	return buckets;
}
