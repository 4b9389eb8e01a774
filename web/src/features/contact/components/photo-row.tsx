import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import type { QuotePhoto } from './use-photo-uploads.ts';

const THUMB_SIZE = '4rem';

const Row = styled.li`
  display: grid;
  grid-template-columns: ${THUMB_SIZE} minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  align-items: center;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};

  &[data-status='attached'] {
    border-left-color: ${({ theme }) => theme.colors.success};
  }

  &[data-status='failed'],
  &[data-status='refused'] {
    border-left-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Thumb = styled.div`
  display: grid;
  place-items: center;
  width: ${THUMB_SIZE};
  height: ${THUMB_SIZE};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.inkMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const FileName = styled.p`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.small};

  progress {
    flex: 1;
    height: 0.75rem;
    accent-color: ${({ theme }) => theme.colors.info};
  }
`;

const Outcome = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.small};

  [data-status='attached'] & {
    color: ${({ theme }) => theme.colors.success};
    font-weight: 600;
  }

  /* danger on the white card is 6.6:1, so it serves as text here. */
  [data-status='failed'] &,
  [data-status='refused'] & {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A picture that is no picture yet: what shows for a file this browser cannot draw (HEIC). */
function FileIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm7 1.5V9h5.5zM7 18h10l-3.2-4.3-2.5 3.2-1.7-2.1z" />
    </svg>
  );
}

function outcomeText(photo: QuotePhoto): string {
  if (photo.status === 'attached') return 'Attached';
  return photo.message ?? '';
}

type PhotoRowProps = {
  photo: QuotePhoto;
  onRemove: (key: number) => void;
  onRetry: (key: number) => void;
};

/** One picked photo: its preview and name, its upload's progress or outcome, and what to do with it. */
export function PhotoRow({ photo, onRemove, onRetry }: PhotoRowProps) {
  const { key, name, status, percent } = photo;
  return (
    <Row data-status={status} data-photo-key={key}>
      <Thumb>{photo.preview ? <img src={photo.preview} alt="" /> : <FileIcon />}</Thumb>
      <Body>
        <FileName>{name}</FileName>
        {status === 'uploading' ? (
          <Progress>
            {/* Once every byte is out the gateway checks the photo: the bar then runs without a value. */}
            <progress aria-label={`Uploading ${name}`} max={100} value={photo.sent ? undefined : percent} />
            <span>{photo.sent ? 'Checking…' : `${percent}%`}</span>
          </Progress>
        ) : (
          <Outcome>{outcomeText(photo)}</Outcome>
        )}
        <Actions>
          {status === 'failed' && (
            <Button
              type="button"
              data-variant="secondary"
              data-size="small"
              aria-label={`Try again to attach ${name}`}
              onClick={() => onRetry(key)}
            >
              Try again
            </Button>
          )}
          <Button
            type="button"
            data-variant="secondary"
            data-size="small"
            data-action="remove"
            aria-label={`Remove ${name}`}
            onClick={() => onRemove(key)}
          >
            Remove
          </Button>
        </Actions>
      </Body>
    </Row>
  );
}
