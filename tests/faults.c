/*
 * faults.so: an LD_PRELOAD shim for tests/faults.bats that makes read(2)
 * and write(2) misbehave as the environment says:
 *
 *	FAULT_READ_MAX=n	reads return at most n bytes
 *	FAULT_READ_EINTR=k	every kth read fails with EINTR first
 *	FAULT_WRITE_MAX=n	writes to fd 1 write at most n bytes
 *	FAULT_WRITE_EINTR=k	every kth write to fd 1 fails with EINTR
 *	FAULT_WRITE_FAIL=k	the kth write to fd 1, and every later one,
 *				fails with FAULT_WRITE_ERRNO (ENOSPC or EPIPE)
 *
 * Only standard output's writes are touched: messages on standard error
 * must get through.  Only a program whose name starts with "code" is
 * touched, so that a wrapper (tests/valgrind-code) runs as it should.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static long
setting(const char *name)
{
	const char *value = getenv(name);

	if (strncmp(program_invocation_short_name, "code", 4) != 0)
		return 0;
	return value ? atol(value) : 0;
}

ssize_t
read(int fd, void *buf, size_t n)
{
	static ssize_t (*real)(int, void *, size_t);
	static long calls;
	long max = setting("FAULT_READ_MAX"), eintr = setting("FAULT_READ_EINTR");

	if (real == NULL)
		real = (ssize_t (*)(int, void *, size_t))dlsym(RTLD_NEXT, "read");
	if (eintr > 0 && ++calls % eintr == 0) {
		errno = EINTR;
		return -1;
	}
	if (max > 0 && n > (size_t)max)
		n = (size_t)max;
	return real(fd, buf, n);
}

ssize_t
write(int fd, const void *buf, size_t n)
{
	static ssize_t (*real)(int, const void *, size_t);
	static long calls;
	long max = setting("FAULT_WRITE_MAX"), eintr = setting("FAULT_WRITE_EINTR");
	long fail = setting("FAULT_WRITE_FAIL");

	if (real == NULL)
		real = (ssize_t (*)(int, const void *, size_t))dlsym(RTLD_NEXT,
		    "write");
	if (fd != STDOUT_FILENO || strncmp(program_invocation_short_name,
	    "code", 4) != 0)
		return real(fd, buf, n);
	calls++;
	if (fail > 0 && calls >= fail) {
		const char *e = getenv("FAULT_WRITE_ERRNO");

		errno = e && strcmp(e, "EPIPE") == 0 ? EPIPE : ENOSPC;
		if (errno == EPIPE)
			raise(SIGPIPE);
		return -1;
	}
	if (eintr > 0 && calls % eintr == 0) {
		errno = EINTR;
		return -1;
	}
	if (max > 0 && n > (size_t)max)
		n = (size_t)max;
	return real(fd, buf, n);
}
