import type { Logger } from '../logger.ts';
import { escapeHtml, RECEIVED_AT } from '../mail/mail-layout.ts';
import type { MailSender } from '../mail/mail-sender.ts';
import type { SignInPlace } from './known-place-store.ts';

/** What happened to the owner's access that the owner is told of by e-mail, as GitHub or a bank would. */
export type AccountChange =
  /** A sign-in from a place not known (the account had signed in elsewhere before). */
  | { kind: 'new_place' }
  | { kind: 'recovery_code_used'; recoveryCodesLeft: number }
  | { kind: 'two_factor_on' }
  | { kind: 'two_factor_off' }
  | { kind: 'recovery_codes_renewed' }
  | { kind: 'password_changed' };

export interface AccountNotice {
  change: AccountChange;
  /** Where it was done from. */
  place: SignInPlace;
  /** Milliseconds since the epoch. */
  at: number;
}

/** Told of a change after its response is sent; never throws. */
export type AccountNotifier = (notice: AccountNotice) => void;

const codesLeft = (count: number) =>
  count === 0 ? 'No recovery codes are left' : `${count} recovery code${count === 1 ? ' is' : 's are'} left`;

/** The subject, and the sentence before "…: <browser> from <address> at <time>." */
function headline(siteName: string, change: AccountChange): { subject: string; lead: string; after?: string } {
  const dashboard = `your ${siteName} dashboard`;
  switch (change.kind) {
    case 'new_place':
      return { subject: `New sign-in to ${dashboard}`, lead: `New sign-in to ${dashboard}` };
    case 'recovery_code_used':
      return {
        subject: `A recovery code was used to sign in to ${dashboard}`,
        lead: `A recovery code was used to sign in to ${dashboard}`,
        after: `${codesLeft(change.recoveryCodesLeft)}: make new ones in the Account section.`,
      };
    case 'two_factor_on':
      return {
        subject: `Two-step sign-in was turned on for ${dashboard}`,
        lead: `Two-step sign-in was turned on for ${dashboard}`,
        after: 'From now on, signing in asks for the code from the authenticator app after the password.',
      };
    case 'two_factor_off':
      return {
        subject: `Two-step sign-in was turned off for ${dashboard}`,
        lead: `Two-step sign-in was turned off for ${dashboard}`,
        after: 'The password alone signs in again.',
      };
    case 'recovery_codes_renewed':
      return {
        subject: `New recovery codes were made for ${dashboard}`,
        lead: `New recovery codes were made for ${dashboard}`,
        after: 'The codes you had before no longer work.',
      };
    case 'password_changed':
      return {
        subject: `The password of ${dashboard} was changed`,
        lead: `The password of ${dashboard} was changed`,
        after: 'Every other session was signed out.',
      };
  }
}

const ADVICE =
  "If it wasn't you: change your password and sign out every session in the Account section. If you cannot sign in any more, whoever runs the website's server can let you back in.";

/** The owner's e-mail about a change to their access: what, where from, when, and what to do if it wasn't them. */
export function accountNotice(siteName: string, { change, place, at }: AccountNotice) {
  const { subject, lead, after } = headline(siteName, change);
  const sentence = `${lead}: ${place.browser} from ${place.address} at ${RECEIVED_AT.format(new Date(at))}.`;
  const paragraphs = [sentence, ...(after ? [after] : []), ADVICE];
  return {
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: [
      '<!doctype html><html><body style="font-family:sans-serif;color:#1b2a41">',
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      '</body></html>',
    ].join('\n'),
  };
}

interface AccountNotifierDeps {
  mail: MailSender;
  /** The business's name, read when the e-mail is written. */
  siteName: () => string;
  logger: Logger;
}

/**
 * Sends the notice to NOTIFY_EMAIL when mail is set up; never throws (a failed send is logged),
 * so the request that caused it never waits for it nor fails with it.
 */
export function createAccountNotifier({ mail, siteName, logger }: AccountNotifierDeps): AccountNotifier {
  return (notice) => {
    const to = mail.notifyEmail;
    if (!mail.configured || !to) return;
    void mail.send({ to, ...accountNotice(siteName(), notice) }).then((result) => {
      if (!result.ok)
        logger.warn({ reason: result.message, change: notice.change.kind }, 'an account e-mail was not sent');
    });
  };
}
