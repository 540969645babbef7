#!/bin/sh
# bench/campaign.sh: a search of hours or days as K shards run one after
# another on this machine, resumable: each shard's file is kept when it
# completes (commit them: the next session, or another machine, runs only
# the shards that have none), and a shard stopped or killed leaves no file
# but its search, kept every --checkpoint (10 minutes) and when stopped
# (DIR/.shard.I.resume), from which it goes on when it runs again.  The
# merge then proves the value:
#
#	sh bench/campaign.sh DIR K [CODE] -- RULES AND OPTIONS...
#	code shard merge RULES DIR/shard.*
#
# With CERTIFICATES=yes in the environment each shard writes its
# certificate too, DIR/cert.I.gz (a shard done without one is run again
# for it), and the merge writes the certificate of the whole:
#
#	code shard merge RULES --certificate=FILE DIR/shard.* DIR/cert.*
#
# DIR: where the files go (DIR/shard.I, I from 0 to K - 1) and the log
# (DIR/log: each shard's start, end and status, its progress and, where
# /usr/bin/time is, its wall and processor time and peak memory); CODE:
# ./code.  Several runners may share a campaign, one a processor: each
# claims the next shard no other runs (DIR/.shard.I.lock, its host and
# process; a claim whose process is gone from this host is taken over),
# writes the shard's progress to DIR/.shard.I.log as it runs and adds
# it to DIR/log, whole, when the shard ends.  Each shard runs under nice
# 19 (started by setsid, in a session of its own, that session's
# autogroup too, on Linux) as code shard run with --progress=600 and the
# options given (--threads=1 --memory=SIZE are the campaign's choice)
# and, with --unit-size, the files of the shards done as its operands
# (what their jobs found lowers its jobs' limits).  Stops at the first
# shard that fails or is stopped (exit status of code), so that
# control-C ends the campaign.  The campaigns of lib/optimal/ALGORITHM.md
# ("Optima computed here"), e.g.:
#
#	sh bench/campaign.sh testdata/optima/mm-5x8-consistent-shards 64 -- \
#	    --colours=1-8 --length=5 --consistent --threads=1 --memory=8G

set -u
[ $# -ge 3 ] || { echo "usage: sh bench/campaign.sh DIR K [CODE] -- OPTIONS..." >&2; exit 2; }
dir=$1 k=$2
shift 2
code=./code
if [ "$1" != -- ]; then
	code=$1
	shift
fi
[ "${1:-}" = -- ] || { echo "campaign: -- and the options expected" >&2; exit 2; }
shift
mkdir -p "$dir" || exit 3
# Linux shares the processor between sessions (autogroups) whatever the
# nice of their processes: a campaign in a session of its own (setsid)
# would take a processor from the work beside it, so there its session
# yields too (run from a terminal, the terminal's session is left as it
# is).
if [ "$(cut -d ' ' -f 6 "/proc/$$/stat" 2>/dev/null)" = "$$" ] &&
    [ -w /proc/self/autogroup ]; then
	echo 19 >/proc/self/autogroup 2>/dev/null
fi
timer=
[ -x /usr/bin/time ] && timer="/usr/bin/time -v"

# known OPTIONS...: whether the campaign's options deal units below
# (--unit-size), whose jobs take what the files done found
known() {
	for option; do
		case $option in --unit-size|--unit-size=*) return 0 ;; esac
	done
	return 1
}

# any_done: whether a shard's file is in the campaign's folder
any_done() {
	for f in "$dir"/shard.*; do
		[ -f "$f" ] && return 0
	done
	return 1
}

# run_shard I OPTIONS... [FILES...]: shard I, its output in its own log
run_shard() {
	shard=$1
	shift
	# time(1) ignores SIGTERM, so that code, which stops on it (code
	# handles it whatever it inherits), is the one to end and report
	# (a second SIGTERM is then ignored too: SIGINT or SIGKILL end it)
	# shellcheck disable=SC2086 # timer is a command and its option
	(trap '' TERM
	[ "${CERTIFICATES:-}" = yes ] &&
	    set -- --certificate="$dir/cert.$shard.gz" "$@"
	exec $timer nice -n 19 "$code" shard run --progress=600 \
	    "$shard/$k" "$dir/shard.$shard" "$@" >>"$dir/.shard.$shard.log" 2>&1)
}

