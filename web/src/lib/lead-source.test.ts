import { LEAD_SOURCE_MAX_LENGTH } from '@painting-site/gateway/contract/quote-requests';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadSourceOf } from './lead-source.ts';

const SITE_HOST = 'brightside.example';

function arrival(address: string, referrer = '') {
  const url = new URL(address, `https://${SITE_HOST}`);
  return { location: { pathname: url.pathname, search: url.search, host: url.host }, referrer };
}

// The source lives in the capturing module's memory: each test starts from freshly loaded modules.
async function freshModules() {
  vi.resetModules();
  const [{ captureLeadSource }, { readLeadSource }] = await Promise.all([
    import('./lead-source-capture.ts'),
    import('./lead-source.ts'),
  ]);
  return { captureLeadSource, readLeadSource };
}

/** The browser as the visitor arrives: at `address`, from `referrer`. */
function arriveAt(address: string, referrer = '') {
  window.history.replaceState(null, '', address);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  arriveAt('/');
});

describe('the lead source', () => {
  it('keeps the landing page, the referring host and the campaign of a visit from a flyer', async () => {
    const { captureLeadSource, readLeadSource } = await freshModules();
    arriveAt(
      '/?utm_source=flyer&utm_medium=print&utm_campaign=spring%20sale',
      'https://www.google.com/search?q=painters',
    );

    captureLeadSource();

    expect(readLeadSource()).toEqual({
      landingPage: '/?utm_source=flyer&utm_medium=print&utm_campaign=spring%20sale',
      referrer: 'www.google.com',
      utmSource: 'flyer',
      utmMedium: 'print',
      utmCampaign: 'spring sale',
    });
  });

  it('knows nothing before the app has captured it', async () => {
    const { readLeadSource } = await freshModules();

    expect(readLeadSource()).toEqual({
      landingPage: null,
      referrer: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
    });
  });

  it('keeps the first page of the visit, not the pages visited after it', async () => {
    const { captureLeadSource, readLeadSource } = await freshModules();

    arriveAt('/services?utm_source=facebook');
    captureLeadSource();
    arriveAt('/contact', 'https://elsewhere.example/');
    captureLeadSource();

    expect(readLeadSource()).toMatchObject({ landingPage: '/services?utm_source=facebook', referrer: null });
  });

  it.each([
    ['no referrer', ''],
    ['a referrer that is not an address', 'not a url'],
    ['this site itself', `https://${SITE_HOST}/gallery`],
  ])('has no referring host for %s', (_case, referrer) => {
    expect(leadSourceOf(arrival('/contact', referrer)).referrer).toBeNull();
  });

  it('tells a direct visit by its empty campaign fields, and an empty parameter as unknown', () => {
    expect(leadSourceOf(arrival('/?utm_source=&utm_medium=email'))).toEqual({
      landingPage: '/?utm_source=&utm_medium=email',
      referrer: null,
      utmSource: null,
      utmMedium: 'email',
      utmCampaign: null,
    });
  });

  it(`cuts every value to ${LEAD_SOURCE_MAX_LENGTH} characters`, () => {
    const long = 'x'.repeat(LEAD_SOURCE_MAX_LENGTH + 50);
    const longHost = `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.example`;

    const source = leadSourceOf(arrival(`/${long}?utm_source=${long}&utm_campaign=${long}`, `https://${longHost}/`));

    expect(source.landingPage).toHaveLength(LEAD_SOURCE_MAX_LENGTH);
    expect(source.utmCampaign).toHaveLength(LEAD_SOURCE_MAX_LENGTH);
    expect(source.utmSource).toBe('x'.repeat(LEAD_SOURCE_MAX_LENGTH));
    expect(source.referrer).toBe(longHost.slice(0, LEAD_SOURCE_MAX_LENGTH));
  });

  it('keeps the source in the page’s memory only, never in the browser’s storage', async () => {
    const { captureLeadSource, readLeadSource } = await freshModules();
    arriveAt('/gallery?utm_source=nextdoor', 'https://nextdoor.com/');

    captureLeadSource();

    expect(readLeadSource()).toMatchObject({ landingPage: '/gallery?utm_source=nextdoor', referrer: 'nextdoor.com' });
    expect(localStorage).toHaveLength(0);
    expect(sessionStorage).toHaveLength(0);
    expect(document.cookie).toBe('');
  });
});
