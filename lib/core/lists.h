/* lists: the codes of a game given as lists, a code a line (word lists). */

#ifndef CODE_LISTS_H
#define CODE_LISTS_H

#include <stddef.h>

#include "variant.h"

/*
 * The lists of a variant (--secrets=FILE, --allowed=FILE): a code a line,
 * as Wordle's word lists are.  The colours are the symbols the lists use
 * (sorted by byte) unless --colours set them; the length is the
 * variant's if --length set it (cli_apply_rules() leaves it 0 otherwise),
 * else the first code's.  The letters are read as the variant's fold
 * (--fold, fold.h) reads them, so that the colours, the lengths and the
 * codes are the folded words' (columns stay the file's characters).
 * Each list is kept sorted, each code once: codes listed again are one
 * warning for the list (the first line that repeats one named, and how
 * many more do), then dropped.  A line
 * of another length, a symbol outside the colours or an empty list is
 * an error naming FILE:LINE:COL; empty lines are skipped, wherever they
 * are; lines may end in LF or CRLF (a CR before the LF is taken off) and
 * a UTF-8 byte order mark at the start is skipped, as every reader of
 * code does.  Reading is bounded: a line is read no further than its
 * code may go, at most VARIANT_LENGTH_MAX symbols, and a list no further
 * than LISTS_LINES_MAX lines, so that a file without end (/dev/zero,
 * /dev/urandom) is refused at its first fault.
 */

#define LISTS_LINES_MAX	(1u << 22)	/* lines a list may have */

struct lists {
	size_t length;
	size_t secret_count;		/* 0: no --secrets */
	unsigned char *secrets;		/* secret_count codes, sorted */
	size_t allowed_listed;		/* codes of --allowed, each once */
	size_t allowed_count;		/* 0: no --allowed */
	unsigned char *allowed;		/* the allowed codes and the
					   secrets, sorted, each once */
};

/*
 * Reads the lists v names into l, setting v's colours (unless given) and
 * length (unless set).  Returns 0 (with l zeroed when v has no lists), or
 * an exit status having said why: EXIT_INPUT for a list at fault,
 * EXIT_USAGE for --allowed without --secrets, EXIT_SYSTEM if a file
 * cannot be read or memory runs out.
 */
int	lists_read(struct variant *v, struct lists *l);
void	lists_free(struct lists *l);

/*
 * Returns the index of code (length colours) in the n sorted codes at
 * codes, or SIZE_MAX.
 */
size_t	lists_find(const unsigned char *codes, size_t n, size_t length,
	    const unsigned char *code);

#endif
