# perfect-split.awk: reads lines "GUESS SECRET STRONG WEAK", grouped by
# GUESS, and prints the first GUESS whose hints against its secrets are all
# different (a perfect split), or "none".  Nothing here is shared with
# code(1); the hints come from score-ref.awk.
#   awk -f tests/perfect-split.awk hints.txt
$1 != guess {
	if (guess != "" && perfect) {
		print guess
		found = 1
		exit
	}
	guess = $1
	perfect = 1
	split("", seen)
}
{
	if (($3 "," $4) in seen)
		perfect = 0
	seen[$3 "," $4] = 1
}
END {
	if (!found)
		print guess != "" && perfect ? guess : "none"
}
