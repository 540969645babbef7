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

/*
 * Every colour the two codes share, counted with multiplicity, is a match;
 * taking the strong ones first leaves the rest as weak (the statement's
 * maximal independent set).
 */
struct hint
scorer_finish(const struct scorer *s)
{
	size_t common = 0;

	for (unsigned c = 0; c < s->colours; c++)
		common += s->secret_count[c] < s->guess_count[c] ?
		    s->secret_count[c] : s->guess_count[c];
	return (struct hint){ s->strong, common - s->strong };
}

struct hint
score(struct scorer *s, const unsigned char *guess)
{
	scorer_reset(s);
	for (size_t i = 0; i < s->length; i++)
		scorer_add(s, guess[i]);
	return scorer_finish(s);
}
