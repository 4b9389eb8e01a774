import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@/config/paths.ts';

const Footer = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.sizes.content};
  margin-inline: auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.mobile} {
    padding-inline: ${({ theme }) => theme.space.md};
  }
`;

const Name = styled.p`
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.brand};
  font-weight: 700;

  &[data-pending='true'] {
    visibility: hidden;
  }
`;

const BottomLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const OwnerLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

type SiteFooterProps = {
  brandName: string;
  /** True while the real name is on its way: the stand-in keeps its place but is not shown. */
  brandPending?: boolean;
  /** The business's contact details, hours and the like. */
  children?: ReactNode;
};

export function SiteFooter({ brandName, brandPending = false, children }: SiteFooterProps) {
  return (
    <Footer>
      <Inner>
        <Name data-pending={brandPending}>{brandName}</Name>
        {children}
        <BottomLine>
          {/* The year may have turned since the page was published: it hydrates without an error,
              keeping the published text, which the gateway's nightly publish brings up to date. */}
          <small suppressHydrationWarning>
            © {new Date().getFullYear()} {brandName}
          </small>
          <OwnerLink to={paths.adminLogin}>Owner sign-in</OwnerLink>
        </BottomLine>
      </Inner>
    </Footer>
  );
}
