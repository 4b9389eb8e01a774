import { useCallback, useEffect, useRef, useState } from 'react';

export type PrivatePictureState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; url: string };

/**
 * A private picture (a customer's photo, a drawn signature) as an object URL the page can show:
 * `load` fetches it with the owner's token (an `<img src>` cannot carry one); the URL is revoked
 * when `key` changes or the component goes away, so the blob does not stay in memory. `retry`
 * loads it again after an error.
 */
export function usePrivatePicture(key: string, load: (signal: AbortSignal) => Promise<Blob>) {
  const [state, setState] = useState<PrivatePictureState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The newest loader, without making each render's new function a reason to fetch again.
  const loader = useRef(load);
  loader.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies(key): names the picture: a new one is fetched.
  // biome-ignore lint/correctness/useExhaustiveDependencies(attempt): the trigger: retry bumps it to fetch again.
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setState({ status: 'loading' });
    loader.current(controller.signal).then(
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
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
