import { QUOTE_PHOTOS_MAX } from '@painting-site/gateway/contract/quote-requests';
import { useEffect, useRef, useState } from 'react';
import type { FormTokenSource } from '../api/submit-quote-request.ts';
import { photoFailureMessage, photoRefusal } from '../photo-rules.ts';

// The sending and preview code loads with the first photo picked: most visitors attach none, and
// the contact page's first load carries only the picker.
const loadUploader = () => import('../api/upload-quote-photo.ts');
const loadPreview = () => import('../photo-preview.ts');

/** Uploading, then attached (its receipt goes with the request) or failed; refused never left the browser. */
export type PhotoStatus = 'uploading' | 'attached' | 'failed' | 'refused';

/** One photo the visitor picked, as its row shows it. */
export type QuotePhoto = {
  key: number;
  name: string;
  status: PhotoStatus;
  /** Of the bytes sent, while uploading. */
  percent: number;
  /** Every byte is out: the gateway is checking the photo. */
  sent: boolean;
  /** A small picture of it (a data: address), when the browser can read the file. */
  preview: string | null;
  /** Why it failed or was refused, in the visitor's words. */
  message?: string;
  /** The gateway's receipt, once attached. */
  receiptId?: string;
};

/** What goes with the request: the attached photos' receipts, and the names of those that will not. */
export type SettledPhotos = { ids: string[]; leftOut: string[] };

const PERCENT = 100;

/** Counts towards the request's photos: everything except what was refused here. */
const takesRoom = (photo: QuotePhoto) => photo.status !== 'refused';

function isAbort(error: unknown) {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The quote form's photos: each sent as soon as it is picked, with its own progress and outcome.
 * A failed photo fails alone and never holds the request back: `settle` waits for the ones on
 * their way, then hands over the receipts of those attached.
 */
export function usePhotoUploads(tokens: FormTokenSource) {
  const [photos, setPhotos] = useState<readonly QuotePhoto[]>([]);
  /** The last change, for the polite live region. */
  const [announcement, setAnnouncement] = useState('');
  /** What the gateway said about the photos as a whole when the request was sent. */
  const [problem, setProblem] = useState<string | null>(null);
  // The list as of now, for callbacks that outlive the render they were made in.
  const current = useRef<readonly QuotePhoto[]>([]);
  const files = useRef(new Map<number, File>());
  const inFlight = useRef(new Map<number, { controller: AbortController; done: Promise<void> }>());
  const nextKey = useRef(1);

  function commit(next: readonly QuotePhoto[]) {
    current.current = next;
    setPhotos(next);
  }

  function change(key: number, changes: Partial<QuotePhoto>) {
    commit(current.current.map((photo) => (photo.key === key ? { ...photo, ...changes } : photo)));
  }

  const isListed = (key: number) => current.current.some((photo) => photo.key === key);

  function send(key: number, file: File) {
    const controller = new AbortController();
    const done = tokens
      .current()
      .then(async ({ token }) => {
        const { uploadQuotePhoto } = await loadUploader();
        return uploadQuotePhoto(file, token, {
          signal: controller.signal,
          onProgress: (loaded, total) => {
            if (total > 0) change(key, { percent: Math.round((loaded / total) * PERCENT) });
          },
          onSent: () => change(key, { percent: PERCENT, sent: true }),
        });
      })
      .then(
        (receipt) => {
          if (!isListed(key)) return;
          change(key, { status: 'attached', receiptId: receipt.id, percent: PERCENT });
          setAnnouncement(`${file.name} attached.`);
        },
        (error: unknown) => {
          if (isAbort(error) || !isListed(key)) return;
          const message = photoFailureMessage(error);
          change(key, { status: 'failed', message });
          setAnnouncement(`${file.name} could not be attached: ${message}`);
        },
      )
      .finally(() => {
        if (inFlight.current.get(key)?.controller === controller) inFlight.current.delete(key);
      });
    inFlight.current.set(key, { controller, done });
  }

  function showPreview(key: number, file: File) {
    void loadPreview()
      .then(({ photoPreview }) => photoPreview(file))
      .then(
        (preview) => {
          if (preview && isListed(key)) change(key, { preview });
        },
        // No preview is no loss: the row shows the file's name.
        () => undefined,
      );
  }

  /** Takes the picked files: each acceptable one is sent at once, the rest are listed with why not. */
  function addFiles(picked: readonly File[]) {
    if (picked.length === 0) return;
    let room = QUOTE_PHOTOS_MAX - current.current.filter(takesRoom).length;
    const fresh: QuotePhoto[] = [];
    const accepted: { key: number; file: File }[] = [];
    for (const file of picked) {
      const key = nextKey.current++;
      const refusal = photoRefusal(file, room);
      fresh.push({
        key,
        name: file.name,
        status: refusal ? 'refused' : 'uploading',
        percent: 0,
        sent: false,
        preview: null,
        ...(refusal ? { message: refusal } : {}),
      });
      if (!refusal) {
        room -= 1;
        accepted.push({ key, file });
      }
    }
    commit([...current.current, ...fresh]);
    setProblem(null);
    for (const { key, file } of accepted) {
      files.current.set(key, file);
      send(key, file);
      showPreview(key, file);
    }
    const refused = fresh.filter((photo) => photo.status === 'refused');
    const uploading = accepted.length === 1 ? 'Uploading 1 photo.' : `Uploading ${accepted.length} photos.`;
    const notAdded = refused.map((photo) => `${photo.name}: ${photo.message}`).join(' ');
    setAnnouncement([accepted.length > 0 ? uploading : '', notAdded].filter(Boolean).join(' '));
  }

  /** Takes a photo off the request, stopping its upload if it is still going. */
  function remove(key: number) {
    const photo = current.current.find((candidate) => candidate.key === key);
    if (!photo) return;
    inFlight.current.get(key)?.controller.abort();
    inFlight.current.delete(key);
    files.current.delete(key);
    commit(current.current.filter((candidate) => candidate.key !== key));
    setProblem(null);
    setAnnouncement(`${photo.name} removed.`);
  }

  /** Sends a failed photo again. */
  function retry(key: number) {
    const file = files.current.get(key);
    if (!file) return;
    change(key, { status: 'uploading', percent: 0, sent: false });
    setProblem(null);
    setAnnouncement(`Uploading ${file.name} again.`);
    send(key, file);
  }

  /** Waits for the photos on their way; failed and refused ones are left out, never waited on. */
  async function settle(): Promise<SettledPhotos> {
    while (inFlight.current.size > 0) {
      await Promise.all([...inFlight.current.values()].map(({ done }) => done));
    }
    const ids: string[] = [];
    const leftOut: string[] = [];
    for (const photo of current.current) {
      if (photo.status === 'attached' && photo.receiptId) ids.push(photo.receiptId);
      else leftOut.push(photo.name);
    }
    return { ids, leftOut };
  }

  /** Forgets every photo (the request is in, a new one starts), stopping any upload. */
  function reset() {
    for (const { controller } of inFlight.current.values()) controller.abort();
    inFlight.current.clear();
    files.current.clear();
    commit([]);
    setProblem(null);
    setAnnouncement('');
  }

  // Leaving the page stops the uploads nobody will send.
  useEffect(() => {
    const uploads = inFlight.current;
    return () => {
      for (const { controller } of uploads.values()) controller.abort();
    };
  }, []);

  return {
    photos,
    announcement,
    problem,
    setProblem,
    /** Some photo is still on its way. */
    uploading: photos.some((photo) => photo.status === 'uploading'),
    addFiles,
    remove,
    retry,
    settle,
    reset,
  };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
