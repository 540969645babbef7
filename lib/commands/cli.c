/* The command line that every mode shares: options, help, FILE operands. */

#include "cli.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/diag.h"
#include "../core/output.h"

/* The option values of the parser's own long options. */
enum { OPT_COLOURS = 256, OPT_LENGTH, OPT_DISTINCT };

/* The index in argv of the argument cli_getopt() last read options from. */
static int option_at;

#define CLI_OPTIONS_MAX		32	/* long options of a mode, all told */
#define CLI_SHORT_MAX		32	/* bytes of its short options */

/* Each rule: its bit, its long option, and the setter of variant.h. */
static const struct {
	enum cli_rule rule;
	struct option option;
	int (*set)(struct variant *v, const char *value, char *why);
} rules[] = {
	{ CLI_COLOURS, { "colours", required_argument, NULL, OPT_COLOURS },
	    variant_set_colours },
	{ CLI_LENGTH, { "length", required_argument, NULL, OPT_LENGTH },
	    variant_set_length },
	{ CLI_DISTINCT, { "distinct", required_argument, NULL, OPT_DISTINCT },
	    variant_set_distinct },
};
#define RULES	(sizeof(rules) / sizeof(rules[0]))

/* Returns the index in rules[] of the rule whose option value is c, or RULES. */
static size_t
rule_of_option(int c)
{
	size_t i = 0;

	while (i < RULES && rules[i].option.val != c)
		i++;
	return i;
}

/* Returns the index in rules[] of rule. */
static size_t
rule_index(enum cli_rule rule)
{
	size_t i = 0;

	while (i < RULES - 1 && rules[i].rule != rule)
		i++;
	return i;
}

const char *
cli_rule_name(enum cli_rule rule)
{
	static const char *const names[] = { "--colours", "--length",
	    "--distinct" };

	return names[rule_index(rule)];
}

/*
 * Writes into table the long options of mode m: -v, the rules it takes,
 * -h, then its own; and into shorts its short options.
 */
static void
build_options(const struct cli_mode *m, struct option *table, char *shorts)
{
	size_t n = 0;

	table[n++] = (struct option){ "variant", required_argument, NULL, 'v' };
	for (size_t i = 0; i < RULES; i++)
		if (m->rules & rules[i].rule)
			table[n++] = rules[i].option;
	if (m->rules & CLI_COLOURS)	/* the US spelling, a synonym */
		table[n++] = (struct option){ "colors", required_argument,
		    NULL, OPT_COLOURS };
	for (const struct option *o = m->options; o && o->name; o++)
		if (n < CLI_OPTIONS_MAX - 2)
			table[n++] = *o;
	table[n++] = (struct option){ "help", no_argument, NULL, 'h' };
	table[n] = (struct option){ NULL, 0, NULL, 0 };
	snprintf(shorts, CLI_SHORT_MAX, "+:v:h%s",
	    m->short_options ? m->short_options : "");
}

/* Moves argv[i] to argv[argc - 1], the arguments after it down one. */
static void
set_aside(char *argv[], int i, int argc)
{
	char *operand = argv[i];

	memmove(&argv[i], &argv[i + 1], (size_t)(argc - 1 - i) *
	    sizeof(argv[0]));
	argv[argc - 1] = operand;
}

int
cli_getopt(int argc, char *argv[], int *operands, const char *shorts,
    const struct option *table)
{
	const char *arg;

	opterr = 0;
	while (optind < *operands) {
		arg = argv[optind];
		if (strcmp(arg, "--") == 0) {	/* the rest are operands */
			while (optind + 1 < *operands) {
				set_aside(argv, optind + 1, argc);
				--*operands;
			}
			break;
		}
		option_at = optind;
		if (arg[0] == '-' && arg[1] != '\0')
			return getopt_long(*operands, argv, shorts, table,
			    NULL);
		set_aside(argv, optind, argc);
		--*operands;
	}
	optind = *operands;
	return -1;
}

int
cli_parse(int argc, char *argv[], const struct cli_mode *m, void *settings,
    struct cli_choice *choice)
{
	struct option table[CLI_OPTIONS_MAX];
	char shorts[CLI_SHORT_MAX];
	size_t rule;
	int c, operands = argc;

