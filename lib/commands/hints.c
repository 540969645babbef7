/* The hints of a game, read and blamed (hints.h). */

#include "hints.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/diag.h"
#include "../core/output.h"
#include "../core/reader.h"
#include "../core/variant.h"
#include "../solver/blame.h"
#include "../solver/history.h"
#include "cli.h"

/* Records a GUESS:STRONG,WEAK operand.  Returns an exit status. */
static int
record_operand(struct solver *sv, const char *entry)
{
	const char *colon = strrchr(entry, ':');
	char where[VARIANT_WHY_MAX + 8], why[VARIANT_WHY_MAX];
	char shown[DIAG_QUOTED_MAX];
	unsigned h;
	size_t guess;

	diag_quote(shown, sizeof(shown), (const unsigned char *)entry,
	    strlen(entry));
	snprintf(where, sizeof(where), "%s: ", shown);
	if (colon == NULL) {
		diag("%sexpected GUESS:%s", where, rule_is_counts(sv->rule) ?
		    "STRONG,WEAK" : "HINT");
		return EXIT_INPUT;
	}
	if ((guess = history_guess(sv, entry, (size_t)(colon - entry), why)) ==
	    SIZE_MAX || history_parse_hint(sv, colon + 1, strlen(colon + 1),
	    guess, &h, why) == -1) {
		diag("%s%s", where, why);
		return EXIT_INPUT;
	}
	return history_record(sv, where, guess, h);
}

/* Records the history stream r in the solver sv.  Returns a status. */
static int
read_history(struct reader *r, void *sv)
{
	return history_read(sv, r);
}

/*
 * Returns 1 if hints are still read after status: hints that contradict
 * each other do not stop the reading, so that every hint is there to
 * blame; any other fault does.
 */
static int
still_reading(int status)
{
	return status == EXIT_OK || status == EXIT_CONTRADICTION;
}

/* Returns the status of hints read with status, then more with more. */
static int
more_hints(int status, int more)
{
	return more == EXIT_OK ? status : more;
}

int
hints_read(struct solver *sv, const char *file, int argc, char *argv[])
{
	int status = EXIT_OK;

	for (int i = 0; i < argc && still_reading(status); i++)
		status = more_hints(status, strcmp(argv[i], "-") == 0 ?
		    cli_run_file("-", READER_SIZE_DEFAULT, read_history, sv) :
		    record_operand(sv, argv[i]));
	if (file != NULL && still_reading(status))
		status = more_hints(status, cli_run_file(file,
		    READER_SIZE_DEFAULT, read_history, sv));
	return status;
}

/* Writes hint i of sv as GUESS:HINT into text; returns text. */
static char *
hint_text(const struct solver *sv, size_t i, char *text, size_t size)
{
	char code[VARIANT_TEXT_MAX], reply[RULE_TEXT_MAX];
	const struct solver_hint *hint = &sv->hints[i];

	snprintf(text, size, "%s:%s", solver_write_guess(sv, hint->guess,
	    code), solver_write_hint(sv, hint->hint, reply));
	return text;
}

/* Says which of sv's hints contradict each other, as b found, in words. */
static void
say_blame(const struct solver *sv, const struct blame *b)
{
	char text[VARIANT_LENGTH_MAX + RULE_TEXT_MAX + 4];
	size_t size = b->set_count * (sizeof(text) + OUTPUT_NUMBER_MAX + 16);
	char *list = malloc(size), *at = list;

	for (size_t k = 0; list != NULL && k < b->set_count; k++)
		at += snprintf(at, size - (size_t)(at - list), "%shint %zu (%s)",
		    k > 0 ? ", " : "", b->set[k] + 1, hint_text(sv, b->set[k],
		    text, sizeof(text)));
	if (b->set_count == 1)
		diag("%s agrees with no secret on its own", list != NULL ?
		    list : "a hint");
	else
		diag("hints that contradict each other, none of them can be "
		    "dropped%s: %s", b->smallest ? " and no fewer do" : "",
		    list != NULL ? list : "(out of memory)");
	free(list);
	diag("secrets that agree with every hint but one:");
	for (size_t i = 0; i < sv->hints_kept; i++)
		diag("    but hint %zu (%s): %llu", i + 1, hint_text(sv, i, text,
		    sizeof(text)), (unsigned long long)b->agree_without[i]);
}

/* Writes sv's hints and what b found of them as a JSON object. */
static void
write_blame(const struct solver *sv, const struct blame *b)
{
	char code[VARIANT_TEXT_MAX], reply[RULE_TEXT_MAX];
	struct record w;

	record_begin(&w, RECORD_JSON);
	record_object(&w, NULL);
	record_uint(&w, "secrets", 0, NULL);
	record_list(&w, "hints");
	for (size_t i = 0; i < sv->hints_kept; i++) {
		const struct solver_hint *hint = &sv->hints[i];

		record_object(&w, NULL);
		record_uint(&w, "hint", i + 1, NULL);
		record_string(&w, "guess", solver_write_guess(sv, hint->guess,
		    code), NULL);
		solver_write_hint(sv, hint->hint, reply);
		if (rule_is_counts(sv->rule)) {	/* "2,1": its two numbers */
			reply[strcspn(reply, ",")] = '\0';
			record_number(&w, "strong", reply, NULL);
			record_number(&w, "weak", reply + strlen(reply) + 1,
			    NULL);
		} else
			record_string(&w, "reply", reply, NULL);
		record_uint(&w, "agree_without", b->agree_without[i], NULL);
		record_end(&w);
	}
	record_end(&w);
	record_list(&w, "contradicting");
	for (size_t k = 0; k < b->set_count; k++)
		record_uint(&w, NULL, b->set[k] + 1, NULL);
	record_end(&w);
	record_bool(&w, "smallest", b->smallest, NULL);
	record_end(&w);
}

int
hints_blame(const struct solver *sv, enum record_format format)
{
	struct blame b;

	if (blame_hints(sv, &b) != EXIT_OK)
		return EXIT_SYSTEM;
	if (format == RECORD_JSON)
		write_blame(sv, &b);
	else
		say_blame(sv, &b);
	blame_free(&b);
	return EXIT_CONTRADICTION;
}
