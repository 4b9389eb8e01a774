import styled from 'styled-components';
import { GO_LIVE_SECTION, isLocalAddress } from '@/lib/site-address.ts';

const Preview = styled.figure`
  display: grid;
  gap: 2px;
  max-width: 36rem;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.paper};
  overflow-wrap: anywhere;
`;

const Caption = styled.figcaption`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 600;
`;

const Address = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Title = styled.p`
  color: ${({ theme }) => theme.colors.link};
  font-size: 1.1875rem;
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.small};

  &[data-missing='true'] {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-style: italic;
  }
`;

const LocalNote = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

type SearchResultPreviewProps = {
  /** The page's whole title, as its tab and a search result show it. */
  title: string;
  /** Empty: search engines pick a passage of the page. */
  description: string;
  /** The page's real address: the site's SITE_URL and the page's path. */
  url: string;
};

/**
 * Roughly how a search engine lists the page, as the owner types its title and description, at
 * its real address; an address that reaches only the server's own computer is explained.
 */
export function SearchResultPreview({ title, description, url }: SearchResultPreviewProps) {
  return (
    <Preview>
      <Caption>In search results, roughly:</Caption>
      <Address>{url}</Address>
      <Title>{title}</Title>
      <Description data-missing={description === ''}>
        {description || 'No description: search engines show a passage of the page instead.'}
      </Description>
      {isLocalAddress(url) && (
        <LocalNote>
          This address is still the server’s own computer, so search engines cannot visit it yet. Whoever runs your
          server sets your real address (SITE_URL in the .env file beside docker-compose.yml): see “{GO_LIVE_SECTION}”
          in the README.
        </LocalNote>
      )}
    </Preview>
  );
}
