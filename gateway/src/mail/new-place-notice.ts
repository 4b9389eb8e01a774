import type { Logger } from '../logger.ts';
import type { SignInPlace } from '../store/known-place-store.ts';
import { escapeHtml, RECEIVED_AT } from './mail-layout.ts';
import type { MailSender } from './mail-sender.ts';

interface NewPlaceNoticeDeps {
  mail: MailSender;
  /** The business's name, read when the e-mail is written. */
  siteName: () => string;
  logger: Logger;
}

/** The owner's e-mail about a sign-in from a new place: what, where from, and what to do if it wasn't them. */
export function newPlaceNotice(siteName: string, place: SignInPlace, at: number) {
  const sentence = `New sign-in to your ${siteName} dashboard: ${place.browser} from ${place.address} at ${RECEIVED_AT.format(new Date(at))}.`;
  const advice = "If it wasn't you: change your password and sign out every session in the Account section.";
  return {
    subject: `New sign-in to your ${siteName} dashboard`,
    text: `${sentence}\n\n${advice}\n`,
    html: [
      '<!doctype html><html><body style="font-family:sans-serif;color:#1b2a41">',
      `<p>${escapeHtml(sentence)}</p>`,
      `<p>${escapeHtml(advice)}</p>`,
      '</body></html>',
    ].join('\n'),
  };
}

/**
 * Sends the notice to NOTIFY_EMAIL when mail is set up; never throws (a failed send is logged),
 * so the sign-in that caused it never waits for it nor fails with it.
 */
export function createNewPlaceNotifier({ mail, siteName, logger }: NewPlaceNoticeDeps) {
  return (place: SignInPlace, at: number): void => {
    const to = mail.notifyEmail;
    if (!mail.configured || !to) return;
    void mail.send({ to, ...newPlaceNotice(siteName(), place, at) }).then((result) => {
      if (!result.ok) logger.warn({ reason: result.message }, 'the new sign-in e-mail was not sent');
    });
  };
}
