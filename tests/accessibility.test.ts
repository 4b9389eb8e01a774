import { PUBLIC_PATH } from '@painting-site/gateway/contract/routes';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../web/src/config/constants.ts';
import { expectNoAccessibilityViolations, findViolations, formatViolations, waitUntilSettled } from './stack/axe.ts';
import { useBrowserPage, waitForApp } from './stack/browser.ts';
import { sendQuoteRequest } from './stack/owner.ts';
import { signInThroughApi } from './stack/start-stack.ts';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const session = useBrowserPage();
/** Who sent the quote request the messages pages show. */
const REQUESTER = 'Axe Tester';

// Layout and colours change at the web app's breakpoint (MOBILE_MAX_WIDTH_PX): every page is checked on both sides of it.
const VIEWPORTS = [
  { name: 'a phone', size: { width: 375, height: 812 }, mobileLayout: true },
  { name: 'a desktop', size: { width: 1280, height: 800 }, mobileLayout: false },
];

const main = (page: Page) => page.getByRole('main');
const dialog = (page: Page) => page.getByRole('dialog');

/** Opens a page once the app runs it: a click or a planted element before then would race its hydration. */
async function visit(page: Page, path: string) {
  await page.goto(`${baseUrl}${path}`);
  await waitForApp(page);
}

/** The owner's session token, for the admin pages. */
let token = '';

beforeAll(async () => {
  token = await signInThroughApi(baseUrl);
  // So the messages pages have one to show.
  await sendQuoteRequest(baseUrl, {
    name: REQUESTER,
    email: 'axe@example.com',
    phone: '(503) 555-0188',
    address: '97202',
    details: 'Repaint the hallway and the stairwell, two coats.',
    preferredContact: 'phone',
  });
});

describe('the axe-core check', () => {
  it("runs under the pages' CSP and reports a violation planted on a page, element by element", async () => {
    const { page } = session;
    await visit(page, '/not-found-for-the-check');
    await waitUntilSettled(page);
    await page.evaluate(() => {
      const unnamed = document.createElement('button');
      unnamed.id = 'planted';
      document.querySelector('main')?.append(unnamed);
    });

    const violations = await findViolations(page);
    expect(violations.map(({ id }) => id)).toEqual(['button-name']);
    expect(formatViolations(violations)).toContain('button-name (critical): Buttons must have discernible text');
    expect(formatViolations(violations)).toContain('#planted');
  });
});

describe.each(VIEWPORTS)('the public site on $name, checked by axe-core', ({ size, mobileLayout }) => {
  beforeEach(() => session.page.setViewportSize(size));

  it('has no violations on the home page', async () => {
    const { page } = session;
    await visit(page, '/');
    await main(page).getByRole('img').first().waitFor();
    await expectNoAccessibilityViolations(page);
  });

  it('has no violations on the gallery', async () => {
    const { page } = session;
    await visit(page, PUBLIC_PATH.gallery);
    await main(page).getByRole('img').first().waitFor();
    await expectNoAccessibilityViolations(page);
  });

  it('has no violations with a picture open in the lightbox', async () => {
    const { page } = session;
    await visit(page, PUBLIC_PATH.gallery);
    await main(page).getByRole('img').first().click();
    await expectNoAccessibilityViolations(page, dialog(page).getByRole('heading'));
  });

  it('has no violations on the services page', async () => {
    const { page } = session;
    await visit(page, PUBLIC_PATH.services);
    await main(page).getByRole('heading', { level: 2 }).first().waitFor();
    await expectNoAccessibilityViolations(page);
  });

  it('has no violations on the contact page', async () => {
    const { page } = session;
    await visit(page, PUBLIC_PATH.contact);
    await expectNoAccessibilityViolations(page);
  });

  it('has no violations on the contact page showing the errors of an empty form', async () => {
    const { page } = session;
    await visit(page, PUBLIC_PATH.contact);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true');
    await expectNoAccessibilityViolations(page);
  });

  it('has no violations on the not-found page', async () => {
    const { page } = session;
    await visit(page, '/no-such-page');
    await expectNoAccessibilityViolations(page, page.getByRole('heading', { level: 1, name: 'Page not found' }));
  });

  if (mobileLayout) {
    it('has no violations with the phone menu open', async () => {
      const { page } = session;
      await visit(page, '/');
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }).waitFor();
      await expectNoAccessibilityViolations(page);
    });
  }
});

