import { readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../contract/errors.ts';
import { UPLOAD_ROUTES } from '../contract/uploads.ts';
import { type GatewayProcess, startGatewayProcess } from './testing/gateway-process.ts';
import { startTestApp } from './testing/test-app.ts';
import { HEIC_FIXTURE, phonePhoto } from './testing/test-pictures.ts';

/** Generated requests per route: with 28 routes, about two thousand in all, under a minute on a busy 2-core machine. */
const FUZZ_RUNS_PER_ROUTE = 75;
/**
 * The seed when FUZZ_SEED does not name one. FUZZ_SEED repeats a whole run; FUZZ_PATH (the `path`
 * of a failure's report) with its seed replays the one failing input on a fresh gateway.
 */
const FUZZ_DEFAULT_SEED = 47;
/**
 * A whole request this small reaches the gateway in one read, so it is always answered; a larger
 * one may be refused (and the connection closed) before the gateway has read it all, and the
 * client's socket, reset, can lose the answer.
 */
const ALWAYS_ANSWERED_BYTES = 16 * 1024;
/** A request the gateway neither answers nor closes within this has hung. */
const ANSWER_TIMEOUT_MS = 10_000;
/** At least this share of each route's inputs must get past the per-address limits (not 429). */
const MIN_SHARE_PAST_LIMITS = 0.5;
/** …and of each upload route's, at least this share must reach the multipart reader (not 401, 404, 415, 431). */
const MIN_SHARE_REACHING_READER = 0.25;

/**
 * 503s the gateway documents as the machine's state, never the request's: storage that cannot
 * take writes (contract/errors.ts storage_unavailable: a full disk, the quote photos' total cap)
 * and a full picture-decode queue (busy, uploads only; one request at a time never fills it).
 */
const ALLOWED_503_CODES = new Set<string>([ERROR_CODES.storageUnavailable, ERROR_CODES.busy]);

interface Route {
  method: string;
  path: string;
  /** The upload's file field, for upload routes. */
  field?: string;
  owner: boolean;
}

/** Every route no token guards (read from the routers, as bad-input.test.ts does), and every upload route. */
async function fuzzedRoutes(): Promise<Route[]> {
  const app = await startTestApp();
  try {
    const { requireOwner } = app.modules.access;
    const open = app.routers
      .flatMap((router) => router.stack)
      .filter((layer) => !layer.stack.includes(requireOwner as never))
      .flatMap((layer) =>
        layer.methods
          .filter((method) => method !== 'HEAD')
          .map((method) => ({ method, path: String(layer.path), owner: false })),
      );
    const uploads = UPLOAD_ROUTES.map((route) => ({
      method: route.method,
      path: route.path,
      field: route.field,
      owner: route.sender === 'owner',
    }));
    const isUpload = (route: Route) =>
      uploads.some((upload) => upload.method === route.method && upload.path === route.path);
    return [...open.filter((route) => !isUpload(route)), ...uploads];
  } finally {
    await app.close();
  }
}

const oddText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc.constantFrom('', '\u0000', '\uFEFF', '\uD800', '"', '\\', '%00', '../../etc/passwd', 'ü'.repeat(300), '\r\n'),
);
const oddBoundary = fc.oneof(
  fc.constantFrom('zz', 'x', '----WebKitFormBoundary7MA4YWxkTrZu0gW', 'a b', '"quoted"', '', 'ü', 'b'.repeat(80)),
  fc.string({ unit: fc.constantFrom(..."abz09-_'()+,./:=? ".split('')), minLength: 1, maxLength: 70 }),
);

