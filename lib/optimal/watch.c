/*
 * The optimal search's watch (lib/optimal/, internal.h): what the search of the
 * root has done, its ledger, shown on a status line or as lines of
 * progress by a thread beside the search, which also stops it at the time
 * limit; SIGINT and SIGTERM stop it too.  A stopped search then plays the
 * best strategy it found (ledger_answer(), search_answer()).
 */

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/diag.h"
#include "../core/memory.h"
#include "../core/threads.h"
#include "internal.h"

#define WATCH_TICK	0.25	/* seconds between the watch's looks */
#define STATUS_AFTER	1.0	/* no status line for a shorter search */
#define STATUS_EVERY	0.5	/* seconds between redraws */
#define LINE_MAX_TEXT	256	/* bytes of a status or progress line */
#define STATUS_WIDTH	73	/* bytes of a status line after "code: " */

/*
 * What SIGINT and SIGTERM did before the watch, which a signal does again
 * once the search is stopping; and when the first signal came (seconds of
 * CLOCK_MONOTONIC, times 1000; 0: none yet).
 */
static struct sigaction before_int, before_term;
static atomic_llong first_signal;

/*
 * The stop field of the search watched (o->stop), which on_signal() sets:
 * named by catch_signals() as the handler is set, forgotten once it is
 * given back (NULL: none).  The process's one link from a signal to a
 * search; each search reads its own field alone.
 */
static _Atomic(atomic_int *) signal_stops;

/*
 * Copies of one signal closer than this (seconds) are one stop: timeout(1)
 * sends its signal to the process and to its group, twice within
 * milliseconds.
 */
#define SIGNAL_MOMENT	1.0

/* Sets a search's stop field to why, unless it is stopping already. */
static void
stop(atomic_int *field, int why)
{
	int none = 0;

	atomic_compare_exchange_strong(field, &none, why);
}

/*
 * SIGINT and SIGTERM: the first stops the search; another within
 * SIGNAL_MOMENT of it is the same stop; one later does what the signal
 * did before the watch (by default, ends the process).  Only
 * async-signal-safe calls here: clock_gettime(), sigaction(), raise().
 */
static void
on_signal(int signal)
{
	struct timespec now;
	long long ms, none = 0;

	clock_gettime(CLOCK_MONOTONIC, &now);
	ms = (long long)now.tv_sec * 1000 + now.tv_nsec / 1000000 + 1;
	if (atomic_compare_exchange_strong(&first_signal, &none, ms)) {
		atomic_int *field = atomic_load(&signal_stops);

		if (field != NULL)
			stop(field, signal == SIGINT ? OPTIMAL_SIGINT :
			    OPTIMAL_SIGTERM);
		return;
	}
	if (ms - none < (long long)(SIGNAL_MOMENT * 1000))
		return;
	sigaction(signal, signal == SIGINT ? &before_int : &before_term, NULL);
	raise(signal);	/* delivered when this handler returns */
}

/*
 * Whether on_signal() is still the handler after a search a signal stopped
 * (restore_signals() left it, so that the copy of that signal timeout(1)
 * sends a moment later is the same stop, not the end of the answer).
 */
static int handler_kept;

/*
 * The sets a search weighs before the process stops itself (SIGSTOP),
 * once, for a test to signal it at a moment it knows
 * (optimal_pause_after()); 0: never.
 */
static atomic_size_t pause_after;

void
optimal_pause_after(const char *sets)
{
	char *end;
	unsigned long long n;

	if (sets == NULL || *sets < '0' || *sets > '9')
		return;
	errno = 0;
	n = strtoull(sets, &end, 10);
	if (*end == '\0' && errno == 0 && n <= SIZE_MAX)
		atomic_store(&pause_after, (size_t)n);
}

void
watch_weighed(struct optimal *o)
{
	size_t sets = atomic_fetch_add_explicit(&o->weighed, 1,
	    memory_order_relaxed) + 1;
	size_t at = atomic_load_explicit(&pause_after, memory_order_relaxed);

	if (at != 0 && sets >= at &&
	    atomic_compare_exchange_strong(&pause_after, &at, 0))
		raise(SIGSTOP);
}

