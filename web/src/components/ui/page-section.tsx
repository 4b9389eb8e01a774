import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  /* Beats the page's own spacing between its children: sections stand further apart. */
  && {
    margin-top: ${({ theme }) => theme.space.xxl};
  }

  ${({ theme }) => theme.media.mobile} {
    && {
      margin-top: ${({ theme }) => theme.space.xl};
    }
  }

  /* Lands a little below the top edge when reached by its #anchor. */
  scroll-margin-top: ${({ theme }) => theme.space.md};
`;

const Header = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

type PageSectionProps = {
  title: string;
  /** A sentence under the heading saying what the section offers. */
  lead?: ReactNode;
  id?: string;
  children: ReactNode;
};

/** A titled part of a page (an h2 and what it covers), named by its heading for screen readers. */
export function PageSection({ title, lead, id, children }: PageSectionProps) {
  const headingId = useId();
  return (
    <Section id={id} aria-labelledby={headingId}>
      <Header>
        <h2 id={headingId}>{title}</h2>
        {lead && <Lead>{lead}</Lead>}
      </Header>
      {children}
    </Section>
  );
}

/** A short explicit line where a list has nothing to show yet. */
export const EmptyNote = styled.p`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.inkMuted};
`;
