import { type LeadSource, leadSourceLabel } from '@painting-site/gateway/contract/quote-requests';
import { Fragment, useId } from 'react';
import styled from 'styled-components';
import { FactList } from '@/components/ui/fact-list.tsx';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }
`;

// The request's facts' list, smaller: these are details under the source's name.
const Details = styled(FactList)`
  row-gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

/** What the owner is told of a request the visitor's browser posted itself. */
export const SENT_WITHOUT_SCRIPT_NOTE =
  "Sent before the page's script had started, or with scripts turned off: where the visitor came from is not known, and the check for forms sent too fast to be a person's could not run.";

type LeadSourceFactsProps = {
  source: LeadSource;
  /** Posted by the browser itself: the script that notes the source (and times the form) never ran. */
  sentWithoutScript?: boolean | undefined;
};

/** Where the customer came from: the campaign or site that sent them, and the page they arrived on. */
export function LeadSourceFacts({ source, sentWithoutScript = false }: LeadSourceFactsProps) {
  const headingId = useId();
  const details = [
    { label: 'Kind of link or ad', value: source.utmMedium },
    { label: 'Campaign name', value: source.utmCampaign },
    { label: 'Website they came from', value: source.referrer },
    { label: 'First page they opened', value: source.landingPage },
  ].filter((detail): detail is { label: string; value: string } => Boolean(detail.value));

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>Where it came from</h2>
      {sentWithoutScript ? (
        <p>{SENT_WITHOUT_SCRIPT_NOTE}</p>
      ) : (
        <p>
          Came from: <strong>{leadSourceLabel(source)}</strong>
        </p>
      )}
      {details.length > 0 && (
        <Details>
          {details.map(({ label, value }) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </Details>
      )}
    </Section>
  );
}
