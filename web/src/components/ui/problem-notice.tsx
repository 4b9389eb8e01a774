import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Notice = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.tapTarget};
    font-weight: 600;
  }
`;

const Problem = styled.p`
  font-weight: 700;
  overflow-wrap: anywhere;
`;

type ProblemNoticeProps = {
  /** What is wrong, in the owner's words. */
  problem: string;
  /** Where it is put right, and the link's words. */
  to: string;
  link: string;
};

/** Something the owner must put right for the site to work as set: what is wrong, and a link to where to fix it. */
export function ProblemNotice({ problem, to, link }: ProblemNoticeProps) {
  return (
    <Notice>
      <Problem>
        <span aria-hidden="true">⚠ </span>
        {problem}
      </Problem>
      <Link to={to}>{link}</Link>
    </Notice>
  );
}
