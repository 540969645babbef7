/* cli: the command line every mode shares. */

#ifndef CODE_CLI_H
#define CODE_CLI_H

/*
 * The command line that every mode of code shares: one parser for
 * -v VARIANT, the rules options and -h beside a mode's own options; the
 * help and usage printers; a number option's value; and the loop over
 * FILE operands.
 */

#include <getopt.h>
#include <stddef.h>

#include "../core/reader.h"
#include "../core/variant.h"

/* The rules options, as bits of cli_mode.rules. */
enum cli_rule {
	CLI_COLOURS = 1,	/* --colours=SET */
	CLI_LENGTH = 2,		/* --length=N */
	CLI_DISTINCT = 4,	/* --distinct=SIDES */
	CLI_HINT = 8,		/* --hint=RULE */
	CLI_SECRETS = 16,	/* --secrets=FILE */
	CLI_ALLOWED = 32,	/* --allowed=FILE */
	CLI_HARD = 64,		/* --hard */
	CLI_FOLD = 128		/* --fold=NAME */
};
#define CLI_RULES_ALL	(CLI_COLOURS | CLI_LENGTH | CLI_DISTINCT | \
	CLI_HINT | CLI_SECRETS | CLI_ALLOWED | CLI_HARD | CLI_FOLD)

/* The rules options, as a mode's usage names them, and their help. */
#define CLI_RULES_USAGE \
    "RULES: [--colours=SET] [--length=N] " \
    "[--distinct=secret|guess|both|none]\n" \
    "       [--hint=counts|black|total|marks] [--secrets=FILE] " \
    "[--allowed=FILE]\n" \
    "       [--hard] [--fold=none|accents|es|de]\n"
#define CLI_RULES_HELP \
    "  --hint=RULE         what a hint says (default the variant's):\n" \
    "    counts            (strong, weak): in place, and elsewhere\n" \
    "    black             the colours in place alone\n" \
    "    total             the colours in common (Jotto), and won\n" \
    "                      for the secret itself (not its anagrams)\n" \
    "    marks             a mark a position (Wordle): G in place, Y\n" \
    "                      elsewhere, - not; read also in either case,\n" \
    "                      as coloured squares, as 2, 1, 0, as = in\n" \
    "                      place, + elsewhere, and . _ x b w for not\n" \
    "  --secrets=FILE      the codes the secret may be, a line each (a\n" \
    "                      word list, UTF-8: letters of any language);\n" \
    "                      colours are the symbols the lists use\n" \
    "                      unless --colours says (letters of one case:\n" \
    "                      either case reads), the length the first\n" \
    "                      word's unless --length says\n" \
    "  --allowed=FILE      the codes that may be guessed besides them\n" \
    "                      (without it, the secrets alone)\n" \
    "  --hard              marks: every guess keeps each letter marked\n" \
    "                      in place there, and uses each letter as often\n" \
    "                      as marked in place or elsewhere (Wordle's)\n" \
    "  --fold=NAME         read letters as a language's word game does,\n" \
    "                      in the lists and in every code typed:\n" \
    "    none              as written (the default)\n" \
    "    accents           a letter with accents as its base letter,\n" \
    "                      æ œ as ae oe, ß as ss (French, Portuguese)\n" \
    "    es                as accents, but ñ stays a letter (Spanish)\n" \
    "    de                ä ö ü as ae oe ue, ß as ss (German)\n"

/*
 * Where a mode's help names the variants: cli_help() writes the names of
 * the presets there, from the one table (variant.c), wrapped.
 */
#define CLI_VARIANT_NAMES	"@VARIANTS@"

/* The first id a mode may give its own options that have no letter. */
#define CLI_MODE_OPTION	512

#define CLI_OPTIONS_MAX	48	/* options of a mode, all told */
#define CLI_RETIRED_MAX	32	/* old spellings of a mode */
/* bytes of their letters, each with up to two colons ("f:"), and a NUL */
#define CLI_SHORTS_MAX	(3 * CLI_OPTIONS_MAX + 1)
#define CLI_CHOICES_MAX	256	/* bytes of "expected A, B or C" */

/*
 * The values an option takes, where they are fixed: returns the ith of
 * them, or NULL past the last.
 */
typedef const char *cli_values(size_t i);

/*
 * An option, as the parser reads it and as anything else that lists a
 * mode's options (its shell completion) may walk it.
 */
struct cli_option {
	const char *name;	/* the long name, without "--" */
	char letter;		/* the short name, or 0 */
	int argument;		/* no_argument, required_argument or
				   optional_argument (getopt.h) */
	int id;			/* what the parser returns for it: its
				   letter, if it has one */
	cli_values *values;	/* its values if they are fixed, or NULL */
};

/*
 * Options several modes take, and the one function that reads them:
 * each mode that takes them names the group in its cli_mode, so that a
 * new option of the group is every such mode's at once.
 */
