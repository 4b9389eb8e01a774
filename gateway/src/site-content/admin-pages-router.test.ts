import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COPY_HEADING_MAX_LENGTH,
  COPY_LABEL_MAX_LENGTH,
  COPY_PAGES,
  type CopyPage,
  type GalleryCopy,
  type HomeCopy,
  type PageCopies,
  SEO_DESCRIPTION_MAX_LENGTH,
  SEO_TITLE_MAX_LENGTH,
  type SiteCopy,
} from '../../contract/page-copy.ts';
import { emptyPageCopy, PAGE_COPY_MESSAGES, PAGE_COPY_RULES } from '../../contract/page-copy-rules.ts';
import { PUBLISHED_FILES, type PublicContent } from '../../contract/public-content.ts';
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

const HOME: HomeCopy = {
  ...emptyPageCopy('home'),
  heroEyebrow: 'House painters in Tacoma',
  heroHeadline: 'Fresh paint, tidy crews',
  heroIntro: 'Walls and trim, inside and out.\nFree written estimates.',
  heroButtonLabel: 'Ask for a quote',
  seoTitle: 'House painting in Tacoma',
  seoDescription: 'Interior and exterior house painting in Tacoma.',
};

const GALLERY: GalleryCopy = { ...emptyPageCopy('gallery'), heading: 'Our work', intro: 'Recent jobs.' };

