#include "cli.h"

#include <errno.h>
#include <stdlib.h>

#include "diag.h"

unsigned long long
cli_number(const char *option, const char *arg, unsigned long long min,
    unsigned long long max)
{
	unsigned long long n;
	char *end;

	errno = 0;
	n = strtoull(arg, &end, 10);
	if (arg[0] < '0' || arg[0] > '9' || *end != '\0' || errno != 0 ||
	    n < min || n > max) {
		diag("%s: not a number in %llu..%llu: '%s'", option, min, max,
		    arg);
		exit(EXIT_USAGE);
	}
	return n;
}
