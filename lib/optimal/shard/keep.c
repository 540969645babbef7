/*
 * What a shard keeps of its search (shard.h): the sets of secrets its
 * memo holds, written as records that a run of the same shard reads back
 * into its memo, so that a shard stopped, or killed after a checkpoint,
 * resumes where it was.  A record is RECORD_KEPT, "exact KEY DEPTH TOTAL
 * GUESS N S...", or RECORD_KEPT_LOWER, "lower KEY DEPTH LOWER N S...":
 * KEY (hex) what the set's hash holds beside its secrets (hard mode's
 * guesses allowed), DEPTH the guesses left (0: any), then the secrets'
 * indices; the last line "end COUNT HASH" holds their count and the hash
 * of the records (record.c).
 */

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/fnv.h"
#include "internal.h"

/*
 * Smaller sets are not kept: they are solved again at once, and the
 * large ones hold the search's time.
 */
#define KEEP_SMALLEST	32

/* Writes entry e as a record to w. */
static void
write_entry(const struct entry *e, struct record_out *w)
{
	uint64_t key = e->hash ^ memo_hash(e->secrets, e->n, e->depth);

	if (e->exact)
		shard_record_write(w, RECORD_KEPT, (uint64_t[]){ key, e->depth,
		    e->lower, e->guess, e->n }, e->secrets);
	else
		shard_record_write(w, RECORD_KEPT_LOWER, (uint64_t[]){ key,
		    e->depth, e->lower, e->n }, e->secrets);
}

long
optimal_keep_write(struct optimal *o, FILE *out)
{
	struct record_out w = { out, FNV_OFFSET };
	long count = 0;

	/* every stripe, in memo_tidy()'s order: the buckets stay */
	for (unsigned i = 0; i < MEMO_LOCKS; i++)
		pthread_mutex_lock(&o->lock[i]);
	for (size_t b = 0; b < o->buckets; b++)
		for (const struct entry *e = o->memo[b]; e != NULL;
		    e = e->next)
			if (e->n >= KEEP_SMALLEST) {
				write_entry(e, &w);
				count++;
			}
	for (unsigned i = MEMO_LOCKS; i-- > 0;)
		pthread_mutex_unlock(&o->lock[i]);
	shard_record_end(&w, (uint64_t)count);
	return ferror(out) ? -1 : count;
}

/*
 * Checks the form of a set's line: its n secrets increasing, its total
 * within what they may take with depth guesses left (bound() to
 * bound_most(); a bound of a set with guesses left may be INF: no
 * strategy within them), and an exact total's guess (UINT32_MAX: a bound)
 * one the search may play there, that splits them.  Returns 0, or -1
 * with why.
 */
static int
check_entry(struct optimal *o, const uint32_t *secrets, uint64_t n,
    unsigned depth, uint64_t total, uint64_t guess, char *why,
    size_t why_size)
{
	struct node at = { secrets, n, depth, NULL, NULL, 0, 0, 0, NULL };
	int exact = guess != UINT32_MAX;
	uint64_t least = bound(o, n, depth), most = bound_most(n, depth);

	for (uint64_t i = 1; i < n; i++)
		if (secrets[i] <= secrets[i - 1]) {
			snprintf(why, why_size, "secret %" PRIu64 " of %" PRIu64
			    ": not above the one before it", i + 1, n);
			return -1;
		}
	if (least >= INF && (exact || total < INF)) {
		snprintf(why, why_size, "a total of %" PRIu64 " for %" PRIu64
		    " secrets, which no strategy finds within %u guesses",
		    total, n, depth);
		return -1;
	}
	if (total < least || (total > most && (exact || depth == 0 ||
	    total != INF))) {
		char said[32] = "inf";	/* a bound of INF: none within */

		if (total < INF)
			snprintf(said, sizeof(said), "%" PRIu64, total);
		snprintf(why, why_size, "a total of %s, outside what %" PRIu64
		    " secrets may take (%" PRIu64 " to %" PRIu64 ")", said, n,
		    least, most);
		return -1;
	}
	if (exact && (!weigh_may_play(o, &at, guess) ||
	    !weigh_splits(o, secrets, n, guess))) {
		snprintf(why, why_size, "guess %" PRIu64 " %s its %" PRIu64
		    " secrets", guess, weigh_may_play(o, &at, guess) ?
		    "does not split" : "may not be played at", n);
		return -1;
	}
	return 0;
}

