import { createHash } from 'node:crypto';
import { DEFAULT_ACCENT, INK_COLOUR, ON_ACCENT_COLOUR, PAGE_COLOUR } from '../../../contract/brand.ts';
import { lineAmount } from '../../../contract/estimate-money.ts';
import {
  type EstimateLine,
  ESTIMATE_FORM_FIELDS as F,
  formatMoney,
  formatPercent,
  formatQuantity,
} from '../../../contract/estimates.ts';
import { escapeHtml } from '../../mail/mail-layout.ts';
import { dayWords } from '../estimate-dates.ts';
import type { EstimateDocument } from '../estimate-document.ts';
import { choiceTotals } from '../estimate-versions.ts';
import type { EstimatePageErrors, EstimatePagePaths, EstimatePageState } from './estimate-page-state.ts';

// The customer's estimate page, whole and readable without script: the options as radio buttons,
// the add-ons as check boxes, the server's totals for the choice, and one form that accepts. The
// page's one module (the island) makes the totals follow each tick and adds the drawn signature;
// it finds what it needs by the data- attributes and the JSON block below. Every word the owner or
// the customer typed is escaped.

export const ACCEPT_BUTTON = 'Accept and sign';
export const ACCEPTED_HEADING = 'Accepted — thank you';
export const NOT_FOUND_HEADING = 'This estimate link doesn’t work';
export const REPLACED_HEADING = 'This estimate was replaced';
export const EXPIRED_HEADING = 'This estimate has expired';
export const DECLINED_HEADING = 'You declined this estimate';
export const TOO_MANY_HEADING = 'Too many tries';
export const KEPT_WITH_ACCEPTANCE =
  'When you accept, we keep your typed name, the drawn signature if you add one, the time, and the internet address and browser you accept from, with the acceptance only.';
/** The id of the error summary at the top of the form a refused post came from (the island focuses it). */
export const ERROR_SUMMARY_ID = 'form-errors';
/** The id of the JSON block the island reads the lines and prices from. */
export const ESTIMATE_DATA_ID = 'estimate-data';

/** Only a colour: the accent goes into the style block as it is. */
const ACCENT = /^#[0-9a-f]{6}$/i;

