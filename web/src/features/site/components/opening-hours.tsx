import type { SiteDetails } from '@painting-site/gateway/contract/business';
import styled from 'styled-components';
import { openingHoursLines } from '../opening-hours-lines.ts';

// Day over hours, pair under pair: reads well in a narrow column, whatever the wording.
const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
  }
`;

/** The business hours as day/time pairs, consecutive days with the same hours together. */
export function OpeningHours({ site }: { site: Pick<SiteDetails, 'hours' | 'hoursText'> }) {
  return (
    <List>
      {openingHoursLines(site).map((line) => (
        <div key={line.days}>
          <dt>{line.days}</dt>
          <dd>{line.hours}</dd>
        </div>
      ))}
    </List>
  );
}
