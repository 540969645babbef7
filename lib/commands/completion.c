/*
 * code completion SHELL: the program's completion for bash, zsh or fish,
 * written from the option tables its parsers read (completion.h).
 */

#include "completion.h"

#include <stdio.h>
#include <string.h>

#include "../core/diag.h"
#include "../core/output.h"

/* What a completion is written from: the program and its tables. */
struct program {
	const char *name;
	const struct cli_mode *filter;
	const struct command *modes;
	size_t mode_count;
};

static const char usage[] =
    "usage: " PROGRAM_NAME " completion bash|zsh|fish\n";

static const char help[] =
    "\n"
    "Write the completion of " PROGRAM_NAME " for the shell, written from the\n"
    "tables its option parsers read: the modes, each mode's options, the\n"
    "variants, the fixed values of options (strategies, goals, formats...),\n"
    "files where a file goes.\n"
    "\n"
    "  -h, --help  print this help and exit\n"
    "\n"
    "make install puts each where its shell looks (see " PROGRAM_NAME
    "(1)); to\ntry one at once:\n"
    "  bash  source <(" PROGRAM_NAME " completion bash)\n"
    "  zsh   source <(" PROGRAM_NAME " completion zsh)   (after compinit)\n"
    "  fish  " PROGRAM_NAME " completion fish | source\n"
    "\n"
    "Exit status: 0 success, 2 usage error, 3 the output could not be\n"
    "written.  See " PROGRAM_NAME "(1).\n";

/* The options of completion itself. */
static const struct cli_option own_options[] = {
	{ "help", 'h', no_argument, 'h', NULL },
};

#define OWN_OPTIONS	(sizeof(own_options) / sizeof(*own_options))

/* The options whose value is a file, by long name. */
static const char *const file_options[] = { "file", "secrets", "allowed",
    "first-from", "openings", "certificate" };

/* The modes whose operands are files (the filter's, "", too). */
static const char *const file_modes[] = { "", "check", "replay",
    "shard run", "shard merge", "shard verify" };

#define NAME_MAX_SHOWN	64	/* bytes of "command subcommand" */

/* Returns 1 if name is one of the n strings of list. */
static int
listed(const char *name, const char *const *list, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (strcmp(name, list[i]) == 0)
			return 1;
	return 0;
}

#define LISTED(name, list) listed(name, list, sizeof(list) / sizeof(*list))

static const char	*shell_name(size_t i);

/* Writes open, the values separated by spaces, then close. */
static void
put_list(const char *open, cli_values *values, const char *close)
{
	output_printf("%s", open);
	for (size_t k = 0; values(k) != NULL; k++)
		output_printf("%s%s", k > 0 ? " " : "", values(k));
	output_printf("%s", close);
}

/* Writes the names of the modes, separated by spaces. */
static void
put_modes(const struct program *p)
{
	for (size_t i = 0; i < p->mode_count; i++)
		output_printf("%s%s", i > 0 ? " " : "", p->modes[i].name);
}

/*
 * Writes, for each mode of subcommands, before (a printf format of the
 * mode's name), the names of its subcommands separated by spaces, then
 * after.
 */
static void
put_parents(const struct program *p, const char *before, const char *after)
{
	for (size_t i = 0; i < p->mode_count; i++) {
		const struct command *c = &p->modes[i];

		if (c->subcommands == NULL)
			continue;
		output_printf(before, c->name);
		for (const struct command *sub = c->subcommands; sub->name;
		    sub++)
			output_printf("%s%s", sub != c->subcommands ? " " : "",
			    sub->name);
		output_printf("%s", after);
	}
}

/*
 * Calls put(p, name, options, n, operand) for each mode, with its
 * options, a subcommand's name its command's and its own ("shard
 * plan"), and last for the filter (name ""); operand is the values of
 * the mode's operands where they are fixed (completion's: the shells),
 * else NULL.
 */
static void
each_mode(const struct program *p, void (*put)(const struct program *,
    const char *, const struct cli_option *, size_t, cli_values *))
{
	struct cli_option all[CLI_OPTIONS_MAX];
	char name[NAME_MAX_SHOWN];

	for (size_t i = 0; i < p->mode_count; i++) {
		const struct command *c = &p->modes[i];

		for (const struct command *sub = c->subcommands; sub != NULL &&
		    sub->name != NULL; sub++) {
			snprintf(name, sizeof(name), "%s %s", c->name,
			    sub->name);
			put(p, name, all, cli_mode_options(sub->mode, all),
			    NULL);
		}
		if (c->mode == NULL && c->subcommands == NULL)
			put(p, c->name, own_options, OWN_OPTIONS, shell_name);
		else if (c->mode != NULL)
			put(p, c->name, all, cli_mode_options(c->mode, all),
			    NULL);
	}
	put(p, "", all, cli_mode_options(p->filter, all), NULL);
}

