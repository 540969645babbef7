/* code analyze: a strategy played against every secret (solver.h). */

#include "commands.h"

#include <errno.h>
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../codes/tree.h"
#include "../core/diag.h"
#include "../core/output.h"
#include "../core/variant.h"
#include "../optimal/optimal.h"
#include "../solver/analysis.h"
#include "../solver/dot.h"
#include "../solver/history.h"
#include "../solver/replay.h"
#include "../solver/solver.h"
#include "cli.h"
#include "codebreaker.h"
#include "openings.h"
#include "shards.h"

/*
 * Writes what a search that was stopped (p) proved and how far the
 * strategy a played may be from it, as text lines or as JSON fields after
 * others: the goal, why it stopped and when, what is proven (which: of
 * which strategies), and the gap, the guesses the strategy may lose: of
 * its total to the bound, or of its worst case (goal depth).
 */
static void
say_stopped(const struct optimal_proof *p, const struct analysis *a,
    const char *which, int json)
{
	static const char *const names[] = { "", "SIGINT", "SIGTERM",
	    "time-limit" };
	uint64_t gap = p->goal == GOAL_DEPTH ? a->worst - p->beyond - 1 :
	    a->total - p->lower;
	const char *why = optimal_stop_name(p->stopped);

	if (json) {
		output_printf(",\"goal\":\"%s\",\"proven\":false,"
		    "\"stopped\":\"%s\",\"seconds\":%.1f", goal_name(p->goal),
		    names[p->stopped], p->seconds);
		if (p->goal != GOAL_AVERAGE)
			output_printf(",\"none_within\":%u", p->beyond);
		if (p->goal != GOAL_DEPTH)
			output_printf(",\"lower_bound\":%llu",
			    (unsigned long long)p->lower);
		if (p->goal != GOAL_DEPTH && p->within > 0)
			output_printf(",\"lower_bound_within\":%u",
			    p->within);
		else if (p->goal != GOAL_DEPTH)
			output_printf(",\"lower_bound_within\":null");
		output_printf(",\"gap\":%llu", (unsigned long long)gap);
		return;
	}
	output_printf("goal: %s\nnot proven optimal: the search was stopped "
	    "by %s after %.1f s\n", goal_name(p->goal), why, p->seconds);
	if (p->goal == GOAL_DEPTH)
		output_printf("proven: no %s wins every game within %u "
		    "guesses\ngap: %llu %s between this one's worst case and "
		    "that\n", which, p->beyond, (unsigned long long)gap,
		    plural(gap, "guess", "guesses"));
	else {
		if (p->goal == GOAL_WORST && p->beyond > 0)
			output_printf("proven: no %s wins every game within %u "
			    "guesses\n", which, p->beyond);
		if (p->within > 0)
			output_printf("proven: no %s that wins every game "
			    "within %u guesses has a total below %llu\n", which,
			    p->within, (unsigned long long)p->lower);
		else
			output_printf("proven: no %s has a total below %llu\n",
			    which, (unsigned long long)p->lower);
		output_printf("gap: %llu %s (%.2f%%) between this one's total "
		    "and that\n",
		    (unsigned long long)gap, plural(gap, "guess", "guesses"),
		    100.0 * (double)gap / (double)a->total);
	}
}

/*
 * Writes what the optimal search proved, as text lines or as JSON fields
 * after others: the goal, the fewest guesses that always win (worst), and
 * the smallest total of the goal, among the strategies that open with
 * first if --first chose it, and that guess consistently if asked; or, if
 * it was stopped, what say_stopped() says of the strategy a played.
 */
