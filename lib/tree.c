#include "tree.h"

#include <stdlib.h>
#include <string.h>

void
tree_init(struct tree *t, size_t length)
{
	memset(t, 0, sizeof(*t));
	t->length = length;
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
make_room(struct tree *t, size_t n)
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
tree_add(struct tree *t, unsigned depth, struct hint reply, size_t guess)
{
	if (make_room(t, 1) == -1)
		return -1;
	t->nodes[t->count++] = (struct tree_node){ (uint32_t)guess,
	    depth > 1 ? tree_reply_index(t, reply) : 0, (uint16_t)depth };
	return 0;
}

int
tree_graft(struct tree *t, const struct tree *sub, unsigned depth,
    struct hint reply)
{
	if (make_room(t, sub->count) == -1)
		return -1;
	for (size_t i = 0; i < sub->count; i++) {
		struct tree_node n = sub->nodes[i];

		n.depth = (uint16_t)(n.depth + depth - 1);
		if (i == 0)
			n.reply = depth > 1 ? tree_reply_index(t, reply) : 0;
		t->nodes[t->count++] = n;
	}
	return 0;
}

int
tree_format_parse(const char *name, enum tree_format *f)
{
	static const char *const names[] = { "lines", "json", "golf" };

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (strcmp(name, names[i]) == 0) {
			*f = (enum tree_format)i;
			return 0;
		}
	return -1;
}
