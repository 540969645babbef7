/*
 * The records of the files the search writes (shard/internal.h): a
 * shard's file and a checkpoint, a line each.  One table holds every
 * kind, its words and numbers and what the hash of the file's body takes
 * of it; shard_record_write() writes a record by it and shard_record_parse() reads
 * one back, mixing it into the hash the file's last line holds.  The
 * lines that begin a shard's file and name its search are read here too
 * (shard_header_read()).
 */

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/fnv.h"
#include "../../core/status.h"
#include "internal.h"

/* What the hash of a file's body takes of a record, in order. */
enum mixed {
	MIX_V0, MIX_V1, MIX_V2, MIX_V3, MIX_V4,	/* its numbers */
	MIX_0, MIX_1, MIX_2, MIX_3, MIX_4,	/* a constant: its kind's tag */
	MIX_NEVER,				/* INF */
	MIX_NO_GUESS,				/* UINT32_MAX */
	MIX_SECRETS,				/* its secrets, in order */
	MIX_END
};

/* A kind of record, a row of the table. */
struct kind {
	const char *word;	/* its line's first word, or NULL: none */
	const char *form;	/* the line, as a message says it is expected */
	const char *values;	/* a letter a number after the word: d
				   decimal, x hexadecimal, h a hash (16
				   hexadecimal digits) */
	int secrets;		/* its last number counts secrets that
				   follow it */
	unsigned char mix[8];	/* what the hash takes, to MIX_END */
};

/* Every kind of record: a new kind is a row. */
static const struct kind kinds[RECORD_KINDS] = {
	[RECORD_UNIT] = { "unit", "unit FIRST PART SECRETS", "ddd", 0,
	    { MIX_V0, MIX_V1, MIX_V2, MIX_END } },
	[RECORD_NODE] = { NULL, "GUESS TOTAL", "dd", 0,
	    { MIX_V0, MIX_V1, MIX_END } },
	[RECORD_FIRST] = { "first", "first K GUESS TOTAL", "ddd", 0,
	    { MIX_1, MIX_V0, MIX_V1, MIX_V2, MIX_END } },
	[RECORD_BOUND] = { "bound", "bound K GUESS LOWER FACTS", "dddd", 0,
	    { MIX_2, MIX_V0, MIX_V1, MIX_V2, MIX_V3, MIX_END } },
	[RECORD_NONE] = { "none", "none K GUESS", "dd", 0,
	    { MIX_1, MIX_V0, MIX_V1, MIX_NEVER, MIX_END } },
	[RECORD_EXACT] = { "exact", "exact PART GUESS TOTAL", "ddd", 0,
	    { MIX_V0, MIX_V1, MIX_V2, MIX_END } },
	[RECORD_LOWER] = { "lower", "lower PART LOWER", "dd", 0,
	    { MIX_V0, MIX_NO_GUESS, MIX_V1, MIX_END } },
	[RECORD_SET] = { "set", "set I", "d", 0,
	    { MIX_3, MIX_V0, MIX_0, MIX_1, MIX_END } },
	[RECORD_SET_BOUND] = { "set-bound", "set-bound I LOWER", "dd", 0,
	    { MIX_3, MIX_V0, MIX_V1, MIX_0, MIX_END } },
	[RECORD_GUESS] = { "guess", "guess I GUESS TOTAL", "ddd", 0,
	    { MIX_4, MIX_V0, MIX_V2, MIX_1, MIX_END } },
	[RECORD_GUESS_BOUND] = { "guess-bound", "guess-bound I GUESS LOWER",
	    "ddd", 0, { MIX_4, MIX_V0, MIX_V2, MIX_0, MIX_END } },
	[RECORD_KEPT] = { "exact", "exact KEY DEPTH TOTAL GUESS N S...",
	    "xdddd", 1, { MIX_1, MIX_V0, MIX_V1, MIX_V2, MIX_V4, MIX_V3,
	    MIX_SECRETS, MIX_END } },
	[RECORD_KEPT_LOWER] = { "lower", "lower KEY DEPTH LOWER N S...",
	    "xddd", 1, { MIX_0, MIX_V0, MIX_V1, MIX_V2, MIX_V3, MIX_SECRETS,
	    MIX_END } },
	[RECORD_END] = { "end", "end UNITS HASH", "dh", 0, { MIX_END } },
};

/* Returns the count of numbers a record of kind k has before its secrets. */
static size_t
values_of(enum record_kind k)
{
	return strlen(kinds[k].values);
}

/* Returns hash h after the record of kind k, values v and secrets. */
static uint64_t
mix_record(uint64_t h, enum record_kind k, const uint64_t *v,
    const uint32_t *secrets)
{
	static const uint64_t constant[] = { 0, 1, 2, 3, 4, INF, UINT32_MAX };

	for (const unsigned char *m = kinds[k].mix; *m != MIX_END; m++)
		if (*m <= MIX_V4)
			h = fnv_bytes(h, v[*m - MIX_V0]);
		else if (*m < MIX_SECRETS)
			h = fnv_bytes(h, constant[*m - MIX_0]);
		else
			for (uint64_t i = 0; i < v[values_of(k) - 1]; i++)
				h = fnv_bytes(h, secrets[i]);
	return h;
}

