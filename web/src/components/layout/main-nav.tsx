import { COPY_PAGE_NAMES } from '@painting-site/gateway/contract/page-copy';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@/config/paths.ts';

// Each page by its plain name, the one its heading falls back to.
const NAV_LINKS = [
  // `end` so Home is not marked current on every page below it.
  { to: paths.home, label: COPY_PAGE_NAMES.home, end: true },
  { to: paths.gallery, label: COPY_PAGE_NAMES.gallery, end: false },
  { to: paths.services, label: COPY_PAGE_NAMES.services, end: false },
  { to: paths.contact, label: COPY_PAGE_NAMES.contact, end: false },
] as const;

const Nav = styled.nav`
  ${({ theme }) => theme.media.mobile} {
    /* A row of its own under the name and the button. */
    flex-basis: 100%;

    /* Behind Menu: shown while the disclosure just before it is open (menu-button.tsx). */
    details:not([open]) + & {
      display: none;
    }
  }
`;

const NavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
    gap: 0;
    /* Links run edge to edge while their text lines up with the name above. */
    margin-inline: calc(-1 * ${({ theme }) => theme.space.sm});
  }
`;

const NavItemLink = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding-inline: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: inherit;
  text-decoration: none;
  text-underline-offset: 0.3em;

  &:hover {
    text-decoration: underline;
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.highlight};
    font-weight: 600;
    text-decoration: underline;
    text-decoration-thickness: 2px;
  }

  ${({ theme }) => theme.media.mobile} {
    display: flex;
    padding-inline: ${({ theme }) => theme.space.sm};
  }
`;

type MainNavProps = {
  /** The list's id, for the button that shows and hides it. */
  listId: string;
};

/** The public site's pages: a row of links on a wide screen, a menu of its own row on a phone. */
export function MainNav({ listId }: MainNavProps) {
  return (
    // Hidden only by the mobile styles: wide screens show the links whatever the menu's state.
    <Nav aria-label="Main">
      <NavList id={listId}>
        {NAV_LINKS.map(({ to, label, end }) => (
          <li key={to}>
            <NavItemLink to={to} end={end}>
              {label}
            </NavItemLink>
          </li>
        ))}
      </NavList>
    </Nav>
  );
}