/** What one part holds: a real picture (maybe cut), the form's token, a huge value, or junk. */
const partContent = fc.oneof(
  fc.record({
    kind: fc.constantFrom('png', 'jpeg', 'heic'),
    cutAt: fc.option(fc.double({ min: 0, max: 1, noNaN: true })),
  }),
  fc.record({ kind: fc.constant('form-token') }),
  fc.record({
    kind: fc.constant('huge'),
    bytes: fc.constantFrom(9 * 1024, 9 * 1024, 9 * 1024, 70 * 1024, 70 * 1024, 600 * 1024),
  }),
  fc.record({ kind: fc.constant('text'), text: oddText }),
);
const part = fc.record({
  name: fc.oneof(
    fc.constantFrom('<file>', '<file>', 'formToken', 'title', 'category', 'featured', 'caption', 'alt'),
    fc.constantFrom('photo', 'image', 'logo', 'file', '', 'na"me', 'ü'),
  ),
  filename: fc.option(fc.constantFrom('a.png', 'photo.jpg', '', '../../x.png', 'ü.heic', 'a"b.png'), {
    nil: undefined,
  }),
  type: fc.option(
    fc.constantFrom(
      'image/png',
      'image/jpeg',
      'image/heic',
      'text/plain',
      'application/octet-stream',
      'image/svg+xml',
      '',
    ),
    { nil: undefined },
  ),
  /** How the part's headers are written: missing CRLFs, no Content-Disposition, a broken one. */
  headers: fc.constantFrom(
    'normal',
    'normal',
    'normal',
    'no-blank-line',
    'no-disposition',
    'broken-disposition',
    'lf-only',
  ),
  content: partContent,
});
type Part = typeof part extends fc.Arbitrary<infer T> ? T : never;
const multipart = fc.record({
  kind: fc.constant('multipart' as const),
  boundary: oddBoundary,
  /** The Content-Type's boundary: mostly the body's, else another, none, or a header that is no multipart. */
  declared: fc.constantFrom('same', 'same', 'same', 'other', 'missing', 'not-multipart', 'mixed'),
  parts: fc.oneof(
    { weight: 4, arbitrary: fc.array(part, { minLength: 1, maxLength: 3 }) },
    { weight: 1, arbitrary: fc.array(part, { maxLength: 40 }) },
  ),
  closing: fc.constantFrom('normal', 'normal', 'none', 'no-crlf', 'twice'),
});
/** A form as a browser sends it: the route's file field with a whole real picture, beside the form's token and a title. */
const wellFormed = fc.record({
  kind: fc.constant('multipart' as const),
  boundary: fc.constantFrom('----WebKitFormBoundary7MA4YWxkTrZu0gW', '----geckoformboundary5f1a', 'zz'),
  declared: fc.constant('same'),
  parts: fc
    .tuple(fc.constantFrom('png', 'jpeg', 'heic'), fc.constantFrom('image/png', 'image/jpeg', 'image/heic'))
    .map(([kind, type]): Part[] => [
      { name: 'formToken', filename: undefined, type: undefined, headers: 'normal', content: { kind: 'form-token' } },
      {
        name: 'title',
        filename: undefined,
        type: undefined,
        headers: 'normal',
        content: { kind: 'text', text: 'Porch' },
      },
      { name: '<file>', filename: 'a.png', type, headers: 'normal', content: { kind, cutAt: null } },
    ]),
  closing: fc.constant('normal'),
});
const json = fc.oneof(
  fc.record({ kind: fc.constant('json' as const), value: fc.jsonValue({ maxDepth: 3 }) }),
  fc.record({
    kind: fc.constant('json' as const),
    value: fc.dictionary(
      fc.constantFrom(
        'username',
        'password',
        'name',
        'email',
        'details',
        'token',
        'start',
        'formToken',
        'photos',
        'kind',
      ),
      fc.oneof(fc.jsonValue({ maxDepth: 2 }), oddText),
    ),
  }),
  fc.record({
    kind: fc.constant('json-text' as const),
    text: fc.oneof(oddText, fc.constantFrom('{', '{"a":', '[1,2', 'nul')),
  }),
  fc.record({ kind: fc.constant('huge-json' as const), bytes: fc.constantFrom(10 * 1024, 70 * 1024, 2 * 1024 * 1024) }),
);
const otherBody = fc.oneof(
  fc.record({ kind: fc.constant('none' as const) }),
  fc.record({
    kind: fc.constant('text' as const),
    type: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'image/png', 'application/xml', ''),
    text: oddText,
  }),
);

/** How the body travels: whole, cut at a byte then the connection ends or is reset, chunked (broken or not), or a Content-Length that lies. */
const framing = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ kind: 'whole' as const }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('cut' as const),
      at: fc.double({ min: 0, max: 1, noNaN: true }),
      after: fc.constantFrom('end', 'reset'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('chunked' as const), broken: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('length-lie' as const), by: fc.constantFrom(-5, 1, 1000) }) },
);

/** Headers beside the body's: the client's address (mostly a fresh one per input), and odd ones. */
const extraHeaders = fc.record({
  forwarded: fc.constantFrom('fresh', 'fresh', 'fresh', 'fresh', 'fresh', 'fresh', 'fresh', 'garbage', 'chain', 'ipv6'),
  odd: fc.array(
    fc.constantFrom(
      'Content-Encoding: gzip',
      'Content-Encoding: br, identity',
      'Expect: 100-continue',
      'Transfer-Encoding: chunked',
      'Content-Length: 5',
      `X-Long: ${'h'.repeat(20_000)}`,
      'Accept: */*;q=x',
      'Authorization: Bearer not.a.token',
      'Content-Type: application/json',
      'Cookie: =; ;',
      'Range: bytes=5-1',
      'If-None-Match: *',
    ),
    { maxLength: 2 },
  ),
  ownerToken: fc.constantFrom('valid', 'valid', 'valid', 'valid', 'missing'),
});

