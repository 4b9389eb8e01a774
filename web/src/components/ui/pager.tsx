import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const stepStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding-inline: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
`;

const StepLink = styled(Link)`
  ${stepStyles}
  text-decoration: none;

  @media (hover: hover) {
    &:hover {
      border-color: ${({ theme }) => theme.colors.accent};
      text-decoration: underline;
    }
  }
`;

// Where there is no page to go to, the step shows dimmed so the row keeps its shape.
const NoStep = styled.span`
  ${stepStyles}
  color: ${({ theme }) => theme.colors.inkMuted};
  opacity: 0.6;
`;

const Position = styled.p`
  font-variant-numeric: tabular-nums;
`;

type PagerProps = {
  /** Names the navigation for screen readers, e.g. "Pages of quote requests". */
  label: string;
  page: number;
  pageCount: number;
  /** The address of a page, keeping whatever else the list's address holds. */
  hrefFor: (page: number) => string;
};

/** Previous / "Page n of m" / Next, as links so every page has an address. */
export function Pager({ label, page, pageCount, hrefFor }: PagerProps) {
  const hasPrevious = page > 1;
  const hasNext = page < pageCount;
  return (
    <Nav aria-label={label}>
      {hasPrevious ? (
        <StepLink to={hrefFor(page - 1)} rel="prev">
          <span aria-hidden="true">←</span>&nbsp;Previous
        </StepLink>
      ) : (
        <NoStep aria-hidden="true">← Previous</NoStep>
      )}
      <Position>
        Page {page} of {pageCount}
      </Position>
      {hasNext ? (
        <StepLink to={hrefFor(page + 1)} rel="next">
          Next&nbsp;<span aria-hidden="true">→</span>
        </StepLink>
      ) : (
        <NoStep aria-hidden="true">Next →</NoStep>
      )}
    </Nav>
  );
}