static void
say_proof(const struct solver *sv, const struct analysis *a,
    const char *first, int json)
{
	char which[VARIANT_LENGTH_MAX + 64];
	struct optimal_proof p;

	if (sv->optimal == NULL)
		return;
	optimal_proof(sv->optimal, &p);
	snprintf(which, sizeof(which), "%sstrategy%s%s",
	    p.consistent ? "consistent " : "", p.opened ? " that opens with " :
	    "", p.opened ? first : "");
	if (json && p.opened) {
		output_printf(",\"opening\":");
		output_json_string(first);
	}
	if (p.stopped != OPTIMAL_FINISHED)
		say_stopped(&p, a, which, json);
	else if (json && p.goal == GOAL_DEPTH)
		output_printf(",\"goal\":\"depth\",\"fewest_guesses\":%u",
		    p.depth);
	else if (json && p.goal == GOAL_WORST)
		output_printf(",\"goal\":\"worst\",\"fewest_guesses\":%u,"
		    "\"least_total\":%llu", p.depth,
		    (unsigned long long)p.total);
	else if (json && p.unlimited > 0)
		output_printf(",\"goal\":\"average\",\"least_total\":%llu,"
		    "\"least_total_without_tries\":%llu",
		    (unsigned long long)p.total,
		    (unsigned long long)p.unlimited);
	else if (json)
		output_printf(",\"goal\":\"average\",\"least_total\":%llu",
		    (unsigned long long)p.total);
	else if (p.goal != GOAL_AVERAGE && p.depth == 1)
		output_printf("goal: %s\nproven: one guess wins\n",
		    goal_name(p.goal));
	else if (p.goal == GOAL_DEPTH)
		output_printf("goal: depth\nproven: no %s wins every game "
		    "within %u guesses; this one wins every game within %u\n",
		    which, p.depth - 1, p.depth);
	else if (p.goal == GOAL_WORST)
		output_printf("goal: worst\nproven: no %s wins every game "
		    "within %u guesses; within %u none has a total below "
		    "%llu\n", which, p.depth - 1, p.depth,
		    (unsigned long long)p.total);
	else if (p.unlimited > 0)	/* the try limit made it larger */
		output_printf("goal: average\nproven: no %s has a total "
		    "below %llu while winning every game within %u guesses\n"
		    "proven: without the try limit, no %s has a total below "
		    "%llu\n", which, (unsigned long long)p.total, p.tries,
		    which, (unsigned long long)p.unlimited);
	else
		output_printf("goal: average\nproven: no %s has a total "
		    "below %llu\n", which, (unsigned long long)p.total);
}

/*
 * Writes the rules sv plays, as the values of --colours, --length and
 * --distinct that repeat them whatever -v and rules were given: as text
 * lines, or as JSON fields after others.
 */
static void
say_rules(const struct solver *sv, int json)
{
	const struct variant *v = sv->variant;
	char set[VARIANT_SET_MAX];

	variant_colour_set(v, set);
	if (json) {
		output_printf(",\"colours\":");
		output_json_string(set);
		output_printf(",\"length\":%zu,\"distinct\":\"%s\"",
		    sv->guesses.length, variant_distinct_name(v));
		if (!rule_is_counts(sv->rule))
			output_printf(",\"hint\":\"%s\"", rule_name(sv->rule));
		if (v->secrets != NULL) {
			output_printf(",\"secrets_file\":");
			output_json_string(v->secrets);
		}
		if (v->allowed != NULL) {
			output_printf(",\"allowed_file\":");
			output_json_string(v->allowed);
		}
		if (sv->consistent)
			output_printf(",\"consistent\":true");
		if (sv->hard != NULL)
			output_printf(",\"hard\":true");
	} else {
		output_printf("colours: %s (%zu)\nlength: %zu\ndistinct: %s\n",
		    set, strlen(v->colours), sv->guesses.length,
		    variant_distinct_name(v));
		if (!rule_is_counts(sv->rule))
			output_printf("hint: %s\n", rule_name(sv->rule));
		if (v->secrets != NULL)
			output_printf("list of secrets: %s (%zu)\n", v->secrets,
			    sv->secrets.count);
		if (v->allowed != NULL)
			output_printf("list of guesses: %s (%zu, %zu with the "
			    "secrets)\n", v->allowed, sv->allowed_listed,
			    sv->guesses.count);
		if (sv->consistent)
			output_printf("guesses: consistent\n");
		if (sv->hard != NULL)
			output_printf("guesses: hard mode\n");
	}
}

