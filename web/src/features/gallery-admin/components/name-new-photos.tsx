import type { GalleryCategory, GalleryItem } from '@painting-site/gateway/contract/gallery';
import { type Ref, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { StackList } from '@/components/ui/card-list.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { useGalleryItemForm } from '../use-gallery-item-form.ts';
import { PhotoTitleFields } from './photo-title-fields.tsx';
import { PictureThumbnail } from './picture-thumbnail.tsx';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.highlight};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.body};
  }
`;

const Row = styled.form`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  align-items: start;
`;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const FileName = styled.p`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const photoPublishedMessage = (title: string) => `“${title}” is on your website.`;

type TitleRowProps = {
  item: GalleryItem;
  categories: readonly GalleryCategory[];
  titleRef?: Ref<HTMLInputElement> | undefined;
  onSaved: (item: GalleryItem) => void;
};

/** One new photo's title and category: saving them puts it on the website. */
function TitleRow({ item, categories, titleRef, onSaved }: TitleRowProps) {
  const nameId = useId();
  const form = useGalleryItemForm(item, {
    changes: (values) => ({ title: values.title.trim(), category: values.category }),
    savedMessage: (saved) => photoPublishedMessage(saved.title),
    onSaved,
  });

  return (
    <li>
      <Row ref={form.formRef} noValidate aria-labelledby={nameId} onSubmit={form.handleSubmit}>
        <PictureThumbnail image={item.image} alt="" />
        <Fields>
          <FileName id={nameId}>{item.title}</FileName>
          <PhotoTitleFields form={form} categories={categories} titleRef={titleRef} />
          <div>
            <PendingButton pending={form.pending} pendingLabel="Saving…">
              Save and show on website
            </PendingButton>
          </div>
        </Fields>
      </Row>
    </li>
  );
}

type NameNewPhotosProps = {
  /** The photos of the last uploads that came with a camera's file name, in the order they were picked. */
  items: readonly GalleryItem[];
  categories: readonly GalleryCategory[];
  /** Changes with each batch of uploads: focus then moves to the first title. */
  batch: number;
  onSaved: (item: GalleryItem) => void;
};

/**
 * Right after an upload, the title and category of each photo that came with a camera's file
 * name (IMG_4821.JPG): it stays off the website until it has a title. A photo given one stays
 * listed, saying so, until the next upload.
 */
export function NameNewPhotos({ items, categories, batch, onSaved }: NameNewPhotosProps) {
  const headingId = useId();
  const firstTitle = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const waiting = items.filter((item) => item.awaitingTitle).length;
  const previousWaiting = useRef(waiting);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new batch, once its photos are listed.
  useEffect(() => {
    firstTitle.current?.focus();
  }, [batch]);

  // A title saved replaces its form: focus goes on to the next photo's title, or to the heading.
  useEffect(() => {
    if (waiting < previousWaiting.current) (firstTitle.current ?? headingRef.current)?.focus();
    previousWaiting.current = waiting;
  }, [waiting]);

  if (items.length === 0) return null;
  const firstWaiting = items.find((item) => item.awaitingTitle);
  return (
    <Panel aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        {waiting === 0
          ? 'Your new photos are on your website'
          : waiting === 1
            ? 'Give this photo a title'
            : `Give these ${waiting} photos a title`}
      </h3>
      {waiting > 0 && (
        <p>Their file names come from a camera, so they are not on your website until they have a title.</p>
      )}
      <StackList $gap="md">
        {items.map((item) =>
          item.awaitingTitle ? (
            <TitleRow
              key={item.id}
              item={item}
              categories={categories}
              titleRef={item === firstWaiting ? firstTitle : undefined}
              onSaved={onSaved}
            />
          ) : (
            <li key={item.id}>{photoPublishedMessage(item.title)}</li>
          ),
        )}
      </StackList>
    </Panel>
  );
}
