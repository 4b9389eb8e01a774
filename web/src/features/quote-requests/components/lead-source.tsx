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

/** Where the customer came from: the campaign or site that sent them, and the page they arrived on. */
export function LeadSourceFacts({ source }: { source: LeadSource }) {
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
      <p>
        Came from: <strong>{leadSourceLabel(source)}</strong>
      </p>
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
