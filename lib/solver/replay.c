/*
 * Replaying a strategy tree: three small parsers (the line format, JSON,
 * the Code Golf grammar) over the one reader, each handing every node to
 * open_node() in the order of a depth-first walk.  open_node() keeps the
 * open nodes from the root down, each with its secrets parted by the
 * reply they give its guess; close_level() counts what a node finds and
 * which of its secrets no branch takes.
 */

#include "replay.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../codes/space.h"
#include "../core/diag.h"
#include "../core/output.h"
#include "../core/variant.h"
#include "history.h"

#define WORD_MAX	TOKEN_TEXT_MAX	/* bytes of a word kept */
#define LINE_WORDS_MAX	(2 * SOLVER_DEPTH_MAX + 1)

/* Where a word starts, for messages. */
struct place {
	uint64_t line, column;
};

/* A word of the input: a guess or a reply as written. */
struct word {
	char text[WORD_MAX + 1];
	size_t length;			/* of the whole word */
	struct place at;
};

/* A node on the way from the root to the node being read. */
struct level {
	size_t guess;			/* an index in guesses */
	uint16_t reply;			/* that led here */
	size_t from, to;		/* its secrets: order[from .. to) */
	size_t *part;			/* where each reply's part starts */
	unsigned char *seen;		/* a branch was read for the reply */
	uint64_t *hard;			/* hard mode: the guesses it allows
					   here */
};

struct replayer {
	const struct solver *s;
	struct reader *r;
	struct replay *out;
	size_t hints, won;		/* replies, and the one that wins */
	uint32_t *order, *scratch;	/* the secrets, parted */
	unsigned *reply_of;		/* scratch */
	struct level level[SOLVER_DEPTH_MAX + 1];	/* 1 .. top */
	unsigned top;
	int rooted;
};

/*
 * Returns the next byte of the input without reading it (p->r->p++
 * does), or -1 at the end of the input or after a failed read.
 */
static int
peek(struct replayer *p)
{
	return reader_fill(p->r) ? *p->r->p : -1;
}

