# best-split.awk: reads lines "SECRET GUESS STRONG WEAK", every guess
# against every secret, and prints the first guess (in order of appearance)
# that each strategy prefers when every secret is still possible: knuth (the
# smallest largest part), most-parts (the most parts) and expected-size (the
# smallest sum of squared parts).  Nothing here is shared with code(1); the
# hints come from score-ref.awk.
#   awk -f tests/best-split.awk hints.txt
{
	if (!($2 in seen)) {
		seen[$2] = 1
		order[++guesses] = $2
	}
	part[$2, $3 "," $4]++
}
END {
	for (key in part) {
		split(key, k, SUBSEP)
		g = k[1]
		n = part[key]
		if (n > largest[g])
			largest[g] = n
		parts[g]++
		squares[g] += n * n
	}
	for (i = 1; i <= guesses; i++) {
		g = order[i]
		if (i == 1 || largest[g] < largest[knuth])
			knuth = g
		if (i == 1 || parts[g] > parts[most])
			most = g
		if (i == 1 || squares[g] < squares[expected])
			expected = g
	}
	print "knuth", knuth
	print "most-parts", most
	print "expected-size", expected
}
