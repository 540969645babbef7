/* A strategy's decision tree as a Graphviz graph (code tree --format=dot). */

#include "dot.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "../codes/space.h"
#include "../core/diag.h"
#include "../core/output.h"
#include "../core/score.h"
#include "../core/variant.h"

/* A drawing under way: the tree, and the way to the node being drawn. */
struct drawing {
	const struct tree *t;
	const struct solver *s;
	unsigned shown;			/* the deepest level drawn in full */
	size_t path[SOLVER_DEPTH_MAX + 1];	/* the node at each depth */
	size_t cut;			/* the open summary's node, or SIZE_MAX */
	uint64_t cut_secrets, cut_total;	/* what it finds so far */
};

/* Writes the code of guess index i as a quoted dot string. */
static void
put_code(const struct drawing *w, size_t i)
{
	char text[VARIANT_TEXT_MAX];

	output_json_string(variant_write(w->s->variant,
	    space_code(&w->s->guesses, i), w->s->guesses.length, text));
}

/*
 * Returns 1 if the guess of the node at depth d on w's path can be the
 * secret: a secret of the variant that every guess above it would have
 * got the reply the path takes.  A game ends there for that secret.
 */
static int
can_be_secret(const struct drawing *w, unsigned d)
{
	const struct space *guesses = &w->s->guesses;
	const unsigned char *code = space_code(guesses,
	    w->t->nodes[w->path[d]].guess);
	size_t secret = space_index(&w->s->secrets, code);

	if (secret == SIZE_MAX)
		return 0;
	for (unsigned j = 1; j < d; j++)
		if (solver_hint_of(w->s, w->t->nodes[w->path[j]].guess,
		    secret) != w->t->nodes[w->path[j + 1]].reply)
			return 0;
	return 1;
}

/* Writes the edge into node i, at depth d, from its parent on the path. */
static void
put_edge(const struct drawing *w, size_t i, unsigned d)
{
	char reply[RULE_TEXT_MAX];

	output_printf("\tn%zu -> n%zu [label=", w->path[d - 1], i);
	output_json_string(solver_write_hint(w->s, w->t->nodes[i].reply,
	    reply));
	output_printf("];\n");
}

/* Writes node i, at depth d, and the edge into it. */
static void
put_node(const struct drawing *w, size_t i, unsigned d, int secret)
{
	const struct tree *t = w->t;
	int leaf = i + 1 == t->count || t->nodes[i + 1].depth <= d;

	output_printf("\tn%zu [label=", i);
	put_code(w, t->nodes[i].guess);
	output_printf("%s%s];\n", leaf ? ", shape=ellipse" : "",
	    secret ? ", style=filled" : "");
	if (d > 1)
		put_edge(w, i, d);
}

/* Writes the open summary of a cut subtree, if there is one, and closes it. */
static void
close_cut(struct drawing *w)
{
	if (w->cut == SIZE_MAX)
		return;
	output_printf("\tn%zu [label=\"%llu %s\\n%llu %s\", style=dashed, "
	    "fontname=\"Helvetica\"];\n", w->cut,
	    (unsigned long long)w->cut_secrets,
	    plural(w->cut_secrets, "secret", "secrets"),
	    (unsigned long long)w->cut_total,
	    plural(w->cut_total, "guess", "guesses"));
	w->cut = SIZE_MAX;
}

/*
 * Writes the plain nodes beside the tree, one a level to the deepest
 * drawn, each saying which guess of the game its level is ("guess D"), or
 * for the level of the summaries which guesses they hold; before the
 * tree's nodes, so that dot puts them on the left.
 */
static void
put_levels(const struct drawing *w, unsigned deepest)
{
	unsigned last = deepest > w->shown ? w->shown + 1 : deepest;

	for (unsigned d = 1; d <= last; d++) {
		if (d <= w->shown || deepest == d)
			output_printf("\tlevel%u [label=\"guess %u\"", d, d);
		else
			output_printf("\tlevel%u [label=\"guesses %u to %u\"", d,
			    d, deepest);
		output_printf(", shape=plaintext, fontname=\"Helvetica\"];\n");
		if (d > 1)
			output_printf("\tlevel%u -> level%u [style=invis];\n",
			    d - 1, d);
	}
}

/* Puts each level's nodes in one rank with its plain node. */
static void
put_ranks(const struct drawing *w, unsigned deepest)
{
	unsigned last = deepest > w->shown ? w->shown + 1 : deepest;

	for (unsigned d = 1; d <= last; d++) {
		output_printf("\t{ rank=same; level%u;", d);
		for (size_t i = 0; i < w->t->count; i++)
			if (w->t->nodes[i].depth == d)
				output_printf(" n%zu;", i);
		output_printf(" }\n");
	}
}

/* Writes the graph's heading: its label, the root's figures. */
static void
put_heading(const struct drawing *w, const struct analysis *a,
    const char *strategy)
{
	char label[256 + VARIANT_SET_MAX], set[VARIANT_SET_MAX];

	variant_colour_set(w->s->variant, set);
	snprintf(label, sizeof(label), "%s (colours %s, length %zu), %s: "
	    "%llu secrets, %llu guesses, average %.4f, worst case %u",
	    w->s->variant->name, set, w->s->guesses.length, strategy,
	    (unsigned long long)a->secrets, (unsigned long long)a->total,
	    a->secrets > 0 ? (double)a->total / (double)a->secrets : 0.0,
	    a->worst);
	output_printf("digraph strategy {\n\tgraph [label=");
	output_json_string(label);
	output_printf(", labelloc=t, fontname=\"Helvetica\"];\n"
	    "\tnode [shape=box, fontname=\"Courier\", "
	    "fillcolor=\"#d8e8f8\"];\n\tedge [fontname=\"Helvetica\", "
	    "fontsize=10];\n");
}

int
dot_write(const struct tree *t, const struct solver *s,
    const struct analysis *a, const char *strategy, unsigned depth_limit)
{
	struct drawing w = { .t = t, .s = s, .cut = SIZE_MAX,
	    .shown = depth_limit > 0 ? depth_limit : TREE_DEPTH_MAX };
	unsigned deepest = 0;

	for (size_t i = 0; i < t->count; i++)
		if (t->nodes[i].depth > deepest)
			deepest = t->nodes[i].depth;
	if (deepest > SOLVER_DEPTH_MAX) {
		diag("a tree deeper than %d guesses", SOLVER_DEPTH_MAX);
		return EXIT_SYSTEM;
	}
	put_heading(&w, a, strategy);
	put_levels(&w, deepest);
	for (size_t i = 0; i < t->count; i++) {
		unsigned d = t->nodes[i].depth;
		int secret;

		w.path[d] = i;
		secret = can_be_secret(&w, d);
		if (d <= w.shown + 1)
			close_cut(&w);
		if (d <= w.shown)
			put_node(&w, i, d, secret);
		else if (d == w.shown + 1) {
			w.cut = i;
			w.cut_secrets = w.cut_total = 0;
			put_edge(&w, i, d);
		}
		if (d > w.shown && secret) {
			w.cut_secrets++;
			w.cut_total += d;
		}
	}
	close_cut(&w);
	put_ranks(&w, deepest);
	output_printf("}\n");
	return EXIT_OK;
}
