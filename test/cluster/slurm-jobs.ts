import { spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** Whether jobs can be submitted here: sbatch on PATH and a controller that answers `scontrol ping`. */
export function slurmAnswers(): boolean {
  const sbatch = spawnSync('sbatch', ['--version'], { encoding: 'utf8' });
  if (sbatch.status !== 0) return false;
  const ping = spawnSync('scontrol', ['ping'], { encoding: 'utf8', timeout: 20_000 });
  return ping.status === 0 && /is UP/.test(ping.stdout);
}

/** A job's state as `scontrol show job` tells it (PENDING, RUNNING, COMPLETED, FAILED...). */
export function jobState(id: string): string {
  const r = spawnSync('scontrol', ['show', 'job', '--oneliner', id], { encoding: 'utf8', timeout: 20_000 });
  return /JobState=(\S+)/.exec(r.stdout)?.[1] ?? `unknown (${(r.stderr || r.stdout).trim()})`;
}

const ENDED = /^(COMPLETED|FAILED|CANCELLED|TIMEOUT|NODE_FAIL|OUT_OF_MEMORY|BOOT_FAIL|DEADLINE|PREEMPTED)/;

/**
 * Wait until the job has ended and return its final state. The bound catches a job that can
 * never start (a drained node); it is no speed limit.
 */
export async function jobEnded(id: string, boundMs: number): Promise<string> {
  const until = Date.now() + boundMs;
  for (;;) {
    const state = jobState(id);
    if (ENDED.test(state)) return state;
    if (Date.now() > until) return `still ${state} after ${boundMs / 1000} s`;
    await sleep(1000);
  }
}
