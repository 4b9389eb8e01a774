import styled from 'styled-components';

/** Short guides, one under the other: the mail providers', the registrars', the storage services'. */
export const GuideList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.sizes.measure};
  min-width: 0;
`;

/** One guide, closed until its name (the summary, a whole tap target) is pressed. */
export const Guide = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;

  summary {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.tapTarget};
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    font-weight: 600;
    cursor: pointer;
  }

  &[open] summary {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
