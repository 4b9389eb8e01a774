// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { estimateTotals } from '../../../contract/estimate-money.ts';
import { type EstimateDraft, formatMoney } from '../../../contract/estimates.ts';
import {
  estimateDocument as documentFixture,
  ESTIMATE_BUSINESS,
  line,
  threeOptionDraft,
} from '../../testing/estimate-fixture.ts';
import type { EstimateDocument } from '../estimate-document.ts';
import {
  ACCEPT_BUTTON,
  ACCEPTED_HEADING,
  DECLINED_HEADING,
  ERROR_SUMMARY_ID,
  ESTIMATE_DATA_ID,
  EXPIRED_HEADING,
  NOT_FOUND_HEADING,
  REPLACED_HEADING,
  renderEstimatePage,
  TOO_MANY_HEADING,
} from './estimate-page.ts';
import type { EstimatePageInput, EstimatePagePaths, EstimatePageState } from './estimate-page-state.ts';

const EXPIRES = '2026-07-31';
const SENT_AT = '2026-07-01T16:30:00Z';
const ACCEPTED_AT = '2026-07-03T01:15:00Z';
const KEY = 'k3y';

/** Version 2 of a business with a logo and a green accent. */
const estimateDocument = (draft: EstimateDraft = threeOptionDraft(EXPIRES)) =>
  documentFixture(draft, {
    version: 2,
    sentAt: SENT_AT,
    business: { ...ESTIMATE_BUSINESS, accent: '#1d6b57', logoSrc: '/uploads/0123456789abcdef0123-logo-160.webp' },
    customer: { name: 'Dana Whitfield', email: 'dana@example.com', address: '88 NE Alberta St, Portland' },
  });

const paths: EstimatePagePaths = {
  action: `/estimate/${KEY}`,
  version: (n) => `/estimate/${KEY}?v=${n}`,
  pdf: `/estimate/${KEY}/pdf?v=2`,
  photo: (id) => `/estimate/${KEY}/photos/${id}`,
  island: '/estimate-assets/estimate-island.0123456789ab.js',
  icon: '/favicon.png',
};

const input = (changes: Partial<EstimatePageInput> = {}): EstimatePageInput => ({
  choice: { option: 0, addOns: [] },
  signerName: '',
  reason: '',
  question: '',
  ...changes,
});

const openState = (
  changes: Partial<Extract<EstimatePageState, { kind: 'open' }>> = {},
): Extract<EstimatePageState, { kind: 'open' }> => ({
  kind: 'open',
  document: estimateDocument(),
  input: input(),
  errors: {},
  form: null,
  questionSent: false,
  ...changes,
});

/**
 * The few DOM members these tests read, as jsdom (this file's environment) has them: the gateway's
 * program is type-checked without the DOM library, whose WebCrypto types clash with Node's.
 */
interface PageElement {
  readonly tagName: string;
  readonly textContent: string | null;
  readonly attributes: Iterable<{ name: string }>;
  readonly labels?: ArrayLike<PageElement> | null;
  readonly value?: string;
  readonly checked?: boolean;
  readonly hidden?: boolean;
  readonly open?: boolean;
  readonly method?: string;
  readonly name?: string;
  readonly alt?: string;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  closest(selector: string): PageElement | null;
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): ArrayLike<PageElement> & Iterable<PageElement>;
}
interface Page extends Pick<PageElement, 'querySelector' | 'querySelectorAll'> {
  readonly documentElement: PageElement & { readonly lang: string };
  readonly body: PageElement;
  getElementById(id: string): PageElement | null;
}
const { DOMParser } = globalThis as unknown as {
  DOMParser: new () => { parseFromString(html: string, type: 'text/html'): Page };
};

