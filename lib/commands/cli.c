#include "cli.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>

#include "../diag.h"

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

void
cli_bad_option(int c, char *argv[], const char *usage)
{
	if (c == ':')
		diag("option '%s' needs a value", argv[optind - 1]);
	else if (optopt != 0)
		diag("unknown option '-%c'", optopt);
	else
		diag("unknown option '%s'", argv[optind - 1]);
	fputs(usage, stderr);
	exit(EXIT_USAGE);
}
