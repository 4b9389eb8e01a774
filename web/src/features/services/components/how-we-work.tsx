import styled from 'styled-components';
import { PageSection } from '@/components/ui/page-section.tsx';

const STEPS = [
  {
    title: 'Free estimate',
    text: 'We visit at a time that suits you, look at every surface, talk through colors and sheens, and send a written, itemised estimate within two business days. No pressure and no obligation.',
  },
  {
    title: 'Preparation',
    text: 'We move and cover furniture, mask floors, fixtures and plants, then wash, scrape, sand, fill and caulk, and spot-prime bare wood and patches. Prep is most of the job, and it is why the paint lasts.',
  },
  {
    title: 'Painting',
    text: 'Our own crew applies two finish coats of premium paint with brush, roller or sprayer as the surface needs. A lead painter is your contact every day, and we leave the site tidy each evening.',
  },
  {
    title: 'Final walkthrough',
    text: 'Before we call it done we walk the job with you and touch up anything you point out. You get a note of every color used, leftover paint for touch-ups, and our written warranty.',
  },
] as const;

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

/** The four steps of every job, and what the customer can expect at each. */
export function HowWeWork({ heading, intro }: HowWeWorkProps) {
  return (
    <PageSection title={heading} lead={intro}>
      <Steps>
        {STEPS.map((step) => (
          <Step key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </Step>
        ))}
      </Steps>
    </PageSection>
  );
}
