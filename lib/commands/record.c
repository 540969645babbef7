/*
 * The writer of records (record.h): one interface, a renderer for each
 * format.  A value reaches the renderer as what each format may keep of
 * it: its key, its JSON literal (or a string to quote), its CSV cell and
 * its text.
 */

#include "record.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/output.h"

#define TEXT_MAX	1024	/* bytes of a text kept on the stack */
#define NUMBER_MAX	64	/* bytes of a number written */

/* A value as the renderers take it. */
struct value {
	const char *key;
	const char *literal;	/* JSON's: a number, true, false or null;
				   NULL: string is the value */
	const char *string;	/* a string's value */
	const char *cell;	/* CSV's cell (a string's: string) */
	const char *text;	/* text's, or NULL */
};

/* What a format writes of the writer's steps. */
struct renderer {
	/* Opens kind ('{', '[', 't' or 'r'), the field key. */
	void (*open)(struct record *w, char kind, const char *key,
	    const struct record_column *columns, size_t n);
	/* Closes kind, its level already left (w->depth is its parent's). */
	void (*close)(struct record *w, char kind);
	void (*value)(struct record *w, const struct value *v);
};

const char *
record_format_name(size_t i)
{
	static const char *const names[] = { "text", "json", "csv", NULL };

	return i < 3 ? names[i] : NULL;
}

/* Returns the kind of what is open, or 0 at the top. */
static char
open_kind(const struct record *w)
{
	return w->depth > 0 ? w->kind[w->depth - 1] : 0;
}

/* Counts a value written in what is open; returns how many were before. */
static unsigned
counted(struct record *w)
{
	return w->depth > 0 ? w->count[w->depth - 1]++ : 0;
}

/* text: a table's headings; a row's cells one space apart; else lines. */
static void
text_open(struct record *w, char kind, const char *key,
    const struct record_column *columns, size_t n)
{
	int first = 1;

	(void)w;
	(void)key;
	if (kind != 't')
		return;
	for (size_t i = 0; i < n; i++)
		if (columns[i].text != NULL) {
			output_printf("%s%s", first ? "" : " ",
			    columns[i].text);
			first = 0;
		}
	output_bytes("\n", 1);
}

static void
text_close(struct record *w, char kind)
{
	(void)w;
	if (kind == 'r')
		output_bytes("\n", 1);
}

static void
text_value(struct record *w, const struct value *v)
{
	if (v->text == NULL)
		return;
	if (open_kind(w) == 'r' && counted(w) > 0)
		output_bytes(" ", 1);
	output_bytes(v->text, strlen(v->text));
}

/* Returns 1 if what is open is a table at the top: JSON's rows a line each. */
static int
json_lines(const struct record *w)
{
	return w->depth == 1 && w->kind[0] == 't';
}

/* JSON: objects and lists as they nest; a table at the top, a line a row. */
static void
json_open(struct record *w, char kind, const char *key,
    const struct record_column *columns, size_t n)
{
	char parent = open_kind(w);

	(void)columns;
	(void)n;
	if (kind == 't' && parent == 0)
		return;
	if (counted(w) > 0 && !json_lines(w))
		output_bytes(",", 1);
	if (key != NULL && (parent == '{' || parent == 'r')) {
		output_json_string(key);
		output_bytes(":", 1);
	}
	output_bytes(kind == '{' || kind == 'r' ? "{" : "[", 1);
}

static void
json_close(struct record *w, char kind)
{
	if (kind == 't' && w->depth == 0)
		return;
	output_bytes(kind == '{' || kind == 'r' ? "}" : "]", 1);
	if (w->depth == 0 || json_lines(w))
		output_bytes("\n", 1);
}

static void
json_value(struct record *w, const struct value *v)
{
	char parent = open_kind(w);

	if (counted(w) > 0)
		output_bytes(",", 1);
	if (v->key != NULL && (parent == '{' || parent == 'r')) {
		output_json_string(v->key);
		output_bytes(":", 1);
	}
	if (v->literal != NULL)
		output_bytes(v->literal, strlen(v->literal));
	else
		output_json_string(v->string);
}

/* CSV (RFC 4180): a table's keys, then its rows; nothing else. */
static void
csv_open(struct record *w, char kind, const char *key,
    const struct record_column *columns, size_t n)
{
	(void)w;
	(void)key;
	if (kind != 't')
		return;
	for (size_t i = 0; i < n; i++)
		output_printf("%s%s", i > 0 ? "," : "", columns[i].key);
	output_bytes("\r\n", 2);
}

static void
csv_close(struct record *w, char kind)
{
	(void)w;
	if (kind == 'r')
		output_bytes("\r\n", 2);
}

