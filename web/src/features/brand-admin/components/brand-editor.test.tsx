import { type BrandSettings, DEFAULT_ACCENT } from '@painting-site/gateway/contract/brand';
import { BRAND_MESSAGES, LOGO_UPLOAD_FIELD, LOGO_UPLOAD_MAX_BYTES } from '@painting-site/gateway/contract/brand-rules';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { noContent, openDashboardAt } from '@/testing/dashboard-fixtures.ts';
import { pictureFile, stubUploads } from '@/testing/fake-upload.ts';
import { LOGO } from '@/testing/public-site-fixtures.ts';
import { callsTo, errorResponse, jsonResponse } from '@/testing/stub-api.ts';
import { ACCENT_SAVED_MESSAGE } from './accent-editor.tsx';
import { HEADER_NAME_SAVED_MESSAGE, LOGO_ONLY_LABEL } from './header-name-editor.tsx';
import { LOGO_REMOVED_MESSAGE } from './logo-editor.tsx';
import { LOGO_SAVED_MESSAGE } from './use-logo-upload.ts';

const MB = 1024 * 1024;
const WITHOUT_LOGO: BrandSettings = { accent: DEFAULT_ACCENT, logo: null, logoOnly: false };
const WITH_LOGO: BrandSettings = { accent: DEFAULT_ACCENT, logo: LOGO, logoOnly: false };

async function openBrand(brand: BrandSettings = WITHOUT_LOGO, answers: Parameters<typeof openDashboardAt>[1] = {}) {
  const opened = openDashboardAt(paths.adminBrand, {
    'GET /api/admin/brand': () => jsonResponse(200, brand),
    ...answers,
  });
  await screen.findByRole('form', { name: 'Accent colour' });
  return opened;
}

const hexField = () => screen.getByLabelText('Colour code');
const notifications = () => screen.getByRole('region', { name: 'Notifications' });

async function typeColour(colour: string) {
  await userEvent.clear(hexField());
  await userEvent.type(hexField(), colour);
}

