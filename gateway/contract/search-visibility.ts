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
