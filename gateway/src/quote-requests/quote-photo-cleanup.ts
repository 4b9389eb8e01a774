import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../logger.ts';
import { photoIdOfFile, removeQuotePhotoFiles } from './quote-photo-files.ts';
import type { QuotePhotoStore } from './quote-photo-store.ts';

/**
 * A photo no request claimed within this long is deleted: long enough to finish the form after
 * adding photos, short enough that uploads which never send a request give their room back soon.
 */
export const UNCLAIMED_PHOTO_MAX_AGE_MS = 3600 * 1000;
/** Unclaimed photos are deleted at most this long after UNCLAIMED_PHOTO_MAX_AGE_MS. */
export const QUOTE_PHOTO_SWEEP_INTERVAL_MS = 10 * 60 * 1000;
/** A file with no row is left this long: its upload may be between writing the files and its row. */
export const ORPHAN_FILE_GRACE_MS = 10 * 60 * 1000;

export interface QuotePhotoCleanup {
  /** Deletes these requests' photos, rows and files (before the requests themselves go). */
  removeRequestPhotos(requestIds: number[]): void;
  /** Deletes unclaimed photos past UNCLAIMED_PHOTO_MAX_AGE_MS, and files with no row. */
  sweep(): Promise<{ unclaimed: number; orphanFiles: number }>;
  /** Sweeps now and every QUOTE_PHOTO_SWEEP_INTERVAL_MS (the timer does not keep the process alive); returns stop(). */
  start(): () => void;
}

interface CleanupDeps {
  photos: QuotePhotoStore;
  /** DATA_DIR/quote-photos. */
  folder: string;
  clock: () => number;
  logger: Logger;
}

export function createQuotePhotoCleanup({ photos, folder, clock, logger }: CleanupDeps): QuotePhotoCleanup {
  // Set once the gateway stops the sweeps: a sweep that was reading the folder then leaves the
  // database (closing after the stop) alone.
  let stopped = false;
  async function removeOrphans(): Promise<number> {
    const names = await readdir(folder).catch(() => [] as string[]);
    if (stopped) return 0;
    const known = photos.ids();
    const cutoff = clock() - ORPHAN_FILE_GRACE_MS;
    let removed = 0;
    for (const name of names) {
      const id = photoIdOfFile(name);
      if (id !== undefined && known.has(id)) continue;
      const path = join(folder, name);
      const file = await stat(path).catch(() => undefined);
      if (!file?.isFile() || file.mtimeMs > cutoff) continue;
      await rm(path, { force: true });
      removed += 1;
    }
    return removed;
  }

  const cleanup: QuotePhotoCleanup = {
    removeRequestPhotos(requestIds) {
      removeQuotePhotoFiles(folder, photos.removeForRequests(requestIds));
    },
    async sweep() {
      const expired = photos.removeUnclaimedBefore(new Date(clock() - UNCLAIMED_PHOTO_MAX_AGE_MS).toISOString());
      removeQuotePhotoFiles(folder, expired);
      const orphans = await removeOrphans();
      if (expired.length + orphans > 0) {
        logger.info({ unclaimed: expired.length, orphanFiles: orphans }, 'old quote photos deleted');
      }
      return { unclaimed: expired.length, orphanFiles: orphans };
    },
    start() {
      stopped = false;
      const run = () => {
        cleanup.sweep().catch((error: unknown) => {
          if (!stopped) logger.warn({ err: error }, 'quote photo sweep failed');
        });
      };
      run();
      const timer = setInterval(run, QUOTE_PHOTO_SWEEP_INTERVAL_MS);
      timer.unref();
      return () => {
        stopped = true;
        clearInterval(timer);
      };
    },
  };
  return cleanup;
}
