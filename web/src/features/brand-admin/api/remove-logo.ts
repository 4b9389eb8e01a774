import { apiClient } from '@/lib/api-client.ts';

/** Removes the logo: the site goes back to the name in the header and the default icons. */
export async function removeLogo(): Promise<void> {
  await apiClient.delete<void>('/api/admin/brand/logo', { authenticated: true });
}
