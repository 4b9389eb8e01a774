// Prints how long an owner's edit takes to reach the published pages: from the dashboard's answer
// (PUT /api/admin/site) until every page file in PUBLIC_DIR shows it (median of 10), also for an
// edit that arrives while a publish is already rendering (it waits for that one, then its own),
// and how long one publish run takes (worker start, render of the five pages, writes). Uses the
// web's real server bundle on the demo site: run `npm run build -w web` first.
// Run: node bench/publish-timing.ts   (from gateway/)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_BUSINESS } from '../demo/demo-site.ts';
import { PUBLISHED_PAGES, pageFile } from '../src/publish/publish-site.ts';
import { PUBLISH_DEBOUNCE_MS } from '../src/publish/publisher.ts';
import { DEFAULT_RENDERER, rendererExists } from '../src/publish/render-pages.ts';
import { startTestApp } from '../src/testing/test-app.ts';

const RUNS = 10;
if (!rendererExists(DEFAULT_RENDERER)) {
  console.error(`${DEFAULT_RENDERER.pathname} is missing: run npm run build -w web first`);
  process.exit(1);
}

const gateway = await startTestApp({ seedDemo: true, renderer: DEFAULT_RENDERER });
await gateway.publisher.whenIdle();
const first = gateway.publisher.lastRun();
if (!first?.rendered) throw new Error(`the first publish rendered no pages: ${first?.error ?? 'no renderer'}`);
console.log(`first publish at start: ${first.ms} ms`);
const token = await gateway.signIn();
const shows = (phone: string) =>
  PUBLISHED_PAGES.every(({ name }) => readFileSync(join(gateway.publicDir, pageFile(name)), 'utf8').includes(phone));

const save = async (phone: string) => {
  const response = await fetch(`${gateway.url}/api/admin/site`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...DEMO_BUSINESS, phone }),
  });
  if (response.status !== 200) throw new Error(`the save answered ${response.status}`);
  return performance.now();
};
const untilShown = async (phone: string, answered: number) => {
  while (!shows(phone)) await new Promise((resolve) => setTimeout(resolve, 5));
  return performance.now() - answered;
};

const visible: number[] = [];
const visibleBehindRun: number[] = [];
const runs: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const phone = `(503) 555-01${String(run).padStart(2, '0')}`;
  visible.push(await untilShown(phone, await save(phone)));
  await gateway.publisher.whenIdle();
  runs.push(gateway.publisher.lastRun()?.ms ?? Number.NaN);
}
for (let run = 0; run < RUNS; run += 1) {
  await save(`(503) 555-02${String(run).padStart(2, '0')}`);
  // That edit's publish has started rendering when this one is answered.
  await new Promise((resolve) => setTimeout(resolve, PUBLISH_DEBOUNCE_MS + 30));
  const phone = `(503) 555-03${String(run).padStart(2, '0')}`;
  visibleBehindRun.push(await untilShown(phone, await save(phone)));
  await gateway.publisher.whenIdle();
}
await gateway.close();

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms (min ${sorted[0]?.toFixed(0)}, max ${sorted.at(-1)?.toFixed(0)})`;
};
console.log(`answer → all ${PUBLISHED_PAGES.length} pages show the edit, ${RUNS} edits: ${summary(visible)}`);
console.log(`the same for an edit answered while a publish renders: ${summary(visibleBehindRun)}`);
console.log(`one publish run (render in a worker + writes), ${RUNS} runs: ${summary(runs)}`);
