/* format: the ways code score writes a hint. */

#ifndef CODE_FORMAT_H
#define CODE_FORMAT_H

#include <stddef.h>

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
};

#define FORMAT_WHY_MAX 160

/*
 * Sets f from text, a format's name or a template with %.  Returns 0, or
 * -1 with why (FORMAT_WHY_MAX bytes) saying what is wrong.
 */
int	format_parse(struct format *f, const char *text, char *why);

/* Returns the name of the ith format but the template, or NULL past them. */
const char	*format_name(size_t i);

/* Writes the line for hint h of guess against secret (both as text). */
void	format_write(const struct format *f, struct hint h, const char *secret,
	    const char *guess);

#endif
