import type { GalleryItem } from '@painting-site/gateway/contract/gallery';
import { useRef, useState } from 'react';
import { notify } from '@/components/ui/toast/notify.ts';
import { GALLERY_UPLOAD_CONCURRENCY } from '@/config/constants.ts';
import { ApiError } from '@/lib/api-client.ts';
import { notifyApiError } from '@/lib/notify-api-error.ts';
import { uploadPhoto } from '../api/upload-photo.ts';
import { uploadFailureMessage, uploadRefusal } from '../upload-rules.ts';

export type UploadStatus = 'waiting' | 'uploading' | 'processing' | 'added' | 'failed';

/** One file on its way into the gallery, as the list of uploads shows it. */
export type Upload = {
  key: number;
  name: string;
  size: number;
  status: UploadStatus;
  /** Bytes sent so far, while uploading. */
  sent: number;
  /** Why it failed, in the owner's words. */
  error?: string;
};

const SESSION_ENDED = 401;

function photos(count: number) {
  return count === 1 ? '1 photo' : `${count} photos`;
}

type Batch = {
  added: number;
  failed: number;
  /** The files sent, in the order the owner picked them, with the item each became. */
  picked: number[];
  items: Map<number, GalleryItem>;
};

const newBatch = (): Batch => ({ added: 0, failed: 0, picked: [], items: new Map() });

/**
 * Uploads pictures a few at a time, each with its own progress and outcome: a file refused
 * here or by the gateway fails alone, the others carry on. One toast sums up each batch, and
 * `onBatchDone` gets the batch's new items in the order they were picked (they arrive in the
 * order they finish).
 */
export function usePhotoUploads(
  onAdded: (item: GalleryItem) => void,
  onBatchDone: (items: GalleryItem[]) => void = () => {},
) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const queue = useRef<{ key: number; file: File }[]>([]);
  const running = useRef(0);
  const nextKey = useRef(1);
  const batch = useRef<Batch>(newBatch());
  const added = useRef(onAdded);
  added.current = onAdded;
  const batchDone = useRef(onBatchDone);
  batchDone.current = onBatchDone;

  function change(key: number, changes: Partial<Upload>) {
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...changes } : upload)));
  }

  function finishBatchIfDone() {
    if (running.current > 0 || queue.current.length > 0) return;
    const { added: addedCount, failed, picked, items } = batch.current;
    batch.current = newBatch();
    const inBatch = picked.flatMap((key) => items.get(key) ?? []);
    if (inBatch.length > 0) batchDone.current(inBatch);
    if (failed === 0 && addedCount > 0) notify.success(`${photos(addedCount)} added to the gallery.`);
    else if (addedCount === 0 && failed > 0) notify.error(`${photos(failed)} could not be added. The list says why.`);
    else if (failed > 0)
      notify.error(`${photos(addedCount)} added; ${photos(failed)} could not be. The list says why.`);
  }

  function send(key: number, file: File) {
    running.current += 1;
    change(key, { status: 'uploading' });
    uploadPhoto(file, {
      onProgress: (sent) => change(key, { sent }),
      onSent: () => change(key, { status: 'processing', sent: file.size }),
    })
      .then(
        (item) => {
          batch.current.added += 1;
          batch.current.items.set(key, item);
          change(key, { status: 'added' });
          added.current(item);
        },
        (error: unknown) => {
          if (error instanceof ApiError && error.status === SESSION_ENDED) {
            // The app is on its way to sign-in: the rest would be refused too, and the list is gone.
            for (const waiting of [{ key }, ...queue.current]) {
              change(waiting.key, { status: 'failed', error: error.message });
            }
            queue.current = [];
            batch.current = newBatch();
            notifyApiError(error);
            return;
          }
          batch.current.failed += 1;
          change(key, { status: 'failed', error: uploadFailureMessage(error) });
        },
      )
      .finally(() => {
        running.current -= 1;
        startWaiting();
      });
  }

  function startWaiting() {
    while (running.current < GALLERY_UPLOAD_CONCURRENCY) {
      const next = queue.current.shift();
      if (!next) break;
      send(next.key, next.file);
    }
    finishBatchIfDone();
  }

  /** Takes files from the picker or a drop: the acceptable ones queue up, the rest fail at once. */
  function addFiles(files: Iterable<File>) {
    const fresh: Upload[] = [];
    for (const file of files) {
      const key = nextKey.current++;
      const refusal = uploadRefusal(file);
      if (refusal) batch.current.failed += 1;
      else {
        queue.current.push({ key, file });
        batch.current.picked.push(key);
      }
      fresh.push({
        key,
        name: file.name,
        size: file.size,
        status: refusal ? 'failed' : 'waiting',
        sent: 0,
        ...(refusal ? { error: refusal } : {}),
      });
    }
    if (fresh.length === 0) return;
    setUploads((current) => [...current, ...fresh]);
    startWaiting();
  }

  /** Forgets the finished uploads (added or failed); those still going stay. */
  function clearFinished() {
    setUploads((current) => current.filter((upload) => upload.status !== 'added' && upload.status !== 'failed'));
  }

  return { uploads, addFiles, clearFinished };
}
