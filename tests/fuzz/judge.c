/*
 * Fuzz target for the judge format.  The first byte picks the read size,
 * the SSE2 paths instead of AVX2 (64) and --strict (128); the rest is a
 * judge input.  `code` must not crash, and
 * when it accepts the input its output must be the hints that the slow,
 * plain computation below finds: tokens cut at whitespace, numbers read
 * by strtoll, strong matches first, then each unmatched secret colour
 * takes the first unused, unmatched guess colour equal to it.
 */

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../lib/core/diag.h"
#include "../../lib/core/vector.h"
#include "../../lib/judge/judge.h"
#include "common.h"

struct tokens {
	const char *p, *end;
};

/* Reads the next token as a number into *n; returns 0 at the end. */
static int
next_number(struct tokens *t, long long *n)
{
	const char *start;
	char *token;

	while (t->p < t->end && isspace((unsigned char)*t->p))
		t->p++;
	if (t->p == t->end)
		return 0;
	for (start = t->p; t->p < t->end && !isspace((unsigned char)*t->p);)
		t->p++;
	if ((token = strndup(start, (size_t)(t->p - start))) == NULL)
		abort();
	*n = strtoll(token, NULL, 10);
	free(token);
	return 1;
}

static void
append(char **out, size_t *used, size_t *size, const char *text)
{
	size_t n = strlen(text);

	if (*used + n + 1 > *size) {
		*size = 2 * (*used + n + 1);
		if ((*out = realloc(*out, *size)) == NULL)
			abort();
	}
	memcpy(*out + *used, text, n + 1);
	*used += n;
}

/* The hint of guess against secret, both of n colours, pair by pair. */
static void
slow_hint(const long long *secret, const long long *guess, size_t n,
    size_t *strong, size_t *weak)
{
	char *used = calloc(n + 1, 1), *matched = calloc(n + 1, 1);

	*strong = *weak = 0;
	for (size_t i = 0; i < n; i++)
		if (secret[i] == guess[i]) {
			matched[i] = used[i] = 1;
			++*strong;
		}
	for (size_t i = 0; i < n; i++)
		for (size_t k = 0; k < n && !matched[i]; k++)
			if (!used[k] && guess[k] == secret[i]) {
				used[k] = matched[i] = 1;
				++*weak;
			}
	free(used);
	free(matched);
}

/* The expected output of an input that `code` accepted. */
static char *
slow_hints(const char *text, size_t n)
{
	struct tokens t = { text, text + n };
	char *out = NULL, line[96];
	size_t used = 0, size = 0;
	long long length;

	append(&out, &used, &size, "");
	for (unsigned long game = 1; next_number(&t, &length) && length > 0;
	    game++) {
		long long *secret = calloc((size_t)length, sizeof(*secret));
		long long *guess = calloc((size_t)length, sizeof(*guess));

		for (long long i = 0; i < length; i++)
			next_number(&t, &secret[i]);
		snprintf(line, sizeof(line), "Game %lu:\n", game);
		append(&out, &used, &size, line);
		for (;;) {
			size_t strong, weak;

			for (long long i = 0; i < length; i++)
				next_number(&t, &guess[i]);
			if (guess[0] == 0)
				break;
			slow_hint(secret, guess, (size_t)length, &strong,
			    &weak);
			snprintf(line, sizeof(line), "    (%zu,%zu)\n", strong,
			    weak);
			append(&out, &used, &size, line);
		}
		free(secret);
		free(guess);
	}
	return out;
}

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	fuzz_setup("judge");
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct judge_options o = { .indent = JUDGE_INDENT_DEFAULT };
	struct reader r;
	const char *got;
	size_t length;
	int status;

	if (size == 0)
		return 0;
	o.strict = data[0] >> 7;
	vector_choose(data[0] & 64 ? "sse2" : NULL);	/* AVX2 if it can */
	if (reader_open(&r, fuzz_input(data + 1, size - 1),
	    fuzz_read_size(data[0])) == -1)
		abort();
	status = judge_run(&r, &o, &output);
	reader_close(&r);
	got = fuzz_output(&length);
	if (status == EXIT_OK) {
		char *want = slow_hints((const char *)data + 1, size - 1);

		if (strcmp(want, got) != 0) {
			fprintf(stderr, "want:\n%s\ngot:\n%s\n", want, got);
			abort();
		}
		free(want);
	}
	return 0;
}
