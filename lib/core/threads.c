/* threads: a share of work run in several threads (threads.h). */

#include "threads.h"

/* A thread that threads_run() started: its work, and the status it got. */
struct worker {
	int (*fn)(void *);
	void *arg;
	int status;
	int started;
	pthread_t id;
};

static void *
work(void *arg)
{
	struct worker *w = arg;

	w->status = w->fn(w->arg);
	return NULL;
}

int
threads_run(unsigned threads, int (*fn)(void *), void *arg)
{
	struct worker w[THREADS_MAX];
	unsigned used = threads < THREADS_MAX ? threads : THREADS_MAX;
	int status;

	for (unsigned t = 1; t < used; t++) {
		w[t] = (struct worker){ .fn = fn, .arg = arg };
		w[t].started = pthread_create(&w[t].id, NULL, work, &w[t]) == 0;
	}
	status = fn(arg);
	for (unsigned t = 1; t < used; t++)
		if (w[t].started) {
			pthread_join(w[t].id, NULL);
			if (status == 0)
				status = w[t].status;
		}
	return status;
}

int
threads_beside(pthread_t *id, void *(*fn)(void *), void *arg)
{
	return pthread_create(id, NULL, fn, arg) == 0 ? 0 : -1;
}

size_t
threads_take(pthread_mutex_t *lock, size_t *next)
{
	size_t k;

	pthread_mutex_lock(lock);
	k = (*next)++;
	pthread_mutex_unlock(lock);
	return k;
}
