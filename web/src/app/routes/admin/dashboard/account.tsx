import { useState } from 'react';
import { PageMeta } from '@/components/seo/page-meta.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { ActiveSessionsSection } from '@/features/account-security/components/active-sessions.tsx';
import { SignInActivitySection } from '@/features/account-security/components/sign-in-activity.tsx';
import { TwoFactorSection } from '@/features/account-security/components/two-factor-section.tsx';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form.tsx';
import { PhoneAlertsSection } from '@/features/push-alerts/components/phone-alerts-section.tsx';
import { readSignedInUsername } from '@/lib/token-claims.ts';

export function Component() {
  // A new password signs every other device out: the session list is then out of date.
  const [passwordChanges, setPasswordChanges] = useState(0);
  return (
    <>
      <PageMeta
        title="Account"
        description="Your password, two-step sign-in, the devices signed in, the latest sign-ins and phone alerts."
      />
      <h1>Account</h1>
      <PageSection
        title="Password"
        lead="Change the password you sign in with. Every other device that is signed in is signed out at once; this one stays signed in."
      >
        <ChangePasswordForm
          username={readSignedInUsername()}
          onChanged={() => setPasswordChanges((count) => count + 1)}
        />
      </PageSection>
      <TwoFactorSection />
      <ActiveSessionsSection refreshKey={passwordChanges} />
      <SignInActivitySection />
      <PhoneAlertsSection />
    </>
  );
}
