/* The command line that every mode shares: options, help, FILE operands. */

#include "cli.h"

#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/diag.h"
#include "../core/fold.h"
#include "../core/output.h"

/* The option values of the parser's own long options. */
enum { OPT_COLOURS = 256, OPT_LENGTH, OPT_DISTINCT, OPT_HINT, OPT_SECRETS,
	OPT_ALLOWED, OPT_HARD, OPT_FOLD };

/* The index in argv of the argument cli_getopt() last read options from. */
static int option_at;

/* Returns the name of the ith preset, or NULL: the values of -v. */
static const char *
variant_value(size_t i)
{
	const struct variant *v = variant_preset(i);

	return v != NULL ? v->name : NULL;
}

/* Each rule: its bit, its option, and the setter of variant.h. */
static const struct {
	enum cli_rule rule;
	struct cli_option option;
	int (*set)(struct variant *v, const char *value, char *why);
} rules[] = {
	{ CLI_COLOURS, { "colours", 0, required_argument, OPT_COLOURS, NULL },
	    variant_set_colours },
	{ CLI_LENGTH, { "length", 0, required_argument, OPT_LENGTH, NULL },
	    variant_set_length },
	{ CLI_DISTINCT, { "distinct", 0, required_argument, OPT_DISTINCT,
	    variant_distinct_value }, variant_set_distinct },
	{ CLI_HINT, { "hint", 0, required_argument, OPT_HINT, rule_name_at },
	    variant_set_hint },
	{ CLI_SECRETS, { "secrets", 0, required_argument, OPT_SECRETS, NULL },
	    variant_set_secrets },
	{ CLI_ALLOWED, { "allowed", 0, required_argument, OPT_ALLOWED, NULL },
	    variant_set_allowed },
	{ CLI_HARD, { "hard", 0, no_argument, OPT_HARD, NULL },
	    variant_set_hard },
	{ CLI_FOLD, { "fold", 0, required_argument, OPT_FOLD, fold_name_at },
	    variant_set_fold },
};
#define RULES	(sizeof(rules) / sizeof(rules[0]))

/* Returns the index in rules[] of the rule whose option id is c, or RULES. */
static size_t
rule_of_option(int c)
{
	size_t i = 0;

	while (i < RULES && rules[i].option.id != c)
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
	    "--distinct", "--hint", "--secrets", "--allowed", "--hard",
	    "--fold" };

	return names[rule_index(rule)];
}

#define TYPO_NAME_MAX	16	/* longest name compared with the known */
#define TYPO_DISTANCE	2	/* farthest name a mistyped one is taken for */

/*
 * Returns the edit distance of a and b, each at most TYPO_NAME_MAX bytes:
 * the fewest insertions, deletions, replacements and swaps of two
 * neighbours that turn one into the other.
 */
static size_t
distance(const char *a, const char *b)
{
	size_t d[TYPO_NAME_MAX + 1][TYPO_NAME_MAX + 1];
	size_t m = strlen(a), n = strlen(b);

	for (size_t i = 0; i <= m; i++)
		for (size_t j = 0; j <= n; j++) {
			size_t best = i + j;	/* from or to "" */

			if (i > 0 && j > 0) {
				best = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
				if (d[i - 1][j] + 1 < best)
					best = d[i - 1][j] + 1;
				if (d[i][j - 1] + 1 < best)
					best = d[i][j - 1] + 1;
			}
			if (i > 1 && j > 1 && a[i - 1] == b[j - 2] &&
			    a[i - 2] == b[j - 1] && d[i - 2][j - 2] + 1 < best)
				best = d[i - 2][j - 2] + 1;
			d[i][j] = best;
		}
	return d[m][n];
}

size_t
cli_nearest(const char *name, const char *(*name_at)(size_t), size_t count)
{
	size_t nearest = count, best = TYPO_DISTANCE + 1;

	for (size_t i = 0; i < count && strlen(name) <= TYPO_NAME_MAX; i++) {
		const char *known = name_at(i);
		size_t d;

		if (strlen(known) > TYPO_NAME_MAX)
			continue;
		if ((d = distance(name, known)) < best) {
			best = d;
			nearest = i;
		}
	}
	return nearest;
}

/* The name of the ith preset variant, for cli_nearest(). */
static const char *
preset_name(size_t i)
{
	return variant_preset(i)->name;
}

/*
 * Reports -v name, a variant that does not exist, with the nearest that
 * does when one is near enough, and exits with EXIT_USAGE.
 */
