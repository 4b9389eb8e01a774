import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAIN_QUOTE_FORM_ROUTE } from '../contract/plain-quote-form.ts';
import { ESTIMATE_PREVIEW_PREFIX } from '../contract/routes.ts';
import { UNSUBSCRIBE_ROUTE } from './customer-mail/unsubscribe-router.ts';
import { ESTIMATE_PAGE_ROUTE } from './estimates/estimate-page-router.ts';
import { startTestApp, type TestApp } from './testing/test-app.ts';

/** Generated bad requests per route. */
const RUNS = 500;

let gateway: TestApp;
let token: string;
beforeAll(async () => {
  gateway = await startTestApp({ seedDemo: false });
  token = await gateway.signIn();
  // Real rows behind the :id routes, so their validation runs on every generated body.
  gateway.modules.services.services.add({
    slug: 'interior-painting',
    title: 'Interior painting',
    summary: 'Walls and ceilings.',
    description: 'Walls, ceilings and trim, prepared and painted.',
    priceHint: null,
    icon: 'interior',
  });
  // With a before picture, so removing it is tried too (the fuzzing sends deletes to id 999999).
  const picture = { key: 'fuzzpicture0000000000', width: 800, height: 600, color: '#c8b89a', widths: [480, 800] };
  gateway.modules.gallery.gallery.add({
    title: 'Sunny living room',
    caption: '',
    alt: '',
    category: 'interior',
    featured: false,
    image: picture,
    before: { ...picture, key: 'fuzzbefore00000000000' },
  });
  gateway.modules.siteContent.testimonials.add({
    name: 'Maria G.',
    town: 'Sellwood',
    quote: 'Meticulous prep and a polite crew.',
    rating: 5,
  });
  gateway.modules.siteContent.workSteps.add({ title: 'Free estimate', text: 'We visit and send a written estimate.' });
  gateway.modules.siteContent.faq.add({ question: 'Do I have to move my furniture?', answer: 'No, we move it.' });
  gateway.modules.records.requests.add({
    name: 'Maria',
    email: 'maria@example.com',
    phone: null,
    address: '97202',
    serviceSlug: null,
    serviceTitle: null,
    details: 'Two rooms, walls only.',
    preferredContact: 'email',
    notifyStatus: 'off',
    source: { landingPage: '/', referrer: null, utmSource: 'flyer', utmMedium: null, utmCampaign: null },
  });
}, 30_000);
afterAll(async () => {
  await gateway.close();
});

interface Route {
  method: string;
  path: string;
}

function routes(): Route[] {
  return gateway.routers
    .flatMap((router) => router.stack)
    .flatMap((layer) =>
      layer.methods.filter((method) => method !== 'HEAD').map((method) => ({ method, path: String(layer.path) })),
    );
}

/**
 * Logs a request may rightly add to: a generated body that happens to be a well-formed failed
 * sign-in is counted and logged there, "Back up now" (which reads no body) records its run,
 * "Make a calendar address" (no body either) makes the feed's one row, a generated body that
 * happens to be a valid change of the request (its notes, its status) goes on its timeline, and
 * each attempt at a limited route is counted for its address.
 */
const LOG_TABLES = new Set([
  'sign_in_failures',
  'sign_in_events',
  'backup_runs',
  'calendar_feed',
  'request_events',
  // Every attempt counts against its address's limits, refused or not.
  'rate_events',
]);

/** Row counts of every table and SQLite's own integrity check: what "unchanged" means here. */
function snapshot() {
  const tables = gateway.db
    .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all()
    .map((row) => String(row.name))
    .filter((name) => !LOG_TABLES.has(name));
  return {
    rows: Object.fromEntries(
      tables.map((table) => [table, Number(gateway.db.prepare(`SELECT count(*) AS n FROM "${table}"`).get()?.n)]),
    ),
    integrity: gateway.db.prepare('PRAGMA integrity_check').get()?.integrity_check,
  };
}

const printable = fc.string({ unit: fc.constantFrom(..." abcXYZ019-_.~%&=+/?#[]@!$'()*,;:".split('')), maxLength: 40 });
const oddText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme-composite', maxLength: 200 }),
  fc.constantFrom(
    '\u0000',
    '\uFEFF',
    '\uD800',
    '\u202E',
    'Ω≈ç√∫',
    '𝕳𝖊𝖑𝖑𝖔',
    '"; DROP TABLE services; --',
    '<script>alert(1)</script>',
    '=cmd|calc',
    '../../etc/passwd',
    '%00',
    'x'.repeat(5000),
  ),
);
const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(
    fc.constantFrom(
      'name',
      'email',
      'phone',
      'title',
      'status',
      'ids',
      'notes',
      'read',
      'password',
      'username',
      'details',
      'category',
      'featured',
      'address',
      'hours',
      'social',
      // Testimonials; without 'quote' no generated body is a valid new one.
      'town',
      'rating',
      'showOnHome',
      // "How we work" steps and FAQ entries; without 'text' and 'answer' no generated body is a valid new one.
      'question',
      // Pages' words and the preview picture; a body needs every field of a page to be valid.
      'heroHeadline',
      'heading',
      'intro',
      'seoTitle',
      'seoDescription',
      'galleryItemId',
      // The brand's accent colour (its logo is a multipart upload).
      'accent',
      'logo',
      // A quote request's photo ids.
      'photos',
      // Quote requests: the follow-up date, and where the visitor came from.
      'followUpOn',
      'source',
      'website',
      'preferredContact',
      // Two-step sign-in: the second step's challenge and code (the current password is 'password').
      'challenge',
      'code',
      // Estimate visits: the customer's key, a start, the owner's reason for cancelling.
      'token',
      'start',
      'reason',
      // Phone alerts: a browser's push subscription (its keys hold p256dh and auth).
      'endpoint',
      'keys',
      // Quote follow-ups and review requests: the settings' two parts and their fields.
      'followUps',
      'reviews',
      'enabled',
      'afterDays',
      'link',
      'autoAfterDays',
    ),
    fc.oneof(fc.jsonValue({ maxDepth: 3 }), oddText),
  ),
);

