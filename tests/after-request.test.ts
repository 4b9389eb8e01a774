import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CustomerMailSettings } from '@painting-site/gateway/contract/customer-mail';
import type { VisitAvailability, VisitWindows } from '@painting-site/gateway/contract/estimate-visits';
import type { PushDevice, PushPayload, PushSettings } from '@painting-site/gateway/contract/push-alerts';
import type { QuoteRequest } from '@painting-site/gateway/contract/quote-requests';
import type { TimelineKind } from '@painting-site/gateway/contract/request-timeline';
import { decrypt } from 'http_ece';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { Network, type StartedNetwork, type StartedTestContainer } from 'testcontainers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decodeMimeWords, mimePartsOf } from '../gateway/src/testing/mail-parts.ts';
import { TOKEN_STORAGE_KEY } from '../web/src/config/constants.ts';
import { expectNoAccessibilityViolations } from './stack/axe.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, type PageErrors, watchForPageErrors } from './stack/browser.ts';
import { changeGatewayDatabase } from './stack/gateway-database.ts';
import { sendQuoteRequest, signInAsOwner } from './stack/owner.ts';
import { GONE_PREFIX, type PushService, startPushService } from './stack/push-service.ts';
import { SMTP_ALIAS, SMTP_PORT, type SmtpContainer, startSmtpContainer } from './stack/smtp-container.ts';
import { newPublicVolume, removeVolume, startGateway, startWeb, urlOf } from './stack/start-stack.ts';

// After the request, through nginx to the gateway in containers, a real mail server and a stand-in
// push service on the test network, and Chromium at a phone's width. The owner's phone is told of
// a new request by an encrypted push (decrypted here with the subscription's keys); the dashboard's
// service worker shows it and a tap opens the request. The quote is followed up, the won job asks for
// a review, the customer unsubscribes with one click, and the request's history shows it all.

const PHONE = { width: 390, height: 844 };
const ACCOUNT = { user: 'web@brightside.example', password: 'Vq8-after-request-2611' } as const;
const OWNER_INBOX = 'owner@brightside.example';
const CUSTOMER = {
  name: 'Hannah Lee',
  email: 'hannah@example.com',
  phone: '503-555-0199',
  address: '12 Oak St, Lake Oswego, OR 97034',
  details: 'Living room and hallway walls, two coats, some patching around the fireplace.',
};
/** The gateway's own SITE_URL, which the e-mails' links carry; the test reaches nginx at its mapped port instead. */
const SITE_URL = 'http://localhost:8080';
const REVIEW_LINK = 'https://g.page/r/brightside-painting/review';
const DAY_MS = 24 * 3600 * 1000;
const CA_FILE = '/etc/push-service-ca.pem';

let network: StartedNetwork;
let publicVolume: string;
let gateway: StartedTestContainer;
let web: StartedTestContainer;
let smtp: SmtpContainer;
let push: PushService;
let baseUrl: string;
const contexts: BrowserContext[] = [];
const profiles: string[] = [];
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
      // The stand-in push service's own certificate: the real ones are signed by public CAs.
      NODE_EXTRA_CA_CERTS: CA_FILE,
    },
  });
  web = await startWeb(network, undefined, { publicVolume });
  baseUrl = urlOf(web);
});
afterAll(async () => {
  await web?.stop().catch(() => undefined);
  await gateway?.stop().catch(() => undefined);
  await smtp?.container.stop().catch(() => undefined);
  await push?.container.stop().catch(() => undefined);
  await network?.stop().catch(() => undefined);
  if (publicVolume) await removeVolume(publicVolume);
});
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
  for (const profile of profiles.splice(0)) rmSync(profile, { recursive: true, force: true });
  for (const watch of watches.splice(0)) expect(watch.errors).toEqual([]);
});

/**
 * The owner's phone: a browser profile of its own (Chromium allows no notifications in an incognito
 * context, which is what a test's new context is), notifications allowed, as after the owner said yes.
 */
