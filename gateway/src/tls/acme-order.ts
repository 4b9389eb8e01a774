import { AsyncLocalStorage } from 'node:async_hooks';
import acme from 'acme-client';
import type { ChallengeResponses } from './challenge-responses.ts';
import type { KeyAndChain } from './self-signed-certificate.ts';

/** RFC 8555 §6.7's problem type for rate limits. */
const RATE_LIMITED_PROBLEM = 'urn:ietf:params:acme:error:rateLimited';
const TOO_MANY_REQUESTS = 429;

/** What an order needs: the ACME server, the account, the names, and where challenges are answered. */
export interface OrderRequest {
  directoryUrl: string;
  accountKey: Buffer;
  email: string | undefined;
  names: string[];
  challenges: ChallengeResponses;
}

/** The last problem document the ACME server answered during an order. */
export interface ServerProblem {
  detail: string;
  rateLimited: boolean;
  /** From Retry-After, ms since the epoch. */
  retryAfter?: number;
}

export type OrderFailureKind = 'unreachable' | 'challenge-not-reached' | 'refused' | 'other';

/** What is known of a failure: the URL and error code of a request that got no answer, the name, the problem. */
export interface OrderFailureDetails {
  url?: string;
  code?: string;
  name?: string;
  problem?: ServerProblem;
}

/** Why an order failed, sorted for the words the operator reads. */
export class OrderFailure extends Error {
  readonly kind: OrderFailureKind;
  readonly details: OrderFailureDetails;

  constructor(kind: OrderFailureKind, message: string, details: OrderFailureDetails, options?: ErrorOptions) {
    super(message, options);
    this.name = 'OrderFailure';
    this.kind = kind;
    this.details = details;
  }
}

/** The part of an HTTP answer (axios's, inside acme-client) that a problem document is read from. */
interface ServerAnswer {
  status: number;
  data?: unknown;
  headers: object;
}

const lastProblem = new AsyncLocalStorage<{ problem?: ServerProblem }>();
let clientConfigured = false;

/**
 * acme-client retries failed requests itself (up to 5 times, waiting out Retry-After): the renewal
 * schedule retries instead, so a failure is known, logged and shown at once. Its responses are
 * watched for problem documents, which acme-client reduces to a message.
 */
function configureAcmeClient(): void {
  if (clientConfigured) return;
  clientConfigured = true;
  // Not in acme-client's types: its axios instance's defaults carry its own settings.
  const { acmeSettings } = acme.axios.defaults as { acmeSettings?: { retryMaxAttempts: number } };
  if (acmeSettings) acmeSettings.retryMaxAttempts = 0;
  acme.axios.interceptors.response.use(<Answer extends ServerAnswer>(response: Answer) => {
    const problem = problemOf(response);
    const store = lastProblem.getStore();
    if (problem && store) store.problem = problem;
    return response;
  });
}

function problemOf(response: ServerAnswer): ServerProblem | undefined {
  // Only JSON answers are the ACME server's: the challenge check's fetch of a web page is not.
  const data =
    typeof response.data === 'object' && response.data !== null
      ? (response.data as { type?: unknown; detail?: unknown; status?: unknown; error?: unknown })
      : undefined;
  // An error answer, or an authorization or challenge the server marked invalid (its error inside).
  const document =
    response.status >= 400 ? data : data?.status === 'invalid' ? (data.error as typeof data | undefined) : undefined;
  if (!document && response.status !== TOO_MANY_REQUESTS) return undefined;
  const rateLimited = response.status === TOO_MANY_REQUESTS || document?.type === RATE_LIMITED_PROBLEM;
  return {
    detail: typeof document?.detail === 'string' ? document.detail : `HTTP ${response.status}`,
    rateLimited,
    retryAfter: parseRetryAfter((response.headers as Record<string, unknown>)['retry-after']),
  };
}

/** Retry-After: seconds or an HTTP date (RFC 9110 §10.2.3) → ms since the epoch. */
export function parseRetryAfter(value: unknown, now = Date.now()): number | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return now + Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : date;
}

/** How long the check that the ACME server answers at all may take. */
const PROBE_TIMEOUT_MS = 10_000;

/**
 * Why the ACME server's directory cannot be fetched, or undefined if it can. acme-client 5.4 loses
 * the cause of a request that got no answer (its retry step reads the missing response), so a
 * failed order asks again, with fetch, to tell "unreachable" apart and say why.
 */
export async function probeDirectory(directoryUrl: string): Promise<{ code: string; message: string } | undefined> {
  try {
    await fetch(directoryUrl, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return undefined;
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') return { code: 'ETIMEDOUT', message: 'no answer in time' };
    const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
    return {
      code: typeof cause?.code === 'string' ? cause.code : 'UNKNOWN',
      message: typeof cause?.message === 'string' ? cause.message : (error as Error).message,
    };
  }
}

/**
 * Orders a certificate for `request.names` with HTTP-01 challenges (acme-client's auto()) and a
 * new key. Before the ACME server is told to check a challenge, acme-client's own check fetches it
 * at each name: a name whose DNS does not lead here fails there, with words the operator can use.
 */
export async function orderCertificate(request: OrderRequest): Promise<KeyAndChain> {
  configureAcmeClient();
  const { directoryUrl, accountKey, email, names, challenges } = request;
  const client = new acme.Client({ directoryUrl, accountKey });
  const [key, csr] = await acme.crypto.createCsr(
    { commonName: names[0], altNames: names },
    await acme.crypto.createPrivateEcdsaKey(),
  );
  // An account this key registered before is looked up, not registered again: acme-client would
  // follow a second registration with an update that changes nothing, which servers refuse (Pebble:
  // "Use POST-as-GET to retrieve account data instead of doing an empty update"). A new key (or a
  // failure here) leaves the registration to auto().
  await client.createAccount({ onlyReturnExisting: true }).catch(() => undefined);
  const record: { problem?: ServerProblem } = {};
  try {
    const chainPem = await lastProblem.run(record, () =>
      client.auto({
        csr,
        email,
        termsOfServiceAgreed: true,
        challengePriority: ['http-01'],
        // Checked in challengeCreateFn instead, to know which name failed.
        skipChallengeVerification: true,
        challengeCreateFn: async (authz, challenge, keyAuthorization) => {
          challenges.set(challenge.token, keyAuthorization);
          try {
            await client.verifyChallenge(authz, challenge);
          } catch (error) {
            throw new OrderFailure(
              'challenge-not-reached',
              `the challenge for ${authz.identifier.value} did not come back`,
              { name: authz.identifier.value },
              { cause: error },
            );
          }
        },
        challengeRemoveFn: async (_authz, challenge) => {
          challenges.delete(challenge.token);
        },
      }),
    );
    return { keyPem: key.toString(), chainPem };
  } catch (error) {
    if (error instanceof OrderFailure) throw error;
    if (!record.problem) {
      const unreachable = await probeDirectory(directoryUrl);
      if (unreachable) {
        // Without acme-client's error as the cause: it only says it could not read the missing answer.
        throw new OrderFailure('unreachable', unreachable.message, { url: directoryUrl, code: unreachable.code });
      }
    }
    const message = error instanceof Error ? error.message : String(error);
    if (record.problem) {
      throw new OrderFailure('refused', message, { problem: record.problem }, { cause: error });
    }
    throw new OrderFailure('other', message, {}, { cause: error });
  }
}
