import { cpus } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** Busy share of all cores under which the machine counts as quiet. */
const QUIET_BUSY_SHARE = 0.15;
const SAMPLE_MS = 1_000;
/** A machine never quiet by then is audited anyway; the wait is printed beside the figures. */
const MAX_WAIT_MS = 60_000;

function cpuTimes(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.idle + times.irq;
    busy += all - times.idle;
    total += all;
  }
  return { busy, total };
}

/**
 * Waits until the machine's cores are mostly idle for one sample (a second): Lighthouse's
 * simulated throttling multiplies each main-thread millisecond it observes by four, so a core
 * another process holds (the gateway drawing pictures, a container starting) shows up as the
 * page's blocking time. Returns the busy share last seen and how long it waited.
 */
export async function waitForQuietMachine(): Promise<{ busyShare: number; waitedMs: number }> {
  const started = Date.now();
  for (;;) {
    const before = cpuTimes();
    await sleep(SAMPLE_MS);
    const after = cpuTimes();
    const busyShare = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    const waitedMs = Date.now() - started;
    if (busyShare < QUIET_BUSY_SHARE || waitedMs >= MAX_WAIT_MS) return { busyShare, waitedMs };
  }
}
