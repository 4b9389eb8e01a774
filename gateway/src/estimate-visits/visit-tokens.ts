import type { KeyObject } from 'node:crypto';
import { createRequestKeys, type RequestKeys } from '../http/request-keys.ts';

/** What the MAC covers besides the id, so this key can never stand for another of the gateway's MACs. */
const LABEL = 'estimate-visit manage link v1';

export type VisitTokens = RequestKeys;

/** The customer's private key to book, move or cancel the visit of one request. */
export function createVisitTokens(jwtKey: KeyObject): VisitTokens {
  return createRequestKeys(jwtKey, LABEL);
}
