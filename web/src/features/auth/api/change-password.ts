import type { PasswordChange, Session } from '@painting-site/gateway/contract/auth';
import { apiClient } from '@/lib/api-client.ts';
import { storeToken } from '@/lib/token-storage.ts';

/**
 * Changes the owner's password. The gateway then refuses every older token, this one
 * included, so the fresh token it returns replaces the stored one straight away.
 */
export async function changePassword(change: PasswordChange): Promise<Session> {
  const session = await apiClient.put<Session>('/api/admin/password', change, { authenticated: true });
  storeToken(session.token);
  return session;
}
