import { QUOTE_PHOTO_ACCEPT } from '@painting-site/gateway/contract/quote-requests';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { FilePick } from '@/components/ui/file-pick.tsx';
import { FieldErrorMessage } from '@/components/ui/form-field.tsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import { PHOTOS_HINT, PHOTOS_WITHOUT_SCRIPT } from '../photo-rules.ts';
import type { PhotoUploads } from './use-photo-uploads.ts';

// A row per photo picked, with its progress: not part of the page's first load. Fetched as soon as
// the visitor reaches for the picker (a press, or focus), so it is there when the files come back.
const loadPhotoRow = () => import('./photo-row.tsx');
const PhotoRow = lazy(() => loadPhotoRow().then(({ PhotoRow: Row }) => ({ default: Row })));
const preloadPhotoRow = () => void loadPhotoRow();

/** The file picker's words, and so its input's name. */
export const ADD_PHOTOS_LABEL = 'Add photos (optional)';

// Positioned: the file input sits, out of sight, inside it (components/ui/file-pick.tsx).
const Field = styled.div`
  position: relative;
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.sm};
`;

// Photos go up one by one, with progress, through the app. Where scripts are off, the form is
// posted by the browser itself, which cannot carry them: the picker gives way to a note.
const WithScript = styled.div`
  display: contents;

  @media (scripting: none) {
    display: none;
  }
`;

const WithoutScript = styled.p`
  display: none;

  @media (scripting: none) {
    display: block;
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-self: stretch;
  padding: 0;
  list-style: none;
`;

/**
 * "Add photos" on the quote form: a real file input (keyboard, screen readers), the photos picked
 * as rows with their progress, and a polite live region that tells each change. Renders the same
 * on the server as on the first client render: nothing here reads the browser until used.
 */
export function PhotoPicker({ uploads }: { uploads: PhotoUploads }) {
  const { photos, announcement, problem } = uploads;
  const fieldRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const problemId = useId();

  // Photos picked while the page waited for its script are still in the input: they go up now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the picker comes alive.
  useEffect(() => {
    const input = fieldRef.current?.querySelector<HTMLInputElement>('input[type="file"]');
    const early = [...(input?.files ?? [])];
    if (early.length === 0 || !input) return;
    input.value = '';
    uploads.addFiles(early);
  }, []);

  /** After a Remove, focus goes to the next photo's Remove, else back to the file input. */
  function removeAndMoveFocus(key: number) {
    const index = photos.findIndex((photo) => photo.key === key);
    const next = photos[index + 1];
    flushSync(() => uploads.remove(key));
    const field = fieldRef.current;
    const target =
      (next && field?.querySelector<HTMLElement>(`[data-photo-key="${next.key}"] [data-action="remove"]`)) ||
      field?.querySelector<HTMLElement>('input[type="file"]');
    target?.focus();
  }

  return (
    <Field ref={fieldRef} onFocus={preloadPhotoRow} onPointerDown={preloadPhotoRow}>
      <WithoutScript>{PHOTOS_WITHOUT_SCRIPT}</WithoutScript>
      <WithScript>
        <FilePick
          accept={QUOTE_PHOTO_ACCEPT}
          multiple
          data-variant="secondary"
          aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
          onPick={uploads.addFiles}
        >
          {ADD_PHOTOS_LABEL}
        </FilePick>
        <Hint id={hintId}>{PHOTOS_HINT}</Hint>
        {problem && <FieldErrorMessage id={problemId}>{problem}</FieldErrorMessage>}
        {photos.length > 0 && (
          <List aria-label="Photos">
            <Suspense fallback={null}>
              {photos.map((photo) => (
                <PhotoRow key={photo.key} photo={photo} onRemove={removeAndMoveFocus} onRetry={uploads.retry} />
              ))}
            </Suspense>
          </List>
        )}
        <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      </WithScript>
    </Field>
  );
}
