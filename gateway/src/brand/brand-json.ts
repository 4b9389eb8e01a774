import {
  type BrandSettings,
  DEFAULT_ACCENT,
  LOGO_HEIGHT_PX,
  LOGO_MAX_WIDTH_PX,
  type PublicBrand,
  type PublishedLogo,
} from '../../contract/brand.ts';
import { darkerShade } from '../../contract/contrast.ts';
import type { Brand, StoredLogo } from './brand-store.ts';
import { LOGO_FILES } from './logo-files.ts';

const uploadUrl = (name: string) => `/uploads/${name}`;

/** The logo's box in the site header: LOGO_HEIGHT_PX tall, unless that would make it wider than LOGO_MAX_WIDTH_PX. */
function headerSize({ width, height }: StoredLogo): { width: number; height: number } {
  const shownWidth = Math.round((LOGO_HEIGHT_PX * width) / height);
  if (shownWidth <= LOGO_MAX_WIDTH_PX) return { width: Math.max(1, shownWidth), height: LOGO_HEIGHT_PX };
  return { width: LOGO_MAX_WIDTH_PX, height: Math.max(1, Math.round((LOGO_MAX_WIDTH_PX * height) / width)) };
}

export function publishedLogo(logo: StoredLogo): PublishedLogo {
  const variants = logo.widths.map((width) => ({ width, url: uploadUrl(LOGO_FILES.variant(logo.key, width)) }));
  return {
    ...headerSize(logo),
    src: variants[0]?.url ?? '',
    srcSet: variants.map(({ width, url }) => `${url} ${width}w`).join(', '),
    backdrop: logo.backdrop,
    icon: uploadUrl(LOGO_FILES.icon(logo.key)),
    appleTouchIcon: uploadUrl(LOGO_FILES.appleTouchIcon(logo.key)),
    shareCard: uploadUrl(LOGO_FILES.shareCard(logo.key)),
  };
}

/** The brand as the public pages receive it: no accent when the theme's own is in use. */
export function publicBrand({ accent, logo, logoOnly }: Brand): PublicBrand {
  return {
    accent: accent === null || accent === DEFAULT_ACCENT ? null : { colour: accent, hover: darkerShade(accent) },
    logo: logo && publishedLogo(logo),
    logoOnly,
  };
}

/** The brand as the owner edits it. */
export function brandSettings({ accent, logo, logoOnly }: Brand): BrandSettings {
  return { accent: accent ?? DEFAULT_ACCENT, logo: logo && publishedLogo(logo), logoOnly };
}
