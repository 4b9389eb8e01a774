import { SHARE_IMAGE_SEGMENT, type ShareImageInput } from '@painting-site/gateway/contract/page-copy';
import { apiClient } from '@/lib/api-client.ts';
import { forgetPublicContent } from '@/lib/public-content-store.ts';

/** Picks the gallery picture link previews show (null: the first featured one). */
export async function saveShareImage(galleryItemId: number | null): Promise<ShareImageInput> {
  const saved = await apiClient.put<ShareImageInput>(
    `/api/admin/pages/${SHARE_IMAGE_SEGMENT}`,
    { galleryItemId } satisfies ShareImageInput,
    { authenticated: true },
  );
  forgetPublicContent();
  return saved;
}
