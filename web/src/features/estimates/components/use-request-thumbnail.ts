import { useCallback, useEffect, useState } from 'react';
import { getRequestThumbnail } from '../api/get-request-thumbnail.ts';

export type ThumbnailState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; url: string };

/**
 * A request's photo, small, as an object URL the page can show: fetched with the owner's token,
 * revoked when the photo changes or the component goes away.
 */
export function useRequestThumbnail(requestId: number, photoId: string) {
  const [state, setState] = useState<ThumbnailState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies(attempt): the trigger: retry bumps it to fetch again.
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setState({ status: 'loading' });
    getRequestThumbnail(requestId, photoId, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [requestId, photoId, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
