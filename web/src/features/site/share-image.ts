import type { PublicContent } from '@painting-site/gateway/contract/public-content';
import type { PageImage } from '@/components/seo/page-meta.tsx';
import { SHARE_IMAGE_MIN_WIDTH_PX } from '@/config/constants.ts';

/**
 * The picture link previews show for the site: the one the owner picked, else the gallery's first
 * featured picture, else its first, at the narrowest width wide enough for a large preview (else
 * the widest there is); undefined when the gallery is empty.
 */
export function shareImageOf({ site, gallery, copy }: PublicContent): PageImage | undefined {
  const picked = copy?.shareImageId ?? null;
  const item =
    gallery.items.find((candidate) => candidate.id === picked) ??
    gallery.items.find((candidate) => candidate.featured) ??
    gallery.items[0];
  if (!item) return undefined;
  const { image } = item;
  // Narrowest first, as the gateway lists them.
  const variant = image.variants.find(({ width }) => width >= SHARE_IMAGE_MIN_WIDTH_PX) ?? image.variants.at(-1);
  if (!variant) return undefined;
  return {
    // Open Graph needs an absolute URL.
    url: new URL(variant.url, `${site.siteUrl}/`).href,
    width: variant.width,
    height: Math.round((variant.width * image.height) / image.width),
    alt: item.alt,
  };
}
