import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { setSessionEndedHandler } from '@/lib/api-client.ts';

/**
 * When an API call finds the session over (401), the router takes the owner back to sign-in:
 * no page reload, so the toast that says why stays on screen. Rendered inside the router, by the
 * dashboard (the only pages that send the token), so public pages never load the API client.
 */
export function ReturnToSignInWhenSessionEnds() {
  const navigate = useNavigate();
  useEffect(() => setSessionEndedHandler(() => void navigate(paths.adminLogin, { replace: true })), [navigate]);
  return null;
}
