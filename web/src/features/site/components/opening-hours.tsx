import type { SiteDetails } from '@painting-site/gateway/contract/business';
import styled from 'styled-components';

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

/** The business hours as day/time pairs. */
export function OpeningHours({ hours }: { hours: SiteDetails['hours'] }) {
  return (
    <List>
      {hours.map((line) => (
        <div key={line.days}>
          <dt>{line.days}</dt>
          <dd>{line.hours}</dd>
        </div>
      ))}
    </List>
  );
}
