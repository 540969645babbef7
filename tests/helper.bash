# Shared by the bats files: `load helper`.  The program under test is
# $CODE (default ./code, from the repository root), made absolute.

# shellcheck disable=SC2034 # ROOT is for the .bats files
ROOT=$(cd "$BATS_TEST_DIRNAME/.." && pwd)
export LC_ALL=C
CODE=${CODE:-./code}
case $CODE in
/*) ;;
*) CODE=$(cd "$(dirname "$CODE")" && pwd)/$(basename "$CODE") ;;
esac
[ -x "$CODE" ] || {
	echo "helper.bash: no program to test at $CODE (run make first)" >&2
	exit 1
}

# run_case NAME PREFIX [OPTION ...]: runs a golden case from testdata/
# (the current directory) as `code [OPTION ...] $(cat NAME.args) NAME.in`,
# leaving PREFIX.stdout, PREFIX.stderr and PREFIX.status.  (Files are
# read by the shell's read, not cat: a process each took as long as the
# case.)
run_case() {
	local name=$1 prefix=$2 args='' status=0
	shift 2
	[ -f "$name.args" ] && { IFS= read -r -d '' args <"$name.args" || true; }
	# shellcheck disable=SC2086 # NAME.args holds several words
	"$CODE" "$@" $args "$name.in" >"$prefix.stdout" 2>"$prefix.stderr" ||
	    status=$?
	echo "$status" >"$prefix.status"
}

# check_case NAME PREFIX: compares what run_case left with NAME.out,
# NAME.err (none: stderr must be empty) and NAME.status (none: 0).
check_case() {
	local name=$1 prefix=$2 err=/dev/null status=0 got='' ok=0
	[ -f "$name.err" ] && err=$name.err
	[ -f "$name.status" ] && { read -r status <"$name.status" || true; }
	diff -u "$name.out" "$prefix.stdout" || ok=1
	diff -u "$err" "$prefix.stderr" || ok=1
	read -r got <"$prefix.status" || true
	if [ "$got" != "$status" ]; then
		echo "exit status $got, expected $status"
		ok=1
	fi
	[ "$ok" -eq 0 ] || echo "FAILED: testdata/$name.in"
	return "$ok"
}

# short_of_memory SCRIPT [ARG ...]: runs the shell SCRIPT, $1 being
# $CODE and the ARGs after it, with `run --separate-stderr` and memory
# limited to 10 MB: by ulimit -v, or for a binary built with
# AddressSanitizer (which ulimit -v stops) by ASAN_OPTIONS, which also
# has the sanitizer's allocator return NULL.  Skips the test when
# neither can limit the program (valgrind).
short_of_memory() {
	local limit="ulimit -v 10000" script=$1
	shift
	if ! (eval "$limit" && "$CODE" --version) >/dev/null 2>&1; then
		grep -q __asan_init "$CODE" ||
		    skip "cannot limit the memory of $CODE (valgrind?)"
		limit=:
	fi
	ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}allocator_may_return_null=1:max_allocation_size_mb=8 \
	    run --separate-stderr bash -c "$limit; $script" - "$CODE" "$@"
}

# stream_input COUNT: one game of N = 4, secret 1 1 2 3, then COUNT
# guesses cycling through five whose hints are worked out by hand:
#   1 1 2 3 (4,0)   3 2 1 1 (0,4)   1 2 1 4 (1,2)   5 5 5 5 (0,0)   1 3 2 2 (2,1)
stream_input() {
	awk -v count="$1" 'BEGIN {
		split("1 1 2 3|3 2 1 1|1 2 1 4|5 5 5 5|1 3 2 2", guess, "|")
		print "4\n1 1 2 3"
		for (i = 0; i < count; i++)
			print guess[i % 5 + 1]
		print "0 0 0 0\n0"
	}'
}

# stream_output COUNT: what `code` prints for stream_input COUNT.
stream_output() {
	awk -v count="$1" 'BEGIN {
		split("(4,0) (0,4) (1,2) (0,0) (2,1)", hint, " ")
		print "Game 1:"
		for (i = 0; i < count; i++)
			print "    " hint[i % 5 + 1]
	}'
}

# json_lines FILE: FILE is JSON lines, as jq (a real parser) reads them:
# each line one whole object.
json_lines() {
	local parsed
	parsed=$(jq -c 'if type == "object" then . else error("not an object") end' \
	    "$1") || { echo "jq cannot parse $1:"; cat "$1"; return 1; }
	[ "$(printf '%s\n' "$parsed" | wc -l)" -eq "$(wc -l <"$1")" ] ||
	    { echo "not one object a line: $1"; cat "$1"; return 1; }
}

# inconsistent TREE: prints each line of TREE (code tree, the
# line format) whose last guess disagrees with a hint on its way, the
# hints by score-ref.awk; scratch files in $T.
inconsistent() {
	awk '{ for (i = 1; i + 1 < NF; i += 2) print NR, $NF, $i, $(i + 1) }' \
	    "$1" >"$T/checks"
	cut -d ' ' -f 2,3 "$T/checks" | awk -f "$ROOT/tests/score-ref.awk" |
	    paste -d ' ' "$T/checks" - |
	    awk '{ split($4, want, ","); if (want[1] != $5 || want[2] != $6)
		print "line " $1 ": " $2 " after " $3 " " $4 }'
}

# faults_shim: builds tests/faults.c, the LD_PRELOAD shim that injects
# faults, into $BATS_FILE_TMPDIR/faults.so (in setup_file).
faults_shim() {
	cc -shared -fPIC -o "$BATS_FILE_TMPDIR/faults.so" \
	    "$ROOT/tests/faults.c" -ldl
}

# faulty VAR=VALUE... -- ARGS...: runs code with the shim of faults_shim
# and the faults the variables ask for (tests/faults.c lists them).
faulty() {
	local -a env=()
	while [ "$1" != -- ]; do env+=("$1"); shift; done
	shift
	env LD_PRELOAD="$BATS_FILE_TMPDIR/faults.so" "${env[@]}" "$CODE" "$@"
}

# mode_help MODE: sets MODE_HELP to a file of `code MODE -h`, run once a
# test (the completion tests read it some hundred times: a run each was a
# third of their time).
mode_help() {
	MODE_HELP=$BATS_TEST_TMPDIR/help.${1:-filter}
	[ -s "$MODE_HELP" ] || "$CODE" $1 -h >"$MODE_HELP"
}

# help_options MODE: the long options `code MODE -h` lists, as completed
# (--name= for one that takes a value, both forms for --tree[=FORMAT]).
help_options() {
	mode_help "$1"
	awk '
	    /^RULES:/ {
		for (i = 2; i <= NF; i++) {
			o = $i; gsub(/[][]/, "", o); sub(/=.*/, "=", o); print o
		}
	    }
	    match($0, /^  (-[a-z], )?--[a-z-]+(\[=|=)?/) {
		o = substr($0, 1, RLENGTH); sub(/^  (-[a-z], )?/, "", o)
		if (o ~ /\[=$/) { sub(/\[=$/, "", o); print o; print o "=" }
		else print o
	    }' "$MODE_HELP" | sort -u
}

# usage_modes: the modes `code -h` names, one a line, sorted: those of
# its lines "code score | variants | ... [ARG ...]", and completion.
usage_modes() {
	"$CODE" -h | sed -n '/^       code score |/,/\[ARG \.\.\.\]$/p' |
	    sed 's/^       code //; s/\[ARG \.\.\.\]$//' | tr -d ' \n' |
	    tr '|' '\n' | sed '$a completion' | sort
}

# The commands whose options the completion tests check, "" the
# filter's: every command but completion, each subcommand of shard.
COMMANDS=(score variants solve analyze tree replay rank 'shard plan'
    'shard run' 'shard merge' 'shard verify' review play gen check '')

# usage_shells: the shells `code -h` names after completion, one a line,
# in its order.
usage_shells() {
	"$CODE" -h | sed -n 's/^       code completion //p' | tr '|' '\n'
}

# offers_variants LINE ...: checks that the completion test's own offer
# gives after each LINE the variants `code variants` lists.
offers_variants() {
	local variants
	variants=$("$CODE" variants | awk 'NR > 1 { print $1 }' | sort)
	[ "$(wc -l <<<"$variants")" -eq 10 ]
	for line in "$@"; do
		offer "$line" | diff -u <(echo "$variants") -
	done
}

# help_values MODE OPTION: the fixed values `code MODE -h` gives the long
# OPTION, sorted, one a line: those of --OPTION=a|b or --OPTION[=a|b] in
# its usage, of a line NAME: a|b|c there when the usage says
# --OPTION=NAME, else the lines indented by four under the option's line
# of help; nothing if none.  Placeholders (upper case) are not values.
help_values() {
	mode_help "$1"
	awk -v o="--$2" '
	    /^[A-Z]+: / { named[substr($1, 1, length($1) - 1)] = $2 }
	    NR == 1 { usage = 1 }
	    /^$/ { usage = 0 }
	    usage {
		for (i = 1; i <= NF; i++) {
			t = $i; gsub(/[][]/, "", t)
			if (index(t, o "=") == 1 && values == "")
				values = substr(t, length(o) + 2)
		}
	    }
	    $0 ~ "^  (-[a-z], )?" o "(\\[?=|$| )" { under = 1; next }
	    under && /^    [a-z]/ { subs = subs " " $1; next }
	    under && !/^      / { under = 0 }
	    END {
		if (values in named) values = named[values]
		if (values ~ /\|/ || values ~ /^[a-z]/) {
			n = split(values, v, "|")
			for (i = 1; i <= n; i++) if (v[i] ~ /^[a-z]/) print v[i]
		} else if (subs != "") {
			n = split(subs, v, " ")
			for (i = 1; i <= n; i++) print v[i]
		}
	    }' "$MODE_HELP" | sort -u
}

# offers_values: checks that the completion test's own offer gives, after
# --OPTION= of each mode's options that -h lists, the fixed values -h
# gives it (help_values) or, where it gives none, nothing or files (for
# an option whose value -h names FILE); and that there are such values:
# strategies, goals, tree formats, score's formats, the filter's styles.
offers_values() {
	local mode option want got n=0
	for mode in "${COMMANDS[@]}"; do
		# the variants: offers_variants
		for option in $(help_options "$mode" | sed -n 's/^--\(.*\)=$/\1/p' |
		    grep -vx variant); do
			want=$(help_values "$mode" "$option")
			got=$(offer "code $mode --$option=")
			if [ -n "$want" ]; then
				n=$((n + 1))
				# (diff only to show a difference: its process
				# substitutions cost more than the offer)
				[ "$want" = "$got" ] ||
				    { diff -u <(echo "$want") <(echo "$got");
				    echo "code $mode --$option="; return 1; }
			elif mode_help "$mode" &&
			    grep -q -- "--$option=FILE" "$MODE_HELP"; then
				continue	# files: offers_files
			else
				[ -z "$got" ] || { echo "code $mode --$option=: $got"; return 1; }
			fi
		done
	done
	[ "$n" -ge 12 ] || { echo "only $n options with values"; return 1; }
	offer 'code analyze --goal ' | diff -u - <(printf '%s\n' average depth worst)
	offer 'code score --format=' | diff -u - <(printf '%s\n' aciertos json \
	    pair pegs plain words)
}

# long_options MODE: the long options `code MODE -h` names anywhere in
# its usage and help (not in `code ...` quoted), sorted, with --variant
# for a mode (each takes -v).  Not --colors, which -h of some modes name
# beside --colours.
long_options() {
	{
		mode_help "$1"
		sed 's/`[^`]*`//g' "$MODE_HELP" | grep -o -- '--[a-z][a-z-]*'
		[ -z "$1" ] || echo --variant
	} | grep -vx -e --colors | sort -u
}

# offers_options: checks that the completion test's own offer gives
# after `code MODE --`, for each mode and for the filter, the long
# options -h names (long_options), each as --name (fish's --tree= apart).
offers_options() {
	for mode in "${COMMANDS[@]}"; do
		offer "code $mode --" | grep -vx -e --colors -e '--.*=' |
		    diff -u <(long_options "$mode") -
	done
}

# completion_setup SHELL FILE: for setup_file of a completion test:
# fails unless SHELL is there, writes `code completion SHELL` to
# $BATS_FILE_TMPDIR/FILE and makes $BATS_FILE_TMPDIR/empty, the
# directory offer completes in.
completion_setup() {
	command -v "$1" >/dev/null || {
		echo "no $1: make tools installs it" >&2
		return 1
	}
	"$CODE" completion "$1" >"$BATS_FILE_TMPDIR/$2"
	mkdir -p "$BATS_FILE_TMPDIR/empty"
}

# offers_modes: checks that the completion test's own offer gives after
# `code ` the modes the usage names, and the files there.
offers_modes() {
	offer 'code ' | diff -u <(usage_modes) -
	[ "$(usage_modes | wc -l)" -eq 13 ]
	touch "$BATS_FILE_TMPDIR/empty/hist.txt"
	offer 'code ' | diff -u <(usage_modes | sed '$a hist.txt' | sort) -
	offer 'code h' | diff -u - <(echo hist.txt)
	rm "$BATS_FILE_TMPDIR/empty/hist.txt"
}

# offers_files: checks that the completion test's own offer gives files
# where a file goes: after each option -h names --OPTION=FILE, as check's,
# replay's and shard run's and merge's operands; and nothing where
# neither a file nor a fixed value does.
offers_files() {
	local mode option n=0
	touch "$BATS_FILE_TMPDIR/empty/hist.txt"
	for mode in "${COMMANDS[@]}"; do
		mode_help "$mode"
		for option in $(grep -o -- '--[a-z-]*=FILE' "$MODE_HELP" |
		    sed 's/^--\(.*\)=FILE$/\1/' | sort -u); do
			n=$((n + 1))
			[ "$(offer "code $mode --$option=h")" = hist.txt ] ||
			    { echo "code $mode --$option="; return 1; }
		done
	done
	[ "$n" -ge 4 ] || { echo "only $n file options"; return 1; }
	offer 'code solve -f h' | diff -u - <(echo hist.txt)
	offer 'code check --tokens h' | diff -u - <(echo hist.txt)
	offer 'code shard merge h' | diff -u - <(echo hist.txt)
	offer 'code replay h' | diff -u - <(echo hist.txt)
	[ -z "$(offer 'code analyze --threads=')" ]
	[ -z "$(offer 'code solve h')" ]
	rm "$BATS_FILE_TMPDIR/empty/hist.txt"
}

# single FORMAT RULES...: the single run whose output a merge of the
# same RULES prints with FORMAT, one of its options (--format=F, or
# --tree[=F]): code analyze --strategy=optimal FORMAT, or code tree
# --strategy=optimal [--format=F] for a tree.
single() {
	local format=$1
	shift
	case $format in
	--tree) "$CODE" tree --strategy=optimal "$@" ;;
	--tree=*) "$CODE" tree --strategy=optimal --format="${format#--tree=}" "$@" ;;
	*) "$CODE" analyze --strategy=optimal "$format" "$@" ;;
	esac
}

