/*
 * code gen: writes a valid Master-Mind Hints judge input (UVa 340), or
 * SECRET GUESS lines of a variant, of the shape its options say; the
 * generator is lib/judge/gen.c.
 */

#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/diag.h"
#include "../core/output.h"
#include "../core/variant.h"
#include "../judge/gen.h"
#include "../judge/judge.h"
#include "../core/lists.h"
#include "cli.h"
#include "commands.h"

#define GEN_GAMES_MAX	UINT64_MAX
#define GEN_GAMES_DEFAULT 10
#define GEN_SEED_DEFAULT 340

static const char gen_usage[] =
    "usage: " PROGRAM_NAME " gen [--games=N] [--length=LIST] [--guesses=RANGE] "
    "[--colours=K]\n"
    "                [--distinct] [--bytes=SIZE] "
    "[--layout=canonical|irregular]\n"
    "                [--limits=statement|none] [--edge] [--seed=S] "
    "[--summary]\n"
    "       " PROGRAM_NAME
    " gen --pairs [-v VARIANT] [--games=N] [--length=LIST] "
    "[--seed=S]\n"
    "                [--secrets=FILE [--allowed=FILE]] "
    "[--fold=none|accents|es|de]\n";

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
read_range(const char **s, uint64_t min, uint64_t max, struct gen_range *r)
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
read_item(const char **s, struct gen_item *item)
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

/* Checks that the options go together, or exits. */
static void
check_options(const struct gen_options *o, int colours_given)
{
	uint64_t n = gen_longest(o);

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
			    "positions", o->variant->name, VARIANT_LENGTH_MAX);
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
		diag("gen: --distinct: a code of %llu positions must repeat "
		    "one of %u colours", (unsigned long long)n, o->colours);
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
	int pairs, colours_given, games_given, summary;
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
		p->games_given = 1;
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
		    GEN_COLOURS);
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
	case SUMMARY: p->summary = 1; break;
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

const struct cli_mode gen_mode = {
	.name = "gen", .usage = gen_usage, .help = gen_help,
	.options = gen_option_table,
	.rules = CLI_SECRETS | CLI_ALLOWED | CLI_FOLD,
	.variant = "hints", .take = take_gen_option
};

/*
 * Reads the options into p->o, and what else they say into p, as every
 * mode does (cli_parse), or exits.
 */
static void
parse_options(int argc, char *argv[], struct gen_parse *p)
{
	struct gen_options *o = p->o;
	struct cli_choice choice;
	int first = cli_parse(argc, argv, &gen_mode, p, &choice);

	if (first < argc) {
		diag("gen: takes no operands, found '%s'", argv[first]);
		cli_usage(gen_usage);
	}
	if (p->pairs)
		pairs_variant(o, choice.preset, p->length);
	if (choice.rule_count > 0 && !p->pairs) {
		diag("gen: --secrets, --allowed and --fold are rules of "
		    "--pairs' codes");
		cli_usage(gen_usage);
	}
	if (p->pairs && cli_apply_rules(&choice, &o->rules) == -1)
		exit(EXIT_USAGE);
	cli_choice_free(&choice);
	if (!p->games_given)
		o->games = o->bytes == UINT64_MAX ? GEN_GAMES_DEFAULT :
		    GEN_GAMES_MAX;
	check_options(o, p->colours_given);
}

int
gen_command(int argc, char *argv[])
{
	struct gen_options o = {
		.items = { { .length = { 1, 10 }, .weight = 1 } },
		.item_count = 1, .total_weight = 1,
		.guesses = { 0, 20 }, .colours = GEN_COLOURS,
		.bytes = UINT64_MAX, .seed = GEN_SEED_DEFAULT
	};
	struct gen_parse p = { .o = &o };
	struct gen_summary sum;
	struct lists lists;
	int status;

	parse_options(argc, argv, &p);
	if (o.variant != NULL &&
	    (status = lists_read(&o.rules, &lists)) != EXIT_OK)
		return cli_finish(status);
	if (o.variant != NULL && lists.secret_count > 0) {
		o.secrets = lists.secrets;
		o.secret_count = lists.secret_count;
		o.list_guesses = lists.allowed_count > 0 ? lists.allowed :
		    lists.secrets;
		o.list_guess_count = lists.allowed_count > 0 ?
		    lists.allowed_count : lists.secret_count;
	}
	status = gen_write(&o, &output, &sum);
	if (o.variant != NULL)
		lists_free(&lists);
	if (status == EXIT_OK && p.summary)
		diag("gen: %llu bytes, %llu games, %llu guesses, max N %zu",
		    (unsigned long long)sum.bytes,
		    (unsigned long long)sum.games,
		    (unsigned long long)sum.guesses, sum.longest);
	return cli_finish(status);
}
