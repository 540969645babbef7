/* code play: options, the dialogue, and which game a variant plays. */

#include "../play.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "commands.h"
#include "../diag.h"
#include "../output.h"

static const char play_usage[] =
    "usage: code play -v VARIANT [--seed=S] [--secret=CODE] [--tries=N]\n"
    "                 [--computer] [--length=N] [--colours=A-X]\n";

static const char play_help[] =
    "\n"
    "Play the game of an assignment on standard input and output, the\n"
    "computer keeping the secret:\n"
    "\n"
    "  -v match-hit   Match & Hit: 4 distinct digits 1..9, 12 queries\n"
    "  -v letters     letter Mastermind: asks the maximum letter, the\n"
    "                 dimension and the seed (unless --colours=A-X,\n"
    "                 --length=N, --seed say), then plays until you stop\n"
    "  -v aciertos    the Spanish practica: N distinct digits (--length,\n"
    "                 2..6, default 4), 10 tanteos; with --computer the\n"
    "                 computer guesses your code\n"
    "  -v digits      the term project: 0000..9999, 10 tries, statistics\n"
    "  --seed=S       seed the secrets (glibc's rand(), on any platform)\n"
    "  --secret=CODE  fix the secret\n"
    "  --tries=N      allow N guesses (match-hit 1..24, letters 1..99)\n"
    "  -h, --help     print this help and exit\n"
    "\n"
    "Exit status: 0 the session ended (end of input too), 1 a bad --secret,\n"
    "2 usage error, 3 a read or write error.  See code(1).\n";

enum { SEED = CLI_MODE_OPTION, SECRET, TRIES, COMPUTER };

int
ask(struct dialogue *d, const char *prompt, char *line)
{
	int got;

	output_bytes(prompt, strlen(prompt));
	output_flush();
	if ((got = reader_line(&d->in, line, PLAY_LINE_MAX)) == 1)
		return 1;
	if (got == -1) {
		diag("<stdin>: %s", strerror(d->in.error));
		exit(EXIT_SYSTEM);
	}
	output_printf("\n");
	return 0;
}

int
leading_integer(const char *text, long long *n)
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

/* Takes the option c of play into the dialogue d.  Exits on a bad value. */
static void
take_option(void *dialogue, int c, const char *arg)
{
	struct dialogue *d = dialogue;

	if (c == SEED) {
		random_seed(&d->random, (uint32_t)cli_number("--seed", arg, 0,
		    UINT32_MAX));
		d->seeded = 1;
	} else if (c == SECRET) {
		d->secret = arg;
	} else if (c == TRIES) {
		d->tries = (int)cli_number("--tries", arg, 1, 99);
	} else if (c == COMPUTER) {
		d->computer = 1;
	}
}

/*
 * Checks that v's game lets the rules of choice change it: --length for
 * aciertos and letters, --colours for letters; notes them in d so that the
 * letter game does not ask for them; applies them to v.  Returns 0, or -1
 * after a message.
 */
static int
set_rules(struct variant *v, const struct cli_choice *choice,
    struct dialogue *d)
{
	int letters = strcmp(v->name, "letters") == 0;

	for (size_t i = 0; i < choice->rule_count; i++) {
		enum cli_rule rule = choice->rules[i].rule;

		if (!letters && (rule == CLI_COLOURS ||
		    strcmp(v->name, "aciertos") != 0)) {
			diag("%s: %s has no %s to choose", cli_rule_name(rule),
			    v->name, rule == CLI_COLOURS ? "colours" : "length");
			return -1;
		}
	}
	d->length_given = (choice->given & CLI_LENGTH) != 0;
	d->colours_given = (choice->given & CLI_COLOURS) != 0;
	return cli_apply_rules(choice, v);
}

/* Plays the game of variant v.  Returns an exit status. */
static int
play(struct dialogue *d, const struct variant *v)
{
	const char *name = v->name;

	if (d->computer && strcmp(name, "aciertos") != 0) {
		diag("play: --computer is for aciertos, the practica's mode 2");
		return EXIT_USAGE;
	}
	if (strcmp(name, "match-hit") == 0)
		return play_match_hit(d, v);
	if (strcmp(name, "letters") == 0)
		return play_letters(d, v);
	if (strcmp(name, "aciertos") == 0)
		return d->computer ? play_aciertos_computer(d, v) :
		    play_aciertos(d, v);
	if (strcmp(name, "digits") == 0)
		return play_term_project(d, v);
	diag("play: %s has no game: match-hit, letters, aciertos and digits "
	    "have theirs", name);
	return EXIT_USAGE;
}

int
play_command(int argc, char *argv[])
{
	static const struct option options[] = {
		{ "seed", required_argument, NULL, SEED },
		{ "secret", required_argument, NULL, SECRET },
		{ "tries", required_argument, NULL, TRIES },
		{ "computer", no_argument, NULL, COMPUTER },
		{ NULL, 0, NULL, 0 }
	};
	static const struct cli_mode mode = { play_usage, play_help, NULL,
	    options, CLI_LENGTH | CLI_COLOURS, NULL, take_option };
	struct dialogue d = { .tries = 0 };
	struct cli_choice choice;
	struct variant v;
	int status;

	if (cli_parse(argc, argv, &mode, &d, &choice) < argc ||
	    choice.preset == NULL) {
		diag("play: %s", choice.preset == NULL ?
		    "-v VARIANT is needed" : "takes no operands");
		cli_usage(play_usage);
	}
	v = *choice.preset;
	status = set_rules(&v, &choice, &d);
	cli_choice_free(&choice);
	if (status == -1)
		return EXIT_USAGE;
	if (!d.seeded)		/* as the assignments do: srand(time(0)) */
		random_seed(&d.random, (uint32_t)time(NULL));
	if (reader_open(&d.in, "-", 4096) == -1) {
		diag("<stdin>: %s", strerror(errno));
		return EXIT_SYSTEM;
	}
	status = play(&d, &v);
	reader_close(&d.in);
	output_close();
	return status;
}
