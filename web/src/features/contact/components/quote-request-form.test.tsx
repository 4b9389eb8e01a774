import { REPLY_NEEDED_MESSAGE } from '@painting-site/gateway/contract/quote-request-rules';
import { type LeadSource, QUOTE_FORM_MIN_FILL_MS } from '@painting-site/gateway/contract/quote-requests';
import type { Service } from '@painting-site/gateway/contract/services';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, assert, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router.tsx';
import { QUOTE_FORM_FILL_MARGIN_MS } from '@/config/constants.ts';
import { paths } from '@/config/paths.ts';
import { contentAnswer, FORM_TOKEN, stubPublicSite } from '@/testing/public-site-fixtures.ts';
import { recordBeacons, type SentBeacon } from '@/testing/record-beacons.ts';
import { renderWithRouter } from '@/testing/render-with-router.tsx';
import { callsTo, errorResponse, jsonResponse } from '@/testing/stub-api.ts';
import { SEND_LATER_MESSAGE } from './send-later-message.tsx';
import { QUOTE_SENT_MESSAGE } from './use-quote-request.ts';

const MURALS: Service = {
  id: 9,
  slug: 'murals',
  title: 'Murals',
  summary: 'A wall painted as a picture.',
  description: 'Designed with you, painted by hand.',
  priceHint: null,
  icon: 'interior',
  position: 1,
};
// Where the visit came from, as the app captured it when it started (main.tsx).
const { LEAD_SOURCE } = vi.hoisted(() => ({
  LEAD_SOURCE: {
    landingPage: '/?utm_source=flyer',
    referrer: 'www.google.com',
    utmSource: 'flyer',
    utmMedium: 'print',
    utmCampaign: null,
  } satisfies LeadSource,
}));
vi.mock('@/lib/lead-source.ts', () => ({ readLeadSource: () => LEAD_SOURCE }));

const RECEIPT = { id: 41, receivedAt: '2030-05-01T09:30:00.000Z', visitToken: 'visit-key-41' };
const TOO_FAST_MESSAGE = 'That was quick! Please check your details, then send the form again.';
const FORM_SPENT_MESSAGE = 'We already have the request sent from this form. To send another one, press Send again.';

const form = () => screen.getByRole('form', { name: 'Quote request' });
const notifications = () => screen.getByRole('region', { name: 'Notifications' });
const field = (name: string) => within(form()).getByRole('textbox', { name });
const sendButton = () => within(form()).getByRole('button', { name: 'Send request' });
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

// The gateway refuses a form sent within seconds of its token; the clock is fake so tests need not wait.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

async function openContactPage(path: string = paths.contact) {
  const rendered = renderWithRouter(routes, path);
  await screen.findByRole('heading', { level: 1, name: 'Request a free estimate' });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { ...rendered, user };
}

/** The visitor takes as long as a person does to fill the form in. */
async function takeTimeToFillIn() {
  await act(() => vi.advanceTimersByTimeAsync(QUOTE_FORM_MIN_FILL_MS + QUOTE_FORM_FILL_MARGIN_MS));
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(field(label), value);
  }
}

const A_GOOD_REQUEST = {
  Name: 'Ana Lopez',
  Email: 'ana@example.com',
  'Street address or ZIP': '97202',
  'Project details': 'Two bedrooms and a hallway, walls and trim.',
};

