/* memory: how much memory this process may use (memory.h). */

#include "memory.h"

#include <sys/resource.h>

#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* Returns the smaller of a and b, a bound of 0 meaning none. */
static size_t
tighter(size_t a, size_t b)
{
	return a == 0 || (b != 0 && b < a) ? b : a;
}

/* Returns the number in the file at path, or 0 if it has none ("max"). */
static size_t
number_in(const char *path)
{
	FILE *f = fopen(path, "r");
	unsigned long long n = 0;

	if (f == NULL)
		return 0;
	if (fscanf(f, "%llu", &n) != 1)
		n = 0;
	fclose(f);
	return n > SIZE_MAX ? SIZE_MAX : (size_t)n;
}

/*
 * Returns the memory limit of this process's control group: the line
 * "0::PATH" of /proc/self/cgroup names its version 2 group, a line
 * "N:memory:PATH" (or "N:...,memory,...:PATH") its version 1 group.
 * 0 if there is none.
 */
static size_t
group_limit(void)
{
	FILE *f = fopen("/proc/self/cgroup", "r");
	char line[512], path[640];
	size_t limit = 0;

	if (f == NULL)
		return 0;
	while (fgets(line, sizeof(line), f) != NULL) {
		char *first = strchr(line, ':'), *second;

		if (first == NULL || (second = strchr(first + 1, ':')) == NULL)
			continue;
		second[strcspn(second, "\n")] = '\0';
		if (second == first + 1) {
			snprintf(path, sizeof(path),
			    "/sys/fs/cgroup%s/memory.max", second + 1);
			limit = tighter(limit, number_in(path));
		} else if (strstr(first, "memory") != NULL &&
		    strstr(first, "memory") < second) {
			snprintf(path, sizeof(path), "/sys/fs/cgroup/memory%s/"
			    "memory.limit_in_bytes", second + 1);
			limit = tighter(limit, number_in(path));
		}
	}
	fclose(f);
	return limit;
}

/* Returns the soft resource limit of what, or 0 if it has none. */
static size_t
resource_limit(int what)
{
	struct rlimit r;

	if (getrlimit(what, &r) == -1 || r.rlim_cur == RLIM_INFINITY)
		return 0;
	return r.rlim_cur > SIZE_MAX ? SIZE_MAX : (size_t)r.rlim_cur;
}

size_t
memory_available(void)
{
	long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);
	size_t bytes = 0;

	if (pages > 0 && size > 0)
		bytes = (size_t)pages > SIZE_MAX / (size_t)size ? SIZE_MAX :
		    (size_t)pages * (size_t)size;
	bytes = tighter(bytes, resource_limit(RLIMIT_AS));
	bytes = tighter(bytes, resource_limit(RLIMIT_DATA));
	return tighter(bytes, group_limit());
}

char *
memory_text(size_t bytes, char *text)
{
	static const char *const units[] = { "B", "KiB", "MiB", "GiB",
	    "TiB", "PiB", "EiB" };
	double value = (double)bytes;
	unsigned u = 0;

	while (value >= 1024 && u < 6) {
		value /= 1024;
		u++;
	}
	if (u == 0)
		snprintf(text, MEMORY_TEXT_MAX, "%zu B", bytes);
	else
		snprintf(text, MEMORY_TEXT_MAX, "%.1f %s", value, units[u]);
	return text;
}
