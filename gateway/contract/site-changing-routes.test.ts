import { describe, expect, it } from 'vitest';
import { changesPublicSite } from './site-changing-routes.ts';

describe('changesPublicSite', () => {
  it.each([
    ['PUT', '/api/admin/site'],
    ['put', '/api/admin/site'],
    ['PUT', '/api/admin/pages/home'],
    ['PATCH', '/api/admin/gallery/12'],
    ['PUT', '/api/admin/gallery/12/before'],
    ['DELETE', '/api/admin/services/3'],
    ['PUT', '/api/admin/faq/order'],
    ['POST', '/api/admin/work-steps?from=dashboard'],
  ])('is true for %s %s', (method, path) => {
    expect(changesPublicSite(method, path)).toBe(true);
  });

  it.each([
    ['GET', '/api/admin/site'],
    ['PUT', '/api/admin/password'],
    ['POST', '/api/contact'],
    ['PATCH', '/api/admin/messages/4'],
    ['PUT', '/api/admin/site/extra'],
    ['DELETE', '/api/admin/services/'],
    ['POST', '/api/admin/services/3'],
  ])('is false for %s %s', (method, path) => {
    expect(changesPublicSite(method, path)).toBe(false);
  });
});