/* Writes the patterns of option o for a bash case: -x|--name. */
static void
put_bash_pattern(const struct cli_option *o)
{
	if (o->letter != 0)
		output_printf("-%c|", o->letter);
	output_printf("--%s", o->name);
}

/*
 * Writes the case branches that complete the value of each of the n
 * options: its fixed values, files, or nothing.  An optional value is
 * completed only after '='.
 */
static void
put_bash_values(const struct cli_option *options, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		const struct cli_option *o = &options[i];

		if (o->argument == no_argument)
			continue;
		output_printf("\t\t");
		put_bash_pattern(o);
		output_printf(")\n\t\t\t");
		if (o->argument == optional_argument)
			output_printf("[[ $split == true ]] &&\n\t\t\t");
		output_printf("{ ");
		if (o->values != NULL)
			put_list("COMPREPLY=($(compgen -W '", o->values,
			    "' -- \"$cur\"))");
		else if (LISTED(o->name, file_options))
			output_printf("_filedir");
		else
			output_printf(":");
		output_printf("; return; } ;;\n");
	}
}

/* Writes the words of the n options as bash completes them. */
static void
put_bash_words(const struct cli_option *options, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		const struct cli_option *o = &options[i];

		if (o->letter != 0)
			output_printf(" -%c", o->letter);
		output_printf(" --%s%s", o->name, o->argument == no_argument ?
		    "" : "=");
		if (o->argument == optional_argument)
			output_printf(" --%s", o->name);
	}
}

/* Writes the branch of mode name (the filter's: "*") with its options. */
static void
put_bash_mode(const struct program *p, const char *name,
    const struct cli_option *options, size_t n, cli_values *operand)
{
	(void)p;
	output_printf("\t%s%s%s)\n\t\tcase $prev in\n", strchr(name, ' ') ?
	    "'" : "", name[0] ? name : "*", strchr(name, ' ') ? "'" : "");
	put_bash_values(options, n);
	output_printf("\t\tesac\n\t\toptions='");
	put_bash_words(options, n);
	output_printf(" '\n\t\tfiles=%d", LISTED(name, file_modes));
	if (operand != NULL)
		put_list("\n\t\t((cword == 2)) && COMPREPLY=($(compgen -W '",
		    operand, "' -- \"$cur\"))");
	output_printf(" ;;\n");
}

/* Writes the whole bash completion of the program. */
static void
put_bash(const struct program *p)
{
	output_printf("# bash completion for %s, written by `%s completion "
	    "bash` from\n# the tables its option parsers read.\n", p->name,
	    p->name);
	output_printf("_%s_complete()\n{\n\tlocal cur prev words cword split "
	    "options files\n\t_init_completion -s || return\n\tlocal mode=\n"
	    "\t((cword > 1)) && mode=${words[1]}\n", p->name);
	put_parents(p, "\tif [[ $mode == %s ]]; then\n"
	    "\t\tif ((cword == 2)); then\n\t\t\tCOMPREPLY=($(compgen -W '",
	    "' -- \"$cur\"))\n\t\t\treturn\n\t\tfi\n"
	    "\t\tmode=\"$mode ${words[2]}\"\n\tfi\n");
	output_printf("\tcase $mode in\n");
	each_mode(p, put_bash_mode);
	output_printf("\tesac\n\tif [[ $cur == -* ]]; then\n"
	    "\t\tCOMPREPLY=($(compgen -W \"$options\" -- \"$cur\"))\n"
	    "\t\t[[ ${COMPREPLY-} == *= ]] && compopt -o nospace\n"
	    "\t\treturn\n\tfi\n\tif ((cword == 1)); then\n"
	    "\t\tCOMPREPLY=($(compgen -W '");
	put_modes(p);
	output_printf("' -- \"$cur\"))\n\tfi\n"
	    "\t((files)) && _filedir\n}\ncomplete -F _%s_complete %s\n",
	    p->name, p->name);
}

