/** The one breakpoint: at this width and below the layout switches to mobile. */
export const MOBILE_MAX_WIDTH_PX = 700;

/** Smallest height of anything tapped, so links stay easy to hit on a phone. */
export const TAP_TARGET_MIN_PX = 44;

export const LOADING_DOT_INTERVAL_MS = 500;
export const LOADING_MAX_DOTS = 3;

/** The only thing the SPA keeps in the browser: the admin session token. */
export const TOKEN_STORAGE_KEY = 'token';

// Placeholder until the business details come from the site API; kept here so there is one place to change it.
export const BUSINESS_NAME = 'Brightside Painting';
