import { describe, expect, it } from 'vitest';
import { DEMO_COPY } from '../demo/demo-copy.ts';
import { COPY_PAGES, type HomeCopy } from './page-copy.ts';
import {
  copyFieldRule,
  copyFields,
  emptyPageCopy,
  PAGE_COPY_MESSAGES,
  PAGE_COPY_RULES,
  pageCopyMessages,
  tidyCopyText,
  tidyPageCopy,
} from './page-copy-rules.ts';

const HOME: HomeCopy = { ...emptyPageCopy('home'), heroHeadline: 'Fresh paint, tidy crews' };

describe('the rules for the pages’ words', () => {
  it('accept empty pages: every field may be left off', () => {
    for (const page of COPY_PAGES) expect(pageCopyMessages(page, emptyPageCopy(page))).toEqual({});
  });

  it('accept the demo’s words, which an upgraded site is given', () => {
    for (const page of COPY_PAGES) expect(pageCopyMessages(page, DEMO_COPY[page])).toEqual({});
  });

  it('accept every field at its limit, and refuse one character more', () => {
    for (const page of COPY_PAGES) {
      for (const field of copyFields(page)) {
        const rule = copyFieldRule(page, field);
        const at = { ...emptyPageCopy(page), [field]: 'x'.repeat(rule.max) };
        const over = { ...emptyPageCopy(page), [field]: 'x'.repeat(rule.max + 1) };
        expect(pageCopyMessages(page, at), `${page}.${field}`).toEqual({});
        expect(pageCopyMessages(page, over), `${page}.${field}`).toEqual({ [field]: PAGE_COPY_MESSAGES.tooLong(rule) });
      }
    }
  });

  it('keep headings, buttons and search results to one line; introductions take paragraphs', () => {
    const rules = PAGE_COPY_RULES.home;
    expect(pageCopyMessages('home', { ...HOME, heroHeadline: 'Fresh paint,\ntidy crews' })).toEqual({
      heroHeadline: PAGE_COPY_MESSAGES.oneLine(rules.heroHeadline),
    });
    expect(pageCopyMessages('home', { ...HOME, seoTitle: 'Painting\r\nTacoma' })).toEqual({
      seoTitle: PAGE_COPY_MESSAGES.oneLine(rules.seoTitle),
    });
    expect(pageCopyMessages('home', { ...HOME, heroIntro: 'Walls and trim.\n\nFree estimates.' })).toEqual({});
  });

  it('refuse control characters other than line breaks', () => {
    const rules = PAGE_COPY_RULES.contact;
    const contact = emptyPageCopy('contact');
    expect(pageCopyMessages('contact', { ...contact, confirmation: 'Thanks\u0000' })).toEqual({
      confirmation: PAGE_COPY_MESSAGES.plainText(rules.confirmation),
    });
    expect(pageCopyMessages('contact', { ...contact, heading: 'Call\tus' })).toEqual({
      heading: PAGE_COPY_MESSAGES.plainText(rules.heading),
    });
  });

  it('judge the tidied text: spaces around lines and Windows line breaks do not count', () => {
    expect(tidyCopyText('  Walls and trim.  \r\n\r\n Free estimates. \r\n')).toBe('Walls and trim.\n\nFree estimates.');
    const { max } = PAGE_COPY_RULES.home.heroHeadline;
    expect(pageCopyMessages('home', { ...HOME, heroHeadline: `  ${'x'.repeat(max)}  ` })).toEqual({});
  });

  it('tidy a page to its own fields, every one of them text', () => {
    const sent = { ...emptyPageCopy('gallery'), heading: ' Our work ', heroHeadline: 'not a gallery field' };
    expect(tidyPageCopy('gallery', sent)).toEqual({ ...emptyPageCopy('gallery'), heading: 'Our work' });
  });
});
