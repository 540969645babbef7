# optimal-ref.awk: reads lines "SECRET GUESS STRONG WEAK", every guess
# against every secret (the hints from score-ref.awk), and prints the
# smallest total number of guesses over all strategies, by trying every
# guess at every set of secrets left, with no bound and no symmetry:
#	average TOTAL
#	worst D TOTAL
# where D is the fewest guesses that win against every secret and TOTAL,
# on that line, the smallest total of the strategies that do.  With -v
# first=GUESS it also prints "first TOTAL", the smallest total of the
# strategies that start with GUESS, and with -v openings=1 "opening GUESS
# TOTAL" for every guess, in the order of the input (the same totals, of
# one search: a run a guess searched the whole game again each time).
# With -v consistent=1 a guess must be one of the secrets left (the
# logical strategies).  With -v tries=N it also prints "within N TOTAL",
# the smallest total of the strategies that win every game within N
# guesses ("within N none" if none does), and with -v openings=1 too
# "opening_within GUESS TOTAL" (or none) for every guess.  With -v
# missed=R it prints "missed LO HI", the fewest and the most secrets
# found only after R guesses (the first among them) by the strategies of
# the smallest total with no limit, and with -v openings=1 too
# "opening_missed GUESS LO HI" of those that start with GUESS.
# With -v hard=1 (the marks rule, the hints' first word a mark a
# position, G in place, Y elsewhere) every guess after the first keeps
# what the marks found (Wordle's hard mode): the letter of each G in its
# place, and each letter at least as often as it was marked G or Y in
# one earlier guess.  Nothing here is shared with code(1); it is the slow
# way, for tiny variants only.
#   awk [-v first=GUESS] [-v openings=1] [-v consistent=1] [-v tries=N] \
#	[-v missed=R] [-v hard=1] -f tests/optimal-ref.awk hints.txt
{
	if (!($1 in secret_id)) {
		secret_id[$1] = ++secrets
		length_of = length($1)
	}
	if (!($2 in guess_id)) {
		guess_id[$2] = ++guesses
		code_of[guesses] = $2
	}
	hint[guess_id[$2], secret_id[$1]] = $3 "," $4
}

# Whether the guess of id g keeps what the marks of past found: past is
# the guesses so far and their marks, "GUESS:MARKS" joined by spaces.
function keeps(g, past,    code, said, k, p, m, i, c, need, have) {
	code = code_of[g]
	split(past, said, " ")
	for (k in said) {
		p = substr(said[k], 1, length(code))
		m = substr(said[k], length(code) + 2)
		split("", need)
		split("", have)
		for (i = 1; i <= length(code); i++) {
			c = substr(p, i, 1)
			if (substr(m, i, 1) == "G" && substr(code, i, 1) != c)
				return 0
			if (substr(m, i, 1) != "-")
				need[c]++
			have[substr(code, i, 1)]++
		}
		for (c in need)
			if (have[c] < need[c])
				return 0
	}
	return 1
}

# The least total of the secrets in set (ids joined by spaces) with at
# most r guesses each, 0 for any number, after the guesses and marks of
# past (hard mode only; "" otherwise); INF if there is none.
function least(set, r, past,    key, ids, n, g, id, best, total) {
	key = set SUBSEP r SUBSEP past
	if (key in memo)
		return memo[key]
	n = split(set, ids, " ")
	best = INF
	if (n == 1 || r == 1) {
		memo[key] = n == 1 && (ids[1] in is_guess) ? 1 : INF
		return memo[key]
	}
	for (g = 1; g <= (consistent ? n : guesses); g++) {
		id = consistent ? guess_of[ids[g]] : g
		if (hard && !keeps(id, past))
			continue
		total = after(set, r, id, past)
		if (total < best)
			best = total
	}
	memo[key] = best
	return best
}

# The least total of the secrets in set with at most r guesses each when
# the first is guess g, after past.
function after(set, r, g, past,    ids, n, part, count, h, i, total, c, said) {
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
		said = !hard ? "" : past (past == "" ? "" : " ") code_of[g] ":" \
		    substr(h, 1, index(h, ",") - 1)
		c = least(part[h], r == 0 ? 0 : r - 1, said)
		if (c >= INF)
			return INF
		total += c
	}
	return total
}

# The fewest (most: 0) or the most (1) secrets of set found only after r
# guesses, its first guess the first, by the strategies of the smallest
# total with no limit (not hard mode).
function late(set, r, most,    key, n, ids, g, id, best, m, got) {
	key = set SUBSEP r SUBSEP most
	if (key in late_memo)
		return late_memo[key]
	n = split(set, ids, " ")
	if (r <= 0 || n == 1)
		return late_memo[key] = r <= 0 ? n : 0
	best = least(set, 0, "")
	got = -1
	for (g = 1; g <= (consistent ? n : guesses); g++) {
		id = consistent ? guess_of[ids[g]] : g
		if (after(set, 0, id, "") != best)
			continue
		m = late_after(set, r, id, most)
		if (got < 0 || (most ? m > got : m < got))
			got = m
	}
	return late_memo[key] = got
}

# late() of the strategies of the smallest total that start with guess g.
function late_after(set, r, g, most,    ids, n, part, i, h, m) {
	n = split(set, ids, " ")
	split("", part)
	for (i = 1; i <= n; i++) {
		h = hint[g, ids[i]]
		if (h != win)
			part[h] = (h in part) ? part[h] " " ids[i] : ids[i]
	}
	m = 0
	for (h in part)
		m += late(part[h], r - 1, most)
	return m
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
	print "average", least(all, 0, "")
	if (first != "")
		print "first", after(all, 0, guess_id[first], "")
	if (openings)
		for (g = 1; g <= guesses; g++)
			print "opening", code_of[g], after(all, 0, g, "")
	if (tries != "")
		print "within", tries, (least(all, tries, "") >= INF ? "none" : \
		    least(all, tries, ""))
	if (tries != "" && openings)
		for (g = 1; g <= guesses; g++) {
			total = after(all, tries, g, "")
			print "opening_within", code_of[g], \
			    (total >= INF ? "none" : total)
		}
	if (missed != "")
		print "missed", late(all, missed, 0), late(all, missed, 1)
	if (missed != "" && openings)
		for (g = 1; g <= guesses; g++)
			print "opening_missed", code_of[g], late_after(all, \
			    missed, g, 0), late_after(all, missed, g, 1)
	for (d = 1; least(all, d, "") >= INF; d++)
		;
	print "worst", d, least(all, d, "")
}
