/* code play: its options, and the game of a variant on a dialogue. */

#include "commands.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../core/diag.h"
#include "../core/output.h"
#include "../games/dialogue.h"
#include "../games/games.h"
#include "cli.h"

static const char play_usage[] =
    "usage: " PROGRAM_NAME
    " play -v VARIANT [RULES] [--seed=S] [--secret=CODE] [--tries=N]\n"
    "                 [--computer] [--strategy=S]\n"
    CLI_RULES_USAGE;

static const char play_help[] =
    "\n"
    "Play a game on standard input and output, a line a guess or a hint:\n"
    "the computer keeps the secret or, with --computer, guesses yours.\n"
    "The assignments' games, as they print them:\n"
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
    "\n"
    "Every other variant, and any RULES, plays the board game: a code of\n"
    "the variant's colours (of 4 where any length goes, as in hints),\n"
    "guessed within its tries (hints, bulls-cows and jotto have no\n"
    "limit), each guess answered by its hint, either side:\n"
    "\n"
    "  counts, black  key pegs: B a colour in place, W one elsewhere, -\n"
    "                 none (BBW); on a UTF-8 terminal black and white\n"
    "                 circles; typed also as 2 1, 2,1 or (2,1); 2\n"
    "  total          the colours in common (Jotto's 3), or won\n"
    "  marks          G in place, Y elsewhere, - not (GY--G); on a\n"
    "                 terminal the guess's letters on green, yellow, grey\n"
    "\n"
    "On a terminal a code of up to 8 colours is pegs of colour, its\n"
    "symbol on red, blue, green, yellow, white, black, magenta, cyan (the\n"
    "variant's colours in order: classic's 1-6 are red to black); through\n"
    "a pipe the output is plain text.  wordle and jotto take their words\n"
    "from --secrets=FILE; --allowed=FILE adds the words that may be\n"
    "guessed, --hard keeps what the marks found, as Wordle says it, and\n"
    "--fold=accents|es|de reads é as e, as the games of French,\n"
    "Portuguese, Spanish and German do.\n"
    "\n"
    "  --seed=S       seed the secrets (glibc's rand(), on any platform)\n"
    "  --secret=CODE  fix the secret\n"
    "  --tries=N      allow N guesses, 1..24 in every game\n"
    "  --computer     the computer guesses your code (aciertos, and the\n"
    "                 board game)\n"
    "  --strategy=S   how the board game's computer guesses, as code solve\n"
    "                 does (default knuth):\n"
    "    first             the first code after the last guess that agrees\n"
    "    knuth             the guess whose largest part is smallest\n"
    "    most-parts        the guess with the most parts\n"
    "    expected-size     the guess with the smallest sum of squared parts\n"
    "    entropy           the guess with the largest entropy of the parts\n"
    "    optimal           the smallest total of every strategy, by search\n"
    "                      (which may be long)\n"
    "  RULES          as code score takes them (see code variants -h)\n"
    "  -h, --help     print this help and exit\n"
    "\n"
    "Exit status: 0 the session ended (end of input too), 1 a bad --secret,\n"
    "2 usage error, 3 a read or write error.  See " PROGRAM_NAME "(1).\n";

enum { SEED = CLI_MODE_OPTION, SECRET, TRIES, COMPUTER, STRATEGY };

/* The values of --strategy: first ... optimal (enum strategy). */
static const char *
strategy_value(size_t i)
{
	return strategy_name((enum strategy)i);	/* NULL past the last */
}

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
	} else if (c == STRATEGY) {
		if (strategy_parse(arg, &d->strategy) == -1)
			cli_bad_choice("--strategy", strategy_value, arg);
		d->strategy_given = 1;
	}
}

/* The rules options, and what a game must let the player choose. */
static const struct {
	enum cli_rule rule;
	unsigned choice;	/* GAME_LENGTH... */
	const char *what;
} choices[] = {
	{ CLI_COLOURS, GAME_COLOURS, "colours" },
	{ CLI_LENGTH, GAME_LENGTH, "length" },
	{ CLI_DISTINCT, GAME_DISTINCT, "distinct sides" },
	{ CLI_HINT, GAME_HINT, "hint rule" },
	{ CLI_SECRETS, GAME_LISTS, "word lists" },
	{ CLI_ALLOWED, GAME_LISTS, "word lists" },
	{ CLI_HARD, GAME_LISTS, "word lists" },
	{ CLI_FOLD, GAME_LISTS, "word lists" },
};

/*
 * Checks that v's game lets the player choose the rules of choice; notes
 * them in d so that the letter game does not ask for them; applies them
 * to v.  Returns 0, or -1 after a message.
 */
static int
set_rules(struct variant *v, const struct cli_choice *choice,
    struct dialogue *d)
{
	unsigned allowed = game_find(v->name)->choices;

	for (size_t i = 0; i < choice->rule_count; i++)
		for (size_t k = 0; k < sizeof(choices) / sizeof(*choices); k++)
			if (choices[k].rule == choice->rules[i].rule &&
			    !(allowed & choices[k].choice)) {
				diag("%s: %s has no %s to choose",
				    cli_rule_name(choices[k].rule), v->name,
				    choices[k].what);
				return -1;
			}
	d->length_given = (choice->given & CLI_LENGTH) != 0;
	d->colours_given = (choice->given & CLI_COLOURS) != 0;
	return cli_apply_rules(choice, v);
}

/* play's options, and the mode as cli_parse() reads it (commands.h). */
static const struct cli_option play_options[] = {
	{ "seed", 0, required_argument, SEED, NULL },
	{ "secret", 0, required_argument, SECRET, NULL },
	{ "tries", 0, required_argument, TRIES, NULL },
	{ "computer", 0, no_argument, COMPUTER, NULL },
	{ "strategy", 0, required_argument, STRATEGY, strategy_value },
	{ NULL, 0, 0, 0, NULL }
};

const struct cli_mode play_mode = {
	.name = "play", .usage = play_usage, .help = play_help,
	.options = play_options, .rules = CLI_RULES_ALL, .take = take_play_option
};

int
play_command(int argc, char *argv[])
{
	struct dialogue d = { .strategy = STRATEGY_KNUTH };
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
	status = game_play(&d, &v);
	if (d.in.error)		/* reported: the game ended there */
		status = EXIT_SYSTEM;
	reader_close(&d.in);
	return cli_finish(status);
}
