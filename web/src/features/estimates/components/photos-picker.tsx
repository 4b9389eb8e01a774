import { ESTIMATE_LIMITS } from '@painting-site/gateway/contract/estimates';
import {
  QUOTE_PHOTO_ACCEPT,
  QUOTE_PHOTO_FIELD,
  QUOTE_PHOTO_MAX_BYTES,
  type QuoteRequestPhoto,
} from '@painting-site/gateway/contract/quote-requests';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import { FieldGroup } from '@/components/ui/field-group.tsx';
import { FilePick } from '@/components/ui/file-pick.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { BYTES_PER_MEGABYTE } from '@/lib/file-size.ts';
import { notifyApiError } from '@/lib/notify-api-error.ts';
import { usePrivatePicture } from '@/lib/use-private-picture.ts';
import { addRequestPhoto } from '../api/add-request-photo.ts';
import { getRequestThumbnail } from '../api/get-request-thumbnail.ts';
import type { EditorContext } from './editor-context.ts';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
`;

const Choice = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.accent};
  }

  &:focus-within {
    outline: 3px solid var(--focus-ring);
    outline-offset: 2px;
  }
`;

const Frame = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
  text-align: center;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Tick = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  font-weight: 600;

  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

type PhotoChoiceProps = {
  requestId: number;
  photo: QuoteRequestPhoto;
  name: string;
  checked: boolean;
  /** No more may be ticked: the limit is reached and this one is not among them. */
  locked: boolean;
  onToggle: (checked: boolean) => void;
};

function PhotoChoice({ requestId, photo, name, checked, locked, onToggle }: PhotoChoiceProps) {
  const thumbnail = usePrivatePicture(`${requestId}/${photo.id}`, (signal) =>
    getRequestThumbnail(requestId, photo.id, signal),
  );
  return (
    <li>
      <Choice>
        <Frame>
          {thumbnail.status === 'ready' && <img src={thumbnail.url} alt="" />}
          {thumbnail.status === 'loading' && <Spinner decorative />}
          {thumbnail.status === 'error' && <span aria-hidden="true">Not loaded</span>}
        </Frame>
        <Tick>
          <input
            type="checkbox"
            checked={checked}
            aria-disabled={locked || undefined}
            onChange={(event) => !locked && onToggle(event.target.checked)}
          />
          Show {name}
        </Tick>
      </Choice>
      {thumbnail.status === 'error' && (
        <Button type="button" data-variant="secondary" data-size="small" onClick={thumbnail.retry}>
          Try again<VisuallyHidden> to load {name}</VisuallyHidden>
        </Button>
      )}
    </li>
  );
}

/** The owner's photo on its way to the request, as the picker tells it. */
type PhotoUpload =
  | { status: 'idle' }
  | { status: 'sending'; name: string; percent: number }
  | { status: 'processing'; name: string }
  | { status: 'failed'; name: string; error: string };

const SESSION_ENDED = 401;
const PAYLOAD_TOO_LARGE = 413;
const TOO_LARGE = `That photo is larger than ${QUOTE_PHOTO_MAX_BYTES / BYTES_PER_MEGABYTE} MB.`;
const SERVER_FAILED = 'The server could not take this photo. Try again in a moment.';

function failureWords(error: unknown): string {
  if (!(error instanceof ApiError)) return SERVER_FAILED;
  // A proxy may refuse a big file before the gateway sees it, without the gateway's words.
  if (error.status === PAYLOAD_TOO_LARGE) return TOO_LARGE;
  return error.fields[QUOTE_PHOTO_FIELD] ?? error.message;
}

