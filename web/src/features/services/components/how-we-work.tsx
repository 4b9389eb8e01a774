import styled from 'styled-components';
import { AsyncContent } from '@/components/ui/async-content.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { Paragraphs } from '@/components/ui/paragraphs.tsx';
import { useWorkSteps } from '../api/get-work-steps.ts';

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Step = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-top: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  counter-increment: step;

  /* The number is decoration: the list itself is ordered for screen readers. */
  &::before {
    content: counter(step);
    display: inline-grid;
    place-items: center;
    width: 2.25rem;
    height: 2.25rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.paper};
    font-weight: 700;
  }
`;

type HowWeWorkProps = {
  /** The owner's words over the steps; either may be empty. */
  heading?: string | undefined;
  intro?: string | undefined;
};

/**
 * The owner's steps of every job, and what the customer can expect at each. With no steps, no
 * section at all: a heading over nothing says less than no heading.
 */
export function HowWeWork({ heading, intro }: HowWeWorkProps) {
  const steps = useWorkSteps();
  if (steps.status === 'ready' && steps.data.length === 0) return null;

  return (
    <PageSection title={heading} lead={intro}>
      <AsyncContent resource={steps} minHeight="10rem">
        {(list) => (
          <Steps>
            {list.map((step) => (
              <Step key={step.id}>
                <h3>{step.title}</h3>
                <Paragraphs text={step.text} />
              </Step>
            ))}
          </Steps>
        )}
      </AsyncContent>
    </PageSection>
  );
}