/* What a message says a set's record is expected to be. */
#define KEPT_FORMS	"expected 'exact KEY DEPTH TOTAL GUESS N S...' or " \
	"'lower KEY DEPTH LOWER N S...'"

/*
 * Reads the set of rec, the record read, into o's memo if store.
 * Returns 0, or -1 with why (its message, after "NAME:LINE: ").
 */
static int
read_entry(struct reading *r, struct record *rec, int store, char *why,
    size_t why_size)
{
	struct optimal *o = r->o;
	int exact = rec->kind == RECORD_KEPT;
	uint64_t key = rec->v[0], depth = rec->v[1], total = rec->v[2];
	uint64_t guess = exact ? rec->v[3] : UINT32_MAX, n = rec->v[3 + exact];
	uint32_t *secrets;
	size_t bad;
	int status = 0;

	if (depth > OPTIMAL_DEPTH_MAX || total > INF || (exact && guess >=
	    o->guesses) || n < KEEP_SMALLEST || n > o->secrets) {
		snprintf(why, why_size, KEPT_FORMS);
		return -1;
	}
	if ((secrets = malloc(n * sizeof(*secrets))) == NULL) {
		snprintf(why, why_size, "out of memory");
		return -1;
	}
	if ((bad = shard_record_secrets(r, rec, secrets, o->secrets)) > n) {
		snprintf(why, why_size, "more than the %" PRIu64 " secrets it "
		    "says", n);
		status = -1;
	} else if (bad > 0) {
		snprintf(why, why_size, "secret %zu of %" PRIu64 ": expected a "
		    "number below %zu", bad, n, o->secrets);
		status = -1;
	} else if (check_entry(o, secrets, n, (unsigned)depth, total, guess,
	    why, why_size) == -1)
		status = -1;
	else if (store)
		memo_store(o, secrets, n, (unsigned)depth, memo_hash(secrets, n,
		    (unsigned)depth) ^ key, total, guess, exact);
	free(secrets);
	return status;
}

int
optimal_keep_read(struct optimal *o, FILE *in, const char *name,
    unsigned *line, int store, long *count, char *why, size_t why_size)
{
	static const enum record_kind kept[] = { RECORD_END, RECORD_KEPT,
	    RECORD_KEPT_LOWER };
	struct reading r = { .o = o, .in = in, .name = name, .line = line,
	    .h = FNV_OFFSET, .why = why, .why_size = why_size };
	struct record rec;
	char lost[128];
	int status;

	for (*count = 0; (status = shard_record_next(&r)) == 0; ++*count) {
		if (shard_record_parse(&r, kept, 3, &rec) == -1)
			snprintf(lost, sizeof(lost), KEPT_FORMS);
		else if (rec.kind == RECORD_END)
			break;
		else if (read_entry(&r, &rec, store, lost, sizeof(lost)) == 0)
			continue;
		snprintf(why, why_size, "%s:%u: %s", name, *line, lost);
		free(r.text);
		return -1;
	}
	free(r.text);
	if (status != 0 || rec.v[0] != (uint64_t)*count || rec.v[1] != r.h ||
	    getc(in) != EOF) {
		snprintf(why, why_size, "%s:%u: cut short or changed (its end "
		    "line holds a count and a hash of the rest)", name, *line);
		return -1;
	}
	return 0;
}

void
optimal_keeping(struct optimal *o, unsigned every,
    void (*keep)(struct optimal *o, void *arg), void *arg)
{
	o->run.keep_every = every;
	o->run.keep = every > 0 ? keep : NULL;
	o->run.keep_arg = arg;
}
