import { MESSAGES_PAGE_SIZE } from '@/config/constants.ts';
import { apiClient } from '@/lib/api-client.ts';

export const MESSAGE_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost', 'archived'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export type PreferredContact = 'email' | 'phone' | 'text';

/** A quote request as the inbox lists it. */
export type MessageSummary = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  address: string;
  serviceTitle: string | null;
  /** The start of the details, about 140 characters. */
  excerpt: string;
  preferredContact: PreferredContact;
  status: MessageStatus;
  read: boolean;
  /** ISO 8601. */
  createdAt: string;
};

export type MessageCounts = Record<MessageStatus | 'unread', number>;

export type MessagePage = {
  items: MessageSummary[];
  /** Requests matching the filter, over all pages. */
  total: number;
  page: number;
  pageSize: number;
  /** Requests per status (and unread), whatever the filter. */
  counts: MessageCounts;
};

/** What the inbox shows: a status (null for all), search words and a page, as kept in the address. */
export type MessageFilter = { status: MessageStatus | null; q: string };
export type MessageQuery = MessageFilter & { page: number };

/** The filter as query parameters, leaving out what is not set. */
export function filterParams({ status, q }: MessageFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (q) params.set('q', q);
  return params;
}

/** One page of quote requests, newest first. */
export function getMessages(query: MessageQuery, signal: AbortSignal): Promise<MessagePage> {
  const params = filterParams(query);
  params.set('page', String(query.page));
  params.set('pageSize', String(MESSAGES_PAGE_SIZE));
  return apiClient.get<MessagePage>(`/api/admin/messages?${params}`, { authenticated: true, signal });
}