#define BAR_MAX	40	/* columns of the longest bar */

/*
 * Writes how many secrets a finds in 1, 2, ... guesses, a line each; on
 * a terminal (as ls colours only there), each count padded to the widest
 * and followed by a bar of '#', the largest count's BAR_MAX long and the
 * others in proportion, rounded, at least one for a count above 0.
 */
static void
say_found(const struct analysis *a)
{
	int bars = isatty(STDOUT_FILENO);
	char bar[BAR_MAX];
	uint64_t most = 0;
	int width = 0;

	memset(bar, '#', sizeof(bar));
	for (unsigned n = 1; n <= a->worst; n++)
		if (a->found[n] > most)
			most = a->found[n];
	width = snprintf(NULL, 0, "%llu", (unsigned long long)most);
	for (unsigned n = 1; n <= a->worst; n++) {
		uint64_t k = a->found[n], length;

		if (!bars) {
			output_printf("found in %u: %llu\n", n,
			    (unsigned long long)k);
			continue;
		}
		length = (k * BAR_MAX + most / 2) / most;
		if (length == 0 && k > 0)
			length = 1;
		output_printf("found in %u: %-*llu  %.*s\n", n, width,
		    (unsigned long long)k, (int)length, bar);
	}
}

/* Writes a, of strategy, in the words of the text format. */
static void
say_analysis(const struct solver *sv, const struct analysis *a,
    const char *first, const char *strategy)
{
	int tries = variant_tries(sv->variant);
	uint64_t late = 0, d = a->total, r = a->secrets;

	while (r != 0) {	/* d becomes gcd(total, secrets) */
		uint64_t t = d % r;

		d = r;
		r = t;
	}
	output_printf("variant: %s\n", sv->variant->name);
	say_rules(sv, 0);
	output_printf("strategy: %s\nfirst guess: %s\nsecrets: %llu\n",
	    strategy, first, (unsigned long long)a->secrets);
	say_found(a);
	output_printf("total guesses: %llu\naverage: %llu/%llu = %.4f\nworst case: %u\n",
	    (unsigned long long)a->total, (unsigned long long)(a->total / d),
	    (unsigned long long)(a->secrets / d),
	    (double)a->total / (double)a->secrets, a->worst);
	for (unsigned n = tries > 0 ? (unsigned)tries + 1 : 1;
	    tries > 0 && n <= a->worst; n++)
		late += a->found[n];
	if (tries < 0)
		output_printf("try limit: none\n");
	else if (late == 0)
		output_printf("try limit: %d, always met\n", tries);
	else
		output_printf("try limit: %d, missed for %llu %s\n", tries,
		    (unsigned long long)late, plural(late, "secret", "secrets"));
	say_proof(sv, a, first, 0);
}

/* Writes a, of strategy, as the fields of a JSON object, left open. */
static void
say_analysis_json(const struct solver *sv, const struct analysis *a,
    const char *first, const char *strategy)
{
	int tries = variant_tries(sv->variant);

	output_printf("{\"variant\":");
	output_json_string(sv->variant->name);
	say_rules(sv, 1);
	output_printf(",\"strategy\":");
	output_json_string(strategy);
	output_printf(",\"first\":");
	output_json_string(first);
	output_printf(",\"secrets\":%llu,\"found\":[",
	    (unsigned long long)a->secrets);
	for (unsigned n = 1; n <= a->worst; n++)
		output_printf("%s%llu", n > 1 ? "," : "", (unsigned long long)a->found[n]);
	output_printf("],\"total\":%llu,\"average\":%.4f,\"worst\":%u,\"tries\":",
	    (unsigned long long)a->total,
	    (double)a->total / (double)a->secrets, a->worst);
	if (tries < 0)
		output_printf("null,\"within_tries\":true");
	else
		output_printf("%d,\"within_tries\":%s", tries,
		    a->worst <= (unsigned)tries ? "true" : "false");
	say_proof(sv, a, first, 1);
}

