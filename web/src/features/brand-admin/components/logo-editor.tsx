import type { BrandSettings, PublishedLogo } from '@painting-site/gateway/contract/brand';
import { LOGO_UPLOAD_MAX_BYTES, LOGO_UPLOAD_TYPES } from '@painting-site/gateway/contract/brand-rules';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { BusinessLogo, logoPlate } from '@/components/layout/business-logo.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { FieldGroup } from '@/components/ui/field-group.tsx';
import { FilePick } from '@/components/ui/file-pick.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { notifyApiError } from '@/lib/notify-api-error.ts';
import { removeLogo } from '../api/remove-logo.ts';
import { type LogoUpload, useLogoUpload } from './use-logo-upload.ts';

const BYTES_PER_MEGABYTE = 1024 * 1024;
const ACCEPT = LOGO_UPLOAD_TYPES.join(',');
export const LOGO_REMOVED_MESSAGE = 'Logo removed. The website shows the business name in its place.';

const Previews = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

// As the site's header (ink) and the sign-in page (paper) show it, plates and all.
const Stage = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.paper};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const OnDark = styled(Stage)`
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.paper};
  ${logoPlate('light')}
`;

const OnLight = styled(Stage)`
  ${logoPlate('dark')}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Status = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.small};

  &:empty {
    display: none;
  }
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Bar = styled.progress`
  width: 100%;
  height: 0.75rem;
  accent-color: ${({ theme }) => theme.colors.info};
`;

function LogoPreviews({ logo }: { logo: PublishedLogo }) {
  return (
    <Previews>
      <OnDark>
        <BusinessLogo logo={logo} name="The logo in the site’s header" />
        <figcaption>In the site’s header</figcaption>
      </OnDark>
      <OnLight>
        <BusinessLogo logo={logo} name="The logo on a light page" />
        <figcaption>On a light page (sign-in)</figcaption>
      </OnLight>
    </Previews>
  );
}

/** How the upload is getting on, in words and a bar, announced as it changes. */
function UploadStatus({ upload, barLabelId }: { upload: LogoUpload; barLabelId: string }) {
  switch (upload.status) {
    case 'idle':
      return null;
    case 'failed':
      return <Failure>{`${upload.name} was not used: ${upload.error}`}</Failure>;
    case 'uploading':
    case 'processing': {
      const percent = upload.status === 'uploading' ? Math.round((upload.sent / (upload.size || 1)) * 100) : 100;
      return (
        <>
          <p id={barLabelId}>{upload.name}</p>
          {/* Processing has no measure: the bar then runs without a value (indeterminate). */}
          <Bar
            aria-labelledby={barLabelId}
            max={upload.size || 1}
            value={upload.status === 'uploading' ? upload.sent : undefined}
          />
          <p>{upload.status === 'uploading' ? `Uploading… ${percent}%` : 'Processing…'}</p>
        </>
      );
    }
  }
}

type LogoEditorProps = {
  brand: BrandSettings;
  onSaved: (brand: BrandSettings) => void;
};

/** The logo: as the site shows it, a new one uploaded in its place, or none. */
export function LogoEditor({ brand, onSaved }: LogoEditorProps) {
  const hintId = useId();
  const statusId = useId();
  const barLabelId = useId();
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const { upload, send } = useLogoUpload(onSaved);
  const busy = upload.status === 'uploading' || upload.status === 'processing';
  const { logo } = brand;

  function handlePick([file]: File[]) {
    if (file) send(file);
  }

  async function remove() {
    try {
      await removeLogo();
    } catch (error) {
      notifyApiError(error);
      throw error;
    }
    setConfirmingRemoval(false);
    onSaved({ ...brand, logo: null });
    notify.success(LOGO_REMOVED_MESSAGE);
  }

  return (
    <FieldGroup
      legend="Logo"
      lead="Shown in the site’s header beside the business name (or alone, if you choose), on the sign-in page, as the browser tab’s icon and in link previews when the gallery has no photos."
    >
      {logo ? (
        <LogoPreviews logo={logo} />
      ) : (
        <p>No logo yet: the header shows the business name, and the tab shows the site’s standard icon.</p>
      )}
      <Actions>
        <FilePick accept={ACCEPT} aria-describedby={`${hintId} ${statusId}`} disabled={busy} onPick={handlePick}>
          {logo ? 'Replace the logo' : 'Upload a logo'}
        </FilePick>
        {logo && (
          <Button type="button" data-variant="danger" disabled={busy} onClick={() => setConfirmingRemoval(true)}>
            Remove the logo
          </Button>
        )}
      </Actions>
      <Hint id={hintId}>
        PNG, JPEG or WebP, up to {LOGO_UPLOAD_MAX_BYTES / BYTES_PER_MEGABYTE} MB. A PNG with a transparent background
        looks best. SVG files cannot be used.
      </Hint>
      <Status id={statusId} role="status">
        <UploadStatus upload={upload} barLabelId={barLabelId} />
      </Status>
      {confirmingRemoval && (
        <ConfirmDialog
          title="Remove the logo?"
          confirmLabel="Remove logo"
          pendingLabel="Removing…"
          onConfirm={remove}
          onClose={() => setConfirmingRemoval(false)}
        >
          The header shows the business name alone, and the tab icon and link previews go back to the site’s standard
          ones. You can upload a logo again at any time.
        </ConfirmDialog>
      )}
    </FieldGroup>
  );
}
