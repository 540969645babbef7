/*
 * code shard plan|run|merge|verify: the optimal search (goal average),
 * or a ranking of first guesses, split over processes and machines.
 * plan prints how the search is dealt to K shards; run solves shard I of
 * K and writes its file atomically (shard_file.h); merge reads the K
 * files into the search, which then prints what a single run prints;
 * verify merges after solving again the claims the files make
 * (verify.h).
 */

#include <errno.h>
#include <getopt.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../codes/space.h"
#include "../codes/tree.h"
#include "../core/diag.h"
#include "../core/variant.h"
#include "../optimal/optimal.h"
#include "analyze.h"
#include "certify.h"
#include "cli.h"
#include "codebreaker.h"
#include "commands.h"
#include "options.h"
#include "rank.h"
#include "record.h"
#include "shard_file.h"
#include "verify.h"

#define CHECKPOINT_DEFAULT	600	/* seconds between keepings */
#define UNIT_SIZE_LEAST		32	/* smaller units: plans of millions */
#define UNIT_SIZE_MOST		65535

/* What the options of shard's subcommands set. */
struct shard_settings {
	struct codebreaker cb;
	struct rank_ask ask;		/* --first, and a ranking's options */
	size_t unit_size;		/* --unit-size: 0, none */
	unsigned checkpoint;		/* run: seconds; 0, the default */
	int partial;			/* merge: a shard may be missing */
	int tree;			/* merge: --tree */
	enum tree_format tree_format;
	unsigned tree_depth;		/* --tree-depth: 0, the whole tree */
	enum record_format format;	/* merge: --format */
	unsigned long fraction;		/* verify: millionths solved again */
	const char *certificate;	/* run, merge: --certificate, or
					   NULL */
};

#define SEARCH_USAGE \
    "[-v VARIANT] [RULES] [--threads=N] [--tries=N|none]\n" \
    "                  [--consistent] [--memory=SIZE] " \
    "[--progress[=SECONDS]]\n" \
    "                  [--time-limit=DURATION]\n"
#define FIRST_USAGE \
    "                  [--first=all|GUESS|GUESS,... | --first-from=FILE]\n" \
    "                  [--top=N|all] [--above=TOTAL]\n"
#define MERGE_USAGE \
    "                  [--unit-size=N] [--partial]\n" \
    "                  [--tree[=lines|json|golf|dot] [--tree-depth=K] |\n" \
    "                   --format=text|json|csv] [--certificate=FILE]\n" \
    "                  FILE ...\n"

static const char plan_usage[] =
    "usage: " PROGRAM_NAME " shard plan " SEARCH_USAGE
    "                  [--first=GUESS] [--unit-size=N] K\n"
    CLI_RULES_USAGE;
static const char run_usage[] =
    "usage: " PROGRAM_NAME " shard run " SEARCH_USAGE FIRST_USAGE
    "                  [--unit-size=N] [--checkpoint=DURATION]\n"
    "                  [--certificate=CERT] I/K FILE [DONE ...]\n"
    CLI_RULES_USAGE;
static const char merge_usage[] =
    "usage: " PROGRAM_NAME " shard merge " SEARCH_USAGE FIRST_USAGE
    MERGE_USAGE CLI_RULES_USAGE;
static const char verify_usage[] =
    "usage: " PROGRAM_NAME " shard verify [--fraction=FRACTION] [-v VARIANT] "
    "[RULES]\n"
    "                  [--threads=N] [--tries=N|none] [--consistent]\n"
    "                  [--memory=SIZE] [--progress[=SECONDS]]\n"
    "                  [--time-limit=DURATION]\n"
    FIRST_USAGE MERGE_USAGE CLI_RULES_USAGE;
static const char shard_usage[] =
    "usage: " PROGRAM_NAME " shard plan [OPTIONS] K\n"
    "       " PROGRAM_NAME " shard run [OPTIONS] I/K FILE [DONE ...]\n"
    "       " PROGRAM_NAME " shard merge [OPTIONS] FILE ...\n"
    "       " PROGRAM_NAME " shard verify [--fraction=FRACTION] [OPTIONS] "
    "FILE ...\n";

#define SHARD_HELP_INTRO \
    "\n" \
    "The optimal search, goal average (or the ranking of " PROGRAM_NAME \
    " rank, of the\nfirst guesses named as it names them), split into K " \
    "shards:\n" \
    PROGRAM_NAME " shard plan prints the deal, " PROGRAM_NAME \
    " shard run I/K FILE solves shard\nI (from 0) and writes its file, " \
    PROGRAM_NAME " shard merge reads the K files and\nprints what the " \
    "search in one process prints, " PROGRAM_NAME " shard verify\nsolves " \
    "the files' claims again first.  The options that name the\nsearch " \
    "(the rules, --consistent, --tries, --first and the ranking's,\n" \
    "--unit-size) must be the same for every shard and the merge.\n" \
    "\n"
#define UNIT_SIZE_HELP \
    "  --unit-size=N       a unit (a part of a first guess) of more than N\n" \
    "                      secrets is dealt by its next guesses, each a\n" \
    "                      job, or if a guess leaves a larger part, by its\n" \
    "                      parts (N: 32..65535)\n"
