/*
 * The optimal search's memo (lib/optimal/, internal.h): the sets of secrets
 * solved, with their least totals or lower bounds, shared by the threads
 * under striped locks, held within the bytes the search may use.  Past
 * them the least useful sets are forgotten (memo_tidy()).
 */

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* The bytes of an entry of n secrets. */
static size_t
entry_size(size_t n)
{
	return sizeof(struct entry) + n * sizeof(uint32_t);
}

/* The bytes malloc() holds for an entry of n secrets, its own included. */
static size_t
entry_bytes(size_t n)
{
	return (entry_size(n) + 8 + 15) / 16 * 16;
}

/* Returns the lock of the stripe a set of that hash is in. */
static pthread_mutex_t *
stripe(struct optimal *o, uint64_t hash)
{
	/* buckets are at least MEMO_LOCKS: a bucket keeps its stripe */
	return &o->lock[hash & (MEMO_LOCKS - 1)];
}

uint64_t
memo_hash(const uint32_t *secrets, size_t n, unsigned depth)
{
	uint64_t h = 0x9e3779b97f4a7c15u ^ depth;

	for (size_t i = 0; i < n; i++) {
		h ^= secrets[i];
		h *= 0xff51afd7ed558ccdu;
		h ^= h >> 29;
	}
	return h;
}

uint64_t
memo_key(const struct node *at, unsigned depth)
{
	return memo_hash(at->secrets, at->n, depth) ^ at->key;
}

/* Returns the entry of the set, under its stripe's lock, or NULL. */
static struct entry *
lookup(const struct optimal *o, const uint32_t *secrets, size_t n,
    unsigned depth, uint64_t hash)
{
	struct entry *e = o->memo[hash & (o->buckets - 1)];

	while (e != NULL && !(e->hash == hash && e->n == n &&
	    e->depth == depth && memcmp(e->secrets, secrets,
	    n * sizeof(*secrets)) == 0))
		e = e->next;
	return e;
}

/* Copies the entry for the set into *out; returns 0 if there is none. */
int
memo_find(struct optimal *o, const uint32_t *secrets, size_t n,
    unsigned depth, uint64_t hash, struct entry *out)
{
	pthread_mutex_t *lock = stripe(o, hash);
	struct entry *e;

	pthread_mutex_lock(lock);
	if ((e = lookup(o, secrets, n, depth, hash)) != NULL) {
		if (e->uses < UINT8_MAX)
			e->uses++;
		*out = *e;
	}
	pthread_mutex_unlock(lock);
	return e != NULL;
}

static void	memo_tidy(struct optimal *);

/* How full count_bytes() finds the memo. */
enum fullness { ROOM, TIDY, FULL };

/*
 * Counts the bytes and the entries the memo gains (lose: loses).
 * Returns TIDY if it is past its bytes, or has outgrown buckets it may
 * double; FULL if it is past them by a sixteenth, when nothing more is
 * stored until memo_tidy() has made room.
 */
static enum fullness
count_bytes(struct optimal *o, size_t bytes, int lose)
{
	enum fullness room;

	pthread_mutex_lock(&o->tally);
	if (lose) {
		o->memo_bytes -= bytes;
		o->memo_entries--;
	} else {
		o->memo_bytes += bytes;
		o->memo_entries++;
	}
	if (o->memo_bytes > o->memo_peak)
		o->memo_peak = o->memo_bytes;
	room = o->memo_bytes > o->memo_cap + o->memo_cap / 16 ? FULL :
	    o->memo_bytes > o->memo_cap || (o->memo_entries > 2 * o->buckets &&
	    o->buckets * 2 * sizeof(*o->memo) <= o->memo_cap / 8) ? TIDY :
	    ROOM;
	pthread_mutex_unlock(&o->tally);
	return room;
}

/*
 * Records what is known of the set.  A memo past its bytes forgets the
 * least useful sets first (memo_tidy()); when it cannot, or an entry
 * cannot be allocated, it records nothing more.
 */
void
memo_store(struct optimal *o, const uint32_t *secrets, size_t n,
    unsigned depth, uint64_t hash, uint64_t lower, size_t guess, int exact)
{
	pthread_mutex_t *lock = stripe(o, hash);
	size_t bytes = entry_bytes(n);
	struct entry *e, *fresh = NULL;
	enum fullness room;
	int stored = 0;

	pthread_mutex_lock(lock);
	if ((e = lookup(o, secrets, n, depth, hash)) != NULL && !e->exact &&
	    (exact || lower > e->lower)) {
		e->lower = lower;
		e->guess = (uint32_t)guess;
		e->exact = (uint8_t)exact;
	}
	pthread_mutex_unlock(lock);
	if (e != NULL)
		return;
	if ((room = count_bytes(o, bytes, 0)) != FULL &&
	    (fresh = malloc(entry_size(n))) != NULL) {
		*fresh = (struct entry){ NULL, hash, lower, (uint32_t)guess,
		    (uint32_t)n, (uint16_t)depth, (uint8_t)exact, 0, 0, 0 };
		memcpy(fresh->secrets, secrets, n * sizeof(*secrets));
		pthread_mutex_lock(lock);
		if ((stored = lookup(o, secrets, n, depth, hash) == NULL)) {
			fresh->next = o->memo[hash & (o->buckets - 1)];
			o->memo[hash & (o->buckets - 1)] = fresh;
		}
		pthread_mutex_unlock(lock);
		if (!stored)	/* another thread's came first */
			free(fresh);
	}
	if (!stored)
		count_bytes(o, bytes, 1);
	if (room != ROOM || fresh == NULL)	/* fresh: or memory ran out */
		memo_tidy(o);
}

