import { execFileSync } from 'node:child_process';

/** The resident memory of `pid` and every process below it, in bytes (Linux). */
export function treeRss(pid: number): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  const tree = new Set([pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [p, parent] of rows)
      if (tree.has(parent) && !tree.has(p)) {
        tree.add(p);
        grew = true;
      }
  }
  return rows.reduce((sum, [p, , rss]) => (tree.has(p) ? sum + rss * 1024 : sum), 0);
}
