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
 *	FAULT_ALLOC_FAIL=k	the kth call of malloc, calloc or realloc by
 *				code itself (not by a library it calls, nor
 *				a sanitizer's start) fails with ENOMEM, that
 *				one only
 *	FAULT_ALLOC_OVER=n	every one of more than n bytes fails so
 *	FAULT_ALLOC_COUNT=1	at the exit, how many code itself made is
 *				written on standard error, a line
 *	FAULT_ALLOC_SITES=1	as each is made, "K SITE" on standard error:
 *				its number and where in code it was called
 *				(an offset in the program, in hexadecimal)
 *	FAULT_THREAD_FAIL=k	the kth pthread_create() by code itself, and
 *				every later one, fails with EAGAIN
 *	FAULT_THREAD_COUNT=1	at the exit, how many threads code itself
 *				started is written on standard error, a line
 *	FAULT_THREAD_PEAK=1	at the exit, the most threads code itself
 *				started that ran at once is written on
 *				standard error, a line
 *
 * Only standard output's writes are touched: messages on standard error
 * must get through.  Only a program whose name starts with "code" is
 * touched, so that a wrapper (tests/valgrind-code) runs as it should.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
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

/* Returns 1 if the code at address is in the program, code itself. */
static int
in_program(const void *address)
{
	Dl_info info;
	const char *name;

	if (dladdr(address, &info) == 0 || info.dli_fname == NULL)
		return 0;
	name = strrchr(info.dli_fname, '/');
	return strncmp(name != NULL ? name + 1 : info.dli_fname, "code", 4) == 0;
}

/*
 * Returns 1 if the allocation of n bytes (SIZE_MAX: more than fit) that
 * the code at caller is about to make must fail, counting it.
 */
static long alloc_calls;	/* allocations by code itself, when counted */

/* Writes "K SITE" for allocation k, called at caller, on standard error. */
static void
write_site(long k, const void *caller)
{
	char line[64];
	Dl_info info;
	int length;

	if (dladdr(caller, &info) == 0)
		return;
	length = snprintf(line, sizeof(line), "%ld %lx\n", k,
	    (unsigned long)((const char *)caller - (const char *)info.dli_fbase));
	if (write(STDERR_FILENO, line, (size_t)length) != length)
		return;
}

static int
alloc_fails(size_t n, const void *caller)
{
	long fail = setting("FAULT_ALLOC_FAIL"), over = setting("FAULT_ALLOC_OVER");
	int sites = setting("FAULT_ALLOC_SITES") > 0;
	int counted = fail > 0 || sites || setting("FAULT_ALLOC_COUNT");

	if (counted && in_program(caller)) {
		long k = __atomic_add_fetch(&alloc_calls, 1, __ATOMIC_SEQ_CST);

		if (sites)
			write_site(k, caller);
		if (k == fail) {
			errno = ENOMEM;
			return 1;
		}
	}
	if (over > 0 && n > (size_t)over) {
		errno = ENOMEM;
		return 1;
	}
	return 0;
}

/*
 * Returns the allocator name next in line (the C library's, or a
 * sanitizer's).  dlsym() may allocate while it looks: such an allocation
 * is refused (*resolving), which dlsym() survives.
 */
static void *
next_allocator(const char *name, int *resolving)
{
	void *f;

	*resolving = 1;
	f = dlsym(RTLD_NEXT, name);
	*resolving = 0;
	return f;
}

void *
malloc(size_t n)
{
	static void *(*real)(size_t);
	static int resolving;

	if (resolving)
		return NULL;
	if (real == NULL)
		real = (void *(*)(size_t))next_allocator("malloc", &resolving);
	return alloc_fails(n, __builtin_return_address(0)) ? NULL : real(n);
}

void *
calloc(size_t count, size_t size)
{
	static void *(*real)(size_t, size_t);
	static int resolving;

	if (resolving)
		return NULL;
	if (real == NULL)
		real = (void *(*)(size_t, size_t))next_allocator("calloc",
		    &resolving);
	return alloc_fails(size != 0 && count > SIZE_MAX / size ? SIZE_MAX :
	    count * size, __builtin_return_address(0)) ? NULL :
	    real(count, size);
}

void *
realloc(void *p, size_t n)
{
	static void *(*real)(void *, size_t);
	static int resolving;

	if (resolving)
		return NULL;
	if (real == NULL)
		real = (void *(*)(void *, size_t))next_allocator("realloc",
		    &resolving);
	return alloc_fails(n, __builtin_return_address(0)) ? NULL :
	    real(p, n);
}

static long thread_calls, threads_started;	/* by code itself */
static long threads_running, threads_peak;

/* A thread started by code itself, counted while it runs. */
struct counted {
	void *(*fn)(void *);
	void *arg;
};

static void *
run_counted(void *arg)
{
	struct counted c = *(struct counted *)arg;
	long now = __atomic_add_fetch(&threads_running, 1, __ATOMIC_SEQ_CST);
	long peak = __atomic_load_n(&threads_peak, __ATOMIC_SEQ_CST);
	void *result;

	free(arg);
	while (now > peak && !__atomic_compare_exchange_n(&threads_peak,
	    &peak, now, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST))
		;
	result = c.fn(c.arg);
	__atomic_sub_fetch(&threads_running, 1, __ATOMIC_SEQ_CST);
	return result;
}

int
pthread_create(pthread_t *id, const pthread_attr_t *attr,
    void *(*fn)(void *), void *arg)
{
	static int (*real)(pthread_t *, const pthread_attr_t *,
	    void *(*)(void *), void *);
	long fail = setting("FAULT_THREAD_FAIL");
	int error;

	if (real == NULL)
		real = (int (*)(pthread_t *, const pthread_attr_t *,
		    void *(*)(void *), void *))dlsym(RTLD_NEXT,
		    "pthread_create");
	if (!in_program(__builtin_return_address(0)))
		return real(id, attr, fn, arg);
	if (fail > 0 && __atomic_add_fetch(&thread_calls, 1,
	    __ATOMIC_SEQ_CST) >= fail)
		return EAGAIN;
	if (setting("FAULT_THREAD_PEAK")) {
		struct counted *c = malloc(sizeof(*c));

		if (c == NULL)
			return EAGAIN;
		*c = (struct counted){ fn, arg };
		fn = run_counted;
		arg = c;
	}
	if ((error = real(id, attr, fn, arg)) == 0)
		__atomic_add_fetch(&threads_started, 1, __ATOMIC_SEQ_CST);
	return error;
}

/* Writes n on standard error, a line. */
static void
write_count(long n)
{
	char line[32];
	int length = snprintf(line, sizeof(line), "%ld\n", n);

	if (write(STDERR_FILENO, line, (size_t)length) != length)
		return;
}

/* Writes the counts that FAULT_ALLOC_COUNT and FAULT_THREAD_COUNT ask. */
__attribute__((destructor)) static void
counts(void)
{
	if (setting("FAULT_ALLOC_COUNT"))
		write_count(alloc_calls);
	if (setting("FAULT_THREAD_COUNT"))
		write_count(threads_started);
	if (setting("FAULT_THREAD_PEAK"))
		write_count(threads_peak);
}
