import type { ReactNode } from 'react';
import styled from 'styled-components';

const Page = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
  min-height: 100dvh;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
`;

const Card = styled.main`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.measure};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.lg};
  }

  & > * + * {
    margin-top: ${({ theme }) => theme.space.md};
  }
`;

type CenteredLayoutProps = {
  children: ReactNode;
};

/** One card in the middle of the page, for screens that stand apart from the public site. */
export function CenteredLayout({ children }: CenteredLayoutProps) {
  return (
    <Page>
      <Card id="main">{children}</Card>
    </Page>
  );
}
