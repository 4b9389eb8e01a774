import { Outlet, ScrollRestoration } from 'react-router-dom';
import styled from 'styled-components';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SkipLink } from './skip-link.tsx';

const Shell = styled.div`
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

/** The public site: header with the main navigation, the page, footer. */
export function SiteLayout() {
  return (
    <Shell>
      <SkipLink href="#main">Skip to content</SkipLink>
      <SiteHeader />
      {/* tabIndex lets the skip link move focus here, not just scroll. */}
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <SiteFooter />
      <ScrollRestoration />
    </Shell>
  );
}
