import { vi } from 'vitest';

/**
 * One upload sent through the stand-in XMLHttpRequest: what was sent, and controls to play
 * the network's part (progress, end of sending, the answer).
 */
export class FakeUploadRequest {
  readonly upload = new EventTarget();
  readonly headers: Record<string, string> = {};
  method = '';
  url = '';
  body: Document | XMLHttpRequestBodyInit | null = null;
  status = 0;
  responseText = '';
  private readonly events = new EventTarget();
  private responseType = 'application/json';

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }

  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? this.responseType : null;
  }

  send(body: Document | XMLHttpRequestBodyInit | null) {
    this.body = body;
    sent.push(this);
  }

  abort() {
    this.events.dispatchEvent(new Event('abort'));
  }

  /** The file sent, from the multipart form. */
  get file(): File | null {
    return this.body instanceof FormData ? (this.body.get('image') as File | null) : null;
  }

  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }

  /** Every byte is out: the gateway is processing. */
  finishSending() {
    this.upload.dispatchEvent(new ProgressEvent('load'));
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }
}

let sent: FakeUploadRequest[] = [];

/** Replaces XMLHttpRequest for one test; returns the list the uploads land in, in order. */
export function stubUploads(): FakeUploadRequest[] {
  sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
  return sent;
}

/** A picture file of the given size, without allocating it. */
export function pictureFile(name: string, type: string, size: number): File {
  const file = new File(['picture'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
