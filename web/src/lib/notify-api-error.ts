import { useCallback, useRef } from 'react';
import { notify } from '@/components/ui/toast/notify.ts';
import { ApiError } from './api-client.ts';

const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** The one place a failed call is told to the owner: an error toast in plain words. Returns its id. */
export function notifyApiError(error: unknown): string {
  return notify.error(error instanceof ApiError ? error.message : UNEXPECTED_ERROR_MESSAGE);
}

/**
 * A form's error toast: a new failure replaces the last one rather than piling up (and, being
 * a new toast, is announced again even when the words are the same); `clear` on success.
 */
export function useApiErrorToast() {
  const lastId = useRef<string | null>(null);

  const clear = useCallback(() => {
    if (lastId.current !== null) notify.dismiss(lastId.current);
    lastId.current = null;
  }, []);

  const show = useCallback(
    (error: unknown) => {
      clear();
      lastId.current = notifyApiError(error);
    },
    [clear],
  );

  return { show, clear };
}
