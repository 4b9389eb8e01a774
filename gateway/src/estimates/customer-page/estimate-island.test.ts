// @vitest-environment jsdom
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ESTIMATE_LIMITS, type EstimateChoice } from '../../../contract/estimates.ts';
import {
  estimateDocument as documentFixture,
  ESTIMATE_BUSINESS,
  threeOptionDraft,
} from '../../testing/estimate-fixture.ts';
import { choiceTotals } from '../estimate-versions.ts';
import { renderEstimatePage } from './estimate-page.ts';

/**
 * The island: browser code the gateway serves (estimate-island-router.ts bundles it). Named through
 * a variable: the gateway's program is type-checked without the DOM library the island is written
 * against (its WebCrypto types clash with Node's), so it does not follow this import.
 */
const ISLAND = resolve(import.meta.dirname, '../../../../web/src/islands/estimate-page.ts');
const DRAWN = 'data:image/png;base64,iVBORw0KGgo=';
/** The pad's width on a phone, in CSS pixels; the stylesheet keeps it 2:1. */
const PAD_CSS_WIDTH = 576;

/** The few DOM members these tests use, as jsdom (this file's environment) has them. */
interface PageElement {
  readonly textContent: string | null;
  readonly hidden: boolean;
  readonly checked: boolean;
  readonly value: string;
  readonly width: number;
  readonly height: number;
  getAttribute(name: string): string | null;
  querySelectorAll(selector: string): Iterable<PageElement>;
  click(): void;
  dispatchEvent(event: unknown): boolean;
}
interface Page {
  readonly documentElement: unknown;
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): Iterable<PageElement>;
}
const dom = globalThis as unknown as {
  document: Page & { replaceChild(node: unknown, old: unknown): void; importNode(node: unknown, deep: true): unknown };
  window: object;
  DOMParser: new () => { parseFromString(html: string, type: 'text/html'): Page };
  HTMLCanvasElement: {
    prototype: { getContext(): unknown; toDataURL(): string; getBoundingClientRect(): unknown };
  };
  HTMLElement: { prototype: object };
  DOMRect: { fromRect(rect: { x: number; y: number; width: number; height: number }): unknown };
  Event: new (type: string, init?: { bubbles?: boolean; cancelable?: boolean }) => unknown;
  PointerEvent: new (type: string, init: Record<string, unknown>) => unknown;
};

const draft = { ...threeOptionDraft('2026-07-31'), discount: { kind: 'amount', cents: 12_345 } as const };
const estimate = documentFixture(draft, {
  business: { ...ESTIMATE_BUSINESS, phone: '', email: '', address: '', licence: '', accent: '#1d6b57' },
  customer: { name: 'Dana Whitfield', email: 'dana@example.com', address: '' },
});

const paths = {
  action: '/estimate/k',
  version: (n: number) => `/estimate/k?v=${n}`,
  pdf: '/estimate/k/pdf?v=1',
  photo: (id: string) => `/estimate/k/photos/${id}`,
  island: '/estimate-assets/estimate-island.0123456789ab.js',
  icon: '/favicon.png',
};

/** The page the server sends for `choice`, as a browser holds it (its module script not run). */
function serverPage(choice: EstimateChoice = { option: 0, addOns: [] }): Page {
  const { html } = renderEstimatePage(
    {
      kind: 'open',
      document: estimate,
      input: { choice, signerName: '', reason: '', question: '' },
      errors: {},
      form: null,
      questionSent: false,
    },
    paths,
  );
  return new dom.DOMParser().parseFromString(html, 'text/html');
}

const amounts = (page: Page) =>
  Object.fromEntries(
    [...page.querySelectorAll('[data-amount]')].map((cell) => [cell.getAttribute('data-amount'), cell.textContent]),
  );
const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
function field(selector: string): PageElement {
  const found = dom.document.querySelector(selector);
  if (!found) throw new Error(`the page has no ${selector}`);
  return found;
}
const live = () => field('[aria-live=polite]').textContent;

/** What the island did with the pad's 2D context. */
const strokes: string[] = [];

