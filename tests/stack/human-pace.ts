import { QUOTE_FORM_MIN_FILL_MS } from '@painting-site/gateway/contract/quote-requests';

/** How long a test "fills in" the quote form: past the gateway's minimum, as a person would be. */
export const HUMAN_FILL_TIME_MS = QUOTE_FORM_MIN_FILL_MS + 500;
