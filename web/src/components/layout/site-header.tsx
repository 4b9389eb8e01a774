import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PhoneIcon } from '@/components/ui/phone-icon.tsx';
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
    column-gap: ${({ theme }) => theme.space.sm};
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
  transition: opacity 0.2s ease;

  /* Holds the name's place while the business details load, so the right one never flickers in. */
  &[data-pending='true'] {
    opacity: 0;
  }

  ${({ theme }) => theme.media.mobile} {
    /* Takes what the buttons leave: a long name wraps rather than pushing them off the row. */
    flex: 1 1 0;
    min-width: 0;
  }
`;

// Phones only: on a wide screen the number is in the page and the footer, and nobody taps to call.
const CallLink = styled.a`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: ${({ theme }) => theme.sizes.tapTarget};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.highlight};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 700;
  text-decoration: none;

  ${({ theme }) => theme.media.mobile} {
    display: inline-flex;
  }

  &[data-pending='true'] {
    visibility: hidden;
  }
`;

// Wide screens always show the links inline, so the button exists only on small ones.
const MenuButton = styled.button`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: ${({ theme }) => theme.sizes.tapTarget};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font-weight: 600;
  cursor: pointer;

  /* Only where a pointer can hover: on touch screens :hover sticks after a tap. */
  @media (hover: hover) {
    &:hover {
      color: ${({ theme }) => theme.colors.highlight};
    }
  }

  ${({ theme }) => theme.media.mobile} {
    display: inline-flex;
  }
`;

// Three bars drawn from one span and its two pseudo-elements; they fold into a cross when open.
const MenuIcon = styled.span`
  position: relative;
  display: block;
  width: 1.125rem;
  height: 2px;
  border-radius: 1px;
  background: currentColor;

  &::before,
  &::after {
    content: '';
    position: absolute;
    left: 0;
    width: 100%;
    height: 100%;
    border-radius: inherit;
    background: currentColor;
    transition: transform 0.15s ease;
  }

  &::before {
    transform: translateY(-6px);
  }

  &::after {
    transform: translateY(6px);
  }

  [aria-expanded='true'] > & {
    background: transparent;
  }

  [aria-expanded='true'] > &::before {
    transform: rotate(45deg);
  }

  [aria-expanded='true'] > &::after {
    transform: rotate(-45deg);
  }
`;

const Nav = styled.nav`
  ${({ theme }) => theme.media.mobile} {
    /* A row of its own under the name and the button. */
    flex-basis: 100%;

    &[data-open='false'] {
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

type SiteHeaderProps = {
  brandName: string;
  /** True while the real name is on its way: the stand-in keeps its place but is not shown. */
  brandPending?: boolean;
  /**
   * The business phone for a tap-to-call link on phones; `label` is its full accessible name.
   * While `brandPending`, the link's place is held for it.
   */
  call?: { href: string; label: string } | undefined;
};

export function SiteHeader({ brandName, brandPending = false, call }: SiteHeaderProps) {
  const location = useLocation();
  // The menu belongs to the page it was opened on: following any link (or going back)
  // gives a new location key, which closes it without an effect to reset it.
  const [openOnLocation, setOpenOnLocation] = useState<string | null>(null);
  const menuOpen = openOnLocation === location.key;
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const navListId = useId();

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !menuOpen) return;
    setOpenOnLocation(null);
    // Focus may have been on a link that is about to disappear.
    menuButtonRef.current?.focus();
  }

  return (
    <Header onKeyDown={closeOnEscape}>
      <Inner>
        <BrandLink to={paths.home} data-pending={brandPending}>
          {brandName}
        </BrandLink>
        {call ? (
          <CallLink href={call.href} aria-label={call.label}>
            <PhoneIcon />
            Call
          </CallLink>
        ) : (
          // Holds the link's place while the number is on its way: arriving later, it would make
          // the name beside it wrap and push the whole page down.
          brandPending && (
            <CallLink as="span" aria-hidden="true" data-pending="true">
              <PhoneIcon />
              Call
            </CallLink>
          )
        )}
        <MenuButton
          ref={menuButtonRef}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={navListId}
          onClick={() => setOpenOnLocation(menuOpen ? null : location.key)}
        >
          <MenuIcon aria-hidden="true" />
          Menu
        </MenuButton>
        {/* Hidden only by the mobile styles: wide screens show the links whatever the state. */}
        <Nav aria-label="Main" data-open={menuOpen}>
          <NavList id={navListId}>
            {NAV_LINKS.map(({ to, label, end }) => (
              <li key={to}>
                <NavItemLink to={to} end={end}>
                  {label}
                </NavItemLink>
              </li>
            ))}
          </NavList>
        </Nav>
      </Inner>
    </Header>
  );
}