/*
 * Returns how useful an entry is to keep, 0 to MEMO_WORTHS - 1: a set
 * twice as large saves far more search than any use of a smaller one;
 * then how often it was found (halved at each tidying), then whether it
 * is exact.
 */
static unsigned
worth(const struct entry *e)
{
	unsigned size = 0, uses = e->uses < 3 ? e->uses : 3;

	for (uint32_t n = e->n; n > 1; n >>= 1)
		size++;
	return size * 8 + uses * 2 + e->exact;
}

/*
 * Forgets the least useful entries (worth()) until the memo holds three
 * quarters of its bytes at most; pinned entries stay.  Called with every
 * stripe locked.
 */
static void
forget(struct optimal *o)
{
	size_t held[MEMO_WORTHS] = { 0 }, target = o->memo_cap / 4 * 3;
	size_t freed = 0, excess = 0, entries = 0;
	unsigned below = 0;

	pthread_mutex_lock(&o->tally);
	if (o->memo_bytes > o->memo_cap)
		excess = o->memo_bytes - target;
	pthread_mutex_unlock(&o->tally);
	if (excess == 0)
		return;
	for (size_t b = 0; b < o->buckets; b++)
		for (struct entry *e = o->memo[b]; e != NULL; e = e->next)
			if (!e->merged && !memo_kept(o, e->pinned))
				held[worth(e)] += entry_bytes(e->n);
	for (size_t sum = 0; below < MEMO_WORTHS && sum < excess; below++)
		sum += held[below];
	/* forget all below the worth below - 1, and of it what is needed */
	for (size_t b = 0; b < o->buckets; b++)
		for (struct entry **at = &o->memo[b], *e; (e = *at) != NULL;) {
			unsigned w = worth(e);

			if (!e->merged && !memo_kept(o, e->pinned) &&
			    (w + 1 < below ||
			    (w + 1 == below && freed < excess))) {
				freed += entry_bytes(e->n);
				entries++;
				*at = e->next;
				free(e);
				continue;
			}
			e->uses >>= 1;
			at = &e->next;
		}
	pthread_mutex_lock(&o->tally);
	o->memo_bytes -= freed;
	o->memo_entries -= entries;
	o->memo_forgotten += entries;
	pthread_mutex_unlock(&o->tally);
}

/* Returns 1 if the memo has outgrown buckets it may double. */
static int
crowded(struct optimal *o)
{
	int more;

	pthread_mutex_lock(&o->tally);
	more = o->memo_entries > 2 * o->buckets &&
	    o->buckets * 2 * sizeof(*o->memo) <= o->memo_cap / 8;
	pthread_mutex_unlock(&o->tally);
	return more;
}

/*
 * Doubles the buckets while there are more than two entries a bucket and
 * the pointers fit in an eighth of the memo's bytes.  Called with every
 * stripe locked.
 */
static void
grow(struct optimal *o)
{
	struct entry **memo;

	while (crowded(o) &&
	    (memo = calloc(o->buckets * 2, sizeof(*memo))) != NULL) {
		size_t mask = o->buckets * 2 - 1;

		for (size_t b = 0; b < o->buckets; b++)
			for (struct entry *e = o->memo[b], *next; e != NULL;
			    e = next) {
				next = e->next;
				e->next = memo[e->hash & mask];
				memo[e->hash & mask] = e;
			}
		free(o->memo);
		o->memo = memo;
		pthread_mutex_lock(&o->tally);
		o->memo_bytes += o->buckets * sizeof(*memo);
		o->buckets *= 2;
		pthread_mutex_unlock(&o->tally);
	}
}

/* Forgets the least useful sets of a memo past its bytes; more buckets. */
static void
memo_tidy(struct optimal *o)
{
	if (pthread_mutex_trylock(&o->tidying) != 0)
		return;		/* another thread is at it */
	for (unsigned i = 0; i < MEMO_LOCKS; i++)
		pthread_mutex_lock(&o->lock[i]);
	forget(o);
	grow(o);
	for (unsigned i = MEMO_LOCKS; i-- > 0;)
		pthread_mutex_unlock(&o->lock[i]);
	pthread_mutex_unlock(&o->tidying);
}

int
memo_pin(struct optimal *o, const struct node *at, unsigned depth,
    uint16_t tag)
{
	const uint32_t *secrets = at->secrets;
	size_t n = at->n;
	uint64_t hash = memo_key(at, depth);
	pthread_mutex_t *lock = stripe(o, hash);
	struct entry *e;

	pthread_mutex_lock(lock);
	if ((e = lookup(o, secrets, n, depth, hash)) != NULL &&
	    tag == MEMO_MERGED)
		e->merged = 1;
	else if (e != NULL)
		e->pinned = tag;
	pthread_mutex_unlock(lock);
	return e != NULL;
}

/*
 * Returns the buckets of the memo for a search of that many secrets to
 * begin with: one for 32 pairs of them, a power of 2 from
 * MEMO_BUCKETS_MIN to MEMO_BUCKETS_MAX; memo_tidy() doubles them as the
 * memo grows.  A bucket is a page-faulted pointer when first used: 2^20
 * of them, 8 MB, took a third of classic's 0.1 s.
 */
size_t
memo_buckets(size_t secrets)
{
	size_t buckets = MEMO_BUCKETS_MIN;

	while (buckets < secrets * secrets / 32 && buckets < MEMO_BUCKETS_MAX)
		buckets *= 2;
	return buckets;
}

void
memo_free(struct optimal *o)
{
	for (size_t b = 0; o->memo != NULL && b < o->buckets; b++)
		for (struct entry *e = o->memo[b], *next; e != NULL; e = next) {
			next = e->next;
			free(e);
		}
	free(o->memo);
	o->memo = NULL;
}