beforeEach(async () => {
  const { document } = dom;
  document.replaceChild(document.importNode(serverPage().documentElement, true), document.documentElement);
  strokes.length = 0;
  const pen = (name: string) => () => {
    strokes.push(name);
  };
  const context = Object.fromEntries(
    ['beginPath', 'moveTo', 'lineTo', 'stroke', 'clearRect', 'arc', 'fill', 'fillRect'].map((name) => [
      name,
      pen(name),
    ]),
  );
  const canvas = dom.HTMLCanvasElement.prototype;
  vi.spyOn(canvas, 'getContext').mockReturnValue(context);
  vi.spyOn(canvas, 'toDataURL').mockReturnValue(DRAWN);
  vi.spyOn(canvas, 'getBoundingClientRect').mockReturnValue(
    dom.DOMRect.fromRect({ x: 0, y: 0, width: PAD_CSS_WIDTH, height: PAD_CSS_WIDTH / 2 }),
  );
  // jsdom has no pointer capture.
  Object.assign(dom.HTMLElement.prototype, { setPointerCapture: () => {}, releasePointerCapture: () => {} });
  Object.defineProperty(dom.window, 'devicePixelRatio', { value: 3, configurable: true });
  vi.resetModules();
  await import(/* @vite-ignore */ ISLAND);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the estimate page’s island: live totals', () => {
  it('updates the total and the deposit when an add-on is ticked, and says so in the live region', () => {
    const before = choiceTotals(draft, { option: 0, addOns: [] });
    expect(field('[data-amount=total]').textContent).toBe(usd(before.total));
    field('input[name=addOn][value="0"]').click();
    const after = choiceTotals(draft, { option: 0, addOns: [0] });
    expect(after.total).toBeGreaterThan(before.total);
    expect(field('[data-amount=total]').textContent).toBe(usd(after.total));
    expect(field('[data-amount=deposit]').textContent).toBe(usd(after.deposit));
    expect(live()).toBe(`Total ${usd(after.total)}, deposit ${usd(after.deposit)}`);
  });

  it('shows, for every choice, exactly what the server would show for it', () => {
    for (const option of [0, 1, 2]) {
      for (const addOns of [[], [0]]) {
        field(`input[name=option][value="${option}"]`).click();
        const addOn = field('input[name=addOn]');
        if (addOn.checked !== addOns.includes(0)) addOn.click();
        expect(amounts(dom.document)).toEqual(amounts(serverPage({ option, addOns })));
      }
    }
  });

  it('announces nothing until the customer changes the choice', () => {
    expect(live()).toBe('');
    field('input[name=option][value="2"]').click();
    const best = choiceTotals(draft, { option: 2, addOns: [] });
    expect(live()).toBe(`Total ${usd(best.total)}, deposit ${usd(best.deposit)}`);
  });
});

describe('the estimate page’s island: the drawn signature', () => {
  const pad = () => field('[data-signature] canvas');
  const submit = () => field('form[data-accept-form]').dispatchEvent(new dom.Event('submit', { cancelable: true }));
  const signature = () => field('input[name=signature]').value;
  function draw() {
    const at = (type: string, x: number, y: number) =>
      pad().dispatchEvent(
        new dom.PointerEvent(type, { clientX: x, clientY: y, pointerId: 1, bubbles: true, cancelable: true }),
      );
    at('pointerdown', 10, 10);
    at('pointermove', 40, 30);
    at('pointermove', 80, 20);
    at('pointerup', 80, 20);
  }

  it('shows the pad, its bitmap sharp for the screen but within the largest signature kept', () => {
    expect(field('[data-signature]').hidden).toBe(false);
    const { width, height } = pad();
    expect(width).toBeLessThanOrEqual(ESTIMATE_LIMITS.signatureMaxWidth);
    expect(height).toBeLessThanOrEqual(ESTIMATE_LIMITS.signatureMaxHeight);
    expect(width).toBeGreaterThan(PAD_CSS_WIDTH);
    // Drawn as it shows: the same scale across as down.
    expect(width / height).toBeCloseTo(2, 1);
  });

  it('sends what was drawn as a PNG with the form', () => {
    draw();
    expect(strokes).toContain('stroke');
    submit();
    expect(signature()).toBe(DRAWN);
  });

  it('sends no picture when nothing was drawn, or the drawing was cleared', () => {
    submit();
    expect(signature()).toBe('');
    draw();
    field('[data-signature-clear]').click();
    submit();
    expect(signature()).toBe('');
  });
});
