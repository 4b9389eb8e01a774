import { ESTIMATE_LIMITS } from '@painting-site/gateway/contract/estimates';
import type { QuoteRequestPhoto } from '@painting-site/gateway/contract/quote-requests';
import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import { FieldGroup } from '@/components/ui/field-group.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import type { EditorContext } from './editor-context.ts';
import { useRequestThumbnail } from './use-request-thumbnail.ts';

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
  const thumbnail = useRequestThumbnail(requestId, photo.id);
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

type PhotosPickerProps = {
  context: EditorContext;
  requestId: number;
  photos: QuoteRequestPhoto[];
};

/** The request's photos, each ticked to be shown with the estimate (up to the limit). Nothing when there are none. */
export function PhotosPicker({ context, requestId, photos }: PhotosPickerProps) {
  const { editor } = context;
  const chosen = editor.values.photoIds;
  if (photos.length === 0) return null;
  const full = chosen.length >= ESTIMATE_LIMITS.photosMax;

  function toggle(id: string, checked: boolean) {
    // Kept in the request's order, whatever order they were ticked in.
    const next = photos.map((photo) => photo.id).filter((each) => (each === id ? checked : chosen.includes(each)));
    editor.setField('photoIds', next);
  }

  return (
    <FieldGroup
      legend="Photos"
      lead={`The request's photos to show with the estimate, up to ${ESTIMATE_LIMITS.photosMax}.`}
      error={editor.messages.photoIds}
    >
      <Grid>
        {photos.map((photo, index) => (
          <PhotoChoice
            key={photo.id}
            requestId={requestId}
            photo={photo}
            name={`photo ${index + 1} of ${photos.length}`}
            checked={chosen.includes(photo.id)}
            locked={full && !chosen.includes(photo.id)}
            onToggle={(checked) => toggle(photo.id, checked)}
          />
        ))}
      </Grid>
    </FieldGroup>
  );
}
