import type { BrandSettings } from '@painting-site/gateway/contract/brand';
import { BRAND_MESSAGES, LOGO_UPLOAD_FIELD } from '@painting-site/gateway/contract/brand-rules';
import { useRef, useState } from 'react';
import { notify } from '@/components/ui/toast/notify.ts';
import { ApiError } from '@/lib/api-client.ts';
import { notifyApiError } from '@/lib/notify-api-error.ts';
import { uploadLogo } from '../api/upload-logo.ts';
import { logoRefusal } from '../logo-rules.ts';

/** The logo on its way, as the editor shows it. */
export type LogoUpload =
  | { status: 'idle' }
  | { status: 'uploading'; name: string; size: number; sent: number }
  | { status: 'processing'; name: string; size: number }
  | { status: 'failed'; name: string; error: string };

export const LOGO_SAVED_MESSAGE = 'Logo saved. The website shows it from the next page a visitor opens.';

const SESSION_ENDED = 401;
const PAYLOAD_TOO_LARGE = 413;
const SERVER_FAILED_MESSAGE = 'The server could not take this logo. Try again in a moment.';

function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return SERVER_FAILED_MESSAGE;
  // A proxy may refuse a big file before the gateway sees it, without the gateway's words.
  if (error.status === PAYLOAD_TOO_LARGE) return BRAND_MESSAGES.logoTooBig;
  return error.fields[LOGO_UPLOAD_FIELD] ?? error.message;
}

/** Sends one logo at a time: checked here first, then its progress, then the brand as saved or why not. */
export function useLogoUpload(onSaved: (brand: BrandSettings) => void) {
  const [upload, setUpload] = useState<LogoUpload>({ status: 'idle' });
  const sending = useRef(false);

  function send(file: File) {
    if (sending.current) return;
    const refusal = logoRefusal(file);
    if (refusal) {
      setUpload({ status: 'failed', name: file.name, error: refusal });
      return;
    }
    sending.current = true;
    const { name, size } = file;
    setUpload({ status: 'uploading', name, size, sent: 0 });
    uploadLogo(file, {
      onProgress: (sent) => setUpload({ status: 'uploading', name, size, sent }),
      onSent: () => setUpload({ status: 'processing', name, size }),
    })
      .then(
        (brand) => {
          setUpload({ status: 'idle' });
          onSaved(brand);
          notify.success(LOGO_SAVED_MESSAGE);
        },
        (error: unknown) => {
          setUpload({ status: 'failed', name, error: failureMessage(error) });
          // The app is on its way to sign-in; the toast says why.
          if (error instanceof ApiError && error.status === SESSION_ENDED) notifyApiError(error);
        },
      )
      .finally(() => {
        sending.current = false;
      });
  }

  return { upload, send };
}
