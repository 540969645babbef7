/*
 * code completion bash: the program's bash completion, written from the
 * option tables its parsers read (completion.h).
 */

#include "completion.h"

#include <string.h>

#include "../core/diag.h"
#include "../core/output.h"

/* The options whose value is a file, by long name. */
static const char *const file_options[] = { "file", "replay" };

/* The modes whose operands are files (the filter's, "", too). */
static const char *const file_modes[] = { "", "check" };

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

/* Writes the patterns of option o for a bash case: -x|--name. */
static void
put_pattern(const struct cli_option *o)
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
put_values(const struct cli_option *options, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		const struct cli_option *o = &options[i];

		if (o->argument == no_argument)
			continue;
		output_printf("\t\t");
		put_pattern(o);
		output_printf(")\n\t\t\t");
		if (o->argument == optional_argument)
			output_printf("[[ $split == true ]] &&\n\t\t\t");
		output_printf("{ ");
		if (o->values != NULL) {
			output_printf("COMPREPLY=($(compgen -W '");
			for (size_t k = 0; o->values(k) != NULL; k++)
				output_printf("%s%s", k > 0 ? " " : "",
				    o->values(k));
			output_printf("' -- \"$cur\"))");
		} else if (LISTED(o->name, file_options))
			output_printf("_filedir");
		else
			output_printf(":");
		output_printf("; return; } ;;\n");
	}
}

/* Writes the words of the n options as bash completes them. */
static void
put_words(const struct cli_option *options, size_t n)
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
put_mode(const char *name, const struct cli_option *options, size_t n)
{
	output_printf("\t%s)\n\t\tcase $prev in\n", name[0] ? name : "*");
	put_values(options, n);
	output_printf("\t\tesac\n\t\toptions='");
	put_words(options, n);
	output_printf(" '\n\t\tfiles=%d ;;\n", LISTED(name, file_modes));
}

/* Writes the whole bash completion of program. */
static void
put_bash(const char *program, const struct cli_option *filter,
    size_t filter_count, const struct completion_mode *modes,
    size_t mode_count)
{
	struct cli_option all[CLI_OPTIONS_MAX];

	output_printf("# bash completion for %s, written by `%s completion "
	    "bash` from\n# the tables its option parsers read.\n", program,
	    program);
	output_printf("_%s_complete()\n{\n\tlocal cur prev words cword split "
	    "options files\n\t_init_completion -s || return\n\tlocal mode=\n"
	    "\t((cword > 1)) && mode=${words[1]}\n\tcase $mode in\n",
	    program);
	for (size_t i = 0; i < mode_count; i++)
		put_mode(modes[i].name, all, modes[i].mode == NULL ? 0 :
		    cli_mode_options(modes[i].mode, all));
	put_mode("", filter, filter_count);
	output_printf("\tesac\n\tif [[ $cur == -* ]]; then\n"
	    "\t\tCOMPREPLY=($(compgen -W \"$options\" -- \"$cur\"))\n"
	    "\t\t[[ ${COMPREPLY-} == *= ]] && compopt -o nospace\n"
	    "\t\treturn\n\tfi\n\tif ((cword == 1)); then\n"
	    "\t\tCOMPREPLY=($(compgen -W '");
	for (size_t i = 0; i < mode_count; i++)
		output_printf("%s%s", i > 0 ? " " : "", modes[i].name);
	output_printf("' -- \"$cur\"))\n\tfi\n"
	    "\t((files)) && _filedir\n}\ncomplete -F _%s_complete %s\n",
	    program, program);
}

int
completion_command(int argc, char *argv[], const struct cli_option *filter,
    size_t filter_count, const struct completion_mode *modes,
    size_t mode_count)
{
	if (argc != 2 || strcmp(argv[1], "bash") != 0) {
		diag("completion: expected the shell, bash");
		return EXIT_USAGE;
	}
	put_bash(PROGRAM_NAME, filter, filter_count, modes, mode_count);
	return EXIT_OK;
}