/** The page as a browser without script reads it. */
function rendered(state: EstimatePageState) {
  const { html, policy } = renderEstimatePage(state, paths);
  const page = new DOMParser().parseFromString(html, 'text/html');
  const shown = (selector: string) => page.querySelector(selector)?.textContent?.trim() ?? '';
  return { html, policy, page, shown, words: page.body.textContent?.replace(/\s+/g, ' ') ?? '' };
}

const usd = (cents: number) => formatMoney(cents, 'USD', 'en-US');
/** The lines of a choice, straight from the draft: what the contract's rule is given. */
const linesOf = (draft: EstimateDraft, option: number, addOns: number[]) => [
  ...(draft.options[option]?.areas.flatMap((area) => area.lines) ?? []),
  ...addOns.flatMap((at) => (draft.addOns[at] ? [draft.addOns[at]] : [])),
];

describe('the customer’s estimate page, open', () => {
  it('says whose estimate it is, where, and the days it was sent and is valid until, in the business’s zone', () => {
    const { shown, words, page } = rendered(openState());
    expect(shown('h1')).toBe('Estimate 1042 version 2');
    expect(words).toContain('For Dana Whitfield');
    expect(words).toContain('At 88 NE Alberta St, Portland');
    expect(words).toContain('Sent July 1, 2026');
    expect(words).toContain('Valid until Friday, July 31, 2026');
    expect(words).toContain('Colors as chosen at the visit');
    expect(shown('header')).toBe('Brightside Painting');
    expect(page.querySelector('header img')?.getAttribute('src')).toBe('/uploads/0123456789abcdef0123-logo-160.webp');
    expect(page.documentElement.lang).toBe('en');
    expect(page.querySelector('meta[name=robots]')?.getAttribute('content')).toContain('noindex');
    expect(page.querySelector('meta[name=referrer]')?.getAttribute('content')).toBe('no-referrer');
    expect(page.querySelector('meta[name=viewport]')?.getAttribute('content')).toContain('width=device-width');
  });

  it('tells the sent day in the business’s zone, not the server’s', () => {
    // 06:30 UTC on 2 July is still 1 July in Portland.
    const document = { ...estimateDocument(), sentAt: '2026-07-02T06:30:00Z' };
    expect(rendered(openState({ document })).words).toContain('Sent July 1, 2026');
  });

  it('offers the options as radio buttons and the add-ons as check boxes with their price, in one form with the version', () => {
    const { page } = rendered(openState({ input: input({ choice: { option: 1, addOns: [0] } }) }));
    const form = page.querySelector('form[data-accept-form]');
    expect(form?.method).toBe('post');
    expect(form?.getAttribute('action')).toBe(paths.action);
    expect(form?.querySelector('input[type=hidden][name=version]')?.value).toBe('2');
    const radios = [...(form?.querySelectorAll('input[type=radio][name=option]') ?? [])];
    expect(radios.map((radio) => [radio.value, radio.labels?.[0]?.textContent, radio.checked])).toEqual([
      ['0', 'Good', false],
      ['1', 'Better', true],
      ['2', 'Best', false],
    ]);
    const addOn = form?.querySelector('input[type=checkbox][name=addOn]');
    expect(addOn?.value).toBe('0');
    expect(addOn?.checked).toBe(true);
    expect(addOn?.labels?.[0]?.textContent).toBe('Ceilings +$450.00');
    const accept = form?.querySelector('button[type=submit]');
    expect([accept?.textContent, accept?.name, accept?.value]).toEqual([ACCEPT_BUTTON, 'action', 'accept']);
    expect(page.querySelectorAll('form[data-accept-form] button[type=submit]')).toHaveLength(1);
  });

  it('shows each option’s areas and lines with quantity, unit price and amount, and its total', () => {
    const { page } = rendered(openState());
    const better = page.querySelectorAll('.option')[1];
    expect(better?.querySelector('h3')?.textContent).toBe('Better');
    expect([...(better?.querySelectorAll('caption') ?? [])].map((caption) => caption.textContent)).toEqual([
      'Living room',
      'Trim',
    ]);
    const rows = [...(better?.querySelectorAll('tbody tr') ?? [])].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(rows[2]).toEqual(['Baseboards and door casings140 linear ft × $1.75', '$245.00']);
    const money = estimateDocument().money.options[1]?.totals.total ?? 0;
    expect(better?.querySelector('.total')?.textContent).toBe(`Total for Better: ${usd(money)} before add-ons`);
  });

  it('asks no choice when there is one option: it is the one accepted', () => {
    const draft = { ...threeOptionDraft(EXPIRES), options: threeOptionDraft(EXPIRES).options.slice(0, 1) };
    const { page, shown } = rendered(openState({ document: estimateDocument(draft) }));
    expect(page.querySelectorAll('input[type=radio]')).toHaveLength(0);
    expect(shown('#option-field')).toBe('The work');
    expect(page.querySelector('.option h3')?.textContent).toBe('Good');
  });

  it('shows the server’s total and deposit for the choice, by the contract’s rule', () => {
    const draft = {
      ...threeOptionDraft(EXPIRES),
      discount: { kind: 'percent', thousandths: 10_000 } as const,
    };
    const { page, shown } = rendered(
      openState({ document: estimateDocument(draft), input: input({ choice: { option: 1, addOns: [0] } }) }),
    );
    const expected = estimateTotals(linesOf(draft, 1, [0]), {
      discount: draft.discount,
      taxThousandths: draft.taxThousandths,
      deposit: draft.deposit,
    });
    expect(expected.deposit).toBe(Math.round(expected.total / 2));
    expect(shown('[data-amount=subtotal]')).toBe(usd(expected.subtotal));
    expect(shown('[data-amount=discount]')).toBe(usd(-expected.discount));
    expect(shown('[data-amount=tax]')).toBe(usd(expected.tax));
    expect(shown('[data-amount=total]')).toBe(usd(expected.total));
    expect(shown('[data-amount=deposit]')).toBe(usd(expected.deposit));
    expect(page.querySelector('.summary dl')?.textContent).toContain('Discount (10 %)');
    expect(page.querySelector('.summary dl')?.textContent).toContain('Tax (8.25 %)');
    // The island's sentence goes into a polite live region inside the summary.
    expect(page.querySelector('.summary [aria-live=polite][data-announce]')).not.toBeNull();
  });

  it('leaves out the rows a draft has no use for', () => {
    const draft: EstimateDraft = {
      ...threeOptionDraft(EXPIRES),
      taxThousandths: 0,
      deposit: { kind: 'none' },
      addOns: [],
    };
    const { page } = rendered(openState({ document: estimateDocument(draft) }));
    expect([...page.querySelectorAll('[data-amount]')].map((cell) => cell.getAttribute('data-amount'))).toEqual([
      'subtotal',
      'total',
    ]);
    expect(page.querySelector('.addons')).toBeNull();
  });

  it('embeds the lines and prices for the island, as data the browser never runs', () => {
    const { page } = rendered(openState());
    const block = page.getElementById(ESTIMATE_DATA_ID);
    expect(block?.getAttribute('type')).toBe('application/json');
    const data = JSON.parse(block?.textContent ?? '{}');
    const draft = threeOptionDraft(EXPIRES);
    expect(data.options[1]).toEqual(
      linesOf(draft, 1, []).map(({ quantityHundredths, unitPriceCents, taxable }) => ({
        quantityHundredths,
        unitPriceCents,
        taxable,
      })),
    );
    expect(data).toMatchObject({ currency: 'USD', locale: 'en-US', taxThousandths: 8250, deposit: draft.deposit });
  });

  it('shows each error next to its field and a summary at the top of the form, linking to the fields', () => {
    const errors = {
      signerName: 'Type your full name to sign.',
      agree: 'Tick the box to say you have read the terms.',
    };
    const { page } = rendered(openState({ errors, form: 'accept' }));
    const summary = page.getElementById(ERROR_SUMMARY_ID);
    expect(summary?.getAttribute('role')).toBe('alert');
    expect(summary?.getAttribute('tabindex')).toBe('-1');
    expect(summary?.closest('form')?.hasAttribute('data-accept-form')).toBe(true);
    const links = [...(summary?.querySelectorAll('a') ?? [])];
    expect(links.map((link) => link.textContent)).toEqual(Object.values(errors));
    for (const link of links) {
      const field = page.querySelector(link.getAttribute('href') ?? '');
      expect(field?.tagName).toBe('INPUT');
      expect(field?.getAttribute('aria-invalid')).toBe('true');
      const note = page.getElementById(field?.getAttribute('aria-describedby') ?? '');
      expect(note?.textContent).toBe(`Error: ${link.textContent}`);
    }
    expect(page.querySelector('#signerName-field')?.closest('form')).toBe(summary?.closest('form'));
  });

  it('marks the options when the choice was refused', () => {
    const { page } = rendered(openState({ errors: { option: 'Pick one of the options.' }, form: 'accept' }));
    expect(page.querySelector('#form-errors a')?.getAttribute('href')).toBe('#option-field');
    expect(page.querySelector('#option-field')?.getAttribute('tabindex')).toBe('-1');
    for (const radio of page.querySelectorAll('input[name=option]')) {
      expect(radio.getAttribute('aria-invalid')).toBe('true');
      expect(radio.getAttribute('aria-describedby')).toContain('option-error');
    }
  });

  it('shows a declined post’s error in the decline form, opened, with the reason kept', () => {
    const { page } = rendered(
      openState({
        errors: { reason: 'At most 1000 characters.' },
        form: 'decline',
        input: input({ reason: 'Too dear' }),
      }),
    );
    const reason = page.querySelector('textarea[name=reason]');
    expect(reason?.value).toBe('Too dear');
    expect(reason?.getAttribute('aria-invalid')).toBe('true');
    expect(reason?.closest('details')?.open).toBe(true);
    const summary = page.getElementById(ERROR_SUMMARY_ID);
    expect(summary?.closest('form')).toBe(reason?.closest('form'));
    expect(summary?.querySelector('a')?.getAttribute('href')).toBe('#reason-field');
    expect(page.querySelectorAll('[role=alert]')).toHaveLength(1);
    expect(page.querySelector('input[name=signerName]')?.hasAttribute('aria-invalid')).toBe(false);
  });

  it('keeps what the customer typed and chose when a post is refused', () => {
    const { page } = rendered(
      openState({
        input: input({ choice: { option: 2, addOns: [0] }, signerName: 'Dana Whitfield', question: 'Which day?' }),
        errors: { question: 'Write your question.' },
        form: 'question',
      }),
    );
    expect(page.querySelector('input[name=option]:checked')?.value).toBe('2');
    expect(page.querySelector('input[name=addOn]')?.checked).toBe(true);
    expect(page.querySelector('input[name=signerName]')?.value).toBe('Dana Whitfield');
    expect(page.querySelector('textarea[name=question]')?.value).toBe('Which day?');
    expect(page.querySelector('textarea[name=question]')?.closest('details')?.open).toBe(true);
  });

  it('labels every field it asks for, and posts decline and question with the version', () => {
    const { page } = rendered(openState());
    const signer = page.querySelector('input[name=signerName]');
    expect(signer?.labels?.[0]?.textContent).toBe('Type your full name to sign');
    expect(signer?.getAttribute('autocomplete')).toBe('name');
    expect(page.querySelector('input[name=agree]')?.labels?.[0]?.textContent).toBe(
      'I have read the terms and accept this estimate.',
    );
    for (const name of ['reason', 'question']) {
      const field = page.querySelector(`textarea[name=${name}]`);
      expect(field?.labels).toHaveLength(1);
      const form = field?.closest('form');
      expect(form?.querySelector('input[name=version]')?.value).toBe('2');
      expect(form?.querySelector('button[name=action]')?.value).toBe(name === 'reason' ? 'decline' : 'question');
    }
    expect(page.body.textContent).toContain('internet address and browser');
  });

  it('keeps the drawn signature for script alone: hidden until the island shows it', () => {
    const { page } = rendered(openState());
    const pad = page.querySelector('[data-signature]');
    expect(pad?.hidden).toBe(true);
    expect(pad?.querySelector('canvas')).not.toBeNull();
    expect(pad?.querySelector('input[type=hidden][name=signature]')).not.toBeNull();
    expect(pad?.closest('form')?.hasAttribute('data-accept-form')).toBe(true);
  });

  it('says the question was sent', () => {
    const { shown } = rendered(openState({ questionSent: true }));
    expect(shown('[role=status]')).toBe(
      'Your question was sent to Brightside Painting; they will answer by e-mail or phone.',
    );
  });

  it('shows the request’s photos, described, lazily and at a fixed size', () => {
    const draft = { ...threeOptionDraft(EXPIRES), photoIds: ['ph1', 'ph2'] };
    const { page } = rendered(openState({ document: estimateDocument(draft) }));
    const photos = [...page.querySelectorAll('.photos img')];
    expect(photos.map((photo) => [photo.getAttribute('src'), photo.alt, photo.getAttribute('loading')])).toEqual([
      [paths.photo('ph1'), 'Photo 1 of 2 from your request', 'lazy'],
      [paths.photo('ph2'), 'Photo 2 of 2 from your request', 'lazy'],
    ]);
    expect(photos.every((photo) => photo.getAttribute('width') && photo.getAttribute('height'))).toBe(true);
  });

  it('loads the island, once, from its path', () => {
    const { page } = rendered(openState());
    const scripts = [...page.querySelectorAll('script[src]')];
    expect(scripts.map((script) => [script.getAttribute('type'), script.getAttribute('src')])).toEqual([
      ['module', paths.island],
    ]);
  });
});

