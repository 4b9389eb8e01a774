import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAQ_ANSWER_MAX_LENGTH, FAQ_MAX_COUNT, FAQ_QUESTION_MAX_LENGTH } from '../../contract/faq.ts';
import { FAQ_MESSAGES } from '../../contract/faq-rules.ts';
import { PUBLISHED_FILES, type PublicContent } from '../../contract/public-content.ts';
import { WORK_STEP_MESSAGES } from '../../contract/work-step-rules.ts';
import {
  WORK_STEP_TEXT_MAX_LENGTH,
  WORK_STEP_TITLE_MAX_LENGTH,
  WORK_STEPS_MAX_COUNT,
} from '../../contract/work-steps.ts';
import { startTestApp, TEST_SITE_URL, type TestApp } from '../testing/test-app.ts';

let gateway: TestApp;
let token: string;
beforeAll(async () => {
  gateway = await startTestApp();
  token = await gateway.signIn();
  // A new site is hidden from search engines, its sitemap empty (issue 25): listed here, so the
  // sitemap shows when the services page changed.
  const listed = await fetch(`${gateway.url}/api/admin/search-visibility`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ shown: true }),
  });
  expect(listed.status).toBe(200);
});
afterAll(async () => {
  await gateway.close();
});

type Entry = Record<string, unknown> & { id: number };

/** Today's date (UTC) on the host, as the database's `strftime('now')` stamps a change. */
const utcDay = () => new Date().toISOString().slice(0, 10);

interface ListSpec {
  name: string;
  path: string;
  /** The list's key in the GET answer and in the published snapshot. */
  key: 'workSteps' | 'faq';
  /** The one-line field and the text field. */
  heading: string;
  body: string;
  valid: Record<string, string>;
  maxCount: number;
  tooMany: string;
  /** Adds an entry straight to the database: a quicker way to fill the list. */
  addDirectly: (app: TestApp) => void;
  refusals: Array<[string, Record<string, unknown>, string, string]>;
}

const LISTS: ListSpec[] = [
  {
    name: 'the “How we work” steps',
    path: '/api/admin/work-steps',
    key: 'workSteps',
    heading: 'title',
    body: 'text',
    valid: { title: 'Free estimate', text: 'We visit, measure and send a written estimate.' },
    maxCount: WORK_STEPS_MAX_COUNT,
    tooMany: WORK_STEP_MESSAGES.tooMany,
    addDirectly: (app) => app.modules.siteContent.workSteps.add({ title: 'Painting', text: 'Two coats.' }),
    refusals: [
      ['an empty title', { title: ' \n ' }, 'title', WORK_STEP_MESSAGES.titleMissing],
      ['a missing title', { title: undefined }, 'title', WORK_STEP_MESSAGES.titleMissing],
      ['a title as a number', { title: 7 }, 'title', WORK_STEP_MESSAGES.titleMissing],
      ['a long title', { title: 'x'.repeat(WORK_STEP_TITLE_MAX_LENGTH + 1) }, 'title', WORK_STEP_MESSAGES.titleTooLong],
      ['an empty text', { text: '' }, 'text', WORK_STEP_MESSAGES.textMissing],
      ['a long text', { text: 'x'.repeat(WORK_STEP_TEXT_MAX_LENGTH + 1) }, 'text', WORK_STEP_MESSAGES.textTooLong],
    ],
  },
  {
    name: 'the FAQ',
    path: '/api/admin/faq',
    key: 'faq',
    heading: 'question',
    body: 'answer',
    valid: { question: 'Do I have to move my furniture?', answer: 'No. We move it and cover it.' },
    maxCount: FAQ_MAX_COUNT,
    tooMany: FAQ_MESSAGES.tooMany,
    addDirectly: (app) => app.modules.siteContent.faq.add({ question: 'Deposits?', answer: 'A third.' }),
    refusals: [
      ['an empty question', { question: '   ' }, 'question', FAQ_MESSAGES.questionMissing],
      ['a missing question', { question: undefined }, 'question', FAQ_MESSAGES.questionMissing],
      [
        'a long question',
        { question: 'x'.repeat(FAQ_QUESTION_MAX_LENGTH + 1) },
        'question',
        FAQ_MESSAGES.questionTooLong,
      ],
      ['an empty answer', { answer: '\r\n' }, 'answer', FAQ_MESSAGES.answerMissing],
      ['an answer as a list', { answer: ['No.'] }, 'answer', FAQ_MESSAGES.answerMissing],
      ['a long answer', { answer: 'x'.repeat(FAQ_ANSWER_MAX_LENGTH + 1) }, 'answer', FAQ_MESSAGES.answerTooLong],
    ],
  },
];

