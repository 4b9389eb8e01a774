import type { Credentials, Session } from '@painting-site/gateway/contract/auth';
import { apiClient } from '@/lib/api-client.ts';
import { storeToken } from '@/lib/token-storage.ts';

/** Exchanges the owner's username and password for a session token and keeps the token. */
export async function signIn(credentials: Credentials): Promise<Session> {
  const session = await apiClient.post<Session>('/api/auth/login', credentials);
  storeToken(session.token);
  return session;
}
