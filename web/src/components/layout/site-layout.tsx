import type { AccentShades, PublishedLogo } from '@painting-site/gateway/contract/brand';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SkipLink } from './skip-link.tsx';

// The owner's accent, in place of the theme's (see theme.ts), for everything the public pages show.
const Shell = styled.div<{ $accent: AccentShades | null | undefined }>`
  ${({ $accent }) => $accent && `--accent:${$accent.colour};--accent-hover:${$accent.hover};--link:${$accent.colour};`}
  display: grid;
  grid-template-rows: auto 1fr auto;
  min-height: 100vh;
  min-height: 100dvh;
`;

const Main = styled.main`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.content};
  margin-inline: auto;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  }

  & > * + * {
    margin-top: ${({ theme }) => theme.space.md};
  }
`;

type SiteLayoutProps = {
  brandName: string;
  /** True while the business name is on its way (see SiteHeader). */
  brandPending?: boolean;
  /** The owner's logo for the header. */
  logo?: PublishedLogo | null | undefined;
  /** The logo alone in the header, without the name beside it. */
  logoOnly?: boolean | undefined;
  /** The owner's accent colour; none: the theme's. */
  accent?: AccentShades | null | undefined;
  /** The business phone for the header's tap-to-call link on phones. */
  call?: { href: string; label: string } | undefined;
  /** The business details shown in the footer. */
  footerDetails?: ReactNode;
};

/** The public site: header with the main navigation, the page, footer. */
export function SiteLayout({
  brandName,
  brandPending = false,
  logo,
  logoOnly,
  accent,
  call,
  footerDetails,
}: SiteLayoutProps) {
  return (
    <Shell $accent={accent}>
      <SkipLink href="#main">Skip to content</SkipLink>
      <SiteHeader brandName={brandName} brandPending={brandPending} logo={logo} logoOnly={logoOnly} call={call} />
      {/* tabIndex lets the skip link move focus here, not just scroll. */}
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <SiteFooter brandName={brandName} brandPending={brandPending}>
        {footerDetails}
      </SiteFooter>
    </Shell>
  );
}
