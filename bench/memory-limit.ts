import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StartedTestContainer } from 'testcontainers';
import { REPO_ROOT } from '../tests/stack/images.ts';

const UNITS: Record<string, number> = { k: 1024, m: 1024 ** 2, g: 1024 ** 3 };

/**
 * The gateway's memory limit as `docker compose up` sets it (docker-compose.yml's default for
 * GATEWAY_MEMORY_LIMIT), in bytes, so the bench runs the gateway within the same limit.
 */
export function composeGatewayMemoryLimit(): number {
  const compose = readFileSync(join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
  const match = /mem_limit:\s*\$\{GATEWAY_MEMORY_LIMIT:-(\d+)([kmg])\}/i.exec(compose);
  if (!match) throw new Error('docker-compose.yml sets no mem_limit for the gateway');
  return Number(match[1]) * (UNITS[String(match[2]).toLowerCase()] ?? 1);
}

/** The most memory the container's cgroup has held since it started, and how often it hit the limit. */
export async function memoryHighWater(container: StartedTestContainer): Promise<{ peakMiB: number; oomKills: number }> {
  const read = async (file: string) => {
    const result = await container.exec(['cat', `/sys/fs/cgroup/${file}`]);
    return result.exitCode === 0 ? result.output : undefined;
  };
  // cgroup v2 (memory.peak, memory.events), else v1 (the memory controller's own folder).
  const peak = (await read('memory.peak')) ?? (await read('memory/memory.max_usage_in_bytes'));
  const events = (await read('memory.events')) ?? (await read('memory/memory.oom_control')) ?? '';
  if (peak === undefined) throw new Error("the gateway's cgroup shows no peak memory (neither v2 nor v1)");
  return { peakMiB: Number(peak.trim()) / 1024 ** 2, oomKills: Number(/^oom_kill (\d+)$/m.exec(events)?.[1] ?? 0) };
}
