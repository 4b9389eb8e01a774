import { useCallback, useEffect, useMemo, useRef } from 'react';
import { type FormToken, getFormToken } from '../api/get-form-token.ts';
import type { FormTokenSource } from '../api/submit-quote-request.ts';

/**
 * The quote form's token: fetched as soon as the form is shown (the gateway times the visitor
 * from then), fetched again on demand when that failed or the token expired.
 */
export function useFormToken(): FormTokenSource {
  const token = useRef<FormToken | null>(null);
  const pending = useRef<Promise<FormToken> | null>(null);

  const renew = useCallback(() => {
    const request = getFormToken();
    pending.current = request;
    request
      .then(
        (fresh) => {
          token.current = fresh;
        },
        // A failure here is met again, and told, when the visitor sends the form.
        () => undefined,
      )
      .then(() => {
        if (pending.current === request) pending.current = null;
      });
    return request;
  }, []);

  const current = useCallback(
    () => (token.current ? Promise.resolve(token.current) : (pending.current ?? renew())),
    [renew],
  );

  useEffect(() => {
    if (!token.current && !pending.current) void renew();
  }, [renew]);

  return useMemo(() => ({ current, renew }), [current, renew]);
}
