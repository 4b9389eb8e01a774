import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Router } from '@koa/router';
import busboy from 'busboy';
import type { Context, Middleware } from 'koa';
import { z } from 'zod';
import {
  BACKUP_DOWNLOAD_TICKET_SECONDS,
  BACKUP_DOWNLOADS_PER_HOUR,
  BACKUP_FILE_ERRORS,
  BACKUP_FILE_FIELDS,
  BACKUP_FILE_MAX_BYTES,
  BACKUP_FILE_NAME,
  BACKUP_PASSPHRASE_MAX_LENGTH,
  BACKUP_RESTORES_PER_HOUR,
  type BackupDownloadTicket,
  type BackupRestoreAccepted,
  type BackupRestoreOffer,
  backupPassphraseProblems,
} from '../../contract/backup-file.ts';
import { ERROR_CODES } from '../../contract/errors.ts';
import { BACKUP_FILES, DATA_FILES } from '../data-files.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import type { RateWindow } from '../http/rate-window.ts';
import { throwTooMany } from '../http/rate-window.ts';
import { notWorthABackup } from '../http/side-effects.ts';
import { validateBody } from '../http/validate.ts';
import type { Logger } from '../logger.ts';
import type { OwnerState } from '../owner/index.ts';
import { backupFileStream, unpackBackupFile } from './backup-file.ts';
import { BackupFileRefused } from './backup-file-crypto.ts';
import { BackupRefused } from './restore-check.ts';
import type { CheckedBackup } from './restore-files.ts';
import type { SiteBlankness } from './site-blank.ts';
import type { SiteFolders } from './site-copy.ts';
import { stageRestore } from './staged-restore.ts';

export interface BackupFileDeps {
  folders: SiteFolders;
  blankness: SiteBlankness;
  clock: () => number;
  logger: Logger;
  downloads: RateWindow;
  restores: RateWindow;
  requireOwner: Middleware<OwnerState>;
  /** Called once a restore is staged and answered: the gateway restarts and puts it in place. */
  restart: () => void;
}

const downloadSchema = z.object({
  passphrase: z.string().max(BACKUP_PASSPHRASE_MAX_LENGTH * 4),
  repeat: z.string().max(BACKUP_PASSPHRASE_MAX_LENGTH * 4),
});

export const SITE_NOT_BLANK =
  'This website already holds quote requests or changes of its own, so a backup file cannot replace it. A backup file restores only onto a new, blank install.';
const NO_PASSPHRASE = 'Type the passphrase the backup file was downloaded with.';
const NO_FILE = 'Choose the backup file (it ends in .paintsite-backup).';
const RATE_KEY = 'owner';

/** Why an upload is refused, as a 400 the page shows under the field to fix. */
const refusedUpload = (field: string, code: string, message: string) =>
  Object.assign(new Error(message), {
    status: 400,
    expose: true,
    code,
    fields: { [field]: message },
  });

/**
 * Reads a restore's multipart body as it arrives: the passphrase field first, then the file,
 * streamed into `unpack` (never whole in memory). The first failure settles it; the rest of the
 * body is read and dropped, so the answer reaches a browser still sending.
 */
