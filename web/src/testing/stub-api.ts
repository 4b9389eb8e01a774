import { vi } from 'vitest';

/** Answers one endpoint; the URL carries the query (`?featured=true`), `init` the method and body. */
type Answer = (url: URL, init?: RequestInit) => Response | Promise<Response>;

/** A JSON response as the gateway sends it. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** The gateway's error body: `{"error": {code, message, fields?}}`. */
export function errorResponse(
  status: number,
  error: { code: string; message: string; fields?: Record<string, string> },
  headers: Record<string, string> = {},
): Response {
  return jsonResponse(status, { error }, headers);
}

/** "METHOD /path" of a fetch call. */
function endpointOf(input: Parameters<typeof fetch>[0], init?: RequestInit): string {
  return `${init?.method ?? 'GET'} ${new URL(String(input), window.location.origin).pathname}`;
}

/**
 * Stands in for the network: `fetch` answers each "METHOD /path" from `answers` and fails
 * loudly on anything else, so a test notices a call it did not expect.
 */
export function stubApi(answers: Record<string, Answer>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const key = endpointOf(input, init);
    const answer = answers[key];
    if (!answer) throw new Error(`unexpected request: ${key}`);
    return answer(new URL(String(input), window.location.origin), init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one endpoint, e.g. `callsTo(fetchMock, 'POST /api/auth/login')`. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, key: string): RequestInit[] {
  return fetchMock.mock.calls.filter(([input, init]) => endpointOf(input, init) === key).map(([, init]) => init ?? {});
}

/** A JWT-shaped token whose payload names `username`; the signature is not real (the SPA never checks it). */
export function fakeToken(username: string, tokenId = 'one'): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replaceAll('=', '').replaceAll('+', '-').replaceAll('/', '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: username, jti: tokenId })}.signature`;
}