/*
 * Makes SIGINT and SIGTERM stop the search o; restore_signals() undoes it.
 * SA_RESTART: a read or write of another thread, or of this one, goes on
 * rather than fail with EINTR.
 */
static void
catch_signals(struct optimal *o)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sa.sa_flags = SA_RESTART;
	sigemptyset(&sa.sa_mask);
	sigaddset(&sa.sa_mask, SIGINT);
	sigaddset(&sa.sa_mask, SIGTERM);
	atomic_store(&first_signal, 0);
	atomic_store(&signal_stops, &o->stop);
	if (handler_kept) {	/* before_int and before_term stand */
		sigaction(SIGINT, &sa, NULL);
		sigaction(SIGTERM, &sa, NULL);
		return;
	}
	sigaction(SIGINT, &sa, &before_int);
	sigaction(SIGTERM, &sa, &before_term);
}

/*
 * Gives SIGINT and SIGTERM back what they did before the search; after a
 * stop by a signal, on_signal() stays, which passes a later signal on to
 * that (and stops no search: its first signal came).  The search watched
 * is forgotten after.
 */
static void
restore_signals(void)
{
	if (atomic_load(&first_signal) != 0)
		handler_kept = 1;
	else {
		sigaction(SIGINT, &before_int, NULL);
		sigaction(SIGTERM, &before_term, NULL);
		handler_kept = 0;
	}
	atomic_store(&signal_stops, NULL);
}

double
watch_elapsed(const struct optimal *o)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (double)(now.tv_sec - o->start.tv_sec) +
	    (double)(now.tv_nsec - o->start.tv_nsec) / 1e9;
}

const char *
optimal_stop_name(enum optimal_stop why)
{
	static const char *const names[] = { "nothing", "SIGINT", "SIGTERM",
	    "its time limit" };

	return names[why];
}

/* Writes seconds as "12.3 s", or "1:02:03" from a minute on. */
static void
say_time(double seconds, char *text, size_t size)
{
	unsigned long s = (unsigned long)seconds;

	if (seconds < 60)
		snprintf(text, size, "%.1f s", seconds);
	else
		snprintf(text, size, "%lu:%02lu:%02lu", s / 3600, s / 60 % 60,
		    s % 60);
}

/*
 * Writes into text (LINE_MAX_TEXT bytes) what the memo holds of what it
 * may: "memo 1.2 MiB/11.7 GiB, 35 forgotten" (how: 0), "1.2 MiB/11.7 GiB"
 * (how: -1), or the most it held (how: 1); returns text.
 */
static char *
say_memo(struct optimal *o, int how, char *text)
{
	char held[MEMORY_TEXT_MAX], cap[MEMORY_TEXT_MAX];
	size_t forgotten;

	pthread_mutex_lock(&o->tally);
	memory_text(how == 1 ? o->memo_peak : o->memo_bytes, held);
	memory_text(o->memo_cap, cap);
	forgotten = o->memo_forgotten;
	pthread_mutex_unlock(&o->tally);
	if (how == -1)
		snprintf(text, LINE_MAX_TEXT, "%s/%s", held, cap);
	else if (how == 1)
		snprintf(text, LINE_MAX_TEXT, "the memo held at most %s of %s, "
		    "%zu sets forgotten", held, cap, forgotten);
	else if (forgotten > 0)
		snprintf(text, LINE_MAX_TEXT, "memo %s/%s, %zu forgotten", held,
		    cap, forgotten);
	else
		snprintf(text, LINE_MAX_TEXT, "memo %s/%s", held, cap);
	return text;
}

/* Returns the bound on the root's total the ledger proves; under lock. */
static uint64_t
proven_lower(const struct ledger *l)
{
	uint64_t lower = INF;

	for (size_t k = 0; k < l->count; k++)
		if (l->first[k].lower < lower)
			lower = l->first[k].lower;
	return l->count > 0 ? lower : l->floor;
}