/* Writes a cell of CSV: quoted if it holds a comma, a quote or a break. */
static void
csv_cell(const char *text)
{
	if (strpbrk(text, ",\"\r\n") == NULL) {
		output_bytes(text, strlen(text));
		return;
	}
	output_bytes("\"", 1);
	for (const char *c = text; *c != '\0'; c++)
		output_bytes(c, 1 + (*c == '"'));	/* "" for " */
	output_bytes("\"", 1);
}

static void
csv_value(struct record *w, const struct value *v)
{
	if (open_kind(w) != 'r')
		return;
	if (counted(w) > 0)
		output_bytes(",", 1);
	csv_cell(v->cell);
}

static const struct renderer renderers[] = {
	{ text_open, text_close, text_value },
	{ json_open, json_close, json_value },
	{ csv_open, csv_close, csv_value },
};

void
record_begin(struct record *w, enum record_format f)
{
	w->format = f;
	w->depth = 0;
}

/* Opens kind, the field key, as the format writes it. */
static void
open_level(struct record *w, char kind, const char *key,
    const struct record_column *columns, size_t n)
{
	renderers[w->format].open(w, kind, key, columns, n);
	if (w->depth < RECORD_DEPTH_MAX) {
		w->kind[w->depth] = kind;
		w->count[w->depth] = 0;
		w->depth++;
	}
}

void
record_object(struct record *w, const char *key)
{
	open_level(w, '{', key, NULL, 0);
}

void
record_list(struct record *w, const char *key)
{
	open_level(w, '[', key, NULL, 0);
}

void
record_table(struct record *w, const char *key,
    const struct record_column *columns, size_t n)
{
	open_level(w, 't', key, columns, n);
}

void
record_row(struct record *w)
{
	open_level(w, 'r', NULL, NULL, 0);
}

void
record_end(struct record *w)
{
	char kind;

	if (w->depth == 0)
		return;
	kind = w->kind[--w->depth];
	renderers[w->format].close(w, kind);
}

/*
 * Returns fmt and ap written: in stack (TEXT_MAX bytes), or, longer, in
 * memory, to be freed (stack, cut short, if memory runs out).
 */
static char *
format_text(char *stack, const char *fmt, va_list ap)
{
	char *text = stack;
	va_list again;
	int n;

	va_copy(again, ap);
	n = vsnprintf(stack, TEXT_MAX, fmt, ap);
	if (n >= TEXT_MAX && (text = malloc((size_t)n + 1)) != NULL)
		vsnprintf(text, (size_t)n + 1, fmt, again);
	va_end(again);
	return text != NULL ? text : stack;
}

/* Hands v to the format, its text fmt and ap if the format writes it. */
static void
put(struct record *w, struct value *v, const char *fmt, va_list ap)
{
	char stack[TEXT_MAX], *text = NULL;

	if (w->format == RECORD_TEXT && fmt != NULL)
		text = format_text(stack, fmt, ap);
	v->text = text;
	renderers[w->format].value(w, v);
	if (text != stack)
		free(text);
}

/* Hands v to the format, its text the arguments after text. */
#define PUT(w, v, text)	do {						\
	va_list ap;							\
									\
	va_start(ap, text);						\
	put(w, &v, text, ap);						\
	va_end(ap);							\
} while (0)

void
record_string(struct record *w, const char *key, const char *value,
    const char *text, ...)
{
	struct value v = { key, NULL, value, value, NULL };

	PUT(w, v, text);
}

void
record_uint(struct record *w, const char *key, uint64_t value,
    const char *text, ...)
{
	char number[NUMBER_MAX];
	struct value v = { key, number, NULL, number, NULL };

	snprintf(number, sizeof(number), "%llu", (unsigned long long)value);
	PUT(w, v, text);
}

void
record_real(struct record *w, const char *key, double value, int places,
    const char *text, ...)
{
	char number[NUMBER_MAX] = "null";
	struct value v = { key, number, NULL, number, NULL };

	if (isfinite(value))
		snprintf(number, sizeof(number), "%.*f", places, value);
	else
		v.cell = "";
	PUT(w, v, text);
}

void
record_number(struct record *w, const char *key, const char *number,
    const char *text, ...)
{
	struct value v = { key, number, NULL, number, NULL };

	PUT(w, v, text);
}

void
record_bool(struct record *w, const char *key, int value,
    const char *text, ...)
{
	struct value v = { key, value ? "true" : "false", NULL,
	    value ? "yes" : "no", NULL };

	PUT(w, v, text);
}

void
record_null(struct record *w, const char *key, const char *text, ...)
{
	struct value v = { key, "null", NULL, "", NULL };

	PUT(w, v, text);
}

void
record_text(struct record *w, const char *text, ...)
{
	char stack[TEXT_MAX], *line;
	va_list ap;

	if (w->format != RECORD_TEXT)
		return;
	va_start(ap, text);
	line = format_text(stack, text, ap);
	va_end(ap);
	output_bytes(line, strlen(line));
	if (line != stack)
		free(line);
}