/** The page's style: the business's accent in one custom property, the rest fixed. */
function styleOf(accent: string): string {
  return [
    `:root{--accent:${ACCENT.test(accent) ? accent : DEFAULT_ACCENT};--ink:${INK_COLOUR};--on-accent:${ON_ACCENT_COLOUR}}`,
    '*{box-sizing:border-box}',
    '[hidden]{display:none!important}',
    // anywhere: a long word or address wraps instead of widening the page past a phone's width.
    `body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--ink);background:${PAGE_COLOUR};margin:0;line-height:1.5;font-size:1rem;overflow-wrap:anywhere}`,
    'header{background:#fff;border-bottom:4px solid var(--accent);padding:.75rem 1rem;display:flex;flex-wrap:wrap;gap:.75rem;align-items:center}',
    'header img{height:40px;width:auto;max-width:200px;object-fit:contain}',
    'header p{margin:0;font-weight:700;font-size:1.125rem}',
    'main{max-width:70rem;margin:0 auto;padding:1rem}',
    'h1{font-size:1.5rem;line-height:1.25;margin:.5rem 0}',
    'h2{font-size:1.25rem;margin:1.5rem 0 .5rem;color:var(--accent)}',
    'h3{font-size:1.125rem;margin:0 0 .5rem}',
    'a{color:var(--accent)}',
    '.facts{margin:0;padding:0;list-style:none;color:#3b4a61}',
    '.options{display:grid;gap:1rem;grid-template-columns:1fr;border:0;padding:0;margin:0;min-width:0}',
    '@media (min-width:48rem){.options{grid-template-columns:repeat(auto-fit,minmax(16rem,1fr))}}',
    '.option{background:#fff;border:2px solid #d5dae1;border-radius:.5rem;padding:1rem;min-width:0}',
    '.option:has(input:checked){border-color:var(--accent)}',
    '.option h3 label{display:flex;gap:.5rem;align-items:center;cursor:pointer}',
    'table{width:100%;border-collapse:collapse;font-size:.95rem}',
    'caption{text-align:left;font-weight:700;padding:.75rem 0 .25rem}',
    'th,td{text-align:left;padding:.35rem .25rem;border-bottom:1px solid #e5e8ec;vertical-align:top}',
    'td.n,th.n{text-align:right;white-space:nowrap}',
    '.details,.qty{display:block;color:#4a5568;font-size:.875rem}',
    '.details{white-space:pre-line}',
    '.total{font-weight:700}',
    'fieldset{border:0;padding:0;margin:0;min-width:0}',
    'legend{padding:0}',
    '.addons label{display:flex;gap:.5rem;align-items:flex-start;background:#fff;border:1px solid #d5dae1;border-radius:.5rem;padding:.75rem;margin:.5rem 0;cursor:pointer}',
    '.summary{background:#fff;border:2px solid var(--accent);border-radius:.5rem;padding:1rem;margin:1rem 0}',
    '.summary h2{margin-top:0}',
    '.summary dl{display:grid;grid-template-columns:1fr auto;gap:.25rem 1rem;margin:0}',
    // A label breaks between words only: "anywhere" would let a narrow column cut "Total" in two.
    '.summary dt{overflow-wrap:break-word}',
    '.summary dd{margin:0;text-align:right}',
    '.summary .total{font-size:1.25rem}',
    '.terms{white-space:pre-wrap;background:#fff;border:1px solid #d5dae1;border-radius:.5rem;padding:.75rem;max-height:16rem;overflow:auto}',
    '.notes{white-space:pre-wrap}',
    'label.field,.field{display:block;font-weight:600;margin:1rem 0 .25rem}',
    'input[type=text],textarea{font:inherit;width:100%;padding:.6rem;border:1px solid #6b7789;border-radius:.375rem;background:#fff;color:var(--ink)}',
    'input[type=radio],input[type=checkbox]{width:1.25rem;height:1.25rem;margin:.125rem 0 0;accent-color:var(--accent);flex:none}',
    '.agree{display:flex;gap:.5rem;align-items:flex-start;margin:1rem 0;font-weight:600}',
    'button,.button{font:inherit;font-weight:700;color:var(--on-accent);background:var(--accent);border:0;border-radius:.375rem;padding:.75rem 1.5rem;cursor:pointer;display:inline-block;text-decoration:none;min-height:44px}',
    'button:hover,.button:hover{background:color-mix(in srgb,var(--accent) 85%,#000)}',
    'button.secondary{background:#fff;color:var(--ink);border:1px solid #6b7789}',
    ':focus-visible,.errors:focus{outline:3px solid #2563eb;outline-offset:2px}',
    '.error{color:#b3261e;font-weight:600;margin:.25rem 0}',
    '[aria-invalid=true]{border-color:#b3261e}',
    '.errors{border:2px solid #b3261e;background:#fff;border-radius:.5rem;padding:.75rem 1rem;margin:1rem 0}',
    '.errors a{color:#b3261e;font-weight:600}',
    '.notice{border-left:4px solid var(--accent);background:#fff;padding:.75rem 1rem;margin:1rem 0}',
    '.small{font-size:.875rem;color:#4a5568}',
    'details{margin:1rem 0;background:#fff;border:1px solid #d5dae1;border-radius:.5rem;padding:.75rem}',
    'summary{font-weight:600;cursor:pointer}',
    '.photos{display:flex;gap:.5rem;flex-wrap:wrap;padding:0;list-style:none}',
    '.photos img{width:9rem;height:7rem;object-fit:cover;border-radius:.375rem}',
    // The pad keeps the 2:1 of the largest picture a signature may be (ESTIMATE_LIMITS).
    '.signature canvas{display:block;width:100%;max-width:36rem;height:auto;aspect-ratio:2/1;border:1px dashed #6b7789;border-radius:.375rem;background:#fff;touch-action:none;margin-bottom:.5rem}',
    '.signed{display:block;max-width:100%;height:auto;max-height:8rem;background:#fff}',
    '.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}',
    'footer{max-width:70rem;margin:2rem auto;padding:0 1rem;color:#4a5568;font-size:.875rem}',
  ].join('');
}

