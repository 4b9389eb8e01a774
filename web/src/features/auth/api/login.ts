import { apiClient } from '@/lib/api-client.ts';
import { storeToken } from '@/lib/token-storage.ts';
import type { LoginValues } from '../credential-rules.ts';

/** What the gateway hands back for a sign-in or a password change. */
export type Session = {
  token: string;
  /** ISO 8601; the gateway refuses the token after this. */
  expiresAt: string;
};

/** Exchanges the owner's username and password for a session token and keeps the token. */
export async function signIn(credentials: LoginValues): Promise<Session> {
  const session = await apiClient.post<Session>('/api/auth/login', credentials);
  storeToken(session.token);
  return session;
}
