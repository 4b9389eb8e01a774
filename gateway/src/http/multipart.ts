import busboy from 'busboy';
import type { Context } from 'koa';

export interface UploadedFile {
  data: Buffer;
  filename: string;
}

export interface MultipartBody {
  file: UploadedFile;
  fields: Record<string, string>;
}

interface Limits {
  fileField: string;
  maxFileBytes: number;
  /** Given: a file past the cap is a 400 with this message on its field, as a form's slip (else a 413). */
  tooLargeMessage?: string;
}

const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 8 * 1024;

/** A 400 the error handler shows as it is; built, not thrown, inside the parser's callbacks. */
const notMultipart = () =>
  Object.assign(new Error('The upload is not valid multipart/form-data.'), { status: 400, expose: true });

/**
 * Reads a multipart/form-data body holding one file (kept in memory: pictures are capped) and
 * a few text fields. 415 unless the body is multipart, 413 past the size cap (or a 400, see
 * `tooLargeMessage`), 400 without the file.
 */
export async function readSingleFileUpload(
  ctx: Context,
  { fileField, maxFileBytes, tooLargeMessage }: Limits,
): Promise<MultipartBody> {
  if (!ctx.request.is('multipart/form-data')) {
    ctx.throw(415, 'Send the picture as multipart/form-data.');
  }
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  let tooLarge = false;

  await new Promise<void>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: ctx.req.headers,
        limits: { files: 1, fileSize: maxFileBytes, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES },
      });
    } catch {
      reject(notMultipart());
      return;
    }
    // Every stream here can fail on a body that stops short (busboy's file streams emit
    // "Unexpected end of form"), and an 'error' nobody listens to ends the process: each one
    // gets a listener, and the first failure settles the upload as a bad body.
    const fail = () => {
      ctx.req.unpipe(parser);
      // The rest of the body is read and dropped, so the answer reaches a client still sending.
      ctx.req.resume();
      reject(notMultipart());
    };
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      stream.on('error', fail);
      if (name !== fileField) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        tooLarge = true;
      });
      stream.on('end', () => {
        file = { data: Buffer.concat(chunks), filename: info.filename ?? '' };
      });
    });
    parser.on('error', fail);
    parser.on('close', resolve);
    // A connection closed mid-body: the request stream fails or ends early.
    ctx.req.on('error', fail);
    ctx.req.pipe(parser);
  });

  if (tooLarge && tooLargeMessage !== undefined) {
    ctx.throw(400, 'Some fields need attention.', {
      code: 'validation_failed',
      fields: { [fileField]: tooLargeMessage },
    });
  }
  if (tooLarge) {
    ctx.throw(413, `The picture is larger than ${Math.round(maxFileBytes / 1024 / 1024)} MB.`);
  }
  if (!file || file.data.length === 0) {
    ctx.throw(400, 'Some fields need attention.', {
      code: 'validation_failed',
      fields: { [fileField]: 'Choose a picture to upload.' },
    });
  }
  return { file, fields };
}