struct cli_group {
	const struct cli_option *options; /* up to a NULL name; ids below
					     CLI_GROUP_IDS, the group's own */
	/* Takes the group's option id, with its value arg, into settings
	   (the group's, within the mode's); exits on a bad value. */
	void (*take)(void *settings, int id, const char *arg);
};

/* A group a mode takes, and where its settings are within the mode's. */
struct cli_use {
	const struct cli_group *group;
	size_t offset;		/* offsetof(mode's settings, group's) */
};

#define CLI_USES_MAX	4	/* groups of a mode */
#define CLI_GROUP_IDS	256	/* ids of a group's options */

/*
 * A spelling a mode took and no longer does, and what replaced it: the
 * parser says so on one line and exits with EXIT_USAGE.
 */
struct cli_retired {
	const char *name;	/* the option, without "--" */
	const char *value;	/* of an option the mode takes: this value
				   alone; NULL: the option, any value */
	const char *now;	/* what replaced it: "code tree [OPTIONS]" */
};

/* The rules bit of a mode that takes no -v either (the filter). */
#define CLI_NO_VARIANT	256

/* What a mode adds to -v VARIANT, the rules and -h. */
struct cli_mode {
	const char *name;		/* the first argument, "solve"... */
	const char *usage;		/* written on a usage error and by -h */
	const char *help;		/* written by -h after the usage */
	const struct cli_option *options; /* its own, up to a NULL name */
	unsigned rules;			/* the rules it takes: CLI_COLOURS...,
					   and CLI_NO_VARIANT */
	const char *variant;		/* the preset without -v, or NULL */
	/* Takes the mode's own option id, with its value arg, into settings. */
	void (*take)(void *settings, int id, const char *arg);
	struct cli_use uses[CLI_USES_MAX];	/* the groups it takes, up to
						   a NULL group */
	const struct cli_retired *retired;	/* its old spellings, up to a
						   NULL name, or NULL */
};

/* A rules option as given. */
struct cli_rule_value {
	enum cli_rule rule;
	const char *value;
};

/* What -v and the rules options said. */
struct cli_choice {
	const struct variant *preset;	/* of -v, else the mode's, or NULL */
	struct cli_rule_value *rules;	/* in the order given */
	size_t rule_count;
	unsigned given;			/* the rules given, as bits */
	int chosen;			/* -v or a rule was given */
};

/*
 * Returns the next option of argv, as getopt_long() would with shorts
 * (which begin "+:") and table, or -1 when there are no more.  Options
 * and operands mix in any order, the GNU way, whatever POSIXLY_CORRECT
 * says: an operand is an argument that does not begin with '-', or is
 * "-" (standard input); "--" ends the options, and every argument after
 * it is an operand, even one that begins with '-'.  The operands met are
 * moved to the end of argv, in their order; *operands, argc before the
 * first call, is the index of the first of them.  When -1 is returned,
 * argv[*operands..argc-1] are all the operands, and optind is *operands.
 */
int	cli_getopt(int argc, char *argv[], int *operands, const char *shorts,
	    const struct option *table);

/*
 * Writes every option of mode m into all (room for CLI_OPTIONS_MAX), in
 * the order the parser takes them: -v (its values the presets) unless
 * CLI_NO_VARIANT, the rules m takes (--colors beside --colours), m's
 * own, its groups' (their ids made the mode's), then -h.  Returns how
 * many.  The parser reads this list; so may anything that lists the
 * options.  Old spellings are not in it.
 */
size_t	cli_mode_options(const struct cli_mode *m,
	    struct cli_option *all);

/*
 * Writes into table, of room n + 1, the getopt_long() table of the n
 * options, and into shorts, of room CLI_SHORTS_MAX, their letters as
 * cli_getopt() takes them after "+:" ("f:", "h").
 */
void	cli_getopt_table(const struct cli_option *options, size_t n,
	    struct option *table, char *shorts);

/*
 * Returns the index i < count whose name_at(i) is nearest to name by
 * edits (insertions, deletions, replacements, swaps of neighbours), if
 * within 2 of it; else count.  For "did you mean" in messages.
 */
size_t	cli_nearest(const char *name, const char *(*name_at)(size_t),
	    size_t count);

/*
 * Reads the options of argv for mode m, as cli_getopt() does: -v
 * VARIANT and the rules into *choice, the mode's own through
 * m->take(settings, ...), a group's through its take, given its
 * settings within settings.  -h writes the help and exits; a bad option,
 * an old spelling or an unknown variant is reported and exits with
 * EXIT_USAGE.  Returns the index of the first operand (argv keeps its
 * operands, in order, at the end); free choice with cli_choice_free().
 */
int	cli_parse(int argc, char *argv[], const struct cli_mode *m,
	    void *settings, struct cli_choice *choice);

/*
 * Applies the rules of choice to v in the order given, and checks that
 * they make sense together (--hard only under marks).  Returns 0, or -1
 * after reporting "code: --RULE: why".
 */
int	cli_apply_rules(const struct cli_choice *choice, struct variant *v);

