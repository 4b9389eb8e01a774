import type { GalleryItem } from '@painting-site/gateway/contract/gallery';
import { type DragEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import { FilePick } from '@/components/ui/file-pick.tsx';
import { UPLOAD_ACCEPT, UPLOAD_LIMIT_TEXT } from '../upload-rules.ts';
import { UploadList } from './upload-list.tsx';
import { usePhotoUploads } from './use-photo-uploads.ts';

const Zone = styled.div`
  position: relative;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px dashed ${({ theme }) => theme.colors.inkMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  transition: background-color 0.15s ease, border-color 0.15s ease;

  &[data-drop-ready='true'] {
    border-color: ${({ theme }) => theme.colors.info};
    background: color-mix(in srgb, ${({ theme }) => theme.colors.info} 8%, ${({ theme }) => theme.colors.surface});
  }

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Progress = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

function carriesFiles(event: DragEvent<HTMLElement>) {
  return event.dataTransfer.types.includes('Files');
}

/** The upload area: pick pictures or drop them on it; each one then shows how it is getting on. */
export function PhotoUploader({
  onAdded,
  onBatchDone,
}: {
  onAdded: (item: GalleryItem) => void;
  /** The batch's new items, in the order the owner picked them. */
  onBatchDone?: (items: GalleryItem[]) => void;
}) {
  const hintId = useId();
  const [dropReady, setDropReady] = useState(false);
  const { uploads, addFiles, clearFinished } = usePhotoUploads(onAdded, onBatchDone);
  const busy = uploads.some((upload) => upload.status !== 'added' && upload.status !== 'failed');

  function handleDragOver(event: DragEvent<HTMLElement>) {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDropReady(true);
  }

  function handleDragLeave(event: DragEvent<HTMLElement>) {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setDropReady(false);
  }

  function handleDrop(event: DragEvent<HTMLElement>) {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setDropReady(false);
    addFiles([...event.dataTransfer.files]);
  }

  return (
    <Progress>
      <Zone
        data-drop-ready={dropReady ? 'true' : undefined}
        onDragOver={handleDragOver}
        onDragLeave={handleDragLeave}
        onDrop={handleDrop}
      >
        <FilePick accept={UPLOAD_ACCEPT} multiple aria-describedby={hintId} onPick={addFiles}>
          Add photos
        </FilePick>
        <Hint id={hintId}>
          Or drop pictures here. JPEG, PNG, WebP, HEIC or AVIF, up to {UPLOAD_LIMIT_TEXT} each. Location and camera
          details are removed.
        </Hint>
      </Zone>
      {uploads.length > 0 && (
        <>
          <UploadList uploads={uploads} />
          {!busy && (
            <div>
              <Button type="button" data-variant="secondary" data-size="small" onClick={clearFinished}>
                Clear this list
              </Button>
            </div>
          )}
        </>
      )}
    </Progress>
  );
}