async function ownerPhone(): Promise<{ context: BrowserContext; page: Page }> {
  const profile = mkdtempSync(join(tmpdir(), 'owner-phone-'));
  profiles.push(profile);
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    // Service workers and push are for secure origins only: https once live, `localhost` on a
    // developer's machine. The test reaches nginx at Docker's bridge address, which the browser is
    // told to treat as one.
    args: [...CHROMIUM_ARGS, `--unsafely-treat-insecure-origin-as-secure=${baseUrl}`],
    viewport: PHONE,
    timezoneId: 'America/Los_Angeles',
    permissions: ['notifications'],
  });
  contexts.push(context);
  const page = context.pages()[0] ?? (await context.newPage());
  const watch = watchForPageErrors(page);
  watches.push(watch);
  await signInAsOwner(page, baseUrl);
  return { context, page };
}

function ownerApi(token: string) {
  return (method: string, path: string, body?: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
}
type OwnerApi = ReturnType<typeof ownerApi>;

const ownerToken = async (page: Page) =>
  String(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY));

/** A browser's subscription, as the test plays the browser: its own P-256 key pair and auth secret. */
function subscriptionKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

const mailTo = async (address: string) => (await smtp.received()).filter((mail) => mail.to.includes(address));
const subjectOf = (raw: string) => decodeMimeWords(/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '');
/** A header's value as received, its folded lines joined. */
const headerOf = (raw: string, name: string) =>
  new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'mi')
    .exec(raw)?.[1]
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .trim() ?? '';
/** The message as received: its headers, then its text part decoded (what a mail app shows). */
const receivedMail = (raw: string) =>
  `${raw.split(/\r?\n\r?\n/)[0] ?? ''}\n\n${mimePartsOf(raw, 'text/plain')[0]?.text ?? ''}`;

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

