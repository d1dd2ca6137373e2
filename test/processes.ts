// Processes as Linux's /proc shows them, for the tests and the bench of `npm start`'s workers.
import { existsSync, readFileSync, readdirSync } from 'node:fs';

/** A process's children. */
export function childrenOf(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number),
  );
}

/** A process and all its descendants. */
export function processTree(pid: number): number[] {
  return [pid, ...childrenOf(pid).flatMap(processTree)];
}

/** Whether a process runs (an exited child its parent has not reaped yet is a zombie: `Z`). */
export function running(pid: number): boolean {
  return (
    existsSync(`/proc/${pid}`) && !/^\d+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  );
}
