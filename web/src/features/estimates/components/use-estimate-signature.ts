import { useCallback, useEffect, useState } from 'react';
import { getEstimateSignature } from '../api/get-estimate-signature.ts';

export type SignatureState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; url: string };

/**
 * The customer's drawn signature as an object URL the page can show: fetched with the owner's
 * token, revoked when the estimate changes or the component goes away (so the blob, a likeness of
 * the customer's hand, does not stay in memory).
 */
export function useEstimateSignature(estimateId: number) {
  const [state, setState] = useState<SignatureState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies(attempt): the trigger: retry bumps it to fetch again.
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setState({ status: 'loading' });
    getEstimateSignature(estimateId, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url });
      },
      () => {
        // A 401 has already ended the session in the API client; anything else shows here.
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [estimateId, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
