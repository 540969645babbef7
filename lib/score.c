#include "score.h"

void
scorer_init(struct scorer *s, const unsigned char *secret, size_t length,
    unsigned colours)
{
	s->secret = secret;
	s->length = length;
	s->colours = colours;
	for (unsigned c = 0; c < colours; c++)
		s->secret_count[c] = 0;
	for (size_t i = 0; i < length; i++)
		s->secret_count[secret[i]]++;
	s->packs = score_packs(length, colours);
	if (s->packs)
		s->packed = score_pack(secret, length);
	scorer_reset(s);
}

/*
 * scorer_add_run() for a long run: its colours are counted first, in four
 * interleaved tallies so that a colour repeated at close range does not
 * wait for its own count, then each colour's new matches are added at
 * once: min(guess, secret) after, less min(guess, secret) before.
 */
void
scorer_add_long_run(struct scorer *s, const unsigned char *colours, size_t n)
{
	const unsigned char *secret = s->secret + s->position;
	uint32_t tally[4][SCORE_COLOURS_MAX];
	size_t strong = 0, i;

	for (int k = 0; k < 4; k++)
		memset(tally[k], 0, s->colours * sizeof(tally[k][0]));

	for (i = 0; i + 4 <= n; i += 4)
		for (int k = 0; k < 4; k++) {
			strong += secret[i + k] == colours[i + k];
			tally[k][colours[i + k]]++;
		}
	for (; i < n; i++) {
		strong += secret[i] == colours[i];
		tally[0][colours[i]]++;
	}
	for (unsigned c = 0; c < s->colours; c++) {
		uint32_t before = s->guess_count[c], limit = s->secret_count[c];
		uint32_t after = before + tally[0][c] + tally[1][c] +
		    tally[2][c] + tally[3][c];

		s->common += (after < limit ? after : limit) -
		    (before < limit ? before : limit);
		s->guess_count[c] = after;
	}
	s->position += n;
	s->strong += strong;
}
