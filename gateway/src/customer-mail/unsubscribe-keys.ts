import type { KeyObject } from 'node:crypto';
import { unsubscribeUrl } from '../../contract/customer-mail.ts';
import { createRequestKeys, type RequestKeys } from '../http/request-keys.ts';

/** What the MAC covers besides the id: an unsubscribe key never opens a visit, nor the other way round. */
const LABEL = 'unsubscribe link v1';

export interface UnsubscribeLinks extends RequestKeys {
  /**
   * The link an e-mail about this request carries (header and body), on the site's address as it
   * is when the mail is written; undefined while there is none a link could lead to.
   */
  url(requestId: number): string | undefined;
}

/** The customer's unsubscribe keys: `<requestId>.<HMAC>`, nothing stored (contract/customer-mail.ts). */
export function createUnsubscribeLinks(jwtKey: KeyObject, linkBase: () => string | undefined): UnsubscribeLinks {
  const keys = createRequestKeys(jwtKey, LABEL);
  return {
    ...keys,
    url: (requestId) => {
      const base = linkBase();
      return base === undefined ? undefined : unsubscribeUrl(base, keys.issue(requestId));
    },
  };
}
