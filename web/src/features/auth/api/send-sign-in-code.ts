import type { SecondStepCode, Session } from '@painting-site/gateway/contract/auth';
import { apiClient } from '@/lib/api-client.ts';
import { storeToken } from '@/lib/token-storage.ts';

/** The second step of a sign-in: the authenticator's code (or a recovery code) for a session token, which is kept. */
export async function sendSignInCode(step: SecondStepCode): Promise<Session> {
  const session = await apiClient.post<Session>('/api/auth/login/code', step);
  storeToken(session.token);
  return session;
}
