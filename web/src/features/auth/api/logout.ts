import { SIGN_OUT_TIMEOUT_MS } from '@/config/constants.ts';
import { apiClient } from '@/lib/api-client.ts';
import { clearToken } from '@/lib/token-storage.ts';

/**
 * Asks the gateway to revoke the token, then forgets it here. The token is forgotten even
 * when the gateway cannot be reached: the owner asked to leave and must not be kept waiting.
 */
export async function signOut(): Promise<void> {
  try {
    await apiClient.post<void>('/api/auth/logout', undefined, {
      authenticated: true,
      signal: AbortSignal.timeout(SIGN_OUT_TIMEOUT_MS),
    });
  } catch {
    // Expired, already revoked, offline or timed out: the token is of no use either way.
  } finally {
    clearToken();
  }
}