/*
 * Writes the end of the _arguments spec of option o: its value's message
 * and action (its fixed values, files, or a space: none to offer), and
 * the closing quote.
 */
static void
put_zsh_value(const struct cli_option *o)
{
	if (o->argument != no_argument) {
		output_printf(":%s%s:", o->argument == optional_argument ?
		    ":" : "", o->name);
		if (o->values != NULL)
			put_list("(", o->values, ")");
		else
			output_printf("%s", LISTED(o->name, file_options) ?
			    "_files" : " ");
	}
	output_printf("'");
}

/*
 * Writes the specs of option o for zsh's _arguments, as getopt_long()
 * takes it: a value after -x in the same word or the next (-x+), after
 * --name after '=' or in the next word (--name=), an optional one only
 * after '=' (--name=-::); -x and --name exclude each other.
 */
static void
put_zsh_option(const struct cli_option *o)
{
	static const char *const after_letter[] = { "", "+", "-" };
	static const char *const after_name[] = { "", "=", "=-" };

	output_printf(" \\\n\t\t    '");
	if (o->letter != 0) {
		output_printf("(-%c --%s)-%c%s", o->letter, o->name,
		    o->letter, after_letter[o->argument]);
		put_zsh_value(o);
		output_printf(" \\\n\t\t    '(-%c --%s)", o->letter, o->name);
	}
	output_printf("--%s%s", o->name, after_name[o->argument]);
	put_zsh_value(o);
}

/*
 * Writes the branch of mode name with its options and operands (files,
 * the fixed values of one operand, or operands with none to offer).
 */
static void
put_zsh_mode(const struct program *p, const char *name,
    const struct cli_option *options, size_t n, cli_values *operand)
{
	(void)p;
	output_printf("\t(%s%s%s)\n\t\t_arguments", strchr(name, ' ') ? "'" :
	    "", name[0] ? name : "*", strchr(name, ' ') ? "'" : "");
	for (size_t i = 0; i < n; i++)
		put_zsh_option(&options[i]);
	if (operand != NULL)
		put_list(" \\\n\t\t    '1:shell:(", operand, ")'");
	else if (LISTED(name, file_modes))
		output_printf(" \\\n\t\t    '*:file:_files'");
	else
		output_printf(" \\\n\t\t    '*:operand: '");
	output_printf(" ;;\n");
}

/*
 * Writes the whole zsh completion of the program: a function for fpath
 * (#compdef) that also defines itself when sourced after compinit.
 * After a mode the words are the mode's, as _arguments wants them;
 * the first argument is a mode or a file.
 */
static void
put_zsh(const struct program *p)
{
	output_printf("#compdef %s\n# zsh completion for %s, written by "
	    "`%s completion zsh` from\n# the tables its option parsers "
	    "read.\n\n_%s()\n{\n\tlocal -a modes=(", p->name, p->name,
	    p->name, p->name);
	put_modes(p);
	output_printf(")\n\tlocal mode=\n"
	    "\tif ((CURRENT > 2 && ${modes[(Ie)$words[2]]})); then\n"
	    "\t\tmode=$words[2]\n\t\tshift words\n\t\t((CURRENT--))\n"
	    "\telif ((CURRENT == 2)) && [[ $PREFIX != -* ]]; then\n"
	    "\t\t_alternative 'modes:mode:(");
	put_modes(p);
	output_printf(")' 'files:file:_files'\n\t\treturn\n\tfi\n");
	put_parents(p, "\tif [[ $mode == %s ]]; then\n"
	    "\t\tif ((CURRENT == 2)); then\n\t\t\t_values subcommand ",
	    "\n\t\t\treturn\n\t\tfi\n\t\tmode=\"$mode $words[2]\"\n"
	    "\t\tshift words\n\t\t((CURRENT--))\n\tfi\n");
	output_printf("\tcase $mode in\n");
	each_mode(p, put_zsh_mode);
	output_printf("\tesac\n}\n\nif [[ $funcstack[1] == _%s ]]; then\n"
	    "\t_%s \"$@\"\nelse\n\tcompdef _%s %s\nfi\n", p->name, p->name,
	    p->name, p->name);
}

/*
 * Writes the start of a complete line for mode name (the filter's: ""):
 * the program, and the condition that the command line's mode is name.
 */
static void
put_fish_complete(const struct program *p, const char *name)
{
	output_printf("complete -c %s -n '__%s_mode%s%s'", p->name, p->name,
	    name[0] ? " " : "", name);	/* "shard plan": two arguments */
}

