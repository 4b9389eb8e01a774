import { readToken } from './token-storage.ts';

/**
 * The username a session token was issued to (its `sub` claim), for display only: the
 * signature is not checked here, so nothing may be decided on it. Null when the token is
 * not a readable JWT.
 */
export function readTokenUsername(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replaceAll('-', '+').replaceAll('_', '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof claims !== 'object' || claims === null || !('sub' in claims)) return null;
    return typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : null;
  } catch {
    return null;
  }
}

/** Who the stored session token says is signed in; display only (see readTokenUsername). */
export function readSignedInUsername(): string | null {
  const token = readToken();
  return token ? readTokenUsername(token) : null;
}
