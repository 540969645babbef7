# score-ref.awk: the hint of each line `SECRET GUESS` (two compact codes of
# one-character colours, already canonical), written `STRONG WEAK`, by the
# letter-Mastermind assignment's definition taken literally: first mark
# every exact match (same colour, same place); then, for each guess place
# left unmarked, left to right, look for a secret place left unmarked and
# not yet used with the same colour, and use the first one found.  Nothing
# here is shared with code(1): it is the slow way, on purpose.
#   awk -f tests/score-ref.awk pairs.txt
{
	if (NF != 2 || length($1) != length($2)) {
		print "score-ref.awk: line " NR ": expected two codes of one length" >"/dev/stderr"
		exit 2
	}
	n = length($1)
	for (i = 1; i <= n; i++) {
		s[i] = substr($1, i, 1)
		g[i] = substr($2, i, 1)
		used[i] = 0
		exact[i] = 0
	}
	strong = 0
	for (i = 1; i <= n; i++)
		if (s[i] == g[i]) {
			exact[i] = 1
			strong++
		}
	weak = 0
	for (j = 1; j <= n; j++) {
		if (exact[j])
			continue
		for (i = 1; i <= n; i++)
			if (!exact[i] && !used[i] && s[i] == g[j]) {
				used[i] = 1
				weak++
				break
			}
	}
	print strong, weak
}
