# gen.awk: random judge input for the differential test, from a fixed seed.
#   awk -v SEED=340 -v GAMES=2000 -f tests/gen.awk > random.in
# Code lengths are mostly 1..12, some up to 60, a few up to 300 (long runs
# of colours are scored another way); each game draws from a few
# colours, skewed to one of them, so repeated colours are common; guesses
# are random, or the secret mutated, or the secret rotated; numbers are
# sometimes spelled 03 or +3, zeros 00, -0 or +0; any whitespace separates.
# With -v PLAIN=1 every number is one digit and one space or newline follows,
# the shape that the filter's fast paths read.  With -v SHORT=1 codes are
# 1..9 colours long and games have up to 60 guesses.  With -v LENGTHS="15 16
# 17" games take those lengths in turn, with up to 60 guesses each.
BEGIN {
	if (SEED == "")
		SEED = 340
	if (GAMES == "")
		GAMES = 2000
	srand(SEED)
	lengths = split(LENGTHS, length_of, " ")
	for (game = 1; game <= GAMES; game++) {
		n = rand()
		n = n < 0.88 ? 1 + int(rand() * 12) : n < 0.97 ? \
		    13 + int(rand() * 48) : 61 + int(rand() * 240)
		if (SHORT)
			n = 1 + int(rand() * 9)
		if (lengths)
			n = length_of[1 + (game - 1) % lengths]
		colours = 1 + int(rand() * 9)
		base = int(rand() * 9)
		put(n)
		for (i = 1; i <= n; i++)
			put(secret[i] = colour())
		guesses = int(rand() * (SHORT || lengths ? 61 : 9))
		for (k = 0; k < guesses; k++)
			put_guess()
		for (i = 1; i <= n; i++)
			put(zero())
	}
	put(zero())
	if (rand() < 0.5)
		printf "\n"
}

# Skewed towards colour base + 1 among `colours` neighbours.
function colour() {
	return 1 + (base + int(colours * rand() * rand())) % 9
}

function put_guess(	kind, shift, i) {
	kind = rand()
	shift = int(rand() * n)
	for (i = 1; i <= n; i++)
		if (kind < 0.3)
			put(rand() < 0.3 ? colour() : secret[i])
		else if (kind < 0.5)
			put(secret[1 + (i + shift) % n])
		else
			put(colour())
}

function zero(	r) {
	r = rand()
	return r < 0.9 ? "0" : r < 0.94 ? "00" : r < 0.97 ? "-0" : "+0"
}

function put(x,	r) {
	if (PLAIN) {		# one-digit colours, one space: the fast paths
		printf "%s%s", x, rand() < 0.98 ? " " : "\n"
		return
	}
	r = rand()
	if (r < 0.03 && x ~ /^[0-9]/)
		x = "0" x
	else if (r < 0.06 && x !~ /^[-+]/)
		x = "+" x
	printf "%s%s", x, space()
}

function space(	r) {
	r = rand()
	return r < 0.6 ? " " : r < 0.75 ? "\n" : r < 0.85 ? "\t" : \
	    r < 0.92 ? "\r\n" : r < 0.96 ? "  \t " : r < 0.98 ? "\v" : "\f\n"
}
