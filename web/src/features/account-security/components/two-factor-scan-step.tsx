import type { RecoveryCodes, TwoFactorSetup } from '@painting-site/gateway/contract/auth';
import { useRef } from 'react';
import styled from 'styled-components';
import { buttonStyles } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { readAppCode } from '@/lib/sign-in-code.ts';
import { confirmTwoFactor } from '../api/confirm-two-factor.ts';
import { CodeText } from './code-text.tsx';
import { CopyKeyButton } from './copy-key-button.tsx';
import { StepForm, TwoFactorStep, useStepSubmission } from './two-factor-step.tsx';

export const QR_CODE_ALT = 'QR code for your authenticator app';
export const APP_CODE_LABEL = 'Enter the 6-digit code the app shows';
export const ADD_ON_THIS_PHONE = 'Add to an authenticator app on this phone';
const QR_CODE_SIZE_PX = 200;
const SETUP_KEY_GROUP = /.{1,4}/g;

/** "JBSWY3DPEHPK3PXP…" → "JBSW Y3DP EHPK 3PXP …": read and typed four at a time. */
export const groupSetupKey = (secret: string) => secret.match(SETUP_KEY_GROUP)?.join(' ') ?? secret;

// The QR code's own white margin needs a light ground whatever the page's colours.
const QrCode = styled.img`
  width: ${QR_CODE_SIZE_PX}px;
  height: ${QR_CODE_SIZE_PX}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: #ffffff;
`;

// An otpauth:// link opens the phone's authenticator app with the account filled in: no scanning, no typing.
const AppLink = styled.a`
  ${buttonStyles}
  justify-self: start;
`;

const SetupKey = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  dt {
    font-weight: 600;
  }
`;

function checkAppCode(typed: string): string | undefined {
  if (typed.trim() === '') return 'Enter the 6-digit code from your app.';
  return readAppCode(typed) === null ? 'The code from your app is 6 digits.' : undefined;
}

type TwoFactorScanStepProps = {
  setup: TwoFactorSetup;
  onConfirmed: (codes: RecoveryCodes) => void;
  onCancel: () => void;
  onConflict: () => void;
};

/** Turning two-step sign-in on, second step: the app takes the secret (QR code or setup key) and proves it with a code. */
export function TwoFactorScanStep({ setup, onConfirmed, onCancel, onConflict }: TwoFactorScanStepProps) {
  const codeRef = useRef<HTMLInputElement>(null);
  const form = useStepSubmission({
    initialValues: { code: '' },
    fields: ['code'] as const,
    validate: ({ code }) => {
      const message = checkAppCode(code);
      return message ? { code: message } : {};
    },
    send: ({ code }) => confirmTwoFactor({ code: readAppCode(code) ?? code }),
    onSuccess: onConfirmed,
    onConflict,
    focusOnFailure: codeRef,
  });

  return (
    <TwoFactorStep title="Add this site to your authenticator app">
      <p>
        Open an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password),
        choose to add an account, and scan this QR code.
      </p>
      <QrCode src={setup.qrCode} alt={QR_CODE_ALT} width={QR_CODE_SIZE_PX} height={QR_CODE_SIZE_PX} />
      <p>On the phone that has the app? Tap this instead, and the app adds the account itself:</p>
      <AppLink href={setup.otpauthUri} data-variant="secondary">
        {ADD_ON_THIS_PHONE}
      </AppLink>
      <p>
        Cannot scan it or tap it? Choose to enter a key instead, and paste or type this one (the spaces do not matter):
      </p>
      <SetupKey>
        <dt>Setup key</dt>
        <dd>
          <CodeText>{groupSetupKey(setup.secret)}</CodeText>
        </dd>
      </SetupKey>
      <CopyKeyButton secret={setup.secret} />
      <StepForm
        form={form}
        label="Confirm the code"
        submitLabel="Confirm"
        pendingLabel="Confirming…"
        onCancel={onCancel}
      >
        <TextField
          ref={codeRef}
          label={APP_CODE_LABEL}
          {...form.textField('code')}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          required
        />
      </StepForm>
    </TwoFactorStep>
  );
}
