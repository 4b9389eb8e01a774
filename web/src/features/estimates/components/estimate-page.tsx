import type { Estimate, EstimateAcceptance, EstimateSettings } from '@painting-site/gateway/contract/estimates';
import type { QuoteRequest } from '@painting-site/gateway/contract/quote-requests';
import { generatePath, Link } from 'react-router-dom';
import styled from 'styled-components';
import { AsyncContent, OWNER_LOAD_ADVICE } from '@/components/ui/async-content.tsx';
import { EmptyNote } from '@/components/ui/page-section.tsx';
import { paths } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useLoaded } from '@/lib/use-loaded.ts';
import { getEstimateSettings } from '../api/estimate-settings-api.ts';
import { getEstimate } from '../api/get-estimate.ts';
import { getEstimateRequest } from '../api/get-estimate-request.ts';
import { estimateName, formatDay, moneyWords } from '../estimate-words.ts';
import { AcceptedEstimate } from './accepted-estimate.tsx';
import { EstimateEditor } from './estimate-editor.tsx';
import { EstimateStateTag } from './estimate-state-tag.tsx';

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const For = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  overflow-wrap: anywhere;
`;

type Loaded = { estimate: Estimate; settings: EstimateSettings; request: QuoteRequest };

const isAccepted = (estimate: Estimate): estimate is Estimate & { acceptance: EstimateAcceptance } =>
  estimate.acceptance !== null;

/** The words under the title: whom it is for, and where it stands. */
function standing(estimate: Estimate): string {
  const last = estimate.versions.at(-1);
  const until = `Good until ${formatDay(estimate.draft.expiresOn)}.`;
  return last ? `Version ${last.version} sent. ${until}` : `Not sent yet. ${until}`;
}

/** One estimate: its editor while it may change, the accepted record once the customer signed it. */
export function EstimatePage({ id }: { id: number }) {
  const loaded = useLoaded<Loaded>('the estimate', String(id), async (signal) => {
    const [estimate, settings] = await Promise.all([getEstimate(id, signal), getEstimateSettings(signal)]);
    const request = await getEstimateRequest(estimate.requestId, signal);
    return { estimate, settings, request };
  });
  const gone = loaded.status === 'error' && loaded.error instanceof ApiError && loaded.error.status === 404;
  const shown = loaded.status === 'ready' ? loaded.data : undefined;
  const changed = (estimate: Estimate) => loaded.update((current) => ({ ...current, estimate }));

  return (
    <>
      <BackLink
        to={shown ? generatePath(paths.adminQuoteRequest, { id: String(shown.request.id) }) : paths.adminEstimates}
      >
        <span aria-hidden="true">←&nbsp;</span>
        {shown ? `Request from ${shown.request.name}` : 'All estimates'}
      </BackLink>
      <Title>
        <h1>{shown ? estimateName(shown.estimate.number) : 'Estimate'}</h1>
        {shown && <EstimateStateTag state={shown.estimate.state} />}
      </Title>
      {gone ? (
        <EmptyNote>This estimate is not there any more: it may have been a draft that was deleted.</EmptyNote>
      ) : (
        <AsyncContent resource={loaded} failureAdvice={OWNER_LOAD_ADVICE} reserveScreen>
          {({ estimate, settings, request }) => {
            const money = moneyWords(settings);
            return (
              <>
                <For>
                  For {request.name}
                  {request.email ? ` (${request.email})` : ''}. {standing(estimate)}
                </For>
                {isAccepted(estimate) ? (
                  <AcceptedEstimate estimate={estimate} locale={settings.locale} money={money} onChange={changed} />
                ) : (
                  <EstimateEditor
                    key={estimate.id}
                    estimate={estimate}
                    request={request}
                    locale={settings.locale}
                    money={money}
                    onChange={changed}
                    onLocked={loaded.retry}
                  />
                )}
              </>
            );
          }}
        </AsyncContent>
      )}
    </>
  );
}