/* Reports a fault at place at: FILE:LINE:COL: and the message. */
static int
fault(struct replayer *p, struct place at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static int
fault(struct replayer *p, struct place at, const char *fmt, ...)
{
	char message[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(message, sizeof(message), fmt, ap);
	va_end(ap);
	diag("%s:%llu:%llu: %s", p->r->name, (unsigned long long)at.line,
	    (unsigned long long)at.column, message);
	return EXIT_INPUT;
}

/* Reports that memory ran out.  Returns EXIT_SYSTEM. */
static int
out_of_memory(void)
{
	diag("out of memory");
	return EXIT_SYSTEM;
}

/* Returns where the next byte of the input is. */
static struct place
here(struct replayer *p)
{
	struct token t = { .start = p->r->p };

	reader_locate(p->r, &t);
	return (struct place){ t.line, t.column };
}

/* The word w quoted for a message. */
static const char *
quoted(const struct word *w, char *buf, size_t size)
{
	diag_quote(buf, size, (const unsigned char *)w->text, w->length);
	return buf;
}

/* Writes the code of guess index i as text. */
static const char *
code_text(const struct replayer *p, size_t i, char *text)
{
	return variant_write(p->s->variant, space_code(&p->s->guesses, i),
	    p->s->guesses.length, text);
}

/*
 * Sets the reply and the part of each secret of level l, and l->part to
 * where each part starts once order[l->from .. l->to) is sorted by part.
 */
static void
part_secrets(struct replayer *p, struct level *l)
{
	const struct space *secrets = &p->s->secrets;
	size_t *part = l->part;

	memset(part, 0, (p->hints + 1) * sizeof(*part));
	solver_hints(p->s, l->guess, secrets, p->order + l->from,
	    l->to - l->from, p->reply_of + l->from);
	for (size_t i = l->from; i < l->to; i++)
		part[p->reply_of[i] + 1]++;
	part[0] = l->from;
	for (size_t h = 0; h < p->hints; h++)
		part[h + 1] += part[h];
	for (size_t i = l->from; i < l->to; i++)
		p->scratch[part[p->reply_of[i]]++] = p->order[i];
	memcpy(p->order + l->from, p->scratch + l->from,
	    (l->to - l->from) * sizeof(*p->order));
	for (size_t h = p->hints; h > 0; h--)	/* back to where each begins */
		part[h] = part[h - 1];
	part[0] = l->from;
}

/* Writes hint as the rule has it into text (RULE_TEXT_MAX bytes). */
static const char *
reply_text(const struct replayer *p, unsigned hint, char *text)
{
	return solver_write_hint(p->s, hint, text);
}

/*
 * Returns the way to reply h of the node at depth d: GUESS S,W ..., or
 * NULL if memory ran out.
 */
static char *
path_to(const struct replayer *p, unsigned d, size_t h)
{
	size_t size = d * (p->s->guesses.length + RULE_TEXT_MAX + 4) + 1;
	size_t used = 0;
	char *path = malloc(size), text[VARIANT_TEXT_MAX];
	char reply[RULE_TEXT_MAX];

	for (unsigned i = 1; path != NULL && i <= d; i++)
		used += (size_t)snprintf(path + used, size - used, "%s%s %s",
		    i > 1 ? " " : "", code_text(p, p->level[i].guess, text),
		    reply_text(p, i < d ? p->level[i + 1].reply : (unsigned)h,
		    reply));
	return path;
}

/*
 * Closes the deepest open node: its guess finds the secret it is, and
 * the secrets of a reply no branch was read for are never found.
 * Returns EXIT_OK, or EXIT_SYSTEM after reporting that memory ran out.
 */
static int
close_level(struct replayer *p)
{
	struct level *l = &p->level[p->top];
	struct replay *out = p->out;

	out->a.found[p->top] += l->part[p->won + 1] - l->part[p->won];
	for (size_t h = 0; h < p->hints; h++) {
		size_t from = l->part[h], to = l->part[h + 1];

		if (h == p->won || l->seen[h] || from == to)
			continue;
		out->uncovered += to - from;
		for (size_t i = from; i < to; i++)
			if (p->order[i] < out->first_uncovered) {
				out->first_uncovered = p->order[i];
				free(out->path);
				if ((out->path = path_to(p, p->top, h)) ==
				    NULL)
					return out_of_memory();
			}
	}
	p->top--;
	return EXIT_OK;
}

/*
 * Reads the text of w as a guess into *guess (an index in guesses).
 * Returns EXIT_OK, or EXIT_INPUT after reporting.
 */
static int
read_guess(struct replayer *p, const struct word *w, size_t *guess)
{
	char why[VARIANT_WHY_MAX], shown[DIAG_QUOTED_MAX];

	if (w->length > WORD_MAX || (*guess = history_guess(p->s, w->text,
	    w->length, why)) == SIZE_MAX)
		return fault(p, w->at, "guess %s: %s", quoted(w, shown,
		    sizeof(shown)), w->length > WORD_MAX ? "too long" : why);
	return EXIT_OK;
}

/*
 * Reads the text of w, a reply to guess, into *h: for counts in golf two
 * digits, strong then weak, else the hint as code solve reads it.
 * Returns EXIT_OK, or EXIT_INPUT after reporting.
 */
static int
read_reply(struct replayer *p, const struct word *w, int golf, size_t guess,
    unsigned *h)
{
	size_t length = p->s->guesses.length;
	char why[VARIANT_WHY_MAX], shown[DIAG_QUOTED_MAX];
	const char *t = w->text;
	int counts = rule_is_counts(p->s->rule);

	quoted(w, shown, sizeof(shown));
	if (golf && counts && (w->length != 2 || t[0] < '0' || t[0] > '9' ||
	    t[1] < '0' || t[1] > '9'))
		return fault(p, w->at, "expected a reply of two digits, "
		    "blacks then whites, found %s", shown);
	if (golf && counts) {
		struct hint two = { (size_t)(t[0] - '0'), (size_t)(t[1] - '0') };

		if (two.strong + two.weak > length)
			return fault(p, w->at, "reply %s: a code of %zu "
			    "positions has at most %zu matches", shown, length,
			    length);
		*h = hint_dense(length, two);
	} else if (w->length > WORD_MAX || history_parse_hint(p->s, t,
	    w->length, guess, h, why) == -1)
		return fault(p, w->at, "%s", w->length > WORD_MAX ?
		    "a reply too long" : why);
	if (*h == p->won)
		return fault(p, w->at, "reply %s wins: it is implied, not a "
		    "branch", shown);
	return EXIT_OK;
}

/*
 * Makes sure level d has room for its parts.  Returns EXIT_OK, or
 * EXIT_SYSTEM after reporting that memory ran out.
 */
static int
level_room(struct replayer *p, unsigned d)
{
	struct level *l = &p->level[d];

	if (l->part == NULL)
		l->part = malloc((p->hints + 1) * sizeof(*l->part));
	if (l->seen == NULL)
		l->seen = malloc(p->hints);
	if (l->hard == NULL && p->s->hard != NULL)
		l->hard = malloc((p->s->guesses.count / 64 + 1) *
		    sizeof(*l->hard));
	return l->part != NULL && l->seen != NULL && (p->s->hard == NULL ||
	    l->hard != NULL) ? EXIT_OK : out_of_memory();
}

/*
 * In hard mode, sets the guesses allowed at depth (the parent's, less what
 * its guess and reply rule out; every guess at the root) and checks that
 * g is one.  Returns EXIT_OK, or EXIT_INPUT after reporting.
 */
static int
hard_allows(struct replayer *p, unsigned depth, unsigned reply, size_t g,
    struct place g_at)
{
	const struct solver *s = p->s;
	size_t words = s->guesses.count / 64 + 1;
	uint64_t *bits = p->level[depth].hard;
	char text[VARIANT_TEXT_MAX], before[VARIANT_TEXT_MAX];
	char said[RULE_TEXT_MAX], why[RULE_WHY_MAX];

	if (s->hard == NULL)
		return EXIT_OK;
	memcpy(bits, depth > 1 ? p->level[depth - 1].hard : s->hard,
	    words * sizeof(*bits));
	if (depth > 1)
		solver_hard(s, p->level[depth - 1].guess, reply, bits);
	if (bits[g / 64] >> (g % 64) & 1)
		return EXIT_OK;
	/* the last guess on the way whose reply g drops, as Wordle checks */
	for (unsigned k = depth; k-- > 1;) {
		unsigned got = k + 1 < depth ? p->level[k + 1].reply : reply;

		if (!solver_hard_why(s, p->level[k].guess, got, g, why))
			return fault(p, g_at, "guess %s breaks hard mode: "
			    "after %s got %s, %s", code_text(p, g, text),
			    code_text(p, p->level[k].guess, before),
			    reply_text(p, got, said), why);
	}
	return fault(p, g_at, "guess %s breaks hard mode", code_text(p, g,
	    text));
}

/*
 * Opens the node that plays guess g (written at g_at) as guess number
 * depth, reached by reply (written at reply_at) from the open node at
 * depth - 1, after closing the deeper ones.  Returns EXIT_OK, or
 * EXIT_INPUT after reporting why there can be no such node.
 */
static int
open_node(struct replayer *p, unsigned depth, unsigned reply,
    struct place reply_at, size_t g, struct place g_at)
{
	char text[VARIANT_TEXT_MAX], said[RULE_TEXT_MAX];
	size_t from = 0, to = p->s->secrets.count;
	uint16_t r = (uint16_t)(depth > 1 ? reply : 0);
	struct level *parent = &p->level[depth - 1];
	int status;

	if (depth > SOLVER_DEPTH_MAX)
		return fault(p, g_at, "a game of more than %d guesses",
		    SOLVER_DEPTH_MAX);
	if (depth == 1 && p->rooted)
		return fault(p, g_at, "a second first guess: a tree has one "
		    "root");
	while (p->top >= depth)
		if ((status = close_level(p)) != EXIT_OK)
			return status;
	if (depth > 1 && parent->seen[r])
		return fault(p, reply_at, "a second branch for reply %s "
		    "to %s", reply_text(p, reply, said),
		    code_text(p, parent->guess, text));
	if (depth > 1) {
		from = parent->part[r];
		to = parent->part[r + 1];
		parent->seen[r] = 1;
	}
	if (from == to)
		return fault(p, reply_at, "reply %s to %s: no secret "
		    "left gives it", reply_text(p, reply, said),
		    code_text(p, parent->guess, text));
	if ((status = level_room(p, depth)) != EXIT_OK)
		return status;
	if ((status = hard_allows(p, depth, reply, g, g_at)) != EXIT_OK)
		return status;
	p->level[depth] = (struct level){ g, r, from, to, p->level[depth].part,
	    p->level[depth].seen, p->level[depth].hard };
	memset(p->level[depth].seen, 0, p->hints);
	part_secrets(p, &p->level[depth]);
	p->top = depth;
	p->rooted = 1;
	return EXIT_OK;
}

/* Is c a byte that ends a word in the grammar (besides whitespace)? */
static int
stops(int c, const char *stop)
{
	return c < 0 || (reader_class[c] & READER_SPACE) ||
	    (c != 0 && strchr(stop, c) != NULL);
}

/* Skips whitespace, newlines too if lines is 0.  Returns the next byte. */
static int
skip_blank(struct replayer *p, int lines)
{
	int c;

	while ((c = peek(p)) >= 0 && (reader_class[c] &
	    READER_SPACE) && !(lines && c == '\n'))
		p->r->p++;
	return c;
}

/* Adds byte c to word w, of which the first WORD_MAX bytes are kept. */
static void
word_add(struct word *w, int c)
{
	if (w->length < WORD_MAX)
		w->text[w->length] = (char)c;
	w->length++;
}

/* Ends the text kept of word w. */
static void
word_end(struct word *w)
{
	w->text[w->length < WORD_MAX ? w->length : WORD_MAX] = '\0';
}

/* Reads the word at the input, up to whitespace or a byte of stop. */
static void
read_word(struct replayer *p, const char *stop, struct word *w)
{
	int c;

	w->at = here(p);
	w->length = 0;
	while (!stops(c = peek(p), stop)) {
		word_add(w, c);
		p->r->p++;
	}
	word_end(w);
}

/* Reports what was found where something else was expected. */
static int
expected(struct replayer *p, const char *what)
{
	struct place at = here(p);
	int c = peek(p);
	char found[32];

	if (c < 0 && p->r->error) {
		diag("%s: %s", p->r->name, strerror(p->r->error));
		return EXIT_SYSTEM;
	}
	if (c < 0)
		snprintf(found, sizeof(found), "end of input");
	else if (c == '\n')
		snprintf(found, sizeof(found), "the end of the line");
	else if (c >= ' ' && c < 0x7f)
		snprintf(found, sizeof(found), "'%c'", c);
	else
		snprintf(found, sizeof(found), "'\\x%02x'", c);
	return fault(p, at, "expected %s, found %s", what, found);
}

/* Reads byte c, after any whitespace.  Returns EXIT_OK or a fault. */
static int
expect(struct replayer *p, int c, const char *what)
{
	if (skip_blank(p, 0) != c)
		return expected(p, what);
	p->r->p++;
	return EXIT_OK;
}

/* Reads the end of the input, after any whitespace. */
static int
expect_end(struct replayer *p)
{
	return skip_blank(p, 0) < 0 && p->r->error == 0 ? EXIT_OK :
	    expected(p, "the end of the tree");
}

/*
 * The golf grammar: strategy is GUESS, a node without branches, or
 * {GUESS:{REPLY:strategy,...}}.  The opening brace may be read already.
 */
static int
read_golf(struct replayer *p, unsigned depth, unsigned reply,
    struct place reply_at, int opened)
{
	struct word w;
	size_t guess;
	int status, c;

	if (!opened && skip_blank(p, 0) == '{')
		p->r->p++, opened = 1;
	skip_blank(p, 0);
	read_word(p, "{}:,", &w);
	if (w.length == 0)
		return expected(p, "a guess");
	if ((status = read_guess(p, &w, &guess)) != EXIT_OK ||
	    (status = open_node(p, depth, reply, reply_at, guess,
	    w.at)) != EXIT_OK || !opened)
		return status;
	if ((status = expect(p, ':', "':' after the guess")) != EXIT_OK ||
	    (status = expect(p, '{', "'{' before the branches")) != EXIT_OK)
		return status;
	do {
		struct word r;
		unsigned h;

		skip_blank(p, 0);
		read_word(p, "{}:,", &r);
		if (r.length == 0)
			return expected(p, "a reply");
		if ((status = read_reply(p, &r, 1, guess, &h)) != EXIT_OK ||
		    (status = expect(p, ':', "':' after the reply")) !=
		    EXIT_OK || (status = read_golf(p, depth + 1, h, r.at,
		    0)) != EXIT_OK)
			return status;
	} while ((c = skip_blank(p, 0)) == ',' && (p->r->p++, 1));
	if ((status = expect(p, '}', "',' or '}' after a branch")) !=
	    EXIT_OK)
		return status;
	return expect(p, '}', "'}' closing the node");
}

/*
 * Reads a JSON string into w.  Only what codes and replies need: the
 * escapes \" \\ \/ and \u00XX.
 */
static int
read_string(struct replayer *p, struct word *w)
{
	int c;

	skip_blank(p, 0);
	w->at = here(p);
	w->length = 0;
	if (peek(p) != '"')
		return expected(p, "a string");
	for (p->r->p++; (c = peek(p)) != '"'; p->r->p++) {
		if (c < 0 || c == '\n')
			return expected(p, "'\"' closing the string");
		if (c == '\\') {
			p->r->p++;
			c = peek(p);
			if (c == 'u') {
				unsigned v = 0;

				for (int i = 0; i < 4; i++) {
					p->r->p++;
					c = peek(p);
					if (c < 0 || strchr("0123456789abcdefABCDEF",
					    c) == NULL || c == 0)
						return expected(p, "a hex digit");
					v = v * 16 + (unsigned)(c <= '9' ? c - '0' :
					    (c | 0x20) - 'a' + 10);
				}
				if (v < 0x20 || v > 0x7e)
					return expected(p, "a printable ASCII "
					    "character");
				c = (int)v;
			} else if (c != '"' && c != '\\' && c != '/')
				return expected(p, "an escape \\\" \\\\ \\/ "
				    "or \\u00XX");
		}
		word_add(w, c);
	}
	p->r->p++;
	word_end(w);
	return EXIT_OK;
}

/* Reads the JSON string that must be key. */
static int
expect_key(struct replayer *p, const char *key)
{
	char what[32];
	struct word w;
	int status;

	snprintf(what, sizeof(what), "\"%s\"", key);
	skip_blank(p, 0);
	if (peek(p) != '"')
		return expected(p, what);
	if ((status = read_string(p, &w)) != EXIT_OK)
		return status;
	if (strcmp(w.text, key) != 0) {
		char shown[DIAG_QUOTED_MAX];

		return fault(p, w.at, "expected the key %s, found %s", what,
		    quoted(&w, shown, sizeof(shown)));
	}
	return expect(p, ':', "':' after the key");
}

/*
 * The JSON form: {"guess":GUESS} or {"guess":GUESS,"replies":{"S,W":
 * node,...}}, "guess" first.  The opening brace may be read already.
 */
static int
read_json(struct replayer *p, unsigned depth, unsigned reply,
    struct place reply_at, int opened)
{
	struct word w;
	size_t guess;
	int status;

	if (!opened && (status = expect(p, '{', "'{' opening a node")) !=
	    EXIT_OK)
		return status;
	if ((status = expect_key(p, "guess")) != EXIT_OK ||
	    (status = read_string(p, &w)) != EXIT_OK ||
	    (status = read_guess(p, &w, &guess)) != EXIT_OK ||
	    (status = open_node(p, depth, reply, reply_at, guess,
	    w.at)) != EXIT_OK)
		return status;
	if (skip_blank(p, 0) == '}') {
		p->r->p++;
		return EXIT_OK;
	}
	if ((status = expect(p, ',', "',' or '}' after the guess")) !=
	    EXIT_OK || (status = expect_key(p, "replies")) != EXIT_OK ||
	    (status = expect(p, '{', "'{' before the replies")) != EXIT_OK)
		return status;
	if (skip_blank(p, 0) != '}')
		do {
			struct word r;
			unsigned h;

			if ((status = read_string(p, &r)) != EXIT_OK ||
			    (status = read_reply(p, &r, 0, guess, &h)) !=
			    EXIT_OK ||
			    (status = expect(p, ':', "':' after the reply")) !=
			    EXIT_OK || (status = read_json(p, depth + 1, h,
			    r.at, 0)) != EXIT_OK)
				return status;
		} while (skip_blank(p, 0) == ',' && (p->r->p++, 1));
	if ((status = expect(p, '}', "',' or '}' after a reply")) != EXIT_OK)
		return status;
	return expect(p, '}', "'}' closing the node");
}

/* Skips the rest of the line. */
static void
skip_comment(struct replayer *p)
{
	int c;

	while ((c = peek(p)) >= 0 && c != '\n')
		p->r->p++;
}

/*
 * Writes the way to a node, the first n words of a line, quoted for a
 * message into shown (DIAG_QUOTED_MAX bytes).
 */
static void
quote_way(const struct word *words, size_t n, char *shown)
{
	char way[DIAG_SHOWN_MAX + 1];
	size_t used = 0;

	for (size_t i = 0; i < n && used < sizeof(way); i++) {
		size_t k = words[i].length < WORD_MAX ? words[i].length :
		    WORD_MAX;

		if (i > 0)
			way[used++] = ' ';
		if (k > sizeof(way) - used)
			k = sizeof(way) - used;
		memcpy(way + used, words[i].text, k);
		used += k;
	}
	diag_quote(shown, DIAG_QUOTED_MAX, (const unsigned char *)way, used);
}

/*
 * Checks that the words of a line before its last guess, GUESS REPLY
 * GUESS ..., are the way to a node open now.
 */
static int
check_path(struct replayer *p, const struct word *words, size_t n)
{
	char shown[DIAG_QUOTED_MAX];
	size_t guess = SIZE_MAX;
	int status;

	for (size_t i = 0; i + 1 < n; i += 2) {
		unsigned depth = (unsigned)(i / 2 + 1);
		unsigned h = 0;

		if (i > 0 && (status = read_reply(p, &words[i - 1], 0, guess,
		    &h)) != EXIT_OK)
			return status;
		if ((status = read_guess(p, &words[i], &guess)) != EXIT_OK)
			return status;
		if (depth > p->top || p->level[depth].guess != guess ||
		    (i > 0 && p->level[depth].reply != h)) {
			quote_way(words, i + 1, shown);
			return fault(p, words[i].at, "the node %s has no line "
			    "before this one (lines go depth-first, a node's "
			    "after its parent's)", shown);
		}
	}
	return EXIT_OK;
}

/* Reads one line of the line format, GUESS [REPLY GUESS]..., as a node. */
static int
read_line_node(struct replayer *p, struct word *words)
{
	size_t n = 0, guess, before = SIZE_MAX;
	unsigned h = 0;
	int status;

	while (skip_blank(p, 1) >= 0 && peek(p) != '\n') {
		if (peek(p) == '#') {	/* a comment, to the end */
			skip_comment(p);
			break;
		}
		if (n == LINE_WORDS_MAX)
			return fault(p, here(p), "a game of more than %d "
			    "guesses", SOLVER_DEPTH_MAX);
		read_word(p, "", &words[n++]);
	}
	if (n % 2 == 0)
		return expected(p, "a guess after the reply");
	if ((status = check_path(p, words, n)) != EXIT_OK ||
	    (n > 1 && (status = read_guess(p, &words[n - 3], &before)) !=
	    EXIT_OK) ||
	    (n > 1 && (status = read_reply(p, &words[n - 2], 0, before,
	    &h)) != EXIT_OK) || (status = read_guess(p, &words[n - 1],
	    &guess)) != EXIT_OK)
		return status;
	return open_node(p, (unsigned)(n / 2 + 1), h, n > 1 ?
	    words[n - 2].at : words[0].at, guess, words[n - 1].at);
}

/* The line format: a node a line, # comments, blank lines. */
static int
read_lines(struct replayer *p)
{
	struct word *words = malloc(LINE_WORDS_MAX * sizeof(*words));
	int status = EXIT_OK, c;

	if (words == NULL)
		return out_of_memory();
	while (status == EXIT_OK && (c = skip_blank(p, 1)) >= 0) {
		if (c == '#')
			skip_comment(p);
		else if (c != '\n')
			status = read_line_node(p, words);
		if (status == EXIT_OK && peek(p) == '\n')
			p->r->p++;
	}
	free(words);
	if (status == EXIT_OK && p->r->error)
		return expected(p, "more");
	if (status == EXIT_OK && !p->rooted)
		return expected(p, "a guess");
	return status;
}

/* Tells the format by the first bytes and reads the tree. */
static int
read_tree(struct replayer *p)
{
	unsigned none = 0;
	struct place nowhere = { 0, 0 };

	if (skip_blank(p, 0) != '{') {
		p->out->format = TREE_LINES;
		return read_lines(p);
	}
	p->r->p++;
	if (skip_blank(p, 0) == '"') {
		p->out->format = TREE_JSON;
		return read_json(p, 1, none, nowhere, 1);
	}
	p->out->format = TREE_GOLF;
	return read_golf(p, 1, none, nowhere, 1);
}

int
tree_replay(const struct solver *s, struct reader *r, struct replay *out)
{
	struct replayer p = { .s = s, .r = r, .out = out };
	size_t n = s->secrets.count;
	int status;

	memset(out, 0, sizeof(*out));
	out->first_uncovered = SIZE_MAX;
	p.hints = s->hints_of_rule;
	p.won = rule_win(s->rule, s->guesses.length);
	p.order = malloc((n + 1) * sizeof(*p.order));
	p.scratch = malloc((n + 1) * sizeof(*p.scratch));
	p.reply_of = malloc((n + 1) * sizeof(*p.reply_of));
	if (p.order == NULL || p.scratch == NULL || p.reply_of == NULL)
		status = out_of_memory();
	else {
		for (size_t i = 0; i < n; i++)
			p.order[i] = (uint32_t)i;
		status = read_tree(&p);
	}
	if (status == EXIT_OK && p.out->format != TREE_LINES)
		status = expect_end(&p);
	while (status == EXIT_OK && p.top > 0)
		status = close_level(&p);
	for (unsigned d = 1; d <= SOLVER_DEPTH_MAX; d++) {
		out->a.secrets += out->a.found[d];
		out->a.total += out->a.found[d] * d;
		if (out->a.found[d] > 0)
			out->a.worst = d;
	}
	out->a.first = p.level[1].guess;
	for (unsigned d = 0; d <= SOLVER_DEPTH_MAX; d++) {
		free(p.level[d].part);
		free(p.level[d].seen);
		free(p.level[d].hard);
	}
	free(p.order);
	free(p.scratch);
	free(p.reply_of);
	return status;
}
