/* reader: the one reader, files cut into tokens and lines. */

#ifndef CODE_READER_H
#define CODE_READER_H

#include <stddef.h>
#include <stdint.h>

struct output;

/*
 * The one reader of `code`: it streams a file through read(2) in large
 * blocks and cuts it into tokens, runs of bytes between whitespace.  It
 * never holds more than one block, whatever the length of a line or a
 * token.  Lines are counted a block at a time, off the hot path, and a
 * token's line and column are worked out only when a message needs them.
 * A line ends at an LF, a CR, or the two as CRLF (one end, even when a
 * block ends between them): Unix, old Mac and Windows files alike.
 */

#define READER_SIZE_DEFAULT	(256 * 1024)
#define READER_SIZE_MAX		(1024 * 1024 * 1024)
#define TOKEN_TEXT_MAX		256	/* bytes of a token kept */

enum token_kind {
	TOKEN_WORD,	/* a token */
	TOKEN_END,	/* end of input */
	TOKEN_FAIL	/* a read failed; reader.error says why */
};

struct token {
	enum token_kind kind;
	const unsigned char *start;	/* in the block, until located */
	uint64_t line, column;		/* of the first byte, or of the end */
	int located;			/* line and column are known */
	int integer;			/* the token is [+-]?[0-9]+ */
	int negative;			/* it starts with '-' */
	int overflow;			/* its magnitude is over UINT64_MAX */
	uint64_t value;			/* its magnitude */
	size_t length;			/* bytes in the whole token */
	unsigned char text[TOKEN_TEXT_MAX]; /* its first bytes */
};

struct reader {
	const char *name;		/* for messages: file name or <stdin> */
	int fd;
	unsigned char *buf;
	size_t size;			/* bytes a read, at most */
	size_t capacity;		/* bytes of buf */
	const unsigned char *p, *end;	/* the unread part of buf */
	uint64_t base;			/* offset in the file of buf[0] */
	const unsigned char *counted;	/* lines are counted up to here */
	uint64_t line;			/* the line at counted */
	uint64_t line_start;		/* offset of that line's first byte */
	unsigned char before_block;	/* the byte before buf[0], or 0 */
	int bom;			/* a byte order mark was skipped */
	int line_cr;			/* reader_line() last ended at a CR */
	int eof;
	int error;			/* errno of the failed read */
	/* written out before each read, if not NULL: what was computed
	   reaches a terminal or a pipe before the reader waits for more;
	   once a write of it fails, the input ends there */
	struct output *flush;
	/* handed every byte read, if not NULL (reader_tap()) */
	void (*tap)(void *arg, const unsigned char *bytes, size_t n);
	void *tap_arg;
};

/* Byte classes: whitespace and digits. */
extern const unsigned char reader_class[256];
#define READER_SPACE	1
#define READER_DIGIT	2

/*
 * Opens path ("-" or NULL for standard input) to be read in blocks of size
 * bytes.  Returns 0, or -1 with errno set.
 */
int	reader_open(struct reader *r, const char *path, size_t size);

/* Bytes of the UTF-8 byte order mark, EF BB BF. */
#define READER_BOM_SIZE	3

/*
 * Skips a UTF-8 byte order mark at the very start of the input, as Windows
 * editors write one; columns of the first line count from the byte after
 * it.  Call it before the first read: it reads no further than it must to
 * tell.  Returns 1 (and sets r->bom) if it skipped one, else 0.
 */
int	reader_skip_bom(struct reader *r);
void	reader_close(struct reader *r);

/*
 * Hands every byte of the input to tap(arg, bytes, n) as it is read, in
 * order, from the first: the bytes read so far at once, so call it
 * before the reader has gone past its first block.
 */
void	reader_tap(struct reader *r,
	    void (*tap)(void *, const unsigned char *, size_t), void *arg);

enum token_kind	reader_next_slow(struct reader *r, struct token *t);

/*
 * Reads the next line, without its end (LF, CR or CRLF), into line: size
 * bytes with a NUL; the rest of a longer line is skipped.  *length, if
 * length is not NULL, gets the bytes kept, a NUL byte of the line among
 * them.  Returns 1, 0 at the end of the input, or -1 if a read failed
 * (r->error says why).  For dialogues: it reads no further than the
 * line's end once the line is in (the LF of a CRLF is skipped by the
 * next call).
 */
int	reader_line(struct reader *r, char *line, size_t size, size_t *length);

/*
 * Reads the next token into t and returns its kind.  The common token, one
 * digit followed by whitespace within the block, takes the fast path here.
 */
static inline enum token_kind
reader_next(struct reader *r, struct token *t)
{
	const unsigned char *p = r->p;

	while (p < r->end && (reader_class[*p] & READER_SPACE))
		p++;
	if (p + 1 < r->end && (reader_class[p[0]] & READER_DIGIT) &&
	    (reader_class[p[1]] & READER_SPACE)) {
		t->kind = TOKEN_WORD;
		t->start = p;
		t->located = 0;
		t->integer = 1;
		t->negative = 0;
		t->overflow = 0;
		t->value = (uint64_t)(p[0] - '0');
		t->length = 1;
		t->text[0] = p[0];
		r->p = p + 1;
		return TOKEN_WORD;
	}
	r->p = p;
	return reader_next_slow(r, t);
}

/*
 * The fast path for long runs of one-digit tokens.  Reads up to max
 * tokens that are each one digit low..high (high <= 9), as far as the
 * current block goes, and stores their values in digits.  Returns how many
 * it read; reader_next() reads whatever stopped it.
 */
size_t	reader_digits(struct reader *r, unsigned char *digits, size_t max,
	    unsigned low, unsigned high);

/*
 * Reads the next block if the unread part of the current one is empty.
 * Returns 1 if there are bytes to read (r->p to r->end), 0 at the end of
 * the input or after a failure (r->error).  For readers of raw bytes.
 */
int	reader_fill(struct reader *r);

/* Works out the line and column of t, the token last read, for a message. */
void	reader_locate(struct reader *r, struct token *t);

/*
 * Writes the location prefix "NAME:LINE:COL: " of line and column of r's
 * input into where (DIAG_WHERE_MAX bytes, cut short if need be).
 */
void	reader_where(const struct reader *r, uint64_t line, uint64_t column,
	    char *where);

/*
 * Reports that token t of r's input is not what was expected:
 * "code: NAME:LINE:COL: expected EXPECTED, found 'TOKEN'NOTE".
 */
void	reader_unexpected(struct reader *r, struct token *t,
	    const char *expected, const char *note);

#endif
