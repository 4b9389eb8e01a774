/**
 * What a new site still lacks before it tells visitors enough to ask for a quote, in the order an
 * owner would fill it in. The dashboard's overview lists the missing steps, each linking to where
 * it is done, and shows nothing once every step is done.
 */
export const SETUP_STEPS = [
  // First: the address the site is reached at, which every link it sends and publishes names.
  'address',
  'name',
  'phone',
  'email',
  'mail',
  'area',
  'hours',
  'services',
  'photos',
  'hero',
  'logo',
  'testimonials',
  // Last: once the site says what it should, the owner lets search engines list it.
  'search',
] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** The name a site without demo content starts with, until the owner writes theirs. */
export const PLACEHOLDER_BUSINESS_NAME = 'Your painting business';

/** `GET /api/admin/setup`. */
export interface SetupChecklist {
  /** The steps still to do, in `SETUP_STEPS` order; empty when the site is set up. */
  missing: SetupStep[];
  /** How many steps there are in all. */
  total: number;
}
