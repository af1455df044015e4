#!/usr/bin/env bash
# Run one oddsmith command (run, balance or battle) as N shards on a Slurm cluster: an array job
# of N tasks (shards.sbatch), then a merge job (merge.sbatch) that starts once every task has
# succeeded and writes exactly what the unsharded command writes. Prints both job ids, and the
# merge job's output file: what the command prints (a battle's answer, balance's table) goes
# there; the reports of run and balance go to --out (default reports; a battle writes none).
#   cluster/slurm/submit.sh -n 8 --counts counts --out report -- balance low
#   cluster/slurm/submit.sh -n 2 -- battle d3h2 armies/d3h2-warband.yaml armies/d3h2-shieldwall.yaml
# oddsmith is this clone's (node <clone>/bin/oddsmith.js, built with npm run build) unless
# ODDSMITH names another command line, e.g. ODDSMITH=oddsmith for an installed one. Partition,
# account and the like: sbatch's own SBATCH_PARTITION, SBATCH_ACCOUNT... variables.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
usage="usage: submit.sh -n SHARDS [--counts DIR] [--out DIR] -- <oddsmith run|balance|battle and its options>; what the command prints (a battle's answer) goes to the merge job's output file, slurm-oddsmith-merge-<job>.out in the folder you submit from (merge.sbatch's --output)"
fail() { echo "submit.sh: $1 ($usage)" >&2; exit 2; }

shards=''
counts=counts
out=''
while [ $# -gt 0 ]; do
  case $1 in
    -n) [ $# -ge 2 ] || fail '-n needs a number of shards'; shards=$2; shift 2 ;;
    --counts) [ $# -ge 2 ] || fail '--counts needs a folder'; counts=$2; shift 2 ;;
    --out) [ $# -ge 2 ] || fail '--out needs a folder'; out=$2; shift 2 ;;
    -h | --help) echo "$usage"; exit 0 ;;
    --) shift; break ;;
    *) fail "unknown option '$1'" ;;
  esac
done
[[ $shards =~ ^[1-9][0-9]*$ ]] || fail '-n must be a whole number of shards, 1 or more'
[ $# -gt 0 ] || fail 'no oddsmith command after --'
# A battle prints its answer and writes no report, and merge refuses --out for it.
if [ "$1" = battle ]; then
  [ -z "$out" ] || fail "--out: a battle writes no report (its answer goes to the merge job's output file); leave out --out"
  report=()
else
  report=(--out "${out:-reports}")
fi
# Counts from an earlier plan would make the merge refuse; better said now than after the run.
if [ -d "$counts" ] && [ -n "$(ls -A "$counts")" ]; then fail "$counts already holds files: give an empty or new folder"; fi
command -v sbatch >/dev/null || { echo "submit.sh: sbatch not found: run this where Slurm's commands are" >&2; exit 2; }

# The clone the jobs start oddsmith from, when ODDSMITH does not say (a path that may hold spaces).
ODDSMITH_CLONE=$(cd "$here/../.." && pwd)
export ODDSMITH_CLONE
array=$(sbatch --parsable --array="1-$shards" "$here/shards.sbatch" "$shards" "$counts" "$@")
array=${array%%;*}
# If a task fails, the merge can never start: Slurm cancels it rather than leave it waiting.
merge=$(sbatch --parsable --dependency="afterok:$array" --kill-on-invalid-dep=yes "$here/merge.sbatch" "$counts" "${report[@]}")
merge=${merge%%;*}
# Where the merge job's output goes, as Slurm resolved it (merge.sbatch's --output, or sbatch's).
printed=$(scontrol show job "$merge" 2>/dev/null | sed -n 's/^ *StdOut=//p') || true
echo "shards: job $array ($shards tasks)"
echo "merge: job $merge (after every shard succeeds)"
echo "what the command prints: ${printed:-the merge job's output file (merge.sbatch's --output)}"
[ "$1" = battle ] || echo "reports: under ${report[1]}"