describe('the quote request form', () => {
  it('labels every field, and keeps the spam trap out of reach of people', async () => {
    stubPublicSite();
    await openContactPage();

    for (const name of ['Name', 'Email', 'Phone', 'Street address or ZIP', 'Project details']) {
      expect(field(name)).toBeInTheDocument();
    }
    const service = within(form()).getByRole('combobox', { name: 'Service' });
    expect(await within(service).findByRole('option', { name: 'Cabinet refinishing' })).toBeInTheDocument();
    expect(within(service).getByRole('option', { name: 'Not sure yet' })).toHaveValue('');
    const methods = within(form()).getByRole('radiogroup', { name: 'Preferred contact method' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Email', 'Phone call', 'Text message']);

    const trap = form().querySelector('input[name="website"]');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(form()).queryByRole('textbox', { name: /website/i })).not.toBeInTheDocument();
  });

  it('says what is missing beside each field and moves focus to the first, without sending anything', async () => {
    const fetchMock = stubPublicSite();
    const { user } = await openContactPage();

    await user.click(sendButton());

    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).toHaveAccessibleDescription('Enter your name.');
    expect(field('Name')).toHaveFocus();
    expect(field('Email')).toHaveAccessibleDescription(REPLY_NEEDED_MESSAGE);
    expect(field('Phone')).toHaveAccessibleDescription(REPLY_NEEDED_MESSAGE);
    expect(field('Street address or ZIP')).toHaveAccessibleDescription(
      'Enter the street address or ZIP code of the job. Where the job is, so we know it is in our area.',
    );
    expect(field('Project details')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form()).getByText('Tell us a little about the project (at least 10 characters).')).toBeVisible();
    expect(callsTo(fetchMock, 'POST /api/contact')).toHaveLength(0);
  });

  it('checks a field as the visitor leaves it', async () => {
    stubPublicSite();
    const { user } = await openContactPage();

    await user.type(field('Email'), 'ana@example');
    await user.type(field('Phone'), '555-12');
    await user.tab();

    expect(field('Email')).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    expect(field('Phone')).toHaveAccessibleDescription('Enter a phone number of 7 to 20 digits.');

    await user.type(field('Email'), '.com');

    expect(field('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('asks for an email or a phone number, and takes a phone alone, replying by phone', async () => {
    const fetchMock = stubPublicSite({ 'POST /api/contact': () => jsonResponse(201, RECEIPT) });
    const { user } = await openContactPage();
    await fillIn(user, { ...A_GOOD_REQUEST, Email: '' });
    await user.click(sendButton());

    expect(field('Email')).toHaveAccessibleDescription(REPLY_NEEDED_MESSAGE);
    expect(field('Phone')).toHaveAccessibleDescription(REPLY_NEEDED_MESSAGE);
    expect(field('Email')).toHaveFocus();

    await user.type(field('Phone'), '(503) 555-0199');

    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    expect(field('Phone')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('radio', { name: 'Phone call' })).toBeChecked();

    await takeTimeToFillIn();
    await user.click(sendButton());

    await screen.findByRole('heading', { name: /Your request is on its way/ });
    const [post] = callsTo(fetchMock, 'POST /api/contact');
    expect(bodyOf(post)).toMatchObject({ email: '', phone: '(503) 555-0199', preferredContact: 'phone' });
  });

  it('will not reply by email to a visitor who gave only a phone number', async () => {
    const fetchMock = stubPublicSite();
    const { user } = await openContactPage();
    await fillIn(user, { ...A_GOOD_REQUEST, Email: '', Phone: '503 555 0199' });

    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await user.click(sendButton());

    const methods = screen.getByRole('radiogroup', { name: 'Preferred contact method' });
    expect(methods).toHaveAttribute('aria-invalid', 'true');
    expect(methods).toHaveAccessibleDescription('Add your email address, or choose phone or text.');
    expect(screen.getByRole('radio', { name: 'Email' })).toHaveFocus();
    expect(callsTo(fetchMock, 'POST /api/contact')).toHaveLength(0);
  });

  it('sends the request with its form token, an empty honeypot and where the visit came from, then confirms it in place', async () => {
    const fetchMock = stubPublicSite({ 'POST /api/contact': () => jsonResponse(201, RECEIPT) });
    const { user } = await openContactPage();
    await within(form()).findByRole('option', { name: 'Exterior painting' });

    await fillIn(user, { ...A_GOOD_REQUEST, Name: '  Ana Lopez ', Phone: '503-555-0199' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'Exterior painting');
    await user.click(screen.getByRole('radio', { name: 'Text message' }));
    await takeTimeToFillIn();
    await user.click(sendButton());

    expect(
      await screen.findByRole('heading', { name: 'Thanks, Ana! Your request is on its way.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Quote request' })).not.toBeInTheDocument();
    expect(within(notifications()).getAllByText(QUOTE_SENT_MESSAGE).length).toBeGreaterThan(0);
    expect(screen.getByText('You asked for a reply by text message.')).toBeInTheDocument();
    // What happens next, in the owner's words, a paragraph per line.
    expect(screen.getByText('We read it today and reply within one business day.')).toBeInTheDocument();
    expect(screen.getByText('Then we arrange a visit.').tagName).toBe('P');
    expect(screen.getAllByRole('link', { name: 'Call Brightside Painting (503) 555-0142' }).length).toBeGreaterThan(0);

    const posts = callsTo(fetchMock, 'POST /api/contact');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(bodyOf(posts[0])).toEqual({
      name: 'Ana Lopez',
      email: 'ana@example.com',
      phone: '503-555-0199',
      address: '97202',
      service: 'exterior',
      details: 'Two bedrooms and a hallway, walls and trim.',
      preferredContact: 'text',
      formToken: FORM_TOKEN,
      website: '',
      photos: [],
      source: LEAD_SOURCE,
    });
  });

  it('shows a spinner on the disabled button while the request is on its way', async () => {
    stubPublicSite({ 'POST /api/contact': () => new Promise<Response>(() => {}) });
    const { user } = await openContactPage();
    await fillIn(user, A_GOOD_REQUEST);
    await takeTimeToFillIn();

    await user.click(sendButton());

    const button = within(form()).getByRole('button', { name: 'Sending…' });
    expect(button).toBeDisabled();
    expect(button.querySelector('[data-variant="spinner"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('offers a fresh form for another request, keeping who the visitor is', async () => {
    stubPublicSite({ 'POST /api/contact': () => jsonResponse(201, RECEIPT) });
    const { user } = await openContactPage();
    await fillIn(user, A_GOOD_REQUEST);
    await takeTimeToFillIn();
    await user.click(sendButton());

    await user.click(await screen.findByRole('button', { name: 'Send another request' }));

    expect(field('Name')).toHaveValue('Ana Lopez');
    expect(field('Email')).toHaveValue('ana@example.com');
    expect(field('Project details')).toHaveValue('');
  });

  it('shows the server’s field messages beside the fields and keeps everything typed', async () => {
    stubPublicSite({
      'POST /api/contact': () =>
        errorResponse(400, {
          code: 'validation_failed',
          message: 'Some fields need attention.',
          fields: { email: 'That email address is too long.', service: 'Choose a service from the list.' },
        }),
    });
    const { user } = await openContactPage();
    await fillIn(user, A_GOOD_REQUEST);
    await takeTimeToFillIn();

    await user.click(sendButton());

    expect(await within(form()).findByText('That email address is too long.')).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveAccessibleDescription('That email address is too long.');
    expect(field('Email')).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveAccessibleDescription(
      'Choose a service from the list.',
    );
    // Said once, under the form: no toast repeats it.
    expect(within(form()).getByText('Some fields need attention.')).toBeInTheDocument();
    expect(within(notifications()).queryByText('Some fields need attention.')).not.toBeInTheDocument();
    expect(field('Name')).toHaveValue('Ana Lopez');
    expect(field('Project details')).toHaveValue(A_GOOD_REQUEST['Project details']);
    expect(sendButton()).toBeEnabled();
  });

  it('passes on the server’s message when the form was sent too fast, and lets the visitor send again', async () => {
    let posts = 0;
    stubPublicSite({
      'POST /api/contact': () =>
        ++posts === 1
          ? errorResponse(400, { code: 'too_fast', message: TOO_FAST_MESSAGE })
          : jsonResponse(201, RECEIPT),
    });
    const { user } = await openContactPage();
    await fillIn(user, A_GOOD_REQUEST);
    await takeTimeToFillIn();

    await user.click(sendButton());

    expect(await within(form()).findByText(TOO_FAST_MESSAGE)).toBeInTheDocument();
    expect(within(notifications()).queryByText(TOO_FAST_MESSAGE)).not.toBeInTheDocument();
    expect(field('Project details')).toHaveValue(A_GOOD_REQUEST['Project details']);
    // Focus waits on the send button, enabled again, for a keyboard user to check and press it.
    expect(sendButton()).toBeEnabled();
    expect(sendButton()).toHaveFocus();

    await user.click(sendButton());

    expect(await screen.findByRole('heading', { name: /Your request is on its way/ })).toBeInTheDocument();
  });

  it('says the gateway already has the request when its token was spent, keeps what was typed, and sends again as a new request with a fresh token', async () => {
    let tokens = 0;
    const fetchMock = stubPublicSite({
      'GET /api/contact/token': () => jsonResponse(200, { token: `token-${++tokens}` }),
      'POST /api/contact': (_url, init) =>
        bodyOf(init).formToken === 'token-1'
          ? errorResponse(409, { code: 'form_spent', message: FORM_SPENT_MESSAGE })
          : jsonResponse(201, RECEIPT),
    });
    const { user } = await openContactPage();
    await fillIn(user, A_GOOD_REQUEST);
    await takeTimeToFillIn();

    await user.click(sendButton());

    expect(await within(form()).findByText(FORM_SPENT_MESSAGE)).toBeInTheDocument();
    expect(field('Project details')).toHaveValue(A_GOOD_REQUEST['Project details']);
    expect(sendButton()).toHaveFocus();
    // Never sent again by itself: the visitor decides whether this is another request.
    expect(callsTo(fetchMock, 'POST /api/contact')).toHaveLength(1);
    await waitFor(() => expect(tokens).toBe(2));
    await takeTimeToFillIn();

    await user.click(sendButton());

    expect(await screen.findByRole('heading', { name: /Your request is on its way/ })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/contact').map((post) => bodyOf(post).formToken)).toEqual([
      'token-1',
      'token-2',
    ]);
  });

  it('sends once more with a fresh token when the form has been open too long', async () => {
    let tokens = 0;
    const fetchMock = stubPublicSite({
      'GET /api/contact/token': () => jsonResponse(200, { token: `token-${++tokens}` }),
      'POST /api/contact': (_url, init) =>
        bodyOf(init).formToken === 'token-1'
          ? errorResponse(400, {
              code: 'form_expired',
              message: 'This form has expired. Reload the page and send it again.',
            })
          : jsonResponse(201, RECEIPT),
    });
    const { user } = await openContactPage();
    await fillIn(user, A_GOOD_REQUEST);
    await takeTimeToFillIn();

    await user.click(sendButton());
    // The fresh token, too, must be as old as a person's typing before it is sent.
    await waitFor(() => expect(tokens).toBe(2));
    await takeTimeToFillIn();

    expect(await screen.findByRole('heading', { name: /Your request is on its way/ })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/contact').map((post) => bodyOf(post).formToken)).toEqual([
      'token-1',
      'token-2',
    ]);
  });

  it('keeps what was typed, says the request cannot be sent now and offers a call, when the server cannot be reached', async () => {
    stubPublicSite({ 'POST /api/contact': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user } = await openContactPage();
    await fillIn(user, { ...A_GOOD_REQUEST, Phone: '503-555-0199' });
    await takeTimeToFillIn();

    await user.click(sendButton());

    const message = (await within(form()).findByText(/^Your request couldn't be sent just now/)).closest('p');
    assert.isNotNull(message, 'the message is not a paragraph');
    expect(message).toHaveTextContent(`${SEND_LATER_MESSAGE}, or call us on (503) 555-0142.`);
    expect(within(message).getByRole('link', { name: 'Call Brightside Painting (503) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+15035550142',
    );
    expect(field('Name')).toHaveValue('Ana Lopez');
    expect(field('Email')).toHaveValue('ana@example.com');
    expect(field('Phone')).toHaveValue('503-555-0199');
    expect(field('Street address or ZIP')).toHaveValue('97202');
    expect(field('Project details')).toHaveValue(A_GOOD_REQUEST['Project details']);
    expect(sendButton()).toBeEnabled();
  });

  it('sends the kept request once the gateway is back, with a token fetched then', async () => {
    let gatewayUp = false;
    // What nginx answers for a gateway that is down.
    const down = () =>
      errorResponse(502, { code: 'bad_gateway', message: 'The server is not available right now. Try again shortly.' });
    const fetchMock = stubPublicSite({
      'GET /api/contact/token': () => (gatewayUp ? jsonResponse(200, { token: FORM_TOKEN }) : down()),
      'POST /api/contact': () => (gatewayUp ? jsonResponse(201, RECEIPT) : down()),
    });
    const { user } = await openContactPage();
    await fillIn(user, A_GOOD_REQUEST);
    await takeTimeToFillIn();

    await user.click(sendButton());

    expect(await within(form()).findByText(/^Your request couldn't be sent just now/)).toBeInTheDocument();
    expect(field('Project details')).toHaveValue(A_GOOD_REQUEST['Project details']);
    expect(callsTo(fetchMock, 'POST /api/contact')).toHaveLength(0);

    gatewayUp = true;
    await user.click(sendButton());
    // The token, fetched only now, must be as old as a person's typing before it is sent.
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/contact/token')).toHaveLength(3));
    expect(within(form()).queryByText(/^Your request couldn't be sent just now/)).not.toBeInTheDocument();
    await takeTimeToFillIn();

    expect(
      await screen.findByRole('heading', { name: 'Thanks, Ana! Your request is on its way.' }),
    ).toBeInTheDocument();
    const posts = callsTo(fetchMock, 'POST /api/contact');
    expect(posts).toHaveLength(1);
    expect(bodyOf(posts[0])).toMatchObject({ name: 'Ana Lopez', formToken: FORM_TOKEN });
  });

  it('offers the services of the published content, without asking the API for them', async () => {
    const fetchMock = stubPublicSite({ 'GET /content.json': contentAnswer({ services: [MURALS] }) });
    await openContactPage();

    const service = within(form()).getByRole('combobox', { name: 'Service' });
    await within(service).findByRole('option', { name: 'Murals' });
    expect(
      within(service)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Not sure yet', 'Murals']);
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/api/'))).toEqual([
      '/api/contact/token',
    ]);
  });

  it('picks the service named in a link from the services page', async () => {
    stubPublicSite();
    await openContactPage(`${paths.contact}?service=cabinets`);

    const service = screen.getByRole('combobox', { name: 'Service' });
    await within(service).findByRole('option', { name: 'Cabinet refinishing' });

    expect(service).toHaveValue('cabinets');
  });

  it('shows how else to reach the business beside the form', async () => {
    stubPublicSite();
    await openContactPage();

    const aside = screen.getByRole('complementary', { name: 'Rather talk it through?' });
    expect(await within(aside).findByRole('link', { name: 'Call Brightside Painting (503) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+15035550142',
    );
    expect(within(aside).getByRole('link', { name: 'hello@brightside.example' })).toHaveAttribute(
      'href',
      'mailto:hello@brightside.example',
    );
    expect(within(aside).getByText('Monday – Friday')).toBeInTheDocument();
    expect(within(aside).getByText('Portland, Beaverton, Lake Oswego, Milwaukie')).toBeInTheDocument();
  });
});

describe('the quote form in the visitor counts', () => {
  /** What the page reported about the form (leaving out the page view). */
  const formEvents = (beacons: SentBeacon[]) =>
    beacons.filter(({ event }) => event.kind !== 'view').map(({ event }) => [event.kind, event.path]);

  it('reports the form started once, on the first character typed, not on focus or in the spam trap', async () => {
    stubPublicSite();
    const beacons = recordBeacons();
    const { user } = await openContactPage();

    await user.click(field('Name'));
    const trap = form().querySelector('input[name="website"]');
    assert(trap instanceof HTMLInputElement);
    fireEvent.input(trap, { target: { value: 'https://spam.example' } });
    expect(formEvents(beacons)).toEqual([]);

    await user.type(field('Name'), 'Ana');
    await user.type(field('Email'), 'ana@example.com');

    expect(formEvents(beacons)).toEqual([['form-started', paths.contact]]);
  });

  it('reports the form sent once the gateway has the request, not when sending fails', async () => {
    let gatewayUp = false;
    stubPublicSite({
      'POST /api/contact': () =>
        gatewayUp ? jsonResponse(201, RECEIPT) : Promise.reject(new TypeError('Failed to fetch')),
    });
    const beacons = recordBeacons();
    const { user } = await openContactPage();
    await fillIn(user, A_GOOD_REQUEST);
    await takeTimeToFillIn();

    await user.click(sendButton());
    await screen.findByText(SEND_LATER_MESSAGE, { exact: false });
    expect(formEvents(beacons)).toEqual([['form-started', paths.contact]]);

    gatewayUp = true;
    await user.click(sendButton());
    await screen.findByRole('heading', { name: 'Thanks, Ana! Your request is on its way.' });

    expect(formEvents(beacons)).toEqual([
      ['form-started', paths.contact],
      ['form-sent', paths.contact],
    ]);
  });
});
