import {
  QUOTE_REQUEST_FOLDERS,
  QUOTE_REQUEST_STATUSES,
  type QuoteRequestFolder,
  type QuoteRequestStatus,
} from '@painting-site/gateway/contract/quote-requests';
import type { QuoteRequestQuery } from './api/get-quote-requests.ts';

function isStatus(value: string | null): value is QuoteRequestStatus {
  return QUOTE_REQUEST_STATUSES.includes(value as QuoteRequestStatus);
}

function isFolder(value: string | null): value is QuoteRequestFolder {
  return QUOTE_REQUEST_FOLDERS.includes(value as QuoteRequestFolder);
}

/** The inbox's folder, filter and page as the address gives them; anything unreadable counts as unset. */
export function readQuoteRequestQuery(params: URLSearchParams): QuoteRequestQuery {
  const folder = params.get('folder');
  const status = params.get('status');
  const page = Number(params.get('page') ?? '1');
  return {
    folder: isFolder(folder) ? folder : 'inbox',
    status: isStatus(status) ? status : null,
    q: (params.get('q') ?? '').trim(),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address's query for a filter and page, leaving out the defaults ("?folder=spam&q=smith&page=2"). */
export function quoteRequestQueryString({ folder, status, q, page }: QuoteRequestQuery): string {
  const params = new URLSearchParams();
  if (folder !== 'inbox') params.set('folder', folder);
  if (status) params.set('status', status);
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
