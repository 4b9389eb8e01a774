import { API_URL } from '@/config/env.ts';
import {
  ApiError,
  authorizationHeader,
  failureOf,
  networkError,
  noteSuccessfulCall,
  UNEXPECTED_RESPONSE_CODE,
} from './api-client.ts';

export type UploadOptions = {
  /** Bytes sent so far out of the total, as the browser reports them. */
  onProgress?: (loaded: number, total: number) => void;
  /** Every byte is sent; the gateway is now working on the file. */
  onSent?: () => void;
  signal?: AbortSignal;
  /** POST adds (the default); PUT puts a file in place of another. */
  method?: 'POST' | 'PUT';
  /** A visitor's upload (the quote form's photos): no session token sent, and a 401 ends no session. */
  anonymous?: boolean;
};

// A Response can only be built for these statuses; anything else never came from a server.
const MIN_ERROR_STATUS = 400;
const MAX_STATUS = 599;

const UNREADABLE_ANSWER = 'The server sent an answer this page does not understand. Try again in a moment.';

function abortError() {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

/**
 * Sends a multipart form to the gateway with the session token, reporting upload progress
 * (fetch cannot), and answers like the API client: the JSON body, or an ApiError; a 401 ends
 * the session as it does for every authenticated call.
 */
export function uploadWithProgress<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const { onProgress, onSent, signal, method = 'POST', anonymous = false } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_URL}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (!anonymous) {
      for (const [name, value] of Object.entries(authorizationHeader())) xhr.setRequestHeader(name, value);
    }

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    });
    xhr.upload.addEventListener('load', () => onSent?.());

    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        noteSuccessfulCall(method, path);
        try {
          resolve((xhr.responseText === '' ? undefined : JSON.parse(xhr.responseText)) as T);
        } catch {
          reject(new ApiError({ status: xhr.status, code: UNEXPECTED_RESPONSE_CODE, message: UNREADABLE_ANSWER }));
        }
        return;
      }
      if (xhr.status < MIN_ERROR_STATUS || xhr.status > MAX_STATUS) {
        reject(networkError());
        return;
      }
      // The same reading of a refusal as every other call: the gateway's error body, or plain words.
      const answer = new Response(xhr.responseText, {
        status: xhr.status,
        headers: { 'Content-Type': xhr.getResponseHeader('Content-Type') ?? 'text/plain' },
      });
      void failureOf(answer, !anonymous).then(reject);
    });
    xhr.addEventListener('error', () => reject(networkError()));
    xhr.addEventListener('timeout', () => reject(networkError()));
    xhr.addEventListener('abort', () => reject(abortError()));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    xhr.send(form);
  });
}
