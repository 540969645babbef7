#ifndef CODE_CLI_H
#define CODE_CLI_H

/*
 * Returns the number arg given to option, which must lie in min..max.
 * Otherwise reports "code: OPTION: not a number in MIN..MAX: 'ARG'" and
 * exits with EXIT_USAGE.
 */
unsigned long long	cli_number(const char *option, const char *arg,
			    unsigned long long min, unsigned long long max);

/*
 * Reports the option that getopt_long() rejected (c is ':' when it lacks
 * its value), writes usage to standard error and exits with EXIT_USAGE.
 */
void	cli_bad_option(int c, char *argv[], const char *usage);

#endif