/* Appends to text (LINE_MAX_TEXT bytes, *n of them written) as printf. */
static void add(char *text, int *n, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void
add(char *text, int *n, const char *fmt, ...)
{
	va_list ap;
	int k;

	if (*n >= LINE_MAX_TEXT)
		return;
	va_start(ap, fmt);
	k = vsnprintf(text + *n, LINE_MAX_TEXT - (size_t)*n, fmt, ap);
	va_end(ap);
	*n += k > 0 ? k : 0;
}

/*
 * Writes what the search of the root has done into text (LINE_MAX_TEXT
 * bytes), under the ledger's lock: briefly for a status line, else in
 * words for a line of progress.  Goal worst's search within D guesses
 * says so first.
 */
static void
describe(struct optimal *o, int brief, char *text)
{
	const struct ledger *l = o->ledger;
	char now[32], memo[LINE_MAX_TEXT];
	size_t k = 0;
	uint64_t lower = proven_lower(l);
	int n = 0;

	say_time(watch_elapsed(o), now, sizeof(now));
	say_memo(o, brief ? -1 : 0, memo);
	text[0] = '\0';
	while (k < l->count && l->first[k].done)
		k++;
	if (l->rooted && l->jobs == 0 && l->count > 0 && o->bound_within > 0)
		add(text, &n, brief ? "in %u, " : "within %u guesses, ",
		    o->bound_within);
	if (!l->rooted)
		add(text, &n, "filling the table of hints");
	else if (l->jobs > 0 && l->count > 0 && brief)	/* a part's guesses */
		add(text, &n, "part %zu/%zu: %zu/%zu", l->jobs_done + 1,
		    l->jobs, k < l->count ? k + 1 : l->count, l->count);
	else if (l->jobs > 0) {
		add(text, &n, brief ? "shard, %zu/%zu %s" :
		    "%zu of the shard's %zu %s solved", l->jobs_done,
		    l->jobs, l->job_firsts ? brief ? "firsts" :
		    "first guesses" : "parts");
		if (l->count > 0)	/* a part's guesses, as the root's */
			add(text, &n, "; part of %zu secrets under way: guess "
			    "%zu of %zu", l->root.n, k < l->count ? k + 1 :
			    l->count, l->count);
	} else if (l->count == 0 && l->depth > 0 && l->options > 0)
		add(text, &n, brief ? "within %u? %zu/%zu out" : "can %u "
		    "guesses win every game? %zu of %zu first guesses ruled "
		    "out", l->depth, l->ruled_out, l->options);
	else if (l->count == 0 && l->depth > 0)
		add(text, &n, "can %u guesses win every game?", l->depth);
	else if (l->count == 0)
		add(text, &n, "weighing the first guesses");
	else if (k < l->count && l->first[k].parts > 0)
		add(text, &n, brief ? "guess %zu/%zu, %u/%u parts" :
		    "first guess %zu of %zu, %u of %u parts solved", k + 1,
		    l->count, l->first[k].solved, l->first[k].parts);
	else
		add(text, &n, brief ? "guess %zu/%zu" : "first guess %zu of %zu",
		    k < l->count ? k + 1 : l->count, l->count);
	if (l->count > 0 && l->best < INF)
		add(text, &n, brief ? "; best %llu, bound %llu (%.2f%%)" :
		    "; best total %llu, lower bound %llu (gap %.2f%%)",
		    (unsigned long long)l->best, (unsigned long long)lower,
		    100.0 * (double)(l->best - lower) / (double)l->best);
	else if (l->count > 0)
		add(text, &n, brief ? "; bound %llu" : "; lower bound %llu",
		    (unsigned long long)lower);
	add(text, &n, "; %s; %s", now, memo);
	if (brief)	/* one line of a terminal 80 wide, "code: " first */
		text[STATUS_WIDTH] = '\0';
}

/*
 * The watch: every WATCH_TICK seconds it stops the search at the time
 * limit, redraws the status line, and writes a line of progress when one
 * is due, until watch_end().
 */
static void *
watch(void *arg)
{
	struct optimal *o = arg;
	struct ledger *l = o->ledger;
	char text[LINE_MAX_TEXT];
	double drawn = 0;

	pthread_mutex_lock(&l->lock);
	while (!l->end) {
		double now = watch_elapsed(o), tick = now + WATCH_TICK;
		int draw = 0, line = 0, keep = 0;
		struct timespec until;

		if (o->run.time_limit > 0 && now >= o->run.time_limit)
			stop(&o->stop, OPTIMAL_TIME_LIMIT);
		if (o->run.status_line && now >= STATUS_AFTER &&
		    now - drawn >= STATUS_EVERY) {
			describe(o, 1, text);
			draw = 1;
			drawn = now;
		}
		if (o->run.progress > 0 && now >= l->next_line) {
			describe(o, 0, text);
			line = 1;	/* the next multiple of the period */
			l->next_line = (double)((unsigned)now /
			    o->run.progress + 1) * o->run.progress;
		}
		if (o->run.keep != NULL && now >= l->next_keep) {
			keep = 1;
			l->next_keep = now + o->run.keep_every;
		}
		pthread_mutex_unlock(&l->lock);
		if (draw)
			diag_status(text);
		if (line)
			diag("optimal search, %s", text);
		if (keep)
			o->run.keep(o, o->run.keep_arg);
		pthread_mutex_lock(&l->lock);
		l->drawn |= draw;
		until.tv_sec = o->start.tv_sec + (time_t)tick;
		until.tv_nsec = o->start.tv_nsec + (long)((tick - (double)(time_t)
		    tick) * 1e9);
		if (until.tv_nsec >= 1000000000L) {
			until.tv_sec++;
			until.tv_nsec -= 1000000000L;
		}
		if (!l->end)
			pthread_cond_timedwait(&l->wake, &l->lock, &until);
	}
	pthread_mutex_unlock(&l->lock);
	return NULL;
}

int
watch_begin(struct optimal *o)
{
	struct ledger *l;
	pthread_condattr_t clock;

	if (o->ledger != NULL)	/* begun already */
		return 0;
	if ((l = calloc(1, sizeof(*l))) == NULL)
		return -1;
	clock_gettime(CLOCK_MONOTONIC, &o->start);
	pthread_mutex_init(&l->lock, NULL);
	pthread_mutex_init(&l->pinning, NULL);
	pthread_condattr_init(&clock);
	pthread_condattr_setclock(&clock, CLOCK_MONOTONIC);
	pthread_cond_init(&l->wake, &clock);
	pthread_condattr_destroy(&clock);
	l->best = INF;
	l->pinned = SIZE_MAX;
	l->next_line = o->run.progress;
	l->next_keep = o->run.keep_every;
	o->ledger = l;
	catch_signals(o);
	if (o->run.status_line || o->run.progress > 0 || o->run.time_limit > 0 ||
	    o->run.keep != NULL)
		l->watching = threads_beside(&l->watch, watch, o) == 0;
	return 0;
}

/* Returns the bound on the root's total the ledger proves, or 0. */
static uint64_t
ledger_lower(struct optimal *o)
{
	uint64_t lower;

	if (o->ledger == NULL)
		return 0;
	pthread_mutex_lock(&o->ledger->lock);
	lower = proven_lower(o->ledger);
	pthread_mutex_unlock(&o->ledger->lock);
	return lower;
}

/* Returns the first guess the ledger says to play: the best done. */
static size_t
ledger_answer(struct optimal *o)
{
	struct ledger *l = o->ledger;
	size_t guess = SIZE_MAX;

	if (l == NULL)
		return guess;
	pthread_mutex_lock(&l->lock);
	if (l->best_at < l->count)
		guess = l->first[l->best_at].guess;
	else if (l->count > 0)
		guess = l->first[0].guess;
	pthread_mutex_unlock(&l->lock);
	return guess;
}

enum optimal_stop
watch_end(struct optimal *o)
{
	struct ledger *l = o->ledger;
	char text[LINE_MAX_TEXT], now[32];
	enum optimal_stop why;

	if (l == NULL)
		return OPTIMAL_FINISHED;
	pthread_mutex_lock(&l->lock);
	l->end = 1;
	pthread_cond_signal(&l->wake);
	pthread_mutex_unlock(&l->lock);
	if (l->watching)
		pthread_join(l->watch, NULL);
	restore_signals();
	/* every search after it runs: what stopped this one is recorded */
	why = (enum optimal_stop)atomic_exchange(&o->stop, OPTIMAL_FINISHED);
	if (why != OPTIMAL_FINISHED)
		o->stopped = why;
	if (l->drawn)
		diag_status_end(why != OPTIMAL_FINISHED);
	o->proof.lower = ledger_lower(o);
	pthread_mutex_lock(&l->lock);
	o->proof.found = l->best < INF ? l->best : UINT64_MAX;
	pthread_mutex_unlock(&l->lock);
	o->proof.seconds = watch_elapsed(o);
	o->answer = ledger_answer(o);
	if (o->run.progress > 0) {
		pthread_mutex_lock(&l->lock);
		describe(o, 0, text);
		pthread_mutex_unlock(&l->lock);
		say_time(o->proof.seconds, now, sizeof(now));
		if (why != OPTIMAL_FINISHED)
			diag("optimal search stopped by %s: %s",
			    optimal_stop_name(why), text);
		else
			diag("optimal search done in %s, %zu sets weighed; "
			    "%s", now, (size_t)atomic_load(&o->weighed),
			    say_memo(o, 1, text));
	}
	o->ledger = NULL;
	pthread_cond_destroy(&l->wake);
	pthread_mutex_destroy(&l->lock);
	pthread_mutex_destroy(&l->pinning);
	free(l->first);
	free(l);
	return why;
}

void
ledger_root(struct optimal *o, const struct node *root)
{
	if (o->ledger == NULL)
		return;
	pthread_mutex_lock(&o->ledger->lock);
	o->ledger->rooted = 1;
	o->ledger->floor = bound(o, root->n, 0);
	pthread_mutex_unlock(&o->ledger->lock);
}

void
ledger_depth(struct optimal *o, unsigned depth)
{
	o->asking = depth;
	if (o->ledger == NULL)
		return;
	pthread_mutex_lock(&o->ledger->lock);
	o->ledger->depth = depth;
	o->ledger->ruled_out = o->ledger->options = 0;
	pthread_mutex_unlock(&o->ledger->lock);
}

void
ledger_open(struct optimal *o, const struct node *at,
    const struct candidate *list, size_t count)
{
	struct ledger *l = o->ledger;
	struct first_guess *first, *before;

	if (l == NULL)
		return;
	if ((first = calloc(count + 1, sizeof(*first))) == NULL)
		count = 0;	/* no list: none of another root's, either */
	for (size_t k = 0; k < count; k++)
		first[k] = (struct first_guess){ list[k].lower, list[k].guess,
		    0, 0, 0, 0 };	/* (count is 0 if first is NULL) */
	pthread_mutex_lock(&l->lock);
	before = l->first;
	l->root = *at;
	l->first = first;
	l->count = count;
	l->done = 0;
	l->best = INF;
	l->best_at = count;
	l->pinned = SIZE_MAX;
	pthread_mutex_unlock(&l->lock);
	free(before);
}

void
ledger_parts(struct optimal *o, size_t k, unsigned parts, unsigned solved,
    uint64_t lower)
{
	struct ledger *l = o->ledger;

	if (l == NULL)
		return;
	pthread_mutex_lock(&l->lock);
	if (k < l->count) {
		l->first[k].started = 1;
		l->first[k].parts = parts;
		l->first[k].solved = solved;
		if (lower > l->first[k].lower)
			l->first[k].lower = lower;
	}
	pthread_mutex_unlock(&l->lock);
}

void
ledger_done(struct optimal *o, size_t k, uint64_t total, int best)
{
	struct ledger *l = o->ledger;

	if (l == NULL || k >= l->count)
		return;
	pthread_mutex_lock(&l->lock);
	if (!l->first[k].done)
		l->done++;
	l->first[k].done = 1;
	l->first[k].started = 1;
	l->first[k].solved = l->first[k].parts;
	l->first[k].lower = total;
	if (best) {
		l->best = total;
		l->best_at = k;
	}
	pthread_mutex_unlock(&l->lock);
}

void
ledger_ruled_out(struct optimal *o, size_t k, size_t count)
{
	if (o->ledger == NULL)
		return;
	pthread_mutex_lock(&o->ledger->lock);
	o->ledger->ruled_out = k;
	o->ledger->options = count;
	pthread_mutex_unlock(&o->ledger->lock);
}

void
ledger_jobs(struct optimal *o, size_t done, size_t count, int firsts)
{
	if (o->ledger == NULL)
		return;
	pthread_mutex_lock(&o->ledger->lock);
	o->ledger->rooted = 1;
	o->ledger->jobs = count;
	o->ledger->job_firsts = firsts;
	o->ledger->jobs_done = done;
	pthread_mutex_unlock(&o->ledger->lock);
}

