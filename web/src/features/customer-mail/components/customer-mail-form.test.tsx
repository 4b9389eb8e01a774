import type { CustomerMailSettings, CustomerMailView } from '@painting-site/gateway/contract/customer-mail';
import { CUSTOMER_MAIL_MESSAGES } from '@painting-site/gateway/contract/customer-mail-rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { expectNoAxeViolations } from '@/testing/axe.ts';
import { customerMailSettings, OWNER_TOKEN, openDashboardAt } from '@/testing/dashboard-fixtures.ts';
import { preloadRoutes } from '@/testing/preload-routes.ts';
import { contentAnswer, SITE } from '@/testing/public-site-fixtures.ts';
import { callsTo, errorResponse, jsonResponse } from '@/testing/stub-api.ts';
import { PREVIEW_STAND_INS } from '../template-preview.ts';
import { NO_RATING_FIRST_NOTE } from './customer-mail-form.tsx';
import { SENDING_PROBLEMS } from './sending-notice.tsx';
import { NO_PHONE_PROBLEM } from './template-editor.tsx';
import { CUSTOMER_MAIL_SAVED_MESSAGE } from './use-customer-mail-form.ts';

preloadRoutes(
  () => import('@/app/routes/admin/dashboard/layout.tsx'),
  () => import('@/app/routes/admin/dashboard/customer-mail.tsx'),
);

const SETTINGS_PATH = '/api/admin/customer-mail';

async function openSettings(
  save: (settings: CustomerMailSettings) => Response,
  shown: CustomerMailView = customerMailSettings(),
) {
  const opened = openDashboardAt(paths.adminCustomerMail, {
    [`GET ${SETTINGS_PATH}`]: () => jsonResponse(200, shown),
    [`PUT ${SETTINGS_PATH}`]: (_url, init) => save(JSON.parse(String(init?.body)) as CustomerMailSettings),
  });
  await screen.findByRole('checkbox', { name: 'Follow up on quotes by e-mail' });
  return opened;
}

/** The gateway's answer to a save: what was sent, with e-mail ready to send it. */
const answerSaved = (settings: CustomerMailSettings) => jsonResponse(200, { ...settings, sending: 'ready' });

const sent = (fetchMock: ReturnType<typeof openDashboardAt>['fetchMock']) =>
  callsTo(fetchMock, `PUT ${SETTINGS_PATH}`).map((init) => JSON.parse(String(init.body)) as CustomerMailSettings);
const notifications = () => screen.getByRole('region', { name: 'Notifications' });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save follow-ups and reviews' }));
const group = (name: string) => within(screen.getByRole('group', { name }));
const preview = (caption: string) => screen.getByRole('figure', { name: `${caption}, to Maria Gonzalez` });

/** A description that holds `text` (a field's message comes before its hint). */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));

async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text !== '') await userEvent.type(field, text);
}

