import { useState } from 'react';
import { LoginForm } from './login-form.tsx';
import { SignInCodeForm } from './sign-in-code-form.tsx';

type Step =
  | { kind: 'password'; username: string; notice: string | null }
  /** Only the challenge is kept from the password step: the password itself is gone with its form. */
  | { kind: 'code'; username: string; challenge: string };

/** The owner's sign-in: the password, then, with two-step sign-in on, the code, on the same page. */
export function SignIn() {
  const [step, setStep] = useState<Step>({ kind: 'password', username: '', notice: null });

  if (step.kind === 'code') {
    const backToPassword = (notice: string | null) => setStep({ kind: 'password', username: step.username, notice });
    return (
      <SignInCodeForm
        challenge={step.challenge}
        onExpired={(notice) => backToPassword(notice)}
        onBack={() => backToPassword(null)}
      />
    );
  }
  return (
    <LoginForm
      initialUsername={step.username}
      notice={step.notice}
      onSecondStep={({ challenge }, username) => setStep({ kind: 'code', username, challenge })}
    />
  );
}
