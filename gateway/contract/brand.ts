/**
 * The owner's brand (issue 13): a logo and an accent colour. The site's own colours that the
 * accent is checked against live here too, so the web's theme and the gateway's checks agree.
 */

// The colours of the site's theme that the brand meets: the web's theme reads them from here.
/** Buttons and links unless the owner picks their own accent. */
export const DEFAULT_ACCENT = '#b4451f';
/** The text on accent-coloured buttons. */
export const ON_ACCENT_COLOUR = '#ffffff';
/** The page background, where the accent is link text. */
export const PAGE_COLOUR = '#faf7f2';
/** Text, and the site header's background. */
export const INK_COLOUR = '#1b2a41';

/** The logo in the site header: this tall, or less when that would make it wider than LOGO_MAX_WIDTH_PX. */
export const LOGO_HEIGHT_PX = 40;
export const LOGO_MAX_WIDTH_PX = 200;
/** The browser tab's icon, and the one iOS puts on the home screen. */
export const FAVICON_SIZE_PX = 32;
/** The tab's icon while the owner has no logo: the one the web app ships (web/public, web/index.html). */
export const DEFAULT_SITE_ICON_PATH = '/favicon.png';
export const APPLE_TOUCH_ICON_SIZE_PX = 180;
/** The link-preview picture made from the logo, when the gallery has no picture to show. */
export const SHARE_CARD_WIDTH_PX = 1200;
export const SHARE_CARD_HEIGHT_PX = 630;

/**
 * What a logo needs behind it to be seen: `any` for an opaque picture (it brings its own
 * background), `light` for dark marks on transparency, `dark` for light ones.
 */
export type LogoBackdrop = 'any' | 'light' | 'dark';

/** The logo as the published pages and the dashboard show it; URLs are the site's own paths. */
export interface PublishedLogo {
  /** Its size in the site header, in CSS pixels: fixed, so nothing moves while it loads. */
  width: number;
  height: number;
  /** The narrowest WebP copy; `srcSet` lists them all (`/uploads/… 160w, …`). */
  src: string;
  srcSet: string;
  backdrop: LogoBackdrop;
  /** PNG, FAVICON_SIZE_PX square, transparent where the logo is. */
  icon: string;
  /** PNG, APPLE_TOUCH_ICON_SIZE_PX square, on an opaque backdrop. */
  appleTouchIcon: string;
  /** PNG, SHARE_CARD_WIDTH_PX × SHARE_CARD_HEIGHT_PX: the logo centred on its backdrop. */
  shareCard: string;
}

/** The owner's accent and the darker shade buttons and links take on hover. */
export interface AccentShades {
  colour: string;
  hover: string;
}

/** The brand in the public content snapshot; `accent` null: the theme's own colours. */
export interface PublicBrand {
  accent: AccentShades | null;
  logo: PublishedLogo | null;
  /** True: the header shows the logo alone (it shows the name already); false: the name beside it. */
  logoOnly: boolean;
}

/** `GET /api/admin/brand`, and the answer to every change of it: the accent (the theme's when none was picked). */
export interface BrandSettings {
  accent: string;
  logo: PublishedLogo | null;
  logoOnly: boolean;
}

/** `PUT /api/admin/brand/header`: whether the site header shows the logo alone. */
export interface HeaderNameInput {
  logoOnly: boolean;
}

/** The path of the header choice under `/api/admin/brand`. */
export const HEADER_NAME_SEGMENT = 'header';

/** `PUT /api/admin/brand`: `#rrggbb`, on which white text and which as link text both meet WCAG AA. */
export interface AccentInput {
  accent: string;
}