const Adding = styled.div`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  justify-items: start;
  margin-top: ${({ theme }) => theme.space.sm};
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

type PhotosPickerProps = {
  context: EditorContext;
  requestId: number;
  photos: QuoteRequestPhoto[];
};

/** The words a photo is named by: the customer's by their place, the owner's as hers. */
function photoNames(photos: QuoteRequestPhoto[]): string[] {
  const customers = photos.filter((photo) => photo.addedBy !== 'owner');
  const own = photos.filter((photo) => photo.addedBy === 'owner');
  return photos.map((photo) =>
    photo.addedBy === 'owner'
      ? `your photo ${own.indexOf(photo) + 1}`
      : `photo ${customers.indexOf(photo) + 1} of ${customers.length}`,
  );
}

/**
 * The request's photos, each ticked to be shown with the estimate (up to the limit), and the
 * owner's own added here (the rooms she measured): each goes to the request, ticked at once.
 */
export function PhotosPicker({ context, requestId, photos }: PhotosPickerProps) {
  const { editor } = context;
  const hintId = useId();
  const [added, setAdded] = useState<QuoteRequestPhoto[]>([]);
  const [upload, setUpload] = useState<PhotoUpload>({ status: 'idle' });
  const sending = useRef(false);
  const shown = [...photos, ...added.filter((photo) => !photos.some((each) => each.id === photo.id))];
  const names = photoNames(shown);
  const chosen = editor.values.photoIds;
  const full = chosen.length >= ESTIMATE_LIMITS.photosMax;

  function toggle(id: string, checked: boolean) {
    // Kept in the request's order, whatever order they were ticked in.
    const next = shown.map((photo) => photo.id).filter((each) => (each === id ? checked : chosen.includes(each)));
    editor.setField('photoIds', next);
  }

  async function send(files: File[]) {
    if (sending.current) return;
    sending.current = true;
    let all = shown;
    let ticked = chosen;
    try {
      // One after the other: a phone's upload shares its one connection anyway.
      for (const file of files) {
        const { name } = file;
        if (file.size > QUOTE_PHOTO_MAX_BYTES) {
          setUpload({ status: 'failed', name, error: TOO_LARGE });
          return;
        }
        setUpload({ status: 'sending', name, percent: 0 });
        let photo: QuoteRequestPhoto;
        try {
          photo = await addRequestPhoto(requestId, file, {
            onProgress: (sent, total) =>
              setUpload({ status: 'sending', name, percent: Math.round((sent / (total || 1)) * 100) }),
            onSent: () => setUpload({ status: 'processing', name }),
          });
        } catch (error) {
          setUpload({ status: 'failed', name, error: failureWords(error) });
          // The app is on its way to sign-in; the toast says why.
          if (error instanceof ApiError && error.status === SESSION_ENDED) notifyApiError(error);
          return;
        }
        all = [...all, photo];
        setAdded((current) => [...current, photo]);
        if (ticked.length < ESTIMATE_LIMITS.photosMax) {
          ticked = all.map((each) => each.id).filter((id) => id === photo.id || ticked.includes(id));
          editor.setField('photoIds', ticked);
        }
      }
      setUpload({ status: 'idle' });
    } finally {
      sending.current = false;
    }
  }

  const busy = upload.status === 'sending' || upload.status === 'processing';
  return (
    <FieldGroup
      legend="Photos"
      lead={`The request's photos and your own, to show with the estimate: up to ${ESTIMATE_LIMITS.photosMax}.`}
      error={editor.messages.photoIds}
    >
      {shown.length > 0 && (
        <Grid>
          {shown.map((photo, index) => {
            const name = names[index] ?? `photo ${index + 1}`;
            return (
              <PhotoChoice
                key={photo.id}
                requestId={requestId}
                photo={photo}
                name={name}
                checked={chosen.includes(photo.id)}
                locked={full && !chosen.includes(photo.id)}
                onToggle={(checked) => toggle(photo.id, checked)}
              />
            );
          })}
        </Grid>
      )}
      <Adding>
        <FilePick
          accept={QUOTE_PHOTO_ACCEPT}
          multiple
          disabled={busy}
          aria-describedby={hintId}
          data-variant="secondary"
          onPick={(files) => void send(files)}
        >
          Add a photo
        </FilePick>
        <p id={hintId}>
          A photo you took (JPEG, PNG, WebP or HEIC, up to {QUOTE_PHOTO_MAX_BYTES / BYTES_PER_MEGABYTE} MB): it is kept
          with the request, its location taken out.
        </p>
        <div role="status">
          {upload.status === 'sending' && `Adding ${upload.name}… ${upload.percent}%`}
          {upload.status === 'processing' && `Adding ${upload.name}… almost done`}
        </div>
        {upload.status === 'failed' && (
          <Failure role="alert">{`${upload.name} was not added: ${upload.error}`}</Failure>
        )}
      </Adding>
    </FieldGroup>
  );
}
