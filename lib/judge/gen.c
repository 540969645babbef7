/*
 * The generator of code gen (gen.h): random games of a judge input, or
 * SECRET GUESS pairs, written through one output a reservation at a time.
 */

#include "gen.h"

#include <stdlib.h>
#include <string.h>

#include "../core/diag.h"
#include "../core/score.h"
#include "../core/splitmix.h"
#include "../core/status.h"
#include "judge.h"

#define SEPARATOR_MAX	3		/* bytes of whitespace after a token */
#define CHUNK_COLOURS	(OUTPUT_SIZE / 4) /* written per reservation */

static const unsigned char judge_colours[GEN_COLOURS] = { 1, 2, 3, 4, 5,
    6, 7, 8, 9 };

/* The generator's state as it writes. */
struct gen {
	const struct gen_options *o;
	struct output *out;		/* where it writes */
	struct splitmix random;
	uint64_t bits;			/* random bits not yet used */
	unsigned bits_left;
	uint64_t written;		/* bytes of output so far */
	unsigned char *secret, *guess;	/* colours of the codes */
	size_t capacity;		/* of both */
	unsigned char palette[SCORE_COLOURS_MAX]; /* the game's colours */
	unsigned palette_size;
	uint64_t games, guesses;	/* written, for --summary */
	uint64_t game_guesses;		/* of the last game */
	size_t longest;			/* its largest N */
};

/* Returns n random bits, n <= 32, from a reservoir filled 64 at a time. */
static unsigned
random_bits(struct gen *g, unsigned n)
{
	unsigned bits;

	if (g->bits_left < n) {
		g->bits = splitmix_next(&g->random);
		g->bits_left = 64;
	}
	bits = (unsigned)(g->bits & ((1u << n) - 1));
	g->bits >>= n;
	g->bits_left -= n;
	return bits;
}

/* Returns a colour of the palette, from 16 random bits. */
static unsigned char
random_colour(struct gen *g)
{
	return g->palette[(random_bits(g, 16) * g->palette_size) >> 16];
}

/* Returns a number in r. */
static uint64_t
pick(struct gen *g, struct gen_range r)
{
	return splitmix_between(&g->random, r.low, r.high);
}

/* Returns an item of --length, by weight. */
static const struct gen_item *
pick_item(struct gen *g)
{
	const struct gen_options *o = g->o;
	uint64_t at = splitmix_between(&g->random, 0, o->total_weight - 1);
	size_t i = 0;

	while (at >= o->items[i].weight)
		at -= o->items[i++].weight;
	return &o->items[i];
}

/* Returns a code length: an item of --length, then a length in it. */
static size_t
pick_length(struct gen *g)
{
	return (size_t)pick(g, pick_item(g)->length);
}

/* Puts size colours of the palette, at random, first in it. */
static void
shuffle_first(struct gen *g, size_t size)
{
	for (size_t i = 0; i < size; i++) {
		size_t k = (size_t)splitmix_between(&g->random, i,
		    g->palette_size - 1);
		unsigned char c = g->palette[k];

		g->palette[k] = g->palette[i];
		g->palette[i] = c;
	}
}

/* Makes the palette size of the n colours at colours, at random. */
static void
choose_palette(struct gen *g, const unsigned char *colours, unsigned n,
    unsigned size)
{
	memcpy(g->palette, colours, n);
	g->palette_size = n;
	shuffle_first(g, size);
	g->palette_size = size;
}

/*
 * Draws a code of n colours of the palette into code: distinct ones (n at
 * most the palette's size) if distinct.
 */
static void
draw_code(struct gen *g, unsigned char *code, size_t n, int distinct)
{
	if (!distinct) {
		for (size_t i = 0; i < n; i++)
			code[i] = random_colour(g);
		return;
	}
	shuffle_first(g, n);
	memcpy(code, g->palette, n);
}

/*
 * Makes room for codes of n colours.  Returns EXIT_OK, or EXIT_SYSTEM
 * after reporting that memory ran out.
 */
static int
make_room(struct gen *g, size_t n)
{
	if (n <= g->capacity)
		return EXIT_OK;
	free(g->secret);
	free(g->guess);
	g->secret = malloc(n);
	g->guess = malloc(n);
	g->capacity = 0;
	if (g->secret == NULL || g->guess == NULL) {
		diag("out of memory for codes of %zu colours", n);
		return EXIT_SYSTEM;
	}
	g->capacity = n;
	return EXIT_OK;
}

/* Whitespace after a token inside a code, and after a code's last one. */
static const char *const inner_space[16] = {
	" ", " ", " ", " ", " ", " ", " ", " ",
	"  ", "   ", "\t", " \t", "\n", "\r\n", "\t\t", "\n "
};
static const char *const line_end[16] = {
	"\n", "\n", "\n", "\n", "\n", "\n", "\r\n", "\r\n",
	"\r\n", "\r\n", " \n", "\t\n", "\n\n", " \r\n", "  ", " "
};

