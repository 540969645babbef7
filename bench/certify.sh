#!/bin/sh
# bench/certify.sh: certificates of the exact search (doc/certificate.md)
# beside the search: for each game, the search's processor time without
# and with --certificate (one thread), the certificate's claims and
# bytes (plain and gzip), and certcheck's processor time on it, one line
# a game:
#
#	GAME|SEARCH|SEARCH WITH CERTIFICATE|CLAIMS|BYTES|GZIP BYTES|CHECK|VERDICT
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

row classic ''
row match-hit '' -v match-hit
if [ -n "$WORDLE_DIR" ]; then
	s=$WORDLE_DIR/wordlist_orig_hidden a=$WORDLE_DIR/wordlist_orig_all
	row salet "$s $a" -v wordle --secrets="$s" --allowed="$a" \
	    --first=salet
	row salet-hard "$s $a" -v wordle --secrets="$s" --allowed="$a" \
	    --first=salet --hard
fi
row bulls-cows '' -v bulls-cows
