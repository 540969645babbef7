#!/usr/bin/env bats
# The README's Slurm recipe, run as written on a real Slurm cluster of one
# node started here (tests/slurm-cluster: munged, slurmctld and slurmd on
# localhost, their configuration, state and logs in a scratch folder):
# the job array of 8 shards and the merge job that depends on it, with
# Match & Hit where the README has Bulls and Cows (the same recipe, in
# seconds rather than minutes).  The merge's output must be the single
# run's, byte for byte; then the cluster is shut down (jobs cancelled,
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

# recipe: the README's Slurm commands, the code block after "With Slurm,".
recipe() {
	awk '/^With Slurm,/ { on = 1; next }
	    on && /^    / { print substr($0, 5); seen = 1; next }
	    on && seen && /^[^ ]/ { exit }' "$ROOT/README.md"
}

@test "the README's Slurm recipe on a one-node Slurm cluster: the merge job prints the single run's output" {
	local need jobs i=0
	[ "${REMOTE_TESTS:-1}" = 1 ] || skip "REMOTE_TESTS=0: the cluster runs in another pass"
	for need in munged slurmctld slurmd sbatch squeue; do
		command -v "$need" >/dev/null ||
		    skip "no $need: make remote-tools installs Slurm and munge"
	done
	[ "$(nproc)" -ge 2 ] || skip "one processor: the recipe asks two a shard"
	# the recipe as the README has it, then Match & Hit for Bulls and Cows
	recipe >"$T/readme-recipe"
	grep -q '^#SBATCH --array=0-7$' "$T/readme-recipe"
	grep -q '^sbatch --dependency=afterok:$jobid --output=bulls-cows.txt merge.sh$' "$T/readme-recipe"
	sed 's/bulls-cows/match-hit/g' "$T/readme-recipe" >"$T/recipe"
	# a short folder: the daemons' unix sockets live in it
	CLUSTER=$(mktemp -d /tmp/code-slurm.XXXXXX)
	"$ROOT/tests/slurm-cluster" start "$CLUSTER" 2>"$T/start" ||
	    { cat "$T/start"; false; }
	export SLURM_CONF=$CLUSTER/etc/slurm.conf
	mkdir -p "$T/bin" "$CLUSTER/jobs"
	printf '#!/bin/sh\nexec "%s" "$@"\n' "$CODE" >"$T/bin/code"
	chmod +x "$T/bin/code"
	# the jobs inherit this PATH (sbatch exports the environment)
	(cd "$CLUSTER/jobs" && PATH=$T/bin:$PATH sh "$T/recipe") >"$T/submit" 2>&1 ||
	    { cat "$T/submit"; false; }
	while [ -n "$(squeue -h -o %i)" ] && [ "$i" -lt 1200 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	[ -z "$(squeue -h -o %i)" ] || { squeue; false; }
	jobs=$(scontrol -o show job)
	# 8 shards and the merge, each completed with exit code 0
	[ "$(grep -c 'JobState=COMPLETED .*ExitCode=0:0' <<<"$jobs")" -eq 9 ] ||
	    { echo "$jobs"; false; }
	[ "$(ls "$CLUSTER"/jobs/bc.* | wc -l)" -eq 8 ]
	"$CODE" analyze -v match-hit --strategy=optimal >"$T/single"
	cmp "$T/single" "$CLUSTER/jobs/match-hit.txt"
	# shut down: nothing of the cluster is left
	"$ROOT/tests/slurm-cluster" stop "$CLUSTER"
	run "$ROOT/tests/slurm-cluster" status "$CLUSTER"
	[ "$status" -eq 1 ] && [ -z "$output" ]
}
