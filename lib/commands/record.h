/*
 * record: the one writer of what the commands print, as text, JSON or
 * CSV.  A command says once what it prints: objects of named fields,
 * lists, and tables of rows; each value names its JSON key and gives its
 * text (a line, or a table's cell), and each format writes what it keeps
 * of it, as lowdown's renderers each write one format of one tree.
 */

#ifndef CODE_COMMANDS_RECORD_H
#define CODE_COMMANDS_RECORD_H

#include <stddef.h>
#include <stdint.h>

enum record_format { RECORD_TEXT, RECORD_JSON, RECORD_CSV };

/* The values of --format that name each record_format, in its order. */
const char	*record_format_name(size_t i);

/* A column of a table. */
struct record_column {
	const char *key;	/* JSON's key and CSV's heading */
	const char *text;	/* the text's heading, or NULL: the column is
				   not in the text */
};

#define RECORD_DEPTH_MAX	8	/* objects, lists and tables nested */

/* A writer to standard output, and where in what it writes it stands. */
struct record {
	enum record_format format;
	int depth;				/* open objects, lists, rows */
	char kind[RECORD_DEPTH_MAX];		/* of each: '{' '[' 'r' 't' */
	unsigned count[RECORD_DEPTH_MAX];	/* values written in each */
};

/* Makes w a writer of format f, with nothing open. */
void	record_begin(struct record *w, enum record_format f);

/*
 * Opens an object (JSON's {}), the field key of the object it is in
 * (NULL in a list or at the top); text and CSV write nothing of it.  A
 * top-level object is closed with a newline.
 */
void	record_object(struct record *w, const char *key);

/* Opens a list, the field key (JSON's []); text and CSV write nothing. */
void	record_list(struct record *w, const char *key);

/*
 * Opens a table of the n columns, the field key (NULL at the top): JSON
 * writes its rows as a list of objects (at the top, an object a line),
 * text a line of the columns' text headings and a line a row, their
 * cells one space apart, CSV (RFC 4180) a line of the keys and a line a
 * row, each ended CR LF.
 */
void	record_table(struct record *w, const char *key,
	    const struct record_column *columns, size_t n);

/* Opens a row of the table open: its cells are the values written. */
void	record_row(struct record *w);

/* Closes what was opened last. */
void	record_end(struct record *w);

/*
 * The values: each is the field key of the object it is in (ignored in
 * a list, and in a row, whose cells are the columns in order), and its
 * text, a printf format and its arguments: the lines text writes (in a
 * row, the cell), or NULL for none.  CSV writes a row's cells alone.
 */

/* A string: JSON quoted and escaped, CSV quoted if it must be. */
void	record_string(struct record *w, const char *key, const char *value,
	    const char *text, ...) __attribute__((format(printf, 4, 5)));

/* A number in decimal. */
void	record_uint(struct record *w, const char *key, uint64_t value,
	    const char *text, ...) __attribute__((format(printf, 4, 5)));

/* A number with places decimals; one that is not finite is null. */
void	record_real(struct record *w, const char *key, double value,
	    int places, const char *text, ...)
	    __attribute__((format(printf, 5, 6)));

/* A number already written in decimal, as number says it. */
void	record_number(struct record *w, const char *key, const char *number,
	    const char *text, ...) __attribute__((format(printf, 4, 5)));

/* A yes or no: JSON true or false, CSV yes or no. */
void	record_bool(struct record *w, const char *key, int value,
	    const char *text, ...) __attribute__((format(printf, 4, 5)));

/* Nothing: JSON null, CSV an empty cell. */
void	record_null(struct record *w, const char *key, const char *text, ...)
	    __attribute__((format(printf, 3, 4)));

/* Text alone: lines JSON and CSV do not have. */
void	record_text(struct record *w, const char *text, ...)
	    __attribute__((format(printf, 2, 3)));

#endif