/*
 * Appends value to the line *at (of a buffer with room for it) as format
 * says (d, x or h, struct kind), after a space if space.
 */
static void
put_value(char **at, uint64_t value, char format, int space)
{
	if (space)
		*(*at)++ = ' ';
	*at += format == 'd' ? sprintf(*at, "%" PRIu64, value) :
	    format == 'x' ? sprintf(*at, "%" PRIx64, value) :
	    sprintf(*at, "%016" PRIx64, value);
}

void
shard_record_write(struct record_out *w, enum record_kind kind, const uint64_t *v,
    const uint32_t *secrets)
{
	const struct kind *k = &kinds[kind];
	size_t count = values_of(kind);
	char line[4096], *at = line;

	if (k->word != NULL)
		at += sprintf(line, "%s", k->word);
	for (size_t i = 0; i < count; i++)
		put_value(&at, v[i], k->values[i], at > line);
	for (uint64_t i = 0; k->secrets && i < v[count - 1]; i++) {
		if (at - line > (ptrdiff_t)sizeof(line) - 32) {
			fwrite(line, 1, (size_t)(at - line), w->out);
			at = line;
		}
		put_value(&at, secrets[i], 'd', 1);
	}
	*at++ = '\n';
	fwrite(line, 1, (size_t)(at - line), w->out);
	w->hash = mix_record(w->hash, kind, v, secrets);
}

void
shard_record_end(struct record_out *w, uint64_t count)
{
	uint64_t v[2] = { count, w->hash };

	shard_record_write(w, RECORD_END, v, NULL);
}

int
shard_record_next(struct reading *r)
{
	ssize_t got = getline(&r->text, &r->size, r->in);

	if (got <= 0)
		return -2;
	++*r->line;
	if (r->text[got - 1] != '\n')
		return -1;
	r->text[got - 1] = '\0';
	r->length = (size_t)got - 1;
	return 0;
}

/* Returns 1 if the line read begins with word and a space. */
static int
begins(const struct reading *r, const char *word)
{
	size_t n = strlen(word);

	return strncmp(r->text, word, n) == 0 && r->text[n] == ' ';
}

/*
 * Reads the numbers of the line read, from at, as kind k has them (rec's),
 * its secrets' text left in rec->rest.  Returns 0, or -1.
 */
static int
parse_values(enum record_kind k, char *at, struct record *rec)
{
	size_t count = values_of(k);
	char *end = at;

	for (size_t i = 0; i < count; i++) {
		int hex = kinds[k].values[i] != 'd', last = i == count - 1;

		if (*at < '0' || *at > (hex ? 'f' : '9'))
			return -1;
		rec->v[i] = strtoull(at, &end, hex ? 16 : 10);
		if (*end != (last ? '\0' : ' ') && !(last && kinds[k].secrets &&
		    *end == ' '))
			return -1;
		at = end + (*end == ' ');
	}
	rec->rest = end;
	return 0;
}

int
shard_record_parse(struct reading *r, const enum record_kind *allowed,
    size_t count, struct record *rec)
{
	enum record_kind k = allowed[count - 1];	/* or another's word */
	const char *word;

	for (size_t i = 0; i + 1 < count; i++)
		if (begins(r, kinds[allowed[i]].word)) {
			k = allowed[i];
			break;
		}
	word = kinds[k].word;
	rec->kind = k;
	if ((word == NULL || begins(r, word)) && parse_values(k, r->text +
	    (word != NULL ? strlen(word) + 1 : 0), rec) == 0) {
		if (!kinds[k].secrets)
			r->h = mix_record(r->h, k, rec->v, NULL);
		return 0;
	}
	snprintf(r->why, r->why_size, "%s:%u: expected '%s', found '%.40s'",
	    r->name, *r->line, kinds[k].form, r->text);
	return -1;
}

/* Says that r's file ends before its last line.  Returns -1. */
static int
ends_early(struct reading *r, int status)
{
	if (status == -2)	/* the line missing: it is the next one */
		++*r->line;
	snprintf(r->why, r->why_size, "%s:%u: the file ends before its last "
	    "line ('end')", r->name, *r->line);
	return -1;
}

int
shard_record_read(struct reading *r, const enum record_kind *allowed, size_t count,
    struct record *rec)
{
	int status = shard_record_next(r);

	if (status != 0)
		return ends_early(r, status);
	return shard_record_parse(r, allowed, count, rec);
}

size_t
shard_record_secrets(struct reading *r, struct record *rec, uint32_t *secrets,
    uint64_t below)
{
	uint64_t n = rec->v[values_of(rec->kind) - 1];
	char *at = rec->rest, *end;

	for (uint64_t i = 0; i < n; i++) {
		uint64_t secret;

		if (*at != ' ' || at[1] < '0' || at[1] > '9')
			return (size_t)i + 1;
		secret = strtoull(at + 1, &end, 10);
		if ((*end != ' ' && *end != '\0') || secret >= below)
			return (size_t)i + 1;
		secrets[i] = (uint32_t)secret;
		at = end;
	}
	if (*at != '\0')
		return (size_t)n + 1;
	r->h = mix_record(r->h, rec->kind, rec->v, secrets);
	return 0;
}

