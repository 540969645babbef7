/*
 * code gen: writes a valid Master-Mind Hints judge input (UVa 340), or
 * SECRET GUESS lines of a variant, of a chosen shape, the same bytes on
 * every platform for a seed (lib/core/splitmix.h).
 */

#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/diag.h"
#include "../core/output.h"
#include "../core/splitmix.h"
#include "../core/variant.h"
#include "../judge/judge.h"
#include "cli.h"
#include "commands.h"

#define GEN_LENGTH_MAX	10000000	/* N, without the statement's limits */
#define GEN_GUESSES_MAX	1000000000	/* guesses of a game */
#define GEN_GAMES_MAX	UINT64_MAX
#define GEN_GAMES_DEFAULT 10
#define GEN_SEED_DEFAULT 340
#define GEN_ITEMS_MAX	64		/* items in the list of --length */
#define GEN_WEIGHT_MAX	1000000		/* weight of an item */
#define JUDGE_COLOURS	9		/* the judge format's colours, 1..9 */
#define SEPARATOR_MAX	3		/* bytes of whitespace after a token */
#define CHUNK_COLOURS	(OUTPUT_SIZE / 4) /* written per reservation */

static const char gen_usage[] =
    "usage: " PROGRAM_NAME " gen [--games=N] [--length=LIST] [--guesses=RANGE] "
    "[--colours=K]\n"
    "                [--distinct] [--bytes=SIZE] "
    "[--layout=canonical|irregular]\n"
    "                [--limits=statement|none] [--edge] [--seed=S] "
    "[--summary]\n"
    "       " PROGRAM_NAME
    " gen --pairs [-v VARIANT] [--games=N] [--length=LIST] "
    "[--seed=S]\n";

static const char gen_help[] =
    "\n"
    "Write a valid judge input (UVa 340) to standard output, the same bytes\n"
    "on every platform for a seed; with --pairs, SECRET GUESS lines of a\n"
    "variant for `" PROGRAM_NAME " score -f`.\n"
    "\n"
    "  --games=N          N games (default 10, or as many as --bytes allows);\n"
    "                     with --pairs, N lines\n"
    "  --length=LIST      code lengths: items N or LOW-HIGH joined by commas\n"
    "                     (default 1-10); a game picks an item, then a\n"
    "                     length in it; an item may end in :GUESSES, its\n"
    "                     own --guesses, and *WEIGHT, its weight (1)\n"
    "  --guesses=RANGE    guesses per game, N or LOW-HIGH (default 0-20)\n"
    "  --colours=K        each game uses K colours of 1..9 (default 9)\n"
    "  --distinct         no colour repeats within a code\n"
    "  --bytes=SIZE       write at most SIZE bytes (suffix k, M, G: 10^3,\n"
    "                     10^6, 10^9); without --games, fill them\n"
    "  --layout=canonical one space between colours, a code a line (default)\n"
    "  --layout=irregular tabs, CRLF, runs of spaces, codes split over lines\n"
    "  --limits=statement N at most 1000, so that `" PROGRAM_NAME
    " --strict` accepts\n"
    "                     the input (default); none: N up to 10000000\n"
    "  --edge             first the edge cases: N = 1, the largest N, a game\n"
    "                     without guesses, all one colour; no newline after\n"
    "                     the final 0\n"
    "  --seed=S           seed of the generator, 0..2^64-1 (default 340)\n"
    "  --summary          sum up on standard error: bytes, games, guesses,\n"
    "                     the largest N of the random games\n"
    "  --pairs            SECRET GUESS lines under the rules of VARIANT\n"
    "  -v, --variant=NAME the variant of --pairs (default hints)\n"
    "  -h, --help         print this help and exit\n"
    "\n"
    "Exit status: 0 success, 2 usage error, 3 the output could not be\n"
    "written.  See " PROGRAM_NAME "(1).\n";

static const unsigned char judge_colours[JUDGE_COLOURS] = { 1, 2, 3, 4, 5,
    6, 7, 8, 9 };

struct range {
	uint64_t low, high;
};

/* An item of --length: lengths, guesses per game, a weight. */
struct item {
	struct range length;
	struct range guesses;		/* if has_guesses, else --guesses */
	int has_guesses;
	uint64_t weight;		/* its chance: weight / total_weight */
};

