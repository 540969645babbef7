/* threads: a share of work run in several threads (threads.h). */

#include "threads.h"

void
threads_run(unsigned threads, void *(*fn)(void *), void *arg)
{
	pthread_t id[THREADS_MAX];
	int started[THREADS_MAX] = { 0 };
	unsigned used = threads < THREADS_MAX ? threads : THREADS_MAX;

	for (unsigned t = 1; t < used; t++)
		started[t] = pthread_create(&id[t], NULL, fn, arg) == 0;
	fn(arg);
	for (unsigned t = 1; t < used; t++)
		if (started[t])
			pthread_join(id[t], NULL);
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