static _Noreturn void
unknown_variant(const char *name)
{
	char shown[DIAG_QUOTED_MAX];
	size_t count = 0, nearest;

	while (variant_preset(count) != NULL)
		count++;
	nearest = cli_nearest(name, preset_name, count);
	diag_quote(shown, sizeof(shown), (const unsigned char *)name,
	    strlen(name));
	if (nearest < count)
		diag("unknown variant %s; did you mean '%s'? (see "
		    PROGRAM_NAME " variants)", shown, preset_name(nearest));
	else
		diag("unknown variant %s (see " PROGRAM_NAME " variants)",
		    shown);
	exit(EXIT_USAGE);
}

#define CLI_RETIRED_ID	2048	/* the first old spelling's id, above every
				   mode's own */
#define CLI_GROUP_BASE	4096	/* the first group's first id, above */
/* The first id of group g's options as a mode's parser takes them. */
#define GROUP_ID(g)	(CLI_GROUP_BASE + (int)(g) * CLI_GROUP_IDS)

size_t
cli_mode_options(const struct cli_mode *m, struct cli_option *all)
{
	size_t n = 0;

	if (!(m->rules & CLI_NO_VARIANT))
		all[n++] = (struct cli_option){ "variant", 'v',
		    required_argument, 'v', variant_value };
	for (size_t i = 0; i < RULES; i++)
		if (m->rules & rules[i].rule)
			all[n++] = rules[i].option;
	if (m->rules & CLI_COLOURS)	/* the US spelling, a synonym */
		all[n++] = (struct cli_option){ "colors", 0,
		    required_argument, OPT_COLOURS, NULL };
	for (const struct cli_option *o = m->options; o && o->name; o++)
		if (n < CLI_OPTIONS_MAX - 1)
			all[n++] = *o;
	for (size_t g = 0; g < CLI_USES_MAX && m->uses[g].group; g++)
		for (const struct cli_option *o = m->uses[g].group->options;
		    o->name != NULL && n < CLI_OPTIONS_MAX - 1; o++) {
			all[n] = *o;
			all[n++].id = GROUP_ID(g) + o->id;
		}
	all[n++] = (struct cli_option){ "help", 'h', no_argument, 'h', NULL };
	return n;
}

void
cli_getopt_table(const struct cli_option *options, size_t n,
    struct option *table, char *shorts)
{
	static const char *const colons[] = { "", ":", "::" };
	size_t used = 0;

	for (size_t i = 0; i < n; i++) {
		const struct cli_option *o = &options[i];

		table[i] = (struct option){ o->name, o->argument, NULL, o->id };
		if (o->letter != 0) {
			shorts[used++] = o->letter;
			strcpy(shorts + used, colons[o->argument]);
			used += strlen(colons[o->argument]);
		}
	}
	table[n] = (struct option){ NULL, 0, NULL, 0 };
	shorts[used] = '\0';
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

/*
 * Writes into table, after its n options, the old spellings of m that
 * are options of their own (any value: optional_argument, so that each
 * form of it is said), ids from CLI_RETIRED_ID.  Returns the count.
 */
static size_t
add_retired(const struct cli_mode *m, struct option *table, size_t n)
{
	size_t k = 0;

	for (size_t i = 0; m->retired != NULL && m->retired[i].name != NULL &&
	    i < CLI_RETIRED_MAX; i++)
		if (m->retired[i].value == NULL)
			table[n + k++] = (struct option){ m->retired[i].name,
			    optional_argument, NULL, CLI_RETIRED_ID + (int)i };
	table[n + k] = (struct option){ NULL, 0, NULL, 0 };
	return n + k;
}

/*
 * Says and exits if option id of m (its name in all, n of them) with
 * value arg is an old spelling: an old option's id, or the old value of
 * an option m takes.
 */
static void
check_retired(const struct cli_mode *m, const struct cli_option *all,
    size_t n, int id, const char *arg)
{
	const struct cli_retired *r = m->retired;
	char spelling[CLI_CHOICES_MAX];
	size_t i = 0;

	if (id >= CLI_RETIRED_ID && id < CLI_RETIRED_ID + CLI_RETIRED_MAX) {
		snprintf(spelling, sizeof(spelling), "--%s",
		    r[id - CLI_RETIRED_ID].name);
		cli_retired_say(m->name, spelling, r[id - CLI_RETIRED_ID].now);
	}
	while (i < n && all[i].id != id)
		i++;
	for (; r != NULL && r->name != NULL && i < n && arg != NULL; r++)
		if (r->value != NULL && strcmp(r->name, all[i].name) == 0 &&
		    strcmp(r->value, arg) == 0) {
			snprintf(spelling, sizeof(spelling), "--%s=%s", r->name,
			    r->value);
			cli_retired_say(m->name, spelling, r->now);
		}
}

/* Hands option id of m, value arg, to the mode or to its group. */
static void
take(const struct cli_mode *m, void *settings, int id, const char *arg)
{
	size_t g = (size_t)(id - CLI_GROUP_BASE) / CLI_GROUP_IDS;

	if (id < CLI_GROUP_BASE)
		m->take(settings, id, arg);
	else
		m->uses[g].group->take((char *)settings + m->uses[g].offset,
		    (id - CLI_GROUP_BASE) % CLI_GROUP_IDS, arg);
}

int
cli_parse(int argc, char *argv[], const struct cli_mode *m, void *settings,
    struct cli_choice *choice)
{
	struct cli_option all[CLI_OPTIONS_MAX];
	struct option table[CLI_OPTIONS_MAX + CLI_RETIRED_MAX + 1];
	char shorts[2 + CLI_SHORTS_MAX] = "+:";
	size_t rule, n = cli_mode_options(m, all);
	int c, operands = argc;