/* Writes what replaying a tree found beyond the analysis r->a. */
static void
say_coverage(const struct codebreaker_settings *set, const struct solver *sv,
    const struct replay *r)
{
	static const char *const formats[] = { "lines", "json", "golf" };
	char text[VARIANT_TEXT_MAX];

	if (r->uncovered > 0)
		variant_write(sv->variant, space_code(&sv->secrets,
		    r->first_uncovered), sv->secrets.length, text);
	if (set->json) {
		output_printf(",\"tree\":\"%s\",\"unfound\":%llu,"
		    "\"first_unfound\":", formats[r->format],
		    (unsigned long long)r->uncovered);
		if (r->uncovered == 0)
			output_printf("null,\"after\":null}\n");
		else {
			output_json_string(text);
			output_printf(",\"after\":");
			output_json_string(r->path);
			output_printf("}\n");
		}
	}
	else if (r->uncovered == 0)
		output_printf("tree: %s, finds every secret\n",
		    formats[r->format]);
	else
		output_printf("tree: %s, never finds %llu %s, the first %s "
		    "after %s\n", formats[r->format],
		    (unsigned long long)r->uncovered, plural(r->uncovered,
		    "secret", "secrets"), text, r->path);
}

/* Replays the tree of set->replay.  Returns an exit status. */
static int
replay(const struct codebreaker_settings *set, const struct solver *sv)
{
	char text[VARIANT_TEXT_MAX];
	struct replay r;
	struct reader in;
	int status;

	if (reader_open(&in, set->replay, READER_SIZE_DEFAULT) == -1) {
		diag("%s: %s", in.name, strerror(errno));	/* - is <stdin> */
		return EXIT_SYSTEM;
	}
	reader_skip_bom(&in);
	status = tree_replay(sv, &in, &r);
	reader_close(&in);
	if (status == EXIT_OK) {
		variant_write(sv->variant, space_code(&sv->guesses, r.a.first),
		    sv->guesses.length, text);
		if (set->json)
			say_analysis_json(sv, &r.a, text, "replay");
		else
			say_analysis(sv, &r.a, text, "replay");
		say_coverage(set, sv, &r);
	}
	free(r.path);
	return status == EXIT_OK && r.uncovered > 0 ? EXIT_UNFOUND : status;
}

/*
 * Returns EXIT_OK if the strategy sv's optimal search played, analysed in
 * a, totals what the search proved, else EXIT_INPUT having said so: a
 * merge's files made the proof (a search of one process cannot differ).
 */
static int
check_played(const struct solver *sv, const struct analysis *a)
{
	struct optimal_proof p;

	if (sv->optimal == NULL)
		return EXIT_OK;
	optimal_proof(sv->optimal, &p);
	if (p.stopped != OPTIMAL_FINISHED || p.goal == GOAL_DEPTH ||
	    !p.done || a->total == p.total)
		return EXIT_OK;
	diag("analyze: the strategy played totals %llu guesses, not the %llu "
	    "the search proved: the shards' files are not what they say",
	    (unsigned long long)a->total, (unsigned long long)p.total);
	return EXIT_INPUT;
}

/* Checks the options analyze was given; exits on a usage error. */
static void
check_analyze(const struct codebreaker_settings *set)
{
	if (optind < set->argc && !set->merge && !set->shard) {
		diag("analyze: takes no operands (but the files of --merge "
		    "and --shard)");
		codebreaker_usage();
	}
	if (set->replay != NULL && (set->tree || set->first != NULL ||
	    set->strategy_given || set->consistent)) {
		diag("analyze: --replay goes without --tree, --first, "
		    "--strategy and --consistent: the tree is the strategy");
		codebreaker_usage();
	}
	if (set->tree && set->format_given) {
		diag("analyze: --tree takes its format as --tree=FORMAT");
		codebreaker_usage();
	}
	if (set->tree_depth > 0 && (!set->tree ||
	    set->tree_format != TREE_DOT)) {
		diag("analyze: --tree-depth draws the top of a --tree=dot");
		codebreaker_usage();
	}
}

