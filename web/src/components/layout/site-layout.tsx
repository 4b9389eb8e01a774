import { Outlet, ScrollRestoration } from 'react-router-dom';
import styled from 'styled-components';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

const Shell = styled.div`
  display: grid;
  grid-template-rows: auto 1fr auto;
  min-height: 100vh;
  min-height: 100dvh;
`;

// Off-screen until focused, so keyboard users can jump past the header.
const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  z-index: 1;
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding-inline: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 600;
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
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
