import { QUOTE_FORM_FILL_MARGIN_MS, QUOTE_FORM_MIN_FILL_MS } from '@/config/constants.ts';
import { ApiError, apiClient } from '@/lib/api-client.ts';
import type { FormToken } from './get-form-token.ts';

export type PreferredContact = 'email' | 'phone' | 'text';

/** The body of `POST /api/contact`. */
export type QuoteRequest = {
  name: string;
  email: string;
  phone: string;
  address: string;
  /** A service's slug, or "" for "Not sure yet". */
  service: string;
  details: string;
  preferredContact: PreferredContact;
  formToken: string;
  /** The honeypot: always empty when a person sends the form. */
  website: string;
};

export type QuoteReceipt = { id: number; receivedAt: string };

/** The gateway's codes for a form token it will not take (yet, or any more). */
export const TOO_FAST_CODE = 'too_fast';
export const FORM_EXPIRED_CODE = 'form_expired';

/** Where the form gets its token, and a fresh one when the gateway calls the old one expired. */
export type FormTokenSource = {
  current: () => Promise<FormToken>;
  renew: () => Promise<FormToken>;
};

export function submitQuoteRequest(request: QuoteRequest): Promise<QuoteReceipt> {
  return apiClient.post<QuoteReceipt>('/api/contact', request);
}

/** Sends once the token is old enough for the gateway to believe a person filled the form in. */
async function sendWhenTokenAccepted(request: Omit<QuoteRequest, 'formToken'>, token: FormToken) {
  const wait = token.receivedAt + QUOTE_FORM_MIN_FILL_MS + QUOTE_FORM_FILL_MARGIN_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return submitQuoteRequest({ ...request, formToken: token.token });
}

/**
 * Sends a quote request with the form's token. A form left open past the token's lifetime is
 * sent again, once, with a fresh token: the visitor never retypes anything for that.
 */
export async function sendQuoteRequest(
  request: Omit<QuoteRequest, 'formToken'>,
  tokens: FormTokenSource,
): Promise<QuoteReceipt> {
  try {
    return await sendWhenTokenAccepted(request, await tokens.current());
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== FORM_EXPIRED_CODE) throw error;
    return sendWhenTokenAccepted(request, await tokens.renew());
  }
}
