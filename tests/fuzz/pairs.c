/*
 * Fuzz target for the streams of `code score`.  The first byte picks the
 * read size, the second the variant and the format; the rest is a stream
 * of SECRET GUESS lines.  `code` must not crash, and what it prints and
 * returns must not depend on the read size: the stream is read again in
 * one block and must give the same output and status.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../lib/core/diag.h"
#include "../../lib/core/variant.h"
#include "../../lib/pairs/format.h"
#include "../../lib/pairs/pairs.h"
#include "common.h"

static const char *const formats[] = { "pair", "plain", "words", "aciertos",
	"pegs", "json", "%s-%w %S %G%%" };
#define FORMATS (sizeof(formats) / sizeof(formats[0]))

/* Runs the stream at path; returns the status, output into *out. */
static int
run(const char *path, size_t read_size, const struct variant *v,
    const struct format *f, char **out)
{
	struct reader r;
	size_t length;
	int status;

	if (reader_open(&r, path, read_size) == -1)
		abort();
	status = pairs_run(&r, v, NULL, f);
	reader_close(&r);
	*out = strdup(fuzz_output(&length));
	return status;
}

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	fuzz_setup("pairs");
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const struct variant *v;
	struct format f;
	char why[FORMAT_WHY_MAX], *small, *whole;
	const char *path;
	size_t presets = 0;
	int small_status, whole_status;

	if (size < 2)
		return 0;
	while (variant_preset(presets) != NULL)
		presets++;
	v = variant_preset(data[1] % presets);
	if (format_parse(&f, formats[data[1] / presets % FORMATS], why) == -1)
		abort();
	f.rule = variant_rule(v);	/* the preset's: wordle's marks too */
	if (format_fits(&f, why) == -1)
		return 0;
	path = fuzz_input(data + 2, size - 2);
	small_status = run(path, fuzz_read_size(data[0]), v, &f, &small);
	fuzz_input(data + 2, size - 2);
	whole_status = run(path, 1 << 16, v, &f, &whole);
	if (small_status != whole_status || strcmp(small, whole) != 0) {
		fprintf(stderr, "read size %zu: status %d\n%s\nwhole: status "
		    "%d\n%s\n", fuzz_read_size(data[0]), small_status, small,
		    whole_status, whole);
		abort();
	}
	free(small);
	free(whole);
	return 0;
}
