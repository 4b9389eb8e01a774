import type { GalleryItem } from '@painting-site/gateway/contract/gallery';
import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import { FilePick } from '@/components/ui/file-pick.tsx';
import { UPLOAD_ACCEPT } from '../upload-rules.ts';
import { PictureThumbnail } from './picture-thumbnail.tsx';
import { type BeforeUpload, useBeforeUpload } from './use-before-upload.ts';

const Area = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.mobile} {
    grid-column: 1 / -1;
  }
`;

const Caption = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 600;
`;

const Bar = styled.progress`
  flex: 1 1 8rem;
  height: 0.75rem;
  accent-color: ${({ theme }) => theme.colors.info};
`;

const Percent = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-variant-numeric: tabular-nums;
`;

const Status = styled.p`
  flex: 1 1 100%;
  font-size: ${({ theme }) => theme.fontSizes.small};

  &[data-failed='true'] {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;

function statusText(upload: BeforeUpload): string {
  switch (upload.status) {
    case 'idle':
      return '';
    case 'uploading':
      return 'Uploading the before picture…';
    case 'processing':
      return 'Processing…';
    case 'failed':
      return upload.error;
  }
}

type BeforePictureControlProps = {
  item: GalleryItem;
  onSaved: (item: GalleryItem) => void;
  /** Asks the owner first; the manager does the removing. */
  onRemove: (item: GalleryItem) => void;
};

/**
 * A photo's before picture in its row of the dashboard: its thumbnail with Replace and Remove,
 * or Add before picture; while one is sent, its progress; when it is refused, why.
 */
export function BeforePictureControl({ item, onSaved, onRemove }: BeforePictureControlProps) {
  const { upload, pick, busy } = useBeforeUpload(item, onSaved);
  const { before, title } = item;

  return (
    <Area>
      {before && (
        <>
          <PictureThumbnail image={before} alt={`Before: ${title}`} />
          <Caption>Before</Caption>
        </>
      )}
      {busy ? (
        <>
          {/* Processing has no measure: the bar then runs without a value (indeterminate). */}
          <Bar
            aria-label={`Before picture for ${title}`}
            max={upload.status === 'uploading' ? upload.size || 1 : undefined}
            value={upload.status === 'uploading' ? upload.sent : undefined}
          />
          {upload.status === 'uploading' && (
            <Percent aria-hidden="true">{upload.size > 0 ? Math.round((upload.sent / upload.size) * 100) : 0}%</Percent>
          )}
        </>
      ) : (
        <>
          <FilePick
            accept={UPLOAD_ACCEPT}
            onPick={pick}
            aria-label={`${before ? 'Replace' : 'Add'} before picture: ${title}`}
            data-variant="secondary"
            data-size="small"
          >
            {before ? 'Replace' : 'Add before picture'}
          </FilePick>
          {before && (
            <Button
              type="button"
              data-variant="secondary"
              data-size="small"
              aria-label={`Remove before picture: ${title}`}
              onClick={() => onRemove(item)}
            >
              Remove
            </Button>
          )}
        </>
      )}
      <Status role="status" data-failed={upload.status === 'failed' ? 'true' : undefined}>
        {statusText(upload)}
      </Status>
    </Area>
  );
}
