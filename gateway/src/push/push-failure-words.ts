import { STATUS_CODES } from 'node:http';
import { OUTBOUND_REFUSED_CODE, PRIVATE_ADDRESS_REFUSAL } from '../http/outbound-address.ts';

/** Status codes with which a push service says it dropped the subscription (RFC 8030 §7.3): the device goes. */
const GONE_STATUSES = new Set([404, 410]);
/** The part of a push service's answer the owner reads: enough for its reason, not a whole page. */
const ANSWER_WORDS_MAX = 200;

/** What `web-push` rejects with: the push service's status and answer, or a network error's code. */
interface SendFailure {
  statusCode?: unknown;
  body?: unknown;
  code?: unknown;
  message?: unknown;
}

const asFailure = (error: unknown): SendFailure => (typeof error === 'object' && error !== null ? error : {});

/** The push service's HTTP status, when it answered at all. */
export function failureStatus(error: unknown): number | undefined {
  const { statusCode } = asFailure(error);
  return typeof statusCode === 'number' ? statusCode : undefined;
}

/** Whether the push service said the subscription is gone (404 or 410). */
export function subscriptionGone(error: unknown): boolean {
  return GONE_STATUSES.has(failureStatus(error) ?? 0);
}

const NETWORK_WORDS: Record<string, string> = {
  [OUTBOUND_REFUSED_CODE]: PRIVATE_ADDRESS_REFUSAL,
  ECONNREFUSED: 'The push service refused the connection.',
  ECONNRESET: 'The push service closed the connection.',
  ENOTFOUND: "The push service's host name was not found.",
  EAI_AGAIN: "The push service's host name could not be looked up just now.",
  ETIMEDOUT: 'The push service did not answer in time.',
  EHOSTUNREACH: 'The push service cannot be reached from this server.',
  ENETUNREACH: 'The push service cannot be reached from this server.',
};

/** Certificate errors: the push service is not who it says, or a proxy is in the way. */
const CERTIFICATE_ERROR = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS/;

/** A failed push in the owner's words: the push service's answer, or why it could not be reached. */
export function pushFailureWords(error: unknown): string {
  const { body, code, message } = asFailure(error);
  const status = failureStatus(error);
  if (status !== undefined) {
    const answer = `${status} ${STATUS_CODES[status] ?? ''}`.trim();
    if (GONE_STATUSES.has(status)) {
      return `The push service no longer knows this device (${answer}): it was removed.`;
    }
    const said = typeof body === 'string' ? body.replace(/\s+/g, ' ').trim().slice(0, ANSWER_WORDS_MAX) : '';
    return `The push service answered ${answer}${said ? `: ${said}` : '.'}`;
  }
  if (typeof code === 'string' && NETWORK_WORDS[code]) return NETWORK_WORDS[code];
  if (typeof code === 'string' && CERTIFICATE_ERROR.test(code)) {
    return `The push service's certificate is not trusted (${code}).`;
  }
  if (message === 'Socket timeout') return 'The push service did not answer in time.';
  return `The push could not be sent: ${typeof message === 'string' ? message : String(error)}`;
}