struct gen_options {
	uint64_t games;
	int games_given;
	struct item items[GEN_ITEMS_MAX];
	size_t item_count;
	uint64_t total_weight;
	struct range guesses;
	unsigned colours;
	int distinct;
	uint64_t bytes;			/* UINT64_MAX: no limit */
	int irregular;
	int unlimited;			/* --limits=none */
	int edge;
	int summary;
	uint64_t seed;
	const struct variant *variant;	/* of --pairs, else NULL */
	struct variant rules;		/* what variant points to */
};

struct gen {
	const struct gen_options *o;
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

/* Reports a bad value of option and exits. */
static void
bad_value(const char *option, const char *expected, const char *found)
{
	diag("%s: expected %s, found '%s'", option, expected, found);
	exit(EXIT_USAGE);
}

/*
 * Reads the digits at *s into *n and moves *s past them.  Returns 0, or
 * -1 if there are none or they make more than max.
 */
static int
read_number(const char **s, uint64_t max, uint64_t *n)
{
	const char *p = *s;

	*n = 0;
	if (*p < '0' || *p > '9')
		return -1;
	for (; *p >= '0' && *p <= '9'; p++) {
		if (*n > (max - (uint64_t)(*p - '0')) / 10)
			return -1;
		*n = *n * 10 + (uint64_t)(*p - '0');
	}
	*s = p;
	return 0;
}

/*
 * Reads "N" or "LOW-HIGH" at *s, each in min..max and LOW <= HIGH, into r
 * and moves *s past it.  Returns 0 or -1.
 */
static int
read_range(const char **s, uint64_t min, uint64_t max, struct range *r)
{
	if (read_number(s, max, &r->low) == -1)
		return -1;
	r->high = r->low;
	if (**s == '-') {
		(*s)++;
		if (read_number(s, max, &r->high) == -1)
			return -1;
	}
	return r->low < min || r->low > r->high ? -1 : 0;
}

/*
 * Reads an item of --length at *s, LENGTHS[:GUESSES][*WEIGHT], into item.
 * Returns 0 or -1.
 */
static int
read_item(const char **s, struct item *item)
{
	item->has_guesses = 0;
	item->weight = 1;
	if (read_range(s, 1, GEN_LENGTH_MAX, &item->length) == -1)
		return -1;
	if (**s == ':') {
		(*s)++;
		item->has_guesses = 1;
		if (read_range(s, 0, GEN_GUESSES_MAX, &item->guesses) == -1)
			return -1;
	}
	if (**s == '*') {
		(*s)++;
		if (read_number(s, GEN_WEIGHT_MAX, &item->weight) == -1 ||
		    item->weight == 0)
			return -1;
	}
	return **s == ',' || **s == '\0' ? 0 : -1;
}

/* Parses the list of --length into o, or exits. */
static void
parse_lengths(struct gen_options *o, const char *list)
{
	const char *s = list;

	o->item_count = 0;
	o->total_weight = 0;
	do {
		if (o->item_count == GEN_ITEMS_MAX ||
		    read_item(&s, &o->items[o->item_count]) == -1)
			bad_value("--length", "items N or LOW-HIGH in "
			    "1..10000000, each with :GUESSES and *WEIGHT if "
			    "need be, at most 64 joined by commas", list);
		o->total_weight += o->items[o->item_count++].weight;
	} while (*s++ == ',');
}

/* Parses SIZE with an optional suffix k, M or G (powers of 10), or exits. */
static uint64_t
parse_size(const char *arg)
{
	static const char suffixes[] = "kMG";
	const char *s = arg, *suffix;
	uint64_t n, scale = 1;

	if (read_number(&s, UINT64_MAX, &n) == -1 || (*s != '\0' &&
	    (strchr(suffixes, *s) == NULL || s[1] != '\0')))
		bad_value("--bytes", "a size such as 5000, 200M or 2G", arg);
	if (*s != '\0')
		for (suffix = suffixes; suffix <= strchr(suffixes, *s); suffix++)
			scale *= 1000;
	if (n > UINT64_MAX / scale)
		bad_value("--bytes", "a size such as 5000, 200M or 2G", arg);
	return n * scale;
}

/* The largest N of --length. */
static uint64_t
longest(const struct gen_options *o)
{
	uint64_t n = 0;

	for (size_t i = 0; i < o->item_count; i++)
		if (o->items[i].length.high > n)
			n = o->items[i].length.high;
	return n;
}

/* Checks that the options go together, or exits. */
static void
check_options(const struct gen_options *o, int colours_given)
{
	uint64_t n = longest(o);

	if (o->variant != NULL) {
		if (colours_given || o->distinct || o->irregular || o->edge ||
		    o->unlimited || o->guesses.high != 20 ||
		    o->bytes != UINT64_MAX) {
			diag("gen: --pairs takes only -v, --games, --length "
			    "and --seed");
			exit(EXIT_USAGE);
		}
		if (n > VARIANT_LENGTH_MAX) {
			diag("gen: --length: a code of %s has at most %d "
			    "colours", o->variant->name, VARIANT_LENGTH_MAX);
			exit(EXIT_USAGE);
		}
		if (o->variant->distinct && n > strlen(o->variant->colours)) {
			diag("gen: --length: a code of %llu distinct colours "
			    "of %s's %zu", (unsigned long long)n,
			    o->variant->name, strlen(o->variant->colours));
			exit(EXIT_USAGE);
		}
		return;
	}
	if (!o->unlimited && n > JUDGE_STRICT_LENGTH_MAX) {
		diag("gen: --length: N above %d breaks the statement's limits "
		    "(add --limits=none)", JUDGE_STRICT_LENGTH_MAX);
		exit(EXIT_USAGE);
	}
	if (o->distinct && n > o->colours) {
		diag("gen: --distinct: a code of %llu colours must repeat one "
		    "of %u", (unsigned long long)n, o->colours);
		exit(EXIT_USAGE);
	}
}

/*
 * Makes o->variant the rules of preset, whose length, if it has one, is
 * set by --length (a single N then), or exits.
 */
static void
pairs_variant(struct gen_options *o, const struct variant *preset,
    const char *length)
{
	char why[VARIANT_WHY_MAX];

	o->rules = *preset;
	o->variant = &o->rules;
	if (o->rules.length == 0)
		return;
	if (length != NULL &&
	    variant_set_length(&o->rules, length, why) == -1) {
		diag("--length: %s", why);
		exit(EXIT_USAGE);
	}
	o->items[0].length.low = o->items[0].length.high = o->rules.length;
	o->item_count = 1;
	o->total_weight = o->items[0].weight = 1;
}

/* The values of gen's own long options, past cli.h's. */
enum { GAMES = CLI_MODE_OPTION, LENGTH, GUESSES, COLOURS, DISTINCT, BYTES,
    LAYOUT, LIMITS, EDGE, SEED, PAIRS, SUMMARY };

/* What the options say beside gen_options, until they are all read. */
struct gen_parse {
	struct gen_options *o;
	const char *length;		/* of --length, or NULL */
	int pairs, colours_given;
};

/* The values of --layout. */
static const char *
layout_value(size_t i)
{
	static const char *const layouts[] = { "canonical", "irregular",
	    NULL };

	return layouts[i];
}

/* The values of --limits. */
static const char *
limits_value(size_t i)
{
	static const char *const limits[] = { "statement", "none", NULL };

	return limits[i];
}

/* Takes gen's own option c, with its value arg, into settings. */
static void
take_gen_option(void *settings, int c, const char *arg)
{
	struct gen_parse *p = settings;
	struct gen_options *o = p->o;
	const char *s = arg;

	switch (c) {
	case GAMES:
		o->games = cli_number("--games", arg, 0, GEN_GAMES_MAX);
		o->games_given = 1;
		break;
	case LENGTH:
		parse_lengths(o, arg);
		p->length = arg;
		break;
	case GUESSES:
		if (read_range(&s, 0, GEN_GUESSES_MAX, &o->guesses) == -1 ||
		    *s != '\0')
			bad_value("--guesses", "N or LOW-HIGH in 0..1000000000",
			    arg);
		break;
	case COLOURS:
		o->colours = (unsigned)cli_number("--colours", arg, 1,
		    JUDGE_COLOURS);
		p->colours_given = 1;
		break;
	case DISTINCT: o->distinct = 1; break;
	case BYTES: o->bytes = parse_size(arg); break;
	case LAYOUT:
		o->irregular = cli_choose("--layout", layout_value, arg) == 1;
		break;
	case LIMITS:
		o->unlimited = cli_choose("--limits", limits_value, arg) == 1;
		break;
	case EDGE: o->edge = 1; break;
	case SEED: o->seed = cli_number("--seed", arg, 0, UINT64_MAX); break;
	case PAIRS: p->pairs = 1; break;
	case SUMMARY: o->summary = 1; break;
	}
}

/* gen's options, and the mode as cli_parse() reads it (commands.h). */
static const struct cli_option gen_option_table[] = {
	{ "games", 0, required_argument, GAMES, NULL },
	{ "length", 0, required_argument, LENGTH, NULL },
	{ "guesses", 0, required_argument, GUESSES, NULL },
	{ "colours", 0, required_argument, COLOURS, NULL },
	{ "distinct", 0, no_argument, DISTINCT, NULL },
	{ "bytes", 0, required_argument, BYTES, NULL },
	{ "layout", 0, required_argument, LAYOUT, layout_value },
	{ "limits", 0, required_argument, LIMITS, limits_value },
	{ "edge", 0, no_argument, EDGE, NULL },
	{ "seed", 0, required_argument, SEED, NULL },
	{ "pairs", 0, no_argument, PAIRS, NULL },
	{ "summary", 0, no_argument, SUMMARY, NULL },
	{ NULL, 0, 0, 0, NULL }
};

const struct cli_mode gen_mode = { "gen", gen_usage, gen_help,
    gen_option_table, 0, "hints", take_gen_option };

/* Reads the options into o, as every mode does (cli_parse), or exits. */
static void
parse_options(int argc, char *argv[], struct gen_options *o)
{
	struct gen_parse p = { .o = o };
	struct cli_choice choice;
	int first = cli_parse(argc, argv, &gen_mode, &p, &choice);

	if (first < argc) {
		diag("gen: takes no operands, found '%s'", argv[first]);
		cli_usage(gen_usage);
	}
	if (p.pairs)
		pairs_variant(o, choice.preset, p.length);
	cli_choice_free(&choice);
	if (!o->games_given)
		o->games = o->bytes == UINT64_MAX ? GEN_GAMES_DEFAULT :
		    GEN_GAMES_MAX;
	check_options(o, p.colours_given);
}

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
pick(struct gen *g, struct range r)
{
	return splitmix_between(&g->random, r.low, r.high);
}

/* Returns an item of --length, by weight. */
static const struct item *
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

/* Makes room for codes of n colours, or exits. */
static void
make_room(struct gen *g, size_t n)
{
	if (n <= g->capacity)
		return;
	free(g->secret);
	free(g->guess);
	g->secret = malloc(n);
	g->guess = malloc(n);
	if (g->secret == NULL || g->guess == NULL) {
		diag("out of memory for codes of %zu colours", n);
		exit(EXIT_SYSTEM);
	}
	g->capacity = n;
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
	output_commit(&output, p);
}

/* Writes number on a line of its own. */
static void
put_number(struct gen *g, uint64_t number)
{
	char *start = output_reserve(&output,
	    OUTPUT_NUMBER_MAX + SEPARATOR_MAX);

	commit(g, start, put_space(g, output_number(start, number), 1));
}

/* Writes a code of n colours 0..9 (0 only for the zeros) as a line. */
static void
put_code(struct gen *g, const unsigned char *code, size_t n)
{
	for (size_t i = 0; i < n; ) {
		size_t k = n - i < CHUNK_COLOURS ? n - i : CHUNK_COLOURS;
		char *start = output_reserve(&output,
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
 * time (the breaker wins), and the zeros.  Returns 0 if it did not fit.
 */
static int
put_game(struct gen *g, size_t n, uint64_t guesses)
{
	unsigned wins = random_bits(g, 1);

	if (!game_fits(g, n))
		return 0;
	make_room(g, n);
	choose_palette(g, judge_colours, JUDGE_COLOURS, g->o->colours);
	put_number(g, n);
	draw_code(g, g->secret, n, g->o->distinct);
	put_code(g, g->secret, n);
	g->game_guesses = 0;
	for (uint64_t k = 0; k < guesses && guess_fits(g, n); k++) {
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
 * against guesses of one colour.
 */
static void
put_edge_games(struct gen *g)
{
	size_t largest = g->o->unlimited ? longest(g->o) :
	    JUDGE_STRICT_LENGTH_MAX, n = pick_length(g);
	unsigned char c = (unsigned char)splitmix_between(&g->random, 1, 9);

	make_room(g, largest > n ? largest : n);
	choose_palette(g, judge_colours, JUDGE_COLOURS, JUDGE_COLOURS);
	g->secret[0] = c;
	g->guess[0] = (unsigned char)(c % JUDGE_COLOURS + 1);
	put_edge_game(g, 1, "ssg");
	draw_code(g, g->secret, largest, 0);
	draw_code(g, g->guess, largest, 0);
	put_edge_game(g, largest, "ssg");
	draw_code(g, g->secret, n, 0);
	put_edge_game(g, n, "s");
	memset(g->secret, c, n);
	memset(g->guess, c % JUDGE_COLOURS + 1, n);
	put_edge_game(g, n, "ssg");
}

/* Writes the final 0: on a line of its own, or last of all with --edge. */
static void
put_final_zero(struct gen *g)
{
	char *start = output_reserve(&output, 1 + SEPARATOR_MAX), *p = start;

	*p++ = '0';
	if (!g->o->edge)
		p = put_space(g, p, 1);
	commit(g, start, p);
}

/* Writes the judge input of the options. */
static void
put_judge_input(struct gen *g)
{
	const struct gen_options *o = g->o;

	if (o->edge)
		put_edge_games(g);
	for (uint64_t k = 0; k < o->games; k++) {
		const struct item *item = pick_item(g);
		size_t n = (size_t)pick(g, item->length);

		if (!put_game(g, n, pick(g, item->has_guesses ? item->guesses :
		    o->guesses)))
			break;
		g->games++;
		g->guesses += g->game_guesses;
		if (n > g->longest)
			g->longest = n;
	}
	put_final_zero(g);
}

/*
 * Writes --games lines of SECRET GUESS under the rules of the variant of
 * --pairs: its length or one of --length, its colours, distinct colours
 * on the sides it says.
 */
static void
put_pairs(struct gen *g)
{
	const struct variant *v = g->o->variant;
	unsigned colours = (unsigned)strlen(v->colours);
	unsigned char all[SCORE_COLOURS_MAX];

	for (unsigned i = 0; i < colours; i++)
		all[i] = (unsigned char)i;
	choose_palette(g, all, colours, colours);
	make_room(g, VARIANT_LENGTH_MAX + 1);
	for (uint64_t k = 0; k < g->o->games; k++) {
		size_t n = pick_length(g);
		char *start = output_reserve(&output,
		    2 * VARIANT_LENGTH_MAX + 2), *p;

		draw_code(g, g->secret, n, (v->distinct & SIDE_SECRET) != 0);
		draw_code(g, g->guess, n, (v->distinct & SIDE_GUESS) != 0);
		p = variant_write(v, g->secret, n, start) + n;
		*p++ = ' ';
		p = variant_write(v, g->guess, n, p) + n;
		*p++ = '\n';
		commit(g, start, p);
	}
}

int
gen_command(int argc, char *argv[])
{
	struct gen_options o = {
		.items = { { .length = { 1, 10 }, .weight = 1 } },
		.item_count = 1, .total_weight = 1,
		.guesses = { 0, 20 }, .colours = JUDGE_COLOURS,
		.bytes = UINT64_MAX, .seed = GEN_SEED_DEFAULT
	};
	struct gen g = { .o = &o };

	parse_options(argc, argv, &o);
	g.random.state = o.seed;
	if (o.variant != NULL)
		put_pairs(&g);
	else
		put_judge_input(&g);
	if (o.summary)
		diag("gen: %llu bytes, %llu games, %llu guesses, max N %zu",
		    (unsigned long long)g.written, (unsigned long long)g.games,
		    (unsigned long long)g.guesses, g.longest);
	free(g.secret);
	free(g.guess);
	output_close();
	return EXIT_OK;
}
