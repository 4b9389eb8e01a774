// What the public pages say where the owner left a button's words empty, so the button still
// works: plain actions, no claims (no "free", no promise of when).

/** The buttons to the quote form. */
export const QUOTE_BUTTON_FALLBACK = 'Request a quote';
/** Before the phone number on the call buttons. */
export const CALL_LABEL_FALLBACK = 'Call';
