import { type ReactNode, useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@/config/paths.ts';
import { clearToken } from '@/lib/token-storage.ts';
import { checkCredentials } from '../api/check-credentials.ts';

type GuardStatus = 'checking' | 'authorized' | 'unauthorized';

const Checking = styled.p`
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  margin-inline: auto;
  text-align: center;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

type AdminGuardProps = {
  children: ReactNode;
};

/** Renders its children only once the gateway has accepted the stored token. */
export function AdminGuard({ children }: AdminGuardProps) {
  const [status, setStatus] = useState<GuardStatus>('checking');

  useEffect(() => {
    const controller = new AbortController();
    checkCredentials(controller.signal).then(
      (ok) => {
        if (ok) {
          setStatus('authorized');
        } else {
          clearToken();
          setStatus('unauthorized');
        }
      },
      // Only an abort rejects, and that means this guard has unmounted: nothing to do.
      () => {},
    );
    return () => controller.abort();
  }, []);

  if (status === 'checking') return <Checking role="status">Loading...</Checking>;
  if (status === 'unauthorized') return <Navigate to={paths.adminLogin} replace />;
  return children;
}