describe('the follow-ups and reviews section', () => {
  it('is in the menu after Estimate visits', async () => {
    await openSettings(answerSaved);
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    const labels = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels.indexOf('Follow-ups & reviews')).toBe(labels.indexOf('Estimate visits') + 1);
  });

  it('shows the saved settings, explains the placeholders and says a rating is never asked first', async () => {
    await openSettings(answerSaved);
    expect(screen.getByRole('checkbox', { name: 'Follow up on quotes by e-mail' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Days after quoting' })).toHaveValue('4');
    expect(screen.getByRole('textbox', { name: 'Follow-up subject' })).toHaveValue(
      'Any questions about your estimate?',
    );
    expect(screen.getByRole('checkbox', { name: 'Send it by itself after a job is marked Won' })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Days after Won' })).not.toBeInTheDocument();
    const guide = within(screen.getByRole('region', { name: 'Words filled in for each customer' }));
    for (const placeholder of ['{firstName}', '{businessName}', '{phone}', '{reviewLink}']) {
      expect(guide.getByText(placeholder)).toBeInTheDocument();
    }
    expect(screen.getByText(NO_RATING_FIRST_NOTE)).toBeInTheDocument();
    // E-mail is ready: nothing waits, nothing to set up.
    expect(screen.queryByRole('link', { name: SENDING_PROBLEMS['mail-not-set-up'].link })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Review link' })).toHaveAccessibleDescription(/Ask for reviews/);
  });

  it('previews each e-mail to a sample customer as it is typed, the business’s details filled in', async () => {
    await openSettings(answerSaved);
    const followUp = preview('Preview of the follow-up e-mail');
    expect(within(followUp).getByText('Subject: Any questions about your estimate?')).toBeInTheDocument();
    expect(within(followUp).getByText('Hi Maria,')).toBeInTheDocument();
    // The business's name and phone come from the published details (public-site fixtures).
    await waitFor(() => expect(within(followUp).queryByText(/your phone number/)).not.toBeInTheDocument());
    expect(
      within(followUp).getByText(/Just reply to this e-mail, or call us at \(503\) 555-0142\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(NO_PHONE_PROBLEM.words)).not.toBeInTheDocument();

    // No review link yet: the preview says where it goes; typed, it shows.
    const review = preview('Preview of the review request e-mail');
    expect(within(review).getByText(PREVIEW_STAND_INS.reviewLink)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Review link' }), 'https://g.page/r/brightside/review');
    expect(within(review).getByText('https://g.page/r/brightside/review')).toBeInTheDocument();

    // user-event reads "{{" as one typed "{".
    await retype(
      screen.getByRole('textbox', { name: 'Follow-up subject' }),
      '{{firstName}, still thinking? {{notAWord}',
    );
    expect(within(followUp).getByText('Subject: Maria, still thinking? {notAWord}')).toBeInTheDocument();
  });

  it('saves follow-ups turned on, the days, the review link and sending by itself', async () => {
    const { fetchMock } = await openSettings(answerSaved);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Follow up on quotes by e-mail' }));
    await retype(screen.getByRole('textbox', { name: 'Days after quoting' }), '5');
    await retype(screen.getByRole('textbox', { name: 'Follow-up subject' }), 'About your estimate');
    await userEvent.type(screen.getByRole('textbox', { name: 'Review link' }), 'https://g.page/r/brightside/review');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Send it by itself after a job is marked Won' }));
    await retype(screen.getByRole('textbox', { name: 'Days after Won' }), '3');

    await save();

    expect(await within(notifications()).findAllByText(CUSTOMER_MAIL_SAVED_MESSAGE)).not.toHaveLength(0);
    const base = customerMailSettings();
    expect(sent(fetchMock)).toEqual([
      {
        followUps: {
          enabled: true,
          afterDays: 5,
          template: { ...base.followUps.template, subject: 'About your estimate' },
        },
        reviews: { link: 'https://g.page/r/brightside/review', autoAfterDays: 3, template: base.reviews.template },
      },
    ]);
    expect(callsTo(fetchMock, `PUT ${SETTINGS_PATH}`)[0]?.headers).toMatchObject({
      Authorization: `Bearer ${OWNER_TOKEN}`,
    });
  });

  it('checks the gateway’s rules before sending: the days, a subject, the review link', async () => {
    const { fetchMock } = await openSettings(answerSaved);
    const days = screen.getByRole('textbox', { name: 'Days after quoting' });
    await retype(days, 'four');
    const subject = screen.getByRole('textbox', { name: 'Review request subject' });
    await retype(subject, '');
    const link = screen.getByRole('textbox', { name: 'Review link' });
    await userEvent.type(link, 'http://example.com/review');

    await save();

    await waitFor(() => expect(days).toHaveFocus());
    expect(days).toHaveAccessibleDescription(CUSTOMER_MAIL_MESSAGES.afterDays);
    expect(link).toHaveAccessibleDescription(containing(CUSTOMER_MAIL_MESSAGES.linkFormat));
    expect(subject).toHaveAccessibleDescription(containing(CUSTOMER_MAIL_MESSAGES.subjectMissing));
    expect(screen.getByText('3 fields need attention.')).toBeInTheDocument();
    expect(sent(fetchMock)).toEqual([]);
  });

  it('shows the gateway’s messages under the fields they name, the first focused, keeping what was typed', async () => {
    await openSettings(() =>
      errorResponse(400, {
        code: 'validation_failed',
        message: 'Some fields need attention.',
        fields: {
          'reviews.link': 'Enter the review link as a whole https:// address.',
          'reviews.template.body': 'Put {reviewLink} in the e-mail.',
        },
      }),
    );
    const link = screen.getByRole('textbox', { name: 'Review link' });
    await userEvent.type(link, 'https://example.com/review');

    await save();

    await waitFor(() => expect(link).toHaveFocus());
    expect(link).toHaveAccessibleDescription(/Enter the review link as a whole https:\/\/ address\./);
    expect(
      group('Review requests').getByRole('textbox', { name: 'Review request e-mail' }),
    ).toHaveAccessibleDescription(/Put \{reviewLink\} in the e-mail\./);
    expect(screen.getByText('2 fields need attention.')).toBeInTheDocument();
    expect(within(notifications()).queryByText('Some fields need attention.')).not.toBeInTheDocument();
    expect(link).toHaveValue('https://example.com/review');
  });

  it('says the e-mails wait while e-mail is not set up, or has no address to send from, and where to fix it', async () => {
    await openSettings(answerSaved, customerMailSettings({ sending: 'mail-not-set-up' }));
    const mailProblem = SENDING_PROBLEMS['mail-not-set-up'];
    expect(screen.getByText(mailProblem.words)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: mailProblem.link })).toHaveAttribute('href', paths.adminMail);
    await expectNoAxeViolations();
  });

  it('names the missing business e-mail when mail works but nothing gives the From address', async () => {
    await openSettings(answerSaved, customerMailSettings({ sending: 'no-sender' }));
    const senderProblem = SENDING_PROBLEMS['no-sender'];
    expect(screen.getByText(senderProblem.words)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: senderProblem.link })).toHaveAttribute('href', paths.adminBusiness);
    expect(screen.queryByText(SENDING_PROBLEMS['mail-not-set-up'].words)).not.toBeInTheDocument();
  });

  it('shows the gap a business without a phone number would leave where the e-mail says {phone}, and where to add one', async () => {
    openDashboardAt(paths.adminCustomerMail, {
      'GET /content.json': contentAnswer({ site: { ...SITE, phone: '', phoneHref: '' } }),
      [`GET ${SETTINGS_PATH}`]: () => jsonResponse(200, customerMailSettings()),
    });
    await screen.findByRole('checkbox', { name: 'Follow up on quotes by e-mail' });
    const followUps = group('Quote follow-ups');

    // The standard follow-up says {phone}: its preview shows what the customer would read.
    expect(await followUps.findByText(NO_PHONE_PROBLEM.words)).toBeInTheDocument();
    expect(followUps.getByRole('link', { name: NO_PHONE_PROBLEM.link })).toHaveAttribute('href', paths.adminBusiness);
    expect(
      within(preview('Preview of the follow-up e-mail')).getByText('Just reply to this e-mail, or call us at .'),
    ).toBeInTheDocument();
    // The standard review request does not say {phone}.
    expect(group('Review requests').queryByText(NO_PHONE_PROBLEM.words)).not.toBeInTheDocument();
    await expectNoAxeViolations();

    // The notice is in a polite live region that stays while it goes and comes back: a screen
    // reader hears it come as the owner types {phone}.
    const region = followUps.getByText(NO_PHONE_PROBLEM.words).closest('[aria-live="polite"]');
    expect(region).not.toBeNull();

    const body = screen.getByRole('textbox', { name: 'Follow-up e-mail' });
    await retype(body, 'Hi {{firstName}, just reply to this e-mail.');
    expect(followUps.queryByText(NO_PHONE_PROBLEM.words)).not.toBeInTheDocument();
    expect(region).toBeInTheDocument();
    expect(region).toBeEmptyDOMElement();

    await retype(body, 'Hi {{firstName}, call us at {{phone}.');
    expect(region).toContainElement(followUps.getByText(NO_PHONE_PROBLEM.words));
  });

  it('has no accessibility violations', async () => {
    await openSettings(answerSaved);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Send it by itself after a job is marked Won' }));
    await expectNoAxeViolations();
  });
});
