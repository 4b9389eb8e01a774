import { ERROR_CODES } from '@painting-site/gateway/contract/errors';
import {
  QUOTE_FORM_MIN_FILL_MS,
  type QuoteReceipt,
  type QuoteRequestSubmission,
} from '@painting-site/gateway/contract/quote-requests';
import { QUOTE_FORM_FILL_MARGIN_MS } from '@/config/constants.ts';
import { ApiError, apiClient } from '@/lib/api-client.ts';
import type { FormToken } from './get-form-token.ts';

/** Where the form gets its token, and a fresh one when the gateway calls the old one expired. */
export type FormTokenSource = {
  current: () => Promise<FormToken>;
  renew: () => Promise<FormToken>;
};

export function submitQuoteRequest(request: QuoteRequestSubmission): Promise<QuoteReceipt> {
  return apiClient.post<QuoteReceipt>('/api/contact', request);
}

/** Sends once the token is old enough for the gateway to believe a person filled the form in. */
async function sendWhenTokenAccepted(request: Omit<QuoteRequestSubmission, 'formToken'>, token: FormToken) {
  const wait = token.receivedAt + QUOTE_FORM_MIN_FILL_MS + QUOTE_FORM_FILL_MARGIN_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return submitQuoteRequest({ ...request, formToken: token.token });
}

/**
 * Sends a quote request with the form's token. A form left open past the token's lifetime is
 * sent again, once, with a fresh token: the visitor never retypes anything for that.
 */
export async function sendQuoteRequest(
  request: Omit<QuoteRequestSubmission, 'formToken'>,
  tokens: FormTokenSource,
): Promise<QuoteReceipt> {
  try {
    return await sendWhenTokenAccepted(request, await tokens.current());
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== ERROR_CODES.formExpired) throw error;
    return sendWhenTokenAccepted(request, await tokens.renew());
  }
}
