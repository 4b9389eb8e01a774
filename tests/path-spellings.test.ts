import { SITE_EVENTS_PATH } from '@painting-site/gateway/contract/visitor-counts';
import { Network, type StartedNetwork, type StartedTestContainer } from 'testcontainers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, urlOf } from './stack/start-stack.ts';
import {
  NGINX_TOO_MANY_REQUESTS,
  sendRaw,
  startWebBehindProxies,
  thisHostAsProxy,
} from './stack/web-behind-proxies.ts';

// The image's own rate limits, with nginx believing this host's X-Forwarded-For: each spelling
// is sent from an address of its own, so each meets a fresh bucket of its zone.
let network: StartedNetwork;
const containers: StartedTestContainer[] = [];
let baseUrl: string;

beforeAll(async () => {
  network = await new Network().start();
  containers.push(await startGateway(network, { seedDemo: false }));
  const web = await startWebBehindProxies(network, await thisHostAsProxy(network));
  containers.push(web);
  baseUrl = urlOf(web);
});
afterAll(async () => {
  for (const container of containers.reverse()) await container.stop().catch(() => undefined);
  await network.stop().catch(() => undefined);
});

/** Every path behind one of nginx's flood guards, as the gateway spells it. */
const LIMITED_PATHS = ['/api/auth/login', '/api/auth/login/code', '/api/contact', '/api/contact/photos'];
/** Paths whose bodies nginx keeps small (64 KB; the visitor-count beacon 1 KB): a bigger body never reaches their handlers. */
const SMALL_BODY_PATHS = ['/api/auth/login', '/api/auth/login/code', '/api/contact', SITE_EVENTS_PATH];
/** More than any zone's burst (at most 5), sent at once: the zone must refuse the rest. */
const ATTEMPTS = 12;
const TWO_MB = 2 * 1024 * 1024;

const capitalized = (path: string) => path.replace(/\/([a-z])/g, (_, letter: string) => `/${letter.toUpperCase()}`);

/** The ways a client can spell `path` that nginx reads as it (or that must be refused). */
function spellingsOf(path: string): Array<[name: string, spelling: string]> {
  const slashes = [...path.matchAll(/\//g)].map((match) => match.index);
  const at = (index: number, text: string) => `${path.slice(0, index)}${text}${path.slice(index + 1)}`;
  const last = path.lastIndexOf('/');
  const letter = path.charAt(last + 1);
  return [
    ['exact', path],
    ['trailing slash', `${path}/`],
    ['two trailing slashes', `${path}//`],
    ...slashes.map((index, n): [string, string] => [`doubled slash ${n + 1}`, at(index, '//')]),
    ...slashes.slice(1).flatMap(
      (index, n): Array<[string, string]> => [
        [`%2F for slash ${n + 2}`, at(index, '%2F')],
        [`%2f for slash ${n + 2}`, at(index, '%2f')],
      ],
    ),
    [
      'percent-encoded letter',
      `${path.slice(0, last + 1)}%${letter.charCodeAt(0).toString(16).toUpperCase()}${path.slice(last + 2)}`,
    ],
    ['UPPER case', path.toUpperCase()],
    ['Mixed case', capitalized(path)],
    [';a=b', `${path};a=b`],
    ['/./', `${path.slice(0, last)}/.${path.slice(last)}`],
    ['/x/../', `${path.slice(0, last)}/x/..${path.slice(last)}`],
  ];
}

/** A fresh address for each spelling: nginx's zones key on it. */
let nextAddress = 0;
const newAddress = () => {
  nextAddress += 1;
  return `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
};

/** ATTEMPTS quick POSTs of a small JSON body; which were nginx's 429 and what else came back. */
async function burst(spelling: string) {
  const address = newAddress();
  const answers = [];
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    answers.push(
      await sendRaw(baseUrl, {
        method: 'POST',
        path: spelling,
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
        body: '{}',
      }),
    );
  }
  const firstRefusal = answers.findIndex((answer) => answer.body === NGINX_TOO_MANY_REQUESTS);
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const key = answer.body === NGINX_TOO_MANY_REQUESTS ? '429 nginx' : String(answer.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return { answers, firstRefusal, counts };
}

describe('every spelling of a rate-limited path', () => {
  it.each(LIMITED_PATHS)('of %s is limited like the exact path, or answered 404 every time', async (path) => {
    const results = await Promise.all(
      spellingsOf(path).map(async ([name, spelling]) => ({ name, spelling, ...(await burst(spelling)) })),
    );
    const exact = results[0];
    expect(exact?.firstRefusal, 'the exact path meets its zone').toBeGreaterThan(0);
    const rows = results.map(({ name, spelling, answers, firstRefusal, counts }) => {
      const limited = firstRefusal === exact?.firstRefusal;
      const notFound = answers.every((answer) => answer.status === 404);
      return {
        spelling: `${name}: ${spelling}`,
        statuses: Object.entries(counts)
          .map(([status, count]) => `${status}×${count}`)
          .join(' '),
        verdict: limited ? `limited from attempt ${firstRefusal + 1}` : notFound ? '404 every time' : 'UNLIMITED',
      };
    });
    console.log(`${path}: ${ATTEMPTS} quick POSTs per spelling, each spelling from its own address`);
    console.table(rows);
    expect(rows.filter((row) => row.verdict === 'UNLIMITED')).toEqual([]);
  });
});

describe('every spelling of a small-body path', () => {
  it.each(SMALL_BODY_PATHS)('of %s refuses a 2 MB body (413) or answers 404, never its handler', async (path) => {
    const body = JSON.stringify({ padding: 'x'.repeat(TWO_MB) });
    const answers = await Promise.all(
      spellingsOf(path).map(async ([name, spelling]) => {
        const answer = await sendRaw(baseUrl, {
          method: 'POST',
          path: spelling,
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': newAddress() },
          body,
        });
        return { name, spelling, status: answer.status, code: /"code":"(\w+)"/.exec(answer.body)?.[1] ?? '' };
      }),
    );
    expect(
      answers.filter(({ status, code }) => !(status === 404 || (status === 413 && code === 'payload_too_large'))),
    ).toEqual([]);
  });
});
