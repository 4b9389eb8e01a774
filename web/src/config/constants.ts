/** The one breakpoint: at this width and below the layout switches to mobile. */
export const MOBILE_MAX_WIDTH_PX = 700;

/** Smallest height of anything tapped, so links stay easy to hit on a phone. */
export const TAP_TARGET_MIN_PX = 44;

export const LOADING_DOT_INTERVAL_MS = 500;
export const LOADING_MAX_DOTS = 3;

/** A toast closes by itself after this long on screen, whatever its type. */
export const TOAST_TIMEOUT_MS = 6000;
/** Toasts on screen at once; later ones wait in order. */
export const TOAST_MAX_VISIBLE = 3;
/** A toast released this far from where it was grabbed is dismissed; less springs back. */
export const TOAST_SWIPE_DISMISS_X_PX = 100;
export const TOAST_SWIPE_DISMISS_Y_PX = 20;
export const TOAST_ENTER_MS = 200;
/** The closing animation; the toast leaves the page when it ends. */
export const TOAST_EXIT_MS = 300;
/** On a phone the toasts take at most this share of the screen's height, so most of the page stays in view. */
export const TOAST_PHONE_MAX_SCREEN_SHARE = 1 / 3;

/** The default look of the Spinner. */
export const DEFAULT_SPINNER_VARIANT = 'spinner';

/** The only thing the SPA keeps in the browser: the admin session token. */
export const TOKEN_STORAGE_KEY = 'token';

/** Signing out never waits longer than this for the gateway: the token is forgotten here either way. */
export const SIGN_OUT_TIMEOUT_MS = 5000;

/** Added to the gateway's minimum fill time so clocks a few milliseconds apart never turn a person away. */
export const QUOTE_FORM_FILL_MARGIN_MS = 250;

/** Link previews (Facebook, LinkedIn, X) show a large picture from this width; a narrower one shrinks to a thumbnail. */
export const SHARE_IMAGE_MIN_WIDTH_PX = 1200;

/** Featured projects on the home page; the gallery shows the rest. */
export const HOME_FEATURED_PROJECTS_MAX = 6;
/** A horizontal swipe at least this long moves the lightbox to the next or previous picture. */
export const LIGHTBOX_SWIPE_MIN_PX = 50;
/** A before/after comparison starts (and is published) with its divider halfway, in percent of the width. */
export const BEFORE_AFTER_START_PERCENT = 50;
/** How far Page Up and Page Down move the divider; the arrow keys move it 1 percent. */
export const BEFORE_AFTER_PAGE_STEP_PERCENT = 10;

// The owner's dashboard.

/** What the upload picker offers; the gateway checks the file's content, not its name. */
export const GALLERY_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/avif'] as const;
/** Some browsers give HEIC and AVIF files no type at all: their name then decides. */
export const GALLERY_UPLOAD_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.heic', '.heif', '.avif'] as const;
/** A character count is read out this long after the owner stops typing, not at every key. */
export const CHARACTER_COUNT_ANNOUNCE_DELAY_MS = 1000;
/** Pictures sent at once; the rest wait their turn, so one slow file does not hold up the others. */
export const GALLERY_UPLOAD_CONCURRENCY = 2;

/** The Pages screen's "Search engines" section: the setup checklist's last step leads there. */
export const SEARCH_ENGINES_SECTION_ID = 'search-engines';

/** How long a link that names a field waits for its page to load and show it before giving up. */
export const LINKED_FIELD_WAIT_MS = 10_000;
