#!/bin/sh
# bench/certify.sh: certificates of the exact search (doc/certificate.md)
# beside the search: for each game, the search's processor time without
# and with --certificate (one thread), the certificate's claims and
# bytes (plain and gzip), and certcheck's processor time on it, one line
# a game:
#
#	GAME|SEARCH|SEARCH WITH CERTIFICATE|CLAIMS|BYTES|GZIP BYTES|CHECK|VERDICT
#
# and for a campaign of K shards (code shard run, then code shard merge),
# SEARCH the shards' and the merge's time added, without certificates;
# SEARCH WITH CERTIFICATE, each shard with its own and the merge's made
# of theirs; then the merge's alone with --certificate (solving the sets
# below the units again, as without the shards' certificates), the
# shards' certificates' claims and bytes:
#
#	...|VERDICT|MERGE SOLVING AGAIN|SHARDS' CLAIMS|SHARDS' BYTES
#
#	WORDLE_DIR=DIR sh bench/certify.sh [CODE [CERTCHECK]]
#
# DIR holds Wordle's original lists (wordlist_orig_hidden, 2315 answers,
# wordlist_orig_all, 12972 guesses: not shipped); without it the rows of
# Wordle are left out.  Times are user seconds, as /usr/bin/time -f %U
# gives them.

code=${1:-./code}
certcheck=${2:-./certcheck}
tmp=$(mktemp -d) || exit 3
trap 'rm -rf "$tmp"' EXIT

# user GAME-ARGS...: the user seconds of code analyze's optimal search.
user() {
	/usr/bin/time -f %U "$code" analyze --strategy=optimal --threads=1 \
	    "$@" 2>&1 >/dev/null | tail -n 1
}

# row NAME LISTS GAME-ARGS...: the line of the game.
row() {
	name=$1 lists=$2
	shift 2
	plain=$(user "$@")
	with=$(user "$@" --certificate="$tmp/c.gz")
	gzip -dc "$tmp/c.gz" >"$tmp/c"
	claims=$(awk '/^claims$/ { c = 1; next } /^end$/ { print n + 0; exit }
	    c && !/^sym / { n++ }' "$tmp/c")
	# shellcheck disable=SC2086
	check=$( { /usr/bin/time -f %U "$certcheck" "$tmp/c" $lists \
	    >"$tmp/verdict"; } 2>&1 | tail -n 1)
	echo "$name|$plain|$with|$claims|$(wc -c <"$tmp/c")|$(wc -c \
	    <"$tmp/c.gz")|$check|$(cat "$tmp/verdict")"
}

# shards K CERTIFY GAME-ARGS...: the user seconds of the K shards of the
# game, run in turn into $tmp/s.I, and of their merge, one a line; with
# CERTIFY yes each shard writes $tmp/s.I.cert and the merge $tmp/c.gz of
# them.
shards() {
	k=$1 certify=$2
	shift 2
	rm -f "$tmp"/s.*
	i=0
	while [ "$i" -lt "$k" ]; do
		cert=
		[ "$certify" = yes ] && cert=--certificate=$tmp/s.$i.cert
		# shellcheck disable=SC2086 # cert is an option or none
		/usr/bin/time -f %U "$code" shard run --threads=1 "$@" $cert \
		    "$i/$k" "$tmp/s.$i" 2>&1 >/dev/null | tail -n 1
		i=$((i + 1))
	done
	cert=
	[ "$certify" = yes ] && cert=--certificate=$tmp/c.gz
	# shellcheck disable=SC2086
	/usr/bin/time -f %U "$code" shard merge --threads=1 "$@" $cert \
	    "$tmp"/s.* 2>&1 >/dev/null | tail -n 1
}

# campaign NAME K LISTS GAME-ARGS...: the line of the game in K shards.
campaign() {
	name=$1 k=$2 lists=$3
	shift 3
	plain=$(shards "$k" no "$@" | awk '{ t += $1 } END { print t }')
	again=$(/usr/bin/time -f %U "$code" shard merge --threads=1 "$@" \
	    --certificate="$tmp/again.gz" "$tmp"/s.* 2>&1 >/dev/null |
	    tail -n 1)
	with=$(shards "$k" yes "$@" | awk '{ t += $1 } END { print t }')
	gzip -dc "$tmp/c.gz" >"$tmp/c"
	claims=$(awk '/^claims$/ { c = 1; next } /^end / { print n + 0; exit }
	    c && !/^sym / { n++ }' "$tmp/c")
	theirs=$(cat "$tmp"/s.*.cert | awk '/^claims$/ { c = 1; next }
	    /^end / { c = 0 } c && !/^sym / { n++ } END { print n + 0 }')
	# shellcheck disable=SC2086
	check=$( { /usr/bin/time -f %U "$certcheck" "$tmp/c" $lists \
	    >"$tmp/verdict"; } 2>&1 | tail -n 1)
	echo "$name in $k shards|$plain|$with|$claims|$(wc -c <"$tmp/c")|$(wc -c \
	    <"$tmp/c.gz")|$check|$(cat "$tmp/verdict")|$again|$theirs|$(cat \
	    "$tmp"/s.*.cert | wc -c)"
}

row classic ''
campaign classic 4 ''
campaign 'MM(5,5)' 4 '' --colours=1-5 --length=5
row match-hit '' -v match-hit
if [ -n "$WORDLE_DIR" ]; then
	s=$WORDLE_DIR/wordlist_orig_hidden a=$WORDLE_DIR/wordlist_orig_all
	row salet "$s $a" -v wordle --secrets="$s" --allowed="$a" \
	    --first=salet
	row salet-hard "$s $a" -v wordle --secrets="$s" --allowed="$a" \
	    --first=salet --hard
fi
row bulls-cows '' -v bulls-cows
