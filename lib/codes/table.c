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
 * Returns what a row filled as if no guess repeated a colour (marks_row())
 * gives too much for a colour that a guess has at places (bits of
 * positions, two or more) and the secret at in_secret: the guess's places
 * that the secret leaves unmatched are marked present in turn, left to
 * right, while the secret has the colour left over; the rest are not
 * marked at all.
 */
static inline unsigned
unmarked(unsigned places, unsigned in_secret)
{
	unsigned left = (unsigned)(__builtin_popcount(in_secret) -
	    __builtin_popcount(places & in_secret));
	unsigned rest = places & ~in_secret, over = 0;

	for (; left > 0 && rest != 0; left--)
		rest &= rest - 1;
	for (; rest != 0; rest &= rest - 1)
		over += weight[__builtin_ctz(rest)];
	return over;
}

/* Returns the places (bits of positions) of colour c in code. */
static unsigned
places_of(const unsigned char *code, size_t length, unsigned c)
{
	unsigned places = 0;

	for (size_t p = 0; p < length; p++)
		places |= (unsigned)(code[p] == c) << p;
	return places;
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
	unsigned char *column;		/* marks of at most 5 positions: the
					   guesses' colours a position at a
					   time (column p: at p), else NULL */
	uint32_t *repeats;		/* marks: the guesses that repeat a
					   colour, by colour, */
	uint16_t *places;		/* and its places in each */
	size_t repeats_from[SCORE_COLOURS_MAX + 1];	/* colour c's from
					   repeats_from[c] */
	unsigned words;			/* of a guess's hints seen, */
	uint64_t *seen;			/* [guess][word]: the hints it gives,
					   or NULL: parts not counted */
	size_t next;			/* the next block of secrets */
	pthread_mutex_t lock;
};

#define ROWS	64	/* secrets a thread takes at a time */
#define COLUMNS_LONGEST	5	/* a hint a byte, each mark's worth too */

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
 * Fills the row of secret i under marks, as if no guess repeated a
 * colour: position p of a guess is worth worth[p][colour], and its hint
 * is the sum.  Inlined with length a constant, the sum unrolls.
 */
static inline __attribute__((always_inline)) void
marks_by_worth(struct filling *f, size_t i, size_t length)
{
	const struct space *gs = f->guesses;
	const unsigned char *secret = space_code(f->secrets, i);
	const unsigned char *guess = gs->codes;
	uint16_t worth[RULE_MARKS_MAX][SCORE_COLOURS_MAX];
	uint64_t set = space_colours(secret, length);

	for (size_t p = 0; p < length; p++)
		for (unsigned c = 0; c < gs->colours; c++)
			worth[p][c] = (uint16_t)(weight[p] * (secret[p] == c ?
			    2u : (unsigned)(set >> c & 1)));
	for (size_t g = 0; g < gs->count; g++, guess += length) {
		unsigned hint = 0;

		for (size_t p = 0; p < length; p++)
			hint += worth[p][guess[p]];
		put(f->t, i, g, hint);
	}
}

/*
 * Fills the row of secret i under marks of at most COLUMNS_LONGEST
 * positions (a hint a byte), as if no guess repeated a colour: a column
 * of the guesses' colours at a time, each compared with the secret's,
 * plain loops that the compiler runs in vectors.  Inlined with length a
 * constant.
 */
static inline __attribute__((always_inline)) void
marks_by_columns(struct filling *f, size_t i, size_t length)
{
	const unsigned char *secret = space_code(f->secrets, i);
	size_t guesses = f->guesses->count;
	unsigned char *row = f->t->bytes + i * guesses;

	memset(row, 0, guesses);
	for (size_t p = 0; p < length; p++) {
		const unsigned char *column = f->column + p * guesses;
		unsigned char here = secret[p], one = (unsigned char)weight[p];
		unsigned char two = (unsigned char)(2 * one);

		for (size_t g = 0; g < guesses; g++) {
			unsigned char c = column[g], present = 0;

			for (size_t q = 0; q < length; q++)
				present |= c == secret[q];
			row[g] = (unsigned char)(row[g] + (c == here ? two :
			    present ? one : 0));
		}
	}
}

/*
 * Takes from the row of secret i, filled as if no guess repeated a
 * colour, what each guess that repeats one of the secret's colours gives
 * too many (unmarked()).
 */
static void
mend_repeats(struct filling *f, size_t i)
{
	const struct space *gs = f->guesses;
	const unsigned char *secret = space_code(f->secrets, i);
	size_t at = i * gs->count;

	for (uint64_t set = space_colours(secret, gs->length); set != 0;
	    set &= set - 1) {
		unsigned c = (unsigned)__builtin_ctzll(set);
		unsigned in_secret = places_of(secret, gs->length, c);

		for (size_t k = f->repeats_from[c]; k < f->repeats_from[c + 1];
		    k++) {
			size_t g = at + f->repeats[k];
			unsigned over = unmarked(f->places[k], in_secret);

			if (f->t->wide)
				f->t->words[g] = (uint16_t)(f->t->words[g] -
				    over);
			else
				f->t->bytes[g] = (unsigned char)(f->t->bytes[g] -
				    over);
		}
	}
}

/* Fills the row of secret i under marks. */
static void
marks_row(struct filling *f, size_t i)
{
	size_t length = f->guesses->length;

	if (f->column != NULL && length == 5)	/* Wordle's */
		marks_by_columns(f, i, 5);
	else if (f->column != NULL)
		marks_by_columns(f, i, length);
	else
		marks_by_worth(f, i, length);
	mend_repeats(f, i);
}

