# rules-ref.awk: the hint of each line `SECRET GUESS` (two compact codes of
# one-character colours) under the rule -v rule=counts|black|total|marks,
# written as `code score --format=plain` writes it: counts `STRONG WEAK`,
# black the colours in place, total the colours in common (`won` for the
# secret itself, apart from its anagrams), marks a mark a position (G in
# place, Y elsewhere, - not).  The marks are the letter
# Mastermind assignment's definition taken literally, position by position:
# first every exact match; then, for each guess place left unmarked, left
# to right, the first secret place left unmarked and unused with the same
# colour, which it uses.  With -v keys=1 it writes two words that tell the
# hints apart and make the win `LENGTH 0`, for optimal-ref.awk.  Nothing
# here is shared with code(1): it is the slow way, on purpose.
#   awk -v rule=marks -f tests/rules-ref.awk pairs.txt
{
	if (NF != 2 || length($1) != length($2)) {
		print "rules-ref.awk: line " NR ": expected two codes of one length" >"/dev/stderr"
		exit 2
	}
	n = length($1)
	for (i = 1; i <= n; i++) {
		s[i] = substr($1, i, 1)
		g[i] = substr($2, i, 1)
		used[i] = 0
		mark[i] = "-"
	}
	strong = 0
	for (i = 1; i <= n; i++)
		if (s[i] == g[i]) {
			mark[i] = "G"
			used[i] = 1
			strong++
		}
	weak = 0
	for (j = 1; j <= n; j++) {
		if (mark[j] == "G")
			continue
		for (i = 1; i <= n; i++)
			if (!used[i] && s[i] == g[j]) {
				used[i] = 1
				mark[j] = "Y"
				weak++
				break
			}
	}
	marks = ""
	for (i = 1; i <= n; i++)
		marks = marks mark[i]
	if (keys)
		print strong == n ? n " 0" : rule == "counts" ? strong " " weak : \
		    rule == "black" ? strong " 1" : rule == "total" ? \
		    strong + weak " 1" : marks " 1"
	else if (rule == "black")
		print strong
	else if (rule == "total")
		print strong == n ? "won" : strong + weak
	else if (rule == "marks")
		print marks
	else
		print strong, weak
}
