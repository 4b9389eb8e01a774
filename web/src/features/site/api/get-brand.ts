import type { PublicBrand } from '@painting-site/gateway/contract/brand';
import type { PublicContent } from '@painting-site/gateway/contract/public-content';
import { usePublicContent } from '@/lib/use-public-content.ts';

const selectBrand = (content: PublicContent): PublicBrand => content.brand;

/** The owner's logo and accent colour, from the page's content snapshot. */
export function useBrand() {
  return usePublicContent('the logo', selectBrand);
}
