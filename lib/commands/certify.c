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

int
certify_write(const struct codebreaker *cb, const struct solver *sv,
    const char *file, size_t opening, size_t first, uint64_t value)
{
	int tries = variant_tries(sv->variant);
	struct certificate c = { file, tries > 0 ? (unsigned)tries : 0, value,
	    opening, first, 0, 0 };
	char why[CERTIFICATE_WHY_MAX];
	int status;

	if (file == NULL)
		return EXIT_OK;
	if ((status = certificate_write(sv, &c, why)) != EXIT_OK)
		diag("%s: --certificate: %s", cb->command, why);
	else
		diag("%s: %s: a certificate of %llu %s", cb->command, file,
		    (unsigned long long)c.claims, plural(c.claims, "claim",
		    "claims"));
	return status;
}