async function call(method: string, path: string, body?: unknown, authorization = `Bearer ${token}`) {
  return fetch(`${gateway.url}${path}`, {
    method,
    headers: { Authorization: authorization, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** What the published site shows: the snapshot the publisher wrote (a save answers once it is written). */
const published = () =>
  JSON.parse(readFileSync(join(gateway.publicDir, PUBLISHED_FILES.content), 'utf8')) as PublicContent;

describe.each(LISTS)('the owner editing $name', (list) => {
  const adminList = async () =>
    ((await (await call('GET', list.path)).json()) as Record<string, Entry[]>)[list.key] ?? [];
  const ids = async () => (await adminList()).map((entry) => entry.id);

  async function create(change: Record<string, unknown> = {}): Promise<Entry> {
    const response = await call('POST', list.path, { ...list.valid, ...change });
    expect(response.status).toBe(201);
    return (await response.json()) as Entry;
  }

  /** Starts each test from an empty list. */
  async function clear() {
    for (const id of await ids()) expect((await call('DELETE', `${list.path}/${id}`)).status).toBe(204);
  }

  it('needs the owner signed in', async () => {
    expect((await call('GET', list.path, undefined, '')).status).toBe(401);
    expect((await call('POST', list.path, list.valid, 'Bearer garbage')).status).toBe(401);
    expect(await ids()).toEqual([]);
  });

  it('adds an entry, tidied, and publishes it at once', async () => {
    await clear();
    const dayBefore = utcDay();
    const created = await create({
      [list.heading]: `  ${list.valid[list.heading]}\n `,
      [list.body]: ` First paragraph.\r\n\r\nSecond paragraph. `,
    });
    expect(created).toEqual({
      id: expect.any(Number),
      [list.heading]: list.valid[list.heading],
      [list.body]: 'First paragraph.\n\nSecond paragraph.',
    });
    expect(await adminList()).toEqual([created]);
    expect(published()[list.key]).toEqual([created]);
    // The services page changed today, though the site has no services: the sitemap says so.
    // The database stamps the change with its own time, not the app's clock: the day is read
    // before and after, so a midnight (UTC) in between cannot fail the test.
    const sitemap = readFileSync(join(gateway.publicDir, PUBLISHED_FILES.sitemap), 'utf8');
    const lastmod = new RegExp(`<loc>${TEST_SITE_URL}/services</loc>\n    <lastmod>([\\d-]+)</lastmod>`).exec(sitemap);
    expect([dayBefore, utcDay()]).toContain(lastmod?.[1]);
  });

  it.each(list.refusals)(
    'refuses %s with 400 and a message on that field, storing nothing',
    async (_case, change, field, message) => {
      const before = await adminList();
      const response = await call('POST', list.path, { ...list.valid, ...change });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { code: 'validation_failed', fields: { [field]: message } },
      });
      expect(await adminList()).toEqual(before);
    },
  );

  it('refuses a body that is not an object', async () => {
    const response = await call('POST', list.path, [list.valid]);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'validation_failed' } });
  });

  it('edits an entry, and refuses a bad edit, leaving it as it was', async () => {
    const created = await create();
    const edited = { [list.heading]: 'Edited heading', [list.body]: 'Edited text.' };
    const response = await call('PUT', `${list.path}/${created.id}`, edited);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: created.id, ...edited });

    const refused = await call('PUT', `${list.path}/${created.id}`, { ...edited, [list.body]: '' });
    expect(refused.status).toBe(400);
    expect((await adminList()).find((entry) => entry.id === created.id)).toEqual({ id: created.id, ...edited });
    expect(published()[list.key]).toContainEqual({ id: created.id, ...edited });
  });

  it('reorders the entries, and the published site shows the new order', async () => {
    await clear();
    const [first, second, third] = [await create(), await create(), await create()];
    const order = [third?.id, first?.id, second?.id];
    expect((await call('PUT', `${list.path}/order`, { ids: order })).status).toBe(204);
    expect(await ids()).toEqual(order);
    expect(published()[list.key].map((entry) => entry.id)).toEqual(order);
  });

  it('refuses an order that leaves one out or names one twice', async () => {
    const current = await ids();
    for (const bad of [current.slice(1), [...current, current[0]], [...current.slice(1), 999_999]]) {
      const response = await call('PUT', `${list.path}/order`, { ids: bad });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { fields: { ids: expect.any(String) } } });
    }
    expect(await ids()).toEqual(current);
  });

  it('deletes an entry, also from the published site', async () => {
    const created = await create();
    expect((await call('DELETE', `${list.path}/${created.id}`)).status).toBe(204);
    expect(await ids()).not.toContain(created.id);
    expect(published()[list.key].map((entry) => entry.id)).not.toContain(created.id);
  });

  it('answers 404 for an entry that does not exist', async () => {
    expect((await call('PUT', `${list.path}/999999`, list.valid)).status).toBe(404);
    expect((await call('DELETE', `${list.path}/999999`)).status).toBe(404);
    expect((await call('PUT', `${list.path}/abc`, list.valid)).status).toBe(404);
  });

  it(`holds at most its limit of entries, and says so to one more`, async () => {
    await clear();
    for (let count = 1; count < list.maxCount; count += 1) list.addDirectly(gateway);
    await create();
    const response = await call('POST', list.path, list.valid);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'validation_failed', message: list.tooMany } });
    expect(await ids()).toHaveLength(list.maxCount);
    await clear();
  });
});
