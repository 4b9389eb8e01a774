import autocannon from 'autocannon';
import { printTable, round } from './table.ts';

export const CONNECTIONS = 50;
export const DURATION_S = 10;
const WARM_UP_S = 2;

export interface LoadTarget {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** The target this one is compared with; a baseline has none. */
  baseline?: string;
}

export interface LoadRun extends LoadTarget {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts and non-2xx answers together: all must be 0. */
  errors: number;
  statuses: string;
}

async function measure(target: LoadTarget): Promise<LoadRun> {
  const options = { url: target.url, headers: target.headers ?? {} };
  // Connections opened, caches and the JIT warm before the figures count.
  await autocannon({ ...options, connections: 10, duration: WARM_UP_S });
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION_S });
  return {
    ...target,
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    statuses: [
      ...Object.entries(result.statusCodeStats).map(([status, { count }]) => `${status}×${count}`),
      `${result.errors} connection errors`,
      `${result.timeouts} timeouts`,
    ].join(', '),
  };
}

/**
 * Loads each target in turn (never two at once: the machine is the same) and prints requests/s,
 * p50 and p99 latency, and the ratio of requests/s against the target's baseline from this run.
 */
export async function benchLoad(targets: LoadTarget[]): Promise<{ runs: LoadRun[]; problems: string[] }> {
  const runs: LoadRun[] = [];
  for (const target of targets) {
    process.stderr.write(`  load: ${target.name} …\n`);
    runs.push(await measure(target));
  }
  const byName = new Map(runs.map((run) => [run.name, run]));
  printTable(
    `Load through nginx: ${CONNECTIONS} connections, ${DURATION_S} s each (after a ${WARM_UP_S} s warm-up)`,
    ['target', 'requests/s', 'p50 ms', 'p99 ms', 'errors', 'vs baseline', 'baseline'],
    runs.map((run) => {
      const baseline = run.baseline ? byName.get(run.baseline) : undefined;
      return [
        run.name,
        round(run.requestsPerSecond),
        run.p50Ms,
        run.p99Ms,
        run.errors,
        baseline ? `${(run.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}×` : '1.00×',
        run.baseline ?? '(baseline)',
      ];
    }),
  );
  const problems = runs
    .filter((run) => run.errors > 0)
    .map((run) => `${run.name}: ${run.errors} errors under load (${run.statuses})`);
  return { runs, problems };
}