async function requestOf(api: OwnerApi, id: number): Promise<QuoteRequest> {
  const response = await api('GET', `/api/admin/messages/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as QuoteRequest;
}

describe('after the request', () => {
  let requestId = 0;
  let visitToken = '';
  let payload: PushPayload | undefined;

  it("pushes a new request to the owner's devices, encrypted end to end; the dashboard's worker shows it and a tap opens the request; a 410 removes the device", async () => {
    const { context, page } = await ownerPhone();
    const api = ownerApi(await ownerToken(page));
    const settings = (await (await api('GET', '/api/admin/push')).json()) as PushSettings;
    expect(settings.publicKey).toMatch(/^[\w-]{87}$/);

    // Two devices subscribe (the test plays their browsers): one the push service keeps, one it dropped.
    const phone = subscriptionKeys();
    const added = await api('POST', '/api/admin/push/devices', {
      endpoint: push.endpoint('pixel-8'),
      keys: phone.keys,
      name: 'Android — Chrome',
    });
    expect(added.status, await added.clone().text()).toBe(201);
    const dropped = await api('POST', '/api/admin/push/devices', {
      endpoint: push.endpoint(`${GONE_PREFIX}old-ipad`),
      keys: subscriptionKeys().keys,
      name: 'iPad — Safari',
    });
    expect(dropped.status).toBe(201);

    // A customer sends a request: within seconds the push service holds an encrypted push for each device.
    const receipt = await sendQuoteRequest(baseUrl, CUSTOMER);
    requestId = receipt.id;
    visitToken = receipt.visitToken;
    await expect
      .poll(async () => (await push.received()).map((received) => received.device).sort(), { timeout: 15_000 })
      .toEqual([`${GONE_PREFIX}old-ipad`, 'pixel-8']);
    const received = (await push.received()).find((one) => one.device === 'pixel-8');
    expect(received?.headers['content-encoding']).toBe('aes128gcm');
    expect(received?.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${settings.publicKey}$`),
    );
    expect(Number(received?.headers.ttl)).toBeGreaterThan(0);

    // Only the subscription's private key and auth secret open it (RFC 8291).
    const plain = decrypt(Buffer.from(received?.body ?? '', 'base64'), {
      version: 'aes128gcm',
      privateKey: phone.ecdh,
      authSecret: phone.auth,
    });
    payload = JSON.parse(plain.toString('utf8')) as PushPayload;
    console.log(`the push, decrypted with the subscription's keys:\n${JSON.stringify(payload, null, 2)}`);
    expect(payload).toMatchObject({
      kind: 'quote_request',
      title: 'New quote request',
      url: `/admin/dashboard/messages/${requestId}`,
      tag: `request-${requestId}`,
      requestId,
    });
    expect(payload.body).toContain('Hannah Lee');
    expect(payload.body).toContain('Lake Oswego');
    for (const secret of ['Oak St', 'fireplace', CUSTOMER.email, '555-0199'])
      expect(plain.toString()).not.toContain(secret);

    // The push service said 410 for the iPad: the gateway forgot it.
    await expect
      .poll(async () =>
        ((await (await api('GET', '/api/admin/push')).json()) as PushSettings).devices.map((d) => d.name),
      )
      .toEqual(['Android — Chrome']);

    // The owner's phone: the dashboard's worker, registered from the Account section.
    await page.goto(`${baseUrl}/admin/dashboard/account`);
    const alerts = page.getByRole('region', { name: 'Phone alerts' });
    await alerts.waitFor();
    await expectNoAccessibilityViolations(page, alerts);
    await alerts.getByRole('button', { name: 'Notify me on this device' }).click();
    const scope = `${baseUrl}/admin/`;
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/admin/'))?.active?.state))
      .toBe('activated');
    // Scoped to the dashboard: the public pages are never under it.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/')) === undefined)).toBe(
      true,
    );

    // The push service delivers the push to the browser (DevTools plays that part): a notification.
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => registrations.push(...updated));
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.some((registration) => registration.scopeURL === scope)).toBe(true);
    const registrationId = registrations.find((registration) => registration.scopeURL === scope)?.registrationId ?? '';
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseUrl,
      registrationId,
      data: JSON.stringify(payload),
    });
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/admin/');
        return (await registration?.getNotifications())?.map(({ title, body, tag }) => ({ title, body, tag })) ?? [];
      });
    await expect.poll(shown).toEqual([{ title: payload.title, body: payload.body, tag: payload.tag }]);

    // A tap on it: the worker's notificationclick opens the request in the dashboard.
    await page.goto(`${baseUrl}/admin/dashboard`);
    const [worker] = context.serviceWorkers();
    expect(worker?.url()).toBe(`${baseUrl}/admin/service-worker.js`);
    await worker?.evaluate(async () => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
      };
      const [notification] = await scope.registration.getNotifications();
      const NotificationClick = (
        globalThis as unknown as { NotificationEvent: new (type: string, init: unknown) => Event }
      ).NotificationEvent;
      scope.dispatchEvent(new NotificationClick('notificationclick', { notification }));
    });
    await page.waitForURL(`${baseUrl}/admin/dashboard/messages/${requestId}`);
    await page.getByText(CUSTOMER.details).waitFor();

    // The request's history says the alert went.
    const timeline = (await requestOf(api, requestId)).timeline;
    expect(timeline.find((event) => event.kind === 'push')).toMatchObject({ outcome: 'sent' });
    const [device] = ((await (await api('GET', '/api/admin/push')).json()) as PushSettings).devices as PushDevice[];
    expect(device?.lastPush).toMatchObject({ outcome: 'sent', error: null });
  }, 240_000);

  it('follows up the quote, asks the won job for a review, honours a one-click unsubscribe, and the history shows it all', async () => {
    expect(requestId).toBeGreaterThan(0);
    const { page } = await ownerPhone();
    const api = ownerApi(await ownerToken(page));

    // The owner's settings, on the phone: follow-ups 3 days after quoting, and the review link.
    await page.goto(`${baseUrl}/admin/dashboard/follow-ups`);
    await page.getByRole('heading', { name: 'Follow-ups & reviews', level: 1 }).waitFor();
    await page.getByLabel('Follow up on quotes by e-mail').check();
    await page.getByLabel('Days after quoting').fill('3');
    await page.getByLabel('Review link').fill(REVIEW_LINK);
    await page.getByRole('button', { name: 'Save follow-ups and reviews' }).click();
    await page.getByText('Follow-ups and reviews saved.').first().waitFor();
    await expectNoAccessibilityViolations(page);
    const saved = (await (await api('GET', '/api/admin/customer-mail')).json()) as CustomerMailSettings;
    expect(saved.followUps).toMatchObject({ enabled: true, afterDays: 3 });
    expect(saved.reviews.link).toBe(REVIEW_LINK);

    // An estimate visit: the owner's hours, then the customer books the first free time.
    const availability = (await (await api('GET', '/api/admin/visits/availability')).json()) as VisitAvailability;
    expect((await api('PUT', '/api/admin/visits/availability', { ...availability, enabled: true })).status).toBe(200);
    const windows = (await (await fetch(`${baseUrl}/api/visits/windows`)).json()) as VisitWindows;
    const start = windows.days[0]?.windows[0]?.start;
    expect(start).toBeDefined();

    // The owner quotes it, with a note, on the request page.
    await page.goto(`${baseUrl}/admin/dashboard/messages/${requestId}`);
    await page.getByLabel('Status').selectOption('quoted');
    await page.getByLabel('Private notes').fill('Walked it on Tuesday; quoted $4,200.');
    await page.getByRole('button', { name: 'Save follow-up' }).click();
    await page.getByText('Follow-up saved.').first().waitFor();

    // Three days pass (the stored quote time moves back), and the gateway starts again: its sweep sends follow-up 1.
    const threeDaysAgo = new Date(Date.now() - 3 * DAY_MS - 60_000).toISOString();
    expect(
      await changeGatewayDatabase(
        gateway.getId(),
        'UPDATE contact_requests SET quoted_at = ? WHERE id = ?',
        threeDaysAgo,
        requestId,
      ),
    ).toBe(1);
    await gateway.restart();
    await expect.poll(async () => (await fetch(`${baseUrl}/api/health`)).status, { timeout: 30_000 }).toBe(200);
    const followUp = await mailWithSubject(CUSTOMER.email, /^Any questions about your estimate\?$/);
    console.log(`a follow-up as received (headers, then the text part):\n${receivedMail(followUp)}`);
    const unsubscribe = headerOf(followUp, 'List-Unsubscribe');
    expect(unsubscribe).toMatch(new RegExp(`^<${SITE_URL}/api/unsubscribe/\\d+\\.[\\w-]{43}>$`));
    expect(headerOf(followUp, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(followUp.replace(/=\r?\n/g, '')).toContain('Hi Hannah,');
    for (const typed of ['fireplace', 'Oak St', '555-0199']) expect(followUp).not.toContain(typed);

    // The customer books the visit; the owner marks the job won and asks for a review.
    const booked = await fetch(`${baseUrl}/api/visits`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: visitToken, start }),
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const signedIn = await ownerPhone();
    await signedIn.page.goto(`${baseUrl}/admin/dashboard/messages/${requestId}`);
    await signedIn.page.getByLabel('Status').selectOption('won');
    await signedIn.page.getByRole('button', { name: 'Save follow-up' }).click();
    await signedIn.page.getByText('Follow-up saved.').first().waitFor();
    await signedIn.page.getByRole('button', { name: 'Ask for a review' }).click();
    await signedIn.page.getByRole('dialog').getByRole('button', { name: 'Send the review request' }).click();
    const review = await mailWithSubject(CUSTOMER.email, /^Thank you from Brightside Painting$/);
    console.log(`a review request as received (headers, then the text part):\n${receivedMail(review)}`);
    expect(review.replace(/=\r?\n/g, '')).toContain(REVIEW_LINK);
    expect(headerOf(review, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // The customer's mail app unsubscribes with one click (RFC 8058): a POST to the header's link.
    const link = headerOf(review, 'List-Unsubscribe').slice(1, -1).replace(SITE_URL, baseUrl);
    const oneClick = await fetch(link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    const after = await requestOf(api, requestId);
    expect(after.customerMail.unsubscribedAt).not.toBeNull();

    // The request's history, in Chromium: every event, each with its outcome.
    await signedIn.page.reload();
    const history = signedIn.page.getByRole('region', { name: 'History' });
    await history.waitFor();
    const kinds = new Set<TimelineKind>(after.timeline.map((event) => event.kind));
    for (const kind of [
      'received',
      'owner_notification',
      'acknowledgement',
      'push',
      'status',
      'notes',
      'follow_up',
      'visit',
      'visit_mail',
      'review_request',
      'unsubscribed',
    ] as const)
      expect(kinds, kind).toContain(kind);
    for (const event of after.timeline) await history.getByText(event.summary, { exact: false }).first().waitFor();
    await signedIn.page
      .getByRole('region', { name: 'Automatic e-mails' })
      .getByText(/Unsubscribed from automatic e-mails on /)
      .waitFor();
    await expectNoAccessibilityViolations(signedIn.page);
  }, 240_000);
});
