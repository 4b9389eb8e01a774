import type { PublicContent } from '@painting-site/gateway/contract/public-content';
import { usePublicContent } from './use-public-content.ts';

const selectName = (content: PublicContent): string => content.site.name;

/**
 * The business name, from the published content (the SPA has none of its own): for page titles,
 * the sign-in page and the dashboard. Undefined until it is known.
 */
export function useBusinessName(): string | undefined {
  const name = usePublicContent('the business name', selectName);
  return name.status === 'ready' && name.data !== '' ? name.data : undefined;
}