const text = escapeHtml;
const money = (document: EstimateDocument, cents: number) =>
  text(formatMoney(cents, document.currency, document.locale));
/** A day of an instant, in the business's zone and locale ("July 1, 2026"). */
const dayOf = (document: EstimateDocument, at: string) =>
  new Intl.DateTimeFormat(document.locale, { dateStyle: 'long', timeZone: document.timeZone }).format(new Date(at));
/** An instant to the minute, in the business's zone and locale. */
const momentOf = (document: EstimateDocument, at: string) =>
  new Intl.DateTimeFormat(document.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: document.timeZone,
  }).format(new Date(at));

/** The lines of an area: what, its details, quantity × unit price, and the amount (two columns: a phone's width). */
function linesTable(document: EstimateDocument, caption: string, lines: EstimateLine[]): string {
  const rows = lines.map(
    (line) =>
      `<tr><td>${text(line.description)}${line.details ? `<span class="details">${text(line.details)}</span>` : ''}` +
      `<span class="qty">${text(formatQuantity(line.quantityHundredths, document.locale))} ${text(line.unit)} × ${money(document, line.unitPriceCents)}</span></td>` +
      `<td class="n">${money(document, lineAmount(line))}</td></tr>`,
  );
  return [
    '<table>',
    caption ? `<caption>${text(caption)}</caption>` : '',
    '<thead><tr><th scope="col">Work</th><th scope="col" class="n">Amount</th></tr></thead>',
    `<tbody>${rows.join('')}</tbody></table>`,
  ].join('');
}

const optionName = (document: EstimateDocument, at: number) =>
  document.draft.options[at]?.name || (document.draft.options.length === 1 ? 'The work' : `Option ${at + 1}`);

/** One option: its areas and lines, its total with no add-on; a radio button when there is a choice. */
function optionHtml(
  document: EstimateDocument,
  at: number,
  choice: { chosen: number; invalid: boolean } | null,
): string {
  const option = document.draft.options[at];
  if (!option) return '';
  const totals = document.money.options[at]?.totals;
  const name = text(optionName(document, at));
  const id = `option-${at}`;
  const described = [`${id}-total`, ...(choice?.invalid ? [`${F.option}-error`] : [])].join(' ');
  const heading = choice
    ? `<h3 id="${id}-name"><label for="${id}"><input type="radio" id="${id}" name="${F.option}" value="${at}"${at === choice.chosen ? ' checked' : ''} aria-describedby="${described}"${choice.invalid ? ' aria-invalid="true"' : ''}>${name}</label></h3>`
    : `<h3 id="${id}-name">${name}</h3>`;
  const areas = option.areas
    .filter((area) => area.lines.length > 0)
    .map((area) => linesTable(document, area.name, area.lines))
    .join('');
  const beforeAddOns = document.draft.addOns.length > 0 ? ' <span class="small">before add-ons</span>' : '';
  return `<section class="option" aria-labelledby="${id}-name">${heading}${areas}<p class="total" id="${id}-total">Total for ${name}: ${money(document, totals?.total ?? 0)}${beforeAddOns}</p></section>`;
}

/**
 * The amounts of the choice, as the server computes them, each in a `data-amount` cell the island
 * rewrites; the island's one sentence goes into the polite live region at its end.
 */
