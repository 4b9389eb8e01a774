import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BUSINESS_NAME } from '@/config/constants.ts';
import { paths } from '@/config/paths.ts';

const Footer = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.sizes.content};
  margin-inline: auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.mobile} {
    padding-inline: ${({ theme }) => theme.space.md};
  }
`;

const Name = styled.p`
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 700;
`;

const BottomLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const OwnerLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export function SiteFooter() {
  return (
    <Footer>
      <Inner>
        <Name>{BUSINESS_NAME}</Name>
        <p>Interior and exterior painting for homes and small businesses, with careful prep and tidy job sites.</p>
        <BottomLine>
          <small>
            © {new Date().getFullYear()} {BUSINESS_NAME}
          </small>
          <OwnerLink to={paths.adminLogin}>Owner sign-in</OwnerLink>
        </BottomLine>
      </Inner>
    </Footer>
  );
}
