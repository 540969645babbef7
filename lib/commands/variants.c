/* code variants: the table of the variants, or the one the options make. */

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "score_options.h"
#include "../diag.h"
#include "../output.h"
#include "../variant.h"

/* Writes the colours of v: "1-9" for a run, else the list. */
static void
describe_colours(const struct variant *v, char *buf, size_t size)
{
	size_t n = strlen(v->colours);
	int run = n > 2;

	for (size_t i = 1; i < n; i++)
		run = run && v->colours[i] == v->colours[i - 1] + 1;
	if (run)
		snprintf(buf, size, "%c-%c", v->colours[0], v->colours[n - 1]);
	else
		snprintf(buf, size, "%s", v->colours);
	if (v->alias[0] != '\0')
		snprintf(buf + strlen(buf), size - strlen(buf), ",%c-%c",
		    v->alias[0], v->alias[strlen(v->alias) - 1]);
}

static void
print_variant(const struct variant *v)
{
	char colours[2 * SCORE_COLOURS_MAX + 8], length[16], tries[16];
	char line[512];
	int n;

	describe_colours(v, colours, sizeof(colours));
	snprintf(length, sizeof(length), v->length ? "%u" : "any", v->length);
	snprintf(tries, sizeof(tries), variant_tries(v) < 0 ? "-" : "%d",
	    variant_tries(v));
	n = snprintf(line, sizeof(line), "%-12s%-10s%-8s%-10s%-10s%-7s%s\n",
	    v->name, colours, length,
	    v->distinct & SIDE_SECRET ? "distinct" : "repeats",
	    v->distinct & SIDE_GUESS ? "distinct" : "repeats", tries, v->from);
	output_bytes(line, (size_t)n < sizeof(line) ? (size_t)n :
	    sizeof(line) - 1);
}

int
variants_command(int argc, char *argv[])
{
	static const char header[] =
	    "NAME        COLOURS   LENGTH  SECRET    GUESS     TRIES  FROM\n";
	struct settings s = { .format = { FORMAT_PAIR, NULL } };
	const struct variant *v;

	score_parse_options(argc, argv, &s);
	if (optind < argc || s.file_count > 0) {
		diag("variants: takes no operands and no -f");
		score_usage_exit();
	}
	output_bytes(header, strlen(header));
	if (s.chosen)
		print_variant(&s.variant);
	for (size_t i = 0; !s.chosen && (v = variant_preset(i)) != NULL; i++)
		print_variant(v);
	free(s.files);
	output_close();
	return EXIT_OK;
}
