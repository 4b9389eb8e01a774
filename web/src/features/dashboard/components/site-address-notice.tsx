import styled from 'styled-components';
import { GO_LIVE_SECTION, isLocalAddress, originOf } from '@/lib/site-address.ts';

const Notice = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.sizes.measure};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.highlight};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;
`;

export const SITE_ADDRESS_HEADING = 'Your site’s address';

/** What the card says while the site has no address: links are held back, not sent to a dead one. */
export const LINKS_HELD_BACK =
  'Your site has no address of its own yet, so links are held back until it has one: e-mails leave them out and say to sign in to your dashboard (or link to this dashboard, when people elsewhere can open the address you use), the pages name no address, and search engines wait.';

type SiteAddressNoticeProps = {
  /** The site's address as the server knows it; undefined before it has one. */
  siteUrl: string | undefined;
  /** The address this dashboard was opened at (the browser's `location.origin`). */
  openedAt: string;
};

/**
 * When the dashboard is opened at another address than the site's SITE_URL: what search engines
 * and shared links get, and who changes it. Nothing when the two match. Before the site has an
 * address: that its links are held back till then.
 */
export function SiteAddressNotice({ siteUrl, openedAt }: SiteAddressNoticeProps) {
  if (siteUrl === undefined) {
    return (
      <Notice aria-labelledby="site-address-heading">
        <h2 id="site-address-heading">{SITE_ADDRESS_HEADING}</h2>
        <p>{LINKS_HELD_BACK}</p>
      </Notice>
    );
  }
  const siteOrigin = originOf(siteUrl);
  if (siteOrigin === originOf(openedAt)) return null;
  return (
    <Notice aria-labelledby="site-address-heading">
      <h2 id="site-address-heading">{SITE_ADDRESS_HEADING}</h2>
      <p>
        Search engines and links people share lead to <strong>{siteOrigin}</strong>, not to {originOf(openedAt)}, where
        you opened this dashboard.
        {isLocalAddress(siteOrigin) &&
          ' That address only works on the server’s own computer, so nobody else can open it.'}
      </p>
      <p>
        To change it, whoever runs your server sets SITE_URL to your real address in the .env file beside
        docker-compose.yml and restarts the site. The README’s section “{GO_LIVE_SECTION}” walks through it.
      </p>
    </Notice>
  );
}
