/* code variants: the table of the variants, or the one the options make. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/diag.h"
#include "../core/fold.h"
#include "../core/variant.h"
#include "cli.h"
#include "commands.h"
#include "record.h"

#define PATH_MAX_SHOWN	4096	/* bytes of a list's name */

static const char variants_usage[] =
    "usage: " PROGRAM_NAME
    " variants [-v VARIANT] [RULES] [--format=table|json]\n"
    CLI_RULES_USAGE;

static const char variants_help[] =
    "\n"
    "List the variants: name, colours, length, whether the secret and the\n"
    "guess may repeat a colour, tries, and where the rules come from.  With\n"
    "-v or RULES, just the variant they make, and the rules that changed it.\n"
    "\n"
    "  -v, --variant=NAME  the variant to start from (default hints)\n"
    "  --colours=SET       the colours, as code score takes them\n"
    "  --length=N          the length of a code\n"
    "  --distinct=SIDES    secret, guess, both or none\n"
    CLI_RULES_HELP
    "  --format=FORMAT     table (default), or json: an object a variant\n"
    "  -h, --help          print this help and exit\n"
    "\n"
    "Exit status: 0 success, 2 usage error, 3 the output could not be\n"
    "written.  See " PROGRAM_NAME "(1).\n";

enum { FORMAT = CLI_MODE_OPTION };

/* The values of --format. */
static const char *
format_value(size_t i)
{
	static const char *const formats[] = { "table", "json", NULL };

	return formats[i];
}

/* Takes --format: *format becomes RECORD_JSON for json, else text. */
static void
take_variants_option(void *format, int c, const char *arg)
{
	(void)c;
	*(enum record_format *)format = cli_choose("--format", format_value,
	    arg) == 1 ? RECORD_JSON : RECORD_TEXT;
}

/* The rules in which v differs from its preset, as bits of cli_rule. */
static unsigned
changed_rules(const struct variant *v)
{
	const struct variant *p = variant_find(v->name);
	unsigned changed = 0;

	if (strcmp(v->colours, p->colours) != 0 ||
	    strcmp(v->alias, p->alias) != 0)
		changed |= CLI_COLOURS;
	if (v->length != p->length)
		changed |= CLI_LENGTH;
	if (v->distinct != p->distinct)
		changed |= CLI_DISTINCT;
	if (variant_rule(v) != variant_rule(p))
		changed |= CLI_HINT;
	if (v->secrets != NULL)
		changed |= CLI_SECRETS;
	if (v->allowed != NULL)
		changed |= CLI_ALLOWED;
	if (v->hard)
		changed |= CLI_HARD;
	if (v->fold != NULL)
		changed |= CLI_FOLD;
	return changed;
}

/*
 * Writes into buf the options that make v from its preset, such as
 * "--colours=A-C --length=2", or "" if it is the preset.
 */
static void
describe_change(const struct variant *v, char *buf, size_t size)
{
	unsigned changed = changed_rules(v);
	char set[VARIANT_SET_MAX];
	size_t n = 0;

	buf[0] = '\0';
	if (changed & CLI_COLOURS)
		n += (size_t)snprintf(buf + n, size - n, " --colours=%s",
		    variant_colour_set(v, set));
	if ((changed & CLI_LENGTH) && n < size)
		n += (size_t)snprintf(buf + n, size - n, " --length=%u",
		    v->length);
	if ((changed & CLI_DISTINCT) && n < size)
		n += (size_t)snprintf(buf + n, size - n, " --distinct=%s",
		    variant_distinct_name(v));
	if ((changed & CLI_HINT) && n < size)
		n += (size_t)snprintf(buf + n, size - n, " --hint=%s",
		    rule_name(variant_rule(v)));
	if ((changed & CLI_SECRETS) && n < size)
		n += (size_t)snprintf(buf + n, size - n, " --secrets=%s",
		    v->secrets);
	if ((changed & CLI_ALLOWED) && n < size)
		n += (size_t)snprintf(buf + n, size - n, " --allowed=%s",
		    v->allowed);
	if ((changed & CLI_HARD) && n < size)
		n += (size_t)snprintf(buf + n, size - n, " --hard");
	if ((changed & CLI_FOLD) && n < size)
		snprintf(buf + n, size - n, " --fold=%s", fold_name(v->fold));
}