/* Returns the rule's option, "--colours", "--length" or "--distinct". */
const char *cli_rule_name(enum cli_rule rule);

void	cli_choice_free(struct cli_choice *choice);

/* The values of an option beside a number or a code: "all", "none". */
const char	*cli_value_all(size_t i);
const char	*cli_value_none(size_t i);

/*
 * Exits with a usage error of mode m, "code: MODE: takes no operands",
 * if it was given any (argc of them).
 */
void	cli_no_operands(const struct cli_mode *m, int argc);

/*
 * Says that mode no longer takes spelling (an option, or an option and
 * its value), what replaced it (now), and exits with EXIT_USAGE:
 * "code: MODE SPELLING: now NOW (see code(1))".
 */
_Noreturn void	cli_retired_say(const char *mode, const char *spelling,
		    const char *now);

/*
 * Finishes standard output (output_close()): a command's last step.
 * Returns status, or EXIT_SYSTEM if a write of standard output failed
 * (reported by lib/core/output.c, now or before).
 */
int	cli_finish(int status);

/*
 * Writes usage and help on standard output and exits with EXIT_OK.
 * usage is laid out for the name code: its continuation lines move as
 * far as the program's name is longer or shorter, to stay aligned; the
 * first CLI_VARIANT_NAMES of help becomes the names of the variants.
 */
_Noreturn void	cli_help(const char *usage, const char *help);

/* Writes usage on standard error, as cli_help() does, and exits with
   EXIT_USAGE. */
_Noreturn void	cli_usage(const char *usage);

/*
 * Returns the number arg given to option, which must lie in min..max.
 * Otherwise reports "code: OPTION: not a number in MIN..MAX: 'ARG'" and
 * exits with EXIT_USAGE.
 */
unsigned long long	cli_number(const char *option, const char *arg,
			    unsigned long long min, unsigned long long max);

/*
 * Returns the index of arg among values.  Otherwise reports it as
 * cli_bad_choice() does and exits.
 */
size_t	cli_choose(const char *option, cli_values *values,
	    const char *arg);

/*
 * Reports arg, which is none of values, as "code: OPTION: expected A, B
 * or C, found 'ARG'", and exits with EXIT_USAGE.
 */
_Noreturn void	cli_bad_choice(const char *option, cli_values *values,
		    const char *arg);

/*
 * Returns the size arg gives option, in bytes: a number of bytes, or a
 * number and K, M, G or T (powers of 1024), from 1M to 1024T.
 * Otherwise reports "code: OPTION: not a size from 1M to 1024T: 'ARG'
 * (...)" and exits with EXIT_USAGE.
 */
unsigned long long	cli_size(const char *option, const char *arg);

/*
 * Returns the duration arg gives option, in seconds: a number of
 * seconds, or a number and s, m, h or d, from 1s to 1000d.  Otherwise
 * reports it as cli_size() does and exits with EXIT_USAGE.
 */
unsigned long long	cli_duration(const char *option, const char *arg);

/*
 * Returns the fraction arg gives option, in millionths: a decimal number
 * above 0 and at most 1 (0.05), or a percentage (5%).  Otherwise reports
 * it as cli_size() does and exits with EXIT_USAGE.
 */
unsigned long	cli_fraction(const char *option, const char *arg);

/*
 * Reads arg as I/K, part I (from 0) of K (1 to max), into *index and
 * *count.  Otherwise reports "code: OPTION: not I/K, I from 0 to K - 1
 * and K from 1 to MAX: 'ARG'" and exits with EXIT_USAGE.
 */
void	cli_share(const char *option, const char *arg, unsigned max,
	    unsigned *index, unsigned *count);

/*
 * Reports a bad value of option, "code: OPTION: WHY", then ", found
 * 'VALUE'" unless value is NULL, and exits with EXIT_USAGE.
 */
_Noreturn void	cli_bad_value(const char *option, const char *why,
		    const char *value);

/*
 * Reports the option that cli_getopt() last rejected, returning c (':'
 * when it lacks its value, '?' when it is unknown or has a value it does
 * not take), writes usage to standard error and exits with EXIT_USAGE.
 */
_Noreturn void	cli_bad_option(int c, char *argv[], const char *usage);

/*
 * Opens path (- for standard input) with reads of read_size bytes, skips a
 * UTF-8 byte order mark at its start, hands it to run(r, arg) and closes
 * it (run sees r->bom).  Returns run's exit status, or
 * EXIT_SYSTEM after reporting "code: PATH: why" if it cannot be opened.
 */
int	cli_run_file(const char *path, size_t read_size,
	    int (*run)(struct reader *r, void *arg), void *arg);

/*
 * Runs cli_run_file() on each of the count paths in turn, up to a failed
 * write of standard output.  Returns the highest exit status, or status
 * if that is higher.
 */
int	cli_run_files(char *const paths[], size_t count, size_t read_size,
	    int (*run)(struct reader *r, void *arg), void *arg, int status);

#endif
