/* threads: a share of work run in several threads, for the solvers. */

#ifndef CODE_THREADS_H
#define CODE_THREADS_H

#include <pthread.h>
#include <stddef.h>

#define THREADS_MAX	256	/* the most --threads takes */

/*
 * Runs fn(arg) in threads threads (1 to THREADS_MAX, every one of them
 * started: no other cap), this one among them, and waits for them.  fn
 * takes its work from arg (threads_take()) until none is left, so a
 * thread that cannot start only means fewer.  This is the one place
 * that starts threads.  fn returns 0, or a status when its work failed
 * (an exit status, or -1), and stops; threads_run() returns 0 if every
 * fn did, else the status of the first that failed in the order the
 * threads were started, this one first.
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
