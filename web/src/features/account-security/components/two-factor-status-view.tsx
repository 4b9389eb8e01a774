import type { TwoFactorStatus } from '@painting-site/gateway/contract/auth';
import styled from 'styled-components';
import { Button, ButtonRow } from '@/components/ui/button.tsx';
import { formatAbsolute } from '@/lib/time-words.ts';
import { WarningNote } from './warning-note.tsx';

/** At or below this many unused recovery codes, the panel says to make new ones. */
export const FEW_RECOVERY_CODES = 3;

const Facts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.sizes.measure};

  /* The buttons follow the facts at the section's usual distance. */
  & + div {
    margin-top: 0;
  }
`;

const State = styled.p`
  font-weight: 700;
`;

const codesLeft = (count: number) => `${count} recovery ${count === 1 ? 'code' : 'codes'} left.`;

function CodesLeft({ count }: { count: number }) {
  if (count === 0) {
    return (
      <WarningNote>No recovery codes left. If you lose your phone you cannot sign in: make new ones now.</WarningNote>
    );
  }
  if (count <= FEW_RECOVERY_CODES) {
    return <WarningNote>{`Only ${codesLeft(count)} Make new ones before they run out.`}</WarningNote>;
  }
  return <p>{codesLeft(count)}</p>;
}

type TwoFactorStatusViewProps = {
  status: TwoFactorStatus;
  onTurnOn: () => void;
  onRenewCodes: () => void;
  onTurnOff: () => void;
};

/** Whether two-step sign-in is on, since when and with how many recovery codes, and what can be done about it. */
export function TwoFactorStatusView({ status, onTurnOn, onRenewCodes, onTurnOff }: TwoFactorStatusViewProps) {
  if (!status.enabled) {
    return (
      <>
        <Facts>
          <State>Two-step sign-in is off.</State>
          <p>Your password alone signs you in.</p>
        </Facts>
        <ButtonRow>
          <Button type="button" onClick={onTurnOn}>
            Turn on two-step sign-in
          </Button>
        </ButtonRow>
      </>
    );
  }
  return (
    <>
      <Facts>
        <State>
          Two-step sign-in is on
          {status.enabledAt && (
            <>
              {' '}
              since <time dateTime={status.enabledAt}>{formatAbsolute(status.enabledAt)}</time>
            </>
          )}
          .
        </State>
        <CodesLeft count={status.recoveryCodesLeft} />
      </Facts>
      <ButtonRow>
        <Button type="button" data-variant="secondary" onClick={onRenewCodes}>
          Make new recovery codes
        </Button>
        <Button type="button" data-variant="secondary" onClick={onTurnOff}>
          Turn off two-step sign-in
        </Button>
      </ButtonRow>
    </>
  );
}
