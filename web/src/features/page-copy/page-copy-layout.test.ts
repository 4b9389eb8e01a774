import { COPY_PAGES } from '@painting-site/gateway/contract/page-copy';
import { copyFields } from '@painting-site/gateway/contract/page-copy-rules';
import { describe, expect, it } from 'vitest';
import { PAGE_LAYOUTS } from './page-copy-layout.ts';

const SEARCH_FIELDS = ['seoTitle', 'seoDescription'];

describe('the pages’ forms', () => {
  it.each(COPY_PAGES)('offer every field of the %s page once, in the contract’s order', (page) => {
    const laidOut: string[] = PAGE_LAYOUTS[page].groups.flatMap((group) => group.fields);
    expect([...laidOut, ...SEARCH_FIELDS]).toEqual(copyFields(page));
  });
});
