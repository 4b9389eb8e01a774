import type { EstimateListResponse, EstimateSettings } from '@painting-site/gateway/contract/estimates';
import { useId, useState } from 'react';
import { generatePath, Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { AsyncContent, OWNER_LOAD_ADVICE } from '@/components/ui/async-content.tsx';
import { RuledList, ruledItem } from '@/components/ui/card-list.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { paths } from '@/config/paths.ts';
import { notifyApiError } from '@/lib/notify-api-error.ts';
import { useLoaded } from '@/lib/use-loaded.ts';
import { createEstimate } from '../api/create-estimate.ts';
import { getEstimateSettings } from '../api/estimate-settings-api.ts';
import { getEstimates } from '../api/get-estimates.ts';
import { estimateName, moneyWords } from '../estimate-words.ts';
import { EstimateStateTag } from './estimate-state-tag.tsx';

const Section = styled.section`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }
`;

const List = styled(RuledList)`
  justify-self: stretch;
`;

const Item = styled.li`
  ${ruledItem}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
`;

const Value = styled.span`
  margin-inline-start: auto;
  font-variant-numeric: tabular-nums;
`;

type Listed = { list: EstimateListResponse; settings: EstimateSettings };

/** A quote request's estimates (state, value, a link to each) and the way to write one. */
export function RequestEstimates({ requestId }: { requestId: number }) {
  const headingId = useId();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const listed = useLoaded<Listed>("the request's estimates", String(requestId), async (signal) => {
    const [list, settings] = await Promise.all([getEstimates({ requestId }, signal), getEstimateSettings(signal)]);
    return { list, settings };
  });

  async function write() {
    setCreating(true);
    try {
      const estimate = await createEstimate(requestId);
      await navigate(generatePath(paths.adminEstimate, { id: String(estimate.id) }));
    } catch (error) {
      notifyApiError(error);
      setCreating(false);
    }
  }

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>Estimates</h2>
      <AsyncContent resource={listed} failureAdvice={OWNER_LOAD_ADVICE} minHeight="3rem">
        {({ list, settings }) => {
          const money = moneyWords({ currency: list.currency, locale: settings.locale });
          if (list.estimates.length === 0) return <p>No estimate written for this request yet.</p>;
          return (
            <List>
              {list.estimates.map((estimate) => (
                <Item key={estimate.id}>
                  <Link to={generatePath(paths.adminEstimate, { id: String(estimate.id) })}>
                    {estimateName(estimate.number)}
                  </Link>
                  <EstimateStateTag state={estimate.state} />
                  <Value>{money(estimate.valueCents)}</Value>
                </Item>
              ))}
            </List>
          );
        }}
      </AsyncContent>
      <PendingButton type="button" pending={creating} pendingLabel="Starting the estimate…" onClick={write}>
        Write an estimate
      </PendingButton>
    </Section>
  );
}
