import type { QuoteRequestStore } from '../quote-requests/index.ts';
import type { VisitAvailabilityStore } from './visit-availability-store.ts';
import type { VisitNoticeFacts } from './visit-notices.ts';
import type { VisitStore } from './visit-store.ts';
import type { VisitTokens } from './visit-tokens.ts';

interface VisitFactsDeps {
  visits: Pick<VisitStore, 'get'>;
  requests: Pick<QuoteRequestStore, 'get'>;
  tokens: VisitTokens;
  availability: Pick<VisitAvailabilityStore, 'get'>;
}

/** What a visit's e-mails need, read fresh for a visit id; undefined when the visit or its request is gone. */
export function createVisitFacts({ visits, requests, tokens, availability }: VisitFactsDeps) {
  return (visitId: number): VisitNoticeFacts | undefined => {
    const visit = visits.get(visitId);
    const request = visit && requests.get(visit.quoteRequestId);
    if (!visit || !request) return undefined;
    return { visit, request, token: tokens.issue(request.id), timeZone: availability.get().timeZone };
  };
}

export type VisitFacts = ReturnType<typeof createVisitFacts>;