	*choice = (struct cli_choice){ .preset = m->variant ?
	    variant_find(m->variant) : NULL };
	if ((choice->rules = calloc((size_t)argc,
	    sizeof(*choice->rules))) == NULL) {
		diag("out of memory");
		exit(EXIT_SYSTEM);
	}
	build_options(m, table, shorts);
	while ((c = cli_getopt(argc, argv, &operands, shorts, table)) != -1) {
		if (c == 'v') {
			if ((choice->preset = variant_find(optarg)) == NULL) {
				diag("unknown variant '%s' (see " PROGRAM_NAME
				" variants)",
				    optarg);
				exit(EXIT_USAGE);
			}
			choice->chosen = 1;
		} else if ((rule = rule_of_option(c)) < RULES) {
			choice->rules[choice->rule_count++] =
			    (struct cli_rule_value){ rules[rule].rule, optarg };
			choice->given |= rules[rule].rule;
			choice->chosen = 1;
		} else if (c == 'h') {
			cli_help(m->usage, m->help);
		} else if (c == ':' || c == '?') {
			cli_bad_option(c, argv, m->usage);
		} else {
			m->take(settings, c, optarg);
		}
	}
	return operands;
}

int
cli_apply_rules(const struct cli_choice *choice, struct variant *v)
{
	char why[VARIANT_WHY_MAX];

	for (size_t i = 0; i < choice->rule_count; i++) {
		const struct cli_rule_value *r = &choice->rules[i];

		if (rules[rule_index(r->rule)].set(v, r->value, why) == -1) {
			diag("%s: %s", cli_rule_name(r->rule), why);
			return -1;
		}
	}
	return 0;
}

void
cli_choice_free(struct cli_choice *choice)
{
	free(choice->rules);
	choice->rules = NULL;
}

void
cli_help(const char *usage, const char *help)
{
	output_bytes(usage, strlen(usage));
	output_bytes(help, strlen(help));
	output_close();
	exit(EXIT_OK);
}

void
cli_usage(const char *usage)
{
	fputs(usage, stderr);
	exit(EXIT_USAGE);
}

unsigned long long
cli_number(const char *option, const char *arg, unsigned long long min,
    unsigned long long max)
{
	unsigned long long n;
	char *end;

	errno = 0;
	n = strtoull(arg, &end, 10);
	if (arg[0] < '0' || arg[0] > '9' || *end != '\0' || errno != 0 ||
	    n < min || n > max) {
		diag("%s: not a number in %llu..%llu: '%s'", option, min, max,
		    arg);
		exit(EXIT_USAGE);
	}
	return n;
}

void
cli_bad_value(const char *option, const char *why, const char *value)
{
	diag("%s: %s%s%s%s", option, why, value ? ", found '" : "",
	    value ? value : "", value ? "'" : "");
	exit(EXIT_USAGE);
}

void
cli_bad_option(int c, char *argv[], const char *usage)
{
	const char *arg = argv[option_at];

	if (c == ':')
		diag("option '%s' needs a value", argv[optind - 1]);
	else if (strncmp(arg, "--", 2) != 0)	/* perhaps a code, too soon */
		diag("unknown option '-%c' (an operand that begins with '-' "
		    "goes after --)", optopt);
	else if (optopt != 0)
		diag("option '%.*s' takes no value", (int)strcspn(arg, "="),
		    arg);
	else
		diag("unknown option '%s'", arg);
	cli_usage(usage);
}

int
cli_run_file(const char *path, size_t read_size,
    int (*run)(struct reader *r, void *arg), void *arg)
{
	struct reader r;
	int status;

	if (reader_open(&r, path, read_size) == -1) {
		diag("%s: %s", strcmp(path, "-") == 0 ? "<stdin>" : path,
		    strerror(errno));
		return EXIT_SYSTEM;
	}
	reader_skip_bom(&r);
	status = run(&r, arg);
	reader_close(&r);
	return status;
}

int
cli_run_files(char *const paths[], size_t count, size_t read_size,
    int (*run)(struct reader *r, void *arg), void *arg, int status)
{
	for (size_t i = 0; i < count; i++) {
		int file_status = cli_run_file(paths[i], read_size, run, arg);

		if (file_status > status)
			status = file_status;
	}
	return status;
}

void
cli_style(struct judge_options *o, const char *style)
{
	if (strcmp(style, "uva") == 0) {
		o->indent = JUDGE_INDENT_DEFAULT;
		o->blank_line = 0;
	} else if (strcmp(style, "statement") == 0) {
		o->indent = 0;
		o->blank_line = 1;
	} else
		cli_bad_value("--style", "expected uva or statement", style);
}
