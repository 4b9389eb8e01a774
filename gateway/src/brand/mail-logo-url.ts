import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLISHED_FILES } from '../../contract/public-content.ts';
import type { StoredLogo } from './brand-store.ts';
import { LOGO_FILES, MAIL_LOGO_WIDTH_PX } from './logo-files.ts';

/**
 * The absolute address of the logo copy an e-mail shows, if the business has a logo and the site
 * an address mail can link to (`linkBase`): its PNG copy, or for a logo stored before there were
 * PNG copies, its WebP copy of about that width.
 */
export function mailLogoUrl(
  logo: StoredLogo | null,
  linkBase: string | undefined,
  uploadsDir: string,
): string | undefined {
  if (!logo || linkBase === undefined) return undefined;
  const url = (name: string) => `${linkBase}/${PUBLISHED_FILES.uploadsDir}/${name}`;
  if (existsSync(join(uploadsDir, LOGO_FILES.mail(logo.key)))) return url(LOGO_FILES.mail(logo.key));
  const width = logo.widths.find((candidate) => candidate >= MAIL_LOGO_WIDTH_PX) ?? logo.widths.at(-1);
  return width === undefined ? undefined : url(LOGO_FILES.variant(logo.key, width));
}