# finished I: whether shard I's file is there (and its certificate, if
# the campaign writes them)
finished() {
	[ -f "$dir/shard.$1" ] &&
	    { [ "${CERTIFICATES:-}" != yes ] || [ -f "$dir/cert.$1.gz" ]; }
}

# claim I: whether this runner may run shard I (no other runs it); a
# claim left by a process gone from this host is taken over
host=$(uname -n)
claim() {
	lock=$dir/.shard.$1.lock
	mkdir "$lock" 2>/dev/null && { echo "$host $$" >"$lock/owner"; return 0; }
	mkdir "$lock.take" 2>/dev/null || return 1	# one takeover at a time
	r=1
	if read -r owner pid <"$lock/owner" 2>/dev/null &&
	    [ "$owner" = "$host" ] && ! kill -0 "$pid" 2>/dev/null &&
	    ! shard_alive "$1"; then
		rm -rf "$lock"
		echo "campaign: shard $1's claim by process $pid, gone, taken over" >&2
		mkdir "$lock" 2>/dev/null && echo "$host $$" >"$lock/owner" && r=0
	fi
	rmdir "$lock.take"
	return $r
}

# shard_alive I: whether a code of this host still runs shard I (its
# temporary file DIR/.shard.I.HOST.PID.XXXXXX names it)
shard_alive() {
	for t in "$dir/.shard.$1.$host".*.*; do
		p=${t%.*}
		kill -0 "${p##*.}" 2>/dev/null && return 0
	done
	return 1
}

# log_shard I: adds shard I's own log to DIR/log (a killed runner's too)
log_shard() {
	[ -f "$dir/.shard.$1.log" ] || return 0
	cat "$dir/.shard.$1.log" >>"$dir/log" && rm -f "$dir/.shard.$1.log"
}

# release I [STATUS]: shard I ends (STATUS, or stopped by a signal): its
# log added to DIR/log, its claim given up
claimed=
release() {
	echo "== shard $1 end $(date -u +%FT%TZ) ${2:-stopped}" \
	    >>"$dir/.shard.$1.log"
	log_shard "$1"
	rm -rf "$dir/.shard.$1.lock"
	claimed=
}
# a signal to the runner alone lets its shard end (the shell waits for
# it): the shard's own status is logged, then the runner stops
stop=
trap '[ -z "$claimed" ] || release "$claimed"' EXIT
trap 'stop=130' INT
trap 'stop=143' TERM
i=0
while [ "$i" -lt "$k" ] && [ -z "$stop" ]; do
	# claimed, then checked: a shard done meanwhile (or by a runner
	# gone) is not run again, its log added
	if claim "$i"; then
		log_shard "$i"
		if finished "$i"; then
			rm -rf "$dir/.shard.$i.lock"
		else
			claimed=$i
			echo "== shard $i start $(date -u +%FT%TZ) by $host $$" \
			    >"$dir/.shard.$i.log"
			# with --unit-size, the files of the shards done are
			# the shard's operands: what their jobs found lowers
			# its limits
			if known "$@" && any_done; then
				run_shard "$i" "$@" "$dir"/shard.*
			else
				run_shard "$i" "$@"
			fi
			status=$?
			release "$i" "status $status"
			[ "$status" -eq 0 ] || exit "$status"
		fi
	fi
	i=$((i + 1))
done
[ -z "$stop" ] || exit "$stop"
i=0
while [ "$i" -lt "$k" ] && finished "$i"; do
	i=$((i + 1))
done
if [ "$i" -eq "$k" ]; then
	echo "campaign: the $k shards of $dir are done; merge them" >&2
else
	echo "campaign: no shard of $dir left to start; others run shard $i" >&2
fi
