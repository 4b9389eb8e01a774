import { SHARE_IMAGE_SEGMENT, type ShareImageInput } from '@painting-site/gateway/contract/page-copy';
import { apiClient } from '@/lib/api-client.ts';

/** Picks the gallery picture link previews show (null: the first featured one). */
export function saveShareImage(galleryItemId: number | null): Promise<ShareImageInput> {
  return apiClient.put<ShareImageInput>(
    `/api/admin/pages/${SHARE_IMAGE_SEGMENT}`,
    { galleryItemId } satisfies ShareImageInput,
    { authenticated: true },
  );
}
