/* code play: its options, and the game of a variant on a dialogue. */

#include "commands.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../core/diag.h"
#include "../core/output.h"
#include "../games/dialogue.h"
#include "../games/games.h"
#include "cli.h"

#define GAME_NAMES_MAX	256	/* bytes of the list of the games' variants */

static const char play_usage[] =
    "usage: " PROGRAM_NAME
    " play -v VARIANT [--seed=S] [--secret=CODE] [--tries=N]\n"
    "                 [--computer] [--length=N] [--colours=A-X]\n"
    "                 [--secrets=FILE] [--allowed=FILE] [--hard]\n";

static const char play_help[] =
    "\n"
    "Play the game of an assignment on standard input and output, the\n"
    "computer keeping the secret:\n"
    "\n"
    "  -v match-hit   Match & Hit: N_DIGITS distinct digits 1..9 (--length,\n"
    "                 1..4, default 4), 12 queries\n"
    "  -v letters     letter Mastermind: asks the maximum letter, the\n"
    "                 dimension and the seed (unless --colours=A-X,\n"
    "                 --length=N, --seed or --secret say), then plays\n"
    "                 until you stop\n"
    "  -v aciertos    the Spanish practica: N distinct digits (--length,\n"
    "                 2..6, default 4), 10 tanteos; with --computer the\n"
    "                 computer guesses your code\n"
    "  -v digits      the term project: 0000..9999, 10 tries, statistics\n"
    "  -v wordle      Wordle: a word of --secrets=FILE, 6 tries, each\n"
    "                 guess marked (coloured on a terminal, else G in\n"
    "                 place, Y elsewhere, - not); --allowed=FILE adds\n"
    "                 the words that may be guessed, --hard keeps what\n"
    "                 the marks found\n"
    "  -v jotto       Jotto: the same, each guess answered by the\n"
    "                 letters in common, or won for the word itself\n"
    "  --seed=S       seed the secrets (glibc's rand(), on any platform)\n"
    "  --secret=CODE  fix the secret\n"
    "  --tries=N      allow N guesses, 1..24 in every game\n"
    "  -h, --help     print this help and exit\n"
    "\n"
    "Exit status: 0 the session ended (end of input too), 1 a bad --secret,\n"
    "2 usage error, 3 a read or write error.  See " PROGRAM_NAME "(1).\n";

enum { SEED = CLI_MODE_OPTION, SECRET, TRIES, COMPUTER };

/* Takes the option c of play into the dialogue d.  Exits on a bad value. */
static void
take_play_option(void *dialogue, int c, const char *arg)
{
	struct dialogue *d = dialogue;

	if (c == SEED) {
		random_seed(&d->random, (uint32_t)cli_number("--seed", arg, 0,
		    UINT32_MAX));
		d->seeded = 1;
	} else if (c == SECRET) {
		d->secret = arg;
	} else if (c == TRIES) {
		d->tries = (int)cli_number("--tries", arg, 1,
		    DIALOGUE_TRIES_MAX);
	} else if (c == COMPUTER) {
		d->computer = 1;
	}
}

/*
 * Checks that v's game lets the player choose the rules of choice; notes them in d so that the
 * letter game does not ask for them; applies them to v.  Returns 0, or -1
 * after a message.
 */
static int
set_rules(struct variant *v, const struct cli_choice *choice,
    struct dialogue *d)
{
	const struct game *game = game_find(v->name);
	unsigned choices = game != NULL ? game->choices : 0;

	for (size_t i = 0; i < choice->rule_count; i++) {
		enum cli_rule rule = choice->rules[i].rule;
		unsigned needs = rule == CLI_COLOURS ? GAME_COLOURS :
		    rule == CLI_LENGTH ? GAME_LENGTH : GAME_LISTS;

		if (!(choices & needs)) {
			diag("%s: %s has no %s to choose", cli_rule_name(rule),
			    v->name, rule == CLI_COLOURS ? "colours" : rule ==
			    CLI_LENGTH ? "length" : "word lists");
			return -1;
		}
	}
	d->length_given = (choice->given & CLI_LENGTH) != 0;
	d->colours_given = (choice->given & CLI_COLOURS) != 0;
	return cli_apply_rules(choice, v);
}

/* Writes the variants that have a game, "A, B and C", into buf. */
static void
list_games(char *buf, size_t size)
{
	const struct game *g;
	size_t n = 0, count = 0;

	while (game_at(count) != NULL)
		count++;
	buf[0] = '\0';
	for (size_t i = 0; (g = game_at(i)) != NULL && n < size; i++)
		n += (size_t)snprintf(buf + n, size - n, "%s%s",
		    i == 0 ? "" : i + 1 == count ? " and " : ", ", g->variant);
}

/* Plays the game of variant v.  Returns an exit status. */
static int
play_variant(struct dialogue *d, const struct variant *v)
{
	const struct game *game = game_find(v->name);
	char names[GAME_NAMES_MAX];

	if (d->computer && (game == NULL || game->codebreaker == NULL)) {
		diag("play: --computer is for aciertos, the practica's mode 2");
		return EXIT_USAGE;
	}
	if (game != NULL)
		return d->computer ? game->codebreaker(d, v) : game->play(d, v);
	list_games(names, sizeof(names));
	diag("play: %s has no game: %s have theirs", v->name, names);
	return EXIT_USAGE;
}

/* play's options, and the mode as cli_parse() reads it (commands.h). */
static const struct cli_option play_options[] = {
	{ "seed", 0, required_argument, SEED, NULL },
	{ "secret", 0, required_argument, SECRET, NULL },
	{ "tries", 0, required_argument, TRIES, NULL },
	{ "computer", 0, no_argument, COMPUTER, NULL },
	{ NULL, 0, 0, 0, NULL }
};

const struct cli_mode play_mode = {
	.name = "play", .usage = play_usage, .help = play_help,
	.options = play_options, .rules = CLI_LENGTH | CLI_COLOURS |
	    CLI_SECRETS | CLI_ALLOWED | CLI_HARD, .take = take_play_option
};

int
play_command(int argc, char *argv[])
{
	struct dialogue d = { .tries = 0 };
	struct cli_choice choice;
	struct variant v;
	int status;

	if (cli_parse(argc, argv, &play_mode, &d, &choice) < argc ||
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
	if (reader_open(&d.in, "-", DIALOGUE_READ_SIZE) == -1) {
		diag("<stdin>: %s", strerror(errno));
		return EXIT_SYSTEM;
	}
	status = play_variant(&d, &v);
	if (d.in.error)		/* reported: the game ended there */
		status = EXIT_SYSTEM;
	reader_close(&d.in);
	return cli_finish(status);
}
