import type { PublicContent } from '../../contract/public-content.ts';
import type { PublicPage } from '../../contract/routes.ts';

/** When each public page's content last changed (ISO dates, '' for never), for the sitemap. */
export type PageChangeDates = Record<PublicPage['name'], string>;

/** The public content at one moment: what the publisher writes. */
export interface PublicSnapshot {
  content: PublicContent;
  changedOn: PageChangeDates;
}