# sanitized: succeeds if $CODE is built with AddressSanitizer (the suite's
# second pass), where a search runs some ten times slower: a test may
# leave a whole search of a game to the first pass, which checks the same.
sanitized() {
	grep -q __asan_init "$CODE"
}

# signal_when PID SIGNAL FILE PATTERN: sends SIGNAL to the background
# process PID once FILE holds a line PATTERN matches (grep's), as a long
# search's progress says how far it got, and waits for it, its exit
# status into status.  Fails if PID ended first, or after ten minutes
# without such a line: a search a test stops is one it cannot end.
signal_when() {
	local i
	for ((i = 0; i < 6000; i++)); do
		grep -q -- "$4" "$3" 2>/dev/null && break
		kill -0 "$1" 2>/dev/null || break
		sleep 0.1
	done
	status=0
	if ! kill -"$2" "$1" 2>/dev/null; then
		wait "$1" || status=$?
		echo "process $1 ended (status $status) before '$4' in $3:"
		cat "$3"
		return 1
	fi
	wait "$1" || status=$?
}

# paused PID: waits (up to 2 minutes) until the process PID, run with
# CODE_PAUSE_AFTER=N, has stopped itself after its search weighed N sets
# (ps says T); fails if it ended first.  The test then signals it (a stop,
# SIGKILL, or --time-limit's seconds slept away) and sends SIGCONT.
paused() {
	[[ $(pause_state "$1") == T* ]] && return 0
	echo "process $1 ended, or ran 2 minutes, before it paused"
	return 1
}

