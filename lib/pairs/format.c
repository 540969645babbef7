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
		if (p[1] == '\0' || strchr("swSG%", p[1]) == NULL) {
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

static void
put_template(const char *t, struct hint h, const char *secret,
    const char *guess)
{
	for (; *t != '\0'; t++) {
		if (*t == '%') {
			switch (*++t) {
			case 's': write_number(h.strong); break;
			case 'w': write_number(h.weak); break;
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

void
format_write(const struct format *f, struct hint h, const char *secret,
    const char *guess)
{
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
		for (size_t i = 0; i < h.strong; i++)
			put("\xe2\x97\x8f");	/* U+25CF black circle */
		for (size_t i = 0; i < h.weak; i++)
			put("\xe2\x97\x8b");	/* U+25CB white circle */
		if (h.strong + h.weak == 0)
			put("-");
		break;
	case FORMAT_JSON:
		put("{\"secret\":");
		output_json_string(secret);
		put(",\"guess\":");
		output_json_string(guess);
		put(",\"strong\":");
		write_number(h.strong);
		put(",\"weak\":");
		write_number(h.weak);
		put("}");
		break;
	case FORMAT_TEMPLATE:
		put_template(f->template, h, secret, guess);
		break;
	}
	put("\n");
}
