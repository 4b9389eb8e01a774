import type { RecoveryCodes, TwoFactorSetup } from '@painting-site/gateway/contract/auth';
import { useEffect, useRef, useState } from 'react';
import { Announcement, NO_OUTCOME, type Outcome } from '@/components/ui/announcement.tsx';
import { AsyncContent, OWNER_LOAD_ADVICE } from '@/components/ui/async-content.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { useLoaded } from '@/lib/use-loaded.ts';
import { disableTwoFactor } from '../api/disable-two-factor.ts';
import { getTwoFactorStatus } from '../api/get-two-factor-status.ts';
import { renewRecoveryCodes } from '../api/renew-recovery-codes.ts';
import { RecoveryCodesView } from './recovery-codes.tsx';
import { TwoFactorPasswordStep } from './two-factor-password-step.tsx';
import { TwoFactorProofForm } from './two-factor-proof-form.tsx';
import { TwoFactorScanStep } from './two-factor-scan-step.tsx';
import { TwoFactorStatusView } from './two-factor-status-view.tsx';

export const TWO_FACTOR_TITLE = 'Two-step sign-in';
const TWO_FACTOR_LEAD =
  'After your password, signing in asks for a 6-digit code from an authenticator app on your phone, so someone who learns your password still cannot get in.';
export const TURNED_ON_MESSAGE = 'Two-step sign-in is on. Save your recovery codes now.';
export const TURNED_OFF_MESSAGE = 'Two-step sign-in is off. Your password alone signs you in.';
export const CODES_RENEWED_MESSAGE = 'New recovery codes made. The old ones no longer work.';
export const STATE_CHANGED_MESSAGE =
  'Two-step sign-in had been changed elsewhere (another tab or device). This shows how it is now.';

/** Where the panel is: the status, or one step of a change. */
type Stage =
  | { kind: 'status' }
  | { kind: 'setup-password' }
  | { kind: 'setup-scan'; setup: TwoFactorSetup }
  | { kind: 'renew' }
  | { kind: 'disable' }
  | { kind: 'codes'; codes: readonly string[] };

/** The Account section's two-step sign-in: turning it on (password, QR code, code, recovery codes) and off, and new recovery codes. */
export function TwoFactorSection() {
  const [loads, setLoads] = useState(0);
  const status = useLoaded('the two-step sign-in settings', `account-two-factor-${loads}`, getTwoFactorStatus);
  const [stage, setStage] = useState<Stage>({ kind: 'status' });
  const [outcome, setOutcome] = useState<Outcome>(NO_OUTCOME);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Back at the status, the step that had focus is gone: focus returns to the section's heading.
  const focusHeading = useRef(false);

  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  });

  const announce = (text: string, failed = false) => setOutcome({ text, failed });

  function enterStage(next: Stage) {
    setOutcome(NO_OUTCOME);
    setStage(next);
  }

  /** Back to the status, loaded again from the gateway (after a change, or to see how it is now). */
  function backToStatus(text: string | null, reload: boolean) {
    setStage({ kind: 'status' });
    setOutcome(text ? { text, failed: false } : NO_OUTCOME);
    if (reload) setLoads((count) => count + 1);
    focusHeading.current = true;
  }

  const cancel = () => backToStatus(null, false);
  const onConflict = () => backToStatus(STATE_CHANGED_MESSAGE, true);

  function showCodes({ codes }: RecoveryCodes, text: string) {
    setStage({ kind: 'codes', codes });
    announce(text);
  }

  function body() {
    switch (stage.kind) {
      case 'setup-password':
        return (
          <TwoFactorPasswordStep
            onStarted={(setup) => enterStage({ kind: 'setup-scan', setup })}
            onCancel={cancel}
            onConflict={onConflict}
          />
        );
      case 'setup-scan':
        return (
          <TwoFactorScanStep
            setup={stage.setup}
            onConfirmed={(codes) => showCodes(codes, TURNED_ON_MESSAGE)}
            onCancel={cancel}
            onConflict={onConflict}
          />
        );
      case 'codes':
        return <RecoveryCodesView codes={stage.codes} onOutcome={announce} onDone={() => backToStatus(null, true)} />;
      case 'renew':
        return (
          <TwoFactorProofForm
            title="Make new recovery codes"
            consequence="The new codes replace the ones you have: the old ones stop working at once."
            submitLabel="Make new codes"
            pendingLabel="Making codes…"
            send={renewRecoveryCodes}
            onDone={(codes) => showCodes(codes, CODES_RENEWED_MESSAGE)}
            onCancel={cancel}
            onConflict={onConflict}
          />
        );
      case 'disable':
        return (
          <TwoFactorProofForm
            title="Turn off two-step sign-in"
            consequence="Your password alone will sign you in again, and your recovery codes will stop working. You can turn it on again at any time."
            submitLabel="Turn off two-step sign-in"
            pendingLabel="Turning off…"
            danger
            send={disableTwoFactor}
            onDone={() => backToStatus(TURNED_OFF_MESSAGE, true)}
            onCancel={cancel}
            onConflict={onConflict}
          />
        );
      case 'status':
        return (
          <AsyncContent resource={status} failureAdvice={OWNER_LOAD_ADVICE}>
            {(data) => (
              <TwoFactorStatusView
                status={data}
                onTurnOn={() => enterStage({ kind: 'setup-password' })}
                onRenewCodes={() => enterStage({ kind: 'renew' })}
                onTurnOff={() => enterStage({ kind: 'disable' })}
              />
            )}
          </AsyncContent>
        );
    }
  }

  return (
    <PageSection title={TWO_FACTOR_TITLE} lead={TWO_FACTOR_LEAD} headingRef={headingRef}>
      {/* Always there, so a screen reader is listening before the first outcome arrives. */}
      <Announcement role="status" data-failed={outcome.failed}>
        {outcome.text}
      </Announcement>
      {body()}
    </PageSection>
  );
}