#define MERGE_HELP \
    "  --partial           a shard no file holds is searched here\n" \
    "                      (--time-limit: a bound and the gap)\n" \
    "  --tree[=FORMAT]     write the strategy's tree, as " PROGRAM_NAME \
    " tree\n" \
    "                      --format=FORMAT does (lines, json, golf, dot)\n" \
    "  --tree-depth=K      --tree=dot: draw the first K guesses (1..64)\n" \
    "  --format=FORMAT     text (default), json, or csv (a ranking)\n" \
    CERTIFY_HELP \
    "                      (of a search): the shards' certificates\n" \
    "                      among the FILEs give the claims below their\n" \
    "                      units, the others are solved again\n"
#define SHARD_HELP_EXIT \
    "Exit status: 0 success, 1 bad input (a shard's file of another\n" \
    "search, refused, or missing), 2 usage error, 3 a system error,\n" \
    "5 no strategy wins every game within --tries; a search stopped:\n" \
    "124 by --time-limit, 130 by SIGINT, 143 by SIGTERM (a shard run\n" \
    "keeps its search, to resume).  See " PROGRAM_NAME "(1).\n"

static const char intro[] = SHARD_HELP_INTRO;
static const char first_help[] =
    "  --first=GUESS       the first guess (the best strategy that opens\n"
    "                      with it)\n";
static const char plan_own[] =
    UNIT_SIZE_HELP
    "  K                   the shards, 1..4096: a job a line, its shard,\n"
    "                      secrets, share of the work, limit and path\n"
    CODEBREAKER_HELP_END;
static const char run_own[] =
    UNIT_SIZE_HELP
    "  --checkpoint=DURATION\n"
    "                      how often it keeps its search, to resume if\n"
    "                      stopped or killed (default 10m)\n"
    "  --certificate=CERT  write the claims of the shard's units to CERT\n"
    "                      (through gzip if it ends in .gz), before FILE,\n"
    "                      for shard merge --certificate (of a search)\n"
    "  I/K FILE            solve shard I (from 0) of K and write it to\n"
    "                      FILE (a temporary file renamed when complete;\n"
    "                      a complete FILE of that shard is kept: nothing\n"
    "                      to do)\n"
    "  DONE                --unit-size: files of other shards, whose jobs\n"
    "                      lower the limits of this shard's\n"
    CODEBREAKER_HELP_END;
static const char merge_own[] =
    UNIT_SIZE_HELP MERGE_HELP
    "  FILE                the K shards' files, each checked whole but\n"
    "                      for optimality, and with --certificate their\n"
    "                      certificates (shard run --certificate)\n"
    CODEBREAKER_HELP_END;
static const char fraction_help[] =
    "  --fraction=FRACTION solve that share of the files' totals and\n"
    "                      bounds again before the merge (0.05, or 5%;\n"
    "                      default 100%: all the result rests on), chosen\n"
    "                      at random; a file that says otherwise is\n"
    "                      refused\n";
static const char exit_help[] = SHARD_HELP_EXIT;
static const char rank_help[] = RANK_HELP;

static const char *const plan_help[] = { intro, CODEBREAKER_HELP_RULES,
    CODEBREAKER_HELP_SEARCH, CODEBREAKER_HELP_RUN, first_help, plan_own,
    exit_help, NULL };
static const char *const run_help[] = { intro, CODEBREAKER_HELP_RULES,
    CODEBREAKER_HELP_SEARCH, CODEBREAKER_HELP_RUN, first_help, rank_help,
    run_own, exit_help, NULL };
static const char *const merge_help[] = { intro, CODEBREAKER_HELP_RULES,
    CODEBREAKER_HELP_SEARCH, CODEBREAKER_HELP_RUN, first_help, rank_help,
    merge_own, exit_help, NULL };
static const char *const verify_help[] = { intro, fraction_help,
    CODEBREAKER_HELP_RULES, CODEBREAKER_HELP_SEARCH, CODEBREAKER_HELP_RUN,
    first_help, rank_help, merge_own, exit_help, NULL };

static const char shard_help[] =
    SHARD_HELP_INTRO
    "Each subcommand has its own -h.\n";

enum { FIRST = CLI_MODE_OPTION, UNIT_SIZE, CHECKPOINT, PARTIAL, TREE,
	TREE_DEPTH, FRACTION };

/* Takes an option of shard's own into the settings. */
static void
take(void *settings, int id, const char *arg)
{
	struct shard_settings *s = settings;

	if (id == FIRST)
		s->ask.first = arg;
	else if (id == UNIT_SIZE)
		s->unit_size = (size_t)cli_number("--unit-size", arg,
		    UNIT_SIZE_LEAST, UNIT_SIZE_MOST);
	else if (id == CHECKPOINT)
		s->checkpoint = (unsigned)cli_duration("--checkpoint", arg);
	else if (id == PARTIAL)
		s->partial = 1;
	else if (id == TREE) {
		if (arg != NULL && tree_format_parse(arg, &s->tree_format) ==
		    -1)
			cli_bad_choice("--tree", tree_format_name, arg);
		s->tree = 1;
	} else if (id == TREE_DEPTH)
		s->tree_depth = (unsigned)cli_number("--tree-depth", arg, 1,
		    SOLVER_DEPTH_MAX);
	else
		s->fraction = cli_fraction("--fraction", arg);
}

#define UNIT_SIZE_OPTION \
	{ "unit-size", 0, required_argument, UNIT_SIZE, NULL }
#define MERGE_OPTIONS \
	UNIT_SIZE_OPTION, \
	{ "partial", 0, no_argument, PARTIAL, NULL }, \
	{ "tree", 0, optional_argument, TREE, tree_format_name }, \
	{ "tree-depth", 0, required_argument, TREE_DEPTH, NULL }