/* Checks --shard, --shard-file and --merge; exits on a usage error. */
static void
check_shards(const struct codebreaker_settings *set)
{
	if (set->shard != (set->shard_file != NULL)) {
		diag("analyze: --shard=I/K and --shard-file=FILE go together");
		codebreaker_usage();
	}
	if (set->shard_file != NULL && set->shard_file[0] == '\0') {
		diag("analyze: --shard-file: an empty name");
		codebreaker_usage();
	}
	if (set->checkpoint > 0 && !set->shard) {
		diag("analyze: --checkpoint is how often --shard keeps its "
		    "search");
		codebreaker_usage();
	}
	if (set->partial && !set->merge) {
		diag("analyze: --partial merges the files of --merge");
		codebreaker_usage();
	}
	if (set->verify > 0 && !set->merge) {
		diag("analyze: --verify checks the files of --merge");
		codebreaker_usage();
	}
	if (set->unit_size > 0 && !set->shard && !set->merge && !set->plan) {
		diag("analyze: --unit-size says how --plan, --shard and --merge "
		    "deal the search");
		codebreaker_usage();
	}
	if (set->unit_depth > 0 && set->unit_size == 0) {
		diag("analyze: --unit-depth says how deep --unit-size deals");
		codebreaker_usage();
	}
	if (!set->shard && !set->merge && !set->plan)
		return;
	if (set->shard + set->merge + (set->plan > 0) > 1) {
		diag("analyze: --plan shows the deal, --shard runs a shard, "
		    "--merge merges them: one of them");
		codebreaker_usage();
	}
	if (set->strategy != STRATEGY_OPTIMAL || set->goal != GOAL_AVERAGE ||
	    set->replay != NULL) {
		diag("analyze: --plan, --shard and --merge split the search of "
		    "--strategy=optimal, goal average, without --replay");
		codebreaker_usage();
	}
	if (set->plan && (set->tree || set->format_given || optind <
	    set->argc)) {
		diag("analyze: --plan prints the deal alone: no --tree, "
		    "--format or operand");
		codebreaker_usage();
	}
	if (set->shard && (set->tree || set->format_given)) {
		diag("analyze: a shard writes its file alone: --tree and "
		    "--format go with --merge");
		codebreaker_usage();
	}
	if (set->shard && optind < set->argc && set->unit_size == 0) {
		diag("analyze: --shard's files lower the limits of the jobs "
		    "--unit-size deals");
		codebreaker_usage();
	}
	if (set->merge && optind >= set->argc) {
		diag("analyze: --merge takes the files of the shards as "
		    "operands");
		codebreaker_usage();
	}
}

/* Exits with a usage error if set's tree cannot hold codes of sv. */
static void
check_tree_length(const struct codebreaker_settings *set, const struct solver *sv)
{
	size_t length = sv->guesses.length;

	if ((set->tree || set->replay != NULL) && length > TREE_LENGTH_MAX) {
		diag("analyze: a tree holds codes of at most %d positions",
		    TREE_LENGTH_MAX);
		exit(EXIT_USAGE);
	}
	if (set->tree && set->tree_format == TREE_GOLF && length > 9) {
		diag("analyze: --tree=golf writes a reply as two digits, so "
		    "codes of at most 9 positions");
		exit(EXIT_USAGE);
	}
}

/*
 * Runs analyze's table of first guesses (openings.h) for set, sv set up
 * (files: --merge's).  Returns the exit status, sv freed.
 */
static int
openings_command(const struct codebreaker_settings *set, struct solver *sv,
    char *const files[], size_t nfiles)
{
	size_t *only = NULL, count = 0;
	int status = openings_read(set, sv, &only, &count);

	if (status == EXIT_OK)
		status = openings_run(set, sv, only, count, files, nfiles);
	free(only);
	solver_free(sv);
	return cli_finish(status);
}

