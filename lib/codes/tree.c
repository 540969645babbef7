/* A strategy's decision tree, built node by node in preorder. */

#include "tree.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/diag.h"
#include "../core/output.h"
#include "../core/variant.h"
#include "space.h"

void
tree_init(struct tree *t, size_t length, const struct rule *rule)
{
	memset(t, 0, sizeof(*t));
	t->length = length;
	t->rule = rule;
}

void
tree_free(struct tree *t)
{
	free(t->nodes);
	t->nodes = NULL;
	t->count = t->size = 0;
}

/* Makes room for n more nodes.  Returns 0, or -1 if memory ran out. */
static int
reserve_nodes(struct tree *t, size_t n)
{
	size_t size = t->size > 0 ? t->size : 64;
	struct tree_node *nodes;

	if (t->count + n <= t->size)
		return 0;
	while (size < t->count + n)
		size *= 2;
	if ((nodes = realloc(t->nodes, size * sizeof(*nodes))) == NULL)
		return -1;
	t->nodes = nodes;
	t->size = size;
	return 0;
}

int
tree_add(struct tree *t, unsigned depth, unsigned reply, size_t guess)
{
	if (reserve_nodes(t, 1) == -1)
		return -1;
	t->nodes[t->count++] = (struct tree_node){ (uint32_t)guess,
	    (uint16_t)(depth > 1 ? reply : 0), (uint16_t)depth };
	return 0;
}

int
tree_append(struct tree *t, const struct tree *sub)
{
	if (reserve_nodes(t, sub->count) == -1)
		return -1;
	memcpy(t->nodes + t->count, sub->nodes,
	    sub->count * sizeof(*sub->nodes));
	t->count += sub->count;
	return 0;
}

/* The names of the formats, in the order of enum tree_format. */
static const char *const format_names[] = { "lines", "json", "golf",
    "dot" };
#define FORMATS	(sizeof(format_names) / sizeof(format_names[0]))

const char *
tree_format_name(size_t i)
{
	return i < FORMATS ? format_names[i] : NULL;
}

int
tree_format_parse(const char *name, enum tree_format *f)
{
	for (size_t i = 0; i < FORMATS; i++)
		if (strcmp(name, format_names[i]) == 0) {
			*f = (enum tree_format)i;
			return 0;
		}
	return -1;
}

/* What a writer needs: the tree, and how to write its codes. */
struct writer {
	const struct tree *t;
	enum tree_format f;
	const struct space *guesses;
	const struct variant *v;
	struct output *out;	/* of the lines */
};

/* Writes the code of guess index i, as a JSON string if w says so. */
static void
put_guess(const struct writer *w, size_t i)
{
	char text[VARIANT_TEXT_MAX];

	variant_write(w->v, space_code(w->guesses, i), w->guesses->length,
	    text);
	if (w->f == TREE_JSON)
		output_json_string(text);
	else
		output_bytes(text, strlen(text));
}

/*
 * Writes reply h as w's format has it: the rule's text (counts: 2,1),
 * quoted in JSON; golf writes counts as two digits, 21.
 */
static void
put_reply(const struct writer *w, unsigned h)
{
	char text[RULE_TEXT_MAX];
	size_t n = rule_write(w->t->rule, w->t->length, h, text);

	if (w->f == TREE_GOLF && rule_is_counts(w->t->rule)) {
		char *comma = strchr(text, ',');

		memmove(comma, comma + 1, strlen(comma));
		n--;
	}
	if (w->f == TREE_JSON)
		output_json_string(text);
	else
		output_bytes(text, n);
}

/*
 * Writes the nested formats: a node with branches as {"guess":G,
 * "replies":{R:node,...}} or {G:{R:node,...}}, one without as
 * {"guess":G} or G.  Each node closes the branches it passes: from
 * depth p back up to depth d, "}}" a level, then "," before a sibling.
 */
static void
write_nested(const struct writer *w)
{
	const struct tree *t = w->t;
	const char *open = w->f == TREE_JSON ? "{\"guess\":" : "{";
	const char *branches = w->f == TREE_JSON ? ",\"replies\":{" : ":{";
	unsigned p = 0;

	for (size_t i = 0; i < t->count; i++) {
		const struct tree_node *n = &t->nodes[i];
		int inner = i + 1 < t->count && t->nodes[i + 1].depth ==
		    n->depth + 1;

		for (unsigned d = p; d > n->depth; d--)
			output_bytes("}}", 2);
		if (n->depth <= p)
			output_bytes(",", 1);
		if (n->depth > 1) {
			put_reply(w, n->reply);
			output_bytes(":", 1);
		}
		if (inner || w->f == TREE_JSON)
			output_bytes(open, strlen(open));
		put_guess(w, n->guess);
		if (inner)
			output_bytes(branches, strlen(branches));
		else if (w->f == TREE_JSON)
			output_bytes("}", 1);
		p = n->depth;
	}
	for (unsigned d = p; d > 1; d--)
		output_bytes("}}", 2);
	output_bytes("\n", 1);
}

/*
 * Writes the line format: for each node, the guesses and replies on the
 * way from the root, then its guess, separated by spaces.  path keeps the
 * text of the way to the node before; at[d] where its depth-d guess ends.
 * Returns 0, or -1 if memory ran out.
 */
static int
write_lines(const struct writer *w)
{
	const struct tree *t = w->t;
	size_t room = 64 * (w->guesses->length + 8), used = 0, deepest = 0;
	size_t *at;
	char *path = malloc(room), *more;
	int status = 0;

	for (size_t i = 0; i < t->count; i++)
		if (t->nodes[i].depth > deepest)
			deepest = t->nodes[i].depth;
	at = calloc(deepest + 1, sizeof(*at));
	if (path == NULL || at == NULL)
		status = -1;
	for (size_t i = 0; i < t->count && status == 0; i++) {
		const struct tree_node *n = &t->nodes[i];
		char text[VARIANT_TEXT_MAX], reply[RULE_TEXT_MAX];
		size_t need = RULE_TEXT_MAX + sizeof(text) + 4;

		used = n->depth > 1 ? at[n->depth - 1] : 0;
		if (used + need > room) {
			if ((more = realloc(path, 2 * (used + need))) == NULL) {
				status = -1;
				break;
			}
			path = more;
			room = 2 * (used + need);
		}
		if (n->depth > 1) {
			rule_write(t->rule, t->length, n->reply, reply);
			used += (size_t)snprintf(path + used, room - used,
			    " %s ", reply);
		}
		variant_write(w->v, space_code(w->guesses, n->guess),
		    w->guesses->length, text);
		used += (size_t)snprintf(path + used, room - used, "%s", text);
		at[n->depth] = used;
		path[used] = '\n';
		output_write(w->out, path, used + 1);
	}
	free(path);
	free(at);
	return status;
}

int
tree_write(const struct tree *t, enum tree_format f,
    const struct space *guesses, const struct variant *v)
{
	struct writer w = { t, f, guesses, v, &output };

	if (f != TREE_LINES)
		write_nested(&w);
	else if (write_lines(&w) == -1) {
		diag("out of memory");
		return EXIT_SYSTEM;
	}
	return 0;
}

int
tree_write_lines(const struct tree *t, struct output *out,
    const struct space *guesses, const struct variant *v)
{
	struct writer w = { t, TREE_LINES, guesses, v, out };

	return write_lines(&w);
}