static const struct cli_option plan_options[] = {
	{ "first", 0, required_argument, FIRST, NULL },
	UNIT_SIZE_OPTION,
	{ NULL, 0, 0, 0, NULL }
};
static const struct cli_option run_options[] = {
	UNIT_SIZE_OPTION,
	{ "checkpoint", 0, required_argument, CHECKPOINT, NULL },
	{ NULL, 0, 0, 0, NULL }
};
static const struct cli_option merge_options[] = {
	MERGE_OPTIONS,
	{ NULL, 0, 0, 0, NULL }
};
static const struct cli_option verify_options[] = {
	{ "fraction", 0, required_argument, FRACTION, NULL },
	MERGE_OPTIONS,
	{ NULL, 0, 0, 0, NULL }
};

#define SEARCH_USE { &codebreaker_search, offsetof(struct shard_settings, cb) }
#define RANK_USE { &rank_options, offsetof(struct shard_settings, ask) }
#define FORMAT_USE \
	{ &options_format_csv, offsetof(struct shard_settings, format) }
#define CERTIFY_USE \
	{ &certify_options, offsetof(struct shard_settings, certificate) }

static const struct cli_mode plan_mode = {
	.name = "shard plan", .usage = plan_usage,
	.help = codebreaker_help,
	.options = plan_options, .rules = CLI_RULES_ALL, .variant = "classic",
	.take = take, .uses = { SEARCH_USE }
};
static const struct cli_mode run_mode = {
	.name = "shard run", .usage = run_usage,
	.help = codebreaker_help,
	.options = run_options, .rules = CLI_RULES_ALL, .variant = "classic",
	.take = take, .uses = { SEARCH_USE, RANK_USE, CERTIFY_USE }
};
static const struct cli_mode merge_mode = {
	.name = "shard merge", .usage = merge_usage,
	.help = codebreaker_help,
	.options = merge_options, .rules = CLI_RULES_ALL, .variant = "classic",
	.take = take, .uses = { SEARCH_USE, RANK_USE, FORMAT_USE, CERTIFY_USE }
};
static const struct cli_mode verify_mode = {
	.name = "shard verify", .usage = verify_usage,
	.help = codebreaker_help,
	.options = verify_options, .rules = CLI_RULES_ALL,
	.variant = "classic", .take = take,
	.uses = { SEARCH_USE, RANK_USE, FORMAT_USE, CERTIFY_USE }
};

/* The search of a subcommand: its solver, what it opens with or ranks. */
struct search {
	struct solver sv;
	struct shard_search named;	/* and the lines that name it */
	struct optimal_rank_ask ranking;	/* the ranking asked */
	size_t *only;			/* its guesses, or NULL: all */
};

/* Ends cb's command with a usage error, having said why. */
static _Noreturn void
usage_error(const struct codebreaker *cb, const char *usage,
    const char *why)
{
	diag("%s: %s", cb->command, why);
	cli_usage(usage);
}

/*
 * Sets up set's search in s: the solver, and the ranking asked (read) or
 * the first guess.  Returns EXIT_OK, or an exit status having said why
 * (free s with end_search() all the same); exits on a usage error, as a
 * ranking is for the plan (a ranking is dealt by first guess).
 */
static int
begin_search(struct shard_settings *set, const char *usage, struct search *s)
{
	int status = EXIT_OK;

	codebreaker_start(&s->sv, &set->cb, 1);
	s->named = (struct shard_search){ .command = set->cb.command,
	    .sv = &s->sv, .first = SIZE_MAX, .unit_size = set->unit_size,
	    .tries_default = !set->cb.tries_given };
	s->only = NULL;
	if (rank_asked(&set->ask, &s->sv)) {
		if (usage == plan_usage)
			usage_error(&set->cb, usage, "a ranking of first "
			    "guesses is dealt by first guess, as shard run "
			    "deals it: it has no plan");
		if (set->unit_size > 0)
			usage_error(&set->cb, usage, "--unit-size deals one "
			    "search by its parts; a ranking of first guesses "
			    "is dealt by first guess");
		if (set->partial)
			usage_error(&set->cb, usage, "a ranking of first "
			    "guesses goes without --partial (every shard's "
			    "file is needed)");
		if (set->tree)
			usage_error(&set->cb, usage, "a ranking of first "
			    "guesses goes without --tree");
		status = rank_read(&set->cb, &set->ask, &s->sv, &s->only,
		    &s->ranking);
		s->named.ranking = &s->ranking;
	} else if (set->ask.first != NULL)
		s->named.first = codebreaker_first(&s->sv, set->ask.first);
	shard_search_name(&s->named);
	return status;
}

/* Frees what begin_search() set up. */
static void
end_search(struct search *s)
{
	free(s->only);
	solver_free(&s->sv);
}

/*
 * Returns the status of the search of s stopped (or EXIT_SYSTEM if not:
 * memory ran out), having said so for what (a subcommand's step).
 */
static int
search_stopped(const struct search *s, const char *what)
{
	enum optimal_stop why = optimal_stopped(s->sv.optimal);

	diag("%s: %s%s", s->named.command, what, why != OPTIMAL_FINISHED ?
	    "stopped" : "out of memory");
	return why != OPTIMAL_FINISHED ? codebreaker_stop_status(why) :
	    EXIT_SYSTEM;
}

