import { apiClient } from '@/lib/api-client.ts';

/** Signs one session out (its token stops working at once); a 404 means it had already ended. */
export function signOutSession(id: string): Promise<void> {
  return apiClient.delete<void>(`/api/admin/account/sessions/${encodeURIComponent(id)}`, { authenticated: true });
}