	*choice = (struct cli_choice){ .preset = m->variant ?
	    variant_find(m->variant) : NULL };
	if ((choice->rules = calloc((size_t)argc,
	    sizeof(*choice->rules))) == NULL) {
		diag("out of memory");
		exit(EXIT_SYSTEM);
	}
	cli_getopt_table(all, n, table, shorts + 2);
	add_retired(m, table, n);
	while ((c = cli_getopt(argc, argv, &operands, shorts, table)) != -1) {
		check_retired(m, all, n, c, optarg);
		if (c == 'v') {
			if ((choice->preset = variant_find(optarg)) == NULL)
				unknown_variant(optarg);
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
			take(m, settings, c, optarg);
		}
	}
	return operands;
}

const char *
cli_value_all(size_t i)
{
	return i == 0 ? "all" : NULL;
}

const char *
cli_value_none(size_t i)
{
	return i == 0 ? "none" : NULL;
}

void
cli_no_operands(const struct cli_mode *m, int argc)
{
	if (argc > 0) {
		diag("%s: takes no operands", m->name);
		cli_usage(m->usage);
	}
}

void
cli_retired_say(const char *mode, const char *spelling, const char *now)
{
	diag("%s %s: now %s (see " PROGRAM_NAME "(1))", mode, spelling, now);
	exit(EXIT_USAGE);
}

/*
 * Warns when a range of the colour set v took from set runs into a digit,
 * as 1-10 does: people write ten colours so, and tr(1) reads the range
 * 1-1 and the colour 0.  Says what was understood and how to write ten.
 */
static void
warn_range_into_digit(const struct variant *v, const char *set)
{
	char shown[DIAG_QUOTED_MAX], understood[VARIANT_SET_MAX];

	for (const char *p = set; p[0] != '\0' && p[1] != '\0'; p++)
		if (p[1] == '-' && p[2] != '\0' && isdigit((unsigned char)p[2]) &&
		    isdigit((unsigned char)p[3])) {
			diag_quote(shown, sizeof(shown),
			    (const unsigned char *)set, strlen(set));
			diag("--colours: warning: %s reads as the range %c-%c "
			    "and then %c: %zu colours, %s (a colour is one "
			    "character: ten colours are 0-9, or 1-9A)", shown,
			    p[0], p[2], p[3], strlen(v->colours),
			    variant_colour_set(v, understood));
			return;
		}
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
		if (r->rule == CLI_COLOURS)
			warn_range_into_digit(v, r->value);
	}
	if (v->secrets != NULL && !(choice->given & CLI_LENGTH))
		v->length = 0;	/* the lists' (lists_read()) */
	if (v->hard && !rule_marks_positions(variant_rule(v))) {
		diag("--hard is Wordle's hard mode, for --hint=marks: %s's "
		    "hints are %s", v->name, rule_name(variant_rule(v)));
		return -1;
	}
	return 0;
}

void
cli_choice_free(struct cli_choice *choice)
{
	free(choice->rules);
	choice->rules = NULL;
}

/*
 * The name the usage texts are laid out for: their continuation lines
 * stand under the first option after "code MODE".
 */
