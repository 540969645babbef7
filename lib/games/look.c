/* How the game of any variant shows its codes and hints (look.h). */

#include "look.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../core/diag.h"
#include "../core/output.h"
#include "../core/utf8.h"

#define RESET		"\033[0m"
#define BLACK_CIRCLE	"\xe2\x97\x8f"	/* U+25CF, a black key peg */
#define WHITE_CIRCLE	"\xe2\x97\x8b"	/* U+25CB, a white one */
#define CIRCLE_SIZE	3		/* bytes of each in UTF-8 */

/* The pegs of colour, a background and a text that reads on it each. */
static const char *const palette[LOOK_PALETTE] = {
	"\033[97;41m", "\033[97;44m", "\033[30;42m", "\033[30;43m",
	"\033[30;107m", "\033[97;40m", "\033[97;45m", "\033[30;46m"
};	/* red, blue, green, yellow, white, black, magenta, cyan */

/* The marks' colours: absent grey, present yellow, exact green. */
static const char *const paint[] = { "\033[30;47m", "\033[30;43m",
    "\033[30;42m" };

void
look_init(struct look *k)
{
	const char *term = getenv("TERM"), *no_colour = getenv("NO_COLOR");

	k->terminal = isatty(STDOUT_FILENO);
	k->colour = k->terminal && (no_colour == NULL ||
	    no_colour[0] == '\0') && (term == NULL ||
	    strcmp(term, "dumb") != 0);
	k->circles = k->terminal && diag_utf8();
}

/* Returns 1 if k draws the codes of v as pegs of colour. */
static int
drawn(const struct look *k, const struct variant *v)
{
	return k->colour && strlen(v->colours) <= LOOK_PALETTE;
}

/* Writes colour c of v as its symbol on sgr's colours. */
static void
peg(const struct variant *v, unsigned char c, const char *sgr)
{
	char symbol[UTF8_BYTES_MAX + 1];

	output_printf("%s %s " RESET, sgr, variant_write(v, &c, 1, symbol));
}

void
look_code(const struct look *k, const struct variant *v,
    const unsigned char *code, size_t length)
{
	char text[VARIANT_TEXT_MAX];

	if (!drawn(k, v)) {
		output_printf("%s", variant_write(v, code, length, text));
		return;
	}
	for (size_t i = 0; i < length; i++)
		peg(v, code[i], palette[code[i]]);
}

/*
 * Sets *black and *white to the key pegs of hint under r (rule_key_pegs())
 * for codes of length positions: those of the counts it stands for.
 */
static void
pegs_of(const struct rule *r, size_t length, unsigned hint, size_t *black,
    size_t *white)
{
	*black = *white = 0;
	for (size_t strong = 0; strong <= length; strong++)
		for (size_t weak = 0; strong + weak <= length; weak++) {
			struct hint h = { strong, weak };

			if (rule_of_counts(r, length, h) == hint) {
				rule_pegs(r, length, h, black, white);
				return;
			}
		}
}

/* Writes hint under r: its key pegs, else as the rule writes it. */
static void
write_hint(const struct look *k, const struct rule *r, size_t length,
    unsigned hint)
{
	char text[RULE_TEXT_MAX];
	size_t black, white;

	if (!rule_key_pegs(r)) {
		rule_write(r, length, hint, text);
		output_printf("%s", text);
		return;
	}
	pegs_of(r, length, hint, &black, &white);
	for (size_t i = 0; i < black; i++)
		output_printf("%s", k->circles ? BLACK_CIRCLE : "B");
	for (size_t i = 0; i < white; i++)
		output_printf("%s", k->circles ? WHITE_CIRCLE : "W");
	if (black + white == 0)
		output_printf("-");
}

void
look_row(const struct look *k, const struct variant *v, const struct rule *r,
    const unsigned char *guess, size_t length, unsigned hint)
{
	unsigned char marks[SCORE_MARKS_MAX];

	if (k->terminal && k->colour && rule_marks_positions(r)) {
		rule_marks(length, hint, marks);
		for (size_t i = 0; i < length; i++)
			peg(v, guess[i], paint[marks[i]]);
		output_printf("\n");
		return;
	}
	if (k->terminal) {
		look_code(k, v, guess, length);
		output_printf("  ");
	}
	write_hint(k, r, length, hint);
	output_printf("\n");
}

void
look_legend(const struct look *k, const struct variant *v)
{
	size_t colours = strlen(v->colours);

	if (!drawn(k, v))
		return;
	output_printf("Colours:");
	for (size_t c = 0; c < colours; c++) {
		output_printf(" ");
		peg(v, (unsigned char)c, palette[c]);
	}
	output_printf("\n");
}

/*
 * Counts the key pegs of the n bytes at text into *black and *white.
 * Returns 1 if text is pegs (at least one, or "-" alone), else 0.
 */
static int
count_pegs(const char *text, size_t n, size_t *black, size_t *white)
{
	const char *end = text + n;
	int dash = 0, pegs = 0;

	*black = *white = 0;
	for (const char *p = text; p < end; p++) {
		if (*p == ' ' || *p == '\t')
			continue;
		if (*p == 'B' || *p == 'b')
			++*black;
		else if (*p == 'W' || *p == 'w')
			++*white;
		else if (*p == '-' && !dash)
			dash = 1;
		else if ((size_t)(end - p) >= CIRCLE_SIZE &&
		    memcmp(p, BLACK_CIRCLE, CIRCLE_SIZE) == 0)
			++*black, p += CIRCLE_SIZE - 1;
		else if ((size_t)(end - p) >= CIRCLE_SIZE &&
		    memcmp(p, WHITE_CIRCLE, CIRCLE_SIZE) == 0)
			++*white, p += CIRCLE_SIZE - 1;
		else
			return 0;
		pegs = 1;
	}
	return pegs && !(dash && *black + *white > 0);
}

int
look_read_pegs(const struct rule *r, size_t length, const char *text,
    size_t n, unsigned *hint, char *why)
{
	size_t black, white, b, w;

	if (!rule_key_pegs(r) || !count_pegs(text, n, &black, &white))
		return 0;
	for (size_t strong = 0; strong <= length; strong++)
		for (size_t weak = 0; strong + weak <= length; weak++) {
			struct hint h = { strong, weak };

			rule_pegs(r, length, h, &b, &w);
			if (b == black && w == white) {
				*hint = rule_of_counts(r, length, h);
				return 1;
			}
		}
	snprintf(why, LOOK_PEGS_WHY_MAX, "no hint of %s has %zu black and %zu "
	    "white %s for codes of %zu %s", rule_name(r), black, white,
	    plural(white, "peg", "pegs"), length, plural(length, "position",
	    "positions"));
	return -1;
}
