import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TESTIMONIAL_MESSAGES } from '../../contract/testimonial-rules.ts';
import {
  RATING_MAX,
  TESTIMONIAL_NAME_MAX_LENGTH,
  TESTIMONIAL_QUOTE_MAX_LENGTH,
  TESTIMONIAL_TOWN_MAX_LENGTH,
  type Testimonial,
} from '../../contract/testimonials.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let gateway: TestApp;
let token: string;
beforeAll(async () => {
  gateway = await startTestApp();
  token = await gateway.signIn();
});
afterAll(async () => {
  await gateway.close();
});

const TESTIMONIAL = {
  name: 'Maria G.',
  town: 'Sellwood',
  quote: 'Meticulous prep and a polite crew.',
  rating: 5,
  showOnHome: true,
};

async function call(method: string, path: string, body?: unknown, authorization = `Bearer ${token}`) {
  return fetch(`${gateway.url}${path}`, {
    method,
    headers: { Authorization: authorization, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function create(change: Partial<typeof TESTIMONIAL> = {}): Promise<Testimonial> {
  const response = await call('POST', '/api/admin/testimonials', { ...TESTIMONIAL, ...change });
  expect(response.status).toBe(201);
  return (await response.json()) as Testimonial;
}

const adminList = async () =>
  ((await (await call('GET', '/api/admin/testimonials')).json()) as { testimonials: Testimonial[] }).testimonials;
const publicList = async () =>
  ((await (await fetch(`${gateway.url}/api/testimonials`)).json()) as { testimonials: Testimonial[] }).testimonials;

describe('the owner editing testimonials', () => {
  it('needs the owner signed in', async () => {
    const response = await call('POST', '/api/admin/testimonials', TESTIMONIAL, 'Bearer garbage');
    expect(response.status).toBe(401);
    expect((await call('GET', '/api/admin/testimonials', undefined, '')).status).toBe(401);
  });

  it('creates a testimonial, trimmed, shown on the home page', async () => {
    const created = await create({ name: '  Maria G. ', quote: ' Meticulous prep and a polite crew. ' });
    expect(created).toMatchObject(TESTIMONIAL);
    expect((await adminList()).map((testimonial) => testimonial.id)).toContain(created.id);
    expect((await publicList()).map((testimonial) => testimonial.id)).toContain(created.id);
  });

  it.each([
    ['an empty name', { name: '  ' }, 'name', TESTIMONIAL_MESSAGES.nameMissing],
    ['a long name', { name: 'x'.repeat(TESTIMONIAL_NAME_MAX_LENGTH + 1) }, 'name', TESTIMONIAL_MESSAGES.nameTooLong],
    ['a missing name', { name: undefined }, 'name', TESTIMONIAL_MESSAGES.nameMissing],
    ['a long town', { town: 'x'.repeat(TESTIMONIAL_TOWN_MAX_LENGTH + 1) }, 'town', TESTIMONIAL_MESSAGES.townTooLong],
    ['an empty quote', { quote: '' }, 'quote', TESTIMONIAL_MESSAGES.quoteMissing],
    [
      'a long quote',
      { quote: 'x'.repeat(TESTIMONIAL_QUOTE_MAX_LENGTH + 1) },
      'quote',
      TESTIMONIAL_MESSAGES.quoteTooLong,
    ],
    ['no stars', { rating: 0 }, 'rating', TESTIMONIAL_MESSAGES.rating],
    ['too many stars', { rating: RATING_MAX + 1 }, 'rating', TESTIMONIAL_MESSAGES.rating],
    ['half a star', { rating: 4.5 }, 'rating', TESTIMONIAL_MESSAGES.rating],
    ['a rating as text', { rating: '5' }, 'rating', TESTIMONIAL_MESSAGES.rating],
    ['show on home as text', { showOnHome: 'yes' }, 'showOnHome', undefined],
  ])('refuses %s with 400 and a message on that field', async (_case, change, field, message) => {
    const before = (await adminList()).length;
    const response = await call('POST', '/api/admin/testimonials', { ...TESTIMONIAL, ...change });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(error.code).toBe('validation_failed');
    if (message) expect(error.fields[field]).toBe(message);
    else expect(error.fields).toHaveProperty(field);
    expect((await adminList()).length).toBe(before);
  });

  it('refuses a body that is not an object', async () => {
    const response = await call('POST', '/api/admin/testimonials', ['Maria']);
    expect(response.status).toBe(400);
  });

  it('edits a testimonial and hides it from the home page, while it still counts in the rating', async () => {
    const created = await create({ name: 'Devon P.', rating: 3 });
    const ratingBefore = ((await (await fetch(`${gateway.url}/api/site`)).json()) as { rating: { count: number } })
      .rating;
    const response = await call('PUT', `/api/admin/testimonials/${created.id}`, {
      ...TESTIMONIAL,
      name: 'Devon P.',
      quote: 'Fast and tidy.',
      rating: 4,
      showOnHome: false,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ...TESTIMONIAL,
      id: created.id,
      name: 'Devon P.',
      quote: 'Fast and tidy.',
      rating: 4,
      showOnHome: false,
    });
    expect((await publicList()).map((testimonial) => testimonial.id)).not.toContain(created.id);
    expect((await adminList()).find((testimonial) => testimonial.id === created.id)?.showOnHome).toBe(false);
    const ratingAfter = ((await (await fetch(`${gateway.url}/api/site`)).json()) as { rating: { count: number } })
      .rating;
    expect(ratingAfter.count).toBe(ratingBefore.count);
  });

  it('refuses an edit with bad fields, leaving the testimonial as it was', async () => {
    const created = await create({ name: 'Kim L.' });
    const response = await call('PUT', `/api/admin/testimonials/${created.id}`, { ...TESTIMONIAL, quote: '' });
    expect(response.status).toBe(400);
    expect((await adminList()).find((testimonial) => testimonial.id === created.id)).toEqual(created);
  });

  it('reorders the testimonials', async () => {
    const ids = (await adminList()).map((testimonial) => testimonial.id);
    const reversed = [...ids].reverse();
    expect((await call('PUT', '/api/admin/testimonials/order', { ids: reversed })).status).toBe(204);
    expect((await adminList()).map((testimonial) => testimonial.id)).toEqual(reversed);
  });

  it('refuses an order that leaves one out or names one twice', async () => {
    const ids = (await adminList()).map((testimonial) => testimonial.id);
    for (const bad of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), 999_999]]) {
      const response = await call('PUT', '/api/admin/testimonials/order', { ids: bad });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { fields: { ids: expect.any(String) } } });
    }
  });

  it('deletes a testimonial', async () => {
    const created = await create({ name: 'Sam R.' });
    expect((await call('DELETE', `/api/admin/testimonials/${created.id}`)).status).toBe(204);
    expect((await adminList()).map((testimonial) => testimonial.id)).not.toContain(created.id);
  });

  it('answers 404 for a testimonial that does not exist', async () => {
    expect((await call('PUT', '/api/admin/testimonials/999999', TESTIMONIAL)).status).toBe(404);
    expect((await call('DELETE', '/api/admin/testimonials/999999')).status).toBe(404);
    expect((await call('PUT', '/api/admin/testimonials/abc', TESTIMONIAL)).status).toBe(404);
  });
});
