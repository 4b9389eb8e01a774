import { type Credentials, isSecondStep, type LoginAnswer } from '@painting-site/gateway/contract/auth';
import { apiClient } from '@/lib/api-client.ts';
import { storeToken } from '@/lib/token-storage.ts';

/**
 * Sends the owner's username and password. A session's token is kept; with two-step sign-in on,
 * the answer is the second step instead, and the token comes from `sendSignInCode`.
 */
export async function signIn(credentials: Credentials): Promise<LoginAnswer> {
  const answer = await apiClient.post<LoginAnswer>('/api/auth/login', credentials);
  if (!isSecondStep(answer)) storeToken(answer.token);
  return answer;
}
