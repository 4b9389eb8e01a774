import type { PushPayload } from '@painting-site/gateway/contract/push-alerts';
import { describe, expect, it } from 'vitest';
import { FALLBACK_TITLE, notificationFor } from './push-notification.ts';

const ORIGIN = 'https://paint.example';

const payload = (changes: Partial<PushPayload> = {}): PushPayload => ({
  kind: 'quote_request',
  title: 'New quote request: Dana Whitfield',
  body: 'Interior painting · Portland',
  url: '/admin/dashboard/messages/12',
  tag: 'quote-request-12',
  requestId: 12,
  ...changes,
});

describe('the notification a push shows', () => {
  it("shows the payload's title and body, one per tag, opening its dashboard path, with the dashboard's icon", () => {
    expect(notificationFor(JSON.stringify(payload()), ORIGIN)).toEqual({
      title: 'New quote request: Dana Whitfield',
      options: {
        body: 'Interior painting · Portland',
        tag: 'quote-request-12',
        icon: `${ORIGIN}/admin/icons/icon-192.png`,
        data: { url: `${ORIGIN}/admin/dashboard/messages/12` },
      },
    });
  });

  it.each([
    ['no payload', null],
    ['a payload that is not JSON', 'New request!'],
    ['JSON that is not a PushPayload', JSON.stringify({ hello: 'world' })],
    ['a payload with an empty title', JSON.stringify(payload({ title: ' ' }))],
  ])('shows "%s" as new activity that opens the overview', (_, text) => {
    const { title, options } = notificationFor(text, ORIGIN);
    expect(title).toBe(FALLBACK_TITLE);
    expect(options.data.url).toBe(`${ORIGIN}/admin/dashboard`);
    expect(options.tag).not.toBe('');
  });

  it.each([
    ['another site', 'https://evil.example/admin/dashboard'],
    ['a public page', '/contact'],
    ['a path that only starts like the dashboard', '/administrator'],
    ['a script URL', 'javascript:alert(1)'],
  ])('never opens %s: the overview instead', (_, url) => {
    expect(notificationFor(JSON.stringify(payload({ url })), ORIGIN).options.data.url).toBe(
      `${ORIGIN}/admin/dashboard`,
    );
  });
});
