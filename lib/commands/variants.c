/* code variants: the table of the variants, or the one the options make. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/diag.h"
#include "../core/output.h"
#include "../core/variant.h"
#include "cli.h"
#include "commands.h"

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

/* Takes --format: *json becomes 1 for json, 0 for table. */
static void
take_variants_option(void *json, int c, const char *arg)
{
	(void)c;
	*(int *)json = cli_choose("--format", format_value, arg) == 1;
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
		snprintf(buf + n, size - n, " --hard");
}

/* Writes the colours of v as --colours takes them, then ",ALIAS". */
static void
describe_colours(const struct variant *v, char *buf, size_t size)
{
	char set[VARIANT_SET_MAX];

	snprintf(buf, size, "%s", variant_colour_set(v, set));
	if (v->alias[0] != '\0') {
		struct variant alias = *v;

		memcpy(alias.colours, v->alias, sizeof(alias.colours));
		snprintf(buf + strlen(buf), size - strlen(buf), ",%s",
		    variant_colour_set(&alias, set));
	}
}

/* Writes v as a line of the table, columns two spaces apart at least. */
static void
print_row(const struct variant *v)
{
	char colours[2 * VARIANT_SET_MAX], length[16], tries[16];
	char change[2 * VARIANT_SET_MAX + 2 * PATH_MAX_SHOWN + 64];

	describe_colours(v, colours, sizeof(colours));
	describe_change(v, change, sizeof(change));
	snprintf(length, sizeof(length), v->length ? "%u" : "any", v->length);
	snprintf(tries, sizeof(tries), variant_tries(v) < 0 ? "-" : "%d",
	    variant_tries(v));
	output_printf("%-10s  %-8s  %-6s  %-8s  %-8s  %-6s  %-5s  %s%s%s\n",
	    v->name, colours, length,
	    v->distinct & SIDE_SECRET ? "distinct" : "repeats",
	    v->distinct & SIDE_GUESS ? "distinct" : "repeats",
	    rule_name(variant_rule(v)), tries, v->from,
	    change[0] != '\0' ? ", changed by" : "", change);
}

/* Writes v as one JSON object on a line. */
static void
print_object(const struct variant *v)
{
	static const char *const rules[] = { "colours", "length", "distinct",
	    "hint", "secrets", "allowed", "hard" };
	unsigned changed = changed_rules(v);
	char set[VARIANT_SET_MAX];
	int first = 1;

	output_printf("{\"name\":");
	output_json_string(v->name);
	output_printf(",\"colours\":");
	output_json_string(variant_colour_set(v, set));
	output_printf(",\"alias\":");
	if (v->alias[0] != '\0') {
		struct variant alias = *v;

		memcpy(alias.colours, v->alias, sizeof(alias.colours));
		output_json_string(variant_colour_set(&alias, set));
	} else
		output_printf("null");
	output_printf(v->length ? ",\"length\":%u" : ",\"length\":null",
	    v->length);
	output_printf(",\"distinct\":\"%s\",\"hint\":\"%s\",\"tries\":",
	    variant_distinct_name(v), rule_name(variant_rule(v)));
	output_printf(variant_tries(v) < 0 ? "null" : "%d", variant_tries(v));
	output_printf(",\"from\":");
	output_json_string(v->from);
	output_printf(",\"changed\":[");
	for (unsigned i = 0; i < sizeof(rules) / sizeof(*rules); i++)
		if (changed & 1u << i) {
			output_printf("%s\"%s\"", first ? "" : ",", rules[i]);
			first = 0;
		}
	output_printf("]}\n");
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
	static const char header[] =
	    "NAME        COLOURS   LENGTH  SECRET    GUESS     HINT    TRIES  FROM\n";
	void (*print)(const struct variant *v);
	struct cli_choice choice;
	struct variant made;
	const struct variant *v;
	int json = 0;

	if (cli_parse(argc, argv, &variants_mode, &json, &choice) < argc) {
		diag("variants: takes no operands");
		cli_usage(variants_usage);
	}
	made = *choice.preset;
	if (cli_apply_rules(&choice, &made) == -1)
		exit(EXIT_USAGE);
	print = json ? print_object : print_row;
	if (!json)
		output_bytes(header, strlen(header));
	if (choice.chosen)
		print(&made);
	for (size_t i = 0; !choice.chosen && (v = variant_preset(i)); i++)
		print(v);
	cli_choice_free(&choice);
	return cli_finish(EXIT_OK);
}
