import type { Session } from '@painting-site/gateway/contract/auth';
import { apiClient } from '@/lib/api-client.ts';
import { storeToken } from '@/lib/token-storage.ts';
import type { LoginValues } from '../credential-rules.ts';

/** Exchanges the owner's username and password for a session token and keeps the token. */
export async function signIn(credentials: LoginValues): Promise<Session> {
  const session = await apiClient.post<Session>('/api/auth/login', credentials);
  storeToken(session.token);
  return session;
}