/*
 * Writes into alias (VARIANT_SET_MAX bytes) the colours v takes for its
 * own, as --colours takes them.  Returns alias, or NULL if v has none.
 */
static const char *
alias_set(const struct variant *v, char *alias)
{
	struct variant other = *v;

	if (v->alias[0] == '\0')
		return NULL;
	memcpy(other.colours, v->alias, sizeof(other.colours));
	return variant_colour_set(&other, alias);
}

/* Writes the rules in which v differs from its preset: their names. */
static void
put_changed(struct record *w, const struct variant *v)
{
	static const char *const rules[] = { "colours", "length", "distinct",
	    "hint", "secrets", "allowed", "hard", "fold" };
	unsigned changed = changed_rules(v);

	record_list(w, "changed");
	for (unsigned i = 0; i < sizeof(rules) / sizeof(*rules); i++)
		if (changed & 1u << i)
			record_string(w, NULL, rules[i], NULL);
	record_end(w);
}

/*
 * Writes v as a row of the table: as text its columns two spaces apart
 * at least, as JSON an object a line.
 */
static void
put_variant(struct record *w, const struct variant *v)
{
	char set[VARIANT_SET_MAX], alias[VARIANT_SET_MAX];
	char colours[2 * VARIANT_SET_MAX];
	char change[2 * VARIANT_SET_MAX + 2 * PATH_MAX_SHOWN + 96];
	const char *other = alias_set(v, alias);
	int tries = variant_tries(v);

	variant_colour_set(v, set);
	describe_change(v, change, sizeof(change));
	record_row(w);
	record_string(w, "name", v->name, "%-10s ", v->name);
	snprintf(colours, sizeof(colours), "%s%s%s", set, other ? "," : "",
	    other ? other : "");
	record_string(w, "colours", set, "%-8s ", colours);
	if (other != NULL)
		record_string(w, "alias", other, NULL);
	else
		record_null(w, "alias", NULL);
	if (v->length)
		record_uint(w, "length", v->length, "%-6u ", v->length);
	else
		record_null(w, "length", "%-6s ", "any");
	record_string(w, "distinct", variant_distinct_name(v), "%-8s  %-8s ",
	    v->distinct & SIDE_SECRET ? "distinct" : "repeats",
	    v->distinct & SIDE_GUESS ? "distinct" : "repeats");
	record_string(w, "hint", rule_name(variant_rule(v)), "%-6s ",
	    rule_name(variant_rule(v)));
	if (tries < 0)
		record_null(w, "tries", "%-5s ", "-");
	else
		record_uint(w, "tries", (uint64_t)tries, "%-5d ", tries);
	record_string(w, "from", v->from, "%s%s%s", v->from,
	    change[0] != '\0' ? ", changed by" : "", change);
	put_changed(w, v);
	record_end(w);
}

/* variants' options, and the mode as cli_parse() reads it (commands.h). */
static const struct cli_option variants_options[] = {
	{ "format", 0, required_argument, FORMAT, format_value },
	{ NULL, 0, 0, 0, NULL }
};

const struct cli_mode variants_mode = {
	.name = "variants", .usage = variants_usage, .help = variants_help,
	.options = variants_options, .rules = CLI_RULES_ALL,
	.variant = "hints", .take = take_variants_option
};

int
variants_command(int argc, char *argv[])
{
	static const struct record_column columns[] = {
	    { "name", "NAME       " }, { "colours", "COLOURS  " },
	    { "alias", NULL }, { "length", "LENGTH " },
	    { "distinct", "SECRET    GUESS    " }, { "hint", "HINT   " },
	    { "tries", "TRIES " }, { "from", "FROM" }, { "changed", NULL } };
	enum record_format format = RECORD_TEXT;
	struct cli_choice choice;
	struct variant made;
	const struct variant *v;
	struct record w;

	cli_no_operands(&variants_mode, argc - cli_parse(argc, argv,
	    &variants_mode, &format, &choice));
	made = *choice.preset;
	if (cli_apply_rules(&choice, &made) == -1)
		exit(EXIT_USAGE);
	record_begin(&w, format);
	record_table(&w, NULL, columns, sizeof(columns) / sizeof(*columns));
	if (choice.chosen)
		put_variant(&w, &made);
	for (size_t i = 0; !choice.chosen && (v = variant_preset(i)); i++)
		put_variant(&w, v);
	record_end(&w);
	cli_choice_free(&choice);
	return cli_finish(EXIT_OK);
}
