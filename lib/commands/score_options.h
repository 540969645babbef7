/* score_options: the options code score and code variants share. */

#ifndef CODE_COMMANDS_SCORE_OPTIONS_H
#define CODE_COMMANDS_SCORE_OPTIONS_H

/* The options that code score and code variants share (score.c holds them). */

#include "../format.h"
#include "../variant.h"

/* What the options of `score` and `variants` set. */
struct settings {
	struct variant variant;
	struct format format;
	char **files;		/* of -f */
	int file_count;
	int chosen;		/* -v or a rule was given */
};

/*
 * Reads the options into s.  The rules change the variant of -v wherever
 * it stands, in the order given.  Exits on a usage error.
 */
void	score_parse_options(int argc, char *argv[], struct settings *s);

/* Writes the usage of score and variants to standard error and exits. */
void	score_usage_exit(void);

#endif
