#!/usr/bin/env bash
# Run one oddsmith command (run, balance or battle) as N shards on a Slurm cluster: an array job
# of N tasks (shards.sbatch), then a merge job (merge.sbatch) that starts once every task has
# succeeded and writes exactly what the unsharded command writes. Prints both job ids.
#   cluster/slurm/submit.sh -n 8 --counts counts --out report -- balance low
# oddsmith is this clone's (node <clone>/bin/oddsmith.js, built with npm run build) unless
# ODDSMITH names another command line, e.g. ODDSMITH=oddsmith for an installed one. Partition,
# account and the like: sbatch's own SBATCH_PARTITION, SBATCH_ACCOUNT... variables.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
usage='usage: submit.sh -n SHARDS [--counts DIR] [--out DIR] -- <oddsmith run|balance|battle and its options>'
fail() { echo "submit.sh: $1 ($usage)" >&2; exit 2; }

shards=''
counts=counts
out=reports
while [ $# -gt 0 ]; do
  case $1 in
    -n) [ $# -ge 2 ] || fail '-n needs a number of shards'; shards=$2; shift 2 ;;
    --counts) [ $# -ge 2 ] || fail '--counts needs a folder'; counts=$2; shift 2 ;;
    --out) [ $# -ge 2 ] || fail '--out needs a folder'; out=$2; shift 2 ;;
    --) shift; break ;;
    *) fail "unknown option '$1'" ;;
  esac
done
[[ $shards =~ ^[1-9][0-9]*$ ]] || fail '-n must be a whole number of shards, 1 or more'
[ $# -gt 0 ] || fail 'no oddsmith command after --'
# Counts from an earlier plan would make the merge refuse; better said now than after the run.
if [ -d "$counts" ] && [ -n "$(ls -A "$counts")" ]; then fail "$counts already holds files: give an empty or new folder"; fi
command -v sbatch >/dev/null || { echo "submit.sh: sbatch not found: run this where Slurm's commands are" >&2; exit 2; }

export ODDSMITH=${ODDSMITH:-node $(cd "$here/../.." && pwd)/bin/oddsmith.js}
array=$(sbatch --parsable --array="1-$shards" "$here/shards.sbatch" "$shards" "$counts" "$@")
array=${array%%;*}
# If a task fails, the merge can never start: Slurm cancels it rather than leave it waiting.
merge=$(sbatch --parsable --dependency="afterok:$array" --kill-on-invalid-dep=yes "$here/merge.sbatch" "$counts" "$out")
merge=${merge%%;*}
echo "shards: job $array ($shards tasks)"
echo "merge: job $merge (after every shard succeeds)"
