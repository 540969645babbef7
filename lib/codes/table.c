/* The table of hints of guesses against secrets (table.h). */

#include "table.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "../core/threads.h"

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

/*
 * The marks of guess against a secret whose count of each colour is
 * secret_count: exact matches first, then left to right a colour the
 * secret has left over is present.  The way for a guess that repeats a
 * colour the secret has fewer of (marks_row() takes every other).
 */
static __attribute__((noinline)) unsigned
marks_of(const unsigned char *guess, const unsigned char *secret,
    const unsigned char *secret_count, size_t length)
{
	unsigned char left[SCORE_COLOURS_MAX], mark[RULE_MARKS_MAX];
	unsigned hint = 0;

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

/* Returns the colours that code (length colours) has more than once. */
static uint64_t
repeated(const unsigned char *code, size_t length)
{
	uint64_t seen = 0, twice = 0;

	for (size_t p = 0; p < length; p++) {
		twice |= seen & (uint64_t)1 << code[p];
		seen |= (uint64_t)1 << code[p];
	}
	return twice;
}

/* What the threads of table_fill() share. */
struct filling {
	struct hint_table *t;
	const struct rule *r;
	const struct space *guesses, *secrets;
	uint64_t *repeated;		/* the colours each guess repeats */
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

/*
 * Fills the row of secret i under marks.  Position p of a guess is worth
 * worth[p][colour], its mark as if the guess repeated no colour, and a
 * guess's hint is the sum; one that repeats a colour the secret has is
 * scored the long way.  Inlined with length a constant, the sum unrolls.
 */
static inline __attribute__((always_inline)) void
marks_row(struct filling *f, size_t i, size_t length)
{
	const struct space *gs = f->guesses;
	const unsigned char *secret = space_code(f->secrets, i);
	const unsigned char *guess = gs->codes;
	const uint64_t *repeated = f->repeated;
	unsigned char count[SCORE_COLOURS_MAX] = { 0 };
	uint16_t worth[RULE_MARKS_MAX][SCORE_COLOURS_MAX];
	uint64_t set = space_colours(secret, length);
	size_t guesses = gs->count;
	unsigned char *bytes = f->t->wide ? NULL : f->t->bytes + i * guesses;
	uint16_t *words = f->t->wide ? f->t->words + i * guesses : NULL;

	for (size_t p = 0; p < length; p++)
		count[secret[p]]++;
	for (size_t p = 0; p < length; p++)
		for (unsigned c = 0; c < gs->colours; c++)
			worth[p][c] = (uint16_t)(weight[p] * (secret[p] == c ?
			    2u : (unsigned)(set >> c & 1)));
	for (size_t g = 0; g < guesses; g++, guess += length) {
		unsigned hint = 0;

		if (repeated[g] & set)
			hint = marks_of(guess, secret, count, length);
		else
			for (size_t p = 0; p < length; p++)
				hint += worth[p][guess[p]];
		if (bytes != NULL)
			bytes[g] = (unsigned char)hint;
		else
			words[g] = (uint16_t)hint;
	}
}

/* Fills the row of secret i. */
static void
fill_row(struct filling *f, size_t i)
{
	const struct space *gs = f->guesses, *ss = f->secrets;
	size_t length = gs->length;
	struct scorer scorer;

	if (rule_marks_positions(f->r)) {
		if (length == 5)	/* Wordle's */
			marks_row(f, i, 5);
		else
			marks_row(f, i, length);
		return;
	}
	if (ss->packed != NULL && gs->packed != NULL)
		scorer_init_packed(&scorer, ss->packed[i], length);
	else
		scorer_init(&scorer, space_code(ss, i), length, gs->colours);
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
	f.repeated = malloc((guesses->count + 1) * sizeof(*f.repeated));
	if ((t->words == NULL && t->bytes == NULL) || f.repeated == NULL) {
		free(f.repeated);
		table_free(t);
		return -1;
	}
	for (size_t g = 0; g < guesses->count; g++)
		f.repeated[g] = repeated(space_code(guesses, g),
		    guesses->length);
	status = threads_run(threads, fill_rows, &f);
	free(f.repeated);
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
