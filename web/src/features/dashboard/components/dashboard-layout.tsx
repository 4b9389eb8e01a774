import { type ReactNode, useEffect, useRef } from 'react';
import { NavLink, Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { SkipLink } from '@/components/layout/skip-link.tsx';
import { BUSINESS_NAME } from '@/config/constants.ts';
import { paths } from '@/config/paths.ts';
import { DASHBOARD_SECTIONS } from '../sections.ts';

const NAV_WIDTH = '15rem';

const Shell = styled.div`
  display: grid;
  grid-template-rows: auto 1fr;
  min-height: 100vh;
  min-height: 100dvh;
`;

const Header = styled.header`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const HeaderInner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.sizes.content};
  margin-inline: auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.mobile} {
    column-gap: ${({ theme }) => theme.space.sm};
    padding-inline: ${({ theme }) => theme.space.md};
  }
`;

const Identity = styled.div`
  /* Small enough to share a 320 px row with the button; a long name or username wraps inside. */
  flex: 1 1 9rem;
  min-width: 0;
`;

const BusinessName = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.brand};
  font-weight: 700;
  line-height: 1.3;
`;

const SignedInAs = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
  overflow-wrap: anywhere;
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: ${NAV_WIDTH} minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.xl};
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.content};
  margin-inline: auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
    padding: 0;
  }
`;

const SectionNav = styled.nav`
  position: sticky;
  top: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.mobile} {
    position: static;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const SectionList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.mobile} {
    /* One row the owner swipes along, rather than six rows pushing the page down. */
    display: flex;
    gap: 0;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    padding-inline: ${({ theme }) => theme.space.sm};
    scrollbar-width: thin;
  }
`;

const SectionLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding-inline: ${({ theme }) => theme.space.md};
  border-left: 4px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;

  @media (hover: hover) {
    &:hover {
      background: ${({ theme }) => theme.colors.surface};
      text-decoration: underline;
    }
  }

  &[aria-current='page'] {
    border-left-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.link};
    font-weight: 600;
  }

  ${({ theme }) => theme.media.mobile} {
    padding-inline: ${({ theme }) => theme.space.sm};
    border-left: 0;
    border-bottom: 3px solid transparent;
    border-radius: 0;
    white-space: nowrap;

    &[aria-current='page'] {
      border-bottom-color: ${({ theme }) => theme.colors.accent};
    }
  }
`;

const Main = styled.main`
  min-width: 0;

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  }

  & > * + * {
    margin-top: ${({ theme }) => theme.space.md};
  }
`;

type DashboardLayoutProps = {
  /** Who is signed in, as the session token says; null when it cannot be read. */
  username: string | null;
  /** The control that ends the session, placed in the header. */
  signOutControl: ReactNode;
};

/** The owner's side of the site: who is signed in, the sections, and the open section. */
export function DashboardLayout({ username, signOutControl }: DashboardLayoutProps) {
  const { pathname } = useLocation();
  const sectionListRef = useRef<HTMLUListElement>(null);

  // On a phone the menu is one row wider than the screen: bring the open section into view,
  // e.g. when the account page is opened straight from a link. A no-op where it already shows.
  useEffect(() => {
    sectionListRef.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);

  return (
    <Shell>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header>
        <HeaderInner>
          <Identity>
            <BusinessName>{BUSINESS_NAME}</BusinessName>
            {username && <SignedInAs>Signed in as {username}</SignedInAs>}
          </Identity>
          {signOutControl}
        </HeaderInner>
      </Header>
      <Body>
        <SectionNav aria-label="Dashboard">
          <SectionList ref={sectionListRef}>
            <li>
              {/* `end` so Overview is not marked current in every section below it. */}
              <SectionLink to={paths.adminDashboard} end>
                Overview
              </SectionLink>
            </li>
            {DASHBOARD_SECTIONS.map(({ to, label }) => (
              <li key={to}>
                <SectionLink to={to}>{label}</SectionLink>
              </li>
            ))}
          </SectionList>
        </SectionNav>
        {/* tabIndex lets the skip link move focus here, not just scroll. */}
        <Main id="main" tabIndex={-1}>
          <Outlet />
        </Main>
      </Body>
      <ScrollRestoration />
    </Shell>
  );
}