/* Fills the row of secret i. */
static void
fill_row(struct filling *f, size_t i)
{
	const struct space *gs = f->guesses, *ss = f->secrets;
	size_t length = gs->length;
	struct scorer scorer;

	if (rule_marks_positions(f->r)) {
		marks_row(f, i);
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

/* Marks in seen the hints of each guess against secret i. */
static void
see_row(const struct filling *f, size_t i, uint64_t *seen)
{
	for (size_t g = 0; g < f->t->guesses; g++) {
		unsigned h = table_get(f->t, i, g);

		seen[g * f->words + h / 64] |= (uint64_t)1 << (h % 64);
	}
}

/*
 * A thread of table_fill(): blocks of rows until none is left; where
 * parts are counted, the hints each guess gives marked in a bitmap of its
 * own while its rows are fresh, then added to the shared one.
 */
static int
fill_rows(void *arg)
{
	struct filling *f = arg;
	size_t block, bits = f->seen != NULL ? f->words * f->t->guesses : 0;
	uint64_t *seen = NULL;

	if (bits > 0 && (seen = calloc(bits, sizeof(*seen))) == NULL)
		return -1;
	while ((block = threads_take(&f->lock, &f->next)) * ROWS <
	    f->secrets->count) {
		size_t end = (block + 1) * ROWS < f->secrets->count ?
		    (block + 1) * ROWS : f->secrets->count;

		for (size_t i = block * ROWS; i < end; i++) {
			fill_row(f, i);
			if (seen != NULL)
				see_row(f, i, seen);
		}
	}
	if (seen == NULL)
		return 0;
	pthread_mutex_lock(&f->lock);
	for (size_t w = 0; w < bits; w++)
		f->seen[w] |= seen[w];
	pthread_mutex_unlock(&f->lock);
	free(seen);
	return 0;
}

/* Returns the most parts but the win's of a guess (f->seen), 1 at least. */
static unsigned
most_parts_seen(const struct filling *f, unsigned win)
{
	unsigned most = 1;

	for (size_t g = 0; g < f->t->guesses; g++) {
		const uint64_t *mine = f->seen + g * f->words;
		unsigned parts = 0;

		for (unsigned w = 0; w < f->words; w++)
			parts += (unsigned)__builtin_popcountll(mine[w]);
		parts -= (unsigned)(mine[win / 64] >> (win % 64) & 1);
		most = parts > most ? parts : most;
	}
	return most;
}

/*
 * Lists in f the guesses that repeat a colour, by colour, and under marks
 * of at most COLUMNS_LONGEST positions makes the columns.  Returns 0, or
 * -1 if memory runs out.
 */
static int
fill_start(struct filling *f)
{
	const struct space *gs = f->guesses;
	size_t *from = f->repeats_from, at[SCORE_COLOURS_MAX] = { 0 };
	size_t most = gs->count * (gs->length / 2) + 1;

	if (!rule_marks_positions(f->r))
		return 0;
	if ((f->repeats = malloc(most * sizeof(*f->repeats))) == NULL ||
	    (f->places = malloc(most * sizeof(*f->places))) == NULL)
		return -1;
	for (size_t g = 0; g < gs->count; g++)	/* each colour's count */
		for (uint64_t twice = repeated(space_code(gs, g), gs->length);
		    twice != 0; twice &= twice - 1)
			at[__builtin_ctzll(twice)]++;
	for (unsigned c = 0; c < gs->colours; c++) {	/* where each starts */
		from[c + 1] = from[c] + at[c];
		at[c] = from[c];
	}
	for (size_t g = 0; g < gs->count; g++)
		for (uint64_t twice = repeated(space_code(gs, g), gs->length);
		    twice != 0; twice &= twice - 1) {
			unsigned c = (unsigned)__builtin_ctzll(twice);

			f->repeats[at[c]] = (uint32_t)g;
			f->places[at[c]++] = (uint16_t)places_of(space_code(gs,
			    g), gs->length, c);
		}
	if (f->t->wide || gs->length > COLUMNS_LONGEST)
		return 0;
	if ((f->column = malloc(gs->count * gs->length + 1)) == NULL)
		return -1;
	for (size_t g = 0; g < gs->count; g++)
		for (size_t p = 0; p < gs->length; p++)
			f->column[p * gs->count + g] = space_code(gs, g)[p];
	return 0;
}

int
table_fill(struct hint_table *t, const struct rule *r,
    const struct space *guesses, const struct space *secrets,
    unsigned threads, unsigned *most_parts)
{
	size_t cells = guesses->count * secrets->count;
	unsigned hints = (unsigned)rule_hints(r, guesses->length);
	struct filling f = { t, r, guesses, secrets, NULL, NULL, NULL, { 0 },
	    (hints + 63) / 64, NULL, 0, PTHREAD_MUTEX_INITIALIZER };
	int status = -1;

	memset(t, 0, sizeof(*t));
	t->guesses = guesses->count;
	t->secrets = secrets->count;
	t->wide = rule_hints(r, guesses->length) > 256;
	if (t->wide)
		t->words = table_alloc((cells + 1) * sizeof(*t->words));
	else
		t->bytes = table_alloc(cells + 1);
	if (most_parts != NULL)
		f.seen = calloc((size_t)f.words * guesses->count + 1,
		    sizeof(*f.seen));
	if ((t->words != NULL || t->bytes != NULL) && (most_parts == NULL ||
	    f.seen != NULL) && fill_start(&f) == 0)
		status = threads_run(threads, fill_rows, &f);
	if (status == 0 && most_parts != NULL)
		*most_parts = most_parts_seen(&f, rule_win(r, guesses->length));
	free(f.seen);
	free(f.repeats);
	free(f.places);
	free(f.column);
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