/* Writes job's path into path: each guess and, in brackets, its part. */
static const char *
path_text(const struct solver *sv, const struct optimal_job *job,
    char *path, size_t size)
{
	char code[VARIANT_TEXT_MAX];
	size_t n = 0;

	path[0] = '\0';
	for (size_t s = 0; s < job->steps && n < size; s++) {
		variant_write(sv->variant, space_code(&sv->guesses,
		    job->guess[s]), sv->guesses.length, code);
		n += (size_t)snprintf(path + n, size - n, "%s%s", s > 0 ? " " :
		    "", code);
		if (job->left[s] > 0 && n < size)
			n += (size_t)snprintf(path + n, size - n, " (%zu)",
			    job->left[s]);
	}
	return path;
}

/* A job of a plan, for print_plan() to order by shard. */
struct dealt {
	unsigned shard;
	size_t job;
};

/* Orders dealt jobs by shard, then as the plan lists them. */
static int
by_shard(const void *a, const void *b)
{
	const struct dealt *x = a, *y = b;

	if (x->shard != y->shard)
		return x->shard < y->shard ? -1 : 1;
	return x->job < y->job ? -1 : x->job > y->job;
}

/* Writes job of plan p (all: the plan's work) as a row of w. */
static void
put_job(struct record *w, const struct solver *sv,
    const struct optimal_job *job, uint64_t all)
{
	char path[OPTIMAL_DEPTH_MAX * (VARIANT_TEXT_MAX + 24)];

	record_row(w);
	record_uint(w, "shard", job->shard, "%u", job->shard);
	record_uint(w, "secrets", job->secrets, "%zu", job->secrets);
	record_real(w, "work", all > 0 ? 100.0 * (double)job->work /
	    (double)all : 0.0, 2, "%.2f%%", all > 0 ? 100.0 *
	    (double)job->work / (double)all : 0.0);
	if (job->limit > 0)
		record_uint(w, "limit", job->limit, "%llu",
		    (unsigned long long)job->limit);
	else
		record_null(w, "limit", "-");
	record_string(w, "path", path_text(sv, job, path, sizeof(path)), "%s",
	    path);
	record_end(w);
}

/* Prints plan p of shards shards, job by job, shard by shard. */
static int
print_plan(const struct shard_settings *set, const struct solver *sv,
    const struct optimal_plan *p, unsigned shards)
{
	static const struct record_column columns[] = { { "shard", "SHARD" },
	    { "secrets", "SECRETS" }, { "work", "WORK" },
	    { "limit", "LIMIT" }, { "path", "PATH" } };
	size_t jobs = optimal_plan_jobs(p), firsts = optimal_plan_firsts(p);
	struct dealt *order = malloc((jobs + 1) * sizeof(*order));
	struct optimal_job job;
	struct record w;
	uint64_t all = 0;

	if (order == NULL) {
		diag("%s: out of memory", set->cb.command);
		return EXIT_SYSTEM;
	}
	for (size_t j = 0; j < jobs; j++) {
		optimal_plan_job(p, j, &job);
		all += job.work;
		order[j] = (struct dealt){ job.shard, j };
	}
	qsort(order, jobs, sizeof(*order), by_shard);
	record_begin(&w, RECORD_TEXT);
	record_text(&w, "plan: %zu jobs over %u shards, %zu first %s", jobs,
	    shards, firsts, plural(firsts, "guess", "guesses"));
	if (set->unit_size > 0)
		record_text(&w, ", units of more than %zu secrets dealt below",
		    set->unit_size);
	record_text(&w, "\n");
	record_table(&w, NULL, columns, sizeof(columns) / sizeof(*columns));
	for (size_t j = 0; j < jobs; j++) {
		optimal_plan_job(p, order[j].job, &job);
		put_job(&w, sv, &job, all);
	}
	record_end(&w);
	free(order);
	return EXIT_OK;
}

/* code shard plan: prints how the search is dealt to K shards. */
static int
plan_command(struct shard_settings *set, int argc, char *argv[])
{
	struct optimal_plan *p;
	struct search s;
	unsigned shards;
	int status;

	if (argc != 1)
		usage_error(&set->cb, plan_usage, "expected K, the shards");
	shards = (unsigned)cli_number(set->cb.command, argv[0], 1,
	    OPTIMAL_SHARDS_MAX);
	if ((status = begin_search(set, plan_usage, &s)) != EXIT_OK) {
		end_search(&s);
		return status;
	}
	if ((p = shard_plan(&s.named, shards)) == NULL)
		status = search_stopped(&s, "");
	else if (optimal_plan_by_first(p) && set->unit_size > 0) {
		diag("%s: --unit-size: this search is dealt by first guess "
		    "(%zu of them), not by parts", set->cb.command,
		    optimal_plan_firsts(p));
		status = EXIT_USAGE;
	} else
		status = print_plan(set, &s.sv, p, shards);
	optimal_plan_free(p);
	end_search(&s);
	return status;
}

/*
 * The shard a run solves: I of K, its file and certificate, and the files
 * of shards done.
 */
struct run {
	unsigned index, count;
	const char *file;
	const char *certificate;	/* or NULL */
	char *const *done;
	size_t done_count;
};

/*
 * Returns EXIT_OK if the run's file is there, complete and of this very
 * shard of plan p, and its certificate if asked (said so), -1 if there is
 * none (or no certificate: said so), or EXIT_INPUT or EXIT_SYSTEM (said
 * why).
 */
