/* --certificate=FILE, and the certificate written (certify.h). */

#include "certify.h"

#include <getopt.h>
#include <string.h>

#include "../core/diag.h"
#include "../core/fold.h"
#include "../solver/certificate.h"

/* Takes --certificate. */
static void
take(void *file, int id, const char *arg)
{
	(void)id;
	*(const char **)file = arg;
}

static const struct cli_option options[] = {
	{ "certificate", 0, required_argument, 0, NULL },
	{ NULL, 0, 0, 0, NULL }
};

const struct cli_group certify_options = { options, take };

void
certify_check(const struct codebreaker *cb, const char *usage,
    const char *file)
{
	if (file == NULL)
		return;
	if (file[0] == '\0')
		diag("%s: --certificate: an empty name", cb->command);
	else if (strcmp(file, "-") == 0)
		diag("%s: --certificate: standard output is the report's: "
		    "name a file", cb->command);
	else if (cb->strategy != STRATEGY_OPTIMAL)
		diag("%s: --certificate proves what the optimal strategy "
		    "found: --strategy=optimal", cb->command);
	else if (cb->goal != GOAL_AVERAGE)
		diag("%s: --certificate proves a least total: --goal=average",
		    cb->command);
	else if (cb->variant.fold != NULL)
		diag("%s: --certificate: certcheck reads the lists as written, "
		    "not as --fold=%s reads them", cb->command,
		    fold_name(cb->variant.fold));
	else
		return;
	cli_usage(usage);
}

/* Returns the certificate of sv's game to write to file (no claims yet). */
static struct certificate
game(const struct solver *sv, const char *file, size_t first)
{
	int tries = variant_tries(sv->variant);

	return (struct certificate){ .file = file, .tries = tries > 0 ?
	    (unsigned)tries : 0, .opening = SIZE_MAX, .first = first };
}

/* Writes c for cb's command, and says what it wrote.  Returns a status. */
static int
write_said(const struct codebreaker *cb, const struct solver *sv,
    struct certificate *c)
{
	char why[CERTIFICATE_WHY_MAX];
	int status;

	if ((status = certificate_write(sv, c, why)) != EXIT_OK)
		diag("%s: --certificate: %s", cb->command, why);
	else if (c->reuse != NULL)
		diag("%s: %s: a certificate of %llu %s, %llu of them the "
		    "shards'", cb->command, c->file,
		    (unsigned long long)c->claims, plural(c->claims, "claim",
		    "claims"), (unsigned long long)c->reused);
	else
		diag("%s: %s: a certificate of %llu %s", cb->command, c->file,
		    (unsigned long long)c->claims, plural(c->claims, "claim",
		    "claims"));
	return status;
}

int
certify_write(const struct codebreaker *cb, const struct solver *sv,
    const char *file, const struct reuse *reuse, size_t opening,
    size_t first, uint64_t value)
{
	struct certificate c = game(sv, file, first);

	if (file == NULL)
		return EXIT_OK;
	c.opening = opening;
	c.value = value;
	c.reuse = reuse != NULL ? reuse_claims(reuse) : NULL;
	return write_said(cb, sv, &c);
}

int
certify_shard(const struct codebreaker *cb, const struct solver *sv,
    const char *file, const struct optimal_plan *p, unsigned index,
    size_t first)
{
	struct certificate c = game(sv, file, first);

	c.shard = p;
	c.shard_index = index;
	return write_said(cb, sv, &c);
}

int
certify_reuse(const struct codebreaker *cb, const struct solver *sv,
    size_t first, char *const files[], size_t count, struct reuse **reuse)
{
	struct certificate c = game(sv, NULL, first);
	char why[CERTIFICATE_WHY_MAX];
	int status;

	if ((*reuse = reuse_read(sv, &c, files, count, why, &status)) == NULL)
		diag("%s: %s", cb->command, why);
	return status;
}
