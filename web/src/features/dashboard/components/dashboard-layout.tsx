import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SkipLink } from '@/components/layout/skip-link.tsx';
import { DashboardHeader } from './dashboard-header.tsx';
import { DashboardNav } from './dashboard-nav.tsx';

const NAV_WIDTH = '15rem';

const Shell = styled.div`
  display: grid;
  grid-template-rows: auto 1fr;
  min-height: 100vh;
  min-height: 100dvh;
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
  /** The open section. */
  children: ReactNode;
};

/** The owner's side of the site: who is signed in, the sections, and the open section. */
export function DashboardLayout({ username, signOutControl, children }: DashboardLayoutProps) {
  return (
    <Shell>
      <SkipLink href="#main">Skip to content</SkipLink>
      <DashboardHeader username={username} signOutControl={signOutControl} />
      <Body>
        <DashboardNav />
        {/* tabIndex lets the skip link move focus here, not just scroll. */}
        <Main id="main" tabIndex={-1}>
          {children}
        </Main>
      </Body>
    </Shell>
  );
}