describe('the customer’s estimate page, escaping', () => {
  it('shows what the owner and the customer typed as text, never as markup', () => {
    const attack = '<script>alert(1)</script>';
    const draft = threeOptionDraft(EXPIRES);
    draft.options[0]?.areas[0]?.lines.push(line(attack, 1, '<b>u</b>', 10, { details: '"><img src=x>' }));
    draft.addOns.push(line(attack, 1, 'each', 5));
    draft.notes = `</p>${attack}`;
    draft.terms = `</div>${attack}`;
    const document = {
      ...estimateDocument(draft),
      customer: { name: '"><img src=x onerror=alert(1)>', email: '', address: attack },
    };
    const { html, page } = rendered(
      openState({ document, input: input({ signerName: '"><script>x</script>', question: '</textarea><script>' }) }),
    );
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(page.querySelectorAll('script')).toHaveLength(2);
    expect(page.querySelectorAll('img')).toHaveLength(1);
    expect(page.querySelector('.option tbody tr:last-child td')?.textContent).toContain(attack);
    expect(page.querySelector('input[name=signerName]')?.value).toBe('"><script>x</script>');
    expect(page.querySelector('textarea[name=question]')?.value).toBe('</textarea><script>');
    // The island's data is data: the item's name comes back whole from it.
    expect(JSON.parse(page.getElementById(ESTIMATE_DATA_ID)?.textContent ?? '{}').addOns).toHaveLength(2);
  });

  it('writes an accent that is not a colour nowhere', () => {
    const document = estimateDocument();
    document.business.accent = 'red}</style><script>alert(1)</script>';
    const { html } = rendered(openState({ document }));
    expect(html).not.toContain('alert(1)');
  });
});

