/* The ways code score writes a hint. */

#include "format.h"

#include <stdio.h>
#include <string.h>

#include "../core/output.h"

static const char *const names[] = {
	[FORMAT_PAIR] = "pair", [FORMAT_PLAIN] = "plain",
	[FORMAT_WORDS] = "words", [FORMAT_ACIERTOS] = "aciertos",
	[FORMAT_PEGS] = "pegs", [FORMAT_JSON] = "json",
};

const char *
format_name(size_t i)
{
	return i < FORMAT_TEMPLATE ? names[i] : NULL;
}

/* Checks that every % of template starts a known directive. */
static int
check_template(const char *template, char *why)
{
	for (const char *p = template; (p = strchr(p, '%')) != NULL; p += 2)
		if (p[1] == '\0' || strchr("swhSG%", p[1]) == NULL) {
			snprintf(why, FORMAT_WHY_MAX,
			    "unknown directive '%%%.1s'", p + 1);
			return -1;
		}
	return 0;
}

int
format_parse(struct format *f, const char *text, char *why)
{
	for (int kind = FORMAT_PAIR; kind < FORMAT_TEMPLATE; kind++)
		if (strcmp(text, names[kind]) == 0) {
			f->kind = (enum format_kind)kind;
			return 0;
		}
	if (strchr(text, '%') == NULL) {
		snprintf(why, FORMAT_WHY_MAX, "expected pair, plain, words, "
		    "aciertos, pegs, json or a template with %%, found '%s'",
		    text);
		return -1;
	}
	f->kind = FORMAT_TEMPLATE;
	f->template = text;
	return check_template(text, why);
}

static void
put(const char *s)
{
	output_bytes(s, strlen(s));
}

static void
write_number(size_t n)
{
	char *p = output_reserve(&output, OUTPUT_NUMBER_MAX);

	output_commit(&output, output_number(p, n));
}

/* "1 match", "2 hits": the lab's words, singular for exactly 1. */
static void
put_count(size_t n, const char *word)
{
	write_number(n);
	output_bytes(" ", 1);
	put(word);
	if (n != 1)
		put(strcmp(word, "match") == 0 ? "es" : "s");
}

/*
 * Writes the hint under f's rule as the rule writes it (2,1 ... GY--G),
 * from its counts h or its marks.
 */
static void
put_rule_hint(const struct format *f, struct hint h,
    const unsigned char *marks, size_t length)
{
	static const char letters[] = "-YG";

	if (rule_marks_positions(f->rule)) {
		for (size_t i = 0; i < length; i++)
			output_bytes(&letters[marks[i]], 1);
		return;
	}
	if (rule_is_counts(f->rule)) {
		write_number(h.strong);
		put(",");
		write_number(h.weak);
		return;
	}
	{
		char text[RULE_TEXT_MAX];

		put((rule_write(f->rule, length, rule_of_counts(f->rule,
		    length, h), text), text));
	}
}

static void
put_template(const struct format *f, struct hint h,
    const unsigned char *marks, size_t length, const char *secret,
    const char *guess)
{
	for (const char *t = f->template; *t != '\0'; t++) {
		if (*t == '%') {
			switch (*++t) {
			case 's': write_number(h.strong); break;
			case 'w': write_number(h.weak); break;
			case 'h': put_rule_hint(f, h, marks, length); break;
			case 'S': put(secret); break;
			case 'G': put(guess); break;
			default: output_bytes("%", 1); break;
			}
		} else if (*t == '\\' && t[1] != '\0' &&
		    strchr("nt\\", t[1]) != NULL) {
			t++;
			output_bytes(*t == 'n' ? "\n" : *t == 't' ? "\t" : "\\",
			    1);
		} else
			output_bytes(t, 1);
	}
}

int
format_fits(const struct format *f, char *why)
{
	if (rule_is_counts(f->rule) || (f->kind != FORMAT_WORDS &&
	    f->kind != FORMAT_ACIERTOS))
		return 0;
	snprintf(why, FORMAT_WHY_MAX, "%s writes counts' strong and weak, not "
	    "%s hints", names[f->kind], rule_name(f->rule));
	return -1;
}

/* Writes pegs: a black or white circle a count, or a square a mark. */
static void
put_pegs(const struct format *f, struct hint h, const unsigned char *marks,
    size_t length)
{
	static const char *const squares[] = { "\xe2\xac\x9c",
	    "\xf0\x9f\x9f\xa8", "\xf0\x9f\x9f\xa9" };	/* white, yellow,
								   green */
	size_t black, white;

	if (rule_marks_positions(f->rule)) {
		for (size_t i = 0; i < length; i++)
			put(squares[marks[i]]);
		return;
	}
	rule_pegs(f->rule, length, h, &black, &white);
	for (size_t i = 0; i < black; i++)
		put("\xe2\x97\x8f");	/* U+25CF black circle */
	for (size_t i = 0; i < white; i++)
		put("\xe2\x97\x8b");	/* U+25CB white circle */
	if (black + white == 0)
		put("-");
}

void
format_write(const struct format *f, struct hint h, const unsigned char *marks,
    size_t length, const char *secret, const char *guess)
{
	size_t black, white;

	if (!rule_is_counts(f->rule) && f->kind != FORMAT_JSON &&
	    f->kind != FORMAT_TEMPLATE && f->kind != FORMAT_PEGS) {
		put_rule_hint(f, h, marks, length);	/* pair, plain */
		put("\n");
		return;
	}
	switch (f->kind) {
	case FORMAT_PAIR:
		put("(");
		write_number(h.strong);
		put(",");
		write_number(h.weak);
		put(")");
		break;
	case FORMAT_PLAIN:
		write_number(h.strong);
		put(" ");
		write_number(h.weak);
		break;
	case FORMAT_WORDS:
		put_count(h.strong, "match");
		put(" and ");
		put_count(h.weak, "hit");
		break;
	case FORMAT_ACIERTOS:
		put("Aciertos: ");
		write_number(h.strong);
		put(", Semiaciertos: ");
		write_number(h.weak);
		break;
	case FORMAT_PEGS:
		put_pegs(f, h, marks, length);
		break;
	case FORMAT_JSON:
		rule_pegs(f->rule, length, h, &black, &white);	/* the count */
		put("{\"secret\":");
		output_json_string(secret);
		put(",\"guess\":");
		output_json_string(guess);
		if (rule_is_counts(f->rule)) {
			put(",\"strong\":");
			write_number(h.strong);
			put(",\"weak\":");
			write_number(h.weak);
		} else if (rule_marks_positions(f->rule)) {
			put(",\"marks\":\"");
			put_rule_hint(f, h, marks, length);
			put("\"");
		} else {
			put(",\"");
			put(rule_name(f->rule));
			put("\":");
			write_number(black + white);
			if (rule_win_apart(f->rule) && h.strong == length)
				put(",\"won\":true");
		}
		put("}");
		break;
	case FORMAT_TEMPLATE:
		put_template(f, h, marks, length, secret, guess);
		break;
	}
	put("\n");
}