static int
done_already(const struct search *s, struct optimal_plan *p,
    const struct run *r)
{
	const char *command = s->named.command;
	FILE *in = shard_file_open(r->file);
	char why[SHARD_WHY_MAX];
	unsigned index, count = r->count;
	int status;

	if (in == NULL && errno == ENOENT)
		return -1;
	if (in == NULL) {
		diag("%s: %s: %s; not overwritten", command, r->file,
		    strerror(errno));
		return EXIT_SYSTEM;
	}
	status = shard_file_read(in, r->file, &s->named, &p, &index, &count, 0,
	    why);
	fclose(in);
	if (status == 0 && index != r->index) {
		snprintf(why, sizeof(why), "%.*s:%d: shard %u of %u, not %u",
		    SHARD_NAME_SHOWN, r->file, SHARD_HEADER_LINES + 1, index,
		    count, r->index);
		status = -1;
	}
	if (status == -1) {
		diag("%s: %s; not overwritten (remove it to run the shard "
		    "again)", command, why);
		return EXIT_INPUT;
	}
	if (r->certificate != NULL && access(r->certificate, F_OK) == -1) {
		diag("%s: %s: shard %u of %u is done already, but %s is not "
		    "there: the shard is run again to write it", command,
		    r->file, index, count, r->certificate);
		return -1;
	}
	diag("%s: %s: shard %u of %u is done already: nothing to do", command,
	    r->file, index, count);
	return EXIT_OK;
}

/*
 * The status of the run's shard stopped, or EXIT_SYSTEM (memory ran
 * out), its search kept (k) if it was stopped and k is not NULL.
 */
static int
shard_stopped(const struct search *s, const struct run *r,
    struct shard_keeper *k)
{
	enum optimal_stop why = optimal_stopped(s->sv.optimal);
	const char *command = s->named.command;

	if (why == OPTIMAL_FINISHED) {
		diag("%s: shard %u of %u: out of memory; %s not written",
		    command, r->index, r->count, r->file);
		return EXIT_SYSTEM;
	}
	if (k != NULL && (shard_keep(s->sv.optimal, k), k->kept >= 0))
		diag("%s: shard %u of %u stopped by %s; %s not written; its "
		    "search is kept in %s (run it again to resume)", command,
		    r->index, r->count, optimal_stop_name(why), r->file,
		    k->name);
	else
		diag("%s: shard %u of %u stopped by %s; %s not written (run it "
		    "again)", command, r->index, r->count,
		    optimal_stop_name(why), r->file);
	return codebreaker_stop_status(why);
}

/*
 * Runs the shard of plan p into a temporary file made of the template
 * temp, writes its certificate if asked, then renames the file the run's,
 * its search kept by k meanwhile.  Returns an exit status.
 */
static int
write_shard(const struct codebreaker *cb, const struct search *s,
    const struct run *r, struct optimal_plan *p, char *temp,
    struct shard_keeper *k)
{
	FILE *out = shard_file_begin(temp, &s->named, r->index, r->count);
	int status = EXIT_SYSTEM;

	if (out == NULL) {
		diag("%s: %s: %s", s->named.command, temp, strerror(errno));
		return EXIT_SYSTEM;
	}
	if (optimal_shard(s->sv.optimal, p, r->index, out) == -1) {
		fclose(out);
		status = shard_stopped(s, r, k);
	} else if (shard_file_end(out) == -1)
		diag("%s: %s: %s", s->named.command, r->file, strerror(errno));
	else if (r->certificate != NULL && (status = certify_shard(cb, &s->sv,
	    r->certificate, p, r->index, s->named.first)) != EXIT_OK)
		;	/* said */
	else if (shard_file_rename(temp, r->file) == -1)
		diag("%s: %s: %s", s->named.command, r->file, strerror(errno));
	else {
		unlink(k->name);	/* done: nothing more to resume */
		return EXIT_OK;
	}
	unlink(temp);
	return status;
}

/*
 * Reads the files of the shards done, of plan p, as facts of their jobs
 * alone (not into the memo: a limit they lower is all they change, and
 * what the shard writes is true whatever they say).  Returns EXIT_OK, or
 * an exit status having said why.
 */
static int
read_done(const struct search *s, const struct run *r,
    struct optimal_plan *p)
{
	const char *command = s->named.command;
	char why[SHARD_WHY_MAX];

	for (size_t i = 0; i < r->done_count; i++) {
		FILE *in = shard_file_open(r->done[i]);
		unsigned index, shards = r->count;
		int status;

		if (in == NULL) {
			diag("%s: %s: %s", command, r->done[i],
			    strerror(errno));
			return EXIT_SYSTEM;
		}
		status = shard_file_read(in, r->done[i], &s->named, &p, &index,
		    &shards, 0, why);
		fclose(in);
		if (status == -1) {
			diag("%s: %s", command, why);
			return EXIT_INPUT;
		}
		if (index == r->index) {
			diag("%s: %s: shard %u of %u, the one it runs", command,
			    r->done[i], index, shards);
			return EXIT_INPUT;
		}
	}
	return EXIT_OK;
}

/* Says that the run's shard of plan p is written: units of all. */
static void
say_written(const struct shard_settings *set, const struct run *r,
    const struct optimal_plan *p, size_t units, size_t all)
{
	size_t firsts = optimal_plan_firsts(p);

	if (optimal_plan_by_first(p))
		diag("%s: shard %u of %u: %zu of the %zu first guesses solved, "
		    "written to %s", set->cb.command, r->index, r->count, units,
		    all, r->file);
	else if (set->unit_size > 0)
		diag("%s: shard %u of %u: %zu of the %zu jobs (parts of %zu "
		    "first %s and below them) solved, written to %s",
		    set->cb.command, r->index, r->count, units, all, firsts,
		    plural(firsts, "guess", "guesses"), r->file);
	else
		diag("%s: shard %u of %u: %zu of the %zu parts of %zu first %s "
		    "solved, written to %s", set->cb.command, r->index,
		    r->count, units, all, firsts, plural(firsts, "guess",
		    "guesses"), r->file);
}

