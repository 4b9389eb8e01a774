import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { paths } from '@/config/paths.ts';
import { signOut } from '../api/logout.ts';

/** Ends the session on the gateway and here, then leaves for the sign-in page. */
export function SignOutButton() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function handleClick() {
    setPending(true);
    await signOut();
    // Replace: Back must not return to a dashboard that is closed now.
    await navigate(paths.adminLogin, { replace: true });
  }

  return (
    <PendingButton
      type="button"
      data-variant="secondary"
      pending={pending}
      pendingLabel="Signing out…"
      onClick={handleClick}
    >
      Sign out
    </PendingButton>
  );
}