/*
 * Writes the whitespace after a token: one space inside a line and a
 * newline at its end, or in the irregular layout one of the tables.
 */
static char *
put_space(struct gen *g, char *p, int last)
{
	const char *space;

	if (!g->o->irregular) {
		*p++ = last ? '\n' : ' ';
		return p;
	}
	space = (last ? line_end : inner_space)[random_bits(g, 4)];
	while (*space != '\0')
		*p++ = *space++;
	return p;
}

/* Writes out the bytes from start to p and counts them. */
static void
commit(struct gen *g, char *start, char *p)
{
	g->written += (uint64_t)(p - start);
	output_commit(g->out, p);
}

/* Writes number on a line of its own. */
static void
put_number(struct gen *g, uint64_t number)
{
	char *start = output_reserve(g->out,
	    OUTPUT_NUMBER_MAX + SEPARATOR_MAX);

	commit(g, start, put_space(g, output_number(start, number), 1));
}

/* Writes a code of n colours 0..9 (0 only for the zeros) as a line. */
static void
put_code(struct gen *g, const unsigned char *code, size_t n)
{
	for (size_t i = 0; i < n; ) {
		size_t k = n - i < CHUNK_COLOURS ? n - i : CHUNK_COLOURS;
		char *start = output_reserve(g->out,
		    k * (1 + SEPARATOR_MAX)), *p = start;

		if (!g->o->irregular) {
			for (size_t j = 0; j < k; j++, p += 2) {
				p[0] = (char)('0' + code[i + j]);
				p[1] = ' ';
			}
			if (i + k == n)
				p[-1] = '\n';
		} else
			for (size_t j = 0; j < k; j++) {
				*p++ = (char)('0' + code[i + j]);
				p = put_space(g, p, i + j + 1 == n);
			}
		i += k;
		commit(g, start, p);
	}
}

/* Bytes that a token may take, whitespace included. */
static uint64_t
token_bytes(const struct gen *g)
{
	return g->o->irregular ? 1 + SEPARATOR_MAX : 2;
}

/* Returns 1 if `extra` more bytes, then the final 0, fit in --bytes. */
static int
fits(const struct gen *g, uint64_t extra)
{
	uint64_t budget = g->o->bytes, final = token_bytes(g);

	return extra <= budget && g->written <= budget - extra - final;
}

/* Returns 1 if a game of length n without guesses fits. */
static int
game_fits(const struct gen *g, size_t n)
{
	return fits(g, OUTPUT_NUMBER_MAX + SEPARATOR_MAX +
	    2 * (uint64_t)n * token_bytes(g));
}

/* Returns 1 if one more guess of the game of length n fits. */
static int
guess_fits(const struct gen *g, size_t n)
{
	return fits(g, 2 * (uint64_t)n * token_bytes(g));
}

/* Writes the n zeros that end a game. */
static void
put_zeros(struct gen *g, size_t n)
{
	memset(g->guess, 0, n);
	put_code(g, g->guess, n);
}

/*
 * Writes a game of length n: a secret, up to guesses random guesses, as
 * many as --bytes allows, the last of them the secret itself half the
 * time (the breaker wins), and the zeros.  Returns 1, 0 if it did not
 * fit, or -1 after reporting that memory ran out.
 */
static int
put_game(struct gen *g, size_t n, uint64_t guesses)
{
	unsigned wins = random_bits(g, 1);

	if (!game_fits(g, n))
		return 0;
	if (make_room(g, n) != EXIT_OK)
		return -1;
	choose_palette(g, judge_colours, GEN_COLOURS, g->o->colours);
	put_number(g, n);
	draw_code(g, g->secret, n, g->o->distinct);
	put_code(g, g->secret, n);
	g->game_guesses = 0;
	for (uint64_t k = 0; k < guesses && guess_fits(g, n) &&
	    !output_failed(g->out); k++) {
		g->game_guesses++;
		if (k + 1 == guesses && wins) {
			put_code(g, g->secret, n);
			continue;
		}
		draw_code(g, g->guess, n, g->o->distinct);
		put_code(g, g->guess, n);
	}
	put_zeros(g, n);
	return 1;
}

/*
 * Writes a game of length n, if it fits, whose lines follow plan: 's' the
 * secret (g->secret), 'g' the guess (g->guess); the first is the secret.
 */
static void
put_edge_game(struct gen *g, size_t n, const char *plan)
{
	uint64_t codes = strlen(plan) + 1;	/* and the zeros */

	if (!fits(g, OUTPUT_NUMBER_MAX + SEPARATOR_MAX +
	    codes * (uint64_t)n * token_bytes(g)))
		return;
	put_number(g, n);
	for (const char *p = plan; *p != '\0'; p++)
		put_code(g, *p == 's' ? g->secret : g->guess, n);
	put_zeros(g, n);
}

/*
 * Writes the edge cases: N = 1, a guess equal to the secret and one not;
 * the largest N, the same; a game without guesses; a secret of one colour
 * against guesses of one colour.  Returns EXIT_OK, or EXIT_SYSTEM after
 * reporting that memory ran out.
 */
