import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_PATH_PREFIX } from '../../contract/customer-mail.ts';
import { CALENDAR_FEED_PREFIX } from '../../contract/estimate-visits.ts';
import { ESTIMATE_PAGE_PREFIX, ESTIMATE_PREVIEW_PREFIX } from '../../contract/routes.ts';
import { loggedPath, SECRET_MASK, SECRET_PATH_PREFIXES } from '../http/request-log.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { accessLogMasking, MASKED_LOG_FORMAT } from './access-log-masking.ts';

const SITE_TEMPLATE = new URL('../../../nginx/templates/site.conf.template', import.meta.url);
const REDIRECT_SERVER = new URL('../../../nginx/snippets/https-redirect-server.conf', import.meta.url);
/** A secret as the feed's and the unsubscribe links' are: 43 characters of base64url. */
const SECRET = 'Zx9_Qm2-kL7pWv4RtY8nBc3HdF6jS1aE5gU0oIeKq2M';

interface NginxMap {
  source: string;
  fallback: string;
  entries: { match: (value: string) => RegExpExecArray | null; value: string }[];
}

/** The generated `map` blocks, each as nginx reads it: exact strings, else the first regex that matches. */
function mapsOf(conf: string): Map<string, NginxMap> {
  const maps = new Map<string, NginxMap>();
  for (const [, source = '', target = '', body = ''] of conf.matchAll(/^map (\S+) (\S+) \{\n([\s\S]*?)\n\}/gm)) {
    const map: NginxMap = { source, fallback: '', entries: [] };
    for (const line of body.split('\n')) {
      const fallback = /^\s+default (.+);$/.exec(line);
      if (fallback) map.fallback = String(fallback[1]);
      const entry = /^\s+"(.*)" "(.*)";$/.exec(line);
      if (!entry) continue;
      const [, key = '', value = ''] = entry;
      // `~*` a regex of any case, `~` one of this case, else an exact string.
      const regex = /^~(\*?)(.*)$/.exec(key);
      const pattern = regex ? new RegExp(String(regex[2]), regex[1] ? 'i' : '') : undefined;
      map.entries.push({
        match: (input) =>
          pattern ? pattern.exec(input) : input === key ? ([input] as unknown as RegExpExecArray) : null,
        value,
      });
    }
    maps.set(target, map);
  }
  return maps;
}

/** A variable's value in nginx's sense: maps evaluated on demand, `$name`/`${name}` interpolated. */
function evaluate(maps: Map<string, NginxMap>, request: Record<string, string>, name: string): string {
  const map = maps.get(name);
  if (!map) return request[name] ?? '';
  const input = evaluate(maps, request, map.source);
  for (const entry of map.entries) {
    const found = entry.match(input);
    // A named capture is a variable of its own.
    const captures = Object.entries(found?.groups ?? {}).map(([capture, value]) => [`$${capture}`, value ?? '']);
    if (found) return interpolate(maps, { ...request, ...Object.fromEntries(captures) }, entry.value);
  }
  return interpolate(maps, request, map.fallback);
}

function interpolate(maps: Map<string, NginxMap>, request: Record<string, string>, text: string): string {
  return text
    .replace(/^"(.*)"$/, '$1')
    .replace(/\$\{?(\w+)\}?/g, (_, variable: string) => evaluate(maps, request, `$${variable}`));
}

/** One request as nginx's variables see it: `uri` is the path nginx decoded (or an error page's). */
function logged(requestUri: string, uri: string, referer = '') {
  const maps = mapsOf(accessLogMasking());
  const request = {
    $request_uri: requestUri,
    $uri: uri,
    $request: `GET ${requestUri} HTTP/1.1`,
    $request_method: 'GET',
    $server_protocol: 'HTTP/1.1',
    $http_referer: referer,
  };
  return { request: evaluate(maps, request, '$masked_request'), referer: evaluate(maps, request, '$masked_referer') };
}

const feed = `${CALENDAR_FEED_PREFIX}${SECRET}.ics`;
const unsubscribe = `${UNSUBSCRIBE_PATH_PREFIX}12.${SECRET}`;

