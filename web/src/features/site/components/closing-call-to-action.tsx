import { useId } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { CallButton } from './call-button.tsx';

const Band = styled.section`
  --focus-ring: ${({ theme }) => theme.colors.focusOnDark};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.paper};

  && {
    margin-top: ${({ theme }) => theme.space.xxl};
  }

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};

    && {
      margin-top: ${({ theme }) => theme.space.xl};
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.mobile} {
    display: grid;
  }
`;

type ClosingCallToActionProps = {
  title?: string;
  text?: string;
};

/** The last word on a page: ask for an estimate or call. */
export function ClosingCallToAction({
  title = 'Ready for a fresh coat?',
  text = 'Tell us about the job in a couple of minutes. We reply within one business day to book a visit and a free written estimate.',
}: ClosingCallToActionProps) {
  const headingId = useId();
  return (
    <Band aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p>{text}</p>
      <Actions>
        {/* Worded apart from the hero's "Get a free estimate", so each link has a name of its own. */}
        <ButtonLink to={paths.contact} data-variant="bright">
          Request your free estimate
        </ButtonLink>
        <CallButton variant="outline-light" />
      </Actions>
    </Band>
  );
}
