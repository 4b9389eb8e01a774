import { promises as dns } from 'node:dns';
import { OrderFailure } from './acme-order.ts';

/** What the operator reads (log and health) about a failed order, and when the server allows a retry. */
export interface FailureReport {
  words: string;
  /** A rate-limited server's Retry-After, ms since the epoch. */
  retryAfter?: number;
}

/** Connection error codes in words. */
const CONNECTION_WORDS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'name not found',
  EAI_AGAIN: 'name not found (DNS did not answer)',
  ETIMEDOUT: 'no answer in time',
  ECONNABORTED: 'no answer in time',
  ECONNRESET: 'the connection was cut',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
};

/** Node's certificate check failures (a test server's CA goes in NODE_EXTRA_CA_CERTS). */
const TLS_CODE = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_(VERIFY|GET)/;

function connectionWords(code: string | undefined, message: string): string {
  if (code && CONNECTION_WORDS[code]) return CONNECTION_WORDS[code];
  // Node's own certificate messages are short ("self-signed certificate"); OpenSSL's are not.
  if (code && TLS_CODE.test(code))
    return message.length <= 80 && !message.includes('\n') ? `TLS problem: ${message}` : `TLS problem (${code})`;
  return message;
}

/** "points to 203.0.113.9" / "has no address": where a name's DNS sends visitors and ACME servers. */
async function dnsWords(name: string): Promise<string> {
  const answers = await Promise.allSettled([dns.resolve4(name), dns.resolve6(name)]);
  const addresses = answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []));
  return addresses.length > 0 ? `points to ${addresses.join(', ')}` : 'has no address';
}

/** A failed order in words the operator can act on. */
export async function describeOrderFailure(error: unknown, directoryUrl: string): Promise<FailureReport> {
  if (!(error instanceof OrderFailure)) {
    return { words: `The certificate order failed: ${error instanceof Error ? error.message : String(error)}` };
  }
  const { details } = error;
  switch (error.kind) {
    case 'unreachable': {
      const origin = URL.parse(details.url ?? directoryUrl)?.origin ?? directoryUrl;
      return { words: `Could not reach the ACME server at ${origin}: ${connectionWords(details.code, error.message)}` };
    }
    case 'challenge-not-reached': {
      const name = details.name ?? '';
      return {
        words: `DNS for ${name} ${await dnsWords(name)}; the challenge sent there did not come back to this server: point it at this server and open port 80`,
      };
    }
    case 'refused': {
      const problem = details.problem;
      if (problem?.rateLimited) {
        const until = problem.retryAfter === undefined ? 'later' : new Date(problem.retryAfter).toISOString();
        return {
          words: `Rate limited by the ACME server until ${until}: ${problem.detail}`,
          retryAfter: problem.retryAfter,
        };
      }
      return { words: `The ACME server refused: ${problem?.detail ?? error.message}` };
    }
    default:
      return { words: `The certificate order failed: ${error.message}` };
  }
}
