import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import { saveBlob } from '@/lib/save-download.ts';

export const RECOVERY_SHEET_FILE = 'backup-recovery-sheet.txt';

const Notice = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.sizes.measure};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.highlight};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;
`;

const Password = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: 1.1rem;
  user-select: all;
`;

const Sheet = styled.pre`
  max-height: 20rem;
  overflow: auto;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.small};
  white-space: pre-wrap;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

type BackupPasswordNoticeProps = {
  /** The password, in the answer to the save that made it; null after (the sheet then names it without it). */
  password: string | null;
  recoverySheet: string;
};

/** The backup password, shown this once, and the recovery sheet to download or print. */
export function BackupPasswordNotice({ password, recoverySheet }: BackupPasswordNoticeProps) {
  function printSheet() {
    const page = window.open('', '_blank');
    if (!page) return;
    const pre = page.document.createElement('pre');
    pre.textContent = recoverySheet;
    page.document.title = 'Backup recovery sheet';
    page.document.body.append(pre);
    page.print();
  }

  return (
    <Notice aria-labelledby="backup-password-heading" tabIndex={-1}>
      <h3 id="backup-password-heading">{password ? 'Your backup password' : 'Your recovery sheet'}</h3>
      {password && (
        <>
          <p>
            <strong>Save it in your password manager now.</strong> It is shown only this once; without it, no backup can
            be read, even by us.
          </p>
          <Password aria-label="Backup password">{password}</Password>
        </>
      )}
      <p>
        The recovery sheet holds what a restore onto a new server needs: where the backups are, the repository, the
        password and the commands. Keep it away from this server.
      </p>
      <Actions>
        <Button
          type="button"
          onClick={() => saveBlob(new Blob([recoverySheet], { type: 'text/plain;charset=utf-8' }), RECOVERY_SHEET_FILE)}
        >
          Download the recovery sheet
        </Button>
        <Button type="button" data-variant="secondary" onClick={printSheet}>
          Print it
        </Button>
      </Actions>
      <Sheet aria-label="Recovery sheet">{recoverySheet}</Sheet>
    </Notice>
  );
}
