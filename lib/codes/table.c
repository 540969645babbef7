/* The table of hints of guesses against secrets (table.h). */

#include "table.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "../core/threads.h"
#include "../core/variant.h"

/* 3^i, the weight of position i in a hint of marks. */
static const unsigned weight[] = { 1, 3, 9, 27, 81, 243, 729, 2187, 6561,
    19683, 59049 };

size_t
table_bytes(const struct rule *r, size_t length, size_t guesses,
    size_t secrets)
{
	size_t each = rule_hints(r, length) > 256 ? 2 : 1;

	if (secrets > 0 && guesses > SIZE_MAX / secrets / each)
		return SIZE_MAX;
	return guesses * secrets * each;
}

unsigned
table_marks(const unsigned char *guess, int guess_repeats,
    const unsigned char *secret, uint64_t secret_set,
    const unsigned char *secret_count, size_t length)
{
	unsigned char left[SCORE_COLOURS_MAX], mark[16];
	unsigned hint = 0;

	if (!guess_repeats) {
		/*
		 * Each colour of the guess once: elsewhere in the secret it
		 * is present, wherever the secret has it but here.
		 */
		for (size_t i = 0; i < length; i++)
			hint += weight[i] * (guess[i] == secret[i] ? 2u :
			    (unsigned)(secret_set >> guess[i] & 1));
		return hint;
	}
	for (size_t i = 0; i < length; i++)
		left[guess[i]] = secret_count[guess[i]];
	for (size_t i = 0; i < length; i++) {
		mark[i] = guess[i] == secret[i] ? 2 : 0;
		left[guess[i]] = (unsigned char)(left[guess[i]] -
		    (mark[i] == 2));
	}
	for (size_t i = 0; i < length; i++) {
		if (mark[i] == 0 && left[guess[i]] > 0) {
			mark[i] = 1;
			left[guess[i]]--;
		}
		hint += weight[i] * mark[i];
	}
	return hint;
}

/* What the threads of table_fill() share. */
struct filling {
	struct hint_table *t;
	const struct rule *r;
	const struct space *guesses, *secrets;
	unsigned char *repeats;		/* of each guess */
	size_t next;			/* the next block of secrets */
	pthread_mutex_t lock;
};

#define ROWS	64	/* secrets a thread takes at a time */

/* Stores hint h of guess g against secret i. */
static inline void
put(struct hint_table *t, size_t i, size_t g, unsigned h)
{
	size_t at = i * t->guesses + g;

	if (t->wide)
		t->words[at] = (uint16_t)h;
	else
		t->bytes[at] = (unsigned char)h;
}

/* Fills the row of secret i. */
static void
fill_row(struct filling *f, size_t i)
{
	const struct space *gs = f->guesses, *ss = f->secrets;
	const unsigned char *secret = space_code(ss, i);
	size_t length = gs->length;
	struct scorer scorer;

	if (rule_marks_positions(f->r)) {
		unsigned char count[SCORE_COLOURS_MAX] = { 0 };
		uint64_t set = space_colours(secret, length);

		for (size_t k = 0; k < length; k++)
			count[secret[k]]++;
		for (size_t g = 0; g < gs->count; g++)
			put(f->t, i, g, table_marks(space_code(gs, g),
			    f->repeats[g], secret, set, count, length));
		return;
	}
	if (ss->packed != NULL && gs->packed != NULL)
		scorer_init_packed(&scorer, ss->packed[i], length);
	else
		scorer_init(&scorer, secret, length, gs->colours);
	for (size_t g = 0; g < gs->count; g++)
		put(f->t, i, g, rule_of_counts(f->r, length, gs->packed != NULL &&
		    ss->packed != NULL ? score_packed(&scorer, gs->packed[g]) :
		    score(&scorer, space_code(gs, g))));
}

/* A thread of table_fill(): blocks of rows until none is left. */
static int
fill_rows(void *arg)
{
	struct filling *f = arg;
	size_t block;

	while ((block = threads_take(&f->lock, &f->next)) * ROWS <
	    f->secrets->count) {
		size_t end = (block + 1) * ROWS < f->secrets->count ?
		    (block + 1) * ROWS : f->secrets->count;

		for (size_t i = block * ROWS; i < end; i++)
			fill_row(f, i);
	}
	return 0;
}

int
table_fill(struct hint_table *t, const struct rule *r,
    const struct space *guesses, const struct space *secrets,
    unsigned threads)
{
	size_t cells = guesses->count * secrets->count;
	struct filling f = { t, r, guesses, secrets, NULL, 0,
	    PTHREAD_MUTEX_INITIALIZER };
	int status;

	memset(t, 0, sizeof(*t));
	t->guesses = guesses->count;
	t->secrets = secrets->count;
	t->wide = rule_hints(r, guesses->length) > 256;
	if (t->wide)
		t->words = malloc((cells + 1) * sizeof(*t->words));
	else
		t->bytes = malloc(cells + 1);
	f.repeats = malloc(guesses->count + 1);
	if ((t->words == NULL && t->bytes == NULL) || f.repeats == NULL) {
		free(f.repeats);
		table_free(t);
		return -1;
	}
	for (size_t g = 0; g < guesses->count; g++)
		f.repeats[g] = (unsigned char)variant_repeats(space_code(guesses,
		    g), guesses->length);
	status = threads_run(threads, fill_rows, &f);
	free(f.repeats);
	if (status != 0)
		table_free(t);
	return status == 0 ? 0 : -1;
}

void
table_free(struct hint_table *t)
{
	free(t->bytes);
	free(t->words);
	t->bytes = NULL;
	t->words = NULL;
}
