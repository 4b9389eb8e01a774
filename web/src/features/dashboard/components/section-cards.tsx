import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CardGrid, LinkCard, stretchedLink } from '@/components/ui/card-list.tsx';
import { DASHBOARD_SECTIONS } from '../sections.ts';

const CardLink = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.brand};
  font-weight: 700;
  ${stretchedLink}
`;

const Summary = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** Every section of the dashboard with a line on what it is for. */
export function SectionCards() {
  return (
    <CardGrid $min="15rem">
      {DASHBOARD_SECTIONS.map(({ to, label, summary }) => (
        <LinkCard key={to}>
          <CardLink to={to}>{label}</CardLink>
          <Summary>{summary}</Summary>
        </LinkCard>
      ))}
    </CardGrid>
  );
}
