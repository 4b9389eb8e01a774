import { API_URL } from '@/config/env.ts';
import { readToken } from '@/lib/token-storage.ts';

/**
 * Asks the gateway whether the stored session token is still valid. Only the status
 * matters, so the body is never read. Resolves to false without a request when no
 * token is stored, and on any network failure; an abort via `signal` still rejects so
 * the caller can tell "gone away" from "not allowed".
 */
export async function checkCredentials(signal: AbortSignal): Promise<boolean> {
  const token = readToken();
  if (!token) return false;

  try {
    const response = await fetch(`${API_URL}/admin/credentials`, {
      method: 'GET',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
      },
      signal,
    });
    return response.ok;
  } catch (error) {
    if (signal.aborted) throw error;
    return false;
  }
}
