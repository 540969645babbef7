# hints.awk: the expected output of `code` (default style) for judge input,
# computed the way the problem statement defines a hint, independently of
# the program: strong matches are the positions where secret and guess
# agree; then each unmatched secret position takes the first unused,
# unmatched guess position of the same colour, a maximal set of weak
# matches.  Input is assumed valid; what follows the final 0 is ignored.
# With -v COUNTS=1 the weak matches are counted another way, for long codes
# (the way above takes time N * N): for each colour the smaller of its
# counts in the two codes, summed, less the strong matches; the size of a
# maximal matching is that sum.
BEGIN {
	RS = "[ \t\n\v\f\r]+"	# one token per record
	state = "length"
}
$0 == "" || over { next }
state == "length" {
	n = $0 + 0
	if (n == 0) {
		over = 1
		next
	}
	printf "Game %d:\n", ++game
	k = 0
	state = "secret"
	next
}
state == "secret" {
	secret[++k] = $0 + 0
	if (k == n) {
		k = 0
		state = "guess"
	}
	next
}
state == "guess" {
	guess[++k] = $0 + 0
	if (k < n)
		next
	k = 0
	if (guess[1] == 0)
		state = "length"
	else
		hint()
}

function hint(	i, j, strong, weak, taken, used) {
	if (COUNTS)
		return hint_by_counts()
	strong = weak = 0
	for (i = 1; i <= n; i++)
		if (secret[i] == guess[i]) {
			strong++
			taken[i] = used[i] = 1
		}
	for (i = 1; i <= n; i++) {
		if (i in taken)
			continue
		for (j = 1; j <= n; j++)
			if (!(j in used) && guess[j] == secret[i]) {
				used[j] = 1
				weak++
				break
			}
	}
	printf "    (%d,%d)\n", strong, weak
}

function hint_by_counts(	i, c, strong, common, in_secret, in_guess) {
	strong = common = 0
	for (i = 1; i <= n; i++) {
		strong += secret[i] == guess[i]
		in_secret[secret[i]]++
		in_guess[guess[i]]++
	}
	for (c in in_secret)
		common += in_secret[c] < in_guess[c] ? in_secret[c] : in_guess[c]
	printf "    (%d,%d)\n", strong, common - strong
}
