import type { PreferredContact } from '../../contract/quote-requests.ts';
import { RECEIVED_AT } from '../mail/mail-layout.ts';
import type { StoredQuoteRequest } from './quote-request-store.ts';

export const PREFERRED_CONTACT_WORDS: Record<PreferredContact, string> = {
  email: 'e-mail',
  phone: 'a phone call',
  text: 'a text message',
};

export const photoWords = (count: number) => (count === 1 ? '1 photo' : `${count} photos`);

/** The request as label and value pairs, as both e-mails list it. */
export function requestFacts(request: StoredQuoteRequest, photoCount: number): [string, string][] {
  return [
    ['Name', request.name],
    ['E-mail', request.email ?? '—'],
    ['Phone', request.phone ?? '—'],
    ['Address', request.address],
    ['Service', request.serviceTitle ?? 'Not sure yet'],
    ['Reply by', PREFERRED_CONTACT_WORDS[request.preferredContact]],
    ['Photos', photoCount === 0 ? 'none' : photoWords(photoCount)],
    ['Received', RECEIVED_AT.format(new Date(request.createdAt))],
  ];
}
