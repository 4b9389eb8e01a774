import type { ReactNode } from 'react';
import styled from 'styled-components';
import { HeaderBarRow } from '@/components/layout/header-bar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import { paths } from '@/config/paths.ts';
import { useBusinessName } from '@/lib/use-business-name.ts';

const Header = styled.header`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const SignedInAs = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
  overflow-wrap: anywhere;
`;

type DashboardHeaderProps = {
  /** Who is signed in; null when it cannot be read. */
  username: string | null;
  /** The control that ends the session. */
  signOutControl: ReactNode;
};

/**
 * The dashboard's header: the business (from the published content), who is signed in, the way
 * to the public site (in a new tab, so the dashboard stays open) and the way to sign out.
 */
export function DashboardHeader({ username, signOutControl }: DashboardHeaderProps) {
  const businessName = useBusinessName();
  return (
    <Header>
      <HeaderBarRow>
        <Identity>
          {businessName && <BusinessName>{businessName}</BusinessName>}
          {username && <SignedInAs>Signed in as {username}</SignedInAs>}
        </Identity>
        <Actions>
          {/* The published site is its own document, not a route of the dashboard's app. */}
          <Button as="a" href={paths.home} target="_blank" rel="noopener" data-variant="secondary">
            View my website<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Button>
          {signOutControl}
        </Actions>
      </HeaderBarRow>
    </Header>
  );
}