describe('the customer’s estimate page, its policy', () => {
  const states: EstimatePageState[] = [
    openState({ errors: { signerName: 'Type your full name to sign.' }, form: 'accept' }),
    { kind: 'accepted', document: acceptedDocument(), depositPaid: false },
    { kind: 'declined', document: estimateDocument(), reason: '' },
    { kind: 'replaced', document: estimateDocument(), newest: 3 },
    { kind: 'expired', document: estimateDocument() },
    { kind: 'not_found', businessName: 'Brightside Painting' },
    { kind: 'too_many', businessName: 'Brightside Painting', retryAfterSeconds: 90 },
  ];

  it.each(states.map((state) => [state.kind, state] as const))(
    'allows exactly the one style block of the %s page, and nothing inline',
    (_kind, state) => {
      const { html, policy, page } = rendered(state);
      const styles = [...page.querySelectorAll('style')].map((style) => style.textContent ?? '');
      expect(styles).toHaveLength(1);
      const hash = createHash('sha256')
        .update(styles[0] ?? '')
        .digest('base64');
      expect(policy.split('; ')).toEqual([
        "default-src 'none'",
        `style-src 'sha256-${hash}'`,
        "script-src 'self'",
        "img-src 'self' data:",
        "form-action 'self'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
      ]);
      const attributes = [...page.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes].map((attribute) => attribute.name),
      );
      expect(attributes.filter((name) => name === 'style' || name.startsWith('on'))).toEqual([]);
      expect(html).not.toMatch(/javascript:/i);
      // Script runs only where it has work: the open estimate.
      expect(page.querySelectorAll('script[src]')).toHaveLength(state.kind === 'open' ? 1 : 0);
    },
  );

  it('takes the business’s accent into its one style block', () => {
    const { page } = rendered(openState());
    expect(page.querySelector('style')?.textContent).toContain('--accent:#1d6b57');
  });
});

