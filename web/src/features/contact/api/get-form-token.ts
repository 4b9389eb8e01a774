import type { FormTokenResponse } from '@painting-site/gateway/contract/quote-requests';
import { apiClient } from '@/lib/api-client.ts';

/** A signed "form shown at" token for the quote form; the gateway checks how long the visitor took. */
export type FormToken = {
  token: string;
  /** When this browser received it (ms since the epoch), to tell how long it has been out. */
  receivedAt: number;
};

export async function getFormToken(): Promise<FormToken> {
  const { token } = await apiClient.get<FormTokenResponse>('/api/contact/token');
  return { token, receivedAt: Date.now() };
}
