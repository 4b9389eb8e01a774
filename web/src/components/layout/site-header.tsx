import type { PublishedLogo } from '@painting-site/gateway/contract/brand';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@/config/paths.ts';
import { BusinessLogo, logoPlate } from './business-logo.tsx';
import { CallLink, type CallTarget } from './call-link.tsx';
import { HeaderBarRow } from './header-bar.tsx';
import { MainNav } from './main-nav.tsx';
import { MenuButton } from './menu-button.tsx';

const Header = styled.header`
  --focus-ring: ${({ theme }) => theme.colors.focusOnDark};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.paper};
`;

// While the business details load, the name holds its place without showing, so the right one
// never flickers in. On phones it takes what the buttons leave: a long name wraps rather than
// pushing them off the row. A logo of dark marks on transparency stands on a white plate here.
// (Comments out here, not in the CSS: the CSS text ships with the page.)
const BrandLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.brand};
  font-weight: 700;
  text-decoration: none;
  transition: opacity 0.2s ease;

  &[data-pending='true'] {
    opacity: 0;
  }

  ${({ theme }) => theme.media.mobile} {
    flex: 1 1 0;
    min-width: 0;
  }

  & img {
    flex: none;
  }

  ${logoPlate('light')}
`;

// Beside the logo on a phone, a long name wraps within what the logo leaves.
const BrandName = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

type SiteHeaderProps = {
  brandName: string;
  /** True while the real name is on its way: the stand-in keeps its place but is not shown. */
  brandPending?: boolean;
  /** The owner's logo, shown before the name. */
  logo?: PublishedLogo | null | undefined;
  /** The logo alone, for a logo that shows the name already (the name stays its text alternative). */
  logoOnly?: boolean | undefined;
  /**
   * The business phone for a tap-to-call link on phones; `label` is its full accessible name.
   * While `brandPending`, the link's place is held for it.
   */
  call?: CallTarget | undefined;
};

export function SiteHeader({ brandName, brandPending = false, logo, logoOnly = false, call }: SiteHeaderProps) {
  const location = useLocation();
  // The menu belongs to the page it was opened on: following any link (or going back)
  // gives a new location key, which closes it without an effect to reset it.
  const [openOnLocation, setOpenOnLocation] = useState<string | null>(null);
  const menuOpen = openOnLocation === location.key;
  const menuButtonRef = useRef<HTMLElement>(null);
  const navListId = useId();

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !menuOpen) return;
    setOpenOnLocation(null);
    // Focus may have been on a link that is about to disappear.
    menuButtonRef.current?.focus();
  }

  return (
    <Header onKeyDown={closeOnEscape}>
      <HeaderBarRow>
        <BrandLink to={paths.home} data-pending={brandPending}>
          {/* Beside the name, the logo would only repeat it to screen readers: its text is then empty. */}
          {logo && <BusinessLogo logo={logo} name={logoOnly ? brandName : ''} />}
          {!(logo && logoOnly) && <BrandName>{brandName}</BrandName>}
        </BrandLink>
        <CallLink call={call} pending={brandPending} />
        <MenuButton
          ref={menuButtonRef}
          open={menuOpen}
          controls={navListId}
          onToggle={(open) => setOpenOnLocation(open ? location.key : null)}
        />
        <MainNav listId={navListId} />
      </HeaderBarRow>
    </Header>
  );
}