function acceptedDocument(changes: Partial<EstimateDraft> = {}): EstimateDocument {
  const document = estimateDocument({ ...threeOptionDraft(EXPIRES), ...changes });
  const totals = estimateTotals(linesOf(document.draft, 1, [0]), {
    discount: document.draft.discount,
    taxThousandths: document.draft.taxThousandths,
    deposit: document.draft.deposit,
  });
  return {
    ...document,
    acceptance: {
      version: 2,
      versionHash: document.versionHash,
      choice: { option: 1, addOns: [0] },
      optionName: 'Better',
      addOnNames: ['Ceilings'],
      totals,
      signerName: 'Dana Whitfield',
      drawnSignature: false,
      at: ACCEPTED_AT,
      address: '203.0.113.9',
      userAgent: 'Mozilla/5.0',
    },
  };
}

describe('the customer’s estimate page, accepted', () => {
  it('says what was accepted, by whom and when, what happens next, and links the signed PDF', () => {
    const document = acceptedDocument();
    const { shown, words, page } = rendered({ kind: 'accepted', document, depositPaid: false });
    const totals = document.acceptance?.totals;
    expect(shown('h1')).toBe(ACCEPTED_HEADING);
    expect(words).toContain('Dana Whitfield accepted estimate 1042 on July 2, 2026 at 6:15 PM.');
    const summary = shown('.summary dl');
    expect(summary).toContain('Better');
    expect(summary).toContain('Ceilings');
    expect(summary).toContain(usd(totals?.total ?? 0));
    expect(words).toContain('What happens next');
    expect(words).toContain('Brightside Painting will be in touch to schedule the work.');
    const pdf = [...page.querySelectorAll('a')].find(
      (link) => link.textContent === 'Download the signed estimate (PDF)',
    );
    expect(pdf?.getAttribute('href')).toBe(paths.pdf);
    expect(page.querySelector('form')).toBeNull();
  });

  it('shows the deposit due, how to pay it, and the owner’s https payment page', () => {
    const document = acceptedDocument();
    const { words, page } = rendered({ kind: 'accepted', document, depositPaid: false });
    expect(words).toContain(`The deposit due: ${usd(document.acceptance?.totals.deposit ?? 0)}`);
    expect(words).toContain('Zelle to pay@brightside.example');
    const pay = page.querySelector('a.button');
    expect(pay?.getAttribute('href')).toBe('https://pay.example.com/brightside');
    expect(pay?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each(['http://pay.example.com/x', 'javascript:alert(1)', '//pay.example.com', 'https://pay.example.com/"x'])(
    'links no payment page that is not plain https: %s',
    (paymentLink) => {
      const { page, words } = rendered({
        kind: 'accepted',
        document: acceptedDocument({ paymentLink }),
        depositPaid: false,
      });
      expect(page.querySelector('a.button')).toBeNull();
      expect(words).toContain('Zelle to pay@brightside.example');
    },
  );

  it('says the deposit was received once it was', () => {
    const { page, words } = rendered({ kind: 'accepted', document: acceptedDocument(), depositPaid: true });
    expect(words).toContain('Deposit received');
    expect(page.querySelector('a.button')).toBeNull();
  });

  it('shows the drawn signature from the document itself', () => {
    const document = { ...acceptedDocument(), signaturePng: Buffer.from('png') };
    const { page } = rendered({ kind: 'accepted', document, depositPaid: false });
    expect(page.querySelector('img.signed')?.getAttribute('src')).toBe(
      `data:image/png;base64,${Buffer.from('png').toString('base64')}`,
    );
  });

  it('shows the accepted option below, read-only', () => {
    const { page } = rendered({ kind: 'accepted', document: acceptedDocument(), depositPaid: false });
    expect([...page.querySelectorAll('.option h3')].map((heading) => heading.textContent)).toEqual(['Better']);
    expect(page.querySelectorAll('input')).toHaveLength(0);
  });
});

describe('the customer’s estimate page, closed', () => {
  const contact = 'To reach Brightside Painting, call (503) 555-0142 or write to hello@brightside.example.';

  it('says a declined estimate was declined, and how to reach the business', () => {
    const { shown, words } = rendered({ kind: 'declined', document: estimateDocument(), reason: 'Too dear' });
    expect(shown('h1')).toBe(DECLINED_HEADING);
    expect(words).toContain('Your reason: “Too dear”.');
    expect(words).toContain(contact);
  });

  it('sends a replaced version to the newest', () => {
    const { shown, page, words } = rendered({ kind: 'replaced', document: estimateDocument(), newest: 3 });
    expect(shown('h1')).toBe(REPLACED_HEADING);
    const newest = [...page.querySelectorAll('a')].find((link) => link.textContent === 'See the new estimate');
    expect(newest?.getAttribute('href')).toBe(paths.version(3));
    expect(words).toContain(contact);
    expect(page.querySelector(`a[href="${paths.pdf}"]`)).not.toBeNull();
  });

  it('says the day an expired estimate was valid until', () => {
    const { shown, words } = rendered({ kind: 'expired', document: estimateDocument() });
    expect(shown('h1')).toBe(EXPIRED_HEADING);
    expect(words).toContain('was valid until Friday, July 31, 2026');
    expect(words).toContain(contact);
  });

  it('names the business on a link that does not work', () => {
    const { shown, words } = rendered({ kind: 'not_found', businessName: 'Brightside Painting' });
    expect(shown('h1')).toBe(NOT_FOUND_HEADING);
    expect(shown('header')).toBe('Brightside Painting');
    expect(words).toContain('ask Brightside Painting for a new one');
  });

  it('says in how many minutes to try again', () => {
    const { shown, words } = rendered({
      kind: 'too_many',
      businessName: 'Brightside Painting',
      retryAfterSeconds: 125,
    });
    expect(shown('h1')).toBe(TOO_MANY_HEADING);
    expect(words).toContain('Try again in about 3 minutes');
  });
});
