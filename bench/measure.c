/*
 * measure: runs a command with standard input and output redirected and
 * prints how long it took and how much memory it held at most:
 *
 *	measure IN OUT CMD [ARG ...]
 *
 * prints "SECONDS MAXRSS_KIB SYSTEM_SECONDS USER_SECONDS" on standard
 * output: wall-clock seconds (CLOCK_MONOTONIC, from just before fork to
 * just after the command was reaped), the command's peak resident set
 * size in KiB, the processor time the kernel spent for it and the time
 * it spent itself (user).  OUT "|" is a
 * pipe, drained by a second child that reads it in 64 KiB blocks and
 * throws them away (as `cat >/dev/null` would); the time then runs until
 * both are reaped, the peak is the larger of the two (the drain's is a
 * few hundred KiB) and the processor times are for both.  Exits 0 if
 * the command exited 0; otherwise says why on standard error and exits
 * with the command's status (128 + signal if it was killed; 127 if it
 * could not be run).
 */
#define _POSIX_C_SOURCE 200809L

#include <sys/resource.h>
#include <sys/wait.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Opens path with flags as descriptor fd; exits on failure. */
static void
open_as(const char *path, int flags, int fd)
{
	int f = open(path, flags, 0666);

	if (f < 0) {
		fprintf(stderr, "measure: %s: %s\n", path, strerror(errno));
		exit(127);
	}
	if (f != fd) {
		dup2(f, fd);
		close(f);
	}
}

/*
 * Starts a child that reads the pipe *fds until its end; leaves fds[1]
 * for the command.  Returns the child's id; exits on failure.
 */
static pid_t
drain(int fds[2])
{
	static char block[64 * 1024];
	pid_t pid;

	if (pipe(fds) == -1 || (pid = fork()) < 0) {
		fprintf(stderr, "measure: pipe: %s\n", strerror(errno));
		exit(127);
	}
	if (pid == 0) {
		close(fds[1]);
		for (;;) {
			ssize_t n = read(fds[0], block, sizeof(block));

			if (n <= 0 && !(n == -1 && errno == EINTR))
				_exit(n == 0 ? 0 : 1);
		}
	}
	close(fds[0]);
	return pid;
}

int
main(int argc, char *argv[])
{
	struct rusage ru;
	double start, seconds;
	long maxrss;
	pid_t pid, drainer = -1;
	int status, piped, fds[2] = { -1, -1 };

	if (argc < 4) {
		fprintf(stderr, "usage: measure IN OUT CMD [ARG ...]\n");
		return 2;
	}
	fflush(stdout);
	piped = strcmp(argv[2], "|") == 0;
	start = now();
	if (piped)
		drainer = drain(fds);
	if ((pid = fork()) < 0) {
		fprintf(stderr, "measure: fork: %s\n", strerror(errno));
		return 127;
	}
	if (pid == 0) {
		open_as(argv[1], O_RDONLY, STDIN_FILENO);
		if (piped) {
			dup2(fds[1], STDOUT_FILENO);
			close(fds[1]);
		} else
			open_as(argv[2], O_WRONLY | O_CREAT | O_TRUNC,
			    STDOUT_FILENO);
		execvp(argv[3], argv + 3);
		fprintf(stderr, "measure: %s: %s\n", argv[3], strerror(errno));
		_exit(127);
	}
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR) {
			fprintf(stderr, "measure: wait: %s\n",
			    strerror(errno));
			return 127;
		}
	if (piped) {
		close(fds[1]);
		while (waitpid(drainer, NULL, 0) < 0 && errno == EINTR)
			;
	}
	seconds = now() - start;
	/* the only child, so the children's peak is the command's */
	getrusage(RUSAGE_CHILDREN, &ru);
	maxrss = ru.ru_maxrss;
#ifdef __APPLE__
	maxrss /= 1024;		/* bytes there, KiB elsewhere */
#endif
	printf("%.6f %ld %.6f %.6f\n", seconds, maxrss,
	    (double)ru.ru_stime.tv_sec + (double)ru.ru_stime.tv_usec / 1e6,
	    (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec / 1e6);
	if (WIFSIGNALED(status)) {
		fprintf(stderr, "measure: %s: killed by signal %d\n", argv[3],
		    WTERMSIG(status));
		return 128 + WTERMSIG(status);
	}
	if (WEXITSTATUS(status) != 0) {
		if (WEXITSTATUS(status) != 127)
			fprintf(stderr, "measure: %s: exit status %d\n",
			    argv[3], WEXITSTATUS(status));
		return WEXITSTATUS(status);
	}
	return 0;
}
