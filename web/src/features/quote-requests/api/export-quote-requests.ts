import { saveDownload } from '@/lib/save-download.ts';
import { filterParams, type QuoteRequestFilter } from './get-quote-requests.ts';

const FALLBACK_FILE_NAME = 'quote-requests.csv';

/** Downloads every request matching the filter (all pages) as a CSV file; resolves with its name. */
export function exportQuoteRequests(filter: QuoteRequestFilter): Promise<string> {
  const query = filterParams(filter).toString();
  return saveDownload(`/api/admin/messages/export.csv${query ? `?${query}` : ''}`, FALLBACK_FILE_NAME);
}
