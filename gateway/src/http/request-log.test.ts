import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeed } from '../../contract/estimate-visits.ts';
import { capturedLog } from '../testing/captured-log.ts';
import { startTestApp, TEST_SITE_URL, type TestApp } from '../testing/test-app.ts';
import { loggedPath, SECRET_MASK } from './request-log.ts';

const SECRET = 'Zx9_Qm2-kL7pWv4RtY8nBc3HdF6jS1aE5gU0oIeKq2M';

describe("the gateway's request log", () => {
  const log = capturedLog();
  let gateway: TestApp;
  beforeAll(async () => {
    gateway = await startTestApp({ logger: log.logger });
  });
  afterAll(async () => {
    await gateway.close();
  });

  const requestLines = () => log.lines.filter((line) => line.msg === 'request');

  it("shows the calendar feed's path and an unsubscribe link's without their secrets", async () => {
    const token = await gateway.signIn();
    const made = await fetch(`${gateway.url}/api/admin/visits/feed`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    const { url } = (await made.json()) as CalendarFeed;
    const feedPath = String(url).slice(TEST_SITE_URL.length);
    const feedSecret = /([\w-]{43})\.ics$/.exec(feedPath)?.[1] ?? '';
    expect(feedSecret).toHaveLength(43);
    const unsubscribePath = gateway.modules.customerMail.unsubscribeLinks.url(1)?.slice(TEST_SITE_URL.length) ?? '';
    const unsubscribeKey = unsubscribePath.split('/').at(-1) ?? '';

    expect((await fetch(`${gateway.url}${feedPath}`)).status).toBe(200);
    await fetch(`${gateway.url}${unsubscribePath}`);
    await fetch(`${gateway.url}${unsubscribePath}`, { method: 'POST', body: new URLSearchParams({ x: '1' }) });

    const paths = requestLines().map((line) => `${line.method} ${line.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        `GET /api/calendar/${SECRET_MASK}`,
        `GET /api/unsubscribe/${SECRET_MASK}`,
        `POST /api/unsubscribe/${SECRET_MASK}`,
      ]),
    );
    const everything = JSON.stringify(log.lines);
    expect(everything).not.toContain(feedSecret);
    expect(everything).not.toContain(unsubscribeKey.split('.').at(-1));
    // Every other path as it came.
    expect(paths).toContain('POST /api/admin/visits/feed');
  });

  it('masks every spelling nginx would take for a secret path, and no other path', () => {
    for (const path of [
      `/api/calendar/${SECRET}.ics`,
      `/API/Calendar/${SECRET}.ics`,
      `//api//calendar/${SECRET}.ics`,
      `/api/%63alendar/${SECRET}.ics`,
      `/api/./calendar%2F${SECRET}.ics`,
      `/api/x/../calendar/${SECRET}.ics`,
      `/api/unsubscribe/12.${SECRET}`,
      `/api/Unsubscribe/12.${SECRET}%zz`,
    ]) {
      expect(loggedPath(path), path).toMatch(/^\/api\/(calendar|unsubscribe)\/\*\*\*$/);
    }
    for (const path of ['/api/site', '/api/calendars', '/api/unsubscribed/12', '/api/admin/visits/feed', '/']) {
      expect(loggedPath(path)).toBe(path);
    }
  });
});
