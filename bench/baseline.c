/*
 * baseline: a straightforward solution of UVa 340 "Master-Mind Hints",
 * written the way most published accepted solutions are: scanf("%d") for
 * every number, printf for every hint, per-colour counts for the weak
 * matches.  bench/run.sh times `code` against it and checks that both
 * print the same hints.  Output is `code`'s default style:
 * "Game k:" then "    (strong,weak)" per guess.
 */
#include <stdio.h>
#include <stdlib.h>

int
main(void)
{
	int n, game = 0;

	while (scanf("%d", &n) == 1 && n != 0) {
		int *secret = malloc(n * sizeof *secret);
		int *guess = malloc(n * sizeof *guess);
		int i;

		if (secret == NULL || guess == NULL) {
			fprintf(stderr, "baseline: out of memory\n");
			return 1;
		}
		for (i = 0; i < n; i++)
			if (scanf("%d", &secret[i]) != 1)
				return 1;
		printf("Game %d:\n", ++game);
		for (;;) {
			int sc[10] = { 0 }, gc[10] = { 0 };
			int strong = 0, weak = 0, c;

			for (i = 0; i < n; i++)
				if (scanf("%d", &guess[i]) != 1)
					return 1;
			if (guess[0] == 0)
				break;
			for (i = 0; i < n; i++) {
				if (secret[i] == guess[i])
					strong++;
				sc[secret[i]]++;
				gc[guess[i]]++;
			}
			for (c = 1; c <= 9; c++)
				weak += sc[c] < gc[c] ? sc[c] : gc[c];
			printf("    (%d,%d)\n", strong, weak - strong);
		}
		free(secret);
		free(guess);
	}
	return 0;
}
