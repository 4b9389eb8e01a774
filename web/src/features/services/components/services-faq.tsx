import styled from 'styled-components';
import { PageSection } from '@/components/ui/page-section.tsx';

const QUESTIONS = [
  {
    question: 'Do I need to prepare anything before you arrive?',
    answer:
      'Just take down pictures, clear small breakables and put away anything precious. Everything else is part of the job and the estimate: moving and covering furniture, masking, filling holes, sanding and priming.',
  },
  {
    question: 'Which paint do you use, and which sheen should I choose?',
    answer:
      'We use premium lines from Benjamin Moore and Sherwin-Williams, or the brand you prefer. As a rule of thumb: flat on ceilings, matte or eggshell on walls, satin in kitchens and bathrooms, and semi-gloss on trim, doors and cabinets. We bring samples and help you choose.',
  },
  {
    question: 'Do I have to move my furniture?',
    answer:
      'No. We move furniture to the middle of the room, cover it with clean drop cloths and put it back afterwards. We ask you to take care of electronics, valuables and very heavy items such as pianos or loaded bookcases.',
  },
  {
    question: 'What weather do you need for exterior painting?',
    answer:
      'Dry surfaces, temperatures of about 50 °F (10 °C) or more, and no rain forecast while the paint cures. Here that usually means May to early October. If the weather turns, we reschedule rather than paint damp siding, at no extra cost.',
  },
  {
    question: 'My home was built before 1978. What about lead paint?',
    answer:
      'Homes built before 1978 may have lead-based paint. We are an EPA Lead-Safe Certified firm and follow the Renovation, Repair and Painting rule: we test where needed, seal off the work area, never dry-sand or burn old paint, clean up with HEPA vacuums and verify the cleanup. You receive the "Renovate Right" pamphlet before work starts.',
  },
  {
    question: 'Is your work guaranteed?',
    answer:
      'Yes. Every job comes with a written two-year warranty on workmanship that covers peeling, blistering and flaking caused by our work. The paint itself carries the manufacturer’s warranty.',
  },
  {
    question: 'How do deposits and payment work?',
    answer:
      'Small jobs need no deposit. For larger jobs we ask for a deposit of up to a third when you book, to reserve your dates and order materials. The balance is due after the final walkthrough, once you are happy. We take checks, cards and bank transfer.',
  },
  {
    question: 'How long will my project take?',
    answer:
      'A single room usually takes one to two days, a whole-house interior about a week, and a house exterior three to seven working days depending on size, prep and weather. Your estimate gives the schedule, and we keep you posted if anything changes.',
  },
] as const;

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

const Answer = styled.p`
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

/** Questions homeowners ask before they book, each answer opened on demand. */
export function ServicesFaq({ heading, intro }: ServicesFaqProps) {
  return (
    <PageSection title={heading} lead={intro}>
      <List>
        {QUESTIONS.map(({ question, answer }) => (
          <Item key={question}>
            <Question>{question}</Question>
            <Answer>{answer}</Answer>
          </Item>
        ))}
      </List>
    </PageSection>
  );
}
