/* status: the exit statuses of code and its name in messages. */

#ifndef CODE_STATUS_H
#define CODE_STATUS_H

/* The exit statuses of code, and its name in messages. */

/* Exit statuses, as the manual's EXIT STATUS lists them. */
enum {
	EXIT_OK = 0,		/* all input read, every hint written */
	EXIT_INPUT = 1,		/* some input was invalid */
	EXIT_USAGE = 2,		/* bad option or argument */
	EXIT_SYSTEM = 3,	/* open, read, write or memory failed */
	EXIT_CONTRADICTION = 4,	/* code solve: no secret agrees */
	EXIT_OUT_OF_TRIES = 5,	/* code solve --interactive: tries ran out */
	EXIT_WRONG_ANSWER = 6,	/* code check: the output is wrong */
	EXIT_PRESENTATION = 7,	/* code check: right, in another layout */
	EXIT_UNFOUND = 8,	/* code replay: a secret is never found */
	EXIT_VALIDATOR_ACCEPTED = 42,	/* --validator: problem packages' */
	EXIT_VALIDATOR_WRONG = 43,	/* accepted and wrong answer */
	EXIT_TIME_LIMIT = 124,	/* a search ran out of its --time-limit */
	EXIT_INTERRUPTED = 130,	/* SIGINT ended a search */
	EXIT_TERMINATED = 143	/* SIGTERM ended a search */
};

/*
 * The name the program is installed as, in its messages, usage and help:
 * code, unless the build says otherwise (make PROGRAM=NAME; the Debian
 * package's is mmhints, see README.md).
 */
/* The version, as --version says it and a shard's file records it. */
#define PROGRAM_VERSION "0.1.0"

#ifndef PROGRAM_NAME
#define PROGRAM_NAME "code"
#endif

#endif
