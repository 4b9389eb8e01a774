import { PageMeta } from '@/components/seo/page-meta.tsx';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form.tsx';
import { readSignedInUsername } from '@/lib/token-claims.ts';

export function Component() {
  return (
    <>
      <PageMeta title="Account" description="The password you sign in with." />
      <h1>Account</h1>
      <p>
        Change the password you sign in with. Every other device that is signed in is signed out at once; this one stays
        signed in.
      </p>
      <ChangePasswordForm username={readSignedInUsername()} />
    </>
  );
}
