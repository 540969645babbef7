/*
 * Fuzz target for the family's new readers: word lists (--secrets) and
 * every rule's hints (rule_read(), marks in every notation, squares too).
 * The first byte picks the rule and the length; the rest is read both as
 * a list of codes and as a hint.  `code` must not crash, a list read must
 * be sorted with each code once, and a hint read must write back to one
 * that reads as the same.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../lib/core/lists.h"
#include "../../lib/core/rule.h"
#include "common.h"

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	fuzz_setup("lists");
	return 0;
}

/*
 * Reads the input as the list of secrets of a word game; checks it: each
 * code written out (UTF-8 letters too) reads back as itself.
 */
static void
read_list(const char *path, unsigned length)
{
	struct variant v = *variant_find("wordle");
	unsigned char again[VARIANT_LENGTH_MAX];
	char text[VARIANT_TEXT_MAX], why[VARIANT_WHY_MAX];
	struct lists l;

	v.secrets = path;
	v.length = length;
	if (lists_read(&v, &l) != 0)
		return;
	for (size_t i = 0; i < l.secret_count; i++) {
		const unsigned char *code = l.secrets + i * l.length;

		if (i > 0 && memcmp(code - l.length, code, l.length) >= 0)
			abort();	/* not sorted, or twice */
		variant_write(&v, code, l.length, text);
		if (variant_read(&v, text, strlen(text), SIDE_SECRET, l.length,
		    again, sizeof(again), why) != (int)l.length ||
		    memcmp(again, code, l.length) != 0)
			abort();
	}
	lists_free(&l);
}

/* Reads the input as a hint of rule r; checks that it writes back. */
static void
read_hint(const struct rule *r, size_t length, const uint8_t *data,
    size_t size)
{
	static const unsigned char guess[8] = { 0, 1, 0, 2, 1, 0, 3, 3 };
	char why[RULE_WHY_MAX], text[RULE_TEXT_MAX];
	unsigned hint, again;

	if (rule_read(r, length, (const char *)data, size, size % 2 ? guess :
	    NULL, &hint, why) != 0)
		return;
	if (hint >= rule_hints(r, length))
		abort();
	rule_write(r, length, hint, text);
	if (rule_read(r, length, text, strlen(text), NULL, &again, why) != 0 ||
	    (again != hint && hint != rule_win(r, length)))
		abort();
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const struct rule *r;
	size_t length;
	const char *path;

	if (size < 1)
		return 0;
	r = rule_at(data[0] % 4);
	length = 1 + data[0] / 4 % 8;
	path = fuzz_input(data + 1, size - 1);
	read_list(path, (unsigned)(data[0] / 32 % 2 ? 0 : length));
	read_hint(r, length, data + 1, size - 1);
	return 0;
}
