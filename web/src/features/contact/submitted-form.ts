import { SUBMITTED_FORM_ELEMENT_ID, type SubmittedQuoteForm } from '@painting-site/gateway/contract/plain-quote-form';
import { createContext, useContext } from 'react';

/**
 * A quote form the browser sent without the app, as the gateway rendered the contact page again:
 * the words typed and the messages. The server render and the hydrating app both start from it,
 * so the page the visitor corrects is the page the app takes over.
 */
export const SubmittedFormContext = createContext<SubmittedQuoteForm | null>(null);

export const useSubmittedForm = () => useContext(SubmittedFormContext);

/** The form the page was rendered around, taken out of the page (`null` on every other page). */
export function takeSubmittedForm(): SubmittedQuoteForm | null {
  const element = document.getElementById(SUBMITTED_FORM_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as SubmittedQuoteForm;
  } catch {
    return null;
  }
}
