/*
 * The Spanish Master Mind practica's games.  Mode 1: the computer thinks
 * of N distinct digits (N = 4, --length 2..6) and the player has 10
 * tanteos.  Mode 2 (--computer): the player thinks of the code and the
 * computer guesses by the practica's rule, code solve's `first` strategy,
 * until it wins, runs out of tries, or no code agrees with the answers.
 */

#include "aciertos.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "../core/diag.h"
#include "../core/output.h"
#include "../core/score.h"
#include "../solver/solver.h"

/* valida_tanteo: exactly length digits, blanks around them aside. */
static int
valid_guess(const char *line, size_t length, unsigned char *colours)
{
	size_t n = 0;

	while (isspace((unsigned char)*line))
		line++;
	for (; isdigit((unsigned char)*line) && n < length; line++)
		colours[n++] = (unsigned char)(*line - '0');
	while (isspace((unsigned char)*line))
		line++;
	return n == length && *line == '\0';
}

/* Picks the secret: --secret, or digits drawn by rand() % 10, no repeats. */
static int
draw_secret(struct dialogue *d, size_t length, unsigned char *secret)
{
	if (d->secret != NULL) {
		if (valid_guess(d->secret, length, secret) &&
		    !variant_repeats(secret, length))
			return 0;
		diag("play: --secret: expected %zu distinct digits, found '%s'",
		    length, d->secret);
		return -1;
	}
	for (size_t i = 0; i < length; i++)
		do
			secret[i] = (unsigned char)(random_next(&d->random) %
			    10);
		while (variant_repeats(secret, i + 1));
	return 0;
}

/* Asks for a tanteo until it is valid.  Returns 0 at the end of input. */
static int
ask_tanteo(struct dialogue *d, const char *prompt, size_t length,
    unsigned char *guess)
{
	char line[DIALOGUE_LINE_MAX];

	for (;;) {
		if (!dialogue_ask(d, prompt, line))
			return 0;
		if (valid_guess(line, length, guess))
			return 1;
		output_printf("El tanteo debe tener %zu cifras.\n", length);
	}
}

int
play_aciertos(struct dialogue *d, const struct variant *v)
{
	size_t length = v->length;
	int tries = d->tries ? d->tries : variant_tries(v);
	unsigned char secret[VARIANT_LENGTH_MAX], guess[VARIANT_LENGTH_MAX];
	char prompt[64];
	struct scorer scorer;

	if (draw_secret(d, length, secret) == -1)
		return EXIT_INPUT;
	scorer_init(&scorer, secret, length, 10);
	snprintf(prompt, sizeof(prompt), "Escribe tu tanteo como un código "
	    "de %zu cifras: ", length);
	output_printf("Ya he pensado un código!!!\nTienes un máximo de %d "
	    "intentos para adivinarlo....\n\n", tries);
	for (int turn = 1; turn <= tries; turn++) {
		struct hint h;

		if (!ask_tanteo(d, prompt, length, guess))
			return EXIT_OK;
		h = score(&scorer, guess);
		if (h.strong == length) {
			output_printf("\nHas ganado en %d intentos!!!\n", turn);
			return EXIT_OK;
		}
		output_printf("Aciertos: %zu, Semiaciertos: %zu.\nTe quedan %d "
		    "intentos.\n", h.strong, h.weak, tries - turn);
	}
	output_printf("\nHas perdido. El código era ");
	for (size_t i = 0; i < length; i++)
		output_printf("%u", secret[i]);
	output_printf(".\n");
	return EXIT_OK;
}

/* Reads the player's answer, "A,S", "A S" or "(A,S)".  0 at the end. */
static int
answer(struct dialogue *d, size_t length, struct hint *h)
{
	char line[DIALOGUE_LINE_MAX];

	for (;;) {
		unsigned strong, weak;
		char *p = line;

		if (!dialogue_ask(d, "Aciertos y semiaciertos: ", line))
			return 0;
		for (; *p != '\0'; p++)
			if (*p == ',' || *p == '(' || *p == ')')
				*p = ' ';
		if (sscanf(line, "%u %u", &strong, &weak) == 2 &&
		    strong + weak <= length) {
			*h = (struct hint){ strong, weak };
			return 1;
		}
		output_printf("Responde con los aciertos y los semiaciertos, "
		    "como 1,2.\n");
	}
}

/*
 * Plays the computer's tries against the player's answers.  Returns when
 * it wins, runs out of tries, is cheated, or the input ends: EXIT_OK, or
 * EXIT_SYSTEM after reporting that memory ran out.
 */
static int
guess_turns(struct dialogue *d, struct solver *s, size_t length, int tries)
{
	char text[VARIANT_TEXT_MAX];

	for (int turn = 1; turn <= tries; turn++) {
		size_t guess;
		struct hint h;

		if (solver_next(s, &guess) != 0)
			return EXIT_SYSTEM;

		/* The practica looks only past its last guess. */
		if (!solver_forward(s, guess)) {
			output_printf("\nO me has hecho trampa o alguna "
			    "respuesta está mal.\n");
			return EXIT_OK;
		}
		output_printf("Mi intento es:%s\n", solver_write_guess(s, guess,
		    text));
		if (!answer(d, length, &h))
			return EXIT_OK;
		if (h.strong == length) {
			/*
			 * sic: "intentoss" and seven "!" are the practica's
			 * own, its sample run of mode 2 (secret 3241) ends
			 * "He ganado en 6 intentoss!!!!!!!"; mode 1's
			 * "Has ganado en 5 intentos!!!" is spelt right.
			 */
			output_printf("He ganado en %d intentoss!!!!!!!\n", turn);
			return EXIT_OK;
		}
		solver_record(s, guess, hint_dense(s->guesses.length, h));
	}
	output_printf("\nNo lo he adivinado en %d intentos.\n", tries);
	return EXIT_OK;
}

int
play_aciertos_computer(struct dialogue *d, const struct variant *v)
{
	char why[VARIANT_WHY_MAX];
	struct solver s;
	int status;

	if ((status = solver_init(&s, v, NULL, STRATEGY_FIRST, 0, why)) != 0) {
		diag("play: %s", why);
		return status;
	}
	status = guess_turns(d, &s, v->length, d->tries ? d->tries :
	    variant_tries(v));
	solver_free(&s);
	return status;
}