/*
 * Runs the run's shard of the search s and writes its file, by a
 * temporary file in its folder renamed at the end; a complete file of
 * the same shard already there is kept and nothing is searched.  Returns
 * an exit status.
 */
static int
run_shard(const struct shard_settings *set, struct search *s,
    const struct run *r)
{
	struct optimal_plan *p = shard_plan(&s->named, r->count);
	char *temp = shard_temporary(r->file);
	size_t units, secrets, all;
	struct shard_keeper k;
	int status;

	if (shard_keeper_begin(&k, &s->named, r->index, r->count, r->file) ==
	    -1 || p == NULL || temp == NULL)
		status = shard_stopped(s, r, NULL);
	else {
		shard_clean_stale(set->cb.command, r->file);
		shard_clean_stale(set->cb.command, k.name);
		if ((status = done_already(s, p, r)) == -1 &&
		    (status = read_done(s, r, p)) == EXIT_OK) {
			optimal_plan_size(p, r->index, &units, &secrets, &all);
			shard_resume(&k);
			optimal_keeping(s->sv.optimal, set->checkpoint > 0 ?
			    set->checkpoint : CHECKPOINT_DEFAULT, shard_keep,
			    &k);
			if ((status = write_shard(&set->cb, s, r, p, temp,
			    &k)) ==
			    EXIT_OK)
				say_written(set, r, p, units, all);
		}
	}
	optimal_plan_free(p);
	free(temp);
	shard_keeper_end(&k);
	return status;
}

/* code shard run I/K FILE [DONE ...]: solves shard I of K into FILE. */
static int
run_command(struct shard_settings *set, int argc, char *argv[])
{
	struct run r;
	struct search s;
	int status;

	if (argc < 2)
		usage_error(&set->cb, run_usage, "expected I/K and FILE");
	cli_share(set->cb.command, argv[0], OPTIMAL_SHARDS_MAX, &r.index,
	    &r.count);
	r.file = argv[1];
	r.certificate = set->certificate;
	r.done = argv + 2;
	r.done_count = (size_t)argc - 2;
	if (r.file[0] == '\0')
		usage_error(&set->cb, run_usage, "FILE: an empty name");
	if (r.done_count > 0 && set->unit_size == 0)
		usage_error(&set->cb, run_usage, "the files of shards done "
		    "lower the limits of the jobs --unit-size deals");
	certify_check(&set->cb, run_usage, set->certificate);
	if (set->certificate != NULL && strcmp(set->certificate, r.file) == 0)
		usage_error(&set->cb, run_usage, "--certificate: FILE's own "
		    "name: name another");
	if ((status = shard_check_files(set->cb.command, r.file, r.done,
	    r.done_count)) != EXIT_OK || (set->certificate != NULL &&
	    (status = shard_check_files(set->cb.command, set->certificate,
	    NULL, 0)) != EXIT_OK))
		return status;
	if ((status = begin_search(set, run_usage, &s)) == EXIT_OK &&
	    s.named.ranking != NULL && set->certificate != NULL)
		usage_error(&set->cb, run_usage, "--certificate proves a "
		    "search's total: a table's shards write none");
	if (status == EXIT_OK)
		status = run_shard(set, &s, &r);
	end_search(&s);
	return status;
}

/*
 * Reads the shard file name into the search s with the others read so
 * far into *p (seen: their names by index, of *count shards).  Returns
 * EXIT_OK, or an exit status having said why.
 */
static int
merge_one(const char *name, const struct search *s, struct optimal_plan **p,
    unsigned *count, const char **seen)
{
	const char *command = s->named.command;
	enum optimal_stop stop;
	FILE *in = shard_file_open(name);
	char why[SHARD_WHY_MAX];
	unsigned index;
	int status;

	if (in == NULL) {
		diag("%s: %s: %s", command, name, strerror(errno));
		return EXIT_SYSTEM;
	}
	status = shard_file_read(in, name, &s->named, p, &index, count, 1, why);
	fclose(in);
	if (status == -1 && (stop = optimal_stopped(s->sv.optimal)) !=
	    OPTIMAL_FINISHED) {
		diag("%s: stopped by %s", command, optimal_stop_name(stop));
		return codebreaker_stop_status(stop);
	}
	if (status == -1) {
		diag("%s: %s", command, why);
		return EXIT_INPUT;
	}
	if (seen[index] != NULL && strcmp(seen[index], name) == 0)
		diag("%s: %s: given twice (shard %u of %u)", command, name,
		    index, *count);
	else if (seen[index] != NULL)
		diag("%s: %s: shard %u of %u, which %s is too: one file a "
		    "shard", command, name, index, *count, seen[index]);
	else {
		seen[index] = name;
		return EXIT_OK;
	}
	return EXIT_INPUT;
}

/*
 * Says which shards of count no file of seen holds.  Returns EXIT_OK if
 * none is missing or partial allows it, else EXIT_INPUT.
 */