async function call(method: string, path: string, body?: unknown, authorization = `Bearer ${token}`) {
  return fetch(`${gateway.url}${path}`, {
    method,
    headers: { Authorization: authorization, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const stored = async () => (await (await call('GET', '/api/admin/pages')).json()) as SiteCopy;
/** What the published site shows: content.json as the publisher last wrote it. */
const published = () =>
  (JSON.parse(readFileSync(join(gateway.publicDir, PUBLISHED_FILES.content), 'utf8')) as PublicContent).copy;

async function savePage<Page extends CopyPage>(page: Page, copy: PageCopies[Page]) {
  return call('PUT', `/api/admin/pages/${page}`, copy);
}

describe('the owner editing the pages’ words', () => {
  it('needs the owner signed in', async () => {
    expect((await call('GET', '/api/admin/pages', undefined, '')).status).toBe(401);
    expect((await call('PUT', '/api/admin/pages/home', HOME, 'Bearer garbage')).status).toBe(401);
    expect((await call('PUT', '/api/admin/pages/share-image', { galleryItemId: null }, '')).status).toBe(401);
  });

  it('starts a site without demo content with every page empty and no preview picture', async () => {
    expect(await stored()).toEqual({
      pages: Object.fromEntries(COPY_PAGES.map((page) => [page, emptyPageCopy(page)])),
      shareImageId: null,
    });
  });

  it('saves a page, tidied, and the published site shows it when the answer arrives', async () => {
    const response = await savePage('home', {
      ...HOME,
      heroHeadline: '  Fresh paint, tidy crews ',
      heroIntro: ' Walls and trim, inside and out.  \r\nFree written estimates.\r\n',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(HOME);
    expect((await stored()).pages.home).toEqual(HOME);
    expect(published().pages.home).toEqual(HOME);
  });

  it('saves each page on its own, leaving the others as they were', async () => {
    expect((await savePage('gallery', GALLERY)).status).toBe(200);
    const { pages } = await stored();
    expect(pages.gallery).toEqual(GALLERY);
    expect(pages.home).toEqual(HOME);
    expect(published().pages.gallery).toEqual(GALLERY);
  });

  it('empties a field: the page then leaves it off', async () => {
    expect((await savePage('gallery', { ...GALLERY, intro: '' })).status).toBe(200);
    expect(published().pages.gallery.intro).toBe('');
  });

  it('takes only the fields of the page, dropping any other', async () => {
    const response = await savePage('gallery', { ...GALLERY, heroHeadline: 'Not a gallery field' } as GalleryCopy);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(GALLERY);
  });

  const rules = PAGE_COPY_RULES.home;
  it.each([
    [
      'a headline over its limit',
      { heroHeadline: 'x'.repeat(COPY_HEADING_MAX_LENGTH + 1) },
      'heroHeadline',
      PAGE_COPY_MESSAGES.tooLong(rules.heroHeadline),
    ],
    [
      'a button label over its limit',
      { heroButtonLabel: 'x'.repeat(COPY_LABEL_MAX_LENGTH + 1) },
      'heroButtonLabel',
      PAGE_COPY_MESSAGES.tooLong(rules.heroButtonLabel),
    ],
    [
      'a search title over its limit',
      { seoTitle: 'x'.repeat(SEO_TITLE_MAX_LENGTH + 1) },
      'seoTitle',
      PAGE_COPY_MESSAGES.tooLong(rules.seoTitle),
    ],
    [
      'a search description over its limit',
      { seoDescription: 'x'.repeat(SEO_DESCRIPTION_MAX_LENGTH + 1) },
      'seoDescription',
      PAGE_COPY_MESSAGES.tooLong(rules.seoDescription),
    ],
    [
      'a line break in a heading',
      { servicesHeading: 'What we\npaint' },
      'servicesHeading',
      PAGE_COPY_MESSAGES.oneLine(rules.servicesHeading),
    ],
    [
      'a control character in an introduction',
      { heroIntro: 'Walls\u0007 and trim' },
      'heroIntro',
      PAGE_COPY_MESSAGES.plainText(rules.heroIntro),
    ],
    ['a field that is not text', { closingText: 42 }, 'closingText', 'Closing text is text.'],
    [
      'a field left out',
      { projectsHeading: undefined },
      'projectsHeading',
      'Projects heading is missing (send it empty to leave it off).',
    ],
  ])('refuses %s with 400 and a message on that field, storing nothing', async (_case, change, field, message) => {
    const response = await savePage('home', { ...HOME, heroEyebrow: 'Not stored', ...change } as HomeCopy);
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual({ [field]: message });
    expect((await stored()).pages.home).toEqual(HOME);
    expect(published().pages.home).toEqual(HOME);
  });

  it('counts a paragraph text’s length after tidying, so the limit is the one the dashboard shows', async () => {
    const intro = `${'x'.repeat(PAGE_COPY_RULES.home.heroIntro.max)}   \n  `;
    expect((await savePage('home', { ...HOME, heroIntro: intro })).status).toBe(200);
    expect((await savePage('home', HOME)).status).toBe(200);
  });

  it('refuses a body that is not an object, and a page that does not exist', async () => {
    expect((await call('PUT', '/api/admin/pages/home', ['Fresh paint'])).status).toBe(400);
    expect((await call('PUT', '/api/admin/pages/about', HOME)).status).toBe(404);
  });
});

describe('the link-preview picture', () => {
  let pictures = 0;
  async function addPicture(title: string) {
    pictures += 1;
    return gateway.modules.gallery.gallery.add({
      title,
      caption: '',
      alt: `${title}, finished`,
      category: 'exterior',
      featured: false,
      image: { key: `test-picture-${pictures}`, width: 1600, height: 1200, color: '#778899', widths: [480, 1600] },
    });
  }

  it('is picked from the gallery, published, and back to the default with none', async () => {
    const picture = await addPicture('Green porch');
    const response = await call('PUT', '/api/admin/pages/share-image', { galleryItemId: picture.id });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ galleryItemId: picture.id });
    expect((await stored()).shareImageId).toBe(picture.id);
    expect(published().shareImageId).toBe(picture.id);

    expect((await call('PUT', '/api/admin/pages/share-image', { galleryItemId: null })).status).toBe(200);
    expect(published().shareImageId).toBeNull();
  });

  it('goes back to the default when its picture is deleted from the gallery', async () => {
    const picture = await addPicture('Red door');
    expect((await call('PUT', '/api/admin/pages/share-image', { galleryItemId: picture.id })).status).toBe(200);
    expect((await call('DELETE', `/api/admin/gallery/${picture.id}`)).status).toBe(204);
    expect((await stored()).shareImageId).toBeNull();
    expect(published().shareImageId).toBeNull();
  });

  it.each([
    ['a picture that is not in the gallery', { galleryItemId: 999_999 }, /no such picture/],
    ['an id that is not a number', { galleryItemId: '1' }, /Choose a picture/],
    ['a fractional id', { galleryItemId: 1.5 }, /Choose a picture/],
    ['no id at all', {}, /Choose a picture/],
  ])('refuses %s with 400, keeping the choice', async (_case, body, message) => {
    const picture = await addPicture(`Kept ${_case}`);
    expect((await call('PUT', '/api/admin/pages/share-image', { galleryItemId: picture.id })).status).toBe(200);
    const response = await call('PUT', '/api/admin/pages/share-image', body);
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields.galleryItemId).toMatch(message);
    expect((await stored()).shareImageId).toBe(picture.id);
  });
});