describe('the accent colour in the dashboard', () => {
  it('says why white text cannot be read on a colour, and offers the nearest shade that can', async () => {
    const { fetchMock } = await openBrand();

    await typeColour('#f4c430');

    const refusal = 'White text on #f4c430 has a contrast of 1.6:1; it needs at least 4.5:1.';
    expect(screen.getByText(refusal)).toBeVisible();
    expect(hexField()).toHaveAttribute('aria-invalid', 'true');
    expect(hexField()).toHaveAccessibleDescription(expect.stringContaining(refusal));
    expect(screen.getByLabelText('Colour picker')).toHaveAccessibleDescription(expect.stringContaining(refusal));

    await userEvent.click(screen.getByRole('button', { name: 'Save colour' }));
    expect(callsTo(fetchMock, 'PUT /api/admin/brand')).toHaveLength(0);
    expect(hexField()).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Use #8e6d08' }));
    expect(hexField()).toHaveValue('#8e6d08');
    expect(hexField()).not.toHaveAttribute('aria-invalid');
    expect(hexField()).toHaveFocus();
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
    expect(screen.getByText(/easy to read/)).toBeVisible();
  });

  it('says so when the colour is fine under white text but too light for links on the page', async () => {
    await openBrand();

    await typeColour('#c0501f');

    expect(
      screen.getByText(
        'As link text on the page background (#faf7f2), #c0501f has a contrast of 4.4:1; it needs at least 4.5:1.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /^Use #[0-9a-f]{6}$/ })).toBeVisible();
  });

  it('previews a picked colour on a button and a link, and saves it', async () => {
    const { fetchMock } = await openBrand(WITHOUT_LOGO, {
      'PUT /api/admin/brand': () => jsonResponse(200, { ...WITHOUT_LOGO, accent: '#1d5c8a' }),
    });

    fireEvent.input(screen.getByLabelText('Colour picker'), { target: { value: '#1d5c8a' } });

    expect(hexField()).toHaveValue('#1d5c8a');
    const preview = screen.getByText(/^Preview:/).closest('figure') as HTMLElement;
    expect(preview.style.getPropertyValue('--accent')).toBe('#1d5c8a');
    expect(preview.style.getPropertyValue('--link')).toBe('#1d5c8a');
    expect(within(preview).getByText('Request a free estimate')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Save colour' }));

    expect(JSON.parse(String(callsTo(fetchMock, 'PUT /api/admin/brand')[0]?.body))).toEqual({ accent: '#1d5c8a' });
    expect(await within(notifications()).findAllByText(ACCENT_SAVED_MESSAGE)).not.toHaveLength(0);
  });

  it('shows the gateway’s refusal beside the colour', async () => {
    const refusal = 'White text on #777777 has a contrast of 4.4:1; it needs at least 4.5:1.';
    await openBrand(WITHOUT_LOGO, {
      'PUT /api/admin/brand': () =>
        errorResponse(400, {
          code: 'validation_failed',
          message: 'Some fields need attention.',
          fields: { accent: refusal },
        }),
    });

    await typeColour('#1d5c8a');
    await userEvent.click(screen.getByRole('button', { name: 'Save colour' }));

    expect(await screen.findByText(refusal)).toBeVisible();
    expect(hexField()).toHaveAttribute('aria-invalid', 'true');
    expect(hexField()).toHaveFocus();
  });

  it('asks for six hex digits, and goes back to the site’s standard colour on request', async () => {
    await openBrand({ ...WITHOUT_LOGO, accent: '#1d5c8a' });

    await typeColour('blue');
    expect(screen.getByText(BRAND_MESSAGES.accentFormat)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Use the site’s standard colour' }));
    expect(hexField()).toHaveValue(DEFAULT_ACCENT);
    expect(screen.queryByRole('button', { name: 'Use the site’s standard colour' })).not.toBeInTheDocument();
  });
});

describe('the logo in the dashboard', () => {
  it('uploads a logo with its progress, then shows it as the header and a light page will', async () => {
    const sent = stubUploads();
    await openBrand();
    expect(screen.getByText(/No logo yet/)).toBeVisible();

    await userEvent.upload(screen.getByLabelText('Upload a logo'), pictureFile('logo.png', 'image/png', 2 * MB));

    expect(sent.map((request) => [request.method, request.url])).toEqual([['POST', '/api/admin/brand/logo']]);
    const body = sent[0]?.body;
    expect(body instanceof FormData ? body.get(LOGO_UPLOAD_FIELD) : null).toMatchObject({ name: 'logo.png' });
    act(() => sent[0]?.progress(MB, 2 * MB));
    expect(screen.getByRole('progressbar', { name: 'logo.png' })).toHaveAttribute('value', String(MB));
    expect(screen.getByText('Uploading… 50%')).toBeInTheDocument();
    act(() => sent[0]?.finishSending());
    expect(screen.getByText('Processing…')).toBeInTheDocument();
    await act(async () => sent[0]?.respond(200, WITH_LOGO));

    expect(await within(notifications()).findAllByText(LOGO_SAVED_MESSAGE)).not.toHaveLength(0);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    for (const name of ['The logo in the site’s header', 'The logo on a light page']) {
      const image = screen.getByRole('img', { name });
      expect(image).toHaveAttribute('srcset', LOGO.srcSet);
      expect(image).toHaveAttribute('width', String(LOGO.width));
    }
    expect(screen.getByLabelText('Replace the logo')).toBeInTheDocument();
  });

  it('refuses an SVG and a file over the size limit without sending them, saying why', async () => {
    const sent = stubUploads();
    await openBrand();
    // As if "All files" were chosen in the picker: the accept list is only a suggestion.
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(screen.getByLabelText('Upload a logo'), pictureFile('logo.svg', 'image/svg+xml', 3000));
    expect(screen.getByText(`logo.svg was not used: ${BRAND_MESSAGES.logoSvg}`)).toBeVisible();

    await user.upload(
      screen.getByLabelText('Upload a logo'),
      pictureFile('huge.png', 'image/png', LOGO_UPLOAD_MAX_BYTES + 1),
    );
    expect(screen.getByText(`huge.png was not used: ${BRAND_MESSAGES.logoTooBig}`)).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  it('shows the gateway’s reason when it refuses the file', async () => {
    const sent = stubUploads();
    await openBrand();

    await userEvent.upload(screen.getByLabelText('Upload a logo'), pictureFile('sign.png', 'image/png', MB));
    await act(async () =>
      sent[0]?.respond(400, {
        error: {
          code: 'validation_failed',
          message: 'Some fields need attention.',
          fields: { logo: BRAND_MESSAGES.logoNotPicture },
        },
      }),
    );

    expect(await screen.findByText(`sign.png was not used: ${BRAND_MESSAGES.logoNotPicture}`)).toBeVisible();
    expect(screen.getByText(/No logo yet/)).toBeVisible();
  });

  it('removes the logo once the owner confirms, back to the name in the header', async () => {
    const { fetchMock } = await openBrand(WITH_LOGO, { 'DELETE /api/admin/brand/logo': noContent });

    await userEvent.click(screen.getByRole('button', { name: 'Remove the logo' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the logo?' });
    expect(callsTo(fetchMock, 'DELETE /api/admin/brand/logo')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove logo' }));

    expect(await within(notifications()).findAllByText(LOGO_REMOVED_MESSAGE)).not.toHaveLength(0);
    expect(callsTo(fetchMock, 'DELETE /api/admin/brand/logo')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'The logo in the site’s header' })).not.toBeInTheDocument();
    expect(screen.getByText(/No logo yet/)).toBeVisible();
  });
});

describe('the business name in the header, in the dashboard', () => {
  it('is offered only with a logo, starts beside it, and “logo only” is saved', async () => {
    const { fetchMock } = await openBrand(WITH_LOGO, {
      'PUT /api/admin/brand/header': (_url, init) =>
        jsonResponse(200, { ...WITH_LOGO, ...(JSON.parse(String(init?.body)) as object) }),
    });
    const form = screen.getByRole('form', { name: 'Business name in the header' });
    const logoOnly = within(form).getByRole('checkbox', { name: LOGO_ONLY_LABEL });
    expect(logoOnly).not.toBeChecked();

    await userEvent.click(logoOnly);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(notifications()).findAllByText(HEADER_NAME_SAVED_MESSAGE)).not.toHaveLength(0);
    expect(callsTo(fetchMock, 'PUT /api/admin/brand/header').map((init) => JSON.parse(String(init.body)))).toEqual([
      { logoOnly: true },
    ]);
  });

  it('is not offered without a logo: the header shows the name', async () => {
    await openBrand(WITHOUT_LOGO);
    expect(screen.queryByRole('form', { name: 'Business name in the header' })).toBeNull();
  });
});
