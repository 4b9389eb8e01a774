import type { GalleryItem } from '@painting-site/gateway/contract/gallery';
import { useRef, useState } from 'react';
import { notify } from '@/components/ui/toast/notify.ts';
import { ApiError } from '@/lib/api-client.ts';
import { notifyApiError } from '@/lib/notify-api-error.ts';
import { uploadBeforePicture } from '../api/upload-before-picture.ts';
import { uploadFailureMessage, uploadRefusal } from '../upload-rules.ts';

const SESSION_ENDED = 401;

/** Where one project's before picture is on its way, as its row shows it. */
export type BeforeUpload =
  | { status: 'idle' }
  | { status: 'uploading'; size: number; sent: number }
  | { status: 'processing' }
  | { status: 'failed'; error: string };

export const beforeSavedMessage = (title: string) => `Before picture saved for “${title}”.`;

/**
 * Sends the picture picked as a project's before picture (checked here first, then by the
 * gateway), with its progress; on success the row gets the item back, carrying it.
 */
export function useBeforeUpload(item: GalleryItem, onSaved: (item: GalleryItem) => void) {
  const [upload, setUpload] = useState<BeforeUpload>({ status: 'idle' });
  const saved = useRef(onSaved);
  saved.current = onSaved;

  function pick([file]: File[]) {
    if (!file) return;
    const refusal = uploadRefusal(file);
    if (refusal) {
      setUpload({ status: 'failed', error: refusal });
      return;
    }
    setUpload({ status: 'uploading', size: file.size, sent: 0 });
    uploadBeforePicture(item.id, file, {
      onProgress: (sent) => setUpload({ status: 'uploading', size: file.size, sent }),
      onSent: () => setUpload({ status: 'processing' }),
    }).then(
      (updated) => {
        setUpload({ status: 'idle' });
        notify.success(beforeSavedMessage(updated.title));
        saved.current(updated);
      },
      (error: unknown) => {
        setUpload({ status: 'failed', error: uploadFailureMessage(error) });
        // The app is on its way to sign-in: say why, as every other call does.
        if (error instanceof ApiError && error.status === SESSION_ENDED) notifyApiError(error);
      },
    );
  }

  return { upload, pick, busy: upload.status === 'uploading' || upload.status === 'processing' };
}
