import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@/config/paths.ts';
import { DASHBOARD_SECTIONS } from '../sections.ts';

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

/** The dashboard's sections: a column beside the page on a wide screen, a row above it on a phone. */
export function DashboardNav() {
  const { pathname } = useLocation();
  const sectionListRef = useRef<HTMLUListElement>(null);

  // On a phone the menu is one row wider than the screen: bring the open section into view,
  // e.g. when the account page is opened straight from a link. A no-op where it already shows.
  // biome-ignore lint/correctness/useExhaustiveDependencies(pathname): the trigger: each navigation marks another link current.
  useEffect(() => {
    sectionListRef.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);

  return (
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
  );
}