describe.each(VIEWPORTS)('the admin area on $name, checked by axe-core', ({ size }) => {
  beforeEach(() => session.page.setViewportSize(size));

  /** Signed in for this test's pages: the token is where the sign-in form would have put it. */
  async function visitSignedIn(page: Page, path: string) {
    await page
      .context()
      .addInitScript(([key, stored]) => localStorage.setItem(key, stored), [TOKEN_STORAGE_KEY, token] as const);
    await visit(page, path);
  }

  it('has no violations on the sign-in page', async () => {
    const { page } = session;
    await visit(page, '/admin/login');
    await expectNoAccessibilityViolations(page);
  });

  it('has no violations on the sign-in page after a wrong password', async () => {
    const { page } = session;
    session.expectFailedResponses(401);
    await visit(page, '/admin/login');
    await page.getByLabel('Username').fill(admin.username);
    await page.getByLabel('Password', { exact: true }).fill('not the right password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Said once, under the form; no toast repeats it.
    await page.getByRole('form', { name: 'Sign in' }).getByText('Wrong username or password.').waitFor();
    await expectNoAccessibilityViolations(page);
  });

  it('has no violations on the dashboard overview', async () => {
    const { page } = session;
    await visitSignedIn(page, '/admin/dashboard');
    await expectNoAccessibilityViolations(page, page.getByRole('heading', { level: 1, name: 'Dashboard' }));
  });

  it('has no violations on the messages list', async () => {
    const { page } = session;
    await visitSignedIn(page, '/admin/dashboard/messages');
    await main(page)
      .getByRole('link', { name: new RegExp(REQUESTER) })
      .first()
      .waitFor();
    await expectNoAccessibilityViolations(page);
  });

  it("has no violations on one message's page", async () => {
    const { page } = session;
    await visitSignedIn(page, '/admin/dashboard/messages');
    await main(page)
      .getByRole('link', { name: new RegExp(REQUESTER) })
      .first()
      .click();
    await expectNoAccessibilityViolations(page, page.getByRole('heading', { level: 1, name: new RegExp(REQUESTER) }));
  });

  it('has no violations on the gallery manager', async () => {
    const { page } = session;
    await visitSignedIn(page, '/admin/dashboard/gallery');
    await main(page)
      .getByRole('button', { name: /^Edit: / })
      .first()
      .waitFor();
    await expectNoAccessibilityViolations(page);
  });

  it("has no violations with a photo's edit form open", async () => {
    const { page } = session;
    await visitSignedIn(page, '/admin/dashboard/gallery');
    await main(page)
      .getByRole('button', { name: /^Edit: / })
      .first()
      .click();
    await expectNoAccessibilityViolations(page, dialog(page).getByRole('heading'));
  });

  it('has no violations on the services manager', async () => {
    const { page } = session;
    await visitSignedIn(page, '/admin/dashboard/services');
    await main(page)
      .getByRole('button', { name: /^Edit: / })
      .first()
      .waitFor();
    await expectNoAccessibilityViolations(page);
  });

  it('has no violations with the form for a new service open', async () => {
    const { page } = session;
    await visitSignedIn(page, '/admin/dashboard/services');
    await page.getByRole('button', { name: 'Add a service' }).click();
    await expectNoAccessibilityViolations(page, dialog(page).getByRole('heading'));
  });

  it("has no violations with a service's edit form open", async () => {
    const { page } = session;
    await visitSignedIn(page, '/admin/dashboard/services');
    await main(page)
      .getByRole('button', { name: /^Edit: / })
      .first()
      .click();
    await expectNoAccessibilityViolations(page, dialog(page).getByRole('heading'));
  });

  it('has no violations with the delete confirmation open', async () => {
    const { page } = session;
    await visitSignedIn(page, '/admin/dashboard/services');
    await main(page)
      .getByRole('button', { name: /^Delete: / })
      .first()
      .click();
    await expectNoAccessibilityViolations(page, dialog(page).getByRole('heading'));
  });

  it('has no violations on the business details', async () => {
    const { page } = session;
    await visitSignedIn(page, '/admin/dashboard/business');
    await page.getByLabel('Phone', { exact: true }).waitFor();
    await expectNoAccessibilityViolations(page);
  });

  it('has no violations on the brand page', async () => {
    const { page } = session;
    await visitSignedIn(page, '/admin/dashboard/brand');
    await page.getByLabel('Colour code').waitFor();
    await expectNoAccessibilityViolations(page);
  });

  it.each([
    ['the testimonials', 'testimonials', 'Add a testimonial'],
    ['the "How we work" steps', 'how-we-work', 'Add a step'],
    ['the questions and answers', 'faq', 'Add a question'],
  ])('has no violations on %s', async (_name, section, addButton) => {
    const { page } = session;
    await visitSignedIn(page, `/admin/dashboard/${section}`);
    await page.getByRole('button', { name: addButton }).waitFor();
    await expectNoAccessibilityViolations(page);
  });

  it('has no violations on the pages’ words, on each page’s tab', async () => {
    const { page } = session;
    for (const tab of ['home', 'gallery', 'services', 'contact', 'link-preview']) {
      await visitSignedIn(page, `/admin/dashboard/pages?page=${tab}`);
      await page.getByRole('tabpanel').waitFor();
      await expectNoAccessibilityViolations(page);
    }
  });

  it('has no violations on the e-mail section', async () => {
    const { page } = session;
    await visitSignedIn(page, '/admin/dashboard/email');
    await expectNoAccessibilityViolations(page, page.getByRole('heading', { level: 1, name: 'E-mail' }));
  });

  it('has no violations on the spam folder', async () => {
    const { page } = session;
    await visitSignedIn(page, '/admin/dashboard/messages?folder=spam');
    await expectNoAccessibilityViolations(page, page.getByText(/Spam is deleted after 30 days/).first());
  });

  it('has no violations on the account page', async () => {
    const { page } = session;
    await visitSignedIn(page, '/admin/dashboard/account');
    // With its sessions and the sign-in activity loaded (this test's own sign-in is in both).
    await page.getByText('This device', { exact: true }).waitFor();
    await page.getByRole('table', { name: 'Recent sign-in activity' }).waitFor();
    await expectNoAccessibilityViolations(page);
  });

  it("has no violations on the dashboard's not-found section", async () => {
    const { page } = session;
    await visitSignedIn(page, '/admin/dashboard/no-such-section');
    await expectNoAccessibilityViolations(page, page.getByRole('heading', { level: 1, name: 'Section not found' }));
  });
});
