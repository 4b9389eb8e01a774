import type { GalleryItem } from '@painting-site/gateway/contract/gallery';
import { useId } from 'react';
import styled from 'styled-components';
import { FieldErrorMessage } from '@/components/ui/form-field.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { useFormSubmission } from '@/lib/use-form-submission.ts';
import { saveShareImage } from '../api/save-share-image.ts';

export const SHARE_IMAGE_SAVED_MESSAGE = 'Link-preview picture saved. Shared links show it from now on.';
/** The choice of no picture, as the radio button holds it. */
const DEFAULT_CHOICE = '';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.h3};
  font-weight: 700;
`;

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 10rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

// The whole card is the radio button's label: a big target, and the picture is part of its name's context.
const Choice = styled.label`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.accent};
  }

  &:has(input:focus-visible) {
    outline: 3px solid var(--focus-ring);
    outline-offset: 2px;
  }

  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Name = styled.span`
  display: flex;
  align-items: start;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Thumb = styled.img`
  width: 100%;
  aspect-ratio: 1200 / 630;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const NoPicture = styled.span`
  display: grid;
  place-items: center;
  aspect-ratio: 1200 / 630;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px dashed ${({ theme }) => theme.colors.inkMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
  text-align: center;
`;

const smallestVariant = (item: GalleryItem) => [...item.image.variants].sort((a, b) => a.width - b.width)[0];

type ShareImagePickerProps = {
  pictures: readonly GalleryItem[];
  /** The gallery item picked now; null for the default. */
  picked: number | null;
  onSaved: (galleryItemId: number | null) => void;
};

/**
 * The picture a shared link to the site shows (Facebook, messages, …): one of the gallery's, or
 * none, for the first featured picture. Radio buttons, so the arrow keys move between them.
 */
export function ShareImagePicker({ pictures, picked, onSaved }: ShareImagePickerProps) {
  const errorId = useId();
  const form = useFormSubmission({
    initialValues: { galleryItemId: picked === null ? DEFAULT_CHOICE : String(picked) },
    fields: ['galleryItemId'],
    validate: () => ({}),
    send: ({ galleryItemId }) => saveShareImage(galleryItemId === DEFAULT_CHOICE ? null : Number(galleryItemId)),
    onSuccess: (saved) => {
      onSaved(saved.galleryItemId);
      notify.success(SHARE_IMAGE_SAVED_MESSAGE);
    },
  });
  const { messages, pending, formRef, radioField, handleSubmit } = form;
  const error = messages.galleryItemId;

  const radio = (value: string) => <input {...radioField('galleryItemId', value)} />;

  return (
    <Form ref={formRef} noValidate onSubmit={handleSubmit} aria-label="Link-preview picture">
      <Fieldset
        role="radiogroup"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <Legend>Picture for link previews</Legend>
        <p>
          Shown when someone shares a link to the site. Without a pick, the first picture marked “featured” in the
          gallery is shown.
        </p>
        <Choices>
          <Choice>
            <NoPicture aria-hidden="true">First featured picture</NoPicture>
            <Name>
              {radio(DEFAULT_CHOICE)}
              None: use the default
            </Name>
          </Choice>
          {pictures.map((item) => (
            <Choice key={item.id}>
              {/* The title names the choice; the picture shows it. */}
              <Thumb src={smallestVariant(item)?.url} alt="" loading="lazy" />
              <Name>
                {radio(String(item.id))}
                {item.title}
              </Name>
            </Choice>
          ))}
        </Choices>
        {error && <FieldErrorMessage id={errorId}>{error}</FieldErrorMessage>}
      </Fieldset>
      <div>
        <PendingButton pending={pending} pendingLabel="Saving…">
          Save the picture
        </PendingButton>
      </div>
    </Form>
  );
}
