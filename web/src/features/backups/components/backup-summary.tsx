import type { BackupStatus } from '@painting-site/gateway/contract/backups';
import styled from 'styled-components';
import { Moment } from '@/components/ui/moment.tsx';
import { BACKUPS_GUIDE, sizeInWords } from '../backup-words.ts';

// Each warning says what is wrong in words and with a symbol, not by colour alone; the edge helps the eye.
const Notice = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  max-width: ${({ theme }) => theme.sizes.measure};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.highlight};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;

  /* Stronger: the newest good backup is too old, so losing the server now would lose real work. */
  &[data-severity='stale'] {
    border-width: 2px;
    border-color: ${({ theme }) => theme.colors.danger};
    border-left-width: 8px;
  }

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  }
`;

const Title = styled.p`
  font-weight: 700;
`;

const Lines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.sizes.measure};
  /* A repository's address is one long word (sftp:user@host:/path): it breaks rather than widen a phone's page. */
  overflow-wrap: anywhere;
`;

/** The newest good backup is too old, or the last one failed: what happened, when, and why. */
function BackupWarning({ status }: { status: BackupStatus }) {
  const { lastSuccess, lastFailure, stale, nextRunAt } = status;
  // A new installation is not stale until BACKUP_STALE_HOURS after its first start: "No backup yet" says the rest.
  if (!lastFailure && !stale) return null;
  return (
    <Notice data-severity={stale ? 'stale' : 'failed'}>
      {stale && (
        <Title>
          <span aria-hidden="true">⚠ </span>
          {lastSuccess ? (
            <>
              Your newest backup is too old: it is from <Moment at={lastSuccess.finishedAt} />.
            </>
          ) : (
            'No backup has been made yet.'
          )}
        </Title>
      )}
      {stale && (
        <p>
          If this server were lost now, {lastSuccess ? 'everything since then' : 'the whole site'} would be lost with
          it. Fix this soon.
        </p>
      )}
      {lastFailure && (
        <>
          <Title>
            {!stale && <span aria-hidden="true">⚠ </span>}
            The last backup failed <Moment at={lastFailure.finishedAt} />.
          </Title>
          <p>{lastFailure.problem}</p>
          <p>
            It is tried again <Moment at={nextRunAt} />.
          </p>
        </>
      )}
    </Notice>
  );
}

/** Backups kept on the site's own disk protect against mistakes, not against losing the machine. */
function SameMachineWarning() {
  return (
    <Notice>
      <Title>
        <span aria-hidden="true">⚠ </span>
        These backups are on the same machine as the site.
      </Title>
      <p>If its disk or the server dies, the site and its backups are lost together.</p>
      <p>
        Send them to another server or a storage bucket under “Where backups go” below (for a USB disk, the site’s
        manual on backups, {BACKUPS_GUIDE}, says how).
      </p>
    </Notice>
  );
}

/** The backups in plain words: the last good one, any failure, where they go, the last check and the next run. */
export function BackupSummary({ status }: { status: BackupStatus }) {
  const { destination, where, lastSuccess, lastCheck, nextRunAt } = status;
  const size = lastSuccess && sizeInWords(destination, lastSuccess.bytesAdded);
  return (
    <>
      <BackupWarning status={status} />
      <Lines>
        {lastSuccess ? (
          <p>
            Last backup: <Moment at={lastSuccess.finishedAt} />
            {size && `, ${size}`}, to {where}.
          </p>
        ) : (
          <p>
            No backup yet. The first one runs <Moment at={nextRunAt} />, to {where}.
          </p>
        )}
        {lastCheck &&
          (lastCheck.ok ? (
            <p>
              Checked <Moment at={lastCheck.finishedAt} />: the backups can be read.
            </p>
          ) : (
            <p>
              <span aria-hidden="true">⚠ </span>
              The check <Moment at={lastCheck.finishedAt} /> found a problem: {lastCheck.problem}
            </p>
          ))}
        {lastSuccess && (
          <p>
            Next backup: <Moment at={nextRunAt} />.
          </p>
        )}
      </Lines>
      {destination === 'local' && <SameMachineWarning />}
    </>
  );
}
