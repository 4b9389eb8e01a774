import { useId } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button.tsx';
import { Paragraphs } from '@/components/ui/paragraphs.tsx';
import { paths } from '@/config/paths.ts';
import { QUOTE_CTA } from '@/lib/site-events.ts';
import { usePageCopy } from '../api/get-page-copy.ts';
import { QUOTE_BUTTON_FALLBACK } from '../neutral-words.ts';
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
  /** The page's own words; with neither, the page has no closing band. */
  heading?: string | undefined;
  text?: string | undefined;
};

/** The last word on a page: ask for an estimate or call. The button's words are the home page's. */
export function ClosingCallToAction({ heading, text }: ClosingCallToActionProps) {
  const headingId = useId();
  const { closingButtonLabel } = usePageCopy('home');
  if (!heading && !text) return null;
  return (
    <Band aria-labelledby={heading ? headingId : undefined}>
      {heading && <h2 id={headingId}>{heading}</h2>}
      <Paragraphs text={text} />
      <Actions>
        <ButtonLink to={paths.contact} data-variant="bright" {...QUOTE_CTA}>
          {closingButtonLabel || QUOTE_BUTTON_FALLBACK}
        </ButtonLink>
        <CallButton variant="outline-light" />
      </Actions>
    </Band>
  );
}
