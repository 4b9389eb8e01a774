import type { FaqEntry } from '@painting-site/gateway/contract/faq';
import type { PublicContent } from '@painting-site/gateway/contract/public-content';
import { usePublicContent } from '@/lib/use-public-content.ts';

/** A snapshot published before the gateway kept questions has none. */
const selectFaq = (content: PublicContent): FaqEntry[] => content.faq ?? [];

/** The owner's questions and answers, in order. */
export function useFaq() {
  return usePublicContent('the questions and answers', selectFaq);
}