function receiveBackupFile(
  ctx: Context,
  unpack: (file: AsyncIterable<Buffer>, passphrase: string) => Promise<CheckedBackup>,
): Promise<CheckedBackup> {
  if (!ctx.request.is('multipart/form-data')) ctx.throw(415, 'Send the backup file as multipart/form-data.');
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: ctx.req.headers,
        limits: { files: 1, fields: 2, fieldSize: BACKUP_PASSPHRASE_MAX_LENGTH * 4, fileSize: BACKUP_FILE_MAX_BYTES },
      });
    } catch {
      reject(refusedUpload(BACKUP_FILE_FIELDS.file, ERROR_CODES.validationFailed, NO_FILE));
      return;
    }
    let passphrase = '';
    let unpacking: Promise<CheckedBackup> | undefined;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      ctx.req.unpipe(parser);
      ctx.req.resume();
      reject(error);
    };
    parser.on('field', (name, value) => {
      if (name === BACKUP_FILE_FIELDS.passphrase) passphrase = value;
    });
    parser.on('file', (name, stream) => {
      stream.on('error', () => fail(refusedUpload(BACKUP_FILE_FIELDS.file, BACKUP_FILE_ERRORS.damaged, NO_FILE)));
      if (name !== BACKUP_FILE_FIELDS.file || unpacking) {
        stream.resume();
        return;
      }
      if (passphrase.length === 0) {
        stream.resume();
        fail(refusedUpload(BACKUP_FILE_FIELDS.passphrase, ERROR_CODES.validationFailed, NO_PASSPHRASE));
        return;
      }
      stream.on('limit', () =>
        fail(
          Object.assign(new Error('The backup file is larger than a backup file can be.'), {
            status: 413,
            expose: true,
          }),
        ),
      );
      unpacking = unpack(stream, passphrase);
      unpacking.catch((error) => {
        stream.resume();
        fail(error);
      });
    });
    parser.on('error', () => fail(refusedUpload(BACKUP_FILE_FIELDS.file, BACKUP_FILE_ERRORS.damaged, NO_FILE)));
    parser.on('close', () => {
      if (!unpacking) {
        fail(refusedUpload(BACKUP_FILE_FIELDS.file, ERROR_CODES.validationFailed, NO_FILE));
        return;
      }
      unpacking.then((checked) => {
        if (settled) return;
        settled = true;
        resolve(checked);
      }, fail);
    });
    ctx.req.on('error', () => fail(refusedUpload(BACKUP_FILE_FIELDS.file, BACKUP_FILE_ERRORS.damaged, NO_FILE)));
    ctx.req.pipe(parser);
  });
}

/**
 * "Download a backup" and "Start from a backup file":
 * - `POST /api/admin/backups/file` `{passphrase, repeat}`: a one-time address, good for a minute,
 *   that `GET /api/admin/backups/file/:ticket` streams the encrypted file from (a download the
 *   browser saves itself, to disk: the passphrase never travels in an address);
 * - `GET /api/admin/backups/restore`: whether this install is blank;
 * - `POST /api/admin/backups/restore` (multipart: passphrase, then the file): on a blank install,
 *   decrypts and checks it whole in DATA_DIR before anything of the site is touched, stages it,
 *   answers 202 and restarts the gateway, whose next start puts it in place. 409 on a site with
 *   data; 400 in words on a wrong passphrase or a damaged file, with nothing restored.
 */
