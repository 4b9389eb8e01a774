import { getContainerRuntimeClient } from 'testcontainers';

/**
 * Runs a read-only query against the gateway's SQLite file inside its container, with the
 * container's own Node: what the owner's data really is, not what an API says it is.
 */
export async function queryGatewayDatabase(containerId: string, sql: string, ...params: unknown[]): Promise<unknown[]> {
  const client = await getContainerRuntimeClient();
  const container = client.container.getById(containerId);
  const script = `
    const { DatabaseSync } = require('node:sqlite');
    const db = new DatabaseSync('/data/site.db', { readOnly: true });
    const rows = db.prepare(process.argv[1]).all(...JSON.parse(process.argv[2]));
    process.stdout.write(JSON.stringify(rows));`;
  const result = await client.container.exec(container, ['node', '-e', script, sql, JSON.stringify(params)]);
  if (result.exitCode !== 0) throw new Error(`query failed (${result.exitCode}): ${result.output}`);
  return JSON.parse(result.stdout) as unknown[];
}

/**
 * Changes the gateway's SQLite file inside its container, as time would have: a test that needs
 * "four days later" moves a stored time back, then restarts the gateway so its sweeps run at once.
 * Only for what no API can do (time passing); everything else goes through the API.
 */
export async function changeGatewayDatabase(containerId: string, sql: string, ...params: unknown[]): Promise<number> {
  const client = await getContainerRuntimeClient();
  const container = client.container.getById(containerId);
  const script = `
    const { DatabaseSync } = require('node:sqlite');
    const db = new DatabaseSync('/data/site.db');
    db.exec('PRAGMA busy_timeout = 5000');
    const { changes } = db.prepare(process.argv[1]).run(...JSON.parse(process.argv[2]));
    process.stdout.write(String(changes));`;
  const result = await client.container.exec(container, ['node', '-e', script, sql, JSON.stringify(params)]);
  if (result.exitCode !== 0) throw new Error(`change failed (${result.exitCode}): ${result.output}`);
  return Number(result.stdout);
}
