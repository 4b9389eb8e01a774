import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DASHBOARD_SECTIONS } from '../sections.ts';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  /* The whole card is the link's target, so it is easy to hit on a phone. */
  position: relative;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  /* Only where a pointer can hover: on touch screens :hover sticks after a tap. */
  @media (hover: hover) {
    &:hover {
      border-color: ${({ theme }) => theme.colors.accent};
    }
  }

  &:focus-within {
    outline: 3px solid var(--focus-ring);
    outline-offset: 2px;
  }
`;

const CardLink = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.brand};
  font-weight: 700;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  &:focus-visible {
    outline: none;
  }
`;

const Summary = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** Every section of the dashboard with a line on what it is for. */
export function SectionCards() {
  return (
    <List>
      {DASHBOARD_SECTIONS.map(({ to, label, summary }) => (
        <Card key={to}>
          <CardLink to={to}>{label}</CardLink>
          <Summary>{summary}</Summary>
        </Card>
      ))}
    </List>
  );
}
