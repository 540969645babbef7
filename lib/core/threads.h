/* threads: a share of work run in several threads, for the solvers. */

#ifndef CODE_THREADS_H
#define CODE_THREADS_H

#include <pthread.h>
#include <stddef.h>

#define THREADS_MAX	256	/* the most --threads takes */

/*
 * Caps the threads of work running at once at threads (1 to
 * THREADS_MAX), the process's first thread among them, however
 * threads_run() nests: a thread of a share that runs a share of its own
 * takes only the threads the others leave.  Before any threads_run();
 * without it, no cap.
 */
void	threads_cap(unsigned threads);

/*
 * Runs fn(arg) in threads threads (1 to THREADS_MAX), this one among
 * them, and waits for them: as many of the others as the cap leaves
 * (threads_cap()), each given back to it as soon as its fn returns.  fn
 * takes its work from arg (threads_take()) until none is left, so a
 * thread that cannot start, or that the cap leaves out, only means fewer.
 * This is the one place that starts threads of work.  fn returns 0, or a
 * status when its work failed (an exit status, or -1), and stops;
 * threads_run() returns 0 if every fn did, else the status of the first
 * that failed in the order the threads were started, this one first.
 */
int	threads_run(unsigned threads, int (*fn)(void *), void *arg);

/*
 * Starts fn(arg) in a thread of its own beside the work, to watch over
 * it; *id gets the thread, for pthread_join().  Returns 0, or -1 if it
 * cannot start.
 */
int	threads_beside(pthread_t *id, void *(*fn)(void *), void *arg);

/*
 * Returns the next item of a share, *next, and counts it taken, under
 * lock: the items are handed out in order, one to each thread that asks.
 */
size_t	threads_take(pthread_mutex_t *lock, size_t *next);

#endif
