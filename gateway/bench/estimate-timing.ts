// Prints what the customer's estimate page costs a phone and the gateway: the page's one script
// (gzip, as served), the page's HTML for a 3-option estimate (gzip), and how long the gateway
// takes to make the PDF of a 3-option, 60-line estimate (first, then the median of 20), against
// the PDF of a one-line estimate made in the same run (the fixed cost of a PDF).
// Run: node bench/estimate-timing.ts   (from gateway/)
import { gzipSync } from 'node:zlib';
import { estimateTotals } from '../contract/estimate-money.ts';
import { loadEstimateIsland } from '../src/estimates/customer-page/estimate-island-router.ts';
import { renderEstimatePage } from '../src/estimates/customer-page/estimate-page.ts';
import type { EstimateDocument } from '../src/estimates/estimate-document.ts';
import { estimatePdf } from '../src/estimates/estimate-pdf.ts';
import { estimateDocument, largeDraft, line } from '../src/testing/estimate-fixture.ts';

const RUNS = 20;

async function timed(document: EstimateDocument) {
  const first = performance.now();
  const pdf = await estimatePdf(document);
  const firstMs = performance.now() - first;
  const runs: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    await estimatePdf(document);
    runs.push(performance.now() - start);
  }
  runs.sort((a, b) => a - b);
  return { bytes: pdf.length, firstMs, medianMs: runs[Math.floor(RUNS / 2)] ?? 0 };
}

export interface EstimatePdfTiming {
  lines: number;
  small: { bytes: number; firstMs: number; medianMs: number };
  large: { bytes: number; firstMs: number; medianMs: number };
}

/** The PDF of a 3-option, 60-line estimate (first, then the median of RUNS) against a 1-line one's. */
export async function measureEstimatePdf(): Promise<EstimatePdfTiming> {
  const large = estimateDocument(largeDraft(3, 20, '2026-04-26'));
  const lines = large.draft.options.reduce((sum, option) => sum + option.areas.flatMap((area) => area.lines).length, 0);
  const small = estimateDocument({
    ...large.draft,
    options: [{ name: 'Walls', areas: [{ name: 'Room', lines: [line('Walls', 1, 'room', 450)] }] }],
    addOns: [],
  });
  const smallRun = await timed(small);
  const largeRun = await timed(large);
  return { lines, small: smallRun, large: largeRun };
}

export const PDF_RUNS = RUNS;

if (import.meta.main) {
  const large = estimateDocument(largeDraft(3, 20, '2026-04-26'));
  const island = await loadEstimateIsland();
  const page = renderEstimatePage(
    {
      kind: 'open',
      document: large,
      input: { choice: { option: 0, addOns: [] }, signerName: '', reason: '', question: '' },
      errors: {},
      form: null,
      questionSent: false,
    },
    {
      action: '/estimate/k',
      version: (n) => `/estimate/k?v=${n}`,
      pdf: '/estimate/k/pdf',
      photo: (id) => `/p/${id}`,
      island: island.path,
      icon: '/favicon.png',
    },
  );
  const { lines, small: smallRun, large: largeRun } = await measureEstimatePdf();
  const check = estimateTotals(large.draft.options[0]?.areas.flatMap((area) => area.lines) ?? [], large.draft).total;

  console.log(`estimate page script: ${island.body.length} B, ${island.gzip.length} B gzip (budget 10,240 B)`);
  console.log(
    `estimate page HTML (3 options, ${lines} lines): ${Buffer.byteLength(page.html)} B, ${gzipSync(page.html).length} B gzip`,
  );
  console.log(
    `PDF, 1 line:   ${smallRun.bytes} B; first ${smallRun.firstMs.toFixed(0)} ms, median of ${RUNS} ${smallRun.medianMs.toFixed(0)} ms`,
  );
  console.log(
    `PDF, 3 options × 20 lines (${lines} lines): ${largeRun.bytes} B; first ${largeRun.firstMs.toFixed(0)} ms, median of ${RUNS} ${largeRun.medianMs.toFixed(0)} ms (${(largeRun.medianMs / smallRun.medianMs).toFixed(1)}× the 1-line PDF)`,
  );
  console.log(`(option 1's total, as the page and the PDF print it: ${(check / 100).toFixed(2)})`);
}
