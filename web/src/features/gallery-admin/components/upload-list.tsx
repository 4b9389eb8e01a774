import { useId } from 'react';
import styled from 'styled-components';
import { StackList } from '@/components/ui/card-list.tsx';
import { formatFileSize } from '@/lib/file-size.ts';
import type { Upload } from './use-photo-uploads.ts';

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.inkMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};

  &[data-status='added'] {
    border-left-color: ${({ theme }) => theme.colors.success};
  }

  &[data-status='failed'] {
    border-left-color: ${({ theme }) => theme.colors.danger};
  }

  &[data-status='uploading'],
  &[data-status='processing'] {
    border-left-color: ${({ theme }) => theme.colors.info};
  }
`;

const FileName = styled.p`
  min-width: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Size = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
  white-space: nowrap;
`;

const Bar = styled.progress`
  grid-column: 1 / -1;
  width: 100%;
  height: 0.75rem;
  accent-color: ${({ theme }) => theme.colors.info};
`;

const Outcome = styled.p`
  grid-column: 1 / -1;
  font-size: ${({ theme }) => theme.fontSizes.small};

  [data-status='failed'] > & {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;

function outcomeText(upload: Upload): string {
  switch (upload.status) {
    case 'waiting':
      return 'Waiting…';
    case 'uploading':
      return `Uploading… ${upload.size > 0 ? Math.round((upload.sent / upload.size) * 100) : 0}%`;
    case 'processing':
      return 'Processing…';
    case 'added':
      return 'Added to the gallery.';
    case 'failed':
      return upload.error ?? 'Could not be added.';
  }
}

function UploadRow({ upload }: { upload: Upload }) {
  const nameId = useId();
  const sending = upload.status === 'waiting' || upload.status === 'uploading' || upload.status === 'processing';
  return (
    <Item data-status={upload.status}>
      <FileName id={nameId}>{upload.name}</FileName>
      <Size>{formatFileSize(upload.size)}</Size>
      {/* Processing has no measure: the bar then runs without a value (indeterminate). */}
      {(sending || upload.status === 'added') && (
        <Bar
          aria-labelledby={nameId}
          max={upload.size || 1}
          value={
            upload.status === 'processing' ? undefined : upload.status === 'added' ? upload.size || 1 : upload.sent
          }
        />
      )}
      <Outcome>{outcomeText(upload)}</Outcome>
    </Item>
  );
}

/** Each file sent or refused, with its own progress bar and outcome. */
export function UploadList({ uploads }: { uploads: readonly Upload[] }) {
  return (
    <StackList aria-label="Uploads">
      {uploads.map((upload) => (
        <UploadRow key={upload.key} upload={upload} />
      ))}
    </StackList>
  );
}
