# optimal-ref.awk: reads lines "SECRET GUESS STRONG WEAK", every guess
# against every secret (the hints from score-ref.awk), and prints the
# smallest total number of guesses over all strategies, by trying every
# guess at every set of secrets left, with no bound and no symmetry:
#	average TOTAL
#	worst D TOTAL
# where D is the fewest guesses that win against every secret and TOTAL,
# on that line, the smallest total of the strategies that do.  With -v
# first=GUESS it also prints "first TOTAL", the smallest total of the
# strategies that start with GUESS.  With -v consistent=1 a guess must be
# one of the secrets left (the logical strategies).  Nothing here is
# shared with code(1); it is the slow way, for tiny variants only.
#   awk [-v first=GUESS] [-v consistent=1] -f tests/optimal-ref.awk hints.txt
{
	if (!($1 in secret_id)) {
		secret_id[$1] = ++secrets
		length_of = length($1)
	}
	if (!($2 in guess_id))
		guess_id[$2] = ++guesses
	hint[guess_id[$2], secret_id[$1]] = $3 "," $4
}

# The least total of the secrets in set (ids joined by spaces) with at
# most r guesses each, 0 for any number; INF if there is none.
function least(set, r,    key, ids, n, g, best, total) {
	key = set SUBSEP r
	if (key in memo)
		return memo[key]
	n = split(set, ids, " ")
	best = INF
	if (n == 1 || r == 1) {
		memo[key] = n == 1 && (ids[1] in is_guess) ? 1 : INF
		return memo[key]
	}
	for (g = 1; g <= (consistent ? n : guesses); g++) {
		total = after(set, r, consistent ? guess_of[ids[g]] : g)
		if (total < best)
			best = total
	}
	memo[key] = best
	return best
}

# The least total of the secrets in set with at most r guesses each when
# the first is guess g.
function after(set, r, g,    ids, n, part, count, h, i, total, c) {
	n = split(set, ids, " ")
	split("", part)
	split("", count)
	for (i = 1; i <= n; i++) {
		h = hint[g, ids[i]]
		if (h == win)
			continue
		part[h] = (h in part) ? part[h] " " ids[i] : ids[i]
		count[h]++
	}
	total = n
	for (h in part) {
		if (count[h] == n)
			return INF
		c = least(part[h], r == 0 ? 0 : r - 1)
		if (c >= INF)
			return INF
		total += c
	}
	return total
}

END {
	INF = 1000000000
	win = length_of ",0"
	for (code in secret_id)
		if (code in guess_id) {
			is_guess[secret_id[code]] = 1
			guess_of[secret_id[code]] = guess_id[code]
		}
	# sets list ids in increasing order, so that one set has one key
	# whatever the way it was reached: parts keep the order of their set
	all = 1
	for (i = 2; i <= secrets; i++)
		all = all " " i
	print "average", least(all, 0)
	if (first != "")
		print "first", after(all, 0, guess_id[first])
	for (d = 1; least(all, d) >= INF; d++)
		;
	print "worst", d, least(all, d)
}