const input = fc.record({
  body: fc.oneof(
    { weight: 3, arbitrary: wellFormed },
    { weight: 5, arbitrary: multipart },
    { weight: 3, arbitrary: json },
    { weight: 1, arbitrary: otherBody },
  ),
  framing,
  headers: extraHeaders,
  /** What fills the path's parameters (:id, :key, :token, :file, :name); mostly a gallery item the uploads made. */
  param: fc.constantFrom(
    '1',
    '1',
    '1',
    '2',
    '0',
    'abc',
    '99999999999999999999',
    '%00',
    '..%2f..%2fsite.db',
    'a.ics',
    'x.webp',
    '%E0%A4%A',
  ),
  query: fc.constantFrom('', '', '', '?a=1', '?formToken=%00', '?days=-1&days=2', `?q=${'q'.repeat(5000)}`),
});

type Input = typeof input extends fc.Arbitrary<infer T> ? T : never;
type Body = Input['body'];

interface Materials {
  pictures: Record<'png' | 'jpeg' | 'heic', Buffer>;
  formToken: string;
  ownerToken: string;
}

function cut(data: Buffer, at: number | null): Buffer {
  return at === null ? data : data.subarray(0, Math.floor(data.length * at));
}

function partBytes(route: Route, boundary: string, item: Part, materials: Materials): Buffer {
  const name = item.name === '<file>' ? (route.field ?? 'photo') : item.name;
  const eol = item.headers === 'lf-only' ? '\n' : '\r\n';
  const disposition =
    item.headers === 'no-disposition'
      ? ''
      : item.headers === 'broken-disposition'
        ? `Content-Disposition: form-data; name=${name}; filename="${eol}`
        : `Content-Disposition: form-data; name="${name}"${item.filename === undefined ? '' : `; filename="${item.filename}"`}${eol}`;
  const type = item.type === undefined ? '' : `Content-Type: ${item.type}${eol}`;
  const blank = item.headers === 'no-blank-line' ? '' : eol;
  const { content } = item;
  const data =
    content.kind === 'form-token'
      ? Buffer.from(materials.formToken)
      : content.kind === 'huge'
        ? Buffer.alloc(content.bytes, 'x')
        : content.kind === 'text'
          ? Buffer.from(content.text)
          : cut(materials.pictures[content.kind], content.cutAt);
  return Buffer.concat([Buffer.from(`--${boundary}${eol}${disposition}${type}${blank}`), data, Buffer.from('\r\n')]);
}

/** The body's bytes and its Content-Type (null: none sent). */
function bodyBytes(route: Route, body: Body, materials: Materials): { data: Buffer; type: string | null } {
  switch (body.kind) {
    case 'multipart': {
      const closing = {
        normal: `--${body.boundary}--\r\n`,
        none: '',
        'no-crlf': `--${body.boundary}--`,
        twice: `--${body.boundary}--\r\n--${body.boundary}--\r\n`,
      }[body.closing];
      const data = Buffer.concat([
        ...body.parts.map((item) => partBytes(route, body.boundary, item, materials)),
        Buffer.from(closing),
      ]);
      const type = {
        same: `multipart/form-data; boundary=${body.boundary}`,
        other: 'multipart/form-data; boundary=another',
        missing: 'multipart/form-data',
        'not-multipart': 'application/json',
        mixed: `multipart/mixed; boundary=${body.boundary}`,
      }[body.declared];
      return { data, type };
    }
    case 'json':
      return { data: Buffer.from(JSON.stringify(body.value) ?? 'null'), type: 'application/json' };
    case 'json-text':
      return { data: Buffer.from(body.text), type: 'application/json' };
    case 'huge-json':
      return { data: Buffer.from(JSON.stringify({ name: 'x'.repeat(body.bytes) })), type: 'application/json' };
    case 'text':
      return { data: Buffer.from(body.text), type: body.type || null };
    case 'none':
      return { data: Buffer.alloc(0), type: null };
  }
}

