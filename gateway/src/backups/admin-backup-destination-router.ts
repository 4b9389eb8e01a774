import { Router } from '@koa/router';
import type { Context, Middleware } from 'koa';
import { z } from 'zod';
import {
  BACKUP_DESTINATION_TEXT_MAX_LENGTH,
  BACKUP_SECRET_MAX_LENGTH,
  type BackupDestinationInput,
  type BackupDestinationSaved,
  type BackupDestinationTestResult,
  type BackupDestinationView,
  backupDestinationProblems,
} from '../../contract/backup-destination.ts';
import { ERROR_CODES } from '../../contract/errors.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { type RateWindow, throwTooMany } from '../http/rate-window.ts';
import { notWorthABackup, worthABackup } from '../http/side-effects.ts';
import { validateBody } from '../http/validate.ts';
import type { OwnerState } from '../owner/index.ts';
import type { BackupDestination } from './backup-destination.ts';

/** Tests and saves the owner may make within the window (each runs restic against the storage). */
export const DESTINATION_TRIES_PER_WINDOW = 10;
export const DESTINATION_TRY_WINDOW_MS = 10 * 60 * 1000;
/** The dashboard has one owner: the limit is the site's. */
const DESTINATION_TRY_KEY = 'backup-destination';

/** The answer when BACKUP_REPOSITORY sets where backups go. */
export const DESTINATION_FIXED_BY_ENVIRONMENT =
  'Where backups go is set by the server’s BACKUP_REPOSITORY setting, which wins over the dashboard. Ask whoever runs the server to change it there, or to remove it so you can set it here.';
export const DESTINATION_FIXED_CODE = 'backup_destination_fixed_by_environment';
/** A save whose storage did not take the settings: nothing was stored. */
export const DESTINATION_CHECK_FAILED_CODE = 'backup_destination_check_failed';

const text = (max = BACKUP_DESTINATION_TEXT_MAX_LENGTH) => z.string().trim().max(max, `Use at most ${max} characters.`);

const destinationSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('s3'),
      endpoint: text(),
      bucket: text(),
      region: text(),
      accessKeyId: text(BACKUP_SECRET_MAX_LENGTH),
      secretAccessKey: z
        .string()
        .trim()
        .max(BACKUP_SECRET_MAX_LENGTH, `Use at most ${BACKUP_SECRET_MAX_LENGTH} characters.`),
    }),
    z.object({
      kind: z.literal('sftp'),
      host: text(),
      port: z.number('Enter the port as a number, like 22.'),
      user: text(),
      path: text(),
    }),
  ],
  'Choose an S3-compatible bucket or an SFTP server.',
) satisfies z.ZodType<BackupDestinationInput>;

interface AdminBackupDestinationDeps {
  destination: BackupDestination;
  /** The recovery sheet for the destination just saved, with the password when the save made it. */
  recoverySheet: (password: string | null) => string;
  limiter: RateWindow;
  requireOwner: Middleware<OwnerState>;
}

/**
 * "Where backups go" (`/api/admin/backups/destination`): the destination and the SFTP public key
 * (never a secret), a test through restic that saves nothing, and the save, which tests first
 * and stores only what the storage took.
 */
export function adminBackupDestinationRouter({
  destination,
  recoverySheet,
  limiter,
  requireOwner,
}: AdminBackupDestinationDeps): Router<OwnerState> {
  const router = new Router<OwnerState>({ prefix: '/api/admin', ...EXACT_PATHS });
  router.use('/backups/destination', async (ctx, next) => {
    await next();
    ctx.set('Cache-Control', 'no-store');
  });

  /** The typed destination, or 409 when the environment sets it, or 400 with a message per field. */
  const typed = async (ctx: Context): Promise<BackupDestinationInput> => {
    if (destination.fixedByEnvironment) {
      ctx.throw(409, DESTINATION_FIXED_BY_ENVIRONMENT, { code: DESTINATION_FIXED_CODE });
    }
    const input = validateBody(ctx, destinationSchema);
    const fields: Record<string, string> = backupDestinationProblems(input, {
      secretKeyStored: destination.secretKeyStoredFor(input),
    });
    const hostField = input.kind === 's3' ? 'endpoint' : 'host';
    const refused = fields[hostField] ? undefined : await destination.hostRefusal(input);
    if (refused) fields[hostField] = refused;
    if (Object.keys(fields).length > 0) {
      ctx.throw(400, 'Some fields need attention.', { code: ERROR_CODES.validationFailed, fields });
    }
    const retryAfter = limiter.retryAfterSeconds([DESTINATION_TRY_KEY]);
    if (retryAfter > 0) {
      throwTooMany(
        ctx,
        retryAfter,
        ERROR_CODES.tooManyRequests,
        `That makes ${DESTINATION_TRIES_PER_WINDOW} tries already.`,
      );
    }
    limiter.record([DESTINATION_TRY_KEY]);
    return input;
  };

  router.get('/backups/destination', requireOwner, (ctx) => {
    ctx.body = destination.view() satisfies BackupDestinationView;
  });

  // 200 whether or not the storage took it: the answer is the storage's, in words.
  router.post('/backups/destination/test', requireOwner, notWorthABackup, async (ctx) => {
    const input = await typed(ctx);
    ctx.body = (await destination.test(input)) satisfies BackupDestinationTestResult;
  });

  router.put('/backups/destination', requireOwner, worthABackup, async (ctx) => {
    const input = await typed(ctx);
    const tested = await destination.test(input);
    if (!tested.ok) {
      ctx.throw(400, tested.message, {
        code: DESTINATION_CHECK_FAILED_CODE,
        fields: tested.field ? { [tested.field]: tested.message } : {},
      });
    }
    const { password } = destination.save(input);
    ctx.body = {
      destination: destination.view(),
      password,
      recoverySheet: recoverySheet(password),
    } satisfies BackupDestinationSaved;
  });
  return router;
}
