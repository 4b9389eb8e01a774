/**
 * Every router's options: a route answers only its exact spelling, no trailing slash and no other
 * case (else 404). nginx's flood guards and body-size limits are written for those spellings;
 * another spelling that reached a route could pass them by. With `strict`, a prefixed router's
 * `'/'` would mean the prefix plus a slash, so a route at a prefix's own path is written under
 * its parent's prefix instead.
 */
export const EXACT_PATHS = { strict: true, sensitive: true } as const;
