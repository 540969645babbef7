# tree-ref.awk: plays a strategy tree written in the line format of
# `code tree` (a line a node: GUESS [S,W GUESS]..., the way
# from the root then the node's guess) against every secret, and prints
#   secrets N total T worst W unfound U
# The secrets are every code of LENGTH colours from the string COLOURS
# (distinct colours if DISTINCT is 1), made here, or with -v SECRETS=FILE
# the codes of FILE, one a line (a word list); every hint comes from
# score-ref.awk (the path in REF), a level of the tree at a time, or with
# -v RULE=marks from rules-ref.awk (REF) under that rule, a mark a
# position written as the tree writes it (G, Y, -; the win all G).
# Nothing is shared with code(1).
#   awk -v COLOURS=123456 -v LENGTH=4 -v DISTINCT=0 -v REF=score-ref.awk \
#       -v TMP=scratch-file -f tests/tree-ref.awk tree.txt
#   awk -v SECRETS=words -v LENGTH=5 -v RULE=marks -v REF=rules-ref.awk \
#       -v TMP=scratch-file -f tests/tree-ref.awk tree.txt
# A guess with a repeated colour when DISTINCT is 1 is counted in `bad`.

# Adds every code that extends prefix to n colours to secret[].
function make(prefix, n,    i, c) {
	if (length(prefix) == n) {
		secret[++secrets] = prefix
		return
	}
	for (i = 1; i <= length(COLOURS); i++) {
		c = substr(COLOURS, i, 1)
		if (DISTINCT && index(prefix, c))
			continue
		make(prefix c, n)
	}
}

function repeats(code,    i) {
	for (i = 2; i <= length(code); i++)
		if (index(substr(code, 1, i - 1), substr(code, i, 1)))
			return 1
	return 0
}

/^[ \t]*(#|$)/ { next }
{
	sub(/[ \t]*#.*/, "")
	path = $1
	for (i = 2; i < NF; i++)
		path = path " " $i
	if (NF == 1)
		root = $1
	else
		next_guess[path] = $NF	# the way, then the reply: the guess
	if (DISTINCT && repeats($NF))
		bad++
}

END {
	if (SECRETS != "")
		while ((getline line < SECRETS) > 0)
			secret[++secrets] = line
	else
		make("", LENGTH)
	ref = RULE != "" ? "awk -v rule=" RULE " -f " REF : "awk -f " REF
	for (i = 1; i <= LENGTH; i++)
		all_exact = all_exact "G"
	tmp = TMP
	for (s = 1; s <= secrets; s++) {
		way[s] = root		# the way so far, ending in a guess
		guess[s] = root
		playing[s] = 1
	}
	for (depth = 1; depth <= 64; depth++) {
		n = 0
		for (s = 1; s <= secrets; s++)
			if (playing[s]) {
				print secret[s], guess[s] > tmp
				order[++n] = s
			}
		close(tmp)
		if (n == 0)
			break
		i = 0
		while ((ref " " tmp) | getline line > 0) {
			s = order[++i]
			split(line, h, " ")
			if (RULE != "" ? h[1] == all_exact : h[1] == LENGTH) {
				playing[s] = 0
				total += depth
				if (depth > worst)
					worst = depth
				continue
			}
			way[s] = way[s] " " (RULE != "" ? h[1] : h[1] "," h[2])
			if (!(way[s] in next_guess)) {
				playing[s] = 0
				unfound++
				continue
			}
			guess[s] = next_guess[way[s]]
			way[s] = way[s] " " guess[s]
		}
		close(ref " " tmp)
	}
	system("rm -f " tmp)
	printf "secrets %d total %d worst %d unfound %d bad %d\n", secrets,
	    total, worst, unfound + 0, bad + 0
}