let addressCount = 0;
/** A fresh client address per input (the child trusts loopback's X-Forwarded-For), so the per-address limits rarely bite. */
function forwardedFor(kind: Input['headers']['forwarded']): string {
  addressCount += 1;
  const fresh = `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`;
  return {
    fresh,
    garbage: 'not an address',
    chain: `203.0.113.9, ${fresh}`,
    ipv6: `fd00::${addressCount.toString(16)}`,
  }[kind];
}

/** The request as bytes on the wire, and where the client stops sending (the whole of it unless cut). */
function requestBytes(
  route: Route,
  request: Input,
  materials: Materials,
): { wire: Buffer; stopAt: number; after: 'answer' | 'end' | 'reset' } {
  const path = route.path.replace(/:\w+/g, request.param) + request.query;
  const { data, type } = bodyBytes(route, request.body, materials);
  const lines = [
    `${route.method} ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: close',
    `X-Forwarded-For: ${forwardedFor(request.headers.forwarded)}`,
  ];
  if (route.owner && request.headers.ownerToken === 'valid')
    lines.push(`Authorization: Bearer ${materials.ownerToken}`);
  if (type !== null) lines.push(`Content-Type: ${type}`);
  lines.push(...request.headers.odd);
  const { framing } = request;
  let payload = data;
  if (framing.kind === 'chunked') {
    lines.push('Transfer-Encoding: chunked');
    const half = Math.floor(data.length / 2);
    const chunks = [data.subarray(0, half), data.subarray(half)].filter((chunk) => chunk.length > 0);
    payload = Buffer.concat([
      ...chunks.map((chunk) =>
        Buffer.concat([
          Buffer.from(`${(chunk.length + (framing.broken ? 3 : 0)).toString(16)}\r\n`),
          chunk,
          Buffer.from('\r\n'),
        ]),
      ),
      Buffer.from(framing.broken ? '0\r\n' : '0\r\n\r\n'),
    ]);
  } else {
    lines.push(`Content-Length: ${Math.max(0, data.length + (framing.kind === 'length-lie' ? framing.by : 0))}`);
  }
  const wire = Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), payload]);
  if (framing.kind === 'cut') return { wire, stopAt: Math.floor(wire.length * framing.at), after: framing.after };
  // A Content-Length past the body, or a broken last chunk: the client ends its side, as a dropped upload does.
  const ends = framing.kind === 'length-lie' ? framing.by > 0 : framing.kind === 'chunked' && framing.broken;
  return { wire, stopAt: wire.length, after: ends ? 'end' : 'answer' };
}

interface Answer {
  status: number | null;
  body: string;
}

/** Sends the bytes over a raw socket (fetch cannot lie about lengths or stop mid-body) and reads what comes back. */
function send(port: number, wire: Buffer, stopAt: number, after: 'answer' | 'end' | 'reset'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer and the connection still open after ${ANSWER_TIMEOUT_MS} ms`));
    }, ANSWER_TIMEOUT_MS);
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    // The gateway may reset a connection it refuses mid-body; only an answer (or none) matters here.
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(received).toString('latin1');
      // The final answer, after any interim 100 Continue.
      const final = /^HTTP\/1\.1 (?!1\d\d)(\d{3}) [\s\S]*?\r\n\r\n/m.exec(text);
      resolve({
        status: final ? Number(final[1]) : null,
        body: final ? text.slice(final.index + final[0].length) : '',
      });
    });
    socket.write(wire.subarray(0, stopAt), () => {
      if (after === 'end') socket.end();
      if (after === 'reset') socket.resetAndDestroy();
    });
  });
}

/** Small real pictures: a PNG made with sharp, a phone-like JPEG and the HEIC fixture, a few KB each. */
async function smallPictures(): Promise<Materials['pictures']> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#b4451f' } })
    .png()
    .toBuffer();
  return { png, jpeg: await phonePhoto({ width: 64, height: 48 }), heic: await readFile(HEIC_FIXTURE) };
}

const seed = Number(process.env.FUZZ_SEED ?? FUZZ_DEFAULT_SEED);
/** How long a process that stopped answering gets to report its end, so the failure says how it ended. */
const EXIT_REPORT_MS = 2_000;

let gateway: GatewayProcess;
let routes: Route[];
let materials: Materials;
beforeAll(async () => {
  routes = await fuzzedRoutes();
  gateway = await startGatewayProcess();
  const formToken = (await (await fetch(`${gateway.url}/api/contact/token`)).json()) as { token: string };
  materials = { pictures: await smallPictures(), formToken: formToken.token, ownerToken: await gateway.signInToken() };
}, 60_000);
afterAll(async () => {
  await gateway?.stop();
});

