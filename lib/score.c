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

/* scorer_add(), with the running counts where the compiler can keep them. */
void
scorer_add_run(struct scorer *s, const unsigned char *colours, size_t n)
{
	const unsigned char *secret = s->secret + s->position;
	size_t strong = s->strong, common = s->common;

	for (size_t i = 0; i < n; i++) {
		unsigned char colour = colours[i];

		strong += secret[i] == colour;
		common += s->guess_count[colour]++ < s->secret_count[colour];
	}
	s->position += n;
	s->strong = strong;
	s->common = common;
}
