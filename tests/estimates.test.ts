import { createECDH, randomBytes } from 'node:crypto';
import type {
  Estimate,
  EstimateDraft,
  EstimateLine,
  PriceListItem,
  PriceListItemInput,
} from '@painting-site/gateway/contract/estimates';
import {
  ADMIN_ESTIMATES_PATH,
  ADMIN_PRICE_LIST_PATH,
  adminEstimatePath,
  ESTIMATE_ERROR_CODES,
  formatMoney,
} from '@painting-site/gateway/contract/estimates';
import type { PushPayload } from '@painting-site/gateway/contract/push-alerts';
import type { QuoteRequest } from '@painting-site/gateway/contract/quote-requests';
import { decrypt } from 'http_ece';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { Network, type StartedNetwork, type StartedTestContainer } from 'testcontainers';
import { extractText } from 'unpdf';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { threeOptionDraft } from '../gateway/src/testing/estimate-fixture.ts';
import { decodeMimeWords, mimePartsOf } from '../gateway/src/testing/mail-parts.ts';
import { TOKEN_STORAGE_KEY } from '../web/src/config/constants.ts';
import { expectNoAccessibilityViolations } from './stack/axe.ts';
import { launchBrowser, type PageErrors, watchForPageErrors } from './stack/browser.ts';
import { ownerApi, sendQuoteRequest, signInAsOwner } from './stack/owner.ts';
import { type PushService, startPushService } from './stack/push-service.ts';
import { keepFile, keepScreenshot } from './stack/screenshots.ts';
import { SMTP_ALIAS, SMTP_PORT, type SmtpContainer, startSmtpContainer } from './stack/smtp-container.ts';
import { newPublicVolume, removeVolume, startGateway, startWeb, urlOf } from './stack/start-stack.ts';

// Estimates, through nginx to the gateway in containers, a real mail server and a stand-in push
// service on the test network, and Chromium at a phone's width. The owner writes three options from
// a quote request in the dashboard, with an add-on and a 50 % deposit picked from the price list,
// previews and sends it; the customer opens the link from the e-mail on a touch phone, picks an
// option and the add-on, draws a signature with a finger and accepts on the same screen. The owner's
// phone gets the push, both get the signed PDF, and the request is won. Then a customer without
// script accepts with plain form posts, and bad input is refused in words.

const PHONE = { width: 390, height: 844 };
const ACCOUNT = { user: 'web@brightside.example', password: 'Vq8-estimates-app-pass-0412' } as const;
const OWNER_INBOX = 'owner@brightside.example';
const CA_FILE = '/etc/push-service-ca.pem';
/** The gateway's own SITE_URL, which the e-mails' links carry; the test reaches nginx at its mapped port instead. */
const SITE_URL = 'http://localhost:8080';
const CUSTOMER = {
  name: 'Hannah Lee',
  email: 'hannah@example.com',
  phone: '503-555-0199',
  address: '12 Oak St, Lake Oswego, OR 97034',
  details: 'Living room and hallway walls, two coats; the ceiling maybe too.',
};
const SIGNER = 'Hannah J. Lee';
/** The owner's price list, as she keeps it: the walls at three grades and the ceiling add-on. */
const PRICE_LIST: PriceListItemInput[] = [
  { name: 'Walls, one coat', details: 'Eggshell, one colour', unit: 'sq ft', unitPriceCents: 150, taxable: false },
  { name: 'Walls, two coats', details: 'Eggshell, one colour', unit: 'sq ft', unitPriceCents: 210, taxable: false },
  {
    name: 'Walls, premium paint',
    details: 'Two coats, scrubbable',
    unit: 'sq ft',
    unitPriceCents: 280,
    taxable: false,
  },
];
/** The add-on: the ceiling, the one taxed line. */
const CEILING: PriceListItemInput = {
  name: 'Ceiling, flat white',
  details: '',
  unit: 'room',
  unitPriceCents: 32_500,
  taxable: true,
};
/** The options the owner offers, each the walls at one grade: 600 sq ft of them. */
const OPTIONS = [
  { name: 'Good', item: 'Walls, one coat' },
  { name: 'Better', item: 'Walls, two coats' },
  { name: 'Best', item: 'Walls, premium paint' },
] as const;
const WALLS_SQ_FT = '600';
const TAX_PERCENT = '8.25';
/** 600 sq ft at $1.50, $2.10 and $2.80, untaxed; half of each up front. */
const OPTION_TOTALS = [90_000, 126_000, 168_000];
/**
 * Better with the ceiling: $1,260.00 + $325.00 + tax $26.81 (8.25 % of $325.00 = $26.8125, to the
 * cent half away from zero) = $1,611.81; the deposit half of it, $805.905 → $805.91.
 */