static int
put_edge_games(struct gen *g)
{
	size_t largest = g->o->unlimited ? gen_longest(g->o) :
	    JUDGE_STRICT_LENGTH_MAX, n = pick_length(g);
	unsigned char c = (unsigned char)splitmix_between(&g->random, 1, 9);

	if (make_room(g, largest > n ? largest : n) != EXIT_OK)
		return EXIT_SYSTEM;
	choose_palette(g, judge_colours, GEN_COLOURS, GEN_COLOURS);
	g->secret[0] = c;
	g->guess[0] = (unsigned char)(c % GEN_COLOURS + 1);
	put_edge_game(g, 1, "ssg");
	draw_code(g, g->secret, largest, 0);
	draw_code(g, g->guess, largest, 0);
	put_edge_game(g, largest, "ssg");
	draw_code(g, g->secret, n, 0);
	put_edge_game(g, n, "s");
	memset(g->secret, c, n);
	memset(g->guess, c % GEN_COLOURS + 1, n);
	put_edge_game(g, n, "ssg");
	return EXIT_OK;
}

/* Writes the final 0: on a line of its own, or last of all with --edge. */
static void
put_final_zero(struct gen *g)
{
	char *start = output_reserve(g->out, 1 + SEPARATOR_MAX), *p = start;

	*p++ = '0';
	if (!g->o->edge)
		p = put_space(g, p, 1);
	commit(g, start, p);
}

/*
 * Writes the judge input of the options.  Returns EXIT_OK, or EXIT_SYSTEM
 * after reporting that memory ran out.
 */
static int
put_judge_input(struct gen *g)
{
	const struct gen_options *o = g->o;

	if (o->edge && put_edge_games(g) != EXIT_OK)
		return EXIT_SYSTEM;
	for (uint64_t k = 0; k < o->games && !output_failed(g->out); k++) {
		const struct gen_item *item = pick_item(g);
		size_t n = (size_t)pick(g, item->length);
		int fitted = put_game(g, n, pick(g, item->has_guesses ?
		    item->guesses : o->guesses));

		if (fitted == -1)
			return EXIT_SYSTEM;
		if (fitted == 0)
			break;
		g->games++;
		g->guesses += g->game_guesses;
		if (n > g->longest)
			g->longest = n;
	}
	put_final_zero(g);
	return EXIT_OK;
}

/*
 * Writes --games lines of SECRET GUESS under the rules of the variant of
 * --pairs: its length or one of --length, its colours, distinct colours
 * on the sides it says.  Returns EXIT_OK, or EXIT_SYSTEM after reporting
 * that memory ran out.
 */
static int
put_pairs(struct gen *g)
{
	const struct variant *v = g->o->variant;
	unsigned colours = (unsigned)strlen(v->colours);
	unsigned char all[SCORE_COLOURS_MAX];

	for (unsigned i = 0; i < colours; i++)
		all[i] = (unsigned char)i;
	choose_palette(g, all, colours, colours);
	if (make_room(g, VARIANT_LENGTH_MAX + 1) != EXIT_OK)
		return EXIT_SYSTEM;
	for (uint64_t k = 0; k < g->o->games && !output_failed(g->out); k++) {
		size_t n = pick_length(g);
		char *start = output_reserve(g->out, 2 * VARIANT_TEXT_MAX),
		    *p;

		if (g->o->secret_count > 0) {	/* from the lists */
			n = v->length;
			memcpy(g->secret, g->o->secrets + n * (size_t)pick(g,
			    (struct gen_range){ 0, g->o->secret_count - 1 }), n);
			memcpy(g->guess, g->o->list_guesses + n *
			    (size_t)pick(g, (struct gen_range){ 0,
			    g->o->list_guess_count - 1 }), n);
		} else {
			draw_code(g, g->secret, n,
			    (v->distinct & SIDE_SECRET) != 0);
			draw_code(g, g->guess, n,
			    (v->distinct & SIDE_GUESS) != 0);
		}
		p = strchr(variant_write(v, g->secret, n, start), '\0');
		*p++ = ' ';
		p = strchr(variant_write(v, g->guess, n, p), '\0');
		*p++ = '\n';
		commit(g, start, p);
	}
	return EXIT_OK;
}

uint64_t
gen_longest(const struct gen_options *o)
{
	uint64_t n = 0;

	for (size_t i = 0; i < o->item_count; i++)
		if (o->items[i].length.high > n)
			n = o->items[i].length.high;
	return n;
}

int
gen_write(const struct gen_options *o, struct output *out,
    struct gen_summary *summary)
{
	struct gen g = { .o = o, .out = out, .random = { .state = o->seed } };
	int status = o->variant != NULL ? put_pairs(&g) :
	    put_judge_input(&g);

	if (output_failed(out))		/* reported: stopped there */
		status = EXIT_SYSTEM;
	*summary = (struct gen_summary){ g.written, g.games, g.guesses,
	    g.longest };
	free(g.secret);
	free(g.guess);
	return status;
}