/*
 * Writes the complete line of option o of mode name: -s x, -l name; a
 * value required (-x: no files, or -r -F: files) with its fixed values
 * (-a); an optional one's values offered only after '=' (fish offers an
 * option's values so when it needs none).
 */
static void
put_fish_option(const struct program *p, const char *name,
    const struct cli_option *o)
{
	put_fish_complete(p, name);
	if (o->letter != 0)
		output_printf(" -s %c", o->letter);
	output_printf(" -l %s", o->name);
	if (o->argument == required_argument)
		output_printf(LISTED(o->name, file_options) ? " -r -F" : " -x");
	if (o->values != NULL)
		put_list(" -a '", o->values, "'");
	output_printf("\n");
}

/*
 * Writes the complete lines of mode name (the filter's: ""): no files
 * unless it reads them, its options, and the fixed values of its operand.
 */
static void
put_fish_mode(const struct program *p, const char *name,
    const struct cli_option *options, size_t n, cli_values *operand)
{
	output_printf("\n");
	if (!LISTED(name, file_modes)) {
		put_fish_complete(p, name);
		output_printf(" -f\n");
	}
	for (size_t i = 0; i < n; i++)
		put_fish_option(p, name, &options[i]);
	if (operand != NULL) {
		put_fish_complete(p, name);
		put_list(" -a '", operand, "'\n");
	}
}

/*
 * Writes the whole fish completion of the program: complete lines whose
 * condition is the mode, the first argument (a function of its own says
 * it), and the modes as the first argument, beside the filter's files.
 */
static void
put_fish(const struct program *p)
{
	char offer[2 * NAME_MAX_SHOWN + 64];

	output_printf("# fish completion for %s, written by `%s completion "
	    "fish` from\n# the tables its option parsers read.\n\n"
	    "# __%s_mode [MODE [SUBCOMMAND]]: whether the command line's mode, "
	    "its first\n# argument (and the second, a subcommand of it), is "
	    "MODE; without MODE,\n# whether it has none (the filter's).\n"
	    "function __%s_mode\n\tset -l words (commandline -opc)\n"
	    "\tset -l mode\n\tif set -q words[2]; and contains -- $words[2] ",
	    p->name, p->name, p->name, p->name);
	put_modes(p);
	output_printf("\n\t\tset mode $words[2]\n\tend\n");
	put_parents(p, "\tif test \"$mode\" = %s; and set -q words[3]; "
	    "and contains -- $words[3] ",
	    "\n\t\tset mode \"$mode $words[3]\"\n\tend\n");
	output_printf("\ttest \"$mode\" = \"$argv\"\nend\n\n"
	    "complete -c %s -n 'test (count (commandline -opc)) -eq 1' -a '",
	    p->name);
	put_modes(p);
	output_printf("'\n");
	snprintf(offer, sizeof(offer), "\ncomplete -c %s -n '__%s_mode %%s' "
	    "-f -a '", p->name, p->name);
	put_parents(p, offer, "'\n");
	each_mode(p, put_fish_mode);
}

/* The shells, as completion takes them, and each one's writer. */
static const struct {
	const char *name;
	void (*put)(const struct program *);
} shells[] = {
	{ "bash", put_bash },
	{ "zsh", put_zsh },
	{ "fish", put_fish },
};

#define SHELLS	(sizeof(shells) / sizeof(*shells))

/* The name of the ith shell, or NULL past the last (cli_values). */
static const char *
shell_name(size_t i)
{
	return i < SHELLS ? shells[i].name : NULL;
}

int
completion_command(int argc, char *argv[], const struct cli_mode *filter,
    const struct command *commands, size_t count)
{
	const struct program p = { PROGRAM_NAME, filter, commands, count };
	struct option table[OWN_OPTIONS + 1];
	char shorts[2 + CLI_SHORTS_MAX] = "+:";
	int c, operands = argc;

	cli_getopt_table(own_options, OWN_OPTIONS, table, shorts + 2);
	while ((c = cli_getopt(argc, argv, &operands, shorts, table)) != -1) {
		if (c == 'h')
			cli_help(usage, help);
		cli_bad_option(c, argv, usage);
	}
	if (argc - operands != 1) {
		diag("completion: expected one shell");
		cli_usage(usage);
	}
	shells[cli_choose("completion", shell_name, argv[operands])].put(&p);
	return EXIT_OK;
}