const ACCEPTED = { total: 161_181, deposit: 80_591 };

let network: StartedNetwork;
let publicVolume: string;
let gateway: StartedTestContainer;
let web: StartedTestContainer;
let smtp: SmtpContainer;
let push: PushService;
let baseUrl: string;
let browser: Browser;
const contexts: BrowserContext[] = [];
const watches: PageErrors[] = [];

beforeAll(async () => {
  network = await new Network().start();
  publicVolume = newPublicVolume();
  [smtp, push] = await Promise.all([startSmtpContainer(network, ACCOUNT), startPushService(network)]);
  gateway = await startGateway(network, {
    publicVolume,
    seedDemo: true,
    files: [{ content: push.certificatePem, target: CA_FILE }],
    env: {
      SITE_URL,
      SMTP_URL: `smtp://${encodeURIComponent(ACCOUNT.user)}:${encodeURIComponent(ACCOUNT.password)}@${SMTP_ALIAS}:${SMTP_PORT}`,
      NOTIFY_EMAIL: OWNER_INBOX,
      MAIL_FROM: `Brightside Painting <${ACCOUNT.user}>`,
      NODE_EXTRA_CA_CERTS: CA_FILE,
    },
  });
  web = await startWeb(network, undefined, { publicVolume });
  baseUrl = urlOf(web);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await web?.stop().catch(() => undefined);
  await gateway?.stop().catch(() => undefined);
  await smtp?.container.stop().catch(() => undefined);
  await push?.container.stop().catch(() => undefined);
  await network?.stop().catch(() => undefined);
  if (publicVolume) await removeVolume(publicVolume);
});
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
  for (const watch of watches.splice(0)) expect(watch.errors).toEqual([]);
});

/** A phone of its own: touch, in the business's time zone, watched for page errors. */
async function openPhone(options: { javaScriptEnabled?: boolean; expected?: number[] } = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
    timezoneId: 'America/Los_Angeles',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  contexts.push(context);
  const page = await context.newPage();
  const watch = watchForPageErrors(page);
  for (const status of options.expected ?? []) watch.expectedStatuses.add(status);
  watches.push(watch);
  return page;
}

const ownerToken = async (page: Page) =>
  String(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY));
type OwnerApi = ReturnType<typeof ownerApi>;

async function json<T>(response: Response | Promise<Response>, status = 200): Promise<T> {
  const answered = await response;
  expect(answered.status, await answered.clone().text()).toBe(status);
  return (await answered.json()) as T;
}

const mailTo = async (address: string) => (await smtp.received()).filter((mail) => mail.to.includes(address));
const subjectOf = (raw: string) => decodeMimeWords(/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '');

/** The e-mail to `address` whose subject matches, once it has come. */
async function mailWithSubject(address: string, subject: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(address)).map((mail) => mail.raw).find((raw) => subject.test(subjectOf(raw)));
        return found !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found ?? '';
}

/** The PDF a raw e-mail carries (its base64 body decoded), and the name it is attached under. */
function pdfAttachmentOf(raw: string): { filename: string; pdf: Uint8Array } {
  const part =
    /Content-Type: application\/pdf[^\r\n]*(?:\r?\n[ \t][^\r\n]*)*((?:\r?\n[^\r\n]+)*)\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(
      raw,
    );
  expect(part, 'a PDF attached').not.toBeNull();
  const headers = `${part?.[0] ?? ''}`;
  const filename = decodeMimeWords(/filename="?([^";\r\n]+)"?/i.exec(headers)?.[1] ?? '');
  return { filename, pdf: new Uint8Array(Buffer.from((part?.[2] ?? '').replace(/\s+/g, ''), 'base64')) };
}

