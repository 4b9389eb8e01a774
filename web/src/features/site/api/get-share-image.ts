import { usePublicContent } from '@/lib/use-public-content.ts';
import { shareImageOf } from '../share-image.ts';

/** The picture link previews show for the site's pages. */
export function useShareImage() {
  return usePublicContent('the preview picture', shareImageOf);
}
