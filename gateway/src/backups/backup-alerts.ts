import type { BackupDestination } from '../../contract/backups.ts';
import type { Logger } from '../logger.ts';
import { escapeHtml, RECEIVED_AT } from '../mail/mail-layout.ts';
import type { MailSender } from '../mail/mail-sender.ts';
import type { BackupRunStore } from './backup-run-store.ts';

/** At most one "still failing" e-mail a day. */
export const FAILING_ALERT_EVERY_MS = 24 * 60 * 60 * 1000;

interface BackupAlertDeps {
  runs: BackupRunStore;
  /** Where backups go now (a destination saved in the dashboard changes it). */
  destination: () => BackupDestination;
  /** BACKUP_ALERT_AFTER: how long backups may fail before the owner is told. */
  alertAfterMs: number;
  mail: MailSender;
  siteName: () => string;
  logger: Logger;
}

const paragraphs = (lines: string[]) => ({
  text: `${lines.join('\n\n')}\n`,
  html: [
    '<!doctype html><html><body style="font-family:sans-serif;color:#1b2a41">',
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    '</body></html>',
  ].join('\n'),
});

/**
 * After each backup: e-mails the owner when backups have failed for BACKUP_ALERT_AFTER (a day;
 * again each day they still fail), and once when they work again. Never throws; a send that fails is logged and tried
 * again after the next backup.
 */
export function createBackupAlerts({ runs, destination, alertAfterMs, mail, siteName, logger }: BackupAlertDeps) {
  const send = async (subject: string, lines: string[]) => {
    const to = mail.notifyEmail;
    if (!mail.configured || !to) return false;
    const result = await mail.send({ to, subject, ...paragraphs(lines) });
    if (!result.ok) logger.warn({ reason: result.message }, 'a backup e-mail was not sent');
    return result.ok;
  };

  return async function afterRun(ok: boolean, problem: string | null, now: number): Promise<void> {
    const mailedAt = runs.failureMailedAt();
    const site = siteName();
    if (ok) {
      if (!mailedAt) return;
      const sent = await send(`Backups of ${site} work again`, [
        `The backup made at ${RECEIVED_AT.format(new Date(now))} worked: the website's data is safe again.`,
      ]);
      if (sent) runs.setFailureMailedAt(null);
      return;
    }
    const since = runs.failingSince(destination());
    if (!since || now - Date.parse(since) < alertAfterMs) return;
    if (mailedAt && now - Date.parse(mailedAt) < FAILING_ALERT_EVERY_MS) return;
    const lastGood = runs.newest('backup', true, destination());
    const sent = await send(`Backups of ${site} have been failing since ${RECEIVED_AT.format(new Date(since))}`, [
      `The website's backups have not worked since ${RECEIVED_AT.format(new Date(since))}.`,
      `What went wrong the last time: ${problem ?? 'unknown'}`,
      lastGood
        ? `The newest backup that worked is from ${RECEIVED_AT.format(new Date(lastGood.finishedAt))}.`
        : 'No backup has worked yet.',
      'The website itself keeps working. Show this e-mail to whoever runs the website’s server; the Backups panel of the dashboard shows the same, and has a "Back up now" button to try again.',
    ]);
    if (sent) runs.setFailureMailedAt(new Date(now).toISOString());
  };
}