#define USAGE_NAME	"code"

#define HELP_WIDTH	72	/* columns a help line keeps within */

/* Writes n bytes of s on standard error. */
static void
error_bytes(const void *s, size_t n)
{
	fwrite(s, 1, n, stderr);
}

/* Writes n spaces through put. */
static void
put_spaces(size_t n, void (*put)(const void *, size_t))
{
	static const char spaces[] = "                ";

	for (size_t k; n > 0; n -= k) {
		k = n < sizeof(spaces) - 1 ? n : sizeof(spaces) - 1;
		put(spaces, k);
	}
}

/*
 * Writes usage through put, each continuation line (one that begins with
 * spaces, not followed by the program's name) moved right or left by as
 * many columns as PROGRAM_NAME is longer or shorter than USAGE_NAME, so
 * that it stays under the first option after the name.
 */
static void
put_usage(const char *usage, void (*put)(const void *, size_t))
{
	const size_t name = strlen(PROGRAM_NAME), written = strlen(USAGE_NAME);

	while (*usage != '\0') {
		size_t n = strcspn(usage, "\n");
		size_t lead = strspn(usage, " ");

		n += usage[n] == '\n';
		if (lead > 0 && lead < n &&
		    strncmp(usage + lead, PROGRAM_NAME " ", name + 1) != 0) {
			if (name > written)
				put_spaces(name - written, put);
			else {
				size_t cut = written - name < lead ?
				    written - name : lead - 1;

				usage += cut;
				n -= cut;
			}
		}
		put(usage, n);
		usage += n;
	}
}

/*
 * Writes the names of the presets, "a, b ... or z", from column column
 * on, wrapped before column HELP_WIDTH under the first.
 */
static void
put_variant_names(size_t column)
{
	const struct variant *v;
	size_t at = column;

	for (size_t i = 0; (v = variant_preset(i)) != NULL; i++) {
		int last = variant_preset(i + 1) == NULL;
		int comma = !last && variant_preset(i + 2) != NULL;
		/* the name with its comma, or "or " before the last */
		size_t n = strlen(v->name) + (size_t)comma + (last ? 3 : 0);

		if (i > 0 && at + 1 + n > HELP_WIDTH) {
			output_bytes("\n", 1);
			put_spaces(column, output_bytes);
			at = column;
		} else if (i > 0) {
			output_bytes(" ", 1);
			at++;
		}
		if (last && i > 0)
			output_bytes("or ", 3);
		output_bytes(v->name, strlen(v->name));
		if (comma)
			output_bytes(",", 1);
		at += n;
	}
}

void
cli_help(const char *usage, const char *help)
{
	const char *mark = strstr(help, CLI_VARIANT_NAMES);

	put_usage(usage, output_bytes);
	if (mark != NULL) {
		const char *line = mark;

		while (line > help && line[-1] != '\n')
			line--;
		output_bytes(help, (size_t)(mark - help));
		put_variant_names((size_t)(mark - line));
		help = mark + strlen(CLI_VARIANT_NAMES);
	}
	output_bytes(help, strlen(help));
	exit(cli_finish(EXIT_OK));
}

int
cli_finish(int status)
{
	return output_close() == 0 ? status : EXIT_SYSTEM;
}

void
cli_usage(const char *usage)
{
	put_usage(usage, error_bytes);
	exit(EXIT_USAGE);
}

/*
 * Reads the decimal digits at the start of arg into *n.  Returns the
 * first byte after them, or NULL if there are none or they overflow.
 */
static const char *
read_decimal(const char *arg, unsigned long long *n)
{
	char *end;

	if (arg[0] < '0' || arg[0] > '9')
		return NULL;
	errno = 0;
	*n = strtoull(arg, &end, 10);
	return errno == 0 ? end : NULL;
}

unsigned long long
cli_number(const char *option, const char *arg, unsigned long long min,
    unsigned long long max)
{
	unsigned long long n;
	const char *end = read_decimal(arg, &n);

	if (end == NULL || *end != '\0' || n < min || n > max) {
		diag("%s: not a number in %llu..%llu: '%s'", option, min, max,
		    arg);
		exit(EXIT_USAGE);
	}
	return n;
}

