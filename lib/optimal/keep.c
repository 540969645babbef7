/*
 * What a shard keeps of its search (optimal.h): the sets of secrets its
 * memo holds, written as lines that a run of the same shard reads back
 * into its memo, so that a shard stopped, or killed after a checkpoint,
 * resumes where it was.  A line is "exact KEY DEPTH TOTAL GUESS N S..."
 * or "lower KEY DEPTH LOWER N S...": KEY (hex) what the set's hash holds
 * beside its secrets (hard mode's guesses allowed), DEPTH the guesses
 * left (0: any), then the secrets' indices; the last line "end COUNT
 * HASH" holds their count and a hash of their numbers (mix()).
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

/* Writes entry e as a line to out, mixed into *hash. */
static void
write_entry(const struct entry *e, FILE *out, uint64_t *hash)
{
	uint64_t key = e->hash ^ hash_set(e->secrets, e->n, e->depth);

	*hash = mix(mix(mix(mix(mix(*hash, e->exact), key), e->depth),
	    e->lower), e->n);
	if (e->exact) {
		fprintf(out, "exact %" PRIx64 " %u %" PRIu64 " %" PRIu32,
		    key, (unsigned)e->depth, e->lower, e->guess);
		*hash = mix(*hash, e->guess);
	} else
		fprintf(out, "lower %" PRIx64 " %u %" PRIu64, key,
		    (unsigned)e->depth, e->lower);
	fprintf(out, " %" PRIu32, e->n);
	for (uint32_t i = 0; i < e->n; i++) {
		fprintf(out, " %" PRIu32, e->secrets[i]);
		*hash = mix(*hash, e->secrets[i]);
	}
	fputc('\n', out);
}

long
optimal_keep_write(struct optimal *o, FILE *out)
{
	uint64_t hash = BODY_HASH;
	long count = 0;

	/* every stripe, in memo_tidy()'s order: the buckets stay */
	for (unsigned i = 0; i < MEMO_LOCKS; i++)
		pthread_mutex_lock(&o->lock[i]);
	for (size_t b = 0; b < o->buckets; b++)
		for (const struct entry *e = o->memo[b]; e != NULL;
		    e = e->next)
			if (e->n >= KEEP_SMALLEST) {
				write_entry(e, out, &hash);
				count++;
			}
	for (unsigned i = MEMO_LOCKS; i-- > 0;)
		pthread_mutex_unlock(&o->lock[i]);
	fprintf(out, "end %ld %016" PRIx64 "\n", count, hash);
	return ferror(out) ? -1 : count;
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

/*
 * Checks the form of a set's line: its n secrets increasing, its total
 * within what they may take with depth guesses left (bound() to
 * total_most(); a bound of a set with guesses left may be INF: no
 * strategy within them), and an exact total's guess (UINT32_MAX: a bound)
 * one the search may play there, that splits them.  Returns 0, or -1
 * with why.
 */
static int
check_entry(struct optimal *o, const uint32_t *secrets, uint64_t n,
    unsigned depth, uint64_t total, uint64_t guess, char *why,
    size_t why_size)
{
	struct node at = { secrets, n, depth, NULL, NULL, 0, 0, 0 };
	int exact = guess != UINT32_MAX;
	uint64_t least = bound(o, n, depth), most = total_most(n, depth);

	for (uint64_t i = 1; i < n; i++)
		if (secrets[i] <= secrets[i - 1]) {
			snprintf(why, why_size, "secret %" PRIu64 " of %" PRIu64
			    ": not above the one before it", i + 1, n);
			return -1;
		}
	if (total < least || (total > most && (exact || depth == 0 ||
	    total != INF))) {
		snprintf(why, why_size, "a total of %" PRIu64 ", outside what "
		    "%" PRIu64 " secrets may take (%" PRIu64 " to %" PRIu64 ")",
		    total, n, least, most);
		return -1;
	}
	if (exact && (!guess_allowed(o, &at, guess) ||
	    !guess_splits(o, secrets, n, guess))) {
		snprintf(why, why_size, "guess %" PRIu64 " %s its %" PRIu64
		    " secrets", guess, guess_allowed(o, &at, guess) ?
		    "does not split" : "may not be played at", n);
		return -1;
	}
	return 0;
}

/*
 * Reads a set's line, text, mixed into *hash, into o's memo if store.
 * Returns 0, or -1 with why.
 */
static int
read_entry(struct optimal *o, char *text, int store, uint64_t *hash,
    char *why, size_t why_size)
{
	int exact = strncmp(text, "exact", 5) == 0;
	uint64_t key, depth, total, guess = UINT32_MAX, n;
	char *at = text + 5;
	uint32_t *secrets;

	if ((!exact && strncmp(text, "lower", 5) != 0) ||
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
	*hash = mix(mix(mix(mix(mix(*hash, (uint64_t)exact), key), depth),
	    total), n);
	if (exact)
		*hash = mix(*hash, guess);
	for (uint64_t i = 0; i < n; i++) {
		uint64_t secret;

		if (number(&at, 10, &secret) == -1 || secret >= o->secrets) {
			snprintf(why, why_size, "secret %" PRIu64 " of %" PRIu64
			    ": expected a number below %zu", i + 1, n,
			    o->secrets);
			free(secrets);
			return -1;
		}
		secrets[i] = (uint32_t)secret;
		*hash = mix(*hash, secret);
	}
	if (*at != '\0')
		snprintf(why, why_size, "more than the %" PRIu64 " secrets it "
		    "says", n);
	else if (check_entry(o, secrets, n, (unsigned)depth, total,
	    exact ? guess : UINT32_MAX, why, why_size) == -1)
		*at = 'x';	/* said */
	else if (store)
		memo_store(o, secrets, n, (unsigned)depth, hash_set(secrets, n,
		    (unsigned)depth) ^ key, total, exact ? guess : UINT32_MAX,
		    exact);
	free(secrets);
	return *at != '\0' ? -1 : 0;
}

int
optimal_keep_read(struct optimal *o, FILE *in, const char *name,
    unsigned *line, int store, long *count, char *why, size_t why_size)
{
	uint64_t hash = BODY_HASH, want = 0;
	char *text = NULL, lost[128], extra;
	size_t size = 0;
	ssize_t n;
	long said = -1;

	for (*count = 0; (n = getline(&text, &size, in)) > 0; ++*count) {
		++*line;
		if (text[n - 1] != '\n')
			break;		/* cut short */
		text[n - 1] = '\0';
		if (sscanf(text, "end %ld %" SCNx64 "%c", &said, &want,
		    &extra) == 2)
			break;
		if (read_entry(o, text, store, &hash, lost, sizeof(lost)) ==
		    -1) {
			snprintf(why, why_size, "%s:%u: %s", name, *line, lost);
			free(text);
			return -1;
		}
	}
	free(text);
	if (n <= 0 || said != *count || want != hash || getc(in) != EOF) {
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
