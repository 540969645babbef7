/*
 * threads: a share of work run in several threads (threads.h).  A share
 * is open while its caller works on it: a thread that finished its own
 * share, before it ends, helps the open ones (the newest first), and a
 * caller done with its share's fn helps those opened after it while its
 * threads finish, so that nested shares under a cap still get every
 * thread the cap allows.
 */

#include "threads.h"

#include <stdatomic.h>

/* The threads threads_run() may start beyond those running (threads_cap()). */
static atomic_uint spare = THREADS_MAX * THREADS_MAX;

/* A share of work that threads may join while its caller works on it. */
struct share {
	int (*fn)(void *);
	void *arg;
	int status;			/* of the first helper that failed */
	unsigned helpers;		/* working on it beside its caller */
	unsigned running;		/* its own threads still in fn */
	unsigned long long order;	/* when it was opened */
	struct share *next;		/* an older open share */
};

/* The open shares, newest first, and what guards them. */
static struct share *open_shares;
static unsigned long long opened;	/* shares opened so far */
static pthread_mutex_t open_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t changed = PTHREAD_COND_INITIALIZER;	/* a share
					   opened, a helper or thread done */

void
threads_cap(unsigned threads)
{
	atomic_store(&spare, threads > 0 ? threads - 1 : 0);
}

/* Takes up to want threads of the spare ones; returns how many. */
static unsigned
take_spare(unsigned want)
{
	unsigned have = atomic_load(&spare), take;

	do
		take = have < want ? have : want;
	while (!atomic_compare_exchange_weak(&spare, &have, have - take));
	return take;
}

/*
 * Works on the newest open share, under open_lock (released while it
 * works): fn takes what is left of its work, so that joining late is
 * joining; then it is no longer open if it is still the newest.
 */
static void
help_newest(void)
{
	struct share *s = open_shares;
	int status;

	s->helpers++;
	pthread_mutex_unlock(&open_lock);
	status = s->fn(s->arg);
	pthread_mutex_lock(&open_lock);
	if (status != 0 && s->status == 0)
		s->status = status;
	if (--s->helpers == 0)
		pthread_cond_broadcast(&changed);
	if (open_shares == s)	/* its work is taken: not again */
		open_shares = s->next;
}

/* A thread that threads_run() started: its share, then the others open. */
struct worker {
	struct share *share;
	int status;
	int started;
	pthread_t id;
};

static void *
work(void *arg)
{
	struct worker *w = arg;

	w->status = w->share->fn(w->share->arg);
	pthread_mutex_lock(&open_lock);
	w->share->running--;
	pthread_cond_broadcast(&changed);
	while (open_shares != NULL)	/* nothing of its own is waiting */
		help_newest();
	pthread_mutex_unlock(&open_lock);
	atomic_fetch_add(&spare, 1);	/* its work is done: another may */
	return NULL;
}

/* Opens share s to helpers (pushes it on the open shares). */
static void
open_share(struct share *s)
{
	pthread_mutex_lock(&open_lock);
	s->order = ++opened;
	s->next = open_shares;
	open_shares = s;
	pthread_cond_broadcast(&changed);
	pthread_mutex_unlock(&open_lock);
}

/*
 * Closes share s, whose caller is done with its fn: no helper joins it
 * any more.  Until its threads and helpers finish, the caller helps the
 * shares opened after s (theirs, nested: not an older one, which the
 * caller is in the middle of), and else waits.  Returns the status of
 * the first helper that failed, or 0.
 */
static int
close_share(struct share *s)
{
	struct share **p;

	pthread_mutex_lock(&open_lock);
	for (p = &open_shares; *p != NULL; p = &(*p)->next)
		if (*p == s) {
			*p = s->next;
			break;
		}
	while (s->running > 0 || s->helpers > 0)
		if (open_shares != NULL && open_shares->order > s->order)
			help_newest();
		else
			pthread_cond_wait(&changed, &open_lock);
	pthread_mutex_unlock(&open_lock);
	return s->status;
}

int
threads_run(unsigned threads, int (*fn)(void *), void *arg)
{
	struct worker w[THREADS_MAX];
	struct share s = { fn, arg, 0, 0, 0, 0, NULL };
	unsigned used = threads < THREADS_MAX ? threads : THREADS_MAX;
	int status, helped_status;

	if (used <= 1)
		return fn(arg);
	used = 1 + take_spare(used - 1);
	s.running = used - 1;
	open_share(&s);
	for (unsigned t = 1; t < used; t++) {
		w[t] = (struct worker){ .share = &s };
		w[t].started = pthread_create(&w[t].id, NULL, work, &w[t]) == 0;
		if (!w[t].started) {
			atomic_fetch_add(&spare, 1);
			pthread_mutex_lock(&open_lock);
			s.running--;
			pthread_mutex_unlock(&open_lock);
		}
	}
	status = fn(arg);
	helped_status = close_share(&s);
	for (unsigned t = 1; t < used; t++)
		if (w[t].started) {
			pthread_join(w[t].id, NULL);
			if (status == 0)
				status = w[t].status;
		}
	return status != 0 ? status : helped_status;
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
