import { useCallback, useEffect, useRef, useState } from 'react';
import { isSessionEnded } from '@/lib/api-client.ts';
import { useLoaded } from '@/lib/use-loaded.ts';
import { getBackupStatus } from './api/get-backup-status.ts';
import { startBackup } from './api/start-backup.ts';
import { endedRun, outcomeInWords } from './backup-words.ts';

/** How often the status is asked for again while a run is under way. */
export const BACKUP_POLL_INTERVAL_MS = 1000;

/**
 * The backups' status, followed while a run is under way: asked again a second after each answer
 * (never two asks at once), until the run ends or the panel goes away. When it ends, `outcome`
 * says how it went.
 */
export function useBackupStatus() {
  const status = useLoaded('the backup status', 'backups', getBackupStatus);
  const { update } = status;
  const running = status.status === 'ready' ? status.data.running : null;
  const [outcome, setOutcome] = useState<string | null>(null);
  // A poll that failed (the gateway restarting, a dropped connection): said, and asked again.
  const [outOfTouch, setOutOfTouch] = useState(false);

  // The run as it was when following began; its start tells its result from older ones.
  const runningNow = useRef(running);
  runningNow.current = running;
  const following = running !== null;

  useEffect(() => {
    const progress = runningNow.current;
    if (!following || progress === null) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      getBackupStatus(controller.signal).then(
        (next) => {
          if (controller.signal.aborted) return;
          setOutOfTouch(false);
          if (next.running) askLater();
          else setOutcome(outcomeInWords(endedRun(next, progress), next.destination));
          update(() => next);
        },
        (error: unknown) => {
          // A 401 has already sent the owner to sign in: nothing left to follow.
          if (controller.signal.aborted || isSessionEnded(error)) return;
          setOutOfTouch(true);
          askLater();
        },
      );
    };
    const askLater = () => {
      timer = setTimeout(ask, BACKUP_POLL_INTERVAL_MS);
    };
    askLater();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [following, update]);

  /** "Back up now": the answer carries the run under way, which the polling above then follows. */
  const start = useCallback(async () => {
    const next = await startBackup();
    update(() => next);
  }, [update]);

  /** Asks again, after a change of where backups go. */
  const refresh = useCallback(async () => {
    const next = await getBackupStatus(new AbortController().signal);
    update(() => next);
  }, [update]);

  return { status, outcome, outOfTouch, start, refresh };
}
