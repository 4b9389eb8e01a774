import styled from 'styled-components';
import { Button, ButtonRow } from '@/components/ui/button.tsx';
import { saveBlob } from '@/lib/save-download.ts';
import { CodeText } from './code-text.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';
import { WarningNote } from './warning-note.tsx';

export const RECOVERY_CODES_TITLE = 'Save your recovery codes';
export const RECOVERY_CODES_FILE_NAME = 'recovery-codes.txt';
export const RECOVERY_CODES_WARNING =
  'These codes are shown only this once. Save them now: download them, copy them into your password manager, or write them down.';

const CodeList = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  list-style: none;
`;

/** The codes as a text file: what they are for, then one a line. */
function codesFile(codes: readonly string[]): string {
  const intro = [
    `Recovery codes for two-step sign-in at ${window.location.host}.`,
    'Each code signs you in once, instead of the code from your authenticator app.',
    '',
  ];
  return [...intro, ...codes, ''].join('\n');
}

type RecoveryCodesViewProps = {
  codes: readonly string[];
  /** Says how copying or downloading went, in the panel's live region. */
  onOutcome: (text: string, failed?: boolean) => void;
  onDone: () => void;
};

/** New recovery codes, shown this once, with ways to keep them. */
export function RecoveryCodesView({ codes, onOutcome, onDone }: RecoveryCodesViewProps) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      onOutcome('Recovery codes copied.');
    } catch {
      onOutcome('Could not copy the codes here. Select them in the list and copy them, or download them.', true);
    }
  }

  function download() {
    saveBlob(new Blob([codesFile(codes)], { type: 'text/plain' }), RECOVERY_CODES_FILE_NAME);
    onOutcome(`Recovery codes downloaded as ${RECOVERY_CODES_FILE_NAME}.`);
  }

  return (
    <TwoFactorStep title={RECOVERY_CODES_TITLE}>
      <WarningNote>{RECOVERY_CODES_WARNING}</WarningNote>
      <p>If you lose your phone, each code signs you in once instead of the code from the app.</p>
      <CodeList aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <CodeText>{code}</CodeText>
          </li>
        ))}
      </CodeList>
      <ButtonRow>
        <Button type="button" data-variant="secondary" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button type="button" data-variant="secondary" onClick={download}>
          Download codes
        </Button>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </ButtonRow>
    </TwoFactorStep>
  );
}