void
cli_share(const char *option, const char *arg, unsigned max,
    unsigned *index, unsigned *count)
{
	unsigned long long i = 0, k = 0;
	const char *end = read_decimal(arg, &i);

	if (end != NULL && *end == '/')
		end = read_decimal(end + 1, &k);
	else
		end = NULL;
	if (end == NULL || *end != '\0' || k < 1 || k > max || i >= k) {
		diag("%s: not I/K, I from 0 to K - 1 and K from 1 to %u: '%s'",
		    option, max, arg);
		exit(EXIT_USAGE);
	}
	*index = (unsigned)i;
	*count = (unsigned)k;
}

/* A quantity an option takes as a number and a unit: a size, a duration. */
struct quantity {
	const char *what;		/* "a size" */
	const char *units;		/* the letters of the units */
	unsigned long long size[5];	/* none, then each unit's */
	unsigned long long min, max;
	const char *range, *how;	/* min..max and the syntax, in words */
};

/*
 * Returns the value of arg, a number and at most one of q's units, or
 * reports "code: OPTION: not WHAT from RANGE: 'ARG' (HOW)" and exits
 * with EXIT_USAGE if it is not one or lies outside q's range.
 */
static unsigned long long
cli_quantity(const char *option, const char *arg, const struct quantity *q)
{
	unsigned long long n = 0;
	const char *end = read_decimal(arg, &n), *unit;
	size_t u = 0;

	if (end != NULL && *end != '\0') {
		if (end[1] == '\0' && (unit = strchr(q->units, *end)) != NULL)
			u = (size_t)(unit - q->units) + 1;
		else
			end = NULL;
	}
	if (end == NULL || n > q->max / q->size[u] || n * q->size[u] < q->min) {
		diag("%s: not %s from %s: '%s' (%s)", option, q->what, q->range,
		    arg, q->how);
		exit(EXIT_USAGE);
	}
	return n * q->size[u];
}

unsigned long long
cli_size(const char *option, const char *arg)
{
	static const struct quantity size = { "a size", "KMGT",
	    { 1, 1ull << 10, 1ull << 20, 1ull << 30, 1ull << 40 }, 1ull << 20,
	    1ull << 50, "1M to 1024T", "bytes, or a number and K, M, G or T, "
	    "powers of 1024" };

	return cli_quantity(option, arg, &size);
}

unsigned long long
cli_duration(const char *option, const char *arg)
{
	static const struct quantity duration = { "a duration", "smhd",
	    { 1, 1, 60, 3600, 86400 }, 1, 1000 * 86400ull, "1s to 1000d",
	    "seconds, or a number and s, m, h or d" };

	return cli_quantity(option, arg, &duration);
}

unsigned long
cli_fraction(const char *option, const char *arg)
{
	unsigned long whole = 0, part = 0, scale = 1000000;
	const char *p = arg;
	int digits = 0, percent;

	for (; *p >= '0' && *p <= '9' && whole <= 100; p++, digits++)
		whole = whole * 10 + (unsigned long)(*p - '0');
	if (*p == '.')
		for (p++; *p >= '0' && *p <= '9'; p++, digits++)
			if (scale > 1) {
				scale /= 10;
				part += (unsigned long)(*p - '0') * scale;
			}
	percent = *p == '%';
	p += percent;
	part = percent ? (whole * 1000000 + part) / 100 : whole * 1000000 +
	    part;
	if (digits == 0 || *p != '\0' || part == 0 || part > 1000000)
		cli_bad_value(option, "not a fraction above 0 and at most 1 "
		    "(0.05, or 5%)", arg);
	return part;
}

void
cli_bad_choice(const char *option, cli_values *values, const char *arg)
{
	char expected[CLI_CHOICES_MAX];
	size_t n = 0, count = 0;

	while (values(count) != NULL)
		count++;
	n = (size_t)snprintf(expected, sizeof(expected), "expected");
	for (size_t i = 0; i < count && n < sizeof(expected); i++)
		n += (size_t)snprintf(expected + n, sizeof(expected) - n,
		    "%s %s", i == 0 ? "" : i + 1 == count ? " or" : ",",
		    values(i));
	cli_bad_value(option, expected, arg);
}

size_t
cli_choose(const char *option, cli_values *values, const char *arg)
{
	const char *value;

	for (size_t i = 0; (value = values(i)) != NULL; i++)
		if (strcmp(arg, value) == 0)
			return i;
	cli_bad_choice(option, values, arg);
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
	for (size_t i = 0; i < count && !output_failed(&output); i++) {
		int file_status = cli_run_file(paths[i], read_size, run, arg);

		if (file_status > status)
			status = file_status;
	}
	return status;
}
