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
	scorer_reset(s);
}

struct hint
score(struct scorer *s, const unsigned char *guess)
{
	scorer_reset(s);
	for (size_t i = 0; i < s->length; i++)
		scorer_add(s, guess[i]);
	return scorer_finish(s);
}
