/**
 * Whether search engines may list the site (issue 25). A new site starts hidden: its pages say
 * `noindex` and robots.txt disallows everything, until the owner turns "Show my site in search
 * engines" on in the dashboard.
 */

/** `GET /api/admin/search-visibility`, `PUT` with the same body; the public snapshot's `search`. */
export interface SearchVisibility {
  shown: boolean;
}

/** The path of the setting under `/api/admin`. */
export const SEARCH_VISIBILITY_SEGMENT = 'search-visibility';

/** `GET /api/admin/search-visibility` and the PUT's answer: the switch, and whether the site has an address yet. */
export interface SearchVisibilitySetting extends SearchVisibility {
  /** False while the site has no address: search engines wait for one (the PUT of `shown: true` is a 409). */
  addressSet: boolean;
}

/** The 409's code when search engines are turned on before the site has an address. */
export const SITE_ADDRESS_MISSING = 'site_address_missing';

/** Why the switch waits, in the owner's words: the 409's message and the dashboard's. */
export const SEARCH_WAITS_FOR_ADDRESS =
  'Search engines can list your site once it has its own address, like https://www.yourbusiness.com: until then every link would lead to a page nobody else can open.';
