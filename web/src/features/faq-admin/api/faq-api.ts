import type { FaqEntry, FaqEntryInput } from '@painting-site/gateway/contract/faq';
import { orderedListApi } from '@/lib/ordered-list-api.ts';

/** The questions and answers, in the order the services page shows them. */
export const faqApi = orderedListApi<FaqEntry, FaqEntryInput>('/api/admin/faq', 'faq');