static int
missing(const char *command, const char **seen, unsigned count,
    int partial)
{
	int status = EXIT_OK;

	for (unsigned i = 0; i < count; i++)
		if (seen[i] == NULL) {
			diag("%s: shard %u of %u is missing%s", command, i,
			    count, partial ? ": its units are searched here" :
			    "");
			status = partial ? EXIT_OK : EXIT_INPUT;
		}
	return status;
}

/*
 * Reads the count shard files into the search s, which then finds every
 * part they solved, the plan read left in *pp (NULL if none was read),
 * and, with --fraction, solves their claims again.  Returns EXIT_OK, or
 * an exit status having said why.
 */
static int
merge_files(const struct shard_settings *set, struct search *s,
    char *const files[], size_t count, struct optimal_plan **pp)
{
	const char **seen = calloc(OPTIMAL_SHARDS_MAX, sizeof(*seen));
	const char *command = set->cb.command;
	unsigned shards = 0;
	char why[SHARD_WHY_MAX];
	int status = EXIT_OK, made = 0;

	*pp = NULL;
	if (seen == NULL) {
		diag("%s: out of memory", command);
		return EXIT_SYSTEM;
	}
	for (size_t i = 0; i < count && status == EXIT_OK; i++)
		status = merge_one(files[i], s, pp, &shards, seen);
	if (status == EXIT_OK)
		status = missing(command, seen, shards, set->partial);
	if (status == EXIT_OK && *pp != NULL && (optimal_plan_check(*pp, why,
	    sizeof(why)) == -1 || (made = optimal_plan_merge(s->sv.optimal,
	    *pp, why, sizeof(why))) == -1)) {
		diag("%s: %s", command, why);
		status = EXIT_INPUT;
	} else if (status == EXIT_OK && made == 1) {
		diag("%s: %s%s", command, why, set->partial ?
		    "; it is searched here" : "");
		status = set->partial ? EXIT_OK : EXIT_INPUT;
	}
	if (status == EXIT_OK && set->fraction > 0 && *pp != NULL)
		status = verify_claims(&set->cb, &s->sv, *pp, set->fraction);
	free(seen);
	return status;
}

/* Prints the ranking that the shards' files of plan p make. */
static int
print_ranking(const struct shard_settings *set, struct search *s,
    const struct optimal_plan *p)
{
	size_t room = s->ranking.only != NULL ? s->ranking.count :
	    s->sv.guesses.count;
	struct optimal_ranked *rows = malloc((room + 1) * sizeof(*rows));
	struct optimal_ranking r;
	int status = EXIT_SYSTEM;

	if (p == NULL) {
		diag("%s: no shard's file", set->cb.command);
		status = EXIT_INPUT;
	} else if (rows == NULL || optimal_plan_rows(s->sv.optimal, p, rows,
	    &r) == -1)
		diag("%s: out of memory", set->cb.command);
	else
		status = rank_write(&set->cb, set->format, &s->sv, rows, &r);
	free(rows);
	return status;
}

/*
 * Returns 1 if the file name is a regular file (not a FIFO, which a peek
 * would drain) that begins as a certificate does, or as gzip's files (a
 * certificate compressed: a shard's file never is), else 0.
 */
static int
is_certificate(const char *name)
{
	static const char begins[] = "code-certificate ";
	char text[sizeof(begins)] = "";
	struct stat st;
	FILE *in;

	if (stat(name, &st) == -1 || !S_ISREG(st.st_mode) ||
	    (in = fopen(name, "r")) == NULL)
		return 0;
	if (fread(text, 1, sizeof(begins) - 1, in) != sizeof(begins) - 1)
		text[2] = '\0';
	fclose(in);
	return memcmp(text, begins, sizeof(begins) - 1) == 0 ||
	    memcmp(text, "\x1f\x8b", 2) == 0;
}

/*
 * Moves the certificates among the count files to their end, each part
 * in its order.  Returns how many.
 */
static size_t
certificates_last(char *files[], size_t count)
{
	char **certificates = malloc((count + 1) * sizeof(*certificates));
	size_t found = 0, kept = 0;

	if (certificates == NULL)
		return 0;	/* all read as shards' files: refused */
	for (size_t i = 0; i < count; i++)
		if (is_certificate(files[i]))
			certificates[found++] = files[i];
		else
			files[kept++] = files[i];
	memcpy(files + kept, certificates, found * sizeof(*files));
	free(certificates);
	return found;
}

/*
 * Exits with a usage error if the certificate to write is one of the
 * count files read.
 */
static void
check_written(const struct shard_settings *set, const char *usage,
    char *const files[], size_t count)
{
	struct stat to, from;

	if (set->certificate == NULL || stat(set->certificate, &to) == -1)
		return;
	for (size_t i = 0; i < count; i++)
		if (stat(files[i], &from) == 0 && from.st_dev == to.st_dev &&
		    from.st_ino == to.st_ino)
			usage_error(&set->cb, usage, "--certificate: the file "
			    "to write is one of the files read");
}

/*
 * Reads the certificates among the count files for the merge's own
 * (*reuse, NULL if none), said to be left unread if it writes none, and
 * sets *count to the shards' files, first in files.  Returns EXIT_OK, or
 * an exit status having said why.
 */