/** The link an e-mail's text part carries to the customer's page, on the test's own address. */
function estimateLinkIn(raw: string): string {
  const text = mimePartsOf(raw, 'text/plain')[0]?.text ?? '';
  const link = /(http:\/\/localhost:8080\/estimate\/[\w-]+(?:\?v=\d+)?)/.exec(text)?.[1];
  expect(link, text).toBeDefined();
  return (link ?? '').replace(SITE_URL, baseUrl);
}

/** A browser's subscription, as the test plays the browser: its own P-256 key pair and auth secret. */
function subscriptionKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

const usd = (cents: number) => formatMoney(cents, 'USD', 'en-US');

/** Draws a stroke with one finger across the signature pad (touch events, as a phone sends them). */
async function drawWithFinger(page: Page): Promise<void> {
  const pad = page.locator('canvas[data-signature-pad]');
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  expect(box).not.toBeNull();
  const { x, y, width, height } = box ?? { x: 0, y: 0, width: 0, height: 0 };
  const cdp = await page.context().newCDPSession(page);
  const at = (fx: number, fy: number) => [{ x: x + width * fx, y: y + height * fy, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0.15, 0.6) });
  for (let step = 1; step <= 12; step += 1) {
    const fx = 0.15 + step * 0.06;
    const fy = 0.6 - Math.sin(step / 2) * 0.25;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(fx, fy) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The dashboard's request page: the request the estimate is written from. */
async function requestOf(api: OwnerApi, id: number): Promise<QuoteRequest> {
  return json<QuoteRequest>(api('GET', `/api/admin/messages/${id}`));
}

/** The owner's phone's push subscription: the device's name at the push service, and its keys. */
const OWNER_PHONE = 'owner-phone';
const ownerPhoneKeys = subscriptionKeys();

describe('an estimate, from the quote request to the signed acceptance', () => {
  let requestId = 0;
  let estimateId = 0;
  let link = '';

  it('the owner writes three options with an add-on and a 50 % deposit from the price list on a phone, previews it and sends it', async () => {
    const page = await openPhone();
    await signInAsOwner(page, baseUrl);
    const api = ownerApi(baseUrl, await ownerToken(page));
    for (const item of [...PRICE_LIST, CEILING])
      await json<PriceListItem>(api('POST', ADMIN_PRICE_LIST_PATH, item), 201);

    // The owner's phone, subscribed to alerts (the test plays its browser).
    expect(
      (
        await api('POST', '/api/admin/push/devices', {
          endpoint: push.endpoint(OWNER_PHONE),
          keys: ownerPhoneKeys.keys,
          name: 'Android — Chrome',
        })
      ).status,
    ).toBe(201);

    requestId = (await sendQuoteRequest(baseUrl, CUSTOMER)).id;
    await page.goto(`${baseUrl}/admin/dashboard/messages/${requestId}`);
    const section = page.getByRole('region', { name: 'Estimates' });
    await section.getByText('No estimate written for this request yet.').waitFor();
    await section.getByRole('button', { name: 'Write an estimate' }).click();
    await page.waitForURL(/\/admin\/dashboard\/estimates\/\d+$/);
    estimateId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('group', { name: 'The work and its prices' }).waitFor();

    // Option 1, its area and its line from the price list; then duplicated twice and regraded.
    const AREA = 'Living room and hall';
    await page.getByRole('textbox', { name: /Option name/ }).fill(OPTIONS[0].name);
    await page.getByRole('textbox', { name: 'Area 1' }).fill(AREA);
    async function pickFromList(place: string, item: string) {
      await page.getByRole('button', { name: `Pick from the price list for ${place}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Pick from the price list' });
      await dialog.getByRole('searchbox', { name: 'Search the price list' }).fill(item);
      await dialog.getByRole('button', { name: new RegExp(`^${item}`) }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    const quantity = page.getByRole('textbox', { name: `Quantity (${AREA}, line 1)` });
    await pickFromList(AREA, OPTIONS[0].item);
    await quantity.fill(WALLS_SQ_FT);
    for (const [at, option] of OPTIONS.entries()) {
      const before = OPTIONS[at - 1];
      if (!before) continue;
      await page.getByRole('button', { name: `Duplicate the option ${before.name}` }).click();
      await page.getByRole('textbox', { name: /Option name/ }).fill(option.name);
      // The copy's line is the grade before: removed, and this grade picked in its place.
      await page.getByRole('button', { name: `Remove ${before.item}` }).click();
      await pickFromList(AREA, option.item);
      await quantity.fill(WALLS_SQ_FT);
    }
    const tabs = page.getByRole('tablist', { name: 'Options' });
    expect(await tabs.getByRole('tab').allTextContents()).toEqual(OPTIONS.map((option) => option.name));

    // The ceiling, an add-on the customer may tick; tax on it; half of the total up front.
    await pickFromList('the add-ons', CEILING.name);
    await page.getByRole('textbox', { name: 'Tax rate (%)' }).fill(TAX_PERCENT);
    const deposit = page.getByRole('radiogroup', { name: 'Deposit' });
    await deposit.getByRole('radio', { name: 'A percent' }).check();
    await page.getByRole('textbox', { name: 'Deposit, percent' }).fill('50');
    // A photo the owner took of the room: added to the request, shown with the estimate.
    const roomPhoto = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c8b89a' } })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel('Add a photo')
      .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: roomPhoto });
    await expect.poll(() => page.getByRole('checkbox', { name: 'Show your photo 1' }).isChecked()).toBe(true);
    await page.getByText('Saved', { exact: true }).waitFor();
    await expectNoAccessibilityViolations(page);
    await keepScreenshot(page, 'estimate-editor-390');

    // What the gateway holds is what was typed, and its money is the contract's.
    const saved = await json<Estimate>(api('GET', adminEstimatePath(estimateId)));
    expect(saved.draft.options.map((option) => option.name)).toEqual(OPTIONS.map((option) => option.name));
    expect(saved.draft.options.map((option) => option.areas[0]?.lines[0]?.unitPriceCents)).toEqual([150, 210, 280]);
    expect(saved.draft.addOns.map((line) => line.description)).toEqual(['Ceiling, flat white']);
    expect(saved.draft.deposit).toEqual({ kind: 'percent', thousandths: 50_000 });
    const [ownPhoto] = (await requestOf(api, requestId)).photos;
    expect(ownPhoto).toMatchObject({ addedBy: 'owner', width: 1600, height: 1200 });
    expect(saved.draft.photoIds).toEqual([ownPhoto?.id]);
    expect(saved.money.options.map((option) => option.totals.total)).toEqual(OPTION_TOTALS);
    expect(saved.money.options.map((option) => option.totals.deposit)).toEqual(OPTION_TOTALS.map((cents) => cents / 2));
    expect(saved.money.addOns).toEqual([CEILING.unitPriceCents]);

    // The preview is the customer's page with its own style, in a frame that runs nothing.
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview' });
    const frame = preview.locator('iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('sandbox')).toBe('');
    const framed = frame.contentFrame();
    await framed.getByRole('heading', { name: /^Estimate \d+/, level: 1 }).waitFor();
    expect(await framed.getByRole('radio').count()).toBe(OPTIONS.length);
    // Styled as the customer's page is (a browser's own body margin is 8px).
    expect(await framed.locator('body').evaluate((body) => getComputedStyle(body).margin)).toBe('0px');
    await keepScreenshot(page, 'estimate-preview-390', preview);
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });

    // Send, after saying to whom.
    await page.getByRole('button', { name: 'Send estimate' }).click();
    const confirm = page.getByRole('dialog', { name: new RegExp(`^Send Estimate \\d+ to ${CUSTOMER.email}\\?$`) });
    await confirm.getByRole('button', { name: 'Send estimate' }).click();
    await page.getByText('Sent', { exact: true }).first().waitFor();
    const mail = await mailWithSubject(CUSTOMER.email, /^Estimate \d+ from Brightside Painting$/);
    link = estimateLinkIn(mail);
    expect((await requestOf(api, requestId)).status).toBe('quoted');
  }, 240_000);

  it('the customer picks Better and the ceiling, draws a signature with a finger and accepts on one screen; the owner is told, both get the signed PDF, the request is won', async () => {
    expect(link).not.toBe('');
    const page = await openPhone();
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose an option' }).waitFor();
    expect(await page.getByRole('radio').count()).toBe(OPTIONS.length);
    // The owner's photo, loaded.
    const photo = page.getByRole('img', { name: 'Photo 1 of 1 from your request' });
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expectNoAccessibilityViolations(page);
    await keepScreenshot(page, 'estimate-page-390');

    // The live total follows the choice, and says so politely.
    await page.getByRole('radio', { name: 'Better' }).check();
    await page.getByRole('checkbox', { name: new RegExp(CEILING.name) }).check();
    const acceptedTotal = ACCEPTED.total;
    const acceptedDeposit = ACCEPTED.deposit;
    const summary = page.getByRole('region', { name: 'Your total' });
    await expect.poll(() => summary.locator('[data-amount="total"]').textContent()).toBe(usd(acceptedTotal));
    expect(await summary.locator('[data-amount="deposit"]').textContent()).toBe(usd(acceptedDeposit));
    expect(await page.locator('[data-announce]').textContent()).toBe(
      `Total ${usd(acceptedTotal)}, deposit ${usd(acceptedDeposit)}`,
    );

    await page.getByRole('checkbox', { name: 'I have read the terms and accept this estimate.' }).check();
    await page.getByLabel('Type your full name to sign').fill(SIGNER);
    await drawWithFinger(page);
    await page.getByRole('button', { name: 'Accept and sign' }).click();
    await page.getByRole('heading', { name: 'Accepted — thank you', level: 1 }).waitFor();
    await page.getByRole('heading', { name: `The deposit due: ${usd(acceptedDeposit)}` }).waitFor();
    await expectNoAccessibilityViolations(page);
    await keepScreenshot(page, 'estimate-accepted-390');

    // The signed copy, downloaded from the page: its text holds the total, the deposit and the name.
    const pdfLink = page.getByRole('link', { name: /PDF/ }).first();
    const downloaded = await fetch(new URL(String(await pdfLink.getAttribute('href')), page.url()));
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-type')).toBe('application/pdf');
    const signedPdf = new Uint8Array(await downloaded.arrayBuffer());
    keepFile('estimate-signed.pdf', signedPdf);
    const { text: signedText } = await extractText(signedPdf, {
      mergePages: true,
    });
    for (const shown of [usd(acceptedTotal), usd(acceptedDeposit), SIGNER, 'Acceptance record', 'Photos'])
      expect(signedText).toContain(shown);

    // The gateway's record: the choice, the name, a drawn signature, the request won.
    const ownerPage = await openPhone();
    await signInAsOwner(ownerPage, baseUrl);
    const api = ownerApi(baseUrl, await ownerToken(ownerPage));
    const estimate = await json<Estimate>(api('GET', adminEstimatePath(estimateId)));
    expect(estimate.state).toBe('accepted');
    expect(estimate.acceptance).toMatchObject({
      version: 1,
      optionName: 'Better',
      addOnNames: [CEILING.name],
      signerName: SIGNER,
      drawnSignature: true,
      totals: { total: acceptedTotal, deposit: acceptedDeposit },
    });
    expect(estimate.acceptance?.versionHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await requestOf(api, requestId)).status).toBe('won');
    // The owner sees the signature as it was drawn, beside the typed name.
    await ownerPage.goto(`${baseUrl}/admin/dashboard/estimates/${estimateId}`);
    const drawn = ownerPage.getByRole('img', { name: `Signature drawn by ${SIGNER}` });
    await drawn.waitFor();
    await expect.poll(() => drawn.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await keepScreenshot(ownerPage, 'estimate-accepted-owner-390');

    // The owner's phone: an encrypted push, opened only with the subscription's keys, that leads to the request.
    const phone = ownerPhoneKeys;
    const opened = async () =>
      (await push.received())
        .filter((one) => one.device === OWNER_PHONE)
        .map(
          (one) =>
            JSON.parse(
              decrypt(Buffer.from(one.body, 'base64'), {
                version: 'aes128gcm',
                privateKey: phone.ecdh,
                authSecret: phone.auth,
              }).toString('utf8'),
            ) as PushPayload,
        );
    await expect
      .poll(
        async () => (await opened()).find((payload) => payload.kind === 'estimate' && /accepted/.test(payload.title)),
        {
          timeout: 15_000,
        },
      )
      .toMatchObject({
        title: `Estimate ${estimate.number} accepted`,
        url: `/admin/dashboard/messages/${requestId}`,
        requestId,
      });
    const alert = (await opened()).find((payload) => /accepted/.test(payload.title));
    expect(alert?.body).toContain(CUSTOMER.name);
    expect(alert?.body).toContain(usd(acceptedTotal));

    // Both get the signed PDF: its text holds the total, the deposit and the signer's name.
    const ownerMail = await mailWithSubject(OWNER_INBOX, /accepted/i);
    const customerMail = await mailWithSubject(CUSTOMER.email, /^Estimate \d+ accepted — Brightside Painting$/);
    for (const raw of [ownerMail, customerMail]) {
      const { filename, pdf } = pdfAttachmentOf(raw);
      expect(filename).toMatch(/\.pdf$/);
      const { text } = await extractText(pdf, { mergePages: true });
      expect(text).toContain(usd(acceptedTotal));
      expect(text).toContain(usd(acceptedDeposit));
      expect(text).toContain(SIGNER);
      expect(text).toContain('Better');
    }
  }, 240_000);
});

/** A request with an estimate sent by the API (what the owner's editor does), and the link the customer got. */
async function sentEstimate(api: OwnerApi, customer: typeof CUSTOMER, draft: (expiresOn: string) => EstimateDraft) {
  const { id: requestId } = await sendQuoteRequest(baseUrl, customer);
  const created = await json<Estimate>(api('POST', ADMIN_ESTIMATES_PATH, { requestId }), 201);
  // The expiry the gateway offered (its own clock's today, plus the default days): never the test's date.
  await json<Estimate>(api('PUT', adminEstimatePath(created.id), draft(created.draft.expiresOn)));
  const sent = await json<Estimate>(api('POST', `${adminEstimatePath(created.id)}/send`));
  const mail = await mailWithSubject(customer.email, new RegExp(`^Estimate ${sent.number} from `));
  return { requestId, estimate: sent, link: estimateLinkIn(mail) };
}

describe('the customer without script, and bad input', () => {
  let api: OwnerApi;
  beforeAll(async () => {
    const page = await openPhone();
    await signInAsOwner(page, baseUrl);
    api = ownerApi(baseUrl, await ownerToken(page));
  });

  it('accepts with plain form posts: a missing agreement is named at its box, then the acceptance is recorded', async () => {
    const customer = { ...CUSTOMER, name: 'Marco Rossi', email: 'marco@example.com' };
    const { estimate, link } = await sentEstimate(api, customer, threeOptionDraft);
    const page = await openPhone({ javaScriptEnabled: false, expected: [400] });
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose an option' }).waitFor();
    // The drawing needs script; without it the pad stays hidden and the typed name signs.
    expect(await page.locator('[data-signature]').isHidden()).toBe(true);

    await page.getByRole('radio', { name: 'Best' }).check();
    await page.getByLabel('Type your full name to sign').fill(customer.name);
    await page.getByRole('button', { name: 'Accept and sign' }).click();
    const errors = page.getByRole('alert');
    await errors.getByText('Please check this:').waitFor();
    // What the customer chose and typed is still there.
    expect(await page.getByRole('radio', { name: 'Best' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Type your full name to sign').inputValue()).toBe(customer.name);
    expect((await json<Estimate>(api('GET', adminEstimatePath(estimate.id)))).acceptance).toBeNull();

    await page.getByRole('checkbox', { name: 'I have read the terms and accept this estimate.' }).check();
    await page.getByRole('button', { name: 'Accept and sign' }).click();
    await page.getByRole('heading', { name: 'Accepted — thank you', level: 1 }).waitFor();
    const best = estimate.money.options[2]?.totals;
    expect(best).toBeDefined();
    await page.getByText(`${customer.name} accepted estimate ${estimate.number}`).waitFor();
    const accepted = await json<Estimate>(api('GET', adminEstimatePath(estimate.id)));
    expect(accepted.acceptance).toMatchObject({
      optionName: 'Best',
      addOnNames: [],
      signerName: customer.name,
      drawnSignature: false,
      totals: { total: best?.total, deposit: best?.deposit },
    });

    // The same post again (a double tap, a resent form) answers the one record: nothing is signed twice.
    const resent = await fetch(new URL(link).href.split('?')[0] ?? '', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        action: 'accept',
        version: '1',
        option: '2',
        agree: 'yes',
        signerName: customer.name,
      }),
      redirect: 'manual',
    });
    expect(resent.status).toBe(303);
    const again = await json<Estimate>(api('GET', adminEstimatePath(estimate.id)));
    expect(again.acceptance).toEqual(accepted.acceptance);
  }, 120_000);

  it('refuses bad input in words, through nginx: never a 5xx, nothing half-written', async () => {
    const customer = { ...CUSTOMER, name: 'Ana Silva', email: 'ana@example.com' };
    const { estimate, link } = await sentEstimate(api, customer, threeOptionDraft);
    const draft = threeOptionDraft(estimate.draft.expiresOn);

    // The owner's API: a 400 naming the field.
    const refusals: [string, EstimateDraft][] = [
      ['options.0.areas.0.lines.0.quantityHundredths', withFirstLine(draft, { quantityHundredths: -100 })],
      ['options.0.areas.0.lines.0.unitPriceCents', withFirstLine(draft, { unitPriceCents: 1_000_000_001 })],
      ['paymentLink', { ...draft, paymentLink: 'javascript:alert(1)' }],
    ];
    for (const [field, body] of refusals) {
      const refused = await api('PUT', adminEstimatePath(estimate.id), body);
      expect(refused.status, field).toBe(400);
      const answer = (await refused.json()) as { error: { fields?: Record<string, string> } };
      expect(Object.keys(answer.error.fields ?? {}), field).toContain(field);
    }
    const lines = Array.from({ length: 500 }, () => draft.options[0]?.areas[0]?.lines[0]);
    const tooMany = await api('PUT', adminEstimatePath(estimate.id), {
      ...draft,
      options: [{ name: 'All', areas: [{ name: 'Everywhere', lines }] }],
    });
    expect(tooMany.status).toBe(400);
    // Sending again with nothing changed is refused: the customer has it already.
    const again = await api('POST', `${adminEstimatePath(estimate.id)}/send`);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: ESTIMATE_ERROR_CODES.nothingToSend } });

    // The customer's page: each refusal a page in words, the estimate untouched.
    const page = new URL(link);
    const post = (path: string, body: BodyInit, type = 'application/x-www-form-urlencoded') =>
      fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'Content-Type': type }, body, redirect: 'manual' });
    const form = (fields: Record<string, string>) => new URLSearchParams({ version: '1', ...fields }).toString();
    const answers = [
      await post(page.pathname, form({ action: 'accept', option: '7', agree: 'yes', signerName: 'Ana Silva' })),
      await post(page.pathname, form({ action: 'accept', option: '0', agree: 'yes', signerName: 'A' })),
      await post(
        page.pathname,
        form({
          action: 'accept',
          option: '0',
          agree: 'yes',
          signerName: 'Ana',
          signature: 'data:image/png;base64,AAAA',
        }),
      ),
      await post(page.pathname, form({ action: 'sing' })),
      await post(
        page.pathname,
        form({ action: 'accept', version: '9', option: '0', agree: 'yes', signerName: 'Ana Silva' }),
      ),
      await post(page.pathname, JSON.stringify({ action: 'accept' }), 'application/json'),
      await post(page.pathname, 'x'.repeat(600_000)),
      await post(
        `${page.pathname.slice(0, -4)}AAAA`,
        form({ action: 'accept', option: '0', agree: 'yes', signerName: 'Ana Silva' }),
      ),
    ];
    const statuses = answers.map((answer) => answer.status);
    console.log(`the customer's page refused bad posts with ${statuses.join(', ')}`);
    expect(statuses).toEqual([400, 400, 400, 400, 409, 415, 413, 404]);
    for (const answer of answers.slice(0, 5)) {
      const html = await answer.text();
      expect(html).toMatch(/<h1>|role="alert"/);
    }
    const untouched = await json<Estimate>(api('GET', adminEstimatePath(estimate.id)));
    expect(untouched.acceptance).toBeNull();
    expect(untouched.state).toBe('sent');
  }, 120_000);
});

function withFirstLine(draft: EstimateDraft, changes: Partial<EstimateLine>): EstimateDraft {
  const [first, ...rest] = draft.options;
  const [area, ...areas] = first?.areas ?? [];
  const [line, ...lines] = area?.lines ?? [];
  if (!first || !area || !line) throw new Error('the fixture has a first line');
  return {
    ...draft,
    options: [{ ...first, areas: [{ ...area, lines: [{ ...line, ...changes }, ...lines] }, ...areas] }, ...rest],
  };
}
