import type { GalleryItem, GalleryResponse } from '@painting-site/gateway/contract/gallery';
import { useEffect, useState } from 'react';
import { AsyncContent, OWNER_LOAD_ADVICE } from '@/components/ui/async-content.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { EmptyNote, PageSection } from '@/components/ui/page-section.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { notifyApiError } from '@/lib/notify-api-error.ts';
import { arrangeByIds } from '@/lib/reorder.ts';
import { useLoaded } from '@/lib/use-loaded.ts';
import { useSavedOrder } from '@/lib/use-saved-order.ts';
import { deleteGalleryItem } from '../api/delete-gallery-item.ts';
import { getGalleryItems } from '../api/get-gallery-items.ts';
import { removeBeforePicture } from '../api/remove-before-picture.ts';
import { saveGalleryOrder } from '../api/save-gallery-order.ts';
import { inPickedOrder, sameOrder } from '../upload-order.ts';
import { EditPhotoDialog } from './edit-photo-dialog.tsx';
import { NameNewPhotos } from './name-new-photos.tsx';
import { PhotoList } from './photo-list.tsx';
import { PhotoUploader } from './photo-uploader.tsx';

export const PHOTO_DELETED_MESSAGE = 'Photo deleted.';
export const BEFORE_REMOVED_MESSAGE = 'Before picture removed.';

const EMPTY_GALLERY: GalleryResponse = { categories: [], items: [] };

function withoutBefore({ before: _before, ...item }: GalleryItem): GalleryItem {
  return item;
}

type Dialog = { kind: 'edit' | 'delete' | 'remove-before'; item: GalleryItem } | null;

/** The owner's gallery: upload, edit, reorder and delete photos. */
export function GalleryManager() {
  const gallery = useLoaded('the gallery', 'gallery', getGalleryItems);
  const { update } = gallery;
  const [dialog, setDialog] = useState<Dialog>(null);
  const items = gallery.status === 'ready' ? gallery.data.items : [];
  const categories = (gallery.status === 'ready' ? gallery.data : EMPTY_GALLERY).categories;
  // The latest batch of uploads, in the order picked (put back in that order once listed), and the
  // uploaded photos with a camera's file name still to be given a title.
  const [batch, setBatch] = useState<{ count: number; ids: number[]; toName: number[] }>({
    count: 0,
    ids: [],
    toName: [],
  });

  const setItems = (change: (current: GalleryItem[]) => GalleryItem[]) =>
    update((data) => ({ ...data, items: change(data.items) }));

  const move = useSavedOrder({
    items,
    applyOrder: (ids) => setItems((current) => arrangeByIds(current, ids)),
    save: saveGalleryOrder,
    nameOf: (item) => item.title,
  });

  // Uploads finish in any order and are stored in that order: the batch goes back to the order picked.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per batch, with the list it was added to.
  useEffect(() => {
    if (batch.ids.length === 0) return;
    const ids = items.map(({ id }) => id);
    const ordered = inPickedOrder(ids, batch.ids);
    if (sameOrder(ordered, ids)) return;
    setItems((current) => arrangeByIds(current, ordered));
    saveGalleryOrder(ordered).catch(notifyApiError);
  }, [batch.count]);

  function batchDone(added: GalleryItem[]) {
    setBatch((previous) => ({
      count: previous.count + 1,
      ids: added.map(({ id }) => id),
      // Photos of an earlier batch still waiting for a title stay asked for it.
      toName: [
        ...previous.toName.filter((id) => items.some((item) => item.id === id && item.awaitingTitle)),
        ...added.filter((item) => item.awaitingTitle).map(({ id }) => id),
      ],
    }));
  }

  const toName = batch.toName.flatMap((id) => items.find((item) => item.id === id) ?? []);

  const putItem = (saved: GalleryItem) =>
    setItems((current) => current.map((item) => (item.id === saved.id ? saved : item)));

  function replaceItem(saved: GalleryItem) {
    putItem(saved);
    setDialog(null);
  }

  async function removeBefore({ id }: GalleryItem) {
    try {
      await removeBeforePicture(id);
    } catch (error) {
      notifyApiError(error);
      throw error;
    }
    setItems((current) => current.map((item) => (item.id === id ? withoutBefore(item) : item)));
    setDialog(null);
    notify.success(BEFORE_REMOVED_MESSAGE);
  }

  async function remove(item: GalleryItem) {
    try {
      await deleteGalleryItem(item.id);
    } catch (error) {
      notifyApiError(error);
      throw error;
    }
    setItems((current) => current.filter(({ id }) => id !== item.id));
    setDialog(null);
    notify.success(PHOTO_DELETED_MESSAGE);
  }

  return (
    <>
      <PageSection
        title="Upload"
        lead={
          'Each picture is resized for phones and screens, and shows at the end of the gallery, in the order you ' +
          'picked them. A photo with a camera’s file name (like IMG_4821) shows once you give it a title.'
        }
      >
        <PhotoUploader onAdded={(item) => setItems((current) => [...current, item])} onBatchDone={batchDone} />
        <NameNewPhotos items={toName} categories={categories} batch={batch.count} onSaved={putItem} />
      </PageSection>
      <PageSection
        title="Photos"
        lead={
          'The order here is the order on the website. ' +
          'Drag a photo onto another to move it, or use Move up and Move down.'
        }
      >
        <AsyncContent resource={gallery} failureAdvice={OWNER_LOAD_ADVICE}>
          {(data) =>
            data.items.length === 0 ? (
              <EmptyNote>No photos in the gallery yet. Add some above.</EmptyNote>
            ) : (
              <PhotoList
                items={data.items}
                onMove={move}
                onEdit={(item) => setDialog({ kind: 'edit', item })}
                onDelete={(item) => setDialog({ kind: 'delete', item })}
                onBeforeSaved={putItem}
                onRemoveBefore={(item) => setDialog({ kind: 'remove-before', item })}
              />
            )
          }
        </AsyncContent>
      </PageSection>
      {dialog?.kind === 'edit' && (
        <EditPhotoDialog
          item={dialog.item}
          categories={categories}
          onSaved={replaceItem}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title="Delete this photo?"
          confirmLabel="Delete photo"
          pendingLabel="Deleting…"
          onConfirm={() => remove(dialog.item)}
          onClose={() => setDialog(null)}
        >
          “{dialog.item.title}” is taken off the website and its picture files are deleted. This cannot be undone.
        </ConfirmDialog>
      )}
      {dialog?.kind === 'remove-before' && (
        <ConfirmDialog
          title="Remove the before picture?"
          confirmLabel="Remove before picture"
          pendingLabel="Removing…"
          onConfirm={() => removeBefore(dialog.item)}
          onClose={() => setDialog(null)}
        >
          “{dialog.item.title}” stays on the website without its before picture, whose files are deleted. You can add
          another one later.
        </ConfirmDialog>
      )}
    </>
  );
}
