/* The dialogue of a game with its player: prompts, lines, answers. */

#include "dialogue.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "../core/diag.h"
#include "../core/output.h"

int
dialogue_ask(struct dialogue *d, const char *prompt, char *line)
{
	int got;

	output_bytes(prompt, strlen(prompt));
	if (output_flush() == -1)	/* reported: the game ends here */
		return 0;
	if ((got = reader_line(&d->in, line, DIALOGUE_LINE_MAX,
	    &d->line_length)) == 1)
		return 1;
	if (got == -1)
		diag("<stdin>: %s", strerror(d->in.error));
	output_printf("\n");
	return 0;
}

int
dialogue_yes(struct dialogue *d, const char *question, const char *again)
{
	char line[DIALOGUE_LINE_MAX], *c;

	for (;;) {
		if (!dialogue_ask(d, question, line))
			return -1;
		for (c = line; isspace((unsigned char)*c); c++)
			continue;
		if (*c == 'Y' || *c == 'y' || *c == 'N' || *c == 'n')
			return *c == 'Y' || *c == 'y';
		if (again != NULL)
			question = again;
	}
}

char *
dialogue_trim(char *line, size_t *n)
{
	while (*n > 0 && (*line == ' ' || *line == '\t'))
		line++, --*n;
	while (*n > 0 && (line[*n - 1] == ' ' || line[*n - 1] == '\t'))
		--*n;
	line[*n] = '\0';
	return line;
}

int
dialogue_integer(const char *text, long long *n)
{
	char *end;

	while (isspace((unsigned char)*text))
		text++;
	if (!isdigit((unsigned char)text[*text == '-' || *text == '+']))
		return 0;
	errno = 0;
	*n = strtoll(text, &end, 10);
	return 1;
}