int
analyze_command(int argc, char *argv[])
{
	struct codebreaker_settings set = { .strategy = STRATEGY_KNUTH,
	    .argc = argc };
	char why[VARIANT_WHY_MAX], text[VARIANT_TEXT_MAX];
	struct analysis a;
	struct solver sv;
	struct tree tree;
	size_t first = SIZE_MAX;
	int status = EXIT_OK;

	codebreaker_parse(&analyze_mode, argc, argv, &set);
	check_analyze(&set);
	check_shards(&set);
	if ((status = shards_check_files(&set, argv + optind,
	    (size_t)(argc - optind))) != EXIT_OK)
		return cli_finish(status);
	codebreaker_start(&sv, &set);
	openings_check(&set, &sv);
	check_tree_length(&set, &sv);
	if (openings_asked(&set, &sv) && (set.plan || set.unit_size)) {
		diag("analyze: --plan and --unit-size deal one search by its "
		    "parts; a table of first guesses is dealt by first guess, "
		    "as --shard deals it");
		codebreaker_usage();
	}
	if (openings_asked(&set, &sv))
		return openings_command(&set, &sv, argv + optind,
		    (size_t)(argc - optind));
	if (set.first != NULL && (first = history_guess(&sv, set.first,
	    strlen(set.first), why)) == SIZE_MAX)
		cli_bad_value("--first", why, NULL);
	if (first != SIZE_MAX && sv.consistent &&
	    space_index(&sv.secrets, space_code(&sv.guesses, first)) ==
	    SIZE_MAX)
		cli_bad_value("--first", "with --consistent, a code that may be "
		    "the secret", set.first);
	if (set.plan)
		status = shards_plan(&set, &sv, first);
	else if (set.shard)
		status = shards_run(&set, &sv, first, argv + optind,
		    (size_t)(argc - optind));
	else if (set.merge)	/* fills the memo; the search below prints */
		status = shards_merge(&set, &sv, first, argv + optind,
		    (size_t)(argc - optind));
	if (set.shard || set.plan || status != EXIT_OK) {
		solver_free(&sv);
		return cli_finish(status);
	}
	if (first != SIZE_MAX && sv.optimal != NULL &&
	    optimal_open(sv.optimal, sv.secret_left, sv.secret_count,
	    sv.played, first) == -1) {
		status = EXIT_SYSTEM;
		if (optimal_out_of_memory(sv.optimal))
			diag("analyze: out of memory");
		else if (optimal_none_within(sv.optimal) > 0) {
			codebreaker_none_within("analyze", sv.optimal,
			    set.first);
			status = EXIT_OUT_OF_TRIES;
		} else
			diag("analyze: no strategy that opens with %s finds "
			    "every secret", set.first);
		solver_free(&sv);
		return cli_finish(status);
	}
	tree_init(&tree, sv.guesses.length, sv.rule);
	if (set.replay != NULL)
		status = replay(&set, &sv);
	else if ((status = solver_analyze_tree(&sv, first, &a, set.tree ?
	    &tree : NULL)) == -1) {
		diag("analyze: a game went past %d guesses", SOLVER_DEPTH_MAX);
		status = EXIT_SYSTEM;
	} else if (status == EXIT_OUT_OF_TRIES)
		codebreaker_none_within("analyze", sv.optimal, NULL);
	else if (status == EXIT_OK &&
	    (status = check_played(&sv, &a)) != EXIT_OK)
		;	/* said */
	else if (status == EXIT_OK && set.tree &&
	    set.tree_format == TREE_DOT)
		status = dot_write(&tree, &sv, &a, strategy_name(sv.strategy),
		    set.tree_depth);
	else if (status == EXIT_OK && set.tree)
		status = tree_write(&tree, set.tree_format, &sv.guesses,
		    sv.variant);
	else if (status == EXIT_OK) {
		variant_write(sv.variant, space_code(&sv.guesses, a.first),
		    sv.guesses.length, text);
		if (set.json) {
			say_analysis_json(&sv, &a, text,
			    strategy_name(sv.strategy));
			output_bytes("}\n", 2);
		} else
			say_analysis(&sv, &a, text, strategy_name(sv.strategy));
	}
	if (status == EXIT_OK && set.replay == NULL)
		status = codebreaker_stopped(&sv, &a);
	tree_free(&tree);
	solver_free(&sv);
	return cli_finish(status);
}
