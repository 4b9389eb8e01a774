import { join } from 'node:path';
import {
  GenericContainer,
  getContainerRuntimeClient,
  type StartedNetwork,
  type StartedTestContainer,
} from 'testcontainers';
import { baseImageArgs, REPO_ROOT } from '../tests/stack/images.ts';
import { printTable, round } from './table.ts';

export const CONNECTIONS = 50;
export const DURATION_S = 10;
const WARM_UP_S = 2;
const WARM_UP_CONNECTIONS = 10;
const WRK_IMAGE = `painting-site-wrk:${process.env.STACK_IMAGE_TAG || 'test'}`;

export interface LoadTarget {
  name: string;
  /** The address on the stack's network (the load generator runs there, as a visitor's connection arrives). */
  url: string;
  headers?: Record<string, string>;
  /** The target this one is compared with; a baseline has none. */
  baseline?: string;
  /** Below this many times its baseline's requests/s, the run is a problem. */
  minRatio?: number;
  /**
   * Sent as a POST with this body (wrk/post-from-visitors.lua), each request from another visitor
   * address in X-Forwarded-For: the target's nginx must trust the load generator's network
   * (TRUSTED_PROXIES), or its per-address flood guard answers most of the run with 429.
   */
  postBody?: string;
}

export interface LoadRun extends LoadTarget {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The load generator's own CPU, in cores: far under the machine's cores, it was not what limited the run. */
  loadGeneratorCores: number;
  /** Connection errors, timeouts and error statuses (4xx, 5xx) together: all must be 0. */
  errors: number;
  statuses: string;
}

/** What report.lua prints when wrk is done. */
interface WrkReport {
  requests: number;
  durationUs: number;
  bytes: number;
  p50Us: number;
  p99Us: number;
  connectErrors: number;
  readErrors: number;
  writeErrors: number;
  errorStatuses: number;
  timeouts: number;
}

/**
 * The load generator: wrk (C, from Debian) in a container on the stack's network. A client written
 * in JavaScript measured itself instead of nginx: autocannon used a whole core parsing the pages'
 * 18 KB answers while nginx idled at a quarter of one.
 */
export async function startLoadGenerator(network: StartedNetwork): Promise<StartedTestContainer> {
  await GenericContainer.fromDockerfile(join(REPO_ROOT, 'bench/wrk'))
    .withBuildArgs(baseImageArgs())
    .build(WRK_IMAGE, { deleteOnExit: false });
  return new GenericContainer(WRK_IMAGE).withNetwork(network).start();
}

/**
 * The address range of the load generator's network, for the TRUSTED_PROXIES of an nginx whose
 * targets post from many visitors (`postBody`): it believes their X-Forwarded-For.
 */
export async function loadGeneratorRange(network: StartedNetwork): Promise<string> {
  const { dockerode } = (await getContainerRuntimeClient()).container;
  const subnet = (await dockerode.getNetwork(network.getId()).inspect()).IPAM?.Config?.[0]?.Subnet;
  if (!subnet) throw new Error(`the network ${network.getName()} has no address range`);
  return subnet;
}

/** The CPU time the container has used so far, in seconds. */
async function cpuSeconds(container: StartedTestContainer): Promise<number> {
  const { dockerode } = (await getContainerRuntimeClient()).container;
  const stats = await dockerode.getContainer(container.getId()).stats({ stream: false });
  return stats.cpu_stats.cpu_usage.total_usage / 1e9;
}

async function wrk(
  generator: StartedTestContainer,
  target: LoadTarget,
  connections: number,
  seconds: number,
): Promise<WrkReport> {
  const headers = Object.entries(target.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const script = target.postBody === undefined ? '/wrk/report.lua' : '/wrk/post-from-visitors.lua';
  const command = ['wrk', '-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-s', script, ...headers];
  // The script's arguments follow the URL after `--`.
  const scriptArgs = target.postBody === undefined ? [] : ['--', target.postBody];
  const { output, exitCode } = await generator.exec([...command, target.url, ...scriptArgs]);
  const report = output.split('\n').find((line) => line.startsWith('{"requests"'));
  if (exitCode !== 0 || !report) throw new Error(`wrk failed on ${target.name} (exit ${exitCode}): ${output}`);
  return JSON.parse(report) as WrkReport;
}

async function measure(generator: StartedTestContainer, target: LoadTarget): Promise<LoadRun> {
  // Connections opened, caches and the JIT warm before the figures count.
  await wrk(generator, target, WARM_UP_CONNECTIONS, WARM_UP_S);
  const cpuBefore = await cpuSeconds(generator);
  const report = await wrk(generator, target, CONNECTIONS, DURATION_S);
  const durationS = report.durationUs / 1e6;
  const loadGeneratorCores = ((await cpuSeconds(generator)) - cpuBefore) / durationS;
  const socketErrors = report.connectErrors + report.readErrors + report.writeErrors;
  return {
    ...target,
    requestsPerSecond: report.requests / durationS,
    p50Ms: report.p50Us / 1000,
    p99Ms: report.p99Us / 1000,
    loadGeneratorCores,
    errors: socketErrors + report.timeouts + report.errorStatuses,
    statuses: [
      `${report.requests} answers`,
      `${report.errorStatuses} with an error status`,
      `${socketErrors} connection errors`,
      `${report.timeouts} timeouts`,
    ].join(', '),
  };
}

/**
 * Loads each target in turn (never two at once: the machine is the same) and prints requests/s,
 * p50 and p99 latency, the load generator's CPU, and the ratio of requests/s against the target's
 * baseline from this run. A problem for each run with errors, and each under its `minRatio`.
 */
export async function benchLoad(
  generator: StartedTestContainer,
  targets: LoadTarget[],
): Promise<{ runs: LoadRun[]; problems: string[] }> {
  const runs: LoadRun[] = [];
  for (const target of targets) {
    process.stderr.write(`  load: ${target.name} …\n`);
    runs.push(await measure(generator, target));
  }
  const byName = new Map(runs.map((run) => [run.name, run]));
  const ratioOf = (run: LoadRun) => {
    const baseline = run.baseline ? byName.get(run.baseline) : undefined;
    return baseline ? run.requestsPerSecond / baseline.requestsPerSecond : undefined;
  };
  printTable(
    `Load through nginx: wrk on the stack's network, ${CONNECTIONS} connections, ${DURATION_S} s each (after a ${WARM_UP_S} s warm-up)`,
    ['target', 'requests/s', 'p50 ms', 'p99 ms', 'errors', 'wrk CPU', 'vs baseline', 'baseline'],
    runs.map((run) => [
      run.name,
      round(run.requestsPerSecond),
      round(run.p50Ms, 1),
      round(run.p99Ms, 1),
      run.errors,
      `${Math.round(run.loadGeneratorCores * 100)}%`,
      `${(ratioOf(run) ?? 1).toFixed(2)}×`,
      run.baseline ?? '(baseline)',
    ]),
  );
  const problems = runs
    .filter((run) => run.errors > 0)
    .map((run) => `${run.name}: ${run.errors} errors under load (${run.statuses})`);
  for (const run of runs) {
    const ratio = ratioOf(run);
    // A baseline that did not run counts as 0×, never as passed.
    if (run.minRatio !== undefined && (ratio ?? 0) < run.minRatio) {
      problems.push(
        `${run.name}: ${(ratio ?? 0).toFixed(2)}× ${run.baseline ?? '(no baseline)'}, under the ${run.minRatio.toFixed(2)}× it must reach`,
      );
    }
  }
  return { runs, problems };
}
