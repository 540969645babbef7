/*
 * What a shard keeps of its search (optimal.h): the sets of secrets its
 * memo holds, written as lines that a run of the same shard reads back
 * into its memo, so that a shard stopped, or killed after a checkpoint,
 * resumes where it was.  A line is "exact KEY DEPTH TOTAL GUESS N S..."
 * or "lower KEY DEPTH LOWER N S...": KEY (hex) what the set's hash holds
 * beside its secrets (hard mode's guesses allowed), DEPTH the guesses
 * left (0: any), then the secrets' indices.
 */

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/*
 * Smaller sets are not kept: they are solved again at once, and the
 * large ones hold the search's time.
 */
#define KEEP_SMALLEST	32

/* Mixes the bytes of text, and a newline, into the hash h (FNV-1a). */
static uint64_t
mix_text(uint64_t h, const char *text)
{
	for (; *text != '\0'; text++)
		h = (h ^ (unsigned char)*text) * 0x100000001b3u;
	return (h ^ '\n') * 0x100000001b3u;
}

/* Writes entry e as a line to out, mixed into *hash; -1 on an error. */
static int
write_entry(const struct entry *e, FILE *out, uint64_t *hash, char *line,
    size_t size)
{
	uint64_t key = e->hash ^ hash_set(e->secrets, e->n, e->depth);
	int n = e->exact ? snprintf(line, size, "exact %" PRIx64 " %u %"
	    PRIu64 " %" PRIu32 " %" PRIu32, key, (unsigned)e->depth, e->lower,
	    e->guess, e->n) : snprintf(line, size, "lower %" PRIx64 " %u %"
	    PRIu64 " %" PRIu32, key, (unsigned)e->depth, e->lower, e->n);

	for (uint32_t i = 0; i < e->n && n > 0 && (size_t)n < size; i++)
		n += snprintf(line + n, size - (size_t)n, " %" PRIu32,
		    e->secrets[i]);
	if (n < 0 || (size_t)n >= size)
		return -1;
	*hash = mix_text(*hash, line);
	return fprintf(out, "%s\n", line) < 0 ? -1 : 0;
}

long
optimal_keep_write(struct optimal *o, FILE *out, uint64_t *hash)
{
	size_t size = 64 + o->secrets * 11;	/* digits and a space each */
	char *line = malloc(size);
	long count = 0;

	if (line == NULL)
		return -1;
	/* every stripe, in memo_tidy()'s order: the buckets stay */
	for (unsigned i = 0; i < MEMO_LOCKS; i++)
		pthread_mutex_lock(&o->lock[i]);
	for (size_t b = 0; b < o->buckets && count >= 0; b++)
		for (const struct entry *e = o->memo[b]; e != NULL && count >= 0;
		    e = e->next)
			if (e->n >= KEEP_SMALLEST)
				count = write_entry(e, out, hash, line, size) ==
				    -1 ? -1 : count + 1;
	for (unsigned i = MEMO_LOCKS; i-- > 0;)
		pthread_mutex_unlock(&o->lock[i]);
	free(line);
	return count;
}

/* Reads an unsigned number from *text on, past one space; -1 if none. */
static int
number(char **text, int base, uint64_t *value)
{
	char *end;

	if (**text != ' ' || (*text)[1] < '0' || (*text)[1] > 'f')
		return -1;
	*value = strtoull(*text + 1, &end, base);
	if (end == *text + 1 || (*end != ' ' && *end != '\0'))
		return -1;
	*text = end;
	return 0;
}

int
optimal_keep_read(struct optimal *o, char *line, int store,
    uint64_t *hash, char *why, size_t why_size)
{
	int exact = strncmp(line, "exact", 5) == 0;
	uint64_t key, depth, total, guess = UINT32_MAX, n, secret;
	char *at = line + 5;
	uint32_t *secrets;

	if ((!exact && strncmp(line, "lower", 5) != 0) ||
	    number(&at, 16, &key) == -1 || number(&at, 10, &depth) == -1 ||
	    depth > OPTIMAL_DEPTH_MAX || number(&at, 10, &total) == -1 ||
	    total > INF || (exact && (number(&at, 10, &guess) == -1 ||
	    guess >= o->guesses)) || number(&at, 10, &n) == -1 ||
	    n < KEEP_SMALLEST || n > o->secrets) {
		snprintf(why, why_size, "expected 'exact KEY DEPTH TOTAL GUESS "
		    "N S...' or 'lower KEY DEPTH LOWER N S...'");
		return -1;
	}
	if ((secrets = malloc(n * sizeof(*secrets))) == NULL) {
		snprintf(why, why_size, "out of memory");
		return -1;
	}
	for (uint64_t i = 0; i < n; i++) {
		if (number(&at, 10, &secret) == -1 || secret >= o->secrets) {
			snprintf(why, why_size, "secret %" PRIu64 " of %" PRIu64
			    ": expected a number below %zu", i + 1, n,
			    o->secrets);
			free(secrets);
			return -1;
		}
		secrets[i] = (uint32_t)secret;
	}
	if (*at != '\0') {
		snprintf(why, why_size, "more than the %" PRIu64 " secrets it "
		    "says", n);
		free(secrets);
		return -1;
	}
	*hash = mix_text(*hash, line);
	if (store)
		memo_store(o, secrets, n, (unsigned)depth, hash_set(secrets, n,
		    (unsigned)depth) ^ key, total, exact ? guess : UINT32_MAX,
		    exact);
	free(secrets);
	return 0;
}

void
optimal_keeping(struct optimal *o, unsigned every,
    void (*keep)(struct optimal *o, void *arg), void *arg)
{
	o->run.keep_every = every;
	o->run.keep = keep;
	o->run.keep_arg = arg;
}
