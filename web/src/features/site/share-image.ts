import { SHARE_CARD_HEIGHT_PX, SHARE_CARD_WIDTH_PX } from '@painting-site/gateway/contract/brand';
import type { PublicContent } from '@painting-site/gateway/contract/public-content';
import type { PageImage } from '@/components/seo/page-meta.tsx';
import { SHARE_IMAGE_MIN_WIDTH_PX } from '@/config/constants.ts';

/**
 * The picture link previews show for the site: the one the owner picked, else the gallery's first
 * featured picture, else its first, at the narrowest width wide enough for a large preview (else
 * the widest there is); when the gallery is empty, the share card made from the logo; else undefined.
 */
export function shareImageOf({ site, gallery, copy, brand }: PublicContent): PageImage | undefined {
  // Open Graph needs an absolute URL: on the site's address, or the path alone until it has one.
  const absolute = (url: string) => (site.siteUrl === undefined ? url : new URL(url, `${site.siteUrl}/`).href);
  const picked = copy?.shareImageId ?? null;
  const item =
    gallery.items.find((candidate) => candidate.id === picked) ??
    gallery.items.find((candidate) => candidate.featured) ??
    gallery.items[0];
  if (!item) {
    const card = brand.logo?.shareCard;
    return card
      ? { url: absolute(card), width: SHARE_CARD_WIDTH_PX, height: SHARE_CARD_HEIGHT_PX, alt: site.name }
      : undefined;
  }
  const { image } = item;
  // Narrowest first, as the gateway lists them.
  const variant = image.variants.find(({ width }) => width >= SHARE_IMAGE_MIN_WIDTH_PX) ?? image.variants.at(-1);
  if (!variant) return undefined;
  return {
    url: absolute(variant.url),
    width: variant.width,
    height: Math.round((variant.width * image.height) / image.width),
    alt: item.alt,
  };
}