describe("nginx's access log", () => {
  it.each([
    ['the link itself', feed, feed],
    ['with a query', `${feed}?refresh=1`, feed],
    ['in capitals (an error page then takes $uri)', `/API/Calendar/${SECRET}.ics`, '/404.html'],
    ['with // between the segments', `//api//calendar/${SECRET}.ics`, feed],
    ['with %XX', `/api/%63alendar/${SECRET}.ics`, feed],
    ['with %XX in capitals, to the error page', `/Api/%43ALENDAR/${SECRET}.ics`, '/404.html'],
    ['with /./ and %2F', `/api/./calendar%2F${SECRET}.ics`, feed],
    ['with /../', `/api/x/../calendar/${SECRET}.ics`, feed],
    ['an unsubscribe link', unsubscribe, unsubscribe],
    ['an unsubscribe link in another case', `/api/UNSUBSCRIBE/12.${SECRET}`, `/api/UNSUBSCRIBE/12.${SECRET}`],
  ])('writes a secret path %s as its prefix and the mask', (_, requestUri, uri) => {
    const line = logged(requestUri, uri).request;
    expect(line).not.toContain(SECRET);
    expect(line).toMatch(new RegExp(`^GET (${SECRET_PATH_PREFIXES.join('|')})\\*\\*\\* HTTP/1\\.1$`));
    // The gateway's request log says the same of the same path.
    expect(line).toBe(`GET ${loggedPath(uri === '/404.html' ? requestUri : uri)} HTTP/1.1`);
  });

  it('writes every other request line as it came, and a missing Referer as "-"', () => {
    for (const path of ['/gallery', '/api/site', '/api/calendars', '/api/unsubscribed/12', '/contact?calendar=1']) {
      expect(logged(path, path.split('?')[0] ?? path)).toEqual({ request: `GET ${path} HTTP/1.1`, referer: '-' });
    }
    expect(logged('/', '/', 'https://nextdoor.com/p/painters').referer).toBe('https://nextdoor.com/p/painters');
  });

  it('masks a Referer naming a secret path, keeping its origin', () => {
    expect(logged('/', '/', `https://brightside.example${unsubscribe}`).referer).toBe(
      `https://brightside.example${UNSUBSCRIBE_PATH_PREFIX}${SECRET_MASK}`,
    );
    expect(logged('/', '/', `http://localhost:8080//API/calendar/${SECRET}.ics`).referer).not.toContain(SECRET);
  });

  it('is written in the masked format only, never the raw request line, path or Referer', () => {
    const format = /^log_format (\S+) ([\s\S]*?);$/m.exec(accessLogMasking());
    expect(format?.[1]).toBe(MASKED_LOG_FORMAT);
    expect(format?.[2]).toContain('"$masked_request"');
    expect(format?.[2]).toContain('"$masked_referer"');
    expect(format?.[2]).not.toMatch(/\$(request|request_uri|uri|args|query_string|http_referer)\b/);
  });

  it('is what every server of the site logs with, and the http level adds no second log', () => {
    const template = readFileSync(SITE_TEMPLATE, 'utf8');
    const redirect = readFileSync(REDIRECT_SERVER, 'utf8');
    const masked = `access_log /var/log/nginx/access.log ${MASKED_LOG_FORMAT};`;
    // The format is defined before the servers that name it (the redirect server is included after it).
    const include = template.indexOf('include /etc/nginx/snippets/access-log-masking.conf;');
    expect(include).toBeGreaterThan(0);
    expect(include).toBeLessThan(template.indexOf('include /etc/nginx/site/servers/*.conf;'));
    for (const conf of [template, redirect]) {
      const servers = conf.split(/^server \{$/m).slice(1);
      expect(servers.length).toBeGreaterThan(0);
      for (const server of servers) expect(server).toContain(masked);
    }
    const httpLevel = template.split(/^server \{$/m)[0] ?? '';
    expect(httpLevel).not.toMatch(/^\s*access_log/m);
  });
});

describe('the secret paths', () => {
  let gateway: TestApp;
  beforeAll(async () => {
    gateway = await startTestApp();
  });
  afterAll(async () => {
    await gateway.close();
  });

  it("are the gateway's own routes with a secret in the path", () => {
    const routes = gateway.routers.flatMap((router) => router.stack.map((layer) => String(layer.path)));
    expect(SECRET_PATH_PREFIXES).toEqual([
      CALENDAR_FEED_PREFIX,
      UNSUBSCRIBE_PATH_PREFIX,
      ESTIMATE_PAGE_PREFIX,
      ESTIMATE_PREVIEW_PREFIX,
    ]);
    for (const prefix of SECRET_PATH_PREFIXES) {
      expect(routes.filter((route) => route.startsWith(prefix) && /\/:\w+$/.test(route)).length).toBeGreaterThan(0);
    }
  });
});
