import { type ReactNode, type Ref, useId } from 'react';
import styled from 'styled-components';
import { Paragraphs } from './paragraphs.tsx';

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
  /** The h2; none when empty (the owner left it off). */
  title?: string | undefined;
  /** What the section offers, under the heading: plain text, each line a paragraph. */
  lead?: string | undefined;
  id?: string;
  /** For a section that sends focus to its heading (after the item that had it went away). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
};

/**
 * A part of a page: its h2, what it covers and its content, named by its heading for screen
 * readers. A heading or lead left empty is left out, never shown as an empty element.
 */
export function PageSection({ title, lead, id, headingRef, children }: PageSectionProps) {
  const headingId = useId();
  return (
    <Section id={id} aria-labelledby={title ? headingId : undefined}>
      {(title || lead) && (
        <Header>
          {title && (
            <h2 id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
              {title}
            </h2>
          )}
          <Paragraphs text={lead} as={Lead} />
        </Header>
      )}
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
