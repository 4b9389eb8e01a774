import styled from 'styled-components';
import { AsyncContent } from '@/components/ui/async-content.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { Paragraphs } from '@/components/ui/paragraphs.tsx';
import { useFaq } from '../api/get-faq.ts';

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Item = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &[open] {
    border-color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const Question = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  font-weight: 600;
  cursor: pointer;
  list-style: none;

  &::-webkit-details-marker {
    display: none;
  }

  /* A plus that turns into a minus when the answer is open; silent for screen readers (empty alt text). */
  &::after {
    content: '+' / '';
    flex: none;
    font-size: 1.5rem;
    line-height: 1;
    color: ${({ theme }) => theme.colors.link};
  }

  [open] > &::after {
    content: '−' / '';
  }

  ${({ theme }) => theme.media.mobile} {
    padding-inline: ${({ theme }) => theme.space.md};
  }
`;

const Answer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.mobile} {
    padding-inline: ${({ theme }) => theme.space.md};
  }
`;

type ServicesFaqProps = {
  /** The owner's words over the questions; either may be empty. */
  heading?: string | undefined;
  intro?: string | undefined;
};

/**
 * The owner's questions and answers, each answer opened on demand (a native disclosure: keyboard
 * and screen readers need nothing more). With no questions, no section at all.
 */
export function ServicesFaq({ heading, intro }: ServicesFaqProps) {
  const faq = useFaq();
  if (faq.status === 'ready' && faq.data.length === 0) return null;

  return (
    <PageSection title={heading} lead={intro}>
      <AsyncContent resource={faq} minHeight="10rem">
        {(entries) => (
          <List>
            {entries.map(({ id, question, answer }) => (
              <Item key={id}>
                <Question>{question}</Question>
                <Answer>
                  <Paragraphs text={answer} />
                </Answer>
              </Item>
            ))}
          </List>
        )}
      </AsyncContent>
    </PageSection>
  );
}
