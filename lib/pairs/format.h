/* format: the ways code score writes a hint. */

#ifndef CODE_FORMAT_H
#define CODE_FORMAT_H

#include <stddef.h>

#include "../core/rule.h"
#include "../core/score.h"

/*
 * The ways `code score` writes a hint: (2,1), plain numbers, the words of
 * the Match & Hit lab, the Spanish practica's, pegs, JSON lines, or a
 * template.
 */

enum format_kind {
	FORMAT_PAIR, FORMAT_PLAIN, FORMAT_WORDS, FORMAT_ACIERTOS,
	FORMAT_PEGS, FORMAT_JSON, FORMAT_TEMPLATE
};

struct format {
	enum format_kind kind;
	const char *template;
	const struct rule *rule;	/* the variant's: what a hint says */
};

#define FORMAT_WHY_MAX 160

/*
 * Sets f from text, a format's name or a template with %.  Returns 0, or
 * -1 with why (FORMAT_WHY_MAX bytes) saying what is wrong.
 */
int	format_parse(struct format *f, const char *text, char *why);

/* Returns the name of the ith format but the template, or NULL past them. */
const char	*format_name(size_t i);

/*
 * Returns 0 if f can write hints of its rule, else -1 with why: words and
 * aciertos are counts' alone.
 */
int	format_fits(const struct format *f, char *why);

/*
 * Writes the line for the hint of guess against secret (both as text,
 * length positions): its counts h, and, when f's rule marks positions,
 * its marks (score_marks()).
 */
void	format_write(const struct format *f, struct hint h,
	    const unsigned char *marks, size_t length, const char *secret,
	    const char *guess);

#endif