function summaryHtml(document: EstimateDocument, option: number, addOns: number[]): string {
  const { draft, locale } = document;
  const totals = choiceTotals(draft, { option, addOns });
  const rows: { key: string; label: string; cents: number }[] = [
    { key: 'subtotal', label: 'Subtotal', cents: totals.subtotal },
  ];
  if (draft.discount.kind !== 'none') {
    const percent =
      draft.discount.kind === 'percent' ? ` (${formatPercent(draft.discount.thousandths, locale)} %)` : '';
    rows.push({ key: 'discount', label: `Discount${percent}`, cents: -totals.discount });
  }
  if (draft.taxThousandths > 0) {
    rows.push({ key: 'tax', label: `Tax (${formatPercent(draft.taxThousandths, locale)} %)`, cents: totals.tax });
  }
  const depositRow =
    draft.deposit.kind === 'none'
      ? ''
      : `<dt>Deposit due on acceptance${draft.deposit.kind === 'percent' ? ` (${formatPercent(draft.deposit.thousandths, locale)} %)` : ''}</dt><dd data-amount="deposit">${money(document, totals.deposit)}</dd>`;
  return [
    '<section class="summary" aria-labelledby="summary-heading">',
    '<h2 id="summary-heading">Your total</h2>',
    '<dl>',
    ...rows.map(
      ({ key, label, cents }) => `<dt>${text(label)}</dt><dd data-amount="${key}">${money(document, cents)}</dd>`,
    ),
    `<dt class="total">Total</dt><dd class="total" data-amount="total">${money(document, totals.total)}</dd>`,
    depositRow,
    '</dl>',
    '<p class="visually-hidden" aria-live="polite" data-announce></p>',
    '</section>',
  ].join('');
}

