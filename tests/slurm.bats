#!/usr/bin/env bats
# doc/shards.md's Slurm recipe, run as written on a real Slurm cluster of one
# node started here (tests/slurm-cluster: munged, slurmctld and slurmd on
# localhost, their configuration, state and logs in a scratch folder):
# the job array of 8 shards and the merge job that depends on it, first
# with a time limit of a second, which stops shards (their searches kept,
# the merge cancelled), then as written, which resumes them.  The merge's
# output must prove the published optimum; then the cluster is shut
# down (jobs cancelled,
# the queue and the job steps waited for, each daemon stopped by its pid)
# and no process of it may be left.  Skipped, saying why, where the
# Debian packages are missing (make remote-tools installs them), on a
# machine of one processor (the recipe asks two a shard), and in a pass
# of the suite with REMOTE_TESTS=0 (make check starts one cluster a run,
# as it starts one sshd for the ssh test of tests/shards.bats).

load helper

setup() {
	T=$BATS_TEST_TMPDIR
	CLUSTER=
}

teardown() {
	[ -z "$CLUSTER" ] || "$ROOT/tests/slurm-cluster" stop "$CLUSTER" \
	    >/dev/null 2>&1 || true
	[ -z "$CLUSTER" ] || rm -rf "$CLUSTER"
}

# recipe: doc/shards.md's Slurm commands, the code block after "With Slurm,".
recipe() {
	awk '/^With Slurm,/ { on = 1; next }
	    on && /^    / { print substr($0, 5); seen = 1; next }
	    on && seen && /^[^ ]/ { exit }' "$ROOT/doc/shards.md"
}

# submit RECIPE: runs the commands of RECIPE in the cluster's job folder,
# the code under test first in PATH, and waits (two minutes at most)
# until the queue is empty.
submit() {
	local i=0
	(cd "$CLUSTER/jobs" && PATH=$T/bin:$PATH sh "$1") >"$T/submit" 2>&1 ||
	    { cat "$T/submit"; false; }
	while [ -n "$(squeue -h -o %i)" ] && [ "$i" -lt 1200 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	[ -z "$(squeue -h -o %i)" ] || { squeue; false; }
}

@test "doc/shards.md's Slurm recipe on a one-node Slurm cluster: shards stopped by their time limit resume when submitted again; the merge job proves the published optimum" {
	local need jobs stopped completed
	[ "${REMOTE_TESTS:-1}" = 1 ] || skip "REMOTE_TESTS=0: the cluster runs in another pass"
	for need in munged slurmctld slurmd sbatch squeue; do
		command -v "$need" >/dev/null ||
		    skip "no $need: make remote-tools installs Slurm and munge"
	done
	[ "$(nproc)" -ge 2 ] || skip "one processor: the recipe asks two a shard"
	recipe >"$T/recipe"
	grep -q '^#SBATCH --array=0-7$' "$T/recipe"
	grep -q '^#SBATCH --time=15$' "$T/recipe"
	grep -q -- '--unit-size=500 --time-limit=14m \\$' "$T/recipe"
	grep -q '^sbatch --dependency=afterok:$jobid --kill-on-invalid-dep=yes \\$' "$T/recipe"
	# the first submission stops each shard after a second of search
	# on one thread
	sed -e 's/--time-limit=14m/--time-limit=1/' -e 's/--threads=2/--threads=1/' \
	    "$T/recipe" >"$T/first"
	! cmp -s "$T/recipe" "$T/first" || false
	# a short folder: the daemons' unix sockets live in it
	CLUSTER=$(mktemp -d /tmp/code-slurm.XXXXXX)
	"$ROOT/tests/slurm-cluster" start "$CLUSTER" 2>"$T/start" ||
	    { cat "$T/start"; false; }
	export SLURM_CONF=$CLUSTER/etc/slurm.conf
	mkdir -p "$T/bin" "$CLUSTER/jobs"
	printf '#!/bin/sh\nexec "%s" "$@"\n' "$CODE" >"$T/bin/code"
	chmod +x "$T/bin/code"
	# the jobs inherit this PATH (sbatch exports the environment)
	submit "$T/first"
	jobs=$(scontrol -o show job)
	# the shards stopped by their time limit: status 124, each its search
	# kept and no file; the merge job cancelled, its dependency never met
	stopped=$(grep -c 'JobState=FAILED .*ExitCode=124:0' <<<"$jobs") || true
	[ "$stopped" -ge 1 ] || { echo "$jobs"; false; }
	[ "$(ls "$CLUSTER"/jobs/.bc.*.resume | wc -l)" -eq "$stopped" ]
	[ "$(ls "$CLUSTER"/jobs/bc.* 2>/dev/null | wc -l)" -eq $((8 - stopped)) ]
	grep 'JobName=merge.sh' <<<"$jobs" | grep -q 'JobState=CANCELLED' ||
	    { echo "$jobs"; false; }
	[ ! -e "$CLUSTER/jobs/bulls-cows.txt" ] || [ ! -s "$CLUSTER/jobs/bulls-cows.txt" ]
	completed=$(grep -c 'JobState=COMPLETED .*ExitCode=0:0' <<<"$jobs") || true
	# the recipe again, as written: 8 shards (those done end at once, the
	# stopped ones resume) and the merge, each completed with status 0
	submit "$T/recipe"
	jobs=$(scontrol -o show job)
	[ "$(grep -c 'JobState=COMPLETED .*ExitCode=0:0' <<<"$jobs")" -eq $((completed + 9)) ] ||
	    { echo "$jobs"; false; }
	[ "$(cat "$CLUSTER"/jobs/slurm-*.out | grep -c 'resumes from \.bc\.[0-7]\.resume')" -eq "$stopped" ]
	[ "$(ls "$CLUSTER"/jobs/bc.* | wc -l)" -eq 8 ]
	# the published optimum, 26274 over 5040 (the Bulls and Cows
	# optimization site; tests/published.bats): the single run's, which
	# the merge of such files prints byte for byte (tests/units.bats)
	grep -qx 'total guesses: 26274' "$CLUSTER/jobs/bulls-cows.txt"
	grep -qx 'proven: no strategy has a total below 26274' \
	    "$CLUSTER/jobs/bulls-cows.txt"
	# shut down: nothing of the cluster is left
	"$ROOT/tests/slurm-cluster" stop "$CLUSTER"
	run "$ROOT/tests/slurm-cluster" status "$CLUSTER"
	[ "$status" -eq 1 ]
	[ -z "$output" ]
}
