import { describe, expect, it } from 'vitest';
import { siteNameMessage, tidySiteName } from './site-address.ts';

describe('the domain the owner types', () => {
  it('is tidied to the bare name a certificate and the records are for', () => {
    expect(tidySiteName('  https://OkaforPainting.com/contact?x=1 ')).toBe('okaforpainting.com');
    expect(tidySiteName('okaforpainting.com.')).toBe('okaforpainting.com');
    expect(tidySiteName('okaforpainting.com:8080')).toBe('okaforpainting.com');
    // www is the checkbox's: typed, it is not doubled into www.www.okaforpainting.com.
    expect(tidySiteName('www.okaforpainting.com')).toBe('okaforpainting.com');
    expect(tidySiteName('https://www.okafor.co.uk/')).toBe('okafor.co.uk');
    // A name that is only www and one more part keeps it: there is no name left without it.
    expect(tidySiteName('www.com')).toBe('www.com');
    expect(tidySiteName('shop.okaforpainting.com')).toBe('shop.okaforpainting.com');
  });

  it('says what is wrong with a name that cannot be the site’s', () => {
    expect(siteNameMessage(tidySiteName('www.okaforpainting.com'))).toBeUndefined();
    expect(siteNameMessage('localhost')).toMatch(/only works on the server/);
    expect(siteNameMessage('203.0.113.5')).toMatch(/That is an IP address/);
    expect(siteNameMessage('okafor')).toMatch(/has a dot in it/);
  });
});