export function backupFileRouter(deps: BackupFileDeps): Router<OwnerState> {
  const { folders, blankness, clock, logger, requireOwner } = deps;
  const router = new Router<OwnerState>({ prefix: '/api/admin/backups', ...EXACT_PATHS });
  const tickets = new Map<string, { passphrase: string; expiresAt: number }>();

  const spend = (ctx: Context, limiter: RateWindow, perHour: number, what: string) => {
    const retryAfter = limiter.retryAfterSeconds([RATE_KEY]);
    if (retryAfter > 0)
      throwTooMany(ctx, retryAfter, ERROR_CODES.tooManyRequests, `That makes ${perHour} ${what} this hour.`);
    limiter.record([RATE_KEY]);
  };

  router.post('/file', requireOwner, notWorthABackup, (ctx) => {
    const { passphrase, repeat } = validateBody(ctx, downloadSchema);
    const fields = backupPassphraseProblems(passphrase, repeat);
    if (Object.keys(fields).length > 0) {
      ctx.throw(400, 'Some fields need attention.', { code: ERROR_CODES.validationFailed, fields });
    }
    spend(ctx, deps.downloads, BACKUP_DOWNLOADS_PER_HOUR, 'downloads');
    for (const [ticket, { expiresAt }] of tickets) if (expiresAt <= clock()) tickets.delete(ticket);
    const ticket = randomBytes(24).toString('base64url');
    const expiresAt = clock() + BACKUP_DOWNLOAD_TICKET_SECONDS * 1000;
    tickets.set(ticket, { passphrase, expiresAt });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      url: `/api/admin/backups/file/${ticket}`,
      expiresAt: new Date(expiresAt).toISOString(),
    } satisfies BackupDownloadTicket;
  });

  // The ticket is the owner's say-so: one use, within the minute it was given for. Like every
  // owner-only route, it answers 401 to a request without a valid one (a used, late or made-up ticket).
  router.get('/file/:ticket', (ctx) => {
    const ticket = ctx.params.ticket ?? '';
    const held = tickets.get(ticket);
    tickets.delete(ticket);
    if (!held || held.expiresAt <= clock()) {
      return ctx.throw(
        401,
        'This download has expired. Go back to the dashboard and press "Download a backup" again.',
        {
          code: ERROR_CODES.unauthorized,
        },
      );
    }
    const day = new Date(clock()).toISOString().slice(0, 10);
    ctx.set(
      'Content-Disposition',
      `attachment; filename="${BACKUP_FILE_NAME.prefix}${day}.${BACKUP_FILE_NAME.extension}"`,
    );
    ctx.set('Cache-Control', 'no-store');
    // nginx passes it on as it comes rather than spooling gigabytes to its own disk first.
    ctx.set('X-Accel-Buffering', 'no');
    ctx.type = 'application/octet-stream';
    ctx.body = Readable.from(backupFileStream(folders, held.passphrase), { objectMode: false });
  });

  router.get('/restore', requireOwner, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { blank: blankness.isBlank() } satisfies BackupRestoreOffer;
  });

  router.post('/restore', requireOwner, notWorthABackup, async (ctx) => {
    if (!blankness.isBlank()) ctx.throw(409, SITE_NOT_BLANK, { code: BACKUP_FILE_ERRORS.siteNotBlank });
    spend(ctx, deps.restores, BACKUP_RESTORES_PER_HOUR, 'restores tried');
    const folder = join(folders.dataDir, `${DATA_FILES.backupFileUpload}${randomBytes(6).toString('hex')}`);
    let checked: CheckedBackup;
    try {
      checked = await receiveBackupFile(ctx, (file, passphrase) => unpackBackupFile(file, passphrase, folder));
    } catch (error) {
      if (error instanceof BackupFileRefused) {
        const field = error.reason === 'passphrase' ? BACKUP_FILE_FIELDS.passphrase : BACKUP_FILE_FIELDS.file;
        const code = error.reason === 'passphrase' ? BACKUP_FILE_ERRORS.wrongPassphrase : BACKUP_FILE_ERRORS.damaged;
        throw refusedUpload(field, code, error.message);
      }
      if (error instanceof BackupRefused) {
        const message = `This backup file was refused: ${error.message}. Nothing was restored.`;
        throw refusedUpload(BACKUP_FILE_FIELDS.file, BACKUP_FILE_ERRORS.damaged, message);
      }
      throw error;
    }
    // Checked again: a quote request may have come in while the file was uploading.
    if (!blankness.isBlank()) {
      await rm(folder, { recursive: true, force: true });
      ctx.throw(409, SITE_NOT_BLANK, { code: BACKUP_FILE_ERRORS.siteNotBlank });
    }
    const manifest = JSON.parse(await readFile(join(folder, BACKUP_FILES.manifest), 'utf8').catch(() => '{}'));
    stageRestore(folder, folders.dataDir);
    logger.warn(
      { pictures: checked.pictures.length, quotePhotos: checked.quotePhotos.length },
      'a backup file is staged: the gateway restarts to put it in place',
    );
    ctx.status = 202;
    ctx.body = {
      restarting: true,
      quoteRequests: Number(manifest.quoteRequests) || 0,
      pictures: checked.pictures.length,
      quotePhotos: checked.quotePhotos.length,
    } satisfies BackupRestoreAccepted;
    // On 'close' (after the answer is sent, or once the browser has gone): the staged backup goes in either way.
    ctx.res.once('close', () => deps.restart());
  });

  return router;
}
