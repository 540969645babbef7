/* The table of hints of guesses against secrets (table.h). */

#define _DEFAULT_SOURCE		/* madvise(), where there is one */
#include "table.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "../core/threads.h"

#define HUGE_PAGE	((size_t)2 << 20)	/* x86-64's and arm64's */

/*
 * Returns size bytes for a table, in pages as large as the system gives
 * where it can (Linux's transparent huge pages): a table of millions of
 * hints is touched once a 4 KiB page, and each first touch is a fault.
 */
static void *
table_alloc(size_t size)
{
#ifdef MADV_HUGEPAGE
	void *p;

	if (size >= HUGE_PAGE && posix_memalign(&p, HUGE_PAGE, size) == 0) {
		madvise(p, size, MADV_HUGEPAGE);	/* or small pages */
		return p;
	}
#endif
	return malloc(size);
}

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
 * Returns what the sum of worth (marks_row()) gives too much for colour c,
 * which guess repeats and the secret has count[c] times: the positions
 * of c that the secret leaves unmatched are marked present in turn, left
 * to right, while it has c left over; the rest are not marked at all.
 */
static inline unsigned
unmarked(const unsigned char *guess, const unsigned char *secret,
    const unsigned char *count, unsigned c, size_t length)
{
	unsigned left = count[c], over = 0;

	for (size_t p = 0; p < length; p++)
		if (guess[p] == c && secret[p] == c)
			left--;
	for (size_t p = 0; p < length; p++)
		if (guess[p] == c && secret[p] != c) {
			if (left > 0)
				left--;
			else
				over += weight[p];
		}
	return over;
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
 * guess's hint is the sum, less for each colour it repeats that the
 * secret has the marks of present it gives too many (unmarked()).
 * Inlined with length a constant, the sum unrolls.
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

		for (size_t p = 0; p < length; p++)
			hint += worth[p][guess[p]];
		for (uint64_t twice = repeated[g] & set; twice != 0;
		    twice &= twice - 1)
			hint -= unmarked(guess, secret, count,
			    (unsigned)__builtin_ctzll(twice), length);
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
		t->words = table_alloc((cells + 1) * sizeof(*t->words));
	else
		t->bytes = table_alloc(cells + 1);
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