/** The gateway is the process it was (no 'exit', its pid there) and /api/health answers 200. */
async function expectAlive(route: string): Promise<void> {
  const health = await fetch(`${gateway.url}/api/health`).then(
    async (response) => {
      await response.arrayBuffer();
      return response.status;
    },
    (error: unknown) => String(error),
  );
  for (const deadline = Date.now() + EXIT_REPORT_MS; health !== 200 && !gateway.exit() && Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const ended = gateway.exit();
  if (ended) throw new Error(`after ${route}: the gateway process ended (code ${ended.code}, signal ${ended.signal})`);
  expect(() => process.kill(gateway.pid, 0), `after ${route}: process ${gateway.pid} is gone`).not.toThrow();
  expect(health, `after ${route}: /api/health`).toBe(200);
}

describe('fuzzing the public and upload routes against the gateway process', () => {
  it('finds the routes no token guards, and the uploads', () => {
    const names = routes.map((route) => `${route.method} ${route.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/contact/photos',
        'POST /api/contact',
        'POST /api/contact/form',
        'POST /api/auth/login',
        'POST /api/site-events',
        'POST /api/visits',
        'POST /api/unsubscribe/:key',
        'POST /api/admin/gallery',
        'PUT /api/admin/gallery/:id/before',
        'POST /api/admin/brand/logo',
      ]),
    );
    // The owner's uploads (fuzzed with her token), and the one owner route whose credential is in
    // its path rather than a token: the backup file's one-time ticket.
    expect(names.filter((name) => name.includes('/admin/'))).toHaveLength(
      UPLOAD_ROUTES.filter((route) => route.sender === 'owner').length + 1,
    );
    expect(names).toContain('GET /api/admin/backups/file/:ticket');
  });

  it('answers every generated request without a 5xx and goes on running: same process, /api/health answers', async () => {
    const port = Number(new URL(gateway.url).port);
    const statuses = new Map<string, number[]>(routes.map((route) => [`${route.method} ${route.path}`, []]));
    const started = performance.now();
    let sent = 0;
    const numRuns = FUZZ_RUNS_PER_ROUTE * routes.length;
    try {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...routes), input, async (route, request) => {
          const name = `${route.method} ${route.path}`;
          const { wire, stopAt, after } = requestBytes(route, request, materials);
          sent += 1;
          const answer = await send(port, wire, stopAt, after);
          if (after === 'answer' && wire.length <= ALWAYS_ANSWERED_BYTES) {
            expect(answer.status, `${name}: no answer to a whole request`).not.toBeNull();
          }
          if (answer.status !== null) {
            statuses.get(name)?.push(answer.status);
            const code = /"code":"([a-z_]+)"/.exec(answer.body)?.[1] ?? '';
            const documented = answer.status === 503 && ALLOWED_503_CODES.has(code);
            if (answer.status >= 500 && !documented) {
              throw new Error(`${name} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
            }
          }
          await expectAlive(name);
        }),
        // endOnFailure: once the process has ended every later input fails too, so shrinking would only mislead.
        { seed, numRuns, endOnFailure: true, ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}) },
      );
    } finally {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `fuzz: ${sent} inputs over ${routes.length} routes in ${seconds} s, seed ${seed} (FUZZ_SEED=${seed} to repeat)`,
      );
    }
    // A replayed input (FUZZ_PATH) is one request: the shares below are the whole run's.
    if (process.env.FUZZ_PATH) return;
    for (const [name, answered] of statuses) {
      const past = answered.filter((status) => status !== 429).length;
      expect({ route: name, pastLimits: past >= answered.length * MIN_SHARE_PAST_LIMITS }).toEqual({
        route: name,
        pastLimits: true,
      });
    }
    // The uploads' bodies reached the multipart reader (its 400s and 413s, or a picture kept), and some were kept.
    const reached = (status: number) => (status >= 200 && status < 300) || status === 400 || status === 413;
    for (const route of UPLOAD_ROUTES) {
      const name = `${route.method} ${route.path}`;
      const answered = statuses.get(name) ?? [];
      const share = answered.filter(reached).length / answered.length;
      expect({ route: name, reachedReader: share >= MIN_SHARE_REACHING_READER }).toEqual({
        route: name,
        reachedReader: true,
      });
    }
    const stored = UPLOAD_ROUTES.flatMap((route) => statuses.get(`${route.method} ${route.path}`) ?? []).filter(
      (status) => status >= 200 && status < 300,
    );
    expect(stored.length).toBeGreaterThan(0);
  }, 180_000);
});