int
shard_record_read_end(struct reading *r, size_t count)
{
	static const enum record_kind end = RECORD_END;
	struct record rec;

	if (shard_record_read(r, &end, 1, &rec) == -1)
		return -1;
	if (rec.v[0] != count || rec.v[1] != r->h) {
		snprintf(r->why, r->why_size, "%s:%u: expected 'end %zu "
		    "%016" PRIx64 "' (the units and hash of what is read), "
		    "found '%.40s'", r->name, *r->line, count, r->h, r->text);
		return -1;
	}
	if (getc(r->in) != EOF) {
		snprintf(r->why, r->why_size, "%s:%u: expected the end of the "
		    "file after 'end'", r->name, *r->line + 1);
		return -1;
	}
	return 0;
}

void
shard_header_write(FILE *out, const struct shard_header *h, unsigned index,
    unsigned count)
{
	for (unsigned i = 0; i < SHARD_HEADER_LINES; i++)
		fprintf(out, "%s\n", h->line[i]);
	fprintf(out, "shard: %u of %u\n", index, count);
}

/*
 * Reads the next line of r's file into r->text, without its newline, as a
 * header line.  Returns 0, or -1 at the end, for a line cut short, or one
 * too long for a header (SHARD_HEADER_MAX bytes and its newline) or that
 * holds a NUL byte.
 */
static int
header_next(struct reading *r)
{
	if (shard_record_next(r) != 0)
		return -1;
	return r->length > SHARD_HEADER_MAX - 2 ||
	    strlen(r->text) != r->length ? -1 : 0;
}

/*
 * Says why line i (from 0) of r's file, text (none: ""), is not h's.
 * Returns -1.
 */
static int
header_refused(struct reading *r, const struct shard_header *h, unsigned i,
    const char *text)
{
	size_t n = strlen(text);

	if (i == 0 && n > 0 && text[n - 1] == '\r')
		snprintf(r->why, r->why_size, "%.*s:1: a shard's file with "
		    "CRLF line ends: a shard writes LF alone (dos2unix gives "
		    "it back)", SHARD_NAME_SHOWN, r->name);
	else if (i == 0)
		snprintf(r->why, r->why_size, "%.*s:1: not a shard's file "
		    "(written by " PROGRAM_NAME " shard run): expected '%s'",
		    SHARD_NAME_SHOWN, r->name, h->line[0]);
	else
		snprintf(r->why, r->why_size, "%.*s:%u: a shard of another "
		    "search: '%.*s', this one's '%s'", SHARD_NAME_SHOWN,
		    r->name, i + 1, SHARD_HEADER_MAX / 2, text, h->line[i]);
	return -1;
}

int
shard_header_read(FILE *in, const char *name, const struct shard_header *h,
    unsigned *index, unsigned *count, char *why, size_t why_size)
{
	unsigned line = 0;
	struct reading r = { .in = in, .name = name, .line = &line, .why = why,
	    .why_size = why_size };
	char extra;
	int status = 0;

	for (unsigned i = 0; i < SHARD_HEADER_LINES && status == 0; i++) {
		const char *text = header_next(&r) == 0 ? r.text : "";

		if (strcmp(text, h->line[i]) != 0 && (i != SHARD_GOAL_LINE ||
		    h->goal_unlimited[0] == '\0' ||
		    strcmp(text, h->goal_unlimited) != 0))
			status = header_refused(&r, h, i, text);
	}
	if (status == 0 && (header_next(&r) == -1 || sscanf(r.text,
	    "shard: %u of %u%c", index, count, &extra) != 2 || *count < 1 ||
	    *count > OPTIMAL_SHARDS_MAX || *index >= *count)) {
		snprintf(why, why_size, "%.*s:%u: expected 'shard: I of K' (I "
		    "from 0 to K - 1, K at most %d)", SHARD_NAME_SHOWN, name,
		    SHARD_HEADER_LINES + 1, OPTIMAL_SHARDS_MAX);
		status = -1;
	}
	free(r.text);
	return status;
}

uint64_t
optimal_fingerprint(const struct optimal *o)
{
	uint64_t h = FNV_OFFSET;

	h = fnv_bytes(fnv_bytes(fnv_bytes(h, o->guesses), o->secrets),
	    o->length);
	h = fnv_bytes(fnv_bytes(h, o->hints), (uint64_t)o->consistent);
	if (o->hard)	/* (counts' fingerprints as they were) */
		h = fnv_bytes(h, 0x68617264);
	for (size_t i = 0; i < o->secrets; i++)
		h = fnv_bytes(h, o->as_guess[i]);
	for (size_t i = 0; i < o->guesses * o->secrets; i++)
		h = fnv_step(h, o->wide ? o->hint_table.words[i] :
		    o->hint_table.bytes[i]);
	return h;
}
