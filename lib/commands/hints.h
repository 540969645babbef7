/*
 * hints: the hints of a game as solve and review read them (GUESS:HINT
 * operands, files of lines), and, when they contradict each other,
 * which to doubt.
 */

#ifndef CODE_COMMANDS_HINTS_H
#define CODE_COMMANDS_HINTS_H

#include "../solver/solver.h"
#include "record.h"

/*
 * Records in sv the hints of the argc operands (GUESS:HINT, or - for
 * standard input), then of file (NULL: none).  Returns EXIT_OK,
 * EXIT_CONTRADICTION when no secret agrees with them all (every hint
 * read even so), or another exit status having said why.
 */
int	hints_read(struct solver *sv, const char *file, int argc,
	    char *argv[]);

/*
 * Says which of sv's hints contradict each other: in words on standard
 * error, or as a JSON object (format).  Returns EXIT_CONTRADICTION, or
 * EXIT_SYSTEM if memory ran out.
 */
int	hints_blame(const struct solver *sv, enum record_format format);

#endif