/** The lines and prices the island recomputes from (a JSON block the browser never runs). */
function dataBlock(document: EstimateDocument): string {
  const moneyLine = ({ quantityHundredths, unitPriceCents, taxable }: EstimateLine) => ({
    quantityHundredths,
    unitPriceCents,
    taxable,
  });
  const data = {
    currency: document.currency,
    locale: document.locale,
    options: document.draft.options.map((option) => option.areas.flatMap((area) => area.lines.map(moneyLine))),
    addOns: document.draft.addOns.map(moneyLine),
    discount: document.draft.discount,
    taxThousandths: document.draft.taxThousandths,
    deposit: document.draft.deposit,
  };
  // `<` as \u003c: no text in it can end the block (or open another).
  return `<script type="application/json" id="${ESTIMATE_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/** The element an error summary's link for `field` leads to (and focuses): each field's id is `<field>-field`. */
const fieldId = (field: string) => `${field}-field`;

function errorAt(errors: EstimatePageErrors, field: string): { attributes: string; message: string } {
  const message = errors[field];
  return message
    ? {
        attributes: ` aria-invalid="true" aria-describedby="${field}-error"`,
        message: `<p class="error" id="${field}-error"><span class="visually-hidden">Error: </span>${text(message)}</p>`,
      }
    : { attributes: '', message: '' };
}

/** At the top of the form a refused post came from: what is wrong, each a link to its field. */
function errorSummary(errors: EstimatePageErrors): string {
  const entries = Object.entries(errors);
  if (entries.length === 0) return '';
  return `<div class="errors" role="alert" tabindex="-1" id="${ERROR_SUMMARY_ID}" aria-labelledby="${ERROR_SUMMARY_ID}-title"><p id="${ERROR_SUMMARY_ID}-title"><strong>Please check ${entries.length === 1 ? 'this' : 'these'}:</strong></p><ul>${entries
    .map(([field, message]) => `<li><a href="#${fieldId(field)}">${text(message)}</a></li>`)
    .join('')}</ul></div>`;
}

function headerHtml(business: { name: string; logoSrc: string | null }): string {
  // The name is beside the logo, so the logo says nothing more to a screen reader.
  return `<header>${business.logoSrc ? `<img src="${text(business.logoSrc)}" alt="" height="40">` : ''}<p>${text(business.name)}</p></header>`;
}

function introHtml(document: EstimateDocument): string {
  const { customer, draft } = document;
  return [
    `<h1>Estimate ${document.number}${document.version > 1 ? ` <span class="small">version ${document.version}</span>` : ''}</h1>`,
    '<ul class="facts">',
    `<li>For ${text(customer.name)}</li>`,
    customer.address ? `<li>At ${text(customer.address)}</li>` : '',
    `<li>Sent ${text(dayOf(document, document.sentAt))}</li>`,
    `<li>Valid until ${text(dayWords(draft.expiresOn, document.locale))}</li>`,
    '</ul>',
    draft.notes ? `<h2>Notes</h2><p class="notes">${text(draft.notes)}</p>` : '',
  ].join('');
}

function photosHtml(document: EstimateDocument, paths: EstimatePagePaths): string {
  const { photoIds } = document.draft;
  if (photoIds.length === 0) return '';
  return `<h2>Photos</h2><ul class="photos">${photoIds
    .map(
      (id, at) =>
        `<li><img src="${text(paths.photo(id))}" alt="Photo ${at + 1} of ${photoIds.length} from your request" width="144" height="112" loading="lazy" decoding="async"></li>`,
    )
    .join('')}</ul>`;
}

function contactHtml(document: EstimateDocument): string {
  const { phone, email, name } = document.business;
  const ways = [
    phone ? `call <a href="tel:${text(phone.replace(/[^\d+]/g, ''))}">${text(phone)}</a>` : '',
    email ? `write to <a href="mailto:${text(email)}">${text(email)}</a>` : '',
  ].filter(Boolean);
  return ways.length > 0 ? `<p>To reach ${text(name)}, ${ways.join(' or ')}.</p>` : '';
}

const pdfLink = (paths: EstimatePagePaths, words: string) => `<p><a href="${text(paths.pdf)}">${words}</a></p>`;

/** A payment page of the owner's processor, only as https. */
const safePayLink = (link: string) => (/^https:\/\/[^\s"<>]+$/i.test(link) ? link : '');

/** A small form of the page (decline, question): its error summary first, the version it is about. */
function sideForm(
  action: string,
  version: number,
  errors: EstimatePageErrors,
  fields: string[],
  button: [string, string],
): string {
  return [
    `<form method="post" action="${text(action)}">`,
    errorSummary(errors),
    `<input type="hidden" name="${F.version}" value="${version}">`,
    ...fields,
    `<p><button type="submit" class="secondary" name="${F.action}" value="${button[0]}">${button[1]}</button></p>`,
    '</form>',
  ].join('\n');
}

/** The open estimate: the options, the add-ons, the total, the terms and the one form to accept. */
function openHtml(state: Extract<EstimatePageState, { kind: 'open' }>, paths: EstimatePagePaths): string {
  const { document, input, errors, form } = state;
  const { draft } = document;
  const choosing = draft.options.length > 1;
  const chosen = draft.options[input.choice.option] ? input.choice.option : 0;
  const ticked = input.choice.addOns.filter((at) => draft.addOns[at] !== undefined);
  const acceptErrors = form === 'accept' ? errors : {};
  const declineErrors = form === 'decline' ? errors : {};
  const questionErrors = form === 'question' ? errors : {};
  const name = errorAt(acceptErrors, F.signerName);
  const agree = errorAt(acceptErrors, F.agree);
  const option = errorAt(acceptErrors, F.option);
  const signature = errorAt(acceptErrors, F.signature);
  const reason = errorAt(declineErrors, F.reason);
  const question = errorAt(questionErrors, F.question);
  const addOns = draft.addOns
    .map((line, at) => {
      const checked = ticked.includes(at) ? ' checked' : '';
      const details = line.details ? `<span class="details">${text(line.details)}</span>` : '';
      return `<label><input type="checkbox" name="${F.addOn}" value="${at}"${checked}><span>${text(line.description)} <strong>+${money(document, document.money.addOns[at] ?? lineAmount(line))}</strong>${details}</span></label>`;
    })
    .join('');
  return [
    state.questionSent
      ? `<p class="notice" role="status">Your question was sent to ${text(document.business.name)}; they will answer by e-mail or phone.</p>`
      : '',
    introHtml(document),
    photosHtml(document, paths),
    `<form method="post" action="${text(paths.action)}" data-accept-form novalidate>`,
    errorSummary(acceptErrors),
    `<input type="hidden" name="${F.version}" value="${document.version}">`,
    `<h2 id="${fieldId(F.option)}" tabindex="-1">${choosing ? 'Choose an option' : 'The work'}</h2>`,
    option.message,
    `<fieldset class="options" aria-labelledby="${fieldId(F.option)}"${option.message ? ` aria-describedby="${F.option}-error"` : ''}>`,
    ...draft.options.map((_, at) =>
      optionHtml(document, at, choosing ? { chosen, invalid: option.message !== '' } : null),
    ),
    '</fieldset>',
    draft.addOns.length > 0
      ? `<fieldset class="addons" aria-describedby="addons-hint"><legend><h2>Add-ons you may choose</h2></legend><p class="small" id="addons-hint">Tick any you would like; the total below follows.</p>${addOns}</fieldset>`
      : '',
    summaryHtml(document, chosen, ticked),
    draft.terms
      ? `<h2 id="terms-heading">Terms</h2><div class="terms" tabindex="0" role="region" aria-labelledby="terms-heading">${text(draft.terms)}</div>`
      : '',
    draft.deposit.kind !== 'none' && draft.paymentInstructions
      ? `<h2>Paying the deposit</h2><p class="notes">${text(draft.paymentInstructions)}</p>`
      : '',
    '<h2>Accept and sign</h2>',
    `<label class="agree" for="${fieldId(F.agree)}"><input type="checkbox" id="${fieldId(F.agree)}" name="${F.agree}" value="yes"${agree.attributes}><span>I have read the terms and accept this estimate.</span></label>`,
    agree.message,
    `<label class="field" for="${fieldId(F.signerName)}">Type your full name to sign</label>`,
    `<input type="text" id="${fieldId(F.signerName)}" name="${F.signerName}" autocomplete="name" maxlength="200" value="${text(input.signerName)}"${name.attributes}>`,
    name.message,
    signature.message,
    // Only with script (the island shows it): without, the typed name is the signature.
    '<div class="signature" data-signature hidden><p class="field" id="signature-label">Or draw your signature too (optional)</p>',
    `<canvas data-signature-pad width="800" height="400" role="img" aria-labelledby="signature-label"${signature.message ? ` aria-describedby="${F.signature}-error"` : ''}></canvas>`,
    `<button type="button" class="secondary" id="${fieldId(F.signature)}" data-signature-clear>Clear the drawing</button>`,
    `<input type="hidden" name="${F.signature}"></div>`,
    `<p class="small">${text(KEPT_WITH_ACCEPTANCE)}</p>`,
    `<button type="submit" name="${F.action}" value="accept">${ACCEPT_BUTTON}</button>`,
    '</form>',
    `<details${form === 'question' ? ' open' : ''}><summary>Ask a question</summary>`,
    sideForm(
      paths.action,
      document.version,
      questionErrors,
      [
        `<label class="field" for="${fieldId(F.question)}">Your question</label>`,
        `<textarea id="${fieldId(F.question)}" name="${F.question}" rows="4" maxlength="4000"${question.attributes}>${text(input.question)}</textarea>`,
        question.message,
      ],
      ['question', 'Send the question'],
    ),
    '</details>',
    `<details${form === 'decline' ? ' open' : ''}><summary>Decline the estimate</summary>`,
    sideForm(
      paths.action,
      document.version,
      declineErrors,
      [
        `<label class="field" for="${fieldId(F.reason)}">Why not? (optional)</label>`,
        `<textarea id="${fieldId(F.reason)}" name="${F.reason}" rows="3" maxlength="2000"${reason.attributes}>${text(input.reason)}</textarea>`,
        reason.message,
      ],
      ['decline', 'Decline'],
    ),
    '</details>',
    pdfLink(paths, 'Download this estimate (PDF)'),
    contactHtml(document),
    dataBlock(document),
  ].join('\n');
}

/** What was accepted, read-only: the option's lines, the add-ons ticked, the terms. */
function acceptedEstimateHtml(document: EstimateDocument, option: number, addOns: number[]): string {
  const { draft } = document;
  const ticked = addOns.flatMap((at) => (draft.addOns[at] ? [draft.addOns[at]] : []));
  return [
    `<h2>The estimate you accepted</h2>`,
    `<div class="options">${optionHtml(document, option, null)}</div>`,
    ticked.length > 0 ? `<h3>Add-ons</h3>${linesTable(document, '', ticked)}` : '',
    draft.terms ? `<h3>Terms</h3><div class="notes">${text(draft.terms)}</div>` : '',
  ].join('');
}

function acceptedHtml(state: Extract<EstimatePageState, { kind: 'accepted' }>, paths: EstimatePagePaths): string {
  const { document } = state;
  const accepted = document.acceptance;
  if (!accepted) return [`<h1>${ACCEPTED_HEADING}</h1>`, pdfLink(paths, 'Download the signed estimate (PDF)')].join('');
  const payLink = safePayLink(document.draft.paymentLink);
  const deposit = accepted.totals.deposit;
  const drawn = document.signaturePng
    ? `<dt>Signature</dt><dd><img class="signed" src="data:image/png;base64,${document.signaturePng.toString('base64')}" alt="The signature ${text(accepted.signerName)} drew"></dd>`
    : '';
  return [
    `<h1>${ACCEPTED_HEADING}</h1>`,
    `<p role="status">${text(accepted.signerName)} accepted estimate ${document.number} on ${text(momentOf(document, accepted.at))}.</p>`,
    '<section class="summary" aria-labelledby="accepted-heading"><h2 id="accepted-heading">What you accepted</h2><dl>',
    `<dt>Option</dt><dd>${text(accepted.optionName || 'The work')}</dd>`,
    accepted.addOnNames.length > 0 ? `<dt>Add-ons</dt><dd>${text(accepted.addOnNames.join(', '))}</dd>` : '',
    `<dt class="total">Total</dt><dd class="total">${money(document, accepted.totals.total)}</dd>`,
    deposit > 0 ? `<dt>Deposit</dt><dd>${money(document, deposit)}</dd>` : '',
    `<dt>Signed by</dt><dd>${text(accepted.signerName)}</dd>`,
    drawn,
    '</dl></section>',
    '<h2>What happens next</h2>',
    `<p>${text(document.business.name)} will be in touch to schedule the work. A copy of the signed estimate was e-mailed to you.</p>`,
    deposit > 0
      ? state.depositPaid
        ? '<p class="notice">Deposit received — thank you.</p>'
        : [
            `<h2>The deposit due: ${money(document, deposit)}</h2>`,
            document.draft.paymentInstructions
              ? `<p class="notes">${text(document.draft.paymentInstructions)}</p>`
              : '',
            payLink
              ? `<p><a class="button" href="${text(payLink)}" rel="noopener noreferrer">Pay the deposit online</a></p>`
              : '',
          ].join('')
      : '',
    pdfLink(paths, 'Download the signed estimate (PDF)'),
    contactHtml(document),
    acceptedEstimateHtml(document, accepted.choice.option, accepted.choice.addOns),
  ].join('\n');
}

function content(state: EstimatePageState, paths: EstimatePagePaths): { title: string; body: string } {
  switch (state.kind) {
    case 'open':
      return { title: `Estimate ${state.document.number}`, body: openHtml(state, paths) };
    case 'accepted':
      return { title: ACCEPTED_HEADING, body: acceptedHtml(state, paths) };
    case 'declined':
      return {
        title: DECLINED_HEADING,
        body: [
          `<h1>${DECLINED_HEADING}</h1>`,
          `<p>Thank you for letting ${text(state.document.business.name)} know.${state.reason ? ` Your reason: “${text(state.reason)}”.` : ''}</p>`,
          '<p>If you change your mind, ask us and we will send it again.</p>',
          contactHtml(state.document),
        ].join('\n'),
      };
    case 'replaced':
      return {
        title: REPLACED_HEADING,
        body: [
          `<h1>${REPLACED_HEADING}</h1>`,
          `<p>${text(state.document.business.name)} sent a newer version of estimate ${state.document.number}. This one can no longer be accepted.</p>`,
          `<p><a class="button" href="${text(paths.version(state.newest))}">See the new estimate</a></p>`,
          contactHtml(state.document),
          pdfLink(paths, 'Download this older version (PDF)'),
        ].join('\n'),
      };
    case 'expired':
      return {
        title: EXPIRED_HEADING,
        body: [
          `<h1>${EXPIRED_HEADING}</h1>`,
          `<p>Estimate ${state.document.number} was valid until ${text(dayWords(state.document.draft.expiresOn, state.document.locale))}. Ask us and we will send you a new one.</p>`,
          contactHtml(state.document),
          pdfLink(paths, 'Download it (PDF)'),
        ].join('\n'),
      };
    case 'not_found':
      return {
        title: NOT_FOUND_HEADING,
        body: `<h1>${NOT_FOUND_HEADING}</h1><p>Check that the whole link from the e-mail was opened, or reply to that e-mail to ask ${text(state.businessName)} for a new one.</p>`,
      };
    case 'too_many': {
      const minutes = Math.max(1, Math.ceil(state.retryAfterSeconds / 60));
      return {
        title: TOO_MANY_HEADING,
        body: `<h1>${TOO_MANY_HEADING}</h1><p>This address has been tried many times in a short while. Try again in about ${minutes} minute${minutes === 1 ? '' : 's'}, or reply to the e-mail the link came in to reach ${text(state.businessName)}.</p>`,
      };
    }
  }
}

/** The business's line at the foot of the page: its name, address and licence. */
function footerHtml(state: EstimatePageState): string {
  if (!('document' in state)) return `<footer>${text(state.businessName)}</footer>`;
  const { name, address, licence } = state.document.business;
  // The licence line as the owner wrote it ("Licensed, bonded & insured · CCB #229417"): no word added.
  return `<footer>${[name, address, licence].filter(Boolean).map(text).join(' · ')}</footer>`;
}

/**
 * The page and its Content-Security-Policy, which belong together: the style block carries the
 * business's accent, so its hash (the only style the policy allows) differs per site. No other
 * origin, no inline script or style attribute; the island from the site itself, pictures from the
 * site and the drawn signature's data: URL; forms post only back here; never framed, but for the
 * owner's preview in the dashboard.
 */
export function renderEstimatePage(
  state: EstimatePageState,
  paths: EstimatePagePaths,
  /** The owner's preview, which the dashboard frames (the site's own pages only, never another's). */
  { preview = false }: { preview?: boolean } = {},
): { html: string; policy: string } {
  const business =
    'document' in state
      ? {
          name: state.document.business.name,
          logoSrc: state.document.business.logoSrc,
          accent: state.document.business.accent,
        }
      : { name: state.businessName, logoSrc: null, accent: DEFAULT_ACCENT };
  const style = styleOf(business.accent);
  const styleHash = `sha256-${createHash('sha256').update(style).digest('base64')}`;
  const { title, body } = content(state, paths);
  const island =
    state.kind === 'open' && paths.island ? `<script type="module" src="${text(paths.island)}"></script>` : '';
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer">',
    `<title>${title} — ${text(business.name)}</title><link rel="icon" href="${text(paths.icon)}">`,
    `<style>${style}</style>${island}</head>`,
    `<body>${headerHtml(business)}<main>`,
    body,
    `</main>${footerHtml(state)}</body></html>`,
  ].join('\n');
  const policy = [
    "default-src 'none'",
    `style-src '${styleHash}'`,
    "script-src 'self'",
    "img-src 'self' data:",
    "form-action 'self'",
    "base-uri 'none'",
    preview ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
  ].join('; ');
  return { html, policy };
}
