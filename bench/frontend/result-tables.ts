import { formatTable } from '../text-table.ts';
import type { AssetWeight } from './asset-weight.ts';
import { LIGHTHOUSE_CATEGORIES, type LighthouseFigures } from './lighthouse-audit.ts';
import type { RouteBudget } from './route-budgets.ts';

/** A page's script and style weight against its budget. */
export interface RouteWeight {
  route: string;
  js: AssetWeight;
  css: AssetWeight;
  budget: RouteBudget;
  over: boolean;
  unencoded: AssetWeight;
}

export interface RouteLighthouse {
  route: string;
  /** Each figure's median over the runs, taken separately. */
  median: LighthouseFigures;
  runs: LighthouseFigures[];
  /** The same page with its scripts taken out, when the bench serves such a copy: median LCP. */
  scriptsRemovedLcpMs?: number;
}

/** 132812 → "132,812". */
export const formatBytes = (count: number) => count.toLocaleString('en');

export function printWeights(weights: readonly RouteWeight[]): void {
  console.log('\nJS and CSS each public route loads: gzip body bytes as sent (fresh context, until network idle)\n');
  const rows = weights.map((weight) => [
    weight.route,
    String(weight.js.files),
    formatBytes(weight.js.bytes),
    formatBytes(weight.budget.jsGzipBytes),
    String(weight.css.files),
    formatBytes(weight.css.bytes),
    formatBytes(weight.budget.cssGzipBytes),
    weight.over ? 'OVER' : 'ok',
  ]);
  console.log(
    formatTable(
      [
        { header: 'route' },
        { header: 'JS files', align: 'right' },
        { header: 'JS bytes', align: 'right' },
        { header: 'JS budget', align: 'right' },
        { header: 'CSS files', align: 'right' },
        { header: 'CSS bytes', align: 'right' },
        { header: 'CSS budget', align: 'right' },
        { header: 'status' },
      ],
      rows,
    ),
  );
  const unencoded = weights.filter((weight) => weight.unencoded.files > 0);
  if (unencoded.length > 0) {
    const list = unencoded.map(
      (weight) => `${weight.route} ${weight.unencoded.files} (${formatBytes(weight.unencoded.bytes)} B)`,
    );
    console.log(`\nfiles sent without gzip, counted as sent: ${list.join(', ')}`);
  }
}

export function printLighthouse(results: readonly RouteLighthouse[], runs: number): void {
  console.log(
    `\nLighthouse ${LIGHTHOUSE_CATEGORIES.join(', ')}: mobile preset, simulated throttling; median of ${runs} runs per figure\n`,
  );
  const rows = results.map(({ route, median: figures, runs }) => {
    const performance = runs.map((run) => run.scores.performance);
    return [
      route,
      `${figures.scores.performance} (${Math.min(...performance)}–${Math.max(...performance)})`,
      String(figures.scores.accessibility),
      String(figures.scores['best-practices']),
      String(figures.scores.seo),
      figures.lcpMs.toFixed(0),
      figures.cls.toFixed(3),
      figures.tbtMs.toFixed(0),
    ];
  });
  console.log(
    formatTable(
      [
        { header: 'route' },
        { header: 'performance (range)', align: 'right' },
        { header: 'accessibility', align: 'right' },
        { header: 'best-practices', align: 'right' },
        { header: 'seo', align: 'right' },
        { header: 'LCP ms', align: 'right' },
        { header: 'CLS', align: 'right' },
        { header: 'TBT ms', align: 'right' },
      ],
      rows,
    ),
  );
}

/** Each page's LCP beside the same page without its scripts, where the bench served that copy. */
export function printLcpBeside(results: readonly RouteLighthouse[], runs: number): void {
  const measured = results.filter((result) => result.scriptsRemovedLcpMs !== undefined);
  if (measured.length === 0) return;
  console.log(
    `\nLCP of each published page beside the same page with its scripts removed (same nginx configuration; median of ${runs} runs)\n`,
  );
  const rows = measured.map(({ route, median, scriptsRemovedLcpMs = Number.NaN }) => [
    route,
    median.lcpMs.toFixed(0),
    scriptsRemovedLcpMs.toFixed(0),
    `${(median.lcpMs / scriptsRemovedLcpMs).toFixed(2)}×`,
  ]);
  console.log(
    formatTable(
      [
        { header: 'route' },
        { header: 'LCP ms', align: 'right' },
        { header: 'scripts removed LCP ms', align: 'right' },
        { header: 'ratio', align: 'right' },
      ],
      rows,
    ),
  );
}
