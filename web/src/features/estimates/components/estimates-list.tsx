import {
  ESTIMATE_STATE_LABELS,
  ESTIMATE_STATES,
  type EstimateListResponse,
  type EstimateSettings,
  type EstimateState,
} from '@painting-site/gateway/contract/estimates';
import { generatePath, Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AsyncContent, OWNER_LOAD_ADVICE } from '@/components/ui/async-content.tsx';
import { DataTable } from '@/components/ui/data-table.tsx';
import { FilterChipLink } from '@/components/ui/filter-chip.tsx';
import { EmptyNote } from '@/components/ui/page-section.tsx';
import { paths } from '@/config/paths.ts';
import { formatAbsolute } from '@/lib/time-words.ts';
import { useLoaded } from '@/lib/use-loaded.ts';
import { getEstimateSettings } from '../api/estimate-settings-api.ts';
import { getEstimates } from '../api/get-estimates.ts';
import { estimateName, formatDay, moneyWords } from '../estimate-words.ts';
import { EstimateStateTag } from './estimate-state-tag.tsx';

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;
`;

const Figure = styled.td`
  font-variant-numeric: tabular-nums;
`;

/** The state the list is filtered by, from `?state=`; none (all) when it names no state. */
function stateOf(search: URLSearchParams): EstimateState | undefined {
  const state = search.get('state');
  return ESTIMATE_STATES.find((each) => each === state);
}

type Listed = { list: EstimateListResponse; settings: EstimateSettings };

function StateFilter({ chosen }: { chosen: EstimateState | undefined }) {
  const choices: { state: EstimateState | undefined; label: string }[] = [
    { state: undefined, label: 'All' },
    ...ESTIMATE_STATES.map((state) => ({ state, label: ESTIMATE_STATE_LABELS[state] })),
  ];
  return (
    <nav aria-label="Filter estimates">
      <Chips>
        {choices.map(({ state, label }) => (
          <li key={label}>
            <FilterChipLink
              data-size="compact"
              to={{ pathname: paths.adminEstimates, search: state ? `?state=${state}` : '' }}
              aria-current={state === chosen ? 'true' : undefined}
            >
              {label}
            </FilterChipLink>
          </li>
        ))}
      </Chips>
    </nav>
  );
}

/** Every estimate, or those of one state: each with its customer, state, value, when it was sent and until when it holds. */
export function EstimatesList() {
  const [search] = useSearchParams();
  const state = stateOf(search);
  const listed = useLoaded<Listed>('the estimates', state ?? 'all', async (signal) => {
    const [list, settings] = await Promise.all([getEstimates({ state }, signal), getEstimateSettings(signal)]);
    return { list, settings };
  });

  return (
    <>
      <StateFilter chosen={state} />
      <AsyncContent resource={listed} failureAdvice={OWNER_LOAD_ADVICE} reserveScreen>
        {({ list, settings }) => {
          const money = moneyWords({ currency: list.currency, locale: settings.locale });
          if (list.estimates.length === 0) {
            return (
              <EmptyNote>
                {state
                  ? `No estimates are ${ESTIMATE_STATE_LABELS[state].toLowerCase()} right now.`
                  : 'No estimates yet. Open a quote request and press “Write an estimate”.'}
              </EmptyNote>
            );
          }
          return (
            <DataTable data-cards="records">
              <caption>{state ? `${ESTIMATE_STATE_LABELS[state]} estimates` : 'All estimates'}, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Estimate</th>
                  <th scope="col">Customer</th>
                  <th scope="col">State</th>
                  <th scope="col">Value</th>
                  <th scope="col">Sent</th>
                  <th scope="col">Expires</th>
                </tr>
              </thead>
              <tbody>
                {list.estimates.map((estimate) => (
                  <tr key={estimate.id}>
                    <th scope="row" data-label="Estimate">
                      <Link to={generatePath(paths.adminEstimate, { id: String(estimate.id) })}>
                        {estimateName(estimate.number)}
                      </Link>
                    </th>
                    <td data-label="Customer">{estimate.customerName || '—'}</td>
                    <td data-label="State">
                      <span>
                        <EstimateStateTag state={estimate.state} />
                      </span>
                    </td>
                    <Figure data-label="Value">{money(estimate.valueCents)}</Figure>
                    <td data-label="Sent">{estimate.sentAt ? formatAbsolute(estimate.sentAt) : 'Not sent'}</td>
                    <td data-label="Expires">{formatDay(estimate.expiresOn)}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          );
        }}
      </AsyncContent>
    </>
  );
}
