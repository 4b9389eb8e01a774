import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { BUSINESS_NAME } from '@/config/constants.ts';
import { paths } from '@/config/paths.ts';

const NAV_LINKS = [
  // `end` so Home is not marked current on every page below it.
  { to: paths.home, label: 'Home', end: true },
  { to: paths.gallery, label: 'Gallery', end: false },
  { to: paths.services, label: 'Services', end: false },
  { to: paths.contact, label: 'Contact', end: false },
] as const;

const Header = styled.header`
  --focus-ring: ${({ theme }) => theme.colors.focusOnDark};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.paper};
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.sizes.content};
  margin-inline: auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
    align-items: flex-start;
    padding-inline: ${({ theme }) => theme.space.md};
  }
`;

const BrandLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.brand};
  font-weight: 700;
  text-decoration: none;
`;

const NavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.mobile} {
    /* Pull the first link's padding back so it lines up with the name above. */
    margin-inline-start: calc(-1 * ${({ theme }) => theme.space.sm});
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
    padding-inline: ${({ theme }) => theme.space.sm};
  }
`;

export function SiteHeader() {
  return (
    <Header>
      <Inner>
        <BrandLink to={paths.home}>{BUSINESS_NAME}</BrandLink>
        <nav aria-label="Main">
          <NavList>
            {NAV_LINKS.map(({ to, label, end }) => (
              <li key={to}>
                <NavItemLink to={to} end={end}>
                  {label}
                </NavItemLink>
              </li>
            ))}
          </NavList>
        </nav>
      </Inner>
    </Header>
  );
}