# pause_state PID: waits (up to 2 minutes) until the process PID has
# paused or ended, and prints its state (T: paused).
pause_state() {
	local i state=
	for ((i = 0; i < 1200; i++)); do
		state=$(ps -o stat= -p "$1") || break
		[[ $state == [TZ]* ]] && break
		sleep 0.1
	done
	echo "$state"
}
# stop_paused PID SIGNAL: once the process PID has paused, sends it
# SIGNAL and SIGCONT, and waits for it, its exit status into status.
stop_paused() {
	paused "$1" || return 1
	kill -"$2" "$1"
	kill -CONT "$1" 2>/dev/null || true
	status=0
	wait "$1" || status=$?
}

# run_past_limit [--separate-stderr] [--after=N] SECONDS COMMAND...:
# runs COMMAND, a search given --time-limit=SECONDS, as bats' run does
# (its status into status, its output into output and lines, with
# --separate-stderr its standard error into stderr apart), with
# CODE_PAUSE_AFTER=N (1): paused at its Nth set weighed, it goes on once
# SECONDS and a fifth have passed, so that its limit stops it whatever the
# machine's speed (a limit that passes before the pause stops it all the
# same).
run_past_limit() {
	local apart=0 after=1 seconds pid
	local out=${BATS_FILE_TMPDIR:-$BATS_TMPDIR}/limit.$BATS_TEST_NUMBER
	if [ "$1" = --separate-stderr ]; then
		apart=1
		shift
	fi
	if [[ $1 == --after=* ]]; then
		after=${1#--after=}
		shift
	fi
	seconds=$1
	shift
	if [ "$apart" -eq 1 ]; then
		CODE_PAUSE_AFTER=$after "$@" >"$out.out" 2>"$out.err" &
	else
		CODE_PAUSE_AFTER=$after "$@" >"$out.out" 2>&1 &
	fi
	pid=$!
	if [[ $(pause_state "$pid") == T* ]]; then
		sleep "$seconds"
		sleep 0.2
		kill -CONT "$pid"
	fi
	status=0
	wait "$pid" || status=$?
	output=$(cat "$out.out")
	mapfile -t lines <<<"$output"
	[ "$apart" -eq 0 ] || stderr=$(cat "$out.err")
	rm -f "$out.out" "$out.err"
}

# sleep_paused PID SECONDS: once the process PID has paused, lets
# SECONDS pass (its time limit, its period of progress or checkpoints)
# and sends it SIGCONT.
sleep_paused() {
	paused "$1" || return 1
	sleep "$2"
	kill -CONT "$1"
}

# running PID: waits until the background job PID runs $CODE (a job is
# a shell until it executes the program), at most a minute; fails if it
# never does.
running() {
	local i
	for ((i = 0; i < 600; i++)); do
		[[ $(ps -o args= -p "$1") == "$CODE "* ]] && return 0
		sleep 0.1
	done
	echo "process $1 never ran $CODE"
	return 1
}

# campaign_files NAME [FROM]: the shard files FROM (0) to 63 of the
# campaign committed in testdata/optima/NAME, into the array files.
campaign_files() {
	local i
	files=()
	for ((i = ${2:-0}; i < 64; i++)); do
		files+=("$ROOT/testdata/optima/$1/shard.$i")
	done
}

# many_runs: in a test that runs the same paths on many inputs (read
# sizes, block boundaries, shapes), LeakSanitizer does not check each
# exit, half of such a test's time under ASan; the golden cases and the
# other tests check those paths for leaks.
many_runs() {
	export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
}

# first_pass_only WHAT: skips the test under the sanitizers, whose pass
# gains nothing from it (WHAT: the sources or the documents it checks):
# the first pass, of the normal build, runs it.
first_pass_only() {
	! sanitized || skip "checks $1: the first pass runs it"
}

# The word list of the tests that use one: Debian's (wamerican, which make
# tools installs; no other game's list is in the repository).
WORDS=/usr/share/dict/american-english

# words5 FILE [EVERY [FROM]]: the 5-letter lowercase words of Debian's
# list, every EVERYth from the FROMth, into FILE.
words5() {
	[ -f "$WORDS" ] || skip "no $WORDS: make tools installs wamerican"
	grep '^[a-z][a-z][a-z][a-z][a-z]$' "$WORDS" |
	    awk -v every="${2:-1}" -v from="${3:-0}" 'NR % every == from % every' >"$1"
}

# pairs_of SECRETS GUESSES: a line SECRET GUESS for each code of the file
# SECRETS against each of the file GUESSES, into $T/pairs.
pairs_of() {
	local s g
	while read -r s; do
		while read -r g; do
			echo "$s $g"
		done <"$2"
	done <"$1" >"$T/pairs"
}

# list_refused FILE MESSAGE: code solve -v wordle --secrets=FILE --count
# refuses the list, status 1, saying "code: MESSAGE".
list_refused() {
	run --separate-stderr "$CODE" solve -v wordle --secrets="$1" --count
	[ "$status" -eq 1 ] && [ "$stderr" = "code: $2" ] ||
	    { echo "status $status: $stderr"; false; }
}

# field NAME JSON: the number NAME has in the JSON object.
field() {
	[[ $2 =~ \"$1\":([0-9]+) ]] && echo "${BASH_REMATCH[1]}"
}

# keyed RULE: each line of $T/pairs with rules-ref.awk's keys of its hint
# under RULE (the win LENGTH 0), for optimal-ref.awk, into $T/hints.
keyed() {
	awk -v rule="$1" -v keys=1 -f "$ROOT/tests/rules-ref.awk" "$T/pairs" |
	    paste -d ' ' "$T/pairs" - >"$T/hints"
}

# keys LENGTH COLOURS RULE: every SECRET GUESS of the codes of LENGTH
# positions of colours 1-COLOURS with rules-ref.awk's keys, into $T/hints.
keys() {
	awk -v n="$1" -v c="$2" 'BEGIN {
		for (i = 0; i < c ^ n; i++) {
			code[i] = ""
			for (k = i; length(code[i]) < n; k = int(k / c))
				code[i] = (k % c + 1) code[i]
		}
		for (i = 0; i < c ^ n; i++)
			for (j = 0; j < c ^ n; j++)
				print code[i], code[j]
	}' >"$T/pairs"
	keyed "$3"
}