/** One bad request: a body (JSON that does not fit, broken JSON, another type, oversized) and junk in the query. */
const badRequest = fc.record({
  body: fc.oneof(
    jsonBody.map((value) => ({ type: 'application/json', text: JSON.stringify(value) ?? 'null' })),
    oddText.map((text) => ({ type: 'application/json', text })),
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'multipart/form-data; boundary=zzz',
          'image/jpeg',
          'application/json; charset=latin-9',
        ),
        oddText,
      )
      .map(([type, text]) => ({ type, text })),
    fc.constant({ type: 'application/json', text: JSON.stringify({ name: 'x'.repeat(70 * 1024) }) }),
  ),
  query: fc.dictionary(
    // The query parameters the routes read, and others.
    fc.oneof(printable, fc.constantFrom('folder', 'status', 'q', 'page', 'pageSize', 'today')),
    fc.oneof(printable, oddText, fc.constantFrom('inbox', 'spam', '2026-02-30', '2026-06-10')),
    { maxKeys: 4 },
  ),
  id: fc.constantFrom('1', '0', '-1', 'abc', '1e3', '99999999999999999999', '%00', '..%2f..%2fsite.db', '1;DROP'),
  auth: fc.constantFrom('valid', 'valid', 'valid', 'missing', 'garbage'),
});

type BadRequest = typeof badRequest extends fc.Arbitrary<infer T> ? T : never;

async function send(route: Route, request: BadRequest) {
  // A real id for changes, a missing one for deletes: a generated request that happened to be
  // valid must never destroy the rows the other routes are tested against.
  const id = route.method === 'DELETE' && request.id === '1' ? '999999' : request.id;
  const path = route.path.replace(/:\w+/g, id);
  const query = new URLSearchParams(request.query).toString();
  // Signing out would end the session the other routes are tested with.
  const auth = route.path === '/api/auth/logout' ? 'garbage' : request.auth;
  const headers: Record<string, string> = {};
  if (auth === 'valid') headers.Authorization = `Bearer ${token}`;
  if (auth === 'garbage') headers.Authorization = 'Bearer not.a.token';
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  if (hasBody) headers['Content-Type'] = request.body.type;
  return fetch(`${gateway.url}${path}${query ? `?${query}` : ''}`, {
    method: route.method,
    headers,
    ...(hasBody ? { body: request.body.text } : {}),
  });
}

/** Routes a browser posts to (or opens) itself, which answer with a web page rather than JSON: what each page holds. */
const PAGE_ROUTES = new Map<string, string>([
  // The contact page and what is wrong.
  [PLAIN_QUOTE_FORM_ROUTE, '<form'],
  // The unsubscribe page: what went wrong, in a heading.
  [UNSUBSCRIBE_ROUTE, '<h1>'],
  // The customer's estimate page, its PDF and its photos: the page that says what went wrong.
  [ESTIMATE_PAGE_ROUTE, '<h1>'],
  [`${ESTIMATE_PAGE_ROUTE}/pdf`, '<h1>'],
  [`${ESTIMATE_PAGE_ROUTE}/photos/:photoId`, '<h1>'],
  // The owner's preview, by its ticket: the page that says it has expired.
  [`${ESTIMATE_PREVIEW_PREFIX}:ticket`, '<h1>'],
  [`${ESTIMATE_PREVIEW_PREFIX}:ticket/photos/:photoId`, '<h1>'],
]);

describe('bad input on every endpoint', () => {
  it('finds the routes to try', () => {
    expect(routes().length).toBeGreaterThanOrEqual(30);
  });

  it(`never answers 5xx, always the JSON error format (a page where a browser posts or opens one), and leaves the database unchanged (${RUNS} bad requests per route)`, async () => {
    const before = snapshot();
    for (const route of routes()) {
      await fc.assert(
        fc.asyncProperty(badRequest, async (request) => {
          const response = await send(route, request);
          const where = `${route.method} ${route.path} → ${response.status}`;
          expect(response.status, where).toBeLessThan(500);
          if (response.status >= 400 && PAGE_ROUTES.has(route.path)) {
            // What a browser posts or opens itself is answered with a page.
            expect(response.headers.get('content-type'), where).toMatch(/^text\/html/);
            expect(await response.text(), where).toContain(PAGE_ROUTES.get(route.path));
          } else if (response.status >= 400) {
            const body = (await response.json()) as { error?: { code?: unknown; message?: unknown; fields?: unknown } };
            expect(typeof body.error?.code, where).toBe('string');
            expect(typeof body.error?.message, where).toBe('string');
            if (body.error?.fields !== undefined) expect(typeof body.error.fields, where).toBe('object');
          } else {
            await response.arrayBuffer();
          }
        }),
        { numRuns: RUNS },
      );
      expect({ route: `${route.method} ${route.path}`, ...snapshot() }).toEqual({
        route: `${route.method} ${route.path}`,
        ...before,
      });
    }
  }, 600_000);
});
