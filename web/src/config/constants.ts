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

/** The default look of the Spinner. */
export const DEFAULT_SPINNER_VARIANT = 'spinner';

/** The only thing the SPA keeps in the browser: the admin session token. */
export const TOKEN_STORAGE_KEY = 'token';

// The gateway's rules for credentials, mirrored so the owner hears about a typo before a round trip.
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 64;
/** Letters, digits, `.`, `_`, `@` and `-` only. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]+$/;
/** The longest password the sign-in form accepts. */
export const LOGIN_PASSWORD_MAX_LENGTH = 1024;
export const NEW_PASSWORD_MIN_LENGTH = 12;
export const NEW_PASSWORD_MAX_LENGTH = 256;

/** Signing out never waits longer than this for the gateway: the token is forgotten here either way. */
export const SIGN_OUT_TIMEOUT_MS = 5000;

/** Shown in the header, footer and titles until `/api/site` answers (or if it cannot be reached). */
export const BUSINESS_NAME = 'Brightside Painting';

// The gateway's rules for a quote request (POST /api/contact), mirrored so the visitor hears
// about a slip before a round trip. The gateway still decides.
export const QUOTE_NAME_MIN_LENGTH = 2;
export const QUOTE_NAME_MAX_LENGTH = 100;
export const QUOTE_EMAIL_MAX_LENGTH = 254;
export const QUOTE_PHONE_MIN_DIGITS = 7;
export const QUOTE_PHONE_MAX_DIGITS = 20;
export const QUOTE_ADDRESS_MIN_LENGTH = 3;
export const QUOTE_ADDRESS_MAX_LENGTH = 200;
export const QUOTE_DETAILS_MIN_LENGTH = 10;
export const QUOTE_DETAILS_MAX_LENGTH = 5000;
/** The gateway refuses a form sent sooner than this after its token was issued (a bot, not a person). */
export const QUOTE_FORM_MIN_FILL_MS = 3000;
/** Added to the wait above so clocks a few milliseconds apart never turn a person away. */
export const QUOTE_FORM_FILL_MARGIN_MS = 250;

/** Featured projects on the home page; the gallery shows the rest. */
export const HOME_FEATURED_PROJECTS_MAX = 6;
/** A horizontal swipe at least this long moves the lightbox to the next or previous picture. */
export const LIGHTBOX_SWIPE_MIN_PX = 50;
/** Stars in a rating. */
export const RATING_MAX = 5;

// The owner's dashboard. The gateway's limits are mirrored so the owner hears about a slip
// before a round trip; the gateway still decides.

/** Quote requests on one page of the inbox. */
export const MESSAGES_PAGE_SIZE = 20;
export const MESSAGE_NOTES_MAX_LENGTH = 5000;
export const MESSAGE_SEARCH_MAX_LENGTH = 200;

/** The largest picture the gateway takes; a phone's full-size photo is 3–12 MB. */
export const GALLERY_UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
/** What the upload picker offers; the gateway checks the file's content, not its name. */
export const GALLERY_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/avif'] as const;
/** Some browsers give HEIC and AVIF files no type at all: their name then decides. */
export const GALLERY_UPLOAD_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.heic', '.heif', '.avif'] as const;
/** Pictures sent at once; the rest wait their turn, so one slow file does not hold up the others. */
export const GALLERY_UPLOAD_CONCURRENCY = 2;
export const GALLERY_TITLE_MAX_LENGTH = 120;
export const GALLERY_CAPTION_MAX_LENGTH = 500;
export const GALLERY_ALT_MAX_LENGTH = 300;

export const SERVICE_TITLE_MIN_LENGTH = 2;
export const SERVICE_TITLE_MAX_LENGTH = 80;
export const SERVICE_SLUG_MAX_LENGTH = 60;
/** Lowercase letters and digits in words joined by single hyphens, like `interior-painting`. */
export const SERVICE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SERVICE_SUMMARY_MIN_LENGTH = 10;
export const SERVICE_SUMMARY_MAX_LENGTH = 200;
export const SERVICE_DESCRIPTION_MIN_LENGTH = 20;
export const SERVICE_DESCRIPTION_MAX_LENGTH = 5000;
export const SERVICE_PRICE_HINT_MAX_LENGTH = 60;

export const BUSINESS_NAME_MIN_LENGTH = 2;
export const BUSINESS_NAME_MAX_LENGTH = 100;
export const BUSINESS_TAGLINE_MAX_LENGTH = 200;
export const BUSINESS_PHONE_MAX_LENGTH = 40;
/** Digits, spaces, `+ ( ) . -`, at least 7 of them. */
export const BUSINESS_PHONE_PATTERN = /^[+\d\s().-]{7,40}$/;
export const BUSINESS_EMAIL_MAX_LENGTH = 254;
export const BUSINESS_ADDRESS_PART_MAX_LENGTH = 100;
export const SERVICE_AREA_MAX_PLACES = 40;
export const SERVICE_AREA_PLACE_MAX_LENGTH = 60;
export const OPENING_HOURS_MAX_ROWS = 10;
export const OPENING_HOURS_DAYS_MAX_LENGTH = 40;
export const OPENING_HOURS_HOURS_MAX_LENGTH = 60;
export const BUSINESS_LICENCE_MAX_LENGTH = 200;
export const FOUNDED_YEAR_MIN = 1900;
export const SOCIAL_LINKS_MAX = 6;
export const SOCIAL_LINK_URL_MAX_LENGTH = 300;
