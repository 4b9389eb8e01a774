import type { QuotePhotoSize } from '@painting-site/gateway/contract/quote-requests';
import { useCallback, useEffect, useState } from 'react';
import { getQuotePhoto } from './api/get-quote-photo.ts';

export type QuotePhotoState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; url: string };

/**
 * A private photo as an object URL the page can show: fetched with the owner's token, revoked
 * when the photo changes or the component goes away (so the blob does not stay in memory).
 */
export function useQuotePhoto(requestId: number, photoId: string, size: QuotePhotoSize) {
  const [state, setState] = useState<QuotePhotoState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies(attempt): the trigger: retry bumps it to fetch again.
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setState({ status: 'loading' });
    getQuotePhoto(requestId, photoId, size, controller.signal).then(
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
  }, [requestId, photoId, size, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
