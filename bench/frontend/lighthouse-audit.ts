import lighthouse, { type Result } from 'lighthouse';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

export interface LighthouseFigures {
  /** 0–100, as the report shows them. */
  scores: Record<LighthouseCategory, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

export interface LighthouseRun {
  figures: LighthouseFigures;
  /** Weighted audits that kept each category from 100, worst first: where to look. */
  shortfalls: Record<LighthouseCategory, string[]>;
  /** The HTML report, for a person to read the audit details. */
  html: string;
}

function numericValue(lhr: Result, auditId: string): number {
  const value = lhr.audits[auditId]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse reported no ${auditId} for ${lhr.finalDisplayedUrl}`);
  return value;
}

function shortfallsOf(lhr: Result, category: LighthouseCategory): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ id: ref.id, weight: ref.weight, score: lhr.audits[ref.id]?.score }))
    .filter(
      (audit): audit is { id: string; weight: number; score: number } =>
        typeof audit.score === 'number' && audit.score < 1,
    )
    .sort((a, b) => b.weight * (1 - b.score) - a.weight * (1 - a.score))
    .map((audit) => `${audit.id} ${audit.score.toFixed(2)}`);
}

/**
 * One Lighthouse navigation with its defaults, which are the mobile preset: a Moto G Power
 * sized screen, 4x CPU slowdown and a slow 4G network, simulated (Lantern) from an unthrottled load.
 */
export async function runLighthouse(url: string, port: number): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    output: 'html',
    logLevel: 'error',
    onlyCategories: [...LIGHTHOUSE_CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);

  const scores = {} as Record<LighthouseCategory, number>;
  const shortfalls = {} as Record<LighthouseCategory, string[]>;
  for (const category of LIGHTHOUSE_CATEGORIES) {
    const score = lhr.categories[category]?.score;
    if (typeof score !== 'number') throw new Error(`Lighthouse gave no ${category} score for ${url}`);
    scores[category] = Math.round(score * 100);
    shortfalls[category] = shortfallsOf(lhr, category);
  }
  return {
    figures: {
      scores,
      lcpMs: numericValue(lhr, 'largest-contentful-paint'),
      cls: numericValue(lhr, 'cumulative-layout-shift'),
      tbtMs: numericValue(lhr, 'total-blocking-time'),
    },
    shortfalls,
    html: typeof result.report === 'string' ? result.report : result.report.join(''),
  };
}