static int
read_certificates(const struct shard_settings *set, const struct search *s,
    char *files[], size_t *count, struct reuse **reuse)
{
	size_t certificates = certificates_last(files, *count);

	*reuse = NULL;
	*count -= certificates;
	if (certificates == 0)
		return EXIT_OK;
	if (set->certificate == NULL) {
		diag("%s: %zu %s among the files, read with --certificate "
		    "alone", set->cb.command, certificates, plural(certificates,
		    "certificate", "certificates"));
		return EXIT_OK;
	}
	return certify_reuse(&set->cb, &s->sv, s->named.first, files + *count,
	    certificates, reuse);
}

/*
 * code shard merge (and verify) FILE ...: reads the shards' files and
 * prints what the single run prints; with --certificate, writes its
 * certificate, the claims below the units from the shards' certificates
 * among the files.
 */
static int
merge_command(struct shard_settings *set, const char *usage, int argc,
    char *argv[])
{
	struct analyze_output out = { set->format, set->tree, set->tree_format,
	    "--tree", set->tree_depth, set->certificate, NULL };
	struct optimal_plan *p = NULL;
	struct reuse *reuse = NULL;
	size_t shards = (size_t)argc;
	struct search s;
	int status;

	if (argc < 1)
		usage_error(&set->cb, usage, "expected FILE ..., the shards' "
		    "files");
	if (set->tree_depth > 0 && (!set->tree ||
	    set->tree_format != TREE_DOT))
		usage_error(&set->cb, usage, "--tree-depth draws the top of a "
		    "--tree=dot");
	if (set->tree && set->format != RECORD_TEXT)
		usage_error(&set->cb, usage, "--tree takes its format as "
		    "--tree=FORMAT");
	certify_check(&set->cb, usage, set->certificate);
	if ((status = shard_check_files(set->cb.command, NULL, argv,
	    (size_t)argc)) != EXIT_OK)
		return status;
	check_written(set, usage, argv, (size_t)argc);
	if ((status = begin_search(set, usage, &s)) == EXIT_OK) {
		if (s.named.ranking != NULL && set->certificate != NULL)
			usage_error(&set->cb, usage, "--certificate proves a "
			    "search's total: a table's shards write none");
		analyze_check_tree(&set->cb, &s.sv, &out);
		status = read_certificates(set, &s, argv, &shards, &reuse);
		out.reuse = reuse;
	}
	if (status == EXIT_OK && shards == 0)
		usage_error(&set->cb, usage, "expected FILE ..., the shards' "
		    "files, beside their certificates");
	if (status == EXIT_OK)
		status = merge_files(set, &s, argv, shards, &p);
	if (status == EXIT_OK && s.named.ranking != NULL)
		status = print_ranking(set, &s, p);
	else if (status == EXIT_OK)
		status = analyze_play(&set->cb, &s.sv, s.named.first,
		    set->ask.first, &out);
	optimal_plan_free(p);
	reuse_free(reuse);
	end_search(&s);
	return status;
}

/*
 * The subcommands of shard, as code.c's table lists commands: shard's own
 * function runs each (subcommand()).
 */
const struct command shard_subcommands[] = {
	{ "plan", NULL, &plan_mode, NULL },
	{ "run", NULL, &run_mode, NULL },
	{ "merge", NULL, &merge_mode, NULL },
	{ "verify", NULL, &verify_mode, NULL },
	{ NULL, NULL, NULL, NULL }
};

/*
 * Reads the options of subcommand m (verify's --fraction 100% unless
 * said) and runs it on its operands.  Returns the exit status.
 */
static int
subcommand(const struct cli_mode *m, int argc, char *argv[])
{
	struct shard_settings set = { .cb = { .strategy = STRATEGY_OPTIMAL,
	    .goal = GOAL_AVERAGE }, .tree_format = TREE_LINES,
	    .format = RECORD_TEXT, .fraction = m == &verify_mode ? 1000000 :
	    0 };
	int status;

	codebreaker_parse(m, m == &plan_mode ? plan_help : m == &run_mode ?
	    run_help : m == &merge_mode ? merge_help : verify_help, &argc,
	    &argv, &set, &set.cb);
	if (m == &plan_mode)
		status = plan_command(&set, argc, argv);
	else if (m == &run_mode)
		status = run_command(&set, argc, argv);
	else
		status = merge_command(&set, m->usage, argc, argv);
	return cli_finish(status);
}

/* The name of the ith subcommand, for cli_nearest(). */
static const char *
subcommand_name(size_t i)
{
	return shard_subcommands[i].name;
}

int
shard_command(int argc, char *argv[])
{
	size_t count = sizeof(shard_subcommands) / sizeof(*shard_subcommands) -
	    1, nearest;
	char shown[DIAG_QUOTED_MAX];

	for (size_t i = 0; argc > 1 && i < count; i++)
		if (strcmp(argv[1], shard_subcommands[i].name) == 0)
			return subcommand(shard_subcommands[i].mode, argc - 1,
			    argv + 1);
	if (argc > 1 && (strcmp(argv[1], "-h") == 0 ||
	    strcmp(argv[1], "--help") == 0))
		cli_help(shard_usage, shard_help);
	if (argc < 2) {
		diag("shard: expected plan, run, merge or verify");
		cli_usage(shard_usage);
	}
	diag_quote(shown, sizeof(shown), (const unsigned char *)argv[1],
	    strlen(argv[1]));
	if ((nearest = cli_nearest(argv[1], subcommand_name, count)) < count)
		diag("shard: %s is not plan, run, merge or verify; did you "
		    "mean '%s'?", shown, shard_subcommands[nearest].name);
	else
		diag("shard: %s is not plan, run, merge or verify", shown);
	cli_usage(shard_usage);
}
